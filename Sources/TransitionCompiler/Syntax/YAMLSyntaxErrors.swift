/// Turns libyaml's errors into located diagnostics in plain words, with notes and fix-its for
/// the mistakes users of this language make most.
enum YAMLSyntaxErrors {
    static func report(_ e: YAMLParseError, file: SourceFile, diagnostics: DiagnosticSink) {
        switch e.kind {
        case .reader:
            reportReader(e, file: file, diagnostics: diagnostics)
        case .memory, .other:
            diagnostics.error("yaml-syntax", "the YAML parser failed: \(e.problem)", at: file.startRange)
        case .scanner, .parser:
            reportSyntax(e, file: file, diagnostics: diagnostics)
        }
    }

    static func hex(_ v: Int, digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }

    // MARK: reader errors (encoding)

    static func reportReader(_ e: YAMLParseError, file: SourceFile, diagnostics: DiagnosticSink) {
        let bytes = file.bytes
        var byteOffset = max(0, min(e.problemOffset, bytes.count))
        if e.problem == "invalid trailing UTF-8 octet" {
            // libyaml points at the bad continuation byte: show the character it belongs to.
            var back = 0
            while back < 3, byteOffset > 0, bytes[byteOffset - 1] & 0xC0 == 0x80 { byteOffset -= 1; back += 1 }
            if byteOffset > 0, bytes[byteOffset - 1] & 0xC0 == 0xC0 { byteOffset -= 1 }
        }
        // Count scalars before the bad byte: the prefix is valid UTF-8, so that is the number of
        // bytes that do not continue a character (minus a leading BOM, which libyaml skips).
        var scalarOffset = 0
        for b in bytes[0..<byteOffset] where b & 0xC0 != 0x80 { scalarOffset += 1 }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, byteOffset >= 3 { scalarOffset -= 1 }
        let start = file.position(atOffset: scalarOffset)
        let r = SourceRange(start: start, end: file.position(atOffset: scalarOffset + 1))
        let value = e.problemValue
        switch e.problem {
        case "control characters are not allowed":
            let name = value == 0 ? "NUL byte (U+0000)" : "control character U+\(hex(value, digits: 4))"
            var notes = [Diagnostic.Note("YAML text may not contain control characters other than tab, line feed and carriage return")]
            if value == 0 { notes.append(Diagnostic.Note("is this a binary file?")) }
            diagnostics.error("yaml-syntax", "\(name) is not allowed in YAML", at: r, notes: notes)
            return
        case "input is too long":
            diagnostics.error("yaml-too-large", "file is too large for the YAML parser", at: file.startRange)
            return
        default:
            break
        }
        let message: String
        switch e.problem {
        case "invalid leading UTF-8 octet":
            message = "invalid UTF-8: byte 0x\(hex(value, digits: 2)) cannot start a character"
        case "invalid trailing UTF-8 octet":
            message = "invalid UTF-8: byte 0x\(hex(value, digits: 2)) cannot continue a multi-byte character"
        case "incomplete UTF-8 octet sequence":
            message = "invalid UTF-8: the file ends in the middle of a character"
        case "invalid length of a UTF-8 sequence":
            message = "invalid UTF-8: overlong encoding of a character"
        case "invalid Unicode character":
            message = "invalid UTF-8: U+\(hex(value, digits: 4)) is not a valid Unicode character"
        default:
            message = "invalid UTF-8: \(e.problem)"
        }
        diagnostics.error("yaml-invalid-utf8", message, at: r,
                          notes: [Diagnostic.Note("the file must be UTF-8 text; is it in another encoding, or binary?")])
    }

    // MARK: scanner and parser errors

    /// libyaml's complaints when a line is indented wrongly: checked against the lines' indentation.
    static let indentationProblems: Set<String> = [
        "mapping values are not allowed in this context", "did not find expected key",
        "did not find expected '-' indicator", "could not find expected ':'",
        "block sequence entries are not allowed in this context",
    ]

