extension YAMLScalar {
    /// Maps a range of Unicode-scalar offsets inside `value` back to the file, so an error in an
    /// expression written in a value can point at the exact characters.
    ///
    /// The source text is walked the way YAML reads it (quotes, `''` and `\` escapes, line folding,
    /// block indentation), and the result is only used when it reproduces `value` exactly;
    /// otherwise (or for an empty value) the whole scalar's range is returned. Offsets are clamped
    /// to the value.
    public func sourceRange(ofValue r: Range<Int>) -> SourceRange {
        guard let spans = sourceSpans() else { return range }
        let n = spans.count
        let lo = max(0, min(r.lowerBound, n))
        let hi = max(lo, min(r.upperBound, n))
        if n == 0 { return range }
        if lo == hi {
            let o = lo < n ? spans[lo].start : spans[n - 1].end
            return SourceRange(at: file.position(atOffset: o))
        }
        return SourceRange(start: file.position(atOffset: spans[lo].start),
                           end: file.position(atOffset: max(spans[hi - 1].end, spans[lo].start)))
    }

    /// For each scalar of `value`, the source offsets it was read from; nil when the walk does not
    /// reproduce the value.
    func sourceSpans() -> [ScalarSpan]? {
        let expected = Array(value.unicodeScalars)
        let src = file.scalars
        let a = max(0, min(range.start.offset, src.count))
        let b = max(a, min(range.end.offset, src.count))
        switch style {
        case .plain:
            return FlowScalarWalker(src: src, start: a, end: b, style: style).walk(expecting: expected)
        case .singleQuoted, .doubleQuoted:
            guard b - a >= 2 else { return nil }
            return FlowScalarWalker(src: src, start: a + 1, end: b - 1, style: style).walk(expecting: expected)
        case .literal, .folded:
            // The range ends at the last non-blank character: only blanks and line breaks (kept
            // by `|+`) can follow, so the walk stops at the next other character.
            var limit = b
            while limit < src.count, src[limit] == " " || src[limit] == "\t" || src[limit] == "\n" || src[limit] == "\r" { limit += 1 }
            return BlockScalarWalker(src: src, start: a, limit: limit, folded: style == .folded).walk(expecting: expected)
        }
    }
}

struct ScalarSpan: Equatable {
    var start: Int
    var end: Int
}

private func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }
private func isBreak(_ c: Unicode.Scalar) -> Bool { c == "\n" || c == "\r" }

/// A line of source text: [start, end) without the break; the break is [end, next).
private struct SourceLine {
    var start: Int
    var end: Int
    var next: Int
}

private func splitLines(_ src: SourceScalars, _ start: Int, _ end: Int) -> [SourceLine] {
    var lines: [SourceLine] = []
    var s = start
    var i = start
    while i < end {
        if src[i] == "\n" || src[i] == "\r" {
            var next = i + 1
            if src[i] == "\r", next < end, src[next] == "\n" { next += 1 }
            lines.append(SourceLine(start: s, end: i, next: next))
            s = next
            i = next
        } else {
            i += 1
        }
    }
    lines.append(SourceLine(start: s, end: end, next: end))
    return lines
}

/// Plain and quoted (flow) scalars: escapes and line folding.
private struct FlowScalarWalker {
    let src: SourceScalars
    let start: Int
    let end: Int
    let style: YAMLScalar.Style

    struct Token {
        var c: Unicode.Scalar
        var span: ScalarSpan
        var literalBlank: Bool
    }

    func walk(expecting expected: [Unicode.Scalar]) -> [ScalarSpan]? {
        let lines = splitLines(src, start, end)
        var tokenLines: [[Token]] = []
        var escapedBreak: [Bool] = []
        for line in lines {
            guard let (tokens, esc) = tokenize(line) else { return nil }
            tokenLines.append(tokens)
            escapedBreak.append(esc)
        }
        let last = lines.count - 1
        // Trim: leading blanks of continuation lines, trailing blanks before a (raw) break.
        for i in 0...last {
            if i > 0 {
                let k = tokenLines[i].prefix { $0.literalBlank }.count
                tokenLines[i].removeFirst(k)
            }
            if i < last, !escapedBreak[i] {
                while let t = tokenLines[i].last, t.literalBlank { tokenLines[i].removeLast() }
            }
        }
        var out: [Unicode.Scalar] = []
        var spans: [ScalarSpan] = []
        func emit(_ c: Unicode.Scalar, _ s: ScalarSpan) { out.append(c); spans.append(s) }
        for t in tokenLines[0] { emit(t.c, t.span) }
        var i = 0
        while i < last {
            // The next line with content (or the last line).
            var j = i + 1
            while j < last, tokenLines[j].isEmpty, !escapedBreak[j] { j += 1 }
            let breakSpan = ScalarSpan(start: lines[i].end, end: lines[i].next)
            if escapedBreak[i] {
                for k in (i + 1)..<j { emit("\n", ScalarSpan(start: lines[k].end, end: lines[k].next)) }
            } else if j == i + 1 {
                emit(" ", breakSpan)
            } else {
                for k in (i + 1)..<j { emit("\n", ScalarSpan(start: lines[k].end, end: lines[k].next)) }
            }
            for t in tokenLines[j] { emit(t.c, t.span) }
            i = j
        }
        return out == expected ? spans : nil
    }

