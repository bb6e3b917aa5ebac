import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Issue 18: real screens in the preview. photo-zoom's preview gives `from` and `to` mock screen
/// images (Examples/screens); the thumbnail (a provided view of `from`) shows its part of the
/// grid screen, and the zoom (a snapshot of it) the same part, scaled.
@Suite(.serialized) struct ImagePreviewTests {
    /// Colours of the mock screens (Examples/screens, drawn from SVG with flat fills).
    static let sky = (10, 132, 255), sun = (255, 214, 10), water = (30, 58, 138), greenTile = (52, 199, 89)

    /// (name, point in container space, rgb) at the start of the push and of the pop.
    static let pushStart: [(String, (Double, Double), (Int, Int, Int))] = [
        ("the tile's sky, under the zoom", (30, 230), sky),
        ("the tile's sun", (104, 300), sun),
        ("the grid's green tile (the screen image, not from's colour)", (210, 230), greenTile),
    ]
    /// At the pop's start the zoom covers the header (0, 0, 393, 393) showing the thumbnail's crop
    /// of the grid screen scaled up 393/176: the sun's centre lands at (196.5, 178.6), the tile's
    /// water at its bottom.
    static let popStart: [(String, (Double, Double), (Int, Int, Int))] = [
        ("the tile's sun, scaled into the header", (196, 179), sun),
        ("the tile's water, scaled", (20, 380), water),
        ("the tile's sky, scaled", (20, 20), sky),
    ]

    func expectPixels(_ png: URL, origin: (Double, Double), _ points: [(String, (Double, Double), (Int, Int, Int))],
                      _ what: String) throws {
        let got = try Tools.pixels(of: png, at: points.map { (Int(origin.0 + $0.1.0), Int(origin.1 + $0.1.1)) })
        for (p, px) in zip(points, got) {
            let ok = abs(px.0 - p.2.0) <= 10 && abs(px.1 - p.2.1) <= 10 && abs(px.2 - p.2.2) <= 10
            #expect(ok, "\(what): \(p.0) at \(p.1): got rgb(\(px.0),\(px.1),\(px.2)), want \(p.2)")
        }
    }

    @Test func imagesAreEmbeddedOnceAndCropped() throws {
        let push = try ExampleRun.timeline("photo-zoom", .push)
        #expect(push.images.count == 2)
        #expect(push.images.map(\.path) == ["screens/photo-grid.png", "screens/photo-detail.png"])
        let thumbnail = try #require(push.frames[0].views["thumbnail"]?.image)
        #expect(thumbnail.index == 0)
        #expect(abs(thumbnail.crop.x - 16.0 / 393) < 1e-12 && abs(thumbnail.crop.width - 176.0 / 393) < 1e-12)
        #expect(push.frames[0].views["zoom"]?.image == thumbnail, "a snapshot shows what its source shows")
        let svg = SVGRenderer.render([push])
        #expect(svg.components(separatedBy: "data:image/png;base64,").count == 3, "each image once")
        let tree = try TreeBuilder.parse(svg)
        let viewBox = tree.view("thumbnail").first?.all { $0.name == "svg" }.first?.attributes["viewBox"]
        #expect(viewBox == "16 220 176 176", "\(viewBox ?? "none")")   // the image is 393 px wide: 1 px per point
        // Views with an image draw it instead of a label; the JSON timeline does not carry images.
        #expect(tree.view("from").first?.all { $0.name == "text" }.isEmpty == true)
        #expect(!TimelineJSON.render([push]).contains("base64"))
    }

    @Test func pngStillShowsTheScreens() throws {
        guard Tools.require(["rsvg-convert"], package: "librsvg2-bin", for: "image PNG test") != nil else { return }
        let dir = try Tools.tempDir("image-png")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (op, points) in [(TransitionCompiler.Operation.push, Self.pushStart), (.pop, Self.popStart)] {
            let png = try PNGRenderer.render(try ExampleRun.timeline("photo-zoom", op), at: 0, tool: .rsvgConvert)
            let file = dir.appendingPathComponent("\(op).png")
            try Data(png).write(to: file)
            try expectPixels(file, origin: (0, 0), points, "PNG \(op) at 0")
        }
    }

    @Test func playerShowsTheScreensInChromium() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "image browser test") else { return }
        let dir = try Tools.tempDir("image-html")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("player.html")
        let timelines = [try ExampleRun.timeline("photo-zoom", .push), try ExampleRun.timeline("photo-zoom", .pop)]
        try Data(HTMLRenderer.render(timelines).utf8).write(to: page)
        for (op, points) in [("push", Self.pushStart), ("pop", Self.popStart)] {
            let shot = try BrowserTests().screenshot(chromium, url: page.absoluteString + "#t=0&op=\(op)&paused&zoom=1",
                                                     size: (900, 1000), in: dir, name: "\(op).png")
            try expectPixels(shot, origin: BrowserTests.stageOrigin, points, "player \(op) at 0")
        }
    }
}

/// A GIF or MP4 rasterises one SVG per frame: the preview images are written once beside the
/// frames and referenced by name, not base64-encoded again into every frame's document.
@Suite struct VideoFrameImageTests {
    @Test func framesReferenceTheImagesWrittenOnce() throws {
        let push = try ExampleRun.timeline("photo-zoom", .push)
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("transc-frames-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        let documents = try VideoRenderer.frameDocuments([push], fps: 25, svg: SVGOptions(), in: dir)
        #expect(documents.count > 10)
        for (i, image) in push.images.enumerated() {
            let file = dir.appendingPathComponent("image-\(i).\(image.format.rawValue)")
            let written = fm.contents(atPath: file.path).map { [UInt8]($0) == image.bytes } ?? false
            #expect(written, "image \(i) written once as \(file.lastPathComponent)")
        }
        for document in documents {
            let embeds = document.contains("base64"), names = document.contains("href=\"image-0.png\"") && document.contains("href=\"image-1.png\"")
            #expect(!embeds && names)
        }
        // Each frame is its document without the images: far smaller than the images' bytes.
        let imageBytes = push.images.reduce(0) { $0 + $1.bytes.count }
        #expect(documents.allSatisfy { $0.utf8.count < imageBytes / 2 })
    }
}
