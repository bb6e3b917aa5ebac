/// Sets and tables addressed by view id. Ids are dense (a transition's views are numbered from
/// 0), so an array indexed by id answers where a hashed `Set` or `Dictionary` spent most of its
/// time hashing (issue 17).

/// A set of (view, property) pairs: a `PropertySet` (a bit per property) per view id.
struct ViewPropertySet {
    private var words: [PropertySet] = []

    init() {}

    /// Room for ids below `viewCount` at once (a transition's view count), so no insert grows it.
    init(viewCount: Int) {
        words = Array(repeating: [], count: viewCount)
    }

    /// Every property each track animates.
    init(animatedBy tracks: [TrackIR], viewCount: Int) {
        words = Array(repeating: [], count: viewCount)
        // By index, a track's properties read in place: iterating copied every track (issue 17).
        for i in tracks.indices {
            let v = tracks[i].view
            tracks[i].content.forEachProperty { insert(v, $0) }
        }
    }

    func contains(_ view: ViewID, _ property: Property) -> Bool {
        words.indices.contains(view.rawValue) && words[view.rawValue].contains(property)
    }

    /// Inserts the pair; false when it was there already.
    @discardableResult
    mutating func insert(_ view: ViewID, _ property: Property) -> Bool {
        words.grow(to: view.rawValue + 1, with: [])
        return words[view.rawValue].insert(PropertySet(property)).inserted
    }
}

/// A set of view ids as one flag per id (the hierarchy validator, the crossfade, the Dark Mode
/// check).
struct ViewSet {
    private var member: [Bool]

    /// Room for ids below `count` at once (a transition's view count), so none grows it.
    init(_ ids: [ViewID] = [], count: Int = 0) {
        member = Array(repeating: false, count: count)
        for id in ids { insert(id) }
    }

    func contains(_ id: ViewID) -> Bool {
        member.indices.contains(id.rawValue) && member[id.rawValue]
    }

    mutating func insert(_ id: ViewID) {
        member.grow(to: id.rawValue + 1, with: false)
        member[id.rawValue] = true
    }

    mutating func remove(_ id: ViewID) {
        if member.indices.contains(id.rawValue) { member[id.rawValue] = false }
    }

    /// The members in ascending order of id.
    var sorted: [ViewID] {
        member.indices.filter { member[$0] }.map { ViewID($0) }
    }
}

extension Array {
    /// Lengthens the array to `count` elements with `filler`, geometrically (an index addressed by
    /// view id grows as ids are met).
    mutating func grow(to count: Int, with filler: Element) {
        guard count > self.count else { return }
        // Only when full: reserving twice the count on every call reallocated at every new id.
        if count > capacity { reserveCapacity(Swift.max(count, capacity * 2)) }
        append(contentsOf: repeatElement(filler, count: count - self.count))
    }
}
