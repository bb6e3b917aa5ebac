import Testing
@testable import TransitionCompiler

/// `SourceFile.lineStarts` finds line feeds with memchr when a file has no carriage return, and
/// walks it a character at a time otherwise: both must give a line start after every LF, CR and
/// CR LF, as the one-character walk below does.
@Suite struct LineStartTests {
    static func reference(_ text: String) -> [Int] {
        let s = Array(text.unicodeScalars)
        var starts = [0], i = 0
        while i < s.count {
            if s[i] == "\r", i + 1 < s.count, s[i + 1] == "\n" { i += 1 }
            if s[i] == "\n" || s[i] == "\r" { starts.append(i + 1) }
            i += 1
        }
        return starts
    }

    @Test(arguments: ["", "a", "\n", "\n\n", "a\n", "a\nb", "ab\n\ncd\n", "a\r\nb", "a\rb\n", "\r\n\r\n",
                      "views:\n  v0: overlay(#FF0000)\n", "no newline at the end", "é\nß\r\nx"])
    func matchesTheCharacterWalk(_ text: String) {
        #expect(SourceFile(path: "t.yaml", text: text).lineStarts == Self.reference(text))
    }

    @Test func aLongFileOfLineFeeds() {
        let text = (0..<5_000).map { "line \($0)" + String(repeating: " ", count: $0 % 97) }.joined(separator: "\n")
        #expect(SourceFile(path: "t.yaml", text: text).lineStarts == Self.reference(text))
    }
}
