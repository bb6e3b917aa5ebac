import Foundation

// A damped harmonic oscillator from progress 0 to 1, in closed form (the Android
// SpringForce / Flutter / OpenSwiftUI solution; see reference/timing.md §2). Time is in
// seconds; the displacement from the target starts at −1.

/// A spring timing curve in any of UIKit's/SwiftUI's three parameterisations.
public struct Spring: Hashable, Sendable {
    /// Mass (kg-like units; 1 for the ratio and SwiftUI forms).
    public private(set) var mass: Double
    /// Stiffness k.
    public private(set) var stiffness: Double
    /// Damping coefficient c.
    public private(set) var damping: Double
    /// Initial velocity in UIKit's normalised units: fractions of the total distance per
    /// second (see `normalizedVelocity(pointsPerSecond:distance:)`).
    public private(set) var initialVelocity: Double
    /// True for `dampingRatio` springs: the animator's duration is honoured and the stiffness
    /// is chosen so the spring settles exactly at that duration (`resolved(forDuration:)`).
    public private(set) var honorsAnimatorDuration: Bool
    /// Seconds over which the curve runs from fraction 0 to 1: the settling duration for
    /// physical and SwiftUI springs, the animator's duration for resolved ratio springs.
    public private(set) var duration: Double

    // Precomputed solution constants.
    @usableFromInline var omega0: Double = 0
    @usableFromInline var zeta: Double = 0
    @usableFromInline var omegaD: Double = 0

    /// Settling threshold used throughout (Apple's documented ε for settlingDuration).
    public static let settlingEpsilon = 0.001
    /// The longest settling time reported: a spring still moving after a minute is treated as
    /// settling then (the compiler refuses such springs; `transc check` names this bound).
    public static let settlingHorizon = 60.0

    /// UIKit `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the animator's duration
    /// is honoured. Ratio is clamped to 0.01…(large); non-finite values become 1.
    public static func dampingRatio(_ ratio: Double, initialVelocity: Double = 0) -> Spring {
        let r = ratio.isFinite ? Swift.max(ratio, 0.01) : 1
        var s = Spring(mass: 1, stiffness: 100, damping: 20 * r, initialVelocity: initialVelocity)
        s.honorsAnimatorDuration = true
        return s
    }

