/// A mask view's geometry, in the masked view's own coordinates: its frame and corner radius
/// (a circle is the square around it with a radius of half its side). UIKit animates both.
/// An ellipse is the one inscribed in `frame` (its corner radius unused): a circle of a fixed size
/// stretched by the mask view's transform, whose centre and scale move linearly, so the rect does.
public struct MaskGeometry: Hashable, Sendable {
    public var frame: Rect
    public var cornerRadius: Double
    public var isEllipse: Bool
    public init(frame: Rect, cornerRadius: Double, isEllipse: Bool = false) {
        self.frame = frame; self.cornerRadius = cornerRadius; self.isEllipse = isEllipse
    }
}

extension MaskGeometry: Interpolatable {
    /// Frame and corner radius linearly, as the mask view's two animations do.
    public static func interpolate(from a: MaskGeometry, to b: MaskGeometry, progress t: Double) -> MaskGeometry {
        MaskGeometry(frame: .interpolate(from: a.frame, to: b.frame, progress: t),
                     cornerRadius: a.cornerRadius + (b.cornerRadius - a.cornerRadius) * t,
                     // One kind in a track (the checker's rule): an ellipse moves between ellipses.
                     isEllipse: a.isEllipse && b.isEllipse)
    }
}
