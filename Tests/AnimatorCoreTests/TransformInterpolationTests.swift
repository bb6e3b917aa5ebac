import Testing
@testable import AnimatorCore

/// Reflections: which axis a negative determinant is assigned to (CSS Transforms' 2-D
/// decomposition), and how keyframed rotations unwrap.
@Suite struct TransformInterpolationTests {
    func near(_ t: AffineTransform, _ e: AffineTransform, _ eps: Double = 1e-12) -> Bool {
        [(t.a, e.a), (t.b, e.b), (t.c, e.c), (t.d, e.d), (t.tx, e.tx), (t.ty, e.ty)].allSatisfy { abs($0 - $1) <= eps }
    }

    @Test func verticalFlipSquashesInsteadOfSpinning() {
        // identity → scale(1, −1): y scale runs 1 → −1 (0 halfway); x and rotation stay put.
        let mid = AffineTransform.interpolate(from: .identity, to: AffineTransform(scaleX: 1, y: -1), progress: 0.5)
        #expect(near(mid, AffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0)), "\(mid)")
        let quarter = AffineTransform.interpolate(from: .identity, to: AffineTransform(scaleX: 1, y: -1), progress: 0.25)
        #expect(near(quarter, AffineTransform(scaleX: 1, y: 0.5)), "\(quarter)")
    }

    @Test func horizontalFlipSquashesInsteadOfSpinning() {
        let mid = AffineTransform.interpolate(from: .identity, to: AffineTransform(scaleX: -1, y: 1), progress: 0.5)
        #expect(near(mid, AffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)), "\(mid)")
    }

    @Test func reflectionGoesToTheAxisWithTheSmallerDiagonal() {
        let y = DecomposedTransform(AffineTransform(scaleX: 2, y: -3))
        #expect(y.scaleX == 2 && y.scaleY == -3 && y.rotation == 0)
        let x = DecomposedTransform(AffineTransform(scaleX: -2, y: 3))
        #expect(x.scaleX == -2 && x.scaleY == 3 && x.rotation == 0)
    }

    @Test(arguments: [(1.0, -1.0, 0.0, 0.0), (-1.0, 1.0, 0.0, 0.0), (2.0, -0.5, 0.7, 0.3), (-0.5, 2.0, -2.5, 0.4),
                      (3.0, -3.0, 1.2, -0.8), (-1.0, 1.0, 3.0, 0.0)])
    func reflectionsRecompose(_ p: (Double, Double, Double, Double)) {
        // scale(sx, sy), a shear, then a rotation: decomposing and recomposing is lossless.
        let shear = AffineTransform(a: 1, b: 0, c: p.3, d: 1, tx: 0, ty: 0)
        let m = AffineTransform(scaleX: p.0, y: p.1).concatenating(shear).rotated(by: p.2).translatedBy(x: 3, y: -4)
        #expect(near(DecomposedTransform(m).transform, m, 1e-12), "\(m)")
    }

    @Test func oppositeFlipsKeepTheReflection() {
        // scale(−1, 1) → scale(1, −1): both are reflections; CSS turns the first into a half turn
        // of the second, so every intermediate matrix is a reflection with |det| = 1 instead of
        // collapsing to the zero matrix halfway.
        for i in 0...10 {
            let m = AffineTransform.interpolate(from: AffineTransform(scaleX: -1, y: 1), to: AffineTransform(scaleX: 1, y: -1),
                                                progress: Double(i) / 10)
            #expect(abs((m.a * m.d - m.b * m.c) + 1) < 1e-12, "\(m)")
        }
    }
}

@Suite struct KeyframeRotationTests {
    func rotation(_ v: AnimatableValue) -> Double { DecomposedTransform(v.transform ?? .identity).rotation }
    func degrees(_ d: Double) -> AnimatableValue { .transform(AffineTransform(rotationAngle: d * .pi / 180)) }

    @Test(arguments: [KeyframeCalculation.linear, .cubic])
    func acrossTheHalfTurnTakesTheShorterWay(_ mode: KeyframeCalculation) throws {
        // 170° → 190° passes 180°, not 0° (decomposed angles wrap at ±180°).
        let f = Fixture()
        let a = PropertyAnimator(timeline: f.timeline, duration: 1, curve: .linear)
        try a.addKeyframeTrack(view: f.box, property: .transform,
                               keyframes: [Keyframe(time: 0, value: degrees(170)), Keyframe(time: 1, value: degrees(190))],
                               calculation: mode)
        try a.startAnimation()
        f.timeline.advance(to: 0.5)
        let m = f.scene.presentation(of: f.box).transform
        #expect(abs(m.a + 1) < 1e-12 && abs(m.b) < 1e-12 && abs(m.c) < 1e-12 && abs(m.d + 1) < 1e-12, "\(m)")
    }

    @Test func evenlySpacedRotationsFollowAStraightLine() throws {
        // Catmull-Rom through equally spaced values is the straight line on an inner segment, so
        // 150°, 170°, 190°, 210° at times 0, ⅓, ⅔, 1 must give 150° + 60°·t on the middle one
        // (across the ±180° wrap), and the angle must keep increasing on the outer ones.
        let set = try #require(KeyframeSet([0, 1, 2, 3].map { Keyframe(time: Double($0) / 3, value: degrees(150 + 20 * Double($0))) },
                                           calculation: .cubic))
        var previous = -Double.infinity
        for i in 0...60 {
            let t = Double(i) / 60
            let m = try #require(set.value(at: t).transform)
            if i >= 20 && i <= 40 {
                let expected = AffineTransform(rotationAngle: (150 + 60 * t) * .pi / 180)
                #expect(abs(m.a - expected.a) < 1e-12 && abs(m.b - expected.b) < 1e-12, "t=\(t): \(m)")
            }
            let angle = unwrap(DecomposedTransform(m).rotation, near: .pi)
            #expect(angle > previous, "t=\(t)")
            previous = angle
        }
    }

    @Test func unwrapMovesByWholeTurns() {
        #expect(unwrap(-170 * .pi / 180, near: 170 * .pi / 180) == -170 * .pi / 180 + 2 * .pi)
        #expect(unwrap(3, near: -3) == 3 - 2 * .pi)
        #expect(unwrap(1, near: 0.5) == 1)
        #expect(abs(unwrap(6.5 * .pi, near: 0) - 0.5 * .pi) < 1e-12)
    }
}
