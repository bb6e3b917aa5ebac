import Testing

// What the generated delegates answer UIKit (issue 11): `appliesTo` is pushing TO the class and
// popping FROM it (item 6); no animator unless both sides provide the views the branch needs, the
// participant of a container found through its visible child (item 5); no tab selection while a
// tab transition runs (item 7). Scenarios: DelegateRules.swift.
@MainActor
@Suite(.serialized) struct DelegateRulesTests {
    @Test func appliesToIsPushToAndPopFrom() {
        #expect(DelegateScenarios.appliesTo() == [true, false, true, false],
                "[push to Detail, push from Detail, pop from Detail, pop to Detail]")
    }

    @Test func noAnimatorWithoutBothSidesViews() {
        #expect(DelegateScenarios.missingConformance() == [false, false, true, false, false, true, false, true],
                "[zoom push from plain, zoom pop to plain, zoom push, card present plain, card dismiss plain, card present, tab to plain, tab from search]")
    }

    @Test func aParticipantInsideAContainerTakesPart() {
        #expect(DelegateScenarios.containerParticipant() == [true, true, true], "[animates, title faded by setup, completed]")
    }

    @Test func noTabSelectionWhileATabTransitionRuns() {
        #expect(DelegateScenarios.tabSelectionDuringATransition() == [true, false, true], "[before, during, after]")
    }
}
