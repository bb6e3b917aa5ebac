import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// A finish step's expressions are evaluated when the step runs (Docs/LANGUAGE.md, "When values
/// are read"): after the animation, so a read of a view the animation moved gives its end value.
/// The emitted Swift evaluates them in the animator's completion, and DifferentialTests plays
/// the same spec (Tests/Regressions/finish-reads-end.yaml) on the UIKit mirror.
@Suite struct FinishReadsTests {
    static func spec() throws -> TransitionIR {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Regressions/finish-reads-end.yaml")
        return try compileSpec(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    @Test(arguments: [true, false])
    func finishReadsTheEndOfTheAnimation(_ animated: Bool) throws {
        let tl = try Interpreter.run(try Self.spec(), options: RunOptions(operation: .push, animated: animated))
        // The list slid to −width/3; finish adds width/3 back: it is where it started.
        let from = try #require(tl.after["from"]).frame
        #expect(abs(from.x) < 1e-9 && from.y == 0, "\(from)")
        // The detail ends at its final frame (0, 0), and finish sets it to its own frame then.
        let to = try #require(tl.after["to"]).frame
        #expect(abs(to.x) < 1e-9 && to.y == 0, "\(to)")
    }
}
