import AnimatorCore
import TransitionCompiler

/// How `transc run` plays an operation.
public struct RunOptions: Sendable {
    /// nil: the context's first operation that has a custom animation.
    public var operation: Operation?
    /// Frames per second of the sampling grid.
    public var fps: Double
    /// Sample exactly at these seconds instead of on the frame grid.
    public var sampleTimes: [Double]?
    /// false: the `isAnimated == false` path.
    public var animated: Bool
    /// The interactive scenario (`--scrub P --release-velocity V`).
    public var scrub: Scrub?
    /// The device settings to play under (Reduce Motion, layout direction, appearance).
    public var settings: DeviceSettings
    /// A scripted finger (`--drag`; DragPlay.swift).
    public var drag: FingerPath?

    public struct Scrub: Sendable, Equatable {
        /// Progress the gesture reaches, 0...1.
        public var progress: Double
        /// Points per second along the gesture's axis (positive: towards positive coordinates).
        public var releaseVelocity: Double
        public init(progress: Double, releaseVelocity: Double) {
            self.progress = progress
            self.releaseVelocity = releaseVelocity
        }
    }

    public init(operation: Operation? = nil, fps: Double = 60, sampleTimes: [Double]? = nil,
                animated: Bool = true, scrub: Scrub? = nil, settings: DeviceSettings = .standard) {
        self.operation = operation
        self.settings = settings
        self.fps = fps
        self.sampleTimes = sampleTimes
        self.animated = animated
        self.scrub = scrub
    }
}

/// A problem with running a (checked) transition: reported with exit status 1.
public enum RunError: Error, Equatable, CustomStringConvertible {
    case operationNotInContext(transition: String, operation: Operation, context: ContextKind)
    case systemOperation(transition: String, operation: Operation, custom: [Operation])
    /// Under Reduce Motion the operation is UIKit's default animation (`reduceMotion: system`).
    case reducedToSystem(transition: String, operation: Operation)
    case noCustomOperation(transition: String)
    case notInteractive(transition: String, operation: Operation, interactive: [Operation])
    case invalidOption(String)
    /// The frame grid of a run would hold more than `Interpreter.frameBudget` frames.
    case tooManyFrames(frames: Int, endTime: Double, fps: Double, budget: Int)
    /// An `--at` time later than the run's end plus `Interpreter.maxTimePastEnd`.
    case timeTooLate(time: Double, endTime: Double, limit: Double)

    public var description: String {
        switch self {
        case .operationNotInContext(let t, let op, let ctx):
            let ops = ctx.operations.map(\.rawValue).joined(separator: ", ")
            return "transition '\(t)' has no '\(op.rawValue)' operation: a \(ctx.rawValue) transition has \(ops)"
        case .systemOperation(let t, let op, let custom):
            let hint = custom.isEmpty ? "" : "; try --op \(custom.map(\.rawValue).joined(separator: " or --op "))"
            return "'\(op.rawValue)' of transition '\(t)' is UIKit's system animation (no custom animation to run)\(hint)"
        case .reducedToSystem(let t, let op):
            return "with Reduce Motion on, '\(op.rawValue)' of transition '\(t)' is UIKit's default animation (reduceMotion: system): no custom animation to run; drop --reduce-motion to see its own"
        case .noCustomOperation(let t):
            return "transition '\(t)' has no custom animation to run: every operation is UIKit's system animation"
        case .notInteractive(let t, let op, let interactive):
            let hint = interactive.isEmpty ? "the spec has no `interactive:` section"
                : "interactive operations: \(interactive.map(\.rawValue).joined(separator: ", "))"
            return "cannot scrub '\(op.rawValue)' of transition '\(t)': it is not interactive (\(hint))"
        case .invalidOption(let m):
            return m
        case .tooManyFrames(let n, let end, let fps, let budget):
            let most = Int(min(1e9, (Double(budget - 2) / max(end, 1e-9)).rounded(.down)))
            return "the run lasts \(format(end)) s: at \(format(fps)) fps that is \(n) frames, more than the \(budget) a run samples; "
                + "lower --fps (at most \(most) for this run) or sample chosen times with --at"
        case .timeTooLate(let time, let end, let limit):
            return "--at \(format(time)) is far past the run's end (\(format(end)) s): times up to \(format(limit)) s are accepted "
                + "(any time from the end on shows the end state)"
        }
    }
}

public enum Interpreter {
    /// Seconds the interactive scenario holds still between the scrub and the release.
    public static let pauseDuration = 0.1

