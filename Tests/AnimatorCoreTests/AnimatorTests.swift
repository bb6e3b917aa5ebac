import Testing
@testable import AnimatorCore

func close(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps }

final class Fixture {
    let timeline = Timeline()
    var scene: Scene { timeline.scene }
    let box: ViewID
    init() {
        box = timeline.scene.makeView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let root = timeline.scene.makeView(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        timeline.scene.addSubview(box, to: root)
    }
    func alpha() -> Double { scene.presentation(of: box).alpha }
}

@Suite struct SceneTests {
    @Test func writesOutsideAContextAreImmediate() {
        let f = Fixture()
        f.scene.setAlpha(0.3, of: f.box)
        #expect(f.scene.model(of: f.box).alpha == 0.3 && f.alpha() == 0.3)
    }

    @Test func captureChangesModelNowAndPresentationLater() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) {
            f.scene.setAlpha(0, of: f.box)
            f.scene.setFrame(Rect(x: 100, y: 200, width: 50, height: 50), of: f.box)
        }
        try a.startAnimation()
        #expect(f.scene.model(of: f.box).alpha == 0)          // model: immediately
        #expect(f.alpha() == 1)                              // presentation: not yet
        f.timeline.advance(to: 0.5)
        #expect(close(f.alpha(), 0.5))
        #expect(f.scene.presentation(of: f.box).frame == Rect(x: 50, y: 100, width: 75, height: 75))
        #expect(a.trackCount == 3)                            // alpha, center, bounds
    }

    @Test func hierarchyOperations() {
        let s = Scene()
        let p = s.makeView(), a = s.makeView(), b = s.makeView(), c = s.makeView()
        s.addSubview(a, to: p); s.addSubview(b, to: p)
        s.insertSubview(c, in: p, below: b)
        #expect(s.subviews(of: p) == [a, c, b])
        s.insertSubview(a, in: p, above: b)
        #expect(s.subviews(of: p) == [c, b, a])
        s.removeFromSuperview(c)
        #expect(s.subviews(of: p) == [b, a] && s.superview(of: c) == nil)
        s.addSubview(p, to: a)                                // cycle: ignored
        #expect(s.superview(of: p) == nil)
        s.setValue(.integer(-1), for: .zIndex, of: a)
        #expect(s.drawingOrder(of: p) == [a, b])
        let snap = s.snapshot(of: b)
        #expect(snap.map { s.kind(of: $0) } == .snapshot(of: b))
    }

    @Test func frameDerivesFromCenterBoundsAndTransform() {
        var p = ViewProperties()
        p.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        p.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(p.frame == Rect(x: -40, y: -5, width: 200, height: 100))
        #expect(p.center == Point(x: 60, y: 45))
    }

    @Test func keyframesInsideAnAnimatorFollowItsProgress() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) {
            f.scene.animateKeyframes {
                f.scene.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { f.scene.setAlpha(0, of: f.box) }
                f.scene.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { f.scene.setAlpha(1, of: f.box) }
            }
        }
        try a.startAnimation()
        f.timeline.advance(to: 0.25); #expect(close(f.alpha(), 0.5))
        f.timeline.advance(to: 0.5); #expect(close(f.alpha(), 0))
        f.timeline.advance(to: 0.75); #expect(close(f.alpha(), 0.5))
        #expect(f.scene.model(of: f.box).alpha == 1)
    }

    @Test(arguments: KeyframeCalculation.allCases)
    func explicitKeyframeTracks(_ mode: KeyframeCalculation) throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 2, curve: .linear)
        try a.addKeyframeTrack(view: f.box, property: .alpha, keyframes: [
            Keyframe(time: 0, value: .number(0)), Keyframe(time: 0.5, value: .number(1)), Keyframe(time: 1, value: .number(0.5)),
        ], calculation: mode)
        try a.startAnimation()
        f.timeline.advance(to: 0.5)
        switch mode {
        case .discrete: #expect(f.alpha() == 0)
        case .linear: #expect(close(f.alpha(), 0.5))
        case .cubic: #expect(f.alpha() > 0.4 && f.alpha() < 0.7)
        }
        f.timeline.advance(to: 1); #expect(close(f.alpha(), 1))
        f.timeline.advance(to: 3); #expect(close(f.alpha(), 0.5) && a.state == .inactive)
    }

    @Test func explicitTracksWithDelayDurationAndCurve() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear)
        try a.addTrack(view: f.box, property: .alpha, from: .number(0), to: .number(1), delay: 0.5, duration: 0.25, curve: .linear)
        try a.addTrack(view: f.box, property: .cornerRadius, to: .number(20), curve: .easeIn)
        #expect(f.scene.model(of: f.box).alpha == 1)
        try a.startAnimation()
        f.timeline.advance(to: 0.4); #expect(f.alpha() == 0)
        f.timeline.advance(to: 0.625); #expect(close(f.alpha(), 0.5))
        #expect(close(f.scene.presentation(of: f.box).cornerRadius, 20 * TimingCurve.easeIn.value(at: 0.625)))
        f.timeline.advance(to: 0.8); #expect(f.alpha() == 1)
    }
}

