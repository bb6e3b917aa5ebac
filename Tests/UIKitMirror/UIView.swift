import AnimatorCore
import Foundation

@MainActor
open class UIColor: NSObject {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// A dynamic colour's provider (DynamicColors.swift); nil for a fixed colour.
    let provider: ((UITraitCollection) -> UIColor)?
    /// Components as UIKit's `getRed` gives them: a dynamic colour resolved with `UITraitCollection.current`.
    public var red: CGFloat { resolvedColor(with: .current).components.red }
    public var green: CGFloat { resolvedColor(with: .current).components.green }
    public var blue: CGFloat { resolvedColor(with: .current).components.blue }
    public var alpha: CGFloat { resolvedColor(with: .current).components.alpha }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        super.init()
    }
    /// UIColor.h (iOS 13): a colour that its provider gives for each trait collection.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 0)
        provider = dynamicProvider
        super.init()
    }
    /// UIColor.h (iOS 13): the fixed colour for `traitCollection` (a fixed colour is itself).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    // The other named colours, with the component values UIKit documents for them.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
    open class var lightGray: UIColor { UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1) }
    open class var darkGray: UIColor { UIColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.rgba.red, green: cgColor.rgba.green, blue: cgColor.rgba.blue, alpha: cgColor.rgba.alpha)
    }
    open var cgColor: CGColor { CGColor(AnimatorCore.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))) }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }
}

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

@MainActor
open class UIView: UIResponder {
    // VoiceOver (Accessibility.swift): UIKit declares these on NSObject (UIAccessibility.h).
    open var accessibilityViewIsModal = false
    /// UIAccessibility.h: "Marks all the accessible elements contained within as hidden."
    open var accessibilityElementsHidden = false
    open var accessibilityPerformEscapeBlock: AXBoolReturnBlock?
    open func accessibilityPerformEscape() -> Bool { false }
    /// UIView.h: "default is YES. if set to NO, user events (touch, keys) are ignored and removed from
    /// the event queue." Stored only: the mirror does not hit-test (gestures are driven by their actions).
    open var isUserInteractionEnabled = true

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

    /// Not UIKit: this view in `MirrorWorld.scene`.
    @_spi(MirrorTesting) public let viewID: AnimatorCore.ViewID

    // Properties read the MODEL values (what UIKit's getters return) and write through
    // `Scene.setValue(_:for:of:)`, which honours the current animation context: inside a
    // property animator's block a write becomes a track from the presentation value.

