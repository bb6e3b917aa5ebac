import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// After a release, `progress` goes from the released progress to its target and never back:
/// a cancel at 0.3 used to show 0.3 → 0.54 → 0.25 (issue 20, item 8), because a group with a
/// curved track reported that track's values' progress as if it were a point of the schedule.
@Suite struct ReleaseProgressTests {
    static let scenarios: [(String, TransitionCompiler.Operation, Double, Double)] = [
        ("interactive-pop", .pop, 0.3, 0), ("interactive-pop", .pop, 0.7, 0),
        ("interactive-pop", .pop, 0.3, 900), ("interactive-pop", .pop, 0.8, -900),
        ("card", .dismiss, 0.3, 0), ("card", .dismiss, 0.6, 0),
        ("sidebar", .dismiss, 0.3, 0), ("sidebar", .dismiss, 0.7, 0),
    ]

    @Test(arguments: scenarios.indices)
    func progressMovesStraightToItsTarget(_ index: Int) throws {
        let (name, op, p, v) = Self.scenarios[index]
        let tl = try Interpreter.run(try example(name), options: RunOptions(operation: op, fps: 240, scrub: .init(progress: p, releaseVelocity: v)))
        let release = try #require(tl.events.first { $0.name == "release" }).time
        let after = tl.frames.filter { $0.time > release + 1e-9 }.map(\.progress)
        let finishing = tl.outcome == .finished
        var previous = p
        for (k, value) in after.enumerated() {
            let ok = finishing ? value >= previous - 1e-9 : value <= previous + 1e-9
            #expect(ok, "\(name) \(op) P \(p) V \(v): progress \(previous) → \(value) at frame \(k) after the release")
            if !ok { break }
            previous = value
        }
        #expect(after.last == (finishing ? 1 : 0))
    }
}
