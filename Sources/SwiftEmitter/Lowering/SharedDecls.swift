import TransitionCompiler

/// Declarations every generated file with a custom branch needs once: the coordinated animator
/// and, for `steps(...)` curves, the interpolation helpers. File-private, so several generated
/// files can live in one module.
enum SharedDecls {
    private static func v(_ name: String) -> SwiftExpr { .id(name) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }
    private static func forParts(_ body: [SwiftStmt], where condition: SwiftExpr? = nil) -> SwiftStmt {
        .forIn("part", v("parts"), where: condition, body)
    }
    private static let partAnimator = SwiftExpr.id("part").dot("animator")
    private static let positionType: SwiftType = .named("UIViewAnimatingPosition")
    private static let completionType: SwiftType = .function([positionType], .named("Void"))
    private static let animationType: SwiftType = .function([], .named("Void"))

    /// `animator.addCompletion { [weak self] position in self?.partDidComplete(index, at: position) }`: the
    /// part by its index, so the closure an animator keeps holds neither the animator nor its group.
    private static func partCompletion(_ animator: SwiftExpr) -> SwiftStmt {
        .expr(call(animator.dot("addCompletion"), [], trailing: SwiftClosure(
            weakCaptures: ["self"], parameters: ["position"],
            body: [.expr(call(SwiftExpr.selfRef.optionalChained.dot("partDidComplete"), [(nil, v("index")), ("at", v("position"))]))])))
    }

    /// `addAnimations` (a transition coordinator's alongside animations): a new part from the current time
    /// to the group's end, whatever the primary part's delay or state, as UIKit runs a block added to a
    /// running animator over its remaining time. Timing: the primary's cubic curve, else linear (a
    /// spring's own duration need not be the remaining time).
    private static func addPart() -> SwiftDecl {
        let animator = v("animator")
        return .function(SwiftFunction(doc: [
            "An added animation runs from now to the group's end (after delayFactor × the remaining time), as UIKit",
            "runs a block added to a running animator, even while the primary part waits for its delay or has completed.",
        ], access: .private, name: "addPart", parameters: [
            SwiftParameter(nil, "animation", .escaping(animationType)), SwiftParameter("delayFactor", .named("CGFloat")),
        ], body: [
            .comment("UIKit raises when animations are added to a stopped animator."),
            .guard([.expr(.binary(v("state"), .notEqual, .implicit("stopped")))], else: [.return(nil)]),
            .let("now", nil, .ternary(.binary(v("state"), .equal, .implicit("inactive")), .integer(0),
                                      .binary(call(v("TimeInterval"), [(nil, v("fractionComplete"))]), .multiply, v("duration")))),
            .let("remaining", nil, .binary(v("duration"), .subtract, v("now"))),
            .guard([.expr(.binary(v("remaining"), .greater, .integer(0)))], else: [
                .expr(call(v("animation"), [])),
                .return(nil),
            ]),
            .let("wait", nil, .binary(call(v("TimeInterval"), [(nil, call(v("min"), [(nil, call(v("max"), [(nil, v("delayFactor")), (nil, .integer(0))])), (nil, .integer(1))]))]),
                                      .multiply, v("remaining"))),
            .let("timing", nil, .binary(v("primary").optionalChained.dot("animator").dot("timingParameters").optionalChained.dot("cubicTimingParameters"),
                                        .nilCoalescing, call(v("UICubicTimingParameters"), [("animationCurve", .implicit("linear"))]))),
            .let("animator", nil, call(v("UIViewPropertyAnimator"), [("duration", .binary(v("remaining"), .subtract, v("wait"))), ("timingParameters", v("timing"))])),
            .expr(call(animator.dot("addAnimations"), [(nil, v("animation"))])),
            .assign(animator.dot("isReversed"), v("isReversed")),
            .let("index", nil, v("parts").dot("count")),
            partCompletion(animator),
            .expr(call(v("parts").dot("append"), [(nil, call(v("Part"), [("animator", animator), ("delay", .binary(v("now"), .add, v("wait")))]))])),
            .if([.expr(.binary(v("state"), .equal, .implicit("active")))], then: [
                .if([.expr(v("isRunning"))], then: [
                    .expr(call(animator.dot("startAnimation"), [("afterDelay", v("wait"))])),
                ], else: [
                    .expr(call(animator.dot("pauseAnimation"), [])),
                ]),
            ], else: nil),
        ]))
    }

