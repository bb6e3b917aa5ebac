import AnimatorCore
import Foundation

public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active, stopped
}

/// UIKit's order: `.end` is 0.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

@MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// The four members are ObjC `optional`: requirements with empty defaults here.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic, spring, composed
}

@MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    /// Not UIKit: the named curve these parameters were made from, if any.
    let namedCurve: UIView.AnimationCurve?
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        namedCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        namedCurve = nil
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
    nonisolated public func encode(with coder: NSCoder) {}
    nonisolated public required init?(coder: NSCoder) { return nil }
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public enum Form: Sendable {
        case dampingRatio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
        case perceptual(duration: TimeInterval, bounce: CGFloat)
    }
    /// Not UIKit: what the mirror's behaviour reads.
    @_spi(MirrorTesting) public let form: Form
    public let initialVelocity: CGVector

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .dampingRatio(ratio)
        initialVelocity = velocity
        super.init()
    }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
        super.init()
    }
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        form = .perceptual(duration: duration, bounce: bounce)
        initialVelocity = velocity
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
    nonisolated public func encode(with coder: NSCoder) {}
    nonisolated public required init?(coder: NSCoder) { return nil }
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension UITimingCurveProvider {
    /// The AnimatorCore curve of these parameters (ratio springs are resolved by the animator).
    var coreCurve: TimingCurve {
        if let spring = springTimingParameters {
            let v = Double(spring.initialVelocity.dx)
            switch spring.form {
            case .dampingRatio(let r): return .spring(.dampingRatio(Double(r), initialVelocity: v))
            case .physical(let m, let k, let c): return .spring(Spring(mass: Double(m), stiffness: Double(k), damping: Double(c), initialVelocity: v))
            case .perceptual(let d, let b): return .spring(Spring(duration: d, bounce: Double(b), initialVelocity: v))
            }
        }
        if let cubic = cubicTimingParameters {
            if let curve = cubic.namedCurve { return TimingCurve(AnimatorCore.AnimationCurve(rawValue: curve.rawValue) ?? .easeInOut) }
            return .cubicBezier(CubicBezier(Double(cubic.controlPoint1.x), Double(cubic.controlPoint1.y),
                                            Double(cubic.controlPoint2.x), Double(cubic.controlPoint2.y)))
        }
        return .caDefault
    }
}

/// A `UIViewPropertyAnimator` on AnimatorCore's `PropertyAnimator`, on the world's clock.
/// Animation blocks run when the animator becomes active, their writes captured as tracks
/// (from the presentation value to the new model value). Calls UIKit rejects with an
/// exception are recorded in `MirrorWorld.violations` instead.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    public let timingParameters: (any UITimingCurveProvider)?
    /// Not UIKit: the AnimatorCore animator.
    @_spi(MirrorTesting) public let core: PropertyAnimator

    /// UIKit returns the duration it runs for (a physical or duration/bounce spring's own).
    public var duration: TimeInterval { core.duration }
    public var delay: TimeInterval { core.delay }
    open var isInterruptible: Bool {
        get { core.isInterruptible }
        set { core.isInterruptible = newValue }
    }
    open var scrubsLinearly: Bool {
        get { core.scrubsLinearly }
        set { core.scrubsLinearly = newValue }
    }
    open var pausesOnCompletion: Bool {
        get { core.pausesOnCompletion }
        set { core.pausesOnCompletion = newValue }
    }
    /// developer.apple.com/documentation/uikit/uiviewanimatingstate: active from the first
    /// `startAnimation()` or `pauseAnimation()` "until the animations finish naturally or until you
    /// call the stopAnimation(_:) method"; inactive again after a natural finish
    /// (`pausesOnCompletion` false, the default).
    public var state: UIViewAnimatingState { UIViewAnimatingState(rawValue: core.state.rawValue) ?? .inactive }
    public var isRunning: Bool { core.isRunning }
    open var isReversed: Bool {
        get { core.isReversed }
        set { core.isReversed = newValue }
    }
    open var fractionComplete: CGFloat {
        get { CGFloat(core.fractionComplete) }
        set { attempt("fractionComplete") { () throws(AnimatorError) in try core.setFractionComplete(Double(newValue)) } }
    }

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        timingParameters = parameters
        core = PropertyAnimator(timeline: MirrorWorld.timeline, duration: duration, timing: parameters.coreCurve)
        super.init()
        MirrorWorld.register(self)
        core.addCompletion { _ in MirrorWorld.willRunCompletions?() }
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator as! Self
    }

    private func attempt(_ name: String, _ body: () throws(AnimatorError) -> Void) {
        do { try body() } catch { MirrorWorld.violation("UIViewPropertyAnimator.\(name): \(error)") }
    }

    open func startAnimation() {
        attempt("startAnimation") { () throws(AnimatorError) in try core.startAnimation() }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        attempt("startAnimation(afterDelay:)") { () throws(AnimatorError) in try core.startAnimation(afterDelay: delay) }
    }

    open func pauseAnimation() {
        attempt("pauseAnimation") { () throws(AnimatorError) in try core.pauseAnimation() }
    }

    /// UIViewAnimating.h (`stopAnimation:`): "The values of a view's animated property values are
    /// updated to correspond to the values that were last rendered. If withoutFinishing == YES,
    /// then the animator immediately becomes inactive"; and the completion blocks are not called
    /// then (developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:):
    /// "the completion blocks are not called if you specify true"). A spring to a detent caught by
    /// a touch relies on both (DetentDrag's `grab`). On an inactive animator it does nothing.
    open func stopAnimation(_ withoutFinishing: Bool) {
        core.stopAnimation(withoutFinishing)
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        let position = AnimatingPosition(rawValue: finalPosition.rawValue) ?? .end
        attempt("finishAnimation(at:)") { () throws(AnimatorError) in try core.finishAnimation(at: position) }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        attempt("addAnimations") { () throws(AnimatorError) in try core.addAnimations(animation, delayFactor: Double(delayFactor)) }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        core.addCompletion { position in completion(UIViewAnimatingPosition(rawValue: position.rawValue) ?? .end) }
    }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        let curve = parameters?.coreCurve
        attempt("continueAnimation") { () throws(AnimatorError) in
            try core.continueAnimation(withTimingParameters: curve, durationFactor: Double(durationFactor))
        }
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
