import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The interpreter's half of maths at run time (Docs/LANGUAGE.md, "Maths"), on the regression
/// spec DifferentialTests also plays against the generated Swift: on the preview's 393 × 852
/// screen the square root of the width less the height gives 0 (and the run says so), a clamp
/// whose bounds cross gives its upper bound, and `if` chooses by comparisons of view values.
@Suite struct MathRunTests {
    static func spec() throws -> TransitionIR {
        let path = "Tests/Regressions/maths-run-time.yaml"
        let data = try Data(contentsOf: repoRoot.appendingPathComponent(path))
        let result = Compiler.compile(SourceFile(path: path, bytes: [UInt8](data)))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.transitions.first)
    }

    @Test func runTimeDomainsFollowTheRule() throws {
        let tl = try Interpreter.run(try Self.spec(), options: RunOptions(operation: .push))
        let first = try #require(tl.frames.first?.views["badge"])
        #expect(first.cornerRadius == 0)   // sqrt(393 - 852)
        let last = try #require(tl.frames.last?.views["badge"])
        #expect(last.frame.width == 852 - 600)   // clamp(196.5, 293, 252): crossed bounds give hi
        #expect(last.frame.height == 90)          // clamp(30 * 3, 10, 200)
        let hypotenuse: Double = (60.0 * 60 + 30 * 30).squareRoot()
        #expect(abs(last.frame.x - (20 + hypotenuse)) < 1e-12)   // min(20, 93) + hypot(60, 30)
        #expect(last.frame.y == 60)               // max(40, 2 * 30)
        #expect(last.alpha == 0.9)                // 393 < 852, alpha 1, width 60
        let root: Double = 393.0.squareRoot()
        #expect(abs(last.cornerRadius - (root + 80)) < 1e-12)     // sqrt(393) + abs(20 - 100)
        let warnings = tl.events.filter { $0.name == "non-finite value" }
        #expect(warnings.map(\.detail) == ["track of 'badge', line 21: a square root's operand was negative; it gave 0"])
    }
}
