// Several animators (one per (delay, duration, curve) group of a transition) driven as ONE
// coordinated animator on a shared clock. The language contract (both backends, compared
// frame by frame):
//
//   T        = max over groups of (delay + duration)            (the branch's total duration)
//   t        = fractionComplete × T                              (overall time)
//   local_i  = clamp((t − delay_i) / duration_i, 0, 1)           (then group i's curve applies)
//
// The coordinator owns the only clock segment; members are "driven": every sample, the
// coordinator computes t and pushes each member's local fraction into it, and the member
// evaluates its tracks' curves at that fraction. Members never finish on their own.

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

/// A group of animators driven as one coordinated animator on a shared clock.
///
/// Member `i` has a start delay `delays[i]` (seconds on the shared clock) and its own duration
/// and curve. The coordinated duration is `T = max(delays[i] + animators[i].duration)`;
/// `fractionComplete` is the overall time fraction `t / T`, and member `i` shows its local
/// progress `clamp((t − delays[i]) / duration_i, 0, 1)` through its own curve(s). Every
/// operation (start, pause, scrub, reverse, continue, stop/finish) acts on the overall time;
/// see Docs/ANIMATOR-CORE.md for the exact rules. Members must not be controlled directly
/// while they belong to a coordinator (their control calls throw or are ignored).
public final class CoordinatedAnimator: InteractiveAnimating {
    /// Members, in the order given.
    public let animators: [PropertyAnimator]
    /// The first-listed member by default (kept for API compatibility; completion is the
    /// coordinator's own, after every member's).
    public let primary: PropertyAnimator
    /// Each member's start delay in seconds on the shared clock (sanitised: ≥ 0, finite).
    public let delays: [Double]
    /// T: the latest `delay + duration` of any member.
    public let totalDuration: Double
    /// The shared timeline.
    public let timeline: Timeline

    /// UIKit state of the coordinated animator.
    public private(set) var state: AnimatingState = .inactive
    /// True while active and not paused.
    public private(set) var isRunning = false

    var reversedFlag = false
    var fraction = 0.0                       // overall time fraction f (t = f × T)
    var segStart = 0.0, segDuration = 0.0, segFrom = 0.0, segTo = 1.0
    var segCurve = TimingCurve.linear
    var completions: [(AnimatingPosition) -> Void] = []
    var activationSerial = 0

    /// Creates a group with every member starting at time 0 (no delays). Nil when
    /// `animators` is empty, contains an animator twice, mixes timelines, or contains an
    /// animator that already belongs to another coordinator or is not inactive.
    /// `primaryIndex` is clamped.
    public convenience init?(_ animators: [PropertyAnimator], primaryIndex: Int = 0) {
        self.init(animators, delays: Array(repeating: 0, count: animators.count), primaryIndex: primaryIndex)
    }

    /// Creates a group whose member `i` starts `delays[i]` seconds after the coordinated
    /// animator starts (missing delays are 0; negative/non-finite delays become 0). Nil in the
    /// same cases as `init(_:primaryIndex:)`.
    public init?(_ animators: [PropertyAnimator], delays: [Double], primaryIndex: Int = 0) {
        guard let first = animators.first else { return nil }
        for (i, a) in animators.enumerated() {
            guard a.timeline === first.timeline, a.driver == nil, a.state == .inactive,
                  !animators[..<i].contains(where: { $0 === a }) else { return nil }
        }
        self.animators = animators
        self.timeline = first.timeline
        self.primary = animators[Swift.min(Swift.max(primaryIndex, 0), animators.count - 1)]
        let ds = animators.indices.map { i -> Double in
            let d = i < delays.count ? delays[i] : 0
            return d.isFinite ? Swift.max(d, 0) : 0
        }
        self.delays = ds
        var total = 0.0
        for (i, a) in animators.enumerated() { total = Swift.max(total, ds[i] + a.duration) }
        self.totalDuration = total
        for a in animators { a.driver = self; a.driven = true }
    }

    deinit {
        for a in animators { a.driven = false }
    }

