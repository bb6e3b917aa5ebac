// The view tree with Core Animation's two layers of truth: a MODEL value per property (what
// code reads back; set immediately, even inside an animation block) and a PRESENTATION value
// (what is drawn at the clock's current time, written by animators when the timeline samples).

/// What kind of view a record is (informational; all kinds animate the same way).
public enum ViewKind: Hashable, Sendable {
    /// An ordinary view.
    case regular
    /// A snapshot: a copy of another view's presentation at the moment it was taken.
    case snapshot(of: ViewID)
    /// An overlay (dimming view, chrome) added above content.
    case overlay
}

/// A scene of views, identified by `ViewID`.
///
/// Not thread-safe: use one scene from one isolation domain (e.g. the main actor in a mirror).
public final class Scene {
    struct Record {
        var name: String?
        var kind: ViewKind
        var model: ViewProperties
        var superview: Int
        var subviews: [ViewID]
    }
    @exclusivity(unchecked)
    var records: [Record] = []
    /// Presentation values, indexed like `records` (pointer storage: written every frame).
    let presentations = HotBuffer<ViewProperties>(capacity: 16)
    var contexts: [AnimationContext?] = []

    /// An empty scene.
    public init() {}

    /// Number of views ever created.
    public var viewCount: Int { records.count }
    /// All view ids, in creation order.
    public var allViews: [ViewID] { records.indices.map(ViewID.init(rawValue:)) }

    /// Creates a detached view with the given frame (model and presentation).
    @discardableResult
    public func makeView(name: String? = nil, frame: Rect = .zero, kind: ViewKind = .regular) -> ViewID {
        var p = ViewProperties(); p.frame = frame
        p.bounds.origin = .zero
        records.append(Record(name: name, kind: kind, model: p, superview: -1, subviews: []))
        presentations.append(p)
        return ViewID(rawValue: records.count - 1)
    }

    /// Whether `id` was issued by this scene.
    public func contains(_ id: ViewID) -> Bool { id.rawValue >= 0 && id.rawValue < records.count }

    /// The view's name, if any.
    public func name(of id: ViewID) -> String? { contains(id) ? records[id.rawValue].name : nil }
    /// The first view with this name.
    public func view(named name: String) -> ViewID? {
        records.firstIndex { $0.name == name }.map(ViewID.init(rawValue:))
    }
    /// The view's kind.
    public func kind(of id: ViewID) -> ViewKind { contains(id) ? records[id.rawValue].kind : .regular }

    // MARK: Hierarchy

    /// The superview, or nil for a detached/root view.
    public func superview(of id: ViewID) -> ViewID? {
        guard contains(id) else { return nil }
        let s = records[id.rawValue].superview
        return s >= 0 ? ViewID(rawValue: s) : nil
    }
    /// Subviews back to front (UIKit's `subviews` order).
    public func subviews(of id: ViewID) -> [ViewID] { contains(id) ? records[id.rawValue].subviews : [] }

    /// Subviews in drawing order: stable-sorted by presentation `zIndex`, then subview order.
    public func drawingOrder(of id: ViewID) -> [ViewID] {
        subviews(of: id).enumerated().sorted {
            let za = presentations[$0.element.rawValue].zIndex, zb = presentations[$1.element.rawValue].zIndex
            return za != zb ? za < zb : $0.offset < $1.offset
        }.map(\.element)
    }

    /// Whether `ancestor` is `id` or one of its superviews.
    public func isDescendant(_ id: ViewID, of ancestor: ViewID) -> Bool {
        var cur: ViewID? = id
        while let c = cur { if c == ancestor { return true }; cur = superview(of: c) }
        return false
    }

