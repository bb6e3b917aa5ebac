import Testing
import Foundation

// Content geometry (issue 32 item 3) in the generated presentation controller. Scenarios: ContentGeometry.swift.
@MainActor
@Suite(.serialized) struct ContentGeometryTests {
    /// The sheet is as tall as its content (at most the container's height less 60), 8 points inside the
    /// screen's edges, away from the origin; a new preferred size while presented lays it out again
    /// (preferredContentSizeDidChange(forChildContentContainer:) → setNeedsLayout →
    /// containerViewWillLayoutSubviews); `.zero` is no preference (the container's height, clamped by the
    /// spec's min); during a dismissal the layout pass leaves the frame to the animator.
    @Test func aNewPreferredSizeLaysTheSheetOutAgain() throws {
        let frames = try #require(ContentGeometryScenarios.sheetFrames())
        let expected: [(CGRect, Bool)] = [
            (CGRect(x: 8, y: 852 - 8 - 360, width: 377, height: 360), false),
            (CGRect(x: 8, y: 852 - 8 - 500, width: 377, height: 500), true),
            (CGRect(x: 8, y: 852 - 8 - 792, width: 377, height: 792), true),
            (CGRect(x: 8, y: 852 - 8 - 792, width: 377, height: 792), true),
        ]
        #expect(frames.count == expected.count)
        for (got, want) in zip(frames, expected) {
            #expect(got.0 == want.0 && got.1 == want.1, "\(got) is not \(want)")
        }
    }
}
