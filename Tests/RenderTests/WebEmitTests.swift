import Foundation
import Testing
import TransitionCompiler
import TransitionPreview
import WebEmitter

/// `transc emit-web` proven in headless Chromium against the preview (Docs/EMIT-WEB.md).
@Suite struct WebEmitTests {
    /// The tolerances the proof holds, per quantity (Docs/EMIT-WEB.md, "Tolerances").
    enum Tolerance {
        static let frame = 0.02
        static let alpha = 1e-5
        static let transform = 1e-5
        static let translation = 1e-3
        static let radius = 1e-3
    }

    static func expectWithin(_ gaps: WebProof.Gaps, _ what: String) {
        print("web proof \(what): \(gaps)")
        #expect(gaps.mismatches.isEmpty, "\(what): \(gaps.mismatches)")
        #expect(gaps.samples > 1 && gaps.views > 0, "\(what): nothing compared")
        #expect(gaps.frame <= Tolerance.frame, "\(what): \(gaps)")
        #expect(gaps.alpha <= Tolerance.alpha, "\(what): \(gaps)")
        #expect(gaps.transform <= Tolerance.transform, "\(what): \(gaps)")
        #expect(gaps.translation <= Tolerance.translation, "\(what): \(gaps)")
        #expect(gaps.radius <= Tolerance.radius, "\(what): \(gaps)")
    }

    @Test(arguments: [("card", TransitionCompiler.Operation.present), ("card", .dismiss)])
    func playsLikeThePreview(_ example: String, _ op: TransitionCompiler.Operation) throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "web proof") else { return }
        let t = try WebProof.transition(example)
        let timeline = try Interpreter.run(t, options: RunOptions(operation: op))
        Self.expectWithin(try WebProof.prove(chromium, t, timeline), "\(example) \(op.rawValue)")
    }
}
