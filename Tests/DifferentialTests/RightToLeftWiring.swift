@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenario for RightToLeftWiringTests (no `import Testing` here: see TapToDismiss.swift).
@MainActor
enum RightToLeftWiring {
    /// parallax-push's interactive pop (`edgePan(left)`, a mirrored transition) installed on a
    /// navigation controller whose view is left to right, then right to left: the edges of the
    /// spec's recognizer (not UIKit's own back swipe): [left to right starts at the left edge,
    /// right to left at the right edge].
    static func popEdges() -> [Bool] {
        zip([UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft], [UIRectEdge.left, .right]).map { attribute, expected in
            let nav = UINavigationController(rootViewController: PlainController())
            nav.view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            nav.view.semanticContentAttribute = attribute
            ParallaxPushNavigationDelegate.install(on: nav)
            let spec = (nav.view.gestureRecognizers ?? []).compactMap { $0 as? UIScreenEdgePanGestureRecognizer }
                .filter { $0 !== nav.interactivePopGestureRecognizer }
            return spec.count == 1 && spec[0].edges == expected
        }
    }
}
