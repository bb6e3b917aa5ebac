// Cubic Bézier easing with end points (0,0) and (1,1), solved for y given x.
// Solver: Newton–Raphson from a good initial guess, falling back to bisection (the
// Chromium/WebKit scheme), but with tighter tolerances (1e-12 in x, bisection to 1e-14)
// so the output is accurate to ~1e-12, well inside the 1e-7 requirement. Outside 0…1 the
// curve is extended along its end tangents exactly as Chromium's gfx::CubicBezier does.

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
            if abs(err) < 1e-12 { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-6 { break }
            t -= err / d
            if !(t >= 0 && t <= 1) { break }   // left the bracket (or NaN): bisect instead
        }
        // Bisection: x(t) is monotone on 0…1 because x1, x2 ∈ 0…1.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = sampleX(t)
            if abs(v - x) < 1e-14 { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) * 0.5
            if hi - lo < 1e-15 { break }
        }
        return t
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
            let x = Double(k) / Double(n)
            var lo = 0.0, hi = 1.0
            for _ in 0..<80 { let mid = (lo + hi) * 0.5; if sampleX(mid) < x { lo = mid } else { hi = mid } }
            let t = k == 0 ? 0 : k == n ? 1 : (lo + hi) * 0.5
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
        let k = Swift.min(Int(u), 63)
        let f = u - Double(k)
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
        let err = sampleX(guess) - x
        if abs(err) < 1e-12 { return sampleY(guess) }
        let d = derivativeX(guess)
        if abs(err) < 1e-9 && d > 0.05 {
            let t1 = guess - err / d
            if t1 >= 0 && t1 <= 1 { return sampleY(t1) }
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