@Suite struct StateMachineTests {
    @Test func lifecycleAndCompletionOrder() throws {
        let f = Fixture()
        var log: [String] = []
        let a = PropertyAnimator(timeline: f.timeline, duration: 0.35, curve: .easeInOut) { f.scene.setAlpha(0, of: f.box) }
        a.addCompletion { log.append("first \($0)") }
        a.addCompletion { log.append("second \($0)") }
        #expect(a.state == .inactive && !a.isRunning)
        try a.startAnimation(afterDelay: 0.05)
        #expect(a.state == .active && a.isRunning)
        f.timeline.advance(to: 0.05); #expect(f.alpha() == 1)
        f.timeline.advance(to: 0.39); #expect(log.isEmpty)
        f.timeline.advance(to: 0.41)
        #expect(log == ["first end", "second end"])
        #expect(a.state == .inactive && f.alpha() == 0)
    }

    @Test func fractionCompleteOnlyWhilePaused() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.fractionComplete = 0.25                              // inactive → active, paused
        #expect(a.state == .active && !a.isRunning && close(f.alpha(), 0.75))
        try a.startAnimation()
        #expect(throws: AnimatorError.self) { try a.setFractionComplete(0.5) }
        a.fractionComplete = 0.9                               // ignored while running
        #expect(close(a.fractionComplete, 0.25))
        try a.pauseAnimation()
        try a.setFractionComplete(0.5)
        #expect(close(f.alpha(), 0.5))
    }

    @Test func stoppedRequiresFinish() throws {
        let f = Fixture()
        var positions: [AnimatingPosition] = []
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.addCompletion { positions.append($0) }
        try a.startAnimation()
        #expect(throws: AnimatorError.self) { try a.finishAnimation(at: .end) }   // active: not allowed
        f.timeline.advance(to: 0.5)
        a.stopAnimation(false)
        #expect(a.state == .stopped && positions.isEmpty)
        #expect(close(f.scene.model(of: f.box).alpha, 0.5))
        #expect(throws: AnimatorError.self) { try a.startAnimation() }
        #expect(throws: AnimatorError.self) { try a.pauseAnimation() }
        #expect(throws: AnimatorError.self) { try a.addAnimations({}) }
        f.timeline.advance(to: 2)
        #expect(close(f.alpha(), 0.5))                        // frozen
        try a.finishAnimation(at: .start)
        #expect(positions == [.start] && a.state == .inactive && f.alpha() == 1 && f.scene.model(of: f.box).alpha == 1)
    }

    @Test(arguments: AnimatingPosition.allCases)
    func finishPositions(_ position: AnimatingPosition) throws {
        let f = Fixture()
        var got: AnimatingPosition?
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.addCompletion { got = $0 }
        try a.startAnimation()
        f.timeline.advance(to: 0.25)
        a.stopAnimation(false)
        try a.finishAnimation(at: position)
        #expect(got == position)
        let expected: Double = position == .end ? 0 : position == .start ? 1 : 0.75
        #expect(close(f.alpha(), expected) && close(f.scene.model(of: f.box).alpha, expected))
        #expect(AnimatingPosition.end.rawValue == 0 && AnimatingPosition.start.rawValue == 1)
    }

    @Test func stopWithoutFinishingDropsCompletions() throws {
        let f = Fixture()
        var called = false
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.addCompletion { _ in called = true }
        try a.startAnimation()
        f.timeline.advance(to: 0.5)
        a.stopAnimation(true)
        f.timeline.advance(to: 2)
        #expect(a.state == .inactive && !called && close(f.alpha(), 0.5))
    }

    @Test func reversedAnimatorRetracesItsValues() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .easeInOut) {
            f.scene.setAlpha(0, of: f.box)
            f.scene.setTransform(AffineTransform(rotationAngle: 1).scaledBy(x: 2, y: 2), of: f.box)
        }
        try a.startAnimation()
        var forward: [ViewProperties] = []
        for i in 0...6 { f.timeline.advance(to: Double(i) * 0.1); forward.append(f.scene.presentation(of: f.box)) }
        a.isReversed = true
        var position: AnimatingPosition?
        a.addCompletion { position = $0 }
        for i in 0...6 {
            f.timeline.advance(to: 0.6 + Double(i) * 0.1)
            let p = f.scene.presentation(of: f.box), q = forward[6 - i]
            #expect(close(p.alpha, q.alpha, 1e-9) && close(p.transform.a, q.transform.a, 1e-9))
        }
        f.timeline.advance(to: 1.3)
        #expect(position == .start && f.scene.model(of: f.box).alpha == 1)
    }

    @Test func pausesOnCompletionKeepsItActive() throws {
        let f = Fixture()
        var called = false
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.pausesOnCompletion = true
        a.addCompletion { _ in called = true }
        try a.startAnimation()
        f.timeline.advance(to: 2)
        #expect(a.state == .active && !a.isRunning && !called && f.alpha() == 0)
        a.isReversed = true
        try a.startAnimation()
        f.timeline.advance(to: 2.5); #expect(close(f.alpha(), 0.5))
    }

    @Test func addAnimationsWithDelayFactorRunsOverTheRemainder() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 2, curve: .linear)
        try a.addAnimations({ f.scene.setAlpha(0, of: f.box) }, delayFactor: 0.5)
        try a.startAnimation()
        f.timeline.advance(to: 1); #expect(f.alpha() == 1)
        f.timeline.advance(to: 1.5); #expect(close(f.alpha(), 0.5))
    }

    @Test func scrubsLinearlyThenResumesWithoutAJump() throws {
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .easeInOut) { f.scene.setAlpha(0, of: f.box) }
        try a.pauseAnimation()
        a.fractionComplete = 0.3
        #expect(close(f.alpha(), 0.7))                        // linear scrubbing
        try a.startAnimation()
        #expect(close(f.alpha(), 0.7, 1e-9))                  // no jump on resume
        f.timeline.advance(to: 0.01)
        #expect(f.alpha() < 0.7)
    }

    @Test func completionsFireInEndTimeOrder() throws {
        let f = Fixture()
        var log: [Int] = []
        let slow = PropertyAnimator(timeline: f.timeline, duration: 0.5, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        let fast = PropertyAnimator(timeline: f.timeline, duration: 0.2, curve: .linear)
        slow.addCompletion { _ in log.append(1) }
        fast.addCompletion { _ in log.append(2) }
        try slow.startAnimation(); try fast.startAnimation()
        f.timeline.advance(to: 10)
        #expect(log == [2, 1])
    }

    @Test func physicalSpringIgnoresAnimatorDuration() {
        let t = Timeline()
        let a = PropertyAnimator(timeline: t, duration: 0.1, timing: .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
        #expect(close(a.duration, Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration()))
        let b = PropertyAnimator(timeline: t, duration: .nan, dampingRatio: 0.8)
        #expect(b.duration == 0)
    }
}

@Suite struct InteractionTests {
    @Test(arguments: [0.0, 0.3, 0.8, 1.0])
    func cancelReturnsEveryValueToItsStart(_ percent: Double) throws {
        let f = Fixture()
        let other = f.scene.makeView(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        let start0 = f.scene.presentation(of: f.box), start1 = f.scene.presentation(of: other)
        var position: AnimatingPosition?
        let a = PropertyAnimator(timeline: f.timeline, duration: 0.5, curve: .linear) {
            f.scene.setAlpha(0, of: f.box)
            f.scene.setFrame(Rect(x: 200, y: 300, width: 10, height: 20), of: f.box)
            f.scene.setValue(.color(.white), for: .backgroundColor, of: other)
            f.scene.setTransform(AffineTransform(scaleX: 0.5, y: 0.5), of: other)
        }
        a.addCompletion { position = $0 }
        let interaction = PercentDrivenInteraction(animator: a)
        interaction.update(percent / 2); interaction.update(percent)
        interaction.timingCurve = .spring(.dampingRatio(1))
        interaction.cancel(releaseVelocity: -0.5)
        f.timeline.runUntilIdle()
        #expect(position == .start)
        #expect(f.scene.presentation(of: f.box) == start0 && f.scene.model(of: f.box) == start0)
        #expect(f.scene.presentation(of: other) == start1 && f.scene.model(of: other) == start1)
    }

    @Test func finishContinuesFromTheScrubbedValueWithReleaseVelocity() throws {
        let f = Fixture()
        var position: AnimatingPosition?
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        a.addCompletion { position = $0 }
        let interaction = PercentDrivenInteraction(animator: a)
        interaction.update(0.4)
        interaction.timingCurve = .spring(.dampingRatio(1))
        interaction.finish(releaseVelocity: 1.2)             // 1.2 gesture-distances per second
        #expect(close(f.alpha(), 0.6))
        f.timeline.advance(to: 0.00001)
        // d(alpha)/dt ≈ −1.2 at release: velocity continuity through the spring.
        #expect(abs((f.alpha() - 0.6) / 0.00001 + 1.2) < 0.01)
        f.timeline.runUntilIdle()
        #expect(position == .end && f.alpha() == 0)
    }

    @Test func coordinatedAnimatorsScrubAndCompleteTogether() throws {
        let f = Fixture()
        let other = f.scene.makeView()
        var positions: [AnimatingPosition] = []
        let a = PropertyAnimator(timeline: f.timeline, duration: 0.4, curve: .linear) { f.scene.setAlpha(0, of: f.box) }
        let b = PropertyAnimator(timeline: f.timeline, duration: 0.6, dampingRatio: 0.7) { f.scene.setAlpha(0, of: other) }
        let group = try #require(CoordinatedAnimator([a, b]))
        group.addCompletion { positions.append($0) }
        try group.pauseAnimation()
        group.fractionComplete = 0.5
        // Absolute time: T = 0.6, t = 0.3 → a at 0.3/0.4, b at 0.5 (members scrub linearly, UIKit's default).
        #expect(close(f.alpha(), 0.25))
        #expect(close(f.scene.presentation(of: other).alpha, 0.5))
        try group.startAnimation()
        f.timeline.runUntilIdle()
        #expect(positions == [.end] && a.state == .inactive && b.state == .inactive)
    }
}
