import TransitionCompiler

// One line to wire a navigation or tab transition up (issue 11, items 4 and 8; issue 29):
// `install(on:)` makes the delegate the controller's, keeps it alive as long as the controller
// (the `delegate` properties are weak) and keeps the app's previous delegate, which hears every
// call through methods this class implements (DelegateForwarding.swift). For navigation it also
// owns the gestures (BackSwipeLowering.swift).
extension TransitionLowering {
    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }

    /// The stored state `install(on:)` sets, and the registry that keeps installed delegates alive.
    func installationState(controllerType: String, delegateProtocol: String) -> [SwiftDecl] {
        [
            .variable(SwiftVariable(doc: ["The controller `install(on:)` put this delegate on."],
                                    access: .private, isWeak: true, name: "installedController", type: .optional(.named(controllerType)), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The delegate the controller had before: asked whenever this transition does not apply, and told what the controller tells this one."],
                                    access: .private, isWeak: true, name: "previousDelegate", type: .optional(.existential(.named(delegateProtocol))), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["Installed delegates, each kept while its controller lives (the controller's `delegate` is weak)."],
                                    access: .private, isStatic: true, name: "installations", type: .array(.named(names.delegate)),
                                    accessor: .stored(.array([], multiline: false)))),
        ]
    }

    /// `static func install(on:)`: the common steps; `before` runs before the delegate is set,
    /// `after` once it is.
    func installFunction(controllerType: String, parameter: String, before: [SwiftStmt] = [], after: [SwiftStmt] = []) -> SwiftDecl {
        let controller = v(parameter), delegate = v("delegate")
        return .function(SwiftFunction(doc: [
            "Installs the transition on `\(parameter)` in one call: this delegate becomes its delegate and stays alive",
            "as long as it does; the delegate it had is asked wherever the transition does not apply and hears the rest.",
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
        ] + before + [
            .assign(controller.dot("delegate"), delegate),
        ] + after + [
            .expr(call(v("installations").dot("append"), [(nil, delegate)])),
            .return(delegate),
        ]))
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

    /// The presentation controller's dismissal pan: members, and what `presentationTransitionDidEnd`
    /// adds once the presentation completed (the pan on the presented view).
    func dismissalPan(_ interaction: InteractionIR) -> (members: [SwiftDecl], didEnd: [SwiftStmt]) {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let controller = names.interactionController(.dismiss)
        let vertical = interaction.axis == .y
        var members: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["Drives the interactive dismissal: set by the transitioning delegate that made this controller."],
                                    access: .fileprivate, name: "dismissInteraction", type: .optional(.named(controller)), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The dismissal's pan, on the presented view once presented."],
                                    access: .private, isLet: true, name: "dismissPan", type: nil, accessor: .stored(.call(v("UIPanGestureRecognizer"), [], trailing: nil)))),
        ]
        var shouldBegin: [SwiftStmt] = [
            .guard([.expr(.binary(v("gestureRecognizer"), .identical, v("dismissPan")))], else: [.return(.bool(true))]),
        ]
        if vertical {
            members.append(.variable(SwiftVariable(doc: [
                "A scroll view in the presented content (set it from the app): the pan takes over only when it is scrolled",
                "to the top, and recognizes along with the scroll view's own pan (as sheets do).",
            ], access: access, isWeak: true, name: "dismissalScrollView", type: .optional(.named("UIScrollView")), accessor: .stored(nil))))
            shouldBegin += [
                .guard([.bind("scrollView", v("dismissalScrollView"))], else: [.return(.bool(true))]),
                .return(.binary(v("scrollView").dot("contentOffset").dot("y"), .lessEqual,
                                .prefix(.minus, v("scrollView").dot("adjustedContentInset").dot("top")))),
            ]
        } else {
            shouldBegin.append(.return(.bool(true)))
        }
        members.append(.function(SwiftFunction(doc: ["What the dismissal pan does: drives the interactive dismissal (its target-action calls this)."],
                                               access: access, name: "handleDismissPan", parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer"))], body: [
            .expr(.call(.optionalMember(v("dismissInteraction"), "handle"), [Build.arg(nil, v("gesture"))], trailing: SwiftClosure(body: [
                .expr(.call(v("presentedViewController").dot("dismiss"), [Build.arg("animated", .bool(true))], trailing: nil)),
            ]))),
        ])))
        members.append(.ifConfig("canImport(ObjectiveC)", [
            .function(SwiftFunction(attributes: ["@objc"], access: .private, name: "dismissPanAction",
                                    parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer"))], body: [
                .expr(.call(v("handleDismissPan"), [Build.arg(nil, v("gesture"))], trailing: nil)),
            ])),
        ]))
        members.append(.function(SwiftFunction(access: access, name: "gestureRecognizerShouldBegin",
                                               parameters: [SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer"))],
                                               returns: .named("Bool"), body: shouldBegin)))
        if vertical {
            members.append(.function(SwiftFunction(access: access, name: "gestureRecognizer", parameters: [
                SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer")),
                SwiftParameter("shouldRecognizeSimultaneouslyWith", "otherGestureRecognizer", .named("UIGestureRecognizer")),
            ], returns: .named("Bool"), body: [
                .return(.binary(.binary(v("gestureRecognizer"), .identical, v("dismissPan")), .and,
                                .binary(v("otherGestureRecognizer"), .identical, .optionalMember(v("dismissalScrollView"), "panGestureRecognizer")))),
            ])))
        }
        let didEnd: [SwiftStmt] = [
            .if([.expr(v("completed"))], then: [
                .assign(v("dismissPan").dot("delegate"), .selfRef),
                .ifConfig("canImport(ObjectiveC)", [
                    .expr(.call(v("dismissPan").dot("addTarget"), [Build.arg(nil, .selfRef), Build.arg("action", .selector("dismissPanAction"))], trailing: nil)),
                ]),
                .expr(.call(.optionalMember(v("presentedView"), "addGestureRecognizer"), [Build.arg(nil, v("dismissPan"))], trailing: nil)),
            ], else: nil),
        ]
        return (members, didEnd)
    }
}
