import TransitionCompiler

/// `tiles(VIEW, columns: C, rows: R)` in the emitted code (Docs/EMIT-SWIFT.md, "Tiles"): the list
/// is made where it is inserted, by `regionSnapshots(of:columns:rows:in:afterScreenUpdates:)`:
/// one `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` of each region of the view
/// (UIView.h), placed over it in the container (`convert(_:from:)`), row by row as `TileGrid.regions`
/// cuts them. They are inserted in the list's order, each above the one before, and removed one by one.
enum TilesLowering {
    static let helperName = "regionSnapshots"

    /// Whether the branch inserts tiles: their cut reads the layout's direction (`mirrored`).
    static func readsLayout(_ ir: TransitionIR, _ branch: BranchIR) -> Bool {
        branch.setup.contains { step in
            guard case .insert(let id, _) = step.kind, ir.views.indices.contains(id.rawValue), case .tiles = ir.views[id.rawValue].kind else { return false }
            return true
        }
    }

    static func isNeeded(_ t: TransitionIR) -> Bool {
        t.views.contains { if case .tiles = $0.kind { return true } else { return false } }
    }

    /// `@MainActor private func regionSnapshots(…) -> [UIView]`.
    static func helper() -> SwiftDecl {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let bounds = v("view").dot("bounds")
        let leading = SwiftExpr.binary(bounds.dot("minX"), .add, .binary(Build.typeCall("CGFloat", [(nil, v("column"))]), .multiply, v("width")))
        let trailing = SwiftExpr.binary(bounds.dot("maxX"), .subtract,
                                        .binary(Build.typeCall("CGFloat", [(nil, .binary(v("column"), .add, .integer(1)))]), .multiply, v("width")))
        let region = Build.typeCall("CGRect", [
            ("x", .ternary(v("mirrored"), trailing, leading)),
            ("y", .binary(bounds.dot("minY"), .add, .binary(Build.typeCall("CGFloat", [(nil, v("row"))]), .multiply, v("height")))),
            ("width", v("width")), ("height", v("height")),
        ])
        let snapshot = Build.method(v("view"), "resizableSnapshotView", [("from", v("region")), ("afterScreenUpdates", v("afterScreenUpdates")),
                                                                         ("withCapInsets", .implicit("zero"))])
        func counting(_ n: String, to limit: String, _ body: [SwiftStmt]) -> SwiftStmt {
            .forIn(SwiftIdentifier(n), Build.typeCall("stride", [("from", .integer(0)), ("to", v(limit)), ("by", .integer(1))]), where: nil, body)
        }
        return .function(SwiftFunction(doc: [
            "Snapshots of `view`'s regions, `columns` × `rows`, row by row, each placed over its region in `container`",
            "(Docs/LANGUAGE.md, \"Tiles\"); `mirrored` (right to left), columns count from the right. A region that cannot be",
            "snapshotted gets an empty view in its place.",
        ], attributes: ["@MainActor"], access: .private, name: SwiftIdentifier(helperName), parameters: [
            SwiftParameter("of", "view", .named("UIView")), SwiftParameter("columns", .named("Int")), SwiftParameter("rows", .named("Int")),
            SwiftParameter("in", "container", .named("UIView")), SwiftParameter("mirrored", .named("Bool")),
            SwiftParameter("afterScreenUpdates", .named("Bool")),
        ], returns: .array(.named("UIView")), body: [
            .let("width", nil, .binary(bounds.dot("width"), .divide, Build.typeCall("CGFloat", [(nil, v("columns"))]))),
            .let("height", nil, .binary(bounds.dot("height"), .divide, Build.typeCall("CGFloat", [(nil, v("rows"))]))),
            .var("tiles", .array(.named("UIView")), .array([], multiline: false)),
            counting("row", to: "rows", [
                counting("column", to: "columns", [
                    .let("region", nil, region),
                    .let("tile", nil, .binary(snapshot, .nilCoalescing, Build.typeCall("UIView", [("frame", .implicit("zero"))]))),
                    .assign(v("tile").dot("frame"), Build.method(v("container"), "convert", [(nil, v("region")), ("from", v("view"))])),
                    .expr(Build.method(v("tiles"), "append", [(nil, v("tile"))])),
                ]),
            ]),
            .return(v("tiles")),
        ]))
    }
}

extension BranchLowering {
    /// A tiles list is bound as its array (made where it is inserted); its loops name each tile.
    mutating func bindTiles(_ id: ViewID) {
        viewVars[id] = scope.allocate(stem(id) + "Views")
        elementVars[id] = scope.allocate(stem(id) + "View")
        if ElementLowering.isIndexed(id, in: branch) { indexVars[id] = scope.allocate(stem(id) + "Index") }
    }

    /// `regionSnapshots(of: view, columns: C, rows: R, in: containerView, afterScreenUpdates: …)`:
    /// after the screen updates for a view of the incoming side, which may not be rendered yet
    /// (as a snapshot of it is, pitfall 12).
    mutating func tiles(of source: ViewID, _ grid: TileGrid) -> SwiftExpr {
        var incoming = false
        if ir.views.indices.contains(source.rawValue) {
            switch ir.views[source.rawValue].kind {
            case .root(let side), .provided(let side, _): incoming = side.contextKey(in: branch.operation) == .to
            default: break
            }
        }
        // Right to left the columns count from the right, as the transition plays mirrored.
        var mirrored = SwiftExpr.bool(false)
        if let layout = layoutVar {
            mirrored = SwiftExpr.identifier(layout).dot("isMirrored")
            markLayoutRead()
        }
        return Build.typeCall(TilesLowering.helperName, [("of", view(source)), ("columns", .integer(grid.columns)), ("rows", .integer(grid.rows)),
                                                         ("in", container), ("mirrored", mirrored), ("afterScreenUpdates", .bool(incoming))])
    }

    /// The tiles into the container in the list's order, each above the one before: added on
    /// top one by one, inserted below a view one by one, or above a view last one first.
    func insertTiles(_ id: ViewID, _ placement: StepIR.Placement) -> SwiftStmt {
        let list = SwiftExpr.identifier(viewName(id)), element = elementVars[id] ?? "tile"
        let e = SwiftExpr.identifier(element)
        switch placement {
        case .top:
            return .forIn(element, list, where: nil, [.expr(Build.method(container, "addSubview", [(nil, e)]))])
        case .above(let sibling):
            return .forIn(element, list.dot("reversed").call(), where: nil,
                          [.expr(Build.method(container, "insertSubview", [(nil, e), ("aboveSubview", view(sibling))]))])
        case .below(let sibling):
            return .forIn(element, list, where: nil,
                          [.expr(Build.method(container, "insertSubview", [(nil, e), ("belowSubview", view(sibling))]))])
        }
    }
}