    static func reportSyntax(_ e: YAMLParseError, file: SourceFile, diagnostics: DiagnosticSink) {
        let at = file.position(atOffset: e.problemMark.index)
        // An indentation mistake at or above the line where libyaml gave up: the line that is
        // wrong, and the column it should start at (libyaml names neither).
        if indentationProblems.contains(e.problem), let advice = IndentationAdvice.find(in: file, through: at.line) {
            diagnostics.add(advice.diagnostic(in: file))
            return
        }
        let atEnd = at.offset >= file.scalars.count
        var r = SourceRange(start: at, end: file.position(atOffset: at.offset + (atEnd ? 0 : 1)))
        let char: Unicode.Scalar? = atEnd ? nil : file.scalars[at.offset]
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        var contextStart: SourcePosition?
        if let context = e.context, let mark = e.contextMark {
            let p = file.position(atOffset: mark.index)
            contextStart = p
            notes.append(Diagnostic.Note("\(context) that starts at \(p)", at: SourceRange(at: p)))
        }
        var message: String
        switch e.problem {
        case "mapping values are not allowed in this context":
            message = "unexpected ':' here: a mapping value is not allowed in this context"
            if let trap = colonInValue(file: file, at: at) {
                message = "a colon followed by a space cannot appear in an unquoted value"
                notes.append(Diagnostic.Note(
                    "in an unquoted value, ': ' starts a mapping; quote the value (\(trap.key)\(trap.quoted)) or remove the space after the colon (\(trap.unspaced))",
                    at: trap.valueRange))
                fixIts.append(Diagnostic.FixIt(range: trap.valueRange, replacement: trap.quoted))
            }
        case "found character that cannot start any token":
            if char == "\t" {
                message = "tab characters cannot be used for indentation"
                addTabFix(file: file, line: at.line, notes: &notes, fixIts: &fixIts)
            } else if let c = char, c == "@" || c == "`" {
                message = "'\(c)' is reserved in YAML and cannot start a value"
                notes.append(Diagnostic.Note("quote the value"))
            } else if let c = char {
                message = "character '\(c.escaped(asASCII: false))' cannot start a value or key here"
            } else {
                message = "unexpected character"
            }
        case "found a tab character that violates indentation",
             "found a tab character where an indentation space is expected":
            message = "tab characters cannot be used for indentation"
            addTabFix(file: file, line: at.line, notes: &notes, fixIts: &fixIts)
        case "found unexpected end of stream":
            if let context = e.context, context.contains("quoted scalar") {
                var q = "\""
                if let cs = contextStart, cs.offset < file.scalars.count, file.scalars[cs.offset] == "'" { q = "'" }
                message = "unterminated quoted string: the file ends before the closing \(q)"
                notes.append(Diagnostic.Note("a quoted string may span lines, so an unbalanced quote swallows the rest of the file"))
            } else {
                message = "unexpected end of file"
            }
        case "found unexpected document indicator":
            message = "unexpected document marker inside a quoted string"
            notes.append(Diagnostic.Note("is a closing quote missing?"))
        case "did not find expected ',' or ']'":
            message = atEnd ? "unterminated flow sequence: expected ']' before the end of the file"
                : "expected ',' or ']' in this flow sequence"
        case "did not find expected ',' or '}'":
            message = atEnd ? "unterminated flow mapping: expected '}' before the end of the file"
                : "expected ',' or '}' in this flow mapping"
        case "did not find expected key":
            message = "expected a key here (a 'key: value' entry at this indentation)"
            let before = file.lineText(at.line).unicodeScalars.prefix(at.column - 1)
            if let c = char, c == "]" || c == "}" {
                message = "unbalanced '\(c)': there is no matching opening bracket"
            } else if let c = char, c == "\"" || c == "'" {
                message = "unexpected quote: is an earlier quote unbalanced?"
            } else if before.contains(where: { $0 != " " && $0 != "\t" }) {
                message = "unexpected text after the value"
                notes.append(Diagnostic.Note("is a quote unbalanced, or does the value need quoting as a whole?"))
            }
        case "did not find expected '-' indicator":
            message = "expected a '- ' list item at this indentation"
            notes.append(Diagnostic.Note("all items of a list must be indented the same; a 'key: value' cannot follow list items"))
        case "did not find expected node content":
            message = "expected a value here"
        case "block sequence entries are not allowed in this context":
            message = "a '- ' list item cannot start here"
            notes.append(Diagnostic.Note("start the list on the next line, indented, or write it in flow style ('[a, b]')"))
        case "could not find expected ':'":
            message = "expected ':' after this key"
            notes.append(Diagnostic.Note("is a ':' missing, or is a quote or bracket unbalanced?"))
        case "did not find expected comment or line break":
            message = "unexpected text after the value"
            notes.append(Diagnostic.Note("is a quote unbalanced, or does the value need quoting as a whole?"))
        case "found unknown escape character":
            message = "unknown escape sequence in a double-quoted string"
            notes.append(Diagnostic.Note("write '\\\\' for a backslash, or use single quotes, where '\\' has no special meaning"))
        case "did not find expected <document start>":
            message = "expected the start of a new document ('---')"
            if let c = char, c == "]" || c == "}" {
                message = "unbalanced '\(c)': there is no matching opening bracket"
            }
        case "found undefined tag handle":
            message = "undefined tag handle"
        case "did not find expected alphabetic or numeric character":
            message = "expected a name (letters or digits) after '&' or '*'"
        default:
            message = e.problem
        }
        // A value with commas or ': ' inside parentheses in a flow collection: `{ a: f(x: 1, y) }`.
        if let context = e.context, context.contains("flow"), let cs = contextStart, cs.offset < at.offset {
            var depth = 0
            for c in file.scalars[cs.offset..<min(at.offset, file.scalars.count)] {
                if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
            }
            if depth > 0 {
                notes.append(Diagnostic.Note(
                    "commas split flow collections (and ': ' starts a key), even inside parentheses; quote the value (\"f(x: 1, y)\") or write the collection in block style",
                    at: r))
            }
        }
        // `{ color: #FF9500, label: A }`: the '#' turned the rest of the line into a comment, so the
        // collection is still open on the next line, or at the end of the file when it was the last
        // line (libyaml's context then starts at the end too: the collection is found by scanning).
        if let context = e.context, context.contains("flow"), let open = unclosedFlowStart(file.scalars, before: at.offset),
           let hash = commentStart(file.scalars, from: open, to: min(at.offset, file.scalars.count)) {
            let start = file.position(atOffset: hash)
            let word = String(String.UnicodeScalarView(file.scalars[hash...].prefix { $0 != "," && $0 != "}" && $0 != "]" && $0 != " " && $0 != "\n" && $0 != "\r" }))
            let wordRange = SourceRange(start: start, end: file.position(atOffset: hash + word.unicodeScalars.count))
            notes.append(Diagnostic.Note("'#' after a space starts a comment, so the rest of this line was ignored; quote the colour: \"\(word)\"",
                                         at: wordRange))
            // The cause is the colour, not the place libyaml gave up (often past the last line).
            if start.line < at.line || atEnd {
                message = "unquoted '\(word)' starts a comment, so this '\(file.scalars[open])' is never closed"
                r = wordRange
                notes.removeAll { $0.message.hasPrefix("while parsing") }
                fixIts = [Diagnostic.FixIt(range: wordRange, replacement: "\"\(word)\"")]
            }
        }
        diagnostics.error("yaml-syntax", message, at: r, notes: notes, fixIts: fixIts)
    }

