import Testing
@testable import TransitionCompiler

/// An indentation mistake is reported at the line that is wrong, with the column it should start
/// at and a fix that re-indents it (issue 31 item 8), not libyaml's "a mapping value is not allowed
/// in this context" at a later line or at the key above.
@Suite struct IndentationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// line:column of the error, the message's part, and the fixed line (nil: no one fix).
        var at: String
        var says: String
        var fixed: String?
        var testDescription: String { name }
    }

    static let head = "transition: T\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n"

    static let cases: [Case] = [
        Case(name: "a top-level key one space in", text: "transition: T\n context: navigation\npush: system\n",
             at: "2:2", says: "'context' starts at column 2; the keys it sits among start at column 1", fixed: "context: navigation"),
        Case(name: "a track's key one space too far", text: head + "       alpha: 0 -> 1\n",
             at: "8:8", says: "'alpha' starts at column 8; the keys it sits among start at column 7", fixed: "      alpha: 0 -> 1"),
        Case(name: "a track's key one space short", text: head + "     alpha: 0 -> 1\n      duration: 0.3\n",
             at: "8:6", says: "'alpha' starts at column 6; the keys it sits among start at column 7", fixed: "      alpha: 0 -> 1"),
        Case(name: "a list item one space short", text: head + "      alpha: 1\n   - view: from\n      alpha: 0\n",
             at: "9:4", says: "this '- ' item starts at column 4; the items of its list start at column 5", fixed: "    - view: from"),
        Case(name: "a key between two levels", text: head + "      alpha: 1\n      curve: easeIn\n    duration: 0.3\n",
             at: "10:5", says: "'duration' starts at column 5", fixed: nil),
    ]

    @Test(arguments: cases)
    func reportedWhereItIsWrong(_ c: Case) throws {
        let file = SourceFile(path: "t.yaml", text: c.text)
        let result = Compiler.compile(file)
        let errors = result.diagnostics.filter { $0.severity == .error }
        let d = try #require(errors.first, "no error")
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(d.code == "yaml-indentation")
        #expect("\(d.range.start.line):\(d.range.start.column)" == c.at, "\(d.message) at \(d.range.start)")
        #expect(d.message.contains(c.says), "\(d.message)")
        if let fixed = c.fixed {
            let fix = try #require(d.fixIts.first, "no fix-it")
            var scalars = Array(file.scalars)
            scalars.replaceSubrange(fix.range.start.offset..<fix.range.end.offset, with: Array(fix.replacement.unicodeScalars))
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let after = SourceFile(path: "t.yaml", text: String(text))
            #expect(after.lineText(d.range.start.line) == fixed)
        } else {
            #expect(d.fixIts.isEmpty)
            #expect(d.notes.contains { $0.message.contains("or at column") }, "\(d.notes.map(\.message))")
        }
    }

    /// Legal YAML that looks like a misalignment is left alone: a plain value continued on a more
    /// indented line, a block scalar's lines, a list at its key's column.
    @Test func legalIndentationIsNotBlamed() {
        let texts = [
            "transition: T\ncontext: navigation\nx-note: a long\n   plain value\npush: system\n",
            "transition: T\ncontext: navigation\nx-note: |\n   kept\n     as written\npush: system\n",
            "transition: T\ncontext: navigation\nviews:\n  a: source.a\npush:\n  setup:\n  - insert: to above from\n  animate:\n  - view: to\n    alpha: 1\n",
        ]
        for text in texts {
            let result = Compiler.compile(SourceFile(path: "t.yaml", text: text))
            #expect(!result.diagnostics.contains { $0.code == "yaml-indentation" || $0.code == "yaml-syntax" },
                    "\(result.diagnostics.map(\.message))")
        }
    }
}
