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
    /// A mask shape: `circle(center, radius)`, `roundedRect(rect, radius)`, `ellipse(rect)` or `none`.
    case shape = "Shape"
    /// The corners a corner radius rounds (`corners`), and their curve (`cornerCurve`).
    case corners = "Corners"
    case cornerCurve = "CornerCurve"

    public var description: String { rawValue }
}

/// An RGBA colour, components in 0...1: the light appearance's value. A dynamic colour
/// (Docs/LANGUAGE.md, "Dark Mode") also has Dark Mode's components, and a UIKit system colour
/// its name (`systemBackground`), which the emitted code uses so that UIKit resolves it.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    /// Dark Mode's red, green, blue and alpha; nil: the same in every appearance.
    public var dark: [Double]?
    /// The UIKit system colour this is (`UIColor.systemBackground`), if any.
    public var systemName: String?
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour with a value for each appearance.
    public init(light: RGBA, dark: RGBA, systemName: String? = nil) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        self.dark = [dark.red, dark.green, dark.blue, dark.alpha]
        self.systemName = systemName
    }

    /// True when the colour differs between light and dark appearances (or names a system colour).
    public var isDynamic: Bool { dark != nil }

    /// The plain colour shown in one appearance.
    public func resolved(dark isDark: Bool) -> RGBA {
        guard isDark, let d = dark, d.count == 4 else { return RGBA(red: red, green: green, blue: blue, alpha: alpha) }
        return RGBA(red: d[0], green: d[1], blue: d[2], alpha: d[3])
    }

    /// The light value alone.
    public var light: RGBA { resolved(dark: false) }

    /// As the IR printer writes it: the system colour's name, `dynamic(LIGHT, DARK)`, or the hex.
    public var spelled: String {
        if let systemName { return systemName }
        if isDynamic { return "dynamic(\(light.hex), \(resolved(dark: true).hex))" }
        return hex
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
    /// Clipping and corner shapes (Docs/LANGUAGE.md, "Clipping and corners"): discrete.
    case clips, corners, cornerCurve
    /// The bounds' size, apart from the position (`bounds.size`; Docs/LANGUAGE.md, "Position and
    /// size apart"): with `center`, the two halves of `frame` on timings of their own.
    case size

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
        case .clips: return .bool
        case .corners: return .corners
        case .cornerCurve: return .cornerCurve
        case .size: return .size
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
        case .frame, .center, .size, .alpha, .transform, .cornerRadius, .backgroundColor: return true
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .borderWidth, .borderColor, .mask, .blur: return true
        case .hidden, .zIndex, .contentMode: return false
        case .clips, .corners, .cornerCurve: return false
        }
    }

    public static func < (a: Property, b: Property) -> Bool { a.index < b.index }

    public static let count = allCases.count

    /// The property's position in `allCases`: dense indexes and bit sets are addressed by it
    /// (searching `allCases` or hashing the raw string cost a big spec's check, issue 17).
    public var index: Int {
        switch self {
        case .frame: return 0
        case .center: return 1
        case .alpha: return 2
        case .transform: return 3
        case .cornerRadius: return 4
        case .backgroundColor: return 5
        case .hidden: return 6
        case .zIndex: return 7
        case .contentMode: return 8
        case .shadowColor: return 9
        case .shadowOpacity: return 10
        case .shadowRadius: return 11
        case .shadowOffset: return 12
        case .borderWidth: return 13
        case .borderColor: return 14
        case .mask: return 15
        case .blur: return 16
        case .clips: return 17
        case .corners: return 18
        case .cornerCurve: return 19
        case .size: return 20
        }
    }
}

/// A set of properties, one bit each: what a track animates, asked without building an array.
public struct PropertySet: OptionSet, Sendable, Hashable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ property: Property) { rawValue = 1 << UInt32(property.index) }

    public func contains(_ property: Property) -> Bool { contains(PropertySet(property)) }
    public static let geometry: PropertySet = [PropertySet(.frame), PropertySet(.center), PropertySet(.size), PropertySet(.transform)]
}
