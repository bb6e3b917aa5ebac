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
}
