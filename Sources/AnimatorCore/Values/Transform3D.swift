import Foundation

/// A 4×4 transform with `CATransform3D`'s layout and conventions: row vectors, a point
/// (x, y, z) maps to (x, y, z, 1) · M, the translation is the fourth row (m41, m42, m43),
/// and a perspective of distance d is m34 = −1/d (as CSS's `perspective(d)`). "a then b" is
/// a · b (`CATransform3DConcat(a, b)`).
public struct Transform3D: Hashable, Sendable {
    /// The entries, row by row (m11, m12, m13, m14, m21, …, m44).
    public var m: [Double]

    /// A transform from its sixteen entries, row by row (a wrong count gives the identity).
    public init(_ entries: [Double]) {
        m = entries.count == 16 ? entries : Transform3D.identity.m
    }

    /// The identity.
    public static let identity = Transform3D(uncheckedRows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    private init(uncheckedRows m: [Double]) { self.m = m }

    /// Entry at row `r`, column `c` (0-based).
    @inlinable public subscript(r: Int, c: Int) -> Double {
        get { m[r * 4 + c] }
        set { m[r * 4 + c] = newValue }
    }

    /// An affine transform embedded in the plane z = 0 (`CATransform3DMakeAffineTransform`).
    public init(_ t: AffineTransform) {
        self.init(uncheckedRows: [t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1])
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
        return Transform3D(uncheckedRows: [
            c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
            ux * uy * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
            ux * uz * k + uy * s, uy * uz * k - ux * s, c + uz * uz * k, 0,
            0, 0, 0, 1,
        ])
    }
    /// CSS's `perspective(d)`: m34 = −1/d (d ≤ 0 or not finite: the identity, as CSS).
    public static func perspective(_ d: Double) -> Transform3D {
        var t = identity
        if d > 0, d.isFinite { t[2, 3] = -1 / d }
        return t
    }

    /// `self` then `b`.
    public func concatenating(_ b: Transform3D) -> Transform3D {
        var out = [Double](repeating: 0, count: 16)
        for r in 0..<4 { for c in 0..<4 {
            var s = 0.0
            for k in 0..<4 { s += m[r * 4 + k] * b.m[k * 4 + c] }
            out[r * 4 + c] = s
        } }
        return Transform3D(uncheckedRows: out)
    }

    /// Whether it is an affine transform of the plane (what `CGAffineTransform` can hold).
    public var isAffine: Bool {
        m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0 && m[10] == 1 && m[11] == 0
            && m[14] == 0 && m[15] == 1
    }
    /// The affine part (`CATransform3DGetAffineTransform`).
    public var affine: AffineTransform { AffineTransform(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13]) }

    /// Projects a point of the plane z = 0 (relative to the anchor): (x, y, 0, 1) · M, divided by w.
    /// nil when w ≤ 0 (behind the eye).
    public func project(_ p: Point) -> Point? {
        let x = p.x * m[0] + p.y * m[4] + m[12], y = p.x * m[1] + p.y * m[5] + m[13]
        let w = p.x * m[3] + p.y * m[7] + m[15]
        guard w > 1e-9, w.isFinite else { return nil }
        return Point(x: x / w, y: y / w)
    }
}

/// A 4×4 transform split as CSS Transforms 2 ("Decomposing a 3D matrix", the unmatrix of
/// Graphics Gems II) does: M = (scale · skew · rotation · translation) · perspective in
/// row-vector order, i.e. a point is scaled, skewed, rotated, translated, then projected.
public struct DecomposedTransform3D: Hashable, Sendable {
    public var translation: [Double]    // x, y, z
    public var scale: [Double]          // x, y, z
    public var skew: [Double]           // xy, xz, yz
    public var perspective: [Double]    // the fourth column (m14, m24, m34, m44)
    public var quaternion: [Double]     // x, y, z, w

