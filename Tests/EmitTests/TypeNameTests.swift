import Foundation
@testable import SwiftEmitter
import Testing
import TransitionCompiler

/// Transition names that spell a helper's or a UIKit type's name once a suffix is added: the
/// emitted file must still type-check against the mirror (not only parse), and declare no
/// UIKit type.
@Suite struct TypeNameTests {
    static let names = ["Coordinated", "UI", "UIViewProperty", "UIViewController", "Animator", "Delegate",
                        "PresentationController", "Operation", "Part", "Decomposed"]

    /// The examples covering the three contexts, a presentation controller, interaction
    /// controllers, `steps(...)` helpers and a layer follower, all renamed to `name`.
    static func renamed(_ name: String) throws -> [TransitionIR] {
        try ["card", "interactive-pop", "tab-slide", "shadow-push", "card-flip", "circular-reveal", "frosted-push", "image-zoom"].flatMap { example in
            try EmitSupport.compile(example).map { var t = $0; t.name = name; return t }
        }
    }

    static func declaredTypes(_ swift: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"^(?:final class|protocol|private final class|private struct|public final class|public protocol) (\w+)"#, options: .anchorsMatchLines)
        let range = NSRange(swift.startIndex..., in: swift)
        return Set(pattern.matches(in: swift, range: range).compactMap { Range($0.range(at: 1), in: swift).map { String(swift[$0]) } })
    }

    @Test(arguments: names)
    func typeChecks(_ name: String) throws {
        let swift = Emitter.emit(try Self.renamed(name), sourcePath: "\(name).yaml")
        let declared = Self.declaredTypes(swift)
        #expect(declared.isDisjoint(with: TypeNames.referenced), "declares a UIKit type: \(declared.intersection(TypeNames.referenced))")
        let (status, output) = try EmitSupport.typecheck(swift, name: "names-\(name)")
        #expect(status == 0, "swiftc -typecheck rejected the output for transition name \(name): \(output)")
    }

    /// Every example emitted into one file (`transc emit-swift A.yaml B.yaml …`): one copy of the
    /// support code, and the file type-checks (issue 11, item 9).
    @Test func allExamplesTogetherShareOneSupportCopy() throws {
        let transitions = try EmitSupport.examples.flatMap { try EmitSupport.compile($0) }
        let swift = Emitter.emit(transitions, sourcePath: "all.yaml")
        #expect(swift.components(separatedBy: "private final class CoordinatedAnimatorGroup").count == 2)
        #expect(swift.components(separatedBy: "private struct DecomposedTransform").count <= 2)
        // custom-push's `appliesTo` class is the app's (Tests/EmittedExamples/AppClasses.swift).
        let app = "\n@MainActor final class DetailViewController: UIViewController {}\n"
        let (status, output) = try EmitSupport.typecheck(swift + app, name: "all-examples")
        #expect(status == 0, "swiftc -typecheck rejected the examples emitted together: \(output)")
    }

    @Test func namesAreKeptWhenFree() throws {
        let swift = Emitter.emit(try Self.renamed("Coordinated"), sourcePath: "c.yaml")
        // The user's name is kept; the helper has a name no transition can produce.
        #expect(swift.contains("final class CoordinatedAnimator: NSObject, UIViewControllerAnimatedTransitioning"))
        #expect(swift.contains("private final class CoordinatedAnimatorGroup: NSObject, UIViewImplicitlyAnimating"))
        // A clash renames the stem: `UI` would declare UIPresentationController.
        let ui = Emitter.emit(try Self.renamed("UI"), sourcePath: "ui.yaml")
        #expect(ui.contains("final class UI2PresentationController: UIPresentationController"))
        #expect(!Self.declaredTypes(ui).contains("UIPresentationController"))
    }

    /// Keeps `TypeNames.referenced` honest: every capitalised name in the goldens' code is
    /// declared by the file or listed there.
    @Test(arguments: EmitSupport.examples)
    func referencedTypesAreListed(_ example: String) throws {
        let swift = try String(contentsOf: EmitSupport.goldenURL(example), encoding: .utf8)
        let code = swift.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let pattern = try NSRegularExpression(pattern: #"(?<![.\w"])[A-Z][A-Za-z0-9]*"#)
        let tokens = Set(pattern.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { Range($0.range, in: code).map { String(code[$0]) } })
        // Nested types, the spec's appliesTo class, and the `#if DEBUG` condition.
        let nested: Set<String> = ["Part", "ReleaseAnchor", "Driven", "Operation", "Property", "DetailViewController", "DEBUG"]
        let unknown = tokens.subtracting(Self.declaredTypes(swift)).subtracting(TypeNames.reserved).subtracting(nested)
        #expect(unknown.isEmpty, "\(example) names types TypeNames.referenced does not list: \(unknown.sorted())")
    }
}

/// Issue 33, item 5: a stem that already ends with a suffix's first word is not repeated
/// (`CardPresentation` gives `CardPresentationController`, not `CardPresentationPresentationController`).
@Suite struct StutterFreeNameTests {
    @Test func suffixWordTheStemEndsWithIsNotRepeated() {
        let modal = TransitionNames(stem: "CardPresentation", context: .modal)
        #expect(modal.presentationController == "CardPresentationController")
        #expect(modal.animator == "CardPresentationAnimator")
        let nav = TransitionNames(stem: "SlideNavigation", context: .navigation)
        #expect(nav.delegate == "SlideNavigationDelegate")
        #expect(TransitionNames(stem: "FadeAnimator", context: .modal).animator == "FadeAnimator")
        #expect(TransitionNames(stem: "PhotoInteraction", context: .navigation).interactionController(.push) == "PhotoInteractionPushInteractionController")
        // Only whole words: `Representation` does not end with the word `Presentation`.
        #expect(TransitionNames(stem: "Representation", context: .modal).presentationController == "RepresentationPresentationController")
        #expect(TransitionNames(stem: "TabBar", context: .tab).delegate == "TabBarDelegate")
    }

    /// Every name still ends with its full suffix (so no helper name can be produced) and one
    /// transition's names stay distinct.
    @Test(arguments: ["CardPresentation", "Presentation", "Animator", "Delegate", "TabBar", "PushInteraction", "Source", "Destination", "LayerFollower"])
    func namesKeepTheirSuffixAndStayDistinct(_ stem: String) {
        for context in [ContextKind.modal, .navigation, .tab] {
            let names = TransitionNames(stem: stem, context: context)
            #expect(names.all.count == 6 + Operation.allCases.count, "\(stem) \(context): \(names.all.sorted())")
            #expect(names.presentationController.hasSuffix("PresentationController"))
        }
    }

    @Test func cardExampleHasNoStutter() throws {
        let swift = Emitter.emit(try EmitSupport.compile("card"), sourcePath: "card.yaml")
        let stutters = swift.contains("PresentationPresentation")
        let declared = swift.contains("final class CardPresentationController: UIPresentationController")
        #expect(!stutters && declared)
    }
}
