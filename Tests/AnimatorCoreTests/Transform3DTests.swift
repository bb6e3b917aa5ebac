import Foundation
import Testing
@testable import AnimatorCore

/// The 3-D transform and its interpolation by decomposition (CSS Transforms 2, "Interpolation
/// of 3D matrices"). The vectors follow from the spec's rules: a decomposed matrix recomposes
/// to itself; translation, scale and perspective interpolate linearly; the rotation takes the
/// great-circle path of its quaternion, so rotateY(0) → rotateY(90°) passes rotateY(45°).
@Suite struct Transform3DTests {
    func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
        zip(a.m, b.m).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func rotationAboutZIsTheAffineRotation() {
        let a = Transform3D.rotation(0.3, 0, 0, 1)
        #expect(close(a, Transform3D(AffineTransform(rotationAngle: 0.3))))
        #expect(a.isAffine)
    }

    @Test func decompositionRecomposesTheMatrix() throws {
        let samples: [Transform3D] = [
            .identity,
            .rotation(0.7, 0, 1, 0),
            .rotation(-2.1, 1, 0.5, 0.2),
            Transform3D.scale(2, -0.5, 1).concatenating(.rotation(0.4, 1, 0, 0)).concatenating(.translation(10, -4, 30)),
            Transform3D.rotation(1.2, 0, 1, 0).concatenating(.perspective(800)),
            Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(.perspective(500)),
            Transform3D([1, 0, 0, 0, 0.3, 1, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1]),   // a skew
        ]
        for t in samples {
            let d = try #require(DecomposedTransform3D(t))
            #expect(close(d.transform, t, 1e-9), "\(t.m) recomposed as \(d.transform.m)")
        }
    }

    @Test func rotationInterpolatesAlongTheGreatCircle() {
        let a = Transform3D.identity, b = Transform3D.rotation(Double.pi / 2, 0, 1, 0)
        #expect(close(Transform3D.interpolate(from: a, to: b, progress: 0.5), .rotation(Double.pi / 4, 0, 1, 0), 1e-12))
        #expect(close(Transform3D.interpolate(from: a, to: b, progress: 0.25), .rotation(Double.pi / 8, 0, 1, 0), 1e-12))
    }

    @Test func perspectiveIsKeptWhileTheRotationTurns() {
        let p = Transform3D.perspective(800)
        let a = Transform3D.identity.concatenating(p), b = Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(p)
        let mid = Transform3D.interpolate(from: a, to: b, progress: 0.5)
        #expect(close(mid, Transform3D.rotation(Double.pi / 4, 0, 1, 0).concatenating(p), 1e-12))
    }

    @Test func translationAndScaleInterpolateLinearly() {
        let a = Transform3D.translation(0, 0, 0), b = Transform3D.scale(2, 3, 4).concatenating(.translation(10, 20, -30))
        let mid = Transform3D.interpolate(from: a, to: b, progress: 0.5)
        #expect(close(mid, Transform3D.scale(1.5, 2, 2.5).concatenating(.translation(5, 10, -15)), 1e-12))
    }

    @Test func aSingularMatrixSwitchesAtTheMidpoint() {
        let flat = Transform3D.scale(0, 1, 1)
        #expect(Transform3D.interpolate(from: .identity, to: flat, progress: 0.49) == .identity)
        #expect(Transform3D.interpolate(from: .identity, to: flat, progress: 0.5) == flat)
    }

    @Test func projectionDividesByW() throws {
        // rotateY(60°) then perspective(500): the right edge (x = 100) recedes: z = -x·sin60.
        let t = Transform3D.rotation(Double.pi / 3, 0, 1, 0).concatenating(.perspective(500))
        let p = try #require(t.project(Point(x: 100, y: 50)))
        let z = -100 * sin(Double.pi / 3), w = 1 - z / 500
        #expect(abs(p.x - 100 * cos(Double.pi / 3) / w) < 1e-12)
        #expect(abs(p.y - 50 / w) < 1e-12)
    }

    /// The bits of every entry (== would take −0 for 0).
    func bits(_ t: Transform3D?) -> [UInt64] { t?.m.map(\.bitPattern) ?? [] }

    @Test func theMatrixRoundTripsThroughItsEntries() {
        let t = Transform3D.rotation(-2.1, 1, 0.5, 0.2).concatenating(.perspective(700))
        #expect(bits(Transform3D(t.m)) == bits(t))
        var u = t
        u.m = [1, 2, 3]   // a wrong count
        #expect(u == .identity)
    }

    /// The animator decomposes a 4×4 track's ends once and writes the matrix unboxed: what it
    /// shows must be `Transform3D.interpolate`'s value to the bit, for plain and keyframe tracks.
    @Test func aTrackShowsTheInterpolatedMatrixToTheBit() throws {
        let p = Transform3D.perspective(1000)
        let from = Transform3D.rotation(0, 0, 1, 0).concatenating(p), to = Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(p)
        let third = Transform3D.scale(2, 1, 1).concatenating(.rotation(-1, 1, 0, 0)).concatenating(p)
        let timeline = Timeline()
        let scene = timeline.scene
        let v = scene.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let w = scene.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let animator = PropertyAnimator(timeline: timeline, duration: 1, curve: .linear)
        try animator.addTrack(view: v, property: .transform3D, from: .transform3D(from), to: .transform3D(to))
        try animator.addKeyframeTrack(view: w, property: .transform3D, keyframes: [
            Keyframe(time: 0, value: .transform3D(from)), Keyframe(time: 0.5, value: .transform3D(to)),
            Keyframe(time: 1, value: .transform3D(third)),
        ])
        try animator.startAnimation()
        let start = timeline.now
        for step in 1...9 {
            timeline.advance(to: start + Double(step) / 10)
            let u = Double(step) / 10
            #expect(bits(scene.presentation(of: v).transform3D) == bits(Transform3D.interpolate(from: from, to: to, progress: u)))
            #expect(scene.presentation(of: v).transform == Transform3D.interpolate(from: from, to: to, progress: u).affine)
            let expected = u <= 0.5 ? Transform3D.interpolate(from: from, to: to, progress: u / 0.5)
                : Transform3D.interpolate(from: to, to: third, progress: (u - 0.5) / 0.5)
            #expect(bits(scene.presentation(of: w).transform3D) == bits(expected), "keyframes at \(u)")
        }
    }
}
