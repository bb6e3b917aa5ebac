import Testing

// Reduce Motion's `system` and named branches at the generated delegate (issue 14); the
// crossfades are played frame by frame in DifferentialTests. Scenarios: DeviceSettingsHost.swift.
@MainActor
@Suite(.serialized) struct ReduceMotionTests {
    @Test func systemReturnsNilAndANamedBranchHasItsOwnDuration() {
        #expect(ReduceMotionScenarios.systemPopAndNamedPush() == ["animator", "nil", "reducesMotion=true duration=0.3", "reads=2"],
                "[pop off, pop on, push on, reads while on]")
    }
}
