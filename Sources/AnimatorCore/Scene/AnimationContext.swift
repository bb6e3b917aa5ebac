/// The capture state while an animator's animation closure runs: property writes on scene
/// views become tracks on `animator` (from the current presentation value to the new model
/// value), as inside a UIKit animation block. A UIKit mirror's setters only need to call
/// `Scene.setValue(_:for:of:)`; the scene consults the current context.
public final class AnimationContext {
    /// The animator receiving captured tracks.
    public let animator: PropertyAnimator
    /// `addAnimations(_:delayFactor:)`'s factor: captured tracks start this fraction in.
    public let delayFactor: Double
    /// Non-nil while inside `Scene.animateKeyframes`.
    var keyframes: KeyframeCapture?

    init(animator: PropertyAnimator, delayFactor: Double) {
        self.animator = animator; self.delayFactor = delayFactor
    }

    /// Whether `Scene.animateKeyframes` is open in this context.
    public var isCapturingKeyframes: Bool { keyframes != nil }
}

/// Keyframes gathered during `Scene.animateKeyframes`, per (view, property).
final class KeyframeCapture {
    struct Key: Hashable { let view: Int; let property: ViewProperty }
    var calculation: KeyframeCalculation
    var window: (start: Double, duration: Double) = (0, 1)
    var order: [Key] = []
    var frames: [Key: [Keyframe]] = [:]
    init(calculation: KeyframeCalculation) { self.calculation = calculation }

    func record(view: Int, property: ViewProperty, from: AnimatableValue, to: AnimatableValue) {
        let key = Key(view: view, property: property)
        let s = Swift.min(Swift.max(window.start, 0), 1)
        let e = Swift.min(Swift.max(window.start + window.duration, s), 1)
        if frames[key] == nil { order.append(key); frames[key] = [Keyframe(time: 0, value: from)] }
        var list = frames[key] ?? []
        let last = list[list.count - 1]
        // Hold the previous value until this keyframe's window opens.
        if s > last.time { list.append(Keyframe(time: s, value: last.value)) }
        list.append(Keyframe(time: Swift.max(e, last.time), value: to))
        frames[key] = list
    }
}
