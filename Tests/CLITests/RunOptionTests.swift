import Foundation
import Testing

/// `transc run`'s options at their edges: negative values, the frame budget, `--at` rules,
/// stills past the end, unwritable outputs.
extension CLITests {
    @Test func negativeValuesAreParsedAsValues() throws {
        // A value starting with '-' is the option's value, not an unknown option.
        let released = try run(["run", "Examples/interactive-pop.yaml", "--op", "pop", "--scrub", "0.8", "--release-velocity", "-900"])
        #expect(released.status == 0, "\(released.stderr)")
        #expect(released.stdout.contains("release -900 pt/s"))
        #expect(released.stdout.contains("Cancelled"), "fast against the gesture cancels")
        // Out-of-range negatives reach validation, which names the range (usage: 64).
        let cases: [([String], String)] = [
            (["--fps", "-1"], "--fps must be a number of frames per second in (0, 10000], not -1"),
            (["--scrub", "-0.1", "--release-velocity", "0"], "--scrub expects a progress between 0 and 1, not -0.1"),
            (["--at", "-1"], "--at '-1': times must be seconds from 0 on"),
            (["--at", "0,inf"], "--at 'inf': times must be seconds from 0 on"),
        ]
        for (args, message) in cases {
            let r = try run(["run", "Examples/interactive-pop.yaml"] + args)
            #expect(r.status == 64, "\(args)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(!r.stderr.contains("Missing value"), "\(args)")
        }
    }

    @Test func longRunsAreRefusedBeyondTheFrameBudgetNotTruncated() throws {
        let spec = try String(contentsOf: Self.repoRoot.appendingPathComponent("Examples/custom-push.yaml"), encoding: .utf8)
        let long = try temp("long.yaml", spec.replacingOccurrences(of: "\nduration: 0.3\n", with: "\nduration: 200\n"))
        let started = Date()
        let refused = try run(["run", long.path, "--fps", "10000", "--format", "json"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("the run lasts 200 s: at 10000 fps that is 2000001 frames, more than the 100000 a run samples"), "\(refused.stderr)")
        #expect(refused.stderr.contains("lower --fps (at most 499 for this run) or sample chosen times with --at"))
        #expect(Date().timeIntervalSince(started) < 10, "refused before sampling anything")
        // Within the budget the whole run is sampled up to its end (the budget's edge itself is
        // tested on the interpreter, PreviewTests).
        let ok = try run(["run", long.path, "--fps", "10", "--format", "json"])
        #expect(ok.status == 0, "\(ok.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(ok.stdout.utf8)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [[String: Any]])
        #expect(frames.count == 2_001)
        #expect((frames.last?["time"] as? Double) == 200)
    }

    @Test func atTimesAreSortedDeduplicatedAndBounded() throws {
        let json = try run(["run", "Examples/photo-zoom.yaml", "--format", "json", "--at", "0.3,0.1,0.3,0"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let times = (object?["frames"] as? [[String: Any]])?.compactMap { $0["time"] as? Double }
        #expect(times == [0, 0.1, 0.3])
        // photo-zoom push ends at 0.35 s: 10 s past it is accepted, later is a mistake.
        #expect(try run(["run", "Examples/photo-zoom.yaml", "--at", "10.35"]).status == 0)
        let late = try run(["run", "Examples/photo-zoom.yaml", "--at", "0,11"])
        #expect(late.status == 1)
        #expect(late.stderr.contains("--at 11 is far past the run's end (0.35 s): times up to 10.35 s are accepted"), "\(late.stderr)")
        // The count of --at times is bounded by the interpreter (PreviewTests): one argument
        // cannot hold more than ~65,000 of them anyway (the kernel's 128 kB per argument).
    }

    @Test func tableShowsEventsOnTheirOwnRows() throws {
        let r = try run(["run", "Examples/photo-zoom.yaml", "--at", "0.1"])
        #expect(r.status == 0, "\(r.stderr)")
        // The events at 0.35 s get their own row (issue 20): no values, the time, the events.
        let row = r.stdout.split(separator: "\n").first { $0.hasPrefix("0.350") }
        #expect(row.map { $0.hasSuffix("finish, completeTransition(true)") } == true, "\(r.stdout)")
        #expect(!r.stdout.contains("after the last row"))
    }

    @Test func stillPastTheEndWarnsOrIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let svg = dir.appendingPathComponent("still.svg").path
        let past = try run(["run", "Examples/photo-zoom.yaml", "--render", "svg", "--at", "5", "-o", svg])
        #expect(past.status == 0)
        #expect(past.stderr.contains("warning: --at 5 is past the end of the transition (0.350 s): the picture shows the scene after it, once the finish steps have run"), "\(past.stderr)")
        let inside = try run(["run", "Examples/photo-zoom.yaml", "--render", "svg", "--at", "0.2", "-o", svg])
        #expect(inside.status == 0 && inside.stderr.isEmpty, "\(inside.stderr)")
        #expect(try run(["run", "Examples/photo-zoom.yaml", "--render", "svg", "--at", "60", "-o", svg]).status == 1)
    }

    @Test func unwritableOutputNamesThePathAndTheReason() throws {
        for args in [["run", "Examples/card.yaml", "--render", "svg"], ["emit-swift", "Examples/card.yaml"]] {
            let r = try run(args + ["-o", "/nonexistent/x.out"])
            #expect(r.status == 73, "\(args)")
            #expect(r.stderr == "/nonexistent/x.out: error: cannot write the file: no such directory\n", "\(args): \(r.stderr)")
            let dir = try temp("x", "").deletingLastPathComponent().path
            let onDir = try run(args + ["-o", dir])
            #expect(onDir.status == 73)
            #expect(onDir.stderr == "\(dir): error: cannot write the file: it is a directory\n", "\(args): \(onDir.stderr)")
        }
    }

    /// 6,001 rows per section (quadratic column widths once made this take ~50 s; the cost is
    /// measured by `transc-bench render`, which prints the table's time at 1× and 10× frames).
    @Test func tableAtTheFrameRateCeiling() throws {
        let r = try run(["run", "Examples/card.yaml", "--fps", "10000"])
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").count > 12_000)
    }
}

extension CLITests {
    @Test func tableDefaultRateIsStatedAndApplied() throws {
        // The table samples every 0.05 s by default (readability); --help and Docs/RUN.md say so,
        // and JSON keeps 60 fps.
        let help = try run(["run", "--help"], env: ["COLUMNS": "200"])
        #expect(help.stdout.contains("the table samples every 0.05 s (20 fps, to stay readable)"), "\(help.stdout)")
        let doc = try String(contentsOf: Self.repoRoot.appendingPathComponent("Docs/RUN.md"), encoding: .utf8)
        #expect(doc.contains("the **table** samples every\n  0.05 s (20 fps) by default"))
        let table = try run(["run", "Examples/photo-zoom.yaml"])
        let rows: [Substring] = table.stdout.split(separator: "\n")
        let times: [Double] = rows.compactMap { row in row.split(separator: " ").first.flatMap { Double($0) } }
        let expected: [Double] = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35]
        // Every block of columns repeats the time column.
        #expect(Array(times.prefix(expected.count)) == expected && times.count % expected.count == 0, "\(times)")
        let json = try run(["run", "Examples/photo-zoom.yaml", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["frames"] as? [Any])?.count == 22, "0.35 s at 60 fps: 0...21")
    }
}
