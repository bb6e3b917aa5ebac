// UIViewPropertyAnimator's state machine over explicit tracks.
//
// Time model (see Docs/ANIMATOR-CORE.md): the animator's position is a fraction u ∈ 0…1 of
// its duration. A "segment" moves it: in TIME mode u runs linearly in time and each track's
// progress is its curve evaluated at its local fraction of u (so reversing time retraces every
// value exactly); in RETIMED mode (after continueAnimation with new timing parameters) every
// track runs from its displayed progress to the target through the new curve, like Core
// Animation's new animation from the presentation value to the model value.

/// A portable `UIViewPropertyAnimator`.
public final class PropertyAnimator {
    struct Track {
        var view: Int
        var property: ViewProperty
        var from: AnimatableValue
        var to: AnimatableValue
        var timing: Int          // index into `timings`
        var keyframes: Int       // index into `keyframeSets`, or −1
        var interpolation3D: Int // index into `interpolations3D`, or −1
    }
    /// A track compiled for the per-frame loop: trivially copyable, values as components.
    struct HotTrack {
        enum Kind: UInt8 { case alpha, center, bounds, backgroundColor, cornerRadius, generic }
        var kind: Kind
        var timing: Int
        var view: Int
        var a0 = 0.0, a1 = 0.0, a2 = 0.0, a3 = 0.0     // from
        var b0 = 0.0, b1 = 0.0, b2 = 0.0, b3 = 0.0     // to
    }
    /// A timing entry compiled for the per-frame loop.
    struct HotTiming {
        enum Kind: UInt8 { case linear, cubic, other }
        var start: Double
        var length: Double
        var kind: Kind
        var cubic: CubicBezier
        var table: Int           // offset of the cubic's guess table in `cubicTables`
    }
    struct TrackTiming {
        var start: Double        // fraction of the duration
        var length: Double
        var curve: TimingCurve
    }
    enum Mode { case time, retimed }

    /// The timeline driving this animator.
    public let timeline: Timeline
    /// The duration in seconds (a physical/SwiftUI spring's settling duration replaces the
    /// requested one, as in UIKit).
    public let duration: Double
    /// The animator's timing curve (ratio springs resolved against `duration`).
    public let timingCurve: TimingCurve
    /// The start delay passed to `startAnimation(afterDelay:)`.
    public private(set) var delay: Double = 0
    /// UIKit state.
    @exclusivity(unchecked)
    public private(set) var state: AnimatingState = .inactive
    /// True while active and not paused.
    @exclusivity(unchecked)
    public internal(set) var isRunning = false { didSet { timeline.scheduleChanged() } }
    /// When true (UIKit's default) a paused animator scrubs linearly in output-progress space.
    public var scrubsLinearly = true
    /// When true, reaching the end pauses instead of finishing (no completions run).
    public var pausesOnCompletion = false
    /// Informational (UIKit's flag); every animator here can be interrupted.
    public var isInterruptible = true

    @exclusivity(unchecked)
    var tracks: ContiguousArray<Track> = []
    @exclusivity(unchecked)
    var timings: ContiguousArray<TrackTiming> = []
    // Hot-path mirrors of `tracks` / `timings` plus per-frame state, in pointer storage.
    let hotTracks = HotBuffer<HotTrack>()
    let hotTimings = HotBuffer<HotTiming>()
    let cubicTables = HotBuffer<Double>()
    let timingProgress = HotBuffer<Double>()
    let lastP = HotBuffer<Double>()          // per track: progress at the last sample
    let p0 = HotBuffer<Double>()
    /// The scene's presentation storage (the scene outlives no animator: the timeline owns it).
    let presentations: HotBuffer<ViewProperties>             // per track: displayed progress when the retimed segment began
    @exclusivity(unchecked)
    var keyframeSets: [KeyframeSet] = []
    /// The 4×4 tracks' ends, decomposed once when the track is added (not at every sample).
    @exclusivity(unchecked)
    var interpolations3D: ContiguousArray<Transform3DInterpolation> = []
    var pendingAnimations: [(body: () -> Void, delayFactor: Double)] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var activationSerial = 0
    /// The coordinator driving this animator, if any (its clock replaces this one's).
    weak var driver: CoordinatedAnimator?
    /// True while owned by a coordinator: `fraction` is pushed by it every sample.
    @exclusivity(unchecked)
    var driven = false
    /// True while a coordinator's member runs on its own clock after the coordinator's
    /// `continueAnimation` (UIKit's per-animator continue); it completes on its own and then
    /// notifies the coordinator.
    @exclusivity(unchecked)
    var released = false
    /// Own clock: not driven, or released by its coordinator.
    var ownsClock: Bool { !driven || released }