    open var frame: CGRect {
        get { CGRect(model.frame) }
        set { write(.rect(AnimatorCore.Rect(newValue)), .frame) }
    }
    open var bounds: CGRect {
        get { CGRect(model.bounds) }
        set { write(.rect(AnimatorCore.Rect(newValue)), .bounds) }
    }
    /// UIView.h: "center is center of frame, relative to anchorPoint": the layer's position
    /// (CALayer.h: "The position in the superlayer that the anchor point of the layer's bounds
    /// rect is aligned to"). The scene keeps the centre of the untransformed frame; `center`
    /// is that point moved to the anchor.
    open var center: CGPoint {
        get { let c = model.center, a = anchorOffset(model.bounds.size); return CGPoint(x: c.x + a.x, y: c.y + a.y) }
        set {
            let a = anchorOffset(model.bounds.size)
            write(.point(AnimatorCore.Point(x: Double(newValue.x) - a.x, y: Double(newValue.y) - a.y)), .center)
        }
    }
    /// Not UIKit: the layer's `anchorPoint` (CALayer.h: "in normalized layer coordinates ...
    /// Defaults to '(0.5, 0.5)', i.e. the center of the bounds rect"), kept on the view so the
    /// model layer and its presentation copies share it.
    @_spi(MirrorTesting) public internal(set) var mirrorAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's place relative to the centre of bounds of `size`, in points.
    @_spi(MirrorTesting) public func anchorOffset(_ size: AnimatorCore.Size) -> AnimatorCore.Point {
        AnimatorCore.Point(x: (Double(mirrorAnchorPoint.x) - 0.5) * size.width, y: (Double(mirrorAnchorPoint.y) - 0.5) * size.height)
    }
    open var transform: CGAffineTransform {
        get { CGAffineTransform(model.transform) }
        set { write(.transform(AnimatorCore.AffineTransform(newValue)), .transform) }
    }
    open var alpha: CGFloat {
        get { CGFloat(model.alpha) }
        set { write(.number(Double(newValue)), .alpha) }
    }
    open var isHidden: Bool {
        get { model.isHidden }
        set { write(.bool(newValue), .isHidden) }
    }
    /// nil is stored as clear (what UIKit draws).
    open var backgroundColor: UIColor? {
        get { UIColor(model.backgroundColor) }
        set { write(.color(newValue.map { AnimatorCore.Color(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), alpha: Double($0.alpha)) } ?? .clear), .backgroundColor) }
    }
    /// UIView.h: "When YES, content and subviews are clipped to the bounds of the view. Default is NO."
    open var clipsToBounds = false
    /// The mask view. Apple documents that its alpha channel decides what of the view shows
    /// (developer.apple.com/documentation/uikit/uiview/mask) and, for the layer it stands for, that
    /// it has no superlayer and must be sized and positioned "to ensure it is aligned properly with
    /// the layer it masks" (developer.apple.com/documentation/quartzcore/calayer/mask; CALayer.h:
    /// "the new layer must have a nil superlayer"): its frame is read in the masked view's own
    /// (bounds) coordinates, which `mirrorMaskedRect(in:)` models. That its frame animates inside a
    /// property animator's block is not documented (device-check list,
    /// Docs/DIFFERENTIAL-TESTING.md). Its frame and corner radius are scene properties of its own.
    open var mask: UIView?

    /// Not UIKit: the rectangle in which the mask lets this view's content through, as drawn now,
    /// in `view`'s coordinates: the mask view's frame (presentation values) taken in this view's
    /// bounds coordinates, where UIKit reads it (`mask`), and converted as `convert(_:to:)` does.
    /// The mask view's own transform applies about the centre of its bounds (UIView.h `transform`:
    /// "default is CGAffineTransformIdentity. animatable"; Apple's page: "Specifies the transform
    /// applied to the view, relative to the center of its bounds"): a stretched mask view (an
    /// ellipse, a circle scaled) covers the box around its transformed bounds. nil without a mask.
    @_spi(MirrorTesting) public func mirrorMaskedRect(in view: UIView?) -> CGRect? {
        guard let mask else { return nil }
        let q = MirrorWorld.scene.presentation(of: mask.viewID)
        let t = q.transform
        let hw = q.bounds.size.width / 2, hh = q.bounds.size.height / 2
        // The transformed half extents: the box around the four corners about the centre.
        let ew = abs(t.a) * hw + abs(t.c) * hh, eh = abs(t.b) * hw + abs(t.d) * hh
        let own = CGRect(x: q.center.x + t.tx - ew, y: q.center.y + t.ty - eh, width: 2 * ew, height: 2 * eh)
        return convert(own, to: view)
    }
    open var contentMode: ContentMode = .scaleToFill
    public private(set) lazy var layer = CALayer(view: self)

    /// UIView.h (iOS 9); `effectiveUserInterfaceLayoutDirection` follows it (LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var superview: UIView? { MirrorWorld.scene.superview(of: viewID).flatMap(MirrorWorld.view) }
    open var subviews: [UIView] { MirrorWorld.scene.subviews(of: viewID).compactMap(MirrorWorld.view) }

    public init(frame: CGRect) {
        viewID = MirrorWorld.scene.makeView(frame: AnimatorCore.Rect(frame))
        super.init()
        MirrorWorld.register(self)
    }

    /// Views are never decoded in the mirror.
    public required init?(coder: NSCoder) { return nil }

    init(viewID: AnimatorCore.ViewID) {
        self.viewID = viewID
        super.init()
        MirrorWorld.register(self)
    }

    var model: ViewProperties { MirrorWorld.scene.model(of: viewID) }

    func write(_ value: AnimatableValue, _ property: ViewProperty) {
        let scene = MirrorWorld.scene
        if let recorder = MirrorWorld.keyframes, !property.isDiscrete {
            let presentation = scene.presentation(of: viewID)
            if property == .frame, case .rect(let r) = value {
                var target = scene.model(of: viewID)
                target.frame = r
                recorder.record(view: viewID.rawValue, property: .center, from: presentation[.center], to: target[.center])
                recorder.record(view: viewID.rawValue, property: .bounds, from: presentation[.bounds], to: target[.bounds])
            } else {
                recorder.record(view: viewID.rawValue, property: property, from: presentation[property], to: value)
            }
            return
        }
        scene.setValue(value, for: property, of: viewID)
    }

    open func addSubview(_ view: UIView) {
        MirrorWorld.scene.addSubview(view.viewID, to: viewID)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        MirrorWorld.scene.insertSubview(view.viewID, in: viewID, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        MirrorWorld.scene.insertSubview(view.viewID, in: viewID, below: siblingSubview.viewID)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        MirrorWorld.scene.insertSubview(view.viewID, in: viewID, above: siblingSubview.viewID)
    }

    open func removeFromSuperview() {
        MirrorWorld.scene.removeFromSuperview(viewID)
    }

    /// The mirror has no Auto Layout: frames are explicit. A layout pass reaches every subview
    /// (Apple: layoutIfNeeded "lays out the subviews immediately"), which is where a collection
    /// view places its cells (Collections.swift). Each call a program makes (not the passes it
    /// makes in subviews) is recorded with the animation block it ran in (`MirrorWorld.layoutCalls`):
    /// inside a block, UIKit animates the frames the layout changes with that block (UIView.h:
    /// "Allows you to perform layout before the drawing cycle happens"; Apple's layoutIfNeeded
    /// page: "Use this method to force the view to update its layout immediately. When using
    /// Auto Layout, the layout engine updates the position of views as needed"; in an animation
    /// block the new frames are animated like any other property written there).
    open func layoutIfNeeded() {
        MirrorWorld.recordLayout(self)
        MirrorWorld.layoutDepth += 1
        defer { MirrorWorld.layoutDepth -= 1 }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// UIView.h: `setNeedsLayout` invalidates the layout; UIKit lays the view out at the next update
    /// cycle. The mirror has no update cycle: it records the request, which a test reads.
    open func setNeedsLayout() { layoutRequested = true }
    /// Not UIKit: whether `setNeedsLayout()` was called since the flag was last cleared.
    @_spi(MirrorTesting) public var layoutRequested = false

    /// Not UIKit: the view this one is a snapshot of.
    @_spi(MirrorTesting) public private(set) weak var snapshotSource: UIView?

    /// A new view showing this one as drawn now: its bounds size at the origin, alpha 1,
    /// identity, its colour and corner radius (the image stands for the content).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let scene = MirrorWorld.scene
        let p = scene.presentation(of: viewID)
        let id = scene.makeView(frame: AnimatorCore.Rect(x: 0, y: 0, width: p.bounds.size.width, height: p.bounds.size.height),
                                kind: .snapshot(of: viewID))
        scene.setValueWithoutAnimation(.color(p.backgroundColor), for: .backgroundColor, of: id)
        scene.setValueWithoutAnimation(.number(p.cornerRadius), for: .cornerRadius, of: id)
        let snapshot = UIView(viewID: id)
        snapshot.snapshotSource = self
        return snapshot
    }

    /// A new view showing the part `rect` (bounds coordinates) of this one: `rect`'s size at the
    /// origin, alpha 1, identity, this view's colour (UIView.h, UISnapshotting:
    /// `resizableSnapshotViewFromRect:afterScreenUpdates:withCapInsets:`, "nullable"; the cap
    /// insets only matter when the snapshot is later stretched, which the transition never does).
    /// What the region shows is not modelled, only where it is and its size.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let scene = MirrorWorld.scene
        let p = scene.presentation(of: viewID)
        let id = scene.makeView(frame: AnimatorCore.Rect(x: 0, y: 0, width: Double(rect.width), height: Double(rect.height)),
                                kind: .snapshot(of: viewID))
        scene.setValueWithoutAnimation(.color(p.backgroundColor), for: .backgroundColor, of: id)
        let snapshot = UIView(viewID: id)
        snapshot.snapshotSource = self
        return snapshot
    }

    /// Bounds coordinates -> superview bounds coordinates (model values, as UIKit converts).
    var toSuperview: AnimatorCore.AffineTransform {
        let m = model
        // The transform applies about the anchor point (CALayer.h `transform`: "relative to the
        // anchor point of its bounds rect").
        let a = anchorOffset(m.bounds.size)
        return AnimatorCore.AffineTransform(translationX: -m.bounds.origin.x - m.bounds.size.width / 2 - a.x, y: -m.bounds.origin.y - m.bounds.size.height / 2 - a.y)
            .concatenating(m.transform)
            .concatenating(AnimatorCore.AffineTransform(translationX: m.center.x + a.x, y: m.center.y + a.y))
    }

    /// Bounds coordinates -> the window (the space of the top ancestor's superview).
    var toWindow: AnimatorCore.AffineTransform {
        var m = AnimatorCore.AffineTransform.identity
        var current: UIView? = self
        var steps = 0
        while let v = current, steps <= MirrorWorld.views.count {
            m = m.concatenating(v.toSuperview)
            current = v.superview
            steps += 1
        }
        return m
    }

    private static func map(_ t: AnimatorCore.AffineTransform, _ r: CGRect) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
            .map { t.apply(to: AnimatorCore.Point(x: Double($0.x), y: Double($0.y))) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    private func conversion(from view: UIView?) -> AnimatorCore.AffineTransform {
        (view?.toWindow ?? .identity).concatenating(toWindow.inverted())
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let p = conversion(from: view).apply(to: AnimatorCore.Point(x: Double(point.x), y: Double(point.y)))
        return CGPoint(x: p.x, y: p.y)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        view?.convert(point, from: self) ?? {
            let p = toWindow.apply(to: AnimatorCore.Point(x: Double(point.x), y: Double(point.y)))
            return CGPoint(x: p.x, y: p.y)
        }()
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.map(conversion(from: view), rect)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        view?.convert(rect, from: self) ?? UIView.map(toWindow, rect)
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.attach(to: self)
        if !recognizers.contains(where: { $0 === gestureRecognizer }) { recognizers.append(gestureRecognizer) }
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
    }
    private var recognizers: [UIGestureRecognizer] = []
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set { recognizers = []; for r in newValue ?? [] { addGestureRecognizer(r) } }
    }

    // MARK: Block animations

    static func timing(_ options: UIView.AnimationOptions) -> TimingCurve {
        switch (options.rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }

    /// Inside a keyframe: UIKit documents no meaning for a block animation there (a curve per
    /// keyframe is not documented: issue 29, item 12), so it is recorded as a violation and its
    /// writes join the keyframe. Inside a property animator's block: the writes join it.
    /// Elsewhere: a new animator on the world's clock.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        if MirrorWorld.keyframes != nil {
            MirrorWorld.violation("UIView.animate inside a keyframe: UIKit documents no curve or timing for it")
            animations()
            completion?(true)
            return
        }
        if MirrorWorld.scene.currentAnimationContext != nil {
            animations()
            completion?(true)
            return
        }
        let animator = PropertyAnimator(timeline: MirrorWorld.timeline, duration: duration, timing: timing(options), animations: animations)
        animator.addCompletion { _ in completion?(true) }
        do { try animator.startAnimation(afterDelay: delay) } catch { MirrorWorld.violation("UIView.animate: \(error)") }
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Nested in a property animator's block (what the emitter writes): keyframe tracks of that
    /// animator, on its curve. Elsewhere: a linear animator of `duration` on the world's clock.
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let calculation: KeyframeCalculation
        switch (options.rawValue >> 10) & 7 {
        case 1: calculation = .discrete
        case 3, 4: calculation = .cubic
        default: calculation = .linear
        }
        if MirrorWorld.keyframes != nil { animations(); completion?(true); return }
        func capture(into animator: PropertyAnimator) {
            let recorder = KeyframeRecorder(animator: animator, calculation: calculation)
            MirrorWorld.keyframes = recorder
            animations()
            MirrorWorld.keyframes = nil
            recorder.commit()
        }
        if let context = MirrorWorld.scene.currentAnimationContext {
            capture(into: context.animator)
            completion?(true)
            return
        }
        let animator = PropertyAnimator(timeline: MirrorWorld.timeline, duration: duration, timing: .linear)
        do { try animator.addAnimations { [unowned animator] in capture(into: animator) } } catch { MirrorWorld.violation("\(error)") }
        animator.addCompletion { _ in completion?(true) }
        do { try animator.startAnimation(afterDelay: delay) } catch { MirrorWorld.violation("UIView.animateKeyframes: \(error)") }
    }

    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        guard let recorder = MirrorWorld.keyframes else { animations(); return }
        let saved = (recorder.window, recorder.inKeyframe)
        recorder.window = (frameStartTime, frameDuration)
        recorder.inKeyframe = true
        animations()
        (recorder.window, recorder.inKeyframe) = saved
    }
}

