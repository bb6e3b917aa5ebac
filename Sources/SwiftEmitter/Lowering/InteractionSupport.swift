import TransitionCompiler

/// What the UIKit backend plays of an interaction. Of the continuous model of issue 30, the
/// release rules (`release`, `finishVelocity: none`) are emitted (ReleaseRuleLowering); follow,
/// resistance, `interruptible` and `detents` play in the preview only so far: emit-swift refuses
/// a spec that uses them, at each key, rather than emit code that would drive it as a
/// percent-driven scrub (Docs/EMIT-SWIFT.md, "Continuous interaction").
public enum InteractionSupport {
    /// One located error per continuous key written in an interaction of `transitions`.
    public static func unplayed(_ transitions: [TransitionIR]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for t in transitions {
            for op in t.operations {
                guard let c = op.interaction?.continuous else { continue }
                // The release rule alone (`release`, `finishVelocity: none`) is emitted (ReleaseRuleLowering).
                for (key, range) in c.written where key != "release" && key != "finishVelocity: none" {
                    out.append(Diagnostic(.error, "interaction-not-emitted",
                                          "the UIKit backend does not play '\(key)' yet; '\(op.operation.rawValue)' of '\(t.name)' can be previewed with transc run --drag",
                                          at: range,
                                          notes: [.init("continuous interaction (issue 30) is played by the preview only; emit-swift would drive this gesture as a percent-driven scrub, which is not what the spec says")]))
                }
            }
        }
        return out
    }
}
