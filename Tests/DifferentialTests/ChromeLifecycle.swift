@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for ChromeLifecycleTests (no `import Testing` here: see TapToDismiss.swift): the card deck's
// presentation chrome (issue 32, item 2) as UIKit drives the generated presentation controller.

@MainActor
enum ChromeLifecycleScenarios {
    /// A view the controller stores (fileprivate in the generated file), by its property's name.
    static func stored(_ e: PresentedExample, _ name: String) -> UIView? {
        Mirror(reflecting: e.controller).children.first { $0.label == name }?.value as? UIView
    }

    /// The chrome views of the card deck's controller, by their stored properties.
    static func chrome(_ e: PresentedExample) -> (backdrop: UIView, screen: UIView, grabber: UIView)? {
        guard e.controller is CardDeckPresentationController, let b = stored(e, "backdropView"), let s = stored(e, "screenView"),
              let g = stored(e, "grabberView") else { return nil }
        return (b, s, g)
    }

    /// What the container holds, back to front, by name (the presented view, the dimming view, each chrome
    /// view), each drawn above its z-position's siblings when its z-position is not 0 (`name^z`).
    static func containerContents(_ e: PresentedExample) -> [String] {
        guard let chrome = chrome(e), let dimming = stored(e, "dimmingView") else { return [] }
        let names: [ObjectIdentifier: String] = [
            ObjectIdentifier(chrome.backdrop): "backdrop", ObjectIdentifier(chrome.screen): "screen",
            ObjectIdentifier(chrome.grabber): "grabber", ObjectIdentifier(dimming): "dimming",
            ObjectIdentifier(e.presented.view): "presented",
        ]
        return e.container.subviews.map { v in
            (names[ObjectIdentifier(v)] ?? "other") + (v.layer.zPosition == 0 ? "" : "^\(Int(v.layer.zPosition))")
        }
    }

    /// The container after each end: "cancelled" (a presentation that did not complete), "presented",
    /// "dismissal-cancelled" (presented, then a dismissal that did not complete), "dismissed".
    static func contents(after end: String) -> [String]? {
        guard let e = PresentedExample.make("card-deck") else { return nil }
        e.present(completed: end != "cancelled")
        switch end {
        case "dismissal-cancelled": e.dismissWithoutAnimator(completed: false)
        case "dismissed": e.dismissWithoutAnimator()
        default: break
        }
        return containerContents(e)
    }

    /// The chrome as the presentation begins: frames, the grabber's capsule, what it shows, and that it is
    /// decorative. One line per view.
    static func chromeAtBegin() -> [String]? {
        guard let e = PresentedExample.make("card-deck") else { return nil }
        e.presenting.view.backgroundColor = .orange
        e.controller.presentationTransitionWillBegin()
        guard let chrome = chrome(e) else { return nil }
        func line(_ name: String, _ v: UIView) -> String {
            let f = v.frame
            return "\(name) \(f.minX),\(f.minY) \(f.width)x\(f.height) r\(v.layer.cornerRadius) touches \(v.isUserInteractionEnabled) hidden \(v.accessibilityElementsHidden)"
        }
        return [line("backdrop", chrome.backdrop), line("screen", chrome.screen), line("grabber", chrome.grabber)]
            + ["screen shows presenting \(chrome.screen.snapshotSource === e.presenting.view)", "presenting transform \(e.presenting.view.transform == .identity)"]
    }

    /// A size change while presented at rest, the screen scaled to 0.92 by the present branch: the container
    /// becomes 852 × 393 and lays out. The screen's centre and size, its transform kept, and the grabber's frame.
    static func chromeAfterResize() -> [String]? {
        guard let e = PresentedExample.make("card-deck") else { return nil }
        e.present()
        guard let chrome = chrome(e) else { return nil }
        chrome.screen.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        let size = CGSize(width: 852, height: 393)
        e.window.frame = CGRect(origin: .zero, size: size)
        e.container.frame = CGRect(origin: .zero, size: size)
        e.controller.containerViewWillLayoutSubviews()
        let g = chrome.grabber.frame
        return ["screen center \(chrome.screen.center.x),\(chrome.screen.center.y) size \(chrome.screen.bounds.width)x\(chrome.screen.bounds.height) scaled \(chrome.screen.transform.a)",
                "grabber \(g.minX),\(g.minY) \(g.width)x\(g.height)"]
    }
}
