import AnimatorCore
import TransitionCompiler

// Tracks resolved against the scene after setup (step 3 of the runtime order): every value
// is an AnimatorCore `AnimatableValue` in the animated view's superview space.

extension CurveIR {
    /// The AnimatorCore timing curve of this IR curve; a damping-ratio spring is resolved
    /// against `duration` (UIKit honours the animator's duration for that form only).
    func timingCurve(duration: Double) -> TimingCurve {
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
    func withSpringVelocity(_ v: Double) -> CurveIR {
        guard case .spring(let s) = self else { return self }
        switch s {
        case .dampingRatio(let r, _): return .spring(.dampingRatio(r, velocity: v))
        case .physical(let m, let k, let c, _): return .spring(.physical(mass: m, stiffness: k, damping: c, velocity: v))
        case .perceptual(let d, let b, _): return .spring(.perceptual(duration: d, bounce: b, velocity: v))
        }
    }
}

/// One animated property of one track.
struct ResolvedProperty: Sendable {
    var view: ViewID
    var property: Property
    /// Keyframes (relative time in the track, value, curve of the segment ending there);
    /// a from/to track has two: (0, from) and (1, to).
    var keys: [(at: Double, value: AnimatableValue, curve: TimingCurve?)]
    var calculation: KeyframeCalculation
    /// A `from -> to` property: curve overshoot (springs, cubic y outside 0…1) extrapolates.
    var isFromTo: Bool

    var start: AnimatableValue { keys.first?.value ?? .number(0) }
    var end: AnimatableValue { keys.last?.value ?? .number(0) }

    /// The value at track progress `p` (the group's curve already applied).
    func value(at p: Double) -> AnimatableValue {
        guard let first = keys.first, let last = keys.last else { return .number(0) }
        if keys.count == 1 { return first.value }
        if !property.isAnimatable { return ResolvedProperty.switchValue(from: first.value, to: last.value, progress: p) }
        if isFromTo { return AnimatableValue.interpolate(from: first.value, to: last.value, progress: p) }
        if p <= first.at { return first.value }
        if p >= last.at { return last.value }
        var i = 0
        while i + 1 < keys.count - 1 && keys[i + 1].at <= p { i += 1 }
        let a = keys[i], b = keys[i + 1]
        let span = b.at - a.at
        let local = span > 0 ? (p - a.at) / span : 1
        switch calculation {
        case .discrete:
            return a.value
        case .linear:
            let eased = b.curve.map { $0.value(at: local) } ?? local
            return AnimatableValue.interpolate(from: a.value, to: b.value, progress: eased)
        case .cubic:
            let eased = b.curve.map { $0.value(at: local) } ?? local
            return catmullRom(i, eased)
        }
    }

    /// Non-interpolated properties switch where AnimatorCore switches discrete values.
    static func switchValue(from: AnimatableValue, to: AnimatableValue, progress p: Double) -> AnimatableValue {
        AnimatableValue.interpolate(from: .bool(false), to: .bool(true), progress: p) == .bool(true) ? to : from
    }

    /// `calculationMode = .cubic`: a Catmull-Rom spline through the keyframe values (numbers,
    /// component-wise for geometry and colours; other kinds fall back to linear).
    private func catmullRom(_ i: Int, _ s: Double) -> AnimatableValue {
        let p0 = keys[max(i - 1, 0)].value, p1 = keys[i].value, p2 = keys[i + 1].value
        let p3 = keys[min(i + 2, keys.count - 1)].value
        func cr(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let s2 = s * s, s3 = s2 * s
            return 0.5 * ((2 * b) + (-a + c) * s + (2 * a - 5 * b + 4 * c - d) * s2 + (-a + 3 * b - 3 * c + d) * s3)
        }
        switch (p0, p1, p2, p3) {
        case let (.number(a), .number(b), .number(c), .number(d)):
            return .number(cr(a, b, c, d))
        case let (.rect(a), .rect(b), .rect(c), .rect(d)):
            return .rect(CoreRect(x: cr(a.x, b.x, c.x, d.x), y: cr(a.y, b.y, c.y, d.y),
                                  width: cr(a.width, b.width, c.width, d.width), height: cr(a.height, b.height, c.height, d.height)))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CorePoint(x: cr(a.x, b.x, c.x, d.x), y: cr(a.y, b.y, c.y, d.y)))
        case let (.color(a), .color(b), .color(c), .color(d)):
            return .color(Color(red: cr(a.red, b.red, c.red, d.red), green: cr(a.green, b.green, c.green, d.green),
                                blue: cr(a.blue, b.blue, c.blue, d.blue), alpha: cr(a.alpha, b.alpha, c.alpha, d.alpha)))
        default:
            return AnimatableValue.interpolate(from: p1, to: p2, progress: s)
        }
    }
}

