/// The corners `cornerRadius` rounds (Docs/LANGUAGE.md, "Clipping and corners"): CALayer's
/// `maskedCorners`, with its bits (CALayer.h, `CACornerMask`: `kCALayerMinXMinYCorner = 1U << 0`,
/// `kCALayerMaxXMinYCorner = 1U << 1`, `kCALayerMinXMaxYCorner = 1U << 2`,
/// `kCALayerMaxXMaxYCorner = 1U << 3`). In a layer's coordinates y grows down on iOS, so the
/// minimum y is the top. A spec writes the corners as they look left to right; right to left
/// both backends mirror them (left and right swap), like every horizontal value.
public struct CornerSet: OptionSet, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = CornerSet(rawValue: 1)
    public static let topRight = CornerSet(rawValue: 2)
    public static let bottomLeft = CornerSet(rawValue: 4)
    public static let bottomRight = CornerSet(rawValue: 8)
    /// CALayer's default: every corner.
    public static let all: CornerSet = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The names a spec writes, in the bits' order.
    public static let named: [(name: String, corner: CornerSet)] =
        [("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight)]

    /// The corners' names in the bits' order.
    public var names: [String] { Self.named.filter { contains($0.corner) }.map(\.name) }

    /// As the IR printer writes it: `[topLeft, topRight]`, `all`, `[]`.
    public var spelled: String { self == .all ? "all" : "[" + names.joined(separator: ", ") + "]" }

    /// The mirror image about a vertical line: left and right swap.
    public var mirrored: CornerSet {
        var m: CornerSet = []
        if contains(.topLeft) { m.insert(.topRight) }
        if contains(.topRight) { m.insert(.topLeft) }
        if contains(.bottomLeft) { m.insert(.bottomRight) }
        if contains(.bottomRight) { m.insert(.bottomLeft) }
        return m
    }
}

/// CALayer's `cornerCurve` (iOS 13, CALayer.h: `kCACornerCurveCircular`, the default, and
/// `kCACornerCurveContinuous`).
public enum CornerCurve: String, Sendable, CaseIterable {
    case circular, continuous
}