    // Segment state.
    @exclusivity(unchecked)
    var mode = Mode.time
    @exclusivity(unchecked)
    var reversedFlag = false
    @exclusivity(unchecked)
    var fraction = 0.0            // u (time mode) or output progress (retimed / linear scrub)
    @exclusivity(unchecked)
    var scrubbing = false         // paused with scrubsLinearly: `fraction` is output progress
    @exclusivity(unchecked)
    var segStart = 0.0, segDuration = 0.0, segFrom = 0.0, segTo = 1.0
    @exclusivity(unchecked)
    var segCurve = TimingCurve.linear

    /// Creates an inactive animator. `animations` runs when the animator becomes active
    /// (start, pause or fractionComplete), capturing property writes as tracks.
    /// Non-finite or negative durations become 0.
    public init(timeline: Timeline, duration: Double, timing: TimingCurve = .caDefault, animations: (() -> Void)? = nil) {
        let d = duration.isFinite ? Swift.max(duration, 0) : 0
        self.timeline = timeline
        self.presentations = timeline.scene.presentations
        self.timingCurve = timing.resolved(forDuration: d)
        self.duration = timing.effectiveDuration(animatorDuration: d)
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// `UIViewPropertyAnimator(duration:curve:animations:)`.
    public convenience init(timeline: Timeline, duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(timeline: timeline, duration: duration, timing: TimingCurve(curve), animations: animations)
    }

    /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(timeline: Timeline, duration: Double, controlPoint1: Point, controlPoint2: Point, animations: (() -> Void)? = nil) {
        self.init(timeline: timeline, duration: duration,
                  timing: .cubicBezier(CubicBezier(controlPoint1: controlPoint1, controlPoint2: controlPoint2)), animations: animations)
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
    public convenience init(timeline: Timeline, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(timeline: timeline, duration: duration, timing: .spring(.dampingRatio(dampingRatio)), animations: animations)
    }

    var scene: Scene { timeline.scene }
    var target: Double { reversedFlag ? 0 : 1 }
    var isPaused: Bool { state == .active && !isRunning }

    func error(_ op: String) -> AnimatorError { AnimatorError(operation: op, state: state, isRunning: isRunning) }

    // MARK: Public properties

    /// Completion fraction. In time mode it is the time fraction; while paused with
    /// `scrubsLinearly` (and after `continueAnimation` with new parameters) it is the output
    /// progress of the animator's curve. Setting is honoured while paused, or while inactive
    /// (which activates the animator paused); otherwise ignored — use `setFractionComplete` to
    /// get an error instead. Values are clamped to 0…1; NaN is ignored.
    public var fractionComplete: Double {
        get { fraction }
        set { try? setFractionComplete(newValue) }
    }

    /// Sets `fractionComplete`, throwing when UIKit would raise (running or stopped animator).
    public func setFractionComplete(_ value: Double) throws(AnimatorError) {
        if driven { throw drivenError("fractionComplete") }
        switch state {
        case .stopped: throw error("fractionComplete")
        case .active where isRunning: throw error("fractionComplete")
        case .inactive: activate(); enterPause()
        case .active: break
        }
        guard !value.isNaN else { return }
        fraction = Swift.min(Swift.max(value, 0), 1)
        apply(at: timeline.now)
    }

    /// Direction. Setting it on a running animator turns it around at its current values;
    /// on a paused one it takes effect when it resumes. Ignored on a stopped animator.
    public var isReversed: Bool {
        get { reversedFlag }
        set {
            guard !driven else { return }
            setReversed(newValue)
        }
    }

    /// The `isReversed` setter without the coordinator guard.
    func setReversed(_ newValue: Bool) {
        guard newValue != reversedFlag, state != .stopped else { return }
        if isRunning {
            apply(at: timeline.now)
            reversedFlag = newValue
            if mode == .time {
                startTimeSegment(from: fraction, duration: nil, delay: 0)
            } else {
                startRetimedSegment(curve: .linear, duration: abs(target - fraction) * duration)
            }
            apply(at: timeline.now)
        } else {
            reversedFlag = newValue
        }
    }

    /// Clock time at which the running segment ends, nil unless running.
    public var scheduledEndTime: Double? { driven ? driver?.scheduledEndTime : ownEndTime }

    /// End of this animator's own running segment (nil when not running or driven).
    var ownEndTime: Double? { isRunning && ownsClock ? segStart + segDuration : nil }

    /// The coordinator this animator belongs to, if any.
    public var coordinator: CoordinatedAnimator? { driven ? driver : nil }

    func drivenError(_ op: String) -> AnimatorError {
        AnimatorError(operation: op + " on a member of a CoordinatedAnimator (control the coordinator)", state: state, isRunning: isRunning)
    }

    /// Number of tracks (captured and explicit).
    public var trackCount: Int { tracks.count }

    // MARK: Adding animations

    /// `addAnimations(_:delayFactor:)`. Inactive: the block runs when the animator becomes
    /// active. Active: it runs now, over the remaining time, delayed by
    /// `delayFactor × remaining`. Throws on a stopped animator (UIKit raises).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double = 0) throws(AnimatorError) {
        let df = delayFactor.isFinite ? Swift.min(Swift.max(delayFactor, 0), 1) : 0
        switch state {
        case .stopped: throw error("addAnimations")
        case .inactive: pendingAnimations.append((animation, df))
        case .active:
            scene.withAnimationContext(self, delayFactor: df, animation)
            apply(at: timeline.now)
        }
    }

    /// `addCompletion`: handlers run in the order added, with the final position.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Adds an explicit track (the interpreter's allocation-light path). Times are seconds from
    /// the animator's start: `delay` before it begins and `duration` (default: the rest of the
    /// animator) for it to run, clipped to the animator's duration; `curve` defaults to the
    /// animator's. `from` nil means the current presentation value. The model takes `to` now,
    /// as a UIKit animation block would. Throws on a stopped animator.
    public func addTrack(view: ViewID, property: ViewProperty, from: AnimatableValue? = nil, to: AnimatableValue,
                         delay: Double = 0, duration trackDuration: Double? = nil, curve: TimingCurve? = nil) throws(AnimatorError) {
        guard state != .stopped else { throw error("addTrack") }
        guard scene.contains(view) else { return }
        let timing = makeTiming(delay: delay, duration: trackDuration, curve: curve)
        let start = from ?? scene.presentationValue(property, of: view)
        if property == .frame, case .rect(let r0) = start, case .rect(let r1) = to {
            var a = ViewProperties(), b = ViewProperties()
            a.frame = r0; b.frame = r1
            let m = scene.model(of: view)
            a.bounds.origin = m.bounds.origin; b.bounds.origin = m.bounds.origin
            appendTrack(view: view.rawValue, .center, .point(a.center), .point(b.center), timing, -1)
            appendTrack(view: view.rawValue, .bounds, .rect(a.bounds), .rect(b.bounds), timing, -1)
        } else {
            appendTrack(view: view.rawValue, property, start, to, timing, -1)
        }
        scene.writeModel(to, property, view.rawValue)
        if state == .active { apply(at: timeline.now) }
    }

    /// Adds an explicit keyframe track (times in `keyframes` are relative 0…1 of the track's
    /// own span). The model takes the last keyframe's value. Throws on a stopped animator;
    /// an empty/invalid keyframe list is ignored.
    public func addKeyframeTrack(view: ViewID, property: ViewProperty, keyframes: [Keyframe],
                                 calculation: KeyframeCalculation = .linear, delay: Double = 0,
                                 duration trackDuration: Double? = nil, curve: TimingCurve? = .linear) throws(AnimatorError) {
        guard state != .stopped else { throw error("addKeyframeTrack") }
        guard scene.contains(view), let set = KeyframeSet(keyframes, calculation: calculation) else { return }
        let timing = makeTiming(delay: delay, duration: trackDuration, curve: curve)
        keyframeSets.append(set)
        appendTrack(view: view.rawValue, property, set.frames[0].value, set.frames[set.frames.count - 1].value, timing, keyframeSets.count - 1)
        scene.writeModel(set.frames[set.frames.count - 1].value, property, view.rawValue)
        if state == .active { apply(at: timeline.now) }
    }

    func makeTiming(delay: Double, duration trackDuration: Double?, curve: TimingCurve?) -> Int {
        let total = duration > 0 ? duration : 1
        let d = delay.isFinite ? Swift.max(delay, 0) : 0
        let start = Swift.min(d / total, 1)
        var length = 1 - start
        if let td = trackDuration, td.isFinite { length = Swift.min(Swift.max(td, 0) / total, 1 - start) }
        let c = curve.map { $0.resolved(forDuration: length * duration) } ?? timingCurveOver(length: length)
        return timingIndex(TrackTiming(start: start, length: length, curve: c))
    }

    /// The animator's curve applied over a sub-span (ratio springs re-resolved for it).
    func timingCurveOver(length: Double) -> TimingCurve {
        if length == 1 { return timingCurve }
        if case .spring(let s) = timingCurve, s.honorsAnimatorDuration {
            return .spring(Spring.dampingRatio(s.dampingRatio, initialVelocity: s.initialVelocity).resolved(forDuration: length * duration))
        }
        return timingCurve
    }

    func timingIndex(_ t: TrackTiming) -> Int {
        if let i = timings.firstIndex(where: { $0.start == t.start && $0.length == t.length && $0.curve == t.curve }) { return i }
        timings.append(t); timingProgress.append(0)
        var hot = HotTiming(start: t.start, length: t.length, kind: .other, cubic: CubicBezier(0, 0, 1, 1), table: 0)
        switch t.curve {
        case .linear: hot.kind = .linear
        case .cubicBezier(let c):
            hot.kind = .cubic; hot.cubic = c; hot.table = cubicTables.count
            for v in c.guessTable() { cubicTables.append(v) }
        default: break
        }
        hotTimings.append(hot)
        return timings.count - 1
    }

    func appendTrack(view: Int, _ property: ViewProperty, _ from: AnimatableValue, _ to: AnimatableValue, _ timing: Int, _ kf: Int) {
        var t = Track(view: view, property: property, from: from, to: to, timing: timing, keyframes: kf, interpolation3D: -1)
        if kf < 0, property == .transform3D, case let (.transform3D(a), .transform3D(b)) = (from, to) {
            t.interpolation3D = interpolations3D.count
            interpolations3D.append(Transform3DInterpolation(from: a, to: b))
        }
        tracks.append(t)
        lastP.append(0); p0.append(0)
        var hot = HotTrack(kind: .generic, timing: timing, view: view)
        if kf < 0 {
            switch (property, from, to) {
            case let (.alpha, .number(a), .number(b)): hot.kind = .alpha; hot.a0 = a; hot.b0 = b
            case let (.cornerRadius, .number(a), .number(b)): hot.kind = .cornerRadius; hot.a0 = a; hot.b0 = b
            case let (.center, .point(a), .point(b)): hot.kind = .center; (hot.a0, hot.a1, hot.b0, hot.b1) = (a.x, a.y, b.x, b.y)
            case let (.bounds, .rect(a), .rect(b)):
                hot.kind = .bounds; (hot.a0, hot.a1, hot.a2, hot.a3) = (a.x, a.y, a.width, a.height)
                (hot.b0, hot.b1, hot.b2, hot.b3) = (b.x, b.y, b.width, b.height)
            case let (.backgroundColor, .color(a), .color(b)):
                hot.kind = .backgroundColor; (hot.a0, hot.a1, hot.a2, hot.a3) = (a.red, a.green, a.blue, a.alpha)
                (hot.b0, hot.b1, hot.b2, hot.b3) = (b.red, b.green, b.blue, b.alpha)
            default: break
            }
        }
        hotTracks.append(hot)
    }

    /// Timing for a block added now with `delayFactor`: over the remaining time.
    func capturedTiming(delayFactor: Double) -> Int {
        let u = state == .active ? (mode == .time && !scrubbing ? fraction : inverseMainCurve(fraction)) : 0
        let start = u + delayFactor * (1 - u)
        return timingIndex(TrackTiming(start: start, length: 1 - start, curve: timingCurveOver(length: 1 - start)))
    }

    func captureTrack(view: ViewID, property: ViewProperty, from: AnimatableValue, to: AnimatableValue, delayFactor: Double) {
        appendTrack(view: view.rawValue, property, from, to, capturedTiming(delayFactor: delayFactor), -1)
    }

    func captureKeyframeTrack(view: ViewID, property: ViewProperty, keyframes: [Keyframe], calculation: KeyframeCalculation, delayFactor: Double) {
        guard let set = KeyframeSet(keyframes, calculation: calculation) else { return }
        keyframeSets.append(set)
        appendTrack(view: view.rawValue, property, set.frames[0].value, set.frames[set.frames.count - 1].value,
                    capturedTiming(delayFactor: delayFactor), keyframeSets.count - 1)
    }

    // MARK: State machine

    /// `startAnimation()`: inactive → running from the start; paused → resumes from the
    /// current fraction over the remaining time. Throws on a stopped animator.
    public func startAnimation() throws(AnimatorError) { try startAnimation(afterDelay: 0) }

    /// `startAnimation(afterDelay:)`: as `startAnimation()` with the clock start postponed by
    /// `delay` seconds (presentation holds the start values meanwhile).
    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        if driven { throw drivenError("startAnimation") }
        try startUnchecked(afterDelay: delay)
    }

