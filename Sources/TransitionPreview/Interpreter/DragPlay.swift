import AnimatorCore
import TransitionCompiler

// `transc run --drag "T:DX,DY … T:up"`: a scripted finger drives an interactive operation
// (Docs/LANGUAGE.md, "Interaction"; Docs/RUN.md, "A finger path"). While the finger is down,
// every track scrubs by progress (progress at touch-down + translation along the axis ÷
// distance, clamped to 0…1) as `--scrub` does, and each followed view is moved by the finger
// instead (its tracks hold still): its centre keeps the offset at which it was touched, past the
// ends with the rubber band if `resistance` says so, and its driven values follow the
// translation. On a lift the release rule decides (threshold or projection); the tracks continue
// as UIKit's percent-driven interaction continues them, and each followed view goes from where it
// is drawn to its end (finish) or start (cancel) over the same remaining time with the completion
// curve, its centre handed the finger's velocity (VelocityHandOff). A touch while it settles
// catches it (`interruptible: true`) or is ignored (the default, as the generated code does).

/// One release or grab of a drag, with its numbers (the timeline's `drag`).
public struct TimelineDragEvent: Sendable, Equatable {
    public enum Kind: String, Sendable { case touch, release, grab, ignored }
    public var kind: Kind
    public var time: Double
    /// The transition's progress at that moment.
    public var progress: Double
    /// The finger's velocity (points per second, screen axes): release only.
    public var velocity: (x: Double, y: Double)?
    /// The rule (`threshold` or `project`), the projected progress and the resting place chosen
    /// (0 the start, 1 the end): release only.
    public var rule: String?
    public var projected: Double?
    public var restingPlace: Double?

    public static func == (a: Self, b: Self) -> Bool {
        a.kind == b.kind && a.time == b.time && a.progress == b.progress && a.velocity?.x == b.velocity?.x
            && a.velocity?.y == b.velocity?.y && a.rule == b.rule && a.projected == b.projected && a.restingPlace == b.restingPlace
    }
}

/// The finger path a run played and what it decided.
public struct TimelineDrag: Sendable {
    public var path: FingerPath
    public var events: [TimelineDragEvent]
    /// The views that followed the finger (their names in the timeline).
    public var followed: [String]
}

/// A followed view's state.
struct Follower {
    let view: ViewID
    let core: AnimatorCore.ViewID
    let along: FollowIR.Along
    let driven: [DrivenValueIR]
    /// Translation (points along the gesture's direction) for the driven values' whole range.
    let over: Double
    /// Its model values when the transition starts (cancel returns here) and at its end.
    let startTransform: AffineTransform
    let startAlpha: Double
    let startCenter: CorePoint
    /// The properties its settle animates, with their values at cancel and at finish.
    let targets: [(property: ViewProperty, cancel: AnimatableValue, finish: AnimatableValue)]
    /// At the current touch-down: the centre and the driven values drawn.
    var grabCenter: CorePoint
    var grabDriven: [Double]
    /// The settle's animators (centre, then the rest), while it runs.
    var settle: [PropertyAnimator] = []
}

final class DragSession {
    let driver: CoreDriver
    let path: FingerPath
    let distance: Double
    let axisIsX: Bool
    let duration: Double
    let rule: ReleaseRule
    let completionCurve: CurveIR
    let interruptible: Bool
    /// The rubber band's dimension; nil: no resistance.
    let rubberBand: Double?
    var followers: [Follower]

    enum Phase {
        case idle
        case dragging(touch: Int, p0: Double)
        case settling(finish: Bool, end: Double)
        case done(finish: Bool, at: Double)
    }
    private(set) var phase = Phase.idle
    private var progress = 0.0
    private var nextEvent = 0
    private let pathEvents: [(time: Double, touch: Int, down: Bool)]
    private(set) var events: [TimelineDragEvent] = []
    private(set) var timelineEvents: [TimelineEvent] = []
    private(set) var notes: [String] = []

    init(driver: CoreDriver, path: FingerPath, interaction: InteractionIR, distance: Double, duration: Double,
         followers: [Follower], rubberBand: Double?) {
        self.driver = driver
        self.path = path
        self.distance = distance
        self.axisIsX = interaction.axis == .x
        self.duration = duration
        self.followers = followers
        self.rubberBand = rubberBand
        self.completionCurve = interaction.completionCurve
        let c = interaction.continuous
        interruptible = c?.interruptible ?? false
        rule = Run.rule(of: interaction)
        pathEvents = path.downsAndLifts
        driver.start(interactive: true)
    }

