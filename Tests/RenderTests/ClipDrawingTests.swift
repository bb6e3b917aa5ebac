import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Issue 32 item 5: the previews draw a view rounded at its chosen corners only, and a clipping
/// view's subviews clipped to its rounded box (CALayer.h, `masksToBounds`: an implicit mask
/// "including the effects of the `cornerRadius' property").
@Suite struct ClipDrawingTests {
    @Test func aClippingViewClipsItsSubviewsToItsRoundedBox() throws {
        let tl = try NestedDrawingTests.timeline("    - view: badge\n      alpha: 1 -> 0.5",
                                                 setup: "    - set: { from.clips: true, from.cornerRadius: 24 }")
        let svg = SVGRenderer.render([tl], options: SVGOptions(leadIn: 0, pause: 0))
        let badge = try #require(svg.range(of: "data-view=\"badge\""))
        let drawing = svg[badge.lowerBound...]
        // The badge is drawn inside a clip to its superview's (the 400 × 400 source's) rounded box.
        #expect(drawing.contains("<clipPath id=\"clip-"))
        #expect(drawing.contains("M-176 -200H176A24 24 0 0 1 200 -176V176A24 24 0 0 1 176 200H-176A24 24 0 0 1 -200 176V-176A24 24 0 0 1 -176 -200Z"))
        // Without `clips` nothing clips it.
        let plain = SVGRenderer.render([try NestedDrawingTests.timeline("    - view: badge\n      alpha: 1 -> 0.5",
                                                                         setup: "    - set: { from.cornerRadius: 24 }")],
                                       options: SVGOptions(leadIn: 0, pause: 0))
        #expect(!plain.contains("<clipPath id=\"clip-"))
    }

    @Test func onlyTheChosenCornersAreRounded() throws {
        let tl = try NestedDrawingTests.timeline("    - view: badge\n      alpha: 1 -> 0.5",
                                                 setup: "    - set: { to.cornerRadius: 20, to.corners: [topLeft, topRight] }")
        let svg = SVGRenderer.render([tl], options: SVGOptions(leadIn: 0, pause: 0))
        #expect(svg.contains("<path d=\"M-180 -200H180A20 20 0 0 1 200 -180V200A0 0 0 0 1 200 200H-200A0 0 0 0 1 -200 200V-180A20 20 0 0 1 -180 -200Z\""))
        let html = HTMLRenderer.render([tl])
        #expect(html.contains("\"cl\":{\"k\":0,\"m\":3,\"q\":0}"))
    }
}

extension ClipDrawingTests {
    /// The player in Chromium: the source is rounded by 150 at three corners (its top right stays
    /// square) and clips; the badge, moved to its top-left corner, is cut off by the rounded corner
    /// (the black destination below shows), and the square corner stays white.
    @Test func playerClipsAndRoundsTheChosenCorners() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "clip player test") else { return }
        let dir = try Tools.tempDir("clip-player")
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try NestedDrawingTests.timeline("    - view: badge\n      alpha: 1 -> 0.99", setup: """
                - set:
                    from.clips: true
                    from.cornerRadius: 150
                    from.corners: [topLeft, bottomLeft, bottomRight]
                    badge.frame: rect(0, 0, 200, 200)
            """)
        let page = dir.appendingPathComponent("player.html")
        try Data(TimelineRenderer.render([t], format: .html)).write(to: page)
        let shot = try BrowserTests().screenshot(chromium, url: page.absoluteString + "#t=0.25&op=push&paused&zoom=1",
                                                 size: (900, 560), in: dir, name: "clipped.png")
        let o = BrowserTests.stageOrigin
        let points = [((10, 10), (0, 0, 0)), ((100, 100), (255, 0, 0)), ((392, 6), (255, 255, 255)), ((6, 392), (0, 0, 0))]
        let got = try Tools.pixels(of: shot, at: points.map { (Int(o.x) + $0.0.0, Int(o.y) + $0.0.1) })
        for (p, px) in zip(points, got) {
            let ok = abs(px.0 - p.1.0) <= 8 && abs(px.1 - p.1.1) <= 8 && abs(px.2 - p.1.2) <= 8
            #expect(ok, "player at \(p.0): got rgb(\(px.0),\(px.1),\(px.2)), want \(p.1)")
        }
    }
}
