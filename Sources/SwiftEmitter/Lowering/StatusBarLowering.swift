import TransitionCompiler

/// The status bar under a custom presentation (issue 29, item 13). Apple documents
/// (`modalPresentationCapturesStatusBarAppearance`) that control of the status bar's appearance
/// passes to a presented view controller only when it is presented full screen, unless this
/// property is true. A presented view that reaches the container's top edge, where the status bar
/// is drawn (a side menu, a sidebar), is what the user sees under it, so `prepare(_:)` hands it
/// the status bar; one that starts below it (a card, a sheet) leaves it to the presenting screen.
enum StatusBarLowering {
    /// True when the presented frame's top is the container's: no `frame:` (the container's
    /// bounds), or a `rect(…)` whose y is a constant at or above 0.
    static func reachesTop(_ presentation: PresentationIR) -> Bool {
        guard let frame = presentation.frame else { return true }
        if case .rect(_, let y, _, _) = frame.kind, case .number(let top) = y.kind { return top <= 0 }
        return false
    }

    /// What `prepare(_:)` adds.
    static func capture(_ ir: TransitionIR) -> [SwiftStmt] {
        guard let presentation = ir.presentation, reachesTop(presentation) else { return [] }
        return [
            .comment("The presented view is under the status bar: its view controller decides the bar's appearance."),
            .assign(SwiftExpr.id("viewController").dot("modalPresentationCapturesStatusBarAppearance"), .bool(true)),
        ]
    }
}
