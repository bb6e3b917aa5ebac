import Testing
@testable import AnimatorCore

/// Two groups as the language builds them: A (delay 0.05, duration 0.3, linear) animates the
/// box's alpha 1 → 0; B (delay 0, duration 0.35, easeIn) animates `other`'s alpha 1 → 0 and
/// its centre. T = 0.35.
final class TwoGroups {
    let f = Fixture()
    let other: ViewID
    let a: PropertyAnimator
    let b: PropertyAnimator
    let group: CoordinatedAnimator
    var log: [String] = []
    static let curveB = TimingCurve.easeIn

    /// `scrubsLinearly`: the members' flag. These tests check the curve mapping of a scrub, so by
    /// default the members scrub through their curves (UIKit's default, linear, is tested apart).
    init(scrubsLinearly: Bool = false) throws {
        other = f.scene.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a = PropertyAnimator(timeline: f.timeline, duration: 0.3, curve: .linear)
        b = PropertyAnimator(timeline: f.timeline, duration: 0.35, timing: Self.curveB)
        a.scrubsLinearly = scrubsLinearly
        b.scrubsLinearly = scrubsLinearly
        try a.addAnimations { [f] in f.scene.setAlpha(0, of: f.box) }
        try b.addAnimations { [f, other] in
            f.scene.setAlpha(0, of: other)
            f.scene.setValue(.point(Point(x: 105, y: 205)), for: .center, of: other)
        }
        group = try #require(CoordinatedAnimator([a, b], delays: [0.05, 0]))
        a.addCompletion { [unowned self] in log.append("a:\($0)") }
        b.addCompletion { [unowned self] in log.append("b:\($0)") }
        group.addCompletion { [unowned self] in log.append("group:\($0)") }
    }

    var alphaA: Double { f.alpha() }
    var alphaB: Double { f.scene.presentation(of: other).alpha }
    /// Expected displayed progress of both groups at overall time t.
    static func expected(_ t: Double) -> (Double, Double) {
        let la = min(max((t - 0.05) / 0.3, 0), 1)
        let lb = min(max(t / 0.35, 0), 1)
        return (la, curveB.value(at: lb))
    }
    func check(overall t: Double, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let (pa, pb) = Self.expected(t)
        #expect(close(alphaA, 1 - pa), comment, sourceLocation: sourceLocation)
        #expect(close(alphaB, 1 - pb), comment, sourceLocation: sourceLocation)
    }
    func checkStartValues(sourceLocation: SourceLocation = #_sourceLocation) {
        let pa = f.scene.presentation(of: f.box), ma = f.scene.model(of: f.box)
        let pb = f.scene.presentation(of: other), mb = f.scene.model(of: other)
        #expect(pa.alpha == 1 && ma.alpha == 1, sourceLocation: sourceLocation)
        #expect(pb.alpha == 1 && mb.alpha == 1, sourceLocation: sourceLocation)
        #expect(pb.center == Point(x: 5, y: 5) && mb.center == Point(x: 5, y: 5), sourceLocation: sourceLocation)
    }
}

@Suite struct CoordinatedAnimatorTests {
    @Test func totalDurationIsTheLatestEnd() throws {
        let g = try TwoGroups()
        #expect(g.group.totalDuration == 0.35 && g.group.duration == 0.35)
        #expect(g.group.localFraction(ofMember: 0, atOverallTime: 0.175) == (0.175 - 0.05) / 0.3)
    }

    @Test func scrubMapsThroughAbsoluteTime() throws {
        let g = try TwoGroups()
        try g.group.pauseAnimation()
        g.group.fractionComplete = 0.5
        // t = 0.175: A at (0.175 − 0.05)/0.3, B at easeIn(0.5).
        #expect(close(g.alphaA, 1 - (0.175 - 0.05) / 0.3))
        #expect(close(g.alphaB, 1 - TimingCurve.easeIn.value(at: 0.5)))
        #expect(close(g.a.fractionComplete, (0.175 - 0.05) / 0.3) && close(g.b.fractionComplete, 0.5))
        for fc in [0.0, 0.1, 0.142857, 0.3, 0.9, 1.0, 0.2] {
            g.group.fractionComplete = fc
            g.check(overall: fc * 0.35, "fraction \(fc)")
        }
        g.group.fractionComplete = 0.1                     // t = 0.035 < A's delay: A not started
        #expect(g.alphaA == 1)
        #expect(throws: AnimatorError.self) { try g.a.startAnimation() }   // members are driven
        #expect(throws: AnimatorError.self) { try g.a.setFractionComplete(0.3) }
    }

