import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

// Helpers: examples compiled by the real checker, located through #filePath.

let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
// Not listed (issue 30): photo-viewer, app-store-card, interruptible-zoom and sheet-detents, whose interactions
// play a finger (--drag, not --scrub); DragTests plays them.
let exampleNames = ["arc-move", "card", "card-deck", "card-flip", "checkerboard", "circular-reveal", "content-sheet", "covering-reveal", "cube-push", "custom-push", "door-open", "ellipse-reveal", "expanding-card", "explode", "fit-zoom", "frosted-push", "grid-cascade", "image-zoom", "interactive-pop", "morph-reveal", "parallax-push", "photo-zoom", "shadow-push", "shared-element", "sheet", "side-menu", "sidebar", "skeleton-shimmer", "slide-out-menu", "tab-slide", "tab-swipe", "zero-size"]

func example(_ name: String) throws -> TransitionIR {
    let path = "Examples/\(name).yaml"
    let data = try Data(contentsOf: repoRoot.appendingPathComponent(path))
    let result = Compiler.compile(SourceFile(path: path, bytes: [UInt8](data)))
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return try #require(result.transitions.first)
}

func customOperations(_ t: TransitionIR) -> [TransitionCompiler.Operation] {
    t.context.operations.filter { t.operation($0)?.branch != nil }
}

func frame(_ tl: Timeline, at time: Double) throws -> TimelineFrame {
    try #require(tl.frames.first { abs($0.time - time) < 1e-9 })
}

func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

func rectClose(_ r: TransitionCompiler.Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ tol: Double = 1e-9) -> Bool {
    close(r.x, x, tol) && close(r.y, y, tol) && close(r.width, w, tol) && close(r.height, h, tol)
}

/// What a cancelled operation ends with: its `before`, except that a cancelled presentation ends
/// it, and the presentation controller puts back the clip and corner curve it gave a rounded
/// presenting view when the presentation began (TransitionIR.clipsPresentingView; the
/// differential host sees the same).
func restoredByCancel(_ tl: Timeline, _ t: TransitionIR, _ op: TransitionCompiler.Operation) -> ViewStates {
    var before = tl.before
    if op.isForward, t.clipsPresentingView, var clip = before["presenting"]?.clip {
        clip.clips = false
        clip.cornerCurve = .circular
        before["presenting"]?.clip = clip == .none ? nil : clip
    }
    // A presentation that did not complete: its controller removes its dimming view and its chrome
    // (presentationTransitionDidEnd(false)), and the views drawn above them move down the drawing order.
    if op.isForward, t.context == .modal {
        let owned = t.views.filter { if case .dimming = $0.kind { return true }; return false }.map(\.id)
            + (t.presentation?.chrome ?? []).map(\.view)
        let removed = owned.compactMap { before[t.view($0).displayName(in: op)]?.order }.filter { $0 >= 0 }
        for id in owned {
            let name = t.view(id).displayName(in: op)
            before[name]?.inHierarchy = false
            before[name]?.order = -1
        }
        for (name, state) in before where state.order >= 0 {
            before[name]?.order = state.order - removed.filter { $0 < state.order }.count
        }
    }
    // A presentation that kept the presenting view in the container puts it back behind it when it does not
    // complete (PresentingInContainer.swift): it and its subviews leave the container's order.
    if op.isForward, t.presentingInContainer {
        let leaving = Set(t.views.filter {
            if case .root(.source) = $0.kind { return true }
            if case .provided(.source, _) = $0.kind { return true }
            return false
        }.map { $0.displayName(in: op) })
        for name in leaving { before[name]?.inHierarchy = false; before[name]?.order = -1 }
        let staying = before.filter { $0.value.inHierarchy }.sorted { $0.value.order < $1.value.order }.map(\.key)
        for (i, name) in staying.enumerated() { before[name]?.order = i }
    }
    return before
}

