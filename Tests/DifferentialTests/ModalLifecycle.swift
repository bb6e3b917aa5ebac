@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for ModalLifecycleTests (no `import Testing` here: see TapToDismiss.swift): the generated
// presentation controllers as UIKit drives them (issue 29: the dismissal contract, the pan's direction
// and its scroll view, the views that outlive the presentation, VoiceOver, the status bar).

/// A presented view controller that logs `dismiss(animated:)` (UIKit would start the dismissal).
class ContractLoggingController: UIViewController {
    var log: (String) -> Void = { _ in }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { log("dismiss") }
}

/// A card (CardPresentationDestination) that logs `dismiss(animated:)`.
final class ContractCardController: ContractLoggingController, CardPresentationDestination {
    let titleLabel = UIView(frame: CGRect(x: 24, y: 24, width: 345, height: 40))
    let bodyLabel = UIView(frame: CGRect(x: 24, y: 80, width: 345, height: 200))
}

/// The app's `UIAdaptivePresentationControllerDelegate`: logs each call, answers `allows`.
final class ContractDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var log: (String) -> Void = { _ in }
    var allows = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { log("should"); return allows }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log("attempt") }
}

/// One presented example, presented by hand as UIKit would, in a window: the presenting view fills the
/// window, the container view covers it, and the presented view is in the container.
@MainActor
final class PresentedExample {
    let example: String
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let presenting = UIViewController()
    let presented: ContractLoggingController
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let delegate = ContractDelegate()
    let controller: UIPresentationController
    var log: [String] = []

    /// A fresh mirror world first: the views are made in it (stored properties are made before `init`'s body).
    static func make(_ example: String, rightToLeft: Bool = false) -> PresentedExample? {
        MirrorWorld.reset()
        MirrorAccessibility.reset()
        return PresentedExample(example, rightToLeft: rightToLeft)
    }

    private init?(_ example: String, rightToLeft: Bool) {
        self.example = example
        presented = example == "card" ? ContractCardController() : ContractLoggingController()
        presenting.view = UIView(frame: window.bounds)
        presented.view = UIView(frame: window.bounds)
        let made: UIPresentationController?
        switch example {
        case "card": made = CardPresentationTransitioningDelegate().presentationController(forPresented: presented, presenting: presenting, source: presenting)
        case "sheet": made = SheetTransitioningDelegate().presentationController(forPresented: presented, presenting: presenting, source: presenting)
        case "sidebar": made = SidebarTransitioningDelegate().presentationController(forPresented: presented, presenting: presenting, source: presenting)
        case "side-menu": made = SideMenuTransitioningDelegate().presentationController(forPresented: presented, presenting: presenting, source: presenting)
        case "slide-out-menu": made = SlideOutMenuTransitioningDelegate().presentationController(forPresented: presented, presenting: presenting, source: presenting)
        case "content-sheet": made = ContentSheetTransitioningDelegate().presentationController(forPresented: presented, presenting: presenting, source: presenting)
        case "card-deck": made = CardDeckTransitioningDelegate().presentationController(forPresented: presented, presenting: presenting, source: presenting)
        default: made = nil
        }
        guard let made else { return nil }
        controller = made
        if rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
        window.addSubview(presenting.view)
        window.addSubview(container)
        controller.mirrorSet(containerView: container)
        presented.mirrorSet(presentationController: controller)
        controller.delegate = delegate
        presented.log = { [unowned self] in log.append($0) }
        delegate.log = { [unowned self] in log.append($0) }
    }

    /// UIKit's presentation, the animator's part done by `animate` (what the transition leaves).
    func present(completed: Bool = true, animate: (UIView, UIView) -> Void = { _, _ in }) {
        controller.presentationTransitionWillBegin()
        container.addSubview(presented.view)
        presented.view.frame = controller.frameOfPresentedViewInContainerView
        animate(presenting.view, presented.view)
        controller.presentationTransitionDidEnd(completed)
    }

