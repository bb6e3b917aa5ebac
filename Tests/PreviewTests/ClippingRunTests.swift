import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

// Clipping and corner shapes in the preview (issue 32, item 5): `clips`, `corners` and
// `cornerCurve` are set at once by setup and finish, reported in the timeline (only when not
// UIKit's defaults), mirrored right to left (corners), and put back by a cancellation.
@Suite struct ClippingRunTests {
    static let yaml = """
    transition: Card
    context: navigation
    duration: 0.4
    push:
      setup:
        - insert: to above from
        - set:
            to.clips: true
            to.cornerRadius: 20
            to.corners: [topLeft, bottomLeft]
            to.cornerCurve: continuous
      animate:
        - view: to
          frame: to.finalFrame.offset(x:container.width, y:0) -> to.finalFrame
      finish:
        - set: { to.clips: false }
    pop: reverse push
    interactive:
      push: { gesture: pan, axis: x, distance: container.width }
    """

    @Test func theTimelineCarriesThemFromSetupToFinish() throws {
        let t = try compileSpec(Self.yaml)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push))
        #expect(tl.before["to"]?.clip == nil)
        let mid = try #require(tl.frames.first { $0.time > 0.1 }?.views["to"])
        #expect(mid.clip == ClipState(clips: true, corners: [.topLeft, .bottomLeft], cornerCurve: .continuous))
        #expect(tl.after["to"]?.clip == ClipState(clips: false, corners: [.topLeft, .bottomLeft], cornerCurve: .continuous))
        #expect(TimelineJSON.state(mid).contains(#""clip": {"clips": true, "corners": ["topLeft", "bottomLeft"], "cornerCurve": "continuous"}"#))
        #expect(!TimelineJSON.state(try #require(tl.before["to"])).contains("\"clip\""))
    }

    @Test func rightToLeftTheCornersTurnRound() throws {
        let t = try compileSpec(Self.yaml)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push, settings: DeviceSettings(layoutDirection: .rightToLeft)))
        let mid = try #require(tl.frames.first { $0.time > 0.1 }?.views["to"])
        #expect(mid.clip?.corners == [.topRight, .bottomRight])
        #expect(mid.clip?.cornerCurve == .continuous)
    }

    @Test func aCancellationPutsThemBack() throws {
        let t = try compileSpec(Self.yaml)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push, scrub: .init(progress: 0.2, releaseVelocity: 0)))
        #expect(tl.outcome == .cancelled)
        #expect(tl.after["to"]?.clip == nil)
    }

    @Test func anImageSnapshotClips() throws {
        let tl = try Interpreter.run(try example("image-zoom"), options: RunOptions(operation: .push))
        let clipped = tl.frames.last?.views.values.filter { $0.imageFill != nil } ?? []
        #expect(!clipped.isEmpty)
        #expect(clipped.allSatisfy { $0.clip?.clips == true })
    }
}
