/// `layoutDirection:` and the edges written `leading`/`trailing` (Docs/LANGUAGE.md, "Right-to-left").
extension TransitionChecker {
    /// `layoutDirection: mirrored | fixed`; anything else is reported and the default kept.
    func checkLayoutDirection(_ pair: YAMLPair) -> LayoutDirectionRule {
        guard let s = reader.scalar(pair.value, "layoutDirection") else { return .mirrored }
        if let rule = LayoutDirectionRule(rawValue: s.value) { return rule }
        reader.reportUnknown(s.value, kind: "layout direction", in: "'layoutDirection'",
                             candidates: LayoutDirectionRule.allCases.map(\.rawValue), at: s.range, code: "unknown-name")
        return .mirrored
    }

    /// `edgePan(leading)` / `edgePan(trailing)`: the left / right edge as drawn left to right,
    /// which a mirrored transition moves to the right / left in a right-to-left layout (the
    /// generated recognizer's `edges` follow the container's direction). In a `fixed`
    /// transition they mean nothing: `leading-meaningless`, with the physical edge as the fix.
    func leadingEdge(_ word: String, at range: SourceRange) -> InteractionIR.Edge? {
        guard word == "leading" || word == "trailing" else { return nil }
        let physical: InteractionIR.Edge = word == "leading" ? .left : .right
        if layoutRule == .fixed {
            sink.error("leading-meaningless", "'\(word)' means nothing in a transition that does not mirror", at: range,
                       notes: [.init("with 'layoutDirection: fixed' the gesture starts at the same edge in every layout; write '\(physical.rawValue)', or remove 'layoutDirection: fixed'")],
                       fixIts: [.init(range: range, replacement: physical.rawValue)])
        }
        return physical
    }
}
