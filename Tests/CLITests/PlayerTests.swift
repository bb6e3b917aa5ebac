import Foundation
import Testing

/// `transc run --render html`: what the player page embeds for each operation.
extension CLITests {
    func playerTimelines(_ args: [String]) throws -> [[String: Any]] {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("transc-cli-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let r = try run(["run"] + args + ["--render", "html", "-o", page.path])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        let open = "<script type=\"application/json\" id=\"transc-data\">"
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        return try #require(data["timelines"] as? [[String: Any]])
    }

    /// The timelines played with Reduce Motion off (the page also carries them played with it on).
    func standardTimelines(_ args: [String]) throws -> [[String: Any]] {
        try playerTimelines(args).filter { $0["reduceMotion"] as? Bool == false }
    }

    func summary(_ t: [String: Any]) -> String {
        let scrub = (t["scrub"] as? [String: Any]).map { " @\($0["progress"] ?? "")" } ?? ""
        return "\(t["operation"] ?? "") \(t["outcome"] ?? "")\(scrub)"
    }

    @Test func bothOperationsEachCarryTheirOwnGestureAndReleases() throws {
        // card: present is not interactive; dismiss pans along y over container.height - 120.
        let card = try standardTimelines(["Examples/card.yaml", "--op", "both"])
        #expect(card.map(summary) == ["present finished", "dismiss finished", "dismiss finished @0.6", "dismiss cancelled @0.2"])
        #expect(card[0]["gesture"] is NSNull)
        for t in card.dropFirst() {
            let g = try #require(t["gesture"] as? [String: Any])
            #expect(g["axis"] as? String == "y" && g["distance"] as? Double == 852 - 120)
            #expect(g["finishAt"] as? Double == 0.4 && g["finishVelocity"] as? Double == 800)
        }
        // Alone, dismiss embeds the same.
        let dismiss = try standardTimelines(["Examples/card.yaml", "--op", "dismiss"])
        #expect(dismiss.map(summary) == Array(card.map(summary).dropFirst()))
        // photo-zoom has no `interactive:` at all: no gesture, no release timelines.
        let zoom = try standardTimelines(["Examples/photo-zoom.yaml", "--op", "both"])
        #expect(zoom.map(summary) == ["push finished", "pop finished"])
        #expect(zoom.allSatisfy { $0["gesture"] is NSNull })
    }

    /// The Reduce Motion toggle's data (issue 14): each timeline again with the setting on, the same
    /// operation and release; an operation that is UIKit's own under Reduce Motion has none.
    @Test func theHTMLPlayerCarriesTheReduceMotionTimelines() throws {
        let card = try playerTimelines(["Examples/card.yaml", "--op", "both"])
        let reduced = card.filter { $0["reduceMotion"] as? Bool == true }
        #expect(reduced.map(summary) == ["present finished", "dismiss finished", "dismiss finished @0.6", "dismiss cancelled @0.2"])
        // card-flip: the push has a branch written for Reduce Motion, the pop is `system`.
        let flip = try playerTimelines(["Examples/card-flip.yaml", "--op", "both"])
        #expect(flip.filter { $0["reduceMotion"] as? Bool == true }.map(summary) == ["push finished"])
        #expect(flip.first { $0["reduceMotion"] as? Bool == true }?["duration"] as? Double == 0.3)
        // --reduce-motion alone: only those (no toggle).
        let only = try playerTimelines(["Examples/card.yaml", "--op", "present", "--reduce-motion"])
        #expect(only.map { $0["reduceMotion"] as? Bool } == [true])
    }

    /// The player is a player (issue 31 item 4): without --op it carries every custom operation,
    /// the interactive dismiss with its drag panel's releases among them, as `--op both` does.
    @Test func thePlayerCarriesEveryOperationByDefault() throws {
        let card = try standardTimelines(["Examples/card.yaml"])
        #expect(card.map(summary) == ["present finished", "dismiss finished", "dismiss finished @0.6", "dismiss cancelled @0.2"])
        // Pictures of one operation still take --op.
        let present = try standardTimelines(["Examples/card.yaml", "--op", "present"])
        #expect(present.map(summary) == ["present finished"])
    }
}
