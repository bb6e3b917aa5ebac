/// Composes libyaml's event stream into one `YAMLTree` per document, its root a `YAMLNode`.
///
/// The composer keeps an explicit stack (no recursion, whatever the input), checks the nesting
/// depth at every collection start while streaming, resolves anchors and aliases (an alias
/// becomes a reference node, never a copy) under a per-document budget, applies `<<` merge keys,
/// rejects duplicate keys and unknown tags, and turns libyaml's errors into located diagnostics.
public enum YAMLComposer {
    /// Composes every document of `file`. Problems are reported to `diagnostics`; the documents
    /// returned are those composed before any fatal problem (syntax errors and budgets stop
    /// composing; duplicate keys, unknown tags and bad aliases do not).
    public static func compose(_ file: SourceFile, limits: YAMLLimits = YAMLLimits(),
                               diagnostics: DiagnosticSink) -> [YAMLDocument] {
        compose(file, limits: limits, options: Options(), diagnostics: diagnostics)
    }

    /// Switches used by the yaml-test-suite harness.
    struct Options: Sendable {
        /// Accept any tag (the suite uses `!foo`, `!!set`, ...).
        var allowUnknownTags = false
        /// Events decoded at once (tests use small batches to cross many batch boundaries).
        var batchCapacity = YAMLEventReader.batchCapacity
    }

    static func compose(_ file: SourceFile, limits: YAMLLimits, options: Options,
                        diagnostics: DiagnosticSink) -> [YAMLDocument] {
        var composer = Composer(file: file, limits: limits, options: options, diagnostics: diagnostics)
        return composer.run()
    }

    /// libyaml merely parsing `file` (no composing, no limits): the number of events, including
    /// the stream start and end. A baseline for benchmarks.
    public static func parseEventsOnly(_ file: SourceFile) -> Int {
        let reader = YAMLEventReader(bytes: file.bytes)
        var count = 0
        while reader.nextRef() != nil { count += 1 }
        return count
    }

    /// The YAML core tags (and the non-specific `!`) that the front end accepts.
    public static let allowedTags: Set<String> = [
        "!",
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
        "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map",
    ]

    /// `tag:yaml.org,2002:str` → `!!str`: a tag the way a user writes it.
    static func displayTag(_ tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        if tag.hasPrefix(prefix) { return "!!" + tag.dropFirst(prefix.count) }
        return tag
    }
}

/// Saturating addition for node counts.
@inline(__always) func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (r, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : r
}

/// A struct, not a class: its arrays are appended to for every event, and a class's stored
/// properties are checked for exclusive access at run time on every mutation (4 % of
/// `transc check` on the big spec, issue 17); a struct's are checked when compiling.
private struct Composer {
    let file: SourceFile
    let limits: YAMLLimits
    let options: YAMLComposer.Options
    let diagnostics: DiagnosticSink

    enum Anchor {
        /// A collection whose end has not been seen yet.
        case open(SourceRange)
        case done(Int32, size: Int)
    }

    struct Frame {
        var isMapping: Bool
        var start: SourcePosition
        var anchor: String?
        var tag: String?
        var isFlow: Bool
        /// Where this collection's items start in `pending`.
        var base: Int
        /// 1 + the expanded size of every child (an alias counts as what it refers to).
        var size = 1
    }

    /// Every node of the document being composed (each document gets a tree of its own, so that
    /// one checked can be freed while the next is read).
    var store = YAMLStorage()
    /// The finished children of the open collections, innermost last (one array for all of
    /// them, not one per collection).
    var pending: [Int32] = []
    /// Scratch space for `buildMapping`, kept between mappings: each key's resolved scalar node
    /// (-1 for a key that is not compared).
    var ids: [Int32] = []
    var anchors: [String: Anchor] = [:]
    var stack: [Frame] = []
    var documents: [YAMLDocument] = []
    var documentCount = 0
    var documentStart = SourcePosition(line: 1, column: 1, offset: 0)
    var root: Int32?
    var aliasNodes = 0
    var aborted = false

