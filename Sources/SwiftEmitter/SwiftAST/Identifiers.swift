/// Turning spec names into Swift identifiers, and escaping keywords.
///
/// The checker only lets valid identifiers through, but the emitter does not rely on it: any
/// text is mapped to a valid identifier (characters that cannot appear in one become `_`), so
/// a name can never inject code into the generated file.
public enum SwiftNames {
    /// Swift's reserved words: escaped with backticks wherever an identifier is printed.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
        "some", "any", "get", "set", "willSet", "didSet", "async", "actor", "macro", "package",
    ]

    /// Words that cannot be used even with backticks in some positions: renamed instead.
    static let unusable: Set<String> = ["_", "self", "Self", "init", "deinit", "subscript", "Type", "Protocol"]

    /// A valid Swift identifier for arbitrary text, deterministic. Keeps the text when it already is one.
    public static func sanitize(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(isIdentifierScalar(scalar, head: out.isEmpty) ? scalar : "_")
        }
        var result = String(out)
        if result.isEmpty { result = "_unnamed" }
        if let first = result.unicodeScalars.first, !isIdentifierScalar(first, head: true) { result = "_" + result }
        if unusable.contains(result) { result += "_" }
        return result
    }

    /// Conservative: ASCII letters, digits, `_`, and non-ASCII letters and marks that Swift's
    /// identifier grammar accepts (letters anywhere, combining marks and digits not first).
    static func isIdentifierScalar(_ s: Unicode.Scalar, head: Bool) -> Bool {
        switch s.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0x30...0x39: return !head
        case 0...0x7F: return false
        default: break
        }
        let p = s.properties
        // Letters are in Swift's identifier-head ranges; marks and digits only continue.
        if p.isAlphabetic && p.isXIDStart && !(0xD800...0xDFFF).contains(s.value) { return true }
        if !head && p.isXIDContinue { return true }
        return false
    }

    /// How an identifier is printed: backticks around keywords.
    public static func escaped(_ id: SwiftIdentifier) -> String {
        id.text != "_" && keywords.contains(id.text) ? "`\(id.text)`" : id.text
    }

    /// A name after `.`: Swift accepts every keyword there except these.
    public static func escapedMember(_ id: SwiftIdentifier) -> String {
        ["self", "Type", "Protocol"].contains(id.text) ? "`\(id.text)`" : id.text
    }

    /// An argument label: Swift accepts every keyword there except `inout`, `var` and `let`.
    public static func escapedLabel(_ id: SwiftIdentifier) -> String {
        ["inout", "var", "let"].contains(id.text) ? "`\(id.text)`" : id.text
    }

    /// `thumbnail` -> `Thumbnail` (ASCII first letter only, so the result stays an identifier).
    public static func capitalized(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, (0x61...0x7A).contains(first.value) else { return text }
        return String(first).uppercased() + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst()))
    }

    /// Text that goes into a `//` comment: one line, no control characters.
    public static func commentText(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            let v = s.value
            if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0x85 {
                out.append(" ")
            } else {
                out.append(s)
            }
        }
        return String(out)
    }
}
