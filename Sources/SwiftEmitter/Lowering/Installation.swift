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
    /// `static func present(_:from:animated:completion:)` (UIKit's `present(_:animated:completion:)`
    /// with the transition named; issue 33, item 5) and the registry of delegates whose view
    /// controller is presented.
    func modalPresentMembers() -> [SwiftDecl] {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let delegate = v("delegate")
        return [
            .variable(SwiftVariable(doc: ["The view controller `present(_:from:animated:completion:)` presented with this delegate."],
                                    access: .private, isWeak: true, name: "presentedController", type: .optional(.named("UIViewController")), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["Delegates of presented view controllers, each kept until its view controller is dismissed (`transitioningDelegate` is weak)."],
                                    access: .private, isStatic: true, name: "presentations", type: .array(.named(names.delegate)),
                                    accessor: .stored(.array([], multiline: false)))),
            .function(SwiftFunction(doc: [
                "Presents `viewController` from `presenter` with this transition in one call, as",
                "`presenter.present(viewController, animated:completion:)` would; the delegate stays alive until",
                "the view controller is dismissed (checked at the next presentation).",
            ], attributes: ["@discardableResult"], access: access, isStatic: true, name: "present", parameters: [
                SwiftParameter(nil, "viewController", .named("UIViewController")), SwiftParameter("from", "presenter", .named("UIViewController")),
                SwiftParameter("animated", "animated", .named("Bool"), default: .bool(true)),
                SwiftParameter("completion", "completion", .optional(.function([], .named("Void"))), default: .nil),
            ], returns: .named(names.delegate), body: [
                .comment("Drop the delegates whose view controller is gone or no longer presented."),
                .expr(.call(v("presentations").dot("removeAll"), [], trailing: SwiftClosure(body: [
                    .expr(.binary(.optionalMember(v("$0").dot("presentedController"), "presentingViewController"), .equal, .nil)),
                ]))),
                .let("delegate", nil, .call(v(names.delegate), [], trailing: nil)),
                .expr(.call(delegate.dot("prepare"), [Build.arg(nil, v("viewController"))], trailing: nil)),
                .assign(delegate.dot("presentedController"), v("viewController")),
                .expr(.call(v("presentations").dot("append"), [Build.arg(nil, delegate)], trailing: nil)),
                .expr(.call(v("presenter").dot("present"), [Build.arg(nil, v("viewController")), Build.arg("animated", v("animated")),
                                                             Build.arg("completion", v("completion"))], trailing: nil)),
                .return(delegate),
            ])),
        ]
    }
}
