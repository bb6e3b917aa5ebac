import Testing
@testable import TransitionCompiler

/// "Did you mean" is searched only for errors that are printed, from one index of the file's
/// view names (issue 21: 15,000 unknown names sorted every name for every error, 30 s).
@Suite struct SuggestionCostTests {
    /// `declared` views, each added in setup; `unknown` tracks each naming a typo of one of them.
    static func spec(declared: Int, unknown: Int) -> String {
        var lines = ["transition: Typos", "context: navigation", "views:"]
        lines += (0..<declared).map { "  view\($0): overlay(#FF0000)" }
        lines += ["push:", "  setup:", "    - insert: to above from"] + (0..<declared).map { "    - add: view\($0)" }
        lines += ["  animate:", "    - view: view0", "      alpha: 1"] + (0..<unknown).flatMap { ["    - view: veiw\($0 % declared)", "      alpha: 1"] }
        lines += ["  finish:"] + (0..<declared).map { "    - remove: view\($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    static func check(_ text: String) -> DiagnosticSink {
        let file = SourceFile(path: "typos.yaml", text: text)
        let sink = DiagnosticSink()
        _ = Checker.check(documents: YAMLComposer.compose(file, diagnostics: sink), file: file, diagnostics: sink)
        return sink
    }

    @Test func searchedOnlyForPrintedErrorsFromOneIndex() {
        let sink = Self.check(Self.spec(declared: 50, unknown: 300))
        #expect(sink.errorCount == sink.errorLimit)
        #expect(sink.droppedErrors == 300 - sink.errorLimit)
        #expect(sink.suggestionSearches == sink.errorLimit, "one search per printed error, none past the cap")
        #expect(sink.suggestionIndexBuilds == 1, "the view names are indexed once per file")
        let printed = sink.sorted
        #expect(printed.first?.notes.first?.message == "did you mean 'view0'?")
        #expect(printed.last?.notes.first?.message == "did you mean 'view49'?")
    }

    @Test func aCleanFileIndexesNothing() {
        let sink = Self.check(Self.spec(declared: 50, unknown: 0))
        #expect(!sink.hasErrors)
        #expect(sink.suggestionSearches == 0)
        #expect(sink.suggestionIndexBuilds == 0)
    }

    /// The index gives what a search of the sorted candidates gives: the nearest name, ties to
    /// the first in sorted order, short names only by case, and nothing too far off.
    @Test(arguments: ["veiw1", "VIEW2", "vew", "xyz", "v", "V1", "view100", "alhpa", ""])
    func indexAgreesWithTheListSearch(_ name: String) {
        let names = ["view1", "view2", "view10", "v1", "alpha", "Alpha", "zoom", "vie"]
        #expect(Names.closest(to: name, in: [NameIndex(names)]) == Names.closest(to: name, in: names.sorted()))
        #expect(Names.closest(to: name, in: [NameIndex(Array(names.prefix(3))), NameIndex(Array(names.dropFirst(3)))])
                == Names.closest(to: name, in: names.sorted()))
    }
}
