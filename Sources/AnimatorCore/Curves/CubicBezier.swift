// Cubic Bézier easing with end points (0,0) and (1,1), solved for y given x.
// Solver: Newton–Raphson from a good initial guess, falling back to bisection (the
// Chromium/WebKit scheme), with tighter rules: Newton's 1e-12 x tolerance is accepted only
// where x'(t) ≥ 1e-3 (so it pins t to 1e-9), and the bisection runs to full precision in t
// on a well-conditioned residual (see `residualX`), so the output is accurate to ~1e-12
// even at flat inflections such as (1, 0, 0, 1) at x = 0.5. Outside 0…1 the curve is
// extended along its end tangents exactly as Chromium's gfx::CubicBezier does.

/// A CSS/Core Animation cubic Bézier timing curve through (0,0), P1, P2, (1,1).
public struct CubicBezier: Hashable, Sendable {
    /// First control point.
    public let p1x: Double, p1y: Double
    /// Second control point.
    public let p2x: Double, p2y: Double
    // Polynomial coefficients, x(t) = ((ax·t + bx)·t + cx)·t (Horner form).
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    @usableFromInline let startGradient: Double, endGradient: Double

    /// Creates a curve. Returns nil when x1 or x2 lies outside 0…1 (the curve would not be a
    /// function of time) or any value is not finite. Use this with untrusted input.
    public init?(validating p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        guard p1x.isFinite, p1y.isFinite, p2x.isFinite, p2y.isFinite,
              (0...1).contains(p1x), (0...1).contains(p2x) else { return nil }
        self.init(p1x, p1y, p2x, p2y)
    }