    @Test func startRunsEachGroupAfterItsDelayOnTheSharedClock() throws {
        let g = try TwoGroups()
        try g.group.startAnimation()
        for t in [0.01, 0.03, 0.05, 0.1, 0.2, 0.3, 0.34] {
            g.f.timeline.advance(to: t)
            g.check(overall: t, "t \(t)")
            #expect(close(g.group.fractionComplete, t / 0.35))
        }
        #expect(g.log.isEmpty && g.group.isRunning && g.a.isRunning)
        g.f.timeline.advance(to: 0.36)
        #expect(g.log == ["a:end", "b:end", "group:end"])
        #expect(g.group.state == .inactive && g.a.state == .inactive && g.b.state == .inactive)
        #expect(g.alphaA == 0 && g.alphaB == 0)
        #expect(g.f.scene.presentation(of: g.other).center == Point(x: 105, y: 205))
    }

    @Test func startAfterDelayPostponesTheSharedClock() throws {
        let g = try TwoGroups()
        try g.group.startAnimation(afterDelay: 0.1)
        g.f.timeline.advance(to: 0.1)
        g.check(overall: 0)
        g.f.timeline.advance(to: 0.3)
        g.check(overall: 0.2)
        #expect(g.f.timeline.nextCompletionTime.map { close($0, 0.45) } == true)
    }

    @Test func reverseWhileRunningRetracesToExactStartValues() throws {
        let g = try TwoGroups()
        try g.group.startAnimation()
        g.f.timeline.advance(to: 0.2)
        g.group.isReversed = true
        #expect(g.a.isReversed && g.b.isReversed)
        g.f.timeline.advance(to: 0.3)                     // overall time back to 0.1
        g.check(overall: 0.1)
        g.f.timeline.advance(to: 0.39)
        #expect(g.log.isEmpty)                            // A reaches its start at 0.35, no completion yet
        g.f.timeline.advance(to: 0.41)
        #expect(g.log == ["a:start", "b:start", "group:start"])
        g.checkStartValues()
    }

    @Test func pauseReverseAndResume() throws {
        let g = try TwoGroups()
        try g.group.startAnimation()
        g.f.timeline.advance(to: 0.14)
        try g.group.pauseAnimation()
        #expect(close(g.group.fractionComplete, 0.4))
        g.f.timeline.advance(to: 1)
        g.check(overall: 0.14)                            // paused: time stands still
        g.group.isReversed = true
        try g.group.startAnimation()                      // back over the remaining 0.14 s
        g.f.timeline.advance(to: 1.07)
        g.check(overall: 0.07)
        g.f.timeline.advance(to: 2)
        #expect(g.log == ["a:start", "b:start", "group:start"])
        g.checkStartValues()
    }

    /// Per-member continue (UIKit's, as the generated coordinator forwards it): each member runs
    /// from its displayed progress to its end through the new curve over durationFactor × ITS
    /// duration, completes on its own, and the group completes after the last one.
    @Test func continueContinuesEveryMemberTheUIKitWay() throws {
        let g = try TwoGroups()
        try g.group.pauseAnimation()
        g.group.fractionComplete = 0.4                    // t = 0.14: A at 0.3, B at 0.4 (easeIn)
        #expect(g.group.fractionComplete == 0.4)
        g.f.timeline.advance(to: 1)
        try g.group.continueAnimation(withTimingParameters: .easeOut, durationFactor: 0.5)   // A 0.15 s, B 0.175 s
        let a0 = 0.3, b0 = TwoGroups.curveB.value(at: 0.4)
        #expect(g.group.scheduledEndTime.map { close($0, 1.175) } == true)
        for s in [0.0, 0.03, 0.075, 0.12, 0.149] {
            g.f.timeline.advance(to: 1 + s)
            let pa = a0 + (1 - a0) * TimingCurve.easeOut.value(at: s / 0.15)
            let pb = b0 + (1 - b0) * TimingCurve.easeOut.value(at: s / 0.175)
            #expect(close(g.alphaA, 1 - pa), "s \(s)")
            #expect(close(g.alphaB, 1 - pb), "s \(s)")
            // Reported progress: the furthest point of the schedule a member has reached.
            #expect(close(g.group.fractionComplete, min(max(0.05 + pa * 0.3, pb * 0.35) / 0.35, 1)))
        }
        g.f.timeline.advance(to: 1.16)
        #expect(g.log == ["a:end"])                       // A completes on its own at 1.15
        #expect(g.alphaA == 0 && g.group.isRunning && g.group.state == .active)
        #expect(g.group.fractionComplete == 1)            // A has reached its end at T
        g.f.timeline.advance(to: 1.175)
        #expect(g.log == ["a:end", "b:end", "group:end"])
        #expect(g.alphaA == 0 && g.alphaB == 0 && g.group.state == .inactive)
    }

