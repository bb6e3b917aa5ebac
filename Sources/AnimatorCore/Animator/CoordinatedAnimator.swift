// Several animators (one per (delay, duration, curve) group of a transition) driven as ONE
// coordinated animator on a shared clock. The language contract (both backends, compared
// frame by frame):
//
//   T        = max over groups of (delay + duration)            (the branch's total duration)
//   t        = fractionComplete × T                              (overall time)
//   local_i  = clamp((t − delay_i) / duration_i, 0, 1)           (then group i's curve applies)
//
// Until `continueAnimation`, the coordinator owns the only clock segment; members are
// "driven": every sample, the coordinator computes t and pushes each member's local fraction
// into it, and the member evaluates its tracks' curves at that fraction. `continueAnimation`
// (how an interactive transition finishes or cancels) instead continues every member the UIKit
// way, as the generated code does with its UIViewPropertyAnimators: each member runs on its own
// clock from its displayed values to its end (start) through the new timing over
// durationFactor × its own duration, completes on its own, and the coordinator completes once
// every member has.

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
    /// True while active and not paused (after `continueAnimation`: while any member runs).
    public var isRunning: Bool { perMember ? animators.contains { $0.isRunning } : coordRunning }
    /// The member whose scheduled end `delay + duration` is the latest (the first such): its
    /// completion position is the group's after a `continueAnimation`.
    public let endPrimaryIndex: Int

    var coordRunning = false
    /// After `continueAnimation`: members run on their own clocks (UIKit's per-animator continue).
    var perMember = false
    /// The value set with `fractionComplete` while paused, until the next start/continue/stop.
    var explicitFraction: Double?
    /// Paused from running with no fraction set since: members that scrub linearly hold their
    /// curve's output at their local time (UIKit's pause), until a fraction is set.
    var holdsCurveOutput = false
    /// Per member: completed at its end during the per-member phase.
    var memberAtEnd: [Bool]
    var endPrimaryPosition = AnimatingPosition.end
    /// Per member, set at a `continueAnimation`: its point of the schedule and its own fraction
    /// (its values' progress, once released) at that moment. The reported progress carries the
    /// member on from that point to its target in step with its own fraction, so a curved member
    /// does not jump from its time fraction to its values' progress at a release (issue 20).
    var releaseAnchors: [(schedule: Double, own: Double)?]

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
    public convenience init?(_ animators: [PropertyAnimator], delays: [Double], primaryIndex: Int = 0) {
        self.init(animators, delays: delays, duration: nil, primaryIndex: primaryIndex)
    }

    /// As `init(_:delays:primaryIndex:)` with an explicit coordinated duration T (the
    /// transition's duration; nil, negative or non-finite: the latest member end).
    public init?(_ animators: [PropertyAnimator], delays: [Double], duration: Double?, primaryIndex: Int = 0) {
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
        var endPrimary = 0
        for (i, a) in animators.enumerated() where ds[i] + a.duration > total || i == 0 {
            total = ds[i] + a.duration; endPrimary = i
        }
        if let duration, duration.isFinite, duration >= 0 { total = duration }
        self.totalDuration = total
        self.endPrimaryIndex = endPrimary
        self.memberAtEnd = Array(repeating: false, count: animators.count)
        self.releaseAnchors = Array(repeating: nil, count: animators.count)
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
    /// Clock time at which the group completes if nothing intervenes, nil unless running:
    /// the coordinated segment's end, or after `continueAnimation` the latest end of the
    /// running members.
    public var scheduledEndTime: Double? {
        if perMember { return animators.compactMap(\.ownEndTime).max() }
        return ownEndTime
    }

    /// End of the coordinator's own clock segment (nil unless it runs in the coordinated phase).
    var ownEndTime: Double? { coordRunning && !perMember ? segStart + segDuration : nil }

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
            if perMember {
                reversedFlag = newValue
                for a in animators where a.state == .active { a.setReversed(newValue) }
                timeline.sample()
            } else if isRunning {
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

    /// Reported progress (identical in the generated code's coordinator): the value last set
    /// while paused, until the next start/continue/stop; otherwise the furthest point of the
    /// original schedule any member has reached, `max(dᵢ + fᵢ × Dᵢ) / T` over the active members
    /// with `fᵢ > 0` (`fᵢ` = the member's own fractionComplete: its local time fraction while
    /// coordinated, its values' progress after `continueAnimation`) and the members that have
    /// completed at their end (`dᵢ + Dᵢ`), capped at 1; 0 when there is none or T = 0. While
    /// coordinated and running this is the overall time fraction as soon as a member has begun.
    /// Settable while paused, or while inactive (which activates the group paused); ignored
    /// otherwise (use `setFractionComplete` to get an error). Clamped to 0…1; NaN ignored.
    public var fractionComplete: Double {
        get {
            if let explicitFraction { return explicitFraction }
            guard totalDuration > 0, state != .inactive else { return 0 }
            let overall = (coordRunning && !perMember ? position(at: timeline.now) : fraction) * totalDuration
            var reached = -Double.infinity
            for i in animators.indices {
                let a = animators[i]
                let f: Double
                if perMember {
                    if memberAtEnd[i] { reached = Swift.max(reached, delays[i] + a.duration); continue }
                    guard a.state == .active else { continue }
                    f = scheduleFraction(ofMember: i)
                } else {
                    f = Self.local(overall, delays[i], a.duration)
                }
                if f > 0 { reached = Swift.max(reached, delays[i] + f * a.duration) }
            }
            return reached > 0 ? Swift.min(reached / totalDuration, 1) : 0
        }
        set { try? setFractionComplete(newValue) }
    }

    /// A released member's point of the schedule: from its anchor's point to its target (0
    /// reversed, 1 otherwise) in proportion to its own fraction's way from the anchor's to the
    /// target; the member's own fraction when it has no anchor.
    func scheduleFraction(ofMember i: Int) -> Double {
        let a = animators[i]
        guard let anchor = releaseAnchors[i] else { return a.fraction }
        let target: Double = a.reversedFlag ? 0 : 1
        let span = target - anchor.own
        guard abs(span) > 1e-12 else { return target }
        let f = anchor.schedule + (a.fraction - anchor.own) * (target - anchor.schedule) / span
        return f.isFinite ? Swift.min(Swift.max(f, 0), 1) : target
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
        if perMember { returnToCoordinated() }
        fraction = Swift.min(Swift.max(value, 0), 1)
        explicitFraction = fraction
        holdsCurveOutput = false
        timeline.sample()
    }

    /// Paused after a `continueAnimation`: the members become driven again (time mode, the
    /// local fractions the next sample pushes), as the generated coordinator's setter does.
    func returnToCoordinated() {
        perMember = false
        for i in animators.indices { memberAtEnd[i] = false; releaseAnchors[i] = nil }
        for a in animators where a.state == .active {
            a.released = false
            a.isRunning = false
            a.mode = .time; a.scrubbing = false
        }
        coordRunning = false
        timeline.scheduleChanged()
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
            if perMember {
                // After a continue: every member resumes on its own (UIKit's per-animator start).
                explicitFraction = nil
                for a in animators where a.state == .active { try? a.startUnchecked(afterDelay: d) }
                timeline.sample()
                return
            }
        }
        explicitFraction = nil
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
            if perMember {
                for a in animators where a.state == .active { try? a.pauseUnchecked() }
                timeline.sample()
                return
            }
            fraction = position(at: timeline.now)
            holdsCurveOutput = true
            setRunning(false)
        }
        timeline.sample()
    }

    /// `continueAnimation` (how an interaction finishes or cancels): UIKit's per-animator
    /// continue, exactly as the generated coordinator forwards it to its
    /// UIViewPropertyAnimators. Every active member continues on its own clock from its
    /// displayed values: with `parameters`, each track runs to its end (start when reversed)
    /// through the new curve over `durationFactor × Dᵢ` (its own duration; a factor of 0 means
    /// the member's own remaining time `|target − fᵢ| × Dᵢ`; a physical/SwiftUI spring runs for
    /// its settling duration, a ratio spring is resolved for the member's duration); nil
    /// parameters resume the member's own curve. A member that had not reached its delay
    /// continues from its start values without the delay. Each member completes on its own
    /// (its completions run at its own end); once every member has, the group completes with
    /// the position of `endPrimaryIndex`'s member. Spring velocity inheritance (zero initial
    /// velocity, group running): each member inherits its own current output velocity. Throws
    /// unless active.
    public func continueAnimation(withTimingParameters parameters: TimingCurve?, durationFactor: Double) throws(AnimatorError) {
        guard state == .active else { throw error("continueAnimation") }
        explicitFraction = nil
        if !perMember {
            let wasRunning = coordRunning
            if wasRunning { fraction = position(at: timeline.now) }
            update(at: timeline.now)
            for a in animators { a.apply(at: timeline.now) }
            let now = timeline.now
            perMember = true
            coordRunning = false
            for i in animators.indices { memberAtEnd[i] = false }
            for (i, a) in animators.enumerated() where a.state == .active {
                a.released = true
                var velocity: (() -> Double)?
                if wasRunning {
                    let (d, dur, t0, t1) = (delays[i], a.duration, position(at: now) * totalDuration, position(at: now - 1e-4) * totalDuration)
                    velocity = { (a.mainCurveProgress(Self.local(t0, d, dur)) - a.mainCurveProgress(Self.local(t1, d, dur))) / 1e-4 }
                }
                let schedule = Self.local(fraction * totalDuration, delays[i], a.duration)
                try? a.continueUnchecked(withTimingParameters: parameters, durationFactor: durationFactor, outputVelocity: velocity)
                releaseAnchors[i] = (schedule, a.fraction)
            }
        } else {
            for (i, a) in animators.enumerated() where a.state == .active {
                let schedule = scheduleFraction(ofMember: i)
                try? a.continueUnchecked(withTimingParameters: parameters, durationFactor: durationFactor, outputVelocity: nil)
                releaseAnchors[i] = (schedule, a.fraction)
            }
        }
        timeline.scheduleChanged()
        timeline.sample()
    }

    /// A released member completed (its completions have run).
    func memberDidComplete(_ member: PropertyAnimator, at position: AnimatingPosition) {
        guard perMember, let i = animators.firstIndex(where: { $0 === member }) else { return }
        if position == .end { memberAtEnd[i] = true }
        if i == endPrimaryIndex { endPrimaryPosition = position }
        guard animators.allSatisfy({ $0.state == .inactive }) else { return }
        perMember = false
        complete(at: endPrimaryPosition)
    }

    /// `stopAnimation(_:)`: every member freezes at its current values (model =
    /// presentation). `true` → inactive, no completions (members' or the group's); `false` →
    /// `.stopped`, awaiting `finishAnimation(at:)`. No-op unless active.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        explicitFraction = nil
        if coordRunning && !perMember { fraction = position(at: timeline.now) }
        update(at: timeline.now)
        coordRunning = false
        perMember = false
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
        explicitFraction = nil
        setRunning(true)
        timeline.scheduleChanged()
    }

    func setRunning(_ r: Bool) {
        coordRunning = r
        for a in animators { a.isRunning = r }
        timeline.scheduleChanged()
    }

    func setMembersReversed() { for a in animators { a.reversedFlag = reversedFlag } }

    func activate() {
        state = .active
        fraction = 0
        holdsCurveOutput = false
        timeline.register(self)
        for a in animators where a.state == .inactive { a.activateDriven() }
        setMembersReversed()
    }

    func deactivate() {
        state = .inactive
        coordRunning = false
        perMember = false
        explicitFraction = nil
        fraction = 0
        for i in releaseAnchors.indices { releaseAnchors[i] = nil }
        timeline.unregister(self)
    }

    /// Pushes every member's local fraction for clock time `t` (called by the timeline before
    /// members sample).
    func update(at t: Double) {
        guard state == .active, !perMember else { return }
        let f = coordRunning ? position(at: t) : fraction
        if coordRunning { fraction = f }
        let overall = f * totalDuration
        for i in animators.indices {
            let a = animators[i]
            let u = Self.local(overall, delays[i], a.duration)
            if !coordRunning && a.scrubsLinearly {
                // Paused, and the member scrubs linearly (UIKit's default): its tracks show u through
                // no curve, as a paused UIViewPropertyAnimator given fractionComplete = u does. Paused
                // from running without a value set, it holds its curve's output at u (UIKit's pause).
                a.scrubbing = true
                a.fraction = holdsCurveOutput ? a.mainCurveProgress(u) : u
            } else {
                a.scrubbing = false
                a.fraction = u
            }
        }
    }

    /// Called by the timeline when the running segment reaches its end.
    func reachEnd() {
        guard coordRunning, !perMember else { return }
        fraction = segTo
        update(at: segStart + segDuration)
        coordRunning = false
        complete(at: segTo >= 1 ? .end : .start)
    }

    /// Finishes every member at `position` (member completions, in member order), then runs
    /// the group's completions once.
    func complete(at position: AnimatingPosition) {
        let handlers = completions
        completions.removeAll()
        coordRunning = false
        perMember = false
        for a in animators { a.isRunning = false; a.released = false }
        deactivate()
        for a in animators where a.state != .inactive { a.finish(at: position) }
        timeline.sample()
        for h in handlers { h(position) }
    }
}
