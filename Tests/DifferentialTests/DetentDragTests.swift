import Testing
import TransitionCompiler
import TransitionPreview
import struct AnimatorCore.FingerPath

// Issue 30's figures for the sheet with detents, in both backends: the sheet's y at three samples
// while the finger drags it, its velocity just before and just after the release (the finger's
// velocity handed to the spring to the half detent, or to the dismissal's spring), and the resting
// place chosen (the interpreter's projection; on the mirror, where the emitted code took the sheet).
@MainActor
@Suite(.serialized) struct DetentDragTests {
    static let dt = 1e-5

    struct Figures {
        var ys: [Double]
        var before: Double
        var after: Double
        var last: Double
    }

    /// `times`: three drag samples, the last sample before the lift (-dt, 0), the lift (0, +dt), and a late one.
    func figures(_ frames: [TimelineFrame]) throws -> Figures {
        func y(_ i: Int) throws -> Double { try #require(frames[i].views["presented"]).frame.y }
        return Figures(ys: [try y(0), try y(1), try y(2)],
                       before: (try y(4) - y(3)) / Self.dt, after: (try y(6) - y(5)) / Self.dt, last: try y(7))
    }

    func play(_ path: String, at times: [Double]) throws -> (reference: Timeline, interpreter: Figures, mirror: Figures) {
        let t = try compileExample("sheet-detents")
        let finger = try FingerPath.parse(path)
        var options = RunOptions(operation: .dismiss, sampleTimes: times)
        options.drag = finger
        let reference = try Interpreter.run(t, options: options)
        let glue = try #require(Glue.of("sheet-detents"))
        let mirror = HostRun(t: t, operation: .dismiss, glue: glue, reference: reference).play(.interactiveFinish, scrub: nil, drag: finger)
        #expect(mirror.violations.isEmpty, "\(mirror.violations)")
        let a = try figures(reference.frames), b = try figures(mirror.frames)
        for (u, v) in zip(a.ys, b.ys) { #expect(abs(u - v) < 1e-9, "y \(u) vs \(v)") }
        // Differences of positions that agree at 1e-9: within 1e-9 / dt.
        #expect(abs(a.before - b.before) < 1e-3 && abs(a.after - b.after) < 1e-3, "velocity \(a) vs \(b)")
        #expect(abs(a.last - b.last) < 1e-9, "late y \(a.last) vs \(b.last)")
        return (reference, a, b)
    }

    /// Dragged to 250 pt and released at 500 pt/s: projected to 0.631 of the 792-point dismissal, it
    /// rests at the half detent (y = 60 + 396), leaving the finger at the finger's speed.
    @Test func restsAtTheHalfDetentHandedTheFingersVelocity() throws {
        let path = "0:0,0 0.1:0,80 0.2:0,150 0.4:0,250 0.41:up 1:0,0 1.1:0,200 1.12:up"
        let (reference, a, b) = try play(path, at: [0.1, 0.2, 0.3, 0.4 - Self.dt, 0.4, 0.41, 0.41 + Self.dt, 0.9])
        let release = try #require(reference.drag?.events.first { $0.kind == .release })
        #expect(abs((release.projected ?? 0) - (250 + 249.5) / 792) < 1e-9 && release.restingPlace == 0.5)
        #expect(abs(a.ys[0] - 140) < 1e-9 && abs(a.ys[1] - 210) < 1e-9 && abs(a.ys[2] - 260) < 1e-9, "\(a.ys)")
        // The spring to the detent is short (0.45 s × 0.184 = 0.083 s, stiff): over dt it already gains about 4 %.
        #expect(abs(a.before - 500) < 1e-3 && abs(a.after - 500) < 25, "\(a)")
        #expect(abs(b.last - 456) < 1e-6, "the emitted code rests the sheet at the half detent: \(b.last)")
        print("sheet-detents rest: y interpreter \(a.ys) mirror \(b.ys); velocity before \(a.before) / \(b.before), after \(a.after) / \(b.after); projected \(release.projected ?? .nan), resting place \(release.restingPlace ?? .nan); y at 0.9 s interpreter \(a.last) mirror \(b.last)")
    }

    /// Released at 560 pt with 600 pt/s: projected to 1.085, past the half detent, the dismissal
    /// starts there and its spring leaves at the finger's speed.
    @Test func dismissesFromWhereItIsHandedTheFingersVelocity() throws {
        let path = "0:0,0 0.1:0,200 0.2:0,500 0.3:0,560 0.31:up"
        let (reference, a, b) = try play(path, at: [0.05, 0.1, 0.2, 0.3 - Self.dt, 0.3, 0.31, 0.31 + Self.dt, 0.5])
        let release = try #require(reference.drag?.events.first { $0.kind == .release })
        #expect(abs((release.projected ?? 0) - (560 + 299.4) / 792) < 1e-9 && release.restingPlace == 1)
        #expect(abs(a.ys[0] - 160) < 1e-9 && abs(a.ys[1] - 260) < 1e-9 && abs(a.ys[2] - 560) < 1e-9, "\(a.ys)")
        #expect(abs(a.before - 600) < 1e-3 && abs(a.after - 600) < 1, "\(a)")
        #expect(b.last > 620, "the emitted code dismissed the sheet: \(b.last)")
        print("sheet-detents dismiss: y interpreter \(a.ys) mirror \(b.ys); velocity before \(a.before) / \(b.before), after \(a.after) / \(b.after); projected \(release.projected ?? .nan), resting place \(release.restingPlace ?? .nan); y at 0.5 s interpreter \(a.last) mirror \(b.last)")
    }
}
