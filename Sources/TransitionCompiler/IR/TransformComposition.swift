import AnimatorCore

extension Transform3D {
    /// A transform's steps composed like CSS and Core Animation (each later step applies in the
    /// coordinate system of the earlier ones), with `number` giving each operand's value: the
    /// checker folds constants with it and the interpreter evaluates against its scene, so both
    /// compose in one order.
    public static func composed(_ steps: [TransformStep], number n: (Expr) -> Double) -> Transform3D {
        var t = Transform3D.identity
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
