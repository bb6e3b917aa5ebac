/// The back-to-front order of the views setup inserts, kept as a doubly linked list over view
/// ids so that each insert, move and removal costs O(1): a branch that inserts thousands of
/// views must not pay for searching an array at every step (issue 17).
///
/// A placement relative to a view that is not in the order puts the view on top (`above`) or
/// at the bottom (`below`), as UIKit's `insertSubview(_:aboveSubview:)` does for a view that is
/// not a sibling.
struct StackingOrder {
    private static let none = -1
    /// `next[v]`/`previous[v]`: the neighbours of view `v` toward the front and the back.
    private var next: [Int]
    private var previous: [Int]
    private var member: [Bool]
    private var back = none
    private var front = none

    init(viewCount: Int) {
        next = Array(repeating: Self.none, count: viewCount)
        previous = next
        member = Array(repeating: false, count: viewCount)
    }

    func contains(_ v: ViewID) -> Bool { member.indices.contains(v.rawValue) && member[v.rawValue] }

    mutating func insert(_ v: ViewID, _ placement: StepIR.Placement) {
        remove(v)
        next.grow(to: v.rawValue + 1, with: Self.none)
        previous.grow(to: v.rawValue + 1, with: Self.none)
        member.grow(to: v.rawValue + 1, with: false)
        switch placement {
        case .top: link(v.rawValue, after: front)
        case .above(let w): link(v.rawValue, after: contains(w) ? w.rawValue : front)
        case .below(let w): link(v.rawValue, after: contains(w) ? previous[w.rawValue] : Self.none)
        }
    }

    mutating func remove(_ v: ViewID) {
        guard contains(v) else { return }
        let i = v.rawValue
        let before = previous[i], after = next[i]
        if before == Self.none { back = after } else { next[before] = after }
        if after == Self.none { front = before } else { previous[after] = before }
        member[i] = false
    }

    /// The frontmost view that satisfies `predicate`.
    func topmost(where predicate: (ViewID) -> Bool) -> ViewID? {
        var i = front
        while i != Self.none {
            if predicate(ViewID(i)) { return ViewID(i) }
            i = previous[i]
        }
        return nil
    }

    /// Back to front.
    var views: [ViewID] {
        var result: [ViewID] = []
        var i = back
        while i != Self.none { result.append(ViewID(i)); i = next[i] }
        return result
    }

    /// Puts `i` right in front of `before` (`none`: at the back).
    private mutating func link(_ i: Int, after before: Int) {
        let after = before == Self.none ? back : next[before]
        previous[i] = before
        next[i] = after
        if before == Self.none { back = i } else { next[before] = i }
        if after == Self.none { front = i } else { previous[after] = i }
        member[i] = true
    }
}
