import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The player's Reduce Motion toggle (issue 14): a page carrying timelines played with the
/// setting off and on shows one set at a time; `#reduce` (or the checkbox) switches to the other.
@Suite(.serialized) struct ReduceMotionPlayerTests {
    static func pair() -> [Timeline] {
        var reduced = Fixture.moving(label: "Calm")
        reduced.settings.reduceMotion = true
        return [Fixture.moving(), reduced]
    }

    @Test func eachTimelineSaysWhetherReduceMotionWasOn() throws {
        let html = HTMLRenderer.render(Self.pair())
        let list = try #require(try HTMLDataTests.embedded(html)["timelines"] as? [[String: Any]])
        #expect(list.map { $0["reduceMotion"] as? Bool } == [false, true])
        #expect(html.contains("<title>Mover · push</title>"), "the counterpart is the same operation: named once")
    }

    @Test func toggleShowsOnlyWithBothSetsAndSwitchesThem() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "reduce-motion toggle test") else { return }
        let dir = try Tools.tempDir("reduce")
        defer { try? FileManager.default.removeItem(at: dir) }
        func dom(_ timelines: [Timeline], _ fragment: String) throws -> String {
            let page = dir.appendingPathComponent("p\(timelines.count).html")
            try Data(HTMLRenderer.render(timelines).utf8).write(to: page)
            return try Tools.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu",
                                            "--user-data-dir=\(dir.appendingPathComponent("profile-\(fragment.hashValue)-\(timelines.count)").path)",
                                            "--dump-dom", page.absoluteString + fragment], in: dir).1
        }
        let standard = try dom(Self.pair(), "#t=0.5&paused")
        #expect(standard.contains("<label id=\"reduce-label\">"), "both sets: the toggle shows")
        #expect(standard.contains(">Box</span>") && !standard.contains(">Calm</span>"), "the standard timeline by default")
        let reduced = try dom(Self.pair(), "#t=0.5&paused&reduce")
        #expect(reduced.contains(">Calm</span>") && !reduced.contains(">Box</span>"), "#reduce shows the Reduce Motion timeline")
        let single = try dom([Fixture.moving()], "#t=0.5&paused")
        #expect(single.contains("<label id=\"reduce-label\" hidden=\"\">"), "one set: no toggle")
    }
}
