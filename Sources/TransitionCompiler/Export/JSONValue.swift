/// A JSON document built in memory and printed with its keys in the order they were written:
/// diagnostics, SARIF and the spec's JSON Schema are read by people too, and a fixed order makes
/// the output deterministic (JSONSerialization's sortedKeys would scatter related keys).
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Pretty-printed with two-space indentation and a final newline. Arrays of scalars stay on
    /// one line (enums in the schema read better that way), and so do short objects of scalars
    /// (a position, `{"line": 4, "column": 1, "offset": 109}`).
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let d):
            // JSON has no NaN or infinity; nothing exported carries one, but never emit invalid JSON.
            if !d.isFinite { out += "null" } else if d == d.rounded(), abs(d) < 1e15 { out += String(Int(d)) } else { out += "\(d)" }
        case .string(let s): out += Self.quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(into: &out, indent: indent)
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            if pairs.allSatisfy({ $0.1.isScalar }) {
                var line = "{"
                for (i, (key, value)) in pairs.enumerated() {
                    line += (i > 0 ? ", " : "") + Self.quote(key) + ": "
                    value.write(into: &line, indent: indent)
                }
                line += "}"
                if line.count <= 72 { out += line; return }
            }
            let inner = indent + "  "
            out += "{\n"
            for (i, (key, value)) in pairs.enumerated() {
                out += inner + Self.quote(key) + ": "
                value.write(into: &out, indent: inner)
                out += i + 1 < pairs.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; everything
    /// else (including non-ASCII) written as is, since the output is UTF-8.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F || (0x80...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029 {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}
