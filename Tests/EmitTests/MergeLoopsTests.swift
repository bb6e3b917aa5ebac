import Testing
@testable import SwiftEmitter

/// A list track's loops are merged after each track is appended to its group's animations
/// (`BranchLowering.mergeLoops(_:from:)`). Rebuilding the whole array there (prefix copied, the
/// group's reservation dropped) made a group of n list tracks cost O(n²); only the tail from
/// `start` may be touched.
@Suite struct MergeLoopsTests {
    static func loop(_ list: String, _ property: String) -> SwiftStmt {
        .forIn(SwiftIdentifier("cell"), .identifier(SwiftIdentifier(list)), where: nil,
               [.assign(SwiftExpr.identifier(SwiftIdentifier("cell")).dot(property), .integer(1))])
    }

    @Test func theTailIsMergedAndThePrefixKeptInPlace() {
        var stmts: [SwiftStmt] = []
        stmts.reserveCapacity(1_000)
        stmts.append(Self.loop("cells", "alpha"))
        let start = stmts.count
        stmts.append(Self.loop("cells", "alpha"))
        stmts.append(Self.loop("cells", "center"))
        stmts.append(Self.loop("rows", "alpha"))
        BranchLowering.mergeLoops(&stmts, from: start)

        // The prefix is never merged with the tail (each track's own loops only), and the
        // tail's two loops over `cells` became one.
        #expect(stmts.count == 3)
        guard case .forIn(_, _, _, let merged) = stmts[1] else { Issue.record("not a loop: \(stmts[1])"); return }
        #expect(merged.count == 2)
        // Merged in place: the array the group reserved is still the one that grows.
        #expect(stmts.capacity >= 1_000)
    }
}
