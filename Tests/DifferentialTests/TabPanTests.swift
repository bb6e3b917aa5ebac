import Testing

// The tab pan `install(on:)` owns (issue 33, item 6): one recognizer on the tab bar controller's
// view, the finger picks the move (towards the leading edge the next tab, towards the trailing
// edge the previous one; right to left the other way round). Scenarios: TabPan.swift; the moves
// themselves are played frame by frame in DifferentialTests (tab-swipe's interactive cases).
@MainActor
@Suite(.serialized) struct TabPanTests {
    @Test func installPutsOnePanOnTheTabBarController() {
        #expect(TabPanScenarios.pansOnTheView() == [1, 1], "[installed, installed again: the first pan removed]")
    }

    @Test func theFingerPicksTheTab() {
        let left = TabPanScenarios.pan(dx: -20), right = TabPanScenarios.pan(dx: 20)
        #expect(left.begins && left.selectedIndex == 2, "towards the leading edge: the next tab")
        #expect(right.begins && right.selectedIndex == 0, "towards the trailing edge: the previous tab")
    }

    @Test func rightToLeftTheOrderTurnsRound() {
        let left = TabPanScenarios.pan(dx: -20, rightToLeft: true), right = TabPanScenarios.pan(dx: 20, rightToLeft: true)
        #expect(right.begins && right.selectedIndex == 2, "right to left the leading edge is the right one")
        #expect(left.begins && left.selectedIndex == 0)
    }

    @Test func noPanPastTheEndsNorMostlyVertical() {
        #expect(!TabPanScenarios.pan(dx: 20, selected: 0).begins, "no tab before the first")
        #expect(TabPanScenarios.pan(dx: 20, selected: 0).selectedIndex == 0)
        #expect(!TabPanScenarios.pan(dx: -20, selected: 2).begins, "no tab after the last")
        #expect(!TabPanScenarios.pan(dx: -20, dy: 40).begins, "a mostly vertical pan is the content's")
    }
}
