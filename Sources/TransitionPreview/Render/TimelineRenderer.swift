import Foundation
import TransitionCompiler

/// `transc run --render FORMAT`.
public enum RenderFormat: String, Sendable, CaseIterable {
    case svg, html, png
}

public enum RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    case noTimelines
    /// No rasteriser on PATH; the message names the packages to install.
    case missingRasterizer(String)
    case rasterizerFailed(String)
    case invalidTime(Double)

    public var description: String {
        switch self {
        case .noTimelines: return "nothing to render: no timeline"
        case .missingRasterizer(let message): return message
        case .rasterizerFailed(let message): return "could not rasterise the frame: \(message)"
        case .invalidTime(let t): return "--at \(t): not a time within the transition"
        }
    }
}

public struct RenderOptions: Sendable, Equatable {
    public var svg: SVGOptions
    public var html: HTMLOptions
    public init(svg: SVGOptions = SVGOptions(), html: HTMLOptions = HTMLOptions()) {
        self.svg = svg
        self.html = html
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
        }
    }
}
