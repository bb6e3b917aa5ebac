import TransitionCompiler

// The layer's shadow and border in the SVG picture. Core Animation casts the shadow from the
// layer's opaque content (here its background rectangle), offset by shadowOffset (y down on
// iOS), blurred by shadowRadius, at shadowOpacity × the shadow colour's alpha, and scaled
// with the layer's opacity; the border is drawn inside the bounds, over the content. The
// blur is approximated by a Gaussian with a standard deviation of half the radius.
extension SVGRenderer {
    /// The shadow rectangle, written before the view's own rectangle (so it lies beneath).
    static func writeShadow(index: Int, copy: Int?, states: [ViewState], w: [Double], h: [Double], radius: [String],
                            anim: Animator, into out: inout String) {
        guard states.contains(where: { $0.layer.hasShadow }) else { return }
        let id = "shadow-\(index)" + (copy.map { "-\($0)" } ?? "")
        out += "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur"
        anim.attribute("stdDeviation", values: states.map { Num.format(max(0, fin($0.layer.shadowRadius)) / 2) }, into: &out)
        out += ">"
        anim.children(&out)
        out += "</feGaussianBlur></filter>"
        out += "<rect filter=\"url(#\(id))\""
        anim.rect(x: states.indices.map { Num.format(-w[$0] / 2 + fin(states[$0].layer.shadowOffsetWidth)) },
                  y: states.indices.map { Num.format(-h[$0] / 2 + fin(states[$0].layer.shadowOffsetHeight)) },
                  width: w.map { Num.format($0) }, height: h.map { Num.format($0) }, radius: radius, into: &out)
        anim.attribute("fill", values: states.map { rgbHex($0.layer.shadowColor) }, into: &out)
        anim.attribute("fill-opacity", values: states.map { Num.format(clamp01($0.layer.shadowOpacity) * clamp01($0.layer.shadowColor.alpha)) }, into: &out)
        out += ">"
        anim.children(&out)
        out += "</rect>"
    }

    /// The border: a stroke centred half a width inside the bounds, written after the content.
    static func writeBorder(states: [ViewState], w: [Double], h: [Double], anim: Animator, into out: inout String) {
        guard states.contains(where: { $0.layer.hasBorder }) else { return }
        let bw = states.indices.map { max(0, min(fin(states[$0].layer.borderWidth), w[$0] / 2, h[$0] / 2)) }
        out += "<rect fill=\"none\""
        anim.rect(x: states.indices.map { Num.format(-w[$0] / 2 + bw[$0] / 2) }, y: states.indices.map { Num.format(-h[$0] / 2 + bw[$0] / 2) },
                  width: states.indices.map { Num.format(w[$0] - bw[$0]) }, height: states.indices.map { Num.format(h[$0] - bw[$0]) },
                  radius: states.indices.map { Num.format(max(0, min(fin(states[$0].cornerRadius), w[$0] / 2, h[$0] / 2) - bw[$0] / 2)) },
                  into: &out)
        anim.attribute("stroke", values: states.map { rgbHex($0.layer.borderColor) }, into: &out)
        anim.attribute("stroke-opacity", values: states.map { Num.format(clamp01($0.layer.borderColor.alpha)) }, into: &out)
        anim.attribute("stroke-width", values: bw.map { Num.format($0) }, into: &out)
        out += ">"
        anim.children(&out)
        out += "</rect>"
    }
}