    init(file: SourceFile, limits: YAMLLimits, options: YAMLComposer.Options, diagnostics: DiagnosticSink) {
        self.file = file
        self.limits = limits
        self.options = options
        self.diagnostics = diagnostics
        store.source = file.bytes
    }

    mutating func pos(_ mark: YAMLMark) -> SourcePosition { position(mark.index) }

    /// The line of the last position asked for: events come in file order, so the next one is
    /// almost always on that line or a few after it (a binary search per event was 4% of
    /// `transc check`, issue 17). The same result as `file.position(atOffset:)`.
    private var lineHint = 0

    mutating func position(_ offset: Int) -> SourcePosition {
        let starts = file.lineStarts
        let o = max(0, min(offset, file.scalars.count))
        var l = lineHint
        if l < starts.count, starts[l] <= o {
            let last = min(starts.count - 1, l + 8)
            while l < last, starts[l + 1] <= o { l += 1 }
            if l + 1 == starts.count || starts[l + 1] > o {
                lineHint = l
                return SourcePosition(line: l + 1, column: o - starts[l] + 1, offset: o)
            }
        }
        let p = file.position(atOffset: o)
        lineHint = p.line - 1
        return p
    }

    mutating func range(_ a: YAMLMark, _ b: YAMLMark) -> SourceRange {
        SourceRange(start: pos(a), end: pos(b))
    }

    /// A range of `length` scalars from `offset`.
    func range(offset: Int, length: Int) -> SourceRange {
        SourceRange(start: file.position(atOffset: offset), end: file.position(atOffset: offset + length))
    }

