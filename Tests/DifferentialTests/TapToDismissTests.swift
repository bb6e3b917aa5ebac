import Testing

/// `dimming: tapToDismiss`: a tap on the dimming view dismisses the presented view controller.
/// The target-action wiring needs the Objective-C runtime (`#selector`), so on Linux the test
/// runs what the action calls; that method is type-checked and run here.
@MainActor
@Suite(.serialized) struct TapToDismissTests {
    @Test func sidebarTapOnDimmingDismisses() throws {
        let result = try #require(sidebarDismissalsAroundDimmingTap(), "Sidebar's presentation controller")
        #expect(result.before.isEmpty)
        #expect(result.after == [true])
    }
}
