@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for TabPanTests (no `import Testing` here: see TapToDismiss.swift): the tab pan that
// `install(on:)` puts on the tab bar controller (issue 33, item 6).
@MainActor
enum TabPanScenarios {
    /// Three tabs, the middle one selected, tab-swipe installed in one line.
    static func installed(rightToLeft: Bool = false, selected: Int = 1) -> (HostTabBarController, TabSwipeTabBarDelegate) {
        let tabBarController = HostTabBarController()
        tabBarController.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        tabBarController.selectedIndex = selected
        if rightToLeft { tabBarController.view.semanticContentAttribute = .forceRightToLeft }
        return (tabBarController, TabSwipeTabBarDelegate.install(on: tabBarController))
    }

    /// The pan recognizers on the tab bar controller's view whose delegate is the installed one:
    /// [after install, after installing again].
    static func pansOnTheView() -> [Int] {
        let (tabBarController, delegate) = installed()
        func count(_ d: AnyObject) -> Int {
            (tabBarController.view.gestureRecognizers ?? []).filter { $0 is UIPanGestureRecognizer && $0.delegate === d }.count
        }
        let first = count(delegate)
        let again = TabSwipeTabBarDelegate.install(on: tabBarController)
        return [first, count(again) + count(delegate)]
    }

    /// A pan of `dx` points along x (and `dy` along y), begun on the installed pan: whether it may
    /// begin, and the tab selected once its action ran (`selected` when it moved nothing).
    static func pan(dx: CGFloat, dy: CGFloat = 0, rightToLeft: Bool = false, selected: Int = 1) -> (begins: Bool, selectedIndex: Int) {
        let (tabBarController, delegate) = installed(rightToLeft: rightToLeft, selected: selected)
        guard let pan = (tabBarController.view.gestureRecognizers ?? []).first(where: { $0.delegate === delegate }) as? UIPanGestureRecognizer
        else { return (false, -1) }
        pan.velocityValue = CGPoint(x: dx * 10, y: dy * 10)
        pan.setTranslation(CGPoint(x: dx, y: dy), in: nil)
        let begins = pan.mirrorShouldBegin()
        pan.state = .began
        delegate.handleTabPan(pan)
        return (begins, tabBarController.selectedIndex)
    }
}
