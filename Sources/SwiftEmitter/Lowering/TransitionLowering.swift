import TransitionCompiler

/// Lowers one `TransitionIR` to its declarations: provided-view protocols, the context's
/// delegate, interaction controllers, the presentation controller and the animator.
struct TransitionLowering {
    let ir: TransitionIR
    let names: TransitionNames
    let access: SwiftAccess?
    private(set) var interpolatedTypes: Set<String> = []
    private(set) var guardedTypes: Set<String> = []
    /// Each branch's views, walked once for the delegate and the branch's method.
    private let referenced = ReferencedViews()

    init(ir: TransitionIR, stem: String, access: SwiftAccess?) {
        self.ir = ir
        self.names = TransitionNames(stem: stem, context: ir.context)
        self.access = access
    }

    private var customOperations: [(Operation, BranchIR)] {
        ir.operations.compactMap { o in o.branch.map { (o.operation, $0) } }
    }

    /// Interactive operations that have a custom branch (a gesture can only drive our animator).
    private var interactiveOperations: [(Operation, InteractionIR)] {
        ir.operations.compactMap { o in
            // With detents the pan drags the presented view and the dismissal it starts is not interactive (DetentLowering).
            guard o.branch != nil, let i = o.interaction, i.continuous?.detents == nil else { return nil }
            return (o.operation, i)
        }
    }

    var hasCustomBranch: Bool { !customOperations.isEmpty }

    /// The declarations, each handed to `sink` as soon as it is made (the renderer prints and
    /// frees it: the whole file's tree at once was most of emit-swift's memory, issue 17).
    mutating func lower(into sink: inout some DeclSink) {
        sink.add(.comment(["MARK: - \(SwiftNames.sanitize(ir.name)) (\(ir.context.rawValue))"]))
        for p in protocols() { sink.add(p) }
        sink.add(delegate())
        for (op, interaction) in interactiveOperations { sink.add(interactionController(op, interaction)) }
        if ir.context == .modal, let presentation = ir.presentation { sink.add(presentationController(presentation)) }
        if hasCustomBranch { animator(into: &sink) }
    }

    // MARK: Provided views

    private func protocols() -> [SwiftDecl] {
        var out: [SwiftDecl] = []
        // Provided views an image snapshot copies the image of are required as UIImageView.
        let imageSources = ir.imageSnapshotSources
        for side in [Side.source, .destination] {
            var properties: [String] = []
            // A provided list is required as [UIView] (any count, the view controller's order).
            var lists: Set<String> = []
            for view in ir.providedViews(of: side) {
                if case .provided(_, let property) = view.kind {
                    let name = SwiftNames.sanitize(property)
                    if !properties.contains(name) { properties.append(name) }
                    if view.isList { lists.insert(name) }
                }
            }
            guard !properties.isEmpty else { continue }
            let role: String
            switch (ir.context, side) {
            case (.modal, .source): role = "the presenting view controller"
            case (.modal, .destination): role = "the presented view controller"
            case (.navigation, .source): role = "the view controller pushed from"
            case (.navigation, .destination): role = "the pushed view controller"
            case (.tab, .source): role = "the lower tab's view controller"
            case (.tab, .destination): role = "the higher tab's view controller"
            }
            out.append(.nominal(SwiftNominal(
                doc: ["Adopted by \(role): the views the transition animates.",
                      "If the view controller does not adopt it, the transition completes without animating."],
                attributes: ["@MainActor"], access: access, kind: .protocol,
                name: SwiftIdentifier(side == .source ? names.sourceProtocol : names.destinationProtocol),
                inherits: [.named("UIViewController")],
                members: properties.map { .variable(SwiftVariable(name: SwiftIdentifier($0),
                                                                  type: lists.contains($0) ? .array(.named("UIView")) : .named(imageSources.contains("\(side).\($0)") ? "UIImageView" : "UIView"),
                                                                  accessor: .requirement)) })))
        }
        return out
    }

    // MARK: Delegate

    private func animatorFor(_ op: Operation) -> SwiftExpr {
        guard let o = ir.operation(op) else { return .call(.id(names.animator), [Build.arg("operation", .implicit(op.rawValue))], trailing: nil) }
        return ReduceMotionLowering.animatorCall(names.animator, o)
    }

    /// `appliesTo`: pushing (moving forward) TO the class, popping (moving back) FROM it.
    private func appliesToGuard(_ op: Operation, from: SwiftExpr, to: SwiftExpr) -> SwiftStmt? {
        guard let cls = ir.appliesTo, ir.context != .modal else { return nil }
        let type = SwiftType.named(SwiftNames.sanitize(cls))
        return .guard([.expr(.cast(op.isForward ? to : from, .check, type))], else: [.return(.nil)])
    }

    /// The protocols op's branch needs adopted, with the view controller (`from`/`to`) that must adopt each.
    private func requiredParticipants(_ op: Operation) -> [(key: ContextKey, proto: String)] {
        guard let o = ir.operation(op), let branch = o.branch else { return [] }
        // A named Reduce Motion branch may read views the written one does not.
        var sides = BranchLowering.providedSides(ir: ir, branch: branch, referenced: referenced.views(ir, branch, reduced: false))
        if let reduced = o.reducedBranch {
            for side in BranchLowering.providedSides(ir: ir, branch: reduced, referenced: referenced.views(ir, reduced, reduced: true))
            where !sides.contains(side) { sides.append(side) }
        }
        return sides.map { side in
            (side.contextKey(in: op), side == .source ? names.sourceProtocol : names.destinationProtocol)
        }
    }

