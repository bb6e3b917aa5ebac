import struct AnimatorCore.FingerPath
import Testing
import TransitionCompiler
@testable import TransitionPreview

// `transc run --drag` (issue 30): a scripted finger drives an interactive operation. The
// followed view keeps its offset from the finger, resists past the ends with UIScrollView's
// rubber band, the release is decided by projection or by the percent-driven rule with its
// numbers recorded, the followed view is handed the finger's velocity, a touch while it settles
// catches it (interruptible) or is ignored, and completeTransition is called once.
@Suite struct DragTests {
    func drag(_ name: String, _ op: TransitionCompiler.Operation, _ path: String, at times: [Double]? = nil) throws -> Timeline {
        var options = RunOptions(operation: op, sampleTimes: times)
        options.drag = try FingerPath.parse(path)
        return try Interpreter.run(try example(name), options: options)
    }

    func center(_ tl: Timeline, _ view: String, at time: Double) throws -> (x: Double, y: Double) {
        let f = try #require(try frame(tl, at: time).views[view]).frame
        return (f.x + f.width / 2, f.y + f.height / 2)
    }

    static let photoPath = "0:0,0 0.1:10,60 0.2:20,160 0.22:up"

    /// The photo's centre minus the finger's position is the same at every sample of `photoPath`'s touch.
    func expectPhotoUnderTheFinger(_ tl: Timeline) throws {
        let start = try center(tl, "photo", at: 0)
        let path = try FingerPath.parse(Self.photoPath)
        for time in [0.05, 0.1, 0.15, 0.2] {
            let c = try center(tl, "photo", at: time)
            let finger = path.touches[0].translation(at: time)
            #expect(abs(c.x - start.x - finger.x) < 1e-9 && abs(c.y - start.y - finger.y) < 1e-9, "at \(time): centre \(c), finger \(finger)")
        }
    }

    /// The photo's centre minus the finger's position is the same at every sample of the touch.
    @Test func theFollowedViewKeepsItsOffsetFromTheFinger() throws {
        let tl = try drag("photo-viewer", .dismiss, Self.photoPath, at: [0, 0.05, 0.1, 0.15, 0.2])
        try expectPhotoUnderTheFinger(tl)
        // The driven scale: 1 − 0.4 × 160 / 426 at 0.2 s.
        let t = try #require(try frame(tl, at: 0.2).views["photo"]).transform
        #expect(abs(t.a - (1 - 0.4 * 160 / 426)) < 1e-12 && abs(t.d - t.a) < 1e-15)
    }

    /// Right to left (the photo viewer mirrors, the default) the finger is the same physical finger:
    /// the photo keeps its offset from it on both axes, and the release is decided as left to right
    /// (the gesture is vertical, which the mirror does not turn round).
    @Test func rightToLeftTheFollowedViewStaysUnderTheFinger() throws {
        var options = RunOptions(operation: .dismiss, sampleTimes: [0, 0.05, 0.1, 0.15, 0.2])
        options.drag = try FingerPath.parse(Self.photoPath)
        options.settings.layoutDirection = .rightToLeft
        let tl = try Interpreter.run(try example("photo-viewer"), options: options)
        try expectPhotoUnderTheFinger(tl)
        let ltr = try drag("photo-viewer", .dismiss, Self.photoPath)
        #expect(tl.outcome == ltr.outcome && tl.drag?.events.last?.restingPlace == ltr.drag?.events.last?.restingPlace)
    }

