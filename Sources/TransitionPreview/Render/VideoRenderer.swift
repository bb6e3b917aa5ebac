import Foundation
import TransitionCompiler

/// Options of `--render gif|mp4`.
public struct VideoOptions: Sendable, Equatable {
    /// Frames per second. A GIF stores each frame's delay in hundredths of a second, so its rate
    /// is exact only where 100 / fps is whole (20, 25, 50…); others are rounded by the encoder.
    public var fps: Double
    /// The output's width in pixels (height in proportion); nil: the container's width in points.
    public var width: Int?
    /// A GIF loops forever unless false (an MP4 has no loop flag: players decide).
    public var loop: Bool

    public init(fps: Double = 25, width: Int? = nil, loop: Bool = true) {
        self.fps = fps
        self.width = width
        self.loop = loop
    }
}

/// Timelines → the still SVG frames the other renderers draw (`SVGRenderer.renderFrame`),
/// rasterised by rsvg-convert, encoded by ffmpeg: a GIF (palette made from the frames, so flat
/// colours stay flat) or an H.264 MP4. Each operation plays from its first frame to its end,
/// holding the first frame for the SVG's lead-in and the scene after the finish (cancel) steps for
/// its pause, as the animated SVG does. Both tools are found on PATH; a missing one is `RenderError.missingEncoder`, naming the
/// Debian package.
public enum VideoRenderer {
    public enum Format: String, Sendable { case gif, mp4 }

    /// The times drawn, per timeline index, for `fps`: the lead-in hold, every 1/fps from the
    /// first frame to the end (the end itself last), the pause hold (after the finish steps).
    public static func frameTimes(_ timelines: [Timeline], fps: Double, svg: SVGOptions = SVGOptions()) -> [(timeline: Int, time: Double)] {
        var result: [(Int, Double)] = []
        let step = 1 / fps
        for (index, t) in timelines.enumerated() {
            let start = fin(t.frames.first?.time ?? 0), end = max(start, fin(t.endTime))
            let hold = { (seconds: Double, time: Double) in
                for _ in 0..<Int((max(0, fin(seconds)) * fps).rounded()) { result.append((index, time)) }
            }
            hold(svg.leadIn, start)
            let count = Int(((end - start) * fps).rounded(.down))
            for i in 0...count { result.append((index, start + Double(i) * step)) }
            if start + Double(count) * step < end - 1e-9 { result.append((index, end)) }
            // The hold is the scene after the finish (cancel) steps, a cut on a device (a snapshot
            // removed, a view shown): one millisecond past the end, as the SVG and the player show it.
            hold(svg.pause, end + SVGRenderer.afterCut)
        }
        return result
    }

    public static func render(_ timelines: [Timeline], format: Format, options: VideoOptions = VideoOptions(),
                              svg: SVGOptions = SVGOptions()) throws -> [UInt8] {
        guard !timelines.isEmpty else { throw RenderError.noTimelines }
        guard let rsvg = PNGRenderer.findExecutable("rsvg-convert") else {
            throw RenderError.missingEncoder("--render \(format.rawValue) needs rsvg-convert to draw its frames (Debian/Ubuntu: sudo apt-get install librsvg2-bin); it was not found on PATH")
        }
        guard let ffmpeg = PNGRenderer.findExecutable("ffmpeg") else {
            throw RenderError.missingEncoder("--render \(format.rawValue) needs ffmpeg to encode (Debian/Ubuntu: sudo apt-get install ffmpeg); it was not found on PATH")
        }
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("transc-video-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }

        try rasterise(try frameDocuments(timelines, fps: options.fps, svg: svg, in: dir), width: options.width, with: rsvg, in: dir)

        let output = dir.appendingPathComponent("out.\(format.rawValue)")
        let input = ["-y", "-v", "error", "-framerate", Num.format(options.fps, decimals: 6),
                     "-i", dir.appendingPathComponent("frame%05d.png").path]
        let encode: [String]
        switch format {
        case .gif:
            encode = ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=none",
                      "-loop", options.loop ? "0" : "-1", output.path]
        case .mp4:
            // yuv420p (what every player decodes) needs even dimensions.
            encode = ["-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                      "-movflags", "+faststart", output.path]
        }
        let (status, stderr) = try PNGRenderer.runTool(ffmpeg, input + encode, in: dir, timeout: 600)
        guard status == 0, let data = fm.contents(atPath: output.path), !data.isEmpty else {
            let detail = stderr.split(separator: "\n").prefix(3).joined(separator: " / ")
            throw RenderError.encoderFailed("ffmpeg exited with status \(status)\(detail.isEmpty ? "" : ": " + detail)")
        }
        return [UInt8](data)
    }

    /// The SVG of every frame drawn, for rasterising in `dir`. The preview images are written
    /// there once (image-0.png…) and each frame names them: base64 in every frame would encode
    /// them, write them and have rsvg-convert decode them again once per frame.
    static func frameDocuments(_ timelines: [Timeline], fps: Double, svg: SVGOptions, in dir: URL) throws -> [String] {
        let first = timelines.first?.images ?? []
        var names: [String] = []   // by index in the spec's images
        for (i, image) in first.enumerated() {
            let name = "image-\(i).\(image.format.rawValue)"
            try Data(image.bytes).write(to: dir.appendingPathComponent(name))
            names.append(name)
        }
        // Timelines of one spec share its list; any other keeps its images embedded.
        let shared = timelines.map { $0.images == first }
        return frameTimes(timelines, fps: fps, svg: svg).map { frame in
            SVGRenderer.renderFrame(timelines[frame.timeline], at: frame.time, options: svg) { i, image in
                shared[frame.timeline] && names.indices.contains(i) ? names[i] : dataURI(image)
            }
        }
    }

    /// Writes frame00000.png… in `dir`, one rsvg-convert per frame, on every core.
    static func rasterise(_ svgs: [String], width: Int?, with rsvg: String, in dir: URL) throws {
        let failures = FailureBox()
        DispatchQueue.concurrentPerform(iterations: svgs.count) { i in
            let name = String(format: "frame%05d", i)
            let input = dir.appendingPathComponent(name + ".svg"), output = dir.appendingPathComponent(name + ".png")
            do {
                try Data(svgs[i].utf8).write(to: input)
                let arguments = PNGRenderer.rsvgArguments(input: input, output: output, width: width)
                let (status, stderr) = try PNGRenderer.runTool(rsvg, arguments, in: dir, timeout: 60,
                                                               errorFile: name + ".stderr")
                if status != 0 { failures.record("rsvg-convert exited with status \(status) on frame \(i): \(stderr.prefix(200))") }
            } catch {
                failures.record("frame \(i): \(error)")
            }
        }
        if let first = failures.first { throw RenderError.rasterizerFailed(first) }
    }
}

/// The first failure of a concurrent loop.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func record(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var first: String? { lock.lock(); defer { lock.unlock() }; return messages.first }
}
