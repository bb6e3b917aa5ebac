import Foundation
import SwiftEmitter
import Testing
import TransitionCompiler

/// A keyframe segment's own curve rests on documented UIKit only (issue 29, item 12): UIKit
/// documents `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` and the
/// calculation modes, not a curve per keyframe, so no generated keyframe nests a block animation
/// (`UIView.animate(... options: [.overrideInheritedCurve, .curveX])`) to give it one.
@Suite struct KeyframeCurveTests {
    /// The text of every `UIView.addKeyframe(` call's trailing closure in `source`.
    static func keyframeBodies(_ source: String) -> [Substring] {
        var bodies: [Substring] = []
        var search = source.startIndex
        while let call = source.range(of: "UIView.addKeyframe(", range: search..<source.endIndex) {
            search = call.upperBound
            guard let open = source[call.upperBound...].firstIndex(of: "{") else { break }
            var depth = 0
            var i = open
            while i < source.endIndex {
                if source[i] == "{" { depth += 1 } else if source[i] == "}" { depth -= 1; if depth == 0 { break } }
                i = source.index(after: i)
            }
            bodies.append(source[open..<min(i, source.endIndex)])
        }
        return bodies
    }

    @Test(arguments: EmitSupport.examples + EmitSupport.regressions)
    func noKeyframeNestsABlockAnimation(_ example: String) throws {
        let emitted = try EmitSupport.emit(example)
        #expect(!emitted.contains("overrideInheritedCurve"), "\(example) gives a keyframe a curve with an undocumented nested block animation")
        for body in Self.keyframeBodies(emitted) {
            #expect(!body.contains("UIView.animate("), "\(example): a keyframe nests `UIView.animate`: \(body.prefix(200))")
        }
    }

    /// The examples with curved segments do emit keyframes (so the test above reads them).
    @Test func theCurvedExamplesHaveKeyframes() throws {
        for example in ["card", "curved-keyframes", "tab-slide", "skeleton-shimmer"] {
            #expect(!Self.keyframeBodies(try EmitSupport.emit(example)).isEmpty, "\(example)")
        }
    }
}
