import Foundation
import TransitionCompiler

/// `transc run --render FORMAT`.
public enum RenderFormat: String, Sendable, CaseIterable {
    case svg, html, png, gif, mp4
}

public enum RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    case noTimelines
    /// No rasteriser on PATH; the message names the packages to install.
    case missingRasterizer(String)
    case rasterizerFailed(String)
    case invalidTime(Double)
    /// No ffmpeg (or rsvg-convert) on PATH for a GIF or MP4; the message names the package.
    case missingEncoder(String)
    case encoderFailed(String)

    public var description: String {
        switch self {
        case .noTimelines: return "nothing to render: no timeline"
        case .missingRasterizer(let message): return message
        case .rasterizerFailed(let message): return "could not rasterise the frame: \(message)"
        case .invalidTime(let t): return "--at \(t): not a time within the transition"
        case .missingEncoder(let message): return message
        case .encoderFailed(let message): return "could not encode the video: \(message)"
        }
    }
}

public struct RenderOptions: Sendable, Equatable {
    public var svg: SVGOptions
    public var html: HTMLOptions
    public var video: VideoOptions
    public init(svg: SVGOptions = SVGOptions(), html: HTMLOptions = HTMLOptions(), video: VideoOptions = VideoOptions()) {
        self.svg = svg
        self.html = html
        self.video = video
    }
}

/// The one entry point the CLI calls.
public enum TimelineRenderer {
    /// - `svg`: the animated SVG of all `timelines`, one after another in one loop; with `at`, a
    ///   still SVG of the first timeline at that time.
    /// - `html`: the self-contained player with every timeline in its operation switcher; with
    ///   `at`, the page opens paused at that time.
    /// - `png`: a still of the first timeline at `at` (default 0), rasterised by rsvg-convert or
    ///   chromium. Throws `RenderError.missingRasterizer` when neither is installed.
    /// - `gif`, `mp4`: every timeline one after another, encoded by ffmpeg (`VideoRenderer`).
    public static func render(_ timelines: [Timeline], format: RenderFormat, at time: Double? = nil,
                              options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        guard let first = timelines.first else { throw RenderError.noTimelines }
        if let time, !time.isFinite || time < 0 { throw RenderError.invalidTime(time) }
        switch format {
        case .svg:
            if let time { return Array(SVGRenderer.renderFrame(first, at: time, options: options.svg).utf8) }
            return Array(SVGRenderer.render(timelines, options: options.svg).utf8)
        case .html:
            var html = options.html
            if let time { html.initialTime = time }
            return Array(HTMLRenderer.render(timelines, options: html).utf8)
        case .png:
            return try PNGRenderer.render(first, at: time ?? 0, options: options.svg)
        case .gif:
            return try VideoRenderer.render(timelines, format: .gif, options: options.video, svg: options.svg)
        case .mp4:
            return try VideoRenderer.render(timelines, format: .mp4, options: options.video, svg: options.svg)
        }
    }
}
