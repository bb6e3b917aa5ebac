import TransitionCompiler

/// Lowers one `BranchIR` to the animator method `make<Op>Animator(using:)`, which follows the
/// brief's order: bind the views (a missing one completes the transition at once), record what
/// cancellation restores, run setup, evaluate the tracks' values, build one
/// `UIViewPropertyAnimator` per `AnimatorGroup`, and coordinate them with the completion that
/// runs `finish` or `cancel` and calls `completeTransition(!transitionWasCancelled)`.
struct BranchLowering {
    let ir: TransitionIR
    let names: TransitionNames
    let branch: BranchIR
    /// Interpolation helpers the branch needs (by Swift type name), emitted once per file.
    var interpolatedTypes: Set<String> = []
    /// The locals holding a sampled keyframe curve's fractions (KeyframeLowering), by fractions.
    var sampledFractions: [[Double]: SwiftIdentifier] = [:]
    /// The Swift types of the values guarded by the value rule (`guardedValue` overloads).
    var guardedTypes: Set<String> { guards.types }
    private let guards = GuardedTypes()

    // The file's functions and the standard library's the lowering calls are never shadowed by a local.
    var scope = NameScope(reserved: ["transitionContext", "containerView", "animator", "self", "super", SharedDecls.finiteQuotient,
                                     ContentGeometryLowering.aspectRect, ContentGeometryLowering.preferredSize,
                                     SharedDecls.guardedValue,
                                     StaggerLowering.helperName, ListLowering.helperName, AnchorLowering.helperName, ElementLowering.helperName, TilesLowering.helperName, "zip", "min", "max", "stride", "interpolate",
                                     "piece", "fraction"])
    var viewVars = ViewMap<SwiftIdentifier>()
    private var stems: ViewStems
    private var controllerVars: [Side: SwiftIdentifier] = [:]
    /// The transient views made so far (a flag by id: a hashed set cost three hashes per view).
    private var declaredTransients = ViewMap<Bool>()
    private var originals: [String: SwiftIdentifier] = [:]
    /// The hidden view each animated shadow/border property follows ("view.property" -> local).
    private var followers: [String: SwiftIdentifier] = [:]
    /// True while writing an animator's block: followed layer properties go to their follower.
    var inAnimations = false
    /// Views given a 3-D transform in any branch of the transition: all their transform writes use `transform3D`.
    private var threeDViews: Set<ViewID> = []
    /// Whether `id` is one of `threeDViews`, not hashed when there are none (almost always).
    func is3D(_ id: ViewID) -> Bool { !threeDViews.isEmpty && threeDViews.contains(id) }
    /// True while lowering a transform value for one of `threeDViews` (built as CATransform3D).
    private var transformAs3D = false
    /// The view whose mask shape is being lowered: the shape, in container space, is put in its
    /// coordinates where the value is read (MaskLowering.converted).
    private var maskTarget: ViewID?
    /// The mask view of each view whose mask the branch sets or animates (MaskLowering.swift).
    private var maskViews = ViewMap<SwiftIdentifier>()
    /// Hoisted values: expression id -> local.
    var body: [SwiftStmt] = []
    /// Keyframe ends held in locals (`ExprKey` -> local), read by the keyframes between them.
    private var reuse: [String: SwiftIdentifier] = [:]
    /// Each provided list's loop variable (StaggerLowering.swift): while a statement for every
    /// element is lowered, the list's entry in `viewVars` names it.
    var elementVars = ViewMap<SwiftIdentifier>()
    /// The index variable of each list whose loops number their elements (ElementLowering.swift),
    /// and, while an element's own value is lowered, its list and index.
    var indexVars = ViewMap<SwiftIdentifier>()
    var elementIndex: (list: SwiftIdentifier, index: SwiftIdentifier)?
    /// The incoming side's lists, bound after its view is laid out (`placeIncoming`).
    private var incomingLists: [SwiftCondition] = []
    /// Per staggered track (by index): the local holding its elements' start offsets.
    var staggerOffsets: [Int: SwiftIdentifier] = [:]
    /// The locals holding staggered groups' parts, appended to the coordinator's parts.
    var listParts: [SwiftIdentifier] = []
    /// The branch's `LayoutMirror` (LayoutLowering.swift) when the transition mirrors right to left.
    var layoutVar: SwiftIdentifier?
    /// Whether `mirrored` has read `layoutVar` yet: no part handed over before can mention the
    /// layout, so none is walked for it (a class: `mirrored` does not mutate the lowering).
    private let layoutUse = LayoutUse()
    private final class LayoutUse { var used = false }
    /// Notes a layout read written outside `mirrored` (an anchor's x, AnchorLowering.swift).
    func markLayoutRead() { layoutUse.used = true }
    /// The completion's first statements: the anchors put back (AnchorLowering.swift).
    private var anchorRestores: [SwiftStmt] = []

    private var op: Operation { branch.operation }
    /// The local holding the transition's container view (named once: five places write it).
    static let containerName: SwiftIdentifier = "containerView"
    let container = SwiftExpr.identifier(containerName)
    let context = SwiftExpr.id("transitionContext")

    init(ir: TransitionIR, names: TransitionNames, branch: BranchIR, stems shared: ViewStems? = nil) {
        self.ir = ir
        self.names = names
        self.branch = branch
        stems = shared ?? ViewStems(ir)
        stems.nameRoots(ir, op: branch.operation)
        // A local per view at least: the set of names is sized once, not rehashed as it doubles.
        scope.reserveCapacity(ir.views.count + 64)
    }

    static func rootStem(_ side: Side, _ context: ContextKind, op: Operation) -> String {
        if context == .modal { return side == .destination ? "presented" : "presenting" }
        return side.contextKey(in: op).rawValue
    }

    /// `referencedViews()` when the caller has it already (the delegate asked for it).
    var referenced: [ViewID]?

    /// The views that follow the finger in this branch's interactive operation (FollowLowering).
    var fingerFollow: FollowLowering?

    /// A dismissal a release past the last detent starts: the presented view's spring is handed the finger's velocity.
    var detentHandOff: DetentHandOffLowering?

    /// The branch that plays with Reduce Motion on (`reduceMotion:`): its own function.
    var reducedMotion: ReduceMotionLowering.Variant?

    func functionName() -> SwiftIdentifier {
        SwiftIdentifier("make" + op.typeStem + (reducedMotion == nil ? "" : "ReducedMotion") + "Animator")
    }

    // MARK: The method

    /// Hands the method to `sink` part by part as it is lowered (bound views, setup in runs, the
    /// tracks' values, each property animator, coordination), each part freed once handed over:
    /// the tree of a whole method, built, printed once and freed, was ≈ 60 MB at 15,000 views
    /// and most of emit-swift's page faults (issue 17).
    mutating func lower(into sink: inout some DeclSink) {
        body = []
        layoutUse.used = false
        usage = BodyUsage()
        settled = false
        layoutMayBeRead = ir.mirrorsInRightToLeft && Self.mayReadLayout(ir, branch)
        threeDViews = ir.transform3DViews
        // The opening statements: `containerView`, and the layout when the transition mirrors;
        // each is dropped at the end if the rest of the body never read it.
        var opening: [SwiftStmt] = [.let(Self.containerName, nil, context.dot("containerView"))]
        if ir.mirrorsInRightToLeft {
            let name = scope.allocate("layout")
            layoutVar = name
            opening.append(.let(name, nil, LayoutLowering.make(container)))
        }
        sink.openFunction(SwiftFunction(
            doc: [(reducedMotion.map { "\(op.rawValue) with Reduce Motion on (\($0.description))" } ?? op.rawValue) + ": \(branch.tracks.count) track(s) in \(branch.animators.count) property animator(s), \(SwiftRenderer.number(branch.duration)) s."],
            access: .private, name: functionName(),
            parameters: [SwiftParameter("using", "transitionContext", Build.contextType)],
            returns: .named(TypeNames.coordinator), body: opening))
        bindViews()
        placeIncoming()
        recordOriginals()
        declareMaskViews()
        flush(into: &sink)
        runSetup(into: &sink)
        flush(into: &sink)
        let values = evaluateTracks(into: &sink)
        anchorRestores = setAnchors()
        let groups = buildGroups(values, into: &sink)
        coordinate(groups, values: values)
        flush(into: &sink)
        // What the body never read by its end, it never does.
        if !settled { sink.settleOpening(dropping: droppedAtEnd) }
        sink.closeFunction()
    }

    /// Whether the opening statements were settled (`settleOpening`) before the method's end.
    private var settled = false
    /// Whether a layout read may be written at all (`mayReadLayout`): when not, the layout is
    /// known to go from the start.
    private var layoutMayBeRead = true

    /// Which opening statements go, once known: nil until both are decided (`droppedAtEnd` at
    /// the method's end, when what is not read by then never is).
    /// The layout's name comes from this branch's scope and only `mirrored` writes it, so a
    /// body that never read it does not mention it (no part is walked before the first read).
    /// `containerView` stays if anything after it, the layout included, reads it.
    private var openingDropped: [Int]? {
        guard layoutVar != nil else { return usage.container ? [] : nil }
        if usage.layout { return [] }
        guard !layoutMayBeRead else { return nil }
        // The layout goes; the container stays if anything else read it.
        return usage.container ? [1] : nil
    }

