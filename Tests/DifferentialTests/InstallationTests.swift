import Testing

// One line to wire a transition up (issue 11, item 8): `install(on:)` keeps the delegate alive as
// long as its controller and forwards to the app's previous delegate what the transition does not
// answer. Scenarios: Installation.swift.
@MainActor
@Suite(.serialized) struct InstallationTests {
    @Test func navigationInstallKeepsAliveAndForwards() {
        #expect(InstallationScenarios.navigation() == [true, true, true, true, true, true, true],
                "[alive, ours, the app's, UIKit's, app asked twice, reinstall keeps the app's, released with its controller]")
    }

    @Test func tabInstallForwardsShouldSelect() {
        #expect(InstallationScenarios.tab() == [true, false])
    }
}
