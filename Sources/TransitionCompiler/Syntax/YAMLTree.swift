/// Every node of one YAML document, immutable once composed (so documents can be checked on
/// several threads at once).
public final class YAMLTree: Sendable {
    let file: SourceFile
    let storage: YAMLStorage

    init(file: SourceFile, storage: YAMLStorage) {
        self.file = file
        self.storage = storage
    }

    /// `body` applied to the bytes of node `i` when it is a scalar whose value is its own text
    /// in the file (`verbatim`: plain, one line, no tag or anchor, in an ASCII file), without
    /// making a String of it; nil for any other node, an alias included. (On the tree, not its
    /// storage: reading `tree.storage` copied the struct, six retains and releases.)
    func withVerbatimText<R>(_ i: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R?) -> R? {
        let r = storage.nodes[Int(i)]
        guard r.kind == .scalar, r.a == YAMLStorage.verbatim else { return nil }
        let a = r.range.start.offset, b = r.range.end.offset
        return storage.source.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[a..<b])) }
    }

    func scalar(_ i: Int32) -> YAMLScalar {
        let r = storage.nodes[Int(i)]
        return YAMLScalar(value: storage.scalarValue(r), style: r.style, range: storage.scalarRange(i), file: file,
                          isVerbatim: r.a == YAMLStorage.verbatim)
    }
}

/// The arrays a `YAMLTree` is made of, filled by the composer in event order (so a node's
/// children always come before it).
struct YAMLStorage: Sendable {
    enum Kind: UInt8, Sendable { case scalar, sequence, mapping, alias }

    /// One node in 36 bytes (a node of the former tree was 40 bytes, plus an 80-byte box per
    /// scalar and an array per collection).
    struct Record: Sendable {
        var range: SourceRange
        /// Scalar: index in `values`, or `verbatim`. Sequence and mapping: first index in `children`.
        /// Alias: the target node.
        var a: Int32
        /// Sequence: item count. Mapping: pair count (`2 * b` children, key then value).
        /// Alias: the name's index in `values`. Scalar: unused.
        var b: Int32
        var kind: Kind
        var style: YAMLScalar.Style
        var isFlow: Bool
        /// Whether `propertyNodes` lists this node.
        var hasProperties: Bool
    }

    /// Tag and anchor, which few nodes have.
    struct Properties: Sendable {
        var tag: String?
        var anchor: String?
        /// Scalars: where the text starts after the properties (the node's range starts at them).
        var textStart: SourcePosition?
    }

    var nodes: [Record] = []
    var children: [Int32] = []
    /// Scalar values that are not their own text in the file (quoted, folded, escaped, with
    /// properties, or in a file that is not ASCII), and alias names.
    var values: [String] = []
    /// The file's bytes (the file's own array, not a copy): most scalars' values are read from
    /// them (`verbatim`), which saved a String per scalar (7 MB on the big spec, issue 17).
    var source: [UInt8] = []
    /// A scalar's `a` when its value is the text of its range in `source`.
    static let verbatim: Int32 = -1
    /// The nodes that have properties, ascending (nodes are appended in order), and theirs.
    var propertyNodes: [Int32] = []
    var properties: [Properties] = []

    /// Indices are 32 bits: a file is at most 8 MiB (`YAMLLimits.maxBytes`), so it has fewer
    /// events than that, and the children `<<` merges add to a document are bounded by its alias
    /// budget (100,000 with the default limits, far under 2^31). Should limits ever allow more,
    /// this stops instead of wrapping into a wrong index.
    static func index(_ i: Int) -> Int32 {
        guard let index = Int32(exactly: i) else { fatalError("a YAML file past 2^31 nodes: lower YAMLLimits") }
        return index
    }

    /// `value` nil: the scalar is its own text (`verbatim`).
    mutating func appendScalar(_ value: String?, style: YAMLScalar.Style, range: SourceRange,
                               properties p: Properties? = nil) -> Int32 {
        var v = Self.verbatim
        if let value {
            v = Self.index(values.count)
            values.append(value)
        }
        return append(Record(range: range, a: v, b: 0, kind: .scalar, style: style, isFlow: false,
                             hasProperties: false), properties: p)
    }

    mutating func appendAlias(name: String, target: Int32, range: SourceRange) -> Int32 {
        let v = Self.index(values.count)
        values.append(name)
        return append(Record(range: range, a: target, b: v, kind: .alias, style: .plain, isFlow: false,
                             hasProperties: false), properties: nil)
    }

    /// A collection whose children (`2 * count` for a mapping) were just appended to `children`
    /// from `start`.
    mutating func appendCollection(mapping: Bool, start: Int, count: Int, range: SourceRange, isFlow: Bool,
                                   properties p: Properties?) -> Int32 {
        append(Record(range: range, a: Self.index(start), b: Self.index(count), kind: mapping ? .mapping : .sequence,
                      style: .plain, isFlow: isFlow, hasProperties: false), properties: p)
    }

    private mutating func append(_ record: Record, properties p: Properties?) -> Int32 {
        let i = Self.index(nodes.count)
        var record = record
        if let p, p.tag != nil || p.anchor != nil {
            record.hasProperties = true
            propertyNodes.append(i)
            properties.append(p)
        }
        nodes.append(record)
        return i
    }