    /// The most frames one run samples (every frame holds every view's state, ~0.6 kB): 100,000
    /// is 27 min at 60 fps or 10 s at the CLI's 10,000 fps ceiling. Beyond it the run is refused
    /// (never truncated) so memory and time stay bounded.
    public static let frameBudget = 100_000
    /// `--at` times may lie this many seconds past the run's end (they show the end state); a
    /// later time is a mistake (a typo, milliseconds for seconds) and is refused.
    public static let maxTimePastEnd = 10.0

    /// Throws when `time` is more than `maxTimePastEnd` after a run ending at `endTime` (a time
    /// between the end and that bound shows the end state).
    public static func checkTime(_ time: Double, endTime: Double) throws {
        let limit = endTime + maxTimePastEnd
        if time > limit { throw RunError.timeTooLate(time: time, endTime: endTime, limit: limit) }
    }

    /// The times a run samples: `--at`'s sorted and without duplicates, or the grid 0, 1/fps, …
    /// plus the exact end time. Throws when the grid exceeds `frameBudget` or a time is too late.
    static func sampleTimes(_ options: RunOptions, endTime: Double) throws -> [Double] {
        if let at = options.sampleTimes {
            for time in at { try checkTime(time, endTime: endTime) }
            let times = Array(Set(at)).sorted()
            if times.count > frameBudget {
                throw RunError.invalidOption("--at gives \(times.count) times, more than the \(frameBudget) a run samples")
            }
            return times
        }
        // k/fps <= endTime (+1e-9, as the grid always had) for k in 0...last, plus the end itself
        // when it falls between two grid times. Counted in Double first: no Int overflow.
        let fps = options.fps
        let estimate = ((endTime + 1e-9) * fps).rounded(.down)
        guard estimate + 1 <= Double(frameBudget) else {
            throw RunError.tooManyFrames(frames: estimate < 1e15 ? Int(estimate) + 1 : Int(1e15), endTime: endTime, fps: fps, budget: frameBudget)
        }
        var last = Int(estimate)
        while last > 0 && Double(last) / fps > endTime + 1e-9 { last -= 1 }
        while Double(last + 1) / fps <= endTime + 1e-9 { last += 1 }
        let onGrid = abs(Double(last) / fps - endTime) <= 1e-9
        let count = last + (onGrid ? 1 : 2)
        guard count <= frameBudget else {
            throw RunError.tooManyFrames(frames: count, endTime: endTime, fps: fps, budget: frameBudget)
        }
        var grid = (0...last).map { Double($0) / options.fps }
        if !onGrid { grid.append(endTime) }
        return grid
    }

    /// The operation `transc run` plays when `--op` is not given: the context's first
    /// operation with a custom animation (push, present, forward first).
    public static func defaultOperation(of t: TransitionIR) -> Operation? {
        t.context.operations.first { t.operation($0)?.branch != nil }
    }

    /// Resolves the operation to run, or explains why it cannot be run.
    /// `reduceMotion`: the branch that plays with Reduce Motion on (`reduceMotion:`).
    public static func resolveOperation(_ t: TransitionIR, _ requested: Operation?, reduceMotion: Bool = false) throws -> (OperationIR, BranchIR) {
        let custom = t.context.operations.filter { t.operation($0)?.branch != nil }
        guard let op = requested ?? custom.first else { throw RunError.noCustomOperation(transition: t.name) }
        guard op.context == t.context else {
            throw RunError.operationNotInContext(transition: t.name, operation: op, context: t.context)
        }
        guard let opIR = t.operation(op) else {
            throw RunError.operationNotInContext(transition: t.name, operation: op, context: t.context)
        }
        guard opIR.branch != nil else {
            throw RunError.systemOperation(transition: t.name, operation: op, custom: custom)
        }
        guard let branch = opIR.branch(reduceMotion: reduceMotion) else {
            throw RunError.reducedToSystem(transition: t.name, operation: op)
        }
        return (opIR, branch)
    }

