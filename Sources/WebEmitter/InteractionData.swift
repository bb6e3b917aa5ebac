import TransitionCompiler

/// An operation's `interactive:` section as the module's data: the gesture's axis and distance
/// (a function of the scene, read at begin), the release rule and the completion curve.
enum InteractionData {
    static func literal(_ i: InteractionIR, duration: Double) -> String {
        "{ axis: \(JSText.string(i.axis.rawValue)), distance: \(JSExpr.function(i.distance)), "
            + "finishAt: \(JSText.number(i.finishAt)), finishVelocity: \(i.finishVelocity.isFinite ? JSText.number(i.finishVelocity) : "null"), "
            + "completion: \(completion(i.completionCurve)) }"
    }

    /// The completion curve as CurveRuntime's `completionCurve` reads it.
    static func completion(_ c: CurveIR) -> String {
        switch c {
        case .named, .cubic:
            let p = c.cubicPoints ?? (0, 0, 1, 1)
            return "{ kind: \"cubic\", points: [\([p.x1, p.y1, p.x2, p.y2].map(JSText.number).joined(separator: ", "))] }"
        case .steps(let n, let position): return "{ kind: \"steps\", count: \(n), position: \(JSText.string(position.rawValue)) }"
        case .spring(.dampingRatio(let r, _)): return "{ kind: \"ratio\", ratio: \(JSText.number(r)) }"
        case .spring(.physical(let m, let k, let d, _)):
            return "{ kind: \"physical\", mass: \(JSText.number(m)), stiffness: \(JSText.number(k)), damping: \(JSText.number(d)) }"
        case .spring(.perceptual(let d, let b, _)): return "{ kind: \"perceptual\", duration: \(JSText.number(d)), bounce: \(JSText.number(b)) }"
        }
    }
}
