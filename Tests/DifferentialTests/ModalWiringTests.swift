import Testing

// The modal one-line wiring (issue 11, item 8): `present(_:from:)` keeps the delegate alive for
// the presentation; the presentation controller owns the dismissal pan, with a scroll-view hook.
@MainActor
@Suite(.serialized) struct ModalWiringTests {
    @Test func presentKeepsTheDelegateAndThePresentationControllerOwnsThePan() {
        #expect(ModalWiringScenarios.card() == [true, true, true, true, true, true, true, true],
                "[alive, delegate, .custom, pan installed, pan begins dismissal, not while scrolled, at top, simultaneous]")
    }
}

@MainActor
@Suite(.serialized) struct ModalEntryPointTests {
    @Test func presentTakesAnimatedAndCompletionLikeUIKit() {
        #expect(ModalWiringScenarios.presentLikeUIKit() == [true, true, true, true, true],
                "[asked once, the card, not animated, completion ran, default animates]")
    }
}