    /// Runs one operation of a checked transition and samples it.
    public static func run(_ t: TransitionIR, options: RunOptions = RunOptions()) throws -> Timeline {
        guard options.fps.isFinite, options.fps > 0 else { throw RunError.invalidOption("--fps must be a positive number") }
        if let times = options.sampleTimes, times.contains(where: { !$0.isFinite || $0 < 0 }) {
            throw RunError.invalidOption("--at times must be non-negative numbers of seconds")
        }
        // Provided lists become their preview's element views (ListExpansion.swift).
        let (t, lists) = ListElements.expand(t)
        let reduceMotion = options.settings.reduceMotion
        let (opIR, branch) = try resolveOperation(t, options.operation, reduceMotion: reduceMotion)
        var interaction: InteractionIR?
        if options.drag != nil {
            interaction = try Interpreter.dragInteraction(t, opIR, options)
            if let i = interaction, let detents = i.continuous?.detents {
                var run = Run(transition: t, branch: branch, operation: opIR.operation, lists: lists, settings: options.settings)
                var timeline = try run.playDetentDrag(i, detents: detents, options: options)
                timeline.settings = options.settings
                // The gesture as evaluated, as for any interaction (what the differential host reads progress by).
                let distance = run.evaluator.gestureDistance(i, in: run.scene)
                timeline.gesture = TimelineGesture(axis: i.axis.rawValue, distance: distance, finishAt: i.finishAt, finishVelocity: i.finishVelocity,
                                                   continuous: run.playerModel(of: i, distance: distance, operation: opIR.operation))
                PresentationHints.apply(to: &timeline, transition: t)
                return timeline
            }
        }
        if let scrub = options.scrub {
            guard let i = opIR.interaction else {
                throw RunError.notInteractive(transition: t.name, operation: opIR.operation,
                                              interactive: t.operations.filter { $0.interaction != nil && $0.branch != nil }.map(\.operation))
            }
            guard scrub.progress.isFinite, scrub.releaseVelocity.isFinite else {
                throw RunError.invalidOption("--scrub and --release-velocity must be finite numbers")
            }
            guard options.animated else { throw RunError.invalidOption("--scrub cannot be combined with --not-animated") }
            guard i.continuous?.needsFinger != true else {
                throw RunError.invalidOption("'\(opIR.operation.rawValue)' of '\(t.name)' plays a finger (follow, resistance, release or interruptible): give it a path with --drag \"0:0,0 0.2:0,150 0.25:up\" instead of --scrub")
            }
            interaction = i
        }
        var run = Run(transition: t, branch: branch, operation: opIR.operation, lists: lists, settings: options.settings)
        var timeline = try run.play(options: options, interaction: interaction)
        timeline.settings = options.settings
        if reduceMotion { timeline.notes.insert("Reduce Motion on: reduceMotion: \(opIR.reduceMotionChoice.description) plays", at: 0) }
        PresentationHints.apply(to: &timeline, transition: t)
        if let i = opIR.interaction {
            let distance = run.evaluator.gestureDistance(i, in: run.scene)
            timeline.gesture = TimelineGesture(axis: i.axis.rawValue, distance: distance, finishAt: i.finishAt, finishVelocity: i.finishVelocity,
                                               continuous: run.playerModel(of: i, distance: distance, operation: opIR.operation))
        }
        return timeline
    }
}

/// One playing of a branch: the runtime order of Docs/RUN.md (LANGUAGE-BRIEF's order).
struct Run {
    let t: TransitionIR
    let branch: BranchIR
    let operation: Operation
    let evaluator: Evaluator
    /// Each provided list's element views.
    let lists: ListElements
    /// The model scene (UIKit's model layer values).
    var scene: Scene
    let unborn: [ViewID: SceneNode]
    /// Step 1: the scene before setup (what `restore` steps put back).
    var recorded: Scene
    /// The scene as the presentation began (a custom dismissal's clean-up puts the roots back).
    let beforePresentation: Scene
    var events: [TimelineEvent] = []
    var notes: [String] = []
    /// The finger's velocity handed to a view's animator when the branch starts (DetentDrag.swift).
    var handOff: (view: ViewID, velocity: CorePoint)?

    init(transition: TransitionIR, branch: BranchIR, operation: Operation, lists: ListElements, settings: DeviceSettings = .standard) {
        t = transition
        self.branch = branch
        self.operation = operation
        self.lists = lists
        let setup = SceneBuilder.build(transition, operation: operation, settings: settings,
                                       carried: Run.forwardEnd(transition, before: operation, lists: lists, settings: settings))
        scene = setup.scene
        recorded = setup.scene
        beforePresentation = setup.beforePresentation
        unborn = setup.unborn
        evaluator = setup.evaluator
    }

    /// The scene the forward operation's custom branch leaves once finished, which a backward
    /// operation starts from (Docs/RUN.md): its not-animated path, i.e. every track's end value,
    /// the finish steps and UIKit's clean-up (an animated run ends in the same model state).
    /// nil for a forward operation, or when the forward operation is `system` or absent.
    /// Under Reduce Motion, the forward operation's reduced branch (a crossfade ends where its
    /// branch does; a named branch may not; `system` starts from the preview scene); right to left
    /// and in Dark Mode, as the settings play it.
    static func forwardEnd(_ t: TransitionIR, before operation: Operation, lists: ListElements, settings: DeviceSettings) -> Scene? {
        let forward = operation.opposite
        guard !operation.isForward, let branch = t.operation(forward)?.branch(reduceMotion: settings.reduceMotion) else { return nil }
        var run = Run(transition: t, branch: branch, operation: forward, lists: lists, settings: settings)
        let options = RunOptions(operation: forward, sampleTimes: [0], animated: false, settings: settings)
        guard (try? run.play(options: options, interaction: nil)) != nil else { return nil }
        return run.scene
    }

