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
        // What the view is, is known once every declaration is read (`checkTileSources`).
        guard targetID != id, targetID != .container else {
            checker.error("tiles-source", targetID == id ? "tiles cannot be cut from themselves" : "the container cannot be cut into tiles", tr,
                          notes: [.init(Self.tilesSourceNote)])
            return nil
        }
        func count(_ i: Int) -> Int? {
            let label = args[i].label ?? ""
            guard let e = checker.check(args[i].value, expected: .number) else { return nil }
            guard let v = ConstantFolder.number(e), v.isFinite, v == v.rounded(), v >= 1, v <= Double(TileGrid.maxTiles) else {
                sink.error("out-of-range", "'\(label)' must be a whole number in 1...\(TileGrid.maxTiles)", at: e.range,
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
                       notes: [.init("each tile is a snapshot view with an animator of its own, composited and run every frame; use fewer, larger tiles (Apple's checkerboard is 8 × 12 = 96)")])
            return nil
        }
        return .tiles(of: targetID, grid: TileGrid(columns: columns, rows: rows))
    }

    static let tilesSourceNote = "cut 'source' or 'destination', or a view one provides (e.g. 'card: source.cardView'): tiles(source, columns:8, rows:12)"

    /// Once every kind is known: tiles are cut from a root or a provided view (not a list, and
    /// not a view the transition makes, which is not drawn when the tiles are).
    mutating func checkTileSources() {
        for decl in views {
            guard case .tiles(let source, _) = decl.kind, views.indices.contains(source.rawValue) else { continue }
            let target = views[source.rawValue]
            if target.isPlaceholder { continue }
            switch target.kind {
            case .root: continue
            case .provided where !target.isList: continue
            default: break
            }
            sink.error("tiles-source", "tiles are cut from a view controller's view or a view it provides; '\(target.name)' is not one",
                       at: decl.range, notes: [.init("'\(target.name)' is declared here", at: target.range), .init(Self.tilesSourceNote)])
            views[decl.id.rawValue].kind = .overlay(color: Expr(.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), .color, decl.range))
            views[decl.id.rawValue].isPlaceholder = true
            views[decl.id.rawValue].isList = false
        }
    }
}
