@_spi(MirrorTesting) import UIKit

// The mirror's device settings, for the test files (which import Testing, and so cannot import
// the mirror's UIKit themselves: Testing's UIKit cross-import overlay does not exist on Linux).

/// Turns the mirror's Reduce Motion on or off and zeroes the count of reads.
@MainActor
func setMirrorReduceMotion(_ on: Bool) { MirrorAccessibility.reset(reduceMotion: on) }

/// How many times the emitted code read `UIAccessibility.isReduceMotionEnabled` since the last reset.
@MainActor
var mirrorReduceMotionReads: Int { MirrorAccessibility.reduceMotionReads }
