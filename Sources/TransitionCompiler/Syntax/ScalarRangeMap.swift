/// `YAMLScalar.sourceRange(ofValue:)` with the scalar's span table computed once: the checker
/// maps a range for every sub-expression of a value, and re-walking the scalar each time
/// made checking quadratic in the length of a value.
///
/// Most values are their source text verbatim (one line, no escape, no folding): there the
/// value's offset i is the file's offset `base + i`, and no span table is built at all (the
/// walk was a tenth of `transc check`'s instructions on the big spec, issue 17). The result is
/// the same as the walk's: ScalarRangeMapTests compares both over the yaml-test-suite.
///
/// A value, not an object: every checked expression makes one and maps at least one range
/// with it, so nothing is gained by computing lazily, and a class was an allocation per
/// expression (issue 17).
struct ScalarRangeMap {
    let scalar: YAMLScalar
    private let verbatim: Verbatim?
    private let spans: [ScalarSpan]?

    init(_ scalar: YAMLScalar) {
        self.scalar = scalar
        verbatim = Verbatim(scalar)
        spans = verbatim == nil ? scalar.sourceSpans() : nil
    }

    func sourceRange(ofValue r: Range<Int>) -> SourceRange {
        if let v = verbatim {
            let lo = max(0, min(r.lowerBound, v.count))
            let hi = max(lo, min(r.upperBound, v.count))
            return SourceRange(start: v.position(lo), end: v.position(hi))
        }
        guard let spans, !spans.isEmpty else { return scalar.range }
        let n = spans.count
        let lo = max(0, min(r.lowerBound, n))
        let hi = max(lo, min(r.upperBound, n))
        let file = scalar.file
        if lo == hi {
            return SourceRange(at: file.position(atOffset: lo < n ? spans[lo].start : spans[n - 1].end))
        }
        return SourceRange(start: file.position(atOffset: spans[lo].start),
                           end: file.position(atOffset: max(spans[hi - 1].end, spans[lo].start)))
    }

    /// A non-empty value written verbatim on one line: plain, or quoted without escapes (an
    /// escape or a `''` always takes more source characters than the value gets, so a value as
    /// long as its text between the quotes and equal to it has none).
    struct Verbatim {
        /// The value's first character in the file.
        var start: SourcePosition
        var count: Int

        init?(_ s: YAMLScalar) {
            // Found verbatim by the tree (its bytes compared with the value when composed): the
            // walk below would give the scalar's own start and length (most values, issue 17).
            // (The length is compared again, in case the value was changed since.)
            if s.isVerbatim, s.style == .plain, s.range.end.offset > s.range.start.offset,
               s.range.end.offset - s.range.start.offset == s.value.utf8.count {
                start = s.range.start
                count = s.range.end.offset - s.range.start.offset
                return
            }
            let src = s.file.scalars
            var a = max(0, min(s.range.start.offset, src.count))
            var b = max(a, min(s.range.end.offset, src.count))
            switch s.style {
            case .plain: break
            case .singleQuoted, .doubleQuoted:
                guard b - a >= 2 else { return nil }
                a += 1
                b -= 1
            case .literal, .folded: return nil
            }
            guard b > a else { return nil }
            var i = a
            for c in s.value.unicodeScalars {
                guard i < b, src[i] == c, c != "\n", c != "\r" else { return nil }
                i += 1
            }
            guard i == b else { return nil }
            // The scalar's own start, or the character after its opening quote: found from the
            // scalar's start, not by a search of the file's lines (1 % of checking the big spec).
            start = s.file.position(atOffset: a, near: s.range.start)
            count = b - a
        }

        /// Offsets up to `count` stay on the start's line: the text has no line break.
        func position(_ i: Int) -> SourcePosition {
            SourcePosition(line: start.line, column: start.column + i, offset: start.offset + i)
        }
    }
}

extension SourceFile {
    /// `position(atOffset:)` when `offset` is on the line of `p`, a position of this file: read
    /// from that line's start, without the binary search over every line start (issue 17);
    /// searched otherwise.
    func position(atOffset offset: Int, near p: SourcePosition) -> SourcePosition {
        let o = max(0, min(offset, scalars.count)), line = p.line - 1
        guard line >= 0, line < lineStarts.count, lineStarts[line] <= o,
              line + 1 == lineStarts.count || o < lineStarts[line + 1] else { return position(atOffset: o) }
        return SourcePosition(line: p.line, column: o - lineStarts[line] + 1, offset: o)
    }
}