extension SVGRenderer {
    /// The mask: a clip path in the view's own coordinates (the group's origin is the view's
    /// centre), opening a group that clips the view's drawing; returns whether it did (the
    /// caller closes one more group). A frame without a mask clips nothing.
    static func openMask(id: String, states: [ViewState], w: [Double], h: [Double], anim: Animator, into out: inout String) -> Bool {
        guard states.contains(where: { $0.mask != nil }) else { return false }
        let far = 100_000.0
        // An ellipse mask is the rect with its radii at half its sides (SVG's rx and ry, the
        // ellipse inscribed in it), so one animated rect serves every kind of shape.
        let geometry: [(Double, Double, Double, Double, Double, Double)] = states.indices.map { i in
            guard let m = states[i].mask else { return (-w[i] / 2 - far, -h[i] / 2 - far, w[i] + 2 * far, h[i] + 2 * far, 0, 0) }
            let mw = max(0, fin(m.frame.width)), mh = max(0, fin(m.frame.height))
            if m.isEllipse { return (fin(m.frame.x) - w[i] / 2, fin(m.frame.y) - h[i] / 2, mw, mh, mw / 2, mh / 2) }
            let r = max(0, min(fin(m.cornerRadius), mw / 2, mh / 2))
            return (fin(m.frame.x) - w[i] / 2, fin(m.frame.y) - h[i] / 2, mw, mh, r, r)
        }
        out += "<clipPath id=\"\(id)\"><rect"
        anim.rect(x: geometry.map { Num.format($0.0) }, y: geometry.map { Num.format($0.1) }, width: geometry.map { Num.format($0.2) },
                  height: geometry.map { Num.format($0.3) }, radius: geometry.map { Num.format($0.4) }, alwaysRound: true,
                  radiusY: geometry.contains { $0.4 != $0.5 } ? geometry.map { Num.format($0.5) } : nil, into: &out)
        out += ">"
        anim.children(&out)
        out += "</rect></clipPath><g clip-path=\"url(#\(id))\">"
        return true
    }
}

/// What a view's box is filled with: its background colour, or for a blur view a frosted tint
/// that thickens with the effect (white for light styles, black for dark ones, at 0.55 × the
/// effect): SVG cannot blur what lies behind an element, so the still and the animated SVG
/// show the frost as a tint (the player blurs the backdrop with CSS).
func drawnFill(_ s: ViewState) -> RGBA {
    guard let b = s.blur else { return s.backgroundColor }
    let v: Double = b.isDark ? 0 : 1
    return RGBA(red: v, green: v, blue: v, alpha: 0.55 * clamp01(b.amount))
}

extension SVGRenderer {
    /// An image snapshot's image, drawn as UIKit's scaleAspectFill does: scaled to cover the
    /// view's box without distortion, centred, clipped to the box. The colour stands for the
    /// photo and an inscribed ellipse for what it shows: round in a square image, it stays round
    /// however the box's proportions change (a stretched snapshot would make it an ellipse).
    static func writeImage(index: Int, copy: Int?, states: [ViewState], w: [Double], h: [Double], images: [PreviewImage], anim: Animator,
                           into out: inout String) {
        guard let first = states.first(where: { $0.imageFill != nil })?.imageFill else { return }
        let id = "image-\(index)" + (copy.map { "-\($0)" } ?? "")
        out += "<clipPath id=\"\(id)\"><rect"
        anim.centredBox(w: w, h: h, into: &out)
        out += ">"
        anim.children(&out)
        out += "</rect></clipPath><g clip-path=\"url(#\(id))\">"
        let a = first.aspect > 0 && first.aspect.isFinite ? first.aspect : 1
        // The covering size: as wide as the box, or as tall, whichever covers it.
        let iw = w.indices.map { w[$0] / max(h[$0], 1e-9) > a ? w[$0] : h[$0] * a }
        let ih = w.indices.map { w[$0] / max(h[$0], 1e-9) > a ? w[$0] / a : h[$0] }
        // The source's preview image itself, when it has one: its pixels over the covering box.
        if let i = first.image, images.indices.contains(i) {
            out += "<svg preserveAspectRatio=\"none\" viewBox=\"0 0 \(images[i].pixelWidth) \(images[i].pixelHeight)\""
            anim.centredBox(w: iw, h: ih, into: &out)
            out += ">"
            anim.children(&out)
            out += "<use href=\"#transc-image-\(i)\"/></svg></g>"
            return
        }
        out += "<rect fill=\"\(rgbHex(first.color))\""
        anim.centredBox(w: iw, h: ih, into: &out)
        out += ">"
        anim.children(&out)
        out += "</rect><ellipse cx=\"0\" cy=\"0\" fill=\"#FFFFFF\" fill-opacity=\"0.45\""
        anim.attribute("rx", values: iw.map { Num.format($0 / 2) }, into: &out)
        anim.attribute("ry", values: ih.map { Num.format($0 / 2) }, into: &out)
        out += ">"
        anim.children(&out)
        out += "</ellipse></g>"
    }
}