    /// T (the coordinated duration; `durationFactor` multiplies it).
    public var duration: Double { totalDuration }
    /// The longest member duration.
    public var longestDuration: Double { animators.map(\.duration).max() ?? 0 }
    /// Overall time t = fractionComplete × T in seconds.
    public var overallTime: Double { fractionComplete * totalDuration }
    /// Clock time at which the running segment ends, nil unless running.
    public var scheduledEndTime: Double? { isRunning ? segStart + segDuration : nil }

    /// Member `index`'s local progress (before its curve) at overall time `t`:
    /// `clamp((t − delay) / duration, 0, 1)`; a zero-duration member jumps to 1 at `t ≥ delay`.
    public func localFraction(ofMember index: Int, atOverallTime t: Double) -> Double {
        guard animators.indices.contains(index) else { return 0 }
        return Self.local(t, delays[index], animators[index].duration)
    }

    @inline(__always)
    static func local(_ t: Double, _ delay: Double, _ duration: Double) -> Double {
        if duration > 0 { return Swift.min(Swift.max((t - delay) / duration, 0), 1) }
        return t >= delay ? 1 : 0
    }

    func error(_ op: String) -> AnimatorError { AnimatorError(operation: op, state: state, isRunning: isRunning) }
    var target: Double { reversedFlag ? 0 : 1 }

    // MARK: Properties

    /// Direction. Running: turns around at the current values and runs linearly in overall
    /// time back to the start (or on to the end) over the remaining time. Paused/inactive: sets
    /// the direction for the next start/continue. Ignored while stopped.
    public var isReversed: Bool {
        get { reversedFlag }
        set {
            guard newValue != reversedFlag, state != .stopped else { return }
            if isRunning {
                fraction = position(at: timeline.now)
                reversedFlag = newValue
                setMembersReversed()
                startSegment(curve: .linear, duration: abs(target - fraction) * totalDuration, delay: 0)
                timeline.sample()
            } else {
                reversedFlag = newValue
                setMembersReversed()
            }
        }
    }

    /// Overall time fraction (t / T). Settable while paused, or while inactive (which
    /// activates the group paused); ignored otherwise (use `setFractionComplete` to get an
    /// error). Clamped to 0…1; NaN ignored. While an overshooting completion curve (spring)
    /// runs it may transiently leave 0…1 (members clamp their local progress).
    public var fractionComplete: Double {
        get { isRunning ? position(at: timeline.now) : fraction }
        set { try? setFractionComplete(newValue) }
    }

    /// Sets `fractionComplete`, throwing when UIKit would raise (running or stopped).
    public func setFractionComplete(_ value: Double) throws(AnimatorError) {
        switch state {
        case .stopped: throw error("fractionComplete")
        case .active where isRunning: throw error("fractionComplete")
        case .inactive: activate()
        case .active: break
        }
        guard !value.isNaN else { return }
        fraction = Swift.min(Swift.max(value, 0), 1)
        timeline.sample()
    }

    /// Completion handlers run once, after every member's own completions, when the
    /// coordinated animator reaches its end (`.end`), its start (`.start`), or is finished
    /// with `finishAnimation(at:)`.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { completions.append(completion) }

    // MARK: Control

    /// Inactive: activates every member and runs the overall time from 0 to T (T to 0 when
    /// reversed) linearly over T seconds; each member starts after its own delay. Paused:
    /// resumes linearly from the current overall time over the remaining time. Running: no-op.
    public func startAnimation() throws(AnimatorError) { try startAnimation(afterDelay: 0) }