    // MARK: Steps

    /// A step with its expressions already evaluated (finish and cancel steps are evaluated
    /// with the tracks, after setup and before the explicit starts are set: Docs/LANGUAGE.md,
    /// "When values are read").
    enum Prepared {
        case insert(ViewID, StepIR.Placement)
        case remove(ViewID)
        case set(ViewID, Property, AnimatableValue)
        case restore(ViewID, Property)
    }

    func prepare(_ step: StepIR) -> Prepared? {
        switch step.kind {
        case .insert(let v, let p): return scene.contains(v) ? .insert(v, p) : nil
        case .remove(let v): return scene.contains(v) ? .remove(v) : nil
        case .set(let v, let prop, let e):
            guard scene.contains(v) else { return nil }
            return .set(v, prop, scene.animatable(v, prop, evaluator.written(prop, evaluator.value(e, in: scene), to: v, in: scene)))
        case .restore(let v, let prop): return scene.contains(v) ? .restore(v, prop) : nil
        }
    }

    mutating func execute(_ step: Prepared) {
        switch step {
        case .insert(let v, let placement):
            if v.rawValue < t.views.count, t.views[v.rawValue].kind.isTransient, !scene.inHierarchy(v) {
                SceneBuilder.makeTransient(t.views[v.rawValue], in: &scene, evaluator: evaluator)
                if let tile = lists.tiles[v] { cut(v, tile) }
            }
            scene.insert(v, placement)
        case .remove(let v):
            scene.detach(v)
            // A removed snapshot or overlay is discarded: a later insert makes a fresh one.
            if let fresh = unborn[v] { scene[v] = fresh }
        case .set(let v, let p, let value):
            scene.set(v, p, value)
        case .restore(let v, let p):
            switch p {
            case .frame:
                scene[v].props.center = recorded[v].props.center
                scene[v].props.size = recorded[v].props.size
            default:
                scene.set(v, p, recorded.value(of: v, p))
            }
        }
    }

    /// A division that gave the division rule's fallback, or a number the value rule replaced,
    /// while `what` was evaluated is reported as a warning event (values are read when the
    /// transition starts: time 0).
    mutating func reportFallbacks(_ what: String, at range: SourceRange) {
        let (divisions, values, roots) = (evaluator.fallbacks.count, evaluator.fallbacks.values, evaluator.fallbacks.roots)
        guard divisions + values + roots > 0 else { return }
        let cause = divisions > 0
            ? "a division's result was not a finite number; it gave \(format(DivisionRule.fallback))"
            : roots > 0 ? "a square root's operand was negative; it gave 0"
            : "a number was not finite or beyond ±\(ValueRule.format(ValueRule.limit)); it gave \(format(ValueRule.fallback))"
        events.append(TimelineEvent(name: "non-finite value", time: 0, detail: "\(what), line \(range.start.line): \(cause)"))
        evaluator.fallbacks.reset()
    }

    // MARK: Tracks (step 3)

