import AnimatorCore

/// A keyframe segment with a curve of its own, played on documented UIKit only (issue 29, item 12).
///
/// UIKit documents a keyframe's start and duration (`addKeyframe(withRelativeStartTime:
/// relativeDuration:animations:)`) and the calculation modes of `animateKeyframes`
/// (`calculationModeLinear`: "a simple linear calculation between keyframe values"), not a curve
/// per keyframe. So a segment whose curve is not linear is played as `pieces` linear keyframes of
/// equal length through the curve's values: the k-th ends at `fraction(k/pieces)` of the way from
/// the segment's start value to its end value, the last one at the end value itself. Both
/// backends play those keyframes (the interpreter in `Interpreter.resolveTracks`, the emitted
/// code in `KeyframeLowering`), so the preview and the app agree; between two of them the value
/// strays from the true curve by at most 0.0017 of the segment's distance for `easeIn` and
/// `easeOut`, 0.0022 for `easeInOut`, 0.006 for CA's `default` and 0.014 for a steep
/// `cubic(0.2, 0.9, 0.1, 1)` (measured on a 4,000-point grid; Docs/EMIT-SWIFT.md).
///
/// Values that have no interpolation in both backends (colours, shapes, sizes, a 3-D view's
/// transform, blur) take the end value in the first piece that ends past the curve's midpoint
/// (`fraction ≥ 0.5`), as `steps(...)` does with them.
public enum KeyframeSampling {
    /// Linear keyframes per curved segment.
    public static let pieces = 16

    /// The curve's values at 1/pieces … (pieces − 1)/pieces of the segment (the last piece ends
    /// at the end value); nil when the segment needs no sampling: no curve, `linear`, discrete
    /// keyframes (which hold each value), or a segment of no length. `duration` resolves a
    /// damping-ratio spring (the track's, as the interpreter's keyframe curves take it).
    public static func fractions(_ curve: CurveIR?, calculation: KeyframeCalculation, span: Double, duration: Double) -> [Double]? {
        guard let curve, curve != .named(.linear), calculation != .discrete, span > 0, span.isFinite else { return nil }
        let timing = curve.timingCurve(duration: duration)
        return (1..<pieces).map { timing.value(at: Double($0) / Double(pieces)) }
    }

    /// The length of one piece of a segment `span` long (relative to the track).
    public static func step(_ span: Double) -> Double { span / Double(pieces) }

    /// Where piece `k` (0-based) of a segment starting at `start` starts: `start + step × k`,
    /// computed so in both backends.
    public static func pieceStart(_ start: Double, step: Double, _ k: Int) -> Double { start + step * Double(k) }

    /// Whether a property's sampled values are interpolated (else they take the end value from
    /// the first piece past the curve's midpoint). `transform3D`: the view's transform is 4×4.
    public static func interpolates(_ property: Property, transform3D: Bool) -> Bool {
        switch property {
        case .frame, .center, .size, .alpha, .cornerRadius, .shadowOpacity, .shadowRadius, .borderWidth: return true
        case .transform: return !transform3D
        default: return false
        }
    }
}

// The curve each piece samples is `CurveIR.timingCurve(duration:)` (CurveTiming.swift), the one mapping
// the interpreter and the web backend use too.
