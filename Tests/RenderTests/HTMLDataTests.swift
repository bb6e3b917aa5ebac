import Foundation
import Testing
@testable import TransitionPreview

/// The player's embedded data: every timeline carries its own operation's gesture (or null),
/// never one page-wide set of settings taken from the first timeline.
@Suite struct HTMLDataTests {
    static func embedded(_ html: String) throws -> [String: Any] {
        let open = "<script type=\"application/json\" id=\"transc-data\">"
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
    }

    @Test func eachTimelineCarriesItsOwnGesture() throws {
        let y = TimelineGesture(axis: "y", distance: 732, finishAt: 0.4, finishVelocity: 800)
        var released = Fixture.moving(operation: .dismiss, gesture: y)
        released.scrub = TimelineScrub(progress: 0.6, releaseVelocity: -250)
        let timelines = [Fixture.moving(operation: .present), Fixture.moving(operation: .dismiss, gesture: y), released]
        let data = try Self.embedded(HTMLRenderer.render(timelines))
        #expect(data["version"] as? Int == 2)
        #expect((data["options"] as? [String: Any])?["interactive"] == nil, "no page-wide gesture")
        let list = try #require(data["timelines"] as? [[String: Any]])
        #expect(list.count == 3)
        #expect(list[0]["gesture"] is NSNull, "present is not interactive")
        for entry in list.dropFirst() {
            let g = try #require(entry["gesture"] as? [String: Any])
            #expect(g["axis"] as? String == "y")
            #expect(g["distance"] as? Double == 732)
            #expect(g["finishAt"] as? Double == 0.4)
            #expect(g["finishVelocity"] as? Double == 800)
        }
        #expect(list[1]["scrub"] is NSNull)
        let scrub = try #require(list[2]["scrub"] as? [String: Any])
        #expect(scrub["progress"] as? Double == 0.6 && scrub["velocity"] as? Double == -250)
    }

    @Test func playerReadsTheShownTimelinesGesture() throws {
        let html = HTMLRenderer.render([Fixture.moving()])
        // The script has no page-wide settings left, and hides the panel without a gesture.
        #expect(!html.contains("OPT.interactive"))
        #expect(html.contains("function ia() { return tl().gesture; }"))
        #expect(html.contains("$(\"interactive\").hidden = !g;"))
    }
}

/// The player names what it plots and what happens as the user writes it (issue 20, item 9).
@Suite struct PlayerNamesTests {
    @Test func plotsAndEventsUseTheUsersNames() throws {
        let data = try HTMLDataTests.embedded(HTMLRenderer.render([Fixture.moving()]))
        let plots = try #require(data["plots"] as? [String: String])
        #expect(plots["r"] == "cornerRadius" && plots["alpha"] == "alpha" && plots["w"] == "frame.width" && plots["tx"] == "transform.tx")
        let html = HTMLRenderer.render([Fixture.moving()])
        #expect(html.contains("DATA.plots[k]"), "the script names plot rows from the table")
        var finished = Fixture.moving()
        finished.events.append(TimelineEvent(name: "completeTransition", time: 1, value: 1))
        let list = try #require(try HTMLDataTests.embedded(HTMLRenderer.render([finished]))["timelines"] as? [[String: Any]])
        let events = try #require(list.first?["events"] as? [[String: Any]])
        let texts = events.compactMap { $0["text"] as? String }
        #expect(texts == ["start", "finish", "completeTransition(true)"])
        #expect(html.contains("e.text"), "the event list prints each event's text")
    }
}
