import TransitionCompiler

/// `interruptible: true` in the interaction controller (Docs/LANGUAGE.md, "Grabbed mid-flight"):
/// a pan that begins while the transition settles catches it where it is drawn. The animators
/// pause (`pauseAnimation()`, and the context hears `pauseInteractiveTransition()`, which
/// UIViewControllerTransitioning.h documents for an interruptible animator: a finish or cancel
/// before it only says how the transition ends "if it is not interrupted again"); the progress
/// drawn becomes the progress at the touch, each followed view stops where it is drawn
/// (FingerFollower's `grab()`), and the next release decides again. The preview's arithmetic
/// (DragPlay's grab) term by term.
enum RegrabLowering {
    static func isNeeded(_ interaction: InteractionIR) -> Bool { interaction.continuous?.interruptible == true }

    private static func v(_ n: String) -> SwiftExpr { .id(n) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = []) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }

    /// At `.began`, before the gesture is ignored or not: a touch while settling catches it.
    static func began() -> [SwiftStmt] {
        [.if([.expr(v("isSettling"))], then: [.expr(call(v("regrab")))], else: nil)]
    }

    /// The `.began` case: a re-grab continues the running transition (no second `begin`).
    static func beganCase(_ normal: [SwiftStmt]) -> [SwiftStmt] {
        [.if([.expr(.binary(v("coordinatedAnimator"), .notEqual, .nil))], then: [.expr(call(v("update")))], else: normal)]
    }

    static func members(follows: Bool) -> [SwiftDecl] {
        [
            .variable(SwiftVariable(doc: ["The progress drawn where the current touch caught the transition (0 for the first)."],
                                    access: .private, name: "grabProgress", type: .named("CGFloat"), accessor: .stored(.integer(0)))),
            .function(SwiftFunction(
                doc: ["A touch while the transition settles catches it where it is drawn: the animators pause, the context is told,",
                      "and the finger continues from the progress drawn" + (follows ? " (the followed views from where they are)." : ".")],
                access: .private, name: "regrab", body: [
                    .guard([.unwrap("transitionContext"), .unwrap("coordinatedAnimator")], else: [.return(nil)]),
                    .expr(call(v("coordinatedAnimator").dot("pauseAnimation"))),
                    .assign(v("grabProgress"), v("coordinatedAnimator").dot("fractionComplete")),
                    .assign(v("coordinatedAnimator").dot("isReversed"), .bool(false)),
                    .expr(call(v("transitionContext").dot("pauseInteractiveTransition"))),
                ] + (follows ? [.forIn("follower", v("followers"), where: nil, [.expr(call(v("follower").dot("grab")))])] : []) + [
                    .assign(v("gestureWasCancelled"), .bool(false)),
                    .assign(v("isSettling"), .bool(false)),
                ])),
        ]
    }

    static func reset() -> [SwiftStmt] { [.assign(v("grabProgress"), .integer(0))] }
}
