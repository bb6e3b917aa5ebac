/// `relayout: true` in a track (Docs/LANGUAGE.md, "Position and size apart"): the track's view,
/// a view of the app (a root or a provided view), lays its subviews out in every frame of the
/// branch. Both backends then call `layoutIfNeeded()` in each animation block that changes its
/// size (UIView.h: layoutIfNeeded lays out "immediately"; inside an animation block the frames
/// it changes animate with the block), once after setup too, so the first frame starts laid out
/// at the start size. The preview cannot lay out app content and says so (Relayout in the
/// interpreter).
extension BranchChecker {
    /// Reads `relayout` of the track `node` (of `track`) into `views`; false when it was refused.
    func addRelayout(_ node: YAMLNode, of track: TrackIR, to views: inout [ViewID]) -> Bool {
        guard let pairs = node.mapping,
              let pair = (0..<pairs.count).lazy.map({ pairs[$0] }).first(where: { $0.key.scalar?.value == "relayout" }) else { return true }
        guard let on = checker.checkBool(pair.value, what: "relayout") else { return false }
        guard on else { return true }
        let decl = checker.views[track.view.rawValue]
        let name = decl.displayName(in: operation)
        if decl.isList {
            sink.error("list-track", "a list's track animates its elements from one value to another; 'relayout' applies to a single view",
                       at: pair.key.range, notes: [.init("lay out the view that holds the list: its cells follow its layout")])
            return false
        }
        switch decl.kind {
        case .root, .provided: break
        default:
            sink.error("relayout-view", "'\(name)' has no subviews the app lays out: 'relayout' applies to the app's own views",
                       at: pair.key.range,
                       notes: [.init("a transition's roots ('from', 'to', 'presented', …) and provided views hold the app's Auto Layout content; a snapshot, overlay or blur does not"),
                               .init("remove 'relayout', or give it to the track of the app view whose size changes")])
            return false
        }
        guard Self.changesSize(track) else {
            sink.error("relayout-size", "this track does not change '\(name)''s size, so there is nothing to lay out in it",
                       at: pair.key.range,
                       notes: [.init("'relayout' lays subviews out in the animation that changes the size: put it on the track of '\(name)' that animates 'frame' or 'size'")])
            return false
        }
        if !views.contains(track.view) { views.append(track.view) }
        return true
    }

    /// Whether the track writes its view's size: `frame` or `size`, as values or keyframes.
    static func changesSize(_ track: TrackIR) -> Bool {
        track.animates(.frame) || track.animates(.size)
    }
}

extension BranchChecker {
    /// A `size` written as `size(w, h)` with a constant negative side: a bounds size is at least
    /// zero (UIView.bounds is the view's own rectangle; a negative side has no drawing).
    func checkSizeValue(_ e: Expr) {
        guard case .size(let w, let h) = e.kind else { return }
        for (side, name) in [(w, "width"), (h, "height")] {
            guard let v = ConstantFolder.number(side), v < 0 else { continue }
            sink.error("out-of-range", "a size's \(name) must be at least 0, found \(format(v))", at: side.range,
                       notes: [.init("'size' is the view's bounds size; to move the view, animate 'center'")])
        }
    }
}
