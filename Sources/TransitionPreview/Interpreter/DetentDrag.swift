import AnimatorCore
import TransitionCompiler

// Drag, then dismiss (`detents:`; Docs/LANGUAGE.md, "Interaction"): while the presented view is
// shown no transition runs; the finger moves the presented view itself along the axis (rubber-
// banding above where it is presented with `resistance: rubberBand`). A release projects the
// momentum (release: project's rate; normal otherwise) and the nearest resting place wins: where
// it is presented (0), a detent, or the dismissal (1). Resting, it springs there through
// `completionCurve` (handed the finger's velocity); dismissing, the `dismiss` branch starts from
// where the view is, its presented view's animator handed the finger's velocity, and plays to
// its end (a dismissal started this way always finishes).

/// The presented view on the finger before the dismissal.
final class DetentSession {
    let timeline = AnimatorCore.Timeline()
    let view: AnimatorCore.ViewID
    let base: CorePoint
    let path: FingerPath
    let axisIsX: Bool
    /// Points per progress 1, signed: the dismissal's direction along the axis.
    let distance: Double
    let places: [Double]
    let rate: Double
    let rubberBand: Double?
    let curve: CurveIR
    let duration: Double

    private enum Phase { case resting, dragging(touch: Int, o0: Double), springing, dismissed }
    private var phase = Phase.resting
    private var nextEvent = 0
    private let pathEvents: [(time: Double, touch: Int, down: Bool)]
    private var spring: PropertyAnimator?
    private(set) var events: [TimelineDragEvent] = []
    private(set) var timelineEvents: [TimelineEvent] = []
    private(set) var notes: [String] = []
    /// The release that starts the dismissal: its time, the offset (points along the dismissal)
    /// and the finger's velocity.
    private(set) var dismissal: (time: Double, offset: Double, velocity: CorePoint)?

    init(center: CorePoint, path: FingerPath, interaction: InteractionIR, distance: Double, detents: [Double],
         rubberBand: Double?, duration: Double) {
        view = timeline.scene.makeView()
        timeline.scene.setValueWithoutAnimation(.point(center), for: .center, of: view)
        base = center
        self.path = path
        axisIsX = interaction.axis == .x
        self.distance = distance
        places = [0] + detents + [1]
        if case .project(let r)? = interaction.continuous?.release { rate = r } else { rate = Projection.normal }
        self.rubberBand = rubberBand
        curve = interaction.completionCurve
        self.duration = duration
        pathEvents = path.downsAndLifts
    }

    private var sign: Double { distance < 0 ? -1 : 1 }
    private func along(_ p: CorePoint) -> Double { axisIsX ? p.x : p.y }

    /// The offset drawn (points along the dismissal's direction from where it is presented).
    var offset: Double { (along(timeline.scene.presentation(of: view).center) - along(base)) * sign }

    private func place(_ o: Double) {
        let d = o * sign
        let c = CorePoint(x: base.x + (axisIsX ? d : 0), y: base.y + (axisIsX ? 0 : d))
        timeline.scene.setValueWithoutAnimation(.point(c), for: .center, of: view)
    }

    func advance(to time: Double) {
        if case .dismissed = phase { return }
        while nextEvent < pathEvents.count, pathEvents[nextEvent].time <= time {
            let e = pathEvents[nextEvent]
            nextEvent += 1
            moveFinger(to: e.time)
            timeline.advance(to: e.time)
            if e.down { touchDown(e.touch, at: e.time) } else { lift(e.touch, at: e.time) }
            if case .dismissed = phase { return }
        }
        moveFinger(to: time)
        timeline.advance(to: time)
    }

    private func moveFinger(to time: Double) {
        guard case .dragging(let k, let o0) = phase else { return }
        var o = o0 + along(path.touches[k].translation(at: time)) * sign
        // Above where it is presented it resists; below it follows (to the dismissal).
        if o < 0, let d = rubberBand { o = RubberBand.displacement(o, dimension: d) }
        place(o)
    }