/// The same transition with a synthetic interaction on every custom operation, so that a
/// cancellation can be played for operations the spec does not make interactive.
func withInteraction(_ t: TransitionIR) -> TransitionIR {
    var copy = t
    let r = t.range
    for i in copy.operations.indices where copy.operations[i].interaction == nil {
        copy.operations[i].interaction = InteractionIR(
            gesture: .pan, axis: .x, distance: Expr(.number(100), .number, r), finishAt: 0.5,
            finishVelocity: 1000, completionCurve: .named(.easeOut), range: r)
    }
    return copy
}

@Suite struct ReasonedValues {
    @Test func photoZoomPush() throws {
        let tl = try Interpreter.run(try example("photo-zoom"), options: RunOptions(operation: .push, sampleTimes: [0, 0.05, 0.175, 0.2, 0.35]))
        #expect(tl.outcome == .finished)
        // t = 0: the snapshot sits exactly on the thumbnail (preview rect(16, 220, 176, 176)).
        let f0 = try frame(tl, at: 0)
        #expect(rectClose(try #require(f0.views["zoom"]).frame, 16, 220, 176, 176))
        #expect(f0.views["zoom"]?.backgroundColor.hex == "#FF9500FF")
        #expect(f0.views["thumbnail"]?.hidden == true && f0.views["header"]?.hidden == true)
        #expect(close(try #require(f0.views["to"]).alpha, 0))
        // t = 0.05: the zoom's 50 ms delay has just ended: still on the thumbnail.
        #expect(rectClose(try #require(try frame(tl, at: 0.05).views["zoom"]).frame, 16, 220, 176, 176))
        // t = 0.175: to.alpha runs 0 -> 1 over 0.35 s with easeInOut; easeInOut(0.5) = 0.5 by symmetry.
        #expect(close(try #require(try frame(tl, at: 0.175).views["to"]).alpha, 0.5, 1e-9))
        // t = 0.2: the zoom (delay 0.05, duration 0.3) is at local fraction 0.5, easeInOut 0.5:
        // halfway between the thumbnail and the header rect(0, 0, 393, 393).
        #expect(rectClose(try #require(try frame(tl, at: 0.2).views["zoom"]).frame, 8, 110, 284.5, 284.5, 1e-9))
        // End: the header's frame; to fully visible.
        let end = try frame(tl, at: 0.35)
        #expect(rectClose(try #require(end.views["zoom"]).frame, 0, 0, 393, 393))
        #expect(close(try #require(end.views["to"]).alpha, 1))
        // After finish: the zoom is removed, thumbnail and header shown, from removed by UIKit.
        #expect(tl.after["zoom"]?.inHierarchy == false)
        #expect(tl.after["thumbnail"]?.hidden == false && tl.after["header"]?.hidden == false)
        #expect(tl.after["from"]?.inHierarchy == false && tl.after["to"]?.inHierarchy == true)
        #expect(tl.events.map(\.name) == ["setup", "start", "finish", "completeTransition"])
        #expect(tl.events.last?.value == 1 && close(tl.events.last?.time ?? 0, 0.35))
    }

    /// `repeat: { count: 2, wait: 0.1 }` on a 0.25 s easeInOut sweep from x = 16 to x = 390 − 96
    /// = 294, starting at 0.25 s: play 1 on 0.25…0.5, hold to 0.6, jump back, play 2 on
    /// 0.6…0.85. easeInOut(0.5) = 0.5 by symmetry, so mid-play the band is at x = 155.
    @Test func skeletonShimmerRepeatsTheSweep() throws {
        let times = [0.25, 0.375, 0.5, 0.55, 0.6, 0.725, 0.85, 0.95]
        let tl = try Interpreter.run(try example("skeleton-shimmer"), options: RunOptions(operation: .push, sampleTimes: times))
        let expectedX = [16, 155, 294, 294, 16, 155, 294, 294]
        for (t, x) in zip(times, expectedX) {
            #expect(rectClose(try #require(try frame(tl, at: t).views["shine"]).frame, Double(x), 140, 80, 96, 1e-9), "t = \(t)")
        }
        // The skeleton's keyframes: in by 0.25 s, out from 0.85 s; gone at the end.
        #expect(close(try #require(try frame(tl, at: 0.55).views["skeleton"]).alpha, 1))
        #expect(close(try #require(try frame(tl, at: 0.95).views["skeleton"]).alpha, 0))
        #expect(tl.after["shine"]?.inHierarchy == false && tl.after["skeleton"]?.inHierarchy == false)
        #expect(close(tl.events.last?.time ?? 0, 0.95))
    }

