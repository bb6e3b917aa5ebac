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
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
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

/// Simple behaviour for now: animation blocks run when the animator becomes active (their end
/// values become the model values, as in UIKit); completions run in `finishAnimation(at:)` or
/// when a started animator is told to finish. Time-based playback comes with AnimatorCore.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    public let timingParameters: (any UITimingCurveProvider)?
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    open var isInterruptible = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var isReversed = false
    open var fractionComplete: CGFloat = 0
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        super.init()
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

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    open func startAnimation() {
        activate()
        isRunning = true
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    open func pauseAnimation() {
        activate()
        isRunning = false
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        let blocks = completions
        completions = []
        for completion in blocks { completion(finalPosition) }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .inactive { animations.append(animation) } else { animation() }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        activate()
        isRunning = true
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
