import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Position and size apart, and re-layout (issue 32, item 6): expanding-card's centre springs
/// while its size eases out, in a presentation placed away from the container's origin
/// (rect(0, 44, …)) from a cell at (20, 140).
@Suite struct RelayoutRunTests {
    @Test func centreAndSizeRunOnTheirOwnTimings() throws {
        let t = try example("expanding-card")
        let tl = try Interpreter.run(t, options: RunOptions(operation: .present))
        // The start: the cell's frame (centre and size set apart in setup).
        let start = try #require(try frame(tl, at: 0).views["presented"])
        #expect(rectClose(start.frame, 20, 140, 353, 420))
        // At 0.4 s the size (easeOut, 0.4 s) is done; the centre (a 0.5 s spring) is not at rest.
        let mid = try #require(try frame(tl, at: 0.4).views["presented"])
        #expect(close(mid.frame.width, 393) && close(mid.frame.height, 808))
        let end = try #require(try frame(tl, at: 0.5).views["presented"])
        #expect(rectClose(end.frame, 0, 44, 393, 808))
        // Where the size is at its end the frame is centred on the spring's centre, which is
        // still moving: the centre's own timing, not the size's.
        #expect(!close(mid.frame.y + mid.frame.height / 2, end.frame.y + end.frame.height / 2, 1e-6))
        // Half-way through the size, the width is the easeOut value, independent of the centre.
        let quarter = try #require(try frame(tl, at: 0.2).views["presented"])
        let eased = Self.easeOut(0.5)
        #expect(close(quarter.frame.width, 353 + 40 * eased, 1e-6))
        #expect(close(quarter.frame.height, 420 + (808 - 420) * eased, 1e-6))
    }

    @Test func thePreviewSaysTheAppLaysTheViewOut() throws {
        let t = try example("expanding-card")
        let tl = try Interpreter.run(t, options: RunOptions(operation: .present))
        #expect(tl.relayout == [TimelineRelayout(view: "presented", blocks: [.init(delay: 0, duration: 0.4, keyframes: false)])])
        let table = TimelineTable.render(tl)
        #expect(table.contains("· presented: its subviews are laid out by the app in every frame (layoutIfNeeded() in the 0.4 s block)"))
        let json = TimelineJSON.render(tl)
        #expect(json.contains("\"relayout\": [{\"view\": \"presented\", \"blocks\": [{\"delay\": 0, \"duration\": 0.4, \"keyframes\": false}]"))
        let html = HTMLRenderer.render([tl])
        #expect(html.contains("\"relayout\":[\"presented: its subviews are laid out by the app"))
        // A branch without `relayout` says nothing of the kind.
        let other = try Interpreter.run(try example("card"), options: RunOptions(operation: .present))
        #expect(other.relayout.isEmpty)
        #expect(!TimelineTable.render(other).contains("laid out by the app"))
    }

    /// Core Animation's easeOut, cubic-bezier (0, 0) (0.58, 1) (CAMediaTimingFunction.h), solved
    /// here by bisection on x, apart from AnimatorCore's solver.
    static func easeOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 { let m = (lo + hi) / 2; if bezier(m, 0, 0.58) < x { lo = m } else { hi = m } }
        return bezier((lo + hi) / 2, 0, 1)
    }
}