    /// The opening statements the whole body never read.
    private var droppedAtEnd: [Int] {
        guard layoutVar != nil else { return usage.container ? [] : [0] }
        if usage.layout { return [] }
        return usage.container ? [1] : [0, 1]
    }

    /// Whether any value this branch writes or reads goes through `mirrored` (a horizontal
    /// geometry property written, or such a view value read): when none does, the layout is
    /// never read. Conservative: every expression of the branch and of the overlays is looked at.
    static func mayReadLayout(_ ir: TransitionIR, _ branch: BranchIR) -> Bool {
        func readsMirrored(_ e: Expr) -> Bool {
            e.contains { if case .view(_, let value) = $0.kind { return mirrors(value) } else { return false } }
        }
        for steps in [branch.setup, branch.finish, branch.cancel] {
            for step in steps {
                if case .set(_, let p, let e) = step.kind, mirrors(p) || readsMirrored(e) { return true }
                if case .restore(_, let p) = step.kind, mirrors(p) { return true }
            }
        }
        for track in branch.tracks {
            // `forEachProperty`, not `properties`: no array per track.
            var writesMirrored = false
            track.forEachProperty { if mirrors($0) { writesMirrored = true } }
            if writesMirrored || track.anyValue(readsMirrored) { return true }
            if let p = track.stagger?.order.expression, readsMirrored(p) { return true }
        }
        if TilesLowering.readsLayout(ir, branch) { return true }
        for view in ir.views {
            if case .overlay(let color) = view.kind, readsMirrored(color) { return true }
        }
        return AnchorLowering.readsLayout(branch)
    }

    /// What the parts handed over so far read (`flush`): decides the opening statements.
    private struct BodyUsage {
        var container = false
        var layout = false
    }
    private var usage = BodyUsage()

    /// Hands `body` to `sink` and empties it (keeping its capacity).
    mutating func flush(into sink: inout some DeclSink) {
        send(body, into: &sink)
        body.removeAll(keepingCapacity: true)
    }

    /// Hands a part of the method to `sink`, noting whether it read the container or the
    /// layout: every part goes through here (`body`, setup's runs, the start values).
    private mutating func send(_ stmts: [SwiftStmt], into sink: inout some DeclSink) {
        guard !stmts.isEmpty else { return }
        note(stmts)
        settleIfDecided(&sink)
        sink.addBody(stmts)
    }

    /// Puts `head` (a section's comment) before `stmts` the first time the section has any.
    private static func lead(_ stmts: inout [SwiftStmt], with head: inout [SwiftStmt]) {
        guard !stmts.isEmpty, !head.isEmpty else { return }
        stmts.insert(contentsOf: head, at: 0)
        head = []
    }

    /// Notes whether `stmts`, about to be handed over, read the container or the layout.
    private mutating func note(_ stmts: [SwiftStmt]) {
        if !usage.container { usage.container = SwiftUsage.mentions(Self.containerName.text, in: stmts) }
        if let layout = layoutVar, layoutUse.used, !usage.layout { usage.layout = SwiftUsage.mentions(layout.text, in: stmts) }
    }

    /// Settles the opening statements as soon as they are decided, so that the method's text is
    /// not held to its end (at 15,000 views the held text grew the output buffer to 16 MB).
    private mutating func settleIfDecided(_ sink: inout some DeclSink) {
        guard !settled, let dropping = openingDropped else { return }
        settled = true
        sink.settleOpening(dropping: dropping)
    }

    // MARK: 0. Views

    func stem(_ id: ViewID) -> String { stems[id] ?? "view\(id.rawValue)" }

    private func decl(_ id: ViewID) -> ViewDecl? {
        ir.views.indices.contains(id.rawValue) ? ir.views[id.rawValue] : nil
    }

    /// Every view the branch reads or writes, with the views snapshots are made of.
    /// Collected into one set by one walk (no array per sub-expression, one look at each
    /// view's declaration): the walk with arrays was a tenth of emit-swift (issue 17).
    private func referencedViews() -> [ViewID] { Self.referencedViews(ir: ir, branch: branch) }

    static func referencedViews(ir: TransitionIR, branch: BranchIR) -> [ViewID] {
        // Declared views are marked in a table indexed by id (in id order for free); an id
        // without a declaration, which the checker never makes, still goes into a set.
        var marked = [Bool](repeating: false, count: ir.views.count)
        var undeclared = Set<ViewID>()
        var pending: [ViewID] = []
        func visit(_ id: ViewID) {
            guard ir.views.indices.contains(id.rawValue) else { undeclared.insert(id); return }
            guard !marked[id.rawValue] else { return }
            marked[id.rawValue] = true
            switch ir.views[id.rawValue].kind {
            case .snapshot(let of), .imageSnapshot(let of), .tiles(let of, _): pending.append(of)
            case .overlay(let color): collectViews(color, into: &pending)
            default: break
            }
        }
        func drain() { while let id = pending.popLast() { visit(id) } }
        for step in branch.setup { appendStepViews(step, into: &pending); drain() }
        for step in branch.finish { appendStepViews(step, into: &pending); drain() }
        for step in branch.cancel { appendStepViews(step, into: &pending); drain() }
        for track in branch.tracks {
            visit(track.view)
            drain()
            switch track.content {
            case .values(let targets):
                for t in targets {
                    collectViews(t.to, into: &pending)
                    if let from = t.from { collectViews(from, into: &pending) }
                }
            case .keyframes(let frames, _):
                for f in frames { for v in f.values { collectViews(v.value, into: &pending) } }
            }
            drain()
        }
        var out = undeclared.filter { $0.rawValue < 0 }.sorted()
        for (i, isMarked) in marked.enumerated() where isMarked { out.append(ViewID(i)) }
        out += undeclared.filter { $0.rawValue >= 0 }.sorted()
        return out
    }

    /// The views `step` names or reads, appended to `out`.
    private static func appendStepViews(_ step: StepIR, into out: inout [ViewID]) {
        switch step.kind {
        case .insert(let v, let placement):
            out.append(v)
            switch placement {
            case .top: break
            case .above(let s), .below(let s): out.append(s)
            }
        case .remove(let v), .restore(let v, _): out.append(v)
        case .set(let v, _, let e):
            out.append(v)
            collectViews(e, into: &out)
        }
    }

    /// The views `e` reads, in the order of the expression, appended to `out`.
    private static func collectViews(_ e: Expr, into out: inout [ViewID]) {
        if case .view(let id, _) = e.kind { out.append(id) } else { e.forEachOperand { collectViews($0, into: &out) } }
    }

    /// The sides whose root's initial or final frame `e` reads, appended to `out`. Every operand
    /// is looked into (`Expr.forEachOperand`): a read inside a transform step or a mask shape
    /// once went unseen, and the lowering read `CGRect.zero` for it.
    private static func exprReadsFrames(_ e: Expr, _ views: [ViewDecl], into out: inout [Side]) {
        if case .view(let id, let value) = e.kind {
            if value == .initialFrame || value == .finalFrame, views.indices.contains(id.rawValue),
               case .root(let side) = views[id.rawValue].kind { out.append(side) }
            // The presented view controller's preferredContentSize.
            if value == .preferredContentSize { out.append(.destination) }
        } else {
            e.forEachOperand { exprReadsFrames($0, views, into: &out) }
        }
    }

    private func controllerStem(_ side: Side) -> String {
        Self.rootStem(side, ir.context, op: op) + "ViewController"
    }

