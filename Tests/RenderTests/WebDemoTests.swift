import Foundation
import Testing
import TransitionCompiler
import TransitionPreview
import WebEmitter

/// `transc emit-web --demo`'s page in headless Chromium: it plays the transition on the preview
/// scene (Docs/EMIT-WEB.md, "The demo page").
@Suite struct WebDemoTests {
    static func demo(_ example: String) throws -> (String, TransitionIR) {
        let t = try WebProof.transition(example)
        let scenes = try t.operations.filter { $0.branch != nil }.map { op in
            let timeline = try Interpreter.run(t, options: RunOptions(operation: op.operation, sampleTimes: [0]))
            return DemoPage.Scene(operation: op.operation, width: timeline.containerWidth, height: timeline.containerHeight,
                                  states: WebProof.webStates(timeline.before))
        }
        return (DemoPage.html(t, sourcePath: "\(example).yaml", scenes: scenes), t)
    }

    /// The pop of interactive-pop at 0 and half-way: the Detail screen (#FF2D55) covers the frame,
    /// then has slid right off its left half, where the List screen shows.
    @Test func demoPlaysThePop() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "web demo test") else { return }
        let (html, _) = try Self.demo("interactive-pop")
        let dir = try Tools.tempDir("web-demo")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("demo.html")
        try Data(html.utf8).write(to: page)
        // The frame: 16 px margin, 1 px border, the 390 × 844 scene scaled by 560 / 844.
        let scale = 560.0 / 844, x = { (pt: Double) in 17 + Int(pt * scale) }, y = 17 + Int(400 * scale)
        var seen: [[(Int, Int, Int, Int)]] = []
        for time in ["0", "0.2"] {
            let shot = try BrowserTests().screenshot(chromium, url: page.absoluteString + "#op=pop&t=\(time)", size: (700, 620), in: dir, name: "pop-\(time).png")
            seen.append(try Tools.pixels(of: shot, at: [(x(90), y), (x(300), y)]))
        }
        let red = { (p: (Int, Int, Int, Int)) in p.0 > 230 && p.1 < 90 && p.2 < 130 }
        #expect(red(seen[0][0]) && red(seen[0][1]), "at 0 the Detail screen covers the frame: \(seen[0])")
        #expect(!red(seen[1][0]) && seen[1][0].0 > 200 && seen[1][0].1 > 200, "half-way the List shows on the left: \(seen[1][0])")
        #expect(red(seen[1][1]), "half-way the Detail screen still covers the right: \(seen[1][1])")
    }
}
