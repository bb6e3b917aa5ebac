import Testing
import Foundation

// The generated presentation controllers as UIKit drives them (issue 29, items 4, 5, 6, 11, 13).
// Scenarios: ModalLifecycle.swift.
@MainActor
@Suite(.serialized) struct ModalLifecycleTests {
    nonisolated static let examples = ["card", "sheet", "sidebar", "side-menu"]

    /// Item 5: every dismissal the user starts goes through UIKit's rules (UIPresentationController.h):
    /// the delegate is asked, told before, and told after a completed dismissal; a refusal, by the
    /// delegate or by `isModalInPresentation`, is reported as an attempt and dismisses nothing.
    @Test(arguments: examples) func userDismissalsFollowUIKitsContract(_ example: String) throws {
        var actions = ["pan", "escape"]
        if example != "card" { actions.append("tap") }  // card has no tap to dismiss
        for action in actions {
            let escaped = action == "escape" ? ["escape true"] : []
            let refusedEscape = action == "escape" ? ["escape false"] : []
            #expect(ModalLifecycleScenarios.contract(example, action) == ["should", "will", "dismiss"] + escaped + ["did"], "\(example) \(action)")
            #expect(ModalLifecycleScenarios.contract(example, action, allows: false) == ["should", "attempt"] + refusedEscape, "\(example) \(action) refused")
            #expect(ModalLifecycleScenarios.contract(example, action, modal: true) == ["attempt"] + refusedEscape, "\(example) \(action) modal in presentation")
        }
        // A dismissal in code is not the user's: the delegate hears nothing (the header: "not called if the
        // presentation is dismissed programatically").
        #expect(ModalLifecycleScenarios.contract(example, "code") == [])
    }

    /// Item 4: the pan begins only along the spec's axis, towards the dismissal (the sign of its distance,
    /// turned round right to left for x).
    @Test func dismissalPansBeginOnlyTowardsTheDismissal() {
        let down = CGPoint(x: 0, y: 600), up = CGPoint(x: 0, y: -600), right = CGPoint(x: 600, y: 0), left = CGPoint(x: -600, y: 0)
        let diagonal = CGPoint(x: 500, y: 400)
        for example in ["card", "sheet"] {
            #expect(ModalLifecycleScenarios.panBegins(example, down) == true, "\(example) down")
            #expect(ModalLifecycleScenarios.panBegins(example, up) == false, "\(example) up")
            #expect(ModalLifecycleScenarios.panBegins(example, right) == false, "\(example) right")
        }
        #expect(ModalLifecycleScenarios.panBegins("sidebar", right) == true)
        #expect(ModalLifecycleScenarios.panBegins("sidebar", left) == false)
        #expect(ModalLifecycleScenarios.panBegins("sidebar", down) == false)
        #expect(ModalLifecycleScenarios.panBegins("sidebar", diagonal) == true)
        #expect(ModalLifecycleScenarios.panBegins("side-menu", left) == true)
        #expect(ModalLifecycleScenarios.panBegins("side-menu", right) == false)
        #expect(ModalLifecycleScenarios.panBegins("side-menu", up) == false)
        // Right to left the menu comes in from the right: it is dismissed to the right.
        #expect(ModalLifecycleScenarios.panBegins("side-menu", right, rightToLeft: true) == true)
        #expect(ModalLifecycleScenarios.panBegins("side-menu", left, rightToLeft: true) == false)
    }

    /// Item 4: while the dismissal runs, the scroll view stays at its top (its content does not scroll
    /// under the finger as well).
    @Test(arguments: ["card", "sheet"]) func theScrollViewIsHeldAtItsTopDuringTheDismissal(_ example: String) {
        #expect(ModalLifecycleScenarios.scrollViewDuringDismissal(example) == [-20, -20])
    }

    /// Item 6 and 13: the views that outlive the presentation come back, whichever way it ends.
    /// Issue 32, item 7: a menu below the presenting screen. The presentation controller moves the presenting
    /// view into the container when the presentation begins, and puts it back on every end in the superview it
    /// came from, at its index and its frame, before UIKit takes the container away (a presenting view left
    /// there would leave the window with it).
    @Test func thePresentingViewGoesBackWhereItWas() {
        let during = ["container 0 0.0,20.0 393.0x832.0", "menu below"]
        #expect(PresentingInContainerScenarios.placement("cancelled") == during + ["window 1 0.0,20.0 393.0x832.0"])
        #expect(PresentingInContainerScenarios.placement("dismissed") == during + ["container 1 0.0,20.0 393.0x832.0", "window 1 0.0,20.0 393.0x832.0"])
        #expect(PresentingInContainerScenarios.placement("torn down") == during + ["window 1 0.0,20.0 393.0x832.0"])
    }

