import AnimatorCore
import TransitionCompiler

// The renderers draw a view's transform about its centre. A view turned about another anchor
// (ViewState.anchor) is drawn with the same transform moved there: T(−d) · M · T(d), d the
// anchor's place from the centre, which is the transform about the centre that draws the
// same picture. One pass over a timeline before any renderer reads it, so no renderer needs
// to know about anchors.
extension ViewState {
    /// This state with its transform taken about its centre (no anchor).
    func centringAnchor() -> ViewState {
        guard let a = anchor else { return self }
        var s = self
        s.anchor = nil
        let dx = (a.x - 0.5) * frame.width, dy = (a.y - 0.5) * frame.height
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return s }
        let m = transform3D.map { Transform3D($0) }
            ?? Transform3D(AffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty))
        let about = Transform3D.translation(-dx, -dy, 0).concatenating(m).concatenating(.translation(dx, dy, 0))
        let t = about.affine
        s.transform = AffineValue(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        if transform3D != nil { s.transform3D = about.m }
        return s
    }
}

extension Timeline {
    /// Every state with its transform about its centre (`ViewState.centringAnchor`).
    func centringAnchors() -> Timeline {
        func has(_ v: ViewStates) -> Bool { v.values.contains { $0.anchor != nil } }
        guard has(before) || has(after) || frames.contains(where: { has($0.views) }) else { return self }
        var t = self
        func centred(_ v: ViewStates) -> ViewStates { v.mapValues { $0.centringAnchor() } }
        t.before = centred(before)
        t.after = centred(after)
        t.frames = frames.map { TimelineFrame(time: $0.time, progress: $0.progress, views: centred($0.views)) }
        return t
    }
}

extension SVGRenderer {
    /// A view whose back is hidden (`backfaceHidden`, CALayer `isDoubleSided = false`) while its
    /// back faces the eye: its corners, through its transform and the perspective divide, run
    /// the other way round (or one is behind the eye). Its own transform only: a flattening
    /// ancestor's turn is not counted (Core Animation's exact test is not documented).
    static func showsHiddenBack(_ s: ViewState) -> Bool {
        guard s.backfaceHidden else { return false }
        let w = max(0, fin(s.frame.width)) / 2, h = max(0, fin(s.frame.height)) / 2
        guard w > 0, h > 0 else { return false }
        let m = matrix3D(s)
        var corners: [AnimatorCore.Point] = []
        for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
            guard let p = m.project(AnimatorCore.Point(x: x, y: y)) else { return true }
            corners.append(p)
        }
        var area = 0.0
        for k in 0..<4 { let a = corners[k], b = corners[(k + 1) % 4]; area += a.x * b.y - b.x * a.y }
        return area < 0
    }
}
