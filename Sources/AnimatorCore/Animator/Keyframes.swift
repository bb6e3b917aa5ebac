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
    /// Read-only after `init`: `segments3D` is worked out from them once.
    private(set) var frames: [Keyframe]
    var calculation: KeyframeCalculation
    /// Per segment (from frame i to i + 1), its 4×4 ends decomposed once; nil where they are not both 4×4.
    private(set) var segments3D: [Transform3DInterpolation?] = []

    /// Sorts by time and clamps times into 0…1; nil for an empty list or non-finite times.
    init?(_ frames: [Keyframe], calculation: KeyframeCalculation) {
        guard !frames.isEmpty, frames.allSatisfy({ $0.time.isFinite }) else { return nil }
        self.frames = frames.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map { var k = $0.element; k.time = Swift.min(Swift.max(k.time, 0), 1); return k }
        self.calculation = calculation
        segments3D = self.frames.indices.dropLast().map { i in
            guard case .transform3D(let a) = self.frames[i].value, case .transform3D(let b) = self.frames[i + 1].value else { return nil }
            return Transform3DInterpolation(from: a, to: b)
        }
    }

    /// Where progress `p` falls: a keyframe's value held, or segment `index` at `local` progress.
    enum Position { case held(AnimatableValue), segment(index: Int, local: Double) }

    func position(at p: Double) -> Position {
        let f = frames
        if p <= f[0].time { return .held(f[0].value) }
        let last = f.count - 1
        if p >= f[last].time { return .held(f[last].value) }
        // last index with time ≤ p
        var lo = 0, hi = last
        while lo < hi { let m = (lo + hi + 1) / 2; if f[m].time <= p { lo = m } else { hi = m - 1 } }
        let a = f[lo], b = f[Swift.min(lo + 1, last)]
        if calculation == .discrete { return .held(a.value) }
        let span = b.time - a.time
        return .segment(index: lo, local: span > 0 ? a.curve.value(at: (p - a.time) / span) : 1)
    }

    func value(at p: Double) -> AnimatableValue {
        switch position(at: p) {
        case .held(let v): return v
        case .segment(let lo, let local):
            if calculation == .cubic, let v = catmullRom(lo, local) { return v }
            if lo < segments3D.count, let s = segments3D[lo] { return .transform3D(s.value(at: local)) }
            let last = frames.count - 1
            return AnimatableValue.interpolate(from: frames[lo].value, to: frames[Swift.min(lo + 1, last)].value, progress: local)
        }
    }

    /// `value(at:)` of a 4×4 track without boxing the matrix; nil where it is not a 4×4 value.
    /// (Catmull-Rom takes no 4×4 values, so a 4×4 segment is linear in every calculation.)
    func transform3D(at p: Double) -> Transform3D? {
        switch position(at: p) {
        case .held(let v): return v.transform3D
        case .segment(let lo, let local):
            guard lo < segments3D.count, let s = segments3D[lo] else { return nil }
            return s.value(at: local)
        }
    }

    private func catmullRom(_ i: Int, _ t: Double) -> AnimatableValue? {
        let last = frames.count - 1
        let p1 = frames[i].value, p2 = frames[Swift.min(i + 1, last)].value
        let p0 = i > 0 ? frames[i - 1].value : p1
        let p3 = i + 2 <= last ? frames[i + 2].value : p2
        // Fixed-size components: no allocation per sample.
        guard var c0 = p0.fixedComponents, let c1 = p1.fixedComponents, var c2 = p2.fixedComponents,
              var c3 = p3.fixedComponents, c0.count == c1.count, c1.count == c2.count, c2.count == c3.count else { return nil }
        if case .transform = p1 {
            // Decomposed angles are in (−π, π]: 170° → 190° would read as 170° → −170° and the
            // spline would swing back through 0. Unwrap each neighbour onto the shorter turn from
            // the one before it (outwards from the segment's start), as linear mode does.
            let r = FixedComponents.rotationIndex
            c0.values[r] = unwrap(c0.values[r], near: c1.values[r])
            c2.values[r] = unwrap(c2.values[r], near: c1.values[r])
            c3.values[r] = unwrap(c3.values[r], near: c2.values[r])
        }
        let t2 = t * t, t3 = t2 * t
        var out = c1
        for k in 0..<out.count {
            let a = c0.values[k], b = c1.values[k], c = c2.values[k], d = c3.values[k]
            out.values[k] = 0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        return p1.withComponents(out)
    }
}

/// `angle` moved by whole turns to within π of `reference` (unchanged when already within
/// π, so an exact half turn keeps its sign as in the linear interpolation).
func unwrap(_ angle: Double, near reference: Double) -> Double {
    var a = angle
    let d = a - reference
    if d > Double.pi || d < -Double.pi { a -= (d / (2 * Double.pi)).rounded() * 2 * Double.pi }
    return a
}

/// Up to six interpolatable components of a value, inline (no heap storage).
struct FixedComponents {
    /// Where a transform's rotation sits (translation x, y, scale x, y, rotation, shear).
    static let rotationIndex = 4
    var values = InlineArray<6, Double>(repeating: 0)
    var count = 0
    init() {}
}

extension AnimatableValue {
    /// The interpolatable components (transforms decomposed), or nil for discrete values,
    /// without allocation.
    var fixedComponents: FixedComponents? {
        var f = FixedComponents()
        func set(_ n: Int, _ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, _ e: Double = 0, _ g: Double = 0) {
            f.count = n
            f.values[0] = a; f.values[1] = b; f.values[2] = c; f.values[3] = d; f.values[4] = e; f.values[5] = g
        }
        switch self {
        case .number(let v): set(1, v)
        case .point(let p): set(2, p.x, p.y)
        case .size(let s): set(2, s.width, s.height)
        case .rect(let r): set(4, r.x, r.y, r.width, r.height)
        case .color(let c): set(4, c.red, c.green, c.blue, c.alpha)
        case .transform(let t):
            let d = DecomposedTransform(t)
            set(6, d.translationX, d.translationY, d.scaleX, d.scaleY, d.rotation, d.shear)
        case .bool, .integer, .transform3D, .mask: return nil
        }
        return f
    }

    func withComponents(_ f: FixedComponents) -> AnimatableValue {
        let c = f.values
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(Point(x: c[0], y: c[1]))
        case .size: return .size(Size(width: c[0], height: c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .transform:
            return .transform(DecomposedTransform(translationX: c[0], translationY: c[1], scaleX: c[2], scaleY: c[3],
                                                  rotation: c[4], shear: c[5]).transform)
        case .bool, .integer, .transform3D, .mask: return self
        }
    }
}