    /// The offset of the innermost '{' or '[' still open before `offset`, skipping comments and
    /// quoted scalars (a quote counts only where a value can start, so "don't" is no quote).
    static func unclosedFlowStart(_ scalars: SourceScalars, before offset: Int) -> Int? {
        var open: [Int] = []
        var quote: Unicode.Scalar?
        var i = 0
        let end = min(offset, scalars.count)
        while i < end {
            let c = scalars[i]
            let previous: Unicode.Scalar = i > 0 ? scalars[i - 1] : "\n"
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "#", previous == " " || previous == "\t" || previous == "\n" {
                while i < end, scalars[i] != "\n" { i += 1 }
                continue
            } else if c == "\"" || c == "'", " \t\n{[,:".unicodeScalars.contains(previous) {
                quote = c
            } else if c == "{" || c == "[" {
                open.append(i)
            } else if c == "}" || c == "]" {
                _ = open.popLast()
            }
            i += 1
        }
        return open.last
    }

    /// The offset of the first comment-starting '#' (after a space, outside quotes) in the range.
    static func commentStart(_ scalars: SourceScalars, from: Int, to: Int) -> Int? {
        var quote: Unicode.Scalar?
        var i = from
        while i < to {
            let c = scalars[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#", i > 0, scalars[i - 1] == " " || scalars[i - 1] == "\t" {
                return i
            }
            i += 1
        }
        return nil
    }