    /// The transition's progress drawn (the coordinated animator's, or the gesture's when no
    /// track scrubs).
    var fraction: Double { driver.coordinated == nil ? progress : driver.fraction }

    /// When `completeTransition` is called, once known.
    var completion: (finish: Bool, time: Double)? {
        switch phase {
        case .done(let f, let t): return (f, t)
        case .settling(let f, let end): return (f, end)
        default: return nil
        }
    }

    /// Plays the path up to `time` (never backwards).
    func advance(to time: Double) {
        while nextEvent < pathEvents.count, pathEvents[nextEvent].time <= time {
            let e = pathEvents[nextEvent]
            nextEvent += 1
            settleIfDone(by: e.time)
            moveFinger(to: e.time)
            driver.advance(to: e.time)
            if e.down { touchDown(e.touch, at: e.time) } else { lift(e.touch, at: e.time) }
        }
        settleIfDone(by: time)
        moveFinger(to: time)
        driver.advance(to: time)
    }

    private func settleIfDone(by time: Double) {
        if case .settling(let finish, let end) = phase, end <= time {
            phase = .done(finish: finish, at: end)
        }
    }

    // MARK: The finger

    private func along(_ p: CorePoint) -> Double { axisIsX ? p.x : p.y }

    private func moveFinger(to time: Double) {
        guard case .dragging(let k, let p0) = phase else { return }
        let t = path.touches[k].translation(at: time)
        let sign: Double = distance < 0 ? -1 : 1
        let magnitude = abs(distance)
        progress = magnitude > 0 ? min(max(p0 + along(t) / distance, 0), 1) : 0
        driver.interaction?.update(progress)
        // The translation along the axis, resisted past the ends (in screen points).
        var axisT = along(t)
        if let d = rubberBand, magnitude > 0 {
            let atStart = -p0 * distance, atEnd = (1 - p0) * distance
            axisT = RubberBand.clamp(axisT, lower: min(atStart, atEnd), upper: max(atStart, atEnd), dimension: d)
        }
        let scene = driver.timeline.scene
        for f in followers {
            var offset = CorePoint(x: axisIsX ? axisT : 0, y: axisIsX ? 0 : axisT)
            if f.along == .both { if axisIsX { offset.y = t.y } else { offset.x = t.x } }
            scene.setValueWithoutAnimation(.point(CorePoint(x: f.grabCenter.x + offset.x, y: f.grabCenter.y + offset.y)), for: .center, of: f.core)
            // Driven values move with the translation along the gesture's direction.
            let travel = along(t) * sign
            var scale: Double?
            for (i, d) in f.driven.enumerated() {
                let lo = min(d.from, d.to), hi = max(d.from, d.to)
                let v = min(max(f.grabDriven[i] + (d.to - d.from) * travel / f.over, lo), hi)
                switch d.kind {
                case .scale: scale = v
                case .alpha: scene.setValueWithoutAnimation(.number(v), for: .alpha, of: f.core)
                }
            }
            if let s = scale {
                scene.setValueWithoutAnimation(.transform(AffineTransform(scaleX: s, y: s).concatenating(f.startTransform)), for: .transform, of: f.core)
            }
        }
    }

    private func touchDown(_ k: Int, at time: Double) {
        switch phase {
        case .idle:
            grab(k, at: time, p0: 0)
            events.append(TimelineDragEvent(kind: .touch, time: time, progress: 0))
            timelineEvents.append(TimelineEvent(name: "touch", time: time, value: 0))
        case .settling where interruptible:
            // Caught mid-flight: every animator paused where it is drawn.
            driver.interaction?.pause()
            let p = driver.interaction?.percentComplete ?? progress
            for i in followers.indices {
                for a in followers[i].settle { try? a.pauseAnimation() }
                for a in followers[i].settle { a.stopAnimation(true) }
                followers[i].settle = []
            }
            grab(k, at: time, p0: p)
            events.append(TimelineDragEvent(kind: .grab, time: time, progress: p))
            timelineEvents.append(TimelineEvent(name: "grab", time: time, value: p))
        case .settling, .done:
            events.append(TimelineDragEvent(kind: .ignored, time: time, progress: fraction))
            notes.append("touch at \(format(time)) s ignored: \(isDone ? "the transition has completed" : "the transition settles and is not interruptible (interruptible: true catches it)")")
        case .dragging:
            break
        }
    }

