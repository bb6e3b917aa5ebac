import Foundation
import Testing
import TransitionCompiler
import TransitionPreview
import struct AnimatorCore.FingerPath

// The differential test: for every example, operation and scenario, the interpreter
// (`Interpreter.run`, in process) and the emitted Swift (Tests/EmittedExamples, the same files
// EmitTests compares with the emitter's output) run on the same preview scene and the same
// virtual clock; every view's every property must agree within 1e-9 at every sample time,
// `before` and `after` too, and the hierarchy and the events must match exactly.

let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let exampleNames = ["app-store-card", "arc-move", "card", "card-deck", "card-flip", "checkerboard", "circular-reveal", "content-sheet", "covering-reveal", "cube-push", "custom-push", "door-open", "ellipse-reveal", "expanding-card", "explode", "fit-zoom", "frosted-push", "grid-cascade", "image-zoom", "interactive-pop", "interruptible-zoom", "morph-reveal", "parallax-push", "photo-viewer", "photo-zoom", "shadow-push", "shared-element", "sheet", "sheet-detents", "side-menu", "sidebar", "skeleton-shimmer", "slide-out-menu", "tab-slide", "tab-swipe", "zero-size"]
/// Specs for behaviours no example shows (Tests/Regressions; their goldens are beside the examples').
let regressionNames = ["finish-reads-end", "offset-reveal", "tilt-sheet", "maths-run-time", "projected-pop", "progress-only-pop", "curved-keyframes", "repeat-curves", "dynamic-colours", "relayout-keyframes", "content-run-time"]
let tolerance = 1e-9

func compileExample(_ name: String) throws -> TransitionIR {
    let path = regressionNames.contains(name) ? "Tests/Regressions/\(name).yaml" : "Examples/\(name).yaml"
    let data = try Data(contentsOf: repoRoot.appendingPathComponent(path))
    let result = Compiler.compile(SourceFile(path: path, bytes: [UInt8](data)))
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return try #require(result.transitions.first)
}

struct Case: Sendable, CustomTestStringConvertible {
    var example: String
    var operation: TransitionCompiler.Operation
    var scenario: Scenario
    var scrub: RunOptions.Scrub?
    /// A second pan during the release animation (HostRun.play's `regrab`): ignored while the
    /// transition settles, so the reference is the same interpreter run.
    var regrab = false
    /// The device's settings (DeviceVariants.swift): right to left, dark.
    var settings = DeviceSettings.standard
    /// Played with Reduce Motion on: the interpreter with `settings.reduceMotion`, the mirror's
    /// `UIAccessibility.isReduceMotionEnabled` true.
    var reduceMotion = false
    /// A scripted finger (`--drag`'s samples; FingerDrag.swift), for an interaction that plays one.
    var drag: String?
    var testDescription: String {
        "\(example).\(operation.rawValue).\(scenario.rawValue)" + (scrub.map { "(P \($0.progress), V \($0.releaseVelocity))" } ?? "")
            + (drag.map { "(drag \($0))" } ?? "")
            + (regrab ? ".regrab" : "") + (reduceMotion ? ".reduceMotion" : "") + DeviceVariants.suffix(settings)
    }
}

/// Interactive scenarios only exist for operations with `interactive:` (the interpreter
/// refuses `--scrub` elsewhere and the emitter generates no interaction controller).
/// Finish: progress finishAt + 0.2 (≤ 0.95) released at rest; cancel: finishAt − 0.2 at rest.
/// Decided by velocity (|V| = 1.5 × finishVelocity): a finish from finishAt − 0.2 released along
/// the gesture, and a cancel from finishAt + 0.2 released against it (the gesture's direction is
/// the sign of the evaluated distance the interpreter reports in `Timeline.gesture`).
/// The outcome the operation's release rule gives a scrub (issue 30: a projection, or the rule
/// without its velocity part, need not follow the velocity's direction): the interpreter's, for an
/// interaction with a continuous part, else `expected`. Both backends must agree on it.
func releaseScenario(_ t: TransitionIR, _ op: TransitionCompiler.Operation, _ scrub: RunOptions.Scrub,
                     settings: DeviceSettings, expected: Scenario) -> Scenario {
    guard t.operation(op)?.interaction?.continuous != nil,
          let played = try? Interpreter.run(t, options: RunOptions(operation: op, scrub: scrub, settings: settings)) else { return expected }
    return played.outcome == .finished ? .interactiveFinish : .interactiveCancel
}

