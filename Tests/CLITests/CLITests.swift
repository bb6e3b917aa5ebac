import Foundation
import Testing

/// The `transc` binary end to end: exit codes, output shape, colour rules, atomic output.
@Suite(.serialized) struct CLITests {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary SwiftPM built beside the test runner (the test target depends on `transc`).
    static var binary: URL? {
        let runnerDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [runnerDir, runnerDir.deletingLastPathComponent(), repoRoot.appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("transc") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ args: [String], env: [String: String] = [:], in dir: URL? = nil) throws -> Run {
        let bin = try #require(Self.binary, "the transc binary was not found next to the test runner")
        let p = Process()
        p.executableURL = bin
        p.arguments = args
        p.currentDirectoryURL = dir ?? Self.repoRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Read before waiting: a full pipe would block the child.
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    func temp(_ name: String, _ contents: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// `-q` is `--quiet`, as the short form every Unix checker has (it was refused as an unknown option).
    @Test func quietHasAShortForm() throws {
        let fixture = "Tests/CompilerTests/Fixtures/left-in-container.yaml"
        let long = try run(["check", "--quiet", fixture])
        let short = try run(["check", "-q", fixture])
        #expect(long.status == 0)
        #expect(!(long.stdout + long.stderr).contains("warning:"))
        #expect(short.status == long.status)
        #expect(short.stdout == long.stdout)
        #expect(short.stderr == long.stderr)
    }

    @Test func checkExamplesIsClean() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.repoRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/" + $0 }
        let r = try run(["check"] + examples)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.hasSuffix("checked \(examples.count) files, \(examples.count) transitions: 0 errors, 0 warnings\n"))
    }

    @Test func checkReportsEveryErrorWithLocationAndExits1() throws {
        let url = try temp("bad.yaml", "transition: Bad\ncontext: navigaton\nduraton: 0.3\n")
        let r = try run(["check", url.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(url.path):2:10: error: unknown context 'navigaton'"))
        #expect(r.stderr.contains("\(url.path):3:1: error: unknown key 'duraton'"))
        #expect(r.stderr.contains(" 2 | context: navigaton\n   |          ^~~~~~~~~\n"))
        #expect(r.stderr.contains("note: did you mean 'navigation'?"))
        #expect(r.stderr.contains("2 errors"))
        #expect(!r.stderr.contains("\u{1B}["), "no colour when stderr is not a terminal")
    }

    @Test func unreadableInputExits66AndUsageExits64() throws {
        let missing = try run(["check", "/nonexistent/spec.yaml"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("/nonexistent/spec.yaml: error: cannot read the file: no such file"))
        let dir = try run(["check", FileManager.default.temporaryDirectory.path])
        #expect(dir.status == 66)
        #expect(try run(["check"]).status == 64)
        #expect(try run(["check", "--no-such-flag", "x.yaml"]).status == 64)
        #expect(try run(["frobnicate"]).status == 64)
    }

    @Test func hugeFileIsRefusedAtOnce() throws {
        let url = try temp("huge.yaml", "")
        let handle = try FileHandle(forWritingTo: url)
        let line = Data(("key: " + String(repeating: "x", count: 1019) + "\n").utf8)
        for _ in 0..<(9 * 1024) { handle.write(line) }
        try handle.close()
        let r = try run(["check", url.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(url.path):1:1: error: the file is 9 MiB (9446400 bytes); a spec may be at most 8 MiB"))
    }

    @Test func binaryGarbageIsALocatedError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("garbage.yaml")
        // A fixed seed, so a failure reproduces.
        var state: UInt64 = 0x9E3779B97F4A7C15
        let bytes = (0..<4096).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        try Data(bytes).write(to: url)
        let r = try run(["check", url.path])
        #expect(r.status == 1)
        #expect(r.stderr.range(of: #"garbage\.yaml:\d+:\d+: error: "#, options: .regularExpression) != nil, "\(r.stderr.prefix(400))")
    }

    @Test func runPrintsATableAndJSON() throws {
        let table = try run(["run", "Examples/photo-zoom.yaml"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("PhotoZoom"))
        let json = try run(["run", "Examples/photo-zoom.yaml", "--format", "json", "--at", "0,0.35"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["operation"] as? String == "push")
        #expect((object?["frames"] as? [Any])?.count == 2)
        #expect(try run(["run", "Examples/photo-zoom.yaml", "--op", "dismiss"]).status == 1)
        #expect(try run(["run", "Examples/photo-zoom.yaml", "--fps", "banana"]).status == 64)
    }

    @Test func emitSwiftWritesAtomicallyAndLeavesOutputAloneOnErrors() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("transc-cli-\(UUID().uuidString).swift")
        let ok = try run(["emit-swift", "Examples/sidebar.yaml", "-o", out.path])
        #expect(ok.status == 0, "\(ok.stderr)")
        let written = try String(contentsOf: out, encoding: .utf8)
        #expect(written.contains("final class SidebarPresentationController"))
        let bad = try temp("bad.yaml", "transition: Bad\ncontext: modal\n")
        let failed = try run(["emit-swift", bad.path, "-o", out.path])
        #expect(failed.status == 1)
        #expect(try String(contentsOf: out, encoding: .utf8) == written, "a spec with errors must not touch the output")
        let stdout = try run(["emit-swift", "Examples/sidebar.yaml"])
        #expect(stdout.stdout == written)
    }

    /// Several specs emitted together share one copy of the support code (issue 11, item 9); a
    /// single spec's file still stands alone; an error in any spec writes nothing.
    @Test func emitSwiftOfSeveralSpecsSharesOneSupportCopy() throws {
        let together = try run(["emit-swift", "Examples/card.yaml", "Examples/sidebar.yaml", "Examples/photo-zoom.yaml"])
        #expect(together.status == 0, "\(together.stderr)")
        let swift = together.stdout
        #expect(swift.components(separatedBy: "private final class CoordinatedAnimatorGroup").count == 2, "one support copy")
        #expect(swift.components(separatedBy: "private func transitionParticipant(").count == 2)
        for type in ["final class CardPresentationAnimator", "final class SidebarAnimator", "final class PhotoZoomAnimator"] {
            #expect(swift.contains(type))
        }
        #expect(swift.contains("from card.yaml, sidebar.yaml, photo-zoom.yaml."), "the specs by file name only")
        let alone = try run(["emit-swift", "Examples/card.yaml"])
        #expect(alone.stdout.contains("private final class CoordinatedAnimatorGroup"))
        let bad = try temp("bad2.yaml", "transition: Bad\ncontext: modal\n")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("transc-cli-\(UUID().uuidString).swift")
        let failed = try run(["emit-swift", "Examples/card.yaml", bad.path, "-o", out.path])
        #expect(failed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}

/// `transc run --render gif|mp4` (issue 18): the files, and the one-line errors.
@Suite(.serialized) struct VideoCLITests {
    let cli = CLITests()

    @Test func gifAndMp4AreWritten() throws {
        guard ProcessInfo.processInfo.environment["CI"] != nil
                || (CLITestsTools.onPath("ffmpeg") && CLITestsTools.onPath("rsvg-convert")) else {
            print("SKIPPED gifAndMp4AreWritten: ffmpeg or rsvg-convert missing (Scripts/install-test-tools)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = dir.appendingPathComponent("zoom.gif"), mp4 = dir.appendingPathComponent("zoom.mp4")
        let r1 = try cli.run(["run", "Examples/photo-zoom.yaml", "--op", "both", "--render", "gif", "--size", "160", "-o", gif.path])
        #expect(r1.status == 0, "\(r1.stderr)")
        #expect(try Data(contentsOf: gif).starts(with: Array("GIF89a".utf8)))
        let r2 = try cli.run(["run", "Examples/card.yaml", "--render", "mp4", "--fps", "30", "-o", mp4.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        #expect(try Data(contentsOf: mp4).dropFirst(4).starts(with: Array("ftyp".utf8)))
    }

    @Test func missingEncoderIsOneLineSayingHowToInstallIt() throws {
        // A PATH with rsvg-convert's folder only when it is not also ffmpeg's: an empty PATH is enough
        // to be sure ffmpeg is absent (rsvg-convert is looked up first, so this names it).
        let r = try cli.run(["run", "Examples/photo-zoom.yaml", "--render", "gif", "-o", "/tmp/transc-never.gif"], env: ["PATH": "/nonexistent"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("sudo apt-get install"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/transc-never.gif"))
    }

    @Test func videoOptionsAreValidated() throws {
        for (args, message) in [
            (["--render", "gif", "--at", "0.1"], "--at is for stills"),
            (["--size", "200"], "--size sets a GIF's or MP4's width"),
            (["--render", "mp4", "--play-once"], "--play-once is for --render gif"),
            (["--render", "gif", "--size", "5"], "--size must be a width in 16...4096"),
        ] {
            let r = try cli.run(["run", "Examples/photo-zoom.yaml", "-o", "/tmp/transc-x.out"] + args)
            #expect(r.status == 64, "\(args): \(r.status)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
    }
}

enum CLITestsTools {
    static func onPath(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
}
