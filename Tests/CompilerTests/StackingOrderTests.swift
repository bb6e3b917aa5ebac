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
