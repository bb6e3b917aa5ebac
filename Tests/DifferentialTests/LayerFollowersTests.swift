import Testing

/// Shadows and borders without a main-thread tax (issue 29, item 9). While a shadow animates, its
/// layer has a `shadowPath` following the view's displayed bounds and corner radius (CALayer.h:
/// a path "will usually improve rendering performance"; without one Core Animation finds the
/// shadow's shape by rendering the layer offscreen); when the transition ends, however it ends,
/// the followers stop (their display links, which retain their targets, with them) and the layer
/// gets its own path back. Scenarios: LayerFollowers.swift.
@MainActor
@Suite(.serialized) struct LayerFollowersTests {
    @Test(arguments: [false, true])
    func theShadowHasAPathWhileItAnimatesAndTheFollowersStop(_ stoppedWithoutFinishing: Bool) {
        let o = LayerFollowerScenarios.shadowPush(stoppedWithoutFinishing: stoppedWithoutFinishing)
        #expect(o.violations.isEmpty, "UIKit would raise: \(o.violations)")
        #expect(o.pathWhileRunning != nil, "no shadow path while the shadow animates")
        #expect(o.pathWhileRunning == o.boundsWhileRunning, "the path is not the displayed bounds and corner radius")
        #expect(o.pathAfter == nil, "the layer's own path (none) is not given back")
        #expect(o.followersAfter == 0, "followers still running after the transition ended")
    }
}
