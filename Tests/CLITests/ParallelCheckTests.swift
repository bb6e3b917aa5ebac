import Foundation
import Testing
@testable import transc

/// `transc check` of many files checks them on every core (issue 17); what it prints must not
/// depend on that: the same bytes, in the order the files were given, as one file at a time.
@Suite(.serialized) struct ParallelCheckTests {
    /// Like `CLITests.run`, but through files: the output here is larger than a pipe's buffer,
    /// and reading one pipe to its end while the child fills the other would never finish.
    func run(_ args: [String], env: [String: String]) throws -> CLITests.Run {
        let bin = try #require(CLITests.binary, "the transc binary was not found next to the test runner")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-parallel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outURL = dir.appendingPathComponent("out"), errURL = dir.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let p = Process()
        p.executableURL = bin
        p.arguments = args
        p.currentDirectoryURL = CLITests.repoRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        p.standardOutput = out
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        try out.close()
        try err.close()
        return CLITests.Run(status: p.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
                            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// Every fixture (errors and warnings), the examples, a missing file and a directory,
    /// twice over: more files than one window of work per core.
    func files() throws -> [String] {
        let root = CLITests.repoRoot
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/CompilerTests/Fixtures").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Tests/CompilerTests/Fixtures/" + $0 }
        let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/" + $0 }
        let once: [String] = Array(fixtures[..<30]) + ["no-such-file.yaml"] + examples + ["Examples"] + Array(fixtures[30...])
        return once + once.reversed()
    }

    @Test(arguments: [[], ["--codes"], ["--quiet"], ["--dump-ir"], ["--format", "json"], ["--format", "sarif"]])
    func outputIsTheSameOnOneCoreAndOnAll(_ flags: [String]) throws {
        let files = try files()
        #expect(files.count > 100)
        let one = try run(["check"] + flags + files, env: ["TRANSC_JOBS": "1"])
        #expect(one.status == 66)
        #expect(!one.stderr.isEmpty)
        for jobs in ["2", "5"] {
            let many = try run(["check"] + flags + files, env: ["TRANSC_JOBS": jobs])
            #expect(many.status == one.status)
            #expect(many.stdout == one.stdout, "standard output differs with TRANSC_JOBS=\(jobs) \(flags)")
            #expect(many.stderr == one.stderr, "standard error differs with TRANSC_JOBS=\(jobs) \(flags)")
        }
    }

    /// The order of the files given, not the order checking finishes in.
    @Test func diagnosticsFollowTheOrderOfTheFiles() throws {
        let files = try files().filter { $0.hasPrefix("Tests/") }
        let r = try run(["check"] + files, env: ["TRANSC_JOBS": "4"])
        var seen: [String] = []
        for line in r.stderr.split(separator: "\n") {
            guard let path = files.first(where: { line.hasPrefix($0 + ":") }) else { continue }
            if seen.last != path { seen.append(path) }
        }
        var expected: [String] = []
        for f in files where seen.contains(f) && expected.last != f { expected.append(f) }
        #expect(seen.count > 40)
        #expect(seen == expected)
    }

    /// Over 64 files, `transc check` hands swift-argument-parser only its options and first file
    /// (`ManyFileOperands`: the parser is quadratic in the number of files). What it does must be
    /// what the parser does with the whole command line, which `--` before the files forces.
    @Test(arguments: [[], ["--quiet", "--codes"], ["-q", "--codes"], ["--dump-ir"], ["--format", "json"], ["--format=sarif"],
                      ["--format", "json", "--dump-ir"]])
    func manyFilesParseAsTheParserWould(_ flags: [String]) throws {
        let files = try files()
        #expect(files.count > 64)
        // The options in the middle of the files, as a shell glob and a flag after it give them.
        let half = files.count / 2
        let mixed = try run(["check"] + Array(files[..<half]) + flags + Array(files[half...]), env: [:])
        let parser = try run(["check"] + flags + ["--"] + files, env: [:])
        #expect(mixed.status == parser.status)
        #expect(mixed.stdout == parser.stdout, "standard output differs for \(flags)")
        #expect(mixed.stderr == parser.stderr, "standard error differs for \(flags)")
    }

    /// An option the shortcut does not know leaves the whole command line to the parser.
    @Test func unknownOptionsAmongManyFilesAreTheParsersToReport() throws {
        let files = try files()
        let r = try run(["check"] + files + ["--no-such-option"], env: [:])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--no-such-option"))
    }

    /// The shortcut's list of `check`'s options is the command's own (from its help).
    @Test func theShortcutKnowsEveryOptionOfCheck() throws {
        let help = try run(["check", "--help"], env: [:]).stdout
        var options = Set<String>(), valued = Set<String>()
        // Long names, and short ones (`-q`): both reach the shortcut.
        for word in help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
        where word.hasPrefix("--") || (word.count == 2 && word.hasPrefix("-") && word.last!.isLetter) {
            options.insert(String(word))
        }
        for line in help.split(separator: "\n") {
            let words = line.split(separator: " ")
            for (k, w) in words.enumerated() where w.hasPrefix("--") && k + 1 < words.count && words[k + 1].hasPrefix("<") {
                valued.insert(String(w))
            }
        }
        options.subtract(["--help", "--version", "-h"])
        valued.subtract(["--help", "--version"])
        // `--codes` is hidden from the help; the shortcut's list holds it too.
        #expect(options.subtracting(valued).union(["--codes"]) == ManyFileOperands.flags)
        #expect(valued == ManyFileOperands.valueOptions)
    }
}