    @Test func customPushSlidesUpWithEaseOut() throws {
        let tl = try Interpreter.run(try example("custom-push"), options: RunOptions(operation: .push, sampleTimes: [0, 0.15, 0.3]))
        let f0 = try frame(tl, at: 0)
        // to.finalFrame (container bounds 390×844) offset by container.height.
        #expect(rectClose(try #require(f0.views["to"]).frame, 0, 844, 390, 844))
        #expect(f0.views["to"]?.order ?? -1 > f0.views["from"]?.order ?? 0) // inserted above from
        // t = 0.15: easeOut (0, 0, 0.58, 1) at 0.5 — y = 844 × (1 − easeOut(0.5)).
        let eased = AnimatorCoreProbe.easeOut(0.5)
        #expect(close(try #require(try frame(tl, at: 0.15).views["to"]).frame.y, 844 * (1 - eased), 1e-9))
        #expect(close(try #require(try frame(tl, at: 0.15).views["from"]).alpha, 1 - 0.4 * eased, 1e-9))
        let end = try frame(tl, at: 0.3)
        #expect(rectClose(try #require(end.views["to"]).frame, 0, 0, 390, 844))
        #expect(close(try #require(end.views["from"]).alpha, 0.6))
        #expect(close(try #require(end.views["from"]).transform.a, 0.94))
        // finish puts from back (alpha 1, identity) and UIKit takes it out of the hierarchy.
        #expect(tl.after["from"]?.alpha == 1 && tl.after["from"]?.transform == .identity)
        #expect(tl.after["from"]?.inHierarchy == false)
    }

    @Test func interactivePopIsLinear() throws {
        let tl = try Interpreter.run(try example("interactive-pop"), options: RunOptions(operation: .pop, sampleTimes: [0, 0.2, 0.4]))
        let f0 = try frame(tl, at: 0)
        // setup: to at finalFrame offset by −width/3 = −130, alpha 0.8, below from.
        #expect(rectClose(try #require(f0.views["to"]).frame, -130, 0, 390, 844))
        #expect(close(try #require(f0.views["to"]).alpha, 0.8))
        #expect(f0.views["to"]?.order ?? 99 < f0.views["from"]?.order ?? 0)
        // linear curve: halfway at 0.2 s.
        let mid = try frame(tl, at: 0.2)
        #expect(close(try #require(mid.views["from"]).frame.x, 195))
        #expect(close(try #require(mid.views["to"]).frame.x, -65))
        #expect(close(try #require(mid.views["to"]).alpha, 0.9))
        #expect(close(mid.progress, 0.5))
    }

    @Test func sidebarPresentsIntoThePresentationFrame() throws {
        let tl = try Interpreter.run(try example("sidebar"), options: RunOptions(operation: .present, sampleTimes: [0, 0.3]))
        #expect(tl.before["presenting"]?.inHierarchy == false) // the presenting view is not in the container
        #expect(tl.before["dimming"]?.inHierarchy == true && tl.before["dimming"]?.alpha == 0)
        #expect(tl.before["dimming"]?.order == 1) // at the bottom, just above the container
        #expect(rectClose(try #require(try frame(tl, at: 0).views["presented"]).frame, 393, 0, 196.5, 852))
        let end = try frame(tl, at: 0.3)
        #expect(rectClose(try #require(end.views["presented"]).frame, 196.5, 0, 196.5, 852))
        #expect(close(try #require(end.views["dimming"]).alpha, 0.2))
    }

    @Test func cardTitleMovesWithItsRoot() throws {
        let tl = try Interpreter.run(try example("card"), options: RunOptions(operation: .present, sampleTimes: [0, 0.6]))
        let f0 = try frame(tl, at: 0)
        // presented starts one height below its final frame rect(0, 120, 393, 732): y = 852;
        // the title (rect(24, 24, 345, 40) in the card) is drawn 24 pt below the card's top.
        #expect(rectClose(try #require(f0.views["presented"]).frame, 0, 852, 393, 732))
        #expect(rectClose(try #require(f0.views["title"]).frame, 24, 876, 345, 40))
        let end = try frame(tl, at: 0.6)
        #expect(rectClose(try #require(end.views["title"]).frame, 24, 144, 345, 40))
        #expect(close(try #require(end.views["title"]).alpha, 1))
        #expect(close(try #require(end.views["presented"]).cornerRadius, 16))
    }
}

