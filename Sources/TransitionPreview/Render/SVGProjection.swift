import AnimatorCore
import TransitionCompiler

// A view with a 3-D transform drawn as what the eye sees: its four corners, relative to its
// centre, through the 4×4 transform and the perspective divide (Core Animation's anchor is the
// centre), a polygon whose `points` animate. A corner behind the eye (w ≤ 0) collapses to the
// centre. Shadow and border are not drawn on a projected view (an approximation).
extension SVGRenderer {
    static func isProjected(_ states: [ViewState]) -> Bool { states.contains { $0.transform3D != nil } }

    /// A view's whole transform as a 4×4 (its affine transform embedded when it has no 3-D one).
    static func matrix3D(_ s: ViewState) -> Transform3D {
        s.transform3D.map { Transform3D($0) }
            ?? Transform3D(AffineTransform(a: s.transform.a, b: s.transform.b, c: s.transform.c, d: s.transform.d, tx: s.transform.tx, ty: s.transform.ty))
    }

    /// A point of a view (relative to its centre) in its superview's bounds: through its
    /// transform and the perspective divide, then to its centre; nil behind the eye.
    static func placed(_ p: AnimatorCore.Point, in s: ViewState) -> AnimatorCore.Point? {
        guard let q = matrix3D(s).project(p) else { return nil }
        let c = placementCentre(s)
        return AnimatorCore.Point(x: c.x + q.x, y: c.y + q.y)
    }

    /// A point of a superview's bounds (origin top-left) in container space, through it and each
    /// ancestor above it (`chain` outermost first, the states of one sample): each layer flattens
    /// what it contains into its plane, as Core Animation does without a CATransformLayer.
    static func toContainer(_ p: AnimatorCore.Point, through chain: [ViewState]) -> AnimatorCore.Point? {
        var q = p
        for a in chain.reversed() {
            let w = max(0, fin(a.frame.width)) / 2, h = max(0, fin(a.frame.height)) / 2
            guard let r = placed(AnimatorCore.Point(x: q.x - w, y: q.y - h), in: a) else { return nil }
            q = r
        }
        return q
    }

    static func writeProjected(name: String, tag: String, states: [ViewState], ancestors: [[ViewState]], shown: [Bool], anim: Animator,
                               options: SVGOptions, labelOffset: Double, into out: inout String) {
        var points: [String] = [], centres: [String] = [], labelShown: [String] = []
        var clips: [[String]] = Array(repeating: [], count: ancestors.count)
        let origin = AnimatorCore.Point(x: 0, y: 0)
        for (i, s) in states.enumerated() {
            let chain = ancestors.map { $0[i] }
            func screen(_ p: AnimatorCore.Point) -> AnimatorCore.Point {
                placed(p, in: s).flatMap { toContainer($0, through: chain) } ?? toContainer(AnimatorCore.Point(x: placementCentre(s).x, y: placementCentre(s).y), through: chain) ?? origin
            }
            let w = max(0, fin(s.frame.width)) / 2, h = max(0, fin(s.frame.height)) / 2
            let projected = [(-w, -h), (w, -h), (w, h), (-w, h)].map { screen(AnimatorCore.Point(x: $0.0, y: $0.1)) }
            points.append(projected.map { Num.format($0.x) + "," + Num.format($0.y) }.joined(separator: " "))
            // An edge-on view (no area on screen) shows no label either.
            var area = 0.0
            for k in 0..<4 { let a = projected[k], b = projected[(k + 1) % 4]; area += a.x * b.y - b.x * a.y }
            labelShown.append(abs(area) / 2 >= 1 ? "inline" : "none")
            let c = screen(origin)
            centres.append(Num.format(c.x) + " " + Num.format(c.y))
            // Each ancestor's mask as the quadrilateral it covers on screen (its corner radius not drawn).
            for (k, a) in chain.enumerated() where ancestors[k].contains(where: { $0.mask != nil }) {
                let far = 100_000.0
                let m = a.mask?.frame ?? TransitionCompiler.Rect(x: -far, y: -far, width: 2 * far, height: 2 * far)
                let corners = [(m.x, m.y), (m.x + m.width, m.y), (m.x + m.width, m.y + m.height), (m.x, m.y + m.height)].map {
                    toContainer(AnimatorCore.Point(x: fin($0.0), y: fin($0.1)), through: Array(chain[...k])) ?? origin
                }
                clips[k].append(corners.map { Num.format($0.x) + "," + Num.format($0.y) }.joined(separator: " "))
            }
        }
        var depth = 0
        for (k, clip) in clips.enumerated() where !clip.isEmpty {
            out += "<clipPath id=\"mask-\(tag)-a\(k)\"><polygon"
            anim.attribute("points", values: clip, into: &out)
            out += ">"
            anim.children(&out)
            out += "</polygon></clipPath><g clip-path=\"url(#mask-\(tag)-a\(k))\">"
            depth += 1
        }
        out += "<polygon"
        anim.attribute("points", values: points, into: &out)
        anim.attribute("fill", values: states.map { rgbHex($0.backgroundColor) }, into: &out)
        let fillOpacity = states.map { Num.format(clamp01($0.backgroundColor.alpha)) }
        if fillOpacity.contains(where: { $0 != "1" }) { anim.attribute("fill-opacity", values: fillOpacity, into: &out) }
        out += ">"
        anim.children(&out)
        out += "</polygon>"
        if options.labels, name != "container" {
            let reference = states[min(shown.firstIndex(of: true) ?? 0, states.count - 1)]
            out += "<g"
            anim.attribute("display", values: labelShown, discrete: true, into: &out)
            anim.transform("translate", values: centres, into: &out)
            anim.children(&out)
            writeLabel(LabelLayout.text(name, reference), reference: reference, offset: labelOffset, into: &out)
            out += "</g>"
        }
        out += String(repeating: "</g>", count: depth)
    }
}