    /// `guard let` every view the branch needs; if one is missing the transition completes at once.
    private mutating func bindViews() {
        let views = referenced ?? referencedViews()
        var sides: [Side] = []
        func need(_ side: Side) { if !sides.contains(side) { sides.append(side) } }
        for id in views {
            switch decl(id)?.kind {
            case .provided(let side, _)?: need(side)
            case .dimming?, .chrome?: need(.destination)
            case .root(let side)? where presentingFromController(side): need(side)
            default: break
            }
        }
        var framed: [Side] = []
        let declared = ir.views
        branch.forEachPropertyValue { Self.exprReadsFrames($0, declared, into: &framed) }
        framed.forEach(need)
        if let side = insertedIncomingSide { need(side) }
        sides.sort { $0.contextKey(in: op).rawValue < $1.contextKey(in: op).rawValue }

        var conditions: [SwiftCondition] = []
        var controller: SwiftIdentifier?, controllerViews: [SwiftStmt] = []
        incomingLists = []
        for side in sides {
            let name = scope.allocate(controllerStem(side))
            controllerVars[side] = name
            conditions.append(.bind(name, .call(context.dot("viewController"),
                                                [Build.arg("forKey", .implicit(side.contextKey(in: op).rawValue))], trailing: nil)))
        }
        for id in views {
            guard let d = decl(id) else { continue }
            switch d.kind {
            case .container:
                viewVars[id] = Self.containerName
            case .root(let side) where presentingFromController(side):
                // view(forKey:) is nil for the presenting view of a custom presentation: the
                // animator does not manage it, but it is on screen (PresentingView in the checker).
                let name = scope.allocate(stem(id) + "View")
                viewVars[id] = name
                conditions.append(.bind(name, SwiftExpr.identifier(controllerVars[side] ?? "_").dot("viewIfLoaded")))
            case .root(let side):
                let name = scope.allocate(stem(id) + "View")
                viewVars[id] = name
                conditions.append(.bind(name, .call(context.dot("view"),
                                                    [Build.arg("forKey", .implicit(side.contextKey(in: op).rawValue))], trailing: nil)))
            case .provided(let side, let property):
                // A list is bound as its array; its loops name each element.
                let name = scope.allocate(stem(id) + (d.isList ? "Views" : "View"))
                if d.isList { elementVars[id] = scope.allocate(stem(id) + "View") }
                if d.isList, ElementLowering.isIndexed(id, in: branch) { indexVars[id] = scope.allocate(stem(id) + "Index") }
                viewVars[id] = name
                let proto = side == .source ? names.sourceProtocol : names.destinationProtocol
                let vc = SwiftExpr.identifier(controllerVars[side] ?? "_")
                // The adopter itself or the visible child of a container (SharedDecls.participantFinder).
                let read = SwiftExpr.optionalMember(SharedDecls.participant(vc, as: proto), SwiftIdentifier(SwiftNames.sanitize(property)))
                guard d.isList else { conditions.append(.bind(name, read)); continue }
                // A list, as the views its tracks animate (ListLowering); the incoming side's once laid out.
                let binding = SwiftCondition.bind(name, ListLowering.elements(read))
                if side == insertedIncomingSide { incomingLists.append(binding) } else { conditions.append(binding) }
            case .dimming, .chrome:
                // The presentation controller's own views (PresentationChromeLowering names the chrome),
                // read from the controller bound once.
                let property = d.kind.isChrome ? PresentationChromeLowering.properties(ir)[id] ?? "_" : "dimmingView"
                let name = scope.allocate(property)
                viewVars[id] = name
                if controller == nil {
                    let vc = SwiftExpr.identifier(controllerVars[.destination] ?? "_")
                    controller = scope.allocate("presentationController")
                    conditions.append(.bind(controller!, .cast(vc.dot("presentationController"), .conditional, .named(names.presentationController))))
                }
                controllerViews.append(.let(name, nil, SwiftExpr.identifier(controller!).dot(property)))
            case .snapshot, .overlay, .blur, .imageSnapshot:
                viewVars[id] = scope.allocate(stem(id) + "View")
            case .tiles:
                bindTiles(id)
            }
        }
        if !conditions.isEmpty {
            body.append(.guard(conditions, else: [
                .comment("A view the transition needs is missing: show the end state and complete."),
                .return(Build.typeCall("completingAnimator", Build.arg("using", context))),
            ]))
        }
        body += controllerViews
    }

    /// The presenting root of a custom presentation is read from its view controller.
    private func presentingFromController(_ side: Side) -> Bool {
        side == .source && ir.context == .modal && ir.presentation != nil
    }

    /// The sides whose provided views this branch reads: each must adopt its protocol for the
    /// branch to run (the delegate returns nil otherwise).
    /// Static: the delegate asks it of every branch, and making a lowering names every view.
    static func providedSides(ir: TransitionIR, branch: BranchIR, referenced: [ViewID]) -> [Side] {
        var out: [Side] = []
        for id in referenced where ir.views.indices.contains(id.rawValue) {
            if case .provided(let side, _) = ir.views[id.rawValue].kind, !out.contains(side) { out.append(side) }
        }
        let op = branch.operation
        return out.sorted { $0.contextKey(in: op).rawValue < $1.contextKey(in: op).rawValue }
    }

    func view(_ id: ViewID) -> SwiftExpr { .identifier(viewName(id)) }
    func viewName(_ id: ViewID) -> SwiftIdentifier { viewVars[id] ?? Self.containerName }

    private func isProvided(_ id: ViewID) -> Bool {
        if case .provided? = decl(id)?.kind { return true }
        return false
    }

    // MARK: 1. Originals

    private mutating func recordOriginals() {
        var stmts: [SwiftStmt] = []
        for step in branch.cancel {
            guard case .restore(let id, let property) = step.kind, !(decl(id)?.kind.isTransient ?? true) else { continue }
            let key = "\(id.rawValue).\(property.rawValue)"
            guard originals[key] == nil else { continue }
            let name = scope.allocate("original" + SwiftNames.capitalized(stem(id)) + SwiftNames.capitalized(propertyStem(property)))
            originals[key] = name
            if let list = viewVars[id], let element = elementVars[id] {
                // One value per element, in the list's order.
                let read = withElement(id) { $0.rawRead(id, property) }
                stmts.append(.let(name, nil, .call(SwiftExpr.identifier(list).dot("map"), [], trailing: SwiftClosure(parameters: [element], body: [.expr(read)]))))
                continue
            }
            stmts.append(.let(name, nil, rawRead(id, property)))
        }
        if !stmts.isEmpty {
            body.append(.blank)
            body.append(.comment("1. Values a cancelled transition puts back."))
            body += stmts
        }
    }

    private func propertyStem(_ p: Property) -> String {
        switch p {
        case .hidden: return "isHidden"
        case .zIndex: return "zPosition"
        default: return p.rawValue
        }
    }

    /// An opaque mask view per view whose mask the branch sets or animates.
    private mutating func declareMaskViews() {
        let ids = MaskLowering.views(in: branch).filter { viewVars[$0] != nil }
        guard !ids.isEmpty else { return }
        body.append(.blank)
        body.append(.comment("Mask views: their frame and corner radius are the mask's shape (in the masked view's coordinates)."))
        for id in ids {
            let name = scope.allocate(stem(id) + "MaskView")
            maskViews[id] = name
            body.append(.letView(name, frame: SwiftExpr.id("CGRect").dot("zero")))
            body.append(.assign(SwiftExpr.identifier(name).dot("backgroundColor"), SwiftExpr.id("UIColor").dot("black")))
        }
    }

    // MARK: 2. Setup

    /// Setup's statements in runs of at least `setupRun`, each handed over once lowered.
    static let setupRun = 256

    private mutating func runSetup(into sink: inout some DeclSink) {
        guard !branch.setup.isEmpty || branch.tracks.contains(where: { decl($0.view)?.kind.isTransient ?? false }) else { return }
        body.append(.blank)
        body.append(.comment("2. Setup."))
        // Transient views first mentioned by something other than their insertion (a `set`
        // before the `add`, a track on a view setup never inserts) are made up front, so no
        // statement uses one before its `let`.
        var firstMention = ViewMap<Int>()
        var mentioned: [ViewID] = []
        for (i, step) in branch.setup.enumerated() {
            mentioned.removeAll(keepingCapacity: true)
            Self.appendStepViews(step, into: &mentioned)
            for id in mentioned where firstMention[id] == nil { firstMention[id] = i }
        }
        // The statements go straight into the part being lowered, taken out of `self` meanwhile
        // (a small array per step appended to it cost an allocation and a copy per statement);
        // nothing else appends to `body` until it is put back.
        var out = body
        body = []
        for id in viewVars.keys.sorted() where decl(id)?.kind.isTransient ?? false {
            if let i = firstMention[id], case .insert(let v, _) = branch.setup[i].kind, v == id { continue }
            makeTransient(id, into: &out)
        }
        // Where setup's own statements begin in `out`: their loops over the same list are merged.
        var setupStart = out.count
        let incoming = insertedIncomingSide
        for step in branch.setup {
            lowerStep(step, into: &out)
            // Lay the incoming view out once it is in the container (see placeIncoming).
            if case .insert(let id, _) = step.kind, case .root(let side)? = decl(id)?.kind, side == incoming {
                out.append(.send(viewName(id), "layoutIfNeeded", nil))
            }
            // A run ends after a statement that is not a loop, so no loops merge across runs.
            if out.count - setupStart >= Self.setupRun, let last = out.last, !Self.isLoop(last) {
                Self.mergeLoops(&out, from: setupStart)
                send(out, into: &sink)
                out.removeAll(keepingCapacity: true)
                setupStart = 0
            }
        }
        Self.mergeLoops(&out, from: setupStart)
        body = out
    }

    /// The side whose root is the incoming view (`view(forKey: .to)`), when setup inserts it.
    private var insertedIncomingSide: Side? {
        for step in branch.setup {
            if case .insert(let id, _) = step.kind, case .root(let side)? = decl(id)?.kind, side.contextKey(in: op) == .to { return side }
        }
        return nil
    }

    /// UIKit hands over the incoming view without its final frame or layout; with Auto Layout its
    /// subviews (provided views) have no geometry until laid out, and reading their frames (a
    /// zoom's target) lands in the wrong rect. So the incoming view gets `finalFrame(for:)` before
    /// anything is recorded or set up (unless `.zero`, pitfall 4): the state the spec's `to` starts
    /// from (Docs/RUN.md), which cancel restores; it is laid out right after its insertion, and
    /// before, when a list of its own is read (ListLowering.swift).
    private mutating func placeIncoming() {
        guard let side = insertedIncomingSide, let vc = controllerVars[side],
              let id = ir.views.first(where: { if case .root(side) = $0.kind { return true } else { return false } })?.id else { return }
        placeIncoming(side, controller: vc, root: id, lists: incomingLists)
    }

