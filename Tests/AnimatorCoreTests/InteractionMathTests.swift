import Testing
@testable import AnimatorCore

/// The continuous-interaction formulas (issue 30) against values worked by hand.
@Suite struct InteractionMathTests {
    // Rubber band: (1 − 1/(x·c/d + 1))·d = x·c·d / (x·c + d).
    @Test func rubberBandVectors() {
        // x = 100, d = 852: 55·852 / (55 + 852) = 46860 / 907.
        #expect(abs(RubberBand.displacement(100, dimension: 852) - 46860.0 / 907.0) < 1e-12)
        #expect(abs(46860.0 / 907.0 - 51.66482910694598) < 1e-12)
        // x = d: c·d / (c + 1) = 0.55 · 852 / 1.55 = 302.3225806…
        #expect(abs(RubberBand.displacement(852, dimension: 852) - 468.6 / 1.55) < 1e-9)
        // The sign is kept; zero and a bad dimension give 0.
        #expect(abs(RubberBand.displacement(-100, dimension: 852) + 46860.0 / 907.0) < 1e-12)
        #expect(RubberBand.displacement(0, dimension: 852) == 0)
        #expect(RubberBand.displacement(100, dimension: 0) == 0)
        #expect(RubberBand.displacement(.nan, dimension: 852) == 0)
        // Slope c at the limit, and never beyond d.
        #expect(abs(RubberBand.displacement(1e-6, dimension: 852) / 1e-6 - 0.55) < 1e-6)
        #expect(RubberBand.displacement(1e12, dimension: 852) < 852)
    }

    @Test func rubberBandClamp() {
        #expect(RubberBand.clamp(50, lower: 0, upper: 300, dimension: 852) == 50)
        #expect(abs(RubberBand.clamp(400, lower: 0, upper: 300, dimension: 852) - (300 + 46860.0 / 907.0)) < 1e-12)
        #expect(abs(RubberBand.clamp(-100, lower: 0, upper: nil, dimension: 852) + 46860.0 / 907.0) < 1e-12)
        #expect(RubberBand.clamp(-100, lower: nil, upper: 0, dimension: 852) == -100)
    }

    // Projection: (v / 1000) · r / (1 − r).
    @Test func projectionVectors() {
        // normal: 0.998 / 0.002 = 499 points per 1000 pt/s; fast: 0.99 / 0.01 = 99.
        #expect(abs(Projection.distance(velocity: 1000, rate: Projection.normal) - 499) < 1e-9)
        #expect(abs(Projection.distance(velocity: 1000, rate: Projection.fast) - 99) < 1e-9)
        #expect(abs(Projection.distance(velocity: -2000, rate: Projection.normal) + 998) < 1e-9)
        #expect(Projection.distance(velocity: 1000, rate: 1) == 0)
        #expect(Projection.distance(velocity: .infinity, rate: 0.998) == 0)
        #expect(abs(Projection.project(100, velocity: 500, rate: Projection.normal) - 349.5) < 1e-9)
    }

    @Test func nearestRestingPlace() {
        #expect(Projection.nearest(0.4, among: [0, 1]) == 0)
        #expect(Projection.nearest(0.6, among: [0, 1]) == 1)
        #expect(Projection.nearest(0.5, among: [0, 1]) == 0)      // a tie: the first
        #expect(Projection.nearest(0.3, among: [1, 0.5, 0]) == 1)
        #expect(Projection.nearest(-3, among: [0, 0.5, 1]) == 0)
        #expect(Projection.nearest(0.3, among: []) == nil)
    }

    @Test func releaseRules() {
        // Projected: 0.3 + 499 / 852 = 0.88568… → the end.
        let flick = ReleaseRule.project(rate: Projection.normal).decide(progress: 0.3, velocity: 1000, distance: 852)
        #expect(flick.restingPlace == 1 && flick.finishes)
        #expect(abs(flick.projected - (0.3 + 499.0 / 852.0)) < 1e-12)
        #expect(abs(flick.travel - 499) < 1e-9)
        let still = ReleaseRule.project(rate: Projection.normal).decide(progress: 0.3, velocity: 0, distance: 852)
        #expect(still.restingPlace == 0)
        // fast: 0.3 + 99 / 852 = 0.416… → the start.
        #expect(ReleaseRule.project(rate: Projection.fast).decide(progress: 0.3, velocity: 1000, distance: 852).restingPlace == 0)
        // The percent-driven rule, with the velocity rule on and off.
        let on = ReleaseRule.threshold(finishAt: 0.5, finishVelocity: 500)
        #expect(on.decide(progress: 0.4, velocity: 600, distance: 300).finishes)
        #expect(on.decide(progress: 0.4, velocity: 600, distance: 300).byVelocity)
        #expect(!on.decide(progress: 0.7, velocity: -600, distance: 300).finishes)
        #expect(on.decide(progress: 0.5, velocity: 100, distance: 300).finishes)
        let off = ReleaseRule.threshold(finishAt: 0.5, finishVelocity: nil)
        #expect(!off.decide(progress: 0.4, velocity: 5000, distance: 300).finishes)
    }

    // (v · Δ) / |Δ|²: the velocity along the way left, in remaining distances per second.
    @Test func velocityHandOff() {
        let p = Point(x: 0, y: 0), target = Point(x: 0, y: 300)
        #expect(VelocityHandOff.normalized(velocity: Point(x: 0, y: 600), from: p, to: target) == 2)
        // The component across the way is not handed over.
        #expect(VelocityHandOff.normalized(velocity: Point(x: 100, y: 600), from: p, to: target) == 2)
        #expect(VelocityHandOff.normalized(velocity: Point(x: 0, y: -300), from: p, to: target) == -1)
        #expect(VelocityHandOff.normalized(velocity: Point(x: 0, y: 600), from: p, to: p) == 0)
        #expect(VelocityHandOff.normalized(velocity: Point(x: 0, y: 1e9), from: p, to: target) == 100)
        #expect(VelocityHandOff.normalized(velocity: 300, from: 100, to: 250) == 2)
    }

    @Test func fingerPath() throws {
        let path = try FingerPath.parse("0:0,0 0.1:0,50 0.2:0,150 0.25:up 0.6:0,0 0.7:0,-40")
        #expect(path.touches.count == 2)
        #expect(path.touches[0].lift == 0.25 && path.touches[1].lift == nil)
        #expect(path.touches[0].releaseVelocity == Point(x: 0, y: 1000))
        #expect(abs(path.touches[0].translation(at: 0.15).y - 100) < 1e-9)
        #expect(path.touches[0].translation(at: 0.22) == Point(x: 0, y: 150))
        #expect(path.touchIndex(at: 0.1) == 0)
        #expect(path.touchIndex(at: 0.25) == nil)
        #expect(path.touchIndex(at: 0.3) == nil)
        #expect(path.touchIndex(at: 0.65) == 1)
        #expect(abs(path.touches[1].translation(at: 0.65).y + 20) < 1e-9)
        #expect(path.endTime == 0.7)
        // One sample before the lift: no segment, no velocity.
        #expect(try FingerPath.parse("0:0,0 0.1:up").touches[0].releaseVelocity == Point(x: 0, y: 0))
    }

    @Test func fingerPathErrors() {
        for bad in ["", "0:0", "x:0,0", "0:0,0 0:1,1", "0:up", "-1:0,0", "0:nan,0", "0:0,0 0.1:1e9,0", "0.1:0,0 0.05:up"] {
            #expect(throws: FingerPath.ParseError.self, "\(bad)") { try FingerPath.parse(bad) }
        }
    }
}
