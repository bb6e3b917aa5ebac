import Testing

// The generated `CoordinatedAnimatorGroup` keeps UIKit's state rules (issue 11, item 2): control
// calls reach only the parts UIKit accepts them on (the mirror's `UIViewPropertyAnimator` records
// every call UIKit would reject), and the group behaves as UIKit documents `UIViewAnimating`
// (https://developer.apple.com/documentation/uikit/uiviewanimating): `fractionComplete` "only
// while the animator is paused"; `finishAnimation(at:)` on a stopped animator; a stopped
// animator "cannot be started" (UIViewAnimatingState.stopped). Scenarios: CoordinatorRules.swift.
@MainActor
@Suite(.serialized) struct CoordinatorRulesTests {
    /// No retain cycle: a part's completion closure names its part by index, not by the part
    /// (which holds the animator that keeps the closure).
    @Test func abandonedTransitionFreesItsAnimators() {
        #expect(CoordinatorScenarios.animatorsAliveAfterAbandonedPause() == 0)
    }

    @Test func stopAndFinishReachOnlyTheActiveParts() {
        let o = CoordinatorScenarios.stopAndFinishAfterAPartCompleted()
        #expect(o.violations.isEmpty, "UIKit would raise: \(o.violations)")
        #expect(o.states == ["stopped", "inactive"])
        #expect(o.completions == ["current"])
    }

    @Test func fractionCompleteIsIgnoredWhileRunning() {
        let o = CoordinatorScenarios.fractionWhileRunning()
        #expect(o.violations.isEmpty, "UIKit would raise: \(o.violations)")
        #expect(o.fractions.count == 1 && abs(o.fractions[0] - 0.1 / 0.6) < 1e-9, "\(o.fractions)")
    }

    @Test func fractionCompleteScrubsWhilePaused() {
        let o = CoordinatorScenarios.fractionWhilePaused()
        #expect(o.violations.isEmpty, "UIKit would raise: \(o.violations)")
        #expect(o.fractions == [0.5])
        #expect(o.states == ["active paused"])
    }

    @Test func pauseOnAStoppedGroupIsANoOp() {
        let o = CoordinatorScenarios.pauseWhenStopped()
        #expect(o.violations.isEmpty, "UIKit would raise: \(o.violations)")
        #expect(o.states == ["stopped", "inactive"])
        #expect(o.completions == ["end"])
    }

    @Test func stopWithoutFinishingLeavesItInactiveAndSilent() {
        let o = CoordinatorScenarios.stopWithoutFinishing()
        #expect(o.violations.isEmpty, "UIKit would raise: \(o.violations)")
        #expect(o.states == ["inactive", "inactive"])
        #expect(o.completions.isEmpty)
    }

    @Test func addAnimationsRunsFromNowEvenInsideThePrimaryDelay() throws {
        let o = CoordinatorScenarios.alongsideDuringThePrimaryDelay()
        #expect(o.violations.isEmpty, "UIKit would raise: \(o.violations)")
        #expect(o.values.count == 2)
        #expect(o.values.first.map { $0 < 1 } == true, "at 40 ms the alongside animation has begun: \(o.values)")
        #expect(o.values.last == 0)
        let end = try #require(o.completedAt)
        #expect(abs(end - 0.35) < 1e-9, "the group completes with the transition: \(end)")
    }
}
