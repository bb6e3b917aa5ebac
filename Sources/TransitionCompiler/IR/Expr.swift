/// A typed expression of the IR. Every expression knows its static type and the source range
/// it was written at, so a backend can point a user back at the spec.
///
/// Units are resolved by the checker: durations are seconds, angles radians, colours RGBA.
/// Geometry of views is read in container space; see `ViewValue` for when it is read.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var type: ValueType
    public var range: SourceRange

    public init(_ kind: ExprKind, _ type: ValueType, _ range: SourceRange) {
        self.kind = kind
        self.type = type
        self.range = range
    }
}

/// Only the cases that hold other expressions (and the large colour) are boxed: a number or a
/// view read is stored inline, since a box for every literal was a malloc per leaf of every
/// expression of a spec (issue 17).
public enum ExprKind: Sendable {
    /// A Number, Duration (seconds) or Angle (radians) literal.
    case number(Double)
    case bool(Bool)
    indirect case color(RGBA)
    case contentMode(ContentMode)
    /// `corners: [topLeft, topRight]` and `cornerCurve: continuous` (CornerShape.swift).
    case corners(CornerSet)
    case cornerCurve(CornerCurve)
    /// `identity` (Transform).
    case identityTransform

    /// `point(x, y)`, `size(w, h)`, `rect(x, y, w, h)`.
    indirect case point(Expr, Expr)
    indirect case size(Expr, Expr)
    indirect case rect(Expr, Expr, Expr, Expr)

    /// A value read from a view: `thumbnail.frame`, `to.finalFrame`, `container.width`...
    case view(ViewID, ViewValue)
    /// `r.width`, `p.x`, `r.midY`...: a component of a point, size or rect.
    indirect case member(Expr, Member)
    /// `r.offset(x:, y:)`, `r.inset(x:, y:)`.
    indirect case offset(Expr, dx: Expr, dy: Expr)
    indirect case inset(Expr, dx: Expr, dy: Expr)

    /// Arithmetic. The checker only builds the combinations listed in Docs/LANGUAGE.md
    /// (numbers with numbers; points/sizes/rects with numbers as scaling; points with points).
    indirect case binary(BinaryOperator, Expr, Expr)
    indirect case negate(Expr)

    /// `scale(0.9) translate(0, 20) rotate(5deg)`: applied left to right, like CSS.
    indirect case transform([TransformStep])

    /// Mask shapes (Shape), in the masked view's own coordinates: `circle(center, radius)`,
    /// `roundedRect(rect, radius)`, `ellipse(rect)` (the ellipse inscribed in the rect), and
    /// `none` (no mask).
    indirect case circle(center: Expr, radius: Expr)
    indirect case roundedRect(Expr, radius: Expr)
    indirect case ellipse(Expr)
    case noMask

    /// Maths (MathOperation.swift): `sqrt(x)`, `hypot(x, y)`, `min(a, b)`, `max(a, b)`,
    /// `abs(x)`, `clamp(x, lo, hi)`, the comparisons `a < b`… (Bool) and `if(condition, a, b)`,
    /// each with its operands in the order written.
    indirect case math(MathOperation, [Expr])

    /// `aspectFit(size, in: rect)` / `aspectFill(size, in: rect)` (ContentGeometry.swift): the
    /// rect an image of that size takes, aspect-fitted or aspect-filled and centred in the rect.
    indirect case aspect(AspectMode, size: Expr, in: Expr)
    /// Per-element values of a list's track (ElementValues.swift): the element's place in the
    /// list (`index`, from 0) and the list's `count`, read for each element.
    case element(ElementValue)
    /// `random(lo, hi)`: a number in [lo, hi) drawn for each element of a list from `seed` and
    /// the element's index (`ElementRandom`), the same in both backends.
    indirect case random(seed: UInt32, Expr, Expr)
}

public enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
}

public enum TransformStep: Sendable {
    case translate(x: Expr, y: Expr)
    case scale(x: Expr, y: Expr)
    /// Radians, about z (`rotate` and `rotateZ`).
    case rotate(Expr)
    /// 3-D steps (Transform3DSteps.swift): a transform with one of them is a 4×4 transform.
    case perspective(Expr)
    case rotate3D(axis: Axis3D, Expr)
    case translate3D(x: Expr, y: Expr, z: Expr)
    case scale3D(x: Expr, y: Expr, z: Expr)
}

/// The axis of `rotateX` / `rotateY` (`rotateZ` is `rotate`).
public enum Axis3D: String, Sendable { case x, y }

/// What an expression reads from a view.
///
/// When values are read: an expression in a `setup` step is evaluated when that step runs;
/// expressions of tracks and of `finish` are evaluated once all of `setup` has run (so the
/// destination's frame is the one it has in the container). Both backends follow this order.
public enum ViewValue: String, Sendable {
    /// The frame in container space (the container's own frame is its bounds).
    case frame
    /// The center in container space.
    case center
    /// `rect(0, 0, width, height)` of the view.
    case bounds
    case alpha
    case transform
    case cornerRadius
    case backgroundColor
    case hidden
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset, borderWidth, borderColor
    /// The context's `initialFrame(for:)` / `finalFrame(for:)` of a root view's view controller.
    case initialFrame, finalFrame
    /// Shorthands for `bounds.width` / `bounds.height` (used as `container.width`).
    case width, height
    /// Content geometry (ContentGeometry.swift): the presented view controller's
    /// `preferredContentSize` under the preferred-size rule (a modal's `presented` only), an
    /// image view's `image?.size` (a provided image view or an image snapshot), and the display's
    /// corner radius the app supplies (written `display.cornerRadius`, read on the container).
    case preferredContentSize, imageSize, displayCornerRadius

    public var type: ValueType {
        switch self {
        case .frame, .bounds, .initialFrame, .finalFrame: return .rect
        case .center: return .point
        case .alpha, .cornerRadius, .width, .height: return .number
        case .transform: return .transform
        case .backgroundColor: return .color
        case .hidden: return .bool
        case .shadowOpacity, .shadowRadius, .borderWidth: return .number
        case .shadowOffset: return .size
        case .shadowColor, .borderColor: return .color
        case .preferredContentSize, .imageSize: return .size
        case .displayCornerRadius: return .number
        }
    }
}

/// Components of points, sizes and rects.
public enum Member: String, Sendable, CaseIterable {
    case x, y, width, height, minX, midX, maxX, minY, midY, maxY, origin, size, center
}