    /// How many nodes to reserve for a document with `bytes` of the file left: one per 6 bytes.
    /// A spec has one node per 9 to 30 bytes (the 120k-line benchmark spec, the densest, 8.8), so
    /// its node array is allocated once; denser YAML (`[1,2,3]`) grows from there as before.
    static func reservedNodes(forBytes bytes: Int) -> Int { bytes / 6 + 16 }

    /// Reserves the node and child arrays for a document with `bytes` of the file left. Growth
    /// by doubling, then a copy to the exact size, wrote each array up to three times over in
    /// fresh pages (the largest share of `transc check`'s page faults, issue 17); the unused
    /// tail of a reservation is never written, so it costs address space, not memory.
    mutating func reserve(forBytes bytes: Int) {
        let n = Self.reservedNodes(forBytes: bytes)
        nodes.reserveCapacity(n)
        children.reserveCapacity(n)
    }

    /// Copies an array to its exact size when it uses under half of its capacity (a short
    /// document of a long file, reserved for the rest of the file): the tree lives as long as
    /// the documents are checked. A mostly used array is kept as it is, not copied.
    mutating func trimMostlyUnused() {
        func trimmed<T>(_ a: inout [T]) {
            if a.capacity > 2 * a.count + 16 { a = a.withUnsafeBufferPointer { Array($0) } }
        }
        trimmed(&nodes)
        trimmed(&children)
        trimmed(&values)
        trimmed(&propertyNodes)
        trimmed(&properties)
    }

    func properties(of i: Int32) -> Properties? {
        guard nodes[Int(i)].hasProperties else { return nil }
        var lo = 0, hi = propertyNodes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if propertyNodes[mid] < i { lo = mid + 1 } else { hi = mid }
        }
        return lo < propertyNodes.count && propertyNodes[lo] == i ? properties[lo] : nil
    }

    func tag(_ i: Int32) -> String? { properties(of: i)?.tag }
    func anchor(_ i: Int32) -> String? { properties(of: i)?.anchor }

    /// The node an alias stands for (following alias chains); the node itself otherwise.
    func resolve(_ i: Int32) -> Int32 {
        var i = i
        while nodes[Int(i)].kind == .alias { i = nodes[Int(i)].a }
        return i
    }

    /// A scalar's text: its node's range without the tag or anchor before it.
    func scalarRange(_ i: Int32) -> SourceRange {
        let r = nodes[Int(i)].range
        guard nodes[Int(i)].hasProperties, let start = properties(of: i)?.textStart else { return r }
        return SourceRange(start: start, end: r.end)
    }

    func value(_ i: Int32) -> String { scalarValue(nodes[Int(i)]) }

    /// The value of the scalar `r`.
    func scalarValue(_ r: Record) -> String {
        guard r.a == Self.verbatim else { return values[Int(r.a)] }
        let a = r.range.start.offset, b = r.range.end.offset
        return source.withUnsafeBufferPointer { bytes in
            // Filled in place: cheaper than `String(decoding:)` for the short ASCII text of most values.
            String(unsafeUninitializedCapacity: b - a) { out in
                _ = out.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[a..<b]))
                return b - a
            }
        }
    }

    /// Whether the scalar `r`'s value is `text`, without making a String of it when it is its
    /// own text in the file.
    func scalar(_ r: Record, is text: StaticString) -> Bool {
        guard r.a == Self.verbatim else { return values[Int(r.a)] == text.description }
        return verbatimText(of: r, equals: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Whether the scalars `x` and `y` have the same value, compared in the file's bytes when
    /// both are their own text there (a String made for each key of each mapping, to look for
    /// duplicates, was 3 % of checking the big spec, issue 17).
    func sameValue(_ x: Int32, _ y: Int32) -> Bool {
        let p = nodes[Int(x)], q = nodes[Int(y)]
        guard p.a == Self.verbatim, q.a == Self.verbatim else { return scalarValue(p) == scalarValue(q) }
        return source.withUnsafeBufferPointer { bytes in
            verbatimText(of: p, equals: UnsafeBufferPointer(rebasing: bytes[q.range.start.offset..<q.range.end.offset]))
        }
    }

    /// Whether the text in the file of the verbatim scalar `r` is `other`.
    private func verbatimText(of r: Record, equals other: UnsafeBufferPointer<UInt8>) -> Bool {
        let a = r.range.start.offset, n = r.range.end.offset - a
        guard n == other.count else { return false }
        return source.withUnsafeBufferPointer { bytes in (0..<n).allSatisfy { bytes[a + $0] == other[$0] } }
    }

    /// The explicit tag that is part of a scalar key's identity (not `!!str` or `!`).
    func identityTag(_ scalar: Int32) -> String? {
        guard let tag = tag(scalar), tag != "tag:yaml.org,2002:str", tag != "!" else { return nil }
        return tag
    }

    /// Whether two scalar keys are the same key: the same value and the same `identityTag`.
    func sameIdentity(_ x: Int32, _ y: Int32) -> Bool {
        identityTag(x) == identityTag(y) && sameValue(x, y)
    }

    /// Whether the scalar `r`'s value is empty.
    func isEmptyScalar(_ r: Record) -> Bool {
        r.a == Self.verbatim ? r.range.start.offset == r.range.end.offset : values[Int(r.a)].isEmpty
    }

    func kindDescription(_ i: Int32) -> String {
        let r = nodes[Int(resolve(i))]
        switch r.kind {
        case .scalar: return isEmptyScalar(r) && r.style == .plain ? "an empty value" : "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }
}
