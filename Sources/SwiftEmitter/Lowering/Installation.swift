import TransitionCompiler

// One line to wire a navigation or tab transition up (issue 11, items 4 and 8): `install(on:)`
// makes the delegate the controller's, keeps it alive as long as the controller (the `delegate`
// properties are weak), keeps the app's previous delegate and forwards to it every call this
// one does not answer, and, for navigation, owns the gestures: the spec's interactive pop is one
// recognizer on the navigation controller's view, and UIKit's back-swipe keeps working where the
// spec has no interactive pop (UIKit leaves `interactivePopGestureRecognizer` without a delegate
// once a delegate implements `animationController(for:…)`, openradar 15215690).
extension TransitionLowering {
    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }

    /// `return previousDelegate?.method?(args)` (Objective-C optional requirement) and, where the
    /// protocols have no optional requirements (the UIKit mirror), `previousDelegate?.method(args)`.
    func forwardReturn(_ method: String, _ args: [(String?, SwiftExpr)], fallback: SwiftExpr? = nil) -> [SwiftStmt] {
        func forwarded(_ optional: Bool) -> SwiftStmt {
            let callee = SwiftExpr.id("previousDelegate?." + method + (optional ? "?" : ""))
            let value = call(callee, args)
            return .return(fallback.map { .binary(value, .nilCoalescing, $0) } ?? value)
        }
        return [.ifConfig("canImport(ObjectiveC)", [forwarded(true)]), .ifConfig("!canImport(ObjectiveC)", [forwarded(false)])]
    }

    /// The stored state `install(on:)` sets, and the registry that keeps installed delegates alive.
    func installationState(controllerType: String, delegateProtocol: String) -> [SwiftDecl] {
        [
            .variable(SwiftVariable(doc: ["The controller `install(on:)` put this delegate on."],
                                    access: .private, isWeak: true, name: "installedController", type: .optional(.named(controllerType)), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The delegate the controller had before: every call this delegate does not answer goes to it."],
                                    access: .private, isWeak: true, name: "previousDelegate", type: .optional(.existential(.named(delegateProtocol))), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["Installed delegates, each kept while its controller lives (the controller's `delegate` is weak)."],
                                    access: .private, isStatic: true, name: "installations", type: .array(.named(names.delegate)),
                                    accessor: .stored(.array([], multiline: false)))),
        ]
    }

    /// `static func install(on:)`: the common steps, with `extra` run before the delegate is registered.
    func installFunction(controllerType: String, parameter: String, extra: [SwiftStmt]) -> SwiftDecl {
        let controller = v(parameter), delegate = v("delegate")
        return .function(SwiftFunction(doc: [
            "Installs the transition on `\(parameter)` in one call: this delegate becomes its delegate and stays alive",
            "as long as it does; the delegate it had keeps receiving every call this one does not answer.",
        ], attributes: ["@discardableResult"], access: access, isStatic: true, name: "install",
           parameters: [SwiftParameter("on", SwiftIdentifier(parameter), .named(controllerType))], returns: .named(names.delegate), body: [
            .comment("Drop the delegates of controllers that are gone, and one installed on this controller before."),
            .expr(call(v("installations").dot("removeAll"), [], trailing: SwiftClosure(body: [
                .expr(.binary(.binary(v("$0").dot("installedController"), .equal, .nil), .or,
                              .binary(v("$0").dot("installedController"), .identical, controller))),
            ]))),
            .let("delegate", nil, call(v(names.delegate), [])),
            .let("previous", nil, controller.dot("delegate")),
            .comment("Reinstalling keeps the app's own delegate, not the transition installed before."),
            .assign(delegate.dot("previousDelegate"), .binary(.optionalMember(.cast(v("previous"), .conditional, .named(names.delegate)), "previousDelegate"),
                                                             .nilCoalescing, v("previous"))),
            .assign(delegate.dot("installedController"), controller),
            .assign(controller.dot("delegate"), delegate),
        ] + extra + [
            .expr(call(v("installations").dot("append"), [(nil, delegate)])),
            .return(delegate),
        ]))
    }

    /// The Objective-C forwarding of the delegate methods this class does not implement (the
    /// app's `willShow`, `didShow`, orientations...): UIKit asks `responds(to:)` first.
    func objcForwarding() -> SwiftDecl {
        let selector = SwiftType.optional(.named("Selector"))
        return .ifConfig("canImport(ObjectiveC)", [
            .function(SwiftFunction(doc: ["Delegate methods this class does not implement are the previous delegate's."],
                                    access: access, isOverride: true, name: "responds", parameters: [SwiftParameter("to", "aSelector", selector)],
                                    returns: .named("Bool"), body: [
                .return(.binary(call(SwiftExpr.superRef.dot("responds"), [("to", v("aSelector"))]), .or,
                                .binary(call(v("previousDelegate").optionalChained.dot("responds"), [("to", v("aSelector"))]), .nilCoalescing, .bool(false)))),
            ])),
            .function(SwiftFunction(access: access, isOverride: true, name: "forwardingTarget", parameters: [SwiftParameter("for", "aSelector", selector)],
                                    returns: .optional(.named("Any")), body: [
                .if([.unwrap("previousDelegate"), .expr(call(v("previousDelegate").dot("responds"), [("to", v("aSelector"))]))],
                    then: [.return(v("previousDelegate"))], else: nil),
                .return(call(SwiftExpr.superRef.dot("forwardingTarget"), [("for", v("aSelector"))])),
            ])),
        ])
    }

    /// Navigation: installation, the gestures and the forwarding (after the animation methods).
    func navigationInstallation(pop: InteractionIR?) -> [SwiftDecl] {
        var members = installationState(controllerType: "UINavigationController", delegateProtocol: "UINavigationControllerDelegate")
        let nav = v("navigationController")
        var extra: [SwiftStmt] = [
            .comment("UIKit's back-swipe has no delegate once ours implements animationController(for:) (openradar"),
            .comment("15215690): this delegate lets it begin wherever the spec's interactive pop does not apply."),
            .assign(.optionalMember(nav.dot("interactivePopGestureRecognizer"), "delegate"), v("delegate")),
        ]
        var shouldBegin: [SwiftStmt] = [
            .comment("Never at the root, nor during a transition: UIKit's stack would stop responding."),
            .guard([.bind("navigationController", v("installedController")),
                    .expr(.binary(nav.dot("viewControllers").dot("count"), .greater, .integer(1))),
                    .expr(.binary(nav.dot("transitionCoordinator"), .equal, .nil))], else: [.return(.bool(false))]),
        ]
        if let pop {
            let gestureType: String
            var setup: [SwiftStmt] = []
            switch pop.gesture {
            case .edgePan(let edge):
                gestureType = "UIScreenEdgePanGestureRecognizer"
                if ir.mirrorsInRightToLeft && (edge == .left || edge == .right) {
                    // Right to left the swipe starts at the other edge, as UIKit's own back swipe does.
                    let mirroredEdge: InteractionIR.Edge = edge == .left ? .right : .left
                    setup.append(.assign(v("delegate").dot("popGesture").dot("edges"), .ternary(
                        .binary(.optionalMember(nav.dot("view"), "effectiveUserInterfaceLayoutDirection"), .equal, .implicit("rightToLeft")),
                        .implicit(mirroredEdge.rawValue), .implicit(edge.rawValue))))
                } else {
                    setup.append(.assign(v("delegate").dot("popGesture").dot("edges"), .implicit(edge.rawValue)))
                }
            case .pan:
                gestureType = "UIPanGestureRecognizer"
            }
            members.append(.variable(SwiftVariable(
                doc: ["The interactive pop's gesture: one recognizer on the navigation controller's view for the whole stack."],
                access: .private, isLet: true, name: "popGesture", type: nil, accessor: .stored(call(v(gestureType), [])))))
            extra += setup + [
                .assign(v("delegate").dot("popGesture").dot("delegate"), v("delegate")),
                .ifConfig("canImport(ObjectiveC)", [
                    .expr(call(v("delegate").dot("popGesture").dot("addTarget"), [(nil, v("delegate")), ("action", .selector("popGestureAction"))])),
                ]),
                .expr(call(.optionalMember(nav.dot("view"), "addGestureRecognizer"), [(nil, v("delegate").dot("popGesture"))])),
            ]
            shouldBegin += [
                .guard([.bind("top", nav.dot("viewControllers").dot("last")),
                        .bind("below", call(nav.dot("viewControllers").dot("dropLast"), []).dot("last"))], else: [.return(.bool(false))]),
                .let("popApplies", nil, .binary(call(v("ownAnimator"), [
                    ("for", .implicit("pop")), ("from", v("top")), ("to", v("below")),
                ]), .notEqual, .nil)),
                .comment("The spec's interactive pop where it applies, UIKit's back-swipe elsewhere: exactly one begins."),
                .return(.binary(.binary(v("gestureRecognizer"), .identical, v("popGesture")), .equal, v("popApplies"))),
            ]
            members.append(.function(SwiftFunction(
                doc: ["What the pop gesture does: drives the interactive pop (its target-action calls this)."],
                access: access, name: "handlePopGesture", parameters: [SwiftParameter(nil, "gesture", .named(gestureType))], body: [
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
        } else {
            shouldBegin.append(.return(.bool(true)))
        }
        members.append(installFunction(controllerType: "UINavigationController", parameter: "navigationController", extra: extra))
        members.append(.function(SwiftFunction(
            doc: ["Whether a back-swipe may begin (UIKit's, or the interactive pop's)."],
            access: access, name: "gestureRecognizerShouldBegin", parameters: [SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer"))],
            returns: .named("Bool"), body: shouldBegin)))
        members.append(objcForwarding())
        return members
    }
}

// Modal: one call that presents with the transition and keeps its delegate alive for the
// presentation's lifetime; the interactive dismissal's pan is the presentation controller's.
extension TransitionLowering {
    /// `static func present(_:from:)` and the registry of delegates whose view controller is presented.
    func modalPresentMembers() -> [SwiftDecl] {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let delegate = v("delegate")
        return [
            .variable(SwiftVariable(doc: ["The view controller `present(_:from:)` presented with this delegate."],
                                    access: .private, isWeak: true, name: "presentedController", type: .optional(.named("UIViewController")), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["Delegates of presented view controllers, each kept until its view controller is dismissed (`transitioningDelegate` is weak)."],
                                    access: .private, isStatic: true, name: "presentations", type: .array(.named(names.delegate)),
                                    accessor: .stored(.array([], multiline: false)))),
            .function(SwiftFunction(doc: [
                "Presents `viewController` from `presenter` with this transition in one call; the delegate stays alive until",
                "the view controller is dismissed (checked at the next presentation).",
            ], attributes: ["@discardableResult"], access: access, isStatic: true, name: "present", parameters: [
                SwiftParameter(nil, "viewController", .named("UIViewController")), SwiftParameter("from", "presenter", .named("UIViewController")),
            ], returns: .named(names.delegate), body: [
                .comment("Drop the delegates whose view controller is gone or no longer presented."),
                .expr(.call(v("presentations").dot("removeAll"), [], trailing: SwiftClosure(body: [
                    .expr(.binary(.optionalMember(v("$0").dot("presentedController"), "presentingViewController"), .equal, .nil)),
                ]))),
                .let("delegate", nil, .call(v(names.delegate), [], trailing: nil)),
                .expr(.call(delegate.dot("prepare"), [Build.arg(nil, v("viewController"))], trailing: nil)),
                .assign(delegate.dot("presentedController"), v("viewController")),
                .expr(.call(v("presentations").dot("append"), [Build.arg(nil, delegate)], trailing: nil)),
                .expr(.call(v("presenter").dot("present"), [Build.arg(nil, v("viewController")), Build.arg("animated", .bool(true))], trailing: nil)),
                .return(delegate),
            ])),
        ]
    }
}
