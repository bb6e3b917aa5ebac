import AnimatorCore
import TransitionCompiler

/// Drives a branch's animator groups on AnimatorCore: one `PropertyAnimator` per
/// `AnimatorGroup` (the group's duration and curve, as the generated code's
/// UIViewPropertyAnimators), joined in a `CoordinatedAnimator` with the groups' delays and the
/// branch's duration (so one fraction means one time for every group); interactive
/// scenarios go through a `PercentDrivenInteraction`. The interpreter's own `Scene` keeps
/// the hierarchy and geometry; AnimatorCore animates the property values (in each view's
/// superview space) and the interpreter reads the presentation values back.
final class CoreDriver {
    let timeline: AnimatorCore.Timeline
    let coordinated: CoordinatedAnimator?
    var interaction: PercentDrivenInteraction?
    let base: Scene
    /// The animated (view, property) pairs, in track order (a drag adds its followed views').
    var animated: [(ViewID, Property)]
    let duration: Double

    init(start: Scene, groups: [ResolvedGroup], duration: Double) {
        base = start
        self.duration = duration
        let tl = AnimatorCore.Timeline()
        let scene = tl.scene
        // One AnimatorCore view per IR view, same index, with the model values of `start`.
        for node in start.nodes {
            let v = scene.makeView(frame: node.props.frame)
            let p = node.props
            scene.setValueWithoutAnimation(.point(p.center), for: .center, of: v)
            scene.setValueWithoutAnimation(.rect(CoreRect(x: 0, y: 0, width: p.size.width, height: p.size.height)), for: .bounds, of: v)
            scene.setValueWithoutAnimation(.transform(p.transform), for: .transform, of: v)
            if let m = p.transform3D { scene.setValueWithoutAnimation(.transform3D(m), for: .transform3D, of: v) }
            scene.setValueWithoutAnimation(.mask(p.mask), for: .mask, of: v)
            scene.setValueWithoutAnimation(.number(p.blur), for: .effect, of: v)
            scene.setValueWithoutAnimation(.number(p.alpha), for: .alpha, of: v)
            scene.setValueWithoutAnimation(.number(p.cornerRadius), for: .cornerRadius, of: v)
            scene.setValueWithoutAnimation(.color(p.color), for: .backgroundColor, of: v)
            scene.setValueWithoutAnimation(.bool(p.hidden), for: .isHidden, of: v)
            scene.setValueWithoutAnimation(.integer(CoreDriver.zIndex(p.zIndex)), for: .zIndex, of: v)
            scene.setValueWithoutAnimation(.color(p.shadowColor), for: .shadowColor, of: v)
            scene.setValueWithoutAnimation(.number(p.shadowOpacity), for: .shadowOpacity, of: v)
            scene.setValueWithoutAnimation(.number(p.shadowRadius), for: .shadowRadius, of: v)
            scene.setValueWithoutAnimation(.size(p.shadowOffset), for: .shadowOffset, of: v)
            scene.setValueWithoutAnimation(.number(p.borderWidth), for: .borderWidth, of: v)
            scene.setValueWithoutAnimation(.color(p.borderColor), for: .borderColor, of: v)
        }
        var animators: [PropertyAnimator] = []
        var pairs: [(ViewID, Property)] = []
        var delays: [Double] = []
        for g in groups {
            // The group's own animator (a physical or duration/bounce spring runs for its
            // settling time, as the group's duration says); its delay is the coordinator's.
            let animator = PropertyAnimator(timeline: tl, duration: g.duration, timing: g.curve)
            // scrubsLinearly stays UIKit's default (true): a scrub moves every track linearly with
            // the gesture, so the view stays under the finger (Docs/RUN.md).
            for prop in g.properties {
                guard var target = CoreDriver.coreProperty(prop.property) else { continue }
                if prop.start.transform3D != nil { target = .transform3D }
                let view = AnimatorCore.ViewID(rawValue: prop.view.rawValue)
                let from = CoreDriver.coreValue(prop.start, prop.property)
                let to = CoreDriver.coreValue(prop.end, prop.property)
                if prop.isFromTo {
                    try? animator.addTrack(view: view, property: target, from: from, to: to, curve: g.curve)
                } else {
                    // AnimatorCore's keyframe curve is the segment that STARTS at a key; the IR's
                    // the segment that ENDS at it.
                    var keys: [Keyframe] = []
                    for (i, k) in prop.keys.enumerated() {
                        let next = i + 1 < prop.keys.count ? prop.keys[i + 1].curve : nil
                        keys.append(Keyframe(time: k.at, value: CoreDriver.coreValue(k.value, prop.property), curve: next ?? .linear))
                    }
                    let calc = AnimatorCore.KeyframeCalculation(rawValue: prop.calculation.rawValue) ?? .linear
                    try? animator.addKeyframeTrack(view: view, property: target, keyframes: keys, calculation: calc, curve: g.curve)
                }
                pairs.append((prop.view, prop.property))
            }
            delays.append(g.delay)
            animators.append(animator)
        }
        timeline = tl
        animated = pairs
        coordinated = CoordinatedAnimator(animators, delays: delays, duration: duration)
    }