    /// `startAnimation(afterDelay:)` without the coordinator guard.
    func startUnchecked(afterDelay delay: Double) throws(AnimatorError) {
        let d = delay.isFinite ? Swift.max(delay, 0) : 0
        switch state {
        case .stopped: throw error("startAnimation")
        case .inactive:
            self.delay = d
            activate()
            fraction = reversedFlag ? 1 : 0
            mode = .time; scrubbing = false
            startTimeSegment(from: fraction, duration: nil, delay: d)
        case .active:
            if isRunning { return }
            self.delay = d
            resumeTimeSegment(duration: nil, delay: d)
        }
        isRunning = true
        apply(at: timeline.now)
    }

    /// `pauseAnimation()`: inactive → active and paused at the start; running → paused at the
    /// current values. Throws on a stopped animator.
    public func pauseAnimation() throws(AnimatorError) {
        if driven { throw drivenError("pauseAnimation") }
        try pauseUnchecked()
    }

    /// `pauseAnimation` without the coordinator guard.
    func pauseUnchecked() throws(AnimatorError) {
        switch state {
        case .stopped: throw error("pauseAnimation")
        case .inactive:
            activate(); enterPause()
        case .active:
            guard isRunning else { return }
            apply(at: timeline.now)
            enterPause()
        }
        apply(at: timeline.now)
    }

