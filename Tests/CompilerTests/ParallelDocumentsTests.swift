import Foundation
import Testing
@testable import TransitionCompiler

/// The documents of one file are checked several at once (issue 17); the transitions, the
/// diagnostics (text, order, the count past the error limit) and the suggestion counters must be
/// those of checking them one after another.
@Suite struct ParallelDocumentsTests {
    struct Outcome: Equatable {
        var diagnostics: [Diagnostic]
        var dropped: Int
        var transitions: [String]
        var searches: Int
        var indexBuilds: Int
    }

    static func check(_ text: String, jobs: Int) -> Outcome {
        let file = SourceFile(path: "many.yaml", text: text)
        let sink = DiagnosticSink()
        let documents = YAMLComposer.compose(file, diagnostics: sink)
        let irs = Checker.check(documents: documents, file: file, diagnostics: sink, jobs: jobs)
        return Outcome(diagnostics: sink.sorted, dropped: sink.droppedErrors, transitions: irs.map { IRPrinter($0).render() },
                       searches: sink.suggestionSearches, indexBuilds: sink.suggestionIndexBuilds)
    }

    static func expectSameOnEveryJobCount(_ text: String, _ comment: Comment) {
        let one = check(text, jobs: 1)
        for jobs in [2, 3, 8] {
            #expect(check(text, jobs: jobs) == one, comment)
        }
    }

    /// A small transition; `typos` tracks with an unknown key each, `name` reused to make duplicates.
    static func document(_ name: String, typos: Int) -> String {
        var lines = ["transition: \(name)", "context: navigation", "views:", "  dot: overlay(#FF0000)",
                     "push:", "  setup:", "    - insert: to above from", "    - add: dot", "  animate:",
                     "    - view: dot", "      alpha: { from: 0, to: 1 }"]
        for _ in 0..<typos { lines += ["    - view: dot", "      alpah: 1"] }
        lines += ["  finish:", "    - remove: dot", "pop: reverse push"]
        return lines.joined(separator: "\n")
    }

    /// TRANSC_JOBS: a whole number over 0 is the count; anything else means one job per core.
    @Test func jobsSetting() {
        #expect(Checker.jobs(setting: "3", cores: 2) == 3)
        #expect(Checker.jobs(setting: "1", cores: 8) == 1)
        for ignored in [nil, "", "0", "-2", "two", "1.5", " 2"] as [String?] {
            #expect(Checker.jobs(setting: ignored, cores: 2) == 2, "TRANSC_JOBS=\(ignored ?? "unset")")
        }
        #expect(Checker.jobs(setting: nil, cores: 0) == 1)
        #expect(Checker.defaultJobs >= 1)
    }

    @Test func cleanDocuments() {
        let text = (0..<40).map { Self.document("T\($0)", typos: 0) }.joined(separator: "\n---\n") + "\n"
        let outcome = Self.check(text, jobs: 4)
        #expect(outcome.transitions.count == 40)
        #expect(outcome.diagnostics.isEmpty)
        Self.expectSameOnEveryJobCount(text, "40 clean documents")
    }

    @Test func errorsDuplicatesAndTheErrorLimit() {
        // 30 documents of 9 errors each (270, past the limit of 200 in the 23rd), every fifth
        // name used twice.
        let text = (0..<30).map { Self.document($0 % 5 == 1 ? "T\($0 - 1)" : "T\($0)", typos: 9) }
            .joined(separator: "\n---\n") + "\n"
        let outcome = Self.check(text, jobs: 4)
        #expect(outcome.dropped > 0, "the file goes past the error limit")
        #expect(outcome.diagnostics.contains { $0.code == "duplicate-transition" })
        Self.expectSameOnEveryJobCount(text, "errors past the limit, duplicate names")
        // Below the limit: every document's results are taken as they came.
        let fewer = (0..<12).map { Self.document("T\($0 % 7)", typos: 3) }.joined(separator: "\n---\n") + "\n"
        #expect(Self.check(fewer, jobs: 4).dropped == 0)
        Self.expectSameOnEveryJobCount(fewer, "errors below the limit, duplicate names")
    }

    /// Every example and every fixture that composes on its own, as the documents of one file.
    @Test func examplesAndFixturesAsOneFile() throws {
        var parts: [String] = []
        for url in Paths.yamlFiles(in: Paths.examples) + Paths.yamlFiles(in: Paths.fixtures) {
            let text = try String(contentsOf: url, encoding: .utf8)
            let sink = DiagnosticSink()
            let documents = YAMLComposer.compose(SourceFile(path: "one.yaml", text: text), diagnostics: sink)
            guard !sink.hasErrors, documents.count == 1 else { continue }
            parts.append(text)
        }
        #expect(parts.count > 40)
        let text = parts.joined(separator: "\n---\n") + "\n"
        Self.expectSameOnEveryJobCount(text, "examples and fixtures")
        Self.expectSameOnEveryJobCount(parts.reversed().joined(separator: "\n---\n") + "\n", "the same, reversed")
    }
}