/// AnimatorCore's easeOut, through the public curve API.
enum AnimatorCoreProbe {
    static func easeOut(_ x: Double) -> Double { CurveIR.named(.easeOut).timingCurve(duration: 1).value(at: x) }
}

@Suite struct Scenarios {
    @Test func cancelRestoresTheSceneExactlyForEveryExample() throws {
        for name in exampleNames {
            let t = withInteraction(try example(name))
            for op in customOperations(t) {
                for p in [0.0, 0.1, 0.3] { // below every finishAt (0.4, 0.5)
                    let tl = try Interpreter.run(t, options: RunOptions(operation: op, scrub: .init(progress: p, releaseVelocity: 0)))
                    #expect(tl.outcome == .cancelled, "\(name) \(op)")
                    let before = restoredByCancel(tl, t, op)
                    #expect(tl.after == before, "\(name) \(op) p=\(p): \(TimelineTable.differences(before, tl.after, names: tl.viewNames))")
                    #expect(tl.events.last == TimelineEvent(name: "completeTransition", time: tl.endTime, value: 0))
                    #expect(tl.frames.last?.progress == 0, "\(name) \(op): back at the start")
                }
            }
        }
    }

    @Test func releaseRules() throws {
        let t = try example("interactive-pop") // distance = container.width 390, finishAt 0.5, finishVelocity 500
        func outcome(_ p: Double, _ v: Double) throws -> Timeline.Outcome {
            try Interpreter.run(t, options: RunOptions(operation: .pop, scrub: .init(progress: p, releaseVelocity: v))).outcome
        }
        #expect(try outcome(0.6, 0) == .finished)     // beyond finishAt
        #expect(try outcome(0.3, 0) == .cancelled)    // below finishAt
        #expect(try outcome(0.2, 900) == .finished)   // fast along the gesture
        #expect(try outcome(0.8, -900) == .cancelled) // fast against it
        #expect(try outcome(0.3, 499) == .cancelled)  // below finishVelocity: progress decides
    }

    @Test func interactiveTimeAxis() throws {
        let tl = try Interpreter.run(try example("interactive-pop"), options: RunOptions(operation: .pop, scrub: .init(progress: 0.6, releaseVelocity: 0)))
        // Scrub 0 -> 0.6 over 0.6 × 0.4 s = 0.24 s, pause 0.1 s, release at 0.34 s.
        #expect(tl.events.first { $0.name == "pause" }.map { close($0.time, 0.24) } == true)
        #expect(tl.events.first { $0.name == "release" }.map { close($0.time, 0.34) } == true)
        let paused = try #require(tl.frames.first { close($0.time, 0.3, 1e-6) })
        #expect(close(paused.progress, 0.6, 1e-9))
        #expect(close(try #require(paused.views["from"]).frame.x, 0.6 * 390, 1e-6))
        #expect(tl.outcome == .finished)
        #expect(tl.endTime > 0.34)
        let last = try #require(tl.frames.last)
        let lastFrom = try #require(last.views["from"])
        #expect(close(last.time, tl.endTime) && close(lastFrom.frame.x, 390))
    }

