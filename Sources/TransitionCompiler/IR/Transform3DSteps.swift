/// The operands of a transform step and the 3-D question, in one place, so that passes which
/// only walk operands need not know every step.
extension TransformStep {
    /// The step's expressions, in writing order.
    public var operands: [Expr] {
        switch self {
        case .translate(let x, let y), .scale(let x, let y): return [x, y]
        case .rotate(let a), .perspective(let a), .rotate3D(_, let a): return [a]
        case .translate3D(let x, let y, let z), .scale3D(let x, let y, let z): return [x, y, z]
        }
    }

    /// The same step with each operand transformed.
    public func mapOperands(_ f: (Expr) -> Expr) -> TransformStep {
        switch self {
        case .translate(let x, let y): return .translate(x: f(x), y: f(y))
        case .scale(let x, let y): return .scale(x: f(x), y: f(y))
        case .rotate(let a): return .rotate(f(a))
        case .perspective(let a): return .perspective(f(a))
        case .rotate3D(let axis, let a): return .rotate3D(axis: axis, f(a))
        case .translate3D(let x, let y, let z): return .translate3D(x: f(x), y: f(y), z: f(z))
        case .scale3D(let x, let y, let z): return .scale3D(x: f(x), y: f(y), z: f(z))
        }
    }

    /// Whether the step leaves the plane (a 4×4 transform, `transform3D` in UIKit).
    public var is3D: Bool {
        switch self {
        case .translate, .scale, .rotate: return false
        case .perspective, .rotate3D, .translate3D, .scale3D: return true
        }
    }

    /// CSS's name for the step, as the IR printer writes it.
    public var printedName: String {
        switch self {
        case .translate: return "translate"
        case .scale: return "scale"
        case .rotate: return "rotate"
        case .perspective: return "perspective"
        case .rotate3D(let axis, _): return axis == .x ? "rotateX" : "rotateY"
        case .translate3D: return "translate3d"
        case .scale3D: return "scale3d"
        }
    }
}

extension Expr {
    /// A transform written with a 3-D step (perspective, rotateX/Y, translate3d, scale3d).
    public var is3DTransform: Bool {
        if case .transform(let steps) = kind { return steps.contains { $0.is3D } }
        return false
    }
}
