import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// A finish step's expressions are evaluated with the tracks', after setup and before the
/// explicit starts (Docs/LANGUAGE.md, "When values are read"), as the emitted Swift evaluates
/// them; DifferentialTests plays the same spec (Tests/Regressions/finish-reads-end.yaml) on the
/// UIKit mirror.
@Suite struct FinishReadsTests {
    static func spec() throws -> TransitionIR {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Regressions/finish-reads-end.yaml")
        return try compileSpec(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    @Test(arguments: [true, false])
    func finishReadsTheEndOfTheAnimation(_ animated: Bool) throws {
        let tl = try Interpreter.run(try Self.spec(), options: RunOptions(operation: .push, animated: animated))
        // The list slid to −width/3; finish puts back the frame setup left it at.
        let from = try #require(tl.after["from"]).frame
        #expect(abs(from.x) < 1e-9 && from.y == 0, "\(from)")
        // The detail entered from an explicit start (x = width) and ended 40 pt low; finish
        // puts back the frame setup gave it (0, 0), not the explicit start, not the end.
        let to = try #require(tl.after["to"]).frame
        #expect(abs(to.x) < 1e-9 && to.y == 0, "\(to)")
    }
}
