@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for BackSwipeTests (no `import Testing` here: see TapToDismiss.swift). A left-edge
// swipe on a navigation controller wired with each navigation example's generated delegate
// (issue 11, item 4): which recognizers begin, by name: "system" (UIKit's
// interactivePopGestureRecognizer) or "transition" (the generated interactive pop's).

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

    /// [example: [recognizers beginning at the root, with two screens, with DetailViewController on top]].
    static func swipes() -> [String: [[String]]] {
        var out: [String: [[String]]] = [:]
        for (name, install) in examples {
            MirrorWorld.reset()
            let root = PlainController()
            let nav = UINavigationController(rootViewController: root)
            nav.view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let installed = install(nav)
            func names() -> [String] {
                nav.mirrorLeftEdgeSwipe().map { $0 === nav.interactivePopGestureRecognizer ? "system" : "transition" }.sorted()
            }
            let atRoot = names()
            nav.pushViewController(PlainController(), animated: false)
            let twoScreens = names()
            nav.viewControllers = [root, DetailViewController()]
            let detailOnTop = names()
            out[name] = [atRoot, twoScreens, detailOnTop]
            withExtendedLifetime(installed) {}
        }
        return out
    }
}
