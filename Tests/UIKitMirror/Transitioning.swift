import Foundation

public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case blurOverFullScreen
    case none = -1
    case automatic = -2
}

@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The members the generated code uses: `animate(alongsideTransition:completion:)` (UIKit's
/// UIViewControllerTransitionCoordinator.h: "runs the completion after the transition's animations";
/// the generated presentation controller puts the presenting view's transform back there after a size
/// change), and a test for a running transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// What a coordinator hands its blocks (the generated code reads none of it).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isCancelled: Bool { get }
}

/// Not UIKit: a size change's coordinator (what UIKit passes to `viewWillTransition(to:with:)`,
/// UIContentContainer): it keeps the blocks, and `finish()` runs them as the end of the resize would,
/// the animations first, then the completions (UIViewControllerTransitionCoordinator.h).
@_spi(MirrorTesting)
@MainActor
public final class MirrorSizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    public var isCancelled: Bool { false }
    public override init() { super.init() }
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
    public func finish() {
        let (a, c) = (animations, completions)
        animations = []; completions = []
        for block in a { block(self) }
        for block in c { block(self) }
    }
}

@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

/// Optional requirements: a conformer that does not implement `interruptibleAnimator` has none.
private final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// UIKit asks before every selection by the user; false refuses it (Apple documents this for
    /// `tabBarController(_:shouldSelect:)`; it is not called for a selection made in code).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
}

