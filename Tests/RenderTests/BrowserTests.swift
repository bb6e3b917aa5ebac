import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Opens the player in headless Chromium at known times and checks the pixels against the
/// timeline; rasterises still frames and checks the same pixels.
@Suite(.serialized) struct BrowserTests {
    static let stageOrigin = (x: 16.0, y: 16.0)   // where the player puts the container (CSS)

    func check(_ png: URL, at time: Double, origin: (x: Double, y: Double), reverse: Bool = false,
               tolerance: Int = 8) throws {
        let expectations = Fixture.expectations(at: time, reverse: reverse)
        let points = expectations.map { (Int((origin.x + $0.x).rounded()), Int((origin.y + $0.y).rounded())) }
        let got = try Tools.pixels(of: png, at: points)
        for (e, (px, point)) in zip(expectations, zip(got, points)) {
            let want = (Int(e.rgb.0.rounded()), Int(e.rgb.1.rounded()), Int(e.rgb.2.rounded()))
            let ok = abs(px.0 - want.0) <= tolerance && abs(px.1 - want.1) <= tolerance && abs(px.2 - want.2) <= tolerance
            #expect(ok, "t=\(time) \(e.name) at \(point): got rgb(\(px.0),\(px.1),\(px.2)), want rgb\(want)")
        }
    }

