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
        for (key, decimals, get) in numeric {
            out += "\"\(key)\":"
            numbers(states.map(get), decimals: decimals, into: &out, collapse: true)
            out += ","
        }
        for (index, (key, get)) in [("shadow", { (s: ViewState) in s.layer.shadowColor.hex }),
                                    ("border", { (s: ViewState) in s.layer.borderColor.hex })].enumerated() {
            if index > 0 { out += "," }
            let colors = states.map(get)
            out += "\"\(key)\":"
            if let first = colors.first, colors.allSatisfy({ $0 == first }) {
                out += "\"\(first)\""
            } else {
                out += "[" + colors.map { "\"\($0)\"" }.joined(separator: ",") + "]"
            }
        }
        out += "}"
    }
}