    /// The branch's animator groups, and its finish steps with their expressions read with the
    /// tracks' (before the explicit starts are set).
    mutating func resolveTracks() -> (groups: [ResolvedGroup], finish: [Prepared]) {
        // Evaluate every expression against the scene setup left.
        struct Pending {
            var view: ViewID; var property: Property; var from: RunValue?; var keys: [(Double, RunValue, CurveIR?)]; var calc: KeyframeCalculation; var fromTo: Bool
            /// Per key, where its keyframe's window starts (the previous keyframe's time), as UIKit's `addKeyframe` takes it.
            var windows: [Double] = []
        }
        var pendingByTrack: [[Pending]] = []
        // A staggered track's elements' start offsets, read after setup like every value.
        var offsets: [Int: [Double]] = [:]
        for (index, track) in branch.tracks.enumerated() {
            var list: [Pending] = []
            guard scene.contains(track.view) else { pendingByTrack.append([]); continue }
            let views = lists.views(track.view)
            if let stagger = track.stagger { offsets[index] = staggerOffsets(stagger, views) }
            switch track.content {
            case .values(let targets):
                for target in targets {
                    // One value for every element, or each element's own (ElementValues.swift).
                    let isList = lists.elements[track.view] != nil
                    let perElement = isList && (target.to.usesElementValues(of: track.view) || target.from?.usesElementValues(of: track.view) == true)
                    let from = perElement ? nil : target.from.map { evaluator.value($0, in: scene) }
                    let to = perElement ? .number(0) : evaluator.value(target.to, in: scene)
                    for (i, view) in views.enumerated() {
                        let own = perElement ? (target.from.map { elementValue($0, list: track.view, views: views, index: i) }, elementValue(target.to, list: track.view, views: views, index: i)) : (from, to)
                        let start = own.0.map { [evaluator, scene] in evaluator.written(target.property, $0, to: view, in: scene) }
                        let end = evaluator.written(target.property, own.1, to: view, in: scene)
                        list.append(Pending(view: view, property: target.property, from: start, keys: [(1, end, nil)], calc: .linear, fromTo: true))
                    }
                }
            case .keyframes(let frames, let calc):
                for property in track.properties {
                    var keys: [(Double, RunValue, CurveIR?)] = []
                    var windows: [Double] = []
                    for (i, f) in frames.enumerated() {
                        for v in f.values where v.property == property {
                            keys.append((f.at, evaluator.written(property, evaluator.value(v.value, in: scene), to: track.view, in: scene), f.curve))
                            windows.append(i > 0 ? frames[i - 1].at : 0)
                        }
                    }
                    list.append(Pending(view: track.view, property: property, from: nil, keys: keys, calc: calc, fromTo: false, windows: windows))
                }
            }
            pendingByTrack.append(list)
            reportFallbacks("track of '\(t.views[track.view.rawValue].displayName(in: operation))'", at: track.range)
        }
        // Finish steps' expressions are read now too, as the emitted code reads them: a finish
        // value is the scene setup left, not the explicit starts (the crossfade's restored
        // opacities rely on it).
        var finish: [Prepared] = []
        for step in branch.finish {
            if let p = prepare(step) { finish.append(p) }
            reportFallbacks("finish step", at: step.range)
        }
        // Explicit `from` values are set now, and so is a keyframe track's value at 0 (its
        // explicit start, as the emitted code sets it): a cancelled track returns there.
        for list in pendingByTrack {
            for p in list {
                if let from = p.from { scene.set(p.view, p.property, scene.animatable(p.view, p.property, from)) }
                if !p.fromTo, let first = p.keys.first, first.0 <= 0 { scene.set(p.view, p.property, scene.animatable(p.view, p.property, first.1)) }
            }
        }
        // Resolve into AnimatorCore values in superview space.
        let threeD = t.transform3DViews
        var resolvedByTrack: [[ResolvedProperty]] = []
        for (index, list) in pendingByTrack.enumerated() {
            let track = branch.tracks[index]
            resolvedByTrack.append(list.map { p in
                var keys: [PlayedKeyframes.Key] = []
                let current = scene.value(of: p.view, p.property)
                if p.fromTo {
                    keys.append(.init(at: 0, value: current, curve: nil, window: nil))
                } else if (p.keys.first?.0 ?? 1) > 0 {
                    keys.append(.init(at: 0, value: current, curve: nil, window: nil))
                }
                for (i, k) in p.keys.enumerated() {
                    keys.append(.init(at: k.0, value: scene.animatable(p.view, p.property, k.1), curve: k.2, window: i < p.windows.count ? p.windows[i] : nil))
                }
                // A 3-D value makes the whole track 3-D, and so does a view whose transform is 3-D in
                // any branch of the transition (the emitted code writes transform3D).
                var transform3D = false
                if p.property == .transform, keys.contains(where: { $0.value.transform3D != nil }) || threeD.contains(p.view) {
                    transform3D = true
                    for i in keys.indices { keys[i].value = keys[i].value.as3D }
                }
                let played = PlayedKeyframes.keys(keys, property: p.property, transform3D: transform3D, calculation: p.calc, duration: track.duration)
                return ResolvedProperty(view: p.view, property: p.property, keys: played, calculation: p.calc, isFromTo: p.fromTo)
            })
        }
        let groups = branch.animators.flatMap { g -> [ResolvedGroup] in
            let curve = g.curve.timingCurve(duration: g.duration)
            // A staggered track: one group per element (none for an empty list), each at its offset.
            if g.tracks.count == 1, let i = g.tracks.first, let starts = offsets[i], resolvedByTrack.indices.contains(i) {
                return zip(lists.views(branch.tracks[i].view), starts).map { view, offset in
                    ResolvedGroup(delay: g.delay + offset, duration: g.duration, curve: curve,
                                  properties: resolvedByTrack[i].filter { $0.view == view })
                }
            }
            return [ResolvedGroup(delay: g.delay, duration: g.duration, curve: curve,
                                  properties: g.tracks.flatMap { resolvedByTrack.indices.contains($0) ? resolvedByTrack[$0] : [] })]
        }
        return (groups, finish)
    }

