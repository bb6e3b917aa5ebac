import AnimatorCore

/// Constant folding is total: a division by a constant zero, or a constant sub-expression
/// whose value is not a finite number (`1e308 * 10`, `rect(…).inset(x: 1e308, y: 0)`), is an
/// error where it is written, whatever property or step it is in. A NaN or an infinity that
/// reached a layer would raise Core Animation's "CALayer position contains NaN" and crash the
/// app; values only known at run time are guarded by the backends' one division rule
/// (Docs/LANGUAGE.md, "Division by zero").
extension ExpressionChecker {
    /// Reports the innermost offending sub-expression of `e`; false when there was one.
    func checkFinite(_ e: Expr, bounded: Bool = true) -> Bool {
        var ok = true
        let components = finiteComponents(e, ok: &ok)
        guard ok else { return false }
        return !bounded || withinLimit(e, components)
    }

    /// The value rule's bound for constants (Docs/LANGUAGE.md, "Numbers a view receives"): a
    /// constant value a view can receive (a number, point, size, rect or transform; durations
    /// and angles have their own ranges) has every number within ±`ValueRule.limit`. A
    /// constant transform is composed as the backends compose it, so `scale(1e5) scale(1e5)`
    /// is seen as the 1e10 it is.
    private func withinLimit(_ e: Expr, _ components: [Double]?) -> Bool {
        let numbers: [Double]?
        switch e.type {
        case .number, .point, .size, .rect: numbers = components
        case .transform: numbers = Self.constantTransform(e)
        default: numbers = nil
        }
        guard let numbers, let worst = numbers.max(by: { abs($0) < abs($1) }), abs(worst) > ValueRule.limit else { return true }
        sink.error("out-of-range", "this value is too large for a view: \(ValueRule.format(worst))", at: e.range,
                   notes: [.init("numbers a view receives stay within ±\(ValueRule.format(ValueRule.limit)) points (a screen is about 1e3); beyond that Core Animation's arithmetic overflows")])
        return false
    }

    /// A constant transform's entries (six affine, or sixteen for a 3-D one), composed left to
    /// right as the backends do; nil when an operand reads a view.
    private static func constantTransform(_ e: Expr) -> [Double]? {
        guard case .transform(let steps) = e.kind, !e.readsViews else { return nil }
        return Transform3D.composed(steps) { ConstantFolder.number($0) ?? 0 }.m
    }

    /// `e`'s components (a number has one, a point two, a rect four) when it is constant, nil
    /// when it reads a view. Folded bottom-up in one pass; the first problem is reported and
    /// stops the walk.
    private func finiteComponents(_ e: Expr, ok: inout Bool) -> [Double]? {
        guard ok else { return nil }
        func fold(_ x: Expr) -> [Double]? { finiteComponents(x, ok: &ok) }
        let value: [Double]?
        switch e.kind {
        case .number(let v): value = [v]
        case .point(let a, let b), .size(let a, let b):
            let (x, y) = (fold(a), fold(b))
            value = x.flatMap { x in y.map { x + $0 } }
        case .rect(let a, let b, let c, let d):
            let parts = [fold(a), fold(b), fold(c), fold(d)]
            value = parts.contains { $0 == nil } ? nil : parts.flatMap { $0 ?? [] }
        case .negate(let a): value = fold(a).map { $0.map { -$0 } }
        case .member(let base, let m): value = fold(base).flatMap { Self.member($0, base.type, m) }
        case .offset(let base, let dx, let dy):
            let (b, x, y) = (fold(base), fold(dx), fold(dy))
            if let b, let x = x?.first, let y = y?.first { value = [b[0] + x, b[1] + y] + b.dropFirst(2) } else { value = nil }
        case .inset(let base, let dx, let dy):
            let (b, x, y) = (fold(base), fold(dx), fold(dy))
            if let b, b.count == 4, let x = x?.first, let y = y?.first {
                value = [b[0] + x, b[1] + y, b[2] - 2 * x, b[3] - 2 * y]
            } else { value = nil }
        case .binary(let op, let a, let b):
            let (x, y) = (fold(a), fold(b))
            guard ok else { return nil }
            if op == .divide, y == [0] {
                sink.error("not-finite", "division by zero", at: b.range,
                           notes: [.init("this divisor is always 0; a value must be a finite number")])
                ok = false
                return nil
            }
            guard let x, let y else { return nil }
            value = Self.apply(op, x, y)
        case .transform(let steps):
            for step in steps { step.operands.forEach { _ = fold($0) } }
            return nil
        case .circle(let a, let b), .roundedRect(let a, let b):
            _ = fold(a); _ = fold(b)
            return nil
        case .view, .bool, .color, .contentMode, .identityTransform, .noMask:
            return nil
        }
        if let value, value.contains(where: { !$0.isFinite }) {
            sink.error("not-finite", "this value is not a finite number", at: e.range,
                       notes: [.init("it would be \(value.first { !$0.isFinite }.map { $0.isNaN ? "NaN" : ($0 < 0 ? "-infinity" : "infinity") } ?? ""); numbers must stay within about ±1.8e308")])
            ok = false
            return nil
        }
        return value
    }

    /// Component-wise arithmetic as the backends do it (a number scales each component).
    private static func apply(_ op: BinaryOperator, _ x: [Double], _ y: [Double]) -> [Double] {
        func f(_ a: Double, _ b: Double) -> Double {
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            }
        }
        if x.count == y.count { return zip(x, y).map(f) }
        if x.count == 1 { return y.map { f(x[0], $0) } }
        return x.map { f($0, y[0]) }
    }

    private static func member(_ v: [Double], _ type: ValueType, _ m: Member) -> [Double]? {
        guard type == .rect, v.count == 4 else {
            // Points (x, y) and sizes (width, height): the member is one of the two.
            switch m {
            case .x, .width: return [v[0]]
            case .y, .height: return v.count > 1 ? [v[1]] : nil
            default: return nil
            }
        }
        let (x, y, w, h) = (v[0], v[1], v[2], v[3])
        switch m {
        case .x: return [x]
        case .y: return [y]
        case .width: return [w]
        case .height: return [h]
        // CGRect's standardized edges: a negative width puts minX at x + width.
        case .minX: return [min(x, x + w)]
        case .maxX: return [max(x, x + w)]
        case .minY: return [min(y, y + h)]
        case .maxY: return [max(y, y + h)]
        case .midX: return [x + w / 2]
        case .midY: return [y + h / 2]
        case .origin: return [x, y]
        case .size: return [w, h]
        case .center: return [x + w / 2, y + h / 2]
        }
    }
}
