import Foundation
import Testing
import TransitionCompiler

/// A fix-it must fix (issue 20, item 3): every fix-it the fixtures produce (the catalogue's
/// examples, Docs/DIAGNOSTICS.md) is applied to the file, and the file checked again. The
/// diagnostic it fixes is gone from its line, and every error left is one that was there before
/// or a different, later one: after the fixed place in the file, or of a later stage (a YAML fix
/// lets the checker run).
@Suite struct FixItTests {
    struct Outcome { var applied = 0; var problems: [String] = [] }

    static func apply(_ fix: Diagnostic.FixIt, to file: SourceFile) -> SourceFile {
        var scalars = Array(file.scalars)
        let a = max(0, min(fix.range.start.offset, scalars.count)), b = max(a, min(fix.range.end.offset, scalars.count))
        scalars.replaceSubrange(a..<b, with: Array(fix.replacement.unicodeScalars))
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return SourceFile(path: file.path, text: String(text))
    }

    static func isYAMLLevel(_ code: String) -> Bool { code.hasPrefix("yaml-") }

    static func check(_ url: URL) throws -> Outcome {
        let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let before = Compiler.compile(file).diagnostics.filter { $0.severity != .note }
        var outcome = Outcome()
        for d in before where !d.fixIts.isEmpty {
            var fixed = file
            // A diagnostic's fix-its are one fix; applied from the end so offsets stay valid.
            for fix in d.fixIts.sorted(by: { $0.range.start.offset > $1.range.start.offset }) { fixed = apply(fix, to: fixed) }
            outcome.applied += 1
            let lineDelta = fixed.lineStarts.count - file.lineStarts.count
            let after = Compiler.compile(fixed).diagnostics.filter { $0.severity == .error }
            let fixedLines = d.fixIts.map(\.range.start.line)
            let here = "\(url.lastPathComponent):\(d.range.start) \(d.code) '\(d.message)' fixed by \(d.fixIts.map { "'\($0.replacement)'" }.joined(separator: ", "))"
            if after.contains(where: { $0.code == d.code && $0.range.start.line == d.range.start.line && $0.message == d.message }) {
                outcome.problems.append("\(here): the same error is still there")
            }
            for e in after {
                // Lines after an inserted or removed line move by the difference.
                let line = e.range.start.line > (fixedLines.max() ?? 0) ? e.range.start.line - lineDelta : e.range.start.line
                let known = before.contains { $0.code == e.code && $0.range.start.line == line }
                let later = line > d.range.start.line || (isYAMLLevel(d.code) && !isYAMLLevel(e.code))
                if !known && !later {
                    outcome.problems.append("\(here): leads to \(e.range.start) \(e.code) '\(e.message)'")
                }
            }
        }
        return outcome
    }

    @Test(arguments: Paths.yamlFiles(in: Paths.fixtures).map(\.lastPathComponent))
    func everyFixItFixes(_ name: String) throws {
        let outcome = try Self.check(Paths.fixtures.appendingPathComponent(name))
        #expect(outcome.problems.isEmpty, Comment(rawValue: outcome.problems.joined(separator: "\n")))
    }

    /// A fix-it reaches a spec that checks in one step: no fix-it that leaves the same mistake
    /// (`easeOut()` offered as `easeOut()`), none that walks through several errors to a dead end
    /// (SwiftUI's spring renamed label by label into no spring form).
    @Test(arguments: [
        ("easeOut()", "easeOut"),
        ("spring(response:0.4, dampingFraction:0.8)", "spring(duration:0.4, bounce:0.2)"),
        ("spring(response:0.5, dampingFraction:1.25, velocity:2)", "spring(duration:0.5, bounce:-0.2, velocity:2)"),
        ("spring(response:0.3)", "spring(duration:0.3, bounce:0.175)"),
    ])
    func oneStepFixes(_ curve: String, _ expected: String) {
        let text = "transition: T\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: 0 -> 1\n      curve: \"\(curve)\"\n"
        let file = SourceFile(path: "t.yaml", text: text)
        let errors = Compiler.compile(file).diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.message))")
        guard let fixes = errors.first?.fixIts, !fixes.isEmpty else {
            Issue.record("no fix-it for \(curve)")
            return
        }
        var fixed = file
        for fix in fixes.sorted(by: { $0.range.start.offset > $1.range.start.offset }) { fixed = Self.apply(fix, to: fixed) }
        #expect(String(decoding: fixed.bytes, as: UTF8.self).contains("curve: \"\(expected)\"\n"), "\(String(decoding: fixed.bytes, as: UTF8.self))")
        let after = Compiler.compile(fixed).diagnostics.filter { $0.severity == .error }
        #expect(after.isEmpty, "\(after.map(\.message))")
    }

    @Test func theFixturesCarryFixIts() throws {
        let total = try Paths.yamlFiles(in: Paths.fixtures).reduce(0) { $0 + (try Self.check($1)).applied }
        #expect(total >= 20, "fix-its applied: \(total)")
    }
}