    private mutating func makeTransient(_ id: ViewID, into body: inout [SwiftStmt]) {
        guard declaredTransients[id] == nil, let name = viewVars[id], let d = decl(id) else { return }
        declaredTransients[id] = true
        switch d.kind {
        case .snapshot(let source):
            // A view of the incoming side may not be rendered yet (pitfall 12).
            let incoming: Bool
            switch decl(source)?.kind {
            case .root(let side)?, .provided(let side, _)?: incoming = side.contextKey(in: op) == .to
            default: incoming = false
            }
            let snapshot = Build.method(view(source), "snapshotView", [("afterScreenUpdates", .bool(incoming))])
            body.append(.let(name, nil, .binary(snapshot, .nilCoalescing, Build.typeCall("UIView", [("frame", .implicit("zero"))]))))
        case .overlay(let color):
            // Stored in place (no box, no argument array): once per overlay.
            body.append(.letView(name, frame: container.dot("bounds")))
            body.append(.assign(.identifier(name).dot("backgroundColor"), expr(color)))
        case .blur:
            body += BlurLowering.make(name, container: container)
        case .tiles(let source, let grid):
            body.append(.let(name, nil, tiles(of: source, grid)))
        case .imageSnapshot(let source):
            // The provided image view's image, aspect-filled and clipped: it neither stretches nor spills.
            body.append(.let(name, nil, Build.typeCall("UIImageView", [("image", view(source).dot("image"))])))
            body.append(.assign(SwiftExpr.identifier(name).dot("contentMode"), .implicit("scaleAspectFill")))
            body.append(.assign(SwiftExpr.identifier(name).dot("clipsToBounds"), .bool(true)))
        default:
            break
        }
    }

    /// Appends the step's statements to `out`.
    private mutating func lowerStep(_ step: StepIR, into out: inout [SwiftStmt]) {
        switch step.kind {
        case .insert(let id, let placement):
            guard id != .container, viewVars[id] != nil else { return }
            if decl(id)?.kind.isTransient ?? false, declaredTransients[id] == nil {
                makeTransient(id, into: &out)
                // An overlay is made with the container's bounds already (makeTransient).
                if case .snapshot(let source)? = decl(id)?.kind { out.append(.assign(view(id).dot("frame"), frameInContainer(source))) }
                if case .imageSnapshot(let source)? = decl(id)?.kind { out.append(.assign(view(id).dot("frame"), frameInContainer(source))) }
            }
            if case .tiles? = decl(id)?.kind {
                out.append(insertTiles(id, placement))
                return
            }
            switch placement {
            case .top:
                out.append(.send(Self.containerName, "addSubview", viewName(id)))
            case .above(let sibling):
                out.append(.expr(Build.method(container, "insertSubview", [(nil, view(id)), ("aboveSubview", view(sibling))])))
            case .below(let sibling):
                out.append(.expr(Build.method(container, "insertSubview", [(nil, view(id)), ("belowSubview", view(sibling))])))
            }
        case .remove(let id):
            guard id != .container else { return }
            appendEachElement(id, to: &out) { .send($0.viewName(id), "removeFromSuperview", nil) }
        case .set(let id, let property, let value):
            transformAs3D = property == .transform && is3D(id)
            maskTarget = property == .mask ? id : nil
            defer { transformAs3D = false; maskTarget = nil }
            let v = propertyValue(value, contextual: true)
            appendEachElement(id, to: &out) { $0.assign(id, property, v) }
        case .restore(let id, let property):
            guard let original = originals["\(id.rawValue).\(property.rawValue)"] else { return }
            if let list = viewVars[id], let element = elementVars[id] {
                let value = scope.allocate("original" + SwiftNames.capitalized(propertyStem(property)))
                let set = withElement(id) { $0.rawAssign(id, property, .identifier(value)) }
                out.append(.forInPair(element, value, Build.typeCall("zip", Build.arg(nil, .identifier(list)), Build.arg(nil, .identifier(original))), [set]))
                return
            }
            out.append(rawAssign(id, property, .identifier(original)))
        }
    }

    // MARK: Property access

    private func rawTarget(_ id: ViewID, _ p: Property) -> SwiftExpr { Self.target(view(id), p, transform3D: is3D(id)) }

    /// The UIKit property that holds `p` of the view `v` (a transform as `transform3D` when asked).
    static func target(_ v: SwiftExpr, _ p: Property, transform3D: Bool) -> SwiftExpr {
        switch p {
        case .frame: return v.dot("frame")
        case .center: return v.dot("center")
        case .size: return v.dot("bounds").dot("size")
        case .alpha: return v.dot("alpha")
        case .transform: return v.dot(transform3D ? "transform3D" : "transform")
        case .cornerRadius: return v.dot("layer").dot("cornerRadius")
        case .backgroundColor: return v.dot("backgroundColor")
        case .hidden: return v.dot("isHidden")
        case .zIndex: return v.dot("layer").dot("zPosition")
        case .contentMode: return v.dot("contentMode")
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .borderWidth, .borderColor:
            return v.dot("layer").dot(SwiftIdentifier(p.rawValue))
        case .mask: return v.dot("mask")
        case .blur: return v.dot("effect")
        case .clips: return v.dot("clipsToBounds")
        case .corners: return v.dot("layer").dot("maskedCorners")
        case .cornerCurve: return v.dot("layer").dot("cornerCurve")
        }
    }

    func rawRead(_ id: ViewID, _ p: Property) -> SwiftExpr { rawTarget(id, p) }

    func rawAssign(_ id: ViewID, _ p: Property, _ value: SwiftExpr) -> SwiftStmt {
        .assign(rawTarget(id, p), value)
    }

    /// Sets a property to a value given in container space (frame and center of provided views
    /// are converted to their superview's space).
    func assign(_ id: ViewID, _ p: Property, _ spec: SwiftExpr) -> SwiftStmt {
        // A mask shape was mirrored and put in the view's coordinates where it was read.
        let value = mirrored(spec, p.type, transform3D: p == .transform && is3D(id), mirrors: Self.mirrors(p) && p != .mask)
        if p == .blur, case .blur(let style)? = decl(id)?.kind {
            return .assign(view(id).dot("effect"), BlurLowering.effect(value, style: style))
        }
        if p == .mask, let maskView = maskViews[id] {
            return MaskLowering.assign(value, view: view(id), maskView: .identifier(maskView))
        }
        if p.isLayerFollowed {
            // A layer takes a CGColor, resolved once: a dynamic colour is resolved with the view's
            // own traits (its appearance), not whatever `UITraitCollection.current` is then.
            let value = (p == .shadowColor || p == .borderColor) && !Self.isFixedColor(value)
                ? Build.method(value, "resolvedColor", [("with", view(id).dot("traitCollection"))]) : value
            if inAnimations, let follower = followers["\(id.rawValue).\(p.rawValue)"] {
                return .assign(.identifier(follower).dot(LayerFollowerDecl.carrier(p)), value)
            }
            return rawAssign(id, p, LayerFollowerDecl.layerValue(p, value))
        }
        if isProvided(id), p == .frame || p == .center {
            return .assign(rawTarget(id, p), Build.method(container, "convert", [(nil, value), ("to", view(id).dot("superview"))]))
        }
        return rawAssign(id, p, value)
    }

    private func frameInContainer(_ id: ViewID) -> SwiftExpr {
        if id == .container { return container.dot("bounds") }
        if isProvided(id) { return Build.method(container, "convert", [(nil, view(id).dot("bounds")), ("from", view(id))]) }
        return view(id).dot("frame")
    }

    // MARK: Expressions

    /// A value a view receives, under the value rule (Docs/LANGUAGE.md, "Numbers a view
    /// receives"): `guardedValue(…)` around a value that can leave ±1e9 at run time (a product
    /// or quotient of a view's value, a transform built from one), each operand of a mask
    /// shape on its own; anything else as it is. `transc run` guards the same values.
    func propertyValue(_ e: Expr, contextual: Bool = false) -> SwiftExpr {
        if e.type == .shape, let shape = MaskLowering.value(e, { guardedPart($0) }) {
            guard let id = maskTarget, MaskLowering.isShape(e) else { return shape }
            return MaskLowering.converted(mirrored(shape, .shape, mirrors: true), from: container, to: view(id))
        }
        return e.isGuardedValue ? guardedPart(e) : expr(e, contextual: contextual)
    }

    private func guardedPart(_ e: Expr) -> SwiftExpr {
        let value = expr(e)
        guard e.isGuardedValue, case .name(let name) = swiftType(e) else { return value }
        let type = name.text
        // A keyframe that repeats the first or last one reads its (already guarded) local.
        if case .identifier = value, reuse[ExprKey.of(e)] != nil { return value }
        guards.types.insert(type)
        return Build.typeCall(SharedDecls.guardedValue, Build.arg(nil, value))
    }

