import TransitionCompiler

// The tab pan `install(on:)` owns when a tab operation is `interactive:` (issue 33, item 6), so a
// tab transition is wired in one line like a navigation or modal one. One `UIPanGestureRecognizer`
// on the tab bar controller's view; the direction is the finger's: towards the leading edge (the
// left, the right when right to left) the next tab comes in (`forward`, a higher index, which the
// tab bar puts on the trailing side), towards the trailing edge the previous one (`backward`).
// UITabBarControllerDelegate's documented calls do the rest: selecting the tab asks
// `tabBarController(_:animationControllerForTransitionFrom:to:)`, and for that animator
// `tabBarController(_:interactionControllerFor:)`, which returns the operation's interaction
// controller while its gesture is active.
extension TransitionLowering {
    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }

    /// The pan's members, and what `install(on:)` adds before and after the delegate is set.
    /// `interactive`: the tab operations with an interaction (forward, backward or both); `custom`: every one with a branch.
    func tabPan(interactive: [Operation], custom: [Operation]) -> (members: [SwiftDecl], before: [SwiftStmt], after: [SwiftStmt]) {
        let tab = v("tabBarController")
        let notInTransition = SwiftExpr.prefix(.not, .binary(v("lastAnimator").optionalChained.dot("isInTransition"), .nilCoalescing, .bool(false)))
        let operationType = SwiftType.member(.named(names.animator), "Operation")

        // Which way the finger asks: only the directions this transition drives.
        var direction: [SwiftStmt] = [
            .let("towardsLeading", nil, .ternary(v("rightToLeft"), .binary(v("along"), .greater, .integer(0)), .binary(v("along"), .less, .integer(0)))),
        ]
        if !interactive.contains(.backward) {
            direction.append(.guard([.expr(v("towardsLeading"))], else: [.return(.nil)]))
        } else if !interactive.contains(.forward) {
            direction.append(.guard([.expr(.prefix(.not, v("towardsLeading")))], else: [.return(.nil)]))
        }
        let requested: [SwiftStmt] = [
            .guard([.bind("tabBarController", v("installedController")), .bind("count", tab.dot("viewControllers").optionalChained.dot("count"))],
                   else: [.return(.nil)]),
            .comment("The finger's way along x: its translation, or before it moved its velocity."),
            .let("moved", nil, call(v("gesture").dot("translation"), [("in", .nil)]).dot("x")),
            .let("along", nil, .ternary(.binary(v("moved"), .notEqual, .integer(0)), v("moved"), call(v("gesture").dot("velocity"), [("in", .nil)]).dot("x"))),
            .guard([.expr(.binary(v("along"), .notEqual, .integer(0)))], else: [.return(.nil)]),
            .comment("Right to left the tab bar's order turns round: the next tab is on the left, and comes in from there."),
            .let("rightToLeft", nil, .binary(tab.dot("view").dot("effectiveUserInterfaceLayoutDirection"), .equal, .implicit("rightToLeft"))),
        ] + direction + [
            .let("index", nil, .binary(tab.dot("selectedIndex"), .add, .ternary(v("towardsLeading"), .integer(1), .prefix(.minus, .integer(1))))),
            .guard([.expr(.binary(v("index"), .greaterEqual, .integer(0))), .expr(.binary(v("index"), .less, v("count")))], else: [.return(.nil)]),
            .return(v("index")),
        ]

        var cases: [SwiftSwitchCase] = interactive.map { op in
            SwiftSwitchCase([.implicit(op.rawValue)], [
                .expr(call(v(names.interactionProperty(op)).dot("handle"), [(nil, v("gesture"))], trailing: SwiftClosure(body: [
                    .assign(.optionalMember(v("installedController"), "selectedIndex"), v("panTarget")),
                ]))),
            ])
        }
        let others = custom.filter { !interactive.contains($0) }
        if !others.isEmpty { cases.append(SwiftSwitchCase(others.map { .implicit($0.rawValue) }, [.breakStmt])) }

        let members: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["The pan between tabs: on the tab bar controller's view, from `install(on:)`."],
                                    access: .private, isLet: true, name: "tabPan", type: nil, accessor: .stored(call(v("UIPanGestureRecognizer"), [])))),
            .variable(SwiftVariable(doc: ["The move the current pan drives, chosen when it begins (nil: it moves nothing)."],
                                    access: .private, name: "panOperation", type: .optional(operationType), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The tab the current pan moves to."],
                                    access: .private, name: "panTarget", type: nil, accessor: .stored(.integer(0)))),
            .function(SwiftFunction(
                doc: ["The tab a pan asks for: the next one when the finger moves towards the leading edge, the previous one",
                      "towards the trailing edge; nil past either end, or where this transition does not drive that move."],
                access: .private, name: "requestedTab", parameters: [SwiftParameter("for", "gesture", .named("UIPanGestureRecognizer"))],
                returns: .optional(.named("Int")), body: requested)),
            .function(SwiftFunction(
                doc: ["What the tab pan does: drives the move to the tab it began towards (its target-action calls this)."],
                access: nil, name: "handleTabPan", parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer"))], body: [
                    .if([.expr(.binary(v("gesture").dot("state"), .equal, .implicit("began")))], then: [
                        .comment("A pan that begins while a transition runs moves nothing."),
                        .assign(v("panOperation"), .nil),
                        .if([.expr(notInTransition), .bind("tabBarController", v("installedController")),
                             .bind("target", call(v("requestedTab"), [("for", v("gesture"))]))], then: [
                            .assign(v("panTarget"), v("target")),
                            .assign(v("panOperation"), .ternary(.binary(v("target"), .greater, tab.dot("selectedIndex")),
                                                                 .implicit(Operation.forward.rawValue), .implicit(Operation.backward.rawValue))),
                        ], else: nil),
                    ], else: nil),
                    .guard([.bind("operation", v("panOperation"))], else: [.return(nil)]),
                    .switch(v("operation"), cases),
                ])),
            .ifConfig("canImport(ObjectiveC)", [
                .function(SwiftFunction(attributes: ["@objc"], access: .private, name: "tabPanAction",
                                        parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer"))], body: [
                    .expr(call(v("handleTabPan"), [(nil, v("gesture"))])),
                ])),
            ]),
            .function(SwiftFunction(
                doc: ["The tab pan begins only between transitions, more along x than y, towards a tab that exists and whose",
                      "move this transition animates (so it never selects a tab without its transition)."],
                access: access, name: "gestureRecognizerShouldBegin",
                parameters: [SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer"))], returns: .named("Bool"), body: [
                    .guard([.expr(.binary(v("gestureRecognizer"), .identical, v("tabPan")))], else: [.return(.bool(true))]),
                    .guard([.bind("tabBarController", v("installedController")), .expr(.binary(tab.dot("transitionCoordinator"), .equal, .nil)),
                            .expr(notInTransition)], else: [.return(.bool(false))]),
                    .let("velocity", nil, call(v("tabPan").dot("velocity"), [("in", .nil)])),
                    .guard([.expr(.binary(call(v("abs"), [(nil, v("velocity").dot("x"))]), .greater, call(v("abs"), [(nil, v("velocity").dot("y"))]))),
                            .bind("target", call(v("requestedTab"), [("for", v("tabPan"))])),
                            .bind("fromVC", tab.dot("selectedViewController")),
                            .bind("viewControllers", tab.dot("viewControllers"))], else: [.return(.bool(false))]),
                    .return(.binary(call(v("ownAnimator"), [("in", tab), ("from", v("fromVC")), ("to", .subscript(v("viewControllers"), v("target")))]), .notEqual, .nil)),
                ])),
            .function(SwiftFunction(
                doc: ["Puts the tab pan on the tab bar controller's view (which loads the view)."],
                access: .private, name: "attachTabPan", parameters: [SwiftParameter("to", "tabBarController", .named("UITabBarController"))], body: [
                    .assign(v("tabPan").dot("delegate"), .selfRef),
                    .ifConfig("canImport(ObjectiveC)", [
                        .expr(call(v("tabPan").dot("addTarget"), [(nil, .selfRef), ("action", .selector("tabPanAction"))])),
                    ]),
                    .expr(call(tab.dot("view").dot("addGestureRecognizer"), [(nil, v("tabPan"))])),
                ])),
        ]
        let before: [SwiftStmt] = [
            .comment("A transition installed before leaves its pan to this one."),
            .if([.bind("replaced", .cast(v("previous"), .conditional, .named(names.delegate)))], then: [
                .expr(call(.optionalMember(v("replaced").dot("tabPan").dot("view"), "removeGestureRecognizer"), [(nil, v("replaced").dot("tabPan"))])),
            ], else: nil),
        ]
        let after: [SwiftStmt] = [.expr(call(v("delegate").dot("attachTabPan"), [("to", tab)]))]
        return (members, before, after)
    }
}
