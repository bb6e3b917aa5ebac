import AnimatorCore
import TransitionCompiler

// A perspective shared by a view's subviews (`perspective:` in a branch, ViewState.perspective):
// Core Animation renders each sublayer through its superlayer's `sublayerTransform` (CALayer.h:
// "applied to each member of the `sublayers' array while rendering its contents into the
// receiver's output"), about the superlayer's anchor point, as `transform` is (an undocumented
// detail: the device check). The renderers draw each view through its own transform only, so
// this pass, before any renderer reads the timeline, gives each direct subview that turns in 3-D
// the transform that draws the same picture: P · T(a − c) · S · T(c − a) in Core Animation's
// row-vector order, with a the superview's anchor point and c the subview's, both in the
// superview's bounds. A subview with a 2-D transform stays in the plane z = 0, where a
// perspective changes nothing. Run before `centringAnchors`, which then moves each transform
// from the subview's anchor to its centre.
extension Timeline {
    /// Every subview of a view with a perspective drawn through it (see above).
    func sharingPerspectives() -> Timeline {
        func has(_ v: ViewStates) -> Bool { v.values.contains { $0.perspective != nil } }
        guard has(before) || has(after) || frames.contains(where: { has($0.views) }) else { return self }
        var t = self
        t.before = Self.sharingPerspectives(before)
        t.after = Self.sharingPerspectives(after)
        t.frames = frames.map { TimelineFrame(time: $0.time, progress: $0.progress, views: Self.sharingPerspectives($0.views)) }
        return t
    }

    static func sharingPerspectives(_ views: ViewStates) -> ViewStates {
        var out = views
        for (parentName, parent) in views {
            guard let distance = parent.perspective, distance > 0, distance.isFinite else { continue }
            let pa = parent.anchor ?? AnchorState(x: 0.5, y: 0.5)
            let anchor = (x: pa.x * parent.frame.width, y: pa.y * parent.frame.height)
            let s = Transform3D.perspective(distance)
            for (name, child) in views where name != parentName {
                guard let m = child.transform3D, isSubview(child, name: name, of: parentName) else { continue }
                // The subview's anchor point in the superview's bounds.
                let centre: (x: Double, y: Double)
                if let n = child.nesting { centre = (n.centerX, n.centerY) } else { centre = (child.frame.x + child.frame.width / 2, child.frame.y + child.frame.height / 2) }
                let ca = child.anchor ?? AnchorState(x: 0.5, y: 0.5)
                let cx = centre.x + (ca.x - 0.5) * child.frame.width, cy = centre.y + (ca.y - 0.5) * child.frame.height
                let dx = anchor.x - cx, dy = anchor.y - cy
                guard dx.isFinite, dy.isFinite else { continue }
                let seen = Transform3D(m).concatenating(.translation(-dx, -dy, 0)).concatenating(s).concatenating(.translation(dx, dy, 0))
                var state = child
                state.transform3D = seen.m
                let a = seen.affine
                state.transform = AffineValue(a: a.a, b: a.b, c: a.c, d: a.d, tx: a.tx, ty: a.ty)
                out[name] = state
            }
        }
        return out
    }

    /// The container's subviews are the views in it that no other view holds; a root's, the
    /// provided views nested in it.
    private static func isSubview(_ s: ViewState, name: String, of parent: String) -> Bool {
        if let n = s.nesting { return n.superview == parent }
        return parent == "container" && s.inHierarchy
    }
}
