@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for ContentGeometryTests (no `import Testing` here: see TapToDismiss.swift): the generated
// presentation controller of Examples/content-sheet.yaml as UIKit drives it when the presented view
// controller's preferredContentSize changes (Docs/LANGUAGE.md, "Content geometry").
@MainActor
enum ContentGeometryScenarios {
    /// The presented frame after each step: presented with a preferred height of 360, the content asks
    /// for 500 while presented at rest (then the layout pass UIKit runs), then for `.zero` (no
    /// preference), then for 300 during a dismissal (the animator owns the frame: the pass leaves it).
    /// Each entry: the frame, and whether the container was asked to lay out.
    static func sheetFrames() -> [(CGRect, Bool)]? {
        guard let e = PresentedExample.make("content-sheet") else { return nil }
        var out: [(CGRect, Bool)] = []
        func step(_ size: CGSize) {
            e.container.layoutRequested = false
            e.presented.preferredContentSize = size
            let requested = e.container.layoutRequested
            if requested { e.controller.containerViewWillLayoutSubviews() }   // the layout pass UIKit runs
            out.append((e.presented.view.frame, requested))
        }
        e.presented.preferredContentSize = CGSize(width: 0, height: 360)
        e.present()
        out.append((e.presented.view.frame, false))
        step(CGSize(width: 0, height: 500))
        step(.zero)
        e.controller.dismissalTransitionWillBegin()
        step(CGSize(width: 0, height: 300))
        return out
    }
}
