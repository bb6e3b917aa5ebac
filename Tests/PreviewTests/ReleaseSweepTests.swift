import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Every interactive operation of every example (the spec's own gestures, plus a synthetic one
/// on the operations without, see `withInteraction`), released at many progresses and
/// velocities: a cancel restores the scene exactly, a finish ends where the not-animated path
/// ends, the events come in the documented order and the progress ends at 0 or 1.
@Suite struct ReleaseSweepTests {
    static let progresses = [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]
    static let velocities = [0.0, 300, -300, 3000, -3000, 100_000, -100_000]

    @Test func everyReleaseEndsCleanly() throws {
        var real = 0, cancelled = 0, finished = 0
        for name in exampleNames {
            let spec = try example(name)
            let t = withInteraction(spec)
            for op in customOperations(t) {
                if spec.operation(op)?.interaction != nil { real += 1 }
                let still = try Interpreter.run(t, options: RunOptions(operation: op, animated: false))
                for p in Self.progresses {
                    for v in Self.velocities {
                        let tl = try Interpreter.run(t, options: RunOptions(operation: op, scrub: .init(progress: p, releaseVelocity: v)))
                        let label = "\(name) \(op) p=\(p) v=\(v)"
                        switch tl.outcome {
                        case .cancelled:
                            cancelled += 1
                            let before = restoredByCancel(tl, t, op)
                            #expect(tl.after == before, "\(label): \(TimelineTable.differences(before, tl.after, names: tl.viewNames))")
                        case .finished:
                            finished += 1
                            #expect(tl.after == still.after, "\(label): \(TimelineTable.differences(still.after, tl.after, names: tl.viewNames))")
                        }
                        checkEvents(tl, label)
                        #expect(tl.frames.last?.progress == (tl.outcome == .finished ? 1 : 0), "\(label)")
                    }
                }
            }
        }
        // The sweep really covers the spec's gestures (arc-move, card, card-deck, card-flip, circular-reveal, cube-push,
        // door-open, frosted-push, grid-cascade, interactive-pop, parallax-push, shadow-push, shared-element,
        // sheet, side-menu, sidebar, slide-out-menu, and tab-swipe's forward and backward) and both outcomes.
        #expect(real == 19)
        #expect(cancelled > 100 && finished > 100, "cancelled \(cancelled), finished \(finished)")
    }

    /// Docs/TIMELINE-FORMAT.md: (a presentation's VoiceOver set-up,) setup, start, (update…), pause,
    /// release, finish or cancel, completeTransition(true|false) at the end time; times never go back.
    func checkEvents(_ tl: Timeline, _ label: String) {
        var names = tl.events.map(\.name).filter { $0 != "update" && $0 != "non-finite value" }
        if names.first == "accessibilityViewIsModal = true" { names.removeFirst() }
        let ending = tl.outcome == .finished ? "finish" : "cancel"
        #expect(names == ["setup", "start", "pause", "release", ending, "completeTransition"], "\(label): \(names)")
        #expect(zip(tl.events, tl.events.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(label): times go back")
        #expect(tl.events.last == TimelineEvent(name: "completeTransition", time: tl.endTime, value: tl.outcome == .finished ? 1 : 0), "\(label)")
    }
}
