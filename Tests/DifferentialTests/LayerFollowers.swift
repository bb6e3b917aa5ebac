@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for LayerFollowersTests (no `import Testing` here: TapToDismiss.swift says why).
// Shadow-push's push on a fresh mirror, its layer followers driven as their display links would
// drive them (the mirror cannot run a display link: no Objective-C selectors on Linux).

/// What the push showed: the pushed screen's shadow path while the animation runs (the path's
/// rectangle and corner radius, and the layer's bounds then) and after it ends, and how many
/// followers were still in the container once it ended.
struct ShadowPathObservation {
    var pathWhileRunning: [Double]?
    var boundsWhileRunning: [Double] = []
    var pathAfter: [Double]?
    var followersAfter = 0
    var violations: [String] = []
}

@MainActor
enum LayerFollowerScenarios {
    /// The push started and sampled at 0.2 s, then ended: run to completion, or stopped with
    /// `stopAnimation(true)` (`stoppedWithoutFinishing`), after which UIKit runs no completion.
    static func shadowPush(stoppedWithoutFinishing: Bool) -> ShadowPathObservation {
        MirrorWorld.reset()
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let container = UIView(frame: bounds)
        let list = UIViewController(), detail = UIViewController()
        list.view = UIView(frame: bounds)
        detail.view = UIView(frame: bounds)
        detail.view.layer.cornerRadius = 12
        container.addSubview(list.view)
        let ctx = HostContext(container: container, animated: true, interactive: false, style: .fullScreen)
        ctx.controllers = [.from: list, .to: detail]
        ctx.views = [.from: list.view, .to: detail.view]
        ctx.initialFrames[ObjectIdentifier(list)] = bounds
        ctx.finalFrames[ObjectIdentifier(detail)] = bounds
        let animator = ShadowPushAnimator(operation: .push, reducesMotion: false)
        let group = animator.interruptibleAnimator(using: ctx)
        group.startAnimation()
        MirrorWorld.advance(to: 0.2)
        func followers() -> [ShadowPushLayerFollower] { container.subviews.compactMap { $0 as? ShadowPushLayerFollower } }
        for follower in followers() { follower.copyDisplayedValue() }   // a frame: the display links fire
        var o = ShadowPathObservation()
        func numbers(_ path: CGPath?) -> [Double]? {
            path.map { [Double($0.boundingBox.minX), Double($0.boundingBox.minY), Double($0.boundingBox.width), Double($0.boundingBox.height), Double($0.mirrorCornerRadius)] }
        }
        o.pathWhileRunning = numbers(detail.view.layer.shadowPath)
        if let shown = detail.view.layer.presentation() {
            o.boundsWhileRunning = [Double(shown.bounds.minX), Double(shown.bounds.minY), Double(shown.bounds.width), Double(shown.bounds.height), Double(shown.cornerRadius)]
        }
        if stoppedWithoutFinishing {
            group.stopAnimation(true)
        } else {
            MirrorWorld.advance(to: 1)
        }
        o.pathAfter = numbers(detail.view.layer.shadowPath)
        o.followersAfter = followers().count
        o.violations = MirrorWorld.violations
        withExtendedLifetime((animator, ctx, list, detail)) {}
        return o
    }
}
