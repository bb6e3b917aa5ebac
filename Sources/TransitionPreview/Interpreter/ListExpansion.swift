import AnimatorCore
import TransitionCompiler

/// The preview gives each provided list a count and a grid (`PreviewList`): before a run, every
/// list becomes that many element views (`cells[0]`, `cells[1]`, …, provided by the list's side,
/// laid out in the list's preview frame), and every `set`/`restore` of the list becomes one per
/// element. Staggered tracks stay whole: `Run.resolveTracks` plays one group per element, at the
/// offsets `StaggerIR.offsets` gives, as the emitted code does at run time.
public struct ListElements: Sendable {
    /// Each list's element views, in the list's order.
    public var elements: [TransitionCompiler.ViewID: [TransitionCompiler.ViewID]] = [:]
    /// Each tile's view (a snapshot of its source, `tiles[i]`): its source, grid and place in it.
    public var tiles: [TransitionCompiler.ViewID: Tile] = [:]

    public struct Tile: Sendable {
        public var source: TransitionCompiler.ViewID
        public var grid: TileGrid
        public var index: Int
    }

    public func views(_ id: TransitionCompiler.ViewID) -> [TransitionCompiler.ViewID] { elements[id] ?? [id] }

    /// The transition with every list's element views (`name[i]`, provided as `property[i]`).
    /// The differential host builds the same elements from it.
    public static func expand(_ t: TransitionIR) -> (TransitionIR, ListElements) {
        var out = t
        var lists = ListElements()
        for decl in t.views where decl.isList {
            if case .tiles(let source, let grid) = decl.kind {
                // Snapshots of the source, cut to their regions when inserted (`Run.cut`).
                var ids: [TransitionCompiler.ViewID] = []
                for i in 0..<grid.count {
                    let id = TransitionCompiler.ViewID(out.views.count)
                    out.views.append(ViewDecl(id: id, name: "\(decl.name)[\(i)]", kind: .snapshot(of: source), range: decl.range))
                    lists.tiles[id] = Tile(source: source, grid: grid, index: i)
                    // A tile shows a part of its source's screen, not the whole screen's label.
                    out.preview.views[id] = PreviewView(frame: nil, color: t.preview.views[source]?.color ?? PreviewDefaults.color(forViewIndex: source.rawValue), label: "")
                    ids.append(id)
                }
                lists.elements[decl.id] = ids
                continue
            }
            guard case .provided(let side, let property) = decl.kind else { continue }
            let preview = t.preview.views[decl.id]
            let layout = preview?.list ?? .standard
            let area = preview?.frame ?? Rect(x: 16, y: 100, width: max(0, t.preview.width - 32), height: max(0, t.preview.height - 200))
            var ids: [TransitionCompiler.ViewID] = []
            for (i, frame) in layout.frames(in: area).enumerated() {
                let id = TransitionCompiler.ViewID(out.views.count)
                out.views.append(ViewDecl(id: id, name: "\(decl.name)[\(i)]", kind: .provided(side, property: "\(property)[\(i)]"), range: decl.range))
                out.preview.views[id] = PreviewView(frame: frame, color: preview?.color ?? PreviewDefaults.color(forViewIndex: decl.id.rawValue),
                                                    label: preview?.label ?? "")
                ids.append(id)
            }
            lists.elements[decl.id] = ids
        }
        guard !lists.elements.isEmpty else { return (t, lists) }
        func each(_ steps: [StepIR]) -> [StepIR] {
            steps.flatMap { step -> [StepIR] in
                switch step.kind {
                case .set(let v, let p, let e):
                    // A value per element (a derived crossfade's end of `random(…)`) is that element's.
                    let views = lists.views(v)
                    guard lists.elements[v] != nil, e.usesElementValues(of: v) else { return views.map { StepIR(.set($0, p, e), range: step.range) } }
                    return views.enumerated().map { i, element in
                        StepIR(.set(element, p, e.forElement(of: v, element: element, index: i, count: views.count)), range: step.range)
                    }
                case .restore(let v, let p): return lists.views(v).map { StepIR(.restore($0, p), range: step.range) }
                case .insert(let v, let placement) where lists.tiles.isEmpty == false && lists.elements[v] != nil:
                    // Tiles in the list's order, each above the one before (TilesLowering.insertTiles).
                    let views = lists.views(v)
                    if case .above = placement { return views.reversed().map { StepIR(.insert($0, placement), range: step.range) } }
                    return views.map { StepIR(.insert($0, placement), range: step.range) }
                case .remove(let v) where lists.elements[v] != nil:
                    return lists.views(v).map { StepIR(.remove($0), range: step.range) }
                case .insert, .remove: return [step]
                }
            }
        }
        func expanded(_ body: OperationIR.Body) -> OperationIR.Body {
            guard case .custom(var b) = body else { return body }
            b.setup = each(b.setup)
            b.finish = each(b.finish)
            b.cancel = each(b.cancel)
            return .custom(b)
        }
        for i in out.operations.indices {
            out.operations[i].body = expanded(out.operations[i].body)
            out.operations[i].reducedMotion = expanded(out.operations[i].reducedMotion)
        }
        return (out, lists)
    }
}

extension Run {
    /// Each element's start after the track's delay: ranks by the list's order or by the distance
    /// of its centre (container space, as setup left it) from the order's point.
    func staggerOffsets(_ stagger: StaggerIR, _ views: [ViewID]) -> [Double] {
        var distances: [Double]?
        if case .distance(let e) = stagger.order {
            let p = evaluator.evaluate(e, in: scene).point
            distances = views.map { v in
                let c = scene.containerCenter(v)
                let dx = c.x - p.x, dy = c.y - p.y
                return (dx * dx + dy * dy).squareRoot()
            }
        }
        if case .key(let e) = stagger.order, let list = lists.elements.first(where: { $0.value == views })?.key {
            distances = views.indices.map { elementValue(e, list: list, views: views, index: $0).number }
        }
        return stagger.offsets(ranks: StaggerIR.baseRanks(count: views.count, distances: distances))
    }
}

extension Run {
    /// `e` as the element `index` of `list` has it (`Expr.forElement`), evaluated after setup.
    func elementValue(_ e: Expr, list: ViewID, views: [ViewID], index: Int) -> RunValue {
        evaluator.value(e.forElement(of: list, element: views[index], index: index, count: views.count), in: scene)
    }
}

extension Run {
    /// A tile made by its insertion: a snapshot of its source cut to its region (`TileGrid.regions`
    /// of the source's bounds), in container space; a part of the source's image, not its label.
    mutating func cut(_ id: ViewID, _ tile: ListElements.Tile) {
        guard scene.contains(tile.source) else { return }
        let frame = scene.containerFrame(tile.source)
        let regions = tile.grid.regions(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height), mirrored: evaluator.mirror != nil)
        guard regions.indices.contains(tile.index) else { return }
        let r = regions[tile.index]
        scene[id].props.setFrame(CoreRect(x: frame.x + r.x, y: frame.y + r.y, width: r.width, height: r.height))
        scene[id].label = ""
        if let image = scene[tile.source].image, frame.width > 0, frame.height > 0 {
            let c = image.crop
            scene[id].image = ViewImage(index: image.index, crop: Rect(
                x: c.x + r.x / frame.width * c.width, y: c.y + r.y / frame.height * c.height,
                width: r.width / frame.width * c.width, height: r.height / frame.height * c.height))
        }
    }
}
