import Foundation
import Testing
@testable import WebEmitter

/// The module's literals: a string that would close the demo page's script element, or end a
/// line inside a JavaScript string or comment, stays inside its literal.
@Suite struct WebTextTests {
    @Test func hostileTextStaysInItsString() throws {
        let hostile = "</script><script>alert(1)</script><!--\u{2028}\u{2029}\"\\\n&"
        let literal = JSText.string(hostile)
        for bad in ["<", ">", "&", "\u{2028}", "\u{2029}", "\n"] { #expect(!literal.contains(bad), "\(bad) in \(literal)") }
        // Still the same text once read back (as JavaScript reads a JSON string).
        #expect(try JSONDecoder().decode(String.self, from: Data(literal.utf8)) == hostile)
        #expect(!WebEmitter.commentSafe("a\nb\u{2028}c<d").contains { $0 == "\n" || $0 == "\u{2028}" || $0 == "<" })
    }
}