    /// UIKit's dismissal, with no animator (a teardown that skips it: a stack of modals dismissed from below).
    func dismissWithoutAnimator(completed: Bool = true) {
        controller.dismissalTransitionWillBegin()
        controller.dismissalTransitionDidEnd(completed)
    }

    /// A tap on the dimming view (what its action runs); false when the example has no tap to dismiss.
    func tapDimming() -> Bool {
        switch controller {
        case let c as SheetPresentationController: c.dimmingViewTapped()
        case let c as SidebarPresentationController: c.dimmingViewTapped()
        case let c as SideMenuPresentationController: c.dimmingViewTapped()
        default: return false
        }
        return true
    }

    /// The dismissal pan on the presented view.
    var pan: UIPanGestureRecognizer? {
        presented.view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer } as? UIPanGestureRecognizer
    }

    /// The pan's action (what its target-action runs).
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch controller {
        case let c as CardPresentationController: c.handleDismissPan(pan)
        case let c as SheetPresentationController: c.handleDismissPan(pan)
        case let c as SidebarPresentationController: c.handleDismissPan(pan)
        case let c as SideMenuPresentationController: c.handleDismissPan(pan)
        default: break
        }
    }

    /// A velocity along the example's dismissal (its spec's axis and the sign of its distance).
    var dismissalVelocity: CGPoint {
        switch example {
        case "card", "sheet": return CGPoint(x: 0, y: 600)
        case "sidebar": return CGPoint(x: 600, y: 0)
        default: return CGPoint(x: -600, y: 0)  // side-menu: distance -container.width * 0.8
        }
    }

    /// A pan of `velocity`: whether it begins (its delegate asked), and if so its action at `.began`.
    func drag(_ velocity: CGPoint) -> Bool {
        guard let pan else { return false }
        pan.velocityValue = velocity
        guard pan.mirrorShouldBegin() else { return false }
        pan.state = .began
        handlePan(pan)
        return true
    }
}

@MainActor
enum PresentingInContainerScenarios {
    /// Where the presenting view of the slide-out menu is while presented and after `end` ("cancelled": a
    /// present that did not complete; "dismissed": a completed dismissal; "torn down": one that skipped the
    /// animator), in a window that holds another view below it: its superview ("window" or "container"), its
    /// index there and its frame, one line per moment.
    static func placement(_ end: String) -> [String]? {
        guard let e = PresentedExample.make("slide-out-menu") else { return nil }
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        e.window.insertSubview(below, at: 0)
        // The app's screen away from the window's origin: its place on screen must survive both moves.
        e.presenting.view.frame = CGRect(x: 0, y: 20, width: 393, height: 832)
        func describe() -> String {
            let view = e.presenting.view!
            let parent = view.superview === e.window ? "window" : view.superview === e.container ? "container" : "elsewhere"
            let index = view.superview?.subviews.firstIndex { $0 === view } ?? -1
            return "\(parent) \(index) \(view.frame.origin.x),\(view.frame.origin.y) \(view.frame.size.width)x\(view.frame.size.height)"
        }
        var lines: [String] = []
        e.present(completed: end != "cancelled") { presenting, presented in
            lines.append(describe())
            // What the animator's setup does: the menu below the screen.
            e.container.insertSubview(presented, belowSubview: presenting)
            lines.append(presented.superview === e.container && e.container.subviews.firstIndex { $0 === presented }! < e.container.subviews.firstIndex { $0 === presenting }! ? "menu below" : "menu above")
        }
        switch end {
        case "dismissed":
            e.controller.dismissalTransitionWillBegin()
            lines.append(describe())
            e.controller.dismissalTransitionDidEnd(true)
        case "torn down":
            e.dismissWithoutAnimator()
        default: break
        }
        lines.append(describe())
        return lines
    }
}

