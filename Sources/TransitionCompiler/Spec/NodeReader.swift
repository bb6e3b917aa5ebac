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
        keyed(pairs, known: KnownKeys(known), required: required, owner: owner, what: what(), allowExtensions: allowExtensions)
    }

    /// `keyed` with the known keys indexed once (the mappings read for every track of a spec).
    func keyed(_ pairs: YAMLMapping, known: KnownKeys, required: [String] = [], owner: SourceRange,
               what: @autoclosure () -> String, allowExtensions: Bool = false) -> KeyedPairs {
        var result = KeyedPairs(capacity: pairs.count)
        let tree = pairs.tree
        for pair in pairs {
            // A key written plain (nearly every key) is matched by its bytes in the file, without
            // a String per key (issue 17); any other key, and one that is not known, is read as
            // text below, which says what is wrong with it.
            if let i = tree.withVerbatimText(pair.keyIndex, known.index(of:)) {
                result.set(known.names[i], known: i, pair)
                continue
            }
            guard let name = keyName(pair) else { continue }
            if allowExtensions, name.hasPrefix("x-") { continue }
            if let i = known.index(of: name) {
                result.set(known.names[i], known: i, pair)
            } else {
                reportUnknown(name, kind: "key", in: what(), candidates: known.names, at: pair.key.range, listsAll: true)
            }
        }
        // A required key that an unknown key misspells is reported by that key's "did you mean":
        // "needs 'x'" would only follow from the typo.
        for key in required where result[key] == nil && !misspells(pairs, key, known: known.names) {
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

    /// `listsAll`: with no close name, list every candidate however many (a fixed list the user
    /// needs to see: a track's keys, the functions); otherwise only lists of up to 16.
    func reportUnknown(_ name: String, kind: String, in what: String, candidates: [String], at range: SourceRange,
                       code: String = "unknown-key", extraNotes: [Diagnostic.Note] = [], listsAll: Bool = false) {
        reportUnknown(name, kind: kind, in: what, among: [NameIndex(candidates)], at: range, code: code, extraNotes: extraNotes,
                      listsAll: listsAll)
    }

    /// `among`: indexes built once per file (a scope's view names) and small fixed lists; they
    /// are searched only for an error that will be printed.
    func reportUnknown(_ name: String, kind: String, in what: String, among candidates: @autoclosure () -> [NameIndex], at range: SourceRange,
                       code: String = "unknown-key", extraNotes: [Diagnostic.Note] = [], listsAll: Bool = false) {
        // Past the error limit the error is only counted: skip the suggestion search.
        if sink.isFull {
            sink.error(code, "", at: range)
            return
        }
        sink.suggestionSearches += 1
        let indexes = candidates()
        var notes = extraNotes
        var fixIts: [Diagnostic.FixIt] = []
        if let foreign = ForeignPropertyNames.advice(for: name, among: indexes) {
            // A UIKit or Core Animation name: ours as the fix, or where to go instead.
            if let ours = foreign.ours {
                notes.insert(.init("did you mean '\(ours)'? (\(foreign.note))", at: range), at: 0)
                fixIts.append(.init(range: range, replacement: ours))
            } else {
                notes.insert(.init(foreign.note, at: range), at: 0)
            }
        } else if let suggestion = Names.closest(to: name, in: indexes) {
            notes.insert(.init("did you mean '\(suggestion)'?", at: range), at: 0)
            fixIts.append(.init(range: range, replacement: suggestion))
        } else {
            let count = indexes.reduce(0) { $0 + $1.count }
            if count > 0, count <= 16 || listsAll {
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
    /// One array (one allocation per mapping); a search reads each entry's name where it lies.
    private var entries: [Entry] = []

    private struct Entry {
        var name: String
        /// `name.utf8.count`: most names looked up are of another length, and are passed over
        /// comparing two integers (asking a String its length each time was most of a lookup).
        var length: Int
        /// The key's place in the `KnownKeys` it was matched with; -1 when set by name.
        var known: Int
        var pair: YAMLPair
    }

    init() {}

    /// Room for `capacity` keys at once: grown one key at a time, the array was reallocated
    /// three times for a five-key track.
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    private func index(of name: String) -> Int? {
        let length = name.utf8.count
        for i in entries.indices where entries[i].length == length && entries[i].name == name { return i }
        return nil
    }

    /// Sets the pair of the known key `known` (named `name`).
    mutating func set(_ name: String, known: Int, _ pair: YAMLPair) {
        if known >= 0 {
            for i in entries.indices where entries[i].known == known {
                entries[i].pair = pair
                return
            }
        }
        entries.append(Entry(name: name, length: name.utf8.count, known: known, pair: pair))
    }

    /// The pairs whose known index is `first` or more, with it, in the known keys' order: the
    /// properties a track writes (`Property.allCases` follow the track's own keys), found
    /// without asking for each of them by name.
    func knownPairs(from first: Int) -> [(known: Int, pair: YAMLPair)] {
        var out: [(known: Int, pair: YAMLPair)] = []
        out.reserveCapacity(entries.count)
        for e in entries where e.known >= first { out.append((e.known, e.pair)) }
        if out.count > 1 { out.sort { $0.known < $1.known } }
        return out
    }

    subscript(name: String) -> YAMLPair? {
        get { index(of: name).map { entries[$0].pair } }
        set {
            switch (index(of: name), newValue) {
            case (let i?, let pair?): entries[i].pair = pair
            case (let i?, nil): entries.remove(at: i)
            case (nil, let pair?): entries.append(Entry(name: name, length: name.utf8.count, known: -1, pair: pair))
            case (nil, nil): break
            }
        }
    }
}

/// The known keys of a mapping, indexed once by their bytes, so that a key written plain in
/// the file is matched without making a String of it (issue 17). A class: passed to every
/// `keyed` call, a struct of five arrays was five retains and releases per key.
final class KnownKeys: Sendable {
    let names: [String]
    /// Every name's UTF-8, one after another: name i is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// By `slot(_:)`: the first name of that slot plus one (0: none); `next` chains the rest.
    private let slots: [Int]
    private let next: [Int]
    private static let slotCount = 64

    init(_ names: [String]) {
        self.names = names
        var bytes: [UInt8] = [], starts = [0]
        var slots = [Int](repeating: 0, count: Self.slotCount), next = [Int](repeating: 0, count: names.count)
        for (i, name) in names.enumerated() {
            bytes += name.utf8
            starts.append(bytes.count)
            // Chained at the end of their slot, so a search meets the names in their order.
            let s = Self.slot(Array(name.utf8))
            if slots[s] == 0 { slots[s] = i + 1 } else {
                var j = slots[s] - 1
                while next[j] != 0 { j = next[j] - 1 }
                next[j] = i + 1
            }
        }
        (self.bytes, self.starts, self.slots, self.next) = (bytes, starts, slots, next)
    }

    private static func slot<C: Collection>(_ key: C) -> Int where C.Element == UInt8, C.Index == Int {
        guard let first = key.first else { return 0 }
        return (key.count &* 7 &+ Int(first) &* 3 &+ Int(key[key.endIndex - 1])) & (slotCount - 1)
    }

    /// The index of the name whose UTF-8 is `key` (the first, should a name repeat).
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !key.isEmpty else { return nil }
        var j = slots[Self.slot(key)]
        while j != 0 {
            let i = j - 1, a = starts[i], n = starts[i + 1] - a
            if n == key.count, bytes.withUnsafeBufferPointer({ b in (0..<n).allSatisfy { b[a + $0] == key[$0] } }) { return i }
            j = next[i]
        }
        return nil
    }

    /// The index of `name` as `==` finds it (a name that is not ASCII may be written in more
    /// than one way: compared as Strings, as before).
    func index(of name: String) -> Int? {
        names.firstIndex { $0.isSameName(as: name) }
    }
}

extension String {
    /// `==` for the names of keys, which compares the lengths first: most names met are of
    /// another length, and those are told apart without comparing strings (issue 17).
    func isSameName(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
