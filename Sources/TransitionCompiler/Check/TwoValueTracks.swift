/// Blur, masks and 3-D transforms animate from one value to another only: the emitted code
/// animates them through UIKit's property animators, which neither keyframes nor the language's
/// `repeat` and `steps()` (lowered to keyframes) can drive for them. One search finds where such
/// a property is written in a form it cannot take; each check words its own error.
enum TwoValueForm {
    /// A keyframe's value of the property.
    case keyframe(Expr)
    /// A target of a repeated or stepped track, with the value of it that matched.
    case repeatedOrStepped(PropertyTarget, Expr)

    /// The first place `track` writes `property` (a value that `matches`) in a form other than
    /// from one value to another; nil when there is none.
    static func problem(in track: TrackIR, _ property: Property, repeated: Bool,
                        where matches: (Expr) -> Bool = { _ in true }) -> TwoValueForm? {
        switch track.content {
        case .keyframes(let frames, _):
            for frame in frames {
                for v in frame.values where v.property == property && matches(v.value) { return .keyframe(v.value) }
            }
            return nil
        case .values(let targets):
            var stepped = false
            if case .steps = track.curve { stepped = true }
            guard stepped || repeated else { return nil }
            for t in targets where t.property == property {
                if let value = [t.from, t.to].compactMap({ $0 }).first(where: matches) { return .repeatedOrStepped(t, value) }
            }
            return nil
        }
    }
}
