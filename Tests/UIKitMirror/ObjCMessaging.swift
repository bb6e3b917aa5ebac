// How UIKit messages a delegate's optional methods on Apple's platforms, which the mirror's
// protocols (a default for each optional requirement) cannot show: there is no Objective-C
// runtime on Linux, and a generated file's `responds(to:)`/`forwardingTarget(for:)` overrides sit
// behind `#if canImport(ObjectiveC)`. Tests describe a delegate class by what it declares
// (`ObjCDelegateClass`) and play UIKit's messaging on it (issue 29, item 1).
//
// The rules:
// - UIKit asks `respondsToSelector:` for an optional delegate method when the delegate is set and
//   keeps the answer (Apple documents nothing; reported for UINavigationController's transition
//   methods, "system calls respondsToSelector: as early as in setDelegate:, and caches that
//   response", AHKNavigationController PR 5; for scroll, web-view and app delegates in
//   PSTDelegateProxy issue 1, OverlayContainer issue 100, dd-sdk-ios PR 2942). A later change in
//   the delegate's answer is not seen.
// - The Objective-C runtime sends a message a class does not implement to `forwardingTarget(for:)`:
//   "If an object implements (or inherits) this method, and returns a non-nil (and non-self)
//   result, that returned object is used as the new receiver object" (Apple, NSObject
//   forwardingTarget(for:)); with nil, and no `forwardInvocation:`, `doesNotRecognizeSelector:`
//   "raises an NSInvalidArgumentException" (Apple, NSObject doesNotRecognizeSelector(_:)): the app
//   dies with "unrecognized selector sent to instance".

/// A delegate class as the Objective-C runtime sees it, read from its declarations.
@_spi(MirrorTesting) public struct ObjCDelegateClass: Sendable {
    /// The optional delegate selectors the class implements itself.
    public var implements: Set<String>
    /// `responds(to:)` overridden to answer yes also for what a (weakly) held object responds to.
    public var respondsForTarget: Bool
    /// `forwardingTarget(for:)` overridden to hand that object a selector the class lacks.
    public var forwardsToTarget: Bool
    public init(implements: Set<String>, respondsForTarget: Bool, forwardsToTarget: Bool) {
        self.implements = implements
        self.respondsForTarget = respondsForTarget
        self.forwardsToTarget = forwardsToTarget
    }
}

@_spi(MirrorTesting) public enum ObjCMessaging {
    public enum Outcome: Equatable, Sendable {
        /// The class's own method ran.
        case handled
        /// The held object received it.
        case forwarded
        /// NSInvalidArgumentException: the app dies.
        case unrecognizedSelector
    }

    /// What UIKit keeps when the delegate is set: the selectors among `selectors` it responds to,
    /// with the held object (`target`, the selectors it implements) alive.
    public static func cachedAnswers(_ cls: ObjCDelegateClass, target: Set<String>?, selectors: [String]) -> Set<String> {
        Set(selectors.filter { cls.implements.contains($0) || (cls.respondsForTarget && (target?.contains($0) ?? false)) })
    }

    /// UIKit sends `selector` (cached as answered) to an instance whose held object now
    /// implements `target` (nil: freed).
    public static func send(_ selector: String, to cls: ObjCDelegateClass, target: Set<String>?) -> Outcome {
        if cls.implements.contains(selector) { return .handled }
        if cls.forwardsToTarget, let target, target.contains(selector) { return .forwarded }
        return .unrecognizedSelector
    }
}