    /// The tokens of one line, and whether it ends with an escaped line break (`\` at the end).
    func tokenize(_ line: SourceLine) -> ([Token], Bool)? {
        var tokens: [Token] = []
        var i = line.start
        while i < line.end {
            let c = src[i]
            switch style {
            case .singleQuoted where c == "'":
                guard i + 1 < line.end, src[i + 1] == "'" else { return nil }
                tokens.append(Token(c: "'", span: ScalarSpan(start: i, end: i + 2), literalBlank: false))
                i += 2
            case .doubleQuoted where c == "\\":
                if i + 1 == line.end { return (tokens, true) }
                guard let (v, len) = escape(at: i + 1, lineEnd: line.end) else { return nil }
                tokens.append(Token(c: v, span: ScalarSpan(start: i, end: i + 1 + len), literalBlank: false))
                i += 1 + len
            default:
                tokens.append(Token(c: c, span: ScalarSpan(start: i, end: i + 1), literalBlank: isBlank(c)))
                i += 1
            }
        }
        return (tokens, false)
    }

    /// The character a `\` escape stands for and the length of what follows the backslash.
    func escape(at i: Int, lineEnd: Int) -> (Unicode.Scalar, Int)? {
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\u{0}", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{B}",
            "f": "\u{C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
            "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        let c = src[i]
        if let v = simple[c] { return (v, 1) }
        let digits: Int
        switch c {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: return nil
        }
        guard i + digits < lineEnd else { return nil }
        var code: UInt32 = 0
        for k in 1...digits {
            guard let d = Character(src[i + k]).hexDigitValue else { return nil }
            code = code * 16 + UInt32(d)
        }
        guard let v = Unicode.Scalar(code) else { return nil }
        return (v, 1 + digits)
    }
}

/// Literal and folded block scalars: indentation and (for `>`) folding.
private struct BlockScalarWalker {
    let src: SourceScalars
    /// Offset of the `|` or `>` indicator.
    let start: Int
    /// Where the scalar's text certainly ends.
    let limit: Int
    let folded: Bool

    func walk(expecting expected: [Unicode.Scalar]) -> [ScalarSpan]? {
        // Skip the header line.
        var i = start
        while i < limit, !isBreak(src[i]) { i += 1 }
        guard i < limit else { return expected.isEmpty ? [] : nil }
        if src[i] == "\r", i + 1 < limit, src[i + 1] == "\n" { i += 2 } else { i += 1 }
        let lines = splitLines(src, i, limit)
        // The indentation: that of the first line with content; try smaller ones too
        // (an explicit indentation indicator is relative to the unknown parent).
        var detected = 0
        for line in lines {
            var k = line.start
            while k < line.end, src[k] == " " { k += 1 }
            if k < line.end { detected = k - line.start; break }
        }
        var n = detected
        while n >= 0 {
            if let spans = attempt(lines, indent: n, expected: expected) { return spans }
            n -= 1
        }
        return nil
    }

    func attempt(_ all: [SourceLine], indent n: Int, expected: [Unicode.Scalar]) -> [ScalarSpan]? {
        // The scalar's lines: up to the first line with content indented less than n.
        var lines: [(line: SourceLine, content: Int?)] = []  // content: offset after the indentation
        for line in all {
            var k = line.start
            while k < line.end, k - line.start < n, src[k] == " " { k += 1 }
            let blankRest = src[k..<line.end].allSatisfy { $0 == " " }
            if k - line.start < n {
                if blankRest { lines.append((line, nil)); continue }
                break
            }
            lines.append((line, folded && blankRest && k == line.end ? nil : k))
        }
        var out: [Unicode.Scalar] = []
        var spans: [ScalarSpan] = []
        func emit(_ c: Unicode.Scalar, _ s: ScalarSpan) { out.append(c); spans.append(s) }
        func breakSpan(_ l: SourceLine) -> ScalarSpan { ScalarSpan(start: l.end, end: max(l.next, l.end)) }
        if !folded {
            for (line, content) in lines {
                if let c = content { for k in c..<line.end { emit(src[k], ScalarSpan(start: k, end: k + 1)) } }
                emit("\n", breakSpan(line))
            }
        } else {
            var previousNormal = false  // the previous content line was a normal (not more-indented) one
            var pendingBreak: SourceLine?
            var empties: [SourceLine] = []
            for (line, content) in lines {
                guard let c = content else {
                    if pendingBreak == nil, !previousNormal { emit("\n", breakSpan(line)) } else { empties.append(line) }
                    continue
                }
                let normal = c < line.end && !isBlank(src[c])
                if let pb = pendingBreak {
                    if previousNormal && normal && empties.isEmpty {
                        emit(" ", breakSpan(pb))
                    } else {
                        if !(previousNormal && normal) { emit("\n", breakSpan(pb)) }
                        for e in empties { emit("\n", breakSpan(e)) }
                    }
                }
                empties = []
                for k in c..<line.end { emit(src[k], ScalarSpan(start: k, end: k + 1)) }
                pendingBreak = line
                previousNormal = normal
            }
            if let pb = pendingBreak {
                emit("\n", breakSpan(pb))
                for e in empties { emit("\n", breakSpan(e)) }
            }
        }
        guard out.count >= expected.count, Array(out[0..<expected.count]) == expected else { return nil }
        return Array(spans[0..<expected.count])
    }
}
