import TransitionCompiler

/// The file-private `FingerFollower`: a view the finger moves during an interactive transition
/// (Docs/LANGUAGE.md, "Following the finger"), with the interpreter's arithmetic (DragPlay's
/// `Follower`, AnimatorCore's `VelocityHandOff`) term by term, so both backends agree frame by
/// frame. Emitted once per file, when a transition writes `follow`.
enum FingerFollowerDecl {
    static let name = "FingerFollower"

    private static func v(_ n: String) -> SwiftExpr { .id(n) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = []) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }
    private static func stored(_ name: String, _ type: SwiftType, doc: [String] = [], isLet: Bool = true, access: SwiftAccess? = nil,
                               value: SwiftExpr? = nil) -> SwiftDecl {
        .variable(SwiftVariable(doc: doc, access: access, isLet: isLet, name: SwiftIdentifier(name), type: type, accessor: .stored(value)))
    }
    private static func minMax(_ value: SwiftExpr, _ low: SwiftExpr, _ high: SwiftExpr) -> SwiftExpr {
        call(v("min"), [(nil, call(v("max"), [(nil, value), (nil, low)])), (nil, high)])
    }

    static func decl() -> SwiftDecl {
        let cg = SwiftType.named("CGFloat")
        let driven = SwiftNominal(
            doc: ["A value the translation drives: from `from` to `to` over `over` points along the gesture, kept between the two."],
            kind: .struct, name: "Driven", inherits: [], members: [
                stored("from", cg), stored("to", cg),
                .function(SwiftFunction(doc: ["The value `travel` points on from where the finger took it (`grabbed`)."],
                                        name: "value", parameters: [SwiftParameter("from", "grabbed", cg), SwiftParameter("travel", cg), SwiftParameter("over", cg)],
                                        returns: cg, body: [
                    .let("value", nil, .binary(v("grabbed"), .add, .binary(.binary(.binary(v("to"), .subtract, v("from")), .multiply, v("travel")), .divide, v("over")))),
                    .return(minMax(v("value"), call(v("min"), [(nil, v("from")), (nil, v("to"))]), call(v("max"), [(nil, v("from")), (nil, v("to"))]))),
                ])),
            ])
        let view = v("view")
        let grabCenter = v("grabCenter")
        let followed = SwiftExpr.call(v("CGPoint"), [
            Build.arg("x", .binary(grabCenter.dot("x"), .add, .ternary(v("followsX"), v("offset").dot("x"), .integer(0)))),
            Build.arg("y", .binary(grabCenter.dot("y"), .add, .ternary(v("followsY"), v("offset").dot("y"), .integer(0)))),
        ], trailing: nil)
        let members: [SwiftDecl] = [
            .nominal(driven),
            stored("view", .named("UIView")),
            stored("followsX", .named("Bool"), doc: ["Whether the view moves with the finger along x and along y."]),
            stored("followsY", .named("Bool")),
            stored("scale", .optional(.named("Driven")), doc: ["A uniform scale over the view's transform at the start, and its alpha, driven by the translation."]),
            stored("alpha", .optional(.named("Driven"))),
            stored("over", cg, doc: ["The translation (points along the gesture) over which the driven values go from their first to their second number."]),
            stored("startCenter", .named("CGPoint"), doc: ["The view's values at the transition's start (a cancel returns to them) and at its end."]),
            stored("startBounds", .named("CGRect")),
            stored("startTransform", .named("CGAffineTransform")),
            stored("startAlpha", cg),
            stored("finishCenter", .named("CGPoint")),
            stored("finishBounds", .named("CGRect")),
            stored("finishTransform", .named("CGAffineTransform")),
            stored("finishAlpha", cg),
            stored("others", .optional(.function([.named("Bool")], .named("Void"))),
                   doc: ["The other properties its tracks animate: to their end (true) or back to their start."]),
            stored("grabCenter", .named("CGPoint"), doc: ["Where the finger took it: its centre and driven values then."], isLet: false, access: .private),
            stored("grabScale", cg, isLet: false, access: .private),
            stored("settling", .array(.named("UIViewPropertyAnimator")), doc: ["The settle's animators, while they run."], isLet: false, access: .private,
                   value: .array([], multiline: false)),
            stored("grabAlpha", cg, isLet: false, access: .private),
            .initializer(SwiftInitializer(parameters: [
                SwiftParameter("view", .named("UIView")), SwiftParameter("followsX", .named("Bool")), SwiftParameter("followsY", .named("Bool")),
                SwiftParameter("scale", .optional(.named("Driven"))), SwiftParameter("alpha", .optional(.named("Driven"))), SwiftParameter("over", cg),
                SwiftParameter("finishCenter", .named("CGPoint")), SwiftParameter("finishBounds", .named("CGRect")),
                SwiftParameter("finishTransform", .named("CGAffineTransform")), SwiftParameter("finishAlpha", cg),
                SwiftParameter(SwiftIdentifier("others"), SwiftIdentifier("others"), .optional(.function([.named("Bool")], .named("Void"))), default: .nil),
            ], body: [
                .assign(SwiftExpr.selfRef.dot("view"), view),
                .assign(SwiftExpr.selfRef.dot("followsX"), v("followsX")),
                .assign(SwiftExpr.selfRef.dot("followsY"), v("followsY")),
                .assign(SwiftExpr.selfRef.dot("scale"), v("scale")),
                .assign(SwiftExpr.selfRef.dot("alpha"), v("alpha")),
                .comment("A distance that is zero or not finite drives over one point, as the preview does."),
                .assign(SwiftExpr.selfRef.dot("over"), .ternary(.binary(.binary(call(v("abs"), [(nil, v("over"))]), .greater, .integer(0)), .and, v("over").dot("isFinite")),
                                                                call(v("abs"), [(nil, v("over"))]), .integer(1))),
                .assign(SwiftExpr.selfRef.dot("finishCenter"), v("finishCenter")),
                .assign(SwiftExpr.selfRef.dot("finishBounds"), v("finishBounds")),
                .assign(SwiftExpr.selfRef.dot("finishTransform"), v("finishTransform")),
                .assign(SwiftExpr.selfRef.dot("finishAlpha"), v("finishAlpha")),
                .assign(SwiftExpr.selfRef.dot("others"), v("others")),
                .assign(v("startCenter"), view.dot("center")),
                .assign(v("startBounds"), view.dot("bounds")),
                .assign(v("startTransform"), view.dot("transform")),
                .assign(v("startAlpha"), view.dot("alpha")),
                .assign(grabCenter, view.dot("center")),
                .assign(v("grabScale"), .binary(.optionalMember(v("scale"), "from"), .nilCoalescing, .integer(1))),
                .assign(v("grabAlpha"), .binary(.optionalMember(v("alpha"), "from"), .nilCoalescing, .integer(1))),
            ])),
            .function(SwiftFunction(doc: ["Moves the view with the finger: `offset` is the translation (resisted past the ends along the gesture's",
                                          "axis), `travel` the translation along the gesture's direction, which drives the scale and the alpha."],
                                    name: "follow", parameters: [SwiftParameter(nil, "offset", .named("CGPoint")), SwiftParameter("travel", cg)], body: [
                .assign(view.dot("center"), followed),
                .if([.unwrap("scale")], then: [
                    .let("factor", nil, call(v("scale").dot("value"), [("from", v("grabScale")), ("travel", v("travel")), ("over", v("over"))])),
                    .assign(view.dot("transform"), call(call(v("CGAffineTransform"), [("scaleX", v("factor")), ("y", v("factor"))]).dot("concatenating"),
                                                       [(nil, v("startTransform"))])),
                ], else: nil),
                .if([.unwrap("alpha")], then: [
                    .assign(view.dot("alpha"), call(v("alpha").dot("value"), [("from", v("grabAlpha")), ("travel", v("travel")), ("over", v("over"))])),
                ], else: nil),
            ])),
            settle(),
            endSettling(),
            grab(),
        ]
        return .nominal(SwiftNominal(
            doc: ["A view that follows the finger during an interactive transition: its centre keeps the offset at which it was",
                  "touched, the translation drives its scale and alpha, and on release it goes from where it is drawn to its",
                  "end (or back to its start), its centre handed the finger's velocity."],
            attributes: ["@MainActor"], access: .private, isFinal: true, kind: .class, name: SwiftIdentifier(name), inherits: [], members: members))
    }

    /// `settle(finishes:velocity:duration:timing:)`: two property animators, the centre's with the
    /// finger's velocity along the way left ((v · Δ) / |Δ|², at most 100 per second), the rest's without.
    private static func settle() -> SwiftDecl {
        let view = v("view")
        let fv = { (axis: String, follows: String) -> SwiftExpr in .ternary(v(follows), v("velocity").dot(SwiftIdentifier(axis)), .integer(0)) }
        let along = SwiftExpr.binary(.binary(.binary(fv("x", "followsX"), .multiply, v("dx")), .add, .binary(fv("y", "followsY"), .multiply, v("dy"))), .divide, v("length2"))
        let timingType = SwiftType.function([.named("CGFloat")], .existential(.named("UITimingCurveProvider")))
        return .function(SwiftFunction(
            doc: ["On release: from where it is drawn to its end (`finishes`) or its start over `duration`, with `timing` (given the",
                  "normalised initial velocity of a spring); the centre on its own animator, which carries the finger's velocity."],
            name: "settle", parameters: [SwiftParameter("finishes", .named("Bool")), SwiftParameter("velocity", .named("CGPoint")),
                                         SwiftParameter("duration", .named("TimeInterval")), SwiftParameter("timing", timingType)], body: [
                .let("target", nil, .ternary(v("finishes"), v("finishCenter"), v("startCenter"))),
                .let("dx", nil, .binary(v("target").dot("x"), .subtract, view.dot("center").dot("x"))),
                .let("dy", nil, .binary(v("target").dot("y"), .subtract, view.dot("center").dot("y"))),
                .let("length2", nil, .binary(.binary(v("dx"), .multiply, v("dx")), .add, .binary(v("dy"), .multiply, v("dy")))),
                .let("handedOver", .named("CGFloat"), .ternary(.binary(.binary(v("length2"), .greater, .double(1e-18)), .and,
                                                                       .binary(v("velocity").dot("x").dot("isFinite"), .and, v("velocity").dot("y").dot("isFinite"))),
                                                               minMax(along, .integer(-100), .integer(100)), .integer(0))),
                .let("view", nil, view),
                .let("centre", nil, Build.typeCall("UIViewPropertyAnimator", [("duration", v("duration")), ("timingParameters", call(v("timing"), [(nil, v("handedOver"))]))])),
                .expr(.call(v("centre").dot("addAnimations"), [], trailing: Build.closure([.assign(view.dot("center"), v("target"))]))),
                .let("rest", nil, Build.typeCall("UIViewPropertyAnimator", [("duration", v("duration")), ("timingParameters", call(v("timing"), [(nil, .integer(0))]))])),
                .let("bounds", nil, .ternary(v("finishes"), v("finishBounds"), v("startBounds"))),
                .let("transform", nil, .ternary(v("finishes"), v("finishTransform"), v("startTransform"))),
                .let("alpha", nil, .ternary(v("finishes"), v("finishAlpha"), v("startAlpha"))),
                .let("others", nil, SwiftExpr.selfRef.dot("others")),
                .expr(.call(v("rest").dot("addAnimations"), [], trailing: Build.closure([
                    .assign(view.dot("bounds"), v("bounds")),
                    .assign(view.dot("transform"), v("transform")),
                    .assign(view.dot("alpha"), v("alpha")),
                    .if([.unwrap("others")], then: [.expr(call(v("others"), [(nil, v("finishes"))]))], else: nil),
                ]))),
                .expr(call(v("centre").dot("startAnimation"))),
                .expr(call(v("rest").dot("startAnimation"))),
                .assign(v("settling"), .array([v("centre"), v("rest")], multiline: false)),
            ]))
    }

    /// `grab()`: caught mid-flight (`interruptible: true`): the settle stops where it is drawn
    /// (`pauseAnimation()` then `stopAnimation(true)`, which leaves the properties as drawn) and the
    /// finger takes it from there: its centre, the scale over its start transform, its alpha.
    private static func grab() -> SwiftDecl {
        func det(_ t: SwiftExpr) -> SwiftExpr {
            call(v("abs"), [(nil, .binary(.binary(t.dot("a"), .multiply, t.dot("d")), .subtract, .binary(t.dot("b"), .multiply, t.dot("c"))))])
        }
        return .function(SwiftFunction(
            doc: ["Caught mid-flight: the settle stops where it is drawn, and the finger takes the view from there."],
            name: "grab", body: [
                .forIn("animator", v("settling"), where: nil, [
                    .expr(call(v("animator").dot("pauseAnimation"))),
                    .expr(call(v("animator").dot("stopAnimation"), [(nil, .bool(true))])),
                ]),
                .assign(v("settling"), .array([], multiline: false)),
                .assign(v("grabCenter"), v("view").dot("center")),
                .assign(v("grabScale"), call(.binary(det(v("view").dot("transform")), .divide,
                                                     call(v("max"), [(nil, det(v("startTransform"))), (nil, .double(1e-12))])).dot("squareRoot"))),
                .assign(v("grabAlpha"), v("view").dot("alpha")),
            ]))
    }

    /// `endSettling()`: the transition completes; a settle still active ends at its target
    /// (`stopAnimation(false)` then `finishAnimation(at: .end)`, UIViewAnimating's documented pair).
    private static func endSettling() -> SwiftDecl {
        .function(SwiftFunction(
            doc: ["The transition completes: a settle that has not reported its end yet (it ends at the same time) ends now, at its target."],
            name: "endSettling", body: [
                .forIn("animator", v("settling"), where: .binary(v("animator").dot("state"), .equal, .implicit("active")), [
                    .expr(call(v("animator").dot("stopAnimation"), [(nil, .bool(false))])),
                    .expr(call(v("animator").dot("finishAnimation"), [("at", .implicit("end"))])),
                ]),
                .assign(v("settling"), .array([], multiline: false)),
            ]))
    }
}
