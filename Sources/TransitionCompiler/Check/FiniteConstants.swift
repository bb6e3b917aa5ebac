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
    private func withinLimit(_ e: Expr, _ components: Components?) -> Bool {
        let worst: Double?
        switch e.type {
        case .number, .point, .size, .rect: worst = components?.largestMagnitude
        case .transform: worst = Self.constantTransform(e)?.max(by: { abs($0) < abs($1) })
        default: worst = nil
        }
        guard let worst, abs(worst) > ValueRule.limit else { return true }
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
    func finiteComponents(_ e: Expr, ok: inout Bool) -> Components? {
        guard ok else { return nil }
        func fold(_ x: Expr) -> Components? { finiteComponents(x, ok: &ok) }
        let value: Components?
        switch e.kind {
        case .number(let v): value = Components(v)
        case .point(let a, let b), .size(let a, let b):
            let (x, y) = (fold(a), fold(b))
            value = x.flatMap { x in y.flatMap { x.appending($0) } }
        case .rect(let a, let b, let c, let d):
            let (w, x, y, z) = (fold(a), fold(b), fold(c), fold(d))
            if let w, let x, let y, let z { value = w.appending(x)?.appending(y)?.appending(z) } else { value = nil }
        case .negate(let a): value = fold(a).map { $0.map { -$0 } }
        case .member(let base, let m): value = fold(base).flatMap { Self.member($0, base.type, m) }
        case .offset(let base, let dx, let dy):
            let (b, x, y) = (fold(base), fold(dx), fold(dy))
            if let b, b.count >= 2, let x = x?.first, let y = y?.first { value = b.replacingFirstTwo(b[0] + x, b[1] + y) } else { value = nil }
        case .inset(let base, let dx, let dy):
            let (b, x, y) = (fold(base), fold(dx), fold(dy))
            if let b, b.count == 4, let x = x?.first, let y = y?.first {
                value = Components(b[0] + x, b[1] + y, b[2] - 2 * x, b[3] - 2 * y)
            } else { value = nil }
        case .binary(let op, let a, let b):
            let (x, y) = (fold(a), fold(b))
            guard ok else { return nil }
            if op == .divide, let y, y.count == 1, y[0] == 0 {
                sink.error("not-finite", "division by zero", at: b.range,
                           notes: [.init("this divisor is always 0; a value must be a finite number")])
                ok = false
                return nil
            }
            guard let x, let y else { return nil }
            value = Self.apply(op, x, y)
        case .math(let op, let args):
            value = foldMath(op, args, e, ok: &ok)
            guard ok else { return nil }
        default:
            // Transforms, mask shapes, view reads and literals that are not numbers: their
            // operands are checked, the value is not folded.
            e.forEachOperand { _ = fold($0) }
            return nil
        }
        if let value, let bad = value.firstNonFinite {
            sink.error("not-finite", "this value is not a finite number", at: e.range,
                       notes: [.init("it would be \(bad.isNaN ? "NaN" : (bad < 0 ? "-infinity" : "infinity")); numbers must stay within about ±1.8e308")])
            ok = false
            return nil
        }
        return value
    }

    /// Component-wise arithmetic as the backends do it (a number scales each component).
    private static func apply(_ op: BinaryOperator, _ x: Components, _ y: Components) -> Components? {
        func f(_ a: Double, _ b: Double) -> Double {
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            }
        }
        if x.count == y.count { return x.zip(y, f) }
        if x.count == 1 { return y.map { f(x[0], $0) } }
        return x.map { f($0, y[0]) }
    }

    private static func member(_ v: Components, _ type: ValueType, _ m: Member) -> Components? {
        guard type == .rect, v.count == 4 else {
            // Points (x, y) and sizes (width, height): the member is one of the two.
            switch m {
            case .x, .width: return Components(v[0])
            case .y, .height: return v.count > 1 ? Components(v[1]) : nil
            default: return nil
            }
        }
        let (x, y, w, h) = (v[0], v[1], v[2], v[3])
        switch m {
        case .x: return Components(x)
        case .y: return Components(y)
        case .width: return Components(w)
        case .height: return Components(h)
        // CGRect's standardized edges: a negative width puts minX at x + width.
        case .minX: return Components(min(x, x + w))
        case .maxX: return Components(max(x, x + w))
        case .minY: return Components(min(y, y + h))
        case .maxY: return Components(max(y, y + h))
        case .midX: return Components(x + w / 2)
        case .midY: return Components(y + h / 2)
        case .origin: return Components(x, y)
        case .size: return Components(w, h)
        case .center: return Components(x + w / 2, y + h / 2)
        }
    }
}

/// A constant's one to four numbers, stored inline: folding built an array for every node of
/// every expression, a fifth of the checker's allocations (issue 17).
struct Components {
    private var storage: (Double, Double, Double, Double) = (0, 0, 0, 0)
    private(set) var count: Int

    init(_ a: Double) { storage.0 = a; count = 1 }
    init(_ a: Double, _ b: Double) { storage = (a, b, 0, 0); count = 2 }
    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) { storage = (a, b, c, d); count = 4 }
    private init(count: Int) { self.count = count }

    subscript(i: Int) -> Double {
        get {
            precondition(i >= 0 && i < count)
            switch i {
            case 0: return storage.0
            case 1: return storage.1
            case 2: return storage.2
            default: return storage.3
            }
        }
        set {
            precondition(i >= 0 && i < count)
            switch i {
            case 0: storage.0 = newValue
            case 1: storage.1 = newValue
            case 2: storage.2 = newValue
            default: storage.3 = newValue
            }
        }
    }

    var first: Double? { count > 0 ? self[0] : nil }

    var firstNonFinite: Double? {
        for i in 0..<count where !self[i].isFinite { return self[i] }
        return nil
    }

    /// The number of largest magnitude, the first of equals (as `max(by:)` picks it).
    var largestMagnitude: Double? {
        guard var result = first else { return nil }
        for i in 1..<count where abs(result) < abs(self[i]) { result = self[i] }
        return result
    }

    /// These numbers followed by `other`'s; nil past four (no value the checker folds has more).
    func appending(_ other: Components) -> Components? {
        guard count + other.count <= 4 else { return nil }
        var out = Components(count: count + other.count)
        for i in 0..<count { out[i] = self[i] }
        for i in 0..<other.count { out[count + i] = other[i] }
        return out
    }

    func replacingFirstTwo(_ a: Double, _ b: Double) -> Components {
        var out = self
        out[0] = a
        out[1] = b
        return out
    }

    func map(_ f: (Double) -> Double) -> Components {
        var out = self
        for i in 0..<count { out[i] = f(self[i]) }
        return out
    }

    func zip(_ other: Components, _ f: (Double, Double) -> Double) -> Components {
        var out = self
        for i in 0..<count { out[i] = f(self[i], other[i]) }
        return out
    }
}
