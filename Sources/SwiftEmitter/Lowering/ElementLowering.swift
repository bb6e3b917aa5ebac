import TransitionCompiler

/// Per-element values in the emitted code (Docs/LANGUAGE.md, "Per-element values"; the IR in
/// ElementValues.swift). A list whose values differ per element numbers its elements in every
/// loop (`for (cellsIndex, cellsView) in cellsViews.enumerated()`); each such value is read after
/// setup into an array, one entry per element (as the interpreter reads each element's), and the
/// loops read their element's entry. `random(lo, hi)` is `lo + (hi − lo) × elementRandom(seed:index:)`,
/// the generator `ElementRandom` written in Swift, so both backends draw the same numbers.
enum ElementLowering {
    static let helperName = "elementRandom"

    /// Whether any branch draws a random number.
    static func isNeeded(_ t: TransitionIR) -> Bool {
        t.playedBranches.contains { branch in
            expressions(of: branch).contains { $0.contains { if case .random = $0.kind { return true } else { return false } } }
        }
    }

    /// Whether the branch gives the list `id` a value per element (a track's values or its
    /// `order: by(…)`, or a step's value), so that its loops number the elements.
    static func isIndexed(_ id: ViewID, in branch: BranchIR) -> Bool {
        for track in branch.tracks where track.view == id {
            if case .key? = track.stagger?.order { return true }
            if case .values(let targets) = track.content,
               targets.contains(where: { $0.to.usesElementValues(of: id) || $0.from?.usesElementValues(of: id) == true }) { return true }
        }
        return (branch.setup + branch.finish).contains { step in
            if case .set(id, _, let e) = step.kind { return e.usesElementValues(of: id) }
            return false
        }
    }

    private static func expressions(of branch: BranchIR) -> [Expr] {
        var out: [Expr] = []
        for track in branch.tracks {
            if case .key(let e)? = track.stagger?.order { out.append(e) }
            if case .values(let targets) = track.content { for t in targets { out.append(t.to); if let f = t.from { out.append(f) } } }
        }
        for step in branch.setup + branch.finish { if case .set(_, _, let e) = step.kind { out.append(e) } }
        return out
    }

    /// `private func elementRandom(seed:index:) -> CGFloat`: `ElementRandom.unit` in Swift.
    static func helper() -> SwiftDecl {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let z = v("z")
        func mix(_ shift: Int, _ k: UInt64) -> SwiftExpr {
            .binary(.binary(z, .xor, .binary(z, .shiftRight, .integer(shift))), .wrappingMultiply, .hex(k))
        }
        let index = Build.typeCall("UInt64", [(nil, Build.typeCall("UInt32", [("truncatingIfNeeded", v("index"))]))])
        return .function(SwiftFunction(doc: [
            "The number in [0, 1) that `random(lo, hi)` draws for element `index` (Docs/LANGUAGE.md, \"Per-element values\"):",
            "one SplitMix64 step on the state `seed << 32 | index`, its top 53 bits as a fraction. `transc run` draws the same.",
        ], access: .private, name: SwiftIdentifier(helperName), parameters: [
            SwiftParameter("seed", .named("UInt64")), SwiftParameter("index", .named("Int")),
        ], returns: .named("CGFloat"), body: [
            .var("z", nil, .binary(.binary(.binary(v("seed"), .shiftLeft, .integer(32)), .bitOr, index), .wrappingAdd, .hex(ElementRandom.increment))),
            .assign(z, mix(30, ElementRandom.mix1)),
            .assign(z, mix(27, ElementRandom.mix2)),
            .assign(z, .binary(z, .xor, .binary(z, .shiftRight, .integer(31)))),
            .return(.binary(Build.typeCall("CGFloat", [(nil, .binary(z, .shiftRight, .integer(11)))]), .multiply, .double(0x1p-53))),
        ]))
    }
}

extension BranchLowering {
    /// `index`, `count` and `random(lo, hi)` of the element whose value is being read.
    func elementValue(_ e: Expr) -> SwiftExpr {
        guard let element = elementIndex else { return .double(0) }   // the checker allows them only per element
        switch e.kind {
        case .element(.index): return Build.typeCall("CGFloat", [(nil, .identifier(element.index))])
        case .element(.count): return Build.typeCall("CGFloat", [(nil, SwiftExpr.identifier(element.list).dot("count"))])
        case .random(let seed, let lo, let hi):
            let unit = Build.typeCall(ElementLowering.helperName, [("seed", .integer(Int(seed))), ("index", .identifier(element.index))])
            return .binary(expr(lo), .add, .binary(.binary(expr(hi), .subtract, expr(lo)), .multiply, unit))
        default: return expr(e)
        }
    }

    /// `hoist`, or for a value per element of the list `id`, an array of each element's value
    /// read now; the loops over the list read their element's entry.
    mutating func hoistValue(_ e: Expr, _ name: @autoclosure () -> String, of id: ViewID, force: Bool = false) -> SwiftExpr {
        guard indexVars[id] != nil, e.usesElementValues(of: id) else { return hoist(e, name(), force: force) }
        return perElement(e, name(), of: id, type: swiftType(e)) { $0.propertyValue(e) }
    }

    /// `order: by(KEY)`: each element's key, read after setup, as the stagger's distances.
    mutating func elementKeys(_ key: Expr, of id: ViewID, name: String) -> SwiftExpr {
        perElement(key, name, of: id, type: .named("CGFloat"), subscripted: false) { $0.expr(key) }
    }

    /// `var NAME: [TYPE] = []` and a loop appending each element's value: its entry, or the array.
    private mutating func perElement(_ e: Expr, _ name: String, of id: ViewID, type: SwiftType, subscripted: Bool = true,
                                     _ value: (inout BranchLowering) -> SwiftExpr) -> SwiftExpr {
        guard let list = viewVars[id], let element = elementVars[id] else { return expr(e) }
        let index = indexVars[id] ?? scope.allocate(stem(id) + "Index")
        indexVars[id] = index
        let values = scope.allocate(name)
        let saved = elementIndex
        elementIndex = (list, index)
        let v = withElement(id, value)
        elementIndex = saved
        body.append(.var(values, .array(type), .array([], multiline: false)))
        body.append(Self.numberedLoop(index, element, list, [.expr(Build.method(.identifier(values), "append", [(nil, v)]))]))
        return subscripted ? .subscript(.identifier(values), .identifier(index)) : .identifier(values)
    }
}

extension BranchLowering {
    /// A loop over the list naming what `body` reads: `for (index, element) in list.enumerated()`,
    /// `for index in list.indices`, `for element in list` or `for _ in list` (a name bound and
    /// never read is a compiler warning).
    static func numberedLoop(_ index: SwiftIdentifier, _ element: SwiftIdentifier, _ list: SwiftIdentifier, _ body: [SwiftStmt]) -> SwiftStmt {
        switch (SwiftUsage.mentions(index.text, in: body), SwiftUsage.mentions(element.text, in: body)) {
        case (true, true): return .forInPair(index, element, SwiftExpr.identifier(list).dot("enumerated").call(), body)
        case (true, false): return .forIn(index, SwiftExpr.identifier(list).dot("indices"), where: nil, body)
        case (false, true): return .forIn(element, .identifier(list), where: nil, body)
        case (false, false): return .forIn("_", .identifier(list), where: nil, body)
        }
    }
}