    // MARK: Playing

    mutating func play(options: RunOptions, interaction: InteractionIR?) throws -> Timeline {
        // A list is drawn as its elements: the list itself is no view of the scene.
        let viewIDs = t.views.filter { !$0.isList }.map(\.id).filter { scene.contains($0) }
        let before = states(of: scene, ids: viewIDs)

        // 1–2: record, then setup.
        recorded = scene
        events += VoiceOverEvents.beforeSetup(t, operation: operation)
        events.append(TimelineEvent(name: "setup", time: 0))
        evaluator.fallbacks.reset()
        for step in branch.setup {
            if let p = prepare(step) { execute(p) }
            reportFallbacks("setup step", at: step.range)
        }
        // 3: tracks, finish and cancel expressions.
        let (resolvedGroups, finishSteps) = resolveTracks()
        // A dismissal started by a release (detents) hands the finger's velocity over.
        let groups = handOff.map { Run.handOff(resolvedGroups, view: $0.view, velocity: $0.velocity) } ?? resolvedGroups
        let cancelSteps = branch.cancel.compactMap { prepare($0) }
        // 3b: views turned about an anchor get it now, their position moved with it (Anchors.swift).
        setAnchors()
        let start = scene
        var duration = max(branch.duration.isFinite ? branch.duration : 0, 0)
        // With a staggered list the groups are known now: the branch lasts until the last one
        // ends (an empty list's track has none), as the emitted coordinator does.
        if branch.tracks.contains(where: { $0.stagger != nil }) { duration = max(groups.map { $0.delay + $0.duration }.max() ?? 0, 0) }

        // Every track at its end value (what the model holds once the animators are added).
        let end = Run.endScene(groups, from: start)
        // AnimatorCore has no contentMode: it is set at once when the animation starts.
        var animatedStart = start
        for g in groups { for prop in g.properties where prop.property == .contentMode { animatedStart.set(prop.view, .contentMode, prop.end) } }

        var frames: [TimelineFrame] = []
        var outcome = Timeline.Outcome.finished
        var endTime = duration
        var sampler: (Double) -> (Double, Scene)
        var drag: TimelineDrag?

        if !options.animated || duration <= 0 {
            // isAnimated == false (or nothing to animate): the end state at once.
            scene = end
            events.append(TimelineEvent(name: "finish", time: 0))
            endTime = 0
            sampler = { _ in (1, end) }
            if !options.animated { notes.append("not animated: the end state at once, completeTransition(true)") }
        } else if let interaction, let path = options.drag {
            let played = try playDrag(interaction, path: path, groups: groups, start: animatedStart, end: end, duration: duration)
            outcome = played.outcome
            endTime = played.endTime
            sampler = played.sampler
            scene = outcome == .finished ? end : start
            drag = played.drag
        } else if let interaction, let scrub = options.scrub {
            events.append(TimelineEvent(name: "start", time: 0))
            let p = min(max(scrub.progress, 0), 1)
            if p != scrub.progress { notes.append("scrub progress clamped to \(format(p))") }
            let scrubEnd = p * duration
            let release = scrubEnd + Interpreter.pauseDuration
            events.append(TimelineEvent(name: "pause", time: scrubEnd, value: p))
            events.append(TimelineEvent(name: "release", time: release, value: p))
            let distance = evaluator.gestureDistance(interaction, in: scene)
            let v = scrub.releaseVelocity
            // The release rule of the interaction (ReleaseRule; DragPlay.swift's too).
            let towards = distance.isFinite && distance != 0 ? v * (distance > 0 ? 1 : -1) : 0
            let (finish, reason) = Run.decide(interaction, progress: p, velocity: towards, distance: distance.isFinite ? abs(distance) : 0)
            outcome = finish ? .finished : .cancelled
            notes.append("scrubbed to \(format(p)) in \(format(scrubEnd)) s, paused \(format(Interpreter.pauseDuration)) s, released at \(format(v)) pt/s: \(reason) → \(finish ? "finish" : "cancel")")
            // PercentDrivenInteraction: update while scrubbing, then finish/cancel with the
            // completion curve and the release velocity in gesture distances per second.
            let remaining = abs((finish ? 1.0 : 0.0) - p) * duration
            let completionCurve = interaction.completionCurve.timingCurve(duration: remaining)
            let velocity = PercentDrivenInteraction.releaseVelocity(pointsPerSecond: v, gestureDistance: distance.isFinite ? distance : 0)
            func makeDriver() -> CoreDriver {
                let d = CoreDriver(start: animatedStart, groups: groups, duration: duration)
                d.start(interactive: true)
                return d
            }
            func doRelease(_ d: CoreDriver) {
                d.interaction?.update(p)
                d.advance(to: release)
                d.interaction?.timingCurve = completionCurve
                if finish { d.interaction?.finish(releaseVelocity: velocity) } else { d.interaction?.cancel(releaseVelocity: velocity) }
            }
            let probe = makeDriver()
            doRelease(probe)
            endTime = max(probe.scheduledEnd ?? release, release)
            let driver = makeDriver()
            var released = false
            sampler = { time in
                if time <= scrubEnd {
                    driver.interaction?.update(min(time / duration, p))
                    driver.advance(to: time)
                } else if time <= release {
                    driver.interaction?.update(p)
                    driver.advance(to: time)
                } else {
                    if !released { doRelease(driver); released = true }
                    driver.advance(to: time)
                }
                return (driver.fraction, driver.presentation())
            }
            events.append(TimelineEvent(name: finish ? "finish" : "cancel", time: endTime))
            scene = finish ? end : start
        } else {
            events.append(TimelineEvent(name: "start", time: 0))
            let driver = CoreDriver(start: animatedStart, groups: groups, duration: duration)
            driver.start(interactive: false)
            endTime = driver.scheduledEnd ?? duration
            sampler = { time in
                driver.advance(to: time)
                return (driver.fraction, driver.presentation())
            }
            scene = end
            events.append(TimelineEvent(name: "finish", time: endTime))
        }

        // 5: finish or cancel steps, completeTransition, UIKit's own clean-up.
        let lastAnimated = (0.0, scene)
        // Every end puts the anchors back first, then runs finish or the undo.
        releaseAnchors()
        if outcome == .finished {
            for s in finishSteps { execute(s) }
            events.append(TimelineEvent(name: "completeTransition", time: endTime, value: 1))
            contextCleanUp()
        } else {
            for s in cancelSteps { execute(s) }
            events.append(TimelineEvent(name: "completeTransition", time: endTime, value: 0))
            // A presentation that did not complete ends as a completed dismissal does.
            if operation.isForward { endPresentation() }
        }
        let after = states(of: scene, ids: viewIDs)

        // Sampling (bounded before any frame is built: Interpreter.frameBudget).
        var times = try Interpreter.sampleTimes(options, endTime: endTime)
        // A drag's own times are sampled too (every touch, sample and lift up to the end).
        if let drag, options.sampleTimes == nil {
            times = Array(Set(times + drag.path.times.filter { $0 <= endTime })).sorted()
        }
        let finalProgress = outcome == .finished ? 1.0 : 0.0
        for time in times {
            if time > endTime + 1e-9 {
                frames.append(TimelineFrame(time: time, progress: finalProgress, views: after))
            } else if abs(time - endTime) <= 1e-9 {
                frames.append(TimelineFrame(time: time, progress: finalProgress, views: states(of: lastAnimated.1, ids: viewIDs)))
            } else {
                let (progress, s) = sampler(time)
                frames.append(TimelineFrame(time: time, progress: progress, views: states(of: s, ids: viewIDs)))
            }
        }

        var timeline = Timeline(transition: t.name, operation: operation, duration: duration, outcome: outcome,
                                events: events, frames: frames, before: before, after: after,
                                containerWidth: scene.width, containerHeight: scene.height,
                                viewNames: viewIDs.map { t.views[$0.rawValue].displayName(in: operation) })
        timeline.endTime = endTime
        timeline.notes = notes
        timeline.relayout = TimelineRelayout.list(branch) { t.views[$0.rawValue].displayName(in: operation) }
        timeline.images = PreviewImages.list(t)
        timeline.animated = options.animated
        if let scrub = options.scrub { timeline.scrub = TimelineScrub(progress: scrub.progress, releaseVelocity: scrub.releaseVelocity) }
        timeline.drag = drag
        return timeline
    }

