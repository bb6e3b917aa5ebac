/// A position in a source file: 1-based line and column, counted in Unicode scalars
/// (the way libyaml counts), plus the 0-based scalar offset from the start of the file.
///
/// Stored in 32 bits each (12 bytes, not 24): every node of the YAML tree and every IR step,
/// track and expression carries a range, and their size was a fifth of the heap at the end of
/// checking (issue 17). Files are at most 8 MiB (`YAMLLimits.maxBytes`); values outside 32 bits are
/// clamped, never trapped on.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool { a.storedOffset < b.storedOffset }
    public var description: String { "\(line):\(column)" }
}

/// A half-open range `[start, end)` in one source file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// A zero-width range at one position.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)-\(end)" }
}
