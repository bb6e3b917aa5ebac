import Foundation

@MainActor
open class UIColor: NSObject {
    public let red, green, blue, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

@MainActor
open class UIView: UIResponder {
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    open var frame: CGRect {
        get { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var backgroundColor: UIColor?
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    public let layer = CALayer()
    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        subviews.insert(view, at: subviews.firstIndex(of: siblingSubview) ?? 0)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        subviews.insert(view, at: subviews.firstIndex(of: siblingSubview).map { $0 + 1 } ?? subviews.count)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }

    /// The origin of this view's bounds in window coordinates (no transforms).
    private var originInWindow: CGPoint {
        let f = frame
        guard let superview else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
        let s = superview.originInWindow
        return CGPoint(x: s.x + f.minX - bounds.minX, y: s.y + f.minY - bounds.minY)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let from = view?.originInWindow ?? .zero, to = originInWindow
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = originInWindow, to = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    // MARK: Block animations (applied at once for now)

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        animations()
    }
}

@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }
    /// Settable by the test harness (UIKit's subclass header makes it writable too).
    open var state: UIGestureRecognizer.State = .possible
    open private(set) weak var view: UIView?
    public override init() { super.init() }
}

@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var translationValue: CGPoint = .zero
    /// Not UIKit: set by the test harness only.
    @_spi(MirrorTesting) public var velocityValue: CGPoint = .zero
    open func translation(in view: UIView?) -> CGPoint { translationValue }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { translationValue = translation }
    open func velocity(in view: UIView?) -> CGPoint { velocityValue }
}
