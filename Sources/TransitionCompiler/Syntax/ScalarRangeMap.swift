/// `YAMLScalar.sourceRange(ofValue:)` with the scalar's span table computed once: the checker
/// maps a range for every sub-expression of a value, and re-walking the scalar each time
/// made checking quadratic in the length of a value.
final class ScalarRangeMap {
    let scalar: YAMLScalar
    private lazy var spans: [ScalarSpan]? = scalar.sourceSpans()

    init(_ scalar: YAMLScalar) {
        self.scalar = scalar
    }

    func sourceRange(ofValue r: Range<Int>) -> SourceRange {
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
}
