import Foundation
import Testing
import TransitionCompiler
import TransitionPreview

// Right to left (Docs/LANGUAGE.md, "Right-to-left"): a transition that mirrors plays, in a
// right-to-left layout, as the mirror image of its left-to-right self about the container's
// vertical centre line, view by view and frame by frame; a `fixed` one plays as written.

/// `s` mirrored in a container `width` wide: x ↦ width − x − w, rotations and x-translations
/// turned round, a shadow's x offset turned round, a mask mirrored.
func mirroredState(_ s: ViewState, width: Double) -> ViewState {
    var m = s
    m.frame.x = width - s.frame.x - s.frame.width
    m.transform.b = -s.transform.b; m.transform.c = -s.transform.c; m.transform.tx = -s.transform.tx
    m.layer.shadowOffsetWidth = -s.layer.shadowOffsetWidth
    if let t = s.transform3D { m.transform3D = t.enumerated().map { [1, 2, 3, 4, 8, 12].contains($0.offset) ? -$0.element : $0.element } }
    // A mask is in the masked view's own coordinates (Docs/LANGUAGE.md, "Masks and reveals"): mirrored across
    // the view's width, not the container's (equal until morph-reveal's card, 361 wide in a 393 container).
    if let mask = s.mask { m.mask?.frame.x = s.frame.width - mask.frame.x - mask.frame.width }
    if let clip = s.clip { m.clip?.corners = clip.corners.mirrored }
    return m
}

func statesDiffer(_ a: ViewState, _ b: ViewState) -> Bool {
    let x = [a.frame.x, a.frame.y, a.frame.width, a.frame.height, a.alpha, a.transform.a, a.transform.b, a.transform.c,
             a.transform.d, a.transform.tx, a.transform.ty, a.layer.shadowOffsetWidth, a.mask?.frame.x ?? 0] + (a.transform3D ?? [])
    let y = [b.frame.x, b.frame.y, b.frame.width, b.frame.height, b.alpha, b.transform.a, b.transform.b, b.transform.c,
             b.transform.d, b.transform.tx, b.transform.ty, b.layer.shadowOffsetWidth, b.mask?.frame.x ?? 0] + (b.transform3D ?? [])
    return x.count != y.count || zip(x, y).contains { abs($0 - $1) > 1e-9 } || a.inHierarchy != b.inHierarchy || a.order != b.order
        || a.clip != b.clip
}

@Suite struct RightToLeft {
    static let rtl = DeviceSettings(layoutDirection: .rightToLeft)

    @Test(arguments: exampleNames)
    func everyExamplePlaysMirrored(_ name: String) throws {
        let t = try example(name)
        let width = t.preview.width
        for op in customOperations(t) {
            let ltr = try Interpreter.run(t, options: RunOptions(operation: op))
            let rtl = try Interpreter.run(t, options: RunOptions(operation: op, settings: Self.rtl))
            #expect(ltr.frames.count == rtl.frames.count)
            var reported = 0
            for (l, r) in zip([ltr.before] + ltr.frames.map(\.views) + [ltr.after], [rtl.before] + rtl.frames.map(\.views) + [rtl.after]) {
                for (view, state) in l where reported < 3 {
                    guard let other = r[view] else { Issue.record("\(name) \(op): \(view) missing right to left"); reported += 1; continue }
                    if statesDiffer(mirroredState(state, width: width), other) {
                        Issue.record("\(name) \(op) \(view): \(other) is not the mirror of \(state)")
                        reported += 1
                    }
                }
            }
        }
    }

    @Test func theBackSwipeTurnsRound() throws {
        let t = try example("interactive-pop")   // edgePan(left), distance container.width
        let ltr = try Interpreter.run(t, options: RunOptions(operation: .pop, scrub: .init(progress: 0.7, releaseVelocity: 0)))
        let rtl = try Interpreter.run(t, options: RunOptions(operation: .pop, scrub: .init(progress: 0.7, releaseVelocity: 0), settings: Self.rtl))
        #expect(ltr.gesture?.distance == 390)
        #expect(rtl.gesture?.distance == -390)
        // A fast release towards the right finishes left to right and cancels right to left.
        let fast = RunOptions.Scrub(progress: 0.3, releaseVelocity: 900)
        #expect(try Interpreter.run(t, options: RunOptions(operation: .pop, scrub: fast)).outcome == .finished)
        #expect(try Interpreter.run(t, options: RunOptions(operation: .pop, scrub: fast, settings: Self.rtl)).outcome == .cancelled)
    }

    /// The reading-direction spellings are the left-to-right ones, in both layouts.
    @Test func leadingAndTrailingAreTheWrittenEdges() throws {
        func run(_ frame: String, _ settings: DeviceSettings) throws -> [ViewStates] {
            let yaml = """
            transition: Words
            context: navigation
            push:
              setup:
                - insert: to above from
              animate:
                - view: to
                  frame: \(frame)
            """
            let result = Compiler.compile(SourceFile(path: "words.yaml", text: yaml))
            #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
            let t = try #require(result.transitions.first)
            return try Interpreter.run(t, options: RunOptions(operation: .push, settings: settings)).frames.map(\.views)
        }
        for settings in [DeviceSettings.standard, Self.rtl] {
            #expect(try run("to.finalFrame.offset(trailing:container.width) -> to.finalFrame", settings)
                    == run("to.finalFrame.offset(x:container.width, y:0) -> to.finalFrame", settings))
            #expect(try run("to.finalFrame.offset(leading:40) -> rect(container.trailing - 100, 0, 100, 100)", settings)
                    == run("to.finalFrame.offset(x:-40, y:0) -> rect(container.frame.maxX - 100, 0, 100, 100)", settings))
        }
        // Right to left, 'in from the trailing edge' comes in from the left.
        #expect(try run("to.finalFrame.offset(trailing:container.width) -> to.finalFrame", Self.rtl).first?["to"]?.frame.x == -393)
    }

    @Test func aFixedTransitionPlaysAsWritten() throws {
        let yaml = """
        transition: Ticker
        context: navigation
        layoutDirection: fixed
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
              frame: to.finalFrame.offset(x:container.width, y:0) -> to.finalFrame
        """
        let result = Compiler.compile(SourceFile(path: "ticker.yaml", bytes: Array(yaml.utf8)))
        let t = try #require(result.transitions.first)
        #expect(t.layoutDirection == .fixed)
        let ltr = try Interpreter.run(t, options: RunOptions(operation: .push))
        let rtl = try Interpreter.run(t, options: RunOptions(operation: .push, settings: Self.rtl))
        #expect(ltr.frames.map(\.views) == rtl.frames.map(\.views))
        #expect(rtl.frames.first?.views["to"]?.frame.x == 393)
    }
}