    static func coordinatedAnimator() -> SwiftDecl {
        let part = SwiftNominal(kind: .struct, name: "Part", members: [
            .variable(SwiftVariable(isLet: true, name: "animator", type: .named("UIViewPropertyAnimator"), accessor: .stored(nil))),
            .variable(SwiftVariable(isLet: true, name: "delay", type: .named("TimeInterval"), accessor: .stored(nil))),
        ])
        // Where a part stood when it was continued (issue 20): its point of the schedule and its own
        // fractionComplete then. After a continue a curved part reports its values' progress, which
        // is no point of the schedule; the group's progress carries it on from where it stood.
        let anchor = SwiftNominal(kind: .struct, name: "ReleaseAnchor", members: [
            .variable(SwiftVariable(isLet: true, name: "animator", type: .named("UIViewPropertyAnimator"), accessor: .stored(nil))),
            .variable(SwiftVariable(isLet: true, name: "schedule", type: .named("CGFloat"), accessor: .stored(nil))),
            .variable(SwiftVariable(isLet: true, name: "own", type: .named("CGFloat"), accessor: .stored(nil))),
        ])
        let anchorOfPart = call(v("releaseAnchors").dot("first"), [("where", .closure(SwiftClosure(body: [
            .expr(.binary(v("$0").dot("animator"), .identical, partAnimator))])))])
        let members: [SwiftDecl] = [
            .nominal(part),
            .nominal(anchor),
            .variable(SwiftVariable(access: .private, name: "releaseAnchors", type: .array(.named("ReleaseAnchor")),
                                    accessor: .stored(.array([], multiline: false)))),
            .function(SwiftFunction(doc: [
                "A continued part's point of the schedule: from where it stood to its target (0 reversed, 1 otherwise) in",
                "proportion to its own fractionComplete's way there; its fractionComplete when it was not continued.",
            ], access: .private, name: "scheduleFraction", parameters: [SwiftParameter("of", "part", .named("Part"))],
                                    returns: .named("CGFloat"), body: [
                .guard([.bind("anchor", anchorOfPart)], else: [.return(partAnimator.dot("fractionComplete"))]),
                .let("target", .named("CGFloat"), .ternary(partAnimator.dot("isReversed"), .integer(0), .integer(1))),
                .let("span", nil, .binary(v("target"), .subtract, v("anchor").dot("own"))),
                .guard([.expr(.binary(call(v("abs"), [(nil, v("span"))]), .greater, .double(1e-12)))], else: [.return(v("target"))]),
                .let("value", nil, .binary(v("anchor").dot("schedule"), .add,
                    .binary(.binary(.binary(partAnimator.dot("fractionComplete"), .subtract, v("anchor").dot("own")), .multiply,
                                    .binary(v("target"), .subtract, v("anchor").dot("schedule"))), .divide, v("span")))),
                .return(call(v("min"), [(nil, call(v("max"), [(nil, v("value")), (nil, .integer(0))])), (nil, .integer(1))])),
            ])),
            .variable(SwiftVariable(access: .private, isLet: true, name: "duration", type: .named("TimeInterval"), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The parts, in order; `addAnimations` appends one."], access: .private, name: "parts", type: .array(.named("Part")), accessor: .stored(nil))),
            .variable(SwiftVariable(access: .private, name: "completions", type: .array(completionType), accessor: .stored(.array([], multiline: false)))),
            .variable(SwiftVariable(access: .private, name: "teardowns", type: .array(animationType), accessor: .stored(.array([], multiline: false)))),
            .variable(SwiftVariable(access: .private, name: "completedParts", type: nil, accessor: .stored(.integer(0)))),
            .variable(SwiftVariable(access: .private, name: "primaryPosition", type: positionType, accessor: .stored(.implicit("end")))),
            // Not `reversed`: on Apple's platforms that is the Objective-C name of UIViewAnimating's
            // `isReversed` requirement, and a private member of that name fails to compile (issue 19;
            // EmitTests' ObjCNameTests guard every generated member against the SDK's names).
            .variable(SwiftVariable(access: .private, name: "groupIsReversed", type: nil, accessor: .stored(.bool(false)))),
            .variable(SwiftVariable(doc: ["The value set while paused, reported until the next start, continue or stop."], access: .private,
                                    name: "setFraction", type: .optional(.named("CGFloat")), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["Parts that have completed at their end in this run."], access: .private,
                                    name: "partsAtEnd", type: .array(.named("UIViewPropertyAnimator")), accessor: .stored(.array([], multiline: false)))),
            .variable(SwiftVariable(setterAccess: .private, name: "state", type: .named("UIViewAnimatingState"), accessor: .stored(.implicit("inactive")))),
            .initializer(SwiftInitializer(parameters: [
                SwiftParameter("duration", .named("TimeInterval")), SwiftParameter("parts", .array(.named("Part"))),
            ], body: [
                .assign(SwiftExpr.selfRef.dot("duration"), v("duration")),
                .assign(SwiftExpr.selfRef.dot("parts"), v("parts")),
                .expr(call(SwiftExpr.superRef.dot("init"), [])),
                // scrubsLinearly stays UIKit's default (true): a scrubbed part follows the gesture linearly,
                // so the view stays under the finger (as `transc run` scrubs).
                .forInPair("index", "part", call(v("parts").dot("enumerated"), []), [partCompletion(partAnimator)]),
            ])),
            .variable(SwiftVariable(doc: ["The part that ends last: its position is the transition's."], access: .private,
                                    name: "primary", type: .optional(.named("Part")), accessor: .getter([
                .return(call(v("parts").dot("max"), [], trailing: SwiftClosure(parameters: ["a", "b"], body: [
                    .expr(.binary(.binary(v("a").dot("delay"), .add, v("a").dot("animator").dot("duration")), .less,
                                  .binary(v("b").dot("delay"), .add, v("b").dot("animator").dot("duration")))),
                ]))),
            ]))),
            .variable(SwiftVariable(doc: ["The parts a control call reaches: all before the first start, then the active ones (a completed part stays completed)."],
                                    access: .private, name: "liveParts", type: .array(.named("Part")), accessor: .getter([
                .if([.expr(.binary(v("state"), .equal, .implicit("inactive")))], then: [.return(v("parts"))], else: nil),
                .return(call(v("parts").dot("filter"), [], trailing: SwiftClosure(body: [
                    .expr(.binary(v("$0").dot("animator").dot("state"), .equal, .implicit("active"))),
                ]))),
            ]))),
            .variable(SwiftVariable(name: "isRunning", type: .named("Bool"), accessor: .getter([
                .return(call(v("parts").dot("contains"), [], trailing: SwiftClosure(body: [.expr(v("$0").dot("animator").dot("isRunning"))]))),
            ]))),
            .variable(SwiftVariable(name: "isReversed", type: .named("Bool"), accessor: .getSet([
                .return(v("groupIsReversed")),
            ], [
                .assign(v("groupIsReversed"), v("newValue")),
                .forIn("part", v("liveParts"), where: nil, [.assign(partAnimator.dot("isReversed"), v("newValue"))]),
            ]))),
            .variable(SwiftVariable(doc: [
                "The value set while paused (until the next start, continue or stop); otherwise the furthest point of the",
                "schedule any part has reached: delay + fractionComplete × duration of the active parts that have begun, and",
                "delay + duration of the parts that completed at their end, over the duration, at most 1.",
            ], name: "fractionComplete", type: .named("CGFloat"), accessor: .getSet([
                .if([.unwrap("setFraction")], then: [.return(v("setFraction"))], else: nil),
                .guard([.expr(.binary(v("duration"), .greater, .integer(0)))], else: [.return(.integer(0))]),
                .var("time", .named("TimeInterval"), .integer(0)),
                forParts([
                    .if([.expr(call(v("partsAtEnd").dot("contains"), [("where", .closure(SwiftClosure(body: [.expr(.binary(v("$0"), .identical, partAnimator))])))]))], then: [
                        .assign(v("time"), call(v("max"), [(nil, v("time")), (nil, .binary(v("part").dot("delay"), .add, partAnimator.dot("duration")))])),
                    ], else: [
                        .if([.expr(.binary(partAnimator.dot("state"), .equal, .implicit("active"))),
                             .expr(.binary(call(v("scheduleFraction"), [("of", v("part"))]), .greater, .integer(0)))], then: [
                            .assign(v("time"), call(v("max"), [(nil, v("time")), (nil, .binary(v("part").dot("delay"), .add,
                                .binary(call(v("TimeInterval"), [(nil, call(v("scheduleFraction"), [("of", v("part"))]))]), .multiply, partAnimator.dot("duration"))))])),
                        ], else: nil),
                    ]),
                ]),
                .return(call(v("CGFloat"), [(nil, call(v("min"), [(nil, .binary(v("time"), .divide, v("duration"))), (nil, .integer(1))]))])),
            ], [
                .comment("UIKit: settable only while paused; an inactive animator becomes active (paused)."),
                .guard([.expr(.binary(.binary(v("state"), .equal, .implicit("inactive")), .or,
                                      .binary(.binary(v("state"), .equal, .implicit("active")), .and, .prefix(.not, v("isRunning")))))],
                       else: [.return(nil)]),
                .assign(v("state"), .implicit("active")),
                .assign(v("setFraction"), call(v("min"), [(nil, call(v("max"), [(nil, v("newValue")), (nil, .integer(0))])), (nil, .integer(1))])),
                .assign(v("partsAtEnd"), .array([], multiline: false)),
                .assign(v("releaseAnchors"), .array([], multiline: false)),
                .let("time", nil, .binary(call(v("TimeInterval"), [(nil, v("newValue"))]), .multiply, v("duration"))),
                forParts([
                    .let("local", nil, .ternary(.binary(partAnimator.dot("duration"), .greater, .integer(0)),
                                                .binary(.binary(v("time"), .subtract, v("part").dot("delay")), .divide, partAnimator.dot("duration")),
                                                .ternary(.binary(v("time"), .greaterEqual, v("part").dot("delay")), .integer(1), .integer(0)))),
                    .assign(partAnimator.dot("fractionComplete"), call(v("CGFloat"), [(nil, call(v("min"), [
                        (nil, call(v("max"), [(nil, v("local")), (nil, .integer(0))])), (nil, .integer(1)),
                    ]))])),
                ]),
            ]))),
            .function(SwiftFunction(name: "startAnimation", body: [.expr(call(v("startAnimation"), [("afterDelay", .integer(0))]))])),
            .function(SwiftFunction(name: "startAnimation", parameters: [SwiftParameter("afterDelay", "delay", .named("TimeInterval"))], body: [
                .guard([.expr(.prefix(.not, v("parts").dot("isEmpty")))], else: [
                    .expr(call(v("complete"), [("at", .ternary(v("groupIsReversed"), .implicit("start"), .implicit("end")))])),
                    .return(nil),
                ]),
                .let("isFirstStart", nil, .binary(v("state"), .equal, .implicit("inactive"))),
                .let("live", nil, v("liveParts")),
                .assign(v("state"), .implicit("active")),
                .assign(v("setFraction"), .nil),
                .forIn("part", v("live"), where: nil, [
                    .if([.expr(v("isFirstStart"))], then: [
                        .expr(call(partAnimator.dot("startAnimation"), [("afterDelay", .binary(v("delay"), .add, v("part").dot("delay")))])),
                    ], else: [
                        .expr(call(partAnimator.dot("startAnimation"), [])),
                    ]),
                ]),
            ])),
            .function(SwiftFunction(name: "pauseAnimation", body: [
                .comment("A stopped animator cannot run again: only finishAnimation(at:) ends it."),
                .guard([.expr(.binary(v("state"), .notEqual, .implicit("stopped")))], else: [.return(nil)]),
                .let("live", nil, v("liveParts")),
                .assign(v("state"), .implicit("active")),
                .forIn("part", v("live"), where: nil, [.expr(call(partAnimator.dot("pauseAnimation"), []))]),
            ])),
            .function(SwiftFunction(name: "stopAnimation", parameters: [SwiftParameter(nil, "withoutFinishing", .named("Bool"))], body: [
                .guard([.expr(.binary(v("state"), .equal, .implicit("active")))], else: [.return(nil)]),
                .comment("Only active parts can stop: a completed part stays completed."),
                forParts([.expr(call(partAnimator.dot("stopAnimation"), [(nil, v("withoutFinishing"))]))],
                         where: .binary(partAnimator.dot("state"), .equal, .implicit("active"))),
                .assign(v("state"), .ternary(v("withoutFinishing"), .implicit("inactive"), .implicit("stopped"))),
                .assign(v("setFraction"), .nil),
                .if([.expr(v("withoutFinishing"))], then: [
                    .comment("UIKit runs no completion after stopAnimation(true); the teardowns run all the same."),
                    .assign(v("completions"), .array([], multiline: false)),
                    .expr(call(v("tearDown"), [])),
                    .assign(v("completedParts"), .integer(0)),
                    .assign(v("partsAtEnd"), .array([], multiline: false)),
                ], else: nil),
            ])),
            .function(SwiftFunction(name: "finishAnimation", parameters: [SwiftParameter("at", "finalPosition", positionType)], body: [
                .comment("UIKit: only a stopped animator can be finished; its stopped parts are (completed ones are done)."),
                .guard([.expr(.binary(v("state"), .equal, .implicit("stopped")))], else: [.return(nil)]),
                .guard([.expr(.prefix(.not, v("parts").dot("isEmpty")))], else: [
                    .expr(call(v("complete"), [("at", v("finalPosition"))])),
                    .return(nil),
                ]),
                forParts([.expr(call(partAnimator.dot("finishAnimation"), [("at", v("finalPosition"))]))],
                         where: .binary(partAnimator.dot("state"), .equal, .implicit("stopped"))),
            ])),
            .function(SwiftFunction(name: "addAnimations", parameters: [SwiftParameter(nil, "animation", .escaping(animationType))], body: [
                .expr(call(v("addPart"), [(nil, v("animation")), ("delayFactor", .integer(0))])),
            ])),
            .function(SwiftFunction(name: "addAnimations", parameters: [
                SwiftParameter(nil, "animation", .escaping(animationType)), SwiftParameter("delayFactor", .named("CGFloat")),
            ], body: [
                .expr(call(v("addPart"), [(nil, v("animation")), ("delayFactor", v("delayFactor"))])),
            ])),
            addPart(),
            .function(SwiftFunction(name: "addCompletion", parameters: [SwiftParameter(nil, "completion", .escaping(completionType))], body: [
                .expr(call(v("completions").dot("append"), [(nil, v("completion"))])),
            ])),
            .function(SwiftFunction(doc: [
                "Runs `teardown` once when the group ends, however it ends: before the completions, or on",
                "stopAnimation(true), after which UIKit runs none (what must never outlive the transition).",
            ], name: "addTeardown", parameters: [SwiftParameter(nil, "teardown", .escaping(animationType))], body: [
                .expr(call(v("teardowns").dot("append"), [(nil, v("teardown"))])),
            ])),
            .function(SwiftFunction(access: .private, name: "tearDown", body: [
                .let("teardowns", nil, SwiftExpr.selfRef.dot("teardowns")),
                .assign(SwiftExpr.selfRef.dot("teardowns"), .array([], multiline: false)),
                .forIn("teardown", v("teardowns"), where: nil, [.expr(call(v("teardown"), []))]),
            ])),
            .function(SwiftFunction(doc: [
                "UIKit's per-animator continue: every active part runs from its displayed values to its end (start when",
                "reversed) through the new timing over durationFactor × its own duration (0: its own remaining time); parts",
                "that have not begun start at once, without their delay. Each part completes on its own.",
            ],
                                    name: "continueAnimation", parameters: [
                SwiftParameter("withTimingParameters", "parameters", .optional(.existential(.named("UITimingCurveProvider")))),
                SwiftParameter("durationFactor", .named("CGFloat")),
            ], body: [
                .guard([.expr(.prefix(.not, v("parts").dot("isEmpty")))], else: [
                    .expr(call(v("complete"), [("at", .ternary(v("groupIsReversed"), .implicit("start"), .implicit("end")))])),
                    .return(nil),
                ]),
                .let("live", nil, v("liveParts")),
                .assign(v("state"), .implicit("active")),
                .assign(v("setFraction"), .nil),
                .forIn("part", v("live"), where: nil, [
                    .let("schedule", nil, call(v("scheduleFraction"), [("of", v("part"))])),
                    .expr(call(partAnimator.dot("continueAnimation"), [("withTimingParameters", v("parameters")), ("durationFactor", v("durationFactor"))])),
                    .expr(call(v("releaseAnchors").dot("removeAll"), [], trailing: SwiftClosure(body: [
                        .expr(.binary(v("$0").dot("animator"), .identical, partAnimator))]))),
                    .expr(call(v("releaseAnchors").dot("append"), [(nil, call(v("ReleaseAnchor"), [
                        ("animator", partAnimator), ("schedule", v("schedule")), ("own", partAnimator.dot("fractionComplete"))]))])),
                ]),
            ])),
            .function(SwiftFunction(access: .private, name: "partDidComplete", parameters: [
                SwiftParameter(nil, "index", .named("Int")), SwiftParameter("at", "position", positionType),
            ], body: [
                .let("part", nil, .subscript(v("parts"), v("index"))),
                .if([.expr(.binary(partAnimator, .identical, v("primary").optionalChained.dot("animator")))], then: [
                    .assign(v("primaryPosition"), v("position")),
                ], else: nil),
                .if([.expr(.binary(v("position"), .equal, .implicit("end")))], then: [
                    .expr(call(v("partsAtEnd").dot("append"), [(nil, partAnimator)])),
                ], else: nil),
                .assign(v("completedParts"), .binary(v("completedParts"), .add, .integer(1))),
                .if([.expr(.binary(v("completedParts"), .equal, v("parts").dot("count")))], then: [
                    .expr(call(v("complete"), [("at", v("primaryPosition"))])),
                ], else: nil),
            ])),
            .function(SwiftFunction(access: .private, name: "complete", parameters: [SwiftParameter("at", "position", positionType)], body: [
                .expr(call(v("tearDown"), [])),
                .assign(v("state"), .implicit("inactive")),
                .assign(v("completedParts"), .integer(0)),
                .assign(v("partsAtEnd"), .array([], multiline: false)),
                .assign(v("releaseAnchors"), .array([], multiline: false)),
                .assign(v("setFraction"), .nil),
                .let("completions", nil, SwiftExpr.selfRef.dot("completions")),
                .assign(SwiftExpr.selfRef.dot("completions"), .array([], multiline: false)),
                .forIn("completion", v("completions"), where: nil, [.expr(call(v("completion"), [(nil, v("position"))]))]),
            ])),
        ]
        return .nominal(SwiftNominal(doc: [
            "Several `UIViewPropertyAnimator`s, one per timing, driven as one `UIViewImplicitlyAnimating`.",
            "Overall time t = fractionComplete × duration; a part's fraction is (t − delay) / its duration,",
            "clamped to 0...1. `continueAnimation` (an interaction's finish or cancel) continues every part the",
            "UIKit way. Completion runs once every part has completed, with the position of the part that ends",
            "last (the primary).",
        ], attributes: ["@MainActor"], access: .private, isFinal: true, kind: .class, name: SwiftIdentifier(TypeNames.coordinator),
           inherits: [.named("NSObject"), .named("UIViewImplicitlyAnimating")], members: members))
    }

    /// The division rule (Docs/LANGUAGE.md, "Division by zero"), for a divisor read from a view:
    /// 0 instead of a quotient that is not a finite number, which Core Animation would refuse
    /// ("CALayer position contains NaN"). `transc run` follows the same rule (`DivisionRule`).
    static let finiteQuotient = "finiteQuotient"

    static func finiteQuotientFunction() -> SwiftDecl {
        .function(SwiftFunction(
            doc: ["A division by a value read from a view: 0 when the quotient is not a finite number (the view's size is 0)."],
            access: .private, name: SwiftIdentifier(finiteQuotient),
            parameters: [SwiftParameter(nil, "a", .named("CGFloat")), SwiftParameter(nil, "b", .named("CGFloat"))],
            returns: .named("CGFloat"), body: [
                .let("quotient", nil, .binary(v("a"), .divide, v("b"))),
                .return(.ternary(v("quotient").dot("isFinite"), v("quotient"), .integer(0))),
            ]))
    }

    /// The value rule (Docs/LANGUAGE.md, "Numbers a view receives"): a value computed from a
    /// view's value by multiplying, dividing or composing transforms reaches the view only with
    /// every number finite and within ±1e9; any other number becomes 0. `transc run` follows
    /// the same rule (`ValueRule`). One overload per type the file guards, no more.
    static let guardedValue = "guardedValue"

    static func guardedValueFunctions(_ types: Set<String>) -> [SwiftDecl] {
        guard !types.isEmpty else { return [] }
        func fn(_ type: String, _ parameter: String, _ doc: [String], _ body: SwiftExpr) -> SwiftDecl {
            .function(SwiftFunction(doc: doc, access: .private, name: SwiftIdentifier(guardedValue),
                                    parameters: [SwiftParameter(nil, SwiftIdentifier(parameter), .named(type))],
                                    returns: .named(type), body: [.return(body)]))
        }
        func g(_ e: SwiftExpr) -> SwiftExpr { call(v(guardedValue), [(nil, e)]) }
        func fields(_ type: String, _ parameter: String, _ names: [(String, String)]) -> SwiftExpr {
            call(v(type), names.map { name in (name.0, g(name.1.split(separator: ".").reduce(v(parameter)) { $0.dot(String($1)) })) })
        }
        var out: [SwiftDecl] = [fn("CGFloat", "value", [
            "A number a view receives that was computed from a view's value: 0 unless it is finite and within",
            "±1e9 points (Core Animation raises \"CALayer position contains NaN\" for a NaN).",
        ], .ternary(.binary(call(v("abs"), [(nil, v("value"))]), .lessEqual, .double(ValueRule.limit)), v("value"), .integer(0)))]
        if types.contains("CGPoint") {
            out.append(fn("CGPoint", "point", [], fields("CGPoint", "point", [("x", "x"), ("y", "y")])))
        }
        if types.contains("CGSize") {
            out.append(fn("CGSize", "size", [], fields("CGSize", "size", [("width", "width"), ("height", "height")])))
        }
        if types.contains("CGRect") {
            out.append(fn("CGRect", "rect", [], fields("CGRect", "rect", [("x", "origin.x"), ("y", "origin.y"), ("width", "size.width"), ("height", "size.height")])))
        }
        if types.contains("CGAffineTransform") {
            out.append(fn("CGAffineTransform", "transform", [], fields("CGAffineTransform", "transform", ["a", "b", "c", "d", "tx", "ty"].map { ($0, $0) })))
        }
        if types.contains("CATransform3D") {
            let entries = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }
            out.append(fn("CATransform3D", "transform", [], fields("CATransform3D", "transform", entries.map { ($0, $0) })))
        }
        return out
    }

    /// The name of the participant finder (`participantFinder()`).
    static let participantFunction = "transitionParticipant"

    /// `transitionParticipant(_:where:)`: the view controller that takes part in a transition as the
    /// adopter of a generated protocol is the view controller UIKit hands over, or else the visible
    /// child of a container, searched down: a navigation controller's top view controller, a tab bar
    /// controller's selected one, otherwise the last child (at most 8 levels). So a view controller
    /// presented inside a `UINavigationController`, or a tab that is one, still takes part.
    static func participantFinder() -> SwiftDecl {
        let current = v("current")
        return .function(SwiftFunction(doc: [
            "The view controller that takes part in a transition: `viewController` if it adopts the protocol (`adopts`),",
            "else the visible child of a container, searched down: a navigation controller's top view controller, a tab",
            "bar controller's selected one, otherwise the last child (at most 8 levels).",
        ], attributes: ["@MainActor"], access: .private, name: SwiftIdentifier(participantFunction), parameters: [
            SwiftParameter(nil, "viewController", .named("UIViewController")),
            SwiftParameter("where", "adopts", .function([.named("UIViewController")], .named("Bool"))),
        ], returns: .optional(.named("UIViewController")), body: [
            .var("candidate", .optional(.named("UIViewController")), v("viewController")),
            .forIn("_", call(v("stride"), [("from", .integer(0)), ("to", .integer(8)), ("by", .integer(1))]), where: nil, [
                .guard([.bind("current", v("candidate"))], else: [.return(.nil)]),
                .if([.expr(call(v("adopts"), [(nil, current)]))], then: [.return(current)], else: nil),
                .if([.bind("navigationController", .cast(current, .conditional, .named("UINavigationController")))], then: [
                    .assign(v("candidate"), v("navigationController").dot("topViewController")),
                ], else: [
                    .if([.bind("tabBarController", .cast(current, .conditional, .named("UITabBarController")))], then: [
                        .assign(v("candidate"), v("tabBarController").dot("selectedViewController")),
                    ], else: [
                        .assign(v("candidate"), current.dot("children").dot("last")),
                    ]),
                ]),
            ]),
            .return(.nil),
        ]))
    }

    /// `transitionParticipant(vc, where: { $0 is any P })`: `vc`'s participant for `P`, if any.
    static func findParticipant(_ viewController: SwiftExpr, adopting proto: String) -> SwiftExpr {
        call(v(participantFunction), [(nil, viewController), ("where", .closure(SwiftClosure(body: [
            .expr(.cast(v("$0"), .check, .existential(.named(proto)))),
        ])))])
    }

    /// `transitionParticipant(vc, where: { $0 is any P }) as? any P`: `vc`'s participant as `P`.
    static func participant(_ viewController: SwiftExpr, as proto: String) -> SwiftExpr {
        .cast(findParticipant(viewController, adopting: proto), .conditional, .existential(.named(proto)))
    }

    /// `interpolate(from, to, fraction)` for the types `steps(...)` tracks and curved keyframe
    /// segments (KeyframeLowering) animate.
    static func interpolation(_ types: Set<String>) -> [SwiftDecl] {
        guard !types.isEmpty else { return [] }
        func lerp(_ a: SwiftExpr, _ b: SwiftExpr) -> SwiftExpr {
            call(v("interpolate"), [(nil, a), (nil, b), (nil, v("fraction"))])
        }
        func fn(_ type: String, _ result: SwiftExpr) -> SwiftDecl {
            .function(SwiftFunction(
                doc: type == "CGFloat" ? ["Values between two keyframes of a `steps(...)` curve or of a curved keyframe segment."] : [],
                access: .private, name: "interpolate",
                parameters: [SwiftParameter(nil, "from", .named(type)), SwiftParameter(nil, "to", .named(type)),
                             SwiftParameter(nil, "fraction", .named("CGFloat"))],
                returns: .named(type), body: [.return(result)]))
        }
        func fields(_ type: String, _ names: [(String, String)]) -> SwiftExpr {
            call(v(type), names.map { ($0.0, lerp(v("from").dot($0.1), v("to").dot($0.1))) })
        }
        var out: [SwiftDecl] = [fn("CGFloat", .binary(v("from"), .add, .binary(.binary(v("to"), .subtract, v("from")), .multiply, v("fraction"))))]
        if types.contains("CGPoint") || types.contains("CGRect") {
            out.append(fn("CGPoint", fields("CGPoint", [("x", "x"), ("y", "y")])))
        }
        if types.contains("CGSize") {
            out.append(fn("CGSize", fields("CGSize", [("width", "width"), ("height", "height")])))
        }
        if types.contains("CGRect") {
            out.append(fn("CGRect", fields("CGRect", [("x", "minX"), ("y", "minY"), ("width", "width"), ("height", "height")])))
        }
        if types.contains("CGAffineTransform") {
            out.append(contentsOf: transformInterpolation(lerp))
        }
        return out
    }

    /// Core Animation interpolates affine transforms decomposed: translation, scale, rotation
    /// (the shorter way round) and shear (AnimatorCore's `DecomposedTransform`, which `transc run`
    /// uses), not matrix entry by entry; pure scale + translation is interpolated directly.
    private static func transformInterpolation(_ lerp: (SwiftExpr, SwiftExpr) -> SwiftExpr) -> [SwiftDecl] {
        func m(_ a: SwiftExpr, _ b: SwiftExpr) -> SwiftExpr { .binary(a, .multiply, b) }
        func add(_ a: SwiftExpr, _ b: SwiftExpr) -> SwiftExpr { .binary(a, .add, b) }
        func sub(_ a: SwiftExpr, _ b: SwiftExpr) -> SwiftExpr { .binary(a, .subtract, b) }
        func div(_ a: SwiftExpr, _ b: SwiftExpr) -> SwiftExpr { .binary(a, .divide, b) }
        func cg(_ e: SwiftExpr) -> SwiftExpr { call(v("CGFloat"), [(nil, e)]) }
        func dbl(_ e: SwiftExpr) -> SwiftExpr { call(v("Double"), [(nil, e)]) }
        func sqrt(_ e: SwiftExpr) -> SwiftExpr { call(e.dot("squareRoot"), []) }
        let selfRef = SwiftExpr.selfRef
        let cgFloat = SwiftType.named("CGFloat")
        let decomposed = SwiftNominal(
            doc: ["A transform's scale, rotation and shear (translate · rotate · shear · scale)."],
            access: .private, kind: .struct, name: SwiftIdentifier(TypeNames.decomposedTransform), members: [
                .variable(SwiftVariable(isLet: true, name: "scaleX", type: cgFloat, accessor: .stored(nil))),
                .variable(SwiftVariable(isLet: true, name: "scaleY", type: cgFloat, accessor: .stored(nil))),
                .variable(SwiftVariable(isLet: true, name: "rotation", type: cgFloat, accessor: .stored(nil))),
                .variable(SwiftVariable(isLet: true, name: "shear", type: cgFloat, accessor: .stored(nil))),
                .initializer(SwiftInitializer(parameters: [SwiftParameter(nil, "t", .named("CGAffineTransform"))], body: [
                    .var("ax", nil, v("t").dot("a")), .var("ay", nil, v("t").dot("b")),
                    .var("bx", nil, v("t").dot("c")), .var("by", nil, v("t").dot("d")),
                    .var("sx", nil, sqrt(add(m(v("ax"), v("ax")), m(v("ay"), v("ay"))))),
                    .if([.expr(.binary(v("sx"), .notEqual, .integer(0)))], then: [
                        .assign(v("ax"), div(v("ax"), v("sx"))), .assign(v("ay"), div(v("ay"), v("sx"))),
                    ], else: nil),
                    .var("sh", nil, add(m(v("ax"), v("bx")), m(v("ay"), v("by")))),
                    .assign(v("bx"), sub(v("bx"), m(v("ax"), v("sh")))),
                    .assign(v("by"), sub(v("by"), m(v("ay"), v("sh")))),
                    .let("sy", nil, sqrt(add(m(v("bx"), v("bx")), m(v("by"), v("by"))))),
                    .if([.expr(.binary(v("sy"), .notEqual, .integer(0)))], then: [
                        .assign(v("bx"), div(v("bx"), v("sy"))), .assign(v("by"), div(v("by"), v("sy"))),
                        .assign(v("sh"), div(v("sh"), v("sy"))),
                    ], else: nil),
                    .comment("A negative determinant is a reflection: flip x so the rotation stays continuous."),
                    .if([.expr(.binary(sub(m(v("ax"), v("by")), m(v("ay"), v("bx"))), .less, .integer(0)))], then: [
                        .assign(v("ax"), .prefix(.minus, v("ax"))), .assign(v("ay"), .prefix(.minus, v("ay"))),
                        .assign(v("sx"), .prefix(.minus, v("sx"))), .assign(v("sh"), .prefix(.minus, v("sh"))),
                    ], else: nil),
                    .assign(selfRef.dot("scaleX"), v("sx")),
                    .assign(selfRef.dot("scaleY"), v("sy")),
                    .assign(selfRef.dot("rotation"), cg(call(v("atan2"), [(nil, dbl(v("ay"))), (nil, dbl(v("ax")))]))),
                    .assign(selfRef.dot("shear"), v("sh")),
                ])),
            ])
        let from = v("from"), to = v("to")
        let f = v("f"), t = v("t")
        let pureScale = [from, to].flatMap { x in
            [SwiftExpr.binary(x.dot("b"), .equal, .integer(0)), .binary(x.dot("c"), .equal, .integer(0)),
             .binary(x.dot("a"), .greater, .integer(0)), .binary(x.dot("d"), .greater, .integer(0))]
        }.map(SwiftCondition.expr)
        let pi = SwiftExpr.type(.named("CGFloat")).dot("pi")
        let body: [SwiftStmt] = [
            .if(pureScale, then: [
                .return(call(v("CGAffineTransform"), [
                    ("a", lerp(from.dot("a"), to.dot("a"))), ("b", .integer(0)), ("c", .integer(0)), ("d", lerp(from.dot("d"), to.dot("d"))),
                    ("tx", lerp(from.dot("tx"), to.dot("tx"))), ("ty", lerp(from.dot("ty"), to.dot("ty"))),
                ])),
            ], else: nil),
            .let("f", nil, call(v(TypeNames.decomposedTransform), [(nil, from)])),
            .let("t", nil, call(v(TypeNames.decomposedTransform), [(nil, to)])),
            .var("endRotation", nil, t.dot("rotation")),
            .if([.expr(.binary(sub(v("endRotation"), f.dot("rotation")), .greater, pi))], then: [
                .assign(v("endRotation"), sub(v("endRotation"), m(.integer(2), pi))),
            ], else: [
                .if([.expr(.binary(sub(v("endRotation"), f.dot("rotation")), .less, .prefix(.minus, pi)))], then: [
                    .assign(v("endRotation"), add(v("endRotation"), m(.integer(2), pi))),
                ], else: nil),
            ]),
            .let("rotation", nil, dbl(lerp(f.dot("rotation"), v("endRotation")))),
            .let("scaleX", nil, lerp(f.dot("scaleX"), t.dot("scaleX"))),
            .let("scaleY", nil, lerp(f.dot("scaleY"), t.dot("scaleY"))),
            .let("shear", nil, lerp(f.dot("shear"), t.dot("shear"))),
            .let("cosine", nil, cg(call(v("cos"), [(nil, v("rotation"))]))),
            .let("sine", nil, cg(call(v("sin"), [(nil, v("rotation"))]))),
            .return(call(v("CGAffineTransform"), [
                ("a", m(v("cosine"), v("scaleX"))), ("b", m(v("sine"), v("scaleX"))),
                ("c", m(sub(m(v("cosine"), v("shear")), v("sine")), v("scaleY"))),
                ("d", m(add(m(v("sine"), v("shear")), v("cosine")), v("scaleY"))),
                ("tx", lerp(from.dot("tx"), to.dot("tx"))), ("ty", lerp(from.dot("ty"), to.dot("ty"))),
            ])),
        ]
        return [
            .nominal(decomposed),
            .function(SwiftFunction(
                doc: ["Core Animation's interpolation of transforms: decomposed, rotating the shorter way."],
                access: .private, name: "interpolate",
                parameters: [SwiftParameter(nil, "from", .named("CGAffineTransform")), SwiftParameter(nil, "to", .named("CGAffineTransform")),
                             SwiftParameter(nil, "fraction", .named("CGFloat"))],
                returns: .named("CGAffineTransform"), body: body)),
        ]
    }
}

extension SwiftExpr {
    /// `x?` as the base of a member access: rendered by `optionalMember`.
    var optionalChained: OptionalBase { OptionalBase(base: self) }
}

/// Helper to write `a?.b.c` with the `.dot` chain.
struct OptionalBase {
    let base: SwiftExpr
    func dot(_ name: String) -> SwiftExpr { .optionalMember(base, SwiftIdentifier(name)) }
}
