import TransitionPreview
@_spi(MirrorTesting) import UIKit

// Re-layout in every frame (issue 32, item 6; Docs/LANGUAGE.md, "Position and size apart"): what
// the emitted code's `layoutIfNeeded()` calls must be, given the interpreter's account of the
// branch (`Timeline.relayout`). Checked for every case of the differential test, so an example
// without `relayout` must not lay out inside an animation block either.

/// The differences between the calls the emitted code made and the ones the branch calls for:
/// for each relaid view, one call in each animation block that writes its size (an animator of
/// that block's duration; inside its keyframes for a keyframe track), made after the size was
/// written (the model holds the block's size, `endSize`), and one outside any block before the
/// first of them (the start laid out); no call inside a block for any other view.
@MainActor
func relayoutDifferences(_ reference: TransitionPreview.Timeline, _ calls: [(view: String, call: MirrorWorld.LayoutCall)],
                         endSize: (String) -> CGSize?) -> [String] {
    var problems: [String] = []
    let relaid = Set(reference.relayout.map(\.view))
    for (view, call) in calls where call.animatorDuration != nil && !relaid.contains(view) {
        problems.append("\(view) laid out inside an animation block, which its branch does not ask for")
    }
    for r in reference.relayout {
        let mine = calls.enumerated().filter { $0.element.view == r.view }
        let inBlocks = mine.filter { $0.element.call.animatorDuration != nil }
        for block in r.blocks {
            let matching = inBlocks.filter { abs(($0.element.call.animatorDuration ?? -1) - block.duration) <= tolerance
                && ($0.element.call.keyframe != nil) == block.keyframes }
            if block.keyframes {
                if matching.isEmpty { problems.append("\(r.view): no layoutIfNeeded() in the keyframes of the \(block.duration) s block") }
            } else if matching.count != 1 {
                problems.append("\(r.view): \(matching.count) layoutIfNeeded() calls in the \(block.duration) s block, not 1")
            } else if let size = endSize(r.view), r.blocks.count == 1, matching[0].element.call.size != size {
                problems.append("\(r.view): laid out at \(matching[0].element.call.size) in its block, before the size \(size) was written")
            }
        }
        if inBlocks.count > r.blocks.count, !r.blocks.contains(where: \.keyframes) {
            problems.append("\(r.view): \(inBlocks.count) layoutIfNeeded() calls in animation blocks for \(r.blocks.count) block(s)")
        }
        if let first = inBlocks.first?.offset,
           !mine.contains(where: { $0.offset < first && $0.element.call.animatorDuration == nil }) {
            problems.append("\(r.view): not laid out at its start size before the animation blocks")
        }
    }
    return problems
}
