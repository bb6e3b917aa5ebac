// Blur views: `blur(STYLE)` in `views:` (a UIVisualEffectView covering the container) and its
// `blur` property: 0 (no effect) or 1 (the style's blur), animated between them.

extension ExpressionChecker {
    /// `blur(regular)` in `views:`: the style is one of UIBlurEffect.Style's names.
    func blurKind(_ args: [SyntaxArgument], _ r: Range<Int>) -> ViewKind? {
        let checker = self
        guard args.count == 1, args[0].label == nil, case .identifier(let name, let nr) = args[0].value else {
            checker.error("argument-count", "'blur' takes one style name", r, notes: [.init("e.g. blur(regular) or blur(systemMaterial)")])
            return nil
        }
        guard let style = BlurStyle(rawValue: name) else {
            NodeReader(sink: sink).reportUnknown(name, kind: "blur style", in: "'blur'", candidates: BlurStyle.allCases.map(\.rawValue),
                                                         at: checker.range(nr), code: "unknown-name")
            return nil
        }
        return .blur(style: style)
    }
}

extension BranchChecker {
    /// `blur` belongs to blur views and is 0 or 1: UIKit sets a visual effect view's effect or
    /// removes it; what lies between is what the property animator shows while it animates.
    func checkBlurUse(_ view: ViewID, _ property: Property, _ values: [Expr], at range: SourceRange) -> Bool {
        guard property == .blur else { return true }
        guard case .blur = scope.decls[view.rawValue].kind else {
            sink.error("blur-form", "'blur' belongs to a blur view", at: range,
                       notes: [.init("declare one in views, e.g. 'frost: blur(regular)', and animate its blur")])
            return false
        }
        for e in values {
            guard let v = ConstantFolder.number(e), v == 0 || v == 1 else {
                sink.error("blur-form", "blur is 0 (no effect) or 1 (the style's blur)", at: e.range,
                           notes: [.init("animate between them, e.g. 'blur: 0 -> 1'; the animator shows what lies between")])
                return false
            }
        }
        return true
    }

    /// The target of `property`, found reading each target's property in place (`first(where:)`
    /// copied every target it passed: two retains and releases each, issue 17).
    static func target(of property: Property, in targets: [PropertyTarget]) -> PropertyTarget? {
        var i = 0
        while i < targets.count, targets[i].property != property { i += 1 }
        return i < targets.count ? targets[i] : nil
    }

    /// A track's blur values (its keyframes are refused: a blur animates from one value to the other).
    func checkBlurTrack(_ track: TrackIR, repeated: Bool = false) -> Bool {
        var advice: Diagnostic.Note { Diagnostic.Note("write 'blur: 0 -> 1' in a track of its own") }
        switch TwoValueForm.problem(in: track, .blur, repeated: repeated) {
        case .keyframe(let value)?:
            sink.error("blur-form", "a blur animates from one value to the other, not in keyframes", at: value.range, notes: [advice])
            return false
        case .repeatedOrStepped(let t, _)?:
            sink.error("blur-form", "a blur animates from one value to the other, not with 'repeat' or steps()", at: t.range, notes: [advice])
            return false
        case nil:
            guard case .values(let targets) = track.content, let t = Self.target(of: .blur, in: targets) else { return true }
            return checkBlurUse(track.view, .blur, [t.from, t.to].compactMap { $0 }, at: t.range)
        }
    }
}
