import TransitionCompiler

// The navigation gestures `install(on:)` owns (issue 11, item 4; issue 29, items 3 and 13).
// UIKit leaves `interactivePopGestureRecognizer` without a delegate once the navigation delegate
// implements `animationController(for:…)` (openradar 15215690), so the generated delegate becomes
// that recognizer's delegate. The app's own delegate of the recognizer, if it had one, is kept and
// decides; without one, UIKit's rules hold. The spec's interactive pop is one recognizer on the
// navigation controller's view. Nothing here loads the view: before it exists, the wiring waits
// for the controller's first `willShow`.
extension TransitionLowering {
    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }
    private var recognizerParameter: SwiftParameter { SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer")) }
    private var backSwipe: SwiftExpr { v("navigationController").dot("interactivePopGestureRecognizer") }

    /// Navigation: installation, the gestures and the forwarding (after the animation methods).
    func navigationInstallation(pop: InteractionIR?) -> [SwiftDecl] {
        let nav = v("navigationController")
        var members = installationState(controllerType: "UINavigationController", delegateProtocol: "UINavigationControllerDelegate")
        members.append(.variable(SwiftVariable(
            doc: ["The app's own delegate of UIKit's back-swipe, kept from before `install(on:)`: its rules decide where the swipe begins."],
            access: .private, isWeak: true, name: "appBackSwipeDelegate", type: .optional(.existential(.named("UIGestureRecognizerDelegate"))), accessor: .stored(nil))))
        members.append(.variable(SwiftVariable(doc: ["Whether the gestures are wired (once the navigation controller has its view)."],
                                               access: .private, name: "gesturesAttached", type: nil, accessor: .stored(.bool(false)))))
        var attach: [SwiftStmt] = [
            .guard([.expr(.prefix(.not, v("gesturesAttached"))),
                    pop == nil ? .expr(.binary(nav.dot("viewIfLoaded"), .notEqual, .nil)) : .bind("view", nav.dot("viewIfLoaded"))], else: [.return(nil)]),
            .assign(v("gesturesAttached"), .bool(true)),
            .expr(call(v("keepAppBackSwipeDelegate"), [("of", nav)])),
            .comment("UIKit's back-swipe has no delegate once ours implements animationController(for:) (openradar"),
            .comment("15215690): this delegate lets it begin where the app's rules, or UIKit's, allow it."),
            .assign(.optionalMember(backSwipe, "delegate"), .selfRef),
        ]
        var stack: [SwiftCondition] = [
            .bind("navigationController", v("installedController")),
            .expr(.binary(nav.dot("viewControllers").dot("count"), .greater, .integer(1))),
            .expr(.binary(nav.dot("transitionCoordinator"), .equal, .nil)),
            .bind("top", nav.dot("viewControllers").dot("last")),
        ]
        if pop != nil { stack.append(.bind("below", call(nav.dot("viewControllers").dot("dropLast"), []).dot("last"))) }
        var shouldBegin: [SwiftStmt] = [
            .comment("Never at the root, nor during a transition: UIKit's stack would stop responding."),
            .guard(stack, else: [.return(.bool(false))]),
        ]
        var before: [SwiftStmt] = orientationNotice("UINavigationControllerDelegate", stem: "navigationController", controller: "navigation controller") + [
            .comment("The app's delegate of the back-swipe is read before UIKit may drop it (the delegate is set below)."),
            .if([.expr(.binary(nav.dot("viewIfLoaded"), .notEqual, .nil))], then: [
                .expr(call(v("delegate").dot("keepAppBackSwipeDelegate"), [("of", nav)])),
            ], else: nil),
        ]
        if let pop {
            let gestureType: String
            switch pop.gesture {
            case .edgePan(let edge):
                gestureType = "UIScreenEdgePanGestureRecognizer"
                if ir.mirrorsInRightToLeft && (edge == .left || edge == .right) {
                    // Right to left the swipe starts at the other edge, as UIKit's own back swipe does.
                    let mirroredEdge: InteractionIR.Edge = edge == .left ? .right : .left
                    attach.append(.assign(v("popGesture").dot("edges"), .ternary(
                        .binary(v("view").dot("effectiveUserInterfaceLayoutDirection"), .equal, .implicit("rightToLeft")),
                        .implicit(mirroredEdge.rawValue), .implicit(edge.rawValue))))
                } else {
                    attach.append(.assign(v("popGesture").dot("edges"), .implicit(edge.rawValue)))
                }
            case .pan:
                gestureType = "UIPanGestureRecognizer"
            }
            members.append(.variable(SwiftVariable(
                doc: ["The interactive pop's gesture: one recognizer on the navigation controller's view for the whole stack."],
                access: .private, isLet: true, name: "popGesture", type: nil, accessor: .stored(call(v(gestureType), [])))))
            attach += [
                .assign(v("popGesture").dot("delegate"), .selfRef),
                .ifConfig("canImport(ObjectiveC)", [
                    .expr(call(v("popGesture").dot("addTarget"), [(nil, .selfRef), ("action", .selector("popGestureAction"))])),
                ]),
                .expr(call(v("view").dot("addGestureRecognizer"), [(nil, v("popGesture"))])),
                .comment("iOS 26's content-area back-swipe waits for this pop where it applies (Apple: the recognizer is for"),
                .comment("setting up such relations; its delegate stays UIKit's)."),
                .if([.available("iOS 26.0, *")], then: [
                    .expr(call(.optionalMember(nav.dot("interactiveContentPopGestureRecognizer"), "require"), [("toFail", v("popGesture"))])),
                ], else: nil),
            ]
            before.append(.comment("A transition installed before leaves its gesture to this one."))
            before.append(.if([.bind("replaced", .cast(v("previous"), .conditional, .named(names.delegate)))], then: [
                .expr(call(.optionalMember(v("replaced").dot("popGesture").dot("view"), "removeGestureRecognizer"), [(nil, v("replaced").dot("popGesture"))])),
            ], else: nil))
            shouldBegin += [
                .let("popApplies", nil, .binary(call(v("ownAnimator"), [
                    ("for", .implicit("pop")), ("from", v("top")), ("to", v("below")),
                ]), .notEqual, .nil)),
                .comment("The spec's interactive pop where it applies, UIKit's back-swipe elsewhere: exactly one begins."),
                .guard([.expr(.binary(.binary(v("gestureRecognizer"), .identical, v("popGesture")), .equal, v("popApplies")))], else: [.return(.bool(false))]),
                .if([.expr(.binary(v("gestureRecognizer"), .identical, v("popGesture")))], then: [.return(.bool(true))], else: nil),
            ]
            members.append(.function(SwiftFunction(
                doc: ["What the pop gesture does: drives the interactive pop (its target-action calls this)."],
                access: nil, name: "handlePopGesture", parameters: [SwiftParameter(nil, "gesture", .named(gestureType))], body: [
                    .expr(call(v(names.interactionProperty(.pop)).dot("handle"), [(nil, v("gesture"))], trailing: SwiftClosure(body: [
                        .expr(call(.optionalMember(v("installedController"), "popViewController"), [("animated", .bool(true))])),
                    ]))),
                ])))
            members.append(.ifConfig("canImport(ObjectiveC)", [
                .function(SwiftFunction(attributes: ["@objc"], access: .private, name: "popGestureAction",
                                        parameters: [SwiftParameter(nil, "gesture", .named(gestureType))], body: [
                    .expr(call(v("handlePopGesture"), [(nil, v("gesture"))])),
                ])),
            ]))
        }
        shouldBegin += [
            .comment("UIKit's back-swipe: the app's own rules decide where it has them."),
            .if([.bind("app", v("appBackSwipeDelegate"))], then:
                forwardReturn("gestureRecognizerShouldBegin", [(nil, v("gestureRecognizer"))], fallback: .bool(true), to: "app", receiverIsOptional: false), else: nil),
            .comment("UIKit's own: the swipe goes back as the back button does, so not where none shows (the bar hidden,"),
            .comment("the button hidden or replaced by left items)."),
            .let("item", nil, v("top").dot("navigationItem")),
            .return(.binary(.binary(.prefix(.not, nav.dot("isNavigationBarHidden")), .and, .prefix(.not, v("item").dot("hidesBackButton"))), .and,
                            .binary(.binary(v("item").dot("leftBarButtonItems").optionalChained.dot("isEmpty"), .nilCoalescing, .bool(true)), .or,
                                    v("item").dot("leftItemsSupplementBackButton")))),
        ]
        members.append(installFunction(controllerType: "UINavigationController", parameter: "navigationController", before: before, after: [
            .expr(call(v("delegate").dot("attachGestures"), [("to", nav)])),
        ]))
        members.append(.function(SwiftFunction(
            doc: ["Wires the gestures once the navigation controller has its view (at `install(on:)`, or its first `willShow`)."],
            access: .private, name: "attachGestures", parameters: [SwiftParameter("to", "navigationController", .named("UINavigationController"))], body: attach)))
        members.append(.function(SwiftFunction(
            doc: ["Keeps the back-swipe's delegate if it is the app's (not UIKit's own, not a transition installed before)."],
            access: .private, name: "keepAppBackSwipeDelegate", parameters: [SwiftParameter("of", "navigationController", .named("UINavigationController"))], body: [
                .guard([.bind("backSwipe", backSwipe), .bind("current", v("backSwipe").dot("delegate")),
                        .expr(.binary(v("current"), .notIdentical, .selfRef))], else: [.return(nil)]),
                .if([.bind("installed", .cast(v("current"), .conditional, .named(names.delegate)))], then: [
                    .assign(v("appBackSwipeDelegate"), v("installed").dot("appBackSwipeDelegate")),
                ], else: [
                    .if([.expr(.prefix(.not, call(v(names.delegate).dot("isUIKitsOwn"), [(nil, v("current")), ("of", v("backSwipe"))])))],
                        then: [.assign(v("appBackSwipeDelegate"), v("current"))], else: nil),
                ]),
            ])))
        members.append(.function(SwiftFunction(
            doc: ["Whether `candidate` is UIKit's own delegate of its back-swipe: an object of a class from UIKit, the",
                  "framework of the recognizer's own class (without the Objective-C runtime: the recognizer itself)."],
            access: .private, isStatic: true, name: "isUIKitsOwn", parameters: [
                SwiftParameter(nil, "candidate", .existential(.named("UIGestureRecognizerDelegate"))),
                SwiftParameter("of", "backSwipe", .named("UIGestureRecognizer")),
            ], returns: .named("Bool"), body: [
                .ifConfig("canImport(ObjectiveC)", [
                    .return(.binary(call(v("Bundle"), [("for", call(v("type"), [("of", .cast(v("candidate"), .plain, .named("AnyObject")))]))]), .equal,
                                    call(v("Bundle"), [("for", call(v("type"), [("of", v("backSwipe"))]))]))),
                ]),
                .ifConfig("!canImport(ObjectiveC)", [
                    .return(.binary(v("candidate"), .identical, v("backSwipe"))),
                ]),
            ])))
        members.append(.function(SwiftFunction(
            doc: ["Whether a back-swipe may begin (UIKit's, or the interactive pop's)."],
            access: access, name: "gestureRecognizerShouldBegin", parameters: [recognizerParameter],
            returns: .named("Bool"), body: shouldBegin)))
        members += appBackSwipeRelations()
        members += navigationForwarding(attachesOnShow: true)
        return members
    }

    /// The recognizer relations the app's back-swipe delegate answers for UIKit's back-swipe
    /// (UIKit's default, no, elsewhere). Never asked of the app's navigation delegate.
    private func appBackSwipeRelations() -> [SwiftDecl] {
        ["shouldRecognizeSimultaneouslyWith", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"].map { label in
            .function(SwiftFunction(access: access, name: "gestureRecognizer", parameters: [
                recognizerParameter, SwiftParameter(SwiftIdentifier(label), "otherGestureRecognizer", .named("UIGestureRecognizer")),
            ], returns: .named("Bool"), body: [
                .guard([.bind("app", v("appBackSwipeDelegate")), .expr(.binary(v("gestureRecognizer"), .identical, .optionalMember(v("installedController"), "interactivePopGestureRecognizer")))],
                       else: [.return(.bool(false))]),
            ] + forwardReturn("gestureRecognizer", [(nil, v("gestureRecognizer")), (label, v("otherGestureRecognizer"))], fallback: .bool(false), to: "app", receiverIsOptional: false)))
        }
    }

    /// `systemBackSwipeBegan(_:)`: whether UIKit's own back-swipe (the edge one, or from iOS 26 the
    /// content-area one) started the pop UIKit asks about.
    func systemBackSwipeBegan() -> SwiftDecl {
        let nav = v("navigationController")
        return .function(SwiftFunction(
            doc: ["Whether UIKit's own back-swipe (the edge one, or from iOS 26 the content-area one) is starting a pop."],
            access: .private, name: "systemBackSwipeBegan", parameters: [SwiftParameter(nil, "navigationController", .named("UINavigationController"))],
            returns: .named("Bool"), body: [
                .if([.expr(.binary(.optionalMember(backSwipe, "state"), .equal, .implicit("began")))], then: [.return(.bool(true))], else: nil),
                .if([.available("iOS 26.0, *")], then: [
                    .return(.binary(.optionalMember(nav.dot("interactiveContentPopGestureRecognizer"), "state"), .equal, .implicit("began"))),
                ], else: nil),
                .return(.bool(false)),
            ]))
    }
}
