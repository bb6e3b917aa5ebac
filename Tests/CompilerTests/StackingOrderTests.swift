import Testing
@testable import TransitionCompiler

/// `StackingOrder` (the O(1) linked list the crossfade uses to find the screen on top) against
/// the array it replaced, which searched and shifted at every step and made a branch that
/// inserts 15,000 views quadratic (issue 17).
@Suite struct StackingOrderTests {
    /// The array model: back to front, a placement relative to a view not in it goes on top
    /// (above) or to the bottom (below).
    struct ArrayModel {
        var order: [ViewID] = []
        mutating func insert(_ v: ViewID, _ p: StepIR.Placement) {
            order.removeAll { $0 == v }
            switch p {
            case .top: order.append(v)
            case .above(let w): order.insert(v, at: order.firstIndex(of: w).map { $0 + 1 } ?? order.count)
            case .below(let w): order.insert(v, at: order.firstIndex(of: w) ?? 0)
            }
        }
        mutating func remove(_ v: ViewID) { order.removeAll { $0 == v } }
    }

    @Test func agreesWithTheArrayOnRandomSteps() {
        var rng = SplitMix(seed: 17)
        for round in 0..<200 {
            let count = 1 + Int(rng.next() % 12)
            var list = StackingOrder(viewCount: count)
            var model = ArrayModel()
            for _ in 0..<40 {
                let v = ViewID(Int(rng.next() % UInt64(count)))
                let w = ViewID(Int(rng.next() % UInt64(count)))
                switch rng.next() % 4 {
                case 0: list.insert(v, .top); model.insert(v, .top)
                case 1: list.insert(v, .above(w)); model.insert(v, .above(w))
                case 2: list.insert(v, .below(w)); model.insert(v, .below(w))
                default: list.remove(v); model.remove(v)
                }
                #expect(list.views == model.order, "round \(round)")
                let even = list.topmost { $0.rawValue % 2 == 0 }
                #expect(even == model.order.last { $0.rawValue % 2 == 0 }, "round \(round)")
            }
        }
    }

    @Test func growsForAnIdPastTheCountItWasMadeFor() {
        var list = StackingOrder(viewCount: 1)
        list.insert(ViewID(5), .top)
        list.insert(ViewID(0), .below(ViewID(5)))
        #expect(list.views == [ViewID(0), ViewID(5)])
    }

    /// `Array.grow` serves every index addressed by view id; met one id at a time, it must grow
    /// geometrically. It reserved twice the count on every call, so each new id reallocated and
    /// copied the whole array: a fifth of `transc check` of a 15,000-view spec (issue 17).
    @Test func growingOneIdAtATimeReallocatesLogarithmically() {
        var a: [Int32] = []
        var reallocations = 0
        var capacity = a.capacity
        for n in 1...4096 {
            a.grow(to: n, with: -1)
            if a.capacity != capacity { reallocations += 1; capacity = a.capacity }
        }
        #expect(a.count == 4096 && a.allSatisfy { $0 == -1 })
        #expect(reallocations <= 16, "\(reallocations) reallocations for 4,096 ids")
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

/// The dense indexes the derivations use instead of hash tables (issue 17).
@Suite struct DenseIndexTests {
    @Test func propertyIndexIsItsPositionAndFitsTheMask() {
        #expect(Property.allCases.indices.allSatisfy { Property.allCases[$0].index == $0 })
        #expect(Property.count <= 32, "ViewPropertySet keeps a property per bit of a UInt32")
    }

    @Test func viewPropertySetAgreesWithASet() {
        var dense = ViewPropertySet()
        var model = Set<String>()
        for i in 0..<500 {
            let v = ViewID((i * 7919) % 61), p = Property.allCases[(i * 31) % Property.count]
            #expect(dense.insert(v, p) == model.insert("\(v.rawValue).\(p)").inserted)
        }
        for v in 0..<70 { for p in Property.allCases { #expect(dense.contains(ViewID(v), p) == model.contains("\(v).\(p)")) } }
    }

    @Test func viewSetAgreesWithASet() {
        var dense = ViewSet()
        var model = Set<ViewID>()
        for i in 0..<600 {
            let v = ViewID((i * 7919) % 83)
            if i % 3 == 2 { dense.remove(v); model.remove(v) } else { dense.insert(v); model.insert(v) }
            #expect(dense.contains(v) == model.contains(v))
        }
        for v in 0..<100 { #expect(dense.contains(ViewID(v)) == model.contains(ViewID(v))) }
        #expect(dense.sorted == model.sorted())
    }

    @Test func setupIndexKeepsTheLastSetAndTheFirstInsert() {
        let r = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
        func number(_ n: Double) -> Expr { Expr(.number(n), .number, r) }
        let setup = [StepIR(.insert(ViewID(4), .top), range: r), StepIR(.set(ViewID(4), .alpha, number(0.25)), range: r),
                     StepIR(.insert(ViewID(4), .below(ViewID(1))), range: r), StepIR(.set(ViewID(4), .alpha, number(0.5)), range: r)]
        let index = SetupIndex(setup)
        if case .number(let n)? = index.value(ViewID(4), .alpha)?.kind { #expect(n == 0.5) } else { Issue.record("no value") }
        #expect(index.value(ViewID(4), Property.frame) == nil)
        #expect(index.value(ViewID(99), Property.alpha) == nil)
        if case .insert(_, .top)? = index.insertion(of: ViewID(4))?.kind {} else { Issue.record("not the first insertion") }
        #expect(index.insertion(of: ViewID(3)) == nil)
    }
}

/// The IR's per-item sizes, which a big spec multiplies by its tracks and expressions four
/// times (the written branch, the derived reverse and both operations' crossfades).
@Suite struct IRLayoutTests {
    @Test func tracksAndExpressionsStayCompact() {
        #expect(MemoryLayout<TrackIR>.stride <= 80, "the stagger out of line (192 bytes inline), the curve's large cases boxed (112 inline)")
        #expect(MemoryLayout<CurveIR>.size <= 9, "cubic and spring curves boxed")
        #expect(MemoryLayout<Expr>.stride <= 40)
        #expect(MemoryLayout<ExprKind>.stride <= 16, "numbers and view reads inline, composite cases boxed")
        #expect(MemoryLayout<StepIR>.stride <= 72, "a view id is 32 bits")
        #expect(MemoryLayout<PropertyTarget>.stride <= 104, "the property after the expressions, in their padding")
    }
}
