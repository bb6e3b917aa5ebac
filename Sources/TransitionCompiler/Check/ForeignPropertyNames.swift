/// Property names from UIKit and Core Animation that people write from habit, and what to write
/// instead: ours where the language has the same property under another name (`opacity` is
/// `alpha`), or where to go when it has none yet (`clipsToBounds`). Consulted only for an error
/// that will be printed, where the candidates are a view's properties.
enum ForeignPropertyNames {
    struct Advice {
        /// Our name for the same property, offered as the fix; nil when there is none.
        var ours: String?
        var note: String
    }

    static let table: [String: Advice] = [
        "opacity": .init(ours: "alpha", note: "'opacity' is the Core Animation name"),
        "isHidden": .init(ours: "hidden", note: "'isHidden' is the UIKit name"),
        "position": .init(ours: "center", note: "'position' is the Core Animation name (in the superview's space)"),
        "zPosition": .init(ours: "zIndex", note: "'zPosition' is the Core Animation name"),
        "layer.cornerRadius": .init(ours: "cornerRadius", note: "the layer's properties are written without 'layer.'"),
        "clipsToBounds": .init(ours: nil, note: "clipping is not a property a transition sets; 'mask: roundedRect(v.bounds, r)' clips a view to a shape"),
        "masksToBounds": .init(ours: nil, note: "clipping is not a property a transition sets; 'mask: roundedRect(v.bounds, r)' clips a view to a shape"),
        "maskedCorners": .init(ours: nil, note: "'cornerRadius' rounds every corner; 'mask: roundedRect(v.bounds, r)' shapes the view"),
        "cornerCurve": .init(ours: nil, note: "'cornerRadius' rounds with the circular curve; a continuous curve is not written yet"),
    ]

    /// The advice for `name` when the candidates are properties (they include `cornerRadius`)
    /// and, for a renamed property, ours is among them.
    static func advice(for name: String, among candidates: [NameIndex]) -> Advice? {
        guard let advice = table[name], candidates.contains(where: { $0.listed.contains("cornerRadius") }) else { return nil }
        if let ours = advice.ours, !candidates.contains(where: { $0.listed.contains(ours) }) { return nil }
        return advice
    }
}
