// Interpolation of each value kind. `t` is curve progress and may leave 0…1 (springs
// overshoot, cubic curves with y outside 0…1), so every lerp extrapolates rather than clamps.

/// A value the core can interpolate continuously.
public protocol Interpolatable: Sendable {
    /// The value `t` of the way from `from` to `to` (`t` may be outside 0…1).
    static func interpolate(from: Self, to: Self, progress t: Double) -> Self
}

@inline(__always) @usableFromInline
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

extension Double: Interpolatable {
    /// Linear interpolation.
    @inlinable public static func interpolate(from: Double, to: Double, progress t: Double) -> Double { lerp(from, to, t) }
}

extension Point: Interpolatable {
    /// Component-wise linear interpolation.
    @inlinable public static func interpolate(from: Point, to: Point, progress t: Double) -> Point {
        Point(x: lerp(from.x, to.x, t), y: lerp(from.y, to.y, t))
    }
}

extension Size: Interpolatable {
    /// Component-wise linear interpolation.
    @inlinable public static func interpolate(from: Size, to: Size, progress t: Double) -> Size {
        Size(width: lerp(from.width, to.width, t), height: lerp(from.height, to.height, t))
    }
}

extension Rect: Interpolatable {
    /// Origin and size interpolated independently (what animating `frame` looks like in UIKit,
    /// where position and bounds are separate animations with the same timing).
    @inlinable public static func interpolate(from: Rect, to: Rect, progress t: Double) -> Rect {
        Rect(x: lerp(from.x, to.x, t), y: lerp(from.y, to.y, t),
             width: lerp(from.width, to.width, t), height: lerp(from.height, to.height, t))
    }
}

extension Color: Interpolatable {
    /// Component-wise interpolation of non-premultiplied RGBA.
    @inlinable public static func interpolate(from: Color, to: Color, progress t: Double) -> Color {
        Color(red: lerp(from.red, to.red, t), green: lerp(from.green, to.green, t),
              blue: lerp(from.blue, to.blue, t), alpha: lerp(from.alpha, to.alpha, t))
    }
}

extension DecomposedTransform: Interpolatable {
    /// Component-wise interpolation; rotation takes the shorter way round. When one end is
    /// flipped in x and the other in y (CSS Transforms' rule), `from` is rewritten as the same
    /// matrix with both scales negated and a half turn, so the reflection is kept throughout
    /// instead of both scales passing through 0.
    public static func interpolate(from a: DecomposedTransform, to: DecomposedTransform, progress t: Double) -> DecomposedTransform {
        var from = a
        if (from.scaleX < 0 && to.scaleY < 0) || (from.scaleY < 0 && to.scaleX < 0) {
            from.scaleX = -from.scaleX; from.scaleY = -from.scaleY
            from.rotation += from.rotation < 0 ? Double.pi : -Double.pi
        }
        let r1 = unwrap(to.rotation, near: from.rotation)   // the shorter way round
        return DecomposedTransform(translationX: lerp(from.translationX, to.translationX, t),
                                   translationY: lerp(from.translationY, to.translationY, t),
                                   scaleX: lerp(from.scaleX, to.scaleX, t), scaleY: lerp(from.scaleY, to.scaleY, t),
                                   rotation: lerp(from.rotation, r1, t), shear: lerp(from.shear, to.shear, t))
    }
}

extension AffineTransform: Interpolatable {
    /// Decomposes both ends, interpolates translation, scale, rotation and shear, recomposes.
    /// Pure translations/scales (the common case) skip the trigonometry.
    public static func interpolate(from: AffineTransform, to: AffineTransform, progress t: Double) -> AffineTransform {
        if from.b == 0, from.c == 0, to.b == 0, to.c == 0, from.a > 0, from.d > 0, to.a > 0, to.d > 0 {
            return AffineTransform(a: lerp(from.a, to.a, t), b: 0, c: 0, d: lerp(from.d, to.d, t),
                                   tx: lerp(from.tx, to.tx, t), ty: lerp(from.ty, to.ty, t))
        }
        return DecomposedTransform.interpolate(from: DecomposedTransform(from), to: DecomposedTransform(to), progress: t).transform
    }
}
