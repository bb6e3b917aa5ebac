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
    /// controllers and `steps(...)` helpers, all renamed to `name`.
    static func renamed(_ name: String) throws -> [TransitionIR] {
        try ["card", "interactive-pop", "tab-slide"].flatMap { example in
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
        let nested: Set<String> = ["Part", "ReleaseAnchor", "Operation", "DetailViewController"]  // nested types; the spec's appliesTo class
        let unknown = tokens.subtracting(Self.declaredTypes(swift)).subtracting(TypeNames.reserved).subtracting(nested)
        #expect(unknown.isEmpty, "\(example) names types TypeNames.referenced does not list: \(unknown.sorted())")
    }
}