    @Test func notAnimated() throws {
        let tl = try Interpreter.run(try example("photo-zoom"), options: RunOptions(operation: .push, animated: false))
        #expect(tl.frames.count == 1 && tl.frames[0].time == 0 && tl.frames[0].progress == 1)
        #expect(rectClose(try #require(tl.frames[0].views["zoom"]).frame, 0, 0, 393, 393))
        #expect(tl.events == [TimelineEvent(name: "setup", time: 0), TimelineEvent(name: "finish", time: 0),
                              TimelineEvent(name: "completeTransition", time: 0, value: 1)])
        #expect(tl.after["zoom"]?.inHierarchy == false)
    }

    @Test func runErrors() throws {
        let pop = try example("interactive-pop")
        #expect(throws: RunError.self) { try Interpreter.run(pop, options: RunOptions(operation: .push)) }
        #expect(throws: RunError.self) { try Interpreter.run(pop, options: RunOptions(operation: .present)) }
        #expect(Interpreter.defaultOperation(of: pop) == .pop)
        let zoom = try example("photo-zoom")
        do {
            _ = try Interpreter.run(zoom, options: RunOptions(operation: .push, scrub: .init(progress: 0.5, releaseVelocity: 0)))
            Issue.record("expected an error")
        } catch let e as RunError {
            #expect(e.description.contains("not interactive"))
        }
    }

    @Test func frameGrid() throws {
        let tl = try Interpreter.run(try example("custom-push"), options: RunOptions(operation: .push))
        #expect(tl.frames.count == 19) // 0, 1/60, ..., 0.3 = 18/60
        #expect(tl.frames.first?.time == 0 && close(tl.frames.last?.time ?? 0, 0.3))
    }
}

@Suite struct Goldens {
    struct Case { var name: String; var example: String; var options: RunOptions }

    static var cases: [Case] {
        var out: [Case] = []
        for name in exampleNames {
            guard let t = try? example(name) else { continue }
            for op in customOperations(t) {
                out.append(Case(name: "\(name).\(op.rawValue)", example: name, options: RunOptions(operation: op)))
            }
        }
        out.append(Case(name: "interactive-pop.pop.scrub-0.3-v0.cancel", example: "interactive-pop",
                        options: RunOptions(operation: .pop, scrub: .init(progress: 0.3, releaseVelocity: 0))))
        out.append(Case(name: "interactive-pop.pop.scrub-0.3-v900.finish", example: "interactive-pop",
                        options: RunOptions(operation: .pop, scrub: .init(progress: 0.3, releaseVelocity: 900))))
        out.append(Case(name: "card.dismiss.scrub-0.5-v0.finish", example: "card",
                        options: RunOptions(operation: .dismiss, scrub: .init(progress: 0.5, releaseVelocity: 0))))
        out.append(Case(name: "sidebar.dismiss.scrub-0.4-v0.cancel", example: "sidebar",
                        options: RunOptions(operation: .dismiss, scrub: .init(progress: 0.4, releaseVelocity: 0))))
        out.append(Case(name: "photo-zoom.push.not-animated", example: "photo-zoom",
                        options: RunOptions(operation: .push, animated: false)))
        return out
    }

    @Test func goldenTimelines() throws {
        let update = ProcessInfo.processInfo.environment["TRANSC_UPDATE_GOLDENS"] == "1"
        let dir = repoRoot.appendingPathComponent("Tests/PreviewTests/Goldens")
        let cases = Goldens.cases
        #expect(cases.count >= 16)
        for c in cases {
            let json = TimelineJSON.render(try Interpreter.run(try example(c.example), options: c.options))
            let url = dir.appendingPathComponent("\(c.name).json")
            if update {
                try json.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try? String(contentsOf: url, encoding: .utf8)
            #expect(expected == json, "golden \(c.name) differs (TRANSC_UPDATE_GOLDENS=1 regenerates)")
        }
    }

    @Test func outputIsDeterministic() throws {
        let t = try example("tab-slide")
        let a = try Interpreter.run(t, options: RunOptions(operation: .forward))
        let b = try Interpreter.run(t, options: RunOptions(operation: .forward))
        #expect(TimelineJSON.render(a) == TimelineJSON.render(b))
        #expect(TimelineCSV.render(a) == TimelineCSV.render(b))
        let csv = TimelineCSV.render(a).split(separator: "\n")
        #expect(csv.first.map(String.init) == TimelineCSV.header)
        #expect(csv.count == 1 + a.frames.count * a.viewNames.count)
        let table = TimelineTable.render(a, width: 100)
        #expect(table.split(separator: "\n").allSatisfy { $0.count <= 100 })
        #expect(table.hasPrefix("TabSlide · forward"))
    }
}
