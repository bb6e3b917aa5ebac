/// A presented view below the presenting one (Docs/LANGUAGE.md, "Below the presenting view").
///
/// With `presentation:`, UIKit leaves the presenting view where it is, in the window behind the
/// container (`UIPresentationController.shouldRemovePresentersView` is false, and the context's
/// `view(forKey:)` is nil for it: "the animator should not manipulate the associated view
/// controller's view", UIViewControllerTransitioning.h), so every view of the container is drawn
/// over it. A present whose setup places a view against `presenting` (`- insert: presented below
/// presenting`) asks for it in the container: the presentation controller moves it there when the
/// presentation begins, as UIKit's own full-screen presentation controller does ("temporarily
/// relocates the presenting view controller's view to the presentation controller's
/// containerView", Apple's CustomTransitions sample), and puts it back in its superview, at its
/// index, when the presentation ends (a completed dismissal, a presentation that did not
/// complete), before UIKit takes the container out of the window.
extension BranchIR {
    /// Whether a setup step places a view just above or below `view`.
    public func placesAgainst(_ view: ViewID) -> Bool {
        setup.contains { step in
            switch step.kind {
            case .insert(_, .above(view)), .insert(_, .below(view)): return true
            default: return false
            }
        }
    }
}

extension TransitionIR {
    /// Whether the presenting view is in the container from the presentation's start to its end:
    /// a modal transition with `presentation:` whose present (the branch written for it, not its
    /// Reduce Motion form) places a view against `presenting`. Both backends and the checker
    /// (`TransitionChecker.presentingInContainer`, from the written branch) follow this one rule.
    public var presentingInContainer: Bool {
        guard context == .modal, presentation != nil, let present = operation(.present)?.branch else { return false }
        return present.placesAgainst(.sourceRoot)
    }
}