    struct ColonTrap {
        var key: String
        var valueRange: SourceRange
        var quoted: String
        var unspaced: String
    }

    /// `curve: spring(damping: 0.8)`: the value that holds the offending ': ' on the error's line.
    static func colonInValue(file: SourceFile, at: SourcePosition) -> ColonTrap? {
        let line = Array(file.lineText(at.line).unicodeScalars)
        let col = at.column - 1
        guard col < line.count, line[col] == ":" else { return nil }
        // The mapping indicator: the first ': ' before the error.
        var i = 0
        var keyColon: Int?
        while i < col {
            if line[i] == ":", i + 1 < line.count, line[i + 1] == " " || line[i + 1] == "\t" { keyColon = i; break }
            if line[i] == "#", i > 0, line[i - 1] == " " { return nil }
            i += 1
        }
        guard let kc = keyColon else { return nil }
        var vs = kc + 1
        while vs < line.count, line[vs] == " " || line[vs] == "\t" { vs += 1 }
        guard vs < col, line[vs] != "\"", line[vs] != "'", line[vs] != "[", line[vs] != "{" else { return nil }
        var ve = line.count
        var j = vs
        while j < line.count {
            if line[j] == "#", line[j - 1] == " " || line[j - 1] == "\t" { ve = j; break }
            j += 1
        }
        while ve > vs, line[ve - 1] == " " || line[ve - 1] == "\t" { ve -= 1 }
        guard ve > col else { return nil }
        let value = String(String.UnicodeScalarView(line[vs..<ve]))
        var quoted = "\""
        for c in value.unicodeScalars {
            if c == "\"" || c == "\\" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(c)
        }
        quoted += "\""
        let unspaced = value.replacingColonSpaces()
        let key = String(String.UnicodeScalarView(line[0...kc])).trimmingLeadingBlanks() + " "
        let lineStart = file.lineStarts[at.line - 1]
        let vr = SourceRange(start: file.position(atOffset: lineStart + vs), end: file.position(atOffset: lineStart + ve))
        return ColonTrap(key: key, valueRange: vr, quoted: quoted, unspaced: unspaced)
    }

    static func addTabFix(file: SourceFile, line: Int, notes: inout [Diagnostic.Note], fixIts: inout [Diagnostic.FixIt]) {
        let text = Array(file.lineText(line).unicodeScalars)
        var n = 0
        var replacement = ""
        while n < text.count, text[n] == " " || text[n] == "\t" {
            replacement += text[n] == "\t" ? "  " : " "
            n += 1
        }
        let lineStart = file.lineStarts[max(0, min(line - 1, file.lineStarts.count - 1))]
        let wr = SourceRange(start: file.position(atOffset: lineStart), end: file.position(atOffset: lineStart + n))
        notes.append(Diagnostic.Note("YAML indentation must use spaces; replace the tabs with spaces", at: wr))
        if n > 0, text[0..<n].contains("\t") {
            fixIts.append(Diagnostic.FixIt(range: wr, replacement: replacement))
        }
    }
}

extension String {
    /// `spring(damping: 0.8)` → `spring(damping:0.8)`.
    fileprivate func replacingColonSpaces() -> String {
        var out = String.UnicodeScalarView()
        var afterColon = false
        for c in unicodeScalars {
            if afterColon, c == " " || c == "\t" { continue }
            afterColon = c == ":"
            out.append(c)
        }
        return String(out)
    }

    fileprivate func trimmingLeadingBlanks() -> String {
        String(String.UnicodeScalarView(unicodeScalars.drop { $0 == " " || $0 == "\t" }))
    }
}
