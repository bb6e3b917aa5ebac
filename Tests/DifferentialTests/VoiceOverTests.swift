import Testing

// VoiceOver and the generated presentation controllers (issue 14): the presented view is modal
// for accessibility, and the escape gesture dismisses the presentation, on every presentation
// example, including card, which only a drag dismisses otherwise. Scenarios: DeviceSettingsHost.swift.
@MainActor
@Suite(.serialized) struct VoiceOverTests {
    @Test(arguments: ["card", "sidebar", "sheet", "side-menu", "card-deck"])
    func escapeDismissesThePresentation(_ example: String) {
        #expect(VoiceOverScenarios.escape(example) == [
            "modal false -> true", "escape true, dismissals 1", "escape outside false", "VoiceOver stays in the presented view: true",
        ])
    }
}