    /// Adds `child` on top of `parent`'s subviews (moving it if it has a superview).
    /// Ignored when it would create a cycle or an id is unknown.
    public func addSubview(_ child: ViewID, to parent: ViewID) {
        insert(child, into: parent) { $0.count }
    }
    /// Inserts `child` directly above `sibling` (appends if `sibling` is not a subview).
    public func insertSubview(_ child: ViewID, in parent: ViewID, above sibling: ViewID) {
        insert(child, into: parent) { subs in subs.firstIndex(of: sibling).map { $0 + 1 } ?? subs.count }
    }
    /// Inserts `child` directly below `sibling` (appends if `sibling` is not a subview).
    public func insertSubview(_ child: ViewID, in parent: ViewID, below sibling: ViewID) {
        insert(child, into: parent) { subs in subs.firstIndex(of: sibling) ?? subs.count }
    }
    /// Inserts `child` at `index` (clamped) in `parent`'s subviews.
    public func insertSubview(_ child: ViewID, in parent: ViewID, at index: Int) {
        insert(child, into: parent) { subs in Swift.min(Swift.max(index, 0), subs.count) }
    }
    /// Detaches the view from its superview.
    public func removeFromSuperview(_ id: ViewID) {
        guard contains(id) else { return }
        let s = records[id.rawValue].superview
        guard s >= 0 else { return }
        records[s].subviews.removeAll { $0 == id }
        records[id.rawValue].superview = -1
    }

    private func insert(_ child: ViewID, into parent: ViewID, at position: ([ViewID]) -> Int) {
        guard contains(child), contains(parent), !isDescendant(parent, of: child) else { return }
        removeFromSuperview(child)
        let i = position(records[parent.rawValue].subviews)
        records[parent.rawValue].subviews.insert(child, at: i)
        records[child.rawValue].superview = parent.rawValue
    }

    /// A detached snapshot of `id`: a new view with its current presentation properties
    /// (UIKit's `snapshotView(afterScreenUpdates:)`; content is not copied, only geometry/style).
    public func snapshot(of id: ViewID, name: String? = nil) -> ViewID? {
        guard contains(id) else { return nil }
        let p = presentations[id.rawValue]
        records.append(Record(name: name, kind: .snapshot(of: id), model: p, superview: -1, subviews: []))
        presentations.append(p)
        return ViewID(rawValue: records.count - 1)
    }

    // MARK: Values

    /// All model values (what code reads back).
    public func model(of id: ViewID) -> ViewProperties { contains(id) ? records[id.rawValue].model : ViewProperties() }
    /// All presentation values (what is drawn at the timeline's current time).
    public func presentation(of id: ViewID) -> ViewProperties { contains(id) ? presentations[id.rawValue] : ViewProperties() }
    /// One model value.
    public func modelValue(_ property: ViewProperty, of id: ViewID) -> AnimatableValue { model(of: id)[property] }
    /// One presentation value.
    public func presentationValue(_ property: ViewProperty, of id: ViewID) -> AnimatableValue { presentation(of: id)[property] }

    /// Writes a property the way a UIKit setter does. Inside an animation context (an
    /// animator's closure), the write becomes a track from the current presentation value to
    /// `value` and only the model changes now; outside, model and presentation change at once.
    /// Discrete properties (isHidden, zIndex) always change at once, as in UIKit.
    public func setValue(_ value: AnimatableValue, for property: ViewProperty, of id: ViewID) {
        guard contains(id) else { return }
        guard let ctx = currentAnimationContext, !property.isDiscrete else {
            records[id.rawValue].model[property] = value
            presentations[id.rawValue][property] = value
            return
        }
        let oldPresentation = presentations[id.rawValue]
        records[id.rawValue].model[property] = value
        let newModel = records[id.rawValue].model
        // frame is center + bounds, as in Core Animation (position + bounds animations).
        let parts: [ViewProperty] = property == .frame ? [.center, .bounds] : [property]
        for part in parts where oldPresentation[part] != newModel[part] || ctx.keyframes != nil {
            if let kf = ctx.keyframes {
                kf.record(view: id.rawValue, property: part, from: oldPresentation[part], to: newModel[part])
            } else {
                ctx.animator.captureTrack(view: id, property: part, from: oldPresentation[part], to: newModel[part],
                                          delayFactor: ctx.delayFactor)
            }
        }
    }

    /// Sets model and presentation at once, ignoring any animation context.
    public func setValueWithoutAnimation(_ value: AnimatableValue, for property: ViewProperty, of id: ViewID) {
        performWithoutAnimation { setValue(value, for: property, of: id) }
    }

