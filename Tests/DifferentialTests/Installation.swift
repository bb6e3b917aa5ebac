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
    /// What it was told it shows, in order ("willShow Plain", "didShow Plain"…).
    var shown: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        shown.append("willShow " + String(describing: type(of: viewController)))
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append("didShow " + String(describing: type(of: viewController)))
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked += 1
        return toVC is OwnScreen ? Animator() : nil
    }
}

/// An app's own tab delegate that refuses the third tab and records what it is told.
final class AppTabDelegate: NSObject, UITabBarControllerDelegate {
    var told: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        tabBarController.viewControllers?.firstIndex(of: viewController) != 2
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { told.append("didSelect") }
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) { told.append("willBegin") }
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        told.append("willEnd \(changed)")
    }
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        told.append("didEnd \(changed)")
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

    /// Three tabs whose controller had the app's delegate, tab-slide installed over it.
    private static func tabsOverTheApp() -> (AppTabDelegate, UITabBarController, [UIViewController], any UITabBarControllerDelegate) {
        let app = AppTabDelegate()
        let tabBar = UITabBarController()
        let tabs = [PlainController(), TabSearchController(), PlainController()]
        tabBar.viewControllers = tabs
        tabBar.delegate = app
        TabSlideTabBarDelegate.install(on: tabBar)
        return (app, tabBar, tabs, tabBar.delegate!)
    }

    /// tab-slide installed over the app's delegate: shouldSelect [second tab, third tab (the app refuses)].
    static func tab() -> [Bool] {
        let (app, tabBar, tabs, d) = tabsOverTheApp()
        return withExtendedLifetime(app) { [d.tabBarController(tabBar, shouldSelect: tabs[1]), d.tabBarController(tabBar, shouldSelect: tabs[2])] }
    }

    /// The app's navigation delegate hears willShow/didShow through the installed delegate, for
    /// each navigation example: [what it heard when the controller appeared and after a push, what
    /// reached it after it was freed (nothing; and no crash)].
    static func navigationShowing() -> [String: [[String]]] {
        var out: [String: [[String]]] = [:]
        for (name, install) in BackSwipeScenarios.examples {
            var app: AppNavigationDelegate? = AppNavigationDelegate()
            let isFreed = { [weak app] in app == nil }
            let nav = UINavigationController(rootViewController: PlainController())
            nav.delegate = app
            let installed = install(nav)
            nav.mirrorAppear()
            nav.pushViewController(PlainController(), animated: true)
            let heard = app?.shown ?? []
            app = nil
            nav.pushViewController(PlainController(), animated: true)
            _ = nav.popViewController(animated: true)
            out[name] = [heard, isFreed() ? [] : ["not freed"]]
            withExtendedLifetime(installed) {}
        }
        return out
    }

    /// tab-slide passes didSelect and the customizing calls on to the app's delegate.
    static func tabTelling() -> [String] {
        let (app, tabBar, tabs, d) = tabsOverTheApp()
        d.tabBarController(tabBar, didSelect: tabs[1])
        d.tabBarController(tabBar, willBeginCustomizing: tabs)
        d.tabBarController(tabBar, willEndCustomizing: tabs, changed: true)
        d.tabBarController(tabBar, didEndCustomizing: tabs, changed: false)
        return app.told
    }

    /// `install(on:)` before the navigation controller has its view (issue 29, item 13), each
    /// navigation example: [the view still unloaded after install, the back-swipe's delegate is the
    /// installed one once the controller appeared, the left-edge swipe on two screens].
    static func installBeforeTheViewLoads() -> [String: [String]] {
        var out: [String: [String]] = [:]
        for (name, install) in BackSwipeScenarios.examples {
            let nav = UINavigationController(rootViewController: PlainController())
            let installed = install(nav)
            let unloaded = !nav.isViewLoaded
            nav.mirrorAppear()
            nav.pushViewController(DetailViewController(), animated: false)
            let wired = nav.interactivePopGestureRecognizer?.delegate === installed
            let swipe = nav.mirrorLeftEdgeSwipe().map { $0 === nav.interactivePopGestureRecognizer ? "system" : "transition" }
            out[name] = ["unloaded \(unloaded)", "wired \(wired)"] + swipe
        }
        return out
    }
}
