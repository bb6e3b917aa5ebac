/// A mask view's geometry, in the masked view's own coordinates: its frame and corner radius
/// (a circle is the square around it with a radius of half its side). UIKit animates both.
public struct MaskGeometry: Hashable, Sendable {
    public var frame: Rect
    public var cornerRadius: Double
    public init(frame: Rect, cornerRadius: Double) { self.frame = frame; self.cornerRadius = cornerRadius }
}

extension MaskGeometry: Interpolatable {
    /// Frame and corner radius linearly, as the mask view's two animations do.
    public static func interpolate(from a: MaskGeometry, to b: MaskGeometry, progress t: Double) -> MaskGeometry {
        MaskGeometry(frame: .interpolate(from: a.frame, to: b.frame, progress: t),
                     cornerRadius: a.cornerRadius + (b.cornerRadius - a.cornerRadius) * t)
    }
}
