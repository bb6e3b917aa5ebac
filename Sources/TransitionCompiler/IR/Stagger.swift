/// A track over a provided list (`cells: source.visibleCells[]`) whose elements start one after
/// another: element i starts at the track's delay plus its rank times the stagger, and each
/// element lasts the track's duration. The count is known only at run time, so the spread is
/// fitted into a budget the checker knows (`room`): with many elements the step shrinks so that
/// the last one still ends with the branch. Both backends compute the offsets with the formulas
/// below (the interpreter calls them; the emitted code writes the same arithmetic out).
public struct StaggerIR: Sendable {
    /// Seconds between two consecutive ranks (`stagger: 30ms`); 0 when the track has none.
    public var interval: Double
    public var order: Order
    /// The ranks run backwards (`reverse`, `toPoint`, and every derived reverse).
    public var reversed: Bool
    /// Seconds the elements may spread over: in a written branch the time between the track's
    /// end and the branch's end. Kept by a derived reverse.
    public var room: Double
    /// A derived reverse plays the group backwards in time: the element of the highest rank
    /// starts at the track's delay and the others before it, within `room`.
    public var alignsEnd: Bool
    public var range: SourceRange

    public enum Order: Sendable {
        /// The list's own order.
        case index
        /// By the distance of each element's centre (container space, read after setup) from a
        /// point: the nearest first; elements at the same distance share a rank.
        case distance(from: Expr)
        /// `by(EXPR)`: by a value each element has (ElementValues.swift), the smallest first;
        /// elements with the same value (within `sameDistance`) share a rank.
        case key(Expr)

        /// The expression the order reads after setup, if any (a point, or each element's key).
        public var expression: Expr? {
            switch self {
            case .index: return nil
            case .distance(let p): return p
            case .key(let e): return e
            }
        }
    }

    public init(interval: Double, order: Order, reversed: Bool, room: Double, alignsEnd: Bool, range: SourceRange) {
        self.interval = interval
        self.order = order
        self.reversed = reversed
        self.room = room
        self.alignsEnd = alignsEnd
        self.range = range
    }

    /// Distances closer than this (points) are one rank: a grid's cells at the same distance from
    /// the point start together, whatever floating-point noise their conversion added.
    public static let sameDistance = 0.001

    /// Ranks in the list's order (element i has rank i), or dense ranks by distance: sorted by
    /// (distance, index), a new rank whenever the distance grows by more than `sameDistance`
    /// over the previous element's.
    public static func baseRanks(count: Int, distances: [Double]?) -> [Int] {
        guard let distances, distances.count == count else { return Array(0..<max(count, 0)) }
        let sorted = distances.indices.sorted { (distances[$0], $0) < (distances[$1], $1) }
        var ranks = [Int](repeating: 0, count: count)
        var rank = 0
        for (k, i) in sorted.enumerated() {
            if k > 0, distances[i] > distances[sorted[k - 1]] + sameDistance { rank += 1 }
            ranks[i] = rank
        }
        return ranks
    }

    /// Seconds after the track's delay at which each element starts, for base ranks `ranks`.
    /// With M the highest rank, the step is min(interval, room / M); a reversed order ranks an
    /// element M − rank; a group aligned at its end is shifted back by M × step.
    public func offsets(ranks: [Int]) -> [Double] {
        let highest = ranks.max() ?? 0
        let step = highest > 0 ? min(interval, room / Double(highest)) : 0
        let shift = alignsEnd ? Double(highest) * step : 0
        return ranks.map { rank in Double(reversed ? highest - rank : rank) * step - shift }
    }

    /// The derived reverse: the same elements, the order backwards, aligned at the other end.
    public func reversedInTime(order: Order) -> StaggerIR {
        StaggerIR(interval: interval, order: order, reversed: !reversed, room: room, alignsEnd: !alignsEnd, range: range)
    }
}

/// What the preview scene gives a provided list: a count and a grid in the view's frame.
public struct PreviewList: Sendable, Equatable {
    public var count: Int
    public var columns: Int
    /// Points between two cells, across and down.
    public var spacing: Double

    public init(count: Int, columns: Int, spacing: Double) {
        self.count = count
        self.columns = columns
        self.spacing = spacing
    }

    public static let standard = PreviewList(count: 6, columns: 1, spacing: 8)

    /// The cells' frames, row by row, filling `area`: each cell is (area.width − (columns − 1) ×
    /// spacing) / columns wide and (area.height − (rows − 1) × spacing) / rows high.
    public func frames(in area: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let columns = max(1, self.columns)
        let rows = (count + columns - 1) / columns
        let width = max(0, (area.width - Double(columns - 1) * spacing) / Double(columns))
        let height = max(0, (area.height - Double(rows - 1) * spacing) / Double(rows))
        return (0..<count).map { i in
            Rect(x: area.x + Double(i % columns) * (width + spacing), y: area.y + Double(i / columns) * (height + spacing),
                 width: width, height: height)
        }
    }
}
