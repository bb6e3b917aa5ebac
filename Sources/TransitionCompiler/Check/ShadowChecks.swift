// A shadow a branch leaves on a screen (issue 29, item 9).

extension HierarchyValidator {
    /// A warning when a branch ends with a shadow on a view controller's root view: its last
    /// `shadowOpacity` (a finish step, else the latest track's end, else a setup step) is not 0.
    /// The screen then casts the shadow for the rest of its life, and a root view's shape follows
    /// its layout, so the generated code gives it no `shadowPath` once the transition is over:
    /// Core Animation renders such a shadow offscreen every frame (CALayer.h, `shadowPath`:
    /// "Specifying the path explicitly using this property will usually improve rendering
    /// performance"). The language's default, 0, and any constant 0 are fine.
    func checkShadowLeft(_ branch: BranchIR) {
        func isRoot(_ id: ViewID) -> Bool {
            if case .root = views[id.rawValue].kind { return true }
            return false
        }
        // Roots are two: a short list, not a map.
        var last: [(view: ViewID, value: Expr, end: Double)] = []
        func record(_ id: ViewID, _ e: Expr, end: Double) {
            if let i = last.firstIndex(where: { $0.view == id }) {
                if end >= last[i].end { last[i] = (id, e, end) }
            } else {
                last.append((id, e, end))
            }
        }
        for step in branch.setup { if case .set(let id, .shadowOpacity, let e) = step.kind, isRoot(id) { record(id, e, end: -1) } }
        branch.tracks.withUnsafeBufferPointer { tracks in
            for i in tracks.indices where isRoot(tracks[i].view) && tracks[i].content.animates(.shadowOpacity) {
                var end: Expr?
                switch tracks[i].content {
                case .values(let targets): end = targets.last { $0.property == .shadowOpacity }?.to
                case .keyframes(let frames, _): end = frames.last { $0.values.contains { $0.property == .shadowOpacity } }?.values.last { $0.property == .shadowOpacity }?.value
                }
                if let end { record(tracks[i].view, end, end: tracks[i].end) }
            }
        }
        for step in branch.finish { if case .set(let id, .shadowOpacity, let e) = step.kind, isRoot(id) { record(id, e, end: .infinity) } }
        for entry in last.sorted(by: { $0.view.rawValue < $1.view.rawValue }) where ConstantFolder.number(entry.value) != 0 {
            let name = views[entry.view.rawValue].displayName(in: branch.operation)
            sink.warning("shadow-left", "'\(name)' still casts a shadow when '\(branch.operation.rawValue)' ends",
                         at: entry.value.range,
                         notes: [.init("a screen's shadow has no path after the transition and is drawn offscreen every frame for the screen's life: add '\(name).shadowOpacity: 0' to finish")])
        }
    }
}
