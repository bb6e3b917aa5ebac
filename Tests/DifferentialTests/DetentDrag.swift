import AnimatorCore
import TransitionPreview
@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Drag, then dismiss (`detents`, issue 30 items 3 and 6) on the mirror: no transition runs while
// the finger drags the presented view, so the pan goes to the generated presentation controller
// as the app's target-action sends it (`.began` at a touch-down, `.changed` every frame while the
// finger is down and at the lift, `.ended` at the lift), and only a release past the last detent
// starts the dismissal (`dismiss(animated:)`: the host's `begin`, a non-interactive transition).
// The interpreter's `touch` and `release` events (progress of the dismissal where the view is
// drawn) are recorded from the presented view's centre, until the dismissal starts.

extension HostRun {
    /// `presented`: the presented view; `base`: its centre where presented; `distance`: the
    /// evaluated gesture distance (signed), along `axisIsX`.
    func playDetentDrag(_ path: FingerPath, presented: UIView, base: CGPoint, distance: Double, axisIsX: Bool,
                        handle: (GeneratedDelegate, UIViewController, UIPanGestureRecognizer, () -> Void) -> Void,
                        delegate: GeneratedDelegate, destination: UIViewController, context ctx: HostContext, times: [Double],
                        record: (Double) -> Void, begin: @escaping () -> Void) {
        let gesture = UIPanGestureRecognizer()
        let moments = path.downsAndLifts
        var next = 0
        var current: Int?
        var dismissed = false
        let sign = distance < 0 ? -1.0 : 1.0
        func progress() -> Double {
            let c = MirrorWorld.scene.presentation(of: presented.viewID).center
            return ((axisIsX ? c.x - base.x : c.y - base.y) * sign) / abs(distance)
        }
        let start = { dismissed = true; begin() }
        func deliver(upTo time: Double) {
            while next < moments.count, moments[next].time <= time {
                let m = moments[next]
                next += 1
                MirrorWorld.advance(to: m.time)
                guard !dismissed else { continue }
                if m.down {
                    gesture.mirrorTouch = path.touches[m.touch]
                    gesture.state = .began
                    handle(delegate, destination, gesture, start)
                    events.append(TimelineEvent(name: "touch", time: m.time, value: progress()))
                    current = m.touch
                } else if current == m.touch {
                    gesture.state = .changed
                    handle(delegate, destination, gesture, start)
                    events.append(TimelineEvent(name: "release", time: m.time, value: progress()))
                    gesture.state = .ended
                    handle(delegate, destination, gesture, start)
                    current = nil
                }
            }
        }
        for time in times {
            deliver(upTo: time)
            MirrorWorld.advance(to: time)
            if !dismissed, let k = current, time > path.touches[k].down {
                gesture.state = .changed
                handle(delegate, destination, gesture, start)
            }
            record(time)
        }
    }
}

extension Glue {
    /// sheet-detents: the presentation controller owns the pan that drags the sheet.
    static func detentExample(_ example: String) -> Glue? {
        guard example == "sheet-detents" else { return nil }
        let delegate = DetentSheetTransitioningDelegate()
        return Glue(source: { UIViewController() }, destination: { HostViewController() },
                    delegate: { .modal(delegate, prepare: delegate.prepare) },
                    handle: dismissalPan { ($0.presentationController as? DetentSheetPresentationController)?.handleDismissPan($1) })
    }
}