    /// Returns op's animator when the transition applies: `appliesTo`, then every protocol the branch
    /// needs adopted by its side (the view controller or the visible child of its container); nil
    /// otherwise (UIKit's default animation; logged in debug builds, so a missing conformance is not
    /// a silent cut). `toBinding` binds the `to` view controller first when it is optional.
    private func animatorReturn(_ op: Operation, from: SwiftExpr, to: SwiftExpr, toBinding: SwiftCondition? = nil,
                                remember: Bool = false) -> [SwiftStmt] {
        var out: [SwiftStmt] = []
        if let g = appliesToGuard(op, from: from, to: to) { out.append(g) }
        let required = requiredParticipants(op)
        if !required.isEmpty {
            var conditions: [SwiftCondition] = []
            if let toBinding, required.contains(where: { $0.key == .to }) { conditions.append(toBinding) }
            for (key, proto) in required {
                conditions.append(.expr(.binary(SharedDecls.findParticipant(key == .from ? from : to, adopting: proto), .notEqual, .nil)))
            }
            let list = required.map { "\($0.proto) (\($0.key.rawValue))" }.joined(separator: " and ")
            let message = "\(SwiftNames.sanitize(ir.name)) \(op.rawValue): UIKit's default animation runs: \(list) must be adopted by the view controller or the visible child of its container; from: "
            func typeName(_ e: SwiftExpr) -> SwiftExpr {
                .call(.id("String"), [Build.arg("describing", .call(.id("type"), [Build.arg("of", e)], trailing: nil))], trailing: nil)
            }
            let toDescription: SwiftExpr = toBinding == nil ? typeName(to) : .string("the presenting view controller")
            out.append(.guard(conditions, else: [
                .ifConfig("DEBUG", [
                    .expr(.call(.id("print"), [Build.arg(nil, .binary(.binary(.binary(.string(message), .add, typeName(from)), .add, .string(", to: ")), .add, toDescription))], trailing: nil)),
                ]),
                .return(.nil),
            ]))
        }
        if let o = ir.operation(op) { out += ReduceMotionLowering.systemGuard(o) }
        if remember {
            out += [
                .let("animator", nil, animatorFor(op)),
                .assign(.id("lastAnimator"), .id("animator")),
                .return(.id("animator")),
            ]
        } else {
            out.append(.return(animatorFor(op)))
        }
        return out
    }

    /// A custom pop without an interactive one: when UIKit's back-swipe starts the pop, the
    /// custom animator would run at once instead of following the finger, so UIKit's own
    /// interactive pop runs (the delegate returns nil while that recognizer has begun).
    /// `if !systemSwipe, let animator = ownAnimator(...)`: with a custom pop, a pop UIKit's own
    /// back-swipe started gets no custom animator (it would run at once instead of following the
    /// finger): the app's delegate is asked, else UIKit's interactive pop runs.
    private func ownAnimatorConditions(_ custom: [Operation]) -> (setup: [SwiftStmt], conditions: [SwiftCondition]) {
        let own = SwiftCondition.bind("animator", .call(.id("ownAnimator"), [Build.arg("for", .id("operation")), Build.arg("from", .id("fromVC")), Build.arg("to", .id("toVC"))], trailing: nil))
        guard custom.contains(.pop) else { return ([], [own]) }
        return ([
            .comment("UIKit's back-swipe drives its own interactive pop: a custom pop would not follow the finger."),
            .let("systemSwipe", nil, .binary(.binary(.id("operation"), .equal, .implicit("pop")), .and,
                                             .call(.id("systemBackSwipeBegan"), [Build.arg(nil, .id("navigationController"))], trailing: nil))),
        ], [.expr(.prefix(.not, .id("systemSwipe"))), own])
    }

    private func interactionProperties() -> [SwiftDecl] {
        interactiveOperations.map { op, interaction in
            .variable(SwiftVariable(
                doc: ["Drives \(op.rawValue) from \(gestureDescription(interaction.gesture)). Returned to UIKit only while its gesture is active."],
                access: interactionAccess, isLet: true, name: SwiftIdentifier(names.interactionProperty(op)), type: nil,
                accessor: .stored(.call(.id(names.interactionController(op)), [], trailing: nil))))
        }
    }

    private func interactionReturn(_ animatorParameter: String, forward: [SwiftStmt] = [.return(.nil)]) -> [SwiftStmt] {
        let custom = customOperations.map(\.0)
        let interactive = interactiveOperations.map(\.0)
        var cases: [SwiftSwitchCase] = interactive.map { op in
            SwiftSwitchCase([.implicit(op.rawValue)], [.return(.call(SwiftExpr.id(names.interactionProperty(op)).dot("interactionController"),
                                                                     [Build.arg("for", .id("transitionAnimator"))], trailing: nil))])
        }
        guard !interactive.isEmpty else {
            // No interaction of this transition's: the app's delegate answers for its own animators.
            guard !custom.isEmpty else { return forward }
            return [.if([.expr(.cast(.id(animatorParameter), .check, .named(names.animator)))], then: [.return(.nil)], else: nil)] + forward
        }
        let others = custom.filter { !interactive.contains($0) }
        if !others.isEmpty { cases.append(SwiftSwitchCase(others.map { .implicit($0.rawValue) }, [.return(.nil)])) }
        return [
            .guard([.bind("transitionAnimator", .cast(.id(animatorParameter), .conditional, .named(names.animator)))], else: forward),
            .switch(SwiftExpr.id("transitionAnimator").dot("operation"), cases),
        ]
    }

    /// The delegate owns gestures (and is their delegate): navigation's back-swipe and pop, a tab's pan.
    private var ownsGestures: Bool { ir.context == .navigation || (ir.context == .tab && !interactiveOperations.isEmpty) }

    /// What only the generated code uses (the animator, its `Operation`): internal even in a
    /// public build (issue 33, item 5).
    var detailAccess: SwiftAccess? { nil }
    /// The interaction controllers and the delegate's properties holding them: the generated code
    /// wires every one itself (navigation, modal, and a tab's pan: issue 33, item 6), so they stay internal.
    var interactionAccess: SwiftAccess? { nil }

    private func publicInit(_ level: SwiftAccess?) -> [SwiftDecl] {
        guard level == .public else { return [] }
        return [.initializer(SwiftInitializer(access: .public, isOverride: true, parameters: [], body: [.expr(.call(SwiftExpr.superRef.dot("init"), [], trailing: nil))]))]
    }

