import TransitionCompiler

/// What renderers need beyond the container's contents, so a preview looks like the device.
enum PresentationHints {
    static func apply(to timeline: inout Timeline, transition t: TransitionIR) {
        // A custom presentation leaves the presenting view in the window, under the container:
        // draw it as a backdrop (its `inHierarchy` stays false: it is not in the container).
        // The subviews its view controller provides are drawn with it.
        var backdrop: Set<String> = []
        if t.context == .modal, t.presentation != nil {
            for decl in t.views {
                switch decl.kind {
                case .root(.source), .provided(.source, _): backdrop.insert(decl.displayName(in: timeline.operation))
                default: break
                }
            }
        }
        // The dimming view is chrome, not content: no label.
        // So are chrome views, but a snapshot of the screen, which shows the screen's label.
        let unlabelled = (t.presentation?.dimming.map { [$0.view] } ?? [])
            + (t.presentation?.chrome ?? []).filter { $0.kind != .snapshotOfPresenting }.map(\.view)
        let names = unlabelled.map { t.view($0).displayName(in: timeline.operation) }
        func mark(_ states: inout ViewStates) {
            for name in backdrop {
                if var v = states[name] {
                    v.backdrop = true
                    states[name] = v
                }
            }
            for name in names {
                if var v = states[name], v.label == nil {
                    v.label = ""
                    states[name] = v
                }
            }
        }
        mark(&timeline.before)
        mark(&timeline.after)
        for i in timeline.frames.indices { mark(&timeline.frames[i].views) }
    }
}
