import Foundation
import Testing
@testable import AnimatorCore

/// A double-double number (≈ 32 significant digits): only what the reference needs.
struct DD {
    var hi: Double, lo: Double
    init(_ v: Double) { hi = v; lo = 0 }
    init(hi: Double, lo: Double) { self.hi = hi; self.lo = lo }
    static func + (a: DD, b: DD) -> DD {
        let s = a.hi + b.hi, bb = s - a.hi
        let e = (a.hi - (s - bb)) + (b.hi - bb) + a.lo + b.lo   // two-sum error plus the tails
        let h = s + e
        return DD(hi: h, lo: e - (h - s))
    }
    static prefix func - (a: DD) -> DD { DD(hi: -a.hi, lo: -a.lo) }
    static func - (a: DD, b: DD) -> DD { a + (-b) }
    static func * (a: DD, b: DD) -> DD {
        let p = a.hi * b.hi
        let e = (-p).addingProduct(a.hi, b.hi) + (a.hi * b.lo + a.lo * b.hi)   // fma: exact product error
        let h = p + e
        return DD(hi: h, lo: e - (h - p))
    }
}

/// y for x on the Bézier with control x's (x1, x2) and y's (y1, y2), evaluated in the Bernstein
/// form in double-double and bisected in t until the double interval cannot shrink: the root
/// is within an ulp of t, independently of the solver's power-basis forms.
func highPrecisionCubic(_ p: (Double, Double, Double, Double), _ x: Double) -> Double {
    func bezier(_ a: Double, _ b: Double, _ t: Double) -> DD {
        let t1 = DD(t), m = DD(1) - t1, three = DD(3)
        return three * m * m * t1 * DD(a) + three * m * t1 * t1 * DD(b) + t1 * t1 * t1
    }
    var lo = 0.0, hi = 1.0
    while true {
        let mid = (lo + hi) / 2
        if mid <= lo || mid >= hi { break }
        let r = bezier(p.0, p.2, mid) - DD(x)
        if r.hi + r.lo < 0 { lo = mid } else { hi = mid }
    }
    let y = bezier(p.1, p.3, (lo + hi) / 2)
    return y.hi + y.lo
}

/// Curves whose x(t) is flat somewhere: an interior flat inflection (x1 = 1, x2 = 0: x' = 0 and
/// x'' = 0 at t = ½), flat ends (x1 = 0 or x2 = 1) and a near-flat one.
let flatCurves: [(Double, Double, Double, Double)] = [
    (1, 0, 0, 1), (1, 0.3, 0, 0.7), (1, -0.5, 0, 1.5), (1, 1, 0, 0), (1, 2, 0, -1),
    (0, 1, 0, 1), (1, 0, 1, 0), (0, 0.5, 1, 0.5), (0.99, 0.01, 0.01, 0.99), (1, 0.2, 1e-9, 0.9),
]

/// Inputs crowding the flat spots: ½ ± 10⁻ᵏ, 10⁻ᵏ and 1 − 10⁻ᵏ, k = 1…16, and ½ itself.
let flatPoints: [Double] = [0.5] + (1...16).flatMap { k -> [Double] in
    let e = pow(10, -Double(k))
    return [0.5 - e, 0.5 + e, e, 1 - e]
}

@Suite struct FlatInflectionTests {
    @Test func referenceAgreesWithAClosedForm() {
        // (1, 0, 0, 1): x = ½ + 4(t − ½)³ and y = 3t² − 2t³, so t = ½ + ∛((x − ½)/4) exactly.
        for x in [0.5 - 1e-12, 0.5 + 1e-9, 0.25, 0.5] {
            let t = 0.5 + cbrt((x - 0.5) / 4)
            #expect(abs(highPrecisionCubic((1, 0, 0, 1), x) - (3 * t * t - 2 * t * t * t)) < 1e-15, "x=\(x)")
        }
    }

    @Test(arguments: flatCurves)
    func publicSolverIsAccurateAtFlatSpots(_ p: (Double, Double, Double, Double)) {
        let c = CubicBezier(p.0, p.1, p.2, p.3)
        for x in flatPoints {
            let error = abs(c.value(at: x) - highPrecisionCubic(p, x))
            #expect(error < 1e-7, "x=\(x): error \(error)")
        }
    }

    @Test(arguments: flatCurves)
    func tableSolverIsAccurateAtFlatSpots(_ p: (Double, Double, Double, Double)) {
        let sampler = CubicBezierSampler(CubicBezier(p.0, p.1, p.2, p.3))
        for x in flatPoints {
            let error = abs(sampler.value(at: x) - highPrecisionCubic(p, x))
            #expect(error < 1e-7, "x=\(x): error \(error)")
        }
    }
}
