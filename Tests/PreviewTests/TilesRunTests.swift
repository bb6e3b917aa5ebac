import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Tiles (issue 32, item 8): each tile is placed over its region of its source in container
/// space, away from the origin, and its values are its own.
@Suite struct TilesRunTests {
    @Test func tilesCoverTheirRegionsOfACardAwayFromTheOrigin() throws {
        let t = try example("explode")
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push, sampleTimes: [0]))
        let views = tl.frames[0].views
        // The card is rect(40, 220, 313, 196), cut 6 × 4: tiles 313/6 × 49, row by row.
        let w = 313.0 / 6, h = 49.0
        for (i, (column, row)) in [(0, 0), (1, 0), (5, 0), (0, 1), (1, 1), (5, 3)].enumerated() {
            let index = row * 6 + column
            let f = try #require(views["shards[\(index)]"]).frame
            #expect(abs(f.x - (40 + Double(column) * w)) < 1e-9 && abs(f.y - (220 + Double(row) * h)) < 1e-9, "tile \(i)")
            #expect(abs(f.width - w) < 1e-9 && abs(f.height - h) < 1e-9)
        }
        #expect(!tl.viewNames.contains("shards[24]"))
    }

    @Test func eachTileTurnsByItsOwnRandomNumber() throws {
        let t = try example("explode")
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push, sampleTimes: [0.6]))
        // Once all have started (the last 23 × 10 ms in), each tile's transform is its own.
        let end = try #require(tl.frames.first?.views)
        let transforms = (0..<24).compactMap { end["shards[\($0)]"]?.transform }
        #expect(transforms.count == 24)
        #expect(Set(transforms.map { "\($0.a),\($0.b),\($0.tx),\($0.ty)" }).count == 24)
    }
}
