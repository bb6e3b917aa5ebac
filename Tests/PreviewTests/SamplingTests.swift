import Testing
@testable import TransitionPreview

/// The sampling grid and its budget: a run is refused beyond `Interpreter.frameBudget` frames,
/// never truncated, and `--at` times are sorted, deduplicated and bounded.
@Suite struct SamplingTests {
    func grid(_ end: Double, fps: Double) throws -> [Double] {
        try Interpreter.sampleTimes(RunOptions(fps: fps), endTime: end)
    }

    @Test func gridEndsExactlyAtTheEnd() throws {
        #expect(try grid(0.35, fps: 20) == (0...7).map { Double($0) / 20 })
        let offGrid = try grid(0.33, fps: 10)
        #expect(offGrid == [0, 0.1, 0.2, 0.3, 0.33])
        #expect(try grid(0, fps: 60) == [0])
    }

    @Test func budgetIsAHardLimitNotATruncation() throws {
        // 99.999 s at 1000 fps: 0...99999, exactly the budget.
        #expect(try grid(99.999, fps: 1000).count == Interpreter.frameBudget)
        #expect(throws: RunError.tooManyFrames(frames: 100_001, endTime: 100, fps: 1000, budget: 100_000)) {
            try grid(100, fps: 1000)
        }
        // Off the grid, the end frame counts too.
        #expect(throws: RunError.self) { try grid(99.9995, fps: 1000) }
        // Absurd lengths are refused without overflowing.
        #expect(throws: RunError.self) { try grid(1e300, fps: 10_000) }
    }

    @Test func atTimesAreSortedDeduplicatedAndBounded() throws {
        let options = RunOptions(sampleTimes: [0.3, 0.1, 0.3, 0])
        #expect(try Interpreter.sampleTimes(options, endTime: 0.5) == [0, 0.1, 0.3])
        #expect(throws: RunError.timeTooLate(time: 11, endTime: 0.5, limit: 10.5)) {
            try Interpreter.sampleTimes(RunOptions(sampleTimes: [0, 11]), endTime: 0.5)
        }
        let many = (0...Interpreter.frameBudget).map { Double($0) * 1e-4 }
        #expect(throws: RunError.self) { try Interpreter.sampleTimes(RunOptions(sampleTimes: many), endTime: 0.5) }
    }
}
