import AnimatorCore
import TransitionCompiler

/// Presentation chrome in the preview (IR/Chrome.swift): placed as the generated presentation
/// controller places it when the presentation begins, removed when the presentation ends.
extension SceneBuilder {
    /// Puts each chrome view in the container: `below` ones at the bottom, under the dimming view,
    /// in the order written; `above` ones on top, drawn above every view the transition adds
    /// (`layer.zPosition` 1). A snapshot of the presenting screen shows it as it is now.
    static func placeChrome(_ t: TransitionIR, in scene: inout Scene, evaluator ev: Evaluator, dark: Bool) {
        guard t.context == .modal, let presentation = t.presentation else { return }
        var below = 0
        for c in presentation.chrome where scene.contains(c.view) {
            // The value rule, then the mirror, as the generated presentation controller.
            let frame = c.frame.map { ev.written(.frame, ev.value($0, in: scene)).rect } ?? scene.bounds
            var props = ViewProps(frame: frame, color: Color((c.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)).resolved(dark: dark)))
            switch c.kind {
            case .view: break
            case .grabber:
                props.cornerRadius = frame.height / 2
                props.cornerCurve = .continuous
            case .snapshotOfPresenting:
                if scene.contains(.sourceRoot) {
                    let src = scene[.sourceRoot]
                    props.color = src.props.color
                    props.cornerRadius = src.props.cornerRadius
                    if scene[c.view].label == nil { scene[c.view].label = src.label }
                    if scene[c.view].image == nil { scene[c.view].image = src.image }
                }
            }
            if c.place == .above { props.zIndex = 1 }
            scene[c.view].props = props
            scene.insert(c.view, .top)
            if c.place == .below {
                var kids = scene[.container].children
                kids.removeAll { $0 == c.view }
                kids.insert(c.view, at: below)
                scene[.container].children = kids
                below += 1
            }
        }
    }
}

extension Run {
    /// A completed dismissal, or a presentation that did not complete: the controller removes its chrome.
    mutating func removeChrome() {
        guard t.context == .modal, let presentation = t.presentation else { return }
        for c in presentation.chrome where scene.contains(c.view) { scene.detach(c.view) }
    }

    /// The end of a presentation, completed dismissal or presentation that did not complete (the
    /// generated `dismissalTransitionDidEnd(true)` and `presentationTransitionDidEnd(false)`; Apple's
    /// page of the latter: "if the completed parameter is false, … remove your presentation's
    /// custom views"): the presenting view's corners and place put back, the dimming view and
    /// the chrome removed.
    mutating func endPresentation() {
        restorePresentingCorners()
        returnPresentingView()
        for decl in t.views where scene.contains(decl.id) { if case .dimming = decl.kind { scene.detach(decl.id) } }
        removeChrome()
    }
}