func allCases() -> (cases: [Case], skipped: [String]) {
    var cases: [Case] = [], skipped: [String] = []
    for name in exampleNames + regressionNames {
        guard let t = try? compileExample(name) else { continue }
        for op in t.context.operations where t.operation(op)?.branch != nil {
            cases.append(Case(example: name, operation: op, scenario: .plain))
            cases.append(Case(example: name, operation: op, scenario: .notAnimated))
            if let i = t.operation(op)?.interaction, i.continuous?.needsFinger == true {
                // A finger to follow: played with finger paths (`--drag`), not with a scrub.
                cases += dragCases(name, op)
            } else if let i = t.operation(op)?.interaction {
                cases.append(Case(example: name, operation: op, scenario: .interactiveFinish,
                                  scrub: .init(progress: min(i.finishAt + 0.2, 0.95), releaseVelocity: 0)))
                cases.append(Case(example: name, operation: op, scenario: .interactiveCancel,
                                  scrub: .init(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: 0)))
                // Re-entrant release: grabbed again while finishing and while cancelling.
                cases.append(Case(example: name, operation: op, scenario: .interactiveFinish,
                                  scrub: .init(progress: min(i.finishAt + 0.2, 0.95), releaseVelocity: 0), regrab: true))
                cases.append(Case(example: name, operation: op, scenario: .interactiveCancel,
                                  scrub: .init(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: 0), regrab: true))
                let probe = try? Interpreter.run(t, options: RunOptions(operation: op, scrub: .init(progress: 0.5, releaseVelocity: 0)))
                let direction: Double = (probe?.gesture?.distance ?? 1) < 0 ? -1 : 1
                let fast = 1.5 * i.finishVelocity * direction
                func scenario(_ scrub: RunOptions.Scrub, _ expected: Scenario) -> Scenario {
                    releaseScenario(t, op, scrub, settings: .standard, expected: expected)
                }
                let along = RunOptions.Scrub(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: fast)
                let against = RunOptions.Scrub(progress: min(i.finishAt + 0.2, 0.95), releaseVelocity: -fast)
                cases.append(Case(example: name, operation: op, scenario: scenario(along, .interactiveFinish), scrub: along))
                cases.append(Case(example: name, operation: op, scenario: scenario(against, .interactiveCancel), scrub: against))
            } else {
                skipped.append("\(name).\(op.rawValue).interactive*")
            }
            cases += reduceMotionCases(name, op, t)
            cases += DeviceVariants.cases(name, op, t)
        }
    }
    return (cases, skipped)
}

