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

    /// `unusable.contains(text)`, without hashing a name longer than every unusable word.
    static func isUnusable(_ text: String) -> Bool {
        // Every unusable word starts with one of `_ s S i d T P`: a view's local (`v12View`) is not hashed.
        guard text.utf8.count <= 9, let first = text.utf8.first else { return false }
        switch first {
        case UInt8(ascii: "_"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "i"), UInt8(ascii: "d"), UInt8(ascii: "T"), UInt8(ascii: "P"):
            return unusable.contains(text)
        default:
            return false
        }
    }

    /// A valid Swift identifier for arbitrary text, deterministic. Keeps the text when it already is one.
    public static func sanitize(_ text: String) -> String {
        // An ASCII identifier (almost every spec name) is kept as it is, without building its
        // scalars again (3,400 instructions a view's name on the big spec, issue 17).
        if isASCIIIdentifier(text) { return isUnusable(text) ? text + "_" : text }
        return sanitizeScalars(text)
    }

    /// `sanitize` scalar by scalar, for any text.
    static func sanitizeScalars(_ text: String) -> String {
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

    /// Whether `text` is non-empty ASCII letters, digits and `_`, not starting with a digit:
    /// what `sanitize` keeps unchanged scalar by scalar.
    static func isASCIIIdentifier(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), isASCIIIdentifierByte(first), !(0x30...0x39).contains(first) else { return false }
        while let byte = utf8.next() { if !isASCIIIdentifierByte(byte) { return false } }
        return true
    }

    private static func isASCIIIdentifierByte(_ b: UInt8) -> Bool {
        (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) || b == 0x5F
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
        isKeyword(id.text) && id.text != "_" ? "`\(id.text)`" : id.text
    }

    /// A name after `.`: Swift accepts every keyword there except these.
    public static func escapedMember(_ id: SwiftIdentifier) -> String {
        isEscapedMember(id.text) ? "`\(id.text)`" : id.text
    }

    /// Whether `escapedMember` puts backticks around `t`: the length and first byte before any
    /// comparison (`alpha`, `green` and `red` have a keyword's length).
    static func isEscapedMember(_ t: String) -> Bool {
        let n = t.utf8.count
        guard n == 4 || n == 8, let first = t.utf8.first, first == UInt8(ascii: "s") || first == UInt8(ascii: "T") || first == UInt8(ascii: "P") else { return false }
        return t == "self" || t == "Type" || t == "Protocol"
    }

    /// An argument label: Swift accepts every keyword there except `inout`, `var` and `let`.
    public static func escapedLabel(_ id: SwiftIdentifier) -> String {
        isEscapedLabel(id.text) ? "`\(id.text)`" : id.text
    }

    /// Whether `escapedLabel` puts backticks around `t` (length and first byte first).
    static func isEscapedLabel(_ t: String) -> Bool {
        let n = t.utf8.count
        guard n == 3 || n == 5, let first = t.utf8.first, first == UInt8(ascii: "i") || first == UInt8(ascii: "v") || first == UInt8(ascii: "l") else { return false }
        return t == "inout" || t == "var" || t == "let"
    }

    /// `keywords.contains(text)`, answered without hashing for almost every identifier: no
    /// keyword has this first letter and length (every identifier printed asks, issue 17).
    static func isKeyword(_ text: String) -> Bool {
        let n = text.utf8.count
        guard n < 32, let first = text.utf8.first, first < 128, keywordShapes[Int(first)] & (1 << n) != 0 else { return false }
        return keywords.contains(text)
    }

    /// Per first byte, a bit for each length of a keyword starting with it.
    private static let keywordShapes: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 128)
        for k in keywords {
            precondition(k.utf8.count < 32, "a keyword longer than the table's 31 lengths")   // checked once, at first use
            if let first = k.utf8.first { table[Int(first)] |= 1 << k.utf8.count }
        }
        return table
    }()

    /// `thumbnail` -> `Thumbnail` (ASCII first letter only, so the result stays an identifier).
    public static func capitalized(_ text: String) -> String {
        guard let first = text.utf8.first, (0x61...0x7A).contains(first) else { return text }
        // The first byte is ASCII, so the rest starts at byte 1; uppercasing it is subtracting 32.
        // The bytes copied once (a string of the letter joined with the rest's substring cost
        // ≈ 800 instructions per name, issue 17).
        var source = text
        return source.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out in
                _ = out.initialize(from: bytes)
                out[0] = first - 32
                return bytes.count
            }
        }
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
