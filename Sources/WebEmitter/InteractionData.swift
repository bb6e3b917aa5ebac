import TransitionCompiler

/// An operation's `interactive:` section as the module's data: the gesture's axis and distance
/// (a function of the scene, read at begin), the release rule and the completion curve.
enum InteractionData {
    static func literal(_ i: InteractionIR, duration: Double) -> String {
        "{ axis: \(JSText.string(i.axis.rawValue)), distance: \(JSExpr.function(i.distance)), "
            + "finishAt: \(JSText.number(i.finishAt)), finishVelocity: \(JSText.number(i.finishVelocity)) }"
    }
}
