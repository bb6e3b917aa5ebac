import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// An example of the repository, played by the interpreter.
enum ExampleRun {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// `images: false` drops the preview's screen images (views then show labels).
    static func timeline(_ example: String, _ operation: TransitionCompiler.Operation? = nil, fps: Double = 60,
                         images: Bool = true) throws -> Timeline {
        let path = "Examples/\(example).yaml"
        let url = packageRoot.appendingPathComponent(path)
        let result = Compiler.compile(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
        var t = try #require(result.transitions.first, "\(example) does not check")
        if !images { t.preview.views = t.preview.views.mapValues { var v = $0; v.image = nil; return v } }
        return try Interpreter.run(t, options: RunOptions(operation: operation, fps: fps))
    }
}

/// Issue 18: labels never print over each other; the view's name shows on hover.
@Suite struct LabelLegibilityTests {
    /// photo-zoom at 0.2 s (without its screen images, so its views show labels): Grid fades out
    /// where Detail fades in, both full screen. Before the label layout both were drawn at the
    /// same point ("Grid" over "Detail").
    @Test func crossFadingLabelsAreDrawnApart() throws {
        let timeline = try ExampleRun.timeline("photo-zoom", .push, images: false)
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(timeline, at: 0.2))
        func labelY(_ view: String) throws -> Double {
            let text = try #require(svg.view(view).first?.all { $0.name == "text" }.first, "no label on \(view)")
            return try #require(Double(text.attributes["y"] ?? ""))
        }
        let from = try labelY("from"), to = try labelY("to")
        let size = LabelLayout.fontSize(timeline.frames[0].views["to"]!)
        #expect(abs(from - to) >= size, "labels of from and to at y \(from) and \(to): they overprint")
        // The same offsets in the player's data.
        let html = HTMLRenderer.render([timeline])
        #expect(html.contains("\"name\":\"to\",\"label\":\"Detail\""))
        let dys = html.components(separatedBy: "\"labelDy\":").dropFirst().map { $0.prefix { "-0123456789.".contains($0) } }
        #expect(Set(dys).count > 1, "every label of the player at the same offset: \(dys)")
    }

    /// `a` fades out where `b` fades in (one frame, one centre); `c` stays far from both: only
    /// the pair that meets is set apart, and a label that meets none stays centred.
    @Test func onlyLabelsThatMeetMove() throws {
        let frames = (0...10).map { i -> TimelineFrame in
            let p = Double(i) / 10
            return TimelineFrame(time: p, progress: p, views: [
                "container": Fixture.state(0, 0, 400, 300, color: Fixture.navy, order: 0),
                "a": Fixture.state(0, 0, 200, 200, color: Fixture.red, alpha: 1 - p, order: 1, label: "Grid"),
                "b": Fixture.state(0, 0, 200, 200, color: Fixture.blue, alpha: p, order: 2, label: "Detail"),
                "c": Fixture.state(300, 200, 80, 80, color: Fixture.green, order: 3, label: "Far"),
            ])
        }
        let timeline = Timeline(transition: "Fade", operation: .push, duration: 1, outcome: .finished, events: [],
                                frames: frames, before: frames[0].views, after: frames[10].views,
                                containerWidth: 400, containerHeight: 300, viewNames: ["container", "a", "b", "c"])
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(timeline, at: 0.5))
        func labelY(_ view: String) -> Double? {
            (svg.view(view).first?.all { $0.name == "text" }.first?.attributes["y"]).flatMap(Double.init)
        }
        #expect(labelY("a") == 0 && labelY("c") == 0)
        #expect(abs((labelY("b") ?? 0) - 0) >= 24, "Detail at \(labelY("b") ?? 0): over Grid")
    }

    @Test func viewNamesShowOnHover() throws {
        let timeline = try ExampleRun.timeline("photo-zoom", .push)
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(timeline, at: 0.2))
        let titles = svg.view("to").first?.children.filter { $0.name == "title" }.map(\.text)
        #expect(titles == ["to"])
        #expect(HTMLRenderer.render([timeline]).contains("el.title = v.name"))
    }
}

