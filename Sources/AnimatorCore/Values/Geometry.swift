// Small geometry value types. The core deliberately does not use CGPoint/CGRect in its
// public API so it builds identically on every platform; a UIKit mirror converts at its edge.

/// A point in a view's coordinate space (points, not pixels).
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double
    /// Creates a point.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double
    /// Creates a size.
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The empty size.
    public static let zero = Size(width: 0, height: 0)
}

/// A 2-D vector, e.g. a velocity (points per second) or a normalised spring velocity.
public struct Vector: Hashable, Sendable {
    /// Horizontal component.
    public var dx: Double
    /// Vertical component.
    public var dy: Double
    /// Creates a vector.
    @inlinable public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)
}

/// An axis-aligned rectangle (origin + size), like `CGRect` but with Doubles.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size
    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its components.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }
    /// The zero rectangle.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Origin x.
    @inlinable public var x: Double { origin.x }
    /// Origin y.
    @inlinable public var y: Double { origin.y }
    /// Width.
    @inlinable public var width: Double { size.width }
    /// Height.
    @inlinable public var height: Double { size.height }
    /// Smallest x (handles negative widths like CGRect does).
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// Largest x.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// Smallest y.
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// Largest y.
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// Centre x.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// Centre y.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// The rectangle moved by (dx, dy).
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    /// The rectangle shrunk by dx on the left and right and dy on the top and bottom.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
}
