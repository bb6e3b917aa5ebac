import struct AnimatorCore.FingerPath
import ArgumentParser
import Foundation
import TransitionCompiler
import TransitionPreview

/// `transc run FILE`: plays one operation of a transition on AnimatorCore and prints its
/// timeline (Docs/RUN.md). Exit status: 0 ok, 1 spec or run error, 64 usage, 66 unreadable
/// input, 73 unwritable output.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play a transition on AnimatorCore and print its timeline (no device needed).",
        discussion: """
        Plays one operation of the transition in FILE in a stand-in scene built from its \
        `preview:` section and prints every view's state over time. See Docs/RUN.md.

        Exit status: 0 ok, 1 spec or run error (including a run longer than the 100000-frame \
        budget), 64 usage error, 66 unreadable input, 73 unwritable output.

        Examples:
          transc run Examples/photo-zoom.yaml
          transc run Examples/interactive-pop.yaml --op pop --scrub 0.3 --release-velocity 900
          transc run Examples/photo-viewer.yaml --op dismiss --drag "0:0,0 0.1:10,60 0.2:20,160 0.22:up"
          transc run Examples/card.yaml --op dismiss --format json --at 0,0.3,0.6
          transc run Examples/photo-zoom.yaml --op both --render svg -o zoom.svg
          transc run Examples/card.yaml --op dismiss --render html -o card.html
          transc run Examples/photo-zoom.yaml --render png --at 0.2 -o still.png
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, csv
    }

    @Argument(help: "The transition spec (YAML).")
    var file: String

    @Option(name: .long, help: "The operation to play (push, pop, present, dismiss, forward, backward, or both). Default: the context's first custom operation (the HTML player: every custom operation).")
    var op: String?

    @Option(name: .long, help: "The transition to play when FILE holds several (by name). Default: the first.")
    var transition: String?

    // `.unconditional`: the value may start with '-' (`--fps -1`), which is then refused by
    // validate() with the range, instead of being taken for an unknown option.
    @Option(name: .long, parsing: .unconditional, help: "Frames per second of the sampling grid, in (0, 10000]. Default 60 for json, csv and pictures; the table samples every 0.05 s (20 fps, to stay readable) unless --fps or --at is given. A run samples at most 100000 frames.")
    var fps: Double?

    @Option(name: .long, parsing: .unconditional, help: "Sample exactly at these seconds, comma-separated (e.g. 0,0.1,0.35): sorted, duplicates dropped; up to 10 s past the run's end (the end state).")
    var at: String?

    @Option(name: .long, help: "Output format: table, json or csv.")
    var format: Format = .table

    @Flag(name: .long, help: "Play the isAnimated == false path: the end state at once.")
    var notAnimated = false

    @Option(name: .long, parsing: .unconditional, help: "Interactive scenario: drive the operation's gesture to this progress (0…1), pause, release.")
    var scrub: Double?

    @Option(name: .long, parsing: .unconditional, help: "With --scrub: the release velocity in points per second along the gesture's axis.")
    var releaseVelocity: Double?

    @Option(name: .long, help: "Interactive scenario: a finger path \"T:DX,DY T:DX,DY … T:up\" (seconds; points from the touch-down; up lifts with the last segment's velocity; samples after up touch down again).")
    var drag: String?

    @Flag(name: .long, help: "Play with Reduce Motion on: what the spec's reduceMotion: plays (a crossfade by default). With --render html the player gets a Reduce Motion toggle either way.")
    var reduceMotion = false

    @Option(name: .long, help: "Render pictures instead of printing the timeline: svg (animated, loops), html (a player), png (a still at --at), gif or mp4 (encoded by ffmpeg; --fps sets the frame rate, default 25).")
    var render: RenderFormat?

    @Option(name: .long, parsing: .unconditional, help: "With --render gif|mp4: the width in pixels, the height in proportion (default: the device width in points).")
    var size: Int?

    @Flag(name: .long, help: "With --render gif: play once instead of looping.")
    var playOnce = false

    @Option(name: [.short, .customLong("output")], help: "Write the output here (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var locale: LocaleOptions

    /// The device settings the run plays under (Reduce Motion, then the locale's and appearance's).
    var settings: DeviceSettings {
        var s = DeviceSettings(reduceMotion: reduceMotion)
        locale.apply(to: &s)
        return s
    }

    func validate() throws {
        if let fps, !(fps.isFinite && fps > 0 && fps <= 10_000) {
            throw ValidationError("--fps must be a number of frames per second in (0, 10000], not \(fps)")
        }
        if fps != nil && at != nil { throw ValidationError("--fps and --at are mutually exclusive") }
        if at != nil { _ = try times() }
        if (scrub == nil) != (releaseVelocity == nil) {
            throw ValidationError("--scrub and --release-velocity go together: --scrub PROGRESS --release-velocity V")
        }
        if let scrub, !(scrub.isFinite && (0...1).contains(scrub)) {
            throw ValidationError("--scrub expects a progress between 0 and 1, not \(scrub)")
        }
        if let v = releaseVelocity, !v.isFinite { throw ValidationError("--release-velocity must be a finite number") }
        if scrub != nil && notAnimated { throw ValidationError("--scrub cannot be combined with --not-animated") }
        if let op, op != "both", TransitionCompiler.Operation(rawValue: op) == nil {
            throw ValidationError("unknown operation '\(op)': expected one of \(TransitionCompiler.Operation.allCases.map(\.rawValue).joined(separator: ", ")), both")
        }
        if let drag {
            if scrub != nil { throw ValidationError("--drag and --scrub are two scenarios: give one") }
            if notAnimated { throw ValidationError("--drag cannot be combined with --not-animated") }
            if op == "both" { throw ValidationError("--drag plays one operation: choose it with --op") }
            do { _ = try FingerPath.parse(drag) } catch { throw ValidationError(error.description) }
        }
        if op == "both" && scrub != nil { throw ValidationError("--scrub plays one operation: choose it with --op") }
        if render == .png, parsedTimes()?.count != 1 {
            throw ValidationError("--render png draws one still: give its time with --at T")
        }
        if let render, [.png, .gif, .mp4].contains(render), output == nil, isatty(1) == 1 {
            throw ValidationError("--render \(render.rawValue) writes binary data: give a file with -o FILE")
        }
        let video = render == .gif || render == .mp4
        if video, at != nil { throw ValidationError("--render \(render!.rawValue) plays the whole operation: --at is for stills (png, svg, html)") }
        if size != nil, !video { throw ValidationError("--size sets a GIF's or MP4's width: use it with --render gif or mp4") }
        if let size, !(16...4096).contains(size) { throw ValidationError("--size must be a width in 16...4096 pixels, not \(size)") }
        if playOnce, render != .gif { throw ValidationError("--play-once is for --render gif (an MP4 has no loop flag)") }
        if video, let fps, fps > 100 { throw ValidationError("--fps for a GIF or MP4 must be at most 100 (a GIF's frame delay is counted in hundredths of a second)") }
    }

    /// `--at`'s times as given (the interpreter sorts them and drops duplicates), or nil without
    /// `--at`; a usage error names the first bad entry and the accepted range.
    func times() throws -> [Double]? {
        guard let at else { return nil }
        let parts = at.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var times: [Double] = []
        for p in parts {
            guard let v = Double(p), v.isFinite, v >= 0 else {
                throw ValidationError("--at '\(p)': times must be seconds from 0 on (finite, not negative), separated by commas, e.g. --at 0,0.1,0.35")
            }
            times.append(v)
        }
        return times
    }

    /// `times()` once `validate()` has accepted them.
    func parsedTimes() -> [Double]? { (try? times()) ?? nil }

    func run() throws {
        let diagnostics = DiagnosticOutput()
        let result = try loadCheckedSpec(file, output: diagnostics)
        guard let t = pickTransition(result.transitions) else { throw ExitCode(1) }

        var operations: [TransitionCompiler.Operation?]
        // The player plays every custom operation unless told one: a page with a button per
        // operation, the interactive ones with their drag panel.
        if op == "both" || (op == nil && render == .html && scrub == nil) {
            operations = t.context.operations.filter { t.operation($0)?.branch != nil }
            if operations.isEmpty { operations = [nil] }
        } else {
            operations = [op.flatMap { TransitionCompiler.Operation(rawValue: $0) }]
        }
        let defaultFPS = format == .table && at == nil && render == nil ? 20.0 : 60.0
        // Pictures sample the motion at the frame rate; --at only picks a still's time.
        let sampleTimes = render == nil ? parsedTimes() : nil
        var timelines: [Timeline] = []
        for operation in operations {
            var options = RunOptions(operation: operation, fps: fps ?? defaultFPS, sampleTimes: sampleTimes,
                                     animated: !notAnimated,
                                     scrub: scrub.map { RunOptions.Scrub(progress: $0, releaseVelocity: releaseVelocity ?? 0) },
                                     settings: settings)
            options.drag = drag.flatMap { try? FingerPath.parse($0) }
            do {
                timelines.append(try Interpreter.run(t, options: options))
            } catch let error as RunError {
                printError("\(file): error: \(error.description)")
                throw ExitCode(1)
            }
        }
        if let render {
            try renderPictures(render, timelines: timelines, transition: t, output: diagnostics)
            return
        }
        switch format {
        case .table:
            let width = terminalWidth()
            print(timelines.map { TimelineTable.render($0, width: width) }.joined(separator: "\n"), terminator: "")
        case .json:
            print(TimelineJSON.render(timelines), terminator: "")
        case .csv:
            print(TimelineCSV.render(timelines), terminator: "")
        }
    }

    /// SVG, the HTML player or a PNG still. The player gets, after each interactive operation's
    /// timeline, that operation's own finishing and cancelling releases (played with its own
    /// gesture), so the page shows the real outcomes of every operation.
    func renderPictures(_ format: RenderFormat, timelines: [Timeline], transition t: TransitionIR, output: DiagnosticOutput) throws {
        var all: [Timeline] = []
        for timeline in timelines {
            all.append(timeline)
            guard format == .html, scrub == nil, drag == nil, let gesture = timeline.gesture else { continue }
            do {
                all += try Self.releases(of: timeline.operation, gesture: gesture, in: t, fps: fps ?? 60, settings: timeline.settings)
            } catch let error as RunError {
                output.error("\(file): error: \(error.description)")
                throw ExitCode(1)
            }
        }
        if format == .html { all += Self.reducedMotionCounterparts(of: all, in: t, fps: fps ?? 60) }
        let video = VideoOptions(fps: fps ?? 25, width: size, loop: !playOnce)
        let options = RenderOptions(video: video)
        let still = parsedTimes()?.first
        if let still, let first = timelines.first, still > first.endTime + 1e-9 {
            // Same bound as the timeline's --at; short of it, the picture shows the scene after the
            // end (finish steps run), which is what a user asking for a time past the end expects,
            // but said out loud (and in the caption).
            do { try Interpreter.checkTime(still, endTime: first.endTime) } catch let error as RunError {
                output.error("\(file): error: \(error.description)")
                throw ExitCode(1)
            }
            output.error("\(file): warning: --at \(NumberFormat.short(still)) is past the end of the transition "
                         + "(\(NumberFormat.fixed(first.endTime, decimals: 3)) s): the picture shows the scene after it, once the \(first.outcome == .finished ? "finish" : "cancel") steps have run")
        }
        do {
            let bytes = try TimelineRenderer.render(all, format: format, at: still, options: options)
            try writeOutput(Data(bytes), to: self.output, output: output)
        } catch let error as RenderError {
            output.error("\(file): error: \(error.description)")
            throw ExitCode(1)
        }
    }

    /// The operation released slowly 0.2 past its `finishAt` (finishes) and 0.2 before it
    /// (cancels): progress decides at velocity 0.
    static func releases(of operation: TransitionCompiler.Operation, gesture: TimelineGesture, in t: TransitionIR,
                         fps: Double, settings: DeviceSettings = .standard) throws -> [Timeline] {
        let continuous = t.operation(operation)?.interaction?.continuous != nil
        return try [min(1, gesture.finishAt + 0.2), max(0, gesture.finishAt - 0.2)].map { progress in
            var options = RunOptions(operation: operation, fps: fps, sampleTimes: nil, animated: true,
                                     scrub: RunOptions.Scrub(progress: progress, releaseVelocity: 0), settings: settings)
            if continuous {
                // The continuous model plays a finger: the same progress reached along the axis,
                // held, and lifted at rest (issue 30).
                options.scrub = nil
                let travel = progress * gesture.distance
                let (dx, dy) = gesture.axis == "x" ? (travel, 0.0) : (0.0, travel)
                options.drag = FingerPath(touches: [FingerPath.Touch(samples: [
                    .init(time: 0, translation: .init(x: 0, y: 0)),
                    .init(time: 0.3, translation: .init(x: dx, y: dy)),
                    .init(time: 0.4, translation: .init(x: dx, y: dy)),
                ], lift: 0.45)])
            }
            return try Interpreter.run(t, options: options)
        }
    }

    func pickTransition(_ transitions: [TransitionIR]) -> TransitionIR? {
        if let name = transition {
            if let t = transitions.first(where: { $0.name == name }) { return t }
            let known = transitions.map(\.name).joined(separator: ", ")
            printError("\(file): error: no transition named '\(name)' (the file defines: \(known.isEmpty ? "none" : known))")
            return nil
        }
        guard let first = transitions.first else {
            printError("\(file): error: the file defines no transition")
            return nil
        }
        return first
    }

    func terminalWidth() -> Int {
        if let cols = ProcessInfo.processInfo.environment["COLUMNS"], let n = Int(cols), n >= 60 { return min(n, 160) }
        return 100
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

extension RenderFormat: ExpressibleByArgument {}
