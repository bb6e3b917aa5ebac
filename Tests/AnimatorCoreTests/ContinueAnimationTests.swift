import Testing
@testable import AnimatorCore

/// `continueAnimation(withTimingParameters:durationFactor:)`: UIKit multiplies the original
/// duration by the factor; 0 is this core's "remaining time".
@Suite struct ContinueDurationTests {
    static let cases: [(factor: Double, withCurve: Bool)] = [0, 0.5, 1, 2].flatMap { [($0, false), ($0, true)] }

    @Test(arguments: cases)
    func durationIsFactorTimesDuration(_ c: (factor: Double, withCurve: Bool)) throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 2, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        var endedAt: Double?
        a.addCompletion { _ in endedAt = f.timeline.now }
        try a.startAnimation()
        f.timeline.advance(to: 0.5)                            // a quarter of the way
        try a.pauseAnimation()
        f.timeline.advance(to: 1)
        try a.continueAnimation(withTimingParameters: c.withCurve ? .linear : nil, durationFactor: c.factor)
        let expected = c.factor > 0 ? c.factor * 2 : 0.75 * 2
        #expect(close(a.scheduledEndTime ?? -1, 1 + expected, 1e-12))
        f.timeline.advance(to: 1 + expected / 2)               // linear: halfway through the rest
        #expect(close(f.alpha(), 1 - (0.25 + 0.75 / 2), 1e-12))
        f.timeline.advance(to: 10)
        #expect(close(endedAt ?? -1, 1 + expected, 1e-12))
    }

    @Test func factorOneFromTheStartIsTheFullDuration() throws {
        // The paused-at-0 case (an interaction finished without moving) must not change.
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 0.4, curve: .easeInOut) { f.scene.setAlpha(0, of: f.box) }
        try a.pauseAnimation()
        try a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(close(a.scheduledEndTime ?? -1, 0.4, 1e-12))
    }
}