    @Test func continueWithFactorZeroUsesEachMembersRemainingTime() throws {
        let g = try TwoGroups()
        try g.group.pauseAnimation()
        g.group.fractionComplete = 0.6                    // t = 0.21: A at 0.16 / 0.3, B at 0.6
        g.group.isReversed = true
        try g.group.continueAnimation(withTimingParameters: nil, durationFactor: 0)   // own curves: A 0.16 s, B 0.21 s
        #expect(g.f.timeline.nextCompletionTime.map { close($0, 0.16) } == true)
        #expect(g.group.scheduledEndTime.map { close($0, 0.21) } == true)
        g.f.timeline.advance(to: 0.105)
        g.check(overall: 0.3 * 0.35)                      // both members in progress: still one time
        g.f.timeline.advance(to: 0.17)
        #expect(g.log == ["a:start"])
        g.f.timeline.runUntilIdle()
        #expect(g.log == ["a:start", "b:start", "group:start"])
        g.checkStartValues()
    }

    @Test func continuingAMemberBeforeItsDelayStartsItAtOnce() throws {
        let g = try TwoGroups()
        try g.group.pauseAnimation()
        g.group.fractionComplete = 0.1                    // t = 0.035: A (delay 0.05) has not begun
        try g.group.continueAnimation(withTimingParameters: .linear, durationFactor: 0.5)   // A 0.15 s from its start
        g.f.timeline.advance(to: 0.03)
        #expect(close(g.alphaA, 1 - 0.2))
    }

    @Test func stopAndFinish() throws {
        let g = try TwoGroups()
        try g.group.startAnimation()
        g.f.timeline.advance(to: 0.2)
        g.group.stopAnimation(false)
        #expect(g.group.state == .stopped && g.a.state == .stopped && !g.group.isRunning)
        g.check(overall: 0.2)
        #expect(close(g.f.scene.model(of: g.f.box).alpha, g.alphaA))
        #expect(throws: AnimatorError.self) { try g.group.startAnimation() }
        try g.group.finishAnimation(at: .current)
        #expect(g.log == ["a:current", "b:current", "group:current"])
        g.check(overall: 0.2)

        let h = try TwoGroups()
        try h.group.startAnimation()
        h.f.timeline.advance(to: 0.1)
        h.group.stopAnimation(true)
        h.f.timeline.runUntilIdle()
        #expect(h.log.isEmpty && h.group.state == .inactive && h.a.state == .inactive)
        h.check(overall: 0.1)
        #expect(throws: AnimatorError.self) { try h.group.finishAnimation(at: .end) }
    }

    /// UIKit's default: a paused member given a fraction shows its local time linearly, through no
    /// curve (the dragged view stays under the finger); a pause from running holds the curve's
    /// output; the continue runs from the displayed values.
    @Test func membersScrubLinearlyByDefault() throws {
        let g = try TwoGroups(scrubsLinearly: true)
        try g.group.pauseAnimation()
        for fc in [0.1, 0.5, 0.9] {
            g.group.fractionComplete = fc
            let t = fc * 0.35
            #expect(close(g.alphaA, 1 - min(max((t - 0.05) / 0.3, 0), 1)))
            #expect(close(g.alphaB, 1 - t / 0.35), "B linear, not easeIn, at \(fc)")
        }
        try g.group.continueAnimation(withTimingParameters: .linear, durationFactor: 0)
        #expect(close(g.alphaB, 1 - 0.9), "the continue starts from the displayed value")
        g.f.timeline.runUntilIdle()
        #expect(g.alphaB == 0 && g.log.last == "group:end")

        let h = try TwoGroups(scrubsLinearly: true)
        try h.group.startAnimation()
        h.f.timeline.advance(to: 0.2)
        try h.group.pauseAnimation()
        h.check(overall: 0.2, "a pause holds the curve's values")
    }

