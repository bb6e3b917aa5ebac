import Testing
import Foundation

// Presentation chrome (issue 32, item 2) in the generated presentation controller, as UIKit drives it:
// made when the presentation begins, removed when it ends (Apple's pages of presentationTransitionWillBegin(),
// presentationTransitionDidEnd(_:) and dismissalTransitionDidEnd(_:)). Scenarios: ChromeLifecycle.swift.
// The animation itself is compared with the interpreter frame by frame (DifferentialTests: card-deck).
@MainActor
@Suite(.serialized) struct ChromeLifecycleTests {
    /// Below the dimming view in the order written; the grabber above every view the animator adds.
    @Test func theChromeIsInPlaceWhileAndOnlyWhilePresented() {
        #expect(ChromeLifecycleScenarios.contents(after: "presented") == ["backdrop", "screen", "dimming", "grabber^1", "presented"])
        #expect(ChromeLifecycleScenarios.contents(after: "dismissal-cancelled") == ["backdrop", "screen", "dimming", "grabber^1", "presented"])
        // A presentation that did not complete and a completed dismissal: the controller's views are gone
        // (the presented view is UIKit's to remove; here no animator runs).
        #expect(ChromeLifecycleScenarios.contents(after: "cancelled") == ["presented"])
        #expect(ChromeLifecycleScenarios.contents(after: "dismissed") == ["presented"])
    }

    /// At its frame (the grabber away from the origin), a capsule, a snapshot of the screen, decorative.
    @Test func theChromeAsThePresentationBegins() {
        #expect(ChromeLifecycleScenarios.chromeAtBegin() == [
            "backdrop 0.0,0.0 393.0x852.0 r0.0 touches false hidden true",
            "screen 0.0,0.0 393.0x852.0 r0.0 touches false hidden true",
            "grabber 178.5,66.0 36.0x5.0 r2.5 touches false hidden true",
            "screen shows presenting true",
            "presenting transform true",
        ])
    }

    /// A layout pass while presented at rest puts the chrome at its frame for the new size, by centre and
    /// bounds: the screen keeps the transform the presentation left.
    @Test func aSizeChangeLaysTheChromeOutAgain() {
        #expect(ChromeLifecycleScenarios.chromeAfterResize() == [
            "screen center 426.0,196.5 size 852.0x393.0 scaled 0.92",
            "grabber 408.0,66.0 36.0x5.0",
        ])
    }
}
