import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The division rule (Docs/LANGUAGE.md, "Division by zero"): a divisor read from a view that is
/// 0 when the animators start gives 0, never a NaN or an infinity, through a transform, a
/// spring, a frame and keyframes; the run reports each as a `non-finite value` event. The
/// emitted Swift follows the same rule (`finiteQuotient`), which DifferentialTests compares
/// frame by frame on the same example.
@Suite struct DivisionRuleTests {
    static func numbers(_ s: ViewState) -> [Double] {
        [s.frame.x, s.frame.y, s.frame.width, s.frame.height, s.alpha, s.cornerRadius,
         s.transform.a, s.transform.b, s.transform.c, s.transform.d, s.transform.tx, s.transform.ty]
    }

    @Test(arguments: [TransitionCompiler.Operation.push, .pop])
    func noNonFiniteValueReachesAView(_ op: TransitionCompiler.Operation) throws {
        let t = try example("zero-size")
        for animated in [true, false] {
            let tl = try Interpreter.run(t, options: RunOptions(operation: op, animated: animated))
            for states in tl.frames.map(\.views) + [tl.before, tl.after] {
                for (name, s) in states {
                    let finite = Self.numbers(s).allSatisfy { $0.isFinite }
                    #expect(finite, "\(op) \(name): \(s)")
                }
            }
            let json = TimelineJSON.render(tl)
            #expect(!json.contains("nan") && !json.contains("inf"))
            // The only nulls are the labels the scene leaves unset and a non-interactive run's
            // `interactive`: never a number.
            let nulls = json.components(separatedBy: "null").count - 1
            let allowed = json.components(separatedBy: "\"label\": null").count - 1 + json.components(separatedBy: "\"interactive\": null").count - 1
            #expect(nulls == allowed)
            let table = TimelineTable.render(tl)
            #expect(!table.lowercased().contains("nan") && !table.contains("inf"))
        }
    }

    @Test func theRunReportsEachGuardedDivision() throws {
        let t = try example("zero-size")
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push))
        let warnings = tl.events.filter { $0.name == "non-finite value" }
        #expect(warnings.map { $0.detail?.components(separatedBy: ":").first ?? "" } == [
            "track of 'to', line 23", "track of 'to', line 26", "track of 'badge', line 29", "track of 'badge', line 31",
        ])
        #expect(warnings.allSatisfy { $0.time == 0 })
        // The push starts the destination at scale(0) (the fallback) and the badge at alpha 0.
        let first = try #require(tl.frames.first)
        #expect(first.views["to"]?.transform.a == 0)
        #expect(first.views["badge"]?.alpha == 0)
    }

    @Test func theRuleIsZeroForAnyNonFiniteQuotient() {
        #expect(DivisionRule.quotient(6, 3) == 2)
        #expect(DivisionRule.quotient(1, 0) == 0)
        #expect(DivisionRule.quotient(-1, 0) == 0)
        #expect(DivisionRule.quotient(0, 0) == 0)
        #expect(DivisionRule.quotient(1e308, 1e-308) == 0)
    }
}
