/// An RGBA colour with components in 0…1 (sRGB, non-premultiplied).
///
/// Interpolation is component-wise on these non-premultiplied values, which is what
/// Core Animation does for `backgroundColor` of views in the same colour space.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// Creates a colour; components are stored as given (clamp at display time).
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Fully transparent black, what UIKit draws for a `nil` background colour.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
}
