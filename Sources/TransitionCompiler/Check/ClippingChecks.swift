// Clipping and corner shapes (issue 32, item 5; Docs/LANGUAGE.md, "Clipping and corners").

extension BranchChecker {
    /// `corners: [topLeft, topRight]`, `corners: all` or `corners: []`: the corners a corner
    /// radius rounds (CALayer.maskedCorners). Each name is located; an unknown one gets a
    /// suggestion.
    func cornersValue(_ node: YAMLNode) -> Expr? {
        let form = { [sink] in
            sink.error("corners-form", "'corners' is a list of corners, e.g. '[topLeft, topRight]'", at: node.range,
                       notes: [.init("write 'all' for every corner and '[]' for none")])
        }
        if let s = node.scalar {
            guard s.value == "all" else { form(); return nil }
            return Expr(.corners(.all), .corners, node.range)
        }
        guard let items = node.sequence else { form(); return nil }
        var set: CornerSet = []
        var known = true
        for item in items {
            guard let s = item.scalar else { form(); return nil }
            if let corner = CornerSet.named.first(where: { $0.name == s.value })?.corner {
                set.insert(corner)
            } else {
                reader.reportUnknown(s.value, kind: "corner", in: "'corners'", candidates: CornerSet.named.map(\.name),
                                     at: s.range, code: "unknown-corner", listsAll: true)
                known = false
            }
        }
        return known ? Expr(.corners(set), .corners, node.range) : nil
    }
}

extension HierarchyValidator {
    /// A view that clips to its bounds (`clips: true`) clips its own shadow away: CALayer's
    /// `masksToBounds` clips everything the layer draws outside its bounds, and the shadow is
    /// drawn there (CALayer.h: "masksToBounds … sublayers are clipped to the layer's bounds";
    /// Apple's page of `shadowOpacity` draws the shadow behind and around the layer). The
    /// language keeps one view per name, so it cannot split the view into the wrapper UIKit apps
    /// use (a shadow on an outer view, the clip on an inner one): an error at the clip, with the
    /// shadow's place as a note. Within one written branch: setup and finish steps setting
    /// `clips: true`, and a shadow set to other than 0 or animated anywhere in the branch.
    func checkClippedShadow(_ branch: BranchIR) {
        var clipped: [(view: ViewID, range: SourceRange)] = []
        for steps in [branch.setup, branch.finish] {
            for step in steps {
                guard case .set(let id, .clips, let e) = step.kind, case .bool(true) = e.kind,
                      !clipped.contains(where: { $0.view == id }) else { continue }
                clipped.append((id, step.range))
            }
        }
        for (id, range) in clipped {
            guard let shadow = shadowGiven(to: id, in: branch) else { continue }
            let name = views[id.rawValue].displayName(in: branch.operation)
            sink.error("clipped-shadow", "'\(name)' clips to its bounds and casts a shadow: clipping hides the shadow", at: range,
                       notes: [.init("the shadow is given here", at: shadow),
                               .init("put the shadow on a view behind it with the same frame and corner radius (an overlay animated with it), or leave '\(name)' unclipped")])
        }
        // An image snapshot is an aspect-filled image view that clips to its bounds (both backends
        // make it so): a shadow given to it would not show; the error is where the shadow is given.
        for decl in views {
            guard case .imageSnapshot = decl.kind, let shadow = shadowGiven(to: decl.id, in: branch) else { continue }
            let name = decl.displayName(in: branch.operation)
            sink.error("clipped-shadow", "'\(name)' is an image snapshot, which clips to its bounds: its shadow would not show", at: shadow,
                       notes: [.init("put the shadow on a view behind it with the same frame and corner radius (an overlay animated with it)")])
        }
    }

    /// Where a branch gives `id` a shadow: a setup or finish step setting `shadowOpacity` to other
    /// than 0, else the first track animating it.
    private func shadowGiven(to id: ViewID, in branch: BranchIR) -> SourceRange? {
        for steps in [branch.setup, branch.finish] {
            for step in steps {
                if case .set(let v, .shadowOpacity, let e) = step.kind, v == id, ConstantFolder.number(e) != 0 { return step.range }
            }
        }
        return branch.tracks.first { $0.view == id && $0.animates(.shadowOpacity) }?.range
    }
}
