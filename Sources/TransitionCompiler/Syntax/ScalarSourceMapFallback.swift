// TEMPORARY: a simple mapping until the YAML front end's exact one is merged.
extension YAMLScalar {
    public func sourceRange(ofValue r: Range<Int>) -> SourceRange {
        let shift = (style == .singleQuoted || style == .doubleQuoted) ? 1 : 0
        if range.start.line != range.end.line { return range }
        let a = file.position(atOffset: range.start.offset + shift + r.lowerBound)
        let b = file.position(atOffset: range.start.offset + shift + r.upperBound)
        return SourceRange(start: a, end: b)
    }
}
