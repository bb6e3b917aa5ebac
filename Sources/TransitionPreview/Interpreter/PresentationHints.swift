import TransitionCompiler

/// What renderers need beyond the container's contents, so a preview looks like the device.
enum PresentationHints {
    static func apply(to timeline: inout Timeline, transition t: TransitionIR) {
        // A custom presentation leaves the presenting view in the window, under the container:
        // draw it as a backdrop (its `inHierarchy` stays false: it is not in the container).
        var backdrop: String?
        if t.context == .modal, t.presentation != nil {
            backdrop = t.view(.sourceRoot).displayName(in: timeline.operation)
        }
        // The dimming view is chrome, not content: no label.
        let dimming = t.presentation?.dimming.map { t.view($0.view).displayName(in: timeline.operation) }
        func mark(_ states: inout ViewStates) {
            if let backdrop, var v = states[backdrop] {
                v.backdrop = true
                states[backdrop] = v
            }
            if let dimming, var v = states[dimming], v.label == nil {
                v.label = ""
                states[dimming] = v
            }
        }
        mark(&timeline.before)
        mark(&timeline.after)
        for i in timeline.frames.indices { mark(&timeline.frames[i].views) }
    }
}
