import TransitionCompiler

extension HTMLRenderer {
    /// The shadow and border columns of a view whose layer is styled at some frame (the player
    /// draws them as CSS box-shadow and border); nothing for the others.
    static func writeLayerColumns(_ states: [ViewState], into out: inout String) {
        guard states.contains(where: { $0.layer != .none }) else { return }
        out += ",\"layer\":{"
        let numeric: [(String, Int, (ViewState) -> Double)] = [
            ("opacity", 4, { $0.layer.shadowOpacity }), ("radius", 3, { $0.layer.shadowRadius }),
            ("dx", 3, { $0.layer.shadowOffsetWidth }), ("dy", 3, { $0.layer.shadowOffsetHeight }),
            ("width", 3, { $0.layer.borderWidth }),
        ]
        numericColumns(numeric, of: states, into: &out)
        out += "\"shadow\":"
        colorColumn(states.map { $0.layer.shadowColor.hex }, into: &out)
        out += ",\"border\":"
        colorColumn(states.map { $0.layer.borderColor.hex }, into: &out)
        out += "}"
    }

    /// Number columns, each `"key":` its values (one number when every frame has the same) and a comma.
    static func numericColumns(_ columns: [(String, Int, (ViewState) -> Double)], of states: [ViewState], into out: inout String) {
        for (key, decimals, get) in columns {
            out += "\"\(key)\":"
            numbers(states.map(get), decimals: decimals, into: &out, collapse: true)
            out += ","
        }
    }

    /// A colour column: one "#RRGGBBAA" when every frame has the same colour, else one per frame.
    static func colorColumn(_ colors: [String], into out: inout String) {
        if let first = colors.first, colors.allSatisfy({ $0 == first }) {
            out += "\"\(first)\""
        } else {
            out += "[" + colors.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        }
    }
}

extension HTMLRenderer {
    /// A view with a 3-D transform at some frame: its sixteen entries per frame (CATransform3D's
    /// row-by-row order, which is CSS `matrix3d`'s column-major order of the same matrix; the
    /// affine frames embedded), drawn as `matrix3d(...)` about the centre (CSS's and Core
    /// Animation's origin), so the player shows the flip in perspective.
    static func writeTransform3DColumns(_ states: [ViewState], into out: inout String) {
        guard states.contains(where: { $0.transform3D != nil }) else { return }
        let rows: [[Double]] = states.map { s in
            s.transform3D ?? [s.transform.a, s.transform.b, 0, 0, s.transform.c, s.transform.d, 0, 0, 0, 0, 1, 0,
                              s.transform.tx, s.transform.ty, 0, 1]
        }
        out += ",\"t3\":["
        for k in 0..<16 {
            if k > 0 { out += "," }
            numbers(rows.map { $0.count == 16 ? $0[k] : 0 }, decimals: 6, into: &out, collapse: true)
        }
        out += "]"
        // `backfaceHidden`: CSS's `backface-visibility: hidden` while it is set (CALayer's isDoubleSided = false).
        if states.contains(where: \.backfaceHidden) {
            out += ",\"bf\":"
            numbers(states.map { $0.backfaceHidden ? 1 : 0 }, decimals: 0, into: &out, collapse: true)
        }
    }
}

extension HTMLRenderer {
    /// A masked view's mask per frame (its frame in the view's own box and corner radius, and
    /// whether there is one), drawn as a CSS `clip-path: inset(… round r)`.
    static func writeMaskColumns(_ states: [ViewState], into out: inout String) {
        guard states.contains(where: { $0.mask != nil }) else { return }
        out += ",\"mk\":{"
        var columns: [(String, (MaskState?) -> Double)] = [
            ("x", { $0?.frame.x ?? 0 }), ("y", { $0?.frame.y ?? 0 }), ("w", { $0?.frame.width ?? 0 }),
            ("h", { $0?.frame.height ?? 0 }), ("r", { $0?.cornerRadius ?? 0 }), ("on", { $0 == nil ? 0 : 1 }),
        ]
        // An ellipse (the one inscribed in the mask's rect): a column only when there is one.
        if states.contains(where: { $0.mask?.isEllipse == true }) { columns.append(("e", { $0?.isEllipse == true ? 1 : 0 })) }
        for (k, (key, get)) in columns.enumerated() {
            if k > 0 { out += "," }
            out += "\"\(key)\":"
            numbers(states.map { get($0.mask) }, decimals: key == "on" || key == "e" ? 0 : 3, into: &out, collapse: true)
        }
        out += "}"
    }
}

extension HTMLRenderer {
    /// A blur view's effect per frame and whether its style is dark.
    static func writeBlurColumns(_ states: [ViewState], into out: inout String) {
        guard let first = states.first(where: { $0.blur != nil })?.blur else { return }
        out += ",\"bl\":{\"dark\":\(first.isDark ? "true" : "false"),\"a\":"
        numbers(states.map { $0.blur?.amount ?? 0 }, decimals: 4, into: &out, collapse: true)
        out += "}"
    }
}

extension HTMLRenderer {
    /// An image snapshot's image: the colour that stands for it and its aspect.
    static func writeImageColumns(_ states: [ViewState], into out: inout String) {
        guard let image = states.first(where: { $0.imageFill != nil })?.imageFill else { return }
        out += ",\"im\":{\"color\":\"\(rgbHex(image.color))\",\"aspect\":"
        Num.append(image.aspect > 0 && image.aspect.isFinite ? image.aspect : 1, decimals: 6, to: &out)
        if let i = image.image { out += ",\"i\":\(i)" }
        out += "}"
    }
}
