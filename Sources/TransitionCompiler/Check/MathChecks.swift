/// Maths in expressions (Docs/LANGUAGE.md, "Maths"): `sqrt`, `hypot`, `min`, `max`, `abs`,
/// `clamp`, the comparisons and `if(condition, then, else)`. Types are checked here; a constant
/// outside a function's domain is the located error `math-domain` (`foldMath`, called by the
/// checker's constant folding); the run-time rule is `MathRule`.
extension ExpressionChecker {
    static let mathFunctions = MathOperation.functions.map(\.rawValue)

    /// The types a number-like argument may have: numbers, and durations and angles, which keep
    /// their type (`min(0.3s, d)` is a duration) as they do under `+`.
    private static let scalarTypes: Set<ValueType> = [.number, .duration, .angle]
    /// The values `if` chooses between: numbers and geometry (not colours, transforms or shapes,
    /// which the backends build in ways a choice between two would have to repeat).
    private static let choosableTypes: Set<ValueType> = [.number, .duration, .angle, .point, .size, .rect]

    func mathCall(_ op: MathOperation, _ args: [SyntaxArgument], _ r: Range<Int>) -> Expr? {
        let labels = op.labels
        guard args.count == labels.count else {
            error("argument-count", "'\(op.rawValue)' takes \(labels.count) argument\(labels.count == 1 ? "" : "s"), found \(args.count)", r,
                  notes: [.init("expected \(op.rawValue)(\(labels.map { "\($0):" }.joined(separator: " ")))")])
            return nil
        }
        for i in args.indices {
            if let label = args[i].label, label != labels[i] {
                error("argument-label", "argument \(i + 1) of '\(op.rawValue)' is '\(labels[i])', not '\(label)'", args[i].labelRange ?? args[i].value.range)
                return nil
            }
        }
        switch op {
        case .sqrt, .hypot:
            guard let values = arguments(args, labels: labels, types: labels.map { _ in .number }, call: op.rawValue, r) else { return nil }
            return Expr(.math(op, values), .number, range(r))
        case .choose:
            guard let condition = check(args[0].value, expected: .bool) else { return nil }
            guard let (values, type) = unified(Array(args[1...]), allowed: Self.choosableTypes, call: op, r) else { return nil }
            return Expr(.math(op, [condition] + values), type, range(r))
        default:
            guard let (values, type) = unified(args, allowed: Self.scalarTypes, call: op, r) else { return nil }
            return Expr(.math(op, values), type, range(r))
        }
    }

    /// `a < b`…: two numbers (or durations, or angles) compared; a Bool.
    func comparison(_ op: MathOperation, _ lhs: SyntaxExpr, _ rhs: SyntaxExpr, _ r: Range<Int>) -> Expr? {
        guard let a = infer(lhs, hint: nil), let b = infer(rhs, hint: nil) else { return nil }
        guard Self.scalarTypes.contains(a.type), Self.scalarTypes.contains(b.type), Self.common(a.type, b.type) != nil else {
            error("type-mismatch", "cannot compare \(article(a.type)) and \(article(b.type))", r,
                  notes: [.init("'\(op.rawValue)' compares two numbers, durations or angles; compare a component, e.g. 'a.x \(op.rawValue) b.x'")])
            return nil
        }
        return Expr(.math(op, [a, b]), .bool, range(r))
    }

    /// Two types that combine: the same, or a number with a duration or angle (the latter kept).
    private static func common(_ a: ValueType, _ b: ValueType) -> ValueType? {
        if a == b { return a }
        if a == .number, scalarTypes.contains(b) { return b }
        if b == .number, scalarTypes.contains(a) { return a }
        return nil
    }

