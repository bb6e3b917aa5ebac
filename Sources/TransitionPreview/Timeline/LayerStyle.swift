import enum AnimatorCore.LayerDefaults
import TransitionCompiler

/// A view's layer shadow and border as drawn at one time (CALayer's names and defaults,
/// `LayerDefaults`).
public struct LayerStyle: Sendable, Equatable {
    public var shadowColor = LayerDefaults.shadowColor.rgba
    public var shadowOpacity = LayerDefaults.shadowOpacity
    public var shadowRadius = LayerDefaults.shadowRadius
    public var shadowOffsetWidth = LayerDefaults.shadowOffset.width
    public var shadowOffsetHeight = LayerDefaults.shadowOffset.height
    public var borderWidth = LayerDefaults.borderWidth
    public var borderColor = LayerDefaults.borderColor.rgba

    public init() {}

    /// CALayer's defaults: nothing drawn.
    public static let none = LayerStyle()

    /// Whether a shadow is drawn (a transparent colour or zero opacity draws none).
    public var hasShadow: Bool { shadowOpacity > 0 && shadowColor.alpha > 0 }
    /// Whether a border is drawn.
    public var hasBorder: Bool { borderWidth > 0 && borderColor.alpha > 0 }
}

/// A view's mask as drawn: the mask view's frame in the view's own (bounds) coordinates and its
/// corner radius (a circle is the square around it with half its side as the radius).
public struct MaskState: Sendable, Equatable {
    public var frame: Rect
    public var cornerRadius: Double
    /// The ellipse inscribed in `frame` (its corner radius 0, unused).
    public var isEllipse: Bool
    public init(frame: Rect, cornerRadius: Double, isEllipse: Bool = false) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.isEllipse = isEllipse
    }
}

/// A blur view's effect as drawn: how far the animator has brought it in (0…1) and its style.
public struct BlurState: Sendable, Equatable {
    public var amount: Double
    public var style: String
    public var isDark: Bool
    public init(amount: Double, style: String, isDark: Bool) {
        self.amount = amount
        self.style = style
        self.isDark = isDark
    }
}

/// An image snapshot's image: the colour that stands for it in the previews (its source's) and
/// its aspect (width / height), drawn aspect-filled and clipped (UIView.ContentMode.scaleAspectFill).
public struct ImageState: Sendable, Equatable {
    public var color: RGBA
    public var aspect: Double
    /// The source's own preview image (into `Timeline.images`), drawn instead of the colour;
    /// nil: none (renderers only; not in the JSON).
    public var image: Int?
    public init(color: RGBA, aspect: Double, image: Int? = nil) {
        self.color = color
        self.aspect = aspect
        self.image = image
    }
}
