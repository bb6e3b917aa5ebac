/// UIKit's transition protocols as the iOS SDK declares them, for the Objective-C name guard and
/// the mirror's signature check (ObjCNameTests).
///
/// Read from the iPhoneOS 17.0 SDK's headers (`UIViewAnimating.h`, `UIViewPropertyAnimator.h`,
/// `UIViewControllerTransitioning.h`, `UINavigationController.h`, `UITabBarController.h`,
/// `UIGestureRecognizer.h`, `UIPresentationController.h`): each `@protocol` is `NS_SWIFT_UI_ACTOR`
/// (so `@MainActor` in Swift), members after `@optional` are optional. `swift` is the member as
/// Swift imports it (getter=isX properties become `isX`; `nullable` becomes an optional); the
/// probe in ObjCNameTests type-checks every one of them against a real SDK when IOS_SDK is set.
struct UIKitRequirement {
    let owner: String
    /// The Objective-C names a Swift member of that name would take: the property, its getter,
    /// or the selector's first piece.
    let objc: [String]
    /// The Swift declaration, exactly as the mirror must spell it; nil for a member the mirror
    /// does not model (the generated code neither implements nor calls it).
    let swift: String?
    let optional: Bool
}

private func required(_ owner: String, _ objc: [String], _ swift: String?) -> UIKitRequirement {
    UIKitRequirement(owner: owner, objc: objc, swift: swift, optional: false)
}
private func optional(_ owner: String, _ objc: [String], _ swift: String?) -> UIKitRequirement {
    UIKitRequirement(owner: owner, objc: objc, swift: swift, optional: true)
}

