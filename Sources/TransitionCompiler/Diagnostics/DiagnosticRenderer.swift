/// Prints diagnostics the way compilers and editors expect:
///
///     spec.yaml:12:14: error: unknown curve 'easeInOout' in this timing [unknown-curve]
///        12 |       curve: easeInOout
///           |              ^~~~~~~~~~
///     spec.yaml:12:14: note: did you mean 'easeInOut'?
///
/// Colour only when asked (a terminal without NO_COLOR; the CLI decides).
public struct DiagnosticRenderer {
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func label(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return paint("error:", "1;31")
        case .warning: return paint("warning:", "1;35")
        case .note: return paint("note:", "1;36")
        }
    }

    /// The code after the message (`[not-finite]`), as JSON and SARIF carry it, so the message can
    /// be looked up in Docs/DIAGNOSTICS.md. After the message, not in the label (`error[code]:`):
    /// Xcode and SwiftPM read `path:line:col: error: ` from a build tool's output, and the build
    /// plugin prints these lines.
    private func code(_ code: String) -> String {
        code.isEmpty ? "" : " [" + code + "]"
    }

    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        var out = paint("\(file.path):\(diagnostic.range.start.line):\(diagnostic.range.start.column):", "1")
            + " " + label(diagnostic.severity) + " " + paint(diagnostic.message, "1") + code(diagnostic.code) + "\n"
        out += excerpt(diagnostic.range, in: file)
        for note in diagnostic.notes {
            if let r = note.range, r != diagnostic.range {
                out += paint("\(file.path):\(r.start.line):\(r.start.column):", "1") + " " + label(.note) + " " + note.message + "\n"
                out += excerpt(r, in: file)
            } else {
                out += "    " + label(.note) + " " + note.message + "\n"
            }
        }
        for fix in diagnostic.fixIts {
            let line = file.lineText(fix.range.start.line)
            if fix.range.start.line == fix.range.end.line {
                let chars = Array(line.unicodeScalars)
                let a = max(0, min(chars.count, fix.range.start.column - 1))
                let b = max(a, min(chars.count, fix.range.end.column - 1))
                var fixed = String.UnicodeScalarView(chars[..<a])
                fixed.append(contentsOf: fix.replacement.unicodeScalars)
                fixed.append(contentsOf: chars[b...])
                // A fix that inserts lines (a missing setup step) shows each line it makes.
                for (i, piece) in String(fixed).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    out += "    " + (i == 0 ? paint("fix:", "1;32") : "    ") + " " + sanitize(String(piece)) + "\n"
                }
            }
        }
        return out
    }

    /// The source line with a caret under the start and tildes under the rest of the range.
    func excerpt(_ range: SourceRange, in file: SourceFile) -> String {
        let lineNumber = range.start.line
        let raw = file.lineText(lineNumber)
        guard !raw.isEmpty || range.start.column == 1 else { return "" }
        let chars = Array(raw.unicodeScalars)
        if chars.count > 300 { return "" }  // a minified or binary line says nothing useful
        let gutter = String(lineNumber)
        let pad = String(repeating: " ", count: gutter.count)
        var marker = ""
        let startCol = max(1, range.start.column)
        // Pad and underline by terminal columns, not scalars: a Japanese label before the error
        // takes two columns a character, a combining accent none.
        for i in 0..<min(startCol - 1, chars.count) {
            marker += chars[i] == "\t" ? "\t" : String(repeating: " ", count: Self.columns(chars[i]))
        }
        let endCol = range.end.line == range.start.line ? max(range.end.column, startCol + 1) : chars.count + 1
        let underlined = chars[min(startCol - 1, chars.count)..<min(endCol - 1, chars.count)]
        let width = max(1, underlined.reduce(0) { $0 + Self.columns($1) })
        marker += "^" + String(repeating: "~", count: max(0, width - 1))
        return " \(gutter) | \(sanitize(raw))\n \(pad) | " + paint(marker, "1;32") + "\n"
    }

    /// Terminal columns a scalar takes: 2 for East Asian wide and fullwidth characters and
    /// emoji, 0 for combining marks, zero-width spaces and variation selectors, 1 otherwise.
    static func columns(_ c: Unicode.Scalar) -> Int {
        switch c.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: return 2
        default: return 1
        }
    }

    /// Control characters (and escape sequences a hostile file could carry) shown, not obeyed.
    func sanitize(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            if c == "\t" { out += "\t" } else if c.value < 0x20 || c.value == 0x7F || (0x80...0x9F).contains(c.value) {
                out += "\u{FFFD}"
            } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}
