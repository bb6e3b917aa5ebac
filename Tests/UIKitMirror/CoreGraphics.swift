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

/// `CALayer`'s members that transitions use. A view's layer reads and writes the view's
/// scene properties (`cornerRadius`; `zPosition` as the scene's integer `zIndex`).
@MainActor
open class CALayer: NSObject {
    private weak var view: UIView?
    private var ownCornerRadius: CGFloat = 0
    private var ownZPosition: CGFloat = 0
    open var masksToBounds = false
    open var cornerRadius: CGFloat {
        get { view.map { CGFloat($0.model.cornerRadius) } ?? ownCornerRadius }
        set { if let view { view.write(.number(Double(newValue)), .cornerRadius) } else { ownCornerRadius = newValue } }
    }
    open var zPosition: CGFloat {
        get { view.map { CGFloat($0.model.zIndex) } ?? ownZPosition }
        set {
            let z = Double(newValue)
            if let view { view.write(.integer(z.isFinite ? Int(max(min(z.rounded(), 1e9), -1e9)) : 0), .zIndex) } else { ownZPosition = newValue }
        }
    }
    public override init() { super.init() }
    init(view: UIView) { self.view = view; super.init() }

    // What a generated device test reads (`transc emit-swift --xctest`): enough to type-check it.
    // A presentation layer here reads the scene's presentation values; conversions go through
    // the views' model geometry (the mirror has no separate layer tree).
    private var isPresentation = false
    /// The layer as currently displayed (nil for a layer without a view).
    open func presentation() -> CALayer? {
        guard let view else { return nil }
        let layer = CALayer(view: view)
        layer.isPresentation = true
        return layer
    }
    open var position: CGPoint {
        guard let view else { return .zero }
        if isPresentation, let c = MirrorWorld.scene.presentation(of: view.viewID).center as AnimatorCore.Point? { return CGPoint(x: c.x, y: c.y) }
        return view.center
    }
    open var bounds: CGRect {
        guard let view else { return .zero }
        if isPresentation {
            let b = MirrorWorld.scene.presentation(of: view.viewID).bounds
            return CGRect(x: b.origin.x, y: b.origin.y, width: b.size.width, height: b.size.height)
        }
        return view.bounds
    }
    open var opacity: Float {
        guard let view else { return 1 }
        return Float(isPresentation ? MirrorWorld.scene.presentation(of: view.viewID).alpha : Double(view.alpha))
    }
    open var superlayer: CALayer? { view?.superview?.layer }
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let from = view else { return p }
        return from.convert(p, to: layer?.view)
    }
}

/// The current media time: the mirror's virtual clock.
@MainActor
public func CACurrentMediaTime() -> Double { MirrorWorld.now }