    @Test func theOutlivingViewsComeBackOnEveryEnd() {
        #expect(ModalLifecycleScenarios.outlivingViews("sheet", "cancelled") == ["identity r0.0 a1.0", "identity r5.0 a1.0"])
        #expect(ModalLifecycleScenarios.outlivingViews("sheet", "dismissed") == ["identity r0.0 a1.0", "identity r5.0 a1.0"])
        // A size change while presented: no transform while UIKit resizes, the presented state after.
        #expect(ModalLifecycleScenarios.outlivingViews("sheet", "resized") == ["identity r12.0 a1.0", "transformed r12.0 a1.0"])
        // The side menu moves its presenting view but does not round it: the transform comes back, the corner
        // radius (set by the app, as far as the transition knows) is left alone.
        #expect(ModalLifecycleScenarios.outlivingViews("side-menu", "dismissed")?.first == "identity r12.0 a1.0")
    }

    /// Item 6: a transform that depends on the container's size (the side menu pushes its presenting screen
    /// aside by the menu's width, 0.8 of the container's) is written anew for the new size after a rotation,
    /// not put back as it was for the old one (the menu, 0.8 of the new width, would overlap or gap it).
    @Test func aSizeDependentPresentingTransformFollowsTheNewSize() throws {
        let ltr = try #require(ModalLifecycleScenarios.presentingTransformAfterResize("side-menu"))
        #expect(abs(ltr.tx - 852 * 0.8) < 1e-9 && ltr.a == 1 && ltr.d == 1)
        let rtl = try #require(ModalLifecycleScenarios.presentingTransformAfterResize("side-menu", rightToLeft: true))
        #expect(abs(rtl.tx + 852 * 0.8) < 1e-9 && rtl.a == 1 && rtl.d == 1)
        // The sheet's constant scale comes back as it was.
        let sheet = try #require(ModalLifecycleScenarios.presentingTransformAfterResize("sheet"))
        #expect(sheet.tx == (393 * 0.8))
    }

    /// Item 13: the views the presented view controller provides come back too (a kept card does not keep a
    /// transparent title).
    @Test func theProvidedViewsComeBackAfterTheDismissal() {
        #expect(ModalLifecycleScenarios.providedViewsAfterDismissal() == [1, 1])
    }

    /// Item 6: a rounded presenting view clips with continuous corners while presented, and not after.
    @Test func aRoundedPresentingViewClipsWhilePresented() {
        #expect(ModalLifecycleScenarios.presentingClips("sheet") == [true, true, false, false])
        // The side menu does not round its presenting view: nothing is clipped.
        #expect(ModalLifecycleScenarios.presentingClips("side-menu") == [false, false, false, false])
    }

    /// Item 13: a layout pass during an interactive dismissal leaves the presented view where the animator has it.
    @Test(arguments: examples) func layoutDuringTheDismissalLeavesThePresentedView(_ example: String) {
        #expect(ModalLifecycleScenarios.layoutDuringDismissal(example) == 0)
    }

    /// Item 11: VoiceOver does not reach the presenting screen while presented (it is not a sibling of the
    /// modal presented view), focus moves to the presented view, and both come back after the dismissal.
    @Test(arguments: examples) func voiceOverCoversThePresentingScreen(_ example: String) {
        #expect(ModalLifecycleScenarios.voiceOver(example) == [
            "before: reaches presenting true",
            "presented: reaches presenting false, posts [screenChanged(presented)]",
            "dismissed: reaches presenting true, posts [screenChanged(nil)]",
        ])
    }

    /// Item 13: a presentation that reaches the container's top edge (where the status bar is) hands the
    /// status bar's appearance to the presented view controller; one below it leaves it to the presenting one.
    @Test func theStatusBarGoesWithTheViewControllerUnderIt() {
        #expect(ModalLifecycleScenarios.capturesStatusBar("side-menu") == true)
        #expect(ModalLifecycleScenarios.capturesStatusBar("sidebar") == true)
        #expect(ModalLifecycleScenarios.capturesStatusBar("card") == false)
        #expect(ModalLifecycleScenarios.capturesStatusBar("sheet") == false)
    }
}
