import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Issue 31 item 5: an image snapshot previews its image's aspect, not its source view's: the
/// source's preview `image:` (its pixel size, and its pixels drawn aspect-filled), else the
/// preview's `imageSize:`, else the source's own shape.
@Suite struct ImageSnapshotAspectTests {
    static func timeline(_ thumbnail: String) throws -> Timeline {
        let yaml = """
        transition: Zoom
        context: navigation
        duration: 0.4
        views:
          thumbnail: source.photo
          zoom: imageSnapshot(thumbnail)
        push:
          setup:
            - insert: to above from
            - add: zoom
          animate:
            - view: zoom
              frame: rect(0, 0, 400, 200)
          finish:
            - remove: zoom
        pop: reverse push
        preview:
          device: { width: 400, height: 800 }
          thumbnail:
            frame: rect(20, 300, 100, 100)
        \(thumbnail)
        """
        let path = ExampleRun.packageRoot.appendingPathComponent("Examples/aspect.yaml").path
        let result = Compiler.compile(SourceFile(path: path, bytes: Array(yaml.utf8)))
        let t = try #require(result.transitions.first, "\(result.diagnostics)")
        return try Interpreter.run(t, options: RunOptions(operation: .push, fps: 10))
    }

    /// A 4:3 photo in a square thumbnail: the snapshot's image is 4:3.
    @Test func imageSizeGivesTheAspect() throws {
        let t = try Self.timeline("    imageSize: { width: 400, height: 300 }")
        let fill = try #require(t.frames.last(where: { $0.views["zoom"]?.imageFill != nil })?.views["zoom"]?.imageFill)
        #expect(abs(fill.aspect - 4.0 / 3) < 1e-12, "aspect \(fill.aspect)")
    }

    /// A preview image on the source: its pixel size is the aspect, and the snapshot draws its
    /// pixels (aspect-filled) rather than the colour standing for them.
    @Test func previewImageGivesTheAspectAndIsDrawn() throws {
        let t = try Self.timeline("    image: screens/photo-grid.png")
        let image = try #require(t.images.first)
        let fill = try #require(t.frames.last(where: { $0.views["zoom"]?.imageFill != nil })?.views["zoom"]?.imageFill)
        #expect(abs(fill.aspect - Double(image.pixelWidth) / Double(image.pixelHeight)) < 1e-12, "aspect \(fill.aspect)")
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(t, at: 0.2))
        let uses = svg.view("zoom").first?.all { $0.name == "use" } ?? []
        #expect(uses.contains { $0.attributes["href"] == "#transc-image-0" }, "the zoom does not draw the photo")
    }

    /// A mistyped size is an error with its range.
    @Test func badImageSizeIsAnError() throws {
        let yaml = """
        transition: Zoom
        context: navigation
        views:
          thumbnail: source.photo
        push:
          setup:
            - insert: to above from
        preview:
          thumbnail:
            imageSize: { width: 0, height: 300 }
        """
        let result = Compiler.compile(SourceFile(path: "x.yaml", bytes: Array(yaml.utf8)))
        #expect(result.diagnostics.contains { $0.code == "out-of-range" && $0.range.start.line == 10 }, "\(result.diagnostics)")
    }
}
