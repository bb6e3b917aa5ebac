import AnimatorCore
import TransitionCompiler

/// The mirror image about the container's vertical centre line, M(x) = width − x, which a
/// transition that mirrors (`layoutDirection: mirrored`, the default) is played through in a
/// right-to-left layout (Docs/LANGUAGE.md, "Right-to-left"). The spec describes the transition as
/// it looks left to right; the app's screens are already laid out right to left. So every
/// geometry value read from a view goes through M into the spec's left-to-right space, the spec
/// computes there, and every geometry value written goes back through M. M is its own inverse.
///
/// The generated Swift has the same functions (`LayoutMirror` in SharedDecls), written with the
/// same arithmetic in the same order, so both backends mirror identically.
struct LayoutMirror: Sendable {
    /// The container's width.
    let width: Double

    /// nil when nothing mirrors: a left-to-right layout, or a `fixed` transition.
    static func of(_ t: TransitionIR, _ settings: DeviceSettings, width: Double) -> LayoutMirror? {
        settings.layoutDirection == .rightToLeft && t.mirrorsInRightToLeft ? LayoutMirror(width: width) : nil
    }

    func rect(_ r: CoreRect) -> CoreRect { CoreRect(x: width - r.x - r.width, y: r.y, width: r.width, height: r.height) }
    func point(_ p: CorePoint) -> CorePoint { CorePoint(x: width - p.x, y: p.y) }
    /// A displacement (a shadow's offset): its x turns round.
    func vector(_ s: Size) -> Size { Size(width: 0 - s.width, height: s.height) }
    /// M · T · M: translations and rotations about z (and about y, in 3-D) turn round.
    func affine(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: t.a, b: 0 - t.b, c: 0 - t.c, d: t.d, tx: 0 - t.tx, ty: t.ty)
    }
    func transform3D(_ t: Transform3D) -> Transform3D {
        var m = t.m
        for i in [1, 2, 3, 4, 8, 12] { m[i] = 0 - m[i] }
        return Transform3D(m)
    }

    /// A value read from a view (`read`) or written to one (`written`): the same map both ways.
    func value(_ v: RunValue) -> RunValue {
        switch v {
        case .rect(let r): return .rect(rect(r))
        case .point(let p): return .point(point(p))
        case .size(let s): return .size(vector(s))
        case .transform(let t): return .transform(affine(t))
        case .transform3D(let t): return .transform3D(transform3D(t))
        case .shape(let m?): return .shape(MaskGeometry(frame: rect(m.frame), cornerRadius: m.cornerRadius, isEllipse: m.isEllipse))
        // Corners are horizontal too: right to left, a left corner is a right one.
        case .corners(let c): return .corners(c.mirrored)
        case .number, .bool, .color, .contentMode, .cornerCurve, .shape(nil): return v
        }
    }

    /// The view values that are horizontal geometry (the others read the same in both layouts).
    static func mirrors(_ value: ViewValue) -> Bool {
        switch value {
        case .frame, .center, .transform, .shadowOffset, .initialFrame, .finalFrame: return true
        default: return false
        }
    }

    /// The properties whose values are horizontal geometry.
    static func mirrors(_ p: Property) -> Bool {
        switch p {
        case .frame, .center, .transform, .shadowOffset, .mask, .corners: return true
        default: return false
        }
    }
}

extension Evaluator {
    /// A property's value as the view receives it: mirrored when the layout mirrors.
    func written(_ p: Property, _ v: RunValue) -> RunValue {
        guard let mirror, LayoutMirror.mirrors(p) else { return v }
        return mirror.value(v)
    }

    /// The value `view` receives when the branch's values are read (Docs/LANGUAGE.md, "When values
    /// are read"): mirrored when the layout mirrors, and a mask shape, which the spec gives in
    /// container space, then put in the view's own coordinates, where UIKit places a mask view
    /// (Docs/LANGUAGE.md, "Masks and reveals"). Right to left the shape is mirrored in the
    /// container and converted with the view as laid out: mirrored across the view's width.
    func written(_ p: Property, _ v: RunValue, to view: ViewID, in scene: Scene) -> RunValue {
        let value = written(p, v)
        return p == .mask ? scene.maskInView(view, value) : value
    }

    /// The interaction's distance in the container: along x it turns round with the layout.
    func gestureDistance(_ i: InteractionIR, in scene: Scene) -> Double {
        let d = evaluate(i.distance, in: scene).number
        return mirror != nil && i.axis == .x ? 0 - d : d
    }
}
