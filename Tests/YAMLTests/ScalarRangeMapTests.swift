import Foundation
import Testing
@testable import TransitionCompiler

/// The checker's `ScalarRangeMap` skips the span walk for values written verbatim (issue 17):
/// every range it gives must be the walk's own, for every scalar of the yaml-test-suite, of the
/// examples and of the diagnostic fixtures, and every sub-range of each value.
@Suite struct ScalarRangeMapTests {
    @Test func agreesWithTheWalkOverTheSuiteExamplesAndFixtures() throws {
        var files: [SourceFile] = []
        for c in YAMLTestSuiteTests.loadCases() ?? [] where !c.isError {
            files.append(SourceFile(path: c.id, bytes: c.yaml))
        }
        let root = YAMLTestSuiteTests.repoRoot
        for dir in ["Examples", "Tests/CompilerTests/Fixtures"] {
            let url = root.appending(path: dir)
            let names = (try? FileManager.default.subpathsOfDirectory(atPath: url.path(percentEncoded: false))) ?? []
            for name in names.sorted() where name.hasSuffix(".yaml") {
                if let data = FileManager.default.contents(atPath: url.appending(path: name).path(percentEncoded: false)) {
                    files.append(SourceFile(path: name, bytes: Array(data)))
                }
            }
        }
        #expect(files.count > 100)
        var verbatim = 0, walked = 0
        for file in files {
            var limits = YAMLLimits()
            limits.maxDepth = 1000
            let docs = YAMLComposer.compose(file, limits: limits, options: .init(allowUnknownTags: true), diagnostics: DiagnosticSink())
            var stack = docs.compactMap(\.root)
            while let node = stack.popLast() {
                switch node.content {
                case .scalar(let s):
                    if ScalarRangeMap.Verbatim(s) != nil { verbatim += 1 } else { walked += 1 }
                    let map = ScalarRangeMap(s)
                    let n = s.value.unicodeScalars.count
                    // Every sub-range of short values; the ends and a few inside for long ones.
                    let points = n <= 24 ? Array(0...n + 1) : [0, 1, 2, n / 3, n / 2, n - 2, n - 1, n, n + 1]
                    for lo in points {
                        for hi in points where hi >= lo {
                            #expect(map.sourceRange(ofValue: lo..<hi) == s.sourceRange(ofValue: lo..<hi),
                                    "\(file.path)@\(s.range.start) value \(s.value.debugDescription) \(lo)..<\(hi)")
                        }
                    }
                case .sequence(let items): stack += items
                case .mapping(let pairs): for p in pairs { stack += [p.key, p.value] }
                case .alias: break
                }
            }
        }
        // Both paths are exercised: most values are verbatim, quoted escapes and folded ones are not.
        #expect(verbatim > 1000 && walked > 100, "verbatim \(verbatim), walked \(walked)")
    }
}

/// `SourceFile.position(atOffset:near:)` is `position(atOffset:)` for every offset and every
/// position it may start from, on one line or another.
@Suite struct PositionNearTests {
    @Test(arguments: ["", "a", "\n", "ab\ncd\n", "a\n\nb\r\nc", "\u{e9}t\u{e9}\nxy\n\n", "- x: 'y'\n  z: \"w\"\n"])
    func sameAsTheSearch(_ text: String) {
        let file = SourceFile(path: "t.yaml", text: text)
        let n = file.scalars.count
        for from in 0...n {
            let p = file.position(atOffset: from)
            for o in -1...(n + 1) {
                #expect(file.position(atOffset: o, near: p) == file.position(atOffset: o), "\(text.debugDescription) \(from) \(o)")
            }
        }
    }
}