    /// `stopAnimation(_:)`: freezes every animated property at its current value (model =
    /// presentation). `withoutFinishing == true` → inactive, completions dropped;
    /// false → `.stopped`, awaiting `finishAnimation(at:)`. No-op unless active.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard !driven else { return }
        stopDriven(withoutFinishing)
    }

    /// `stopAnimation` without the coordinator guard (the coordinator stops its members).
    func stopDriven(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        released = false
        apply(at: timeline.now)
        for i in tracks.indices { scene.writeModel(currentValue(i), tracks[i].property, tracks[i].view) }
        isRunning = false
        if withoutFinishing {
            clearTracks()
            completions.removeAll()
            deactivate()
        } else {
            state = .stopped
        }
    }

    /// `finishAnimation(at:)`: only valid on a stopped animator (UIKit's rule). Sets the
    /// animated properties to their end, start or current values and runs the completions.
    public func finishAnimation(at position: AnimatingPosition) throws(AnimatorError) {
        if driven { throw drivenError("finishAnimation(at:)") }
        guard state == .stopped else { throw error("finishAnimation(at:)") }
        finish(at: position)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` on a paused (or running)
    /// animator. nil parameters: resume with the original curve. Otherwise every track runs from
    /// its displayed value to the target through the new curve. Duration, with or without
    /// parameters: `durationFactor × duration` for every factor > 0 (1 means the full duration,
    /// Apple's definition), the remaining time when it is 0 (a physical spring uses its
    /// settling time). Spring velocity continuity: a spring with zero initial velocity
    /// inherits the animator's current velocity when it was running. Throws unless active.
    public func continueAnimation(withTimingParameters parameters: TimingCurve?, durationFactor: Double) throws(AnimatorError) {
        if driven { throw drivenError("continueAnimation") }
        try continueUnchecked(withTimingParameters: parameters, durationFactor: durationFactor, outputVelocity: nil)
    }

    /// `continueAnimation` without the coordinator guard. `outputVelocity`, when given, replaces
    /// the animator's own current output velocity for the spring velocity inheritance (a
    /// coordinator's member measures it on the coordinator's clock).
    func continueUnchecked(withTimingParameters parameters: TimingCurve?, durationFactor: Double,
                           outputVelocity: (() -> Double)?) throws(AnimatorError) {
        guard state == .active else { throw error("continueAnimation") }
        let factor = durationFactor.isFinite ? Swift.max(durationFactor, 0) : 0
        let wasRunning = isRunning
        apply(at: timeline.now)
        guard var curve = parameters else {
            resumeTimeSegment(duration: factor > 0 ? factor * duration : nil, delay: 0)
            isRunning = true
            apply(at: timeline.now)
            return
        }
        // Convert to output-progress space.
        let f = (mode == .time && !scrubbing) ? mainCurveProgress(fraction) : fraction
        let remaining = abs(target - f)
        var d = factor > 0 ? factor * duration : remaining * duration
        if case .spring(let s) = curve {
            var spring = s
            if s.initialVelocity == 0, wasRunning, remaining > 0 {
                spring = s.withInitialVelocity((outputVelocity ?? currentOutputVelocity)() / (target - f))
            }
            curve = .spring(spring)
            d = TimingCurve.spring(spring).effectiveDuration(animatorDuration: d)
        }
        fraction = f
        startRetimedSegment(curve: curve.resolved(forDuration: d), duration: d)
        isRunning = true
        apply(at: timeline.now)
    }

    // MARK: Internals

    func activate() {
        state = .active
        timeline.register(self)
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for b in blocks { scene.withAnimationContext(self, delayFactor: b.delayFactor, b.body) }
    }

    /// Activation by a coordinator: paused in time mode at fraction 0, its pending blocks run.
    func activateDriven() {
        activate()
        isRunning = false
        fraction = 0; mode = .time; scrubbing = false
    }

    func deactivate() {
        state = .inactive
        isRunning = false
        fraction = 0; mode = .time; scrubbing = false
        timeline.unregister(self)
    }

    func enterPause() {
        isRunning = false
        if scrubsLinearly && !scrubbing {
            if mode == .time { fraction = mainCurveProgress(fraction) }
            for i in tracks.indices { p0[i] = lastP[i] }
            scrubbing = true
        } else if !scrubsLinearly && mode == .retimed {
            fraction = inverseMainCurve(fraction); mode = .time
        }
        if mode == .retimed { mode = .time }
    }

    /// Resume in time mode from a paused/retimed state.
    func resumeTimeSegment(duration d: Double?, delay: Double) {
        let u = (scrubbing || mode == .retimed) ? inverseMainCurve(fraction) : fraction
        scrubbing = false; mode = .time
        startTimeSegment(from: u, duration: d, delay: delay)
    }

    /// A time-mode segment from u to the target lasting `d` seconds, or the remaining time
    /// `|target − u| × duration` when `d` is nil (start, resume and reversal). Callers pass an
    /// explicit duration only for `continueAnimation`'s `durationFactor × duration`: the
    /// "remaining" case is a separate value, never inferred from a factor (a factor of exactly
    /// 1 once meant "remaining" here, so continuing at u = 0.5 with factor 1 ran for half the
    /// duration instead of all of it).
    func startTimeSegment(from u: Double, duration d: Double?, delay: Double) {
        fraction = u
        segFrom = u; segTo = target
        segDuration = d ?? abs(segTo - segFrom) * duration
        segStart = timeline.now + delay
        mode = .time
        timeline.scheduleChanged()
    }

    func startRetimedSegment(curve: TimingCurve, duration d: Double) {
        for i in tracks.indices { p0[i] = lastP[i] }
        segFrom = fraction; segTo = target
        segDuration = d.isFinite ? Swift.max(d, 0) : 0
        segCurve = curve
        segStart = timeline.now
        mode = .retimed; scrubbing = false
        timeline.scheduleChanged()
    }

    /// Output progress of the main curve at time fraction u (springs clamped to 0…1).
    func mainCurveProgress(_ u: Double) -> Double {
        Swift.min(Swift.max(timingCurve.value(at: u), 0), 1)
    }

    /// u with mainCurve(u) ≈ p (bisection; exact inverse for monotone curves).
    func inverseMainCurve(_ p: Double) -> Double {
        if case .linear = timingCurve { return p }
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if timingCurve.value(at: mid) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    func currentOutputVelocity() -> Double {
        let h = 1e-4
        let t = timeline.now
        let (f1, _) = segmentPosition(at: t)
        let (f0, _) = segmentPosition(at: t - h)
        let g = { (x: Double) in self.mode == .time ? self.mainCurveProgress(x) : x }
        return (g(f1) - g(f0)) / h
    }

    /// (fraction, retimed curve progress c) at clock time t for the running segment.
    @inline(__always)
    func segmentPosition(at t: Double) -> (Double, Double) {
        // A divide, not a multiply by a cached 1 / segDuration: the product can differ by an
        // ulp, and an ulp decides which side of a keyframe jump (a zero-length segment) a frame
        // falls on. Every other path that computes a time fraction (the coordinator, the
        // generated code's parts on UIKit) divides, so this one must too.
        let s = segDuration > 0 ? Swift.min(Swift.max((t - segStart) / segDuration, 0), 1) : (t >= segStart ? 1 : 0)
        switch mode {
        case .time: return (segFrom + (segTo - segFrom) * s, s)
        case .retimed:
            let c = segCurve.value(at: s)
            return (segFrom + (segTo - segFrom) * c, c)
        }
    }

    /// Writes every track's presentation value for clock time `t`.
    ///
    /// The hot path: timing entries and tracks are compiled into trivially-copyable records in
    /// pointer storage (`HotBuffer`), so the per-frame cost is one curve evaluation per distinct
    /// timing entry (cubics start Newton from a table guess) and, per track, one progress
    /// lookup, a lerp per component and a store — no exclusivity checks, no retain/release,
    /// no enum payload copies, no allocation.
    func apply(at t: Double) {
        guard state == .active else { return }
        let c: Double
        if isRunning && ownsClock {
            let pos = segmentPosition(at: t)
            fraction = pos.0; c = pos.1
        } else { c = 0 }
        let pres = presentations.base
        let hot = hotTracks.base, n = hotTracks.count
        let last = lastP.base
        if mode == .time || !isRunning {
            let u = fraction
            let linear = scrubbing
            let tms = hotTimings.base, progress = timingProgress.base, tables = cubicTables.base
            for i in 0..<hotTimings.count {
                let tm = tms + i
                let length = tm.pointee.length, start = tm.pointee.start
                // The animator's own span (the shared-curve case) skips the divide: (u − 0) / 1
                // is u exactly, and the divide sits on the frame's serial dependency chain.
                var local = start == 0 && length == 1 ? u : length > 0 ? (u - start) / length : (u >= start ? 1 : 0)
                local = Swift.min(Swift.max(local, 0), 1)
                if linear { progress[i] = local; continue }
                switch tm.pointee.kind {
                case .linear: progress[i] = local
                case .cubic: progress[i] = tm.pointee.cubic.value(at: local, table: tables + tm.pointee.table)
                case .other: progress[i] = timings[i].curve.value(at: local)
                }
            }
            for i in 0..<n {
                let p = progress[hot[i].timing]
                last[i] = p
                if hot[i].kind == .alpha {          // the commonest track, fully inline
                    pres[hot[i].view].alpha = hot[i].a0 + (hot[i].b0 - hot[i].a0) * p
                } else {
                    write(hot + i, i, p, pres)
                }
            }
        } else {
            let to = segTo, start = p0.base
            for i in 0..<n {
                let p = start[i] + (to - start[i]) * c
                last[i] = p
                write(hot + i, i, p, pres)
            }
        }
    }

    @inline(__always)
    func write(_ h: UnsafeMutablePointer<HotTrack>, _ i: Int, _ p: Double, _ pres: UnsafeMutablePointer<ViewProperties>) {
        let v = pres + h.pointee.view
        switch h.pointee.kind {
        case .alpha: v.pointee.alpha = h.pointee.a0 + (h.pointee.b0 - h.pointee.a0) * p
        case .cornerRadius: v.pointee.cornerRadius = h.pointee.a0 + (h.pointee.b0 - h.pointee.a0) * p
        case .center:
            v.pointee.center = Point(x: h.pointee.a0 + (h.pointee.b0 - h.pointee.a0) * p, y: h.pointee.a1 + (h.pointee.b1 - h.pointee.a1) * p)
        case .bounds:
            v.pointee.bounds = Rect(x: h.pointee.a0 + (h.pointee.b0 - h.pointee.a0) * p, y: h.pointee.a1 + (h.pointee.b1 - h.pointee.a1) * p,
                                    width: h.pointee.a2 + (h.pointee.b2 - h.pointee.a2) * p, height: h.pointee.a3 + (h.pointee.b3 - h.pointee.a3) * p)
        case .backgroundColor:
            v.pointee.backgroundColor = Color(red: h.pointee.a0 + (h.pointee.b0 - h.pointee.a0) * p, green: h.pointee.a1 + (h.pointee.b1 - h.pointee.a1) * p,
                                              blue: h.pointee.a2 + (h.pointee.b2 - h.pointee.a2) * p, alpha: h.pointee.a3 + (h.pointee.b3 - h.pointee.a3) * p)
        case .generic:
            writeGeneric(i, p, v)
        }
    }

    /// Transforms, keyframe tracks and uncommon property/value pairs.
    @inline(never)
    func writeGeneric(_ i: Int, _ p: Double, _ v: UnsafeMutablePointer<ViewProperties>) {
        let k = tracks[i].interpolation3D
        if k >= 0 {
            // What `props[.transform3D] = .transform3D(m)` does, without boxing the matrix.
            let m = interpolations3D[k].value(at: p)
            v.pointee.transform3D = m; v.pointee.transform = m.affine
            return
        }
        let kf = tracks[i].keyframes
        if kf >= 0, tracks[i].property == .transform3D, let m = keyframeSets[kf].transform3D(at: p) {
            v.pointee.transform3D = m; v.pointee.transform = m.affine
            return
        }
        Self.write(tracks[i], p, &v.pointee, keyframeSets)
    }

    @inline(__always)
    static func write(_ track: Track, _ p: Double, _ props: inout ViewProperties, _ kf: [KeyframeSet]) {
        if track.keyframes >= 0 {
            props[track.property] = kf[track.keyframes].value(at: p)
            return
        }
        switch (track.from, track.to) {
        case let (.number(a), .number(b)):
            let v = a + (b - a) * p
            if track.property == .alpha { props.alpha = v } else { props[track.property] = .number(v) }
        case let (.point(a), .point(b)):
            let v = Point(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
            if track.property == .center { props.center = v } else { props[track.property] = .point(v) }
        case let (.rect(a), .rect(b)):
            let v = Rect(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p,
                         width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
            if track.property == .bounds { props.bounds = v } else { props[track.property] = .rect(v) }
        case let (.color(a), .color(b)):
            props[track.property] = .color(Color(red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
                                                 blue: a.blue + (b.blue - a.blue) * p, alpha: a.alpha + (b.alpha - a.alpha) * p))
        default:
            props[track.property] = AnimatableValue.interpolate(from: track.from, to: track.to, progress: p)
        }
    }

    func currentValue(_ i: Int) -> AnimatableValue {
        let track = tracks[i]
        if track.interpolation3D >= 0 { return .transform3D(interpolations3D[track.interpolation3D].value(at: lastP[i])) }
        return track.keyframes >= 0 ? keyframeSets[track.keyframes].value(at: lastP[i])
            : AnimatableValue.interpolate(from: track.from, to: track.to, progress: lastP[i])
    }

    func clearTracks() {
        tracks.removeAll(keepingCapacity: true); timings.removeAll(); keyframeSets.removeAll(); interpolations3D.removeAll()
        hotTracks.removeAll(); hotTimings.removeAll(); cubicTables.removeAll()
        timingProgress.removeAll(); lastP.removeAll(); p0.removeAll()
    }

    /// Called by the timeline when the running segment reaches its end.
    func reachEnd() {
        guard isRunning else { return }
        apply(at: segStart + segDuration)
        if pausesOnCompletion {
            isRunning = false
            if mode == .retimed { fraction = inverseMainCurve(fraction); mode = .time }
            return
        }
        finish(at: segTo >= 1 ? .end : .start)
    }

    func finish(at position: AnimatingPosition) {
        switch position {
        case .end:
            for t in tracks { scene.writeModel(t.to, t.property, t.view) }
        case .start:
            for t in tracks.reversed() { scene.writeModel(t.from, t.property, t.view) }
        case .current:
            if state == .active { for i in tracks.indices { scene.writeModel(currentValue(i), tracks[i].property, tracks[i].view) } }
        }
        for t in tracks { scene.restorePresentationFromModel(t.property, t.view) }
        clearTracks()
        let handlers = completions
        completions.removeAll()
        deactivate()
        timeline.sample()
        for h in handlers { h(position) }
        if released {
            released = false
            driver?.memberDidComplete(self, at: position)
        }
    }
}
