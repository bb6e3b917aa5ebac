import Foundation

/// A 2-D affine transform with the same layout and conventions as `CGAffineTransform`:
/// a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable {
    /// Matrix entries, named as in Core Graphics.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    /// Creates a transform from its six entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A translation.
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (positive is clockwise on screen, as in UIKit).
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2` (Core Graphics' `concatenating`).
    public func concatenating(_ t2: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// Translation applied before `self` (Core Graphics' `translatedBy`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform { AffineTransform(translationX: x, y: y).concatenating(self) }
    /// Scale applied before `self`.
    public func scaledBy(x: Double, y: Double) -> AffineTransform { AffineTransform(scaleX: x, y: y).concatenating(self) }
    /// Rotation applied before `self`.
    public func rotated(by angle: Double) -> AffineTransform { AffineTransform(rotationAngle: angle).concatenating(self) }
    /// The inverse, or `self` unchanged when singular (Core Graphics' behaviour).
    public func inverted() -> AffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    /// Applies the transform to a point.
    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}

/// The components Core Animation interpolates a transform by: translation, scale,
/// rotation (radians) and a shear, so that e.g. a 0→90° rotation passes through 45°
/// instead of shrinking through a matrix average.
public struct DecomposedTransform: Hashable, Sendable {
    /// Translation.
    public var translationX: Double, translationY: Double
    /// Scale along the (rotated) axes; a reflection shows up as a negative scaleX (when
    /// m11 < m22) or scaleY (otherwise), the CSS Transforms rule.
    public var scaleX: Double, scaleY: Double
    /// Rotation in radians, in (−π, π].
    public var rotation: Double
    /// Shear factor (xy skew) left after removing rotation and scale.
    public var shear: Double

    /// Decomposes `t` as translate · rotate · shear · scale (the unmatrix of Graphics Gems II,
    /// restricted to 2-D, which is what CSS and Core Animation use).
    public init(_ t: AffineTransform) {
        translationX = t.tx; translationY = t.ty
        var ax = t.a, ay = t.b, bx = t.c, by = t.d
        var sx = (ax * ax + ay * ay).squareRoot()
        if sx != 0 { ax /= sx; ay /= sx }
        var sh = ax * bx + ay * by
        bx -= ax * sh; by -= ay * sh
        var sy = (bx * bx + by * by).squareRoot()
        if sy != 0 { bx /= sy; by /= sy; sh /= sy }
        // A negative determinant is a reflection, carried by one negative scale. Which axis
        // takes it is the CSS Transforms 2-D decomposition rule (WebKit's decompose2): x when
        // m11 < m22, else y. Always flipping x read scale(1, −1) as a 180° rotation plus an x
        // flip, so identity → scale(1, −1) spun through a rotated line instead of squashing.
        // Flipping y keeps the rotation from the first column; negating the shear keeps
        // column 2 = scaleY · (shear · u + v) unchanged either way.
        if ax * by - ay * bx < 0 {
            if t.a < t.d { ax = -ax; ay = -ay; sx = -sx } else { sy = -sy }
            sh = -sh
        }
        scaleX = sx; scaleY = sy; shear = sh
        rotation = atan2(ay, ax)
    }

    /// Creates a decomposition from its components.
    public init(translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, rotation: Double, shear: Double) {
        self.translationX = translationX; self.translationY = translationY
        self.scaleX = scaleX; self.scaleY = scaleY; self.rotation = rotation; self.shear = shear
    }

    /// Recomposes the matrix.
    public var transform: AffineTransform {
        let cs = cos(rotation), sn = sin(rotation)
        // rotate · shear · scale, columns: (a,b) and (c,d)
        let a = cs * scaleX, b = sn * scaleX
        let c = (cs * shear - sn) * scaleY, d = (sn * shear + cs) * scaleY
        return AffineTransform(a: a, b: b, c: c, d: d, tx: translationX, ty: translationY)
    }
}
