import TransitionCompiler

extension Evaluator {
    /// Maths (Docs/LANGUAGE.md, "Maths"), as the generated Swift computes it: `MathOperation`'s
    /// arithmetic, the square root under `MathRule` (a negative operand gives 0 and is counted for
    /// the `non-finite value` event), and `if` evaluating only the value it chooses, as Swift's
    /// `?:` does (a guarded division in the other is neither computed nor reported).
    func math(_ op: MathOperation, _ args: [Expr], in scene: Scene) -> RunValue {
        switch op {
        case .choose:
            return evaluate(args[evaluate(args[0], in: scene).bool ? 1 : 2], in: scene)
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
            return .bool(op.compare(evaluate(args[0], in: scene).number, evaluate(args[1], in: scene).number))
        case .sqrt:
            let x = evaluate(args[0], in: scene).number
            if x < 0 { fallbacks.roots += 1 }
            return .number(MathRule.squareRoot(x))
        case .hypot, .min, .max, .abs, .clamp:
            return .number(op.apply(args.map { evaluate($0, in: scene).number }))
        }
    }
}
