import AnimatorCore
import TransitionCompiler

// 3-D transforms in the interpreter: composed like CSS (each later step applies in the
// coordinate system of the earlier ones, `CATransform3DRotate(t, …)`), animated as the core's
// `transform3D` whenever either end of a track is 3-D (the other end is embedded), as the
// emitted code writes `view.transform3D` then.

extension Evaluator {
    func transform3D(_ steps: [TransformStep], in scene: Scene) -> Transform3D {
        Transform3D.composed(steps) { evaluate($0, in: scene).number }
    }
}

extension AnimatableValue {
    /// A transform as a 4×4 one (affine ones embedded), for a track whose other end is 3-D.
    var as3D: AnimatableValue {
        if case .transform(let t) = self { return .transform3D(Transform3D(t)) }
        return self
    }
}
