import Foundation

/// A 4×4 transform with `CATransform3D`'s layout and conventions: row vectors, a point
/// (x, y, z) maps to (x, y, z, 1) · M, the translation is the fourth row (m41, m42, m43),
/// and a perspective of distance d is m34 = −1/d (as CSS's `perspective(d)`). "a then b" is
/// a · b (`CATransform3DConcat(a, b)`).
public struct Transform3D: Hashable, Sendable {
    /// The entries row by row, held inline (no heap array), so that a sampled 3-D track
    /// allocates nothing. Only scalar arithmetic is done on it, in the order an array had.
    @usableFromInline var entries: SIMD16<Double>

    /// The entries, row by row (m11, m12, m13, m14, m21, …, m44); setting a wrong count gives
    /// the identity.
    public var m: [Double] {
        get { (0..<16).map { entries[$0] } }
        set { entries = newValue.count == 16 ? SIMD16(newValue) : Transform3D.identity.entries }
    }

    /// A transform from its sixteen entries, row by row (a wrong count gives the identity).
    public init(_ entries: [Double]) {
        self.entries = entries.count == 16 ? SIMD16(entries) : Transform3D.identity.entries
    }

    /// The identity.
    public static let identity = Transform3D(rows: 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
    @usableFromInline init(entries: SIMD16<Double>) { self.entries = entries }
    // Sixteen arguments rather than an array literal: a literal would allocate.
    init(rows m11: Double, _ m12: Double, _ m13: Double, _ m14: Double, _ m21: Double, _ m22: Double, _ m23: Double, _ m24: Double,
         _ m31: Double, _ m32: Double, _ m33: Double, _ m34: Double, _ m41: Double, _ m42: Double, _ m43: Double, _ m44: Double) {
        entries = SIMD16(m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44)
    }

    /// Entry at row `r`, column `c` (0-based).
    @inlinable public subscript(r: Int, c: Int) -> Double {
        get { entries[r * 4 + c] }
        set { entries[r * 4 + c] = newValue }
    }

    /// An affine transform embedded in the plane z = 0 (`CATransform3DMakeAffineTransform`).
    public init(_ t: AffineTransform) {
        self.init(rows: t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1)
    }

    /// A translation.
    public static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        var t = identity; t[3, 0] = x; t[3, 1] = y; t[3, 2] = z; return t
    }
    /// A scale.
    public static func scale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        var t = identity; t[0, 0] = x; t[1, 1] = y; t[2, 2] = z; return t
    }
    /// A rotation of `angle` radians about the axis (x, y, z) (`CATransform3DMakeRotation`:
    /// about z, positive is clockwise on screen, as `CGAffineTransform(rotationAngle:)`).
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), k = 1 - c
        // Row-vector form of Rodrigues' rotation (the transpose of the column-vector matrix).
        return Transform3D(rows:
            c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
            ux * uy * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
            ux * uz * k + uy * s, uy * uz * k - ux * s, c + uz * uz * k, 0,
            0, 0, 0, 1)
    }
    /// CSS's `perspective(d)`: m34 = −1/d (d ≤ 0 or not finite: the identity, as CSS).
    public static func perspective(_ d: Double) -> Transform3D {
        var t = identity
        if d > 0, d.isFinite { t[2, 3] = -1 / d }
        return t
    }

    /// `self` then `b`.
    public func concatenating(_ b: Transform3D) -> Transform3D {
        var out = SIMD16<Double>()
        for r in 0..<4 { for c in 0..<4 {
            var s = 0.0
            for k in 0..<4 { s += entries[r * 4 + k] * b.entries[k * 4 + c] }
            out[r * 4 + c] = s
        } }
        return Transform3D(entries: out)
    }

    /// Whether it is an affine transform of the plane (what `CGAffineTransform` can hold).
    public var isAffine: Bool {
        let m = entries
        return m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0 && m[10] == 1 && m[11] == 0
            && m[14] == 0 && m[15] == 1
    }
    /// The affine part (`CATransform3DGetAffineTransform`).
    public var affine: AffineTransform {
        let m = entries
        return AffineTransform(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13])
    }

    /// Projects a point of the plane z = 0 (relative to the anchor): (x, y, 0, 1) · M, divided by w.
    /// nil when w ≤ 0 (behind the eye).
    public func project(_ p: Point) -> Point? {
        let m = entries
        let x = p.x * m[0] + p.y * m[4] + m[12], y = p.x * m[1] + p.y * m[5] + m[13]
        let w = p.x * m[3] + p.y * m[7] + m[15]
        guard w > 1e-9, w.isFinite else { return nil }
        return Point(x: x / w, y: y / w)
    }
}

extension Transform3D: Interpolatable {
    /// By decomposition (CSS Transforms 2, "Interpolation of 3D matrices"); a matrix that does
    /// not decompose switches at the midpoint, as CSS specifies.
    public static func interpolate(from: Transform3D, to: Transform3D, progress t: Double) -> Transform3D {
        Transform3DInterpolation(from: from, to: to).value(at: t)
    }
}

/// The interpolation between two fixed ends, decomposed once: an animator keeps one per
/// track, so a sample only mixes and recomposes (`Transform3D.interpolate` is this, made anew).
public struct Transform3DInterpolation: Sendable {
    enum Ends: Sendable {
        case same(Transform3D)
        case switching(Transform3D, Transform3D)
        case decomposed(DecomposedTransform3D, DecomposedTransform3D)
    }
    let ends: Ends

    public init(from: Transform3D, to: Transform3D) {
        if from == to {
            ends = .same(from)
        } else if let a = DecomposedTransform3D(from), let b = DecomposedTransform3D(to) {
            ends = .decomposed(a, b)
        } else {
            ends = .switching(from, to)
        }
    }

    /// The transform at progress `t`.
    public func value(at t: Double) -> Transform3D {
        switch ends {
        case .same(let m): return m
        case .switching(let from, let to): return t < 0.5 ? from : to
        case .decomposed(let a, let b): return DecomposedTransform3D.interpolate(from: a, to: b, progress: t).transform
        }
    }
}
