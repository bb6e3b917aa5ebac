/// A stable small-integer handle for a view in a `Scene` (its index; never reused).
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index in the scene's view table.
    public let rawValue: Int
    /// Wraps a raw index (only meaningful for the scene that issued it).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Orders by creation.
    public static func < (l: ViewID, r: ViewID) -> Bool { l.rawValue < r.rawValue }
    /// "#index".
    public var description: String { "#\(rawValue)" }
}

/// The animatable (and discrete) properties of a view.
///
/// `frame` is derived from `center`, `bounds` and `transform` as in UIKit; animating `frame`
/// animates center and bounds (two tracks with the same timing).
public enum ViewProperty: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `.rect`: the transformed bounding box in the superview (derived).
    case frame
    /// `.point`: the centre in the superview's coordinates.
    case center
    /// `.rect`: the bounds (origin is the scroll offset, usually zero).
    case bounds
    /// `.number`: opacity 0…1.
    case alpha
    /// `.transform`: applied about the centre.
    case transform
    /// `.number`: layer corner radius.
    case cornerRadius
    /// `.color`: background colour (clear for UIKit's nil).
    case backgroundColor
    /// `.bool`: discrete; UIKit changes it immediately even inside an animation block.
    case isHidden
    /// `.integer`: discrete drawing order among siblings (`layer.zPosition`-like).
    case zIndex
    /// `.color`: the layer's shadow colour (CALayer's default: opaque black).
    case shadowColor
    /// `.number`: the layer's shadow opacity 0…1 (default 0: no shadow).
    case shadowOpacity
    /// `.number`: the layer's shadow blur radius (default 3).
    case shadowRadius
    /// `.size`: the layer's shadow offset (default (0, −3)).
    case shadowOffset
    /// `.number`: the layer's border width, drawn inside the bounds (default 0).
    case borderWidth
    /// `.color`: the layer's border colour (default opaque black).
    case borderColor
    /// `.transform3D`: the layer's 4×4 transform (UIView's `transform3D`). Writing it sets
    /// `transform` to its affine part; writing `transform` clears it (UIKit: one layer transform).
    case transform3D
    /// `.mask`: the mask view's geometry in the view's own coordinates, nil for no mask.
    case mask
    /// `.number`: a visual effect view's effect, 0 (none) to 1 (the effect), as its animator shows it.
    case effect

    /// Whether the property switches instead of interpolating.
    public var isDiscrete: Bool { self == .isHidden || self == .zIndex }
    /// The property name as UIKit spells it.
    public var description: String {
        switch self {
        case .frame: "frame"; case .center: "center"; case .bounds: "bounds"; case .alpha: "alpha"
        case .transform: "transform"; case .cornerRadius: "cornerRadius"; case .backgroundColor: "backgroundColor"
        case .isHidden: "isHidden"; case .zIndex: "zIndex"
        case .shadowColor: "shadowColor"; case .shadowOpacity: "shadowOpacity"; case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"; case .borderWidth: "borderWidth"; case .borderColor: "borderColor"
        case .transform3D: "transform3D"; case .mask: "mask"; case .effect: "effect"
        }
    }
}

/// Every property of a view at one instant (a model or a presentation snapshot).
public struct ViewProperties: Hashable, Sendable {
    /// Centre in the superview.
    public var center: Point = .zero
    /// Bounds; the size is what `frame` scales.
    public var bounds: Rect = .zero
    /// Transform about the centre.
    public var transform: AffineTransform = .identity
    /// Opacity.
    public var alpha: Double = 1
    /// Corner radius.
    public var cornerRadius: Double = 0
    /// Background colour.
    public var backgroundColor: Color = .clear
    /// Hidden flag.
    public var isHidden: Bool = false
    /// Drawing order among siblings (ties keep subview order).
    public var zIndex: Int = 0
    /// The layer's rarer properties (shadow, border, 4×4 transform, mask, effect), boxed with
    /// copy-on-write so that a view without them costs one pointer: stored inline they made the
    /// per-frame sample of 10,000 views about 20 % slower (a bigger presentation buffer).
    @usableFromInline var extras = LayerExtrasRef()