/// UIViewController.h: `@protocol UIContentContainer <NSObject>` with `preferredContentSize` and
/// `preferredContentSizeDidChangeForChildContentContainer:`; Apple (UIContentContainer): "All
/// UIViewController and UIPresentationController objects provide default implementations".
@MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    open var view: UIView! = UIView(frame: .zero)
    /// UIViewController.h: "The preferredContentSize is used for any container laying out a child view
    /// controller"; `.zero` by default. A presented view controller's container is its presentation
    /// controller, which is told of a change (WWDC 2014, "A Look Inside Presentation Controllers"; Apple
    /// documents no more: on the device-check list, Docs/EMIT-SWIFT.md).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            if preferredContentSize != oldValue { presentationController?.preferredContentSizeDidChange(forChildContentContainer: self) }
        }
    }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The mirror's views are always loaded.
    open var viewIfLoaded: UIView? { view }
    /// UIViewController.h: "Called after the view has been loaded" (a generated device test adds the
    /// provided views there). The mirror's views are made with the controller, so nothing calls it:
    /// declared for type-checking only.
    open func viewDidLoad() {}
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// UIViewController.h (iOS 13): "When this is active, the presentation will prevent interactive dismiss
    /// and ignore events outside of the presented view controller's bounds until this is set to NO."
    open var isModalInPresentation = false
    /// Apple (modalPresentationCapturesStatusBarAppearance): status bar appearance control passes to a
    /// presented view controller only with `.fullScreen`, unless this is true for a non-full-screen one.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Set by the mirror's presentation machinery.
    open internal(set) var presentationController: UIPresentationController?
    open internal(set) weak var navigationController: UINavigationController?
    open internal(set) weak var tabBarController: UITabBarController?
    /// What the navigation bar shows for this view controller (UINavigationItem.h).
    public let navigationItem = UINavigationItem()

    public override init() { super.init() }

    /// Not UIKit: what the host's presentation machinery sets.
    @_spi(MirrorTesting) public func mirrorSet(presentationController: UIPresentationController?) {
        self.presentationController = presentationController
    }

    /// UIKit: non-nil while a transition or presentation involving this view controller runs.
    /// The mirror plays no UIKit-driven transitions: always nil.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    private var childList: [UIViewController] = []
    /// Containment (Apple: `children`, `addChild(_:)`, `removeFromParent()`): a container's child
    /// view controllers (a navigation controller's stack, a tab bar controller's tabs).
    open var children: [UIViewController] { childList }
    open func addChild(_ childController: UIViewController) {
        guard !childList.contains(where: { $0 === childController }) else { return }
        childList.append(childController)
        childController.parentStorage = self
    }
    open func removeFromParent() {
        parentStorage?.childList.removeAll { $0 === self }
        parentStorage = nil
    }
    private weak var parentStorage: UIViewController?
    open var parent: UIViewController? { parentStorage }
    /// The view controller that presented this one. Apple documents the container case: "If the view
    /// controller that received this message is contained by another view controller that was
    /// presented, this property holds the view controller that is presenting the parent".
    open var presentingViewController: UIViewController? {
        presentationController?.presentingViewController ?? parent?.presentingViewController
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }
    /// openradar 15215690 (also WordPress-iOS PR 6639, Hero issue 243): once the delegate implements
    /// `navigationController(_:animationControllerFor:from:to:)`, even returning nil, UIKit leaves
    /// `interactivePopGestureRecognizer.delegate` nil and the back-swipe can no longer begin. Apple
    /// documents nothing about it. Every generated navigation delegate implements that method, so
    /// the mirror drops the recognizer's delegate whenever a delegate is set.
    open weak var delegate: (any UINavigationControllerDelegate)? {
        didSet { if delegate != nil { systemPopGesture.delegate = nil; systemPopGesture.detached = true } }
    }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open private(set) var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    private let systemPopGesture = SystemPopGestureRecognizer()
    /// The system back-swipe: a left-edge pan, installed on the navigation controller's view when
    /// it loads (Apple: "The navigation controller installs this gesture recognizer on its view").
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { systemPopGesture }
    private let contentPopGesture = SystemContentPopGestureRecognizer()
    /// iOS 26: "The gesture recognizer that handles interactively popping the top view controller off
    /// the navigation stack when a person pans horizontally in the view" (Apple,
    /// UINavigationController.interactiveContentPopGestureRecognizer), installed on the view too. Its
    /// delegate is UIKit's; Apple: use it "to tie it to the behavior of other gesture recognizers".
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGesture }

    /// A view controller's view is loaded on first use of `view` (Apple: UIViewController.view, "If you
    /// access this property when its value is nil, the view controller automatically calls the
    /// loadView() method"); `viewIfLoaded` does not load it. The mirror models the lazy load for the
    /// navigation controller only: `install(on:)` must not force it (issue 29, item 13).
    private var loadedView: UIView?
    open override var view: UIView! {
        get {
            if loadedView == nil { loadedView = UIView(frame: .zero); installSystemGestures() }
            return loadedView
        }
        set { loadedView = newValue; installSystemGestures() }
    }
    open override var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    private func installSystemGestures() {
        loadedView?.addGestureRecognizer(systemPopGesture)
        loadedView?.addGestureRecognizer(contentPopGesture)
    }

    /// Not UIKit: the recognizers a left-edge swipe on the view would make begin: every enabled
    /// left-edge recognizer of the view whose delegate lets it begin, less those that require the
    /// failure of one that begins (`require(toFail:)`).
    @_spi(MirrorTesting) public func mirrorLeftEdgeSwipe() -> [UIGestureRecognizer] {
        let edge = (viewIfLoaded?.gestureRecognizers ?? []).filter { ($0 as? UIScreenEdgePanGestureRecognizer)?.edges.contains(.left) == true }
        let beginning = edge.filter { $0.mirrorShouldBegin() }
        return beginning.filter { r in !r.failureRequirements.contains { other in beginning.contains { $0 === other } } }
    }

    /// Not UIKit: the navigation controller appears (its view loads) and shows its top view
    /// controller: UIKit tells the delegate `willShow` and `didShow` (UINavigationControllerDelegate).
    @_spi(MirrorTesting) public func mirrorAppear() {
        _ = view
        if let top = topViewController { tellDelegateShowing(top, animated: false) }
    }

    private func tellDelegateShowing(_ viewController: UIViewController, animated: Bool) {
        guard let delegate else { return }
        delegate.navigationController(self, willShow: viewController, animated: animated)
        delegate.navigationController(self, didShow: viewController, animated: animated)
    }

    open override var children: [UIViewController] { viewControllers }

    public override init() {
        super.init()
        systemPopGesture.navigationController = self
        systemPopGesture.delegate = systemPopGesture
    }
    public convenience init(rootViewController: UIViewController) {
        self.init()
        viewControllers = [rootViewController]
    }

    /// The mirror plays no transition here; a loaded navigation controller tells its delegate what it shows.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        if isViewLoaded { tellDelegateShowing(viewController, animated: animated) }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.popLast()
        if isViewLoaded, let top = topViewController { tellDelegateShowing(top, animated: animated) }
        return popped
    }
}

@MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    /// The bar (the mirror draws nothing; a device test hides it).
    public let tabBar = UITabBar(frame: .zero)
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { selectedIndex < $0.count ? $0[selectedIndex] : nil } }
        set { if let newValue, let i = viewControllers?.firstIndex(of: newValue) { selectedIndex = i } }
    }
    open override var children: [UIViewController] { viewControllers ?? [] }
}

/// UIPresentationController.h (iOS 13), the dismissal a user starts (the header's words):
/// `presentationControllerShouldDismiss` "Called on the delegate to determine if the presentation
/// controller may dismiss in response to user action ... Return NO to prevent dismissal";
/// `presentationControllerWillDismiss` "when the user has taken action to dismiss the presentation, before
/// interaction or animations begin ... not called if the presentation is dismissed programatically";
/// `presentationControllerDidDismiss` "when the user has taken action to dismiss the presentation
/// successfully, after all animations are finished ... not called if the presentation is dismissed
/// programatically"; `presentationControllerDidAttemptToDismiss` "when the user attempts to dismiss the
/// presentation, but user-initiated dismissal is prevented because the presentedViewController
/// isModalInPresentation or presentationControllerShouldDismiss: returned NO". All ObjC `optional`.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// UIPresentationController.h: a UIContentContainer. Its own preferred size is not used by a transition.
    open var preferredContentSize: CGSize { .zero }
    /// UIContentContainer's default does nothing; a subclass lays the presented view out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    public let presentingViewController: UIViewController
    public let presentedViewController: UIViewController
    /// UIPresentationController.h: `@property(nullable, nonatomic, weak) id <UIAdaptivePresentationControllerDelegate> delegate;`
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Set by the mirror's presentation machinery.
    public internal(set) var containerView: UIView?
    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldRemovePresentersView: Bool { false }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? UIViewController()
        super.init()
    }

    /// Not UIKit: what the host's presentation machinery sets.
    @_spi(MirrorTesting) public func mirrorSet(containerView: UIView?) { self.containerView = containerView }

    /// NSObject's in UIKit (UIAccessibility.h): by default, no escape.
    open func accessibilityPerformEscape() -> Bool { false }
    open func containerViewWillLayoutSubviews() {}
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// UIContentContainer (UIKit calls it "before changing the size of a presented view controller's view").
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

/// UIKit's back-swipe recognizer. Its own delegate (UIKit's private one) lets it begin when there is
/// something to pop; once the navigation delegate takes over the animations it has no delegate
/// (openradar 15215690) and cannot begin until the app gives it one.
@MainActor
final class SystemPopGestureRecognizer: UIScreenEdgePanGestureRecognizer, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    var detached = false
    override init() {
        super.init()
        edges = .left
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        (navigationController?.viewControllers.count ?? 0) > 1
    }
    override func mirrorShouldBegin() -> Bool {
        if detached && delegate == nil { return false }
        return super.mirrorShouldBegin()
    }
}

/// UIKit's content-area back-swipe (iOS 26): its delegate is UIKit's, which the mirror does not
/// model beyond "something to pop" (Apple documents nothing more).
@MainActor
final class SystemContentPopGestureRecognizer: UIPanGestureRecognizer {}

@MainActor
open class UITabBar: UIView {}

/// A navigation bar button (the members the generated back-swipe rules read).
@MainActor
open class UIBarButtonItem: NSObject {
    public override init() { super.init() }
}

/// What the navigation bar shows for a view controller (UINavigationItem.h): "If YES, this
/// navigation item will hide the back button when it's on top of the stack" (`hidesBackButton`);
/// "A custom left item replaces the regular back button unless you set
/// leftItemsSupplementBackButton to YES".
@MainActor
open class UINavigationItem: NSObject {
    open var hidesBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var leftItemsSupplementBackButton = false
    public override init() { super.init() }
}
