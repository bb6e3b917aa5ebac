import AnimatorCore
import Foundation

/// CoreGraphics' affine transform (Linux Foundation has none).
public struct CGAffineTransform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static var identity: CGAffineTransform { CGAffineTransform() }
    public var isIdentity: Bool { self == .identity }

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `self` then `t2` (row-vector convention, as CoreGraphics).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

public struct CGVector: Equatable, Sendable {
    public var dx, dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static var zero: CGVector { CGVector() }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// CoreGraphics' colour, as the layer's shadow and border hold it (device RGB components).
public final class CGColor: @unchecked Sendable {
    let rgba: AnimatorCore.Color
    init(_ rgba: AnimatorCore.Color) { self.rgba = rgba }
}

/// `CALayer`'s members that transitions use. A view's layer reads and writes the view's
/// scene properties (`cornerRadius`; `zPosition` as the scene's integer `zIndex`; the shadow
/// and border).
///
/// What UIKit animates: inside a property animator's block UIKit animates `cornerRadius`
/// (since iOS 11) but not a layer's shadow or border properties — those change at once, as
/// outside any block (Apple documents no animation for them; for `shadowPath` Apple's answer
/// is "use CAAnimation directly", developer.apple.com/forums/thread/702819). The mirror
/// therefore writes them without animation, so an emitted file that wrote them in a block
/// would jump here as on a device.
@MainActor
open class CALayer: NSObject {
    private weak var view: UIView?
    /// A presentation copy: reads the view's presentation values instead of its model.
    private var isPresentation = false
    private var ownCornerRadius: CGFloat = 0
    private var ownZPosition: CGFloat = 0
    open var masksToBounds = false
    /// CALayer.h (iOS 13): the curve of the rounded corners, `.circular` by default.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// CALayer.h (iOS 11): "Defines which of the four corners receives the masking when using
    /// `cornerRadius' property. Defaults to all four corners."
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerRadius: CGFloat {
        get { view.map { CGFloat(values($0).cornerRadius) } ?? ownCornerRadius }
        set { if let view { view.write(.number(Double(newValue)), .cornerRadius) } else { ownCornerRadius = newValue } }
    }
    open var zPosition: CGFloat {
        get { view.map { CGFloat(values($0).zIndex) } ?? ownZPosition }
        set {
            let z = Double(newValue)
            if let view { view.write(.integer(z.isFinite ? Int(max(min(z.rounded(), 1e9), -1e9)) : 0), .zIndex) } else { ownZPosition = newValue }
        }
    }
    /// CALayer.h: "The position in the superlayer that the anchor point of the layer's bounds
    /// rect is aligned to": a view's `center` (UIView.h: "center is center of frame, relative to
    /// anchorPoint"). Set, it moves the view as `center` does.
    open var position: CGPoint {
        get {
            guard let view else { return .zero }
            let v = values(view)
            let c = v.center, a = view.anchorOffset(v.bounds.size)
            return CGPoint(x: c.x + a.x, y: c.y + a.y)
        }
        set {
            guard let view, !isPresentation else { return }
            view.center = newValue
        }
    }
    /// CALayer.h: "Defines the anchor point of the layer's bounds rect, as a point in normalized
    /// layer coordinates ... Defaults to '(0.5, 0.5)', i.e. the center of the bounds rect", and
    /// the position is where that point sits in the superlayer: set alone, the position stays
    /// and the layer moves (its bounds are laid around the new anchor point). Not animated here
    /// (the generated code sets it outside animation blocks).
    open var anchorPoint: CGPoint {
        get { view?.mirrorAnchorPoint ?? ownAnchorPoint }
        set {
            guard let view else { ownAnchorPoint = newValue; return }
            guard !isPresentation else { return }
            let id = view.viewID, scene = MirrorWorld.scene
            let kept = position
            view.mirrorAnchorPoint = newValue
            let a = view.anchorOffset(scene.model(of: id).bounds.size)
            scene.setValueWithoutAnimation(.point(AnimatorCore.Point(x: Double(kept.x) - a.x, y: Double(kept.y) - a.y)), for: .center, of: id)
        }
    }
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// CALayer.h: "When false layers facing away from the viewer are hidden from view. Defaults
    /// to YES." Stored (the mirror draws nothing).
    open var isDoubleSided = true
    /// CALayer.h: "A transform applied to each member of the `sublayers' array while rendering its
    /// contents into the receiver's output. Typically used as the projection matrix to add
    /// perspective and other viewing effects into the model. Defaults to identity." Stored (the
    /// mirror draws nothing; the differential test reads it back).
    open var sublayerTransform = CATransform3DIdentity
    open var bounds: CGRect {
        guard let view else { return .zero }
        return CGRect(values(view).bounds)
    }
    open var shadowOpacity: Float {
        get { view.map { Float(values($0).shadowOpacity) } ?? 0 }
        set { setAtOnce(.number(Double(newValue)), .shadowOpacity) }
    }
    open var shadowRadius: CGFloat {
        get { view.map { CGFloat(values($0).shadowRadius) } ?? 3 }
        set { setAtOnce(.number(Double(newValue)), .shadowRadius) }
    }
    open var shadowOffset: CGSize {
        get { view.map { CGSize(width: values($0).shadowOffset.width, height: values($0).shadowOffset.height) } ?? CGSize(width: 0, height: -3) }
        set { setAtOnce(.size(AnimatorCore.Size(width: Double(newValue.width), height: Double(newValue.height))), .shadowOffset) }
    }
    open var shadowColor: CGColor? {
        get { view.map { CGColor(values($0).shadowColor) } }
        set { setAtOnce(.color(newValue?.rgba ?? .clear), .shadowColor) }
    }
    open var borderWidth: CGFloat {
        get { view.map { CGFloat(values($0).borderWidth) } ?? 0 }
        set { setAtOnce(.number(Double(newValue)), .borderWidth) }
    }
    open var borderColor: CGColor? {
        get { view.map { CGColor(values($0).borderColor) } }
        set { setAtOnce(.color(newValue?.rgba ?? .clear), .borderColor) }
    }
    /// CALayer.h: "When non-null this path defines the outline used to construct the layer's
    /// shadow instead of using the layer's composited alpha channel. Specifying the path
    /// explicitly using this property will usually improve rendering performance ... Upon
    /// assignment the path is copied. Defaults to null." Stored on the model layer; a presentation
    /// copy has none (the mirror draws nothing, so only the value set is observed).
    open var shadowPath: CGPath?
    /// The layer as currently displayed (Core Animation's presentation layer).
    open func presentation() -> CALayer? {
        guard let view else { return nil }
        let copy = CALayer(view: view)
        copy.isPresentation = true
        return copy
    }
    public override init() { super.init() }
    init(view: UIView) { self.view = view; super.init() }

