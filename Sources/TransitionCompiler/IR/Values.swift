import Foundation

/// The static types of the expression language.
public enum ValueType: String, Sendable, CustomStringConvertible {
    case number = "Number"
    case duration = "Duration"
    case angle = "Angle"
    case point = "Point"
    case size = "Size"
    case rect = "Rect"
    case color = "Color"
    case transform = "Transform"
    case bool = "Bool"
    case contentMode = "ContentMode"
    /// A mask shape: `circle(center, radius)`, `roundedRect(rect, radius)` or `none`.
    case shape = "Shape"

    public var description: String { rawValue }
}

/// An RGBA colour, components in 0...1.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBBAA` in upper case, as the timeline prints colours.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = Int((max(0, min(1, v)) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}

/// `UIView.ContentMode` cases that the language accepts, in UIKit's raw-value order.
public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// The view properties a branch can set or animate.
public enum Property: String, Sendable, CaseIterable, Comparable {
    case frame, center, alpha, transform, cornerRadius, backgroundColor
    case hidden, zIndex, contentMode
    /// The layer's shadow and border (CALayer's names; Docs/LANGUAGE.md, "Shadows and borders").
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset, borderWidth, borderColor
    /// A mask view's shape, in the view's own coordinates (Docs/LANGUAGE.md, "Masks and reveals").
    case mask
    /// A blur view's effect: 0 none, 1 the style's blur (Docs/LANGUAGE.md, "Blur").
    case blur

    /// The type of the property's values.
    public var type: ValueType {
        switch self {
        case .frame: return .rect
        case .center: return .point
        case .alpha, .cornerRadius, .zIndex: return .number
        case .transform: return .transform
        case .backgroundColor: return .color
        case .hidden: return .bool
        case .contentMode: return .contentMode
        case .shadowOpacity, .shadowRadius, .borderWidth: return .number
        case .shadowOffset: return .size
        case .shadowColor, .borderColor: return .color
        case .mask: return .shape
        case .blur: return .number
        }
    }

    /// Layer properties UIKit's property animators do not animate: the emitted code makes them
    /// follow the animator (Docs/EMIT-SWIFT.md, "Layer properties the animator does not animate").
    public var isLayerFollowed: Bool {
        switch self {
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .borderWidth, .borderColor: return true
        default: return false
        }
    }

    /// Interpolated by an animator; the others are set (they switch, they are not interpolated).
    public var isAnimatable: Bool {
        switch self {
        case .frame, .center, .alpha, .transform, .cornerRadius, .backgroundColor: return true
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .borderWidth, .borderColor, .mask, .blur: return true
        case .hidden, .zIndex, .contentMode: return false
        }
    }

    private var order: Int { Property.allCases.firstIndex(of: self) ?? 0 }
    public static func < (a: Property, b: Property) -> Bool { a.order < b.order }
}