    /// UIKit `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` /
    /// `CASpringAnimation`: the spring runs for its own settling duration. Non-positive or
    /// non-finite parameters are replaced by CASpringAnimation's defaults (1, 100, 10).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.honorsAnimatorDuration = false
        self.duration = 0
        computeConstants()
        duration = settlingDuration()
    }

    /// SwiftUI `Spring(duration:bounce:)` / UIKit iOS 17 `UISpringTimingParameters(duration:bounce:)`:
    /// k = (2π/duration)², ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0), m = 1.
    /// The curve then runs for its settling duration.
    public init(duration perceptual: Double, bounce: Double, initialVelocity: Double = 0) {
        let d = perceptual.isFinite && perceptual > 0 ? perceptual : 0.5
        let b = bounce.isFinite ? Swift.min(Swift.max(bounce, -0.99), 1) : 0
        let k = pow(2 * Double.pi / d, 2)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity)
    }

    mutating func computeConstants() {
        omega0 = (stiffness / mass).squareRoot()
        zeta = damping / (2 * (stiffness * mass).squareRoot())
        omegaD = zeta < 1 ? omega0 * (1 - zeta * zeta).squareRoot() : 0
    }

    /// ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { zeta }
    /// SwiftUI's perceptual duration, 2π·√(m/k).
    public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
    /// SwiftUI's bounce: 1 − ζ when under-damped, 1/ζ − 1 otherwise.
    public var bounce: Double { zeta < 1 ? 1 - zeta : 1 / zeta - 1 }

    /// UIKit's velocity normalisation: velocity divided by the animation's distance
    /// (0 when the distance is 0). 200 pt at 100 pt/s gives 0.5.
    public static func normalizedVelocity(pointsPerSecond v: Double, distance: Double) -> Double {
        guard distance != 0, distance.isFinite, v.isFinite else { return 0 }
        return v / distance
    }

    /// A copy with a different initial velocity (same stiffness and duration semantics).
    public func withInitialVelocity(_ v: Double) -> Spring {
        var s = self; s.initialVelocity = v.isFinite ? v : 0
        if !s.honorsAnimatorDuration { s.duration = s.settlingDuration() }
        return s
    }

    /// For a damping-ratio spring: the copy whose stiffness makes it settle (to within
    /// `settlingEpsilon`) in `duration` seconds. Other springs are returned unchanged.
    public func resolved(forDuration duration: Double) -> Spring {
        guard honorsAnimatorDuration else { return self }
        let d = duration.isFinite && duration > 0 ? duration : 0
        var s = self
        s.duration = d
        guard d > 0 else { return s }
        let ratio = zeta
        // Settling time decreases monotonically with ω0: bisect ω0 in log space.
        var lo = 1e-3, hi = 1e5
        for _ in 0..<80 {
            let mid = (lo * hi).squareRoot()
            var probe = s
            probe.stiffness = mid * mid; probe.damping = 2 * ratio * mid; probe.mass = 1
            probe.computeConstants()
            if probe.settlingDuration() > d { lo = mid } else { hi = mid }
        }
        let w = (lo * hi).squareRoot()
        s.mass = 1; s.stiffness = w * w; s.damping = 2 * ratio * w
        s.computeConstants()
        return s
    }

    /// Displacement from the target (x) and its velocity at time t, x(0) = −1.
    @inlinable
    func displacement(at t: Double) -> (x: Double, v: Double) {
        let x0 = -1.0, v0 = initialVelocity, w0 = omega0, z = zeta
        if z < 1 {
            let wd = omegaD
            let e = exp(-z * w0 * t)
            let bcoef = (z * w0 * x0 + v0) / wd
            let cs = cos(wd * t), sn = sin(wd * t)
            let x = e * (x0 * cs + bcoef * sn)
            let v = e * ((bcoef * wd - z * w0 * x0) * cs - (x0 * wd + z * w0 * bcoef) * sn)
            return (x, v)
        } else if z == 1 {
            let e = exp(-w0 * t)
            let b = v0 + w0 * x0
            return ((x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e)
        } else {
            let r = w0 * (z * z - 1).squareRoot()
            let gm = -z * w0 - r, gp = -z * w0 + r
            let b = (gm * x0 - v0) / (gm - gp)
            let a = x0 - b
            let em = exp(gm * t), ep = exp(gp * t)
            return (a * em + b * ep, a * gm * em + b * gp * ep)
        }
    }

    /// Progress (0 → 1, may overshoot) at time `t` seconds.
    @inlinable public func value(atTime t: Double) -> Double { 1 + displacement(at: t).x }
    /// d progress / dt (per second) at time `t`.
    @inlinable public func velocity(atTime t: Double) -> Double { displacement(at: t).v }

    /// Seconds until the spring stays within ε of its target. Under-damped: OpenSwiftUI's
    /// envelope estimate −ln(ε/(|ζω0 − v0| + 1))/(ζω0). Critically/over-damped: the last time
    /// |x| ≥ ε, found by a scan plus bisection on the closed form.
    public func settlingDuration(epsilon: Double = Spring.settlingEpsilon) -> Double {
        let horizon = Spring.settlingHorizon
        let decay = zeta * omega0
        guard decay > 0, decay.isFinite else { return horizon }
        if zeta < 1 {
            return Swift.min(horizon, Swift.max(0, -log(epsilon / (abs(decay - initialVelocity) + 1)) / decay))
        }
        // Monotone tail: scan coarse steps from the end backwards would need an end; scan forwards.
        // 20 steps per natural period, but never more than 200,000 steps in all nor coarser than
        // 50 ms: a tiny mass (ω0 huge) or a huge one (ω0 tiny) must not hang or skip the answer.
        // Past critical damping the displacement crosses zero at most once, so the bisection
        // below still brackets the last time it leaves ε.
        let step = Swift.min(Swift.max(1 / (omega0 * 20), horizon / 200_000), 0.05)
        var t = 0.0, lastAbove = 0.0
        while t < horizon {
            if abs(displacement(at: t).x) >= epsilon { lastAbove = t } else if t - lastAbove > 10 / decay { break }
            t += step
        }
        var lo = lastAbove, hi = lastAbove + step
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid).x) >= epsilon { lo = mid } else { hi = mid }
        }
        return Swift.min(horizon, hi)
    }
}
