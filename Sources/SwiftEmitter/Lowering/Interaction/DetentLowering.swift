import TransitionCompiler

/// The presentation controller's side of `detents` (Docs/LANGUAGE.md, "Drag, then dismiss";
/// Docs/EMIT-SWIFT.md, "Continuous interaction"). No interaction controller: while the presented
/// view is shown (no transition running) the controller's pan drags the view itself through a
/// `DetentDrag` (DetentDragDecl); a release rests it at the nearest resting place the momentum
/// projects to, or, past the last detent, starts the dismissal by UIKit's rules
/// (`requestDismissal()`) with the finger's velocity kept in `dismissalVelocity`, which the
/// animator hands to the presented view's spring (DetentHandOffLowering). A dismissal started
/// this way is not interactive: it always finishes, as the preview plays it.
struct DetentLowering {
    let ir: TransitionIR
    let names: TransitionNames
    let access: SwiftAccess?
    let interaction: InteractionIR
    let detents: [Double]

    init?(ir: TransitionIR, names: TransitionNames, access: SwiftAccess?, _ interaction: InteractionIR?) {
        guard let interaction, let detents = interaction.continuous?.detents else { return nil }
        self.ir = ir
        self.names = names
        self.access = access
        self.interaction = interaction
        self.detents = detents
    }

    /// Whether a transition drags a presented view between detents (DetentDragDecl is then emitted).
    static func isNeeded(_ t: TransitionIR) -> Bool {
        t.context == .modal && t.presentation != nil && t.operation(.dismiss)?.branch != nil && t.operation(.dismiss)?.interaction?.continuous?.detents != nil
    }