    // Typed conveniences for the common properties.
    /// Sets the frame (see `ViewProperties.frame` for the non-identity-transform rule).
    public func setFrame(_ r: Rect, of id: ViewID) { setValue(.rect(r), for: .frame, of: id) }
    /// Sets alpha.
    public func setAlpha(_ a: Double, of id: ViewID) { setValue(.number(a), for: .alpha, of: id) }
    /// Sets the transform.
    public func setTransform(_ t: AffineTransform, of id: ViewID) { setValue(.transform(t), for: .transform, of: id) }

    // MARK: Animation contexts

    /// The innermost animation context, or nil outside animation closures (and inside
    /// `performWithoutAnimation`).
    public var currentAnimationContext: AnimationContext? { contexts.last ?? nil }

    /// Runs `body` with writes captured as tracks of `animator` (delayed by `delayFactor`).
    public func withAnimationContext(_ animator: PropertyAnimator, delayFactor: Double = 0, _ body: () throws -> Void) rethrows {
        contexts.append(AnimationContext(animator: animator, delayFactor: delayFactor))
        defer { contexts.removeLast() }
        try body()
    }

    /// Runs `body` with animation capture off (UIKit's `UIView.performWithoutAnimation`).
    public func performWithoutAnimation(_ body: () throws -> Void) rethrows {
        contexts.append(nil)
        defer { contexts.removeLast() }
        try body()
    }

    /// UIKit's `animateKeyframes` nested in an animation context: writes inside `body` (and
    /// inside its `addKeyframe` calls) become keyframe tracks whose times are relative to the
    /// enclosing animator's progress. Outside a context, `body` just runs (writes are immediate).
    public func animateKeyframes(calculation: KeyframeCalculation = .linear, _ body: () throws -> Void) rethrows {
        guard let ctx = currentAnimationContext else { try body(); return }
        let previous = ctx.keyframes
        let capture = KeyframeCapture(calculation: calculation)
        ctx.keyframes = capture
        defer { ctx.keyframes = previous }
        try body()
        for key in capture.order {
            guard let frames = capture.frames[key] else { continue }
            var list = frames
            if let last = list.last, last.time < 1 { list.append(Keyframe(time: 1, value: last.value)) }
            ctx.animator.captureKeyframeTrack(view: ViewID(rawValue: key.view), property: key.property,
                                              keyframes: list, calculation: capture.calculation,
                                              delayFactor: ctx.delayFactor)
        }
    }

    /// UIKit's `addKeyframe(withRelativeStartTime:relativeDuration:)`: inside
    /// `animateKeyframes`, writes in `body` animate over [start, start + duration] of the
    /// keyframe animation. Elsewhere it just runs `body`.
    public func addKeyframe(relativeStartTime start: Double, relativeDuration duration: Double, _ body: () throws -> Void) rethrows {
        guard let kf = currentAnimationContext?.keyframes else { try body(); return }
        let saved = kf.window
        kf.window = (start.isFinite ? start : 0, duration.isFinite ? Swift.max(duration, 0) : 0)
        defer { kf.window = saved }
        try body()
    }

    // MARK: Internal fast paths for animators

    @inline(__always)
    func writePresentation(_ value: AnimatableValue, _ property: ViewProperty, _ view: Int) {
        switch (property, value) {
        case (.center, .point(let p)): presentations.base[view].center = p
        case (.alpha, .number(let v)): presentations.base[view].alpha = v
        case (.bounds, .rect(let r)): presentations.base[view].bounds = r
        case (.transform, .transform(let t)): presentations.base[view].transform = t; presentations.base[view].transform3D = nil
        case (.cornerRadius, .number(let v)): presentations.base[view].cornerRadius = v
        case (.backgroundColor, .color(let c)): presentations.base[view].backgroundColor = c
        default: presentations.base[view][property] = value
        }
    }

    func writeModel(_ value: AnimatableValue, _ property: ViewProperty, _ view: Int) {
        records[view].model[property] = value
    }

    func restorePresentationFromModel(_ property: ViewProperty, _ view: Int) {
        presentations.base[view][property] = records[view].model[property]
    }
}
