/// `anchor:` in a track (Docs/LANGUAGE.md, "Anchor points"): the point of its view that the
/// view's transform turns about, for the whole branch (AnchorIR). A name (`leading`,
/// `topTrailing`…) or `point(x, y)` with constants in the view's unit square; one anchor per
/// view and branch; a view turned about an anchor does not move (its centre and frame would be
/// read and written at the anchor: UIView.center is the layer's position, CALayer.h).
extension BranchChecker {
    /// Reads the anchor of the track `node` (of `track`) into `anchors`; false when it was refused.
    func addAnchor(_ node: YAMLNode, of track: TrackIR, to anchors: inout [AnchorIR]) -> Bool {
        guard let pair = Self.pair("anchor", in: node) else { return true }
        guard let written = anchorPoint(pair.value, view: track.view) else { return false }
        if let other = anchors.first(where: { $0.view == track.view }) {
            guard other.x != written.x || other.y != written.y else { return true }
            let name = checker.views[track.view.rawValue].displayName(in: operation)
            sink.error("anchor-conflict", "'\(name)' already turns about '\(Self.anchorText(other))' in this branch", at: pair.value.range,
                       notes: [.init("a view has one anchor from the branch's start to its end; write the same anchor, or none, in its other tracks",
                                     at: other.range)])
            return false
        }
        anchors.append(written)
        return true
    }

    /// `backfaceHidden: true` in the track `node` (of `track`): its view's back is not drawn in
    /// this branch (CALayer.h `doubleSided`: "When false layers facing away from the viewer are
    /// hidden from view"). False when it was refused.
    func addBackface(_ node: YAMLNode, of track: TrackIR, to views: inout [ViewID]) -> Bool {
        guard let pair = Self.pair("backfaceHidden", in: node) else { return true }
        guard let hidden = checker.checkBool(pair.value, what: "backfaceHidden") else { return false }
        let decl = checker.views[track.view.rawValue]
        if decl.isList {
            sink.error("list-track", "a list's track animates its elements from one value to another; 'backfaceHidden' applies to a single view",
                       at: pair.key.range, notes: [.init("give it to a view that is not a list")])
            return false
        }
        if hidden, !views.contains(track.view) { views.append(track.view) }
        return true
    }

    /// The pair of a track's mapping with the key `key`, if written.
    private static func pair(_ key: String, in node: YAMLNode) -> YAMLPair? {
        guard let pairs = node.mapping else { return nil }
        return (0..<pairs.count).lazy.map { pairs[$0] }.first { $0.key.scalar?.value == key }
    }

    static func anchorText(_ a: AnchorIR) -> String {
        a.name ?? "point(\(format(a.x)), \(format(a.y)))"
    }

    private func anchorPoint(_ node: YAMLNode, view: ViewID) -> AnchorIR? {
        guard let s = checker.scalarValue(node, "an anchor") else { return nil }
        let decl = checker.views[view.rawValue]
        if decl.isList {
            sink.error("anchor-form", "an anchor turns one view, and '\(decl.name)' is a list", at: s.range,
                       notes: [.init("give each cell its turn about its centre, or anchor the view that holds them")])
            return nil
        }
        let text = s.value
        if !text.contains("(") {
            if let n = AnchorIR.named.first(where: { $0.name == text }) { return AnchorIR(view: view, x: n.x, y: n.y, range: s.range) }
            reader.reportUnknown(text, kind: "anchor", in: "this track", candidates: AnchorIR.named.map(\.name), at: s.range,
                                 code: "anchor-form", listsAll: true)
            return nil
        }
        guard let e = checker.expression(node, expected: .point, scope: scope, what: "an anchor") else { return nil }
        guard case .point(let ex, let ey) = e.kind, let x = ConstantFolder.number(ex), let y = ConstantFolder.number(ey),
              x.isFinite, y.isFinite else {
            sink.error("anchor-form", "an anchor is a constant point in the view's own unit square", at: s.range,
                       notes: [.init("point(0, 0.5) is the middle of the leading edge, point(0.5, 0.5) the centre; or a name: \(AnchorIR.named.map(\.name).joined(separator: ", "))")])
            return nil
        }
        return AnchorIR(view: view, x: x, y: y, range: s.range)
    }

    /// An anchored view's `center` or `frame` animated in the branch.
    func checkAnchoredViewsStay(_ anchors: [AnchorIR], _ tracks: [TrackIR]) {
        guard !anchors.isEmpty else { return }
        for track in tracks where anchors.contains(where: { $0.view == track.view }) {
            let moves: Bool
            switch track.content {
            case .values(let targets): moves = targets.contains { $0.property == .center || $0.property == .frame }
            case .keyframes(let frames, _): moves = frames.contains { $0.values.contains { $0.property == .center || $0.property == .frame } }
            }
            guard moves else { continue }
            let name = checker.views[track.view.rawValue].displayName(in: operation)
            sink.error("anchor-moves", "'\(name)' turns about an anchor in this branch and cannot move", at: movingRange(track),
                       notes: [.init("move it with a translation in its transform (translate(x, y) or translate3d), which turns about the anchor too")])
        }
    }

    private func movingRange(_ track: TrackIR) -> SourceRange {
        switch track.content {
        case .values(let targets):
            return targets.first { $0.property == .center || $0.property == .frame }?.range ?? track.range
        case .keyframes: return track.range
        }
    }
}
