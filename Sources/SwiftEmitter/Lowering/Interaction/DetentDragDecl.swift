import TransitionCompiler

/// The file-private `DetentDrag`: a presented view dragged while it is shown (`detents`;
/// Docs/LANGUAGE.md, "Drag, then dismiss"), with the interpreter's arithmetic (DetentDrag.swift's
/// `DetentSession`, AnimatorCore's `Projection`, `RubberBand` and `VelocityHandOff`) term by term,
/// so both backends agree frame by frame. The presentation controller feeds it the pan
/// (DetentLowering); it moves the view's centre, and on release either springs it to a resting
/// place (a `UIViewPropertyAnimator`) or reports the dismissal. Emitted once per file.
enum DetentDragDecl {
    static let name = "DetentDrag"

    private static func v(_ n: String) -> SwiftExpr { .id(n) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = []) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }
    private static func stored(_ name: String, _ type: SwiftType, doc: [String] = [], isLet: Bool = true, access: SwiftAccess? = nil,
                               setter: SwiftAccess? = nil, value: SwiftExpr? = nil) -> SwiftDecl {
        .variable(SwiftVariable(doc: doc, access: access, setterAccess: setter, isLet: isLet, name: SwiftIdentifier(name), type: type, accessor: .stored(value)))
    }
    private static func along(_ p: SwiftExpr) -> SwiftExpr { .ternary(v("axisIsX"), p.dot("x"), p.dot("y")) }
    private static func point(offsetBy d: SwiftExpr) -> SwiftExpr {
        Build.point(.binary(v("base").dot("x"), .add, .ternary(v("axisIsX"), d, .integer(0))),
                    .binary(v("base").dot("y"), .add, .ternary(v("axisIsX"), .integer(0), d)))
    }

    static var timingType: SwiftType { .function([.named("CGFloat")], .existential(.named("UITimingCurveProvider"))) }

    static func decl() -> SwiftDecl {
        let cg = SwiftType.named("CGFloat")
        let view = SwiftParameter(nil, "view", .named("UIView"))
        let sign = SwiftExpr.ternary(.binary(v("distance"), .less, .integer(0)), .prefix(.minus, .integer(1)), .integer(1))
        let members: [SwiftDecl] = [
            stored("places", .array(cg), doc: ["The resting places, as progress of the dismissal: where the view is presented (0), each detent, and the",
                                               "dismissal (1)."]),
            stored("axisIsX", .named("Bool"), doc: ["The dismissal's axis: x (true) or y."]),
            stored("rate", cg, doc: ["The deceleration rate per millisecond a release's momentum is projected with (UIScrollView's)."]),
            stored("timing", timingType, doc: ["A spring to a resting place: its timing, given the normalised initial velocity."]),
            stored("distance", cg, doc: ["Read at each touch: the dismissal's distance (points per progress 1, signed), where the view is presented",
                                         "(its centre), and the rubber band's dimension above it (nil: it follows one to one)."],
                   isLet: false, access: .private, value: .integer(1)),
            stored("base", .named("CGPoint"), isLet: false, access: .private, value: .implicit("zero")),
            stored("rubberBand", .optional(cg), isLet: false, access: .private, value: nil),
            stored("grabOffset", cg, doc: ["The offset drawn when the finger touched."], isLet: false, access: .private, value: .integer(0)),
            stored("spring", .optional(.named("UIViewPropertyAnimator")), doc: ["The spring to a resting place, from its start until a touch stops it."],
                   isLet: false, access: .private, value: nil),
            stored("restingPlace", cg, doc: ["The resting place the view is at or springs to (progress of the dismissal); a layout pass keeps it there."],
                   isLet: false, access: .private, setter: nil, value: .integer(0)),
            .variable(SwiftVariable(doc: ["True from a touch to the end of the spring that follows: a layout pass leaves the view to the finger."],
                                    access: nil, setterAccess: .private, name: "isMoving", type: nil, accessor: .stored(.bool(false)))),
            .initializer(SwiftInitializer(parameters: [
                SwiftParameter("places", .array(cg)), SwiftParameter("axisIsX", .named("Bool")), SwiftParameter("rate", cg),
                SwiftParameter("timing", .escaping(timingType)),
            ], body: [
                .assign(SwiftExpr.selfRef.dot("places"), v("places")),
                .assign(SwiftExpr.selfRef.dot("axisIsX"), v("axisIsX")),
                .assign(SwiftExpr.selfRef.dot("rate"), v("rate")),
                .assign(SwiftExpr.selfRef.dot("timing"), v("timing")),
            ])),
            .variable(SwiftVariable(access: .private, name: "sign", type: cg, accessor: .getter([.return(sign)]))),
            .function(SwiftFunction(doc: ["The offset drawn: points along the dismissal's direction from where the view is presented."],
                                    access: .private, name: "offset", parameters: [SwiftParameter("of", "view", .named("UIView"))], returns: cg, body: [
                .return(.binary(.binary(along(v("view").dot("center")), .subtract, along(v("base"))), .multiply, v("sign"))),
            ])),
            .function(SwiftFunction(doc: ["The centre `offset` points along the dismissal from where the view is presented."],
                                    access: .private, name: "center", parameters: [SwiftParameter("at", "offset", cg)], returns: .named("CGPoint"), body: [
                .let("d", nil, .binary(v("offset"), .multiply, v("sign"))),
                .return(point(offsetBy: v("d"))),
            ])),
            .function(SwiftFunction(doc: ["The frame a layout pass gives the view resting where it rests (`frame`: where it is presented); nil while",
                                          "the finger or a spring moves it."],
                                    name: "restingFrame", parameters: [SwiftParameter(nil, "frame", .named("CGRect")), SwiftParameter("distance", cg)],
                                    returns: .optional(.named("CGRect")), body: [
                .guard([.expr(.prefix(.not, v("isMoving")))], else: [.return(.nil)]),
                .let("d", nil, .binary(.binary(v("restingPlace"), .multiply, call(v("abs"), [(nil, v("distance"))])),
                                       .multiply, .ternary(.binary(v("distance"), .less, .integer(0)), .prefix(.minus, .integer(1)), .integer(1)))),
                .return(call(v("frame").dot("offsetBy"), [("dx", .ternary(v("axisIsX"), v("d"), .integer(0))), ("dy", .ternary(v("axisIsX"), .integer(0), v("d")))])),
            ])),
            grab(view),
            .function(SwiftFunction(doc: ["The finger moved `translation` from where it touched: above where it is presented the view resists",
                                          "(UIScrollView's rubber band, (1 − 1 / (x · 0.55 / d + 1)) · d), below it follows one to one."],
                                    name: "drag", parameters: [view, SwiftParameter("translation", .named("CGPoint"))], body: [
                .var("offset", nil, .binary(v("grabOffset"), .add, .binary(along(v("translation")), .multiply, v("sign")))),
                .if([.expr(.binary(v("offset"), .less, .integer(0))), .bind("d", v("rubberBand"))], then: [
                    .assign(v("offset"), .binary(.prefix(.minus, .binary(.integer(1), .subtract, .binary(.integer(1), .divide,
                        .binary(.binary(.binary(call(v("abs"), [(nil, v("offset"))]), .multiply, .double(0.55)), .divide, v("d")), .add, .integer(1))))),
                        .multiply, v("d"))),
                ], else: nil),
                .assign(v("view").dot("center"), call(v("center"), [("at", v("offset"))])),
            ])),
            release(view),
            settle(view),
            normalizedVelocity(),
        ]
        return .nominal(SwiftNominal(
            doc: ["A presented view dragged while it is shown: it follows the finger along the dismissal's axis, rubber-bands",
                  "above where it is presented, and on release the nearest resting place the momentum projects to wins: it",
                  "springs there, handed the finger's velocity, or the dismissal starts from where it is."],
            attributes: ["@MainActor"], access: .private, isFinal: true, kind: .class, name: SwiftIdentifier(name), inherits: [], members: members))
    }

    /// `grab(_:distance:base:rubberBand:)`: a touch; a spring still running stops where it is drawn
    /// (`pauseAnimation()` then `stopAnimation(true)`, which leaves the properties as last rendered,
    /// UIViewAnimating.h) and the finger takes the view from there.
    private static func grab(_ view: SwiftParameter) -> SwiftDecl {
        .function(SwiftFunction(doc: ["A touch: the geometry of this drag, and a spring still running stops where it is drawn (the finger takes",
                                      "the view from there)."],
                                name: "grab", parameters: [view, SwiftParameter("distance", .named("CGFloat")), SwiftParameter("base", .named("CGPoint")),
                                                           SwiftParameter("rubberBand", .optional(.named("CGFloat")))], body: [
            .if([.bind("spring", v("spring")), .expr(.binary(v("spring").dot("state"), .equal, .implicit("active")))], then: [
                .expr(call(v("spring").dot("pauseAnimation"))),
                .expr(call(v("spring").dot("stopAnimation"), [(nil, .bool(true))])),
            ], else: nil),
            .assign(SwiftExpr.selfRef.dot("spring"), .nil),
            .comment("A distance that is zero or not finite drives over one point."),
            .assign(SwiftExpr.selfRef.dot("distance"), .ternary(.binary(.binary(v("distance"), .notEqual, .integer(0)), .and, v("distance").dot("isFinite")),
                                                                v("distance"), .integer(1))),
            .assign(SwiftExpr.selfRef.dot("base"), v("base")),
            .assign(SwiftExpr.selfRef.dot("rubberBand"), v("rubberBand")),
            .assign(v("isMoving"), .bool(true)),
            .assign(v("grabOffset"), call(v("offset"), [("of", v("view"))])),
        ]))
    }

    /// `release(_:velocity:) -> Bool`: the projection (`(v / 1000) · r / (1 − r)` points), the
    /// nearest resting place (the first on a tie), and true for the dismissal.
    private static func release(_ view: SwiftParameter) -> SwiftDecl {
        let magnitude = call(v("abs"), [(nil, v("distance"))])
        return .function(SwiftFunction(
            doc: ["The release, with the finger's velocity (points per second) and the dismissal's duration: the momentum is projected as a scroll view decelerates",
                  "and the nearest resting place wins. True for the dismissal (the caller starts it from where the view is); otherwise",
                  "the view springs to its resting place."],
            name: "release", parameters: [view, SwiftParameter("velocity", .named("CGPoint")), SwiftParameter("duration", .named("TimeInterval"))],
            returns: .named("Bool"), body: [
                .let("progress", nil, .binary(call(v("offset"), [("of", v("view"))]), .divide, magnitude)),
                .let("speed", nil, .binary(along(v("velocity")), .multiply, v("sign"))),
                .let("travel", .named("CGFloat"), .ternary(v("speed").dot("isFinite"),
                                                           .binary(.binary(.binary(v("speed"), .divide, .integer(1000)), .multiply, v("rate")), .divide,
                                                                   .binary(.integer(1), .subtract, v("rate"))), .integer(0))),
                .let("projected", nil, .binary(v("progress"), .add, .binary(v("travel"), .divide, magnitude))),
                .var("nearest", nil, .subscript(v("places"), .integer(0))),
                .forIn("place", v("places"), where: .binary(call(v("abs"), [(nil, .binary(v("place"), .subtract, v("projected")))]), .less,
                                                           call(v("abs"), [(nil, .binary(v("nearest"), .subtract, v("projected")))])), [
                    .assign(v("nearest"), v("place")),
                ]),
                .if([.expr(.binary(v("nearest"), .greaterEqual, .integer(1)))], then: [
                    .assign(v("isMoving"), .bool(false)),
                    .return(.bool(true)),
                ], else: nil),
                .expr(call(v("settle"), [(nil, v("view")), ("at", v("nearest")), ("velocity", v("speed")), ("duration", v("duration"))])),
                .return(.bool(false)),
            ]))
    }

    /// `normalizedVelocity(_:from:to:)`: AnimatorCore's `VelocityHandOff.normalized`.
    private static func normalizedVelocity() -> SwiftDecl {
        let dx = SwiftExpr.binary(v("target").dot("x"), .subtract, v("position").dot("x"))
        let dy = SwiftExpr.binary(v("target").dot("y"), .subtract, v("position").dot("y"))
        return .function(SwiftFunction(
            doc: ["A velocity (points per second) as a spring's normalised initial velocity towards `target`: its component along the",
                  "way divided by the way, (v · Δ) / |Δ|², at most 100 per second either way; 0 when no way is left."],
            isStatic: true, name: "normalizedVelocity",
            parameters: [SwiftParameter(nil, "velocity", .named("CGPoint")), SwiftParameter("from", "position", .named("CGPoint")), SwiftParameter("to", "target", .named("CGPoint"))],
            returns: .named("CGFloat"), body: [
                .let("dx", nil, dx), .let("dy", nil, dy),
                .let("length2", nil, .binary(.binary(v("dx"), .multiply, v("dx")), .add, .binary(v("dy"), .multiply, v("dy")))),
                .guard([.expr(.binary(.binary(v("length2"), .greater, .double(1e-18)), .and,
                                      .binary(v("velocity").dot("x").dot("isFinite"), .and, v("velocity").dot("y").dot("isFinite"))))],
                       else: [.return(.integer(0))]),
                .let("along", nil, .binary(.binary(.binary(v("velocity").dot("x"), .multiply, v("dx")), .add, .binary(v("velocity").dot("y"), .multiply, v("dy"))),
                                           .divide, v("length2"))),
                .return(call(v("min"), [(nil, call(v("max"), [(nil, v("along")), (nil, .integer(-100))])), (nil, .integer(100))])),
            ]))
    }

    /// `settle(_:at:velocity:)`: a spring over the dismissal's duration × the progress left (at
    /// least a tenth of it), handed (v · Δ) / Δ² (at most 100 per second), as the preview does.
    private static func settle(_ view: SwiftParameter) -> SwiftDecl {
        let magnitude = call(v("abs"), [(nil, v("distance"))])
        return .function(SwiftFunction(
            doc: ["Springs the view to `place` from where it is drawn over `duration` × the progress it has left (at least a tenth of",
                  "it), handed `velocity` (points per second along the dismissal) normalised to the way left."],
            name: "settle", parameters: [view, SwiftParameter("at", "place", .named("CGFloat")), SwiftParameter("velocity", .named("CGFloat")),
                                         SwiftParameter("duration", .named("TimeInterval"))], body: [
                .let("offset", nil, call(v("offset"), [("of", v("view"))])),
                .let("target", nil, .binary(v("place"), .multiply, magnitude)),
                .let("span", nil, .binary(call(v("max"), [(nil, call(v("abs"), [(nil, .binary(v("place"), .subtract, .binary(v("offset"), .divide, magnitude)))])),
                                                         (nil, .double(0.1))]), .multiply, v("duration"))),
                .let("handedOver", nil, call(SwiftExpr.id(name).dot("normalizedVelocity"), [
                    (nil, Build.point(v("velocity"), .integer(0))), ("from", Build.point(v("offset"), .integer(0))), ("to", Build.point(v("target"), .integer(0))),
                ])),
                .let("spring", nil, Build.typeCall("UIViewPropertyAnimator", [("duration", call(v("max"), [(nil, v("span")), (nil, .double(1e-9))])),
                                                                              ("timingParameters", call(v("timing"), [(nil, v("handedOver"))]))])),
                .let("end", nil, call(v("center"), [("at", v("target"))])),
                .expr(.call(v("spring").dot("addAnimations"), [], trailing: Build.closure([.assign(v("view").dot("center"), v("end"))]))),
                .expr(.call(v("spring").dot("addCompletion"), [], trailing: SwiftClosure(weakCaptures: ["self"], parameters: ["_"], body: [
                    .comment("Only a spring that ends on its own: one a touch stopped reports nothing (stopAnimation(true))."),
                    .assign(.optionalMember(v("self"), "spring"), .nil),
                    .assign(.optionalMember(v("self"), "isMoving"), .bool(false)),
                ]))),
                .assign(v("restingPlace"), v("place")),
                .expr(call(v("spring").dot("startAnimation"))),
                .assign(SwiftExpr.selfRef.dot("spring"), v("spring")),
            ]))
    }
}
