/// A view's anchor point for one branch (`anchor:` in a track, Docs/LANGUAGE.md "Anchor
/// points"): the point of its bounds its transform turns and scales about, in the view's own
/// unit square (CALayer's `anchorPoint`: (0, 0) the top-left corner, (0.5, 0.5) the centre,
/// the default). Written left to right; each backend mirrors x in a right-to-left layout.
///
/// Both backends put it in place after the branch's values are read (step 3 of "When values
/// are read") and before the animators start, with the layer's position moved by as much so
/// that the view stays where it is, and put the centre back, the same way, first thing at every
/// end (finished, cancelled, or not animated), before `finish` or the derived undo.
public struct AnchorIR: Sendable, Equatable {
    public var view: ViewID
    public var x: Double
    public var y: Double
    /// Where it was written (the first track that names it).
    public var range: SourceRange

    public init(view: ViewID, x: Double, y: Double, range: SourceRange) {
        self.view = view
        self.x = x
        self.y = y
        self.range = range
    }

    /// The names `anchor:` takes, with their points (left to right: leading is x = 0).
    public static let named: [(name: String, x: Double, y: Double)] = [
        ("center", 0.5, 0.5), ("leading", 0, 0.5), ("trailing", 1, 0.5), ("top", 0.5, 0), ("bottom", 0.5, 1),
        ("topLeading", 0, 0), ("topTrailing", 1, 0), ("bottomLeading", 0, 1), ("bottomTrailing", 1, 1),
    ]

    /// The name of a point, if it has one (for `--dump-ir` and the messages).
    public var name: String? { Self.named.first { $0.x == x && $0.y == y }?.name }

    /// x as laid out: 1 − x right to left (the leading edge is then the right one).
    public func x(rightToLeft: Bool) -> Double { rightToLeft ? 1 - x : x }
}

/// A perspective a view gives its subviews for one branch (`perspective:` in a branch,
/// Docs/LANGUAGE.md "A shared perspective"): its layer's `sublayerTransform` is the identity with
/// m34 = −1/distance, so every subview's 3-D transform is seen from one eye, above the view's
/// anchor point (its centre), and two faces of a cube share one vanishing point. CALayer.h:
/// `sublayerTransform` is "A transform applied to each member of the `sublayers' array while
/// rendering its contents into the receiver's output. Typically used as the projection matrix to
/// add perspective". Set and put back with the anchors (after the values are read; first thing
/// at every end).
public struct PerspectiveIR: Sendable, Equatable {
    /// The container, or a root view (whose subviews the view controller provides).
    public var view: ViewID
    /// The eye's distance from the view's plane, in points (> 0).
    public var distance: Double
    public var range: SourceRange

    public init(view: ViewID, distance: Double, range: SourceRange) {
        self.view = view
        self.distance = distance
        self.range = range
    }
}
