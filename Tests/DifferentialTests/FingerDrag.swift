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
        let gesture = isEdgePan ? UIScreenEdgePanGestureRecognizer() : UIPanGestureRecognizer()
        // One touch (a re-grab is not played on the mirror yet).
        guard let touch = path.touches.first, let lift = touch.lift else { return }
        gesture.mirrorTouch = touch
        MirrorWorld.advance(to: touch.down)
        gesture.state = .began
        handle(delegate, destination, gesture, begin)
        events.append(TimelineEvent(name: "touch", time: touch.down, value: 0))
        var released = false
        for time in times {
            if time < lift {
                MirrorWorld.advance(to: time)
                if time > touch.down {
                    gesture.state = .changed
                    handle(delegate, destination, gesture) {}
                }
            } else {
                if !released {
                    MirrorWorld.advance(to: lift)
                    gesture.state = .changed
                    handle(delegate, destination, gesture) {}
                    events.append(TimelineEvent(name: "release", time: lift, value: ctx.lastPercent))
                    gesture.state = .ended
                    handle(delegate, destination, gesture) {}
                    released = true
                }
                MirrorWorld.advance(to: time)
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
    /// The examples whose dismissal follows the finger: the presentation controller owns the pan.
    static func followingExample(_ example: String) -> Glue? {
        switch example {
        case "photo-viewer":
            let delegate = PhotoViewerTransitioningDelegate()
            return Glue(source: { PhotoViewerGridController() }, destination: { PhotoViewerViewerController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? PhotoViewerPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "app-store-card":
            let delegate = AppStoreCardTransitioningDelegate()
            return Glue(source: { AppStoreCardTodayController() }, destination: { AppStoreCardStoryController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? AppStoreCardPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        default:
            return nil
        }
    }
}
