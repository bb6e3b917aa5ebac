import Foundation

/// UIKit's accessibility settings the emitted code reads. The SDK imports the C function
/// `UIAccessibilityIsReduceMotionEnabled()` (UIAccessibility.h, iOS 8) as this type property;
/// Apple documents it as "A Boolean value that indicates whether the Reduce Motion setting is in
/// an enabled state" (developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled).
/// In the mirror the test host sets the value and counts the reads (one per transition start).
@MainActor
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool {
        MirrorAccessibility.reduceMotionReads += 1
        return MirrorAccessibility.reduceMotion
    }
}

/// Not UIKit: the settings of the mirror's "device", and what was read.
@_spi(MirrorTesting)
@MainActor
public enum MirrorAccessibility {
    /// What `UIAccessibility.isReduceMotionEnabled` answers.
    public static var reduceMotion = false
    /// How many times it was read since the last `reset()`.
    public static var reduceMotionReads = 0

    public static func reset(reduceMotion: Bool = false) {
        self.reduceMotion = reduceMotion
        reduceMotionReads = 0
    }
}
