// Several animators (different curves and durations) driven as one, e.g. a transition's main
// animator plus a chrome animator with a spring. The primary animator decides completion.

/// What an interaction needs from an animator: `PropertyAnimator` and `CoordinatedAnimator`.
public protocol InteractiveAnimating: AnyObject {
    /// UIKit state.
    var state: AnimatingState { get }
    /// Running (active and not paused).
    var isRunning: Bool { get }
    /// Direction.
    var isReversed: Bool { get set }
    /// Completion fraction.
    var fractionComplete: Double { get set }
    /// Duration used to convert completion speed into a duration factor.
    var duration: Double { get }
    /// Starts or resumes.
    func startAnimation() throws(AnimatorError)
    /// Pauses (activating an inactive animator).
    func pauseAnimation() throws(AnimatorError)
    /// Continues with new timing.
    func continueAnimation(withTimingParameters parameters: TimingCurve?, durationFactor: Double) throws(AnimatorError)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
}

extension PropertyAnimator: InteractiveAnimating {}

/// A group of animators controlled together. Every control call is forwarded to each member;
/// `fractionComplete` is shared (each member at the same fraction of its own duration) and
/// completion handlers attach to the primary.
public final class CoordinatedAnimator: InteractiveAnimating {
    /// Members, in the order given.
    public let animators: [PropertyAnimator]
    /// The member whose completion is the group's completion.
    public let primary: PropertyAnimator

    /// Creates a group; nil when `animators` is empty. `primaryIndex` is clamped.
    public init?(_ animators: [PropertyAnimator], primaryIndex: Int = 0) {
        guard !animators.isEmpty else { return nil }
        self.animators = animators
        self.primary = animators[Swift.min(Swift.max(primaryIndex, 0), animators.count - 1)]
    }

    /// The primary's state.
    public var state: AnimatingState { primary.state }
    /// Whether the primary runs.
    public var isRunning: Bool { primary.isRunning }
    /// The primary's duration.
    public var duration: Double { primary.duration }
    /// The longest member duration.
    public var longestDuration: Double { animators.map(\.duration).max() ?? 0 }

    /// Shared direction.
    public var isReversed: Bool {
        get { primary.isReversed }
        set { for a in animators { a.isReversed = newValue } }
    }

    /// The primary's fraction; setting applies to every paused/inactive member.
    public var fractionComplete: Double {
        get { primary.fractionComplete }
        set { for a in animators { a.fractionComplete = newValue } }
    }

    /// Starts every member (members already finished are skipped).
    public func startAnimation() throws(AnimatorError) {
        for a in animators where a.state != .stopped { try a.startAnimation() }
    }
    /// Starts every member after `delay`.
    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        for a in animators where a.state != .stopped { try a.startAnimation(afterDelay: delay) }
    }
    /// Pauses every member.
    public func pauseAnimation() throws(AnimatorError) {
        for a in animators { try a.pauseAnimation() }
    }
    /// Stops every member.
    public func stopAnimation(_ withoutFinishing: Bool) { for a in animators { a.stopAnimation(withoutFinishing) } }
    /// Finishes every stopped member (the primary's completions run with `position`).
    public func finishAnimation(at position: AnimatingPosition) throws(AnimatorError) {
        guard primary.state == .stopped else { throw primary.error("finishAnimation(at:)") }
        for a in animators where a.state == .stopped { try a.finishAnimation(at: position) }
    }
    /// Continues every active member with the same parameters and factor.
    public func continueAnimation(withTimingParameters parameters: TimingCurve?, durationFactor: Double) throws(AnimatorError) {
        for a in animators where a.state == .active { try a.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
    }
    /// Completion of the group = completion of the primary.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { primary.addCompletion(completion) }
}
