import TransitionCompiler

/// A structural key of an IR expression (its source range left out), so the lowering can see
/// that a value it already holds in a local is written again inside another one: the points of
/// an arc (`path: arc(…)`, lowered to keyframes) all read its two ends, which then read their
/// locals instead of repeating the view reads.
enum ExprKey {
    static func of(_ e: Expr) -> String {
        var out = ""
        write(e, into: &out)
        return out
    }

    private static func write(_ e: Expr, into out: inout String) {
        func sub(_ tag: String, _ parts: [Expr]) {
            out += tag + "("
            for (i, p) in parts.enumerated() {
                if i > 0 { out += "," }
                write(p, into: &out)
            }
            out += ")"
        }
        switch e.kind {
        case .number(let v): out += "n\(v.bitPattern)"
        case .bool(let b): out += b ? "T" : "F"
        case .color(let c): out += "c\(c.red.bitPattern),\(c.green.bitPattern),\(c.blue.bitPattern),\(c.alpha.bitPattern)"
        case .contentMode(let m): out += "m" + m.rawValue
        case .corners(let c): out += "k\(c.rawValue)"
        case .cornerCurve(let c): out += "q" + c.rawValue
        case .identityTransform: out += "I"
        case .point(let a, let b): sub("p", [a, b])
        case .size(let a, let b): sub("s", [a, b])
        case .rect(let a, let b, let c, let d): sub("r", [a, b, c, d])
        case .view(let id, let value): out += "v\(id.rawValue).\(value.rawValue)"
        case .member(let a, let m): sub("." + m.rawValue, [a])
        case .offset(let r, let x, let y): sub("o", [r, x, y])
        case .inset(let r, let x, let y): sub("i", [r, x, y])
        case .binary(let op, let a, let b): sub("b" + op.rawValue, [a, b])
        case .negate(let a): sub("-", [a])
        case .transform(let steps):
            out += "t["
            for s in steps { sub(s.printedName, s.operands) }
            out += "]"
        case .circle(let c, let r): sub("circle", [c, r])
        case .roundedRect(let rect, let r): sub("roundedRect", [rect, r])
        case .ellipse(let rect): sub("ellipse", [rect])
        case .noMask: out += "none"
        case .math(let op, let args): sub("m" + op.rawValue, args)
        case .aspect(let mode, let size, let rect): sub("a" + mode.rawValue, [size, rect])
        case .element(let v): out += "e" + v.rawValue
        case .random(let seed, let lo, let hi): sub("random\(seed)", [lo, hi])
        }
    }
}