    private func delegate() -> SwiftDecl {
        var members = interactionProperties() + publicInit(access)
        let custom = customOperations.map(\.0)
        let optionalAnimated = SwiftType.optional(Build.animatedType)
        let optionalInteractive = SwiftType.optional(Build.interactiveType)
        let vc = SwiftType.named("UIViewController")
        let doc: [String]
        let protocolName: String
        switch ir.context {
        case .navigation:
            protocolName = "UINavigationControllerDelegate"
            doc = ["The navigation controller's delegate for \(SwiftNames.sanitize(ir.name)): `install(on:)` wires it up in one call."]
            var cases = custom.map { SwiftSwitchCase([.implicit($0.rawValue)], animatorReturn($0, from: .id("fromVC"), to: .id("toVC"))) }
            cases.append(SwiftSwitchCase([], [.return(.nil)]))
            let operationType = SwiftType.member(.named("UINavigationController"), "Operation")
            let navArgs: [(String?, SwiftExpr)] = [(nil, .id("navigationController"))]
            members.append(.function(SwiftFunction(access: access, name: "navigationController", parameters: [
                SwiftParameter(nil, "navigationController", .named("UINavigationController")),
                SwiftParameter("animationControllerFor", "operation", operationType),
                SwiftParameter("from", "fromVC", vc), SwiftParameter("to", "toVC", vc),
            ], returns: optionalAnimated, body: ownAnimatorConditions(custom).setup + [
                .if(ownAnimatorConditions(custom).conditions, then: [.return(.id("animator"))], else: nil),
            ] + forwardReturn("navigationController", navArgs + [("animationControllerFor", .id("operation")), ("from", .id("fromVC")), ("to", .id("toVC"))]))))
            if custom.contains(.pop) { members.append(systemBackSwipeBegan()) }
            members.append(.function(SwiftFunction(doc: ["This transition's animator for the operation, or nil where it does not apply."],
                                                   access: .private, name: "ownAnimator", parameters: [
                SwiftParameter("for", "operation", operationType), SwiftParameter("from", "fromVC", vc), SwiftParameter("to", "toVC", vc),
            ], returns: .optional(.named(names.animator)), body: [.switch(.id("operation"), cases)])))
            members.append(.function(SwiftFunction(access: access, name: "navigationController", parameters: [
                SwiftParameter(nil, "navigationController", .named("UINavigationController")),
                SwiftParameter("interactionControllerFor", "animationController", Build.animatedType),
            ], returns: optionalInteractive, body: interactionReturn("animationController",
                forward: forwardReturn("navigationController", navArgs + [("interactionControllerFor", .id("animationController"))])))))
            members += navigationInstallation(pop: interactiveOperations.first { $0.0 == .pop }?.1)
        case .tab:
            protocolName = "UITabBarControllerDelegate"
            doc = ["The tab bar controller's delegate for \(SwiftNames.sanitize(ir.name)): forward is a move to a higher tab index.",
                   "`install(on:)` wires it up in one call."]
            var body: [SwiftStmt] = []
            body.append(.guard([
                .bind("viewControllers", SwiftExpr.id("tabBarController").dot("viewControllers")),
                .bind("fromIndex", .call(SwiftExpr.id("viewControllers").dot("firstIndex"), [Build.arg("of", .id("fromVC"))], trailing: nil)),
                .bind("toIndex", .call(SwiftExpr.id("viewControllers").dot("firstIndex"), [Build.arg("of", .id("toVC"))], trailing: nil)),
            ], else: [.return(.nil)]))
            let isForward = SwiftExpr.binary(.id("toIndex"), .greater, .id("fromIndex"))
            let (from, to) = (SwiftExpr.id("fromVC"), SwiftExpr.id("toVC"))
            if custom.contains(.forward) && custom.contains(.backward) {
                body.append(.if([.expr(isForward)], then: animatorReturn(.forward, from: from, to: to, remember: true), else: nil))
                body += animatorReturn(.backward, from: from, to: to, remember: true)
            } else if let only = custom.first {
                body.append(.guard([.expr(only == .forward ? isForward : .binary(.id("toIndex"), .less, .id("fromIndex")))], else: [.return(.nil)]))
                body += animatorReturn(only, from: from, to: to, remember: true)
            } else {
                body = [.return(.nil)]
            }
            if !custom.isEmpty {
                members.insert(.variable(SwiftVariable(
                    doc: ["The animator last handed to UIKit: while its transition runs, no other tab may be selected."],
                    access: .private, isWeak: true, name: "lastAnimator", type: .optional(.named(names.animator)), accessor: .stored(nil))), at: 0)
                members.append(.function(SwiftFunction(
                    doc: ["No selection while a tab transition runs: a second transition would start before the first ended",
                          "(a known cause of blank screens with custom tab animators)."],
                    access: access, name: "tabBarController", parameters: [
                        SwiftParameter(nil, "tabBarController", .named("UITabBarController")),
                        SwiftParameter("shouldSelect", "viewController", vc),
                    ], returns: .named("Bool"), body: [
                        .guard([.expr(.prefix(.not, .binary(.id("lastAnimator").optionalChained.dot("isInTransition"), .nilCoalescing, .bool(false))))],
                               else: [.return(.bool(false))]),
                    ] + forwardReturn("tabBarController", [(nil, .id("tabBarController")), ("shouldSelect", .id("viewController"))], fallback: .bool(true)))))
            }
            let tabArgs: [(String?, SwiftExpr)] = [(nil, .id("tabBarController"))]
            members.append(.function(SwiftFunction(access: access, name: "tabBarController", parameters: [
                SwiftParameter(nil, "tabBarController", .named("UITabBarController")),
                SwiftParameter("animationControllerForTransitionFrom", "fromVC", vc), SwiftParameter("to", "toVC", vc),
            ], returns: optionalAnimated, body: [
                .if([.bind("animator", .call(.id("ownAnimator"), [Build.arg("in", .id("tabBarController")), Build.arg("from", .id("fromVC")), Build.arg("to", .id("toVC"))], trailing: nil))],
                    then: [.return(.id("animator"))], else: nil),
            ] + forwardReturn("tabBarController", tabArgs + [("animationControllerForTransitionFrom", .id("fromVC")), ("to", .id("toVC"))]))))
            members.append(.function(SwiftFunction(doc: ["This transition's animator for the move, or nil where it does not apply."],
                                                   access: .private, name: "ownAnimator", parameters: [
                SwiftParameter("in", "tabBarController", .named("UITabBarController")), SwiftParameter("from", "fromVC", vc), SwiftParameter("to", "toVC", vc),
            ], returns: .optional(.named(names.animator)), body: body)))
            members.append(.function(SwiftFunction(access: access, name: "tabBarController", parameters: [
                SwiftParameter(nil, "tabBarController", .named("UITabBarController")),
                SwiftParameter("interactionControllerFor", "animationController", Build.animatedType),
            ], returns: optionalInteractive, body: interactionReturn("animationController",
                forward: forwardReturn("tabBarController", tabArgs + [("interactionControllerFor", .id("animationController"))])))))
            members += installationState(controllerType: "UITabBarController", delegateProtocol: "UITabBarControllerDelegate")
            // An interactive tab operation: `install(on:)` also puts the pan on the tab bar controller (TabPanLowering.swift).
            let pan = interactiveOperations.isEmpty ? nil : tabPan(interactive: interactiveOperations.map(\.0), custom: custom)
            members += pan?.members ?? []
            members.append(installFunction(controllerType: "UITabBarController", parameter: "tabBarController",
                                           before: orientationNotice("UITabBarControllerDelegate", stem: "tabBarController", controller: "tab bar controller")
                                               + (pan?.before ?? []),
                                           after: pan?.after ?? []))
            members += tabForwarding(answersShouldSelect: !custom.isEmpty)
        case .modal:
            protocolName = "UIViewControllerTransitioningDelegate"
            doc = ["The transitioning delegate for \(SwiftNames.sanitize(ir.name)): `present(_:from:animated:completion:)` presents with it in one call",
                   "(or call `prepare(_:)` and keep this object while presented: `transitioningDelegate` is weak)."]
            let style = ir.presentation == nil ? "fullScreen" : "custom"
            members.append(.function(SwiftFunction(
                doc: ["Sets the presentation style (`.\(style)`) and this delegate on the view controller about to be presented"
                      + (StatusBarLowering.capture(ir).isEmpty ? "." : ", and hands it the status bar.")],
                access: access, name: "prepare", parameters: [SwiftParameter(nil, "viewController", vc)], body: [
                    .assign(SwiftExpr.id("viewController").dot("modalPresentationStyle"), .implicit(style)),
                    .assign(SwiftExpr.id("viewController").dot("transitioningDelegate"), .selfRef),
                ] + StatusBarLowering.capture(ir))))
            if custom.contains(.present) {
                members.append(.function(SwiftFunction(access: access, name: "animationController", parameters: [
                    SwiftParameter("forPresented", "presented", vc), SwiftParameter("presenting", vc), SwiftParameter("source", vc),
                ], returns: optionalAnimated, body: animatorReturn(.present, from: .id("presenting"), to: .id("presented")))))
            }
            if custom.contains(.dismiss) {
                members.append(.function(SwiftFunction(access: access, name: "animationController", parameters: [
                    SwiftParameter("forDismissed", "dismissed", vc),
                ], returns: optionalAnimated, body: animatorReturn(.dismiss, from: .id("dismissed"), to: .id("presentingViewController"),
                                                                   toBinding: .bind("presentingViewController", SwiftExpr.id("dismissed").dot("presentingViewController"))))))
            }
            for (op, _) in interactiveOperations {
                let name = op == .present ? "interactionControllerForPresentation" : "interactionControllerForDismissal"
                members.append(.function(SwiftFunction(access: access, name: SwiftIdentifier(name), parameters: [
                    SwiftParameter("using", "animator", Build.animatedType),
                ], returns: optionalInteractive, body: [
                    .guard([.bind("transitionAnimator", .cast(.id("animator"), .conditional, .named(names.animator)))], else: [.return(.nil)]),
                    .return(.call(SwiftExpr.id(names.interactionProperty(op)).dot("interactionController"),
                                  [Build.arg("for", .id("transitionAnimator"))], trailing: nil)),
                ])))
            }
            if ir.presentation != nil {
                members.append(.function(SwiftFunction(access: access, name: "presentationController", parameters: [
                    SwiftParameter("forPresented", "presented", vc), SwiftParameter("presenting", .optional(vc)), SwiftParameter("source", vc),
                ], returns: .optional(.named("UIPresentationController")), body: ownsDismissalPan ? [
                    .let("controller", nil, .call(.id(names.presentationController), [Build.arg("presentedViewController", .id("presented")),
                                                                                     Build.arg("presenting", .id("presenting"))], trailing: nil)),
                    .comment("The presentation controller owns the dismissal's pan."),
                    .assign(SwiftExpr.id("controller").dot("dismissInteraction"), .id(names.interactionProperty(.dismiss))),
                    .return(.id("controller")),
                ] : [
                    .return(.call(.id(names.presentationController), [Build.arg("presentedViewController", .id("presented")),
                                                                       Build.arg("presenting", .id("presenting"))], trailing: nil)),
                ])))
            }
            members += modalPresentMembers()
        }
        return .nominal(SwiftNominal(doc: doc, attributes: ["@MainActor"], access: access, isFinal: true, kind: .class,
                                     name: SwiftIdentifier(names.delegate),
                                     inherits: [.named("NSObject"), .named(protocolName)] + (ownsGestures ? [.named("UIGestureRecognizerDelegate")] : []),
                                     members: members))
    }

