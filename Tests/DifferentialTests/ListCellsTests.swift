import Testing

// Issue 29, item 8: a staggered list of collection view cells does not fight the collection
// view. The tracks animate each cell's content view (what the layout does not own), so a layout
// pass in the middle neither undoes the cascade nor meets a write of its own properties; the
// pop reads the incoming grid's cells once its view is laid out. Scenarios: ListCells.swift.
@MainActor
@Suite(.serialized) struct ListCellsTests {
    @Test func theCascadeAnimatesContentViewsAndSurvivesALayoutPass() {
        let (middle, end) = ListCellsScenarios.pushWithALayoutPass()
        #expect(middle.writesByOthers.isEmpty, "the generated code wrote layout-owned cell properties: \(middle.writesByOthers)")
        #expect(middle.cellAlpha.allSatisfy { $0 == 1 }, "cells: \(middle.cellAlpha)")
        // At 0.25 s every element is within its 0.3 s fade (starts 0–0.21 s).
        #expect(middle.contentAlpha.allSatisfy { $0 > 0 && $0 < 1 }, "content views: \(middle.contentAlpha)")
        #expect(end.completed == [true])
        #expect(end.contentAlpha.allSatisfy { $0 == 1 }, "the finish shows the content again: \(end.contentAlpha)")
        #expect(end.writesByOthers.isEmpty)
    }

    @Test func thePopReadsTheGridsCellsOnceItIsLaidOut() {
        let start = ListCellsScenarios.popBeforeTheGridIsLaidOut()
        // The pop starts from the push's end: every content view hidden (alpha 0), none left out.
        #expect(start.contentAlpha == Array(repeating: 0, count: 8), "content views at the pop's start: \(start.contentAlpha)")
        #expect(start.writesByOthers.isEmpty, "\(start.writesByOthers)")
    }
}
