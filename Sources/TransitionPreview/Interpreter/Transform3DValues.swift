import AnimatorCore
import TransitionCompiler

// 3-D transforms in the interpreter: composed like CSS (each later step applies in the
// coordinate system of the earlier ones, `CATransform3DRotate(t, …)`), animated as the core's
// `transform3D` whenever either end of a track is 3-D (the other end is embedded), as the
// emitted code writes `view.transform3D` then.

extension Evaluator {
    func transform3D(_ steps: [TransformStep], in scene: Scene) -> Transform3D {
        var t = Transform3D.identity
        func n(_ e: Expr) -> Double { evaluate(e, in: scene).number }
        for step in steps {
            let m: Transform3D
            switch step {
            case .translate(let x, let y): m = .translation(n(x), n(y), 0)
            case .scale(let x, let y): m = .scale(n(x), n(y), 1)
            case .rotate(let a): m = .rotation(n(a), 0, 0, 1)
            case .perspective(let d): m = .perspective(n(d))
            case .rotate3D(let axis, let a): m = axis == .x ? .rotation(n(a), 1, 0, 0) : .rotation(n(a), 0, 1, 0)
            case .translate3D(let x, let y, let z): m = .translation(n(x), n(y), n(z))
            case .scale3D(let x, let y, let z): m = .scale(n(x), n(y), n(z))
            }
            t = m.concatenating(t)
        }
        return t
    }
}

extension AnimatableValue {
    /// A transform as a 4×4 one (affine ones embedded), for a track whose other end is 3-D.
    var as3D: AnimatableValue {
        if case .transform(let t) = self { return .transform3D(Transform3D(t)) }
        return self
    }
}