/// Issue 18: GIF and MP4, encoded by ffmpeg, measured with ffmpeg's own probe.
@Suite struct VideoTests {
    static func probe(_ ffprobe: String, _ file: URL, in dir: URL, countFrames: Bool) throws -> [String: String] {
        var arguments = ["-v", "error", "-select_streams", "v:0"]
        if countFrames { arguments.append("-count_frames") }
        arguments += ["-show_entries", "stream=width,height,nb_frames,nb_read_frames:format=duration,format_name",
                      "-of", "default=noprint_wrappers=1", file.path]
        let (status, out, err) = try Tools.run(ffprobe, arguments, in: dir)
        #expect(status == 0, "ffprobe: \(err)")
        var result: [String: String] = [:]
        for line in out.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { result[parts[0]] = parts[1] }
        }
        return result
    }

    /// The frames drawn: lead-in hold, every 1/fps to the end, the pause hold.
    @Test func frameTimesCoverTheOperation() throws {
        let timeline = try ExampleRun.timeline("photo-zoom", .push)
        let times = VideoRenderer.frameTimes([timeline], fps: 25, svg: SVGOptions(leadIn: 0, pause: 0))
        #expect(times.count == 10)   // 0, 0.04 … 0.32, then the end 0.35
        #expect(times.first?.time == 0)
        #expect(abs((times.last?.time ?? 0) - timeline.endTime) < 1e-12)
    }

    /// The cut at finish shows (issue 31 item 3): the final hold is the scene after the finish
    /// steps (photo-zoom's snapshot removed, the thumbnail shown again), as the SVG's and the
    /// player's last instants are; the last animated frame before it is the end, before finish.
    @Test func theFinalHoldIsTheSceneAfterFinish() throws {
        let timeline = try ExampleRun.timeline("photo-zoom", .push)
        let svg = SVGOptions(leadIn: 0, pause: 0.2)
        let times = VideoRenderer.frameTimes([timeline], fps: 25, svg: svg)
        let hold = times.suffix(5)
        #expect(hold.allSatisfy { $0.time > timeline.endTime }, "\(hold.map(\.time))")
        let last = SVGRenderer.renderFrame(timeline, at: hold.last!.time, options: svg)
        #expect(last.contains("after finish"), "the hold's caption")
        let end = times[times.count - 6]
        #expect(abs(end.time - timeline.endTime) < 1e-12)
    }

    @Test func gifHasTheFramesAndDurationOfTheTransition() throws {
        guard let ffprobe = Tools.require(["ffprobe"], package: "ffmpeg", for: "gif"),
              Tools.require(["ffmpeg"], package: "ffmpeg", for: "gif") != nil,
              Tools.require(["rsvg-convert"], package: "librsvg2-bin", for: "gif") != nil else { return }
        let dir = try Tools.tempDir("gif")
        defer { try? FileManager.default.removeItem(at: dir) }
        let timeline = try ExampleRun.timeline("photo-zoom", .push)
        let svg = SVGOptions(leadIn: 0, pause: 0)
        let bytes = try VideoRenderer.render([timeline], format: .gif, options: VideoOptions(fps: 25, width: 200), svg: svg)
        let file = dir.appendingPathComponent("out.gif")
        try Data(bytes).write(to: file)
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        let info = try Self.probe(ffprobe, file, in: dir, countFrames: true)
        let expected = VideoRenderer.frameTimes([timeline], fps: 25, svg: svg).count
        #expect(info["nb_read_frames"] == String(expected), "\(info)")
        #expect(abs((Double(info["duration"] ?? "") ?? 0) - Double(expected) * 0.04) < 1e-6, "\(info)")
        #expect(info["width"] == "200")
        // 393 × (852 + the 30-point caption), scaled to 200 wide.
        #expect(info["height"] == String(Int((200.0 * 882 / 393).rounded())), "\(info)")
    }

    @Test func mp4PlaysBothOperationsForTheirLength() throws {
        guard let ffprobe = Tools.require(["ffprobe"], package: "ffmpeg", for: "mp4"),
              Tools.require(["ffmpeg"], package: "ffmpeg", for: "mp4") != nil,
              Tools.require(["rsvg-convert"], package: "librsvg2-bin", for: "mp4") != nil else { return }
        let dir = try Tools.tempDir("mp4")
        defer { try? FileManager.default.removeItem(at: dir) }
        let push = try ExampleRun.timeline("photo-zoom", .push), pop = try ExampleRun.timeline("photo-zoom", .pop)
        let svg = SVGOptions()
        let bytes = try VideoRenderer.render([push, pop], format: .mp4, options: VideoOptions(fps: 30), svg: svg)
        let file = dir.appendingPathComponent("out.mp4")
        try Data(bytes).write(to: file)
        let info = try Self.probe(ffprobe, file, in: dir, countFrames: false)
        let frames = VideoRenderer.frameTimes([push, pop], fps: 30, svg: svg).count
        #expect(info["nb_frames"] == String(frames), "\(info)")
        #expect(abs((Double(info["duration"] ?? "") ?? 0) - Double(frames) / 30) < 0.05, "\(info)")
        #expect(info["format_name"]?.contains("mp4") == true)
        #expect(info["width"] == "392" && info["height"] == "882", "even dimensions for yuv420p: \(info)")
    }
}