    private func touchDown(_ k: Int, at time: Double) {
        if let s = spring {
            try? s.pauseAnimation()
            s.stopAnimation(true)
            spring = nil
        }
        let o = offset
        phase = .dragging(touch: k, o0: o)
        let p = o / abs(distance)
        events.append(TimelineDragEvent(kind: .touch, time: time, progress: p))
        timelineEvents.append(TimelineEvent(name: "touch", time: time, value: p))
    }

    private func lift(_ k: Int, at time: Double) {
        guard case .dragging(let current, _) = phase, current == k else { return }
        let v = path.touches[k].releaseVelocity
        let o = offset
        let magnitude = abs(distance)
        let p = o / magnitude
        let decision = ReleaseRule.project(rate: rate).decide(progress: p, velocity: along(v) * sign, distance: magnitude, places: places)
        events.append(TimelineDragEvent(kind: .release, time: time, progress: p, velocity: (v.x, v.y), rule: "project",
                                        projected: decision.projected, restingPlace: decision.restingPlace))
        timelineEvents.append(TimelineEvent(name: "release", time: time, value: p))
        let outcome = decision.restingPlace >= 1 ? "dismiss from here" : decision.restingPlace == 0 ? "rest where presented" : "rest at detent \(format(decision.restingPlace))"
        notes.append("released at \(format(time)) s, offset \(format(o)) pt (progress \(format(p))), velocity (\(format(v.x)), \(format(v.y))) pt/s: projected \(format(p)) + \(format(decision.travel)) pt ÷ \(format(magnitude)) pt = \(format(decision.projected)); nearest resting place \(format(decision.restingPlace)) → \(outcome)")
        if decision.restingPlace >= 1 {
            dismissal = (time, o, v)
            phase = .dismissed
            return
        }
        // Springs to the resting place over the dismissal's duration × the progress left (at
        // least a tenth of it), handed the finger's velocity.
        let target = decision.restingPlace * magnitude
        let span = max(abs(decision.restingPlace - p), 0.1) * duration
        var timing = curve.timingCurve(duration: span)
        if case .spring(let s) = timing {
            timing = .spring(s.withInitialVelocity(VelocityHandOff.normalized(velocity: along(v) * sign, from: o, to: target)))
        }
        let animator = PropertyAnimator(timeline: timeline, duration: max(span, 1e-9), timing: timing)
        let d = target * sign
        try? animator.addTrack(view: view, property: .center,
                               to: .point(CorePoint(x: base.x + (axisIsX ? d : 0), y: base.y + (axisIsX ? 0 : d))))
        try? animator.startAnimation()
        spring = animator
        phase = .springing
    }
}

extension Run {
    /// The groups with the animator that moves `view` (its frame or centre) handed `velocity`:
    /// a spring's initial velocity becomes the velocity along the view's way divided by the way
    /// (VelocityHandOff), for every track the animator carries (UIKit: one timing per animator).
    static func handOff(_ groups: [ResolvedGroup], view: ViewID, velocity: CorePoint) -> [ResolvedGroup] {
        groups.map { g in
            guard case .spring(let s) = g.curve,
                  let moving = g.properties.first(where: { $0.view == view && ($0.property == .frame || $0.property == .center) }),
                  let from = Run.center(of: moving.start), let to = Run.center(of: moving.end) else { return g }
            var copy = g
            copy.curve = .spring(s.withInitialVelocity(VelocityHandOff.normalized(velocity: velocity, from: from, to: to)))
            return copy
        }
    }

    static func center(of value: AnimatableValue) -> CorePoint? {
        if let p = value.point { return p }
        if let r = value.rect { return CorePoint(x: r.x + r.width / 2, y: r.y + r.height / 2) }
        return nil
    }

