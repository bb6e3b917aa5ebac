// The virtual clock. Nothing in the core reads wall time: the only way time passes is
// `advance(to:)`, so every run is deterministic and can be sampled at any instant.

/// Owns a scene and the active animators; advancing it samples presentation values and fires
/// completions in the order their animators end (ties: the order they became active).
public final class Timeline {
    /// The scene animators write to.
    public let scene: Scene
    /// Current time in seconds.
    @exclusivity(unchecked)
    public private(set) var now: Double = 0
    @exclusivity(unchecked)
    var active: [PropertyAnimator] = []
    @exclusivity(unchecked)
    var coordinators: [CoordinatedAnimator] = []
    /// `active` as unretained references for the per-frame loop (kept in sync with it; the
    /// array holds the strong references).
    let activeRefs = HotBuffer<Unmanaged<PropertyAnimator>>()
    var serial = 0
    // Earliest scheduled end of any running animator/coordinator, recomputed lazily after any
    // segment change, so a frame without a completion does not scan the animators.
    @exclusivity(unchecked)
    var scheduleDirty = true
    @exclusivity(unchecked)
    var cachedEnd = Double.infinity

    /// A timeline at time 0 over `scene`.
    public init(scene: Scene = Scene()) { self.scene = scene }

    /// Animators that are active or stopped, in activation order.
    public var activeAnimators: [PropertyAnimator] { active }

    /// True when no animator is running (paused/stopped ones don't advance).
    public var isIdle: Bool { !active.contains { $0.isRunning } && !coordinators.contains { $0.isRunning } }

    /// The earliest time at which a running animator completes, if any.
    public var nextCompletionTime: Double? {
        (active.compactMap { $0.ownEndTime } + coordinators.compactMap { $0.ownEndTime }).min()
    }

    /// Moves the clock forward to `time` (earlier or non-finite times are ignored), firing
    /// completions at their exact end times, then samples every active animator at `time`.
    public func advance(to time: Double) {
        guard time.isFinite, time >= now else { sample(); return }
        if scheduleDirty {
            var e = Double.infinity
            for a in active { if let x = a.ownEndTime, x < e { e = x } }
            for c in coordinators { if let x = c.ownEndTime, x < e { e = x } }
            cachedEnd = e
            scheduleDirty = false
        }
        guard cachedEnd <= time else {
            now = time
            sample()
            return
        }
        scheduleDirty = true
        // Process completions in time order, sampling at each end, so a completion that starts
        // a new animator starts it at the right moment.
        var guardCount = 0
        while guardCount < 100_000 {
            guardCount += 1
            var next: PropertyAnimator?
            var nextCoordinator: CoordinatedAnimator?
            var nextTime = Double.infinity
            var nextSerial = Int.max
            for a in active {
                if let e = a.ownEndTime, e <= time, e < nextTime || (e == nextTime && a.activationSerial < nextSerial) {
                    next = a; nextCoordinator = nil; nextTime = e; nextSerial = a.activationSerial
                }
            }
            for c in coordinators {
                if let e = c.ownEndTime, e <= time, e < nextTime || (e == nextTime && c.activationSerial < nextSerial) {
                    next = nil; nextCoordinator = c; nextTime = e; nextSerial = c.activationSerial
                }
            }
            if let animator = next {
                now = Swift.max(now, nextTime)
                animator.reachEnd()
            } else if let coordinator = nextCoordinator {
                now = Swift.max(now, nextTime)
                coordinator.reachEnd()
            } else {
                break
            }
            sample()
        }
        now = time
        sample()
    }

    /// Advances by `dt` seconds.
    public func advance(by dt: Double) { advance(to: now + (dt.isFinite ? Swift.max(dt, 0) : 0)) }

    /// Runs until no animator is running or `limit` seconds have passed, stepping at `frameInterval`.
    public func runUntilIdle(frameInterval: Double = 1.0 / 60, limit: Double = 60) {
        let step = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60
        let end = now + limit
        while !isIdle && now < end { advance(to: Swift.min(now + step, end)) }
    }

    /// Re-samples every active animator at `now` (later activations override earlier ones).
    public func sample() {
        let t = now
        if !coordinators.isEmpty { for c in coordinators { c.update(at: t) } }
        let refs = activeRefs.base
        for i in 0..<activeRefs.count { refs[i]._withUnsafeGuaranteedRef { $0.apply(at: t) } }
    }

    func syncActiveRefs() {
        activeRefs.removeAll()
        for a in active { activeRefs.append(Unmanaged.passUnretained(a)) }
    }

    /// Called when any animator's running segment changes (start, pause, reverse, continue).
    func scheduleChanged() { scheduleDirty = true }

    func register(_ c: CoordinatedAnimator) {
        guard !coordinators.contains(where: { $0 === c }) else { return }
        serial += 1
        c.activationSerial = serial
        coordinators.append(c)
        scheduleDirty = true
    }

    func unregister(_ c: CoordinatedAnimator) { coordinators.removeAll { $0 === c }; scheduleDirty = true }

    func register(_ a: PropertyAnimator) {
        guard !active.contains(where: { $0 === a }) else { return }
        serial += 1
        a.activationSerial = serial
        active.append(a)
        syncActiveRefs()
        scheduleDirty = true
    }

    func unregister(_ a: PropertyAnimator) {
        if let i = active.firstIndex(where: { $0 === a }) { active.remove(at: i) }
        syncActiveRefs()
        scheduleDirty = true
    }
}
