import TransitionCompiler

// Clipping and corner shapes in the previews (Docs/LANGUAGE.md, "Clipping and corners"): a view
// whose `corners` leave some corners square is drawn as a path rounded only at the others; a
// view with `clips` clips its subviews to that shape (CALayer.h, `masksToBounds`: "an implicit
// mask matching the layer bounds … (including the effects of the `cornerRadius' property)").
// The continuous curve is drawn as the circular one in the SVG and PNG; the player asks the
// browser for CSS's `corner-shape: squircle` where it has it.

extension SVGRenderer {
    /// Whether any sample leaves a corner square (the box is then a path, not a rounded rect).
    static func hasSelectedCorners(_ states: [ViewState]) -> Bool {
        states.contains { ($0.clip?.corners ?? .all) != .all }
    }

    /// The `d` of a `w` × `h` box centred on the origin, rounded by `r` at `corners` only; one
    /// command sequence for every value, so that SMIL interpolates between them (an arc of
    /// radius 0 is a corner: SVG draws it as a line).
    static func cornerPath(w: Double, h: Double, r: Double, corners: CornerSet) -> String {
        let x0 = -w / 2, y0 = -h / 2, x1 = w / 2, y1 = h / 2
        func radius(_ c: CornerSet) -> Double { corners.contains(c) ? r : 0 }
        let tl = radius(.topLeft), tr = radius(.topRight), bl = radius(.bottomLeft), br = radius(.bottomRight)
        let f = { (v: Double) in Num.format(v) }
        return "M\(f(x0 + tl)) \(f(y0))H\(f(x1 - tr))A\(f(tr)) \(f(tr)) 0 0 1 \(f(x1)) \(f(y0 + tr))"
            + "V\(f(y1 - br))A\(f(br)) \(f(br)) 0 0 1 \(f(x1 - br)) \(f(y1))"
            + "H\(f(x0 + bl))A\(f(bl)) \(f(bl)) 0 0 1 \(f(x0)) \(f(y1 - bl))"
            + "V\(f(y0 + tl))A\(f(tl)) \(f(tl)) 0 0 1 \(f(x0 + tl)) \(f(y0))Z"
    }

    /// The view's box per sample as path data: its size, corner radius (at most half a side,
    /// as Core Animation draws it) and corners.
    static func boxPaths(_ states: [ViewState], w: [Double], h: [Double]) -> [String] {
        states.indices.map { i in
            cornerPath(w: w[i], h: h[i], r: max(0, min(fin(states[i].cornerRadius), w[i] / 2, h[i] / 2)),
                       corners: states[i].clip?.corners ?? .all)
        }
    }

    /// Opens a clip of a clipping ancestor's subviews to its rounded box (centred, in its placed
    /// group); a sample where it does not clip lets everything through. Returns whether it opened one.
    static func openClip(id: String, states: [ViewState], w: [Double], h: [Double], anim: Animator, into out: inout String) -> Bool {
        guard states.contains(where: { $0.clip?.clips == true }) else { return false }
        let far = 100_000.0
        let paths = states.indices.map { i in
            states[i].clip?.clips == true ? boxPaths([states[i]], w: [w[i]], h: [h[i]])[0]
                : cornerPath(w: w[i] + 2 * far, h: h[i] + 2 * far, r: 0, corners: .all)
        }
        out += "<clipPath id=\"\(id)\"><path"
        anim.attribute("d", values: paths, into: &out)
        out += ">"
        anim.children(&out)
        out += "</path></clipPath><g clip-path=\"url(#\(id))\">"
        return true
    }
}

extension HTMLRenderer {
    /// Per frame: whether the view clips (`k`), the corners its radius rounds (`m`, CACornerMask's
    /// bits) and whether their curve is continuous (`q`); only for a view not at UIKit's defaults.
    static func writeClipColumns(_ states: [ViewState], into out: inout String) {
        guard states.contains(where: { $0.clip != nil }) else { return }
        out += ",\"cl\":{\"k\":"
        numbers(states.map { $0.clip?.clips == true ? 1 : 0 }, decimals: 0, into: &out, collapse: true)
        out += ",\"m\":"
        numbers(states.map { Double(($0.clip?.corners ?? .all).rawValue) }, decimals: 0, into: &out, collapse: true)
        out += ",\"q\":"
        numbers(states.map { $0.clip?.cornerCurve == .continuous ? 1 : 0 }, decimals: 0, into: &out, collapse: true)
        out += "}"
    }
}