/// Differences between two view-state maps (numbers within `tolerance`; hierarchy exact).
/// A snapshot or overlay that is in neither hierarchy has no identity (it is discarded when
/// removed, and does not exist before it is made): only `inHierarchy`/`order` are compared.
func differences(_ a: ViewStates, _ b: ViewStates, transient: Set<String>) -> [String] {
    var out: [String] = []
    for name in Set(a.keys).union(b.keys).sorted() {
        guard let x = a[name], let y = b[name] else { out.append("\(name): missing on one side"); continue }
        if x.inHierarchy != y.inHierarchy || x.order != y.order {
            out.append("\(name): inHierarchy/order \(x.inHierarchy)/\(x.order) vs \(y.inHierarchy)/\(y.order)")
        }
        if transient.contains(name), !x.inHierarchy, !y.inHierarchy { continue }
        func num(_ label: String, _ u: Double, _ v: Double) {
            // NaN on either side is a failure, even on both (it is never a valid view state).
            if u.isNaN || v.isNaN || (!(abs(u - v) <= tolerance) && u != v) { out.append("\(name).\(label): \(u) vs \(v) (Δ \(abs(u - v)))") }
        }
        num("x", x.frame.x, y.frame.x); num("y", x.frame.y, y.frame.y)
        num("width", x.frame.width, y.frame.width); num("height", x.frame.height, y.frame.height)
        num("alpha", x.alpha, y.alpha)
        num("a", x.transform.a, y.transform.a); num("b", x.transform.b, y.transform.b)
        num("c", x.transform.c, y.transform.c); num("d", x.transform.d, y.transform.d)
        num("tx", x.transform.tx, y.transform.tx); num("ty", x.transform.ty, y.transform.ty)
        num("cornerRadius", x.cornerRadius, y.cornerRadius)
        num("red", x.backgroundColor.red, y.backgroundColor.red); num("green", x.backgroundColor.green, y.backgroundColor.green)
        num("blue", x.backgroundColor.blue, y.backgroundColor.blue); num("colorAlpha", x.backgroundColor.alpha, y.backgroundColor.alpha)
        if x.hidden != y.hidden { out.append("\(name).hidden: \(x.hidden) vs \(y.hidden)") }
        num("zIndex", x.zIndex, y.zIndex)
        if (x.transform3D == nil) != (y.transform3D == nil) { out.append("\(name).transform3D: \(String(describing: x.transform3D)) vs \(String(describing: y.transform3D))") }
        for (i, (u, v)) in zip(x.transform3D ?? [], y.transform3D ?? []).enumerated() { num("transform3D[\(i)]", u, v) }
        // The layer's anchor point (nil: the centre), set and put back by the generated code.
        if (x.anchor == nil) != (y.anchor == nil) { out.append("\(name).anchor: \(String(describing: x.anchor)) vs \(String(describing: y.anchor))") }
        if let a = x.anchor, let b = y.anchor { num("anchor.x", a.x, b.x); num("anchor.y", a.y, b.y) }
        if x.backfaceHidden != y.backfaceHidden { out.append("\(name).backfaceHidden: \(x.backfaceHidden) vs \(y.backfaceHidden)") }
        // The perspective a view gives its subviews (`perspective:`, layer.sublayerTransform), set and put back.
        if (x.perspective == nil) != (y.perspective == nil) { out.append("\(name).perspective: \(String(describing: x.perspective)) vs \(String(describing: y.perspective))") }
        if let a = x.perspective, let b = y.perspective { num("perspective", a, b) }
        // The image: copied from the right view (its aspect); its colour is the preview's stand-in.
        if (x.imageFill == nil) != (y.imageFill == nil) { out.append("\(name).imageFill: \(String(describing: x.imageFill)) vs \(String(describing: y.imageFill))") }
        if let a = x.imageFill, let b = y.imageFill { num("image.aspect", a.aspect, b.aspect) }
        if x.clip != y.clip { out.append("\(name).clip: \(String(describing: x.clip)) vs \(String(describing: y.clip))") }
        if (x.blur == nil) != (y.blur == nil) { out.append("\(name).blur: \(String(describing: x.blur)) vs \(String(describing: y.blur))") }
        if let a = x.blur, let b = y.blur { num("blur", a.amount, b.amount) }
        if (x.mask == nil) != (y.mask == nil) { out.append("\(name).mask: \(String(describing: x.mask)) vs \(String(describing: y.mask))") }
        if var a = x.mask, var b = y.mask {
            // An ellipse as wide as it is tall is the circle the mirror reads from an unstretched mask view.
            a = a.drawnShape; b = b.drawnShape
            if a.isEllipse != b.isEllipse { out.append("\(name).mask: ellipse \(a.isEllipse) vs \(b.isEllipse)") }
            num("mask.x", a.frame.x, b.frame.x); num("mask.y", a.frame.y, b.frame.y)
            num("mask.width", a.frame.width, b.frame.width); num("mask.height", a.frame.height, b.frame.height)
            num("mask.cornerRadius", a.cornerRadius, b.cornerRadius)
        }
        let (l, m) = (x.layer, y.layer)
        num("shadowOpacity", l.shadowOpacity, m.shadowOpacity); num("shadowRadius", l.shadowRadius, m.shadowRadius)
        num("shadowOffset.width", l.shadowOffsetWidth, m.shadowOffsetWidth); num("shadowOffset.height", l.shadowOffsetHeight, m.shadowOffsetHeight)
        num("borderWidth", l.borderWidth, m.borderWidth)
        for (label, c, d) in [("shadowColor", l.shadowColor, m.shadowColor), ("borderColor", l.borderColor, m.borderColor)] {
            num(label + ".red", c.red, d.red); num(label + ".green", c.green, d.green)
            num(label + ".blue", c.blue, d.blue); num(label + ".alpha", c.alpha, d.alpha)
        }
    }
    return out
}