    // What a generated device test reads (`transc emit-swift --xctest`): enough to type-check it.
    open var opacity: Float {
        guard let view else { return 1 }
        return Float(values(view).alpha)
    }
    open var superlayer: CALayer? { view?.superview?.layer }
    /// The layer's whole transform: a view's `transform` is its affine part and `transform3D`
    /// the whole of it (UIView.h: "transform3D ... the layer's transform"; CALayer.h `transform`).
    open var transform: CATransform3D {
        guard let view else { return CATransform3DIdentity }
        let v = values(view)
        return CATransform3D(v.transform3D ?? Transform3D(v.transform))
    }
    /// Conversions go through the views' model geometry (the mirror has no separate layer tree).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let from = view else { return p }
        return from.convert(p, to: layer?.view)
    }
    private func values(_ view: UIView) -> ViewProperties {
        isPresentation ? MirrorWorld.scene.presentation(of: view.viewID) : MirrorWorld.scene.model(of: view.viewID)
    }
    /// Not animated inside an animation block: model and presentation change now (see above).
    private func setAtOnce(_ value: AnimatableValue, _ property: ViewProperty) {
        guard let view, !isPresentation else { return }
        MirrorWorld.scene.setValueWithoutAnimation(value, for: property, of: view.viewID)
    }
}

/// The current media time: the mirror's virtual clock.
@MainActor
public func CACurrentMediaTime() -> Double { MirrorWorld.now }

/// CALayer.h (iOS 11): the bits of `maskedCorners` (`kCALayerMinXMinYCorner = 1U << 0`,
/// `kCALayerMaxXMinYCorner = 1U << 1`, `kCALayerMinXMaxYCorner = 1U << 2`, `kCALayerMaxXMaxYCorner = 1U << 3`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// CALayer.h (iOS 13): `kCACornerCurveCircular`, `kCACornerCurveContinuous`.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A path, as far as the mirror needs one: the rounded rectangle `UIBezierPath(roundedRect:cornerRadius:)`
/// makes (UIBezierPath.h: "rounds all corners with the same horizontal and vertical radius").
public final class CGPath: @unchecked Sendable {
    /// CGPath's `boundingBox`: the rectangle.
    public let boundingBox: CGRect
    /// Not CoreGraphics: the corner radius it was made with.
    @_spi(MirrorTesting) public let mirrorCornerRadius: CGFloat
    init(roundedRect: CGRect, cornerRadius: CGFloat) {
        boundingBox = roundedRect
        mirrorCornerRadius = cornerRadius
    }
}

/// `UIBezierPath(roundedRect:cornerRadius:)` and its `cgPath` (UIBezierPath.h).
@MainActor
open class UIBezierPath: NSObject {
    public let cgPath: CGPath
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(roundedRect: rect, cornerRadius: cornerRadius)
        super.init()
    }
}
