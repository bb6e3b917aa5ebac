import Foundation

/// JavaScript literals: numbers that round-trip, strings safe inside an HTML `<script>`.
enum JSText {
    /// The shortest text that reads back as the same Double (Swift's description); a
    /// non-finite number (never in a checked spec) is written as 0.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// A JSON string literal, with `<`, `>`, `&` and the line separators escaped so that no
    /// name can close a script element or break a line in JavaScript.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += String(format: "\\u%04x", scalar.value)
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
