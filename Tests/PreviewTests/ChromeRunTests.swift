import Testing
import TransitionCompiler
import TransitionPreview

// Presentation chrome in the preview (issue 32, item 2): in the container from the presentation's
// start to its end, as the generated presentation controller keeps it (DifferentialTests compares
// the card deck frame by frame; ChromeLifecycleTests plays the controller's ends on the mirror).
@Suite struct ChromeRunTests {
    /// The card deck's present: the chrome is in the container before setup, the backdrop and the
    /// screen at the bottom under the dimming view, the grabber drawn above the presented card.
    @Test func presentFindsTheChromeInPlace() throws {
        let t = try example("card-deck")
        let timeline = try Interpreter.run(t, options: RunOptions(operation: .present))
        let before = timeline.before
        for name in ["backdrop", "screen", "grabber"] { #expect(before[name]?.inHierarchy == true, "\(name)") }
        let order = ["backdrop", "screen", "dimming", "presented", "grabber"].map { timeline.after[$0]?.order ?? -1 }
        #expect(order == order.sorted() && !order.contains(-1), "\(order)")
        #expect(timeline.after["grabber"]?.zIndex == 1)
        #expect(timeline.after["grabber"]?.frame == Rect(x: 393 / 2 - 18, y: 66, width: 36, height: 5))
        #expect(timeline.after["grabber"]?.cornerRadius == 2.5)
        // The screen the snapshot shows: the presenting view's colour and label.
        #expect(timeline.before["screen"]?.backgroundColor == timeline.before["presenting"]?.backgroundColor)
        #expect(timeline.before["screen"]?.label == "Library")
    }

    /// The dismissal starts from where the presentation left the chrome and, completed, removes it;
    /// the app's own screen was never transformed.
    @Test func aCompletedDismissalRemovesTheChrome() throws {
        let t = try example("card-deck")
        let timeline = try Interpreter.run(t, options: RunOptions(operation: .dismiss))
        #expect(timeline.before["screen"]?.transform.a == 0.92)
        #expect(timeline.before["grabber"]?.inHierarchy == true)
        for name in ["backdrop", "screen", "grabber", "dimming"] { #expect(timeline.after[name]?.inHierarchy == false, "\(name)") }
        #expect(timeline.after["presenting"]?.transform.a == 1)
    }

    /// A cancelled dismissal keeps it, where it was.
    @Test func aCancelledDismissalKeepsTheChrome() throws {
        let t = try example("card-deck")
        let timeline = try Interpreter.run(t, options: RunOptions(operation: .dismiss, scrub: .init(progress: 0.2, releaseVelocity: 0)))
        #expect(timeline.events.contains { $0.name == "cancel" })
        for name in ["backdrop", "screen", "grabber"] { #expect(timeline.after[name]?.inHierarchy == true, "\(name)") }
        #expect(timeline.after["screen"]?.transform.a == 0.92)
    }

    /// A presentation that did not complete (an interactive present released back): the controller
    /// removes its chrome (presentationTransitionDidEnd(false)).
    @Test func aCancelledPresentationRemovesTheChrome() throws {
        let text = """
        transition: Deck
        context: modal
        presentation:
          frame: rect(0, 60, container.width, container.height - 60)
          chrome:
            backdrop: { color: black }
            grabber:
              kind: grabber
              frame: rect(container.width / 2 - 18, 66, 36, 5)
        present:
          setup:
            - add: presented
          animate:
            - view: presented
              frame: presented.finalFrame.offset(x:0, y:container.height - 60) -> presented.finalFrame
        interactive:
          present: { gesture: pan, axis: y, distance: -500 }
        """
        let result = Compiler.compile(SourceFile(path: "deck.yaml", text: text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let t = try #require(result.transitions.first)
        let timeline = try Interpreter.run(t, options: RunOptions(operation: .present, scrub: .init(progress: 0.2, releaseVelocity: 0)))
        #expect(timeline.events.contains { $0.name == "cancel" })
        #expect(timeline.before["grabber"]?.inHierarchy == true)
        for name in ["backdrop", "grabber"] { #expect(timeline.after[name]?.inHierarchy == false, "\(name)") }
    }
}
