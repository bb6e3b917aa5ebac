import Foundation
import TransitionCompiler

/// JavaScript literals: numbers that round-trip, strings safe inside an HTML `<script>`.
enum JSText {
    /// The shortest text that reads back as the same Double (Swift's description); a
    /// non-finite number (never in a checked spec) is written as 0.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// A JSON string literal (JSONValue's: quotes, backslashes, control characters and the line
    /// separators escaped), with `<`, `>` and `&` escaped too, so that no name can close a script
    /// element. None of the three is part of an escape sequence, so replacing them is safe.
    static func string(_ s: String) -> String {
        JSONValue.quote(s).replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
