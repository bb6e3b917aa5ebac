/// Composes libyaml's event stream into located `YAMLNode` trees.
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
    }

    static func compose(_ file: SourceFile, limits: YAMLLimits, options: Options,
                        diagnostics: DiagnosticSink) -> [YAMLDocument] {
        let composer = Composer(file: file, limits: limits, options: options, diagnostics: diagnostics)
        return composer.run()
    }

    /// libyaml merely parsing `file` (no composing, no limits): the number of events, including
    /// the stream start and end. A baseline for benchmarks.
    public static func parseEventsOnly(_ file: SourceFile) -> Int {
        let reader = YAMLEventReader(bytes: file.bytes)
        var count = 0
        while reader.next() != nil { count += 1 }
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

private final class Composer {
    let file: SourceFile
    let limits: YAMLLimits
    let options: YAMLComposer.Options
    let diagnostics: DiagnosticSink

    enum Anchor {
        /// A collection whose end has not been seen yet.
        case open(SourceRange)
        case done(YAMLNode, size: Int)
    }

    struct Frame {
        var isMapping: Bool
        var start: SourcePosition
        var anchor: String?
        var tag: String?
        var isFlow: Bool
        var items: [YAMLNode] = []
        /// 1 + the expanded size of every child (an alias counts as what it refers to).
        var size = 1
    }

    var anchors: [String: Anchor] = [:]
    var stack: [Frame] = []
    var documents: [YAMLDocument] = []
    var documentCount = 0
    var documentStart = SourcePosition(line: 1, column: 1, offset: 0)
    var root: YAMLNode?
    var aliasNodes = 0
    var aborted = false

    init(file: SourceFile, limits: YAMLLimits, options: YAMLComposer.Options, diagnostics: DiagnosticSink) {
        self.file = file
        self.limits = limits
        self.options = options
        self.diagnostics = diagnostics
    }

    func pos(_ mark: YAMLMark) -> SourcePosition { position(mark.index) }

    /// The line of the last position asked for: events come in file order, so the next one is
    /// almost always on that line or a few after it (a binary search per event was 4% of
    /// `transc check`, issue 17). The same result as `file.position(atOffset:)`.
    private var lineHint = 0

    func position(_ offset: Int) -> SourcePosition {
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

    func range(_ a: YAMLMark, _ b: YAMLMark) -> SourceRange {
        SourceRange(start: pos(a), end: pos(b))
    }

    /// A range of `length` scalars from `offset`.
    func range(offset: Int, length: Int) -> SourceRange {
        SourceRange(start: file.position(atOffset: offset), end: file.position(atOffset: offset + length))
    }

    func run() -> [YAMLDocument] {
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
        let reader = YAMLEventReader(bytes: bytes)
        while !aborted, let event = reader.next() {
            handle(event)
        }
        if !aborted, let error = reader.error {
            let before = diagnostics.diagnostics.count
            YAMLSyntaxErrors.report(error, file: file, diagnostics: diagnostics)
            if diagnostics.diagnostics.count > before, let first = diagnostics.diagnostics.last {
                YAMLRepeatedErrors.reportFollowing(first, file: file, diagnostics: diagnostics)
            }
        }
        return documents
    }

    func abort() { aborted = true }

    func handle(_ ev: YAMLEvent) {
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
            root = nil
            anchors = [:]
            aliasNodes = 0
        case .documentEnd:
            var end = ev.implicit ? (root?.range.end ?? documentStart) : pos(ev.end)
            if end < documentStart { end = documentStart }
            documents.append(YAMLDocument(root: root, range: SourceRange(start: documentStart, end: end)))
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
            checkTag(ev.tag, nodeStart: start.offset)
            if let name = ev.anchor {
                anchors[name] = .open(propertyRange("&", from: start.offset) ?? SourceRange(at: start))
            }
            stack.append(Frame(isMapping: ev.kind == .mappingStart, start: start, anchor: ev.anchor,
                               tag: ev.tag, isFlow: ev.isFlow))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            collectionEnd(frame, ev)
        }
    }

    // MARK: nodes

    func finish(_ node: YAMLNode, size: Int) {
        if stack.isEmpty {
            root = node
        } else {
            let i = stack.count - 1
            stack[i].items.append(node)
            stack[i].size = saturatingAdd(stack[i].size, size)
        }
    }

    func scalar(_ ev: YAMLEvent) {
        let start = pos(ev.start)
        var end = pos(ev.end)
        var textStart = start
        if ev.anchor != nil || ev.tag != nil {
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
        checkTag(ev.tag, nodeStart: start.offset)
        let s = YAMLScalar(value: ev.value, style: ev.scalarStyle,
                           range: SourceRange(start: textStart, end: end), file: file)
        let node = YAMLNode(content: .scalar(s), range: SourceRange(start: start, end: end),
                            tag: ev.tag, anchor: ev.anchor)
        if let name = ev.anchor { anchors[name] = .done(node, size: 1) }
        finish(node, size: 1)
    }

    func alias(_ ev: YAMLEvent) {
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
                                          Diagnostic.Note("'&\(name)' is defined here", at: target.range)])
                abort()
                return
            }
            finish(YAMLNode(content: .alias(name: name, target: target), range: r), size: size)
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
    func placeholder(_ name: String, _ r: SourceRange) -> YAMLNode {
        let empty = YAMLNode(content: .scalar(YAMLScalar(value: "", style: .plain, range: r, file: file)), range: r)
        return YAMLNode(content: .alias(name: name, target: empty), range: r)
    }

    func collectionEnd(_ frame: Frame, _ ev: YAMLEvent) {
        var end: SourcePosition
        if frame.isFlow {
            end = pos(ev.end)
        } else {
            // A block collection's END mark is at the next token: end at the last child instead.
            end = frame.items.last?.range.end ?? pos(ev.start)
        }
        if end < frame.start { end = frame.start }
        let r = SourceRange(start: frame.start, end: end)
        let content: YAMLNode.Content
        if frame.isMapping {
            content = .mapping(buildMapping(frame.isFlow ? rejoinSplitValues(frame.items) : frame.items))
        } else {
            content = .sequence(frame.items)
        }
        let node = YAMLNode(content: content, range: r, tag: frame.tag, anchor: frame.anchor, isFlow: frame.isFlow)
        if let name = frame.anchor { anchors[name] = .done(node, size: frame.size) }
        finish(node, size: frame.size)
    }

    // MARK: mappings

    /// `{ at: 0.4, frame: rect(0, 0, 10, 10) }`: YAML splits the value at every comma, giving
    /// `frame: "rect(0"` and the null-valued keys `0`, `10`, `10)`. That is never what was meant:
    /// report it once, with the quoted value as the fix, and rejoin the pieces (the value's own
    /// source text, on one line) so checking goes on without a cascade of unknown keys.
    func rejoinSplitValues(_ items: [YAMLNode]) -> [YAMLNode] {
        func plain(_ n: YAMLNode) -> YAMLScalar? {
            guard n.tag == nil, n.anchor == nil, case .scalar(let s) = n.content, s.style == .plain else { return nil }
            return s
        }
        func balance(_ text: String) -> Int {
            text.unicodeScalars.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
        }
        var out: [YAMLNode] = []
        var i = 0
        while i + 1 < items.count {
            let key = items[i], value = items[i + 1]
            out.append(key)
            i += 2
            guard let s = plain(value), case let unclosed = balance(s.value), unclosed > 0 else { out.append(value); continue }
            // Absorb following `piece:` entries with no value on the same line until balanced.
            var open = unclosed, j = i, last = value
            while open > 0, j + 1 < items.count, let k = plain(items[j]), let v = plain(items[j + 1]), v.value.isEmpty,
                  items[j].range.start.line == value.range.start.line {
                open += balance(k.value)
                last = items[j]
                j += 2
            }
            guard open == 0, j > i else { out.append(value); continue }
            let startOffset = value.range.start.offset, endOffset = last.range.end.offset
            let text = String(String.UnicodeScalarView(file.scalars[startOffset..<endOffset]))
            let r = SourceRange(start: value.range.start, end: last.range.end)
            diagnostics.error("yaml-flow-split", "commas inside '{ }' split this value into several keys", at: r,
                              notes: [Diagnostic.Note("in a flow mapping every ',' separates entries, even inside parentheses; quote the value or write the mapping in block style")],
                              fixIts: [Diagnostic.FixIt(range: r, replacement: "\"" + text + "\"")])
            let joined = YAMLScalar(value: text, style: .plain, range: r, file: file)
            out.append(YAMLNode(content: .scalar(joined), range: r))
            i = j
        }
        if i < items.count { out.append(contentsOf: items[i...]) }
        return out
    }

    /// How keys are compared for duplicates and merges: scalar keys by value (and explicit
    /// non-string tag); other keys are not compared.
    func identity(_ key: YAMLNode) -> String? {
        let r = key.resolved
        guard case .scalar(let s) = r.content else { return nil }
        if let tag = r.tag, tag != "tag:yaml.org,2002:str", tag != "!" { return tag + "\u{0}" + s.value }
        return s.value
    }

    func isMergeKey(_ key: YAMLNode) -> Bool {
        guard case .scalar(let s) = key.content else { return false }
        return s.style == .plain && s.value == "<<" && key.tag == nil
    }

    func buildMapping(_ items: [YAMLNode]) -> [YAMLPair] {
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(items.count / 2)
        var i = 0
        while i + 1 < items.count {
            pairs.append(YAMLPair(key: items[i], value: items[i + 1]))
            i += 2
        }
        // Small mappings (nearly all of them) compare keys pairwise: hashing every key of every
        // mapping into a dictionary cost more than the comparisons (issue 17).
        let small = pairs.count <= 8
        var ids: [String?] = []
        if small { ids.reserveCapacity(pairs.count) }
        var explicit: [String: SourceRange] = [:]
        var hasMerge = false
        for (j, pair) in pairs.enumerated() {
            if isMergeKey(pair.key) {
                if hasMerge {
                    diagnostics.error("yaml-duplicate-key", "duplicate key '<<'", at: pair.key.range,
                                      notes: [Diagnostic.Note("merge several mappings with one '<<' and a sequence: '<<: [*a, *b]'")])
                }
                hasMerge = true
                if small { ids.append(nil) }
                continue
            }
            let id = identity(pair.key)
            if small { ids.append(id) }
            guard let id else { continue }
            let first: SourceRange?
            if small {
                first = (0..<j).first { ids[$0] == id }.map { pairs[$0].key.range }
            } else {
                first = explicit[id]
                if first == nil { explicit[id] = pair.key.range }
            }
            if let first {
                diagnostics.error("yaml-duplicate-key", "duplicate key '\(Self.shown(pair.key))'", at: pair.key.range,
                                  notes: [Diagnostic.Note("first defined here", at: first)])
            }
        }
        guard hasMerge else { return pairs }
        if small {
            for (j, id) in ids.enumerated() { if let id, explicit[id] == nil { explicit[id] = pairs[j].key.range } }
        }
        var result: [YAMLPair] = []
        var merged = Set<String>()
        for pair in pairs {
            guard isMergeKey(pair.key) else {
                result.append(pair)
                continue
            }
            for source in mergeSources(pair.value) {
                for candidate in source {
                    if let id = identity(candidate.key) {
                        if explicit[id] != nil || merged.contains(id) { continue }
                        merged.insert(id)
                    }
                    result.append(candidate)
                }
            }
        }
        return result
    }

    /// The mappings a `<<` value merges, in order of precedence.
    func mergeSources(_ value: YAMLNode) -> [[YAMLPair]] {
        switch value.resolved.content {
        case .mapping(let pairs):
            return [pairs]
        case .sequence(let items):
            var out: [[YAMLPair]] = []
            for item in items {
                if case .mapping(let pairs) = item.resolved.content {
                    out.append(pairs)
                } else {
                    diagnostics.error("yaml-merge", "'<<' merges mappings, but this item is \(item.kindDescription)",
                                      at: item.range,
                                      notes: [Diagnostic.Note("write '<<: *name' or '<<: [*a, *b]' where each anchor names a mapping")])
                }
            }
            return out
        default:
            diagnostics.error("yaml-merge",
                              "the value of '<<' must be a mapping or a sequence of mappings, not \(value.kindDescription)",
                              at: value.range,
                              notes: [Diagnostic.Note("write '<<: *name' or '<<: [*a, *b]' where each anchor names a mapping")])
            return []
        }
    }

    static func shown(_ key: YAMLNode) -> String {
        guard let s = key.scalar else { return key.kindDescription }
        let v = s.value
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
