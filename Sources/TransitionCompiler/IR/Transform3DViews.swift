/// The views whose transform is 3-D (Docs/EMIT-SWIFT.md, "3-D transforms"), decided per view over
/// the whole transition: a view given a 3-D value in any branch (written, derived by reversal,
/// played under Reduce Motion) has every transform of every branch written and restored as a
/// 4×4 matrix. Decided per branch, a Reduce Motion crossfade that jumps a tilted presenting view
/// to the identity recorded its affine projection and restored that on cancel, flattening the
/// app's screen (issue 29, item 10). Both backends ask this one function.
extension BranchIR {
    /// The views this branch gives a 3-D transform (tracks, keyframes, setup, finish).
    public var transform3DViews: Set<ViewID> {
        var out: Set<ViewID> = []
        for track in tracks {
            switch track.content {
            case .values(let targets):
                for t in targets where t.property == .transform && (t.to.is3DTransform || (t.from?.is3DTransform ?? false)) {
                    out.insert(track.view)
                }
            case .keyframes(let frames, _):
                for f in frames { for v in f.values where v.property == .transform && v.value.is3DTransform { out.insert(track.view) } }
            }
        }
        // Each list walked as it is: `setup + finish` copied both (every step retained) per branch.
        for steps in [setup, finish] {
            for step in steps { if case .set(let id, .transform, let e) = step.kind, e.is3DTransform { out.insert(id) } }
        }
        return out
    }
}

extension TransitionIR {
    /// The views given a 3-D transform by any branch the transition plays.
    public var transform3DViews: Set<ViewID> {
        playedBranches.reduce(into: Set<ViewID>()) { $0.formUnion($1.transform3DViews) }
    }
}
