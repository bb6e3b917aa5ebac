import AnimatorCore
import TransitionPreview
@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// The host's scripted finger (issue 30): the mirror's pan recognizer reads the same `FingerPath`
// samples `transc run --drag` plays (translation(in:) and velocity(in:) at the world's clock), and
// the host delivers its actions as UIKit would: `.began` at the touch-down, `.changed` at every
// frame while the finger is down, `.ended` at the lift. The events the interpreter records for a
// drag (`touch`, `release` with the progress) are recorded here at the same moments.

extension HostRun {
    func playDrag(_ path: FingerPath, handle: (GeneratedDelegate, UIViewController, UIPanGestureRecognizer, () -> Void) -> Void,
                  delegate: GeneratedDelegate, destination: UIViewController, context ctx: HostContext, times: [Double],
                  record: (Double) -> Void, begin: @escaping () -> Void) {
        let isEdgePan: Bool = { if case .edgePan? = t.operation(operation)?.interaction?.gesture { return true } else { return false } }()
        let interruptible = t.operation(operation)?.interaction?.continuous?.interruptible == true
        let gesture = isEdgePan ? UIScreenEdgePanGestureRecognizer() : UIPanGestureRecognizer()
        // Every touch-down and lift in time order, delivered when the clock reaches it.
        let moments = path.downsAndLifts
        var next = 0
        var current: Int?
        func deliver(upTo time: Double) {
            while next < moments.count, moments[next].time <= time {
                let m = moments[next]
                next += 1
                let touch = path.touches[m.touch]
                MirrorWorld.advance(to: m.time)
                if m.down {
                    gesture.mirrorTouch = touch
                    gesture.state = .began
                    let settling = !ctx.interactiveCalls.isEmpty && ctx.interactiveCalls.last != "pause" && ctx.completions.isEmpty
                    handle(delegate, destination, gesture, m.touch == 0 ? begin : {})
                    if m.touch == 0 {
                        events.append(TimelineEvent(name: "touch", time: m.time, value: 0))
                    } else if settling && interruptible {
                        // Caught mid-flight: the progress the emitted code took it from (its first update).
                        events.append(TimelineEvent(name: "grab", time: m.time, value: ctx.lastPercent))
                    }
                    current = m.touch
                } else if current == m.touch {
                    gesture.state = .changed
                    handle(delegate, destination, gesture) {}
                    let decided = ctx.interactiveCalls.filter { $0 != "pause" }.count
                    gesture.state = .ended
                    handle(delegate, destination, gesture) {}
                    // A release the emitted code acted on (a touch it ignored decides nothing).
                    if ctx.interactiveCalls.filter({ $0 != "pause" }).count > decided {
                        events.append(TimelineEvent(name: "release", time: m.time, value: ctx.lastPercent))
                    }
                    current = nil
                }
            }
        }
        for time in times {
            deliver(upTo: time)
            MirrorWorld.advance(to: time)
            if let k = current, time > path.touches[k].down {
                gesture.state = .changed
                handle(delegate, destination, gesture) {}
            }
            record(time)
        }
    }
}

final class PhotoViewerGridController: HostViewController, PhotoViewerSource {
    var selectedImageView: UIView { providedView("selectedImageView") }
}
final class PhotoViewerViewerController: HostViewController, PhotoViewerDestination {
    var photoView: UIView { providedView("photoView") }
    var backdropView: UIView { providedView("backdropView") }
}
final class AppStoreCardTodayController: HostViewController, AppStoreCardSource {
    var selectedCardView: UIView { providedView("selectedCardView") }
}
final class AppStoreCardStoryController: HostViewController, AppStoreCardDestination {
    var articleBody: UIView { providedView("articleBody") }
}

extension Glue {
    /// A presentation controller's dismissal pan, delivered as the app's wiring does: `deliver`
    /// sends the gesture to the presented view controller's presentation controller, whose
    /// `dismiss(animated:)` starts the host's transition (`begin`).
    static func dismissalPan(_ deliver: @escaping (UIViewController, UIPanGestureRecognizer) -> Void)
        -> (GeneratedDelegate, UIViewController, UIPanGestureRecognizer, () -> Void) -> Void {
        { _, presented, g, begin in
            withoutActuallyEscaping(begin) { begin in
                (presented as? HostViewController)?.onDismiss = begin
                deliver(presented, g)
                (presented as? HostViewController)?.onDismiss = nil
            }
        }
    }

    /// The examples whose dismissal follows the finger: the presentation controller owns the pan.
    static func followingExample(_ example: String) -> Glue? {
        switch example {
        case "photo-viewer":
            let delegate = PhotoViewerTransitioningDelegate()
            return Glue(source: { PhotoViewerGridController() }, destination: { PhotoViewerViewerController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: dismissalPan { ($0.presentationController as? PhotoViewerPresentationController)?.handleDismissPan($1) })
        case "app-store-card":
            let delegate = AppStoreCardTransitioningDelegate()
            return Glue(source: { AppStoreCardTodayController() }, destination: { AppStoreCardStoryController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: dismissalPan { ($0.presentationController as? AppStoreCardPresentationController)?.handleDismissPan($1) })
        case "interruptible-zoom":
            let navigationController = HostNavigationController(rootViewController: UIViewController())
            navigationController.viewControllers.append(UIViewController())
            let installed = InterruptibleZoomNavigationDelegate.install(on: navigationController)
            return Glue(source: { InterruptibleZoomGridController() }, destination: { InterruptibleZoomDetailController() },
                        delegate: { .navigation(installed) },
                        handle: { _, _, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                navigationController.onPop = begin
                                installed.handlePopGesture(g)
                                navigationController.onPop = nil
                            }
                        })
        default:
            return nil
        }
    }
}

final class InterruptibleZoomGridController: HostViewController, InterruptibleZoomSource {
    var selectedImageView: UIView { providedView("selectedImageView") }
}
final class InterruptibleZoomDetailController: HostViewController, InterruptibleZoomDestination {
    var headerImageView: UIView { providedView("headerImageView") }
}