    private func isConstant(_ e: Expr) -> Bool { !e.readsViews }

    func swiftType(_ e: Expr) -> SwiftType {
        switch e.type {
        case .number, .duration, .angle: return .named("CGFloat")
        case .point: return .named("CGPoint")
        case .size: return .named("CGSize")
        case .rect: return .named("CGRect")
        case .color: return isConstant(e) ? .named("UIColor") : .optional(.named("UIColor"))
        case .transform: return transformAs3D || e.is3DTransform ? .named("CATransform3D") : .named("CGAffineTransform")
        case .bool: return .named("Bool")
        case .contentMode: return .member(.named("UIView"), "ContentMode")
        case .shape: return .optional(.named(MaskLowering.shapeType))
        case .corners: return .named("CACornerMask")
        case .cornerCurve: return .named("CALayerCornerCurve")
        }
    }

    /// `contextual`: the type is known from the assignment, so `.identity` and `.scaleAspectFill` suffice.
    func expr(_ e: Expr, contextual: Bool = false) -> SwiftExpr {
        if e.type == .transform, transformAs3D || e.is3DTransform {
            return Transform3DLowering.value(e, affine: { expr($0, contextual: false) }, number: { expr($0) })
        }
        // Only a shape makes the closure: a closure over `self` copies the whole lowering
        // (every dictionary retained), which was 4 % of emit-swift when made for every value.
        if e.type == .shape, let shape = MaskLowering.value(e, { expr($0) }) { return shape }
        if !reuse.isEmpty, let local = reuse[ExprKey.of(e)] { return .identifier(local) }
        switch e.kind {
        case .number(let n): return .double(n)
        case .bool(let b): return .bool(b)
        case .color(let c): return Build.color(c)
        case .contentMode(let m):
            return contextual ? .implicit(m.rawValue) : .member(.type(.member(.named("UIView"), "ContentMode")), SwiftIdentifier(m.rawValue))
        case .corners(let c): return CornerLowering.value(c, contextual: contextual)
        case .cornerCurve(let c): return CornerLowering.value(c, contextual: contextual)
        case .identityTransform:
            return contextual ? .implicit("identity") : SwiftExpr.id("CGAffineTransform").dot("identity")
        case .point(let x, let y): return Build.point(expr(x), expr(y))
        case .size(let w, let h): return Build.size(expr(w), expr(h))
        case .rect(let x, let y, let w, let h): return Build.rect(expr(x), expr(y), expr(w), expr(h))
        case .view(let id, let value): return read(id, value)
        case .member(let base, let member):
            if Self.isVector(base.type), Self.components(base.type).contains(member.rawValue) { return component(base, member.rawValue) }
            return self.member(expr(base), base.type, member)
        case .offset(let base, let dx, let dy):
            if base.type == .point {
                return Build.point(.binary(component(base, "x"), .add, expr(dx)), .binary(component(base, "y"), .add, expr(dy)))
            }
            return Build.method(expr(base), "offsetBy", [("dx", expr(dx)), ("dy", expr(dy))])
        case .inset(let base, let dx, let dy):
            return Build.method(expr(base), "insetBy", [("dx", expr(dx)), ("dy", expr(dy))])
        case .binary(let op, let a, let b): return binary(op, a, b)
        case .math(let op, let args): return MathLowering.value(op, args, e) { expr($0) }
        case .aspect(let mode, let size, let rect): return ContentGeometryLowering.aspect(mode, size: expr(size), rect: expr(rect))
        case .element, .random: return elementValue(e)
        case .negate(let a):
            switch a.type {
            case .point, .size: return vector(e.type) { self.component(e, $0) }
            case .rect: return binary(.multiply, a, Expr(.number(-1), .number, a.range))
            default: return .prefix(.minus, expr(a))
            }
        case .circle, .roundedRect, .ellipse, .noMask: return .nil   // shapes are lowered above
        case .transform(let steps):
            guard let first = steps.first else { return contextual ? .implicit("identity") : SwiftExpr.id("CGAffineTransform").dot("identity") }
            var result: SwiftExpr
            switch first {
            case .translate(let x, let y): result = Build.typeCall("CGAffineTransform", Build.arg("translationX", expr(x)), Build.arg("y", expr(y)))
            case .scale(let x, let y): result = Build.typeCall("CGAffineTransform", Build.arg("scaleX", expr(x)), Build.arg("y", expr(y)))
            case .rotate(let a): result = Build.typeCall("CGAffineTransform", Build.arg("rotationAngle", expr(a)))
            case .perspective, .rotate3D, .translate3D, .scale3D:
                return Transform3DLowering.value(e, affine: { expr($0) }, number: { expr($0) })   // not reached: 3-D is lowered above
            }
            // CSS order: each later step applies in the coordinate system of the earlier ones.
            for step in steps.dropFirst() {
                switch step {
                case .translate(let x, let y): result = Build.method(result, "translatedBy", [("x", expr(x)), ("y", expr(y))])
                case .scale(let x, let y): result = Build.method(result, "scaledBy", [("x", expr(x)), ("y", expr(y))])
                case .rotate(let a): result = Build.method(result, "rotated", [("by", expr(a))])
                case .perspective, .rotate3D, .translate3D, .scale3D: break   // not reached: 3-D is lowered above
                }
            }
            return result
        }
    }

    private func member(_ base: SwiftExpr, _ type: ValueType, _ m: Member) -> SwiftExpr {
        switch (type, m) {
        case (.rect, .x): return base.dot("origin").dot("x")
        case (.rect, .y): return base.dot("origin").dot("y")
        case (.rect, .center), (.size, .center): return Build.point(base.dot("midX"), base.dot("midY"))
        default: return base.dot(m.rawValue)
        }
    }

    private func binary(_ op: BinaryOperator, _ a: Expr, _ b: Expr) -> SwiftExpr {
        // Points and sizes are built component by component from their operands' components, so
        // `a - b - c` is `CGPoint(x: a.x - b.x - c.x, …)`: each operand is written once per
        // component, never nested inside another CGPoint (which doubled the text per operator).
        if let t = [a.type, b.type].first(where: Self.isVector) {
            return vector(t) { self.component(Expr(.binary(op, a, b), t, a.range), $0) }
        }
        let ea = expr(a), eb = expr(b)
        let whole = Expr(.binary(op, a, b), a.type, a.range)
        guard a.type == .rect || b.type == .rect else { return arithmetic(ea, op, eb, whole) }
        // A rect scaled by a number, through CGRect's standardized components (minX, width…);
        // the rect is written once per component (the checker's GeneratedSize bounds nesting).
        let parts = Self.components(.rect).map { c -> SwiftExpr in
            arithmetic(a.type == .rect ? ea.dot(c) : ea, op, b.type == .rect ? eb.dot(c) : eb, whole)
        }
        return Build.rect(parts[0], parts[1], parts[2], parts[3])
    }

    /// `a op b`, except a division whose divisor reads a view: `finiteQuotient(a, b)`, the
    /// division rule both backends follow (0 instead of a non-finite quotient).
    private func arithmetic(_ a: SwiftExpr, _ op: BinaryOperator, _ b: SwiftExpr, _ e: Expr) -> SwiftExpr {
        guard e.isGuardedDivision else { return .binary(a, Self.swiftOperator(op), b) }
        return Build.typeCall(SharedDecls.finiteQuotient, Build.arg(nil, a), Build.arg(nil, b))
    }

    static func swiftOperator(_ op: BinaryOperator) -> SwiftBinaryOperator {
        switch op {
        case .add: return .add
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        }
    }

    /// The components arithmetic works on, by value type.
    static func components(_ t: ValueType) -> [String] {
        switch t {
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .rect: return ["minX", "minY", "width", "height"]
        default: return []
        }
    }

    /// Points and sizes, whose arithmetic is lowered component by component.
    static func isVector(_ t: ValueType) -> Bool { t == .point || t == .size }

    private func vector(_ t: ValueType, _ part: (String) -> SwiftExpr) -> SwiftExpr {
        let c = Self.components(t).map(part)
        return t == .point ? Build.point(c[0], c[1]) : Build.size(c[0], c[1])
    }

    /// One component (`x`, `y`, `width`, `height`) of a point- or size-valued expression,
    /// computed from its operands' components with the same arithmetic, in the same order, as
    /// the whole value (IEEE results are identical), without building the intermediate values.
    private func component(_ e: Expr, _ c: String) -> SwiftExpr {
        let index = Self.isVector(e.type) ? Self.components(e.type).firstIndex(of: c) : nil
        switch e.kind {
        case .point(let x, let y) where index != nil: return expr(index == 0 ? x : y)
        case .size(let w, let h) where index != nil: return expr(index == 0 ? w : h)
        case .binary(let op, let a, let b) where index != nil:
            let left = a.type == e.type ? component(a, c) : expr(a)
            let right = b.type == e.type ? component(b, c) : expr(b)
            return arithmetic(left, op, right, e)
        case .negate(let a) where index != nil:
            return .binary(component(a, c), .multiply, .double(-1))
        case .offset(let base, let dx, let dy) where e.type == .point && index != nil:
            return .binary(component(base, c), .add, expr(index == 0 ? dx : dy))
        default:
            return expr(e).dot(c)
        }
    }

