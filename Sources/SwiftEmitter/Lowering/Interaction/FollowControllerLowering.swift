import TransitionCompiler

/// The interaction controller's side of `follow` and `resistance` (Docs/LANGUAGE.md, "Following
/// the finger", "Resistance"): it takes the followers the branch made (FollowLowering), moves them
/// with the pan's translation on every update, and settles them on release with the pan's
/// velocity, over the time the animators have left. The arithmetic is the preview's (DragPlay).
struct FollowControllerLowering {
    let ir: TransitionIR
    let names: TransitionNames
    let operation: Operation
    let interaction: InteractionIR

    init?(ir: TransitionIR, names: TransitionNames, operation: Operation, _ interaction: InteractionIR) {
        guard FollowLowering(interaction) != nil else { return nil }
        self.ir = ir
        self.names = names
        self.operation = operation
        self.interaction = interaction
    }

    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = []) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }
    private var axis: SwiftIdentifier { SwiftIdentifier(interaction.axis.rawValue) }

    private var rubberBand: Expr?? {
        if case .rubberBand(let d)? = interaction.continuous?.resistance { return .some(d) }
        return nil
    }

    func members() -> [SwiftDecl] {
        var out: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["The views that follow the finger in the running transition (made by the animator's branch)."],
                                    access: .private, name: "followers", type: .array(.named(FingerFollowerDecl.name)), accessor: .stored(.array([], multiline: false)))),
            .variable(SwiftVariable(doc: ["The pan's translation and velocity (points, points per second), both axes."],
                                    access: .private, name: "fingerTranslation", type: .named("CGPoint"), accessor: .stored(.implicit("zero")))),
            .variable(SwiftVariable(access: .private, name: "fingerVelocity", type: .named("CGPoint"), accessor: .stored(.implicit("zero")))),
        ]
        if let dimension = rubberBand {
            out.append(.variable(SwiftVariable(doc: ["The rubber band's dimension, read when the transition starts."],
                                               access: .private, name: "rubberBandDimension", type: .named("CGFloat"), accessor: .stored(.integer(0)))))
            let written: SwiftExpr
            if let d = dimension {
                let lowering = BranchLowering(ir: ir, names: names, branch: ir.operation(operation)?.branch ?? BranchIR(
                    operation: operation, reversedFrom: nil, setup: [], tracks: [], finish: [], cancel: [], animators: [], duration: 0, range: interaction.range))
                written = lowering.expr(d)
            } else {
                written = v("containerView").dot("bounds").dot(interaction.axis == .x ? "width" : "height")
            }
            out.append(.function(SwiftFunction(doc: ["The dimension `d` of the rubber band (the container's along the axis unless the spec writes one)."],
                                               access: .private, name: "rubberBandDimension",
                                               parameters: [SwiftParameter("in", "containerView", .named("UIView"))], returns: .named("CGFloat"),
                                               body: [.return(written)])))
            let d = v("rubberBandDimension")
            func band(_ x: SwiftExpr) -> SwiftExpr {
                .binary(.binary(.integer(1), .subtract, .binary(.integer(1), .divide, .binary(.binary(.binary(x, .multiply, .double(0.55)), .divide, d), .add, .integer(1)))), .multiply, d)
            }
            out.append(.function(SwiftFunction(
                doc: ["UIScrollView's rubber band past the start (0) and the end (`distance`): x points past a limit move",
                      "(1 − 1 / (x · 0.55 / d + 1)) · d points."],
                access: .private, name: "resisted", parameters: [SwiftParameter(nil, "translation", .named("CGFloat"))], returns: .named("CGFloat"), body: [
                    .guard([.expr(.binary(v("distance"), .notEqual, .integer(0))), .expr(.binary(d, .greater, .integer(0))), .expr(d.dot("isFinite"))],
                           else: [.return(v("translation"))]),
                ] + limits() + [
                    .if([.expr(.binary(v("translation"), .less, v("lower")))], then: [
                        .return(.binary(v("lower"), .subtract, band(.binary(v("lower"), .subtract, v("translation"))))),
                    ], else: nil),
                    .if([.expr(.binary(v("translation"), .greater, v("upper")))], then: [
                        .return(.binary(v("upper"), .add, band(.binary(v("translation"), .subtract, v("upper"))))),
                    ], else: nil),
                    .return(v("translation")),
                ])))
        }
        return out
    }

    /// The translations at which the progress is 0 and 1, from where the touch took it.
    private func limits() -> [SwiftStmt] {
        guard RegrabLowering.isNeeded(interaction) else {
            return [.let("lower", nil, call(v("min"), [(nil, .integer(0)), (nil, v("distance"))])),
                    .let("upper", nil, call(v("max"), [(nil, .integer(0)), (nil, v("distance"))]))]
        }
        let atStart = SwiftExpr.binary(.prefix(.minus, v("grabProgress")), .multiply, v("distance"))
        let atEnd = SwiftExpr.binary(.binary(.integer(1), .subtract, v("grabProgress")), .multiply, v("distance"))
        return [.let("atStart", nil, atStart), .let("atEnd", nil, atEnd),
                .let("lower", nil, call(v("min"), [(nil, v("atStart")), (nil, v("atEnd"))])),
                .let("upper", nil, call(v("max"), [(nil, v("atStart")), (nil, v("atEnd"))]))]
    }

    /// In `handle(_:begin:)`, beside the translation along the axis.
    func handle() -> [SwiftStmt] {
        [
            .assign(v("fingerTranslation"), call(v("gesture").dot("translation"), [("in", .nil)])),
            .assign(v("fingerVelocity"), call(v("gesture").dot("velocity"), [("in", .nil)])),
        ]
    }

    /// In `startInteractiveTransition(_:)`, once the animators are made.
    func start() -> [SwiftStmt] {
        var out: [SwiftStmt] = [.assign(v("followers"), v("animator").dot(SwiftIdentifier(FollowLowering.property)))]
        if rubberBand != nil {
            out.append(.assign(v("rubberBandDimension"), call(v("rubberBandDimension"), [("in", v("transitionContext").dot("containerView"))])))
        }
        return out
    }

    /// In `update()`, after the animators are scrubbed.
    func update() -> [SwiftStmt] {
        let along = v("fingerTranslation").dot(axis)
        let resisted: SwiftExpr = rubberBand != nil ? call(v("resisted"), [(nil, along)]) : along
        let x = interaction.axis == .x ? resisted : v("fingerTranslation").dot("x")
        let y = interaction.axis == .y ? resisted : v("fingerTranslation").dot("y")
        return [
            .comment(rubberBand != nil ? "The followed views move with the finger, resisted past the ends." : "The followed views move with the finger."),
            .let("offset", nil, rubberBand != nil ? Build.point(x, y) : v("fingerTranslation")),
            .let("travel", nil, .ternary(.binary(v("distance"), .less, .integer(0)), .prefix(.minus, along), along)),
            .forIn("follower", v("followers"), where: nil, [
                .expr(call(v("follower").dot("follow"), [(nil, v("offset")), ("travel", v("travel"))])),
            ]),
        ]
    }

    /// In `release(velocity:)`, after the animators continue.
    func release() -> [SwiftStmt] {
        let curve = interaction.completionCurve
        let isSpring: Bool = { if case .spring = curve { return true } else { return false } }()
        let timing = curve.perceptualFallback ?? curve.timingParameters(velocity: isSpring ? v("velocity") : nil)
        let duration = SwiftExpr.binary(.optionalMember(v("animator"), "transitionDuration").call(Build.arg("using", v("transitionContext"))), .nilCoalescing, .integer(0))
        return [
            .comment("The followed views settle from where they are drawn over the time the animators have left, handed the finger's velocity."),
            .let("followerDuration", nil, call(v("max"), [
                (nil, .binary(.ternary(v("finishes"), .binary(.integer(1), .subtract, v("progress")), v("progress")), .multiply, duration)),
                (nil, .double(1e-9)),
            ])),
            .let("fingerVelocity", nil, .ternary(v("gestureWasCancelled"), .implicit("zero"), SwiftExpr.selfRef.dot("fingerVelocity"))),
            .forIn("follower", v("followers"), where: nil, [
                .expr(.call(v("follower").dot("settle"), [
                    Build.arg("finishes", v("finishes")), Build.arg("velocity", v("fingerVelocity")), Build.arg("duration", v("followerDuration")),
                ], trailing: SwiftClosure(parameters: [isSpring && curve.perceptualFallback == nil ? "velocity" : "_"], body: [.return(timing)]))),
            ]),
        ]
    }

    /// In `reset()`.
    func reset() -> [SwiftStmt] { [.assign(v("followers"), .array([], multiline: false))] }
}
