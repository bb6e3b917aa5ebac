/// A branch's setup steps indexed once, by view and property, for the derivations and checks
/// that ask about them for every track or view: the value setup leaves in a property (the
/// reverse's start values) and where a view is first inserted (the left-in-container
/// warning). Asked by a scan of the steps each time, those were quadratic: 15,000 views spent
/// 0.5 s deriving one reverse.
///
/// View ids are dense, so the index is arrays addressed by id rather than hash tables: hashing
/// every view and property of a big spec was a twentieth of `transc check` (issue 17).
struct SetupIndex {
    /// The step (an index into setup) that last sets each view's property, by view then property.
    private var lastSet: [Int32] = []
    /// The step that first inserts each view.
    private var firstInsert: [Int32] = []
    private let setup: [StepIR]
    private static let none: Int32 = -1

    init(_ setup: [StepIR]) {
        self.setup = setup
        for (i, step) in setup.enumerated() {
            switch step.kind {
            case .set(let v, let p, _):
                lastSet.grow(to: (v.rawValue + 1) * Property.count, with: Self.none)
                lastSet[v.rawValue * Property.count + p.index] = Int32(i)
            case .insert(let v, _):
                firstInsert.grow(to: v.rawValue + 1, with: Self.none)
                if firstInsert[v.rawValue] == Self.none { firstInsert[v.rawValue] = Int32(i) }
            case .remove, .restore: break
            }
        }
    }

    func value(_ view: ViewID, _ property: Property) -> Expr? {
        let slot = view.rawValue * Property.count + property.index
        guard lastSet.indices.contains(slot), lastSet[slot] != Self.none,
              case .set(_, _, let e) = setup[Int(lastSet[slot])].kind else { return nil }
        return e
    }

    func insertion(of view: ViewID) -> StepIR? {
        guard firstInsert.indices.contains(view.rawValue), firstInsert[view.rawValue] != Self.none else { return nil }
        return setup[Int(firstInsert[view.rawValue])]
    }
}
