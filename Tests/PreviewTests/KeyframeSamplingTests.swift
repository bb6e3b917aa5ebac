import AnimatorCore
import Testing
import TransitionCompiler

/// The figures Docs/EMIT-SWIFT.md ("Keyframe segment curves") gives for a curved keyframe segment
/// played as `KeyframeSampling.pieces` linear keyframes (issue 29, item 12): the greatest distance
/// between the pieces and the true curve, as a share of the segment's distance, measured on a
/// 4,000-point grid. A measurement, not a fix: it passed when written; it fails if the number of
/// pieces or the sampling changes without the docs.
@Suite struct KeyframeSamplingTests {
    static func worstError(_ curve: CurveIR) throws -> Double {
        let fractions = try #require(KeyframeSampling.fractions(curve, calculation: .linear, span: 1, duration: 1))
        let values = [0] + fractions + [1]
        let exact = curve.timingCurve(duration: 1)
        let n = Double(KeyframeSampling.pieces)
        var worst = 0.0
        for i in 0...4000 {
            let x = Double(i) / 4000
            let k = min(Int(x * n), KeyframeSampling.pieces - 1)
            let local = (x - Double(k) / n) * n
            let piecewise = values[k] + (values[k + 1] - values[k]) * local
            worst = max(worst, abs(piecewise - exact.value(at: x)))
        }
        return worst
    }

    @Test(arguments: [
        (CurveIR.named(.easeIn), 0.0017), (.named(.easeOut), 0.0017), (.named(.easeInOut), 0.0022),
        (.named(.default), 0.0059), (.cubic(x1: 0.2, y1: 0.9, x2: 0.1, y2: 1), 0.0143),
    ])
    func documentedError(_ curve: CurveIR, _ bound: Double) throws {
        let worst = try Self.worstError(curve)
        #expect(worst <= bound && worst > bound * 0.9, "\(curve): \(worst)")
    }

    @Test func linearAndDiscreteSegmentsAreNotSampled() {
        #expect(KeyframeSampling.fractions(nil, calculation: .linear, span: 0.5, duration: 1) == nil)
        #expect(KeyframeSampling.fractions(.named(.linear), calculation: .linear, span: 0.5, duration: 1) == nil)
        #expect(KeyframeSampling.fractions(.named(.easeIn), calculation: .discrete, span: 0.5, duration: 1) == nil)
        #expect(KeyframeSampling.fractions(.named(.easeIn), calculation: .linear, span: 0, duration: 1) == nil)
        #expect(KeyframeSampling.fractions(.named(.easeIn), calculation: .cubic, span: 0.5, duration: 1)?.count == 15)
    }
}
