import TransitionCompiler

/// `relayout: true` (Docs/LANGUAGE.md, "Position and size apart"; Docs/EMIT-SWIFT.md,
/// "Re-layout"): an app view whose size the branch animates lays its subviews out in every
/// frame. UIView.h: `layoutIfNeeded` lays out "immediately" when a layout is pending (a new
/// bounds size sets one); called inside an animation block, the subviews' new frames animate
/// with the block, so Auto Layout content follows the size on the size's own curve.
///
///     animator2.addAnimations {
///         presentedView.bounds.size = presentedSizeEnd
///         presentedView.layoutIfNeeded()
///     }
///
/// Once after step 3 too (outside any block), so the animation starts from a layout at the
/// start size, not from whatever layout the view last had.
extension BranchLowering {
    /// `view.layoutIfNeeded()` to follow statements writing `properties` of `view`, when the
    /// branch relays `view` out and one of them is its size; else nothing.
    func relayout(_ view: ViewID, writing properties: some Sequence<Property>) -> [SwiftStmt] {
        guard branch.relayout.contains(view), properties.contains(where: { $0 == .frame || $0 == .size }) else { return [] }
        return [.send(viewName(view), "layoutIfNeeded", nil)]
    }

    /// The relaid views whose size a group's own block writes (tracks of values, not keyframes
    /// or steps, which lay out inside each keyframe's block), in the branch's order.
    func relayoutInBlock(_ group: AnimatorGroup) -> [SwiftStmt] {
        guard !branch.relayout.isEmpty else { return [] }
        var out: [SwiftStmt] = []
        for view in branch.relayout {
            let writes = group.tracks.contains { i in
                guard branch.tracks.indices.contains(i), branch.tracks[i].view == view,
                      case .values = branch.tracks[i].content, !isSteps(branch.tracks[i]) else { return false }
                return branch.tracks[i].animates(.frame) || branch.tracks[i].animates(.size)
            }
            if writes { out.append(.send(viewName(view), "layoutIfNeeded", nil)) }
        }
        return out
    }

    /// After step 3: every relaid view laid out at its start size, outside any animation.
    func relayoutAtStart() -> [SwiftStmt] {
        branch.relayout.map { .send(viewName($0), "layoutIfNeeded", nil) }
    }
}
