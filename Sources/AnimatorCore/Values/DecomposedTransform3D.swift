import Foundation

/// A 4×4 transform split as CSS Transforms 2 ("Decomposing a 3D matrix", the unmatrix of
/// Graphics Gems II) does: M = (scale · skew · rotation · translation) · perspective in
/// row-vector order, i.e. a point is scaled, skewed, rotated, translated, then projected.
/// The components are inline vectors, so interpolating allocates nothing; every step is the
/// scalar arithmetic, in the order, of the spec's pseudo-code.
public struct DecomposedTransform3D: Hashable, Sendable {
    public var translation: SIMD3<Double>    // x, y, z
    public var scale: SIMD3<Double>          // x, y, z
    public var skew: SIMD3<Double>           // xy, xz, yz
    public var perspective: SIMD4<Double>    // the fourth column (m14, m24, m34, m44)
    public var quaternion: SIMD4<Double>     // x, y, z, w

    /// nil for a matrix CSS cannot decompose (m44 = 0, or a singular upper 3×3): CSS then
    /// interpolates discretely, which `Transform3D.interpolate` does too.
    public init?(_ t: Transform3D) {
        var a = t.entries
        let w = a[15]
        guard w != 0, w.isFinite else { return nil }
        for i in 0..<16 { a[i] /= w }
        // The matrix without its perspective column.
        var n = a
        n[3] = 0; n[7] = 0; n[11] = 0; n[15] = 1
        guard let inverse = Self.inverse(n) else { return nil }
        if a[3] != 0 || a[7] != 0 || a[11] != 0 {
            // perspective = N⁻¹ · (m14, m24, m34, m44)ᵀ
            let rhs = SIMD4(a[3], a[7], a[11], a[15])
            var p = SIMD4<Double>()
            for r in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s = s + inverse[r * 4 + k] * rhs[k] }
                p[r] = s
            }
            perspective = p
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = SIMD3(n[12], n[13], n[14])
        var row = (SIMD3(n[0], n[1], n[2]), SIMD3(n[4], n[5], n[6]), SIMD3(n[8], n[9], n[10]))
        func dot(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> Double { u[0] * v[0] + u[1] * v[1] + u[2] * v[2] }
        func length(_ u: SIMD3<Double>) -> Double { dot(u, u).squareRoot() }
        func combine(_ u: SIMD3<Double>, _ v: SIMD3<Double>, _ a: Double, _ b: Double) -> SIMD3<Double> {
            SIMD3(a * u[0] + b * v[0], a * u[1] + b * v[1], a * u[2] + b * v[2])
        }
        func normalized(_ u: SIMD3<Double>) -> SIMD3<Double> { let l = length(u); return l == 0 ? u : SIMD3(u[0] / l, u[1] / l, u[2] / l) }
        var scale = SIMD3<Double>(), skew = SIMD3<Double>()
        scale[0] = length(row.0); row.0 = normalized(row.0)
        skew[0] = dot(row.0, row.1); row.1 = combine(row.1, row.0, 1, -skew[0])
        scale[1] = length(row.1); row.1 = normalized(row.1)
        if scale[1] != 0 { skew[0] /= scale[1] }
        skew[1] = dot(row.0, row.2); row.2 = combine(row.2, row.0, 1, -skew[1])
        skew[2] = dot(row.1, row.2); row.2 = combine(row.2, row.1, 1, -skew[2])
        scale[2] = length(row.2); row.2 = normalized(row.2)
        if scale[2] != 0 { skew[1] /= scale[2]; skew[2] /= scale[2] }
        // A coordinate system flip: negate the scales and the rows.
        let (u1, u2) = (row.1, row.2)
        let cx: Double = u1[1] * u2[2] - u1[2] * u2[1]
        let cy: Double = u1[2] * u2[0] - u1[0] * u2[2]
        let cz: Double = u1[0] * u2[1] - u1[1] * u2[0]
        if dot(row.0, SIMD3(cx, cy, cz)) < 0 {
            for i in 0..<3 { scale[i] = -scale[i] }
            row = (-row.0, -row.1, -row.2)
        }
        self.scale = scale
        self.skew = skew
        // The quaternion CSS extracts (w ≥ 0; x, y, z signed by the off-diagonal differences),
        // computed from the largest component (Shepperd's method): the spec's four square roots
        // lose half the digits of a component near 0 (1e-8 instead of 1e-16).
        let (r0, r1, r2) = row
        let trace: Double = r0[0] + r1[1] + r2[2]
        let candidates = SIMD4(1 + r0[0] - r1[1] - r2[2], 1 - r0[0] + r1[1] - r2[2], 1 - r0[0] - r1[1] + r2[2], 1 + trace)
        // The first largest (as `max(by:)`: a later candidate replaces it only when greater).
        var largest = 0
        for i in 1..<4 where candidates[largest] < candidates[i] { largest = i }
        let big = 0.5 * max(candidates[largest], 0).squareRoot()
        let f = big > 0 ? 0.25 / big : 0
        var q: SIMD4<Double>
        switch largest {
        case 0: q = SIMD4(big, (r0[1] + r1[0]) * f, (r0[2] + r2[0]) * f, (r1[2] - r2[1]) * f)
        case 1: q = SIMD4((r0[1] + r1[0]) * f, big, (r1[2] + r2[1]) * f, (r2[0] - r0[2]) * f)
        case 2: q = SIMD4((r0[2] + r2[0]) * f, (r1[2] + r2[1]) * f, big, (r0[1] - r1[0]) * f)
        default: q = SIMD4((r1[2] - r2[1]) * f, (r2[0] - r0[2]) * f, (r0[1] - r1[0]) * f, big)
        }
        if q[3] < 0 { q = -q }
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
        let rotation = Transform3D(rows:
            1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
            2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
            2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
            0, 0, 0, 1)
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
        // Lane by lane, a + (b − a) · t (vector arithmetic is the same IEEE operation per lane).
        out.translation = a.translation + (b.translation - a.translation) * t
        out.scale = a.scale + (b.scale - a.scale) * t
        out.skew = a.skew + (b.skew - a.skew) * t
        out.perspective = a.perspective + (b.perspective - a.perspective) * t
        var product = 0.0
        for i in 0..<4 { product = product + a.quaternion[i] * b.quaternion[i] }
        // The shorter way round (issue 32, item 4): q and −q are one rotation, and CSS's w ≥ 0
        // made a turn across 180° (rotateY(-170°) to rotateY(-190°)) go 340° the other way.
        // Core Animation is reported to take the shorter way; Apple documents neither (device check).
        var end = b.quaternion
        if product < 0 { end = -end; product = -product }
        product = min(max(product, -1), 1)
        if abs(product) < 1 {
            let theta = acos(product)
            let w = sin(t * theta) / (1 - product * product).squareRoot()
            let ka = cos(t * theta) - product * w
            out.quaternion = a.quaternion * ka + end * w
        }
        return out
    }

    static func inverse(_ m: SIMD16<Double>) -> SIMD16<Double>? {
        // Gauss-Jordan with partial pivoting.
        var a = m, inv = Transform3D.identity.entries
        for col in 0..<4 {
            var pivot = col
            for r in col..<4 where abs(a[r * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = r }
            guard abs(a[pivot * 4 + col]) > 1e-12 else { return nil }
            if pivot != col {
                for k in 0..<4 {
                    (a[col * 4 + k], a[pivot * 4 + k]) = (a[pivot * 4 + k], a[col * 4 + k])
                    (inv[col * 4 + k], inv[pivot * 4 + k]) = (inv[pivot * 4 + k], inv[col * 4 + k])
                }
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
