/// Reading the YAML node tree of a spec with diagnostics: the shapes the language expects
/// (mappings with known keys, scalars, sequences), each mismatch reported at the node's range
/// with what was expected, unknown keys with a "did you mean".
struct NodeReader {
    let sink: DiagnosticSink

    // `what` names the node in a diagnostic only: it is an autoclosure because callers build it
    // by interpolation for every node of a big spec, and almost none is ever reported (issue 17).

    /// The pairs of a mapping node, or an error saying what was expected.
    func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> YAMLMapping? {
        if let pairs = node.mapping { return pairs }
        sink.error("expected-mapping", "\(what()) must be a mapping", at: node.range,
                   notes: [.init("found \(node.kindDescription)")])
        return nil
    }

    func sequence(_ node: YAMLNode, _ what: @autoclosure () -> String) -> YAMLSequence? {
        if let items = node.sequence { return items }
        sink.error("expected-sequence", "\(what()) must be a list", at: node.range,
                   notes: [.init("found \(node.kindDescription); write each entry on its own line starting with '- '")])
        return nil
    }

    func scalar(_ node: YAMLNode, _ what: @autoclosure () -> String) -> YAMLScalar? {
        if let s = node.scalar { return s }
        sink.error("expected-scalar", "\(what()) must be a single value", at: node.range,
                   notes: [.init("found \(node.kindDescription)")])
        return nil
    }

    /// The key of a pair as text (keys must be plain strings).
    func keyName(_ pair: YAMLPair) -> String? {
        guard let s = pair.key.scalar else {
            sink.error("expected-scalar", "a key must be a name", at: pair.key.range,
                       notes: [.init("found \(pair.key.kindDescription)")])
            return nil
        }
        return s.value
    }

    /// Splits a mapping into its known keys; reports unknown keys with a suggestion, and
    /// missing required keys at `owner`.
    func keyed(_ pairs: YAMLMapping, known: [String], required: [String] = [], owner: SourceRange,
               what: @autoclosure () -> String, allowExtensions: Bool = false) -> KeyedPairs {
        var result = KeyedPairs(capacity: pairs.count)
        for pair in pairs {
            guard let name = keyName(pair) else { continue }
            if allowExtensions, name.hasPrefix("x-") { continue }
            // A track's table has some forty names, and a big spec checks every key of every
            // track against it.
            if known.contains(where: { $0.isSameName(as: name) }) {
                result[name] = pair
            } else {
                reportUnknown(name, kind: "key", in: what(), candidates: known, at: pair.key.range)
            }
        }
        // A required key that an unknown key misspells is reported by that key's "did you mean":
        // "needs 'x'" would only follow from the typo.
        for key in required where result[key] == nil && !misspells(pairs, key, known: known) {
            sink.error("missing-key", "\(what()) needs '\(key)'", at: owner)
        }
        return result
    }

    /// Whether some key of `pairs` is not in `known` and is most likely a typo of `key`.
    func misspells(_ pairs: YAMLMapping, _ key: String, known: [String]) -> Bool {
        pairs.contains { pair in
            guard let name = pair.key.scalar?.value, !known.contains(name) else { return false }
            return Names.closest(to: name, in: known) == key
        }
    }

    func reportUnknown(_ name: String, kind: String, in what: String, candidates: [String], at range: SourceRange,
                       code: String = "unknown-key", extraNotes: [Diagnostic.Note] = []) {
        reportUnknown(name, kind: kind, in: what, among: [NameIndex(candidates)], at: range, code: code, extraNotes: extraNotes)
    }

    /// `among`: indexes built once per file (a scope's view names) and small fixed lists; they
    /// are searched only for an error that will be printed.
    func reportUnknown(_ name: String, kind: String, in what: String, among candidates: @autoclosure () -> [NameIndex], at range: SourceRange,
                       code: String = "unknown-key", extraNotes: [Diagnostic.Note] = []) {
        // Past the error limit the error is only counted: skip the suggestion search.
        if sink.isFull {
            sink.error(code, "", at: range)
            return
        }
        sink.suggestionSearches += 1
        let indexes = candidates()
        var notes = extraNotes
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = Names.closest(to: name, in: indexes) {
            notes.insert(.init("did you mean '\(suggestion)'?", at: range), at: 0)
            fixIts.append(.init(range: range, replacement: suggestion))
        } else {
            let count = indexes.reduce(0) { $0 + $1.count }
            if count > 0, count <= 16 {
                let listed = indexes.count == 1 ? indexes[0].listed : indexes.flatMap(\.listed).sorted()
                notes.append(.init("expected one of: \(listed.joined(separator: ", "))"))
            }
        }
        sink.error(code, "unknown \(kind) '\(Names.printable(name))' in \(what)", at: range, notes: notes, fixIts: fixIts)
    }
}

/// The known keys of one mapping and their pairs (a later duplicate replaces an earlier one, as
/// in a dictionary). Searched in order: a mapping has a handful of known keys, and hashing each
/// name into a dictionary for every mapping, then hashing every property name to look it up,
/// was 7 % of `transc check` on the big spec (issue 17).
struct KeyedPairs {
    // Two arrays, not one of tuples: a search compares names without copying pairs.
    private var names: [String] = []
    private var pairs: [YAMLPair] = []

    init() {}

    /// Room for `capacity` keys at once: grown one key at a time, the two arrays were
    /// reallocated three times each for a five-key track.
    init(capacity: Int) {
        names.reserveCapacity(capacity)
        pairs.reserveCapacity(capacity)
    }

    private func index(of name: String) -> Int? {
        for i in names.indices where names[i].isSameName(as: name) { return i }
        return nil
    }

    subscript(name: String) -> YAMLPair? {
        get { index(of: name).map { pairs[$0] } }
        set {
            switch (index(of: name), newValue) {
            case (let i?, let pair?): pairs[i] = pair
            case (let i?, nil):
                names.remove(at: i)
                pairs.remove(at: i)
            case (nil, let pair?):
                names.append(name)
                pairs.append(pair)
            case (nil, nil): break
            }
        }
    }
}

extension String {
    /// `==` for the names of keys, which compares the lengths first: most names met are of
    /// another length, and those are told apart without comparing strings (issue 17).
    func isSameName(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