    /// After `completeTransition(true)` UIKit removes the view it no longer shows: the
    /// `from` view of a navigation, tab or full-screen transition, and on a custom dismissal
    /// the presented view and the presentation controller's dimming view. A custom dismissal's
    /// presentation controller then puts back what the transition changed on the presenting and
    /// presented views (`TransitionIR.outlivingProperties`), as they were when the presentation began.
    /// The clip and corner curve a clipping presentation controller gave the presenting view,
    /// put back as they were when the presentation began (`TransitionIR.clipsPresentingView`).
    mutating func restorePresentingCorners() {
        guard t.context == .modal, t.presentation != nil, t.clipsPresentingView, scene.contains(.sourceRoot),
              beforePresentation.contains(.sourceRoot) else { return }
        let written = t.outlivingProperties(of: .sourceRoot)
        if !written.contains(.clips) { scene[.sourceRoot].props.clips = beforePresentation[.sourceRoot].props.clips }
        if !written.contains(.cornerCurve) { scene[.sourceRoot].props.cornerCurve = beforePresentation[.sourceRoot].props.cornerCurve }
    }

    /// A presentation that kept the presenting view in the container puts it back behind the
    /// container when it ends (`TransitionIR.presentingInContainer`): out of the container, drawn
    /// as the backdrop it is again.
    mutating func returnPresentingView() {
        if t.presentingInContainer { scene.detach(.sourceRoot) }
    }