    /// A colour `Build.color` wrote as a fixed colour (`UIColor.white`, `UIColor(red:…)`, which
    /// it makes as `.rgba`); the others are dynamic (`UIColor.systemGray`, `UIColor { traits in … }`)
    /// or a local holding one.
    /// Layer colours are constants (the checker), so a local is only ever a hoisted constant.
    static func isFixedColor(_ e: SwiftExpr) -> Bool {
        switch e {
        case .named(let type?, let name):
            return type.text == "UIColor" && Build.namedColors.contains { $0.0 == name.text }
        case .rgba:
            return true
        default:
            return false
        }
    }

    /// The properties and view values that are horizontal geometry, mirrored right to left.
    // Switches, not `[…].contains`: asked for every assignment, an array each time.
    static func mirrors(_ p: Property) -> Bool {
        switch p {
        case .frame, .center, .transform, .shadowOffset, .mask, .corners: return true
        default: return false
        }
    }
    static func mirrors(_ v: ViewValue) -> Bool {
        switch v {
        case .frame, .center, .transform, .shadowOffset, .initialFrame, .finalFrame: return true
        default: return false
        }
    }

    /// `layout.rect(value)` etc. when the branch mirrors and the value is horizontal geometry.
    private func mirrored(_ value: SwiftExpr, _ type: ValueType, transform3D: Bool = false, mirrors: Bool) -> SwiftExpr {
        guard mirrors, let layout = layoutVar, let method = LayoutLowering.method(for: type, transform3D: transform3D) else { return value }
        if method == "transform" && LayoutLowering.isMirrorInvariant(value) { return value }
        if method == "corners" && CornerLowering.isMirrorInvariant(value) { return value }
        // `mayReadLayout` decided from the IR whether a layout read can come; it must agree with
        // this, the one place one is written, or the dropped `let layout` is read here.
        assert(layoutMayBeRead, "a layout read after mayReadLayout said none could come")
        layoutUse.used = true
        return LayoutLowering.apply(.identifier(layout), method, value)
    }

    /// A value read from a view, in container space (mirrored into the spec's left-to-right
    /// space when the layout is right to left).
    private func read(_ id: ViewID, _ value: ViewValue) -> SwiftExpr {
        mirrored(physicalRead(id, value), value.type, mirrors: Self.mirrors(value) && id != .container)
    }

    private func physicalRead(_ id: ViewID, _ value: ViewValue) -> SwiftExpr {
        // Read from a view controller and the animator (the presentation controller's frame too).
        switch value {
        case .preferredContentSize:
            return ContentGeometryLowering.preferred(of: .identifier(controllerVars[.destination] ?? "presentedViewController"), in: container)
        case .displayCornerRadius:
            return ContentGeometryLowering.display(names.animator)
        default:
            break
        }
        guard viewVars[id] != nil || id == .container else { return zero(value.type) }
        let v = view(id)
        switch value {
        case .frame: return frameInContainer(id)
        case .center:
            if id == .container { return Build.point(container.dot("bounds").dot("midX"), container.dot("bounds").dot("midY")) }
            if isProvided(id) { return Build.method(container, "convert", [(nil, v.dot("center")), ("from", v.dot("superview"))]) }
            return v.dot("center")
        case .bounds: return v.dot("bounds")
        case .width: return v.dot("bounds").dot("width")
        case .height: return v.dot("bounds").dot("height")
        case .alpha: return v.dot("alpha")
        case .transform: return v.dot("transform")
        case .cornerRadius: return v.dot("layer").dot("cornerRadius")
        case .backgroundColor: return v.dot("backgroundColor")
        case .hidden: return v.dot("isHidden")
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .borderWidth, .borderColor:
            return LayerFollowerDecl.valueRead(v.dot("layer"), value)
        case .imageSize: return ContentGeometryLowering.imageSize(v)
        case .preferredContentSize, .displayCornerRadius: return zero(value.type)   // read above
        case .initialFrame, .finalFrame:
            guard case .root(let side)? = decl(id)?.kind, let vc = controllerVars[side] else { return zero(.rect) }
            return Build.method(context, value == .initialFrame ? "initialFrame" : "finalFrame", [("for", .identifier(vc))])
        }
    }

    private func zero(_ t: ValueType) -> SwiftExpr {
        switch t {
        case .point: return SwiftExpr.id("CGPoint").dot("zero")
        case .size: return SwiftExpr.id("CGSize").dot("zero")
        case .rect: return SwiftExpr.id("CGRect").dot("zero")
        case .transform: return SwiftExpr.id("CGAffineTransform").dot("identity")
        case .bool: return .bool(false)
        case .color: return SwiftExpr.id("UIColor").dot("clear")
        case .contentMode: return .member(.type(.member(.named("UIView"), "ContentMode")), "scaleToFill")
        default: return .double(0)
        }
    }

    // MARK: 3. Track values

    struct TrackValues {
        /// Per track: per property, start (nil = current value) and end.
        var starts: [PropertyMap] = []
        var ends: [PropertyMap] = []
        /// Keyframe values per track: [keyframe index][property].
        var keyframes: [[PropertyMap]] = []
        var finish: [Int: SwiftExpr] = [:]
    }

    /// `name` is made only when a local is (most values are constants, used in place).
    mutating func hoist(_ e: Expr, _ name: @autoclosure () -> String, force: Bool = false) -> SwiftExpr {
        // A mask shape reads where its view is: read now, with the other values.
        if isConstant(e) && !force && !(maskTarget != nil && MaskLowering.isShape(e)) { return expr(e, contextual: true) }
        let id = scope.allocate(name())
        body.append(.let(id, swiftType(e), propertyValue(e)))
        return .identifier(id)
    }

    /// The value a view has now, in the spec's space (a track's implicit start).
    private func currentValue(_ id: ViewID, _ p: Property) -> SwiftExpr {
        isProvided(id) && (p == .frame || p == .center) ? read(id, p == .frame ? .frame : .center)
            : ViewValue(rawValue: p.rawValue).map { read(id, $0) } ?? rawRead(id, p)
    }

    func isSteps(_ track: TrackIR) -> Bool {
        if case .steps = track.curve { return true }
        return false
    }

    /// The explicit start values, set once every value is read: what each sets, made into
    /// statements at the end (in runs), not kept as statements meanwhile.
    private struct StartValue {
        var view: ViewID
        var property: Property
        var value: SwiftExpr
        /// For every element of a list (`appendEachElement`), or the view itself.
        var eachElement: Bool
    }

