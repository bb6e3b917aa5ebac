import Testing
@testable import TransitionCompiler

/// Staggered lists (issue 13): the rank and offset rules both backends follow, and the derived
/// reverse, by reasoned values.
@Suite struct StaggerTests {
    let point = Expr(.view(.container, .center), .point, SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))

    @Test func ranksByIndexOrByDenseDistance() {
        #expect(StaggerIR.baseRanks(count: 4, distances: nil) == [0, 1, 2, 3])
        #expect(StaggerIR.baseRanks(count: 0, distances: nil) == [])
        // Equal distances share a rank; the next distance takes the next rank (dense).
        #expect(StaggerIR.baseRanks(count: 5, distances: [5, 1, 5, 1.0000001, 9]) == [1, 0, 1, 0, 2])
    }

    @Test func theStepShrinksWhenTheRanksDoNotFit() {
        let s = StaggerIR(interval: 0.03, order: .index, reversed: false, room: 0.3, alignsEnd: false, range: point.range)
        // 5 ranks fit at 30 ms; 21 ranks (highest 20) spread over the 0.3 s room: 15 ms apart.
        #expect(s.offsets(ranks: [0, 1, 2, 3, 4]).map { ($0 * 1e9).rounded() / 1e9 } == [0, 0.03, 0.06, 0.09, 0.12])
        let many = s.offsets(ranks: Array(0...20))
        #expect(abs(many[20] - 0.3) < 1e-12 && abs(many[1] - 0.015) < 1e-12)
        // One element, or none: no spread.
        #expect(s.offsets(ranks: [0]) == [0])
        #expect(s.offsets(ranks: []) == [])
    }

    @Test func reversedAndEndAlignedOffsets() {
        let s = StaggerIR(interval: 0.03, order: .index, reversed: true, room: 0.3, alignsEnd: true, range: point.range)
        // Reversed ranks 2, 1, 0, shifted back by 2 steps: the last element starts at the delay.
        #expect(s.offsets(ranks: [0, 1, 2]).map { ($0 * 1e9).rounded() / 1e9 } == [0, -0.03, -0.06])
    }

    @Test func derivedReverseMirrorsEveryElementsWindow() throws {
        let r = compile("""
        transition: G
        context: navigation
        duration: 0.6
        views:
          cells: source.visibleCells[]
        push:
          setup:
            - insert: to above from
          animate:
            - view: cells
              alpha: 1 -> 0
              duration: 0.25
              delay: 0.05
              stagger: 40ms
              order: reverse
            - view: to
              alpha: 0 -> 1
        pop: reverse push
        """)
        #expect(errors(r).isEmpty, "\(errors(r))")
        let t = try #require(r.transitions.first)
        let push = try #require(t.operation(.push)?.branch), pop = try #require(t.operation(.pop)?.branch)
        let f = try #require(push.tracks[0].stagger), b = try #require(pop.tracks[0].stagger)
        #expect(abs(f.room - 0.3) < 1e-12 && b.room == f.room && b.alignsEnd && !b.reversed)
        // Each element's window in pop is its push window mirrored in the branch's duration.
        for count in [0, 1, 3, 9, 40] {
            let ranks = StaggerIR.baseRanks(count: count, distances: nil)
            let forward = f.offsets(ranks: ranks).map { push.tracks[0].delay + $0 }
            let backward = b.offsets(ranks: ranks).map { pop.tracks[0].delay + $0 }
            for (s, r) in zip(forward, backward) {
                #expect(abs((push.duration - (s + push.tracks[0].duration)) - r) < 1e-12, "\(count): \(s) vs \(r)")
                #expect(r >= -1e-12 && r + pop.tracks[0].duration <= pop.duration + 1e-12)
            }
        }
        // Every element keeps within the branch, with as many elements as there may be.
        let many = f.offsets(ranks: Array(0..<200)).map { push.tracks[0].delay + $0 + push.tracks[0].duration }
        #expect(many.allSatisfy { $0 <= push.duration + 1e-12 })
    }
}
