import TransitionCompiler

// The app's own navigation or tab delegate keeps hearing what UIKit tells the controller's
// delegate (issue 29, item 1), through methods this class implements and that call it, never
// through Objective-C forwarding. UIKit asks `respondsToSelector:` when a delegate is set and keeps
// the answer (no Apple documentation; reported for UINavigationController in AHKNavigationController
// PR 5, and the crash of a forwarding proxy whose weak target is gone in PSTDelegateProxy issue 1,
// OverlayContainer issue 100, dd-sdk-ios PR 2942), so a proxy that answers for a weakly held
// object sends "unrecognized selector" once that object is freed. A method implemented here
// answers for itself: a freed app delegate is skipped and UIKit's default answer given.
extension TransitionLowering {
    /// `return previousDelegate?.method?(args)` (Objective-C optional requirement) and, where the
    /// protocols have no optional requirements (the UIKit mirror), `previousDelegate?.method(args)`;
    /// with `fallback`, `?? fallback` where the call can give nil; without `returns`, the call as a
    /// statement. `receiver` is an optional (`previousDelegate`) unless `receiverIsOptional` is false.
    func forwardReturn(_ method: String, _ args: [(String?, SwiftExpr)], fallback: SwiftExpr? = nil, returns: Bool = true,
                       to receiver: String = "previousDelegate", receiverIsOptional: Bool = true) -> [SwiftStmt] {
        func forwarded(_ optional: Bool) -> SwiftStmt {
            let callee = SwiftExpr.id(receiver + (receiverIsOptional ? "?." : ".") + method + (optional ? "?" : ""))
            let value = SwiftExpr.call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: nil)
            guard returns else { return .expr(value) }
            guard optional || receiverIsOptional, let fallback else { return .return(value) }
            return .return(.binary(value, .nilCoalescing, fallback))
        }
        return [.ifConfig("canImport(ObjectiveC)", [forwarded(true)]), .ifConfig("!canImport(ObjectiveC)", [forwarded(false)])]
    }

    /// A delegate method this class implements only to pass it on to the app's delegate.
    struct ForwardedMethod {
        let name: String
        let parameters: [SwiftParameter]
        var returns: SwiftType? = nil
        /// UIKit's answer when the app's delegate gives none (required when `returns` is set).
        var fallback: SwiftExpr? = nil
        var doc: [String] = []
    }

    func forwardingMethod(_ method: ForwardedMethod) -> SwiftDecl {
        let args = method.parameters.map { ($0.label?.text, SwiftExpr.identifier($0.name)) }
        return .function(SwiftFunction(doc: method.doc, access: access, name: SwiftIdentifier(method.name), parameters: method.parameters,
                                       returns: method.returns,
                                       body: forwardReturn(method.name, args, fallback: method.fallback, returns: method.returns != nil)))
    }

    /// `willShow`, `didShow`: the app's delegate hears them. With `attachesOnShow`, `willShow` first
    /// wires the gestures `install(on:)` could not (the navigation controller had no view yet).
    func navigationForwarding(attachesOnShow: Bool) -> [SwiftDecl] {
        let nav = SwiftParameter(nil, "navigationController", .named("UINavigationController"))
        let shown = [nav, SwiftParameter("willShow", "viewController", .named("UIViewController")), SwiftParameter("animated", .named("Bool"))]
        let args = shown.map { ($0.label?.text, SwiftExpr.identifier($0.name)) }
        var willShowBody: [SwiftStmt] = []
        if attachesOnShow {
            willShowBody.append(.comment("The navigation controller's view exists by now: wire the gestures if install(on:) came before it."))
            willShowBody.append(.expr(.call(.id("attachGestures"), [Build.arg("to", .id("navigationController"))], trailing: nil)))
        }
        willShowBody += forwardReturn("navigationController", args, returns: false)
        return [
            .function(SwiftFunction(doc: ["The app's delegate (the one the controller had before `install(on:)`) hears this too."],
                                    access: access, name: "navigationController", parameters: shown, body: willShowBody)),
            forwardingMethod(ForwardedMethod(name: "navigationController", parameters: [
                nav, SwiftParameter("didShow", "viewController", .named("UIViewController")), SwiftParameter("animated", .named("Bool")),
            ])),
        ]
    }

    /// `shouldSelect` (unless the transition answers it), `didSelect` and the customizing methods.
    func tabForwarding(answersShouldSelect: Bool) -> [SwiftDecl] {
        let tab = SwiftParameter(nil, "tabBarController", .named("UITabBarController"))
        let vcs = SwiftType.array(.named("UIViewController"))
        var methods: [ForwardedMethod] = []
        if !answersShouldSelect {
            methods.append(ForwardedMethod(name: "tabBarController", parameters: [tab, SwiftParameter("shouldSelect", "viewController", .named("UIViewController"))],
                                           returns: .named("Bool"), fallback: .bool(true),
                                           doc: ["The app's delegate (the one the controller had before `install(on:)`) decides; UIKit's default is yes."]))
        }
        methods += [
            ForwardedMethod(name: "tabBarController", parameters: [tab, SwiftParameter("didSelect", "viewController", .named("UIViewController"))],
                            doc: ["The app's delegate (the one the controller had before `install(on:)`) hears this and the customizing calls too."]),
            ForwardedMethod(name: "tabBarController", parameters: [tab, SwiftParameter("willBeginCustomizing", "viewControllers", vcs)]),
            ForwardedMethod(name: "tabBarController", parameters: [tab, SwiftParameter("willEndCustomizing", "viewControllers", vcs), SwiftParameter("changed", .named("Bool"))]),
            ForwardedMethod(name: "tabBarController", parameters: [tab, SwiftParameter("didEndCustomizing", "viewControllers", vcs), SwiftParameter("changed", .named("Bool"))]),
        ]
        return methods.map(forwardingMethod)
    }

    /// For `install(on:)`'s start: in debug builds, a word when the app's delegate answers the
    /// orientation methods, which are not passed on (Docs/EMIT-SWIFT.md, "Wiring it up").
    func orientationNotice(_ delegateProtocol: String, stem: String, controller: String) -> [SwiftStmt] {
        let answers = ["SupportedInterfaceOrientations", "PreferredInterfaceOrientationForPresentation"].map { method -> SwiftExpr in
            let selector = SwiftIdentifier(delegateProtocol + "." + stem + method + "(_:)")
            return .binary(.call(.optionalMember(.id("previous"), "responds"), [Build.arg("to", .selector(selector))], trailing: nil), .equal, .bool(true))
        }
        let message = "\(SwiftNames.sanitize(ir.name)): install(on:) does not pass the orientation methods on to the \(controller)'s previous delegate; "
            + "answer them from the \(controller) (supportedInterfaceOrientations)"
        return [.ifConfig("DEBUG && canImport(ObjectiveC)", [
            .if([.expr(.binary(answers[0], .or, answers[1]))], then: [.expr(.call(.id("print"), [Build.arg(nil, .string(message))], trailing: nil))], else: nil),
        ])]
    }
}