    private var isDone: Bool { if case .done = phase { return true } else { return false } }

    /// Starts touch `k` from progress `p0`: each follower's centre and driven values as drawn now.
    private func grab(_ k: Int, at time: Double, p0: Double) {
        progress = p0
        let scene = driver.timeline.scene
        for i in followers.indices {
            let f = followers[i]
            let model = scene.model(of: f.core)
            followers[i].grabCenter = model.center
            followers[i].grabDriven = f.driven.map { d in
                switch d.kind {
                case .alpha: return model.alpha
                case .scale:
                    let t = model.transform, s = f.startTransform
                    let ratio = abs(t.a * t.d - t.b * t.c) / max(abs(s.a * s.d - s.b * s.c), 1e-12)
                    return ratio.squareRoot()
                }
            }
        }
        phase = .dragging(touch: k, p0: p0)
    }

    private func lift(_ k: Int, at time: Double) {
        guard case .dragging(let current, _) = phase, current == k else { return }
        let touch = path.touches[k]
        let v = touch.releaseVelocity
        let sign: Double = distance < 0 ? -1 : 1
        let p = progress
        let (finish, reason, decision) = Run.decide(rule, progress: p, velocity: along(v) * sign, distance: abs(distance))
        var ruleName = "threshold"
        if case .project = rule { ruleName = "project" }
        events.append(TimelineDragEvent(kind: .release, time: time, progress: p, velocity: (v.x, v.y), rule: ruleName,
                                        projected: decision.projected, restingPlace: decision.restingPlace))
        timelineEvents.append(TimelineEvent(name: "release", time: time, value: p))
        notes.append("released at \(format(time)) s, progress \(format(p)), velocity (\(format(v.x)), \(format(v.y))) pt/s: \(reason) → \(finish ? "finish" : "cancel")")
        // The tracks: UIKit's percent-driven finish or cancel.
        let remaining = max((finish ? 1 - p : p) * duration, 0)
        let curve = completionCurve.timingCurve(duration: remaining)
        let velocity = PercentDrivenInteraction.releaseVelocity(pointsPerSecond: along(v), gestureDistance: distance)
        driver.interaction?.timingCurve = curve
        if finish { driver.interaction?.finish(releaseVelocity: velocity) } else { driver.interaction?.cancel(releaseVelocity: velocity) }
        var end = driver.scheduledEnd ?? time
        // Each follower: from where it is drawn to its end or start, the centre with the finger's
        // velocity (per view: along the way left, in remaining distances per second).
        let scene = driver.timeline.scene
        for i in followers.indices {
            let f = followers[i]
            let model = scene.model(of: f.core)
            let fingerV = CorePoint(x: axisIsX || f.along == .both ? v.x : 0, y: !axisIsX || f.along == .both ? v.y : 0)
            var animators: [PropertyAnimator] = []
            for (j, target) in f.targets.enumerated() {
                let to = finish ? target.finish : target.cancel
                var timing = curve
                if j == 0, case .spring(let s) = curve, let c = to.point {
                    timing = .spring(s.withInitialVelocity(VelocityHandOff.normalized(velocity: fingerV, from: model.center, to: c)))
                }
                // The centre on its own animator (its spring carries the velocity), the rest on one.
                if j <= 1 { animators.append(PropertyAnimator(timeline: driver.timeline, duration: max(remaining, 1e-9), timing: timing)) }
                try? animators[animators.count - 1].addTrack(view: f.core, property: target.property, to: to)
            }
            for a in animators { try? a.startAnimation(); if let e = a.scheduledEndTime { end = max(end, e) } }
            followers[i].settle = animators
        }
        phase = .settling(finish: finish, end: max(end, time))
    }
}

extension Run {
    /// The followers of an interaction: their tracks are taken out of `groups` (they hold while
    /// the finger is down and are played by the follower's settle instead).
    /// The translation over which a followed view's driven values go from their first number to
    /// their second (`over`, else the gesture's distance), in points: 1 when it is not a positive
    /// finite number.
    static func drivenDistance(_ f: FollowIR, distance: Double, evaluator: Evaluator, in scene: Scene) -> Double {
        let over = f.over.map { abs(evaluator.evaluate($0, in: scene).number) } ?? abs(distance)
        return over > 0 && over.isFinite ? over : 1
    }

