import Testing
@testable import AnimatorCore

let sampleCurves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .caDefault,
    .cubicBezier(CubicBezier(0.68, -0.6, 0.32, 1.6)),
    .cubicBezier(CubicBezier(0, 1, 1, 0)),
    // jump-start/jump-both are excluded: by CSS definition they are 1/n (1/(n+1)) at 0.
    .steps(Steps(4, .jumpEnd)!), .steps(Steps(3, .jumpNone)!),
    .piecewiseLinear(PiecewiseLinear(stops: [LinearStop(0), LinearStop(1.2, at: 0.7), LinearStop(1)])!),
    .spring(Spring.dampingRatio(0.5).resolved(forDuration: 0.4)),
    .spring(Spring(mass: 1, stiffness: 100, damping: 10)),
    .spring(Spring(duration: 0.5, bounce: -0.4)),
    .spring(Spring(mass: 1, stiffness: 100, damping: 20)),
]

@Suite struct CurvePropertyTests {
    @Test(arguments: sampleCurves)
    func curvesHitZeroAndOne(_ curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    @Test(arguments: [(0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 0.58, 1.0), (0.0, 1.0, 1.0, 0.0), (1.0, 0.0, 0.0, 1.0), (0.68, -0.6, 0.32, 1.6)])
    func cubicSolutionInvertsX(_ p: (Double, Double, Double, Double)) {
        let c = CubicBezier(p.0, p.1, p.2, p.3)
        for i in 0...1000 {
            let x = Double(i) / 1000
            let t = c.solveCurveX(x)
            #expect(abs(c.sampleX(t) - x) < 1e-9, "x=\(x)")
        }
    }

    @Test func namedCurvesMatchCoreAnimation() {
        #expect(TimingCurve(named: "easeInEaseOut") == TimingCurve(.easeInOut))
        #expect(TimingCurve(named: "default") == .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(AnimationCurve(rawValue: 0) == .easeInOut && AnimationCurve(rawValue: 3) == .linear)
        #expect(TimingCurve(named: "bogus") == nil)
    }

    @Test func hostileInputsDoNotCrash() {
        let c = CubicBezier(.nan, .infinity, 2, -1)
        #expect(c.value(at: .nan) == 0)
        #expect(CubicBezier(validating: 1.5, 0, 0.5, 1) == nil)
        #expect(Steps(0) == nil && Steps(1, .jumpNone) == nil)
        #expect(PiecewiseLinear(points: [Point(x: 0, y: 0)]) == nil)
        let s = Spring(mass: .nan, stiffness: -1, damping: .infinity)
        #expect(s.settlingDuration().isFinite)
        #expect(Spring.dampingRatio(.nan).resolved(forDuration: .infinity).value(atTime: 0.1).isFinite)
    }

    @Test(arguments: [0.2, 0.5, 1.0, 1.5])
    func springClosedFormsSatisfyTheODE(_ zeta: Double) {
        // m x'' + c x' + k x = 0, checked numerically on the closed form.
        let k = 150.0, m = 1.0, c = 2 * zeta * (k * m).squareRoot()
        let s = Spring(mass: m, stiffness: k, damping: c, initialVelocity: 2)
        #expect(abs(s.velocity(atTime: 0) - 2) < 1e-9)
        #expect(abs(s.value(atTime: 0)) < 1e-12)
        let h = 1e-4
        for t in stride(from: 0.05, to: 1.0, by: 0.1) {
            let x = s.value(atTime: t) - 1
            let acc = (s.velocity(atTime: t + h) - s.velocity(atTime: t - h)) / (2 * h)
            #expect(abs(m * acc + c * s.velocity(atTime: t) + k * x) < 1e-3)
        }
    }

    @Test func ratioSpringSettlesAtTheAnimatorDuration() {
        let s = Spring.dampingRatio(0.7).resolved(forDuration: 0.5)
        #expect(abs(s.settlingDuration() - 0.5) < 1e-6)
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
    }

    @Test func linearStopsDefaulting() {
        // linear(0, 0.25, 1) → inputs 0, 0.5, 1
        let f = PiecewiseLinear(stops: [LinearStop(0), LinearStop(0.25), LinearStop(1)])!
        #expect(f.points.map(\.x) == [0, 0.5, 1])
        #expect(f.value(at: 0.25) == 0.125)
    }

    @Test func transformInterpolationIsComponentWise() {
        let a = AffineTransform.identity, b = AffineTransform(rotationAngle: .pi / 2)
        let mid = AffineTransform.interpolate(from: a, to: b, progress: 0.5)
        let expected = AffineTransform(rotationAngle: .pi / 4)
        #expect(abs(mid.a - expected.a) < 1e-12 && abs(mid.b - expected.b) < 1e-12)   // not shrunk
        let t = AffineTransform(scaleX: 2, y: 3).rotated(by: 0.3).translatedBy(x: 5, y: -7)
        let r = DecomposedTransform(t).transform
        for (x, y) in [(t.a, r.a), (t.b, r.b), (t.c, r.c), (t.d, r.d), (t.tx, r.tx), (t.ty, r.ty)] { #expect(abs(x - y) < 1e-9) }
    }
}

@Suite struct HotPathSolverTests {
    @Test(arguments: [(0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.0, 0.0, 1.0, 1.0), (1.0, 0.0, 0.0, 1.0),
                      (0.1, 0.0, 0.5, 1.0), (0.0, 1.5, 1.0, -0.5), (0.99, 0.01, 0.01, 0.99), (0.0, 0.0, 0.0, 1.0)])
    func tableGuidedSolveMatchesTheReference(_ p: (Double, Double, Double, Double)) {
        let c = CubicBezier(p.0, p.1, p.2, p.3)
        let table = c.guessTable()
        var worst = 0.0, worstVsPublic = 0.0, worstPublic = 0.0
        table.withUnsafeBufferPointer { tb in
            for i in 0...4000 {
                let x = Double(i) / 4000
                let hot = c.value(at: x, table: tb.baseAddress!)
                // Double-double reference: a double-precision bisection is itself 3e-6 off at
                // (1, 0, 0, 1), x = ½.
                let reference = highPrecisionCubic(p, x)
                worst = max(worst, abs(hot - reference))
                worstPublic = max(worstPublic, abs(c.value(at: x) - reference))
                worstVsPublic = max(worstVsPublic, abs(hot - c.value(at: x)))
            }
            for x in [-0.5, 1e-300, 1e-12, 0.5 - 1e-16, 1 - 1e-15, 1.5, .nan] + flatPoints {
                let a = c.value(at: x, table: tb.baseAddress!), b = c.value(at: x)
                #expect(a == b || abs(a - b) < 1e-9 || (a.isNaN && b.isNaN), "x=\(x)")
            }
        }
        // Both solvers within 1e-7 of the reference (flat inflections such as (1, 0, 0, 1)
        // included), and the same answer as each other to 1e-9.
        #expect(worst < 1e-7 && worstPublic < 1e-7)
        #expect(worstVsPublic < 1e-9)
    }
}
