import Testing

// The system back-swipe survives a generated navigation delegate (issue 11, item 4): an edge
// swipe pops on every screen but the root, with the spec's interactive pop where one applies and
// UIKit's own elsewhere; exactly one recognizer begins. Scenarios: BackSwipe.swift.
@MainActor
@Suite(.serialized) struct BackSwipeTests {
    @Test func anEdgeSwipePopsEverywhereButTheRoot() {
        let swipes = BackSwipeScenarios.swipes()
        // [at the root, two screens, DetailViewController on top]
        #expect(swipes["photo-zoom"] == [[], ["system"], ["system"]])
        #expect(swipes["custom-push"] == [[], ["system"], ["system"]])
        #expect(swipes["interactive-pop"] == [[], ["transition"], ["transition"]])
        #expect(swipes["skeleton-shimmer"] == [[], ["system"], ["system"]])
    }

    @Test func aCustomPopGivesWayToTheSystemBackSwipe() {
        let pops = BackSwipeScenarios.customPopDuringTheSystemBackSwipe()
        #expect(pops["photo-zoom"] == [true, false], "[button pop, back-swipe pop]")
        #expect(pops["custom-push"] == [true, false], "[button pop, back-swipe pop]")
    }
}