    static func followers(_ interaction: InteractionIR, groups: inout [ResolvedGroup], start: Scene, end: Scene,
                          evaluator: Evaluator, distance: Double) -> [Follower] {
        guard let follow = interaction.continuous?.follow, !follow.isEmpty else { return [] }
        var result: [Follower] = []
        for f in follow where start.contains(f.view) {
            var props: Set<Property> = []
            for g in groups.indices {
                for p in groups[g].properties where p.view == f.view { props.insert(p.property) }
                groups[g].properties.removeAll { $0.view == f.view }
            }
            let over = Self.drivenDistance(f, distance: distance, evaluator: evaluator, in: start)
            let s = start[f.view].props, e = end[f.view].props
            // The centre first (its animator carries the velocity), then the size, transform and
            // alpha, then what else its tracks animate.
            var targets: [(ViewProperty, AnimatableValue, AnimatableValue)] = [
                (.center, .point(s.center), .point(e.center)),
                (.bounds, .rect(CoreRect(x: 0, y: 0, width: s.size.width, height: s.size.height)), .rect(CoreRect(x: 0, y: 0, width: e.size.width, height: e.size.height))),
                (.transform, .transform(s.transform), .transform(e.transform)),
                (.alpha, .number(s.alpha), .number(e.alpha)),
            ]
            for p in props.sorted() where ![.frame, .center, .transform, .alpha].contains(p) {
                guard let cp = CoreDriver.coreProperty(p) else { continue }
                targets.append((cp, CoreDriver.coreValue(start.value(of: f.view, p), p), CoreDriver.coreValue(end.value(of: f.view, p), p)))
            }
            result.append(Follower(view: f.view, core: AnimatorCore.ViewID(rawValue: f.view.rawValue), along: f.along, driven: f.driven,
                                   over: over, startTransform: s.transform, startAlpha: s.alpha,
                                   startCenter: s.center, targets: targets.map { ($0.0, $0.1, $0.2) },
                                   grabCenter: s.center, grabDriven: f.driven.map(\.from)))
        }
        return result
    }
}

extension Interpreter {
    /// The interaction a `--drag` run plays, or why it cannot be played.
    static func dragInteraction(_ t: TransitionIR, _ opIR: OperationIR, _ options: RunOptions) throws -> InteractionIR {
        guard let i = opIR.interaction else {
            throw RunError.notInteractive(transition: t.name, operation: opIR.operation,
                                          interactive: t.operations.filter { $0.interaction != nil && $0.branch != nil }.map(\.operation))
        }
        guard options.scrub == nil else { throw RunError.invalidOption("--drag and --scrub are two scenarios: give one") }
        guard options.animated else { throw RunError.invalidOption("--drag cannot be combined with --not-animated") }
        guard let path = options.drag, !path.touches.isEmpty else { throw RunError.invalidOption("--drag needs at least one sample") }
        return i
    }
}

extension Run {
    /// The rubber band's dimension (`resistance: rubberBand`, the container's size along the axis
    /// unless written), nil without resistance.
    func rubberBandDimension(_ interaction: InteractionIR, in scene: Scene) -> Double? {
        guard case .rubberBand(let d)? = interaction.continuous?.resistance else { return nil }
        let value = d.map { evaluator.evaluate($0, in: scene).number } ?? (interaction.axis == .x ? scene.width : scene.height)
        return value.isFinite && value > 0 ? value : nil
    }

    /// The continuous model, evaluated when the operation starts, as the HTML player's mouse drag
    /// plays it (Docs/PREVIEW.md): the followed views by their timeline names, their driven values,
    /// the release rule, the rubber band and the detents. nil for a percent-driven interaction.
    func playerModel(of i: InteractionIR, distance: Double, operation: TransitionCompiler.Operation) -> TimelineGesture.Continuous? {
        guard let c = i.continuous else { return nil }
        let follow = c.follow.map { f -> TimelineGesture.Follower in
            let scale = f.driven.first { $0.kind == .scale }.map { ($0.from, $0.to) }
            let alpha = f.driven.first { $0.kind == .alpha }.map { ($0.from, $0.to) }
            return TimelineGesture.Follower(view: t.views[f.view.rawValue].displayName(in: operation), alongAxisOnly: f.along == .axis,
                                            scale: scale, alpha: alpha, over: Self.drivenDistance(f, distance: distance, evaluator: evaluator, in: scene))
        }
        var rate: Double?
        if case .project(let r) = c.release { rate = r }
        return TimelineGesture.Continuous(follow: follow, projectRate: rate, velocityRule: c.velocityRule,
                                          rubberBand: rubberBandDimension(i, in: scene), detents: c.detents)
    }

