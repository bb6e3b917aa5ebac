import TransitionCompiler

/// What the UIKit backend plays of an interaction. Of the continuous model of issue 30, every key is
/// emitted: the release rules (ReleaseRuleLowering), `follow` (FollowLowering,
/// FollowControllerLowering), `resistance`, `interruptible` (RegrabLowering) and `detents`
/// (DetentLowering). Keyframes or steps on a followed view play in the preview only so far:
/// emit-swift refuses such a spec, at the followed view, rather than emit code that would play
/// something else (Docs/EMIT-SWIFT.md, "Continuous interaction"). `detents` with `follow` the
/// checker refuses (`detents-context`).
public enum InteractionSupport {
    /// The continuous keys the UIKit backend plays.
    static let emitted: Set<String> = ["release", "finishVelocity: none", "follow", "resistance", "interruptible", "detents"]

    /// One located error per continuous key written in an interaction of `transitions`.
    public static func unplayed(_ transitions: [TransitionIR]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for t in transitions {
            for op in t.operations {
                guard let c = op.interaction?.continuous else { continue }
                // Emitted: the release rules (ReleaseRuleLowering), `follow` (FollowLowering) and
                // `resistance` (FollowControllerLowering), except a followed view's keyframes or steps.
                let unsupportedFollow = FollowLowering.unsupported(op.interaction!, op.branch)
                if let range = unsupportedFollow {
                    out.append(Diagnostic(.error, "interaction-not-emitted",
                                          "the UIKit backend does not play keyframes or steps on a view that follows the finger yet; '\(op.operation.rawValue)' of '\(t.name)' can be previewed with transc run --drag",
                                          at: range,
                                          notes: [.init("on release the preview takes a followed view straight to its keyframes' end; animate it with plain values (from -> to) to emit it")]))
                }
                for (key, range) in c.written where !Self.emitted.contains(key) {
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