    /// Creates a curve; x coordinates are clamped to 0…1 and non-finite values become 0 so
    /// that no input can make the solver misbehave.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let x1 = Swift.min(Swift.max(finite(p1x), 0), 1), x2 = Swift.min(Swift.max(finite(p2x), 0), 1)
        let y1 = finite(p1y), y2 = finite(p2y)
        self.p1x = x1; self.p1y = y1; self.p2x = x2; self.p2y = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
        // End tangents for extrapolation (Chromium's InitGradients).
        if x1 > 0 { startGradient = y1 / x1 }
        else if y1 == 0 && x2 > 0 { startGradient = y2 / x2 }
        else if y1 == 0 && y2 == 0 { startGradient = 1 }
        else { startGradient = 0 }
        if x2 < 1 { endGradient = (y2 - 1) / (x2 - 1) }
        else if y2 == 1 && x1 < 1 { endGradient = (y1 - 1) / (x1 - 1) }
        else if y2 == 1 && y1 == 1 { endGradient = 1 }
        else { endGradient = 0 }
    }

    /// Creates a curve from control points.
    public init(controlPoint1 c1: Point, controlPoint2 c2: Point) { self.init(c1.x, c1.y, c2.x, c2.y) }

    @inlinable func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t with x(t) = x, for x in 0…1.
    @inlinable
    public func solveCurveX(_ x: Double) -> Double { solveCurveX(x, guess: x) }

    /// As `solveCurveX(_:)`, Newton starting from `guess` (the animator's hot path passes a
    /// table-interpolated guess; the tolerances and the bisection fallback are the same).
    @inlinable
    func solveCurveX(_ x: Double, guess: Double) -> Double {
        // Newton from the guess (t = x is exact for the linear curve, close for the usual easings).
        var t = guess
        for _ in 0..<8 {
            let err = sampleX(t) - x
            let d = derivativeX(t)
            // Where x' is tiny an x error of 1e-12 leaves t loose (at (1, 0, 0, 1), x = 0.5 − 1e-12
            // it accepted t 6e-5 away from the root), and the step is unreliable: bisect instead.
            if abs(d) < Self.newtonMinimumSlope { break }
            if abs(err) < 1e-12 { return t }
            t -= err * (1 / d)   // 1/d can start before err is ready (the table path's chain)
            if !(t >= 0 && t <= 1) { break }   // left the bracket (or NaN): bisect instead
        }
        return bisectX(x)
    }

    /// x'(t) below which Newton's x tolerance is not trusted: at ≥ 1e-3, |x error| < 1e-12
    /// means |t error| < 1e-9.
    @usableFromInline static var newtonMinimumSlope: Double { 1e-3 }

    /// t with x(t) = x by bisection to full double precision in t. x(t) is monotone on 0…1
    /// because x1, x2 ∈ 0…1. No x tolerance: near a flat spot that would not pin t down.
    @usableFromInline
    func bisectX(_ x: Double) -> Double {
        let r = Residual(self)
        var lo = 0.0, hi = 1.0
        while true {
            let mid = (lo + hi) * 0.5
            if mid <= lo || mid >= hi { return mid }
            if r.value(mid, x) < 0 { lo = mid } else { hi = mid }
        }
    }

    /// x(t) − x, evaluated so that it keeps its relative precision where x(t) is flat. The
    /// power form loses it near t = 1 (x ≈ 1: only absolute precision) and near an interior
    /// flat inflection (x' ≈ x'' ≈ 0), where rounding noise of 1e-16 in x(t) spans a t range of
    /// (1e-16 / ax)^⅓ ≈ 3e-6 (a 4e-6 error in y at (1, 0, 0, 1), x = 0.5). So each t uses the
    /// expansion about the nearest of: 0 (the power form), 1 (the mirrored curve:
    /// 1 − x(1 − s) is the Bézier with x1' = 1 − x2, x2' = 1 − x1, and x(1) = 1 exactly), and
    /// the inflection ti = −bx / 3ax (a Taylor form; inside 0…1, x' vanishes there only for
    /// x1 = 1, x2 = 0, where ti = ½ and the constant x(ti) = ½ are exact).
    @usableFromInline
    struct Residual {
        let ax: Double, bx: Double, cx: Double
        let mirror: (a: Double, b: Double, c: Double)
        let ti: Double, xi: Double, d1: Double, d2: Double

        @usableFromInline
        init(_ c: CubicBezier) {
            ax = c.ax; bx = c.bx; cx = c.cx
            let m1 = 1 - c.p2x, m2 = 1 - c.p1x
            let mc = 3 * m1, mb = 3 * (m2 - m1) - mc
            mirror = (1 - mc - mb, mb, mc)
            let inflection = c.ax != 0 ? -c.bx / (3 * c.ax) : -1
            ti = inflection > 0 && inflection < 1 ? inflection : -1
            xi = c.sampleX(ti); d1 = c.derivativeX(ti); d2 = 3 * c.ax * ti + c.bx
        }

        @usableFromInline
        func value(_ t: Double, _ x: Double) -> Double {
            let s = 1 - t
            if ti >= 0 && abs(t - ti) < Swift.min(t, s) {
                let h = t - ti
                return (xi - x) + h * (d1 + h * (d2 + ax * h))
            }
            if s < t { return (1 - x) - ((mirror.a * s + mirror.b) * s + mirror.c) * s }
            return ((ax * t + bx) * t + cx) * t - x
        }
    }

    /// Output progress for input progress `x`. Outside 0…1 the curve continues along its
    /// end tangents (CSS Easing / Chromium behaviour); NaN maps to 0.
    @inlinable
    public func value(at x: Double) -> Double {
        if x >= 0 && x <= 1 {
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return sampleY(solveCurveX(x))
        }
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        return 0
    }

    /// Number of segments of the initial-guess table built by `guessTable()`.
    static let guessSegments = 64

    /// Initial-guess table for the animator's hot path: t(x) at x = k/64 (k = 0…64, by
    /// bisection to full precision), then dt/dx at each node (NaN where x'(t) < 1e-3, where
    /// Hermite interpolation would be poor). 130 values (~1 KB per distinct cubic).
    func guessTable() -> [Double] {
        let n = Self.guessSegments
        var ts = [Double](repeating: 0, count: n + 1), ss = [Double](repeating: .nan, count: n + 1)
        for k in 0...n {
            let t = k == 0 ? 0 : k == n ? 1 : bisectX(Double(k) / Double(n))
            ts[k] = t
            let d = derivativeX(t)
            ss[k] = d > 1e-3 ? 1 / d : .nan
        }
        return ts + ss
    }

    /// `value(at:)` with the Newton guess interpolated from `table` (130 values from
    /// `guessTable()`): cubic Hermite between the nodes; the public `value(at:)` where a
    /// node's slope is unusable (nearly flat x(t)).
    @inline(__always)
    func value(at x: Double, table: UnsafePointer<Double>) -> Double {
        guard x > 0 && x < 1 else { return value(at: x) }
        let n = 64.0
        let u = x * n
        // x < 1 keeps u < 64, so floor(u) ≤ 63; the fraction comes from the floor directly
        // rather than a round trip through Int.
        let fl = u.rounded(.down)
        let k = Int(fl)
        let f = u - fl
        let t0 = table[k], t1 = table[k + 1]
        let s0 = table[65 + k], s1 = table[66 + k]
        // Where x'(t) is nearly flat the x tolerance does not pin t down: use the public path
        // there so both give the same answer.
        if s0.isNaN || s1.isNaN { return value(at: x) }
        let h = 1 / n
        let f2 = f * f, f3 = f2 * f
        let guess = (2 * f3 - 3 * f2 + 1) * t0 + (f3 - 2 * f2 + f) * h * s0 + (3 * f2 - 2 * f3) * t1 + (f3 - f2) * h * s1
        // Fast path, bit-identical to `solveCurveX(x, guess:)`: when the guess is within 1e-9
        // in x and x' ≥ 0.05, one Newton step provably lands within the 1e-12 tolerance
        // (|Δt₁| ≤ max|x''| / (2·x') · Δt₀² ≤ 20 / 0.1 · (2e-8)² = 8e-14, and x' ≤ 3), which is
        // exactly where the loop would stop after its first step.
        // (x' ≥ 0.05 also keeps it clear of the public solver's flat-slope rule, so the
        // acceptance below is the one it would make.)
        let err = sampleX(guess) - x
        let d = derivativeX(guess)
        if d > 0.05 {
            if abs(err) < 1e-12 { return sampleY(guess) }
            if abs(err) < 1e-9 {
                let t1 = guess - err * (1 / d)
                if t1 >= 0 && t1 <= 1 { return sampleY(t1) }
            }
        }
        return sampleY(solveCurveX(x, guess: guess))
    }

    /// dy/dx at `x` (clamped to 0…1), as Chromium's `CubicBezier::Slope`.
    public func slope(at x: Double) -> Double {
        let xc = x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1)
        let t = solveCurveX(xc)
        let dx = derivativeX(t), dy = derivativeY(t)
        if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }
}

/// A cubic Bézier with its precomputed initial-guess table (~1 KB): the solver animators use
/// per frame. Same results as `CubicBezier.value(at:)` to < 1e-9 (tested), typically several
/// times faster for repeated evaluation of one curve.
public struct CubicBezierSampler: Sendable {
    /// The curve.
    public let curve: CubicBezier
    let table: [Double]

    /// Precomputes the table (130 bisections: do it once per curve, not per sample).
    public init(_ curve: CubicBezier) {
        self.curve = curve
        self.table = curve.guessTable()
    }

    /// Output progress for input progress `x` (as `CubicBezier.value(at:)`).
    public func value(at x: Double) -> Double {
        table.withUnsafeBufferPointer { curve.value(at: x, table: $0.baseAddress!) }
    }
}
