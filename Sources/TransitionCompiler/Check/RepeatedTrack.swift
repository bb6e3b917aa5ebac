/// `repeat:` on a track: the motion plays `count` times, holding `wait` seconds at its end value
/// between plays, then jumping back to its start value (or, with `autoreverses`, playing back).
///
///     - view: shine
///       frame: rect(-120, 0, 120, 44) -> rect(container.width, 0, 120, 44)
///       duration: 1.2                          # one play
///       curve: easeInOut
///       repeat: { count: 2, wait: 0.6 }        # or `repeat: 2`
///
/// It is lowered here, into the keyframe track both backends already realise: one segment per
/// play (the track's curve), one per wait (a hold), and a zero-length segment for each jump
/// back, which is UIKit's own way to set a value at an instant inside a keyframe animation
/// (`addKeyframe(withRelativeStartTime:relativeDuration: 0)`). So the preview and the emitted
/// code cannot disagree about what a repeat means. A repeat must end: a transition completes.
struct RepeatSpec {
    var count: Int
    var wait: Double
    var autoreverses: Bool

    static let maxCount = 100

    /// The whole track's duration: `count` plays with `count − 1` waits between them.
    func totalDuration(play: Double) -> Double {
        Double(count) * play + Double(count - 1) * wait
    }

    /// The keyframes of `count` plays of `targets` (each with an explicit start) over `play`
    /// seconds each; times relative to `totalDuration(play:)`.
    func keyframes(_ targets: [PropertyTarget], play: Double, curve: CurveIR, range: SourceRange) -> [KeyframeIR] {
        let total = totalDuration(play: play)
        let starts = targets.compactMap { t in t.from.map { PropertyValue(property: t.property, value: $0) } }
        let ends = targets.map { PropertyValue(property: $0.property, value: $0.to) }
        var frames = [KeyframeIR(at: 0, values: starts, curve: nil, range: range)]
        for i in 0..<count {
            let backwards = autoreverses && i % 2 == 1
            let end = Double(i) * (play + wait) + play
            // The last play ends exactly at 1, whatever the rounding of the sums before it.
            let at = i == count - 1 ? 1 : end / total
            frames.append(KeyframeIR(at: at, values: backwards ? starts : ends, curve: backwards ? curve.reversed : curve, range: range))
            guard i < count - 1 else { break }
            let resume = (end + wait) / total
            if wait > 0 { frames.append(KeyframeIR(at: resume, values: backwards ? starts : ends, curve: nil, range: range)) }
            if !autoreverses { frames.append(KeyframeIR(at: resume, values: starts, curve: nil, range: range)) }
        }
        return frames
    }
}

extension BranchChecker {
    /// `repeat: N` or `repeat: { count: N, wait: DURATION, autoreverses: BOOL }`.
    func repeatSpec(_ node: YAMLNode) -> RepeatSpec? {
        var countNode = node
        var spec = RepeatSpec(count: 1, wait: 0, autoreverses: false)
        if let pairs = node.mapping {
            let keys = reader.keyed(pairs, known: SpecKeys.repeatKeys, required: ["count"], owner: node.range, what: "'repeat'")
            guard let c = keys["count"] else { return nil }
            countNode = c.value
            if let w = keys["wait"] {
                guard let e = checker.expression(w.value, expected: .duration, scope: scope, what: "wait") else { return nil }
                guard let v = ConstantFolder.number(e), v.isFinite, v >= 0, v <= 600 else {
                    sink.error("out-of-range", "wait must be a constant in 0...600 seconds", at: e.range)
                    return nil
                }
                spec.wait = v
            }
            if let a = keys["autoreverses"] {
                guard let e = checker.expression(a.value, expected: .bool, scope: scope, what: "autoreverses") else { return nil }
                guard case .bool(let b) = e.kind else {
                    sink.error("not-constant", "autoreverses must be true or false", at: e.range)
                    return nil
                }
                spec.autoreverses = b
            }
        }
        guard let e = checker.expression(countNode, expected: .number, scope: scope, what: "repeat count") else { return nil }
        guard let v = ConstantFolder.number(e), v == v.rounded(), v >= 2, v <= Double(RepeatSpec.maxCount) else {
            sink.error("out-of-range", "a repeat count is a whole number in 2...\(RepeatSpec.maxCount)", at: e.range,
                       notes: [.init("a transition ends, so its motion repeats a fixed number of times; a loading shimmer that runs until content arrives belongs to the view, not the transition")])
            return nil
        }
        spec.count = Int(v)
        return spec
    }

    /// The keyframe track for a repeated `values` track, or nil (with errors) when the track
    /// cannot repeat: every property needs its start, the curve must not be a spring (a play has a
    /// fixed length; any other curve is sampled as a keyframe segment's is), and the whole must fit
    /// the 600 s limit.
    func repeated(_ spec: RepeatSpec, targets: [PropertyTarget], curve: CurveIR, play: Double, at range: SourceRange,
                  repeatKey: SourceRange, curveRange: SourceRange?) -> (content: TrackIR.Content, duration: Double)? {
        var ok = true
        for t in targets where t.from == nil {
            sink.error("repeat-form", "a repeated track needs the start of '\(t.property.rawValue)'", at: t.range,
                       notes: [.init("each play starts again from it: write 'START -> END', e.g. '\(t.property.rawValue): A -> B'")])
            ok = false
        }
        if case .spring = curve {
            var notes: [Diagnostic.Note] = [.init("each play is a keyframe segment of a fixed length; a spring settles in its own time. A named curve, cubic(...) or steps(...) can repeat")]
            if curveRange == nil {
                notes.append(.init("this track has no 'curve' of its own: it takes the branch's or the file's; give it one, e.g. 'curve: easeInOut'"))
            }
            sink.error("repeat-form", "a repeated track's curve cannot be a spring", at: curveRange ?? repeatKey, notes: notes)
            return nil
        }
        guard ok else { return nil }
        let total = spec.totalDuration(play: play)
        guard total <= 600 else {
            sink.error("out-of-range", "\(spec.count) plays of \(format(play)) s take \(format(total)) s, longer than any transition should be",
                       at: repeatKey, notes: [.init("the limit is 600 s")])
            return nil
        }
        return (.keyframes(spec.keyframes(targets, play: play, curve: curve, range: range), calculation: .linear), total)
    }
}