    private func gestureDescription(_ g: InteractionIR.Gesture) -> String {
        switch g {
        case .pan: return "a pan gesture"
        case .edgePan(let edge):
            // `install(on:)` puts a navigation pop's horizontal edge at the other side right to left.
            guard ir.context == .navigation, ir.mirrorsInRightToLeft, edge == .left || edge == .right else {
                return "a pan from the \(edge.rawValue) screen edge"
            }
            return "a pan from the \(edge.rawValue) screen edge (the \(edge == .left ? "right" : "left") one right to left)"
        }
    }

    // MARK: Interaction controller

    private func interactionController(_ op: Operation, _ interaction: InteractionIR) -> SwiftDecl {
        let cls = names.interactionController(op)
        let axis = interaction.axis.rawValue
        let follow = FollowControllerLowering(ir: ir, names: names, operation: op, interaction)
        let regrabs = RegrabLowering.isNeeded(interaction)
        let distance = DismissalLowering.distance(ir: ir, names: names, operation: op, interaction)
        let begin: String
        switch ir.context {
        case .navigation: begin = op == .pop ? "{ navigationController?.popViewController(animated: true) }" : "{ navigationController?.pushViewController(detail, animated: true) }"
        case .modal: begin = op == .dismiss ? "{ dismiss(animated: true) }" : "{ present(next, animated: true) }"
        case .tab: begin = op == .forward ? "{ tabBarController?.selectedIndex += 1 }" : "{ tabBarController?.selectedIndex -= 1 }"
        }
        var gestureDoc: String
        switch interaction.gesture {
        case .pan: gestureDoc = "a `UIPanGestureRecognizer`"
        case .edgePan(let edge): gestureDoc = "a `UIScreenEdgePanGestureRecognizer` with `edges = .\(edge.rawValue)`"
        }
        gestureDoc = "Forward every action of " + gestureDoc + " here."

        func v(_ n: String) -> SwiftExpr { .id(n) }
        let travelled = SwiftExpr.binary(v("translation"), .divide, v("distance"))
        let progressValue = SwiftExpr.call(v("min"), [Build.arg(nil, .call(v("max"), [Build.arg(nil, regrabs ? .binary(v("grabProgress"), .add, travelled) : travelled), Build.arg(nil, .integer(0))], trailing: nil)), Build.arg(nil, .integer(1))], trailing: nil)
        let velocityExpr: SwiftExpr? = {
            if case .spring = interaction.completionCurve { return v("velocityTowardsTarget") }
            return nil
        }()
        var releaseBody: [SwiftStmt] = [
            .assign(v("isActive"), .bool(false)),
            .guard([.unwrap("transitionContext"), .unwrap("coordinatedAnimator")], else: [
                .comment("Released before the transition started: decide when it starts."),
                .assign(v("releaseVelocity"), v("velocity")),
                .return(nil),
            ]),
            .let("finishes", .named("Bool"), .nil),
        ]
        releaseBody.removeLast()
        releaseBody += [
            .comment("Finish or cancel once per transition: a later release (a pan begun while settling) changes nothing."),
            .guard([.expr(.prefix(.not, v("isSettling")))], else: [.return(nil)]),
            .assign(v("isSettling"), .bool(true)),
        ]
        releaseBody += [
            .deferredLet("finishes", .named("Bool")),
            .if([.expr(v("gestureWasCancelled"))], then: [.assign(v("finishes"), .bool(false))],
                else: ReleaseRuleLowering.decision(interaction)),
            .if([.expr(v("finishes"))], then: [.expr(.call(v("transitionContext").dot("finishInteractiveTransition"), [], trailing: nil))],
                else: [.expr(.call(v("transitionContext").dot("cancelInteractiveTransition"), [], trailing: nil))]),
        ]
        if velocityExpr != nil {
            releaseBody += [
                .comment("Velocity hand-off: the release velocity over the distance, towards the end the animator now runs to,"),
                .comment("normalised to the distance that remains (UIKit's spring unit), at most 100 remaining distances per second."),
                .let("progressVelocity", nil, .ternary(.binary(v("distance"), .equal, .integer(0)), .integer(0), .binary(v("velocity"), .divide, v("distance")))),
                .let("remaining", nil, .ternary(v("finishes"), .binary(.integer(1), .subtract, v("progress")), v("progress"))),
                .let("velocityTowardsTarget", nil, .ternary(.binary(v("remaining"), .greater, .integer(0)),
                    .call(v("min"), [Build.arg(nil, .call(v("max"), [
                        Build.arg(nil, .binary(.ternary(v("finishes"), v("progressVelocity"), .prefix(.minus, v("progressVelocity"))), .divide, v("remaining"))),
                        Build.arg(nil, .integer(-100))], trailing: nil)), Build.arg(nil, .integer(100))], trailing: nil),
                    .integer(0))),
            ]
        }
        releaseBody += [
            .let("timing", nil, interaction.completionCurve.perceptualFallback
                 ?? interaction.completionCurve.timingParameters(velocity: velocityExpr)),
            .assign(v("coordinatedAnimator").dot("isReversed"), .prefix(.not, v("finishes"))),
            .expr(.call(v("coordinatedAnimator").dot("continueAnimation"), [
                Build.arg("withTimingParameters", v("timing")),
                Build.arg("durationFactor", .ternary(v("finishes"), .binary(.integer(1), .subtract, v("progress")), v("progress"))),
            ], trailing: nil)),
        ] + (follow?.release() ?? [])

        let members: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["True from the gesture's start to its end: only then does the delegate return this controller."],
                                    access: interactionAccess, setterAccess: .private, name: "isActive", type: nil, accessor: .stored(.bool(false)))),
            .variable(SwiftVariable(access: .private, name: "animator", type: .optional(.named(names.animator)), accessor: .stored(nil))),
            .variable(SwiftVariable(access: .private, name: "transitionContext", type: .optional(Build.contextType), accessor: .stored(nil))),
            .variable(SwiftVariable(access: .private, name: "coordinatedAnimator", type: .optional(.named(TypeNames.coordinator)), accessor: .stored(nil))),
            .variable(SwiftVariable(access: .private, name: "distance", type: .named("CGFloat"), accessor: .stored(.integer(0)))),
            .variable(SwiftVariable(access: .private, name: "translation", type: .named("CGFloat"), accessor: .stored(.integer(0)))),
            .variable(SwiftVariable(access: .private, name: "releaseVelocity", type: .optional(.named("CGFloat")), accessor: .stored(nil))),
            .variable(SwiftVariable(access: .private, name: "gestureWasCancelled", type: nil, accessor: .stored(.bool(false)))),
            .variable(SwiftVariable(doc: ["From the release to the transition's end: the animators run, so nothing may scrub them again."],
                                    access: .private, name: "isSettling", type: nil, accessor: .stored(.bool(false)))),
            .variable(SwiftVariable(doc: ["The current gesture began while the transition settled: it is ignored to its end."],
                                    access: .private, name: "ignoresGesture", type: nil, accessor: .stored(.bool(false)))),
            .function(SwiftFunction(doc: [gestureDoc, "`begin` starts the \(op.rawValue), e.g. `\(begin)`."], access: interactionAccess, name: "handle",
                                    parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer")),
                                                 SwiftParameter("begin", .function([], .named("Void")))], body: [
                .if([.expr(.binary(v("gesture").dot("state"), .equal, .implicit("began")))], then: regrabs ? RegrabLowering.began() + [
                    .assign(v("ignoresGesture"), v("isSettling")),
                ] : [
                    .comment("A pan that begins while the transition settles (the user grabs it again) is ignored to its end."),
                    .assign(v("ignoresGesture"), v("isSettling")),
                ], else: nil),
                .guard([.expr(.prefix(.not, v("ignoresGesture")))], else: [.return(nil)]),
                .assign(v("translation"), .call(v("gesture").dot("translation"), [Build.arg("in", .nil)], trailing: nil).dot(axis)),
            ] + (follow?.handle() ?? []) + [
                .switch(v("gesture").dot("state"), [
                    SwiftSwitchCase([.implicit("began")], { (normal: [SwiftStmt]) in regrabs ? RegrabLowering.beganCase(normal) : normal }([
                        .assign(v("isActive"), .bool(true)),
                        .assign(v("gestureWasCancelled"), .bool(false)),
                        .assign(v("releaseVelocity"), .nil),
                        .expr(.call(v("begin"), [], trailing: nil)),
                    ])),
                    SwiftSwitchCase([.implicit("changed")], [.expr(.call(v("update"), [], trailing: nil))]),
                    SwiftSwitchCase([.implicit("ended")], [
                        .expr(.call(v("release"), [Build.arg("velocity", .call(v("gesture").dot("velocity"), [Build.arg("in", .nil)], trailing: nil).dot(axis))], trailing: nil)),
                    ]),
                    SwiftSwitchCase([.implicit("cancelled"), .implicit("failed")], [
                        .assign(v("gestureWasCancelled"), .bool(true)),
                        .expr(.call(v("release"), [Build.arg("velocity", .integer(0))], trailing: nil)),
                    ]),
                    SwiftSwitchCase([], []),
                ]),
            ])),
            .function(SwiftFunction(doc: ["The delegate's answer: this controller while its gesture is active, else nil (UIKit animates on its own)."],
                                    access: .fileprivate, name: "interactionController",
                                    parameters: [SwiftParameter("for", "animator", .named(names.animator))],
                                    returns: .optional(.named(cls)), body: [
                .guard([.expr(v("isActive"))], else: [.return(.nil)]),
                .assign(SwiftExpr.selfRef.dot("animator"), v("animator")),
                .return(.selfRef),
            ])),
            .function(SwiftFunction(access: interactionAccess, name: "startInteractiveTransition",
                                    parameters: [SwiftParameter(nil, "transitionContext", Build.contextType)], body: [
                .guard([.unwrap("animator")], else: [
                    .comment("Not handed an animator by the delegate: end the transition unchanged."),
                    .expr(.call(v("transitionContext").dot("cancelInteractiveTransition"), [], trailing: nil)),
                    .expr(.call(v("transitionContext").dot("completeTransition"), [Build.arg(nil, .bool(false))], trailing: nil)),
                    .return(nil),
                ]),
                .assign(SwiftExpr.selfRef.dot("transitionContext"), v("transitionContext")),
            ] + (SwiftUsage.mentions("containerView", in: distance) ? [.let("containerView", nil, v("transitionContext").dot("containerView"))] : []) + [
                .assign(v("distance"), distance),
                .let("coordinatedAnimator", nil, .call(v("animator").dot("coordinatedAnimator"), [Build.arg("using", v("transitionContext"))], trailing: nil)),
                .expr(.call(v("coordinatedAnimator").dot("addCompletion"), [], trailing: SwiftClosure(
                    weakCaptures: ["self"], parameters: ["_"], body: [.expr(.call(SwiftExpr.selfRef.optionalChained.dot("reset"), [], trailing: nil))]))),
                .expr(.call(v("coordinatedAnimator").dot("pauseAnimation"), [], trailing: nil)),
                .assign(SwiftExpr.selfRef.dot("coordinatedAnimator"), v("coordinatedAnimator")),
            ] + (follow?.start() ?? []) + [
                .if([.unwrap("releaseVelocity")], then: [.expr(.call(v("release"), [Build.arg("velocity", v("releaseVelocity"))], trailing: nil))],
                    else: [.expr(.call(v("update"), [], trailing: nil))]),
            ])),
            .variable(SwiftVariable(doc: ["Translation along \(axis) over the distance, clamped to 0...1."], access: .private,
                                    name: "progress", type: .named("CGFloat"), accessor: .getter([
                .guard([.expr(.binary(v("distance"), .notEqual, .integer(0)))], else: [.return(.integer(0))]),
                .return(progressValue),
            ]))),
            .function(SwiftFunction(access: .private, name: "update", body: [
                .comment("fractionComplete may only be set while paused (UIKit raises otherwise): never after the release."),
                .guard([.unwrap("transitionContext"), .unwrap("coordinatedAnimator"), .expr(.prefix(.not, v("isSettling")))], else: [.return(nil)]),
                .assign(v("coordinatedAnimator").dot("fractionComplete"), v("progress")),
                .expr(.call(v("transitionContext").dot("updateInteractiveTransition"), [Build.arg(nil, v("progress"))], trailing: nil)),
            ] + (follow?.update() ?? []))),
            .function(SwiftFunction(doc: [ReleaseRuleLowering.doc(interaction)],
                                    access: .private, name: "release", parameters: [SwiftParameter("velocity", .named("CGFloat"))], body: releaseBody)),
            .function(SwiftFunction(access: .private, name: "reset", body: [
                .assign(v("isSettling"), .bool(false)),
                .assign(v("animator"), .nil),
                .assign(v("transitionContext"), .nil),
                .assign(v("coordinatedAnimator"), .nil),
                .assign(v("releaseVelocity"), .nil),
                .assign(v("translation"), .integer(0)),
            ] + (follow?.reset() ?? []) + (regrabs ? RegrabLowering.reset() : []))),
        ] + (follow?.members() ?? []) + (regrabs ? RegrabLowering.members(follows: follow != nil) : [])
        return .nominal(SwiftNominal(
            doc: ["Drives \(SwiftNames.sanitize(ir.name))'s \(op.rawValue) from \(gestureDescription(interaction.gesture)): progress is the translation along \(axis) over the distance."],
            attributes: ["@MainActor"], access: interactionAccess, isFinal: true, kind: .class, name: SwiftIdentifier(cls),
            inherits: [.named("NSObject"), .named("UIViewControllerInteractiveTransitioning")], members: publicInit(interactionAccess) + members))
    }

    // MARK: Presentation controller

    /// The presentation controller owns the pan of an interactive dismissal (issue 11, item 8).
    var ownsDismissalPan: Bool {
        ir.context == .modal && ir.presentation != nil && interactiveOperations.contains { $0.0 == .dismiss }
    }

    private mutating func presentationController(_ presentation: PresentationIR) -> SwiftDecl {
        var lowering = PresentationControllerLowering(ir: ir, names: names, access: access, presentation: presentation,
                                                      dismissal: ownsDismissalPan ? interactiveOperations.first { $0.0 == .dismiss }?.1
                                                          : DetentLowering.isNeeded(ir) ? ir.operation(.dismiss)?.interaction : nil)
        let decl = lowering.decl()
        guardedTypes.formUnion(lowering.guardedTypes)
        return decl
    }

    // MARK: Animator

    /// The animator class; each branch's method is made and handed over one at a time.
    private mutating func animator(into sink: inout some DeclSink) {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let custom = customOperations
        var members: [SwiftDecl] = [
            .nominal(SwiftNominal(access: detailAccess, kind: .enum, name: "Operation", members: [.enumCases(custom.map { SwiftIdentifier($0.0.rawValue) })])),
            .variable(SwiftVariable(access: detailAccess, isLet: true, name: "operation", type: .named("Operation"), accessor: .stored(nil))),
            ReduceMotionLowering.storedProperty(access: detailAccess),
        ] + (ContentGeometryLowering.readsDisplay(ir) ? [ContentGeometryLowering.displayProperty(access: access)] : []) + (FollowLowering.isNeeded(ir) ? [
            .variable(SwiftVariable(doc: ["The views that follow the finger while the transition is interactive (FingerFollower), made by the branch."],
                                    access: .fileprivate, name: SwiftIdentifier(FollowLowering.property), type: .array(.named(FingerFollowerDecl.name)),
                                    accessor: .stored(.array([], multiline: false)))),
        ] : []) + [
            .variable(SwiftVariable(doc: ["The one animator of the running transition: `interruptibleAnimator(using:)` returns it until `animationEnded(_:)`."],
                                    access: .private, name: "runningAnimator", type: .optional(.named(TypeNames.coordinator)), accessor: .stored(nil))),
        ]
        if ir.context == .tab {
            members.append(.variable(SwiftVariable(
                doc: ["True from the start of this animator's transition to `animationEnded(_:)` (the tab delegate refuses selections meanwhile)."],
                access: .fileprivate, name: "isInTransition", type: .named("Bool"), accessor: .getter([
                    .return(.binary(v("runningAnimator"), .notEqual, .nil)),
                ]))))
        }
        members += [
            .initializer(SwiftInitializer(access: detailAccess, parameters: [SwiftParameter("operation", .named("Operation")),
                                                                       SwiftParameter(SwiftIdentifier(ReduceMotionLowering.property), .named("Bool"))], body: [
                .assign(SwiftExpr.selfRef.dot("operation"), v("operation")),
                .assign(SwiftExpr.selfRef.dot(ReduceMotionLowering.property), v(ReduceMotionLowering.property)),
                .expr(.call(SwiftExpr.superRef.dot("init"), [], trailing: nil)),
            ])),
            .function(SwiftFunction(access: detailAccess, name: "transitionDuration",
                                    parameters: [SwiftParameter("using", "transitionContext", .optional(Build.contextType))],
                                    returns: .named("TimeInterval"), body: [
                .switch(v("operation"), custom.map { op, branch in
                    SwiftSwitchCase([.implicit(op.rawValue)], [.return(ir.operation(op).map { ReduceMotionLowering.duration($0, branch) } ?? .double(branch.duration))])
                }),
            ])),
            .function(SwiftFunction(access: detailAccess, name: "animateTransition",
                                    parameters: [SwiftParameter("using", "transitionContext", Build.contextType)], body: [
                .let("animator", nil, .call(v("coordinatedAnimator"), [Build.arg("using", v("transitionContext"))], trailing: nil)),
                .if([.expr(v("transitionContext").dot("isAnimated"))], then: [
                    .expr(.call(v("animator").dot("startAnimation"), [], trailing: nil)),
                ], else: [
                    .comment("Not animated: jump to the end state; the completion completes the transition."),
                    .expr(.call(v("animator").dot("pauseAnimation"), [], trailing: nil)),
                    .expr(.call(v("animator").dot("stopAnimation"), [Build.arg(nil, .bool(false))], trailing: nil)),
                    .expr(.call(v("animator").dot("finishAnimation"), [Build.arg("at", .implicit("end"))], trailing: nil)),
                ]),
            ])),
            .function(SwiftFunction(access: detailAccess, name: "interruptibleAnimator",
                                    parameters: [SwiftParameter("using", "transitionContext", Build.contextType)],
                                    returns: .existential(.named("UIViewImplicitlyAnimating")), body: [
                .return(.call(v("coordinatedAnimator"), [Build.arg("using", v("transitionContext"))], trailing: nil)),
            ])),
            .function(SwiftFunction(access: detailAccess, name: "animationEnded", parameters: [SwiftParameter(nil, "transitionCompleted", .named("Bool"))], body: [
                .assign(v("runningAnimator"), .nil),
            ])),
            .function(SwiftFunction(access: .fileprivate, name: "coordinatedAnimator",
                                    parameters: [SwiftParameter("using", "transitionContext", Build.contextType)],
                                    returns: .named(TypeNames.coordinator), body: [
                .if([.unwrap("runningAnimator")], then: [.return(v("runningAnimator"))], else: nil),
                .deferredLet("animator", .named(TypeNames.coordinator)),
                .switch(v("operation"), custom.map { op, _ in
                    SwiftSwitchCase([.implicit(op.rawValue)], [.assign(v("animator"), ir.operation(op).map(ReduceMotionLowering.make)
                        ?? .call(v("make" + op.typeStem + "Animator"), [Build.arg("using", v("transitionContext"))], trailing: nil))])
                }),
                .assign(v("runningAnimator"), v("animator")),
                .return(v("animator")),
            ])),
            .function(SwiftFunction(doc: ["A view the transition needs is missing: the incoming view at its final frame, completed at once."],
                                    access: .private, name: "completingAnimator",
                                    parameters: [SwiftParameter("using", "transitionContext", Build.contextType)],
                                    returns: .named(TypeNames.coordinator), body: [
                .if([.bind("toView", .call(v("transitionContext").dot("view"), [Build.arg("forKey", .implicit("to"))], trailing: nil)),
                     .bind("toViewController", .call(v("transitionContext").dot("viewController"), [Build.arg("forKey", .implicit("to"))], trailing: nil))],
                    then: [
                        .expr(.call(v("transitionContext").dot("containerView").dot("addSubview"), [Build.arg(nil, v("toView"))], trailing: nil)),
                        .let("finalFrame", nil, .call(v("transitionContext").dot("finalFrame"), [Build.arg("for", v("toViewController"))], trailing: nil)),
                        .if([.expr(.binary(v("finalFrame"), .notEqual, .implicit("zero")))], then: [.assign(v("toView").dot("frame"), v("finalFrame"))], else: nil),
                    ], else: nil),
                .let("animator", nil, .call(v(TypeNames.coordinator), [Build.arg("duration", .integer(0)), Build.arg("parts", .array([], multiline: false))], trailing: nil)),
                .expr(.call(v("animator").dot("addCompletion"), [], trailing: Build.closure([
                    .expr(.call(v("transitionContext").dot("completeTransition"), [Build.arg(nil, .prefix(.not, v("transitionContext").dot("transitionWasCancelled")))], trailing: nil)),
                ], params: ["_"]))),
                .return(v("animator")),
            ])),
        ]
        let ops = custom.map(\.0.rawValue).joined(separator: " and ")
        sink.open(SwiftNominal(
            doc: ["Animates \(SwiftNames.sanitize(ir.name))'s \(ops). One instance per transition; it knows its operation."],
            attributes: ["@MainActor"], access: detailAccess, isFinal: true, kind: .class, name: SwiftIdentifier(names.animator),
            inherits: [.named("NSObject"), .named("UIViewControllerAnimatedTransitioning")], members: members))
        let stems = ViewStems(ir)
        for (op, branch) in custom {
            var lowering = BranchLowering(ir: ir, names: names, branch: branch, stems: stems)
            lowering.referenced = referenced.views(ir, branch, reduced: false)
            lowering.fingerFollow = FollowLowering(ir.operation(op)?.interaction)
            lowering.detentHandOff = DetentHandOffLowering(ir, op, names: names)
            lowering.lower(into: &sink)
            interpolatedTypes.formUnion(lowering.interpolatedTypes)
            guardedTypes.formUnion(lowering.guardedTypes)
            // Reduce Motion's branch (a crossfade by default), chosen by `reducesMotion`.
            if let o = ir.operation(op), let reduced = o.reducedBranch {
                var reducedLowering = BranchLowering(ir: ir, names: names, branch: reduced, stems: stems)
                reducedLowering.reducedMotion = ReduceMotionLowering.Variant(o.reduceMotionChoice)
                reducedLowering.referenced = referenced.views(ir, reduced, reduced: true)
                // The finger moves the followed views whatever branch plays (as the preview does).
                reducedLowering.fingerFollow = FollowLowering(o.interaction)
                reducedLowering.detentHandOff = DetentHandOffLowering(ir, op, names: names)
                reducedLowering.lower(into: &sink)
                interpolatedTypes.formUnion(reducedLowering.interpolatedTypes)
                guardedTypes.formUnion(reducedLowering.guardedTypes)
            }
        }
        sink.close()
    }
}

/// The views each branch reads or writes (`BranchLowering.referencedViews`), by operation and
/// form: the delegate asks for them (which protocols must be adopted) and so does the branch's
/// method (which views to bind); one walk of 15,000 views serves both (issue 17).
final class ReferencedViews {
    private var lists: [String: [ViewID]] = [:]

    func views(_ ir: TransitionIR, _ branch: BranchIR, reduced: Bool) -> [ViewID] {
        let key = branch.operation.rawValue + (reduced ? " reduced" : "")
        if let known = lists[key] { return known }
        let views = BranchLowering.referencedViews(ir: ir, branch: branch)
        lists[key] = views
        return views
    }
}
