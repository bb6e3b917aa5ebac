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
