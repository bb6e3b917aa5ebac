@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for DelegateRulesTests (no `import Testing` here: see TapToDismiss.swift): what the
// generated delegates answer UIKit (issue 11, items 5, 6 and 7).

/// A view controller that adopts no protocol of the examples.
final class PlainController: UIViewController {}

@MainActor
enum DelegateScenarios {
    /// custom-push (`appliesTo: DetailViewController`): whether the delegate animates
    /// [push to Detail, push from Detail, pop from Detail, pop to Detail].
    static func appliesTo() -> [Bool] {
        let delegate = SlideUpNavigationDelegate(), nav = UINavigationController()
        func animates(_ op: UINavigationController.Operation, _ from: UIViewController, _ to: UIViewController) -> Bool {
            delegate.navigationController(nav, animationControllerFor: op, from: from, to: to) != nil
        }
        return [
            animates(.push, PlainController(), DetailViewController()),
            animates(.push, DetailViewController(), PlainController()),
            animates(.pop, DetailViewController(), PlainController()),
            animates(.pop, PlainController(), DetailViewController()),
        ]
    }

    /// Whether each delegate animates when a side lacks its protocol:
    /// [photo-zoom push from a plain VC, photo-zoom pop to a plain VC, photo-zoom push with both,
    ///  card present of a plain VC, card dismiss of a plain VC, card present of a CardController,
    ///  tab-slide forward to a plain VC, tab-slide backward from a TabSearchController].
    static func missingConformance() -> [Bool] {
        let nav = UINavigationController()
        let zoom = PhotoZoomNavigationDelegate()
        let card = CardPresentationTransitioningDelegate()
        let tabs = TabSlideTabBarDelegate()
        let tabBar = UITabBarController()
        let low = PlainController(), plainHigh = PlainController(), search = TabSearchController()
        tabBar.viewControllers = [low, plainHigh, search]
        return [
            zoom.navigationController(nav, animationControllerFor: .push, from: PlainController(), to: PhotoZoomDetailController()) != nil,
            zoom.navigationController(nav, animationControllerFor: .pop, from: PhotoZoomDetailController(), to: PlainController()) != nil,
            zoom.navigationController(nav, animationControllerFor: .push, from: PhotoZoomGridController(), to: PhotoZoomDetailController()) != nil,
            card.animationController(forPresented: PlainController(), presenting: PlainController(), source: PlainController()) != nil,
            card.animationController(forDismissed: PlainController()) != nil,
            card.animationController(forPresented: CardController(), presenting: PlainController(), source: PlainController()) != nil,
            tabs.tabBarController(tabBar, animationControllerForTransitionFrom: low, to: plainHigh) != nil,
            tabs.tabBarController(tabBar, animationControllerForTransitionFrom: search, to: low) != nil,
        ]
    }

    /// Card presented inside a UINavigationController whose top view controller adopts
    /// CardPresentationDestination: [the delegate animates, the title is faded out by the setup
    /// (alpha 0 at 0.1 s, as the card's keyframes say), the transition completed].
    static func containerParticipant() -> [Bool] {
        MirrorWorld.reset()
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        let container = UIView(frame: bounds)
        let presenting = PlainController(), card = CardController()
        presenting.view = UIView(frame: bounds)
        let wrapper = UINavigationController(rootViewController: card)
        wrapper.view = UIView(frame: bounds)
        card.view = UIView(frame: bounds)
        wrapper.view.addSubview(card.view)
        let title = UIView(frame: CGRect(x: 24, y: 24, width: 345, height: 40))
        card.provided["titleLabel"] = title
        card.provided["bodyLabel"] = UIView(frame: CGRect(x: 24, y: 80, width: 345, height: 200))
        for v in card.provided.values { card.view.addSubview(v) }
        let delegate = CardPresentationTransitioningDelegate()
        delegate.prepare(wrapper)
        let pc = delegate.presentationController(forPresented: wrapper, presenting: presenting, source: presenting)
        pc?.mirrorSet(containerView: container)
        wrapper.mirrorSet(presentationController: pc)
        pc?.presentationTransitionWillBegin()
        let ctx = HostContext(container: container, animated: true, interactive: false, style: .custom)
        ctx.controllers = [.from: presenting, .to: wrapper]
        ctx.views = [.to: wrapper.view]
        ctx.finalFrames[ObjectIdentifier(wrapper)] = pc?.frameOfPresentedViewInContainerView ?? bounds
        guard let animator = delegate.animationController(forPresented: wrapper, presenting: presenting, source: presenting) else {
            return [false, false, false]
        }
        animator.animateTransition(using: ctx)
        MirrorWorld.advance(to: 0.1)
        let faded = MirrorWorld.scene.presentation(of: title.viewID).alpha == 0
        MirrorWorld.advance(to: 2)
        withExtendedLifetime((delegate, pc, animator)) {}
        return [true, faded, ctx.completions.count == 1]
    }

    /// tab-slide: `tabBarController(_:shouldSelect:)` [before, while a transition runs, after it].
    static func tabSelectionDuringATransition() -> [Bool] {
        MirrorWorld.reset()
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let container = UIView(frame: bounds)
        let tabs = TabSlideTabBarDelegate(), tabBar = UITabBarController()
        let low = PlainController(), search = TabSearchController(), third = PlainController()
        for vc in [low, search, third] as [UIViewController] { vc.view = UIView(frame: bounds) }
        search.provided["badgeView"] = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        search.view.addSubview(search.provided["badgeView"]!)
        tabBar.viewControllers = [low, search, third]
        container.addSubview(low.view)
        let before = tabs.tabBarController(tabBar, shouldSelect: search)
        guard let animator = tabs.tabBarController(tabBar, animationControllerForTransitionFrom: low, to: search) else { return [before] }
        let ctx = HostContext(container: container, animated: true, interactive: false, style: .fullScreen)
        ctx.controllers = [.from: low, .to: search]
        ctx.views = [.from: low.view, .to: search.view]
        ctx.finalFrames[ObjectIdentifier(search)] = bounds
        ctx.onComplete = { animator.animationEnded($0) }
        animator.animateTransition(using: ctx)
        MirrorWorld.advance(to: 0.1)
        let during = tabs.tabBarController(tabBar, shouldSelect: third)
        MirrorWorld.advance(to: 5)
        let after = tabs.tabBarController(tabBar, shouldSelect: third)
        return [before, during, after]
    }
}
