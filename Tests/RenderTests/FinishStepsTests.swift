import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Steps in `finish` are hard cuts on a device (photo-zoom's push removes the `zoom` snapshot
/// and unhides `thumbnail`): the pictures show the scene after them, and a still says what it
/// draws (issue 20, item 7).
@Suite struct FinishStepsTests {
    static func drawn(_ root: Node, _ name: String) -> Bool {
        root.view(name).contains { $0.attributes["display"] != "none" }
    }

    @Test func aStillPastTheEndShowsTheSceneAfterFinish() throws {
        let tl = try ExampleRun.timeline("photo-zoom", .push)
        #expect(tl.after["zoom"]?.inHierarchy == false, "the example's finish removes the snapshot")
        let svg = SVGRenderer.renderFrame(tl, at: tl.endTime + 0.3)
        let root = try TreeBuilder.parse(svg)
        #expect(!Self.drawn(root, "zoom"), "the snapshot removed in finish is gone")
        let caption = root.all { $0.name == "text" }.map(\.text).joined(separator: " ")
        #expect(caption.hasSuffix("t = 0.65 s · after finish"), "the caption says what is drawn: \(caption)")
        // At the end itself the last animated frame is drawn, and said so.
        let atEnd = try TreeBuilder.parse(SVGRenderer.renderFrame(tl, at: tl.endTime))
        #expect(Self.drawn(atEnd, "zoom"))
        #expect(atEnd.all { $0.name == "text" }.contains { $0.text.hasSuffix("· end, before finish") })
    }

    @Test func theAnimationEndsOnTheSceneAfterFinish() throws {
        let tl = try ExampleRun.timeline("photo-zoom", .push, fps: 20)
        let root = try TreeBuilder.parse(SVGRenderer.render([tl]))
        let zoom = try #require(root.view("zoom").first)
        // The display animation's last value: the snapshot is gone once finish has run.
        let display = try #require(zoom.all { $0.name == "animate" && $0.attributes["attributeName"] == "display" }.first)
        #expect(display.attributes["values"]?.split(separator: ";").last == "none", "\(display.attributes["values"] ?? "")")
    }

    @Test func thePlayerEndsOnTheSceneAfterFinish() throws {
        let tl = try ExampleRun.timeline("photo-zoom", .push, fps: 20)
        let data = try HTMLDataTests.embedded(HTMLRenderer.render([tl]))
        let list = try #require(data["timelines"] as? [[String: Any]])
        let views = try #require(list.first?["views"] as? [[String: Any]])
        let zoom = try #require(views.first { $0["name"] as? String == "zoom" })
        let drawn = try #require((zoom["cols"] as? [String: Any])?["drawn"] as? [Double])
        #expect(drawn.last == 0, "the snapshot removed in finish is not drawn at the end: \(drawn.suffix(3))")
    }
}
