import Testing
import TransitionCompiler
import TransitionPreview
import struct AnimatorCore.FingerPath

// Issue 30's figures for the photo viewer, in both backends: the followed view's offset from the
// finger while it is down, and its velocity just before and just after the release (the finger's
// velocity handed over along the way left). The emitted code is driven by the mirror's pan
// recognizer through the same finger path as `--drag`.
@MainActor
@Suite(.serialized) struct FingerDragTests {
    static let path = "0:0,0 0.1:10,60 0.2:20,160 0.22:up"
    static let dt = 1e-5

    struct Figures {
        var offsets: [(x: Double, y: Double)]
        var before: (x: Double, y: Double)
        var after: (x: Double, y: Double)
    }

    func figures(_ frames: [TimelineFrame], finger: FingerPath) throws -> Figures {
        func center(_ i: Int) throws -> (x: Double, y: Double) {
            let f = try #require(frames[i].views["photo"]).frame
            return (f.x + f.width / 2, f.y + f.height / 2)
        }
        var offsets: [(x: Double, y: Double)] = []
        for i in 0..<3 {
            let c = try center(i), t = finger.touches[0].translation(at: frames[i].time)
            offsets.append((c.x - t.x, c.y - t.y))
        }
        let b0 = try center(3), b1 = try center(4), a0 = try center(5), a1 = try center(6)
        return Figures(offsets: offsets,
                       before: ((b1.x - b0.x) / Self.dt, (b1.y - b0.y) / Self.dt),
                       after: ((a1.x - a0.x) / Self.dt, (a1.y - a0.y) / Self.dt))
    }

    /// The same figures from the interpreter and from the emitted code on the mirror (at 1e-9 for
    /// the offsets, and for the velocities, which are differences of positions that agree at 1e-9,
    /// within 1e-9 / dt).
    @Test func photoViewerFollowsAndHandsOverTheVelocityInBothBackends() throws {
        let t = try compileExample("photo-viewer")
        let finger = try FingerPath.parse(Self.path)
        let times = [0.05, 0.1, 0.15, 0.2 - Self.dt, 0.2, 0.22, 0.22 + Self.dt]
        var options = RunOptions(operation: .dismiss, sampleTimes: times)
        options.drag = finger
        let reference = try Interpreter.run(t, options: options)
        let glue = try #require(Glue.of("photo-viewer"))
        let mirror = HostRun(t: t, operation: .dismiss, glue: glue, reference: reference).play(.interactiveFinish, scrub: nil, drag: finger)
        #expect(mirror.violations.isEmpty, "\(mirror.violations)")
        let a = try figures(reference.frames, finger: finger), b = try figures(mirror.frames, finger: finger)
        for (u, v) in zip(a.offsets, b.offsets) {
            #expect(abs(u.x - 196.5) < 1e-9 && abs(u.y - 425.5) < 1e-9, "interpreter offset \(u)")
            #expect(abs(u.x - v.x) < 1e-9 && abs(u.y - v.y) < 1e-9, "offset \(u) vs \(v)")
        }
        // Before the release the photo moves with the finger's last segment: (100, 1000) pt/s.
        #expect(abs(a.before.x - 100) < 1e-3 && abs(a.before.y - 1000) < 1e-3, "\(a.before)")
        for (u, v) in [(a.before, b.before), (a.after, b.after)] {
            #expect(abs(u.x - v.x) < 1e-3 && abs(u.y - v.y) < 1e-3, "velocity \(u) vs \(v)")
        }
        print("photo-viewer offsets interpreter \(a.offsets) mirror \(b.offsets)")
        print("photo-viewer velocity before release interpreter \(a.before) mirror \(b.before); after interpreter \(a.after) mirror \(b.after)")
    }
}
