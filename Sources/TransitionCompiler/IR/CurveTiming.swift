import AnimatorCore

// The one mapping from an IR curve to AnimatorCore's timing curve: the interpreter plays it and
// the web backend samples its springs (WebEmitter/Curves.swift), so the two cannot disagree.

extension CurveIR {
    /// The AnimatorCore timing curve of this IR curve; a damping-ratio spring is resolved
    /// against `duration` (UIKit honours the animator's duration for that form only).
    public func timingCurve(duration: Double) -> TimingCurve {
        switch self {
        case .named(let n):
            return TimingCurve(named: n.rawValue) ?? .linear
        case .cubic(let x1, let y1, let x2, let y2):
            return .cubicBezier(CubicBezier(x1, y1, x2, y2))
        case .steps(let count, let position):
            guard let pos = AnimatorCore.StepPosition(rawValue: position.rawValue),
                  let steps = Steps(count, pos) else { return .linear }
            return .steps(steps)
        case .spring(let s):
            switch s {
            case .dampingRatio(let ratio, let velocity):
                return TimingCurve.spring(Spring.dampingRatio(ratio, initialVelocity: velocity)).resolved(forDuration: duration)
            case .physical(let mass, let stiffness, let damping, let velocity):
                return .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
            case .perceptual(let d, let bounce, let velocity):
                return .spring(Spring(duration: d, bounce: bounce, initialVelocity: velocity))
            }
        }
    }

    /// The same curve with a spring's initial velocity replaced (UIKit normalised units).
    public func withSpringVelocity(_ v: Double) -> CurveIR {
        guard case .spring(let s) = self else { return self }
        switch s {
        case .dampingRatio(let r, _): return .spring(.dampingRatio(r, velocity: v))
        case .physical(let m, let k, let c, _): return .spring(.physical(mass: m, stiffness: k, damping: c, velocity: v))
        case .perceptual(let d, let b, _): return .spring(.perceptual(duration: d, bounce: b, velocity: v))
        }
    }
}

