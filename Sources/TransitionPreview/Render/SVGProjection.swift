import AnimatorCore
import TransitionCompiler

// A view with a 3-D transform drawn as what the eye sees: its four corners, relative to its
// centre, through the 4×4 transform and the perspective divide (Core Animation's anchor is the
// centre), a polygon whose `points` animate. A corner behind the eye (w ≤ 0) collapses to the
// centre. Shadow and border are not drawn on a projected view (an approximation).
extension SVGRenderer {
    static func isProjected(_ states: [ViewState]) -> Bool { states.contains { $0.transform3D != nil } }

    static func writeProjected(name: String, states: [ViewState], shown: [Bool], anim: Animator, options: SVGOptions,
                               labelOffset: Double, into out: inout String) {
        var points: [String] = [], centres: [String] = [], labelShown: [String] = []
        for s in states {
            let m = s.transform3D.map { Transform3D($0) }
                ?? Transform3D(AffineTransform(a: s.transform.a, b: s.transform.b, c: s.transform.c, d: s.transform.d, tx: s.transform.tx, ty: s.transform.ty))
            let w = max(0, fin(s.frame.width)) / 2, h = max(0, fin(s.frame.height)) / 2
            let cx = fin(s.frame.x) + w, cy = fin(s.frame.y) + h
            let projected = [(-w, -h), (w, -h), (w, h), (-w, h)].map {
                m.project(AnimatorCore.Point(x: $0.0, y: $0.1)) ?? AnimatorCore.Point(x: 0, y: 0)
            }
            points.append(projected.map { Num.format(cx + $0.x) + "," + Num.format(cy + $0.y) }.joined(separator: " "))
            // An edge-on view (no area on screen) shows no label either.
            var area = 0.0
            for i in 0..<4 { let a = projected[i], b = projected[(i + 1) % 4]; area += a.x * b.y - b.x * a.y }
            labelShown.append(abs(area) / 2 >= 1 ? "inline" : "none")
            let c = m.project(AnimatorCore.Point(x: 0, y: 0)) ?? AnimatorCore.Point(x: 0, y: 0)
            centres.append(Num.format(cx + c.x) + " " + Num.format(cy + c.y))
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
    }
}
