import Testing

// Right to left, the generated back swipe starts at the right edge, as UIKit's own does
// (Docs/LANGUAGE.md, "Right-to-left"). Scenario: RightToLeftWiring.swift.
@MainActor
@Suite(.serialized) struct RightToLeftWiringTests {
    @Test func theEdgeSwipePopStartsAtTheTrailingEdge() {
        #expect(RightToLeftWiring.popEdges() == [true, true], "[left to right: .left, right to left: .right]")
    }
}