    // The layer's shadow and border, with CALayer's documented defaults.
    /// Shadow colour.
    public var shadowColor: Color {
        get { extras.value.shadowColor }
        set { if newValue != extras.value.shadowColor { extras.mutate { $0.shadowColor = newValue } } }
    }
    /// Shadow opacity.
    public var shadowOpacity: Double {
        get { extras.value.shadowOpacity }
        set { if newValue != extras.value.shadowOpacity { extras.mutate { $0.shadowOpacity = newValue } } }
    }
    /// Shadow blur radius.
    public var shadowRadius: Double {
        get { extras.value.shadowRadius }
        set { if newValue != extras.value.shadowRadius { extras.mutate { $0.shadowRadius = newValue } } }
    }
    /// Shadow offset.
    public var shadowOffset: Size {
        get { extras.value.shadowOffset }
        set { if newValue != extras.value.shadowOffset { extras.mutate { $0.shadowOffset = newValue } } }
    }
    /// Border width.
    public var borderWidth: Double {
        get { extras.value.borderWidth }
        set { if newValue != extras.value.borderWidth { extras.mutate { $0.borderWidth = newValue } } }
    }
    /// Border colour.
    public var borderColor: Color {
        get { extras.value.borderColor }
        set { if newValue != extras.value.borderColor { extras.mutate { $0.borderColor = newValue } } }
    }
    /// The 4×4 transform when one was set (nil: the layer's transform is `transform`).
    public var transform3D: Transform3D? {
        get { extras.value.transform3D }
        set { if newValue != extras.value.transform3D { extras.mutate { $0.transform3D = newValue } } }
    }
    /// The mask view's geometry, nil when the view has no mask.
    public var mask: MaskGeometry? {
        get { extras.value.mask }
        set { if newValue != extras.value.mask { extras.mutate { $0.mask = newValue } } }
    }
    /// A visual effect view's effect (0 none, 1 full).
    public var effect: Double {
        get { extras.value.effect }
        set { if newValue != extras.value.effect { extras.mutate { $0.effect = newValue } } }
    }

    /// Defaults: a zero-sized, opaque, untransformed, visible view.
    public init() {}