    /// `--op dismiss --drag` with detents: the presented view on the finger until a release
    /// dismisses it, then the branch from there (shifted to start at that release).
    mutating func playDetentDrag(_ interaction: InteractionIR, detents: [Double], options: RunOptions) throws -> Timeline {
        guard let path = options.drag else { throw RunError.invalidOption("--drag needs samples") }
        let presented = ViewID.destinationRoot
        let distance = evaluator.gestureDistance(interaction, in: scene)
        guard distance.isFinite, distance != 0 else { throw RunError.invalidOption("the gesture's distance is 0 in this scene") }
        var rubberBand: Double?
        if case .rubberBand(let d)? = interaction.continuous?.resistance {
            let value = d.map { evaluator.evaluate($0, in: scene).number } ?? (interaction.axis == .x ? scene.width : scene.height)
            rubberBand = value.isFinite && value > 0 ? value : nil
        }
        let base = scene
        let center = base[presented].props.center
        let duration = max(branch.duration.isFinite ? branch.duration : 0, 0)
        func session() -> DetentSession {
            DetentSession(center: center, path: path, interaction: interaction, distance: distance, detents: detents,
                          rubberBand: rubberBand, duration: duration)
        }
        let probe = session()
        probe.advance(to: path.endTime)
        guard let start = probe.dismissal else {
            throw RunError.invalidOption("--drag never dismisses: the presented view rests at \(format(probe.offset / abs(distance))) of the dismissal when the path ends; release it past the last detent (a fast flick down) to start the dismissal")
        }
        // The branch, from where the finger left the presented view, with its velocity.
        var inner = self
        let d = start.offset * (distance < 0 ? -1 : 1)
        inner.scene[presented].props.center = CorePoint(x: center.x + (interaction.axis == .x ? d : 0), y: center.y + (interaction.axis == .x ? 0 : d))
        inner.handOff = (presented, start.velocity)
        var innerOptions = RunOptions(operation: operation, fps: options.fps, sampleTimes: [0], settings: options.settings)
        var probeRun = inner
        let length = try probeRun.play(options: innerOptions, interaction: nil).endTime
        let endTime = start.time + length
        var times = try Interpreter.sampleTimes(RunOptions(fps: options.fps, sampleTimes: options.sampleTimes), endTime: endTime)
        if options.sampleTimes == nil { times = Array(Set(times + path.times.filter { $0 <= endTime })).sorted() }
        innerOptions.sampleTimes = times.filter { $0 >= start.time }.map { $0 - start.time }
        var timeline = try inner.play(options: innerOptions, interaction: nil)
        // Before the release: the presented view on the finger, nothing else moving.
        let viewIDs = t.views.filter { !$0.isList }.map(\.id).filter { base.contains($0) }
        let player = session()
        var early: [TimelineFrame] = []
        for time in times where time < start.time {
            player.advance(to: time)
            var s = base
            let o = player.offset * (distance < 0 ? -1 : 1)
            s[presented].props.center = CorePoint(x: center.x + (interaction.axis == .x ? o : 0), y: center.y + (interaction.axis == .x ? 0 : o))
            early.append(TimelineFrame(time: time, progress: 0, views: states(of: s, ids: viewIDs)))
        }
        timeline.frames = early + timeline.frames.map { TimelineFrame(time: $0.time + start.time, progress: $0.progress, views: $0.views) }
        let shifted = timeline.events.map { TimelineEvent(name: $0.name, time: $0.time + start.time, value: $0.value, detail: $0.detail) }
        timeline.events = probe.timelineEvents + shifted
        timeline.events.sort { $0.time < $1.time }
        timeline.before = states(of: base, ids: viewIDs)
        timeline.endTime = endTime
        timeline.notes = probe.notes + ["the dismissal starts at \(format(start.time)) s from where the finger left the presented view; touches after it are ignored"] + timeline.notes
        timeline.drag = TimelineDrag(path: path, events: probe.events, followed: [t.views[presented.rawValue].displayName(in: operation)])
        return timeline
    }
}
