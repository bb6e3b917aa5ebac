import TransitionCompiler

/// A view's clipping and corner shape as drawn (Docs/LANGUAGE.md, "Clipping and corners"):
/// `clipsToBounds`, the corners its corner radius rounds (`layer.maskedCorners`, as the layer
/// holds them: mirrored already in a right-to-left layout) and their curve (`layer.cornerCurve`).
public struct ClipState: Sendable, Equatable {
    public var clips: Bool
    public var corners: CornerSet
    public var cornerCurve: CornerCurve
    public init(clips: Bool, corners: CornerSet, cornerCurve: CornerCurve) {
        self.clips = clips
        self.corners = corners
        self.cornerCurve = cornerCurve
    }

    /// UIKit's defaults: not clipped, every corner rounded, the circular curve.
    public static let none = ClipState(clips: false, corners: .all, cornerCurve: .circular)
}