@MainActor
@Suite(.serialized) struct Differential {
    @Test(arguments: allCases().cases)
    func emittedCodeMatchesInterpreter(_ c: Case) throws {
        let t = try compileExample(c.example)
        let glue = try #require(Glue.of(c.example))
        var settings = c.settings
        settings.reduceMotion = c.reduceMotion
        var options = RunOptions(operation: c.operation, animated: c.scenario != .notAnimated, scrub: c.scrub, settings: settings)
        let drag = try c.drag.map { try FingerPath.parse($0) }
        options.drag = drag
        let reference = try Interpreter.run(t, options: options)
        if c.scenario == .interactiveFinish { #expect(reference.outcome == .finished) }
        if c.scenario == .interactiveCancel { #expect(reference.outcome == .cancelled) }

        let host = HostRun(t: t, operation: c.operation, glue: glue, reference: reference, settings: c.settings)
        setMirrorReduceMotion(c.reduceMotion)
        defer { setMirrorReduceMotion(false) }
        let mirror = host.play(c.scenario, scrub: c.scrub, regrab: c.regrab, drag: drag)
        // The setting is read once per transition start (a backward operation follows its forward one).
        let starts = !c.operation.isForward && t.operation(c.operation.opposite)?.branch != nil ? 2 : 1
        #expect(mirrorReduceMotionReads == starts, "UIAccessibility.isReduceMotionEnabled read \(mirrorReduceMotionReads) times for \(starts) transition start(s)")
        // The transition's own views, a list's elements among them (tiles: `pieces[i]`, ListElements.expand).
        let transient = Set(ListElements.expand(t).0.views.filter { $0.kind.isTransient }.map { $0.displayName(in: c.operation) })
        #expect(mirror.violations.isEmpty, "UIKit would raise: \(mirror.violations)")

        let beforeDiff = differences(reference.before, mirror.before, transient: transient)
        #expect(beforeDiff.isEmpty, "before: \(beforeDiff.prefix(12).joined(separator: "; "))")
        #expect(mirror.frames.count == reference.frames.count)
        if c.scrub != nil { #expect(reference.gesture != nil, "the interpreter reports the evaluated gesture") }
        var reported = 0
        for (r, m) in zip(reference.frames, mirror.frames) where reported < 3 {
            var d = differences(r.views, m.views, transient: transient)
            if !(abs(r.progress - m.progress) <= tolerance) { d.append("progress \(r.progress) vs \(m.progress)") }
            if !d.isEmpty {
                reported += 1
                Issue.record("t = \(r.time): \(d.prefix(12).joined(separator: "; "))")
            }
        }
        let afterDiff = differences(reference.after, mirror.after, transient: transient)
        #expect(afterDiff.isEmpty, "after: \(afterDiff.prefix(12).joined(separator: "; "))")

        // Neither backend puts a NaN or an infinity into a view (the division and value rules,
        // Docs/LANGUAGE.md; zero-size.yaml overflows a corner radius and a shadow offset).
        for (label, states) in [("before", mirror.before), ("after", mirror.after)] + mirror.frames.map({ ("t = \($0.time)", $0.views) }) {
            for (name, s) in states {
                let numbers = [s.frame.x, s.frame.y, s.frame.width, s.frame.height, s.alpha, s.cornerRadius,
                               s.transform.a, s.transform.b, s.transform.c, s.transform.d, s.transform.tx, s.transform.ty,
                               s.layer.shadowRadius, s.layer.shadowOffsetWidth, s.layer.shadowOffsetHeight, s.layer.shadowOpacity,
                               s.layer.borderWidth] + (s.transform3D ?? [])
                    + (s.mask.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height, $0.cornerRadius] } ?? [])
                #expect(!numbers.contains { !$0.isFinite }, "emitted code, \(label): \(name) has a non-finite value")
            }
        }

        // Events: same names, order and values; times within the tolerance. The interpreter's
        // `non-finite value` warnings report the division rule; they are not context calls.
        let referenceEvents = reference.events.filter { $0.name != "non-finite value" }
        let names = { (e: [TimelineEvent]) in e.map { "\($0.name)\($0.value.map { "=\($0)" } ?? "")" } }
        #expect(referenceEvents.map(\.name) == mirror.events.map(\.name), "events \(names(referenceEvents)) vs \(names(mirror.events))")
        for (r, m) in zip(referenceEvents, mirror.events) {
            #expect(abs(r.time - m.time) <= tolerance, "\(r.name) at \(r.time) vs \(m.time)")
            #expect(r.value == m.value || (r.value != nil && m.value != nil && abs(r.value! - m.value!) <= tolerance),
                    "\(r.name) value \(String(describing: r.value)) vs \(String(describing: m.value))")
        }
        // layoutIfNeeded() in the blocks that change a relaid view's size, and nowhere else (Relayout.swift).
        if c.scenario != .notAnimated {
            let lastFrame = reference.frames.last?.views
            let laidOut = relayoutDifferences(reference, mirror.layoutCalls) { name in
                lastFrame?[name].map { CGSize(width: $0.frame.width, height: $0.frame.height) }
            }
            #expect(laidOut.isEmpty, "layout: \(laidOut.joined(separator: "; "))")
        }
        // Never completing is a failure (UIKit would hang with the transition's views on screen).
        let end = try #require(mirror.endTime, "the emitted code never called completeTransition")
        #expect(abs(end - reference.endTime) <= tolerance, "completeTransition at \(reference.endTime) vs \(end)")
        if c.drag != nil, t.operation(c.operation)?.interaction?.continuous?.detents != nil {
            // Drag, then dismiss: the dismissal a release starts is not interactive, and it completes once.
            #expect(mirror.interactiveCalls.isEmpty, "\(mirror.interactiveCalls)")
        } else if c.drag != nil {
            // Decided once per touch that acted, each decision but the last undone by a re-grab's pause.
            let decisions = mirror.interactiveCalls.filter { $0 != "pause" }
            #expect(decisions.last == (c.scenario == .interactiveFinish ? "finish" : "cancel"), "\(mirror.interactiveCalls)")
            #expect(mirror.interactiveCalls.filter { $0 == "pause" }.count == decisions.count - 1, "\(mirror.interactiveCalls)")
        } else {
            if c.scenario == .interactiveFinish { #expect(mirror.interactiveCalls == ["finish"]) }
            if c.scenario == .interactiveCancel { #expect(mirror.interactiveCalls == ["cancel"]) }
        }
    }

    /// The explicit list of what is not played, so a new interactive operation cannot be missed.
    @Test func skippedCasesAreTheNonInteractiveOperations() {
        let skipped = allCases().skipped
        #expect(skipped == [
            "app-store-card.present.interactive*", "arc-move.push.interactive*", "card.present.interactive*", "card-deck.present.interactive*",
            "card-flip.push.interactive*", "checkerboard.push.interactive*", "checkerboard.pop.interactive*", "circular-reveal.push.interactive*",
            "content-sheet.present.interactive*", "content-sheet.dismiss.interactive*", "covering-reveal.push.interactive*",
            "covering-reveal.pop.interactive*", "cube-push.push.interactive*", "custom-push.push.interactive*", "custom-push.pop.interactive*",
            "door-open.push.interactive*", "ellipse-reveal.present.interactive*", "ellipse-reveal.dismiss.interactive*", "expanding-card.present.interactive*",
            "expanding-card.dismiss.interactive*", "explode.push.interactive*", "explode.pop.interactive*", "fit-zoom.push.interactive*",
            "fit-zoom.pop.interactive*", "frosted-push.push.interactive*", "grid-cascade.push.interactive*", "image-zoom.push.interactive*",
            "image-zoom.pop.interactive*", "interruptible-zoom.push.interactive*", "morph-reveal.present.interactive*", "morph-reveal.dismiss.interactive*",
            "parallax-push.push.interactive*", "photo-viewer.present.interactive*", "photo-zoom.push.interactive*", "photo-zoom.pop.interactive*",
            "shadow-push.push.interactive*", "shared-element.push.interactive*", "sheet.present.interactive*", "sheet-detents.present.interactive*",
            "side-menu.present.interactive*", "sidebar.present.interactive*", "skeleton-shimmer.push.interactive*", "slide-out-menu.present.interactive*",
            "tab-slide.forward.interactive*", "tab-slide.backward.interactive*", "zero-size.push.interactive*", "zero-size.pop.interactive*",
            "finish-reads-end.push.interactive*", "offset-reveal.push.interactive*", "tilt-sheet.present.interactive*", "maths-run-time.push.interactive*",
            "curved-keyframes.push.interactive*", "repeat-curves.push.interactive*", "dynamic-colours.push.interactive*", "dynamic-colours.pop.interactive*",
            "relayout-keyframes.push.interactive*", "content-run-time.push.interactive*",
        ])
        #expect(allCases().cases.filter { !$0.reduceMotion && $0.settings == .standard }.count == 310)
        #expect(allCases().cases.filter(\.reduceMotion).count == 136)
        #expect(allCases().cases.filter { $0.settings != .standard }.count == 214)   // DeviceVariants.swift
    }
}