    mutating func run() -> [YAMLDocument] {
        let bytes = file.bytes
        if bytes.count > limits.maxBytes {
            diagnostics.error("yaml-too-large",
                              "file is too large: \(bytes.count) bytes, over the limit of \(limits.maxBytes) bytes",
                              at: file.startRange)
            return []
        }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            diagnostics.error("yaml-invalid-utf8", "file is encoded in UTF-16; only UTF-8 is accepted",
                              at: file.startRange)
            return []
        }
        // libyaml reads the file's own bytes, which the file keeps alive and unchanged.
        let error: YAMLParseError? = bytes.withUnsafeBufferPointer { input in
            let reader = YAMLEventReader(borrowing: input, isASCII: file.scalars.isASCII,
                                         batchCapacity: options.batchCapacity)
            while !aborted, let event = reader.nextRef() {
                handle(event)
            }
            return reader.error
        }
        if !aborted, let error {
            let before = diagnostics.diagnostics.count
            YAMLSyntaxErrors.report(error, file: file, diagnostics: diagnostics)
            if diagnostics.diagnostics.count > before, let first = diagnostics.diagnostics.last {
                YAMLRepeatedErrors.reportFollowing(first, file: file, diagnostics: diagnostics)
            }
        }
        pending = []
        anchors = [:]
        store = YAMLStorage()
        return documents
    }

    mutating func abort() { aborted = true }

    /// The document just ended, its nodes moved into a tree of their own.
    mutating func finishDocument(range: SourceRange) -> YAMLDocument {
        guard let root else { return YAMLDocument(root: nil, range: range) }
        store.trimMostlyUnused()
        let tree = YAMLTree(file: file, storage: store)
        store = YAMLStorage()
        store.source = file.bytes
        return YAMLDocument(root: YAMLNode(tree, root), range: range)
    }

    mutating func handle(_ ev: YAMLEventRef) {
        switch ev.kind {
        case .streamStart, .streamEnd:
            break
        case .documentStart:
            documentCount += 1
            if documentCount > limits.maxDocuments {
                diagnostics.error("yaml-too-many-documents",
                                  "too many documents in one file: the limit is \(limits.maxDocuments)",
                                  at: range(ev.start, ev.end))
                abort()
                return
            }
            documentStart = pos(ev.start)
            store.reserve(forBytes: max(0, file.bytes.count - ev.start.index))
            root = nil
            anchors = [:]
            aliasNodes = 0
        case .documentEnd:
            var end = ev.implicit ? (root.map { store.nodes[Int($0)].range.end } ?? documentStart) : pos(ev.end)
            if end < documentStart { end = documentStart }
            documents.append(finishDocument(range: SourceRange(start: documentStart, end: end)))
            root = nil
        case .scalar:
            scalar(ev)
        case .alias:
            alias(ev)
        case .sequenceStart, .mappingStart:
            if stack.count >= limits.maxDepth {
                diagnostics.error("yaml-too-deep",
                                  "collections are nested too deeply: more than \(limits.maxDepth) levels",
                                  at: range(ev.start, ev.end),
                                  notes: [Diagnostic.Note("flatten the structure; the limit protects the compiler from hostile input")])
                abort()
                return
            }
            let start = pos(ev.start)
            let anchor = ev.anchor, tag = ev.tag
            checkTag(tag, nodeStart: start.offset)
            if let name = anchor {
                anchors[name] = .open(propertyRange("&", from: start.offset) ?? SourceRange(at: start))
            }
            stack.append(Frame(isMapping: ev.kind == .mappingStart, start: start, anchor: anchor,
                               tag: tag, isFlow: ev.isFlow, base: pending.count))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            collectionEnd(frame, ev)
        }
    }

    // MARK: nodes

    mutating func finish(_ node: Int32, size: Int) {
        if stack.isEmpty {
            root = node
        } else {
            pending.append(node)
            let i = stack.count - 1
            stack[i].size = saturatingAdd(stack[i].size, size)
        }
    }

    func range(of node: Int32) -> SourceRange { store.nodes[Int(node)].range }

    mutating func scalar(_ ev: YAMLEventRef) {
        let start = pos(ev.start)
        var end = pos(ev.end)
        var textStart = start
        let hasProperties = ev.hasProperties
        let anchor = hasProperties ? ev.anchor : nil, tag = hasProperties ? ev.tag : nil
        if hasProperties {
            textStart = file.position(atOffset: min(skipProperties(from: start.offset, limit: end.offset), end.offset))
        }
        if ev.scalarStyle == .literal || ev.scalarStyle == .folded {
            // libyaml ends a block scalar at the start of the next line (after trailing blank lines).
            var o = end.offset
            while o > textStart.offset, o - 1 < file.scalars.count,
                  file.scalars[o - 1] == " " || file.scalars[o - 1] == "\n" || file.scalars[o - 1] == "\r" || file.scalars[o - 1] == "\t" {
                o -= 1
            }
            end = file.position(atOffset: o)
        }
        checkTag(tag, nodeStart: start.offset)
        let properties = hasProperties ? YAMLStorage.Properties(tag: tag, anchor: anchor, textStart: textStart) : nil
        let node = store.appendScalar(ev.verbatim ? nil : ev.value, style: ev.scalarStyle, range: SourceRange(start: start, end: end),
                                      properties: properties)
        if let name = anchor { anchors[name] = .done(node, size: 1) }
        finish(node, size: 1)
    }

    mutating func alias(_ ev: YAMLEventRef) {
        let name = ev.anchor ?? ""
        let r = range(ev.start, ev.end)
        switch anchors[name] {
        case .done(let target, let size):
            aliasNodes = saturatingAdd(aliasNodes, size)
            if aliasNodes > limits.maxAliasExpansion {
                diagnostics.error("yaml-alias-budget",
                                  "aliases in this document expand to more than \(limits.maxAliasExpansion) nodes",
                                  at: r,
                                  notes: [Diagnostic.Note("'*\(name)' alone stands for \(size == Int.max ? "too many" : String(size)) nodes; each alias counts as the size of the node it refers to", at: r),
                                          Diagnostic.Note("'&\(name)' is defined here", at: range(of: target))])
                abort()
                return
            }
            finish(store.appendAlias(name: name, target: target, range: r), size: size)
        case .open(let anchorRange):
            diagnostics.error("yaml-recursive-alias",
                              "recursive alias '*\(name)': it refers to a node that contains it",
                              at: r, notes: [Diagnostic.Note("'&\(name)' is defined here", at: anchorRange)])
            finish(placeholder(name, r), size: 1)
        case nil:
            diagnostics.error("yaml-undefined-alias", "undefined alias '*\(name)'", at: r,
                              notes: [Diagnostic.Note("an alias must refer to an anchor ('&\(name)') defined earlier in the same document")])
            finish(placeholder(name, r), size: 1)
        }
    }

    /// Stands for an alias that cannot be resolved (already reported): an empty scalar.
    mutating func placeholder(_ name: String, _ r: SourceRange) -> Int32 {
        let empty = store.appendScalar("", style: .plain, range: r)
        return store.appendAlias(name: name, target: empty, range: r)
    }

    mutating func collectionEnd(_ frame: Frame, _ ev: YAMLEventRef) {
        var end: SourcePosition
        if frame.isFlow {
            end = pos(ev.end)
        } else {
            // A block collection's END mark is at the next token: end at the last child instead.
            end = pending.count > frame.base ? range(of: pending[pending.count - 1]).end : pos(ev.start)
        }
        if end < frame.start { end = frame.start }
        let r = SourceRange(start: frame.start, end: end)
        let start = store.children.count
        let count: Int
        if frame.isMapping {
            if frame.isFlow { rejoinSplitValues(from: frame.base) }
            count = buildMapping(from: frame.base)
        } else {
            store.children.append(contentsOf: pending[frame.base...])
            count = pending.count - frame.base
        }
        pending.removeSubrange(frame.base...)
        let properties = frame.tag != nil || frame.anchor != nil
            ? YAMLStorage.Properties(tag: frame.tag, anchor: frame.anchor) : nil
        let node = store.appendCollection(mapping: frame.isMapping, start: start, count: count, range: r,
                                          isFlow: frame.isFlow, properties: properties)
        if let name = frame.anchor { anchors[name] = .done(node, size: frame.size) }
        finish(node, size: frame.size)
    }

    // MARK: mappings

    /// `{ at: 0.4, frame: rect(0, 0, 10, 10) }`: YAML splits the value at every comma, giving
    /// `frame: "rect(0"` and the null-valued keys `0`, `10`, `10)`. That is never what was meant:
    /// report it once, with the quoted value as the fix, and rejoin the pieces (the value's own
    /// source text, on one line) so checking goes on without a cascade of unknown keys.
    /// Rewrites the items of `pending` from `base`.
    mutating func rejoinSplitValues(from base: Int) {
        func plain(_ n: Int32) -> String? {
            let r = store.nodes[Int(n)]
            guard !r.hasProperties, r.kind == .scalar, r.style == .plain else { return nil }
            return store.scalarValue(r)
        }
        func balance(_ text: String) -> Int {
            text.unicodeScalars.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
        }
        let items = Array(pending[base...])
        var out: [Int32] = []
        var i = 0
        while i + 1 < items.count {
            let key = items[i], value = items[i + 1]
            out.append(key)
            i += 2
            guard let s = plain(value), case let unclosed = balance(s), unclosed > 0 else { out.append(value); continue }
            // Absorb following `piece:` entries with no value on the same line until balanced.
            let valueRange = range(of: value)
            var open = unclosed, j = i, last = value
            while open > 0, j + 1 < items.count, let k = plain(items[j]), let v = plain(items[j + 1]), v.isEmpty,
                  range(of: items[j]).start.line == valueRange.start.line {
                open += balance(k)
                last = items[j]
                j += 2
            }
            guard open == 0, j > i else { out.append(value); continue }
            let startOffset = valueRange.start.offset, endOffset = range(of: last).end.offset
            let text = String(String.UnicodeScalarView(file.scalars[startOffset..<endOffset]))
            let r = SourceRange(start: valueRange.start, end: range(of: last).end)
            diagnostics.error("yaml-flow-split", "commas inside '{ }' split this value into several keys", at: r,
                              notes: [Diagnostic.Note("in a flow mapping every ',' separates entries, even inside parentheses; quote the value or write the mapping in block style")],
                              fixIts: [Diagnostic.FixIt(range: r, replacement: "\"" + text + "\"")])
            out.append(store.appendScalar(text, style: .plain, range: r))
            i = j
        }
        if i < items.count { out.append(contentsOf: items[i...]) }
        pending.replaceSubrange(base..., with: out)
    }

    /// How keys are compared for duplicates and merges: scalar keys by value (and explicit
    /// non-string tag); other keys are not compared.
    func identity(_ key: Int32) -> String? {
        let r = store.resolve(key)
        guard store.nodes[Int(r)].kind == .scalar else { return nil }
        let value = store.value(r)
        if let tag = store.identityTag(r) { return tag + "\u{0}" + value }
        return value
    }

    func isMergeKey(_ key: Int32) -> Bool {
        let r = store.nodes[Int(key)]
        guard r.kind == .scalar else { return false }
        return r.style == .plain && store.scalar(r, is: "<<") && store.tag(key) == nil
    }

    /// Appends the pairs of the mapping whose items are `pending[base...]` (keys and values in
    /// turn) to `store.children`, with `<<` merges applied, and returns how many pairs.
    mutating func buildMapping(from base: Int) -> Int {
        let pairCount = (pending.count - base) / 2
        func key(_ j: Int) -> Int32 { pending[base + 2 * j] }
        // Small mappings (nearly all of them) compare keys pairwise, in the file's bytes: hashing
        // every key of every mapping into a dictionary, or making a String of each, cost more
        // than the comparisons (issue 17).
        let small = pairCount <= 8
        ids.removeAll(keepingCapacity: true)
        var explicit: [String: SourceRange] = [:]
        if !small { explicit.reserveCapacity(pairCount) }   // a big spec's `views:` has thousands of keys
        var hasMerge = false
        for j in 0..<pairCount {
            let k = key(j)
            if isMergeKey(k) {
                if hasMerge {
                    diagnostics.error("yaml-duplicate-key", "duplicate key '<<'", at: range(of: k),
                                      notes: [Diagnostic.Note("merge several mappings with one '<<' and a sequence: '<<: [*a, *b]'")])
                }
                hasMerge = true
                if small { ids.append(-1) }
                continue
            }
            let first: SourceRange?
            if small {
                // The resolved scalar each key stands for; -1 for a key that is not compared.
                let resolved = store.resolve(k)
                let id = store.nodes[Int(resolved)].kind == .scalar ? resolved : -1
                ids.append(id)
                guard id >= 0 else { continue }
                var earlier = 0
                while earlier < j, !(ids[earlier] >= 0 && store.sameIdentity(ids[earlier], id)) { earlier += 1 }
                first = earlier < j ? range(of: key(earlier)) : nil
            } else {
                guard let id = identity(k) else { continue }
                first = explicit[id]
                if first == nil { explicit[id] = range(of: k) }
            }
            if let first {
                diagnostics.error("yaml-duplicate-key", "duplicate key '\(shown(k))'", at: range(of: k),
                                  notes: [Diagnostic.Note("first defined here", at: first)])
            }
        }
        guard hasMerge else {
            store.children.append(contentsOf: pending[base..<(base + 2 * pairCount)])
            return pairCount
        }
        if small {
            for j in ids.indices where ids[j] >= 0 {
                if let id = identity(key(j)), explicit[id] == nil { explicit[id] = range(of: key(j)) }
            }
        }
        var result: [Int32] = []
        var merged = Set<String>()
        for j in 0..<pairCount {
            let k = key(j)
            guard isMergeKey(k) else {
                result.append(k)
                result.append(pending[base + 2 * j + 1])
                continue
            }
            for source in mergeSources(pending[base + 2 * j + 1]) {
                let r = store.nodes[Int(source)]
                for p in 0..<Int(r.b) {
                    let candidate = store.children[Int(r.a) + 2 * p]
                    if let id = identity(candidate) {
                        if explicit[id] != nil || merged.contains(id) { continue }
                        merged.insert(id)
                    }
                    result.append(candidate)
                    result.append(store.children[Int(r.a) + 2 * p + 1])
                }
            }
        }
        store.children.append(contentsOf: result)
        return result.count / 2
    }

    /// The mapping nodes a `<<` value merges, in order of precedence.
    func mergeSources(_ value: Int32) -> [Int32] {
        let resolved = store.resolve(value)
        let r = store.nodes[Int(resolved)]
        switch r.kind {
        case .mapping:
            return [resolved]
        case .sequence:
            var out: [Int32] = []
            for c in 0..<Int(r.b) {
                let item = store.children[Int(r.a) + c]
                let target = store.resolve(item)
                if store.nodes[Int(target)].kind == .mapping {
                    out.append(target)
                } else {
                    diagnostics.error("yaml-merge", "'<<' merges mappings, but this item is \(store.kindDescription(item))",
                                      at: range(of: item),
                                      notes: [Diagnostic.Note("write '<<: *name' or '<<: [*a, *b]' where each anchor names a mapping")])
                }
            }
            return out
        default:
            diagnostics.error("yaml-merge",
                              "the value of '<<' must be a mapping or a sequence of mappings, not \(store.kindDescription(value))",
                              at: range(of: value),
                              notes: [Diagnostic.Note("write '<<: *name' or '<<: [*a, *b]' where each anchor names a mapping")])
            return []
        }
    }

    func shown(_ key: Int32) -> String {
        let r = store.resolve(key)
        guard store.nodes[Int(r)].kind == .scalar else { return store.kindDescription(key) }
        let v = store.value(r)
        return v.unicodeScalars.count > 60 ? String(String.UnicodeScalarView(v.unicodeScalars.prefix(57))) + "..." : v
    }

    // MARK: properties and tags

    /// Skips `&anchor` / `!tag` properties (and the blanks and comments after them) from `offset`.
    func skipProperties(from offset: Int, limit: Int) -> Int {
        let s = file.scalars
        var o = offset
        while o < limit, o < s.count {
            let c = s[o]
            if c == "&" || c == "!" {
                while o < s.count, !Self.isBlank(s[o]) { o += 1 }
            } else if Self.isBlank(c) {
                o += 1
            } else if c == "#" {
                while o < s.count, s[o] != "\n", s[o] != "\r" { o += 1 }
            } else {
                break
            }
        }
        return o
    }

    static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }

    /// The range of the `&anchor` or `!tag` property of the node starting at `offset`.
    func propertyRange(_ marker: Unicode.Scalar, from offset: Int) -> SourceRange? {
        let s = file.scalars
        var o = offset
        for _ in 0..<2 {  // at most two properties: anchor and tag
            while o < s.count, Self.isBlank(s[o]) { o += 1 }
            guard o < s.count, s[o] == "&" || s[o] == "!" else { return nil }
            let start = o
            while o < s.count, !Self.isBlank(s[o]) { o += 1 }
            if s[start] == marker { return range(offset: start, length: o - start) }
        }
        return nil
    }

    func checkTag(_ tag: String?, nodeStart: Int) {
        guard let tag, !options.allowUnknownTags, !YAMLComposer.allowedTags.contains(tag) else { return }
        let r = propertyRange("!", from: nodeStart) ?? range(offset: nodeStart, length: 1)
        diagnostics.error("yaml-unknown-tag", "unknown tag '\(YAMLComposer.displayTag(tag))'", at: r,
                          notes: [Diagnostic.Note("only the YAML core tags !!str, !!int, !!float, !!bool, !!null, !!seq, !!map and the non-specific '!' are allowed")])
    }
}
