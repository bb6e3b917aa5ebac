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

    /// Issue 29, item 1: the app's delegate hears what UIKit tells the controller's delegate, from
    /// methods the generated class implements (no forwarding proxy), and nothing once it is freed.
    @Test func theAppsNavigationDelegateHearsWhatIsShown() {
        let heard = InstallationScenarios.navigationShowing()
        let expected = ["willShow PlainController", "didShow PlainController", "willShow PlainController", "didShow PlainController"]
        for name in ["photo-zoom", "custom-push", "interactive-pop", "skeleton-shimmer"] {
            #expect(heard[name] == [expected, []], "\(name): [heard, after it was freed]")
        }
    }

    @Test func theAppsTabDelegateHearsSelectionsAndCustomizing() {
        #expect(InstallationScenarios.tabTelling() == ["didSelect", "willBegin", "willEnd true", "didEnd false"])
    }

    /// Issue 29, item 13: installing does not load the navigation controller's view, and the
    /// wiring waits for it instead of being lost.
    @Test func installBeforeTheViewLoads() {
        let result = InstallationScenarios.installBeforeTheViewLoads()
        #expect(result["photo-zoom"] == ["unloaded true", "wired true", "system"])
        #expect(result["custom-push"] == ["unloaded true", "wired true", "system"])
        #expect(result["interactive-pop"] == ["unloaded true", "wired true", "transition"])
        #expect(result["skeleton-shimmer"] == ["unloaded true", "wired true", "system"])
    }
}