    static func zIndex(_ z: Double) -> Int {
        guard z.isFinite else { return 0 }
        return Int(max(min(z.rounded(), 1e9), -1e9))
    }

    static func coreProperty(_ p: Property) -> ViewProperty? {
        switch p {
        case .frame: return .frame
        case .center: return .center
        case .size: return .bounds
        case .alpha: return .alpha
        case .transform: return .transform
        case .cornerRadius: return .cornerRadius
        case .backgroundColor: return .backgroundColor
        case .hidden: return .isHidden
        case .zIndex: return .zIndex
        case .contentMode: return nil // not animatable anywhere: set at once (Docs/RUN.md)
        case .clips, .corners, .cornerCurve: return nil // likewise (Docs/LANGUAGE.md, "Clipping and corners")
        case .shadowColor: return .shadowColor
        case .shadowOpacity: return .shadowOpacity
        case .shadowRadius: return .shadowRadius
        case .shadowOffset: return .shadowOffset
        case .borderWidth: return .borderWidth
        case .borderColor: return .borderColor
        case .mask: return .mask
        case .blur: return .effect
        }
    }

    static func coreValue(_ v: AnimatableValue, _ p: Property) -> AnimatableValue {
        if p == .zIndex, let z = v.number { return .integer(zIndex(z)) }
        return v
    }

    /// `startAnimation()` (non-interactive) or `startInteractiveTransition` (paused at 0).
    func start(interactive: Bool) {
        guard let c = coordinated else { return }
        if interactive {
            interaction = PercentDrivenInteraction(animator: c)
        } else {
            try? c.startAnimation()
        }
    }

    /// The time the coordinated animator completes (its completion calls completeTransition),
    /// once running; nil while paused or done.
    var scheduledEnd: Double? { coordinated?.scheduledEndTime }

    func advance(to t: Double) { timeline.advance(to: t) }

    var fraction: Double { min(max(coordinated?.fractionComplete ?? 1, 0), 1) }

    /// The interpreter's scene with the presentation values of every animated property.
    func presentation() -> Scene {
        var s = base
        let scene = timeline.scene
        for (id, p) in animated {
            let v = AnimatorCore.ViewID(rawValue: id.rawValue)
            switch p {
            case .frame:
                if let c = scene.presentationValue(.center, of: v).point { s[id].props.center = c }
                if let b = scene.presentationValue(.bounds, of: v).rect { s[id].props.size = b.size }
            case .zIndex:
                if let z = scene.presentationValue(.zIndex, of: v).integer { s[id].props.zIndex = Double(z) }
            case .transform:
                // The layer's transform, 4×4 when a 3-D track set it; a 2-D one is read as it is
                // (no 4×4 built and taken apart again every frame).
                let props = scene.presentation(of: v)
                s.set(id, p, props.transform3D.map { .transform3D($0) } ?? .transform(props.transform))
            default:
                if let cp = CoreDriver.coreProperty(p) { s.set(id, p, scene.presentationValue(cp, of: v)) }
            }
        }
        return s
    }
}