    /// The release is decided by projection, with its numbers: 0.3756 + 499 / 426 → the end.
    @Test func projectionDecidesTheRelease() throws {
        let tl = try drag("photo-viewer", .dismiss, Self.photoPath)
        let release = try #require(tl.drag?.events.first { $0.kind == .release })
        #expect(abs(release.progress - 160.0 / 426) < 1e-12)
        #expect(release.velocity?.x == 100 && release.velocity?.y == 1000)
        #expect(release.rule == "project")
        #expect(abs((release.projected ?? 0) - (160.0 / 426 + 499.0 / 426)) < 1e-12)
        #expect(release.restingPlace == 1 && tl.outcome == .finished)
        // A slow drag to the same place comes back.
        let slow = try drag("photo-viewer", .dismiss, "0:0,0 1:0,160 2:0,160 2.01:0,160 2.02:up")
        #expect(slow.outcome == .cancelled && slow.drag?.events.last?.restingPlace == 0)
    }

    /// Right after the release the photo's centre moves along the way left at the finger's
    /// velocity projected on it ((v · Δ) / |Δ| points per second): nothing jumps or stalls.
    @Test func theFollowedViewIsHandedTheFingerVelocity() throws {
        let dt = 1e-5
        let tl = try drag("photo-viewer", .dismiss, Self.photoPath, at: [0.22, 0.22 + dt])
        let a = try center(tl, "photo", at: 0.22), b = try center(tl, "photo", at: 0.22 + dt)
        // Δ: from the centre at release to the thumbnail's centre (16 + 88, 220 + 88).
        let dx = 104 - a.x, dy = 308 - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let expected = (100 * dx + 1000 * dy) / length
        let moved = ((b.x - a.x) * dx + (b.y - a.y) * dy) / length / dt
        #expect(abs(moved - expected) < 0.01 * abs(expected), "along the way left: \(moved) pt/s, expected \(expected)")
    }

    /// Pulled up past its start the card rubber-bands: 40 pt of finger is 40·0.55·852/(22+852).
    @Test func pastTheStartTheCardRubberBands() throws {
        let tl = try drag("app-store-card", .dismiss, "0:0,0 0.1:0,-40 0.2:0,0 0.21:up", at: [0.1])
        let y = try #require(try frame(tl, at: 0.1).views["presented"]).frame.y
        #expect(abs(y + 40 * 0.55 * 852 / (22 + 852)) < 1e-9, "\(y)")
    }

