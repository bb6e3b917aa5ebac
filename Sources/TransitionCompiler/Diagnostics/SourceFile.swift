/// The text of one input file, kept for diagnostics (to print the offending line) and for
/// mapping positions inside YAML scalars back to the file.
///
/// Positions are counted in Unicode scalars, as libyaml counts them. Bytes that are not valid
/// UTF-8 are shown as U+FFFD when a line is printed; the YAML front end rejects such files
/// with a located error before anything else reads them.
public final class SourceFile: Sendable {
    /// The path as the user gave it; printed in `path:line:col:` prefixes.
    public let path: String
    /// The raw bytes, exactly as read.
    public let bytes: [UInt8]
    /// The file decoded as Unicode scalars (invalid sequences replaced by U+FFFD).
    public let scalars: [Unicode.Scalar]
    /// Scalar offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var decoded: [Unicode.Scalar] = []
        decoded.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): decoded.append(s)
            case .emptyInput: break loop
            case .error: decoded.append("\u{FFFD}")
            }
        }
        // A leading BOM is not counted by libyaml.
        if decoded.first == "\u{FEFF}" { decoded.removeFirst() }
        self.scalars = decoded
        var starts = [0]
        var i = 0
        while i < decoded.count {
            let c = decoded[i]
            if c == "\n" {
                starts.append(i + 1)
            } else if c == "\r" {
                if i + 1 < decoded.count, decoded[i + 1] == "\n" { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.lineStarts = starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The position of a 0-based scalar offset (clamped to the file).
    public func position(atOffset offset: Int) -> SourcePosition {
        let o = max(0, min(offset, scalars.count))
        // Binary search for the last line start <= o.
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        return SourcePosition(line: lo + 1, column: o - lineStarts[lo] + 1, offset: o)
    }

    /// The position of a 1-based line and column (clamped to the file).
    public func position(line: Int, column: Int) -> SourcePosition {
        let l = max(1, min(line, lineStarts.count))
        let start = lineStarts[l - 1]
        let lineEnd = l < lineStarts.count ? lineStarts[l] : scalars.count
        let offset = min(start + max(column, 1) - 1, lineEnd)
        return SourcePosition(line: l, column: offset - start + 1, offset: offset)
    }

    /// The text of a 1-based line without its line break, or "" past the end.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        var end = line < lineStarts.count ? lineStarts[line] : scalars.count
        let start = lineStarts[line - 1]
        while end > start, scalars[end - 1] == "\n" || scalars[end - 1] == "\r" { end -= 1 }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<end])
        return String(s)
    }

    /// The text between two offsets.
    public func text(_ range: SourceRange) -> String {
        let a = max(0, min(range.start.offset, scalars.count))
        let b = max(a, min(range.end.offset, scalars.count))
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[a..<b])
        return String(s)
    }

    /// A range covering the whole first line: for problems with the file as a whole.
    public var startRange: SourceRange {
        SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
    }
}
