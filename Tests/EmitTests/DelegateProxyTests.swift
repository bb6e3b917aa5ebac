import Foundation
import Testing

/// Issue 29, item 1: a navigation or tab delegate installed over the app's never crashes when the
/// app's delegate is freed. Read from the goldens (what ships) and played with UIKit's messaging as
/// the mirror models it (Tests/UIKitMirror/ObjCMessaging.swift: UIKit keeps `respondsToSelector:`'s
/// answer from the moment the delegate is set; a selector the class lacks goes to
/// `forwardingTarget(for:)`, and nil there is "unrecognized selector").
@Suite struct DelegateProxyTests {
    /// The optional delegate methods, by Swift base name and second argument label, with their
    /// Objective-C selectors (UINavigationController.h, UITabBarController.h, iOS 17.0 SDK).
    static let selectors: [String: String] = [
        "navigationController animationControllerFor": "navigationController:animationControllerForOperation:fromViewController:toViewController:",
        "navigationController interactionControllerFor": "navigationController:interactionControllerForAnimationController:",
        "navigationController willShow": "navigationController:willShowViewController:animated:",
        "navigationController didShow": "navigationController:didShowViewController:animated:",
        "navigationControllerSupportedInterfaceOrientations": "navigationControllerSupportedInterfaceOrientations:",
        "navigationControllerPreferredInterfaceOrientationForPresentation": "navigationControllerPreferredInterfaceOrientationForPresentation:",
        "tabBarController animationControllerForTransitionFrom": "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
        "tabBarController interactionControllerFor": "tabBarController:interactionControllerForAnimationController:",
        "tabBarController shouldSelect": "tabBarController:shouldSelectViewController:",
        "tabBarController didSelect": "tabBarController:didSelectViewController:",
        "tabBarController willBeginCustomizing": "tabBarController:willBeginCustomizingViewControllers:",
        "tabBarController willEndCustomizing": "tabBarController:willEndCustomizingViewControllers:changed:",
        "tabBarController didEndCustomizing": "tabBarController:didEndCustomizingViewControllers:changed:",
        "tabBarControllerSupportedInterfaceOrientations": "tabBarControllerSupportedInterfaceOrientations:",
        "tabBarControllerPreferredInterfaceOrientationForPresentation": "tabBarControllerPreferredInterfaceOrientationForPresentation:",
    ]

    /// What an app's own delegate commonly implements: every optional method but the transitions.
    static let appNavigation = Set(["navigationController:willShowViewController:animated:", "navigationController:didShowViewController:animated:",
                                    "navigationControllerSupportedInterfaceOrientations:", "navigationControllerPreferredInterfaceOrientationForPresentation:"])
    static let appTab = Set(["tabBarController:shouldSelectViewController:", "tabBarController:didSelectViewController:",
                             "tabBarController:willBeginCustomizingViewControllers:", "tabBarController:willEndCustomizingViewControllers:changed:",
                             "tabBarController:didEndCustomizingViewControllers:changed:",
                             "tabBarControllerSupportedInterfaceOrientations:", "tabBarControllerPreferredInterfaceOrientationForPresentation:"])

    /// The generated navigation and tab delegates of a file, as the Objective-C runtime sees them.
    static func delegateClasses(in source: String) -> [(name: String, isTab: Bool, model: DelegateProxyPlay.Model)] {
        let signature = try! Regex(#"^    (?:public )?func (\w+)\(_ \w+: \w+(?:, (\w+) )?"#)
        var result: [(String, Bool, DelegateProxyPlay.Model)] = []
        for type in ObjCNameTests.classes(in: source) {
            let isTab = type.supertypes.contains("UITabBarControllerDelegate")
            guard isTab || type.supertypes.contains("UINavigationControllerDelegate") else { continue }
            var implements = Set<String>()
            for member in type.members {
                guard let m = member.line.firstMatch(of: signature) else { continue }
                let key = [m.output[1].substring, m.output[2].substring].compactMap { $0.map(String.init) }.joined(separator: " ")
                if let selector = selectors[key] { implements.insert(selector) }
            }
            let model = DelegateProxyPlay.Model(implements: implements,
                                          respondsForTarget: type.members.contains { $0.name == "responds" && $0.isOverride },
                                          forwardsToTarget: type.members.contains { $0.name == "forwardingTarget" && $0.isOverride })
            result.append((type.name, isTab, model))
        }
        return result
    }

    static let goldens = EmitSupport.examples + EmitSupport.regressions

    /// The app's delegate is set, the transition installed over it, then the app's delegate is
    /// freed: every message UIKit kept as answered must still be one the class answers itself.
    @Test(arguments: goldens)
    func aFreedAppDelegateIsNeverMessaged(_ example: String) throws {
        let source = try String(contentsOf: EmitSupport.goldenURL(example), encoding: .utf8)
        for (name, isTab, model) in Self.delegateClasses(in: source) {
            let app = isTab ? Self.appTab : Self.appNavigation
            for selector in DelegateProxyPlay.unrecognizedAfterRelease(model, app: app, selectors: Self.selectors.values.sorted()) {
                Issue.record("\(example): \(name) -\(selector) after the app's delegate was freed: unrecognized selector")
            }
            // While the app's delegate lives, it hears what the class implements for it (the
            // calls themselves are played on the mirror: InstallationTests).
            for selector in app.sorted() where !selector.contains("InterfaceOrientation") {
                #expect(model.implements.contains(selector), "\(example): \(name) does not pass -\(selector) on to the app's delegate")
            }
        }
    }

    /// Done when no generated file forwards through the runtime (issue 29).
    @Test(arguments: goldens)
    func noGeneratedFileForwardsThroughTheRuntime(_ example: String) throws {
        for source in [try String(contentsOf: EmitSupport.goldenURL(example), encoding: .utf8), try EmitSupport.emit(example, access: .public)] {
            #expect(!source.contains("forwardingTarget(for:"), "\(example)")
            #expect(!source.contains("func responds(to"), "\(example)")
        }
    }

    /// The model finds the defect it exists for: the pre-fix proxy, and a class that implements
    /// what it passes on.
    @Test func theModelCatchesTheWeakProxy() {
        let willShow = "navigationController:willShowViewController:animated:"
        let proxy = DelegateProxyPlay.Model(implements: ["navigationController:animationControllerForOperation:fromViewController:toViewController:"],
                                            respondsForTarget: true, forwardsToTarget: true)
        #expect(DelegateProxyPlay.cached(proxy, app: Self.appNavigation, selectors: Self.selectors.values.sorted()).contains(willShow))
        #expect(DelegateProxyPlay.send(willShow, to: proxy, app: Self.appNavigation) == "forwarded")
        #expect(DelegateProxyPlay.send(willShow, to: proxy, app: nil) == "unrecognized selector")
        let explicit = DelegateProxyPlay.Model(implements: Self.appNavigation, respondsForTarget: false, forwardsToTarget: false)
        #expect(DelegateProxyPlay.send(willShow, to: explicit, app: nil) == "handled")
    }
}
