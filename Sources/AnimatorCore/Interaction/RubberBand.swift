// Resistance past a limit: UIScrollView's rubber band. A finger that moves x points past the
// limit moves the view (1 − 1 / (x·c / d + 1))·d points, c = 0.55, d the dimension the
// spec names (by default the container's along the gesture's axis). The slope at the limit is
// c (the view starts at 55 % of the finger's speed) and the displacement tends to d.

/// UIScrollView's rubber-band curve.
public enum RubberBand {
    /// UIScrollView's constant.
    public static let coefficient = 0.55

    /// The displacement for an excess `x` (points past the limit, ≥ 0 or ≤ 0: the sign is
    /// kept) with dimension `d`. 0 when `d` is not a positive finite number or `x` not finite.
    public static func displacement(_ x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d.isFinite, d > 0, x.isFinite, c.isFinite, c > 0 else { return 0 }
        let m = abs(x)
        let r = (1 - 1 / (m * c / d + 1)) * d
        return x < 0 ? -r : r
    }

    /// `value` kept within `lower...upper`, the excess on either side rubber-banded with
    /// dimension `d` (nil bounds: no limit on that side).
    public static func clamp(_ value: Double, lower: Double?, upper: Double?, dimension d: Double) -> Double {
        if let lower, value < lower { return lower + displacement(value - lower, dimension: d) }
        if let upper, value > upper { return upper + displacement(value - upper, dimension: d) }
        return value
    }
}
