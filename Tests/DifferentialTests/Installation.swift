@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for InstallationTests (no `import Testing` here: see TapToDismiss.swift): the one-line
// wiring of issue 11, item 8.

/// An app's own navigation delegate: animates pushes to `OwnScreen`, records what it is asked.
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    final class OwnScreen: UIViewController {}
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
    }
    var asked = 0
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked += 1
        return toVC is OwnScreen ? Animator() : nil
    }
}

/// An app's own tab delegate that refuses the third tab.
final class AppTabDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        tabBarController.viewControllers?.firstIndex(of: viewController) != 2
    }
}

@MainActor
enum InstallationScenarios {
    /// custom-push installed over the app's delegate: [the installed delegate is alive after the call,
    /// a push to Detail is the transition's, a push to the app's screen is the app's animator, a push
    /// elsewhere is nil (UIKit's), the app's delegate was asked for the last two only, reinstalling
    /// keeps the app's delegate, the delegate is released once its navigation controller is].
    static func navigation() -> [Bool] {
        let app = AppNavigationDelegate()
        var nav: UINavigationController? = UINavigationController(rootViewController: PlainController())
        nav?.delegate = app
        weak var installed: SlideUpNavigationDelegate?
        installed = SlideUpNavigationDelegate.install(on: nav!)
        let alive = installed != nil
        let d = nav!.delegate!
        let ours = d.navigationController(nav!, animationControllerFor: .push, from: PlainController(), to: DetailViewController()) is SlideUpAnimator
        let theirs = d.navigationController(nav!, animationControllerFor: .push, from: PlainController(), to: AppNavigationDelegate.OwnScreen()) is AppNavigationDelegate.Animator
        let neither = d.navigationController(nav!, animationControllerFor: .push, from: PlainController(), to: PlainController()) == nil
        let asked = app.asked == 2
        SlideUpNavigationDelegate.install(on: nav!)
        let keepsApp = nav!.delegate!.navigationController(nav!, animationControllerFor: .push, from: PlainController(), to: AppNavigationDelegate.OwnScreen()) is AppNavigationDelegate.Animator
        let secondIsGone = { [weak second = nav!.delegate as? SlideUpNavigationDelegate] in second == nil }
        nav = nil
        SlideUpNavigationDelegate.install(on: UINavigationController())    // prunes the installations of gone controllers
        return [alive, ours, theirs, neither, asked, keepsApp, secondIsGone()]
    }

    /// tab-slide installed over the app's delegate: shouldSelect [second tab, third tab (the app refuses)].
    static func tab() -> [Bool] {
        let app = AppTabDelegate()
        let tabBar = UITabBarController()
        let tabs = [PlainController(), TabSearchController(), PlainController()]
        tabBar.viewControllers = tabs
        tabBar.delegate = app
        TabSlideTabBarDelegate.install(on: tabBar)
        let d = tabBar.delegate!
        return [d.tabBarController(tabBar, shouldSelect: tabs[1]), d.tabBarController(tabBar, shouldSelect: tabs[2])]
    }
}
