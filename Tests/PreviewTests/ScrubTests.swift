import Testing
import TransitionCompiler
import TransitionPreview

// The view stays under the finger (issue 11, item 3). While a gesture scrubs, every part scrubs
// linearly (UIKit's default `scrubsLinearly = true`): the dragged view has moved progress ×
// distance along the gesture's axis, whatever its curve. The generated code scrubs the same way
// (DifferentialTests compares them frame by frame; EmitTests' PolishTests checks no golden sets
// `scrubsLinearly = false`). Reproduce the figure: `Scripts/finger-gap`.
@Suite struct ScrubTests {
    /// (example, operation, dragged view): the view the pan moves in each interactive example
    /// (modal roots keep their names, `presenting`/`presented`, in both operations: issue 20).
    static let interactive: [(String, Operation, String)] = [
        ("card", .dismiss, "presented"), ("sidebar", .dismiss, "presented"), ("interactive-pop", .pop, "from"),
    ]

    @Test(arguments: [0.2, 0.4, 0.7])
    func theDraggedViewStaysUnderTheFinger(progress: Double) throws {
        for (name, op, view) in Self.interactive {
            let t = try example(name)
            let timeline = try Interpreter.run(t, options: RunOptions(operation: op, scrub: .init(progress: progress, releaseVelocity: 0)))
            let gesture = try #require(timeline.gesture)
            let pause = try #require(timeline.events.first { $0.name == "pause" })
            let start = try #require(timeline.frames.first?.views[view]?.frame)
            // Held still for Interpreter.pauseDuration after the pause: the first frame from it shows it.
            let atPause = try #require(timeline.frames.first { $0.time >= pause.time - 1e-9 }?.views[view]?.frame,
                                       "a frame during the pause (\(pause.time))")
            let moved = t.operation(op)?.interaction?.axis == .y ? atPause.y - start.y : atPause.x - start.x
            let gap = progress * gesture.distance - moved
            #expect(abs(gap) < 1e-6, "\(name).\(op.rawValue): finger moved \(progress * gesture.distance) pt, \(view) \(moved) pt (gap \(gap) pt)")
        }
    }
}