    /// nil for a matrix CSS cannot decompose (m44 = 0, or a singular upper 3×3): CSS then
    /// interpolates discretely, which `Transform3D.interpolate` does too.
    public init?(_ t: Transform3D) {
        var a = t.m
        let w = a[15]
        guard w != 0, w.isFinite else { return nil }
        for i in 0..<16 { a[i] /= w }
        // The matrix without its perspective column.
        var n = a
        n[3] = 0; n[7] = 0; n[11] = 0; n[15] = 1
        guard let inverse = Self.inverse(n) else { return nil }
        if a[3] != 0 || a[7] != 0 || a[11] != 0 {
            // perspective = N⁻¹ · (m14, m24, m34, m44)ᵀ
            let rhs = [a[3], a[7], a[11], a[15]]
            perspective = (0..<4).map { r in (0..<4).reduce(0) { $0 + inverse[r * 4 + $1] * rhs[$1] } }
        } else {
            perspective = [0, 0, 0, 1]
        }
        translation = [n[12], n[13], n[14]]
        var row: [[Double]] = [[n[0], n[1], n[2]], [n[4], n[5], n[6]], [n[8], n[9], n[10]]]
        func dot(_ u: [Double], _ v: [Double]) -> Double { u[0] * v[0] + u[1] * v[1] + u[2] * v[2] }
        func length(_ u: [Double]) -> Double { dot(u, u).squareRoot() }
        func combine(_ u: [Double], _ v: [Double], _ a: Double, _ b: Double) -> [Double] { (0..<3).map { a * u[$0] + b * v[$0] } }
        func normalized(_ u: [Double]) -> [Double] { let l = length(u); return l == 0 ? u : u.map { $0 / l } }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = length(row[0]); row[0] = normalized(row[0])
        skew[0] = dot(row[0], row[1]); row[1] = combine(row[1], row[0], 1, -skew[0])
        scale[1] = length(row[1]); row[1] = normalized(row[1])
        if scale[1] != 0 { skew[0] /= scale[1] }
        skew[1] = dot(row[0], row[2]); row[2] = combine(row[2], row[0], 1, -skew[1])
        skew[2] = dot(row[1], row[2]); row[2] = combine(row[2], row[1], 1, -skew[2])
        scale[2] = length(row[2]); row[2] = normalized(row[2])
        if scale[2] != 0 { skew[1] /= scale[2]; skew[2] /= scale[2] }
        // A coordinate system flip: negate the scales and the rows.
        let (u1, u2) = (row[1], row[2])
        let cx: Double = u1[1] * u2[2] - u1[2] * u2[1]
        let cy: Double = u1[2] * u2[0] - u1[0] * u2[2]
        let cz: Double = u1[0] * u2[1] - u1[1] * u2[0]
        let cross: [Double] = [cx, cy, cz]
        if dot(row[0], cross) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; row[i] = row[i].map { -$0 } }
        }
        self.scale = scale
        self.skew = skew
        // The quaternion CSS extracts (w ≥ 0; x, y, z signed by the off-diagonal differences),
        // computed from the largest component (Shepperd's method): the spec's four square roots
        // lose half the digits of a component near 0 (1e-8 instead of 1e-16).
        let (r0, r1, r2) = (row[0], row[1], row[2])
        let trace: Double = r0[0] + r1[1] + r2[2]
        let candidates: [Double] = [1 + r0[0] - r1[1] - r2[2], 1 - r0[0] + r1[1] - r2[2], 1 - r0[0] - r1[1] + r2[2], 1 + trace]
        let largest = candidates.indices.max { candidates[$0] < candidates[$1] } ?? 3
        let big = 0.5 * max(candidates[largest], 0).squareRoot()
        let f = big > 0 ? 0.25 / big : 0
        var q: [Double]
        switch largest {
        case 0: q = [big, (r0[1] + r1[0]) * f, (r0[2] + r2[0]) * f, (r1[2] - r2[1]) * f]
        case 1: q = [(r0[1] + r1[0]) * f, big, (r1[2] + r2[1]) * f, (r2[0] - r0[2]) * f]
        case 2: q = [(r0[2] + r2[0]) * f, (r1[2] + r2[1]) * f, big, (r0[1] - r1[0]) * f]
        default: q = [(r1[2] - r2[1]) * f, (r2[0] - r0[2]) * f, (r0[1] - r1[0]) * f, big]
        }
        if q[3] < 0 { q = q.map { -$0 } }
        quaternion = q
    }

    /// The matrix again: perspective, then translation, rotation, skew and scale applied
    /// before it (CSS's recomposition, in row-vector order).
    public var transform: Transform3D {
        var t = Transform3D.identity
        for i in 0..<4 { t[i, 3] = perspective[i] }
        for i in 0..<4 {
            for j in 0..<3 { t[3, i] += translation[j] * t[j, i] }
        }
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        // Row-vector rotation for the quaternion extracted above (row[i][j] = R[i][j]): the
        // transpose of CSS's printed formula, which pairs with its extraction only transposed.
        let rotation = Transform3D([
            1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
            2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
            2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
            0, 0, 0, 1,
        ])
        t = rotation.concatenating(t)
        if skew[2] != 0 { var s = Transform3D.identity; s[2, 1] = skew[2]; t = s.concatenating(t) }
        if skew[1] != 0 { var s = Transform3D.identity; s[2, 0] = skew[1]; t = s.concatenating(t) }
        if skew[0] != 0 { var s = Transform3D.identity; s[1, 0] = skew[0]; t = s.concatenating(t) }
        for i in 0..<3 { for j in 0..<4 { t[i, j] *= scale[i] } }
        return t
    }

    /// CSS's interpolation: components linearly, the quaternion by spherical interpolation.
    public static func interpolate(from a: DecomposedTransform3D, to b: DecomposedTransform3D, progress t: Double) -> DecomposedTransform3D {
        var out = a
        func mix(_ u: [Double], _ v: [Double]) -> [Double] { zip(u, v).map { $0 + ($1 - $0) * t } }
        out.translation = mix(a.translation, b.translation)
        out.scale = mix(a.scale, b.scale)
        out.skew = mix(a.skew, b.skew)
        out.perspective = mix(a.perspective, b.perspective)
        var product = zip(a.quaternion, b.quaternion).reduce(0) { $0 + $1.0 * $1.1 }
        product = min(max(product, -1), 1)
        if abs(product) < 1 {
            let theta = acos(product)
            let w = sin(t * theta) / (1 - product * product).squareRoot()
            let ka = cos(t * theta) - product * w
            out.quaternion = zip(a.quaternion, b.quaternion).map { $0 * ka + $1 * w }
        }
        return out
    }

    static func inverse(_ m: [Double]) -> [Double]? {
        // Gauss-Jordan with partial pivoting.
        var a = m, inv = Transform3D.identity.m
        for col in 0..<4 {
            var pivot = col
            for r in col..<4 where abs(a[r * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = r }
            guard abs(a[pivot * 4 + col]) > 1e-12 else { return nil }
            if pivot != col {
                for k in 0..<4 { a.swapAt(col * 4 + k, pivot * 4 + k); inv.swapAt(col * 4 + k, pivot * 4 + k) }
            }
            let p = a[col * 4 + col]
            for k in 0..<4 { a[col * 4 + k] /= p; inv[col * 4 + k] /= p }
            for r in 0..<4 where r != col {
                let f = a[r * 4 + col]
                if f == 0 { continue }
                for k in 0..<4 { a[r * 4 + k] -= f * a[col * 4 + k]; inv[r * 4 + k] -= f * inv[col * 4 + k] }
            }
        }
        return inv
    }
}

extension Transform3D: Interpolatable {
    /// By decomposition (CSS Transforms 2, "Interpolation of 3D matrices"); a matrix that does
    /// not decompose switches at the midpoint, as CSS specifies.
    public static func interpolate(from: Transform3D, to: Transform3D, progress t: Double) -> Transform3D {
        if from == to { return from }
        guard let a = DecomposedTransform3D(from), let b = DecomposedTransform3D(to) else { return t < 0.5 ? from : to }
        return DecomposedTransform3D.interpolate(from: a, to: b, progress: t).transform
    }
}
