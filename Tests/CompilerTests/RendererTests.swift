import Testing
@testable import TransitionCompiler

@Suite struct RendererTests {
    /// The caret lines up in a terminal after wide (Japanese) characters and combining accents.
    @Test func caretCountsTerminalColumns() {
        let file = SourceFile(path: "s.yaml", text: "label: 写真 bad\nname: cafe\u{301} oops\n")
        let renderer = DiagnosticRenderer(useColor: false)
        let wide = Diagnostic(.error, "x", "m", at: SourceRange(start: file.position(atOffset: 10), end: file.position(atOffset: 13)))
        #expect(renderer.render(wide, in: file).contains(" 1 | label: 写真 bad\n   | " + String(repeating: " ", count: 12) + "^~~\n"))
        let combining = Diagnostic(.error, "x", "m", at: SourceRange(start: file.position(atOffset: 26), end: file.position(atOffset: 30)))
        #expect(renderer.render(combining, in: file).contains(" 2 | name: cafe\u{301} oops\n   | " + String(repeating: " ", count: 11) + "^~~~\n"))
        let underWide = Diagnostic(.error, "x", "m", at: SourceRange(start: file.position(atOffset: 7), end: file.position(atOffset: 9)))
        #expect(renderer.render(underWide, in: file).contains("   | " + String(repeating: " ", count: 7) + "^~~~\n"))
    }

    /// The text names each diagnostic's code, as JSON and SARIF do, so a user can look the message
    /// up in Docs/DIAGNOSTICS.md; after the message, so `path:line:col: error: ` stays the shape
    /// Xcode and SwiftPM read from a build tool's output.
    @Test func textNamesTheCode() {
        let file = SourceFile(path: "s.yaml", text: "duration: nan\n")
        let range = SourceRange(start: file.position(atOffset: 10), end: file.position(atOffset: 13))
        let renderer = DiagnosticRenderer(useColor: false)
        let text = renderer.render(Diagnostic(.error, "not-finite", "the duration is not a finite number", at: range), in: file)
        #expect(text.hasPrefix("s.yaml:1:11: error: the duration is not a finite number [not-finite]\n"), "\(text)")
        let warning = renderer.render(Diagnostic(.warning, "slow-spring", "m", at: range), in: file)
        #expect(warning.hasPrefix("s.yaml:1:11: warning: m [slow-spring]\n"), "\(warning)")
    }
}
