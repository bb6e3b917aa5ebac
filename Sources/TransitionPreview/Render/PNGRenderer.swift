import Foundation
import TransitionCompiler

/// A still PNG of one timeline at a time: the still SVG (`SVGRenderer.renderFrame`) rasterised by
/// an external tool found on PATH: `rsvg-convert` (Debian: librsvg2-bin) when present, else
/// headless `chromium`. Neither present: `RenderError.missingRasterizer`, naming the package.
public enum PNGRenderer {
    public enum Tool: String, Sendable, CaseIterable {
        case rsvgConvert = "rsvg-convert"
        case chromium = "chromium"
    }

    /// The rasteriser that `render` would use, and its path; nil when none is installed.
    public static func availableTool() -> (tool: Tool, path: String)? {
        for tool in Tool.allCases {
            if let path = findExecutable(tool.rawValue) { return (tool, path) }
        }
        return nil
    }

    public static func render(_ timeline: Timeline, at time: Double, options: SVGOptions = SVGOptions(),
                              tool preferred: Tool? = nil) throws -> [UInt8] {
        let svg = SVGRenderer.renderFrame(timeline, at: time, options: options)
        let found: (tool: Tool, path: String)?
        if let preferred {
            found = findExecutable(preferred.rawValue).map { (preferred, $0) }
        } else {
            found = availableTool()
        }
        guard let (tool, path) = found else {
            throw RenderError.missingRasterizer(
                "--render png needs a rasteriser: rsvg-convert (Debian/Ubuntu: sudo apt-get install librsvg2-bin) or chromium (sudo apt-get install chromium); neither was found on PATH")
        }
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("transc-png-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        let input = dir.appendingPathComponent("frame.svg")
        let output = dir.appendingPathComponent("frame.png")
        try Data(svg.utf8).write(to: input)
        let width = Int(max(1, fin(timeline.containerWidth)).rounded(.up))
        let height = Int((max(1, fin(timeline.containerHeight)) + (options.caption ? SVGRenderer.captionHeight : 0)).rounded(.up))
        let arguments: [String]
        switch tool {
        case .rsvgConvert:
            arguments = rsvgArguments(input: input, output: output, width: nil)
        case .chromium:
            arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
                         "--screenshot=\(output.path)", input.absoluteString]
        }
        let (status, stderr) = try runTool(path, arguments, in: dir, timeout: 60)
        guard status == 0, let data = fm.contents(atPath: output.path), !data.isEmpty else {
            let detail = stderr.split(separator: "\n").prefix(3).joined(separator: " / ")
            throw RenderError.rasterizerFailed("\(tool.rawValue) exited with status \(status)\(detail.isEmpty ? "" : ": " + detail)")
        }
        return [UInt8](data)
    }

    /// rsvg-convert's command line for one frame, optionally scaled to `width` pixels.
    static func rsvgArguments(input: URL, output: URL, width: Int?) -> [String] {
        ["--format", "png", "--output", output.path] + (width.map { ["--width", String($0), "--keep-aspect-ratio"] } ?? []) + [input.path]
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a tool with stdout discarded and stderr captured in a file (no pipe to fill up),
    /// killing it after `timeout` seconds.
    /// `errorFile` names the stderr capture, so that concurrent calls in one folder keep apart.
    static func runTool(_ path: String, _ arguments: [String], in dir: URL, timeout: Double,
                        errorFile: String = "stderr.txt") throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = dir
        let errURL = dir.appendingPathComponent(errorFile)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? errHandle.close() }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw RenderError.rasterizerFailed("\((path as NSString).lastPathComponent) did not finish within \(Int(timeout)) s")
        }
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return (process.terminationStatus, stderr)
    }
}
