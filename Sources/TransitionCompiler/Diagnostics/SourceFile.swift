#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// The file as Unicode scalars (invalid sequences replaced by U+FFFD). For a file of ASCII
    /// alone (nearly every spec) this reads the bytes themselves: a decoded copy took 4 bytes per
    /// byte of input, 8 % of the heap on the big spec (issue 17).
    public let scalars: SourceScalars
    /// Scalar offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let scalars = SourceScalars(bytes)
        self.scalars = scalars
        // An ASCII file's bytes are its scalars: scanned as bytes, without going through
        // `SourceScalars`' per-character branch (issue 17).
        self.lineStarts = scalars.isASCII
            ? bytes.withUnsafeBufferPointer { Self.lineFeedStarts($0) ?? Self.lineStarts($0, newline: 0x0A, carriageReturn: 0x0D) }
            : Self.lineStarts(scalars, newline: "\n", carriageReturn: "\r")
    }

    /// Where each line starts in bytes with no carriage return, found with `memchr` (a byte at a
    /// time was 1.4 % of checking the big spec, issue 17); nil when there is a carriage return.
    private static func lineFeedStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [0] }
        if memchr(base, 0x0D, bytes.count) != nil { return nil }
        var starts = [0]
        var p = UnsafeRawPointer(base)
        let end = UnsafeRawPointer(base + bytes.count)
        while p < end, let lf = memchr(p, 0x0A, end - p) {
            p = UnsafeRawPointer(lf) + 1
            starts.append(p - UnsafeRawPointer(base))
        }
        return starts.withUnsafeBufferPointer { Array($0) }
    }

    /// Where each line starts in `units` (bytes or scalars): after LF, CR, or CR LF.
    private static func lineStarts<Units: RandomAccessCollection>(_ units: Units, newline: Units.Element,
                                                                  carriageReturn: Units.Element) -> [Int]
        where Units.Index == Int, Units.Element: Equatable {
        var starts = [0]
        let count = units.count
        var i = 0
        while i < count {
            let c = units[units.startIndex + i]
            if c == newline {
                starts.append(i + 1)
            } else if c == carriageReturn {
                if i + 1 < count, units[units.startIndex + i + 1] == newline { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        // At its exact size: the array lives as long as the file, through the peak of checking,
        // and growth by doubling left up to half of it unused (0.6 MB on the big spec, issue 17).
        return starts.withUnsafeBufferPointer { Array($0) }
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

/// A file's text as Unicode scalars, indexed by scalar offset from 0: the bytes themselves when
/// they are all ASCII (and there is no byte-order mark), a decoded array otherwise.
public struct SourceScalars: RandomAccessCollection, Sendable {
    /// The file's bytes when `isASCII`; empty otherwise.
    private let ascii: [UInt8]
    /// The decoded scalars when not `isASCII` (a leading BOM dropped, as libyaml does not count
    /// it); empty otherwise.
    private let decoded: [Unicode.Scalar]
    /// Whether the file is all ASCII (and so its scalars are its bytes).
    let isASCII: Bool

    init(_ bytes: [UInt8]) {
        if Self.allASCII(bytes) {
            ascii = bytes
            decoded = []
            isASCII = true
            return
        }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): out.append(s)
            case .emptyInput: break loop
            case .error: out.append("\u{FFFD}")
            }
        }
        // A leading BOM is not counted by libyaml.
        if out.first == "\u{FEFF}" { out.removeFirst() }
        ascii = []
        decoded = out
        isASCII = false
    }

    private static func allASCII(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBytes(allASCII) }

    /// Whether no byte has its high bit set, eight bytes at a time (the file, and each value the
    /// expression parser reads).
    static func allASCII(_ raw: UnsafeRawBufferPointer) -> Bool {
        let n = raw.count
        var i = 0
        while i + 8 <= n {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        while i < n {
            if raw[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { isASCII ? ascii.count : decoded.count }

    public subscript(i: Int) -> Unicode.Scalar {
        isASCII ? Unicode.Scalar(ascii[i]) : decoded[i]
    }
}
