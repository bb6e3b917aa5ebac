// UIPercentDrivenInteractiveTransition on an interruptible animator: the gesture sets
// fractionComplete while the animator is paused; finishing or cancelling continues it with
// `continueAnimation(withTimingParameters:durationFactor:)`, reversed for cancel.

/// A percent-driven interaction over an animator (or a coordinated group).
public final class PercentDrivenInteraction {
    /// The driven animator.
    public let animator: any InteractiveAnimating
    /// Speed multiplier for the completion (UIKit's `completionSpeed`, default 1; ≤ 0 → 1).
    public var completionSpeed: Double = 1
    /// Curve for the completion when `timingCurve` is nil (UIKit default easeInOut).
    public var completionCurve: AnimationCurve = .easeInOut
    /// Explicit completion timing (UIKit's `timingCurve`); a spring here receives the release velocity.
    public var timingCurve: TimingCurve?
    /// Last percent set by `update` (clamped 0…1).
    public private(set) var percentComplete: Double = 0
    /// True once `cancel()` was called.
    public private(set) var wasCancelled = false

    /// Starts the interaction: the animator is paused at fraction 0 (UIKit's
    /// `startInteractiveTransition`).
    public init(animator: any InteractiveAnimating) {
        self.animator = animator
        if animator.state != .stopped { try? animator.pauseAnimation() }
        percentComplete = animator.fractionComplete
    }

    /// UIKit's release-velocity convention: gesture speed along its axis divided by the gesture
    /// distance (the distance that maps to 100 %), i.e. fraction per second. 0 for a zero distance.
    public static func releaseVelocity(pointsPerSecond v: Double, gestureDistance: Double) -> Double {
        Spring.normalizedVelocity(pointsPerSecond: v, distance: gestureDistance)
    }

    /// The largest magnitude of a handed-off spring velocity, in remaining distances per second
    /// (the generated interaction controllers use the same cap).
    public static let maximumNormalizedVelocity = 100.0

    /// The release velocity (fractions of the gesture distance per second, positive towards the
    /// end the animator now runs to) normalised to the remaining distance, UIKit's spring
    /// `initialVelocity` unit: `velocity / remaining`, clamped to ±`maximumNormalizedVelocity`;
    /// 0 when nothing remains (or for a non-finite velocity).
    public static func normalizedVelocity(_ velocity: Double, remaining: Double) -> Double {
        guard remaining > 0, velocity.isFinite else { return 0 }
        return Swift.min(Swift.max(velocity / remaining, -maximumNormalizedVelocity), maximumNormalizedVelocity)
    }

    /// Sets the percent (clamped 0…1; NaN ignored), pausing the animator first if it runs.
    public func update(_ percent: Double) {
        guard !percent.isNaN else { return }
        if animator.isRunning { try? animator.pauseAnimation() }
        percentComplete = Swift.min(Swift.max(percent, 0), 1)
        animator.fractionComplete = percentComplete
    }

    /// Pauses a finishing/cancelling animator where it is (UIKit 10+ `pause()`).
    public func pause() {
        try? animator.pauseAnimation()
        percentComplete = animator.fractionComplete
        if animator.isReversed { animator.isReversed = false; wasCancelled = false }
    }

    /// Finishes: continues to the end over `(1 − percent) × duration / completionSpeed`.
    /// `releaseVelocity` is in fractions of the gesture distance per second, positive towards
    /// the end; it becomes the completion spring's initial velocity, renormalised to the
    /// remaining distance (UIKit normalises spring velocity to the distance still to travel).
    public func finish(releaseVelocity: Double = 0) {
        wasCancelled = false
        if animator.isReversed { animator.isReversed = false }
        let remaining = 1 - percentComplete
        continueWith(remaining: remaining, velocity: Self.normalizedVelocity(releaseVelocity, remaining: remaining))
    }

    /// Finishes with a release velocity given as the gesture's speed in points per second
    /// along its axis and the gesture distance (points that map to 100 %). The speed divided
    /// by the distance is the fraction-per-second velocity passed to `finish(releaseVelocity:)`.
    public func finish(pointsPerSecond: Double, gestureDistance: Double) {
        finish(releaseVelocity: Self.releaseVelocity(pointsPerSecond: pointsPerSecond, gestureDistance: gestureDistance))
    }

    /// Cancels with a release velocity in points per second (positive towards the end) and
    /// the gesture distance; see `finish(pointsPerSecond:gestureDistance:)`.
    public func cancel(pointsPerSecond: Double, gestureDistance: Double) {
        cancel(releaseVelocity: Self.releaseVelocity(pointsPerSecond: pointsPerSecond, gestureDistance: gestureDistance))
    }

    /// Cancels: reverses and continues back to the start over `percent × duration / speed`.
    /// `releaseVelocity` as in `finish` (negative = towards the start).
    public func cancel(releaseVelocity: Double = 0) {
        wasCancelled = true
        animator.isReversed = true
        let remaining = percentComplete
        continueWith(remaining: remaining, velocity: Self.normalizedVelocity(-releaseVelocity, remaining: remaining))
    }

    private func continueWith(remaining: Double, velocity: Double) {
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        var curve = timingCurve ?? TimingCurve(completionCurve)
        if case .spring(let s) = curve { curve = .spring(s.withInitialVelocity(velocity)) }
        // durationFactor multiplies the full duration; a tiny floor keeps "0 = remaining time"
        // from being triggered by an interaction released exactly at an end.
        let factor = Swift.max(remaining / speed, 1e-9)
        try? animator.continueAnimation(withTimingParameters: curve, durationFactor: factor)
    }
}
