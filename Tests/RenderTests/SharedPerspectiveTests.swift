import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// A perspective shared by a view's subviews (`perspective:` in a branch, issue 32 item 4): the
/// previews draw each direct subview through its superview's sublayerTransform, about the
/// superview's centre, as Core Animation composes a layer's transform with its superlayer's
/// sublayerTransform before the perspective divide. Away from the origin: the presented view's
/// frame starts at (40, 120), and its badge turns about its leading edge, not its centre.
@Suite struct SharedPerspectiveTests {
    static let spec = """
    transition: Tilt
    context: modal
    duration: 1
    views:
      badge: presented.badge
    presentation:
      frame: rect(40, 120, container.width - 80, 500)
    present:
      perspective: { view: presented, distance: 600 }
      setup:
        - add: presented
      animate:
        - view: badge
          anchor: leading
          transform: rotateY(0deg) -> rotateY(70deg)
          curve: linear
    dismiss: reverse present
    preview:
      badge: { frame: "rect(70, 200, 120, 80)", color: "#FF2D55" }
    """

    /// Core Animation's chain, written out: the corner relative to the badge's anchor point,
    /// through the badge's own transform (row vector), placed at the anchor in the presented
    /// view, relative to the presented view's centre through m34 = −1/d, divided by w.
    static func expectedCorners(badge: ViewState, presented: ViewState, distance d: Double) throws -> [(x: Double, y: Double)] {
        let m = try #require(badge.transform3D)
        let f = badge.frame, p = presented.frame
        let anchor = (x: f.x + 0 * f.width, y: f.y + 0.5 * f.height)
        let centre = (x: p.x + p.width / 2, y: p.y + p.height / 2)
        return [(0.0, 0.0), (f.width, 0), (f.width, f.height), (0, f.height)].map { corner in
            let u = (x: corner.0 - 0, y: corner.1 - 0.5 * f.height)
            let x = u.x * m[0] + u.y * m[4] + m[12], y = u.x * m[1] + u.y * m[5] + m[13], z = u.x * m[2] + u.y * m[6] + m[14]
            let rx = x + anchor.x - centre.x, ry = y + anchor.y - centre.y
            let w = 1 - z / d
            return (centre.x + rx / w, centre.y + ry / w)
        }
    }

    static func compileSpec(_ yaml: String) throws -> TransitionIR {
        let result = Compiler.compile(SourceFile(path: "tilt.yaml", bytes: Array(yaml.utf8)))
        return try #require(result.transitions.first, "\(result.diagnostics)")
    }

    @Test func theBadgeIsSeenFromThePresentedViewsEye() throws {
        let t = try Self.compileSpec(Self.spec)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .present))
        let frame = try #require(tl.frames.first { abs($0.time - 0.5) < 1e-9 })
        let badge = try #require(frame.views["badge"]), presented = try #require(frame.views["presented"])
        #expect(presented.perspective == 600 && presented.frame.x == 40 && presented.frame.y == 120)
        let expected = try Self.expectedCorners(badge: badge, presented: presented, distance: 600)
        let root = try TreeBuilder.parse(SVGRenderer.renderFrame(tl, at: 0.5))
        let drawn = AnchorDrawingTests.corners(root, "badge")
        try #require(drawn.count == 4)
        for (a, b) in zip(drawn, expected) {
            #expect(abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01, "drawn \(a), Core Animation's \(b)")
        }
        // Seen through the perspective, the turned edge is shorter than the hinge (it went back).
        #expect(abs(drawn[1].y - drawn[2].y) < abs(drawn[0].y - drawn[3].y) - 1)
        #expect(tl.after["presented"]?.perspective == nil, "put back at the end")
    }

    /// Without the shared perspective the same badge is drawn flat (rotateY alone has no depth).
    @Test func withoutItTheTurnIsFlat() throws {
        let t = try Self.compileSpec(Self.spec.replacingOccurrences(of: "  perspective: { view: presented, distance: 600 }\n", with: ""))
        let tl = try Interpreter.run(t, options: RunOptions(operation: .present))
        let root = try TreeBuilder.parse(SVGRenderer.renderFrame(tl, at: 0.5))
        let drawn = AnchorDrawingTests.corners(root, "badge")
        try #require(drawn.count == 4)
        #expect(abs(abs(drawn[1].y - drawn[2].y) - abs(drawn[0].y - drawn[3].y)) < 1e-6)
    }
}
