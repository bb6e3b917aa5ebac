/// Any value a view property can hold, in one fixed-size enum so tracks of every kind sit
/// in one contiguous array and sampling never allocates.
public enum AnimatableValue: Hashable, Sendable {
    /// A scalar (alpha, corner radius).
    case number(Double)
    /// A point (center).
    case point(Point)
    /// A size (bounds size).
    case size(Size)
    /// A rectangle (frame, bounds).
    case rect(Rect)
    /// A colour (background colour).
    case color(Color)
    /// An affine transform.
    case transform(AffineTransform)
    /// A 4×4 transform (boxed: sixteen entries would quadruple every value's size).
    indirect case transform3D(Transform3D)
    /// A mask view's geometry, or nil: no mask (boxed, like `transform3D`).
    indirect case mask(MaskGeometry?)
    /// A discrete boolean (isHidden).
    case bool(Bool)
    /// A discrete integer (zIndex).
    case integer(Int)

    /// Whether values of this kind switch rather than interpolate.
    public var isDiscrete: Bool {
        switch self { case .bool, .integer: return true; default: return false }
    }

    /// Interpolates two values of the same kind. Discrete values (and mismatched kinds)
    /// switch from `from` to `to` once `t` reaches `switchPoint` (default 0.5 of progress,
    /// see Docs/ANIMATOR-CORE.md for why).
    @inlinable
    public static func interpolate(from: AnimatableValue, to: AnimatableValue, progress t: Double,
                                   switchPoint: Double = 0.5) -> AnimatableValue {
        switch (from, to) {
        case let (.number(a), .number(b)): return .number(lerp(a, b, t))
        case let (.point(a), .point(b)): return .point(.interpolate(from: a, to: b, progress: t))
        case let (.size(a), .size(b)): return .size(.interpolate(from: a, to: b, progress: t))
        case let (.rect(a), .rect(b)): return .rect(.interpolate(from: a, to: b, progress: t))
        case let (.color(a), .color(b)): return .color(.interpolate(from: a, to: b, progress: t))
        case let (.transform(a), .transform(b)): return .transform(.interpolate(from: a, to: b, progress: t))
        case let (.transform3D(a), .transform3D(b)): return .transform3D(.interpolate(from: a, to: b, progress: t))
        case let (.mask(a?), .mask(b?)): return .mask(.interpolate(from: a, to: b, progress: t))
        default: return t >= switchPoint ? to : from
        }
    }

    /// The scalar payload, if any.
    public var number: Double? { if case .number(let v) = self { return v }; return nil }
    /// The point payload, if any.
    public var point: Point? { if case .point(let v) = self { return v }; return nil }
    /// The size payload, if any.
    public var size: Size? { if case .size(let v) = self { return v }; return nil }
    /// The rectangle payload, if any.
    public var rect: Rect? { if case .rect(let v) = self { return v }; return nil }
    /// The colour payload, if any.
    public var color: Color? { if case .color(let v) = self { return v }; return nil }
    /// The transform payload, if any.
    public var transform: AffineTransform? { if case .transform(let v) = self { return v }; return nil }
    /// The 4×4 transform payload, if any.
    public var transform3D: Transform3D? { if case .transform3D(let v) = self { return v }; return nil }
    /// The boolean payload, if any.
    public var bool: Bool? { if case .bool(let v) = self { return v }; return nil }
    /// The integer payload, if any.
    public var integer: Int? { if case .integer(let v) = self { return v }; return nil }
}
