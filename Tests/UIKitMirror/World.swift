import AnimatorCore
import Foundation

/// Not UIKit: the mirror's one "test world", a virtual clock (`AnimatorCore.Timeline`) and its
/// scene. Every `UIView` is a view of this scene; every `UIViewPropertyAnimator` runs on this
/// clock. A test calls `reset()` first and moves time only with `advance(to:)`.
@_spi(MirrorTesting)
@MainActor
public enum MirrorWorld {
    /// The clock (and, through it, the scene).
    public private(set) static var timeline = AnimatorCore.Timeline()
    /// The views of the scene.
    public static var scene: AnimatorCore.Scene { timeline.scene }
    /// The `UIView` of each scene view (index = `ViewID.rawValue`).
    static var views: [UIView?] = []
    /// Calls UIKit would reject (it raises `NSInternalInconsistencyException`): recorded, never trapped.
    public private(set) static var violations: [String] = []
    /// Called for every animator just before it runs its completions (the scene then shows
    /// the animation's end, before any completion changed it).
    public static var willRunCompletions: (() -> Void)?
    /// The keyframe capture open in `UIView.animateKeyframes`, if any.
    static var keyframes: KeyframeRecorder?
    /// Every property animator made since `reset()`, held weakly: how many are still alive once
    /// nothing should hold them (a retain cycle keeps one).
    private static var animators: [WeakAnimator] = []
    public static var liveAnimatorCount: Int { animators.filter { $0.animator != nil }.count }
    static func register(_ animator: UIViewPropertyAnimator) { animators.append(WeakAnimator(animator: animator)) }
    private struct WeakAnimator { weak var animator: UIViewPropertyAnimator? }

    /// A fresh world at time 0 with no views.
    public static func reset() {
        timeline = AnimatorCore.Timeline()
        views = []
        violations = []
        willRunCompletions = nil
        keyframes = nil
        animators = []
        layoutCalls = []
        layoutDepth = 0
    }

    /// Not UIKit: one `layoutIfNeeded()` a program called (a pass into subviews is not another).
    public struct LayoutCall {
        /// The view laid out.
        public let view: AnimatorCore.ViewID
        /// The duration of the property animator whose animation block made the call; nil outside any block.
        public let animatorDuration: Double?
        /// The `addKeyframe` block's relative start and duration, when the call was in one.
        public let keyframe: (start: Double, duration: Double)?
        /// The view's model bounds size then (the size the layout is for).
        public let size: CGSize
        /// The clock when the call was made.
        public let time: Double
    }
    /// Every recorded `layoutIfNeeded()` since `reset()`, in order.
    public private(set) static var layoutCalls: [LayoutCall] = []
    /// Above 0 while a layout pass walks subviews.
    static var layoutDepth = 0

    static func recordLayout(_ view: UIView) {
        guard layoutDepth == 0 else { return }
        let context = scene.currentAnimationContext
        let window = keyframes.flatMap { $0.inKeyframe ? $0.window : nil }
        layoutCalls.append(LayoutCall(view: view.viewID, animatorDuration: context.map { $0.animator.duration },
                                      keyframe: window, size: view.bounds.size, time: now))
    }

    /// Moves the clock to `time`, firing completions at their exact end times.
    public static func advance(to time: Double) { timeline.advance(to: time) }

    /// The current virtual time.
    public static var now: Double { timeline.now }

    /// The view a scene id belongs to.
    public static func view(_ id: AnimatorCore.ViewID) -> UIView? {
        id.rawValue >= 0 && id.rawValue < views.count ? views[id.rawValue] : nil
    }

    static func register(_ view: UIView) {
        let i = view.viewID.rawValue
        while views.count <= i { views.append(nil) }
        views[i] = view
    }

    /// Records a call UIKit rejects (also used by the test host's transition context).
    public static func violation(_ message: String) { violations.append(message) }
}

/// Keyframes written inside `UIView.animateKeyframes` (nested in a property animator's block),
/// per (view, property), added to that animator with AnimatorCore's `addKeyframeTrack` when the
/// keyframe block ends. Conventions (UIKit documents the first: `addKeyframe`'s start is "the
/// time at which to start the specified animations", its duration "the length of time over which
/// to animate to the specified value"; linear mode is "a simple linear calculation between
/// keyframe values", Core Animation's `kCAAnimationLinear`):
/// - linear/cubic: a write inside `addKeyframe(withRelativeStartTime: s, relativeDuration: d)`
///   animates linearly over [s, s + d]; the value holds before s. No keyframe has a curve of its
///   own (UIKit documents none; a nested `UIView.animate` there is a violation, UIView.swift);
/// - discrete: each written value holds from its keyframe's start time s (Core Animation's
///   discrete mode: value i from keyTimes[i]).
final class KeyframeRecorder {
    struct Key: Hashable { let view: Int; let property: ViewProperty }
    let animator: PropertyAnimator
    let calculation: KeyframeCalculation
    var window: (start: Double, duration: Double) = (0, 1)
    /// Inside an `addKeyframe` block (the window is its own).
    var inKeyframe = false
    var order: [Key] = []
    var frames: [Key: [Keyframe]] = [:]

    init(animator: PropertyAnimator, calculation: KeyframeCalculation) {
        self.animator = animator
        self.calculation = calculation
    }

    func record(view: Int, property: ViewProperty, from: AnimatableValue, to: AnimatableValue) {
        let key = Key(view: view, property: property)
        let s = min(max(window.start.isFinite ? window.start : 0, 0), 1)
        let d = window.duration.isFinite ? max(window.duration, 0) : 0
        let e = min(max(s + d, s), 1)
        if frames[key] == nil { order.append(key); frames[key] = [Keyframe(time: 0, value: from)] }
        var list = frames[key] ?? []
        let last = list[list.count - 1]
        if calculation == .discrete {
            if s <= last.time { list[list.count - 1].value = to } else { list.append(Keyframe(time: s, value: to)) }
        } else {
            if s > last.time { list.append(Keyframe(time: s, value: last.value)) }
            list.append(Keyframe(time: max(e, list[list.count - 1].time), value: to))
        }
        frames[key] = list
    }

    /// The tracks, on the animator's curve over its whole span (as UIKit nests keyframes).
    @MainActor
    func commit() {
        for key in order {
            guard var list = frames[key], let last = list.last else { continue }
            if last.time < 1 { list.append(Keyframe(time: 1, value: last.value)) }
            do {
                try animator.addKeyframeTrack(view: AnimatorCore.ViewID(rawValue: key.view), property: key.property,
                                              keyframes: list, calculation: calculation, delay: 0, duration: nil, curve: nil)
            } catch {
                MirrorWorld.violation("addKeyframeTrack: \(error)")
            }
        }
    }
}