    /// The frame: the bounding box of the transformed bounds around `center` (UIKit's rule).
    ///
    /// Setting it keeps the transform and sets `center` to the rectangle's midpoint and the
    /// bounds size to the rectangle's size. With a non-identity transform UIKit calls this
    /// undefined; this core defines it as "the frame the view would have without its transform".
    public var frame: Rect {
        get {
            let w = bounds.size.width, h = bounds.size.height
            if transform.isIdentity {
                return Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
            }
            let t = transform
            let xs = [-w / 2, w / 2], ys = [-h / 2, h / 2]
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for x in xs { for y in ys {
                let px = t.a * x + t.c * y + t.tx, py = t.b * x + t.d * y + t.ty
                minX = Swift.min(minX, px); maxX = Swift.max(maxX, px); minY = Swift.min(minY, py); maxY = Swift.max(maxY, py)
            } }
            return Rect(x: center.x + minX, y: center.y + minY, width: maxX - minX, height: maxY - minY)
        }
        set {
            center = Point(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }

    /// Reads one property as an `AnimatableValue`.
    @inlinable
    public subscript(property: ViewProperty) -> AnimatableValue {
        get {
            switch property {
            case .frame: return .rect(frame)
            case .center: return .point(center)
            case .bounds: return .rect(bounds)
            case .alpha: return .number(alpha)
            case .transform: return .transform(transform)
            case .cornerRadius: return .number(cornerRadius)
            case .backgroundColor: return .color(backgroundColor)
            case .isHidden: return .bool(isHidden)
            case .zIndex: return .integer(zIndex)
            case .shadowColor: return .color(shadowColor)
            case .shadowOpacity: return .number(shadowOpacity)
            case .shadowRadius: return .number(shadowRadius)
            case .shadowOffset: return .size(shadowOffset)
            case .borderWidth: return .number(borderWidth)
            case .borderColor: return .color(borderColor)
            case .transform3D: return .transform3D(transform3D ?? Transform3D(transform))
            case .mask: return .mask(mask)
            case .effect: return .number(effect)
            }
        }
        set {
            // Mismatched kinds are ignored rather than trapping: input can never crash the core.
            switch (property, newValue) {
            case (.frame, .rect(let r)): frame = r
            case (.center, .point(let p)): center = p
            case (.bounds, .rect(let r)): bounds = r
            case (.bounds, .size(let s)): bounds.size = s
            case (.alpha, .number(let v)): alpha = v
            case (.transform, .transform(let t)): transform = t; transform3D = nil
            case (.transform3D, .transform3D(let t)): transform3D = t; transform = t.affine
            case (.mask, .mask(let m)): mask = m
            case (.effect, .number(let v)): effect = v
            case (.cornerRadius, .number(let v)): cornerRadius = v
            case (.backgroundColor, .color(let c)): backgroundColor = c
            case (.isHidden, .bool(let b)): isHidden = b
            case (.zIndex, .integer(let i)): zIndex = i
            case (.shadowColor, .color(let c)): shadowColor = c
            case (.shadowOpacity, .number(let v)): shadowOpacity = v
            case (.shadowRadius, .number(let v)): shadowRadius = v
            case (.shadowOffset, .size(let s)): shadowOffset = s
            case (.borderWidth, .number(let v)): borderWidth = v
            case (.borderColor, .color(let c)): borderColor = c
            default: break
            }
        }
    }
}

/// CALayer's shadow and border defaults, the one place the core, the interpreter's scene and the
/// previews' layer style take them from. Apple documents shadowOffset (0, −3) and shadowRadius 3
/// (CALayer/shadowOffset, CALayer/shadowRadius), shadowOpacity 0, and opaque black colours.
public enum LayerDefaults {
    public static let shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
    public static let shadowOpacity: Double = 0
    public static let shadowRadius: Double = 3
    public static let shadowOffset = Size(width: 0, height: -3)
    public static let borderWidth: Double = 0
    public static let borderColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
}

/// The values behind `ViewProperties.extras`, CALayer's defaults.
@usableFromInline
struct LayerExtras: Hashable, Sendable {
    var shadowColor = LayerDefaults.shadowColor
    var shadowOpacity = LayerDefaults.shadowOpacity
    var shadowRadius = LayerDefaults.shadowRadius
    var shadowOffset = LayerDefaults.shadowOffset
    var borderWidth = LayerDefaults.borderWidth
    var borderColor = LayerDefaults.borderColor
    var transform3D: Transform3D?
    var mask: MaskGeometry?
    var effect: Double = 0
    static let defaults = LayerExtras()
}

/// A copy-on-write box; nil stands for the defaults, and equality is by value.
@usableFromInline
struct LayerExtrasRef: Hashable, Sendable {
    final class Box: @unchecked Sendable {
        var value: LayerExtras
        init(_ value: LayerExtras) { self.value = value }
    }
    private var box: Box?

    init() {}

    var value: LayerExtras { box?.value ?? .defaults }

    mutating func mutate(_ change: (inout LayerExtras) -> Void) {
        if box == nil {
            box = Box(.defaults)
        } else if !isKnownUniquelyReferenced(&box!) {
            box = Box(box!.value)
        }
        change(&box!.value)
    }

    @usableFromInline static func == (a: LayerExtrasRef, b: LayerExtrasRef) -> Bool { a.box === b.box || a.value == b.value }
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
