/// The presenting view in a custom modal presentation (`presentation:`).
///
/// UIKit keeps the presenting view controller's view in the window, behind the container, for
/// the whole presentation: `UIPresentationController.shouldRemovePresentersView` is `false` by
/// default, and the transition context's `view(forKey: .from)` is nil on present because the
/// animator does not manage that view. It is on screen all the same, so it and the subviews its
/// view controller provides can be animated and set (a sheet shrinks it, a side menu slides it
/// aside), though never inserted or removed. Its geometry is in its superview's space, which
/// covers the window as the container does (Docs/LANGUAGE.md, "The presenting view").
///
/// A full-screen presentation (no `presentation:`) is different: UIKit removes the presenting
/// view once `present` ends, so on `dismiss` it is not on screen until the branch inserts it.
enum PresentingView {
    /// True for the presenting root and its provided views when a custom presentation keeps them
    /// on screen.
    static func isOnScreen(_ id: ViewID, views: [ViewDecl], customPresentation: Bool) -> Bool {
        guard customPresentation, views.indices.contains(id.rawValue) else { return false }
        switch views[id.rawValue].kind {
        case .root(.source), .provided(.source, _): return true
        default: return false
        }
    }

    /// For a track on the presenting view (or one of its provided views) that is not on screen in
    /// a modal transition without `presentation:`: the message and notes of
    /// `presenting-needs-presentation`. Nil for any other view.
    static func withoutPresentation(_ id: ViewID, op: Operation, checker: TransitionChecker) -> (String, [Diagnostic.Note])? {
        let views = checker.views
        guard checker.context == .modal, !checker.hasCustomPresentation, views.indices.contains(id.rawValue) else { return nil }
        let root = ViewID.sourceRoot
        let rootName = views[root.rawValue].displayName(in: op)
        let other = views[ViewID.destinationRoot.rawValue].displayName(in: op)
        let subject: String
        switch views[id.rawValue].kind {
        case .root(.source): subject = "'\(rootName)' (the presenting view) is animated"
        case .provided(.source, _): subject = "'\(views[id.rawValue].name)' (a subview of the presenting view) is animated"
        default: return nil
        }
        return ("\(subject) but is not on screen in '\(op.rawValue)'",
                [.init("without 'presentation:', the presentation is full screen and UIKit removes the presenting view when 'present' ends"),
                 .init("add 'presentation:' to keep it on screen behind the presented view (a sheet, a side menu), or insert it first: '- insert: \(rootName) below \(other)'")])
    }
}
