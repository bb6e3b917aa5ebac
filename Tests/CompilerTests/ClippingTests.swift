import Foundation
import Testing
@testable import TransitionCompiler

// Clipping and corner shapes (issue 32, item 5; Docs/LANGUAGE.md, "Clipping and corners"):
// `clips` (UIView.clipsToBounds), `corners` (CALayer.maskedCorners) and `cornerCurve`
// (CALayer.cornerCurve) are set in setup and finish, never animated.
@Suite struct ClippingTests {
    static func spec(_ setup: String, animate: String = "") -> String {
        """
        transition: Card
        context: navigation
        push:
          setup:
            - insert: to above from
            - set:
        \(setup)
          animate:
            - view: to
              frame: to.finalFrame.offset(x:container.width, y:0) -> to.finalFrame
        \(animate)
        pop: reverse push
        """
    }

    @Test func theThreePropertiesCheckAndReachTheIR() {
        let r = compile(Self.spec("""
                    to.clips: true
                    to.cornerRadius: 16
                    to.corners: [topLeft, topRight]
                    to.cornerCurve: continuous
            """))
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        let dump = r.transitions.map { IRPrinter($0).render() }.joined()
        #expect(dump.contains("set to.clips = true"), "\(dump)")
        #expect(dump.contains("set to.corners = [topLeft, topRight]"), "\(dump)")
        #expect(dump.contains("set to.cornerCurve = continuous"), "\(dump)")
    }

    @Test func cornersTakeAllAndAnEmptyList() {
        let r = compile(Self.spec("""
                    to.corners: all
                    from.corners: []
            """))
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    }

    @Test func theyAreNotAnimatable() {
        let r = compile(Self.spec("        to.alpha: 1", animate: """
                - view: from
                  clips: true
            """))
        #expect(errors(r).contains { $0.hasSuffix("'clips' is not animatable") }, "\(errors(r))")
    }

    @Test func anUnknownCornerIsLocatedWithASuggestion() {
        let r = compile(Self.spec("        to.corners: [topLeft, topRigth]"))
        let d = r.diagnostics.first { $0.code == "unknown-corner" }
        #expect(d?.range.start.line == 7)
        #expect(d?.range.start.column == 31)
        #expect(d?.notes.contains { $0.message.contains("did you mean 'topRight'?") } == true, "\(r.diagnostics.map(\.message))")
    }

    @Test func clippingAViewWithAShadowIsAnErrorAtTheClip() {
        let r = compile(Self.spec("""
                    to.clips: true
                    to.shadowOpacity: 0.3
            """))
        let d = r.diagnostics.first { $0.code == "clipped-shadow" }
        #expect(d?.severity == .error, "\(r.diagnostics.map(\.message))")
        #expect(d?.range.start.line == 7)
    }
}
