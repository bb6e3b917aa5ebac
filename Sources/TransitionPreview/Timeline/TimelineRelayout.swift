import TransitionCompiler

/// One app view whose subviews the app lays out in every frame of the played branch
/// (`relayout: true`; Docs/LANGUAGE.md, "Position and size apart"): the animation blocks that
/// call its `layoutIfNeeded()`, each the one that writes its size. The preview draws the view
/// itself; its subviews are the app's, laid out by the app's own constraints, which the preview
/// does not have.
public struct TimelineRelayout: Sendable, Equatable {
    /// The view's name in this operation.
    public var view: String
    /// The blocks that lay it out, in the branch's animator order.
    public var blocks: [Block]

    public struct Block: Sendable, Equatable {
        /// The animator group's delay and duration, seconds.
        public var delay: Double
        public var duration: Double
        /// Inside `UIView.animateKeyframes` (one call per keyframe that writes the size).
        public var keyframes: Bool
    }

    /// The sentence the table, the JSON's notes and the HTML player show.
    public var sentence: String {
        let spans = blocks.map { b in
            (b.keyframes ? "each keyframe of the " : "the ") + "\(format(b.duration)) s block" + (b.delay > 0 ? " from \(format(b.delay)) s" : "")
        }
        return "\(view): its subviews are laid out by the app in every frame (layoutIfNeeded() in \(spans.joined(separator: ", "))); "
            + "the preview has no app content and draws the view alone"
    }

    /// The relaid views of `branch`, named in `operation`.
    static func list(_ branch: BranchIR, names: (ViewID) -> String) -> [TimelineRelayout] {
        branch.relayout.map { view in
            var blocks: [Block] = []
            for g in branch.animators {
                var values = false, keyframes = false
                for i in g.tracks where branch.tracks.indices.contains(i) && branch.tracks[i].view == view {
                    let t = branch.tracks[i]
                    guard t.animates(.frame) || t.animates(.size) else { continue }
                    var stepped = false
                    if case .steps = t.curve { stepped = true }
                    if case .keyframes = t.content { keyframes = true } else if stepped { keyframes = true } else { values = true }
                }
                if values { blocks.append(Block(delay: g.delay, duration: g.duration, keyframes: false)) }
                if keyframes { blocks.append(Block(delay: g.delay, duration: g.duration, keyframes: true)) }
            }
            return TimelineRelayout(view: names(view), blocks: blocks)
        }
    }
}