extension CGRect {
    init(_ r: AnimatorCore.Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}

extension AnimatorCore.Rect {
    init(_ r: CGRect) { self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height)) }
}

extension CGAffineTransform {
    init(_ t: AnimatorCore.AffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}

extension AnimatorCore.AffineTransform {
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

extension UIColor {
    convenience init(_ c: AnimatorCore.Color) {
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}

/// UIKit's gesture delegate (the members the generated code implements; ObjC `optional`).
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
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
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    /// Not UIKit: the recognizers this one waits for (`require(toFail:)`).
    @_spi(MirrorTesting) public private(set) var failureRequirements: [UIGestureRecognizer] = []
    public override init() { super.init() }
    func attach(to view: UIView) { self.view = view }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }
    /// Not UIKit: whether a touch sequence this recognizer recognizes would make it begin:
    /// enabled and its delegate's `gestureRecognizerShouldBegin` (Apple documents that the delegate
    /// is asked when the recognizer attempts to leave `.possible`, and that NO makes it fail).
    @_spi(MirrorTesting) open func mirrorShouldBegin() -> Bool {
        isEnabled && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }
}

@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var translationValue: CGPoint = .zero
    /// Not UIKit: set by the test harness only.
    @_spi(MirrorTesting) public var velocityValue: CGPoint = .zero
    /// Not UIKit: a scripted finger (the samples of `transc run --drag`, AnimatorCore's
    /// `FingerPath.Touch`), read at the world's clock. UIPanGestureRecognizer.h: the translation is
    /// "in the coordinate system of the specified view" from where the touch began, and
    /// `velocityInView:` is "velocity of the pan in points/second". How UIKit estimates that
    /// velocity from touch samples is not documented: the mirror gives the finger's velocity on
    /// the path's segment at the current time, and after the last sample (the finger at rest
    /// until it lifts) the last segment's, the release velocity `--drag` documents (listed for the
    /// device check in Docs/EMIT-SWIFT.md). `setTranslation(_:in:)` moves the origin of a scripted
    /// translation as it does a set one.
    @_spi(MirrorTesting) public var mirrorTouch: FingerPath.Touch? {
        didSet { scriptedOrigin = .zero }
    }
    private var scriptedOrigin: CGPoint = .zero
    open func translation(in view: UIView?) -> CGPoint {
        guard let touch = mirrorTouch else { return translationValue }
        let p = touch.translation(at: MirrorWorld.now)
        return CGPoint(x: p.x - scriptedOrigin.x, y: p.y - scriptedOrigin.y)
    }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = mirrorTouch else { translationValue = translation; return }
        let p = touch.translation(at: MirrorWorld.now)
        scriptedOrigin = CGPoint(x: p.x - translation.x, y: p.y - translation.y)
    }
    open func velocity(in view: UIView?) -> CGPoint {
        guard let touch = mirrorTouch, touch.samples.count >= 2 else { return mirrorTouch == nil ? velocityValue : .zero }
        let now = MirrorWorld.now
        let samples = touch.samples
        guard let last = samples.last, now < last.time else {
            let v = touch.releaseVelocity
            return CGPoint(x: v.x, y: v.y)
        }
        let i = max(samples.firstIndex { $0.time > now } ?? samples.count - 1, 1)
        let a = samples[i - 1], b = samples[i]
        let dt = b.time - a.time
        guard dt > 0 else { return .zero }
        return CGPoint(x: (b.translation.x - a.translation.x) / dt, y: (b.translation.y - a.translation.y) / dt)
    }
}

@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The members the generated dismissal pan reads: the offset, the adjusted inset (Apple documents
/// `adjustedContentInset` as the content inset plus the safe area and system insets; the mirror has
/// no safe area, so it is `contentInset`) and the scroll view's own pan.
@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    public let panGestureRecognizer = UIPanGestureRecognizer()
}

/// A window: the root of a view hierarchy (what a generated device test plays in).
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view?.removeFromSuperview()
            if let view = rootViewController?.view { view.frame = bounds; addSubview(view) }
        }
    }
    open func makeKeyAndVisible() { isHidden = false }
    /// The scene the window is shown in (UIWindow.h, iOS 13): a window of a scene-based app is
    /// shown only in a scene; `init(windowScene:)` (Scenes.swift) sets it.
    open weak var windowScene: UIWindowScene?
}

extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }
}
