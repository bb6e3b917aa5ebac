import AnimatorCore
import TransitionCompiler

// Anchor points (`anchor:` in a track, AnchorIR): the interpreter keeps a view's `center` as the
// centre of its untransformed frame and draws its transform about the anchor, which is what
// the generated code's `anchorPoint` with the position moved by as much amounts to (CALayer.h:
// the position is where the anchor point sits in the superlayer). Nothing moves when the
// anchor is set or put back; only what the transform does changes.
extension ViewProps {
    /// The anchor's place relative to the centre, in the view's own points.
    var anchorOffset: CorePoint {
        guard let a = anchor else { return CorePoint(x: 0, y: 0) }
        return CorePoint(x: (a.x - 0.5) * size.width, y: (a.y - 0.5) * size.height)
    }
}

extension Run {
    /// After the branch's values are read and before the animators start: each anchored view
    /// gets its anchor, x mirrored when the layout is (the leading edge is then the right one).
    mutating func setAnchors() {
        let rightToLeft = evaluator.mirror != nil
        for a in branch.anchors where scene.contains(a.view) {
            scene[a.view].props.anchor = CorePoint(x: a.x(rightToLeft: rightToLeft), y: a.y)
        }
        for v in branch.backfaceHidden where scene.contains(v) { scene[v].props.backfaceHidden = true }
        if let p = branch.perspective, scene.contains(p.view) { scene[p.view].props.perspective = p.distance }
    }

    /// First thing at every end (finished, cancelled or not animated).
    mutating func releaseAnchors() {
        for a in branch.anchors where scene.contains(a.view) { scene[a.view].props.anchor = nil }
        for v in branch.backfaceHidden where scene.contains(v) { scene[v].props.backfaceHidden = false }
        if let p = branch.perspective, scene.contains(p.view) { scene[p.view].props.perspective = nil }
    }
}
