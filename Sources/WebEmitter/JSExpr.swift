import TransitionCompiler

/// An IR expression as a JavaScript expression over the scene `s` (SceneRuntime's `Scene`) and
/// the helpers of ValueRuntime. Only what the web plays is lowered faithfully; a mask or a 3-D
/// transform is refused by `WebSupport` before anything is emitted, and written here as a
/// neutral value so the lowering itself never fails.
enum JSExpr {
    static func lower(_ e: Expr) -> String {
        switch e.kind {
        case .number(let v): return JSText.number(v)
        case .bool(let b): return b ? "true" : "false"
        case .color(let c): return dynamicColor(c)
        case .contentMode: return "0"
        case .identityTransform: return "I"
        case .point(let x, let y): return "{ x: \(lower(x)), y: \(lower(y)) }"
        case .size(let w, let h): return "{ width: \(lower(w)), height: \(lower(h)) }"
        case .rect(let x, let y, let w, let h): return "R(\(lower(x)), \(lower(y)), \(lower(w)), \(lower(h)))"
        case .view(let id, let value): return "s.read(\(id.rawValue), \(JSText.string(value.rawValue)))"
        case .member(let base, let m): return "MEM(\(lower(base)), \(JSText.string(m.rawValue)))"
        case .offset(let base, let dx, let dy): return "OFFSET(\(lower(base)), \(lower(dx)), \(lower(dy)))"
        case .inset(let base, let dx, let dy): return "INSET(\(lower(base)), \(lower(dx)), \(lower(dy)))"
        case .binary(let op, let l, let r): return "BIN(\(JSText.string(op.rawValue)), \(lower(l)), \(lower(r)))"
        case .negate(let x): return "NEG(\(lower(x)))"
        case .transform(let steps): return "TF([\(steps.compactMap(step).joined(separator: ", "))])"
        case .circle, .roundedRect, .ellipse, .noMask: return "null"
        case .corners(let set): return JSText.number(Double(set.rawValue))
        case .cornerCurve(let curve): return JSText.string(curve.rawValue)
        case .aspect: return "R(0, 0, 0, 0)"   // refused by WebSupport (content geometry)
        case .math(let op, let operands):
            return "MATH(\(JSText.string(op.rawValue)), [\(operands.map(lower).joined(separator: ", "))])"
        case .element, .random: return "0"   // lists are refused (WebSupport): never reached
        }
    }

    /// A function of the scene giving the expression's value when called.
    static func function(_ e: Expr) -> String { "(s) => \(lower(e))" }

    /// The colour's light value (a fixed colour, or a resolved state the preview gives).
    static func color(_ c: RGBA) -> String {
        "[\(JSText.number(c.red)), \(JSText.number(c.green)), \(JSText.number(c.blue)), \(JSText.number(c.alpha))]"
    }

    /// A colour written in the spec: a dynamic one (a system colour, `dynamic(LIGHT, DARK)`) is
    /// resolved for the appearance the player was given (`scene.dark`, Player), as UIKit resolves
    /// it for the view's trait collection (Docs/LANGUAGE.md, "Dark Mode").
    static func dynamicColor(_ c: RGBA) -> String {
        guard c.isDynamic else { return color(c) }
        return "(s.dark ? \(color(c.resolved(dark: true))) : \(color(c.resolved(dark: false))))"
    }

    private static func step(_ s: TransformStep) -> String? {
        switch s {
        case .translate(let x, let y): return "[\"translate\", \(lower(x)), \(lower(y))]"
        case .scale(let x, let y): return "[\"scale\", \(lower(x)), \(lower(y))]"
        case .rotate(let a): return "[\"rotate\", \(lower(a))]"
        case .perspective, .rotate3D, .translate3D, .scale3D: return nil
        }
    }
}