    @Test(arguments: [0.0, 0.3, 0.8, 1.0])
    func interactionCancelReturnsExactlyToTheStart(_ percent: Double) throws {
        let g = try TwoGroups()
        let interaction = PercentDrivenInteraction(animator: g.group)
        interaction.update(percent / 2)
        interaction.update(percent)
        g.check(overall: percent * 0.35)
        interaction.timingCurve = .spring(.dampingRatio(1))
        interaction.cancel(releaseVelocity: -0.5)
        g.f.timeline.runUntilIdle()
        #expect(g.log == ["a:start", "b:start", "group:start"])
        g.checkStartValues()
    }

    @Test func interactionFinishUsesTheCompletionCurveOverEachMembersRemainingTime() throws {
        let g = try TwoGroups()
        let interaction = PercentDrivenInteraction(animator: g.group)
        interaction.update(0.5)                           // t = 0.175: A at 0.125 / 0.3, B at 0.5
        interaction.completionSpeed = 2
        interaction.finish()                              // easeInOut, factor 0.5 / 2: A 0.075 s, B 0.0875 s
        let a0 = 0.125 / 0.3, b0 = TwoGroups.curveB.value(at: 0.5)
        g.f.timeline.advance(to: 0.03)
        #expect(close(g.alphaA, 1 - (a0 + (1 - a0) * TimingCurve.easeInOut.value(at: 0.03 / 0.075))))
        #expect(close(g.alphaB, 1 - (b0 + (1 - b0) * TimingCurve.easeInOut.value(at: 0.03 / 0.0875))))
        g.f.timeline.advance(to: 0.08)
        #expect(g.log == ["a:end"])
        g.f.timeline.advance(to: 0.0875)
        #expect(g.log == ["a:end", "b:end", "group:end"])
    }

    @Test func releaseVelocityIsNormalisedToTheRemainingDistanceAndCapped() {
        #expect(PercentDrivenInteraction.normalizedVelocity(1.2, remaining: 0.6) == 2)
        #expect(PercentDrivenInteraction.normalizedVelocity(-3, remaining: 0.01) == -100)
        #expect(PercentDrivenInteraction.normalizedVelocity(3, remaining: 0) == 0)
        #expect(PercentDrivenInteraction.normalizedVelocity(.nan, remaining: 0.5) == 0)
    }

    @Test func releaseVelocityKeepsTheFingerSpeed() throws {
        let g = try TwoGroups()
        let interaction = PercentDrivenInteraction(animator: g.group)
        interaction.update(0.4)
        interaction.timingCurve = .spring(.dampingRatio(1))
        // 300 pt/s over a 250 pt gesture = 1.2 gesture distances per second.
        interaction.finish(pointsPerSecond: 300, gestureDistance: 250)
        let h = 1e-6
        g.f.timeline.advance(to: h)
        #expect(abs((g.group.fractionComplete - 0.4) / h - 1.2) < 1e-3)
        g.f.timeline.runUntilIdle()
        #expect(g.log == ["a:end", "b:end", "group:end"])
    }

    @Test func invalidGroupsAreRejected() {
        let t = Timeline(), u = Timeline()
        let a = PropertyAnimator(timeline: t, duration: 1), b = PropertyAnimator(timeline: u, duration: 1)
        #expect(CoordinatedAnimator([]) == nil)
        #expect(CoordinatedAnimator([a, a]) == nil)
        #expect(CoordinatedAnimator([a, b]) == nil)
        let g = CoordinatedAnimator([a], delays: [.nan])
        withExtendedLifetime(g) {
            #expect(g?.delays == [0])
            #expect(CoordinatedAnimator([a]) == nil)      // already coordinated
        }
    }
}
