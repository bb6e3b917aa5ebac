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

    /// UIAccessibilityConstants.h: `UIAccessibilityNotifications`, imported as this struct.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `UIAccessibilityScreenChangedNotification`: "Should be posted when a new view appears that
        /// encompasses a major portion of the screen. Optionally, pass the element that VoiceOver should
        /// move to after processing the notification."
        public static let screenChanged = Notification(rawValue: 1000)
        /// `UIAccessibilityLayoutChangedNotification`.
        public static let layoutChanged = Notification(rawValue: 1001)
    }

    /// `UIAccessibilityPostNotification(notification, argument)` (UIAccessibility.h); the mirror records it.
    public static func post(notification: Notification, argument: Any?) {
        MirrorAccessibility.posts.append((notification, argument as? UIView))
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

    /// The notifications posted since the last `reset()`, with the view passed (nil for none).
    public static var posts: [(notification: UIAccessibility.Notification, argument: UIView?)] = []

    public static func reset(reduceMotion: Bool = false) {
        self.reduceMotion = reduceMotion
        reduceMotionReads = 0
        posts = []
    }
}

/// UIAccessibility.h (iOS 17): `typedef BOOL (^AXBoolReturnBlock)(void);`, the type of the
/// block-based forms of the accessibility methods (`accessibilityPerformEscapeBlock`).
public typealias AXBoolReturnBlock = () -> Bool

// VoiceOver on the mirror. What it models, with its sources:
// - `accessibilityViewIsModal` (UIAccessibility.h: "Informs whether the receiving view should be
//   considered modal by accessibility. If YES, then elements outside this view will be ignored.";
//   Apple: developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal).
// - The escape gesture (two-finger Z): UIAccessibility.h asks to "Implement accessibilityPerformEscape
//   on an element or containing view to exit a modal or hierarchical interface view", returning YES
//   when it dismissed (Apple: ".../nsobject-swift.class/accessibilityperformescape()", "Dismisses a
//   modal view and returns the success or failure of the action"). Apple does not document the
//   order in which VoiceOver asks; the mirror asks the focused element, then each containing view
//   outwards, and stops at the first that returns true.
// - `accessibilityPerformEscapeBlock` (iOS 17, UIAccessibility.h "Actions"): the block form of the
//   same method; the mirror calls it instead of the method when it is set (the header pairs each
//   block with its method; Apple's page for the block says nothing more).
extension MirrorAccessibility {
    /// VoiceOver's escape gesture with `element` focused: true when something dismissed.
    public static func performEscape(from element: UIView) -> Bool {
        var view: UIView? = element
        while let v = view {
            if let block = v.accessibilityPerformEscapeBlock {
                if block() { return true }
            } else if v.accessibilityPerformEscape() {
                return true
            }
            view = v.superview
        }
        return false
    }

    /// The views VoiceOver can reach from `element`: inside the nearest modal view containing it
    /// (elements outside a modal view are ignored), or everything when there is none.
    public static func modalRoot(of element: UIView) -> UIView? {
        var view: UIView? = element
        while let v = view {
            if v.accessibilityViewIsModal { return v }
            view = v.superview
        }
        return nil
    }
}

// What VoiceOver reaches, by Apple's documentation page of `accessibilityViewIsModal`
// (developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal): "When the
// value of this property is true, VoiceOver ignores the elements within views that are siblings of the
// receiver." (UIAccessibility.h says "elements outside this view"; the page is the narrower, documented
// rule, and the one that matters for a presentation: the presenting screen is not a sibling of the
// presented view, which UIKit puts in its own container view.) And `accessibilityElementsHidden`
// (UIAccessibility.h: "Marks all the accessible elements contained within as hidden.").
extension MirrorAccessibility {
    /// Whether VoiceOver can reach `element`: no view containing it (itself included) hides its elements,
    /// and none of them is a sibling of a modal view.
    public static func isReachable(_ element: UIView) -> Bool {
        var view: UIView? = element
        while let v = view {
            if v.accessibilityElementsHidden { return false }
            if let parent = v.superview, parent.subviews.contains(where: { $0 !== v && $0.accessibilityViewIsModal && !$0.isHidden }) {
                return false
            }
            view = v.superview
        }
        return true
    }
}
