/// A branch's setup steps indexed once, by view and property, for the derivations and checks
/// that ask about them for every track or view: the value setup leaves in a property (the
/// reverse's start values), which views it inserts (cancellation) and where (the
/// left-in-container warning). Asked by a scan of the steps each time, those were quadratic:
/// 15,000 views spent 0.5 s deriving one reverse.
struct SetupIndex {
    struct Key: Hashable {
        var view: ViewID
        var property: Property
    }

    /// The last value setup sets each property to.
    private var lastSet: [Key: Expr] = [:]
    /// The first insertion of each view.
    private var firstInsert: [ViewID: StepIR] = [:]

    init(_ setup: [StepIR]) {
        for step in setup {
            switch step.kind {
            case .set(let v, let p, let e): lastSet[Key(view: v, property: p)] = e
            case .insert(let v, _): if firstInsert[v] == nil { firstInsert[v] = step }
            case .remove, .restore: break
            }
        }
    }

    func value(_ view: ViewID, _ property: Property) -> Expr? { lastSet[Key(view: view, property: property)] }
    func insertion(of view: ViewID) -> StepIR? { firstInsert[view] }
    func inserts(_ view: ViewID) -> Bool { firstInsert[view] != nil }
}
