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