    func screenshot(_ chromium: String, url: String, size: (Int, Int), in dir: URL, name: String,
                    extra: [String] = []) throws -> URL {
        let shot = dir.appendingPathComponent(name)
        let (status, _, err) = try Tools.run(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(dir.appendingPathComponent("profile-\(name)").path)",
            "--window-size=\(size.0),\(size.1)", "--screenshot=\(shot.path)",
        ] + extra + [url], in: dir)
        guard FileManager.default.fileExists(atPath: shot.path) else {
            throw ToolError("chromium exited \(status) without a screenshot: \(err.suffix(500))")
        }
        return shot
    }

    @Test func playerDrawsTheTimelineAtTwoTimes() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "browser test") else { return }
        let dir = try Tools.tempDir("html")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("player.html")
        let html = try TimelineRenderer.render([Fixture.moving(), Fixture.moving(operation: .pop, reverse: true)], format: .html)
        try Data(html).write(to: page)
        for (time, op, reverse) in [(0.25, "push", false), (0.75, "push", false), (0.25, "pop", true)] {
            let url = page.absoluteString + "#t=\(time)&op=\(op)&paused&zoom=1"
            let shot = try screenshot(chromium, url: url, size: (900, 560), in: dir, name: "\(op)-\(time).png")
            #expect(try Tools.size(of: shot) == (900, 560))
            try check(shot, at: time, origin: Self.stageOrigin, reverse: reverse)
            // The page around the stage is the page colour, not a view.
            let outside = try Tools.pixels(of: shot, at: [(8, 8)])
            #expect(outside[0].0 == 0xEC && outside[0].2 == 0xF0, "page background at (8, 8): \(outside[0])")
        }
    }

    @Test func interactiveReleaseFinishesOrCancels() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "interactive test") else { return }
        let dir = try Tools.tempDir("release")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("player.html")
        // Two operations with different gestures: each release must follow its own operation's
        // rule (the pop's finishAt 0.3 finishes a release at 0.4 that the push's 0.5 cancels).
        let pop = Fixture.moving(operation: .pop, reverse: true, gesture: TimelineGesture(axis: "x", distance: -400, finishAt: 0.3, finishVelocity: 2000))
        try Data(try TimelineRenderer.render([Fixture.moving(gesture: Fixture.gesture), pop], format: .html)).write(to: page)
        // Push, released past finishAt (0.5) slowly: finishes at the end state. Released before
        // it slowly: cancels back to the start. Released early but fast: finishes. Pop, released
        // at 0.4 slowly: finishes (its own finishAt); at 0.2 fast (900 < its 2000): cancels.
        let cases: [(String, Double, Double, Double, Bool)] = [
            ("push", 0.7, 0, 1, false), ("push", 0.3, 0, 0, false), ("push", 0.2, 900, 1, false),
            ("push", 0.4, 0, 0, false), ("pop", 0.4, 0, 1, true), ("pop", 0.2, 900, 0, true),
        ]
        for (op, progress, velocity, endTime, reverse) in cases {
            let name = "release-\(op)-\(progress)-\(velocity).png"
            let shot = dir.appendingPathComponent(name)
            _ = try Tools.run(chromium, [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--user-data-dir=\(dir.appendingPathComponent("profile-\(name)").path)", "--virtual-time-budget=3000",
                "--window-size=900,560", "--screenshot=\(shot.path)",
                page.absoluteString + "#op=\(op)&release=\(progress)&velocity=\(velocity)&zoom=1",
            ], in: dir)
            guard FileManager.default.fileExists(atPath: shot.path) else { Issue.record("no screenshot for \(name)"); continue }
            try check(shot, at: endTime, origin: Self.stageOrigin, reverse: reverse)
        }
    }

    @Test func interactivePanelOnlyForInteractiveOperations() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "panel test") else { return }
        let dir = try Tools.tempDir("panel")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("p.html")
        let html = try TimelineRenderer.render([Fixture.moving(), Fixture.moving(operation: .pop, reverse: true, gesture: Fixture.gesture)], format: .html)
        try Data(html).write(to: page)
        func dom(_ fragment: String) throws -> String {
            try Tools.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu",
                                     "--user-data-dir=\(dir.appendingPathComponent("profile-\(fragment.hashValue)").path)",
                                     "--dump-dom", page.absoluteString + fragment], in: dir).1
        }
        let push = try dom("#op=push&t=0.5&paused")
        #expect(push.contains("<fieldset id=\"interactive\" hidden=\"\">"), "the push has no gesture: no panel")
        let pop = try dom("#op=pop&t=0.5&paused")
        #expect(pop.contains("<fieldset id=\"interactive\">"), "the pop has one: the panel shows")
        // A release asked of the non-interactive push changes nothing: the page stays paused.
        let released = try dom("#op=push&t=0.5&paused&release=0.9&velocity=0")
        #expect(released.contains("id=\"outcome\"></div>"), "no outcome for the push")
        let popReleased = try dom("#op=pop&release=0.9&velocity=0")
        // The page may be dumped while the release plays or after it ended (a loaded machine
        // gives headless Chromium fewer frames): either way the pop was released and finishes.
        #expect(popReleased.contains("id=\"outcome\">released at 90%, 0 pt/s: finishing…</div>")
                    || popReleased.contains("id=\"outcome\">finished: completeTransition(true)</div>"), "the pop releases")
    }

    @Test func hostileLabelDoesNotInjectIntoThePage() throws {
        let hostile = "</script><script>document.title='pwned'</script><!--"
        var timeline = Fixture.moving(label: hostile)
        timeline.transition = "</title><script>alert(1)</script>"
        let html = String(decoding: try TimelineRenderer.render([timeline], format: .html), as: UTF8.self)
        // Only the page's own two script elements, and the label nowhere raw.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(!html.contains(hostile))
        #expect(!html.contains("<!--"))
        #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · push</title>"))
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "injection test") else { return }
        // In the browser the page still works: the label is text, and the frame is drawn.
        let dir = try Tools.tempDir("inject")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("p.html")
        try Data(html.utf8).write(to: page)
        let (_, dom, _) = try Tools.run(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(dir.appendingPathComponent("profile").path)",
            "--dump-dom", page.absoluteString + "#t=0.5&paused&zoom=1",
        ], in: dir)
        #expect(dom.contains("&lt;/script&gt;&lt;script&gt;document.title='pwned'&lt;/script&gt;&lt;!--"))
        #expect(!dom.contains("<title>pwned</title>"))
        #expect(dom.contains("data-view=\"box\""))
    }

    @Test func pngStillHasTheViewsWhereTheTimelineSays() throws {
        guard Tools.require(["rsvg-convert", "chromium"], package: "librsvg2-bin", for: "PNG test") != nil else { return }
        let dir = try Tools.tempDir("png")
        defer { try? FileManager.default.removeItem(at: dir) }
        for time in [0.25, 0.75] {
            let png = try TimelineRenderer.render([Fixture.moving()], format: .png, at: time)
            let file = dir.appendingPathComponent("still-\(time).png")
            try Data(png).write(to: file)
            #expect(try Tools.size(of: file) == (400, 330))
            try check(file, at: time, origin: (0, 0))
        }
    }

    @Test func animatedSVGPlaysInChromium() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "SVG browser test") else { return }
        let dir = try Tools.tempDir("svg")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The browser plays our values/keyTimes: the views must be where the timeline puts them.
        // Headless Chromium hardly produces animation frames and its SMIL clock runs ~0.1-0.2 s
        // before a script can pause it (over a second on a loaded machine), so the test page
        // starts every animation D seconds in the past (`begin="-Ds"`), pauses the clock at once,
        // and D is chosen inside a long hold, where that slop changes nothing: D = 0.5 (lead-in,
        // 0...3 s: the first frame) and D = 6 (pause, 4...10 s: the last frame). The exact
        // per-sample values are checked by the XML test; the player and PNG tests check
        // mid-motion pixels.
        let svg = SVGRenderer.render([Fixture.moving()], options: SVGOptions(leadIn: 3, pause: 6))
        #expect(!svg.contains("<script"))
        for (documentTime, time) in [(0.5, 0.0), (6.0, 1.0)] {
            let begin = " begin=\"-\(documentTime)s\" "
            let shifted = svg.replacingOccurrences(of: "<animate ", with: "<animate" + begin)
                .replacingOccurrences(of: "<animateTransform ", with: "<animateTransform" + begin)
            let page = dir.appendingPathComponent("svg-\(time).html")
            let html = "<!DOCTYPE html><html><body style=\"margin:0\">\(shifted)"
                + "<script>var s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(0);"
                + " window.addEventListener('load', function () { s.setCurrentTime(0); });</script></body></html>"
            try Data(html.utf8).write(to: page)
            let shot = try screenshot(chromium, url: page.absoluteString, size: (400, 330), in: dir, name: "svg-\(time).png")
            try check(shot, at: time, origin: (0, 0))
        }
    }
}
