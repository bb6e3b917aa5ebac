import Testing
import TransitionCompiler
@testable import TransitionPreview

// A backward operation starts from what its custom forward operation left (Docs/RUN.md, "The
// backward operation's scene"), not from the preview scene: the values below are worked out by
// hand from the specs, not read back from a run.

/// UIKit's easeOut, cubic-bezier(0, 0, 0.58, 1), solved by bisection on x (independent of AnimatorCore).
func easeOut(_ x: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 { let mid = (lo + hi) / 2; if bez(mid, 0, 0.58) < x { lo = mid } else { hi = mid } }
    return bez((lo + hi) / 2, 0, 1)
}

func compileSpec(_ yaml: String) throws -> TransitionIR {
    let result = Compiler.compile(SourceFile(path: "inline.yaml", bytes: Array(yaml.utf8)))
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return try #require(result.transitions.first)
}

@Suite struct BackwardScene {
    /// Present rounds the card 0 -> 16 and nothing resets it, so dismiss starts rounded: 16 until
    /// its cornerRadius track's 0.2 s delay ends, then 16 -> 0 over 0.3 s with easeOut.
    @Test func cardDismissStartsRounded() throws {
        let t = try example("card")
        let tl = try Interpreter.run(t, options: RunOptions(operation: .dismiss, sampleTimes: [0, 0.2, 0.35, 0.5]))
        #expect(tl.before["presented"]?.cornerRadius == 16)
        #expect(try frame(tl, at: 0).views["presented"]?.cornerRadius == 16)
        #expect(try close(#require(frame(tl, at: 0.2).views["presented"]).cornerRadius, 16))
        // Halfway through the track: easeOut(0.5) of the way from 16 to 0 (ahead of linear's 8).
        let mid = try #require(frame(tl, at: 0.35).views["presented"]).cornerRadius
        #expect(close(mid, 16 * (1 - easeOut(0.5)), 1e-6) && mid < 8, "\(mid)")
        #expect(try close(#require(frame(tl, at: 0.5).views["presented"]).cornerRadius, 0))
        // The rest is the scene the present leaves: the card at the presentation frame, the
        // labels faded in, the dimming view at 0.2 (present's own end values).
        #expect(rectClose(try #require(tl.before["presented"]).frame, 0, 120, 393, 732))
        #expect(tl.before["title"]?.alpha == 1 && tl.before["body"]?.alpha == 1)
        #expect(try close(#require(tl.before["dimming"]).alpha, 0.2))
    }

    /// A cancelled dismissal puts the carried-over scene back exactly (the card stays rounded).
    @Test func cardDismissCancelRestoresTheCarriedScene() throws {
        let t = try example("card")
        let tl = try Interpreter.run(t, options: RunOptions(operation: .dismiss, scrub: .init(progress: 0.2, releaseVelocity: 0)))
        #expect(tl.outcome == .cancelled)
        #expect(tl.after == tl.before)
        #expect(tl.after["presented"]?.cornerRadius == 16)
    }

    /// Navigation: push leaves the list faded and shrunk, its badge moved down and hidden (no
    /// finish step resets them); pop starts there and the list comes back.
    static let navigation = """
    transition: Recede
    context: navigation
    duration: 0.4
    curve: linear
    views:
      badge: from.badgeView
    push:
      setup:
        - insert: to above from
        - set:
            badge.hidden: true
      animate:
        - view: from
          alpha: 0.5
          transform: scale(0.9)
        - view: badge
          frame: rect(20, 300, 60, 60)
    pop:
      setup:
        - insert: to below from
      animate:
        - view: to
          alpha: 1
          transform: identity
    preview:
      badge:
        frame: rect(20, 40, 60, 60)
    """

    @Test func popStartsWherePushLeftTheList() throws {
        let t = try compileSpec(Self.navigation)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .pop, sampleTimes: [0, 0.2, 0.4]))
        // Before pop: the list ("to" of pop) is out of the container, as push's clean-up left it.
        let list = try #require(tl.before["to"])
        #expect(!list.inHierarchy && close(list.alpha, 0.5) && close(list.transform.a, 0.9) && close(list.transform.d, 0.9))
        #expect(tl.before["badge"]?.hidden == true)
        // t = 0, after setup: alpha 0.5 and scale 0.9 about the centre; the badge at push's end
        // frame within the list, rect(20, 300, 60, 60): its centre (50, 330) scaled about the
        // list's (196.5, 426), its size untransformed (TIMELINE-FORMAT.md).
        let f0 = try frame(tl, at: 0)
        #expect(close(try #require(f0.views["to"]).alpha, 0.5))
        let badge = try #require(f0.views["badge"])
        #expect(badge.hidden && rectClose(badge.frame, 196.5 + (50 - 196.5) * 0.9 - 30, 426 + (330 - 426) * 0.9 - 30, 60, 60), "\(badge.frame)")
        // Linear: halfway back at t = 0.2 (alpha 0.75, scale 0.95), home at 0.4.
        let f1 = try #require(frame(tl, at: 0.2).views["to"])
        #expect(close(f1.alpha, 0.75) && close(f1.transform.a, 0.95))
        let f2 = try #require(frame(tl, at: 0.4).views["to"])
        #expect(close(f2.alpha, 1) && close(f2.transform.a, 1))
    }

    /// With a system push there is nothing to carry: pop starts from the preview scene.
    @Test func systemForwardKeepsThePreviewScene() throws {
        let t = try compileSpec(Self.navigation.replacingOccurrences(of: "push:\n  setup:\n    - insert: to above from\n    - set:\n        badge.hidden: true\n  animate:\n    - view: from\n      alpha: 0.5\n      transform: scale(0.9)\n    - view: badge\n      frame: rect(20, 300, 60, 60)\n", with: "push: system\n"))
        #expect(t.operation(.push)?.branch == nil)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .pop, sampleTimes: [0]))
        #expect(tl.before["to"]?.alpha == 1 && tl.before["badge"]?.hidden == false)
        #expect(rectClose(try #require(tl.before["badge"]).frame, 20, 40, 60, 60))
    }
}
