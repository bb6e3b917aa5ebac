@_spi(MirrorTesting) import UIKit

// UIKit's messaging of a delegate (the mirror's ObjCMessaging) played on a generated class read
// from its source, for DelegateProxyTests (no `import Testing` in a file that imports the mirror:
// Testing's UIKit overlay does not exist on Linux).
enum DelegateProxyPlay {
    /// A generated delegate class as the Objective-C runtime sees it.
    struct Model {
        var implements: Set<String>
        var respondsForTarget: Bool
        var forwardsToTarget: Bool
        var objc: ObjCDelegateClass { ObjCDelegateClass(implements: implements, respondsForTarget: respondsForTarget, forwardsToTarget: forwardsToTarget) }
    }

    /// The selectors UIKit kept as answered when the delegate was set over an app delegate
    /// implementing `app`, that reach no method once the app's delegate is freed.
    static func unrecognizedAfterRelease(_ model: Model, app: Set<String>, selectors: [String]) -> [String] {
        ObjCMessaging.cachedAnswers(model.objc, target: app, selectors: selectors).sorted()
            .filter { ObjCMessaging.send($0, to: model.objc, target: nil) == .unrecognizedSelector }
    }

    /// The outcome, as text, of sending `selector` with the app's delegate alive (`app`) or freed (nil).
    static func send(_ selector: String, to model: Model, app: Set<String>?) -> String {
        switch ObjCMessaging.send(selector, to: model.objc, target: app) {
        case .handled: return "handled"
        case .forwarded: return "forwarded"
        case .unrecognizedSelector: return "unrecognized selector"
        }
    }

    static func cached(_ model: Model, app: Set<String>, selectors: [String]) -> Set<String> {
        ObjCMessaging.cachedAnswers(model.objc, target: app, selectors: selectors)
    }
}