@MainActor
enum ModalLifecycleScenarios {
    /// A dismissal the user starts (`action`: tap, pan, escape) with the delegate answering `allows` and the
    /// presented view controller `modal` in presentation; UIKit then runs the dismissal if one was asked
    /// for. The log of the delegate's calls and the `dismiss`.
    static func contract(_ example: String, _ action: String, allows: Bool = true, modal: Bool = false) -> [String]? {
        guard let e = PresentedExample.make(example) else { return nil }
        e.present()
        e.delegate.allows = allows
        e.presented.isModalInPresentation = modal
        switch action {
        case "tap": guard e.tapDimming() else { return nil }
        case "pan": _ = e.drag(e.dismissalVelocity)
        case "escape": e.log.append("escape \(MirrorAccessibility.performEscape(from: e.presented.view))")
        default: break  // "code": the app dismisses in code
        }
        if action == "code" || e.log.contains("dismiss") { e.dismissWithoutAnimator() }
        return e.log
    }

    /// Whether a pan of `velocity` begins the dismissal (its delegate lets it begin).
    static func panBegins(_ example: String, _ velocity: CGPoint, rightToLeft: Bool = false) -> Bool? {
        guard let e = PresentedExample.make(example, rightToLeft: rightToLeft) else { return nil }
        e.present()
        guard let pan = e.pan else { return nil }
        pan.velocityValue = velocity
        return pan.mirrorShouldBegin()
    }

    /// A scroll view at its top shares the screen with the dismissal pan, which begins; the scroll view's
    /// own pan then scrolls its content by 40 before the dismissal pan's next action. The content offsets
    /// after the began and the changed actions (the top is -20: a 20-point inset).
    static func scrollViewDuringDismissal(_ example: String) -> [CGFloat]? {
        guard let e = PresentedExample.make(example) else { return nil }
        e.present()
        let scroll = UIScrollView(frame: e.presented.view.bounds)
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scroll.contentOffset = CGPoint(x: 0, y: -20)
        switch e.controller {
        case let c as CardPresentationController: c.dismissalScrollView = scroll
        case let c as SheetPresentationController: c.dismissalScrollView = scroll
        default: return nil
        }
        guard e.drag(e.dismissalVelocity), let pan = e.pan else { return nil }
        let afterBegan = scroll.contentOffset.y
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        pan.state = .changed
        e.handlePan(pan)
        return [afterBegan, scroll.contentOffset.y]
    }

    /// The presenting and presented views' values after a presentation whose animator left the presenting
    /// view scaled and rounded and the presented view faded and rounded, ended by `end`: "cancelled" (the
    /// presentation did not complete), "dismissed" (a dismissal with no animator), "resized" (a size change
    /// while presented: the values when UIKit resizes, then after the resize).
    static func outlivingViews(_ example: String, _ end: String) -> [String]? {
        guard let e = PresentedExample.make(example) else { return nil }
        e.presented.view.layer.cornerRadius = 5
        func describe(_ v: UIView) -> String {
            "\(v.transform == .identity ? "identity" : "transformed") r\(v.layer.cornerRadius) a\(v.alpha)"
        }
        e.present(completed: end != "cancelled") { presenting, presented in
            presenting.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
            presenting.layer.cornerRadius = 12
            presented.layer.cornerRadius = 16
            presented.alpha = 0
        }
        switch end {
        case "dismissed": e.dismissWithoutAnimator()
        case "resized":
            let coordinator = MirrorSizeTransitionCoordinator()
            e.controller.viewWillTransition(to: CGSize(width: 852, height: 393), with: coordinator)
            let during = describe(e.presenting.view)
            coordinator.finish()
            return [during, describe(e.presenting.view)]
        default: break
        }
        return [describe(e.presenting.view), describe(e.presented.view)]
    }

    /// The presenting view's transform after a size change while presented (UIKit calls
    /// `viewWillTransition(to:with:)`, resizes the window and the container, then runs the coordinator's
    /// completion), the animator having left what the example's present branch ends at for 393 × 852:
    /// the side menu's `translate(container.width * 0.8, 0)`, mirrored right to left.
    static func presentingTransformAfterResize(_ example: String, rightToLeft: Bool = false) -> CGAffineTransform? {
        guard let e = PresentedExample.make(example, rightToLeft: rightToLeft) else { return nil }
        e.present { presenting, _ in presenting.transform = CGAffineTransform(translationX: (rightToLeft ? -1 : 1) * 393 * 0.8, y: 0) }
        let coordinator = MirrorSizeTransitionCoordinator()
        let size = CGSize(width: 852, height: 393)
        e.controller.viewWillTransition(to: size, with: coordinator)
        e.window.frame = CGRect(origin: .zero, size: size)
        e.container.frame = CGRect(origin: .zero, size: size)
        coordinator.finish()
        return e.presenting.view.transform
    }

