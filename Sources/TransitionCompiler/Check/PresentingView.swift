/// The presenting view in a custom modal presentation (`presentation:`).
///
/// UIKit keeps the presenting view controller's view in the window, behind the container, for
/// the whole presentation: `UIPresentationController.shouldRemovePresentersView` is `false` by
/// default (Apple documents it: developer.apple.com/documentation/uikit/uipresentationcontroller/
/// shouldremovepresentersview), and the transition context's `view(forKey: .from)` is nil on
/// present because the animator does not manage that view (the symbol's page only says "nil if
/// the view could not be found"; the generated code never relies on it). It is on screen all the same, so it and the subviews its
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

extension PresentingView {
    /// The presenting view stays on screen during a custom dismissal as `present` left it: a
    /// property `present` changes (a sheet's scale, a side menu's offset) that `dismiss` neither
    /// animates nor sets, and `present`'s own `finish` does not set back, stays changed until the
    /// dismissal ends, when the presentation controller puts it back at once
    /// (`TransitionIR.outlivingProperties`). A warning at the change, with the dismissal it concerns.
    static func checkRestored(_ branches: [Operation: BranchIR], checker: TransitionChecker, dismissKey: SourceRange?) {
        guard checker.context == .modal, checker.hasCustomPresentation, let present = branches[.present] else { return }
        let views = checker.views
        func onPresenting(_ v: ViewID) -> Bool { isOnScreen(v, views: views, customPresentation: true) }
        struct Key: Hashable { var view: ViewID; var property: Property }
        func touched(_ steps: [StepIR]) -> Set<Key> {
            Set(steps.compactMap { s in if case .set(let v, let p, _) = s.kind, onPresenting(v) { return Key(view: v, property: p) } else { return nil } })
        }
        var changed: [(Key, SourceRange)] = []
        var seen = Set<Key>()
        for s in present.setup {
            if case .set(let v, let p, _) = s.kind, onPresenting(v), seen.insert(Key(view: v, property: p)).inserted { changed.append((Key(view: v, property: p), s.range)) }
        }
        for t in present.tracks where onPresenting(t.view) {
            for p in t.properties where seen.insert(Key(view: t.view, property: p)).inserted { changed.append((Key(view: t.view, property: p), t.range)) }
        }
        let reset = touched(present.finish)
        let dismiss = branches[.dismiss]
        var restored = Set<Key>()
        if let dismiss {
            restored = touched(dismiss.setup).union(touched(dismiss.finish))
            for t in dismiss.tracks where onPresenting(t.view) { for p in t.properties { restored.insert(Key(view: t.view, property: p)) } }
        }
        // A shadow the dismissal fades out (opacity back to 0, CALayer's default) hides its radius, offset and colour.
        let shadowHidden = dismiss.map { d in Set(changed.map(\.0.view).filter { endsWithoutShadow($0, in: d) }) } ?? []
        for (key, range) in changed where !reset.contains(key) && !restored.contains(key) {
            if shadowHidden.contains(key.view), [.shadowRadius, .shadowOffset, .shadowColor].contains(key.property) { continue }
            let name = key.view == .sourceRoot ? "presenting" : views[key.view.rawValue].name
            let how = dismiss == nil ? "UIKit's own dismissal does not put it back" : "'dismiss' neither animates nor sets it"
            // The presentation controller puts it back when the dismissal ends (TransitionIR.outlivingProperties):
            // not animated, a jump after the dismissal's animation.
            checker.sink.warning("presenting-not-restored", "'\(name).\(key.property.rawValue)' is not animated back: it jumps back only when the dismissal ends",
                                 at: range, notes: [.init("a custom presentation keeps the presenting view on screen, and \(how)", at: dismissKey),
                                                    .init("animate it back in 'dismiss', or write 'dismiss: reverse present'")])
        }
    }
}

extension PresentingView {
    /// Whether `branch` leaves `view`'s shadow opacity at the constant 0 (`BranchIR.valueLeft`).
    static func endsWithoutShadow(_ view: ViewID, in branch: BranchIR) -> Bool {
        guard let last = branch.valueLeft(on: view, .shadowOpacity), case .number(let n) = last.kind else { return false }
        return n == 0
    }

    /// The generated presentation controller clips a rounded presenting view (`masksToBounds`,
    /// continuous corners) while presented, so its content follows the rounded corners; clipping
    /// would also hide the view's own shadow, so a presenting view given both a corner radius and a
    /// shadow is not clipped (Docs/EMIT-SWIFT.md, "The presentation controller"). A warning at the
    /// shadow, so the spec's author knows why the corners are not clean.
    static func checkClipping(_ branches: [Operation: BranchIR], checker: TransitionChecker) {
        guard checker.context == .modal, checker.hasCustomPresentation else { return }
        let shadows: Set<Property> = [.shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset]
        var rounded = false
        var shadow: (Property, SourceRange)?
        for op in [Operation.present, .dismiss] {
            guard let branch = branches[op] else { continue }
            for s in branch.setup {
                guard case .set(.sourceRoot, let p, _) = s.kind else { continue }
                if p == .cornerRadius { rounded = true }
                if shadows.contains(p), shadow == nil { shadow = (p, s.range) }
            }
            for t in branch.tracks where t.view == .sourceRoot {
                for p in t.properties {
                    if p == .cornerRadius { rounded = true }
                    if shadows.contains(p), shadow == nil { shadow = (p, t.range) }
                }
            }
        }
        guard rounded, let (property, range) = shadow else { return }
        checker.sink.warning("presenting-shadow-unclipped",
                             "the presenting view is rounded and has a shadow ('presenting.\(property.rawValue)'): its content is not clipped to the rounded corners",
                             at: range, notes: [.init("the presentation controller clips a rounded presenting view (masksToBounds), which would hide its shadow"),
                                                .init("give the shadow to a view behind the presenting view, or leave the presenting view square")])
    }
}
