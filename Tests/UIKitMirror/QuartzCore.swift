import AnimatorCore
import Foundation

/// Core Animation's 4×4 transform, with its layout (row vectors, translation in m41…m43) and
/// its functions; the arithmetic is AnimatorCore's `Transform3D` (Apple: "t' = rotation · t").
public struct CATransform3D: Equatable, Sendable {
    public var m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    init(_ t: Transform3D) {
        let m = t.m.map { CGFloat($0) }
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    var core: Transform3D {
        Transform3D([m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) })
    }
}

public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(.translation(Double(tx), Double(ty), Double(tz)))
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(.scale(Double(sx), Double(sy), Double(sz)))
}
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(.rotation(Double(angle), Double(x), Double(y), Double(z)))
}
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.core.concatenating(b.core))
}
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(AnimatorCore.AffineTransform(m)))
}

extension UIView {
    /// The layer's transform as a 4×4 matrix (iOS 13+). Setting it sets `transform` to its affine
    /// part; setting `transform` replaces it (UIKit: one layer transform). Animatable like
    /// `transform`, interpolated by decomposition (AnimatorCore's `Transform3D`).
    public var transform3D: CATransform3D {
        get { CATransform3D(model.transform3D ?? Transform3D(model.transform)) }
        set { write(.transform3D(newValue.core), .transform3D) }
    }
}

/// A visual effect (UIKit's abstract base).
@MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

/// A blur effect of one of UIKit's styles.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style; super.init() }
}

/// A view showing a visual effect. Changing `effect` inside an animation block animates it
/// (Apple documents animating the effect, e.g. with UIViewPropertyAnimator): the mirror keeps the
/// effect's presence as the scene's `effect` number, 0 (nil) or 1 (an effect), which the
/// animator interpolates.
@MainActor
open class UIVisualEffectView: UIView {
    private var currentEffect: UIVisualEffect?
    open var effect: UIVisualEffect? {
        get { currentEffect }
        set { currentEffect = newValue; write(.number(newValue == nil ? 0 : 1), .effect) }
    }
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        self.effect = effect
    }
    public required init?(coder: NSCoder) { return nil }
}

/// An image: only its size matters to a transition (what an image view aspect-fills).
@MainActor
open class UIImage: NSObject {
    public let size: CGSize
    /// Not UIKit: an image of a size (the test host's stand-in for a photo).
    @_spi(MirrorTesting) public init(size: CGSize) { self.size = size; super.init() }
}

/// A view showing an image; `contentMode` and `clipsToBounds` are UIView's.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// UIImageView.h does not make UIView's `initWithFrame:` unavailable: an image view made so has no image.
    public override init(frame: CGRect) {
        self.image = nil
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { return nil }
}
