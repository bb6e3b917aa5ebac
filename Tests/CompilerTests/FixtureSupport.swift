import Foundation
import TransitionCompiler

/// Test files are found relative to this source file (the test target has no resources).
enum Paths {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repoRoot.appendingPathComponent("Tests/CompilerTests/Fixtures")
    static let goldens = repoRoot.appendingPathComponent("Tests/CompilerTests/Goldens")
    static let examples = repoRoot.appendingPathComponent("Examples")
    static let docs = repoRoot.appendingPathComponent("Docs")

    static func yamlFiles(in dir: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { dir.appendingPathComponent($0) }
    }
}

/// An expected diagnostic written in a fixture's comments:
///
///     curve: easeInOout
///     #      ^ error: unknown curve 'easeInOout'
///
/// The caret's column is the expected column on the nearest line above that is not itself an
/// expectation; `# expect@12:3 error: text` names the position outright. The text must be a
/// substring of the message (or, for `note`, of one of the diagnostic's notes).
struct Expectation: Equatable, CustomStringConvertible {
    var severity: String
    var line: Int
    var column: Int
    var text: String
    var description: String { "\(line):\(column): \(severity): \(text)" }

    static func parse(_ source: String) -> [Expectation] {
        var result: [Expectation] = []
        var lastCodeLine = 0
        for (index, raw) in source.components(separatedBy: "\n").enumerated() {
            let lineNumber = index + 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# expect@") {
                // # expect@L:C severity: text
                let rest = trimmed.dropFirst("# expect@".count)
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                // `^` as the line means the nearest code line above (for column 1, which a caret cannot mark).
                let pos = parts[0].split(separator: ":").map { $0 == "^" ? lastCodeLine : Int($0) ?? -1 }
                if pos.count == 2, parts.count == 2, let (sev, text) = splitSeverity(parts[1]) {
                    result.append(Expectation(severity: sev, line: pos[0], column: pos[1], text: text))
                }
                continue
            }
            let chars = Array(raw)
            if trimmed.hasPrefix("#"), let caret = chars.firstIndex(of: "^"),
               chars[..<caret].allSatisfy({ $0 == " " || $0 == "#" }) {
                let after = String(chars[(caret + 1)...]).trimmingCharacters(in: .whitespaces)
                if let (sev, text) = splitSeverity(after) {
                    result.append(Expectation(severity: sev, line: lastCodeLine, column: caret + 1, text: text))
                    continue
                }
            }
            lastCodeLine = lineNumber
        }
        return result
    }

    private static func splitSeverity(_ s: String) -> (String, String)? {
        for sev in ["error", "warning", "note"] where s.hasPrefix(sev + ": ") {
            return (sev, String(s.dropFirst(sev.count + 2)))
        }
        return nil
    }
}

/// Compares what the compiler said about a fixture with what the fixture expects.
/// Returns human-readable mismatches (empty when they agree).
func mismatches(for url: URL) -> (problems: [String], codes: Set<String>) {
    guard let data = FileManager.default.contents(atPath: url.path) else { return (["cannot read \(url.path)"], []) }
    let file = SourceFile(path: url.lastPathComponent, bytes: Array(data))
    let result = Compiler.compile(file)
    let expected = Expectation.parse(String(decoding: data, as: UTF8.self))
    var problems: [String] = []
    if expected.isEmpty { problems.append("the fixture expects nothing: every fixture must carry expectations") }
    var unmatched = result.diagnostics.filter { $0.severity != .note }
    for e in expected {
        if e.severity == "note" {
            let found = result.diagnostics.contains { d in
                d.notes.contains { n in
                    n.message.contains(e.text) && ((n.range.map { $0.start.line == e.line && $0.start.column == e.column } ?? false)
                        || (d.range.start.line == e.line && d.range.start.column == e.column))
                }
            }
            if !found { problems.append("expected note not produced: \(e)") }
            continue
        }
        if let i = unmatched.firstIndex(where: {
            $0.severity.rawValue == e.severity && $0.range.start.line == e.line && $0.range.start.column == e.column && $0.message.contains(e.text)
        }) {
            unmatched.remove(at: i)
        } else {
            let near = result.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message)" }
            problems.append("expected diagnostic not produced: \(e)\n    produced: \(near.joined(separator: "\n              "))")
        }
    }
    for d in unmatched {
        problems.append("unexpected \(d.severity.rawValue) at \(d.range.start.line):\(d.range.start.column): \(d.message) [\(d.code)]")
    }
    return (problems, Set(result.diagnostics.map(\.code)))
}
