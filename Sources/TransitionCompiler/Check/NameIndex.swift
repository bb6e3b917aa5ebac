/// The candidates of a "did you mean", indexed once and only when a printed error first asks:
/// sorted (the order ties are broken in), lowercased, and bucketed by length, so a suggestion
/// compares the name only with candidates of a near length, and an error past the sink's cap
/// (only counted) costs nothing. A spec naming 15,000 unknown views among 15,000 declared ones
/// sorted every name for every error before (30 s); now the names are sorted once per file.
final class NameIndex {
    private struct Entry {
        var name: String
        var lowered: [Unicode.Scalar]
        var mask: UInt64
    }
    private struct Built {
        var sorted: [String]
        /// Entries by the length of their lowercased name, each bucket in sorted order.
        var byLength: [Int: [Entry]]
    }

    private let source: () -> [String]
    private var built: Built?
    /// A short fixed list is shown in its own order ("expected one of: …"); a scope's names sorted.
    private let fixedOrder: [String]?

    /// Names produced on first use (a scope's views: most files never ask).
    init(_ source: @escaping () -> [String]) {
        self.source = source
        fixedOrder = nil
    }

    init(_ names: [String]) {
        source = { names }
        fixedOrder = names
    }

    private var index: Built {
        if let built { return built }
        let sorted = source().sorted()
        var byLength: [Int: [Entry]] = [:]
        for name in sorted {
            let lowered = Array(name.lowercased().unicodeScalars)
            byLength[lowered.count, default: []].append(Entry(name: name, lowered: lowered, mask: Names.characterMask(lowered)))
        }
        let b = Built(sorted: sorted, byLength: byLength)
        built = b
        return b
    }

    /// Every candidate, as a note lists them.
    var listed: [String] { fixedOrder ?? index.sorted }
    var count: Int { fixedOrder?.count ?? index.sorted.count }

    /// The best candidate by edit distance and its distance (ties: the first in sorted order),
    /// among candidates that could be within `Names.closest`'s largest allowance.
    fileprivate func best(for lower: [Unicode.Scalar], shortName: Bool) -> (name: String, distance: Int)? {
        let limit = 3
        let index = self.index
        if shortName {
            return index.byLength[lower.count]?.first { $0.lowered == lower }.map { ($0.name, 0) }
        }
        var best: (name: String, distance: Int)?
        let mask = Names.characterMask(lower)
        // Lengths further apart than the limit cannot be within it: those buckets are skipped.
        for length in max(0, lower.count - limit)...(lower.count + limit) {
            for entry in index.byLength[length] ?? [] {
                if (mask & ~entry.mask).nonzeroBitCount > limit || (entry.mask & ~mask).nonzeroBitCount > limit { continue }
                let d = Names.editDistance(lower, entry.lowered, limit: limit)
                if d > limit { continue }
                if let b = best, d > b.distance || (d == b.distance && b.name < entry.name) { continue }
                best = (entry.name, d)
            }
        }
        return best
    }
}

extension Names {
    /// `closest(to:in:)` over indexes (a scope's names plus a few keywords): the same answer as
    /// the sorted union of their candidates would give.
    static func closest(to name: String, in indexes: [NameIndex]) -> String? {
        let lower = Array(name.lowercased().unicodeScalars)
        let shortName = name.lowercased().count < 3
        var best: (name: String, distance: Int)?
        for index in indexes {
            guard let b = index.best(for: lower, shortName: shortName) else { continue }
            if let current = best, b.distance > current.distance || (b.distance == current.distance && current.name < b.name) { continue }
            best = b
        }
        guard let (candidate, distance) = best else { return nil }
        if shortName { return candidate }
        let allowed = max(1, min(3, (candidate.count + 2) / 3))
        return distance <= allowed ? candidate : nil
    }
}

/// One index of a file's view names for every scope made from it (the names only grow while
/// `views:` is read; after that every branch's scope shares the same index).
final class NameIndexCache {
    private var cached: (views: Int, index: NameIndex)?

    func index(forViews count: Int, _ names: @escaping () -> [String]) -> NameIndex {
        if let cached, cached.views == count { return cached.index }
        let index = NameIndex(names)
        cached = (count, index)
        return index
    }
}
