/// A timing curve, checked (parameters in range) and with its defaults filled in.
public enum CurveIR: Sendable, Hashable {
    /// Core Animation's named curves (`default` is CA's default, (0.25,0.1)(0.25,1)).
    case named(NamedCurve)
    /// `cubic(x1, y1, x2, y2)`: x1, x2 in 0...1.
    /// Boxed, with `spring`: a curve is 9 bytes, not 33, in every track and animator group (issue 17);
    /// the checker's curve memo and the reverse share one box among tracks that write one curve.
    indirect case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    /// `steps(n, jump-end)` per CSS Easing 2.
    case steps(count: Int, position: StepPosition)
    indirect case spring(SpringIR)

    /// The same curve played backwards in time: `f'(t) = 1 - f(1 - t)`. Named and cubic curves
    /// stay cubic (control points mirrored); steps swap jump-start and jump-end; springs are
    /// not time-symmetric, so a reversed branch keeps its spring (it settles into the end value).
    public var reversed: CurveIR {
        switch self {
        case .named(let n):
            let p = n.controlPoints
            let m = CurveIR.cubic(x1: 1 - p.x2, y1: 1 - p.y2, x2: 1 - p.x1, y2: 1 - p.y1)
            // Keep the name where the mirror is itself a named curve.
            let mp = (1 - p.x2, 1 - p.y2, 1 - p.x1, 1 - p.y1)
            for candidate in NamedCurve.allCases {
                let c = candidate.controlPoints
                let close = { (a: Double, b: Double) in abs(a - b) < 1e-12 }
                if close(c.x1, mp.0), close(c.y1, mp.1), close(c.x2, mp.2), close(c.y2, mp.3) { return .named(candidate) }
            }
            return m
        case .cubic(let x1, let y1, let x2, let y2):
            return .cubic(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        case .steps(let n, let position):
            return .steps(count: n, position: position.mirrored)
        case .spring:
            return self
        }
    }

    /// Control points of a named or cubic curve.
    public var cubicPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .named(let n): return n.controlPoints
        case .cubic(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
        default: return nil
        }
    }
}

public enum NamedCurve: String, Sendable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut
    case `default`

    /// Core Animation's control points (Apple doc CAMediaTimingFunctionName).
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        }
    }
}

public enum StepPosition: String, Sendable, CaseIterable {
    case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"

    var mirrored: StepPosition {
        switch self {
        case .jumpStart: return .jumpEnd
        case .jumpEnd: return .jumpStart
        case .jumpNone, .jumpBoth: return self
        }
    }
}

/// The three spring forms. `velocity` is UIKit's normalised initial velocity (1 = the whole
/// distance per second).
public enum SpringIR: Sendable, Hashable {
    /// `spring(damping: 0.8, velocity: 0)`: UIKit's damping-ratio form; settles within the
    /// track's duration.
    case dampingRatio(Double, velocity: Double)
    /// `spring(mass: 1, stiffness: 300, damping: 20, velocity: 0)`: the physical form; the
    /// track's duration is the spring's own settling time (the checker computes it).
    case physical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    /// `spring(duration: 0.5, bounce: 0.2)`: SwiftUI's perceptual form (iOS 17
    /// `UISpringTimingParameters(duration:bounce:)`); like the physical form, the track's
    /// duration is the spring's settling time (the checker computes it).
    case perceptual(duration: Double, bounce: Double, velocity: Double)
}
