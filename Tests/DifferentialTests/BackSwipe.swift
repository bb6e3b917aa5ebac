@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for BackSwipeTests (no `import Testing` here: see TapToDismiss.swift). A left-edge
// swipe on a navigation controller wired with each navigation example's generated delegate
// (issue 11, item 4): which recognizers begin, by name: "system" (UIKit's
// interactivePopGestureRecognizer) or "transition" (the generated interactive pop's).

/// An app's own delegate of UIKit's back-swipe (set before `install(on:)`): no swipe back from a
/// `NoSwipeBackScreen` (a form with unsaved input, say); counts what it is asked.
final class AppBackSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
    final class NoSwipeBackScreen: UIViewController {}
    weak var navigationController: UINavigationController?
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return !(navigationController?.topViewController is NoSwipeBackScreen)
    }
}

@MainActor
enum BackSwipeScenarios {
    /// The navigation examples and how the app wires each one.
    static let examples: [(name: String, install: (UINavigationController) -> AnyObject)] = [
        ("photo-zoom", { PhotoZoomNavigationDelegate.install(on: $0) }),
        ("custom-push", { SlideUpNavigationDelegate.install(on: $0) }),
        ("interactive-pop", { EdgeSwipeBackNavigationDelegate.install(on: $0) }),
        ("skeleton-shimmer", { SkeletonPushNavigationDelegate.install(on: $0) }),
    ]

    /// Whether photo-zoom's and custom-push's delegates return their custom pop [on a button's pop,
    /// while UIKit's back-swipe has begun] (a custom pop without an interactive one would run at
    /// once instead of following the finger: UIKit's own interactive pop runs then).
    static func customPopDuringTheSystemBackSwipe() -> [String: [Bool]] {
        MirrorWorld.reset()
        var out: [String: [Bool]] = [:]
        let zoomNav = UINavigationController(rootViewController: PhotoZoomGridController())
        let zoom = PhotoZoomNavigationDelegate.install(on: zoomNav)
        let slideNav = UINavigationController(rootViewController: PlainController())
        let slide = SlideUpNavigationDelegate.install(on: slideNav)
        func pops(_ nav: UINavigationController, _ d: any UINavigationControllerDelegate, _ from: UIViewController, _ to: UIViewController) -> Bool {
            d.navigationController(nav, animationControllerFor: .pop, from: from, to: to) != nil
        }
        let zoomButton = pops(zoomNav, zoom, PhotoZoomDetailController(), PhotoZoomGridController())
        let slideButton = pops(slideNav, slide, DetailViewController(), PlainController())
        zoomNav.interactivePopGestureRecognizer?.state = .began
        slideNav.interactivePopGestureRecognizer?.state = .began
        out["photo-zoom"] = [zoomButton, pops(zoomNav, zoom, PhotoZoomDetailController(), PhotoZoomGridController())]
        out["custom-push"] = [slideButton, pops(slideNav, slide, DetailViewController(), PlainController())]
        return out
    }

    /// A navigation controller with its view and an example installed on it (after `prepare`).
    @MainActor
    struct Stack {
        let nav: UINavigationController
        let root: UIViewController
        let installed: AnyObject
        /// The recognizers a left-edge swipe begins, by name.
        func swipe() -> [String] {
            nav.mirrorLeftEdgeSwipe().map { $0 === nav.interactivePopGestureRecognizer ? "system" : "transition" }.sorted()
        }
        /// The stack: the root, then `top`.
        func show(_ top: UIViewController) { nav.viewControllers = [root, top] }
    }

    static func stack(_ install: (UINavigationController) -> AnyObject, prepare: (UINavigationController) -> Void = { _ in }) -> Stack {
        MirrorWorld.reset()
        let root = PlainController()
        let nav = UINavigationController(rootViewController: root)
        nav.view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        prepare(nav)
        return Stack(nav: nav, root: root, installed: install(nav))
    }

    /// [example: [recognizers beginning at the root, with two screens, with DetailViewController on top]].
    static func swipes() -> [String: [[String]]] {
        var out: [String: [[String]]] = [:]
        for (name, install) in examples {
            let stack = stack(install)
            let atRoot = stack.swipe()
            stack.nav.pushViewController(PlainController(), animated: false)
            let twoScreens = stack.swipe()
            stack.show(DetailViewController())
            out[name] = [atRoot, twoScreens, stack.swipe()]
        }
        return out
    }

    /// The left-edge swipe with each navigation example installed over an app that set its own
    /// back-swipe delegate: [example: [recognizers on two plain screens, with the app's no-swipe
    /// screen on top, the app's delegate asked, the recognizer's delegate is the installed one]].
    static func appRules() -> [String: [[String]]] {
        var out: [String: [[String]]] = [:]
        for (name, install) in examples {
            let app = AppBackSwipeDelegate()
            let stack = stack(install) { nav in
                app.navigationController = nav
                nav.interactivePopGestureRecognizer?.delegate = app
            }
            stack.show(PlainController())
            let plain = stack.swipe()
            stack.show(AppBackSwipeDelegate.NoSwipeBackScreen())
            let ours = stack.nav.interactivePopGestureRecognizer?.delegate === stack.installed
            out[name] = [plain, stack.swipe(), ["asked \(app.asked > 0)", "delegate ours \(ours)"]]
        }
        return out
    }

    /// UIKit's rules where the app has no back-swipe delegate: [example: [recognizers with the top
    /// screen hiding its back button, with a custom left item, with a left item beside the back button,
    /// with the navigation bar hidden]].
    static func backButtonRules() -> [String: [[String]]] {
        var out: [String: [[String]]] = [:]
        for (name, install) in examples {
            let stack = stack(install)
            let hidden = PlainController()
            hidden.navigationItem.hidesBackButton = true
            stack.show(hidden)
            let hides = stack.swipe()
            let custom = PlainController()
            custom.navigationItem.leftBarButtonItems = [UIBarButtonItem()]
            stack.show(custom)
            let replaced = stack.swipe()
            custom.navigationItem.leftItemsSupplementBackButton = true
            let beside = stack.swipe()
            stack.nav.setNavigationBarHidden(true, animated: false)
            out[name] = [hides, replaced, beside, stack.swipe()]
        }
        return out
    }

    /// iOS 26's content-area back-swipe: [its delegate left to UIKit, a custom pop while it has
    /// begun (photo-zoom, custom-push: nil, UIKit's interactive pop), interactive-pop: it waits for
    /// the spec's pop gesture].
    static func contentBackSwipe() -> [String: [Bool]] {
        var out: [String: [Bool]] = [:]
        for (name, install) in examples {
            let nav = stack(install).nav
            let content = nav.interactiveContentPopGestureRecognizer
            let untouched = content?.delegate == nil
            let waits = content?.failureRequirements.contains { $0.view === nav.view && $0 !== nav.interactivePopGestureRecognizer } ?? false
            content?.state = .began
            let d = nav.delegate!
            let customPop: Bool
            switch name {
            case "photo-zoom": customPop = d.navigationController(nav, animationControllerFor: .pop, from: PhotoZoomDetailController(), to: PhotoZoomGridController()) != nil
            case "custom-push": customPop = d.navigationController(nav, animationControllerFor: .pop, from: DetailViewController(), to: PlainController()) != nil
            default: customPop = false
            }
            out[name] = [untouched, customPop, waits]
        }
        return out
    }
}