    static let velocityProperty = "dismissalVelocity"

    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = []) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }
    private var places: [Double] { [0] + detents + [1] }
    private var axisIsX: Bool { interaction.axis == .x }

    /// The distance as the interpreter reads it, `containerView` in scope.
    private var distance: SwiftExpr { DismissalLowering.distance(ir: ir, names: names, operation: .dismiss, interaction) }

    /// The dismissal's duration (the reduced one with Reduce Motion on, when it differs): a spring
    /// to a resting place takes it times the progress left, as the preview plays it.
    private var duration: SwiftExpr {
        let o = ir.operation(.dismiss)
        let full = max(o?.branch?.duration.isFinite == true ? o!.branch!.duration : 0, 0)
        guard let reduced = o?.reducedBranch else { return .double(full) }
        let r = max(reduced.duration.isFinite ? reduced.duration : 0, 0)
        return r == full ? .double(full) : .ternary(v("UIAccessibility").dot("isReduceMotionEnabled"), .double(r), .double(full))
    }

    /// `presentedView.frame` at rest: where it is presented, moved to the resting place it was left at.
    func layout(containerBound: Bool) -> [SwiftStmt] {
        var conditions: [SwiftCondition] = containerBound ? [] : [.unwrap("containerView")]
        conditions.append(.bind("frame", call(v("detentDrag").dot("restingFrame"), [(nil, v("frameOfPresentedViewInContainerView")), ("distance", distance)])))
        return [.if(conditions, then: [.assign(.optionalMember(v("presentedView"), "frame"), v("frame"))], else: nil)]
    }

    /// In `dismissalTransitionDidEnd(_:)`: the velocity served that dismissal.
    var dismissalDidEnd: [SwiftStmt] { [.assign(v(Self.velocityProperty), .implicit("zero"))] }

    func pan() -> (members: [SwiftDecl], didEnd: [SwiftStmt]) {
        let curve = interaction.completionCurve
        let isSpring: Bool = { if case .spring = curve { return true } else { return false } }()
        let timing = curve.perceptualFallback ?? curve.timingParameters(velocity: isSpring ? v("velocity") : nil)
        let axis = SwiftIdentifier(interaction.axis.rawValue)
        let across = SwiftIdentifier(axisIsX ? "y" : "x")
        let state = v("gesture").dot("state")
        var rubberBand: SwiftExpr = .nil
        var rubberBandLets: [SwiftStmt] = []
        if case .rubberBand(let d)? = interaction.continuous?.resistance {
            let written: SwiftExpr
            if let d {
                written = BranchLowering(ir: ir, names: names, branch: ir.operation(.dismiss)?.branch ?? BranchIR(
                    operation: .dismiss, reversedFrom: nil, setup: [], tracks: [], finish: [], cancel: [], animators: [], duration: 0, range: interaction.range)).expr(d)
            } else {
                written = v("containerView").dot("bounds").dot(axisIsX ? "width" : "height")
            }
            rubberBandLets = [.let("dimension", .named("CGFloat"), written)]
            rubberBand = .ternary(.binary(v("dimension").dot("isFinite"), .and, .binary(v("dimension"), .greater, .integer(0))), v("dimension"), .nil)
        }
        let drag = SwiftStmt.expr(call(v("detentDrag").dot("drag"), [(nil, v("presentedView")), ("translation", call(v("gesture").dot("translation"), [("in", .nil)]))]))
        let lastRest = places.count >= 2 ? places[places.count - 2] : 0
        let members: [SwiftDecl] = [
            .variable(SwiftVariable(
                doc: ["The presented view dragged while it is shown: it rests where it is presented or at "
                      + (detents.isEmpty ? "no detent" : detents.count == 1 ? "its detent" : "its detents")
                      + " (progress of the dismissal), and a release past the last one dismisses it."],
                access: .private, isLet: true, name: "detentDrag", type: nil,
                accessor: .stored(.call(v(DetentDragDecl.name), [
                    Build.arg("places", .array(places.map { .double($0) }, multiline: false)),
                    Build.arg("axisIsX", .bool(axisIsX)),
                    Build.arg("rate", .double(rate)),
                ], trailing: SwiftClosure(parameters: [isSpring && curve.perceptualFallback == nil ? "velocity" : "_"], body: [.return(timing)]))))),
            .variable(SwiftVariable(doc: ["The finger's velocity at the release past the last resting place that started the dismissal (zero for any other",
                                          "dismissal): the animator hands it to the presented view's spring."],
                                    access: access, setterAccess: .private, name: SwiftIdentifier(Self.velocityProperty), type: .named("CGPoint"),
                                    accessor: .stored(.implicit("zero")))),
            .variable(SwiftVariable(doc: ["The pan that drags the presented view, on it once presented."],
                                    access: .private, isLet: true, name: "dismissPan", type: nil, accessor: .stored(call(v("UIPanGestureRecognizer"))))),
            .function(SwiftFunction(
                doc: ["What the pan does (its target-action calls this): while the presented view is shown it drags it, and a release rests it",
                      "at the nearest resting place or starts the dismissal from where it is. A touch during a spring catches the view."],
                access: access, name: "handleDismissPan", parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer"))], body: [
                    .comment("During a transition the animator owns the presented view: a touch then is ignored."),
                    .guard([.expr(v(PresentationControllerLowering.atRest)), .unwrap("containerView"), .unwrap("presentedView")], else: [.return(nil)]),
                    .switch(state, [
                        SwiftSwitchCase([.implicit("began")], [
                            .let("frame", nil, v("frameOfPresentedViewInContainerView")),
                        ] + rubberBandLets + [
                            .expr(call(v("detentDrag").dot("grab"), [(nil, v("presentedView")), ("distance", distance),
                                                                    ("base", Build.point(v("frame").dot("midX"), v("frame").dot("midY"))),
                                                                    ("rubberBand", rubberBand)])),
                        ]),
                        SwiftSwitchCase([.implicit("changed")], [drag]),
                        SwiftSwitchCase([.implicit("ended")], [
                            drag,
                            .expr(call(v("releaseDetentDrag"), [(nil, v("presentedView")), ("velocity", call(v("gesture").dot("velocity"), [("in", .nil)]))])),
                        ]),
                        SwiftSwitchCase([.implicit("cancelled"), .implicit("failed")], [
                            .expr(call(v("releaseDetentDrag"), [(nil, v("presentedView")), ("velocity", .implicit("zero"))])),
                        ]),
                        SwiftSwitchCase([], [.breakStmt]),
                    ]),
                ])),
            DismissalLowering.panAction,
            .function(SwiftFunction(
                doc: ["A release: the view rests at the nearest resting place, or the dismissal starts from where it is with the finger's",
                      "velocity, by UIKit's rules (refused, the view springs back to the last resting place before it)."],
                access: .private, name: "releaseDetentDrag", parameters: [SwiftParameter(nil, "presentedView", .named("UIView")), SwiftParameter("velocity", .named("CGPoint"))], body: [
                    .let("duration", .named("TimeInterval"), duration),
                    .guard([.expr(call(v("detentDrag").dot("release"), [(nil, v("presentedView")), ("velocity", v("velocity")), ("duration", v("duration"))]))],
                           else: [.return(nil)]),
                    .assign(v(Self.velocityProperty), v("velocity")),
                    .guard([.expr(.prefix(.not, call(v(DismissalLowering.request))))], else: [.return(nil)]),
                    .assign(v(Self.velocityProperty), .implicit("zero")),
                    .expr(call(v("detentDrag").dot("settle"), [(nil, v("presentedView")), ("at", .double(lastRest)), ("velocity", .integer(0)), ("duration", v("duration"))])),
                ])),
            .function(SwiftFunction(
                doc: ["The pan begins along \(interaction.axis.rawValue), either way (up to a resting place above, down to one below or to the dismissal); whether",
                      "the user may dismiss is asked at the release that would."],
                access: access, name: "gestureRecognizerShouldBegin",
                parameters: [SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer"))], returns: .named("Bool"), body: [
                    .guard([.expr(.binary(v("gestureRecognizer"), .identical, v("dismissPan")))], else: [.return(.bool(true))]),
                    .let("velocity", nil, call(v("dismissPan").dot("velocity"), [("in", .nil)])),
                    .return(.binary(call(v("abs"), [(nil, v("velocity").dot(axis))]), .greater, call(v("abs"), [(nil, v("velocity").dot(across))]))),
                ])),
        ]
        return (members, DismissalLowering.panInstallation)
    }

    private var rate: Double {
        if case .project(let r)? = interaction.continuous?.release { return r }
        return 0.998
    }
}