    mutating func contextCleanUp() {
        let custom = t.context == .modal && t.presentation != nil
        let fromRoot: ViewID = operation.isForward ? .sourceRoot : .destinationRoot
        if custom {
            guard !operation.isForward else { return }
            for root in [ViewID.sourceRoot, .destinationRoot] + t.outlivingProvidedViews where scene.contains(root) && beforePresentation.contains(root) {
                for p in t.outlivingProperties(of: root) { scene.set(root, p, beforePresentation.value(of: root, p)) }
            }
            endPresentation()
            scene.detach(.destinationRoot)
        } else {
            scene.detach(fromRoot)
        }
    }

    static func applyOrder(_ p: Property) -> Int {
        switch p {
        case .frame, .center: return 1
        default: return 0
        }
    }

    /// The scene with every track at its end value (the model after the animations are added).
    static func endScene(_ groups: [ResolvedGroup], from base: Scene) -> Scene {
        var s = base
        var geometry: [ResolvedProperty] = []
        for g in groups {
            for prop in g.properties {
                if Run.applyOrder(prop.property) == 1 { geometry.append(prop); continue }
                s.set(prop.view, prop.property, prop.end)
            }
        }
        for prop in geometry { s.set(prop.view, prop.property, prop.end) }
        return s
    }

    // MARK: States

    func states(of s: Scene, ids: [ViewID]) -> ViewStates {
        let order = s.drawingOrder()
        var position: [ViewID: Int] = [:]
        for (i, id) in order.enumerated() { position[id] = i }
        var out: ViewStates = [:]
        for id in ids {
            let node = s[id]
            let c = s.containerCenter(id)
            let size = id == .container ? Size(width: s.width, height: s.height) : node.props.size
            let frame = TransitionCompiler.Rect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
            let tr = node.props.transform
            let name = t.views[id.rawValue].displayName(in: operation)
            var state = ViewState(frame: frame, alpha: node.props.alpha,
                                  transform: AffineValue(a: tr.a, b: tr.b, c: tr.c, d: tr.d, tx: tr.tx, ty: tr.ty),
                                  cornerRadius: node.props.cornerRadius, backgroundColor: node.props.color.rgba,
                                  hidden: node.props.hidden, zIndex: node.props.zIndex,
                                  inHierarchy: position[id] != nil, order: position[id] ?? -1, label: node.label)
            state.layer = node.props.layerStyle
            state.transform3D = node.props.transform3D?.m
            state.anchor = node.props.anchor.map { AnchorState(x: $0.x, y: $0.y) }
            state.backfaceHidden = node.props.backfaceHidden
            state.perspective = node.props.perspective
            state.imageFill = node.props.imageFill
            state.clip = node.props.clipState
            if case .blur(let style) = t.views[id.rawValue].kind {
                state.blur = BlurState(amount: node.props.blur, style: style.rawValue, isDark: style.isDark)
            }
            state.mask = node.props.mask.map {
                MaskState(frame: TransitionCompiler.Rect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height),
                          cornerRadius: $0.cornerRadius, isEllipse: $0.isEllipse)
            }
            if let parent = node.parent, parent != .container, ids.contains(parent) {
                state.nesting = ViewNesting(superview: t.views[parent.rawValue].displayName(in: operation),
                                            centerX: node.props.center.x, centerY: node.props.center.y)
            }
            out[name] = state
            out[name]?.image = node.image
        }
        return out
    }
}

/// Short number text for notes.
func format(_ v: Double) -> String { NumberFormat.short(v) }
