@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for CoordinatorRulesTests (no `import Testing` here: see TapToDismiss.swift). The
// generated `CoordinatedAnimatorGroup` is reached as the `UIViewImplicitlyAnimating` that
// `interruptibleAnimator(using:)` returns. Each scenario reports what it observed: the group's
// state, the completions it ran and the calls UIKit would have rejected on its parts.

/// What a scenario observed, in plain values.
struct GroupObservation {
    var states: [String] = []
    var fractions: [Double] = []
    var completions: [String] = []
    var violations: [String] = []
    var values: [Double] = []
    var completedAt: Double?
}

@MainActor
enum CoordinatorScenarios {
    static func name(_ s: UIViewAnimatingState) -> String {
        switch s {
        case .inactive: return "inactive"
        case .active: return "active"
        case .stopped: return "stopped"
        }
    }

    static func name(_ p: UIViewAnimatingPosition) -> String {
        switch p {
        case .end: return "end"
        case .start: return "start"
        case .current: return "current"
        }
    }

    /// Card's dismissal on a fresh mirror (parts: 0.6 s, 0.6 s, 0.3 s after 0.2 s, 0.4 s), driven by `body`.
    static func cardDismiss(_ body: (any UIViewImplicitlyAnimating, inout GroupObservation) -> Void) -> GroupObservation {
        MirrorWorld.reset()
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        let container = UIView(frame: bounds)
        let presenting = UIViewController(), card = CardController()
        presenting.view = UIView(frame: bounds)
        card.view = UIView(frame: CGRect(x: 0, y: 120, width: 393, height: 732))
        card.provided["titleLabel"] = UIView(frame: CGRect(x: 24, y: 24, width: 345, height: 40))
        card.provided["bodyLabel"] = UIView(frame: CGRect(x: 24, y: 80, width: 345, height: 200))
        for v in card.provided.values { card.view.addSubview(v) }
        let delegate = CardPresentationTransitioningDelegate()
        let pc = delegate.presentationController(forPresented: card, presenting: presenting, source: presenting)
        pc?.mirrorSet(containerView: container)
        card.mirrorSet(presentationController: pc)
        pc?.presentationTransitionWillBegin()
        container.addSubview(card.view)
        let ctx = HostContext(container: container, animated: true, interactive: false, style: .custom)
        ctx.controllers = [.from: card, .to: presenting]
        ctx.views = [.from: card.view]
        var observation = GroupObservation()
        var positions: [String] = []
        let animator = CardPresentationAnimator(operation: .dismiss, reducesMotion: false)
        let group = animator.interruptibleAnimator(using: ctx)
        group.addCompletion { positions.append(name($0)) }
        body(group, &observation)
        observation.completions = positions
        observation.violations = MirrorWorld.violations
        withExtendedLifetime((delegate, animator, ctx, pc, card, presenting)) {}
        return observation
    }

    /// Property animators still alive after card's dismissal was begun interactively (paused, as
    /// an interaction begins), then abandoned with every reference to it dropped: its animators
    /// keep their completions until they end, so a completion closure that holds its own animator
    /// keeps it for good (issue 29, item 13). Ended animators drop their completions (AnimatorCore,
    /// as UIKit runs them once), so a finished or stopped transition does not show the cycle.
    static func animatorsAliveAfterAbandonedPause() -> Int {
        _ = cardDismiss { group, _ in
            group.pauseAnimation()
            group.fractionComplete = 0.3
        }
        return MirrorWorld.liveAnimatorCount
    }

    /// stop(false) + finish(.current) once the 0.4 s part has completed.
    static func stopAndFinishAfterAPartCompleted() -> GroupObservation {
        cardDismiss { group, o in
            group.startAnimation()
            MirrorWorld.advance(to: 0.45)
            group.stopAnimation(false)
            o.states.append(name(group.state))
            group.finishAnimation(at: .current)
            o.states.append(name(group.state))
        }
    }

    /// fractionComplete set on the running group.
    static func fractionWhileRunning() -> GroupObservation {
        cardDismiss { group, o in
            group.startAnimation()
            MirrorWorld.advance(to: 0.1)
            group.fractionComplete = 0.9
            o.fractions.append(Double(group.fractionComplete))
        }
    }

    /// fractionComplete set on the paused group.
    static func fractionWhilePaused() -> GroupObservation {
        cardDismiss { group, o in
            group.pauseAnimation()
            group.fractionComplete = 0.5
            o.fractions.append(Double(group.fractionComplete))
            o.states.append(name(group.state) + (group.isRunning ? " running" : " paused"))
        }
    }

    /// pause on a stopped group, then finish.
    static func pauseWhenStopped() -> GroupObservation {
        cardDismiss { group, o in
            group.startAnimation()
            MirrorWorld.advance(to: 0.1)
            group.stopAnimation(false)
            group.pauseAnimation()
            o.states.append(name(group.state))
            group.finishAnimation(at: .end)
            o.states.append(name(group.state))
        }
    }

    /// stop(true) once a part has completed, then a finish (invalid: not stopped).
    static func stopWithoutFinishing() -> GroupObservation {
        cardDismiss { group, o in
            group.startAnimation()
            MirrorWorld.advance(to: 0.45)
            group.stopAnimation(true)
            o.states.append(name(group.state))
            group.finishAnimation(at: .end)
            MirrorWorld.advance(to: 1)
            o.states.append(name(group.state))
        }
    }

    /// Photo-zoom's push, whose primary part (the zoom) starts after 50 ms: an alongside animation
    /// (a transition coordinator's `animate(alongsideTransition:)`) added at 10 ms. Values: the
    /// badge's alpha at 40 ms (inside the zoom's delay) and at the end.
    static func alongsideDuringThePrimaryDelay() -> GroupObservation {
        MirrorWorld.reset()
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let container = UIView(frame: bounds)
        let grid = PhotoZoomGridController(), detail = PhotoZoomDetailController()
        grid.view = UIView(frame: bounds)
        detail.view = UIView(frame: bounds)
        let thumbnail = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 80))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        grid.provided["selectedImageView"] = thumbnail
        detail.provided["headerImageView"] = header
        grid.view.addSubview(thumbnail)
        detail.view.addSubview(header)
        container.addSubview(grid.view)
        let ctx = HostContext(container: container, animated: true, interactive: false, style: .fullScreen)
        ctx.controllers = [.from: grid, .to: detail]
        ctx.views = [.from: grid.view, .to: detail.view]
        ctx.finalFrames[ObjectIdentifier(detail)] = bounds
        var o = GroupObservation()
        let animator = PhotoZoomAnimator(operation: .push, reducesMotion: false)
        animator.animateTransition(using: ctx)
        let group = animator.interruptibleAnimator(using: ctx)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(badge)
        group.addCompletion { _ in o.completedAt = MirrorWorld.now }
        MirrorWorld.advance(to: 0.01)
        group.addAnimations { badge.alpha = 0 }
        MirrorWorld.advance(to: 0.04)
        o.values.append(MirrorWorld.scene.presentation(of: badge.viewID).alpha)
        MirrorWorld.advance(to: 1)
        o.values.append(MirrorWorld.scene.presentation(of: badge.viewID).alpha)
        o.violations = MirrorWorld.violations
        withExtendedLifetime((animator, ctx, grid, detail)) {}
        return o
    }
}
