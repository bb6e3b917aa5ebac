/// Per-element values (Docs/LANGUAGE.md, "Per-element values"): in the values and the `order`
/// of a list's track, `index`, `count`, `random(lo, hi)` and the list's own geometry
/// (`cells.center`) are each element's; anywhere else they are the located error `element-value`.
extension ExpressionChecker {
    /// The list whose track this expression is in, if any.
    private var elementList: ViewID? { scope.element }

    private func outsideListTrack(_ what: String, _ r: Range<Int>) {
        error("element-value", "'\(what)' has a value per element of a list; it is read only in a list's track", r,
              notes: [.init("use it in the values or the 'order: by(…)' of a track with 'view: LIST' (a list is declared 'cells: source.visibleCells[]')"),
                      .init("a list's elements start one after another with 'stagger' and 'order'; the track's 'delay' is one for all of them")])
    }

    /// `index` (the element's place in its list, from 0) and `count` (the list's length).
    func elementValue(_ value: ElementValue, _ r: Range<Int>) -> Expr? {
        guard elementList != nil else {
            outsideListTrack(value.rawValue, r)
            return nil
        }
        return Expr(.element(value), .number, range(r))
    }

    /// The geometry an element's values may read: its own frame, centre, bounds and size.
    static let elementReads: [ViewValue] = [.frame, .center, .bounds, .width, .height]
    /// Members of the element's frame read as its own (`cells.midX` is `cells.frame.midX`).
    static let frameMembers: [Member] = [.minX, .midX, .maxX, .minY, .midY, .maxY]

    /// `cells.center` in a track of `cells`: the element's own value (container space).
    func elementRead(_ list: ViewID, _ name: String, _ nameRange: Range<Int>, _ r: Range<Int>) -> Expr? {
        // `cells.midX`: a member of the element's frame, as written of a rect.
        if let member = Member(rawValue: name), Self.frameMembers.contains(member) {
            let frame = Expr(.view(list, .frame), .rect, range(r.lowerBound..<nameRange.lowerBound))
            return Expr(.member(frame, member), .number, range(r))
        }
        guard let value = ViewValue(rawValue: name), Self.elementReads.contains(value) else {
            NodeReader(sink: sink).reportUnknown(name, kind: "property", in: "an element of '\(scope.decls[list.rawValue].name)'",
                                                 candidates: Self.elementReads.map(\.rawValue) + Self.frameMembers.map(\.rawValue),
                                                 at: range(nameRange), code: "element-value", listsAll: true)
            return nil
        }
        return Expr(.view(list, value), value.type, range(r))
    }

    /// `random(lo, hi)` and `random(lo, hi, seed: N)`: a number in [lo, hi) per element.
    func randomCall(_ args: [SyntaxArgument], _ r: Range<Int>) -> Expr? {
        guard elementList != nil else {
            outsideListTrack("random", r)
            return nil
        }
        let seedArgument = args.count == 3 ? args[2] : nil
        guard args.count == 2 || args.count == 3, seedArgument.map({ $0.label == "seed" }) ?? true else {
            error("argument-count", "'random' takes two bounds and an optional seed, found \(args.count) argument\(args.count == 1 ? "" : "s")", r,
                  notes: [.init("expected random(lo, hi) or random(lo, hi, seed: 7)")])
            return nil
        }
        for (i, label) in ["lo", "hi"].enumerated() {
            if let written = args[i].label, written != label {
                error("argument-label", "argument \(i + 1) of 'random' is '\(label)', not '\(written)'", args[i].labelRange ?? args[i].value.range)
                return nil
            }
        }
        guard let lo = infer(args[0].value, hint: nil), let hi = infer(args[1].value, hint: nil) else { return nil }
        let scalars: [ValueType] = [.number, .duration, .angle]
        guard scalars.contains(lo.type), scalars.contains(hi.type) else {
            error("type-mismatch", "'random' draws a number between two numbers (or durations, or angles), found \(article(lo.type)) and \(article(hi.type))", r)
            return nil
        }
        let type: ValueType = lo.type == .number ? hi.type : lo.type
        guard hi.type == .number || hi.type == type else {
            error("type-mismatch", "the bounds of 'random' must be of one kind, found \(article(lo.type)) and \(article(hi.type))", r)
            return nil
        }
        if let l = ConstantFolder.number(lo), let h = ConstantFolder.number(hi), l > h {
            error("random-range", "the lower bound of 'random' is above its upper bound", args[0].value.range.lowerBound..<args[1].value.range.upperBound,
                  notes: [.init("random(lo, hi) draws in [lo, hi): write the smaller bound first, e.g. random(\(format(h)), \(format(l)))")])
            return nil
        }
        var seed = ExprRange.seed(range(r))
        if let s = seedArgument {
            guard let e = check(s.value, expected: .number), let v = ConstantFolder.number(e), v == v.rounded(), v >= 0, v <= ElementRandom.maxSeed else {
                error("out-of-range", "a seed is a whole number in 0...\(format(ElementRandom.maxSeed))", s.value.range,
                      notes: [.init("the same seed draws the same numbers for the same elements, e.g. 'seed: 7'")])
                return nil
            }
            seed = UInt32(v)
        }
        return Expr(.random(seed: seed, lo, Expr(hi.kind, type, hi.range)), type, range(r))
    }
}

private enum ExprRange {
    /// A call without `seed:` draws from its place in the file.
    static func seed(_ r: SourceRange) -> UInt32 { ElementRandom.defaultSeed(line: r.start.line, column: r.start.column) }
}
