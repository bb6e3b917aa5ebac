/// The views that outlive a custom presentation (Docs/LANGUAGE.md, "After a dismissal"): the
/// presenting view, which UIKit keeps in the window behind the container, the presented
/// view, whose view controller the app may keep, and the views their view controllers provide. When the presentation ends (a completed
/// dismissal, a presentation that did not complete) each gets back the values it had when the
/// presentation began, for every property a played branch writes on it, frames (centre and size too) excepted (UIKit
/// and the app's layout own them; masks and blur do not apply to a root). Both backends follow
/// this one list: the interpreter at the end of a completed dismissal, the generated presentation
/// controller on every end.
extension TransitionIR {
    /// The properties put back on `root` (`.sourceRoot`: presenting, `.destinationRoot`:
    /// presented, or a view one of their view controllers provides), transforms first (the others are put back on an untransformed view), then in
    /// `Property` order. Empty unless the transition is modal with `presentation:`.
    public func outlivingProperties(of root: ViewID) -> [Property] {
        guard context == .modal, presentation != nil, views.indices.contains(root.rawValue) else { return [] }
        switch views[root.rawValue].kind {
        case .root: break
        case .provided where !views[root.rawValue].isList: break
        default: return []
        }
        var written = Set<Property>()
        for operation in operations {
            for branch in operation.playedBranches {
                for step in branch.cancel {
                    if case .restore(root, let p) = step.kind { written.insert(p) }
                }
            }
        }
        return written.filter { ![.frame, .center, .size, .mask, .blur].contains($0) }
            .sorted { ($0 == .transform ? -1 : $0.index) < ($1 == .transform ? -1 : $1.index) }
    }

    /// Whether the generated presentation controller clips the presenting view while presented
    /// (`masksToBounds`, continuous corners: Docs/EMIT-SWIFT.md, "The presentation controller"):
    /// when a branch rounds it and none gives it a shadow, which clipping would hide. Both
    /// backends follow it (the preview shows the presenting view's corner curve from the
    /// presentation's start to its end).
    public var clipsPresentingView: Bool {
        let written = outlivingProperties(of: .sourceRoot)
        return written.contains(.cornerRadius) && !written.contains { [.shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset].contains($0) }
    }

    /// The provided views (not lists) that get something back, in declaration order.
    public var outlivingProvidedViews: [ViewID] {
        views.filter { if case .provided = $0.kind { return !$0.isList } else { return false } }.map(\.id)
            .filter { !outlivingProperties(of: $0).isEmpty }
    }
}

extension TransitionIR {
    /// The transform the presenting view rests at once presented, when it depends on the
    /// container's size and on nothing else (the side menu's `translate(container.width * 0.8, 0)`):
    /// after a size change while presented, the presentation controller writes it anew for the
    /// new size, where putting back the old value would leave the screen pushed aside by the old
    /// width. nil when the present branch does not transform the presenting view, when the
    /// value it rests at is constant (put back as it was) or reads another view, or when the view
    /// is transformed in 3-D.
    public var presentingTransformBySize: Expr? {
        guard context == .modal, presentation != nil, !transform3DViews.contains(.sourceRoot),
              let branch = operation(.present)?.branch else { return nil }
        guard let value = branch.valueLeft(on: .sourceRoot, .transform), value.readsViews, !value.anyViewRead({ id, _ in id != .container }) else { return nil }
        return value
    }
}
