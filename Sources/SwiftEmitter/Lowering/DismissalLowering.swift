import TransitionCompiler

/// The dismissals a user starts on a generated presentation controller (Docs/EMIT-SWIFT.md,
/// "Dismissals the user starts"; issue 29, items 4 and 5).
///
/// - UIKit's contract (UIPresentationController.h, UIAdaptivePresentationControllerDelegate): a tap
///   on the dimming view, the dismissal pan and VoiceOver's escape are one path, which asks
///   `isModalInPresentation` and the delegate's `presentationControllerShouldDismiss(_:)`, reports a
///   refusal to `presentationControllerDidAttemptToDismiss(_:)`, and tells the delegate
///   `presentationControllerWillDismiss(_:)` before and `presentationControllerDidDismiss(_:)` after
///   a completed dismissal, as UIKit's own sheets do. A dismissal in code hears none of it.
/// - The pan's gating (`gestureRecognizerShouldBegin`): only along the spec's axis, towards the
///   dismissal (the sign of its distance); with a scroll view only at its top, which it then holds
///   there while the dismissal runs.
///
/// The interaction controller the pan drives is not here: only when the pan may begin and what its
/// `begin` does.
struct DismissalLowering {
    let ir: TransitionIR
    let names: TransitionNames
    let access: SwiftAccess?

    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = []) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }

    // MARK: UIKit's contract

    /// `requestDismissal()`: what a tap and the escape call.
    static let request = "requestDismissal"
    private static let mayDismiss = "userMayDismiss"
    private static let begin = "beginUserDismissal"
    private static let didEnd = "userDismissalDidEnd"

    /// The call at the end of `dismissalTransitionDidEnd(_:)`.
    static var didEndCall: SwiftStmt { .expr(.call(.id(didEnd), [Build.arg(nil, .id("completed"))], trailing: nil)) }

    /// `delegate?.method?(self)` (an Objective-C optional requirement) and, where the protocols
    /// have no optional requirements (the UIKit mirror), `delegate?.method(self)`; as a `let` when
    /// `binding` is given, with `?? fallback`.
    private func delegateCall(_ method: String, binding: SwiftIdentifier? = nil, fallback: SwiftExpr? = nil) -> [SwiftStmt] {
        func made(_ optional: Bool) -> SwiftStmt {
            let value = call(.id("delegate?." + method + (optional ? "?" : "")), [(nil, .selfRef)])
            guard let binding else { return .expr(value) }
            return .let(binding, nil, fallback.map { .binary(value, .nilCoalescing, $0) } ?? value)
        }
        return [.ifConfig("canImport(ObjectiveC)", [made(true)]), .ifConfig("!canImport(ObjectiveC)", [made(false)])]
    }

    func contractMembers() -> [SwiftDecl] {
        let presented = v("presentedViewController")
        return [
            .variable(SwiftVariable(doc: ["True from a dismissal the user started to its end: only such a dismissal is reported to the delegate's",
                                          "`presentationControllerDidDismiss(_:)`."],
                                    access: .private, name: "isUserDismissal", type: nil, accessor: .stored(.bool(false)))),
            .function(SwiftFunction(doc: ["A dismissal the user asks for (a tap on the dimming view, VoiceOver's escape), by UIKit's rules: true",
                                          "when it starts. The dismissal pan follows the same rules (`gestureRecognizerShouldBegin(_:)`)."],
                                    attributes: ["@discardableResult"], access: access, name: SwiftIdentifier(Self.request),
                                    returns: .named("Bool"), body: [
                .guard([.expr(call(v(Self.mayDismiss)))], else: [.return(.bool(false))]),
                .expr(call(v(Self.begin))),
                .return(.bool(true)),
            ])),
            .function(SwiftFunction(doc: ["UIKit's rule for a dismissal the user starts (UIPresentationController.h): not while the presented view",
                                          "controller is modal in presentation, nor when the delegate's `presentationControllerShouldDismiss(_:)` says",
                                          "no; a refusal is reported to its `presentationControllerDidAttemptToDismiss(_:)`."],
                                    access: .private, name: SwiftIdentifier(Self.mayDismiss), returns: .named("Bool"), body: [
                .if([.expr(.prefix(.not, presented.dot("isModalInPresentation")))],
                    then: delegateCall("presentationControllerShouldDismiss", binding: "allowed", fallback: .bool(true)) + [
                        .if([.expr(v("allowed"))], then: [.return(.bool(true))], else: nil),
                    ], else: nil),
            ] + delegateCall("presentationControllerDidAttemptToDismiss") + [.return(.bool(false))])),
            .function(SwiftFunction(doc: ["Starts a dismissal the user asked for and UIKit's rules allow: the delegate hears",
                                          "`presentationControllerWillDismiss(_:)` first, and `presentationControllerDidDismiss(_:)` once it completes."],
                                    access: .private, name: SwiftIdentifier(Self.begin), body: [
                .assign(v("isUserDismissal"), .bool(true)),
            ] + delegateCall("presentationControllerWillDismiss") + [
                .expr(call(presented.dot("dismiss"), [("animated", .bool(true))])),
            ])),
            .function(SwiftFunction(doc: ["The end of a dismissal: a completed one the user started is reported to the delegate (a cancelled",
                                          "one, or one made in code, is not)."],
                                    access: .private, name: SwiftIdentifier(Self.didEnd), parameters: [SwiftParameter(nil, "completed", .named("Bool"))], body: [
                .guard([.expr(v("isUserDismissal"))], else: [.return(nil)]),
                .assign(v("isUserDismissal"), .bool(false)),
                .if([.expr(v("completed"))], then: delegateCall("presentationControllerDidDismiss"), else: nil),
            ])),
        ]
    }

    // MARK: The dismissal pan

    /// The interaction's distance as the interaction controller and the pan's gate compute it, with
    /// `containerView` in scope: along x it turns round with a mirrored layout (as the interpreter's does).
    static func distance(ir: TransitionIR, names: TransitionNames, operation op: Operation, _ interaction: InteractionIR) -> SwiftExpr {
        let lowering = BranchLowering(ir: ir, names: names, branch: ir.operation(op)?.branch ?? BranchIR(
            operation: op, reversedFrom: nil, setup: [], tracks: [], finish: [], cancel: [], animators: [], duration: 0, range: interaction.range))
        let written = lowering.expr(interaction.distance)
        return ir.mirrorsInRightToLeft && interaction.axis == .x
            ? LayoutLowering.apply(LayoutLowering.make(.id("containerView")), "distance", written) : written
    }

    /// The presentation controller's dismissal pan: members, and what `presentationTransitionDidEnd`
    /// adds once the presentation completed (the pan on the presented view).
    func pan(_ interaction: InteractionIR) -> (members: [SwiftDecl], didEnd: [SwiftStmt]) {
        let controller = names.interactionController(.dismiss)
        let vertical = interaction.axis == .y
        let axis = interaction.axis.rawValue
        let across = vertical ? "x" : "y"
        var members: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["Drives the interactive dismissal: set by the transitioning delegate that made this controller."],
                                    access: .fileprivate, name: "dismissInteraction", type: .optional(.named(controller)), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The dismissal's pan, on the presented view once presented."],
                                    access: .private, isLet: true, name: "dismissPan", type: nil, accessor: .stored(call(v("UIPanGestureRecognizer"))))),
        ]
        var shouldBegin: [SwiftStmt] = [
            .guard([.expr(.binary(v("gestureRecognizer"), .identical, v("dismissPan")))], else: [.return(.bool(true))]),
            .guard([.expr(call(v("dismissPanPointsTowardsDismissal")))], else: [.return(.bool(false))]),
        ]
        if vertical {
            members.append(.variable(SwiftVariable(doc: [
                "A scroll view in the presented content (set it from the app): the pan begins only when it is scrolled to its",
                "top, recognizes along with the scroll view's own pan, and holds it at its top while the dismissal runs.",
            ], access: access, isWeak: true, name: "dismissalScrollView", type: .optional(.named("UIScrollView")), accessor: .stored(nil))))
            shouldBegin.append(.if([.bind("scrollView", v("dismissalScrollView")),
                                    .expr(.binary(v("scrollView").dot("contentOffset").dot("y"), .greater,
                                                  .prefix(.minus, v("scrollView").dot("adjustedContentInset").dot("top"))))],
                                   then: [.return(.bool(false))], else: nil))
        }
        shouldBegin.append(.return(call(v(Self.mayDismiss))))
        var handle: [SwiftStmt] = []
        if vertical { handle.append(.expr(call(v("holdScrollViewAtTop"), [("during", v("gesture"))]))) }
        handle.append(.expr(.call(.optionalMember(v("dismissInteraction"), "handle"), [Build.arg(nil, v("gesture"))], trailing: SwiftClosure(body: [
            .expr(call(v(Self.begin))),
        ]))))
        members.append(.function(SwiftFunction(doc: ["What the dismissal pan does: drives the interactive dismissal (its target-action calls this)."],
                                               access: nil, name: "handleDismissPan", parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer"))],
                                               body: handle)))
        members.append(Self.panAction)
        members.append(.function(SwiftFunction(
            doc: vertical
                ? ["The dismissal's pan begins only towards the dismissal, with a scroll view only at its top, and only when",
                   "UIKit's rules let the user dismiss (a refusal is reported to the delegate)."]
                : ["The dismissal's pan begins only towards the dismissal, and only when UIKit's rules let the user dismiss",
                   "(a refusal is reported to the delegate)."],
            access: access, name: "gestureRecognizerShouldBegin",
            parameters: [SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer"))], returns: .named("Bool"), body: shouldBegin)))
        let distance = Self.distance(ir: ir, names: names, operation: .dismiss, interaction)
        let velocity = v("velocity")
        members.append(.function(SwiftFunction(
            doc: ["True when the pan moves more along \(axis) than along \(across), in the direction of the dismissal's distance."],
            access: .private, name: "dismissPanPointsTowardsDismissal", returns: .named("Bool"), body:
                (SwiftUsage.mentions("containerView", in: distance) ? [.guard([.unwrap("containerView")], else: [.return(.bool(false))])] : []) + [
                .let("velocity", nil, call(v("dismissPan").dot("velocity"), [("in", .nil)])),
                .let("distance", .named("CGFloat"), distance),
                .return(.binary(.binary(call(v("abs"), [(nil, velocity.dot(SwiftIdentifier(axis)))]), .greater, call(v("abs"), [(nil, velocity.dot(SwiftIdentifier(across)))])),
                                .and, .binary(.binary(velocity.dot(SwiftIdentifier(axis)), .multiply, v("distance")), .greater, .integer(0)))),
            ])))
        if vertical {
            members.append(.function(SwiftFunction(access: access, name: "gestureRecognizer", parameters: [
                SwiftParameter(nil, "gestureRecognizer", .named("UIGestureRecognizer")),
                SwiftParameter("shouldRecognizeSimultaneouslyWith", "otherGestureRecognizer", .named("UIGestureRecognizer")),
            ], returns: .named("Bool"), body: [
                .return(.binary(.binary(v("gestureRecognizer"), .identical, v("dismissPan")), .and,
                                .binary(v("otherGestureRecognizer"), .identical, .optionalMember(v("dismissalScrollView"), "panGestureRecognizer")))),
            ])))
            let state = v("gesture").dot("state")
            members.append(.function(SwiftFunction(
                doc: ["While the dismissal's pan moves the presented view, the scroll view stays at its top: it recognizes along",
                      "with the pan, and its content would otherwise scroll under the finger too."],
                access: .private, name: "holdScrollViewAtTop", parameters: [SwiftParameter("during", "gesture", .named("UIPanGestureRecognizer"))], body: [
                    .guard([.expr(.binary(.binary(state, .equal, .implicit("began")), .or, .binary(state, .equal, .implicit("changed")))),
                            .bind("scrollView", v("dismissalScrollView"))], else: [.return(nil)]),
                    .assign(v("scrollView").dot("contentOffset").dot("y"), .prefix(.minus, v("scrollView").dot("adjustedContentInset").dot("top"))),
                ])))
        }
        return (members, Self.panInstallation)
    }

    /// Once the presentation completed: the pan on the presented view, this controller its delegate and target.
    static var panInstallation: [SwiftStmt] {
        [
            .assign(SwiftExpr.id("dismissPan").dot("delegate"), .selfRef),
            .ifConfig("canImport(ObjectiveC)", [
                .expr(.call(SwiftExpr.id("dismissPan").dot("addTarget"), [Build.arg(nil, .selfRef), Build.arg("action", .selector("dismissPanAction"))], trailing: nil)),
            ]),
            .expr(.call(.optionalMember(.id("presentedView"), "addGestureRecognizer"), [Build.arg(nil, .id("dismissPan"))], trailing: nil)),
        ]
    }

    /// The `@objc` thunk the pan's target-action calls (Objective-C runtimes only).
    static var panAction: SwiftDecl {
        .ifConfig("canImport(ObjectiveC)", [
            .function(SwiftFunction(attributes: ["@objc"], access: .private, name: "dismissPanAction",
                                    parameters: [SwiftParameter(nil, "gesture", .named("UIPanGestureRecognizer"))], body: [
                .expr(.call(.id("handleDismissPan"), [Build.arg(nil, .id("gesture"))], trailing: nil)),
            ])),
        ])
    }
}
