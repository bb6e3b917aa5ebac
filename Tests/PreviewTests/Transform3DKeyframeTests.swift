import AnimatorCore
import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// 3-D transforms in keyframes (issue 32, item 4): a rotateY from 0 to -90° (easeIn) and on to
/// -180° (easeOut), and one from -90° through -180° to -270°, whose pieces cross the half turn. Each curved segment is 16 linear keyframes whose values move the steps'
/// numbers along the curve (TransformKeyframes3D), and between them the 4×4 interpolation takes
/// the shorter way round, as Core Animation is reported to; so the angle at every frame is the
/// curve's, within the sampling's documented error (0.17 % of the segment's 90°).
@Suite struct Transform3DKeyframeTests {
    static func spec(_ a: [Int]) -> String { """
    transition: Turn
    context: navigation
    duration: 1
    push:
      setup:
        - insert: to above from
      animate:
        - view: to
          keyframes:
            - { at: 0, transform: perspective(1000) rotateY(\(a[0])deg) }
            - { at: 0.5, transform: perspective(1000) rotateY(\(a[1])deg), curve: easeIn }
            - { at: 1, transform: perspective(1000) rotateY(\(a[2])deg), curve: easeOut }
      finish:
        - set: { to.transform: identity }
    pop: reverse push
    """ }

    /// rotateY(θ) then perspective, row-vector entries: m11 = cos θ, m13 = −sin θ.
    static func angle(_ m: [Double]) -> Double { atan2(-m[2], m[0]) * 180 / .pi }

    static func expected(_ a: [Int], _ t: Double) -> Double {
        let easeIn = CurveIR.named(.easeIn).timingCurve(duration: 1), easeOut = CurveIR.named(.easeOut).timingCurve(duration: 1)
        let (a0, a1, a2) = (Double(a[0]), Double(a[1]), Double(a[2]))
        return t <= 0.5 ? a0 + (a1 - a0) * easeIn.value(at: t / 0.5) : a1 + (a2 - a1) * easeOut.value(at: (t - 0.5) / 0.5)
    }

    /// Every 1/240 s, between the frames too (a piece that turned the long way would show
    /// between two frames of 60).
    @Test(arguments: [[0, -90, -180], [-90, -180, -270]])
    func theAngleFollowsEachSegmentsCurveTheShorterWay(_ angles: [Int]) throws {
        let t = try compileSpec(Self.spec(angles))
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push, fps: 240))
        var checked = 0
        for frame in tl.frames where frame.time > 0 && frame.time < 1 {
            let m = try #require(frame.views["to"]?.transform3D, "at \(frame.time)")
            // The difference as an angle in (-180°, 180°].
            var d = (Self.angle(m) - Self.expected(angles, frame.time)).truncatingRemainder(dividingBy: 360)
            if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
            #expect(abs(d) < 0.0017 * 90 + 1e-6, "at \(frame.time): \(Self.angle(m)) vs \(Self.expected(angles, frame.time))")
            checked += 1
        }
        #expect(checked > 200)
    }

    /// A curved 3-D segment is lowered into linear keyframes in the IR, for both backends.
    @Test func aCurvedSegmentIsSixteenLinearKeyframes() throws {
        let t = try compileSpec(Self.spec([0, -90, -180]))
        let track = try #require(t.operations.first?.branch(reduceMotion: false)?.tracks.first)
        guard case .keyframes(let frames, _) = track.content else { Issue.record("not keyframes"); return }
        #expect(frames.count == 1 + 2 * KeyframeSampling.pieces)
        #expect(frames.allSatisfy { $0.curve == nil })
    }
}
