// Keyframe tracks (UIKit animateKeyframes / CAKeyframeAnimation): values at relative times,
// a per-segment timing curve, and a calculation mode.

/// One keyframe: a value at a relative time (0…1 of the track) and the curve of the segment
/// that STARTS here (CAKeyframeAnimation's `timingFunctions[i]` convention).
public struct Keyframe: Hashable, Sendable {
    /// Relative time 0…1.
    public var time: Double
    /// The value at `time`.
    public var value: AnimatableValue
    /// Curve from this keyframe to the next (ignored for the last one and in discrete mode).
    public var curve: TimingCurve
    /// Creates a keyframe.
    public init(time: Double, value: AnimatableValue, curve: TimingCurve = .linear) {
        self.time = time; self.value = value; self.curve = curve
    }
}

/// How values between keyframes are computed (UIKit's `calculationMode*`).
public enum KeyframeCalculation: String, Hashable, Sendable, CaseIterable {
    /// Straight interpolation within each segment (through its curve).
    case linear
    /// Hold each keyframe's value until the next keyframe's time.
    case discrete
    /// Catmull-Rom spline through the values (Core Animation's `kCAAnimationCubic` with zero
    /// tension/continuity/bias); needs interpolatable values, discrete ones fall back to linear.
    case cubic
}

struct KeyframeSet {
    var frames: [Keyframe]
    var calculation: KeyframeCalculation

    /// Sorts by time and clamps times into 0…1; nil for an empty list or non-finite times.
    init?(_ frames: [Keyframe], calculation: KeyframeCalculation) {
        guard !frames.isEmpty, frames.allSatisfy({ $0.time.isFinite }) else { return nil }
        self.frames = frames.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map { var k = $0.element; k.time = Swift.min(Swift.max(k.time, 0), 1); return k }
        self.calculation = calculation
    }

    func value(at p: Double) -> AnimatableValue {
        let f = frames
        if p <= f[0].time { return f[0].value }
        let last = f.count - 1
        if p >= f[last].time { return f[last].value }
        // last index with time ≤ p
        var lo = 0, hi = last
        while lo < hi { let m = (lo + hi + 1) / 2; if f[m].time <= p { lo = m } else { hi = m - 1 } }
        let a = f[lo], b = f[Swift.min(lo + 1, last)]
        if calculation == .discrete { return a.value }
        let span = b.time - a.time
        let local = span > 0 ? a.curve.value(at: (p - a.time) / span) : 1
        if calculation == .cubic, let v = catmullRom(lo, local) { return v }
        return AnimatableValue.interpolate(from: a.value, to: b.value, progress: local)
    }

    private func catmullRom(_ i: Int, _ t: Double) -> AnimatableValue? {
        let f = frames
        let p1 = f[i].value, p2 = f[Swift.min(i + 1, f.count - 1)].value
        let p0 = i > 0 ? f[i - 1].value : p1
        let p3 = i + 2 < f.count ? f[i + 2].value : p2
        guard let c0 = p0.components, let c1 = p1.components, let c2 = p2.components, let c3 = p3.components,
              c0.count == c1.count, c1.count == c2.count, c2.count == c3.count else { return nil }
        let t2 = t * t, t3 = t2 * t
        var out = c1
        for k in 0..<out.count {
            out[k] = 0.5 * ((2 * c1[k]) + (-c0[k] + c2[k]) * t + (2 * c0[k] - 5 * c1[k] + 4 * c2[k] - c3[k]) * t2
                            + (-c0[k] + 3 * c1[k] - 3 * c2[k] + c3[k]) * t3)
        }
        return p1.withComponents(out)
    }
}

extension AnimatableValue {
    /// The interpolatable components (transforms decomposed), or nil for discrete values.
    var components: [Double]? {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.x, r.y, r.width, r.height]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .transform(let t):
            let d = DecomposedTransform(t)
            return [d.translationX, d.translationY, d.scaleX, d.scaleY, d.rotation, d.shear]
        case .bool, .integer: return nil
        }
    }

    func withComponents(_ c: [Double]) -> AnimatableValue {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(Point(x: c[0], y: c[1]))
        case .size: return .size(Size(width: c[0], height: c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .transform:
            return .transform(DecomposedTransform(translationX: c[0], translationY: c[1], scaleX: c[2], scaleY: c[3],
                                                  rotation: c[4], shear: c[5]).transform)
        case .bool, .integer: return self
        }
    }
}
