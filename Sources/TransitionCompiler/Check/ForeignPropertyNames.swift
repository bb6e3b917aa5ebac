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
        "clipsToBounds": .init(ours: "clips", note: "'clipsToBounds' is the UIKit name"),
        "masksToBounds": .init(ours: "clips", note: "'masksToBounds' is the Core Animation name"),
        "maskedCorners": .init(ours: "corners", note: "'maskedCorners' is the Core Animation name"),
        "bounds": .init(ours: "size", note: "'bounds' is the UIKit name: a track animates the bounds' size as 'size', about the centre; the bounds' origin is a scroll offset"),
    ]

    /// The advice for `name` when the candidates are properties (they include `cornerRadius`)
    /// and, for a renamed property, ours is among them.
    static func advice(for name: String, among candidates: [NameIndex]) -> Advice? {
        guard let advice = table[name], candidates.contains(where: { $0.listed.contains("cornerRadius") }) else { return nil }
        if let ours = advice.ours, !candidates.contains(where: { $0.listed.contains(ours) }) { return nil }
        // In a track (its candidates hold 'duration'), a discrete property is no fix: say where it goes.
        if let ours = advice.ours, let p = Property(rawValue: ours), !p.isAnimatable, candidates.contains(where: { $0.listed.contains("duration") }) {
            return Advice(ours: nil, note: "\(advice.note); ours, '\(ours)', is set in setup or finish, not animated")
        }
        return advice
    }
}
