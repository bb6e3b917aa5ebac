import Testing
@testable import AnimatorCore

/// UIKit state-machine rules the lifecycle tests did not pin down.
@Suite struct StateMachineEdgeTests {
    @Test func continueRefusesAnInactiveAnimator() {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        #expect(throws: AnimatorError.self) { try a.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        #expect(throws: AnimatorError.self) { try a.continueAnimation(withTimingParameters: .easeOut, durationFactor: 1) }
        #expect(a.state == .inactive && !a.isRunning && a.trackCount == 0)   // the block did not run
        #expect(f.alpha() == 1 && f.scene.model(of: f.box).alpha == 1)
    }

    @Test func continueRefusesAStoppedAnimator() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        try a.startAnimation()
        f.timeline.advance(to: 0.4)
        a.stopAnimation(false)
        #expect(throws: AnimatorError.self) { try a.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        #expect(throws: AnimatorError.self) { try a.continueAnimation(withTimingParameters: .spring(.dampingRatio(1)), durationFactor: 1) }
        f.timeline.advance(to: 2)
        #expect(a.state == .stopped && !a.isRunning && close(f.alpha(), 0.6))   // still frozen
    }

    /// d(alpha)/dt just after a continue with a zero-velocity critically damped spring.
    func alphaRateAfterSpringContinue(running: Bool) throws -> Double {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        try a.startAnimation()
        f.timeline.advance(to: 0.5)                          // alpha falls at 1 per second
        if !running { try a.pauseAnimation() }
        try a.continueAnimation(withTimingParameters: .spring(.dampingRatio(1)), durationFactor: 1)
        let before = f.alpha(), h = 1e-6
        f.timeline.advance(to: 0.5 + h)
        return (f.alpha() - before) / h
    }

    @Test func zeroVelocitySpringInheritsTheRunningVelocity() throws {
        // Running: the spring takes over at the animator's current speed (the wasRunning path).
        #expect(abs(try alphaRateAfterSpringContinue(running: true) + 1) < 1e-3)
        // Paused: nothing to inherit, the spring starts at rest.
        #expect(abs(try alphaRateAfterSpringContinue(running: false)) < 1e-3)
    }

    @Test func scrubsLinearlyFalseScrubsThroughTheCurve() throws {
        func scrubbed(linearly: Bool) throws -> Double {
            let f = Fixture()
            let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .easeIn) { f.scene.setAlpha(0, of: f.box) }
            a.scrubsLinearly = linearly
            try a.pauseAnimation()
            try a.setFractionComplete(0.3)
            #expect(close(a.fractionComplete, 0.3))
            return f.alpha()
        }
        #expect(close(try scrubbed(linearly: true), 0.7))
        #expect(close(try scrubbed(linearly: false), 1 - TimingCurve.easeIn.value(at: 0.3)))
        #expect(TimingCurve.easeIn.value(at: 0.3) < 0.2)     // so the two really differ
    }

    @Test func isReversedIsIgnoredOnAStoppedAnimator() throws {
        let f = Fixture()
        var position: AnimatingPosition?
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.addCompletion { position = $0 }
        try a.startAnimation()
        f.timeline.advance(to: 0.25)
        a.stopAnimation(false)
        a.isReversed = true
        #expect(!a.isReversed && a.state == .stopped && close(f.alpha(), 0.75))
        try a.finishAnimation(at: .end)
        #expect(position == .end && f.alpha() == 0)
    }

    @Test func startWhileRunningIsANoOp() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        try a.startAnimation()
        f.timeline.advance(to: 0.3)
        let end = a.scheduledEndTime
        try a.startAnimation()
        try a.startAnimation(afterDelay: 5)
        #expect(a.scheduledEndTime == end && a.delay == 0 && a.isRunning && close(f.alpha(), 0.7))
        f.timeline.advance(to: 0.6)
        #expect(close(f.alpha(), 0.4))
    }

    @Test func stopOnAnInactiveAnimatorIsANoOp() throws {
        let f = Fixture()
        var called = false
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.addCompletion { _ in called = true }
        a.stopAnimation(false)
        #expect(a.state == .inactive)                        // not .stopped: no finish required
        a.stopAnimation(true)
        #expect(a.state == .inactive && a.trackCount == 0 && f.scene.model(of: f.box).alpha == 1)
        try a.startAnimation()                               // the pending block and completion survive
        f.timeline.advance(to: 2)
        #expect(called && f.alpha() == 0)
    }
}

@Suite struct SegmentEndTests {
    @Test(arguments: [0.09, 0.36, 0.41, 0.47, 0.73])
    func pausedOnCompletionSitsExactlyAtTheEnd(_ duration: Double) throws {
        // For these durations duration × (1 / duration) rounds below 1, so a fraction computed
        // with a cached reciprocal would stop short: the last frame must show the final values,
        // bit for bit (the fraction is a divide; see PropertyAnimator.segmentPosition).
        #expect(duration * (1 / duration) < 1)
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: duration, curve: .easeInOut) { f.scene.setAlpha(0, of: f.box) }
        a.pausesOnCompletion = true
        try a.startAnimation()
        f.timeline.advance(to: duration)
        #expect(a.fractionComplete == 1 && f.alpha() == 0 && !a.isRunning && a.state == .active)
    }
}
