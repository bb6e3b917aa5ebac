import Foundation
@testable import SwiftEmitter
import Testing
import TransitionCompiler

/// Issue 33, item 5: a `--access-level public` build makes public only what the app calls (the
/// delegate types, `install(on:)`, `present`, the protocols the app adopts, the presentation
/// controller's hooks); the animator, its `Operation`, the interaction controllers the generated
/// code wires itself and the gesture handlers stay internal. The file still type-checks.
@Suite struct PublicSurfaceTests {
    static let wiredByTheGeneratedCode = ["card", "interactive-pop", "sheet", "shadow-push", "circular-reveal"]

    @Test(arguments: wiredByTheGeneratedCode)
    func implementationDetailsAreNotPublic(_ example: String) throws {
        let swift = try EmitSupport.emit(example, access: .public)
        for detail in ["enum Operation", "let operation", "init(operation", "func handle(", "func handleDismissPan", "func handlePopGesture",
                       "func startInteractiveTransition", "func animateTransition", "let dismissInteraction", "let popInteraction", "let pushInteraction"] {
            let isPublic = swift.contains("public \(detail)")
            #expect(!isPublic,
                    "\(example) makes an implementation detail public: \(detail)")
        }
        let publicTypes = Set(swift.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("public final class ") else { return nil }
            return String(line.dropFirst("public final class ".count).prefix { $0.isLetter || $0.isNumber })
        })
        #expect(publicTypes.allSatisfy { !$0.hasSuffix("Animator") && !$0.hasSuffix("InteractionController") }, "\(example): \(publicTypes.sorted())")
        let (status, output) = try EmitSupport.typecheck(swift, name: "public-\(example)")
        #expect(status == 0, "swiftc -typecheck rejected the public variant of \(example): \(output)")
    }

    @Test func whatTheAppCallsIsPublic() throws {
        let card = try EmitSupport.emit("card", access: .public)
        #expect(card.contains("public final class CardPresentationTransitioningDelegate"))
        #expect(card.contains("public static func present("))
        #expect(card.contains("public protocol CardPresentationDestination"))
        let pop = try EmitSupport.emit("interactive-pop", access: .public)
        #expect(pop.contains("public static func install(on navigationController: UINavigationController)"))
    }
}