    /// The values are hoisted in runs handed over at track boundaries, then the start values.
    private mutating func evaluateTracks(into sink: inout some DeclSink) -> TrackValues {
        // Every list sized once (one entry per track): grown by doubling they were copied.
        var values = TrackValues()
        values.starts.reserveCapacity(branch.tracks.count)
        values.ends.reserveCapacity(branch.tracks.count)
        values.keyframes.reserveCapacity(branch.tracks.count)
        // The section's comment, written before its first statement (none if it has none).
        var head: [SwiftStmt] = [.blank, .comment("3. The tracks' values, read after setup; explicit start values are set now.")]
        var froms: [StartValue] = []
        froms.reserveCapacity(branch.tracks.count)
        for (index, track) in branch.tracks.enumerated() {
            if body.count >= Self.setupRun {
                Self.lead(&body, with: &head)
                flush(into: &sink)
            }
            var s: PropertyMap = [:], e: PropertyMap = [:]
            var frames: [PropertyMap] = []
            let base = stem(track.view)
            if let stagger = track.stagger { staggerOffsets[index] = lowerStaggerOffsets(track, stagger) }
            switch track.content {
            case .values(let targets):
                let steps = isSteps(track)
                for t in targets {
                    transformAs3D = t.property == .transform && is3D(track.view)
                    maskTarget = t.property == .mask ? track.view : nil
                    defer { transformAs3D = false; maskTarget = nil }
                    // The property's part of a local's name, made only when a local is.
                    let property = t.property
                    func prop() -> String { SwiftNames.capitalized(property.rawValue) }
                    if let from = t.from {
                        let v = hoistValue(from, base + prop() + "Start", of: track.view, force: steps)
                        s[t.property] = v
                        froms.append(StartValue(view: track.view, property: t.property, value: v, eachElement: true))
                    } else if steps {
                        let id = scope.allocate(base + prop() + "Start")
                        body.append(.let(id, swiftType(t.to), currentValue(track.view, t.property)))
                        s[t.property] = .identifier(id)
                    }
                    e[t.property] = hoistValue(t.to, base + prop() + "End", of: track.view, force: steps)
                }
            case .keyframes(let keyframes, let calculation):
                // A curved segment from the value the view has interpolates from it (KeyframeLowering).
                for p in Self.implicitStarts(keyframes, calculation: calculation, duration: track.duration, transform3D: is3D(track.view)) {
                    let id = scope.allocate(base + SwiftNames.capitalized(p.rawValue) + "Start")
                    body.append(.let(id, interpolatedType(p).map { .named($0) }, currentValue(track.view, p)))
                    s[p] = .identifier(id)
                }
                // The first and last keyframes are read first, so that the ones between, which
                // often repeat them (an arc's points), read their locals. All are pure reads
                // after setup: their order does not change a value.
                var f = Array(repeating: PropertyMap(), count: keyframes.count)
                let order = keyframes.count > 2 ? [0, keyframes.count - 1] + Array(1..<(keyframes.count - 1)) : Array(keyframes.indices)
                for i in order {
                    for v in keyframes[i].values {
                        transformAs3D = v.property == .transform && is3D(track.view)
                        maskTarget = v.property == .mask ? track.view : nil
                        defer { transformAs3D = false; maskTarget = nil }
                        let value = hoist(v.value, base + SwiftNames.capitalized(v.property.rawValue) + "At\(i)")
                        f[i][v.property] = value
                        if (i == 0 || i == keyframes.count - 1), case .identifier(let local) = value { reuse[ExprKey.of(v.value)] = local }
                    }
                }
                reuse = [:]
                for (i, frame) in keyframes.enumerated() where frame.at <= 0 {
                    for v in frame.values {
                        if let value = f[i][v.property] { froms.append(StartValue(view: track.view, property: v.property, value: value, eachElement: false)) }
                    }
                }
                frames = f
            }
            values.starts.append(s)
            values.ends.append(e)
            values.keyframes.append(frames)
        }
        for (i, step) in branch.finish.enumerated() {
            if case .set(let id, let p, let e) = step.kind, !isConstant(e) || (p == .mask && MaskLowering.isShape(e)) {
                transformAs3D = p == .transform && is3D(id)
                maskTarget = p == .mask ? id : nil
                defer { transformAs3D = false; maskTarget = nil }
                let idStem = stem(id)
                values.finish[i] = hoistValue(e, idStem + SwiftNames.capitalized(p.rawValue) + "AfterFinish", of: id)
            }
        }
        Self.lead(&body, with: &head)
        flush(into: &sink)
        // The start values in runs, each ending after a statement that is not a loop (so no
        // loops merge across runs), their loops merged as `mergingLoops` does.
        var out: [SwiftStmt] = []
        for from in froms {
            if from.eachElement {
                appendEachElement(from.view, to: &out) { $0.assign(from.view, from.property, from.value) }
            } else {
                out.append(assign(from.view, from.property, from.value))
            }
            if out.count >= Self.setupRun, let last = out.last, !Self.isLoop(last) {
                Self.mergeLoops(&out, from: 0)
                Self.lead(&out, with: &head)
                send(out, into: &sink)
                out.removeAll(keepingCapacity: true)
            }
        }
        Self.mergeLoops(&out, from: 0)
        out += relayoutAtStart()
        Self.lead(&out, with: &head)
        send(out, into: &sink)
        return values
    }

    // MARK: 4. Property animators

    private mutating func buildGroups(_ values: TrackValues, into sink: inout some DeclSink) -> [(SwiftIdentifier, Double)] {
        var out: [(SwiftIdentifier, Double)] = []
        if !branch.animators.isEmpty {
            body.append(.blank)
            body.append(.comment("4. One property animator per timing."))
        }
        declareFollowers()
        for (index, group) in branch.animators.enumerated() {
            // Each group handed over once lowered.
            defer { flush(into: &sink) }
            if group.tracks.count == 1, let i = group.tracks.first, branch.tracks.indices.contains(i), staggerOffsets[i] != nil {
                lowerStaggeredGroup(group, index: index, track: i, values)
                continue
            }
            let name = scope.allocate("animator\(index + 1)")
            let timing = DetentHandOffLowering.timing(&self, group, index, values)
            body.append(.let(name, nil, Build.typeCall("UIViewPropertyAnimator", [("duration", .double(group.duration)),
                                                                                   ("timingParameters", timing)])))
            var animations: [SwiftStmt] = []
            animations.reserveCapacity(2 * group.tracks.count)   // a track sets one or two properties, mostly
            inAnimations = true
            for trackIndex in group.tracks where branch.tracks.indices.contains(trackIndex) {
                // A followed view's tracks play when no finger drives it (FollowLowering).
                if fingerFollow?.takes(branch.tracks[trackIndex]) == true { fingerFollow?.hold(trackIndex, group: name); continue }
                appendTrackAnimations(branch.tracks[trackIndex], trackIndex, values, to: &animations)
            }
            animations += relayoutInBlock(group)
            inAnimations = false
            if !animations.isEmpty {
                body.append(.expr(.call(SwiftExpr.identifier(name).dot("addAnimations"), [], trailing: Build.closure(animations))))
            }
            out.append((name, group.delay))
        }
        if let follow = fingerFollow { let stmts = follow.statements(&self, values); body += stmts }
        return out
    }

    /// `animations += trackAnimations(…)`, a track of values appended in place (an array per
    /// track, copied into the group's and freed, for each of 15,000 tracks, issue 17).
    private mutating func appendTrackAnimations(_ track: TrackIR, _ index: Int, _ values: TrackValues, to animations: inout [SwiftStmt]) {
        guard case .values(let targets) = track.content, !isSteps(track) else {
            animations += trackAnimations(track, index, values)
            return
        }
        // A list's track without a stagger (a derived crossfade's) sets every element in its group.
        let start = animations.count
        for t in targets {
            if let v = values.ends[index][t.property] { appendEachElement(track.view, to: &animations) { $0.assign(track.view, t.property, v) } }
        }
        // The track's own loops merged (never with the previous track's).
        Self.mergeLoops(&animations, from: start)
    }

    mutating func trackAnimations(_ track: TrackIR, _ index: Int, _ values: TrackValues) -> [SwiftStmt] {
        switch track.content {
        case .values(let targets):
            if case .steps(let count, let position) = track.curve {
                return stepsAnimation(track, targets, index, values, count: max(1, count), position: position)
            }
            var out: [SwiftStmt] = []
            appendTrackAnimations(track, index, values, to: &out)
            return out
        case .keyframes(let frames, let calculation):
            return keyframeAnimations(track, index, values, frames: frames, calculation: calculation)
        }
    }

    func keyframeBlock(_ mode: String, _ keyframes: [SwiftStmt]) -> SwiftStmt {
        .expr(.call(SwiftExpr.id("UIView").dot("animateKeyframes"), [
            Build.arg("withDuration", .integer(0)), Build.arg("delay", .integer(0)),
            Build.arg("options", .array([.implicit(mode)], multiline: false)),
        ], trailing: Build.closure(keyframes)))
    }

    /// `steps(n, jump-*)`: discrete keyframes at k/n holding CSS's step values, then the end value.
    private mutating func stepsAnimation(_ track: TrackIR, _ targets: [PropertyTarget], _ index: Int, _ values: TrackValues,
                                         count n: Int, position: StepPosition) -> [SwiftStmt] {
        let jumps: Int, offset: Int
        switch position {
        case .jumpStart: (jumps, offset) = (n, 1)
        case .jumpEnd: (jumps, offset) = (n, 0)
        case .jumpNone: (jumps, offset) = (max(1, n - 1), 0)
        case .jumpBoth: (jumps, offset) = (n + 1, 1)
        }
        var keyframes: [SwiftStmt] = []
        for k in 0...n {
            let fraction = k == n ? 1 : min(1, Double(k + offset) / Double(jumps))
            var sets: [SwiftStmt] = []
            for t in targets {
                guard let start = values.starts[index][t.property], let end = values.ends[index][t.property] else { continue }
                let value: SwiftExpr
                if fraction <= 0 { value = start }
                else if fraction >= 1 { value = end }
                else if let type = interpolatedType(t.property) {
                    interpolatedTypes.insert(type)
                    value = Build.typeCall("interpolate", Build.arg(nil, start), Build.arg(nil, end), Build.arg(nil, .double(fraction)))
                } else {
                    value = fraction < 0.5 ? start : end
                }
                sets.append(assign(track.view, t.property, value))
            }
            sets += relayout(track.view, writing: targets.map(\.property))
            let startTime = Double(k) / Double(n)
            keyframes.append(.expr(.call(SwiftExpr.id("UIView").dot("addKeyframe"), [
                Build.arg("withRelativeStartTime", .double(startTime)),
                Build.arg("relativeDuration", .double(k == n ? 0 : 1 / Double(n))),
            ], trailing: Build.closure(sets))))
        }
        return [keyframeBlock("calculationModeDiscrete", keyframes)]
    }

    func interpolatedType(_ p: Property) -> String? {
        switch p {
        case .frame: return "CGRect"
        case .center: return "CGPoint"
        case .size: return "CGSize"
        case .alpha, .cornerRadius, .zIndex, .shadowOpacity, .shadowRadius, .borderWidth: return "CGFloat"
        case .transform: return "CGAffineTransform"
        default: return nil
        }
    }

