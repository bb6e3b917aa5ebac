import AnimatorCore
import TransitionCompiler

// Tracks resolved against the scene after setup (step 3 of the runtime order): every value
// is an AnimatorCore `AnimatableValue` in the animated view's superview space.

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

}

/// One `AnimatorGroup` resolved: its timing and its properties.
struct ResolvedGroup: Sendable {
    var delay: Double
    var duration: Double
    var curve: TimingCurve
    var properties: [ResolvedProperty]

}

// MARK: Reading and writing properties in superview space

extension Scene {
    func value(of id: ViewID, _ p: Property) -> AnimatableValue {
        let props = self[id].props
        switch p {
        case .frame: return .rect(props.frame)
        case .center: return .point(props.center)
        // The bounds (origin zero: the preview's views do not scroll), as AnimatorCore animates them.
        case .size: return .rect(CoreRect(x: 0, y: 0, width: props.size.width, height: props.size.height))
        case .alpha: return .number(props.alpha)
        case .transform: return props.transform3D.map { .transform3D($0) } ?? .transform(props.transform)
        case .cornerRadius: return .number(props.cornerRadius)
        case .backgroundColor: return .color(props.color)
        case .hidden: return .bool(props.hidden)
        case .zIndex: return .number(props.zIndex)
        case .contentMode: return .integer(ContentMode.allCases.firstIndex(of: props.contentMode) ?? 0)
        case .shadowColor: return .color(props.shadowColor)
        case .shadowOpacity: return .number(props.shadowOpacity)
        case .shadowRadius: return .number(props.shadowRadius)
        case .shadowOffset: return .size(props.shadowOffset)
        case .borderWidth: return .number(props.borderWidth)
        case .borderColor: return .color(props.borderColor)
        case .mask: return .mask(props.mask)
        case .blur: return .number(props.blur)
        case .clips: return .bool(props.clips)
        case .corners: return .integer(props.corners.rawValue)
        case .cornerCurve: return .integer(CornerCurve.allCases.firstIndex(of: props.cornerCurve) ?? 0)
        }
    }

    mutating func set(_ id: ViewID, _ p: Property, _ v: AnimatableValue) {
        guard id != .container || p == .backgroundColor || p == .alpha else { return }
        switch p {
        case .frame: if let r = v.rect { nodes[id.rawValue].props.setFrame(r) }
        case .center: if let c = v.point { nodes[id.rawValue].props.center = c }
        case .size: if let r = v.rect { nodes[id.rawValue].props.size = r.size }
        case .alpha: if let a = v.number { nodes[id.rawValue].props.alpha = a }
        case .transform:
            if let t = v.transform { nodes[id.rawValue].props.transform = t; nodes[id.rawValue].props.transform3D = nil }
            if let m = v.transform3D {
                // A 4×4 transform that is affine draws like one: kept 2-D (UIKit's transform).
                nodes[id.rawValue].props.transform = m.affine
                nodes[id.rawValue].props.transform3D = m.isAffine ? nil : m
            }
        case .cornerRadius: if let r = v.number { nodes[id.rawValue].props.cornerRadius = r }
        case .backgroundColor: if let c = v.color { nodes[id.rawValue].props.color = c }
        case .hidden: if let h = v.bool { nodes[id.rawValue].props.hidden = h }
        case .zIndex: if let z = v.number { nodes[id.rawValue].props.zIndex = z }
        case .contentMode:
            if let i = v.integer, ContentMode.allCases.indices.contains(i) { nodes[id.rawValue].props.contentMode = ContentMode.allCases[i] }
        case .shadowColor: if let c = v.color { nodes[id.rawValue].props.shadowColor = c }
        // CALayer stores the opacity as a Float: the preview shows the value the layer holds.
        case .shadowOpacity: if let n = v.number { nodes[id.rawValue].props.shadowOpacity = Double(Float(n)) }
        case .shadowRadius: if let n = v.number { nodes[id.rawValue].props.shadowRadius = n }
        case .shadowOffset: if let z = v.size { nodes[id.rawValue].props.shadowOffset = z }
        case .borderWidth: if let n = v.number { nodes[id.rawValue].props.borderWidth = n }
        case .borderColor: if let c = v.color { nodes[id.rawValue].props.borderColor = c }
        case .mask: if case .mask(let m) = v { nodes[id.rawValue].props.mask = m }
        case .blur: if let n = v.number { nodes[id.rawValue].props.blur = n }
        case .clips: if let b = v.bool { nodes[id.rawValue].props.clips = b }
        case .corners: if let i = v.integer { nodes[id.rawValue].props.corners = CornerSet(rawValue: i).intersection(.all) }
        case .cornerCurve:
            if let i = v.integer, CornerCurve.allCases.indices.contains(i) { nodes[id.rawValue].props.cornerCurve = CornerCurve.allCases[i] }
        }
    }

    /// Converts an evaluated (container-space) value of `p` into the view's superview space.
    func animatable(_ id: ViewID, _ p: Property, _ v: RunValue) -> AnimatableValue {
        switch p {
        case .frame: return .rect(frameInSuperview(id, fromContainer: v.rect))
        case .center: return .point(centerInSuperview(id, fromContainer: v.point))
        // A size is the same in every space (UIView.bounds: the view's own coordinates).
        case .size: return .rect(CoreRect(origin: .zero, size: v.rect.size))
        case .alpha, .cornerRadius, .zIndex, .shadowOpacity, .shadowRadius, .borderWidth, .blur: return .number(v.number)
        case .transform:
            if case .transform3D(let m) = v { return .transform3D(m) }
            return .transform(v.transform)
        case .backgroundColor, .shadowColor, .borderColor: return .color(v.color)
        case .shadowOffset: return .size(v.rect.size)
        case .mask:
            if case .shape(let m) = v { return .mask(m) }
            return .mask(nil)
        case .hidden, .clips: return .bool(v.bool)
        case .corners:
            if case .corners(let c) = v { return .integer(c.rawValue) }
            return .integer(CornerSet.all.rawValue)
        case .cornerCurve:
            if case .cornerCurve(let c) = v { return .integer(CornerCurve.allCases.firstIndex(of: c) ?? 0) }
            return .integer(0)
        case .contentMode:
            if case .contentMode(let m) = v { return .integer(ContentMode.allCases.firstIndex(of: m) ?? 0) }
            return .integer(0)
        }
    }
}
