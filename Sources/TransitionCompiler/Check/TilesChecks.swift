/// `tiles(VIEW, columns: C, rows: R)` in `views:` (Docs/LANGUAGE.md, "Tiles"): a list of region
/// snapshots of a view controller's view or a provided view. Whole numbers of at least 1, at most
/// `TileGrid.maxTiles` tiles in all; each bound is a located error.
extension TransitionChecker {
    func tilesKind(_ args: [SyntaxArgument], _ r: Range<Int>, self id: ViewID, checker: ExpressionChecker, scope: ExpressionChecker.Scope) -> ViewKind? {
        guard args.count == 3, args[0].label == nil, case .identifier(let target, let tr) = args[0].value,
              args[1].label == "columns", args[2].label == "rows" else {
            checker.error("argument-count", "'tiles' takes a view, 'columns:' and 'rows:'", r,
                          notes: [.init("e.g. tiles(source, columns: 8, rows: 12)")])
            return nil
        }
        guard let targetID = scope.views[target] else {
            NodeReader(sink: sink).reportUnknown(target, kind: "view", in: "tiles", among: [scope.names], at: checker.range(tr), code: "unknown-view")
            return nil
        }
        warnAmbiguousRoot(target, at: checker.range(tr))
        let decl = scope.decls[targetID.rawValue]
        var cuttable = false
        switch decl.kind {
        case .root: cuttable = true
        case .provided: cuttable = !decl.isList
        default: cuttable = false
        }
        guard cuttable, targetID != id else {
            checker.error("tiles-source", "tiles are cut from a view controller's view or a view it provides; '\(target)' is not one", tr,
                          notes: [.init("cut 'source' or 'destination' (or a provided view, e.g. 'card: source.cardView'): tiles(source, columns: 8, rows: 12)")])
            return nil
        }
        func count(_ i: Int) -> Int? {
            let label = args[i].label ?? ""
            guard let e = checker.check(args[i].value, expected: .number) else { return nil }
            guard let v = ConstantFolder.number(e), v.isFinite, v == v.rounded(), v >= 1, v <= Double(TileGrid.maxTiles) else {
                sink.error("out-of-range", "'\(label)' must be a whole number of at least 1", at: e.range,
                           notes: [.init("the number of tiles across (columns) or down (rows), e.g. 'columns: 8'")])
                return nil
            }
            return Int(v)
        }
        let columns = count(1), rows = count(2)
        guard let columns, let rows else { return nil }
        guard columns * rows <= TileGrid.maxTiles else {
            sink.error("too-many-tiles", "\(columns) × \(rows) is \(columns * rows) tiles; a view is cut into at most \(TileGrid.maxTiles)",
                       at: checker.range(args[1].value.range.lowerBound..<args[2].value.range.upperBound),
                       notes: [.init("each tile is a snapshot view and an animator of its own, composited and run every frame; 20 × 20 is the most, Apple's checkerboard is 8 × 12")])
            return nil
        }
        return .tiles(of: targetID, grid: TileGrid(columns: columns, rows: rows))
    }
}