    /// As `startAnimation()`, the shared clock starting `delay` seconds later.
    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        let d = delay.isFinite ? Swift.max(delay, 0) : 0
        switch state {
        case .stopped: throw error("startAnimation")
        case .inactive:
            activate()
            fraction = reversedFlag ? 1 : 0
        case .active:
            if isRunning { return }
        }
        startSegment(curve: .linear, duration: abs(target - fraction) * totalDuration, delay: d)
        timeline.sample()
    }

    /// Inactive: activates the group paused at overall fraction 0. Running: freezes the
    /// overall time. Throws when stopped.
    public func pauseAnimation() throws(AnimatorError) {
        switch state {
        case .stopped: throw error("pauseAnimation")
        case .inactive: activate()
        case .active:
            guard isRunning else { return }
            fraction = position(at: timeline.now)
            setRunning(false)
        }
        timeline.sample()
    }

    /// `continueAnimation`: the completion curve (`parameters`, or linear when nil) drives the
    /// OVERALL fraction from its current value to 1 (0 when reversed) over
    /// `durationFactor × T`, or the remaining time `|target − fraction| × T` when the factor is
    /// 0 (a physical/SwiftUI spring uses its own settling duration; a ratio spring is resolved
    /// for the chosen duration). Members follow through the overall time. Throws unless active.
    public func continueAnimation(withTimingParameters parameters: TimingCurve?, durationFactor: Double) throws(AnimatorError) {
        guard state == .active else { throw error("continueAnimation") }
        let factor = durationFactor.isFinite ? Swift.max(durationFactor, 0) : 0
        if isRunning { fraction = position(at: timeline.now) }
        let curve = parameters ?? .linear
        var d = factor > 0 ? factor * totalDuration : abs(target - fraction) * totalDuration
        d = curve.effectiveDuration(animatorDuration: d)
        startSegment(curve: curve.resolved(forDuration: d), duration: d, delay: 0)
        timeline.sample()
    }

    /// `stopAnimation(_:)`: every member freezes at its current values (model =
    /// presentation). `true` → inactive, no completions (members' or the group's); `false` →
    /// `.stopped`, awaiting `finishAnimation(at:)`. No-op unless active.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { fraction = position(at: timeline.now) }
        update(at: timeline.now)
        isRunning = false
        for a in animators { a.stopDriven(withoutFinishing) }
        if withoutFinishing {
            completions.removeAll()
            deactivate()
        } else {
            state = .stopped
        }
        timeline.sample()
    }

    /// `finishAnimation(at:)` on a stopped group: members finish at `position` (their
    /// completions run in member order), then the group's completions run once.
    public func finishAnimation(at position: AnimatingPosition) throws(AnimatorError) {
        guard state == .stopped else { throw error("finishAnimation(at:)") }
        complete(at: position)
    }

    // MARK: Internals

    /// Overall fraction at clock time `t` for the running segment (exactly `segTo` at its end).
    func position(at t: Double) -> Double {
        let s: Double
        if segDuration > 0 { s = Swift.min(Swift.max((t - segStart) / segDuration, 0), 1) } else { s = t >= segStart ? 1 : 0 }
        if s >= 1 { return segTo }
        if s <= 0 { return segFrom }
        return segFrom + (segTo - segFrom) * segCurve.value(at: s)
    }

    func startSegment(curve: TimingCurve, duration d: Double, delay: Double) {
        segFrom = fraction; segTo = target
        segDuration = d.isFinite ? Swift.max(d, 0) : 0
        segCurve = curve
        segStart = timeline.now + delay
        setRunning(true)
        timeline.scheduleChanged()
    }

    func setRunning(_ r: Bool) {
        isRunning = r
        for a in animators { a.isRunning = r }
        timeline.scheduleChanged()
    }

    func setMembersReversed() { for a in animators { a.reversedFlag = reversedFlag } }

    func activate() {
        state = .active
        fraction = 0
        timeline.register(self)
        for a in animators where a.state == .inactive { a.activateDriven() }
        setMembersReversed()
    }

    func deactivate() {
        state = .inactive
        isRunning = false
        fraction = 0
        timeline.unregister(self)
    }

    /// Pushes every member's local fraction for clock time `t` (called by the timeline before
    /// members sample).
    func update(at t: Double) {
        guard state == .active else { return }
        let f = isRunning ? position(at: t) : fraction
        if isRunning { fraction = f }
        let overall = f * totalDuration
        for i in animators.indices {
            let a = animators[i]
            a.fraction = Self.local(overall, delays[i], a.duration)
        }
    }

    /// Called by the timeline when the running segment reaches its end.
    func reachEnd() {
        guard isRunning else { return }
        fraction = segTo
        update(at: segStart + segDuration)
        isRunning = false
        complete(at: segTo >= 1 ? .end : .start)
    }

    /// Finishes every member at `position` (member completions, in member order), then runs
    /// the group's completions once.
    func complete(at position: AnimatingPosition) {
        let handlers = completions
        completions.removeAll()
        isRunning = false
        for a in animators { a.isRunning = false }
        deactivate()
        for a in animators where a.state != .inactive { a.finish(at: position) }
        timeline.sample()
        for h in handlers { h(position) }
    }
}