/// The Reduce Motion variant of an operation (issue 14): played, and released to finish and to
/// cancel when it is interactive (the crossfade follows the finger). An operation whose reduced
/// form is `system` has nothing of ours to compare (ReduceMotionTests checks the delegate's nil).
func reduceMotionCases(_ name: String, _ op: TransitionCompiler.Operation, _ t: TransitionIR) -> [Case] {
    guard let o = t.operation(op), o.reducedBranch != nil else { return [] }
    var cases = [Case(example: name, operation: op, scenario: .plain, reduceMotion: true)]
    if o.interaction?.continuous?.needsFinger == true {
        // Dragged with Reduce Motion on: the reduced branch scrubs, the followed views follow the finger.
        cases += dragCases(name, op).map { var c = $0; c.reduceMotion = true; return c }
    } else if let i = o.interaction {
        cases.append(Case(example: name, operation: op, scenario: .interactiveFinish,
                          scrub: .init(progress: min(i.finishAt + 0.2, 0.95), releaseVelocity: 0), reduceMotion: true))
        cases.append(Case(example: name, operation: op, scenario: .interactiveCancel,
                          scrub: .init(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: 0), reduceMotion: true))
    }
    return cases
}

/// The finger paths of the interactions that play a finger (issue 30): what `--drag` plays, the
/// same samples for the mirror's pan recognizer, each with the outcome the interpreter decides.
let dragPaths: [String: [(path: String, outcome: Scenario)]] = [
    // A flick down and to the right: projected past the end (finishes); a slow drag comes back.
    "photo-viewer.dismiss": [("0:0,0 0.1:10,60 0.2:20,160 0.22:up", .interactiveFinish),
                             ("0:0,0 0.1:-10,40 0.3:-20,60 0.5:-20,60 0.51:up", .interactiveCancel)],
    // Pulled up past the top (rubber-banded) and let go: back open; pulled down fast: dismissed.
    // Flicked down and let go (finishes); then, caught mid-flight and flicked up, it cancels from where it was caught.
    "interruptible-zoom.pop": [("0:0,0 0.1:20,80 0.15:30,150 0.17:up", .interactiveFinish),
                               ("0:0,0 0.1:20,80 0.15:30,150 0.17:up 0.3:0,0 0.4:-10,-60 0.45:-10,-120 0.46:up", .interactiveCancel)],
    // Drag, then dismiss (detents at 0.5 of a 792-point dismissal; each path ends dismissed, as `--drag` needs):
    // rested at the half detent (sideways motion too), then flicked down; half detent, back up to full, then dismissed;
    // pulled above the top (rubber band) and let go; released below the half detent with momentum (dismissed from there);
    // a short drag that springs back; caught again during the spring to the detent.
    "sheet-detents.dismiss": [("0:0,0 0.2:-10,200 0.4:-20,380 0.6:-20,390 0.61:up 1.2:0,0 1.3:15,150 1.32:up", .interactiveFinish),
                              ("0:0,0 0.2:0,150 0.4:0,250 0.41:up 1:0,0 1.2:0,-150 1.4:0,-250 1.41:up 2:0,0 2.1:0,200 2.2:0,400 2.21:up", .interactiveFinish),
                              ("0:0,0 0.1:0,-60 0.2:0,-150 0.3:0,-150 0.31:up 0.8:0,0 0.9:0,150 1:0,400 1.01:up", .interactiveFinish),
                              ("0:0,0 0.1:0,200 0.2:0,500 0.3:0,560 0.31:up", .interactiveFinish),
                              ("0:0,0 0.1:0,30 0.2:0,50 0.21:up 0.7:0,0 0.8:0,300 0.85:0,450 0.86:up", .interactiveFinish),
                              ("0:0,0 0.1:0,40 0.2:0,80 0.21:up 0.25:0,0 0.3:0,100 0.35:0,300 0.36:up", .interactiveFinish)],
    "app-store-card.dismiss": [("0:0,0 0.1:0,-40 0.2:0,0 0.21:up", .interactiveCancel),
                               ("0:0,0 0.1:0,60 0.2:0,150 0.21:up", .interactiveFinish)],
]

func dragCases(_ name: String, _ op: TransitionCompiler.Operation) -> [Case] {
    (dragPaths["\(name).\(op.rawValue)"] ?? []).map { Case(example: name, operation: op, scenario: $0.outcome, drag: $0.path) }
}

extension MaskState {
    /// The shape drawn: an ellipse as wide as it is tall is a circle (the square around it, rounded by half its
    /// side), which is how the mirror reads an ellipse's mask view when the transform stretches nothing.
    var drawnShape: MaskState {
        guard isEllipse, abs(frame.width - frame.height) < 1e-9 else { return self }
        return MaskState(frame: frame, cornerRadius: frame.width / 2)
    }
}
