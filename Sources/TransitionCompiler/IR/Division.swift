/// The one run-time rule for division, followed identically by both backends (Docs/LANGUAGE.md,
/// "Division by zero"): a division whose divisor reads a view (`header.width / thumbnail.width`)
/// gives 0 when its quotient is not a finite number (the divisor is 0, or the quotient
/// overflows). A written constant divisor needs no rule: the checker refuses a constant zero and
/// any non-finite constant; a derived one is guarded too (`isGuardedDivision`). No NaN or infinity can then reach a view from a division, where Core
/// Animation would raise "CALayer position contains NaN".
public enum DivisionRule {
    /// The value a guarded division gives instead of a non-finite quotient.
    public static let fallback: Double = 0

    /// `a / b` under the rule.
    public static func quotient(_ a: Double, _ b: Double) -> Double {
        let q = a / b
        return q.isFinite ? q : fallback
    }
}

extension Expr {
    /// Whether the value depends on a view, so is known only at run time.
    public var readsViews: Bool { contains(where: { if case .view = $0.kind { return true } else { return false } }) }

    /// Whether the division rule applies to this division: its divisor is not a constant the
    /// checker has proven finite and non-zero. That is a divisor that reads a view, and also one a
    /// derivation made constant: a reversed branch reads a frame the written branch knew
    /// (`badge.width` after `set: badge.frame: rect(40, 80, 0, 0)` becomes that rect's width, 0),
    /// which the checker's constant-zero error never saw in the written line.
    public var isGuardedDivision: Bool {
        guard case .binary(.divide, _, let divisor) = kind else { return false }
        if divisor.readsViews { return true }
        guard let value = ConstantFolder.number(divisor) else { return true }
        return !(value.isFinite && value != 0)
    }

    /// Whether this expression or any sub-expression satisfies `test`.
    public func contains(where test: (Expr) -> Bool) -> Bool {
        test(self) || anyOperand { $0.contains(where: test) }
    }
}

extension TransitionIR {
    /// Whether `test` holds for an expression the backends evaluate: overlay colours, the
    /// property values (steps, tracks, keyframes, the presentation frame) and gesture distances.
    public func anyExpression(_ test: (Expr) -> Bool) -> Bool {
        views.contains { if case .overlay(let color) = $0.kind { return test(color) } else { return false } }
            || anyPropertyValue(test) || operations.contains { $0.interaction.map { test($0.distance) } == true }
            || operations.contains { $0.playedBranches.contains { $0.tracks.contains { $0.stagger.map { $0.order.expression.map(test) ?? false } ?? false } } }
    }

    /// Whether some division's divisor reads a view: the emitted file then needs its helper.
    public var dividesAtRunTime: Bool { anyExpression { $0.contains { $0.isGuardedDivision } } }
}