    /// Plays a finger path (DragSession): once to learn when it completes, then again for the
    /// samples (the sampler is called with increasing times).
    mutating func playDrag(_ interaction: InteractionIR, path: FingerPath, groups: [ResolvedGroup], start: Scene, end: Scene,
                           duration: Double) throws -> (outcome: Timeline.Outcome, endTime: Double, sampler: (Double) -> (Double, Scene), drag: TimelineDrag) {
        events.append(TimelineEvent(name: "start", time: 0))
        let distance = evaluator.gestureDistance(interaction, in: start)
        var scrubbed = groups
        let followers = Run.followers(interaction, groups: &scrubbed, start: start, end: end, evaluator: evaluator, distance: distance)
        let rubberBand = rubberBandDimension(interaction, in: start)
        let frozen = (groups: scrubbed, followers: followers)
        func session() -> DragSession {
            let driver = CoreDriver(start: start, groups: frozen.groups, duration: duration)
            for f in frozen.followers {
                for p in [Property.frame, .transform, .alpha] { driver.animated.append((f.view, p)) }
                for t in f.targets.dropFirst(4) {
                    if let p = Property.allCases.first(where: { CoreDriver.coreProperty($0) == t.property }) { driver.animated.append((f.view, p)) }
                }
            }
            return DragSession(driver: driver, path: path, interaction: interaction, distance: distance, duration: duration,
                               followers: frozen.followers, rubberBand: rubberBand)
        }
        let probe = session()
        probe.advance(to: path.endTime)
        guard let done = probe.completion else {
            throw RunError.invalidOption("--drag must lift the finger at the end (a last sample TIME:up): the transition completes only after a release")
        }
        events += probe.timelineEvents
        events.append(TimelineEvent(name: done.finish ? "finish" : "cancel", time: done.time))
        notes += probe.notes
        if let last = path.touches.last, last.samples.first.map({ $0.time > done.time }) == true {
            notes.append("the path goes on after the transition completed at \(format(done.time)) s")
        }
        let player = session()
        let names = followers.map { t.views[$0.view.rawValue].displayName(in: operation) }
        return (done.finish ? .finished : .cancelled, done.time,
                { time in
                    player.advance(to: time)
                    return (player.fraction, player.driver.presentation())
                },
                TimelineDrag(path: path, events: probe.events, followed: names))
    }
}

extension Run {
    /// The release rule an interaction writes (Docs/LANGUAGE.md, "Interaction").
    static func rule(of interaction: InteractionIR) -> ReleaseRule {
        let c = interaction.continuous
        if case .project(let rate)? = c?.release { return .project(rate: rate) }
        return .threshold(finishAt: interaction.finishAt, finishVelocity: (c?.velocityRule ?? true) ? interaction.finishVelocity : nil)
    }

    /// An interaction's release at progress `p` with `velocity` (points per second along the
    /// gesture's direction): whether it finishes, and why in words.
    static func decide(_ interaction: InteractionIR, progress p: Double, velocity: Double, distance: Double) -> (Bool, String) {
        let (finish, reason, _) = decide(rule(of: interaction), progress: p, velocity: velocity, distance: distance)
        return (finish, reason)
    }

    static func decide(_ rule: ReleaseRule, progress p: Double, velocity: Double, distance: Double) -> (Bool, String, ReleaseRule.Decision) {
        let decision = rule.decide(progress: p, velocity: velocity, distance: distance)
        let finish = decision.finishes
        switch rule {
        case .threshold(let finishAt, let fv):
            let reason = decision.byVelocity
                ? "|velocity| \(format(abs(velocity))) pt/s ≥ finishVelocity \(format(fv ?? 0)) \(finish ? "along" : "against") the gesture"
                : "progress \(format(p)) \(finish ? "≥" : "<") finishAt \(format(finishAt))" + (fv == nil ? " (velocity rule off)" : "")
            return (finish, reason, decision)
        case .project:
            return (finish, "projected \(format(p)) + \(format(decision.travel)) pt ÷ \(format(distance)) pt = \(format(decision.projected)); nearest resting place \(format(decision.restingPlace))", decision)
        }
    }
}
