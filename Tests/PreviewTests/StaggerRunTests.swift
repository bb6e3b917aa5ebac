import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The interpreter plays a staggered list (Examples/grid-cascade.yaml) element by element: the
/// preview's 20 cells, ranked by distance from the container's centre, start 30 ms apart.
@Suite struct StaggerRunTests {
    @Test func cellsStartRingByRingFromTheCentre() throws {
        let t = try example("grid-cascade")
        // The two middle cells (9, 10 of the 4 × 5 grid centred on the screen) start at 0; the
        // corners (0, 3, 16, 19) last.
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push, sampleTimes: [0.02]))
        let early = tl.frames[0].views
        for i in [9, 10] { #expect(try #require(early["cells[\(i)]"]).alpha < 1, "cells[\(i)]") }
        for i in [0, 3, 16, 19, 1, 2, 4, 7, 5, 6, 8, 11] { #expect(try #require(early["cells[\(i)]"]).alpha == 1, "cells[\(i)]") }
        // Ranks by distance (cells 87.75 × 123.2 pt): 9, 10 at 46.9 pt; 5, 6, 13, 14 at 137.4;
        // 8, 11 at 140.6; 4, 7, 12, 15 at 190.9; 1, 2, 17, 18 at 262.6; the corners at 294.2. The
        // last rank starts 5 × 30 ms in (the 0.3 s room holds them all at full spacing).
        let push = try #require(t.operation(.push)?.branch)
        let stagger = try #require(push.tracks[0].stagger)
        let frames = PreviewList(count: 20, columns: 4, spacing: 6).frames(in: Rect(x: 12, y: 106, width: 369, height: 640))
        let distances = frames.map { f in ((f.x + f.width / 2 - 196.5) * (f.x + f.width / 2 - 196.5) + (f.y + f.height / 2 - 426) * (f.y + f.height / 2 - 426)).squareRoot() }
        let ranks = StaggerIR.baseRanks(count: 20, distances: distances)
        #expect(ranks == [5, 4, 4, 5, 3, 1, 1, 3, 2, 0, 0, 2, 3, 1, 1, 3, 5, 4, 4, 5])
        let last = try #require(stagger.offsets(ranks: ranks).max())
        #expect(abs(last - Double(ranks.max() ?? 0) * 0.03) < 1e-12)
        // Just before the corners start they are untouched; just after, they move.
        let edge = try Interpreter.run(t, options: RunOptions(operation: .push, sampleTimes: [last - 0.001, last + 0.01]))
        #expect(try #require(edge.frames[0].views["cells[0]"]).alpha == 1)
        #expect(try #require(edge.frames[1].views["cells[0]"]).alpha < 1)
    }

    @Test func anEmptyListStillCompletes() throws {
        var t = try example("grid-cascade")
        let id = try #require(t.views.first { $0.isList }?.id)
        t.preview.views[id]?.list?.count = 0
        for op in [Operation.push, .pop] {
            let tl = try Interpreter.run(t, options: RunOptions(operation: op))
            #expect(tl.outcome == .finished && tl.events.last?.name == "completeTransition")
            #expect(!tl.viewNames.contains { $0.hasPrefix("cells") })
        }
    }
}