    /// The card's labels, which its view controller provides and the transition fades (the dismissal leaves the
    /// title at alpha 0), after a presentation whose animator faded both and a dismissal without the animator:
    /// [title alpha, body alpha].
    static func providedViewsAfterDismissal() -> [CGFloat]? {
        guard let e = PresentedExample.make("card"), let card = e.presented as? ContractCardController else { return nil }
        e.presented.view.addSubview(card.titleLabel)
        e.presented.view.addSubview(card.bodyLabel)
        e.present { _, _ in
            card.titleLabel.alpha = 0
            card.bodyLabel.alpha = 0
        }
        e.dismissWithoutAnimator()
        return [card.titleLabel.alpha, card.bodyLabel.alpha]
    }

    /// A rounded presenting view (sheet) clips while presented: [masksToBounds, continuous] presented, then
    /// after the dismissal.
    static func presentingClips(_ example: String) -> [Bool]? {
        guard let e = PresentedExample.make(example) else { return nil }
        e.present { presenting, _ in presenting.layer.cornerRadius = 12 }
        let presented = [e.presenting.view.layer.masksToBounds, e.presenting.view.layer.cornerCurve == .continuous]
        e.dismissWithoutAnimator()
        return presented + [e.presenting.view.layer.masksToBounds, e.presenting.view.layer.cornerCurve == .continuous]
    }

    /// During an interactive dismissal the animator has moved the presented view down by 300 when the
    /// container lays out: the presented view's y after the layout pass.
    static func layoutDuringDismissal(_ example: String) -> CGFloat? {
        guard let e = PresentedExample.make(example) else { return nil }
        e.present()
        e.controller.dismissalTransitionWillBegin()
        e.presented.view.frame = e.presented.view.frame.offsetBy(dx: 0, dy: 300)
        let moved = e.presented.view.frame.origin.y
        e.controller.containerViewWillLayoutSubviews()
        return e.presented.view.frame.origin.y - moved
    }

    /// VoiceOver through a presentation and its dismissal: whether it reaches the presenting screen, and
    /// what was posted.
    static func voiceOver(_ example: String) -> [String]? {
        guard let e = PresentedExample.make(example) else { return nil }
        let button = UIView(frame: CGRect(x: 16, y: 60, width: 44, height: 44))
        e.presenting.view.addSubview(button)
        func posts() -> String {
            MirrorAccessibility.posts.map { p in
                (p.notification == .screenChanged ? "screenChanged" : "other") + (p.argument === e.presented.view ? "(presented)" : p.argument == nil ? "(nil)" : "(other)")
            }.joined(separator: ",")
        }
        var out = ["before: reaches presenting \(MirrorAccessibility.isReachable(button))"]
        e.present()
        out.append("presented: reaches presenting \(MirrorAccessibility.isReachable(button)), posts [\(posts())]")
        MirrorAccessibility.posts = []
        e.dismissWithoutAnimator()
        out.append("dismissed: reaches presenting \(MirrorAccessibility.isReachable(button)), posts [\(posts())]")
        return out
    }

    /// The status bar: whether `prepare(_:)` hands its appearance to the presented view controller.
    static func capturesStatusBar(_ example: String) -> Bool? {
        let vc = UIViewController()
        switch example {
        case "card": CardPresentationTransitioningDelegate().prepare(vc)
        case "sheet": SheetTransitioningDelegate().prepare(vc)
        case "sidebar": SidebarTransitioningDelegate().prepare(vc)
        case "side-menu": SideMenuTransitioningDelegate().prepare(vc)
        default: return nil
        }
        return vc.modalPresentationCapturesStatusBarAppearance
    }
}
