/// The views that outlive a custom presentation (Docs/LANGUAGE.md, "After a dismissal"): the
/// presenting view, which UIKit keeps in the window behind the container, and the presented
/// view, whose view controller the app may keep. When the presentation ends (a completed
/// dismissal, a presentation that did not complete) each gets back the values it had when the
/// presentation began, for every property a played branch writes on it, frames excepted (UIKit
/// and the app's layout own them; masks and blur do not apply to a root). Both backends follow
/// this one list: the interpreter at the end of a completed dismissal, the generated presentation
/// controller on every end.
extension TransitionIR {
    /// The properties put back on `root` (`.sourceRoot`: presenting, `.destinationRoot`:
    /// presented), transforms first (the others are put back on an untransformed view), then in
    /// `Property` order. Empty unless the transition is modal with `presentation:`.
    public func outlivingProperties(of root: ViewID) -> [Property] {
        guard context == .modal, presentation != nil, root == .sourceRoot || root == .destinationRoot else { return [] }
        var written = Set<Property>()
        for operation in operations {
            for branch in operation.playedBranches {
                for step in branch.cancel {
                    if case .restore(root, let p) = step.kind { written.insert(p) }
                }
            }
        }
        return written.filter { ![.frame, .center, .mask, .blur].contains($0) }
            .sorted { ($0 == .transform ? -1 : $0.index) < ($1 == .transform ? -1 : $1.index) }
    }
}
