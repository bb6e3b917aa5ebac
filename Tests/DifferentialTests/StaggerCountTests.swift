import Testing
import TransitionCompiler
import TransitionPreview
@testable import EmittedExamples

/// The grid cascade with other cell counts than its preview's: none (the emitted loops add no
/// part and the transition still completes with its other track), one (no spread), and 60 in 4
/// columns (15 rows: more ranks than the 0.3 s room holds 30 ms apart, so both backends compress
/// the step to room ÷ highest rank). Played plain, and as a cancelled interactive pop.
@MainActor
@Suite(.serialized) struct StaggerCountTests {
    @Test(arguments: [(0, 1), (1, 1), (60, 4)])
    func emittedCodeMatchesInterpreter(_ layout: (count: Int, columns: Int)) throws {
        var t = try compileExample("grid-cascade")
        let list = try #require(t.views.first { $0.isList }?.id)
        t.preview.views[list]?.list?.count = layout.count
        t.preview.views[list]?.list?.columns = layout.columns
        let glue = try #require(Glue.of("grid-cascade"))
        let cases: [(TransitionCompiler.Operation, Scenario, RunOptions.Scrub?)] = [
            (.push, .plain, nil), (.pop, .plain, nil), (.pop, .interactiveCancel, RunOptions.Scrub(progress: 0.3, releaseVelocity: 0)),
        ]
        for (op, scenario, scrub) in cases {
            let reference = try Interpreter.run(t, options: RunOptions(operation: op, scrub: scrub))
            let mirror = HostRun(t: t, operation: op, glue: glue, reference: reference).play(scenario, scrub: scrub)
            let label = "\(layout.count) cells, \(op) \(scenario)"
            #expect(reference.viewNames.filter { $0.hasPrefix("cells[") }.count == layout.count, "\(label)")
            #expect(mirror.violations.isEmpty, "\(label): UIKit would raise: \(mirror.violations)")
            #expect(mirror.frames.count == reference.frames.count, "\(label)")
            var reported = 0
            for (r, m) in zip(reference.frames, mirror.frames) where reported < 3 {
                let d = differences(r.views, m.views, transient: [])
                if !d.isEmpty {
                    reported += 1
                    Issue.record("\(label), t = \(r.time): \(d.prefix(8).joined(separator: "; "))")
                }
            }
            #expect(differences(reference.after, mirror.after, transient: []).isEmpty, "\(label): after")
            #expect(reference.events.map(\.name) == mirror.events.map(\.name), "\(label): events")
            #expect(abs((reference.events.last?.time ?? -1) - (mirror.events.last?.time ?? -2)) <= tolerance, "\(label): completion time")
        }
    }
}
