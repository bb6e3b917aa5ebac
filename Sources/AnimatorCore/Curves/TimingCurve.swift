// One enum for every timing curve so tracks store curves inline and evaluation is a switch.

/// UIKit's `UIView.AnimationCurve`, with its raw values (easeInOut = 0 … linear = 3).
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
    /// Ease in and out: cubic (0.42, 0, 0.58, 1).
    case easeInOut = 0
    /// Ease in: cubic (0.42, 0, 1, 1).
    case easeIn = 1
    /// Ease out: cubic (0, 0, 0.58, 1).
    case easeOut = 2
    /// Linear.
    case linear = 3
}

/// A timing curve mapping input progress (time fraction) to output progress.
public enum TimingCurve: Hashable, Sendable {
    /// Output = input.
    case linear
    /// A cubic Bézier easing.
    case cubicBezier(CubicBezier)
    /// CSS `steps(n, position)`.
    case steps(Steps)
    /// CSS `linear(...)`.
    case piecewiseLinear(PiecewiseLinear)
    /// A spring; for ratio springs, resolve against the duration first (`resolved(forDuration:)`).
    case spring(Spring)

    /// Core Animation `kCAMediaTimingFunctionEaseIn` (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// Core Animation `kCAMediaTimingFunctionEaseOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// Core Animation `kCAMediaTimingFunctionEaseInEaseOut` (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// Core Animation `kCAMediaTimingFunctionDefault` (0.25, 0.1, 0.25, 1) = CSS `ease`;
    /// also `UICubicTimingParameters()`.
    public static let caDefault = TimingCurve.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// The cubic curve UIKit uses for a `UIView.AnimationCurve`.
    public init(_ curve: AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    /// Core Animation timing-function names: `linear`, `easeIn`, `easeOut`,
    /// `easeInEaseOut` (also `easeInOut`), `default`. Nil for anything else.
    public init?(named name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut", "easeInOut": self = .easeInOut
        case "default": self = .caDefault
        default: return nil
        }
    }

    /// For ratio springs, fixes the stiffness so the spring settles in `duration`;
    /// every other curve is returned unchanged.
    public func resolved(forDuration duration: Double) -> TimingCurve {
        if case .spring(let s) = self, s.honorsAnimatorDuration { return .spring(s.resolved(forDuration: duration)) }
        return self
    }

    /// The duration an animator with this curve really runs for: the spring's own settling
    /// duration for physical/SwiftUI springs (UIKit ignores the animator's duration then),
    /// otherwise `animatorDuration`.
    public func effectiveDuration(animatorDuration: Double) -> Double {
        if case .spring(let s) = self, !s.honorsAnimatorDuration { return s.duration }
        return animatorDuration
    }

    /// Whether the curve is a spring.
    public var isSpring: Bool { if case .spring = self { return true }; return false }

    /// Output progress at input fraction `x`. Springs map x to `x · spring.duration` seconds
    /// and snap to exactly 1 at x ≥ 1 (Core Animation removes the animation at its end).
    @inlinable
    public func value(at x: Double) -> Double {
        switch self {
        case .linear: return x
        case .cubicBezier(let c): return c.value(at: x)
        case .steps(let s): return s.value(at: x)
        case .piecewiseLinear(let p): return p.value(at: x)
        case .spring(let s):
            if x >= 1 { return 1 }
            if x <= 0 { return 0 }
            return s.value(atTime: x * s.duration)
        }
    }

    /// d output / d input at `x` (numerical for steps/linear(), exact for springs).
    public func slope(at x: Double) -> Double {
        switch self {
        case .linear: return 1
        case .cubicBezier(let c): return c.slope(at: x)
        case .spring(let s):
            if x >= 1 { return 0 }
            return s.velocity(atTime: Swift.max(0, x) * s.duration) * s.duration
        default:
            let h = 1e-6
            return (value(at: x + h) - value(at: x - h)) / (2 * h)
        }
    }
}
