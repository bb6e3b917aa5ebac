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

/// A spring as the completion curve (issue 31 item 6): the rule both backends share, since both run
/// on this core. A damping-ratio spring takes the remaining time it is given (durationFactor ×
/// duration, as UIKit's `UISpringTimingParameters(dampingRatio:)` takes the animator's duration);
/// a physical or perceptual spring takes its own settling time, whatever the progress left, as a
/// physical spring does at an animator's start (UISpringTimingParameters.h: its duration is
/// computed from the spring). What UIKit's `continueAnimation` does with such a spring is not
/// documented: Docs/EMIT-SWIFT.md lists it for the device check.
@Suite struct SpringCompletionTests {
    func remaining(_ curve: TimingCurve, factor: Double) throws -> Double {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 0.5, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        try a.pauseAnimation()
        a.fractionComplete = 1 - factor
        f.timeline.advance(to: 1)
        try a.continueAnimation(withTimingParameters: curve, durationFactor: factor)
        return (a.scheduledEndTime ?? -1) - 1
    }

    @Test(arguments: [0.2, 0.5, 0.9])
    func dampingRatioTakesTheRemainingTime(_ factor: Double) throws {
        let t = try remaining(.spring(.dampingRatio(0.9)), factor: factor)
        #expect(close(t, factor * 0.5, 1e-12), "\(t)")
    }

    @Test(arguments: [0.2, 0.5, 0.9])
    func physicalAndPerceptualTakeTheirOwnTime(_ factor: Double) throws {
        let physical = Spring(mass: 1, stiffness: 300, damping: 30)
        let perceptual = Spring(duration: 0.4, bounce: 0.1)
        #expect(close(try remaining(.spring(physical), factor: factor), physical.duration, 1e-12))
        #expect(close(try remaining(.spring(perceptual), factor: factor), perceptual.duration, 1e-12))
    }
}