/// One `AnimatorGroup` resolved: its timing and its properties.
struct ResolvedGroup: Sendable {
    var delay: Double
    var duration: Double
    var curve: TimingCurve
    var properties: [ResolvedProperty]

    /// The group's curve progress at overall time `t` of the coordinated animator:
    /// local fraction = clamp((t − delay) / duration), then the curve.
    func progress(atTime t: Double) -> Double {
        let x: Double
        if duration > 0 {
            x = min(max((t - delay) / duration, 0), 1)
        } else {
            x = t >= delay ? 1 : 0
        }
        if x >= 1 { return 1 }
        if x <= 0 { return curve.value(at: 0) }
        return curve.value(at: x)
    }
}

// MARK: Reading and writing properties in superview space

extension Scene {
    func value(of id: ViewID, _ p: Property) -> AnimatableValue {
        let props = self[id].props
        switch p {
        case .frame: return .rect(props.frame)
        case .center: return .point(props.center)
        case .alpha: return .number(props.alpha)
        case .transform: return .transform(props.transform)
        case .cornerRadius: return .number(props.cornerRadius)
        case .backgroundColor: return .color(props.color)
        case .hidden: return .bool(props.hidden)
        case .zIndex: return .number(props.zIndex)
        case .contentMode: return .integer(ContentMode.allCases.firstIndex(of: props.contentMode) ?? 0)
        }
    }

    mutating func set(_ id: ViewID, _ p: Property, _ v: AnimatableValue) {
        guard id != .container || p == .backgroundColor || p == .alpha else { return }
        switch p {
        case .frame: if let r = v.rect { nodes[id.rawValue].props.setFrame(r) }
        case .center: if let c = v.point { nodes[id.rawValue].props.center = c }
        case .alpha: if let a = v.number { nodes[id.rawValue].props.alpha = a }
        case .transform: if let t = v.transform { nodes[id.rawValue].props.transform = t }
        case .cornerRadius: if let r = v.number { nodes[id.rawValue].props.cornerRadius = r }
        case .backgroundColor: if let c = v.color { nodes[id.rawValue].props.color = c }
        case .hidden: if let h = v.bool { nodes[id.rawValue].props.hidden = h }
        case .zIndex: if let z = v.number { nodes[id.rawValue].props.zIndex = z }
        case .contentMode:
            if let i = v.integer, ContentMode.allCases.indices.contains(i) { nodes[id.rawValue].props.contentMode = ContentMode.allCases[i] }
        }
    }

    /// Converts an evaluated (container-space) value of `p` into the view's superview space.
    func animatable(_ id: ViewID, _ p: Property, _ v: RunValue) -> AnimatableValue {
        switch p {
        case .frame: return .rect(frameInSuperview(id, fromContainer: v.rect))
        case .center: return .point(centerInSuperview(id, fromContainer: v.point))
        case .alpha, .cornerRadius, .zIndex: return .number(v.number)
        case .transform: return .transform(v.transform)
        case .backgroundColor: return .color(v.color)
        case .hidden: return .bool(v.bool)
        case .contentMode:
            if case .contentMode(let m) = v { return .integer(ContentMode.allCases.firstIndex(of: m) ?? 0) }
            return .integer(0)
        }
    }
}
