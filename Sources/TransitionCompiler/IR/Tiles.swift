/// `tiles(VIEW, columns: C, rows: R)`: a list of C × R snapshots of the regions of a view, made
/// when the list is inserted (UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`,
/// UIView.h), each placed over its region in container space. Row by row: element i is the
/// region in column i mod C of row i div C. Both backends cut the view with `regions`.
public struct TileGrid: Sendable, Equatable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The most tiles a view may be cut into: each tile is a snapshot view of its own (a layer
    /// Core Animation composites every frame) and gets a property animator of its own per track,
    /// so the count is what a frame pays for. 400 is 20 × 20, over four times Apple's
    /// checkerboard (8 × 12 = 96); the preview draws every tile in every sampled frame.
    public static let maxTiles = 400

    public var count: Int { columns * rows }

    /// The regions in `bounds` (the view's own coordinates), row by row: each is bounds.width ÷
    /// columns wide and bounds.height ÷ rows high, at bounds.minX + column × width,
    /// bounds.minY + row × height. Mirrored (a right-to-left layout, where the transition plays
    /// as the mirror image of what is written), columns count from the right: element i is the
    /// mirror image of its left-to-right self, at bounds.maxX − (column + 1) × width.
    public func regions(in bounds: Rect, mirrored: Bool = false) -> [Rect] {
        guard columns > 0, rows > 0 else { return [] }
        let width = bounds.width / Double(columns), height = bounds.height / Double(rows)
        var out: [Rect] = []
        out.reserveCapacity(count)
        for row in 0..<rows {
            for column in 0..<columns {
                let x = mirrored ? (bounds.x + bounds.width) - Double(column + 1) * width : bounds.x + Double(column) * width
                out.append(Rect(x: x, y: bounds.y + Double(row) * height, width: width, height: height))
            }
        }
        return out
    }
}