    /// One hidden follower per animated shadow/border property, created once the start values
    /// are set (it starts at the layer's value), before any animator block writes it.
    private mutating func declareFollowers() {
        var stmts: [SwiftStmt] = []
        for track in branch.tracks {
            // The followed properties only (an array of every track's properties was made for
            // each of 15,000 tracks, issue 17); empty, it allocates nothing.
            var followed: [Property] = []
            track.forEachProperty { if $0.isLayerFollowed { followed.append($0) } }
            for p in followed {
                let key = "\(track.view.rawValue).\(p.rawValue)"
                guard followers[key] == nil else { continue }
                let name = scope.allocate(stem(track.view) + SwiftNames.capitalized(p.rawValue) + "Follower")
                followers[key] = name
                stmts.append(.let(name, nil, Build.typeCall(names.layerFollower, [
                    ("following", view(track.view).dot("layer")), ("property", .implicit(p.rawValue)), ("in", container),
                ])))
            }
        }
        guard !stmts.isEmpty else { return }
        body.append(.comment("UIKit does not animate shadows and borders: each follows a hidden view the animator animates."))
        body += stmts
    }

    /// A group's timing parameters; a perceptual spring (iOS 17) has a fallback before it, so
    /// it is a local set under `#available`.
    mutating func timingParameters(_ group: AnimatorGroup, _ index: Int) -> SwiftExpr {
        guard let fallback = group.curve.perceptualFallback else { return group.curve.timingParameters() }
        let t = scope.allocate("timing\(index + 1)")
        body.append(.deferredLet(t, .named("UISpringTimingParameters")))
        body.append(.if([.available("iOS 17.0, *")], then: [.assign(.identifier(t), group.curve.timingParameters())],
                        else: [.assign(.identifier(t), fallback)]))
        return .identifier(t)
    }

    // MARK: 5. Coordination and completion

    private mutating func coordinate(_ groups: [(SwiftIdentifier, Double)], values: TrackValues) {
        body.append(.blank)
        body.append(.comment("5. Driven as one; completion runs finish or cancel, then completes the transition."))
        let parts = groups.map { g in
            SwiftExpr.id(TypeNames.coordinator).dot("Part").call(Build.arg("animator", .identifier(g.0)), Build.arg("delay", .double(g.1)))
        }
        if listParts.isEmpty {
            body.append(.let("animator", nil, Build.typeCall(TypeNames.coordinator,
                Build.arg("duration", .double(branch.duration)),
                Build.arg("parts", .array(parts, multiline: true)))))
        } else {
            // A staggered list's parts are known at run time: appended to the others, and the
            // group lasts until its last part ends (an empty list's group adds none).
            let all = scope.allocate("parts")
            body.append(.let(all, nil, listParts.reduce(SwiftExpr.array(parts, multiline: false)) { .binary($0, .add, .identifier($1)) }))
            let end = SwiftExpr.binary(.id("part").dot("delay"), .add, SwiftExpr.id("part").dot("animator").dot("duration"))
            let duration = SwiftExpr.binary(.call(SwiftExpr.identifier(all).dot("map"), [], trailing: SwiftClosure(parameters: ["part"], body: [.expr(end)])).dot("max").call(),
                                            .nilCoalescing, .integer(0))
            body.append(.let("animator", nil, Build.typeCall(TypeNames.coordinator,
                Build.arg("duration", duration), Build.arg("parts", .identifier(all)))))
        }
        var finish: [SwiftStmt] = []
        finish.reserveCapacity(branch.finish.count)
        for (i, step) in branch.finish.enumerated() {
            if case .set(let id, let p, _) = step.kind, let hoisted = values.finish[i] {
                appendEachElement(id, to: &finish) { $0.assign(id, p, hoisted) }
            } else {
                lowerStep(step, into: &finish)
            }
        }
        finish = Self.mergingLoops(finish)
        var cancel: [SwiftStmt] = []
        cancel.reserveCapacity(branch.cancel.count)
        for step in branch.cancel { lowerStep(step, into: &cancel) }
        let wasCancelled = context.dot("transitionWasCancelled")
        // The followers stop on every end, before the completion: finish and cancel then write the layers directly.
        if let teardown = LayerFollowerDecl.teardown(followers.values.sorted { $0.text < $1.text }) { body.append(teardown) }
        var completion = anchorRestores
        switch (finish.isEmpty, cancel.isEmpty) {
        case (true, true): break
        case (false, true): completion.append(.if([.expr(.prefix(.not, wasCancelled))], then: finish, else: nil))
        case (true, false): completion.append(.if([.expr(wasCancelled)], then: cancel, else: nil))
        case (false, false): completion.append(.if([.expr(wasCancelled)], then: cancel, else: finish))
        }
        if let follow = fingerFollow { completion.insert(contentsOf: follow.completion(), at: 0) }
        completion.append(.expr(Build.method(context, "completeTransition", [(nil, .prefix(.not, wasCancelled))])))
        body.append(.expr(.call(SwiftExpr.id("animator").dot("addCompletion"), [], trailing: Build.closure(completion, params: ["_"]))))
        body.append(.return(.id("animator")))
    }
}

/// The types `guardedValue` is applied to in a branch (a reference, so that the expression
/// lowering, which does not mutate the branch, can record them).
final class GuardedTypes {
    var types: Set<String> = []
}

/// Each view's stem of local names (`thumbnail` -> `thumbnailView`), by id. The names do not
/// depend on the branch, except the roots' (`from`/`to`): a transition's branches share one
/// `ViewStems` and each names its roots (naming every view once per branch and in the
/// delegate was 2 % of emit-swift on the big spec, issue 17).
struct ViewStems {
    /// By id; the ids are the views' indices (an id that is not is kept in `others`).
    private var byIndex: [String?]
    private var others: [ViewID: String] = [:]

    init(_ ir: TransitionIR) {
        byIndex = Array(repeating: nil, count: ir.views.count)
        var scope = NameScope(reserved: ["container", "from", "to", "presented", "presenting", "dimming",
                                         "transitionContext", "animator", "original"])
        for view in ir.views {
            switch view.kind {
            case .container: self[view.id] = "container"
            case .root: continue   // nameRoots
            case .dimming: self[view.id] = "dimming"
            default: self[view.id] = scope.allocate(SwiftNames.sanitize(view.name)).text
            }
        }
    }

    /// The roots' stems for `op`'s branch.
    mutating func nameRoots(_ ir: TransitionIR, op: Operation) {
        for view in ir.views {
            if case .root(let side) = view.kind { self[view.id] = BranchLowering.rootStem(side, ir.context, op: op) }
        }
    }

    subscript(id: ViewID) -> String? {
        get { byIndex.indices.contains(id.rawValue) ? byIndex[id.rawValue] : others[id] }
        set {
            if byIndex.indices.contains(id.rawValue) { byIndex[id.rawValue] = newValue } else { others[id] = newValue }
        }
    }
}

/// A map keyed by view id, stored by index: ids are the indices of the transition's views, and
/// hashing an id at every look-up (the lowering asks for a view's local at every read and write)
/// was a few % of emit-swift (issue 17). Any other id (negative, or past the end) goes to a dictionary.
struct ViewMap<Value> {
    private var slots: [Value?] = []
    private var others: [ViewID: Value] = [:]
    /// The slots are not grown past this (a hostile id does not allocate its size).
    private static var maxSlots: Int { 1 << 20 }

    subscript(id: ViewID) -> Value? {
        get { slots.indices.contains(id.rawValue) ? slots[id.rawValue] : others[id] }
        set {
            let i = id.rawValue
            if slots.indices.contains(i) {
                slots[i] = newValue
            } else if i >= 0 && i < Self.maxSlots && newValue != nil {
                slots.append(contentsOf: repeatElement(nil, count: i + 1 - slots.count))   // no array to append
                slots[i] = newValue
            } else {
                others[id] = newValue
            }
        }
    }

    /// Every id with a value, in no particular order.
    var keys: [ViewID] {
        slots.indices.filter { slots[$0] != nil }.map { ViewID($0) } + others.keys
    }
}

/// A track's values by property (a track has a handful): a short list searched in order, not
/// a dictionary made and hashed for every track (2 % of emit-swift on the big spec, issue 17).
/// The first two are held in place: a track has one or two properties almost always, and an
/// array for each map of each of 15,000 tracks was an allocation and a free (issue 17).
struct PropertyMap: ExpressibleByDictionaryLiteral {
    private typealias Entry = (property: Property, value: SwiftExpr)
    private var first: Entry?
    private var second: Entry?
    private var rest: [Entry] = []

    init() {}

    init(dictionaryLiteral elements: (Property, SwiftExpr)...) {
        for (p, v) in elements { self[p] = v }
    }

    subscript(p: Property) -> SwiftExpr? {
        get {
            if let first, first.property == p { return first.value }
            if let second, second.property == p { return second.value }
            return rest.first { $0.property == p }?.value
        }
        set {
            if first?.property == p {
                first = newValue.map { (p, $0) }
            } else if second?.property == p {
                second = newValue.map { (p, $0) }
            } else if let i = rest.firstIndex(where: { $0.property == p }) {
                if let newValue { rest[i].value = newValue } else { rest.remove(at: i) }
            } else if let newValue {
                if first == nil { first = (p, newValue) } else if second == nil { second = (p, newValue) } else { rest.append((p, newValue)) }
            }
        }
    }
}