    /// The arguments inferred, of one type among `allowed` (a plain number taking a duration's or
    /// angle's type beside one), each converted to it.
    private func unified(_ args: [SyntaxArgument], allowed: Set<ValueType>, call op: MathOperation, _ r: Range<Int>) -> ([Expr], ValueType)? {
        var values: [Expr] = []
        values.reserveCapacity(args.count)
        for arg in args {
            guard let e = infer(arg.value, hint: nil) else { return nil }
            guard allowed.contains(e.type) else {
                let what = op == .choose ? "numbers, durations, angles, points, sizes or rects" : "numbers, durations or angles"
                error("type-mismatch", "'\(op.rawValue)' takes \(what), found \(article(e.type))", arg.value.range)
                return nil
            }
            values.append(e)
        }
        var type = values[0].type
        for (i, e) in values.enumerated().dropFirst() {
            guard let t = Self.common(type, e.type) else {
                error("type-mismatch", "the values of '\(op.rawValue)' must have one type: \(article(type)) and \(article(e.type))", args[i].value.range)
                return nil
            }
            type = t
        }
        var converted: [Expr] = []
        converted.reserveCapacity(values.count)
        for (i, e) in values.enumerated() {
            guard let c = coerce(e, to: type, args[i].value.range) else { return nil }
            converted.append(c)
        }
        return (converted, type)
    }

    /// Folds a maths node for `checkFinite`: its value when its operands are constant, and the
    /// domain errors of constants (`math-domain`). Comparisons and conditions are Bool, not folded
    /// to numbers; `if` with a constant condition is the value it chooses.
    func foldMath(_ op: MathOperation, _ args: [Expr], _ e: Expr, ok: inout Bool) -> Components? {
        var folded: [Components?] = []
        folded.reserveCapacity(args.count)
        for arg in args {
            folded.append(finiteComponents(arg, ok: &ok))
            guard ok else { return nil }
        }
        switch op {
        case .choose:
            guard let condition = ConstantFolder.bool(args[0]) else { return nil }
            return condition ? folded[1] : folded[2]
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
            return nil
        case .sqrt:
            if let x = folded[0]?.first, x < 0 {
                sink.error("math-domain", "the square root of a negative number, \(format(x))", at: args[0].range,
                           notes: [.init("sqrt takes 0 or more; a value read from a view that is negative at run time gives 0")])
                ok = false
                return nil
            }
        case .clamp:
            if let lo = folded[1]?.first, let hi = folded[2]?.first, lo > hi {
                sink.error("math-domain", "clamp's lower bound \(format(lo)) is above its upper bound \(format(hi))", at: e.range,
                           notes: [.init("clamp(x, lo, hi) keeps x within lo...hi: write clamp(x, \(format(hi)), \(format(lo)))", at: args[1].range)])
                ok = false
                return nil
            }
        case .hypot, .min, .max, .abs:
            break
        }
        var numbers: [Double] = []
        for f in folded {
            guard let x = f?.first else { return nil }
            numbers.append(x)
        }
        return Components(op.apply(numbers))
    }
}

extension ConstantFolder {
    /// A maths node's number when its operands fold (`view` as in `number`); nil for the square
    /// root of a negative number, which the checker refuses (`math-domain`).
    static func math(_ op: MathOperation, _ args: [Expr], view: (ViewID, ViewValue) -> Double?) -> Double? {
        if op == .choose {
            guard let condition = bool(args[0], view: view) else { return nil }
            return number(condition ? args[1] : args[2], view: view)
        }
        guard !op.isComparison else { return nil }
        var xs: [Double] = []
        for arg in args {
            guard let x = number(arg, view: view) else { return nil }
            xs.append(x)
        }
        if op == .sqrt, xs[0] < 0 { return nil }
        return op.apply(xs)
    }

    /// A constant condition: `true`, `false`, or a comparison of constants.
    static func bool(_ e: Expr, view: (ViewID, ViewValue) -> Double? = { _, _ in nil }) -> Bool? {
        switch e.kind {
        case .bool(let b): return b
        case .math(let op, let args) where op.isComparison:
            guard let a = number(args[0], view: view), let b = number(args[1], view: view) else { return nil }
            return op.compare(a, b)
        default: return nil
        }
    }
}
