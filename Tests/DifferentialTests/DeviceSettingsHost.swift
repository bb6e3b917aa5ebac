@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// The mirror's device settings, for the test files (which import Testing, and so cannot import
// the mirror's UIKit themselves: Testing's UIKit cross-import overlay does not exist on Linux).

/// Turns the mirror's Reduce Motion on or off and zeroes the count of reads.
@MainActor
func setMirrorReduceMotion(_ on: Bool) { MirrorAccessibility.reset(reduceMotion: on) }

/// How many times the emitted code read `UIAccessibility.isReduceMotionEnabled` since the last reset.
@MainActor
var mirrorReduceMotionReads: Int { MirrorAccessibility.reduceMotionReads }

@MainActor
enum ReduceMotionScenarios {
    /// card-flip (`reduceMotion: {push: dissolve, pop: system}`): [the pop's animator with Reduce
    /// Motion off, with it on (nil: UIKit's pop), the push's animator with it on, reads of the
    /// setting for these three starts].
    static func systemPopAndNamedPush() -> [String] {
        let delegate = CardFlipNavigationDelegate(), nav = UINavigationController()
        let list = PlainController(), detail = PlainController()
        MirrorAccessibility.reset(reduceMotion: false)
        let popOff = delegate.navigationController(nav, animationControllerFor: .pop, from: detail, to: list)
        MirrorAccessibility.reset(reduceMotion: true)
        let popOn = delegate.navigationController(nav, animationControllerFor: .pop, from: detail, to: list)
        let pushOn = delegate.navigationController(nav, animationControllerFor: .push, from: list, to: detail) as? CardFlipAnimator
        let reads = MirrorAccessibility.reduceMotionReads
        MirrorAccessibility.reset()
        return [popOff == nil ? "nil" : "animator", popOn == nil ? "nil" : "animator",
                pushOn.map { "reducesMotion=\($0.reducesMotion) duration=\($0.transitionDuration(using: nil))" } ?? "nil", "reads=\(reads)"]
    }
}

@MainActor
enum VoiceOverScenarios {
    /// One presentation example's generated presentation controller under VoiceOver: [the
    /// presented view modal before and after `presentationTransitionWillBegin`, the escape from an
    /// element inside the presented view and the dismissals it started, an escape from the
    /// presenting view (outside: nothing handles it), the modal root VoiceOver stays in].
    static func escape(_ example: String) -> [String] {
        guard let glue = Glue.of(example), case .modal(let delegate, let prepare) = glue.delegate() else { return ["not a modal example"] }
        MirrorWorld.reset()
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        let container = UIView(frame: bounds)
        let presenting = glue.source(), presented = glue.destination()
        presenting.view = UIView(frame: bounds)
        presented.view = UIView(frame: bounds)
        let label = UIView(frame: CGRect(x: 24, y: 24, width: 200, height: 40))
        presented.view.addSubview(label)
        prepare(presented)
        guard let pc = delegate.presentationController(forPresented: presented, presenting: presenting, source: presenting) else {
            return ["no presentation controller"]
        }
        pc.mirrorSet(containerView: container)
        presented.mirrorSet(presentationController: pc)
        container.addSubview(presented.view)
        let modalBefore = presented.view.accessibilityViewIsModal
        pc.presentationTransitionWillBegin()
        var dismissals = 0
        (presented as? HostViewController)?.onDismiss = { dismissals += 1 }
        let escaped = MirrorAccessibility.performEscape(from: label)
        let outside = MirrorAccessibility.performEscape(from: presenting.view)
        withExtendedLifetime((delegate, pc)) {}
        return ["modal \(modalBefore) -> \(presented.view.accessibilityViewIsModal)", "escape \(escaped), dismissals \(dismissals)",
                "escape outside \(outside)", "VoiceOver stays in the presented view: \(MirrorAccessibility.modalRoot(of: label) === presented.view)"]
    }
}