let uikitProtocolRequirements: [UIKitRequirement] = {
    let animating = "UIViewAnimating", implicitly = "UIViewImplicitlyAnimating"
    let context = "UIViewControllerContextTransitioning", animated = "UIViewControllerAnimatedTransitioning"
    let interactive = "UIViewControllerInteractiveTransitioning", modal = "UIViewControllerTransitioningDelegate"
    let nav = "UINavigationControllerDelegate", tab = "UITabBarControllerDelegate"
    let gesture = "UIGestureRecognizerDelegate"
    return [
        required(animating, ["state"], "var state: UIViewAnimatingState { get }"),
        required(animating, ["running", "isRunning"], "var isRunning: Bool { get }"),
        required(animating, ["reversed", "isReversed", "setReversed"], "var isReversed: Bool { get set }"),
        required(animating, ["fractionComplete", "setFractionComplete"], "var fractionComplete: CGFloat { get set }"),
        required(animating, ["startAnimation"], "func startAnimation()"),
        required(animating, ["startAnimationAfterDelay"], "func startAnimation(afterDelay delay: TimeInterval)"),
        required(animating, ["pauseAnimation"], "func pauseAnimation()"),
        required(animating, ["stopAnimation"], "func stopAnimation(_ withoutFinishing: Bool)"),
        required(animating, ["finishAnimationAtPosition"], "func finishAnimation(at finalPosition: UIViewAnimatingPosition)"),
        optional(implicitly, ["addAnimations"], "func addAnimations(_ animation: @escaping () -> Void)"),
        optional(implicitly, ["addAnimations"], "func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)"),
        optional(implicitly, ["addCompletion"], "func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)"),
        optional(implicitly, ["continueAnimationWithTimingParameters"],
                 "func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)"),

        required(context, ["containerView"], "var containerView: UIView { get }"),
        required(context, ["animated", "isAnimated"], "var isAnimated: Bool { get }"),
        required(context, ["interactive", "isInteractive"], "var isInteractive: Bool { get }"),
        required(context, ["transitionWasCancelled"], "var transitionWasCancelled: Bool { get }"),
        required(context, ["presentationStyle"], "var presentationStyle: UIModalPresentationStyle { get }"),
        required(context, ["updateInteractiveTransition"], "func updateInteractiveTransition(_ percentComplete: CGFloat)"),
        required(context, ["finishInteractiveTransition"], "func finishInteractiveTransition()"),
        required(context, ["cancelInteractiveTransition"], "func cancelInteractiveTransition()"),
        required(context, ["pauseInteractiveTransition"], "func pauseInteractiveTransition()"),
        required(context, ["completeTransition"], "func completeTransition(_ didComplete: Bool)"),
        required(context, ["viewControllerForKey"], "func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?"),
        required(context, ["viewForKey"], "func view(forKey key: UITransitionContextViewKey) -> UIView?"),
        required(context, ["targetTransform"], "var targetTransform: CGAffineTransform { get }"),
        required(context, ["initialFrameForViewController"], "func initialFrame(for vc: UIViewController) -> CGRect"),
        required(context, ["finalFrameForViewController"], "func finalFrame(for vc: UIViewController) -> CGRect"),

        required(animated, ["transitionDuration"],
                 "func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval"),
        required(animated, ["animateTransition"], "func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)"),
        optional(animated, ["interruptibleAnimatorForTransition"],
                 "func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating"),
        optional(animated, ["animationEnded"], "func animationEnded(_ transitionCompleted: Bool)"),

        required(interactive, ["startInteractiveTransition"],
                 "func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)"),
        optional(interactive, ["completionSpeed"], "var completionSpeed: CGFloat { get }"),
        optional(interactive, ["completionCurve"], "var completionCurve: UIView.AnimationCurve { get }"),
        optional(interactive, ["wantsInteractiveStart"], "var wantsInteractiveStart: Bool { get }"),

        optional(modal, ["animationControllerForPresentedController"],
                 "func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?"),
        optional(modal, ["animationControllerForDismissedController"],
                 "func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?"),
        optional(modal, ["interactionControllerForPresentation"],
                 "func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?"),
        optional(modal, ["interactionControllerForDismissal"],
                 "func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?"),
        optional(modal, ["presentationControllerForPresentedViewController"],
                 "func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?"),

        optional(nav, ["navigationController"],
                 "func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?"),
        optional(nav, ["navigationController"],
                 "func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?"),
        optional(nav, ["navigationController"],
                 "func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)"),
        optional(nav, ["navigationController"],
                 "func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)"),
        optional(nav, ["navigationControllerSupportedInterfaceOrientations"], nil),
        optional(nav, ["navigationControllerPreferredInterfaceOrientationForPresentation"], nil),

        optional(tab, ["tabBarController"],
                 "func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?"),
        optional(tab, ["tabBarController"],
                 "func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?"),
        optional(tab, ["tabBarController"],
                 "func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool"),
        optional(tab, ["tabBarController"],
                 "func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)"),
        optional(tab, ["tabBarController"],
                 "func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])"),
        optional(tab, ["tabBarController"],
                 "func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)"),
        optional(tab, ["tabBarController"],
                 "func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)"),
        optional(tab, ["tabBarControllerSupportedInterfaceOrientations"], nil),
        optional(tab, ["tabBarControllerPreferredInterfaceOrientationForPresentation"], nil),

        optional(gesture, ["gestureRecognizerShouldBegin"],
                 "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool"),
        optional(gesture, ["gestureRecognizer"],
                 "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool"),
        optional(gesture, ["gestureRecognizer"],
                 "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool"),
        optional(gesture, ["gestureRecognizer"],
                 "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool"),
        optional(gesture, ["gestureRecognizer"], nil),   // shouldReceive touch/press/event (the mirror has no UITouch)
    ]
}()

/// Objective-C names of `UIViewPropertyAnimator`'s own state (UIViewPropertyAnimator.h). Not
/// requirements of the protocols the generated group adopts, but the group imitates that class, and
/// a member named like one invites the same clash the day it adopts more of UIKit's API.
let uikitPropertyAnimatorNames = ["interruptible", "isInterruptible", "scrubsLinearly", "manualHitTestingEnabled",
                                  "isManualHitTestingEnabled", "userInteractionEnabled", "isUserInteractionEnabled"]

/// `UIPresentationController`'s Objective-C properties and methods (UIPresentationController.h):
/// a subclass member of one of these names overrides it, and must say `override`.
let uikitPresentationControllerMembers = [
    "presentingViewController", "presentedViewController", "presentationStyle", "containerView", "delegate",
    "adaptivePresentationStyle", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews", "presentedView",
    "frameOfPresentedViewInContainerView", "shouldPresentInFullscreen", "shouldRemovePresentersView",
    "presentationTransitionWillBegin", "presentationTransitionDidEnd", "dismissalTransitionWillBegin",
    "dismissalTransitionDidEnd", "overrideTraitCollection", "traitOverrides",
]
