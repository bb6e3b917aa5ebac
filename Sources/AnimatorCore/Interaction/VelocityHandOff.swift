// Velocity hand-off: a view that continues from its displayed state to a target is given the
// finger's velocity as its spring's initial velocity, in UIKit's normalised unit (the whole
// remaining distance per second): the velocity's component along the way left, divided by the
// distance left. UISpringTimingParameters' `initialVelocity` is in this unit.

/// Per-view velocity conversion.
public enum VelocityHandOff {
    /// The normalised velocity of a view at `position` moving at `velocity` (points per second,
    /// per axis) towards `target`: (v · Δ) / |Δ|², Δ = target − position, clamped to
    /// ±`PercentDrivenInteraction.maximumNormalizedVelocity`; 0 when nothing is left (|Δ| below
    /// 1e-9 points) or the velocity is not finite.
    public static func normalized(velocity: Point, from position: Point, to target: Point) -> Double {
        let dx = target.x - position.x, dy = target.y - position.y
        let d2 = dx * dx + dy * dy
        guard d2 > 1e-18, velocity.x.isFinite, velocity.y.isFinite else { return 0 }
        let v = (velocity.x * dx + velocity.y * dy) / d2
        let cap = PercentDrivenInteraction.maximumNormalizedVelocity
        return Swift.min(Swift.max(v, -cap), cap)
    }

    /// One dimension: `velocity / (target − position)`, clamped as above.
    public static func normalized(velocity: Double, from position: Double, to target: Double) -> Double {
        normalized(velocity: Point(x: velocity, y: 0), from: Point(x: position, y: 0), to: Point(x: target, y: 0))
    }
}
