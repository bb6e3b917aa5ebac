import TransitionCompiler

/// Maths in the emitted code (Docs/LANGUAGE.md, "Maths"): Swift's own functions on `CGFloat`,
/// computing what `transc run` computes (`MathOperation`, `MathRule`): `sqrt(max(x, 0))` where
/// the operand can be negative at run time, `hypot`, `min`, `max`, `abs`, `min(max(x, lo), hi)`
/// for clamp, the comparison operators and `?:` for `if`.
enum MathLowering {
    static func value(_ op: MathOperation, _ args: [Expr], _ e: Expr, _ sub: (Expr) -> SwiftExpr) -> SwiftExpr {
        func call(_ name: String, _ values: SwiftExpr...) -> SwiftExpr {
            .call(.id(name), values.map { Build.arg(nil, $0) }, trailing: nil)
        }
        switch op {
        case .sqrt:
            let x = sub(args[0])
            return call("sqrt", e.isGuardedRoot ? call("max", x, .double(0)) : x)
        case .hypot, .min, .max:
            return call(op.rawValue, sub(args[0]), sub(args[1]))
        case .abs:
            return call("abs", sub(args[0]))
        case .clamp:
            return call("min", call("max", sub(args[0]), sub(args[1])), sub(args[2]))
        case .choose:
            return .ternary(sub(args[0]), sub(args[1]), sub(args[2]))
        case .less: return .binary(sub(args[0]), .less, sub(args[1]))
        case .lessOrEqual: return .binary(sub(args[0]), .lessEqual, sub(args[1]))
        case .greater: return .binary(sub(args[0]), .greater, sub(args[1]))
        case .greaterOrEqual: return .binary(sub(args[0]), .greaterEqual, sub(args[1]))
        case .equal: return .binary(sub(args[0]), .equal, sub(args[1]))
        case .notEqual: return .binary(sub(args[0]), .notEqual, sub(args[1]))
        }
    }
}