    /// A touch while the zoom settles catches it where it is drawn: no jump at the grab, and
    /// completeTransition is called once.
    @Test func aTouchMidFlightCatchesIt() throws {
        let path = "0:0,0 0.1:20,80 0.15:30,150 0.17:up 0.3:0,0 0.4:-10,-60 0.45:-10,-120 0.46:up"
        let tl = try drag("interruptible-zoom", .pop, path, at: [0.3 - 1e-9, 0.3, 0.35])
        let before = try #require(try frame(tl, at: 0.3 - 1e-9).views["zoom"]), at = try #require(try frame(tl, at: 0.3).views["zoom"])
        #expect(abs(before.frame.x - at.frame.x) < 1e-6 && abs(before.frame.y - at.frame.y) < 1e-6
                && abs(before.frame.width - at.frame.width) < 1e-6 && abs(before.transform.a - at.transform.a) < 1e-6)
        let grab = try #require(tl.drag?.events.first { $0.kind == .grab })
        #expect(abs(grab.progress - (try frame(tl, at: 0.3)).progress) < 1e-9)
        #expect(tl.events.filter { $0.name == "completeTransition" }.count == 1)
        #expect(tl.events.filter { $0.name == "finish" || $0.name == "cancel" }.count == 1)
        // The second release goes up fast: projected back to the start, cancelled, restored.
        #expect(tl.outcome == .cancelled && tl.after == tl.before)
    }

    /// Without `interruptible`, a touch while it settles is ignored (as the generated code does).
    @Test func aTouchWhileSettlingIsIgnoredUnlessInterruptible() throws {
        let tl = try drag("photo-viewer", .dismiss, Self.photoPath + " 0.25:0,0 0.3:0,-100 0.31:up")
        #expect(tl.drag?.events.contains { $0.kind == .ignored } == true)
        #expect(tl.drag?.events.contains { $0.kind == .grab } == false)
        #expect(tl.outcome == .finished)
        #expect(tl.notes.contains { $0.contains("ignored") })
    }

    /// An interaction written with the percent-driven keys only plays its rule under --drag: the
    /// same decision as --scrub at the same progress and velocity.
    @Test func thePercentDrivenRuleDecidesAnOldSpec() throws {
        // interactive-pop: distance 390, finishAt 0.5, finishVelocity 500.
        let slow = try drag("interactive-pop", .pop, "0:0,0 1:117,0 1.1:117,0 1.2:up")     // 0.3, at rest
        #expect(slow.outcome == .cancelled)
        let fast = try drag("interactive-pop", .pop, "0:0,0 0.1:57,0 0.2:117,0 0.2001:up")   // 0.3, 600 pt/s
        #expect(fast.outcome == .finished)
        #expect(fast.drag?.events.last?.rule == "threshold")
        let far = try drag("interactive-pop", .pop, "0:0,0 1:234,0 2:234,0 2.1:up")        // 0.6, at rest
        #expect(far.outcome == .finished)
        #expect(slow.after == slow.before)
    }

    /// A sheet with a half detent: dragged and released slowly near it, it rests there; dragged
    /// on and flicked, the dismissal starts from where the finger left it, at the finger's speed.
    @Test func theSheetRestsAtItsDetentThenDismissesFromWhereItIs() throws {
        let path = "0:0,0 0.3:0,380 0.5:0,380 0.51:up 1.2:0,0 1.3:0,100 1.35:0,250 1.36:up"
        let dt = 1e-5
        let tl = try drag("sheet-detents", .dismiss, path, at: [0.1, 1.0, 1.36, 1.36 + dt])
        // At rest on the detent: half of the 792-point dismissal below where it is presented.
        #expect(abs(try #require(try frame(tl, at: 1.0).views["presented"]).frame.y - (60 + 396)) < 1e-6)
        let rests = tl.drag?.events.filter { $0.kind == .release }.map(\.restingPlace) ?? []
        #expect(rests == [0.5, 1])
        // The dismissal starts where the finger left the sheet (456 + 250 = 706) …
        let atRelease = try #require(try frame(tl, at: 1.36).views["presented"]).frame.y
        #expect(abs(atRelease - 706) < 1e-9)
        #expect(tl.events.first { $0.name == "start" }?.time == 1.36)
        // … and leaves it at the finger's 3000 pt/s (straight down: all of it is along the way).
        let next = try #require(try frame(tl, at: 1.36 + dt).views["presented"]).frame.y
        #expect(abs((next - atRelease) / dt - 3000) < 30, "\((next - atRelease) / dt) pt/s")
        #expect(tl.outcome == .finished && tl.events.filter { $0.name == "completeTransition" }.count == 1)
        // Above the top it rubber-bands: 60 pt of finger up is 60·0.55·852/(33+852).
        let up = try drag("sheet-detents", .dismiss, "0:0,0 0.1:0,-60 0.2:0,300 0.21:0,700 0.22:up", at: [0.1])
        #expect(abs(try #require(try frame(up, at: 0.1).views["presented"]).frame.y - (60 - 60 * 0.55 * 852 / 885)) < 1e-9)
        // A path that leaves the sheet resting never starts the dismissal: refused, saying so.
        #expect(throws: RunError.self) { try drag("sheet-detents", .dismiss, "0:0,0 0.3:0,380 0.5:0,380 0.51:up") }
    }

    @Test func badDrags() throws {
        let t = try example("photo-viewer")
        var options = RunOptions(operation: .present)
        options.drag = try FingerPath.parse("0:0,0 0.1:0,10 0.2:up")
        #expect(throws: RunError.self) { try Interpreter.run(t, options: options) }   // present is not interactive
        options.operation = .dismiss
        options.drag = try FingerPath.parse("0:0,0 0.1:0,10")
        #expect(throws: RunError.self) { try Interpreter.run(t, options: options) }   // never lifted
    }
}
