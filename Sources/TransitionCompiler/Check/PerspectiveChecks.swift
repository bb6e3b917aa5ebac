/// `perspective:` in a branch (Docs/LANGUAGE.md, "A shared perspective"; PerspectiveIR): the
/// container's subviews, or a root view's, seen from one eye for the whole branch (the view's
/// layer's `sublayerTransform`). `perspective: 1000` is the container's;
/// `perspective: { view: to, distance: 800 }` a root view's, whose subviews its view controller
/// provides. The distance is a constant greater than 0.
extension BranchChecker {
    func perspective(_ pair: YAMLPair, tracks: [TrackIR]) -> PerspectiveIR? {
        var view = ViewID.container
        let distanceNode: YAMLNode
        if let pairs = pair.value.mapping {
            let keys = reader.keyed(pairs, known: ["view", "distance"], required: ["distance"], owner: pair.key.range, what: "'perspective'")
            guard let d = keys["distance"] else { return nil }
            distanceNode = d.value
            if let v = keys["view"] {
                guard let id = viewName(v.value, what: "perspective") else { return nil }
                let decl = checker.views[id.rawValue]
                switch decl.kind {
                case .container, .root: view = id
                default:
                    let name = decl.displayName(in: operation)
                    sink.error("perspective-form", "'\(name)' has no subviews the transition turns: a perspective applies to the subviews of the container or of a screen's root view",
                               at: v.value.range,
                               notes: [.init("write 'perspective: DISTANCE' for the container's subviews (the screens, snapshots and overlays), or 'view: from' / 'view: to' for a screen's own subviews")])
                    return nil
                }
            }
        } else {
            distanceNode = pair.value
        }
        guard let e = checker.expression(distanceNode, expected: .number, scope: scope, what: "a perspective distance") else { return nil }
        guard let d = ConstantFolder.number(e), d.isFinite else {
            sink.error("perspective-form", "a perspective distance is a constant number of points", at: e.range,
                       notes: [.init("the eye's distance from the view's plane; 500...1000 look natural")])
            return nil
        }
        guard d > 0 else {
            sink.error("out-of-range", "perspective distance must be greater than 0, found \(format(d))", at: e.range,
                       notes: [.init("the distance from the eye to the plane z = 0, in points; 500...1000 look natural")])
            return nil
        }
        let p = PerspectiveIR(view: view, distance: d, range: pair.key.range)
        warnUnusedPerspective(p, tracks: tracks)
        return p
    }

    /// A perspective none of whose subviews turns in 3-D in the branch changes nothing.
    private func warnUnusedPerspective(_ p: PerspectiveIR, tracks: [TrackIR]) {
        let turned = tracks.contains { track in
            guard isSubview(track.view, of: p.view) else { return false }
            switch track.content {
            case .values(let targets): return targets.contains { $0.property == .transform && ($0.to.is3DTransform || ($0.from?.is3DTransform ?? false)) }
            case .keyframes(let frames, _): return frames.contains { $0.values.contains { $0.property == .transform && $0.value.is3DTransform } }
            }
        }
        guard !turned else { return }
        let name = checker.views[p.view.rawValue].displayName(in: operation)
        sink.warning("perspective-unused", "no subview of '\(name)' turns in 3-D in this branch: the perspective changes nothing",
                     at: p.range, notes: [.init("give a subview a 3-D transform (rotateY, rotateX, translateZ…), or remove 'perspective'")])
    }

    /// Whether `id` is a direct subview of `parent` (the container's: roots and the views the
    /// transition adds; a root's: the views its view controller provides).
    func isSubview(_ id: ViewID, of parent: ViewID) -> Bool {
        let kind = checker.views[id.rawValue].kind
        switch checker.views[parent.rawValue].kind {
        case .container:
            if case .provided = kind { return false }
            if case .container = kind { return false }
            return true
        case .root(let side):
            if case .provided(let s, _) = kind { return s == side }
            return false
        default: return false
        }
    }
}
