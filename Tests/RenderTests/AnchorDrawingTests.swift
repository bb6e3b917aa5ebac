import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The previews draw a transform about the view's anchor and leave out a back that is hidden
/// (issue 32 item 4; Examples/door-open.yaml).
@Suite struct AnchorDrawingTests {
    /// The corners of a projected view's polygon in a still.
    static func corners(_ root: Node, _ name: String) -> [(x: Double, y: Double)] {
        guard let polygon = root.view(name).first?.all({ $0.name == "polygon" }).last,
              let points = polygon.attributes["points"] else { return [] }
        return points.split(separator: " ").compactMap { pair in
            let xy = pair.split(separator: ",").compactMap { Double($0) }
            return xy.count == 2 ? (xy[0], xy[1]) : nil
        }
    }

    @Test func theDoorTurnsAboutItsLeadingEdge() throws {
        let tl = try ExampleRun.timeline("door-open", .push)
        let root = try TreeBuilder.parse(SVGRenderer.renderFrame(tl, at: 0.3))
        let c = Self.corners(root, "from")
        try #require(c.count == 4)
        // The hinge (top-left and bottom-left corners) stays on the container's left edge while
        // the free edge has swung in (about the centre, both edges would have moved).
        #expect(abs(c[0].x) < 1e-6 && abs(c[3].x) < 1e-6, "hinge at \(c[0]) and \(c[3])")
        #expect(c[1].x < 390, "the free edge turned away: \(c[1])")
    }

    @Test func theLidFoldsAboutItsBottomAndItsBackIsNotDrawn() throws {
        let tl = try ExampleRun.timeline("door-open", .push)
        let facing = try TreeBuilder.parse(SVGRenderer.renderFrame(tl, at: 0.3))
        let c = Self.corners(facing, "lid")
        try #require(c.count == 4)
        // The card's bottom edge (y 440) stays put.
        #expect(abs(c[2].y - 440) < 1e-6 && abs(c[3].y - 440) < 1e-6, "bottom at \(c[2]) and \(c[3])")
        #expect(FinishStepsTests.drawn(facing, "lid"))
        // Past edge-on (rotateX beyond 90°) its back faces the eye: not drawn.
        let away = try TreeBuilder.parse(SVGRenderer.renderFrame(tl, at: 0.38))
        #expect(!FinishStepsTests.drawn(away, "lid"))
        #expect(tl.frames.contains { $0.views["lid"]?.backfaceHidden == true })
        #expect(tl.after["from"]?.anchor == nil && tl.after["from"]?.backfaceHidden == false, "both put back at the end")
    }
}
