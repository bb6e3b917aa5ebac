import AnimatorCore
import Foundation
import TransitionCompiler
import TransitionPreview
@_spi(MirrorTesting) import UIKit
@testable import EmittedExamples

// The test host: plays UIKit's transition machinery for the emitted code on the UIKit mirror.
// It builds the preview scene (Docs/RUN.md) out of view controllers and views, asks the
// generated delegate for the animator (and the interaction controller), hands the emitted
// code a transition context with UIKit's semantics, drives the pan gesture, advances the
// world's virtual clock to each sample time of the interpreter's timeline and records every
// view's presentation state by the interpreter's names.

/// The interpreter's scenarios, as the host plays them.
enum Scenario: String, CaseIterable, Sendable {
    case plain, notAnimated, interactiveFinish, interactiveCancel
}

/// A view controller that provides the spec's views (`from.selectedImageView`...).
@MainActor
class HostViewController: UIViewController {
    var provided: [String: UIView] = [:]
    func providedView(_ name: String) -> UIView { provided[name] ?? UIView(frame: .zero) }
    /// Provided lists (`source.visibleCells[]`): the preview's cells, in order.
    var providedLists: [String: [UIView]] = [:]
    func providedViews(_ name: String) -> [UIView] { providedLists[name] ?? [] }
    /// What `dismiss(animated:)` does: the host starts the dismissal (UIKit would).
    var onDismiss: (() -> Void)?
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { onDismiss?() }
}

/// A navigation controller whose `popViewController(animated:)` starts the host's transition.
final class HostNavigationController: UINavigationController {
    var onPop: (() -> Void)?
    override func popViewController(animated: Bool) -> UIViewController? {
        onPop?()
        return nil
    }
}

/// A tab bar controller whose selection from code starts the host's transition, as UIKit's asks its
/// delegate for the tab transition's animator and interaction controller when a tab is selected
/// (UITabBarControllerDelegate: `tabBarController(_:animationControllerForTransitionFrom:to:)`,
/// `tabBarController(_:interactionControllerFor:)`); the host asks them itself in `onSelect`.
final class HostTabBarController: UITabBarController {
    var onSelect: (() -> Void)?
    override var selectedIndex: Int {
        didSet { onSelect?() }
    }
}

final class PhotoZoomGridController: HostViewController, PhotoZoomSource {
    var selectedImageView: UIView { providedView("selectedImageView") }
}
final class PhotoZoomDetailController: HostViewController, PhotoZoomDestination {
    var headerImageView: UIView { providedView("headerImageView") }
}
final class ExpandingCardTodayController: HostViewController, ExpandingCardSource {
    var selectedCardView: UIView { providedView("selectedCardView") }
}
final class CardController: HostViewController, CardPresentationDestination {
    var titleLabel: UIView { providedView("titleLabel") }
    var bodyLabel: UIView { providedView("bodyLabel") }
}
final class CircularRevealListController: HostViewController, CircularRevealSource {
    var revealButton: UIView { providedView("revealButton") }
}
final class CoveringRevealListController: HostViewController, CoveringRevealSource {
    var revealButton: UIView { providedView("revealButton") }
}
final class DoorOpenListController: HostViewController, DoorOpenSource {
    var selectedCard: UIView { providedView("selectedCard") }
}
final class ImageZoomGridController: HostViewController, ImageZoomSource {
    var thumbnailImageView: UIImageView { providedView("thumbnailImageView") as? UIImageView ?? UIImageView(image: nil) }
}
final class ImageZoomDetailController: HostViewController, ImageZoomDestination {
    var headerImageView: UIView { providedView("headerImageView") }
}
final class FitZoomGridController: HostViewController, FitZoomSource {
    var selectedPhotoView: UIImageView { providedView("selectedPhotoView") as? UIImageView ?? UIImageView(image: nil) }
}
final class FitZoomViewerController: HostViewController, FitZoomDestination {
    var photoImageView: UIView { providedView("photoImageView") }
}
final class ContentRunTimeSourceController: HostViewController, ContentRunTimeSource {
    var heroImageView: UIImageView { providedView("heroImageView") as? UIImageView ?? UIImageView(image: nil) }
}
final class SideMenuHomeController: HostViewController, SideMenuSource {
    var menuButton: UIView { providedView("menuButton") }
}
final class SlideOutMenuHomeController: HostViewController, SlideOutMenuSource {
    var menuButton: UIView { providedView("menuButton") }
}
final class ArcMoveListController: HostViewController, ArcMoveSource {
    var avatarView: UIView { providedView("avatarView") }
}
final class ArcMoveProfileController: HostViewController, ArcMoveDestination {
    var avatarView: UIView { providedView("avatarView") }
}
final class SharedElementListController: HostViewController, SharedElementSource {
    var avatar: UIView { providedView("avatar") }
    var name: UIView { providedView("name") }
    var photo: UIView { providedView("photo") }
}
final class SharedElementProfileController: HostViewController, SharedElementDestination {
    var avatar: UIView { providedView("avatar") }
    var name: UIView { providedView("name") }
    var photo: UIView { providedView("photo") }
}
final class GridCascadeGridController: HostViewController, GridCascadeSource {
    var visibleCells: [UIView] { providedViews("visibleCells") }
}
final class ExplodeWalletController: HostViewController, ExplodeSource {
    var cardView: UIView { providedView("cardView") }
}
final class TabSearchController: HostViewController, TabSlideDestination {
    var badgeView: UIView { providedView("badgeView") }
}

/// The generated delegate of one example, behind UIKit's calls.
@MainActor
enum GeneratedDelegate {
    case navigation(any UINavigationControllerDelegate)
    case modal(any UIViewControllerTransitioningDelegate, prepare: (UIViewController) -> Void)
    case tab(any UITabBarControllerDelegate)
}

/// What the host needs to know of each example's generated code.
@MainActor
struct Glue {
    var source: () -> UIViewController
    var destination: () -> UIViewController
    var delegate: () -> GeneratedDelegate
    /// Delivers a pan gesture the way the app's one-line wiring does: to the recognizer's action
    /// in the generated code (the navigation delegate's `handlePopGesture`, the presentation
    /// controller's `handleDismissPan`), whose `begin` (a pop, a dismiss) starts the transition.
    /// Arguments: the delegate, the presented view controller, the gesture, the host's start.
    var handle: ((GeneratedDelegate, UIViewController, UIPanGestureRecognizer, () -> Void) -> Void)?
    /// The example's layer followers (shadow and border, Docs/EMIT-SWIFT.md): given a view, what
    /// its display link does once a frame on a device (which the mirror cannot run: no
    /// Objective-C selectors on Linux), or nil if it is not one. Followers are the emitted code's
    /// machinery, not the transition's views: they are neither bound nor compared.
    var follower: (UIView) -> (() -> Void)? = { _ in nil }
    /// A view of the app outside the container whose layout direction the generated wiring reads
    /// (the tab bar controller's, where the tab pan is): laid out as the run's device has it.
    var layoutView: UIView?

    static func of(_ example: String) -> Glue? {
        switch example {
        case "photo-zoom":
            return Glue(source: { PhotoZoomGridController() }, destination: { PhotoZoomDetailController() },
                        delegate: { .navigation(PhotoZoomNavigationDelegate()) }, handle: nil)
        case "custom-push":
            // appliesTo: DetailViewController (the app's class; Tests/EmittedExamples/AppClasses.swift).
            return Glue(source: { UIViewController() }, destination: { DetailViewController() },
                        delegate: { .navigation(SlideUpNavigationDelegate()) }, handle: nil)
        case "interactive-pop":
            // Installed in one line on a two-screen stack; the edge pan goes to the delegate's own recognizer action.
            let navigationController = HostNavigationController(rootViewController: UIViewController())
            navigationController.viewControllers.append(UIViewController())
            let installed = EdgeSwipeBackNavigationDelegate.install(on: navigationController)
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(installed) },
                        handle: { _, _, g, begin in
                            guard let edgePan = g as? UIScreenEdgePanGestureRecognizer else { return }
                            // `begin` runs only during this call (the generated action pops synchronously).
                            withoutActuallyEscaping(begin) { begin in
                                navigationController.onPop = begin
                                installed.handlePopGesture(edgePan)
                                navigationController.onPop = nil
                            }
                        })
        case "projected-pop":
            // Issue 30's release rules on the interactive pop: installed and driven as it is.
            return installedNavigation(source: { UIViewController() }, destination: { UIViewController() }) {
                let installed = ProjectedPopNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "progress-only-pop":
            return installedNavigation(source: { UIViewController() }, destination: { UIViewController() }) {
                let installed = ProgressOnlyPopNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "card":
            let delegate = CardPresentationTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { CardController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            // The presentation controller owns the dismissal pan.
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? CardPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "sidebar":
            let delegate = SidebarTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? SidebarPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "parallax-push":
            return installedNavigation(source: { UIViewController() }, destination: { UIViewController() }) {
                let installed = ParallaxPushNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "sheet":
            let delegate = SheetTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? SheetPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "ellipse-reveal":
            let delegate = EllipseRevealTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) }, handle: nil)
        case "card-deck":
            let delegate = CardDeckTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? CardDeckPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "morph-reveal":
            let delegate = MorphRevealTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) }, handle: nil)
        case "tilt-sheet":
            let delegate = TiltSheetTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? TiltSheetPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "side-menu":
            let delegate = SideMenuTransitioningDelegate()
            return Glue(source: { SideMenuHomeController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? SideMenuPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "slide-out-menu":
            let delegate = SlideOutMenuTransitioningDelegate()
            return Glue(source: { SlideOutMenuHomeController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) },
                        handle: { _, presented, g, begin in
                            withoutActuallyEscaping(begin) { begin in
                                (presented as? HostViewController)?.onDismiss = begin
                                (presented.presentationController as? SlideOutMenuPresentationController)?.handleDismissPan(g)
                                (presented as? HostViewController)?.onDismiss = nil
                            }
                        })
        case "arc-move":
            return installedNavigation(source: { ArcMoveListController() }, destination: { ArcMoveProfileController() }) {
                let installed = ArcMoveNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "grid-cascade":
            return installedNavigation(source: { GridCascadeGridController() }, destination: { UIViewController() }) {
                let installed = GridCascadeNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "shared-element":
            return installedNavigation(source: { SharedElementListController() }, destination: { SharedElementProfileController() }) {
                let installed = SharedElementNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "checkerboard":
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(CheckerboardNavigationDelegate()) }, handle: nil)
        case "explode":
            return Glue(source: { ExplodeWalletController() }, destination: { UIViewController() },
                        delegate: { .navigation(ExplodeNavigationDelegate()) }, handle: nil)
        case "skeleton-shimmer":
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(SkeletonPushNavigationDelegate()) }, handle: nil)
        case "tab-slide":
            return Glue(source: { UIViewController() }, destination: { TabSearchController() },
                        delegate: { .tab(TabSlideTabBarDelegate()) }, handle: nil)
        case "tab-swipe":
            // Installed in one line on three tabs, the middle one selected: the pan goes to the delegate's own
            // recognizer action, which picks the move from the finger's way and selects the tab (`begin`).
            let tabBarController = HostTabBarController()
            tabBarController.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
            tabBarController.selectedIndex = 1
            let installed = TabSwipeTabBarDelegate.install(on: tabBarController)
            var glue = Glue(source: { UIViewController() }, destination: { UIViewController() },
                            delegate: { .tab(installed) },
                            handle: { _, _, g, begin in
                                if g.state == .began { tabBarController.selectedIndex = 1 }
                                withoutActuallyEscaping(begin) { begin in
                                    tabBarController.onSelect = begin
                                    installed.handleTabPan(g)
                                    tabBarController.onSelect = nil
                                }
                            })
            glue.layoutView = tabBarController.view
            return glue
        case "circular-reveal":
            return installedNavigation(source: { CircularRevealListController() }, destination: { UIViewController() }) {
                let installed = CircularRevealNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "covering-reveal":
            return Glue(source: { CoveringRevealListController() }, destination: { UIViewController() },
                        delegate: { .navigation(CoveringRevealNavigationDelegate()) }, handle: nil)
        case "content-run-time":
            // Content geometry where its rules decide: a tall image aspect-filled, a constant size fitted.
            return Glue(source: { ContentRunTimeSourceController() }, destination: { UIViewController() },
                        delegate: { .navigation(ContentRunTimeNavigationDelegate()) }, handle: nil)
        case "maths-run-time":
            // Maths at run time: a square root of a negative number, crossed clamp bounds.
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(MathsRunTimeNavigationDelegate()) }, handle: nil)
        case "fit-zoom":
            // The zoom lands on the aspect-fit rect of the thumbnail's image (4032 × 3024) in the viewer's photo view.
            return Glue(source: { FitZoomGridController() }, destination: { FitZoomViewerController() },
                        delegate: { .navigation(FitZoomNavigationDelegate()) }, handle: nil)
        case "content-sheet":
            // The sheet's height is the presented view controller's preferredContentSize (set by the host from the
            // preview); the display's corner radius is the app's to supply, here the preview device's.
            ContentSheetAnimator.displayCornerRadius = 55
            let delegate = ContentSheetTransitioningDelegate()
            return Glue(source: { UIViewController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) }, handle: nil)
        case "image-zoom":
            return Glue(source: { ImageZoomGridController() }, destination: { ImageZoomDetailController() },
                        delegate: { .navigation(ImageZoomNavigationDelegate()) }, handle: nil)
        case "frosted-push":
            return installedNavigation(source: { UIViewController() }, destination: { UIViewController() }) {
                let installed = FrostedPushNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "door-open":
            // Anchors: the list turns about its leading edge, the lifted card about its bottom one.
            return installedNavigation(source: { DoorOpenListController() }, destination: { UIViewController() }) {
                let installed = DoorOpenNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "cube-push":
            // 3-D keyframes and a shared perspective (the container's sublayerTransform); an edge swipe drives the pop.
            return installedNavigation(source: { UIViewController() }, destination: { UIViewController() }) {
                let installed = CubePushNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "card-flip":
            return installedNavigation(source: { UIViewController() }, destination: { UIViewController() }) {
                let installed = CardFlipNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
        case "shadow-push":
            var glue = installedNavigation(source: { UIViewController() }, destination: { UIViewController() }) {
                let installed = ShadowPushNavigationDelegate.install(on: $0)
                return (.navigation(installed), installed.handlePopGesture)
            }
            glue.follower = { view in
                guard let follower = view as? ShadowPushLayerFollower else { return nil }
                // stop() invalidates the display link and removes the follower.
                return { if follower.superview != nil { follower.copyDisplayedValue() } }
            }
            return glue
        case "finish-reads-end":
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(FinishReadsEndNavigationDelegate()) }, handle: nil)
        case "offset-reveal":
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(OffsetRevealNavigationDelegate()) }, handle: nil)
        case "expanding-card":
            // Position and size apart, the card laid out in every frame (issue 32, item 6; Relayout.swift).
            let delegate = ExpandingCardTransitioningDelegate()
            return Glue(source: { ExpandingCardTodayController() }, destination: { HostViewController() },
                        delegate: { .modal(delegate, prepare: delegate.prepare) }, handle: nil)
        case "relayout-keyframes":
            // Sizes in keyframes and steps, laid out in each keyframe block (issue 32, item 6).
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(RelayoutKeyframesNavigationDelegate()) }, handle: nil)
        case "curved-keyframes":
            // Keyframe segments with curves of their own, sampled into linear keyframes (issue 29, item 12).
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(CurvedKeyframesNavigationDelegate()) }, handle: nil)
        case "repeat-curves":
            // Repeats with a cubic, `default` and steps, sampled as keyframe segments are.
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(RepeatCurvesNavigationDelegate()) }, handle: nil)
        case "dynamic-colours":
            // Dynamic colours written in the spec's set, track and overlay, resolved per appearance.
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(DynamicColoursNavigationDelegate()) }, handle: nil)
        case "zero-size":
            // The division rule: both backends divide by the badge's empty width.
            return Glue(source: { UIViewController() }, destination: { UIViewController() },
                        delegate: { .navigation(ZeroSizeNavigationDelegate()) }, handle: nil)
        default:
            return followingExample(example) ?? detentExample(example)
        }
    }

    /// A navigation transition installed in one line on a two-screen stack (the generated
    /// `install(on:)`), its edge pan sent to the delegate's own recognizer action (`pop`).
    static func installedNavigation(source: @escaping () -> UIViewController, destination: @escaping () -> UIViewController,
                                    install: (UINavigationController) -> (GeneratedDelegate, (UIScreenEdgePanGestureRecognizer) -> Void)) -> Glue {
        let navigationController = HostNavigationController(rootViewController: UIViewController())
        navigationController.viewControllers.append(UIViewController())
        let (delegate, pop) = install(navigationController)
        return Glue(source: source, destination: destination, delegate: { delegate },
                    handle: { _, _, g, begin in
                        guard let edgePan = g as? UIScreenEdgePanGestureRecognizer else { return }
                        withoutActuallyEscaping(begin) { begin in
                            navigationController.onPop = begin
                            pop(edgePan)
                            navigationController.onPop = nil
                        }
                    })
    }
}

/// `UIViewControllerContextTransitioning` with UIKit's semantics (Docs/RUN.md's frames),
/// recording what the emitted code calls.
@MainActor
final class HostContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let isInteractive: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var transitionWasCancelled = false
    var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    var views: [UITransitionContextViewKey: UIView] = [:]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// UIKit's part of `completeTransition`: clean-up, presentation controller, animationEnded.
    var onComplete: (Bool) -> Void = { _ in }
    private(set) var lastPercent: Double?
    private(set) var interactiveCalls: [String] = []
    private(set) var completions: [(didComplete: Bool, time: Double)] = []

    init(container: UIView, animated: Bool, interactive: Bool, style: UIModalPresentationStyle) {
        containerView = container
        isAnimated = animated
        isInteractive = interactive
        presentationStyle = style
        super.init()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if decided { MirrorWorld.violation("updateInteractiveTransition after finish/cancel") }
        lastPercent = Double(percentComplete)
    }
    /// A transition is finished or cancelled once. Apple documents no behaviour for a second call
    /// (nor for a cancel after a finish); UIKit's context then completes the transition as
    /// cancelled although the animation ran to its end, so the host records it as a violation.
    /// Except after `pauseInteractiveTransition()`: UIViewControllerTransitioning.h says that with
    /// an interruptible animator a finish or cancel only tells how the transition ends "if the
    /// transition is not interrupted again", and that the pause is called when it is; the next
    /// finish or cancel then decides (the transition is cancelled only if that one cancels:
    /// `transitionWasCancelled` follows the last decision, which Apple does not spell out; device check).
    private var decided: Bool {
        guard let last = interactiveCalls.last(where: { $0 != "update" }) else { return false }
        return last == "finish" || last == "cancel"
    }
    func finishInteractiveTransition() {
        if decided { MirrorWorld.violation("finishInteractiveTransition after \(interactiveCalls)") }
        interactiveCalls.append("finish")
        transitionWasCancelled = false
    }
    func cancelInteractiveTransition() {
        if decided { MirrorWorld.violation("cancelInteractiveTransition after \(interactiveCalls)") }
        interactiveCalls.append("cancel"); transitionWasCancelled = true
    }
    func pauseInteractiveTransition() { interactiveCalls.append("pause") }
    func completeTransition(_ didComplete: Bool) {
        completions.append((didComplete, MirrorWorld.now))
        onComplete(didComplete)
    }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    var targetTransform: CGAffineTransform { .identity }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
}

/// One playing of one operation of one example on the mirror.
@MainActor
final class HostRun {
    let t: TransitionIR
    let operation: TransitionCompiler.Operation
    let glue: Glue
    let reference: TransitionPreview.Timeline

    var container: UIView!
    var named: [String: UIView] = [:]
    var transientDecls: [ViewDecl] = []
    var knownViews: Set<ObjectIdentifier> = []
    var events: [TimelineEvent] = []
    var lastEndSnapshot: ViewStates?
    var endSnapshot: ViewStates?
    /// Where each masked view's mask lets its content through, in container space, at the end of
    /// the animation (the mirror's `mirrorMaskedRect(in:)`), by view name.
    var maskedRectsAtEnd: [String: CGRect] = [:]
    var after: ViewStates?
    var context: HostContext?
    var animator: (any UIViewImplicitlyAnimating)?
    var outcome: Bool?
    var delegateObject: GeneratedDelegate?
    var keepAlive: [AnyObject] = []
    /// What went wrong while playing the forward operation a backward one follows (ForwardStaging.swift).
    var stagingProblems: [String] = []
    /// How many `layoutIfNeeded()` calls the forward operation's staging made (Relayout.swift).
    var layoutStart = 0

    /// The device the run plays on (the variants of DeviceVariants.swift).
    let settings: DeviceSettings

    init(t: TransitionIR, operation: TransitionCompiler.Operation, glue: Glue, reference: TransitionPreview.Timeline,
         settings: DeviceSettings = .standard) {
        // Provided lists as the preview's element views, as the interpreter plays them.
        self.t = ListElements.expand(t).0
        self.operation = operation
        self.glue = glue
        self.reference = reference
        self.settings = settings
    }

    func color(_ id: TransitionCompiler.ViewID) -> UIColor {
        let c = (t.preview.views[id]?.color ?? PreviewDefaults.color(forViewIndex: id.rawValue)).resolved(dark: settings.appearance == .dark)
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    func name(_ id: TransitionCompiler.ViewID) -> String { t.views[id.rawValue].displayName(in: operation) }

    // MARK: Playing

    struct Result {
        var before: ViewStates
        var frames: [TimelineFrame]
        var after: ViewStates
        var events: [TimelineEvent]
        var endTime: Double?
        var violations: [String]
        var interactiveCalls: [String]
        /// The `layoutIfNeeded()` calls of the operation played (a forward operation's before a
        /// backward one are left out), each with the name of the view laid out.
        var layoutCalls: [(view: String, call: MirrorWorld.LayoutCall)] = []
    }

    /// `regrab`: a second pan begins on the same recognizer one frame into the release animation,
    /// drags back against the decision and is released fast against it a frame later (the
    /// re-entrant release of issue 11: a user grabbing the card while it settles).
    func play(_ scenario: Scenario, scrub: RunOptions.Scrub?, regrab: Bool = false, drag: FingerPath? = nil) -> Result {
        MirrorWorld.reset()
        let width = t.preview.width.isFinite && t.preview.width > 0 ? t.preview.width : PreviewDefaults.width
        let height = t.preview.height.isFinite && t.preview.height > 0 ? t.preview.height : PreviewDefaults.height
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        container = UIView(frame: bounds)
        applyDeviceSettings(to: container)
        container.backgroundColor = t.preview.views[.container] == nil ? nil : color(.container)

        // The view controllers: roots and the views they provide (Docs/RUN.md).
        let source = glue.source(), destination = glue.destination()
        source.view = UIView(frame: bounds)
        destination.view = UIView(frame: bounds)
        source.view.backgroundColor = color(.sourceRoot)
        destination.view.backgroundColor = color(.destinationRoot)
        // The presented view controller's preferred size, as the preview gives it (`.zero` otherwise, UIKit's default).
        if t.context == .modal, let p = t.preview.views[.destinationRoot]?.preferredContentSize {
            destination.preferredContentSize = CGSize(width: p.width, height: p.height)
        }
        let forward = operation.isForward
        let fromVC = forward ? source : destination
        let custom = t.context == .modal && t.presentation != nil
        if custom {
            // The window's part: UIKit keeps a custom presentation's presenting view where it is, in a view
            // behind the container (a presentation controller that moves it into the container puts it back there).
            let home = UIView(frame: bounds)
            home.addSubview(source.view)
            keepAlive.append(home)
        }
        let delegate = glue.delegate()
        delegateObject = delegate

        // The presentation controller (custom modal): it decides the presented frame.
        var presentationController: UIPresentationController?
        if case .modal(let d, let prepare) = delegate {
            prepare(destination)
            if let pc = d.presentationController(forPresented: destination, presenting: source, source: source) {
                pc.mirrorSet(containerView: container)
                destination.mirrorSet(presentationController: pc)
                presentationController = pc
                keepAlive.append(pc)
            }
        }
        let presentedFrame = presentationController?.frameOfPresentedViewInContainerView ?? bounds
        if custom { destination.view.frame = presentedFrame }

        for decl in t.views where !decl.isList {
            guard case .provided(let side, let property) = decl.kind else { continue }
            let root = side == .source ? source : destination
            let s = PreviewDefaults.providedSize
            let size = root.view.bounds.size
            let written = t.preview.views[decl.id]?.frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                ?? CGRect(x: (size.width - s) / 2, y: (size.height - s) / 2, width: s, height: s)
            let f = laidOut(written, inWidth: size.width)
            // An image snapshot's source is an image view whose image has the view's size (the
            // preview's aspect stands for the photo's).
            let isImageSource = t.views.contains { if case .imageSnapshot(decl.id) = $0.kind { return true }; return false }
            // A view whose imageSize the spec reads shows an image of the preview's size (PreviewContent).
            let readsImage = t.copiedImageViews.contains(decl.id) && !isImageSource
            let imageSize = PreviewContent.imageSize(of: decl.id, in: t)
            let v = isImageSource ? UIImageView(image: UIImage(size: readsImage || t.anyExpression({ $0.anyViewRead { $0 == decl.id && $1 == .imageSize } })
                                                                   ? CGSize(width: imageSize.width, height: imageSize.height) : f.size))
                : readsImage ? UIImageView(image: UIImage(size: CGSize(width: imageSize.width, height: imageSize.height))) : UIView(frame: f)
            v.frame = f
            v.backgroundColor = color(decl.id)
            root.view.addSubview(v)
            if let bracket = property.firstIndex(of: "[") {
                // An element of a list (`visibleCells[3]`), appended in the list's order.
                (root as? HostViewController)?.providedLists[String(property[..<bracket]), default: []].append(v)
            } else {
                (root as? HostViewController)?.provided[property] = v
            }
            named[decl.name] = v
        }
        transientDecls = t.views.filter { $0.kind.isTransient }

        // Drag, then dismiss (DetentDrag.swift): the dismissal a release starts is not interactive.
        let dragsDetents = drag != nil && t.operation(operation)?.interaction?.continuous?.detents != nil
        // Context frames (UIKit's values, Docs/RUN.md).
        let ctx = makeContext(forward: forward, animated: scenario != .notAnimated,
                              interactive: dragsDetents ? false : scenario == .interactiveFinish || scenario == .interactiveCancel || drag != nil,
                              source: source, destination: destination, presentedFrame: presentedFrame)
        context = ctx

        named["container"] = container
        named[name(.sourceRoot)] = source.view
        named[name(.destinationRoot)] = destination.view
        knownViews = Set([container, source.view, destination.view].map { ObjectIdentifier($0!) })
        for v in named.values { knownViews.insert(ObjectIdentifier(v)) }

        // The scene before the transition. A backward operation whose forward one is custom
        // follows it: the emitted forward code is played first and its views kept (Docs/RUN.md).
        let followsForward = !forward && t.operation(operation.opposite)?.branch != nil
        if followsForward {
            playForward(source: source, destination: destination, presentedFrame: presentedFrame,
                        presentationController: presentationController, delegate: delegate)
            layoutStart = MirrorWorld.layoutCalls.count
        } else if custom {
            if !forward { container.addSubview(destination.view) }
        } else {
            container.addSubview(fromVC.view)
        }
        // UIKit stages the operation: the roots at the context's rects (a no-op on a fresh scene),
        // by centre and bounds so that a transform the forward operation left applies on top.
        place(source.view, bounds)
        place(destination.view, custom ? presentedFrame : bounds)
        if let pc = presentationController {
            // UIKit: the presentation controller's will-begin comes before the animation. A
            // dismissal follows a finished presentation: the dimming view is in place at its
            // alpha (played by the presentation's code when it is custom, else set here).
            if !followsForward { pc.presentationTransitionWillBegin() }
            // VoiceOver (issue 14): the generated controller made the presented view modal.
            if forward, pc.presentedView?.accessibilityViewIsModal == true {
                events.append(TimelineEvent(name: "accessibilityViewIsModal = true", time: 0))
            }
            if !forward {
                if !followsForward { pc.presentationTransitionDidEnd(true) }
                // With detents the dismissal begins at the release that starts it.
                if !dragsDetents { pc.dismissalTransitionWillBegin() }
            }
            // Chrome: the views the controller made, read from its stored properties (each chrome
            // view NAME is `NAMEView`, PresentationChromeLowering).
            for decl in t.views where decl.kind.isChrome {
                guard let view = Mirror(reflecting: pc).children.first(where: { $0.label == decl.name + "View" })?.value as? UIView else { continue }
                named[decl.name] = view
                knownViews.insert(ObjectIdentifier(view))
            }
            if let dimmingDecl = t.views.first(where: { if case .dimming = $0.kind { return true } else { return false } }),
               let dimming = container.subviews.first(where: { !knownViews.contains(ObjectIdentifier($0)) }) {
                named[dimmingDecl.name] = dimming
                knownViews.insert(ObjectIdentifier(dimming))
                if !forward && !followsForward { dimming.alpha = CGFloat(t.presentation?.dimming?.alpha ?? 0) }
            }
        }
        let before = states()
        // UIKit hands the incoming view over without its final frame (or layout): the animator
        // must give it `finalFrame(for:)` before reading geometry inside it (a zoom's target).
        if let incoming = ctx.views[.to] { incoming.frame = incoming.frame.offsetBy(dx: 0, dy: bounds.height) }

        // completeTransition: UIKit's clean-up (Docs/RUN.md), the presentation controller, animationEnded.
        var transitionAnimator: (any UIViewControllerAnimatedTransitioning)?
        ctx.onComplete = { [unowned self] didComplete in
            endSnapshot = lastEndSnapshot ?? states()
            outcome = didComplete
            events.append(TimelineEvent(name: didComplete ? "finish" : "cancel", time: MirrorWorld.now))
            events.append(TimelineEvent(name: "completeTransition", time: MirrorWorld.now, value: didComplete ? 1 : 0))
            if didComplete {
                if custom {
                    if !forward { fromVC.view.removeFromSuperview() }
                } else {
                    fromVC.view.removeFromSuperview()
                }
            }
            if let pc = presentationController {
                if forward { pc.presentationTransitionDidEnd(didComplete) } else { pc.dismissalTransitionDidEnd(didComplete) }
            }
            transitionAnimator?.animationEnded(didComplete)
            after = states()
        }
        MirrorWorld.willRunCompletions = { [unowned self] in
            lastEndSnapshot = states()
            maskedRectsAtEnd = named.compactMapValues { $0.mirrorMaskedRect(in: container) }
        }

        func animationController() -> (any UIViewControllerAnimatedTransitioning)? {
            self.animationController(delegate, forward: forward, source: source, destination: destination)
        }
        func interactionController(_ a: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            switch delegate {
            case .navigation(let d): return d.navigationController(UINavigationController(), interactionControllerFor: a)
            case .modal(let d, _): return forward ? d.interactionControllerForPresentation(using: a) : d.interactionControllerForDismissal(using: a)
            case .tab(let d): return d.tabBarController(UITabBarController(), interactionControllerFor: a)
            }
        }

        var frames: [TimelineFrame] = []
        let refTimes = reference.frames.map(\.time)
        let endTime = reference.endTime
        func record(_ time: Double) {
            if abs(time - endTime) <= 1e-9 {
                if outcome == nil { MirrorWorld.advance(to: time + 1e-9) }
                frames.append(TimelineFrame(time: time, progress: outcome == true ? 1 : 0, views: endSnapshot ?? states()))
            } else if time > endTime, let after {
                frames.append(TimelineFrame(time: time, progress: outcome == true ? 1 : 0, views: after))
            } else {
                let progress = Double(animator?.fractionComplete ?? 0)
                frames.append(TimelineFrame(time: time, progress: min(max(progress, 0), 1), views: states()))
            }
        }

        if scenario == .plain || scenario == .notAnimated {
            guard let a = animationController() else { return result(before, frames, ctx) }
            transitionAnimator = a
            events.append(TimelineEvent(name: "setup", time: 0))
            if scenario == .plain { events.append(TimelineEvent(name: "start", time: 0)) }
            // UIKit's order for a non-interactive transition: only animateTransition. The host then
            // asks for the running animator to read its progress (the same instance, pitfall 5);
            // not after a non-animated one, which has already ended.
            a.animateTransition(using: ctx)
            if scenario == .plain { animator = a.interruptibleAnimator(using: ctx) }
            for time in refTimes {
                MirrorWorld.advance(to: time)
                record(time)
            }
        } else if let drag, dragsDetents, let handle = glue.handle, let presented = destination.view {
            playDetentDrag(drag, presented: presented, base: CGPoint(x: presentedFrame.midX, y: presentedFrame.midY), distance: interactionDistance(),
                           axisIsX: t.operation(operation)?.interaction?.axis == .x, handle: handle, delegate: delegate, destination: destination,
                           context: ctx, times: refTimes, record: record) {
                // UIKit's order for a dismissal in code: will-begin, then animateTransition (no interaction controller).
                presentationController?.dismissalTransitionWillBegin()
                guard let a = animationController() else { return }
                transitionAnimator = a
                self.events.append(TimelineEvent(name: "setup", time: MirrorWorld.now))
                self.events.append(TimelineEvent(name: "start", time: MirrorWorld.now))
                a.animateTransition(using: ctx)
                self.animator = a.interruptibleAnimator(using: ctx)
            }
        } else if let drag, let handle = glue.handle {
            // A scripted finger (FingerDrag.swift): the pan recognizer reads the same path as `--drag`.
            playDrag(drag, handle: handle, delegate: delegate, destination: destination, context: ctx, times: refTimes, record: record) {
                guard let a = animationController(), let ic = interactionController(a) else { return }
                transitionAnimator = a
                self.events.append(TimelineEvent(name: "setup", time: 0))
                self.events.append(TimelineEvent(name: "start", time: 0))
                self.animator = a.interruptibleAnimator(using: ctx)
                ic.startInteractiveTransition(ctx)
            }
        } else if let scrub, let handle = glue.handle {
            // The spec's gesture: an edge pan is a UIScreenEdgePanGestureRecognizer (the type the generated action takes).
            let isEdgePan: Bool = { if case .edgePan? = t.operation(operation)?.interaction?.gesture { return true } else { return false } }()
            let gesture = isEdgePan ? UIScreenEdgePanGestureRecognizer() : UIPanGestureRecognizer()
            let interaction = t.operation(operation)?.interaction
            let distance = interactionDistance()
            func setTranslation(_ progress: Double) {
                let v = CGFloat(progress * distance)
                gesture.setTranslation(interaction?.axis == .y ? CGPoint(x: 0, y: v) : CGPoint(x: v, y: 0), in: nil)
            }
            gesture.state = .began
            setTranslation(0)
            // A pan begins moving: its velocity points along the distance (what the tab pan reads its way from).
            let way: CGFloat = distance < 0 ? -1 : 1
            gesture.velocityValue = interaction?.axis == .y ? CGPoint(x: 0, y: way) : CGPoint(x: way, y: 0)
            handle(delegate, destination, gesture) {
                guard let a = animationController(), let ic = interactionController(a) else { return }
                transitionAnimator = a
                events.append(TimelineEvent(name: "setup", time: 0))
                events.append(TimelineEvent(name: "start", time: 0))
                animator = a.interruptibleAnimator(using: ctx)
                ic.startInteractiveTransition(ctx)
            }
            let duration = reference.duration
            let p = min(max(scrub.progress, 0), 1)
            let scrubEnd = p * duration
            let release = scrubEnd + Interpreter.pauseDuration
            var paused = false, released = false, regrabStep = 0
            for time in refTimes {
                if time <= scrubEnd {
                    gesture.state = .changed
                    setTranslation(min(time / duration, p))
                    handle(delegate, destination, gesture) {}
                    MirrorWorld.advance(to: time)
                } else {
                    if !paused {
                        MirrorWorld.advance(to: scrubEnd)
                        gesture.state = .changed
                        setTranslation(p)
                        handle(delegate, destination, gesture) {}
                        events.append(TimelineEvent(name: "pause", time: scrubEnd, value: ctx.lastPercent))
                        paused = true
                    }
                    if time <= release {
                        MirrorWorld.advance(to: time)
                    } else {
                        if !released {
                            MirrorWorld.advance(to: release)
                            events.append(TimelineEvent(name: "release", time: release, value: ctx.lastPercent))
                            gesture.velocityValue = interaction?.axis == .y ? CGPoint(x: 0, y: scrub.releaseVelocity) : CGPoint(x: scrub.releaseVelocity, y: 0)
                            gesture.state = .ended
                            handle(delegate, destination, gesture) {}
                            released = true
                        } else if regrab, regrabStep < 2 {
                            // During the settle: began + changed at the first frame after the release,
                            // ended at the next, against what the first release decided.
                            MirrorWorld.advance(to: time)
                            let against = (ctx.interactiveCalls.first == "finish") ? -1.0 : 1.0
                            if regrabStep == 0 {
                                gesture.state = .began
                                setTranslation(0)
                                handle(delegate, destination, gesture) {}
                                gesture.state = .changed
                                setTranslation(against * 0.3)
                                handle(delegate, destination, gesture) {}
                            } else {
                                let fast = against * 5000
                                gesture.velocityValue = interaction?.axis == .y ? CGPoint(x: 0, y: fast) : CGPoint(x: fast, y: 0)
                                gesture.state = .ended
                                handle(delegate, destination, gesture) {}
                            }
                            regrabStep += 1
                        }
                        MirrorWorld.advance(to: time)
                    }
                }
                record(time)
            }
        }
        return result(before, frames, ctx)
    }

    func result(_ before: ViewStates, _ frames: [TimelineFrame], _ ctx: HostContext) -> Result {
        var r = Result(before: before, frames: frames, after: after ?? states(), events: events,
                       endTime: ctx.completions.first?.time, violations: stagingProblems + MirrorWorld.violations, interactiveCalls: ctx.interactiveCalls)
        r.layoutCalls = MirrorWorld.layoutCalls.dropFirst(layoutStart).map { call in
            (named.first { $0.value.viewID == call.view }?.key ?? "an unnamed view", call)
        }
        return r
    }

    /// The interaction's distance: the evaluated `interactive.distance` the interpreter reports
    /// (`Timeline.gesture`), the gesture's scale, an input of the scenario.
    func interactionDistance() -> Double {
        reference.gesture?.distance ?? 0
    }

    // MARK: Recording

    /// Binds snapshot and overlay views the emitted code made to the spec's names.
    func bindTransients() {
        var queue = [container!]
        var found: [UIView] = []
        while let v = queue.popLast() {
            for s in v.subviews {
                if !knownViews.contains(ObjectIdentifier(s)), glue.follower(s) == nil { found.append(s) }
                queue.append(s)
            }
        }
        for v in found {
            let decl: ViewDecl?
            if let source = v.snapshotSource {
                decl = transientDecls.first { d in
                    if case .snapshot(let of) = d.kind, named[name(of)] === source, named[d.name] == nil { return true }
                    return false
                }
            } else if v is UIImageView {
                decl = transientDecls.first { d in
                    if case .imageSnapshot = d.kind, named[d.name] == nil { return true }
                    return false
                }
            } else if v is UIVisualEffectView {
                decl = transientDecls.first { d in
                    if case .blur = d.kind, named[d.name] == nil { return true }
                    return false
                }
            } else {
                decl = transientDecls.first { d in
                    if case .overlay = d.kind, named[d.name] == nil { return true }
                    return false
                }
            }
            if let decl {
                named[decl.name] = v
                knownViews.insert(ObjectIdentifier(v))
            }
        }
    }

    /// Every view's presentation state, by the interpreter's names (TIMELINE-FORMAT.md).
    func states() -> ViewStates {
        bindTransients()
        let scene = MirrorWorld.scene
        // A frame is drawn: the followers' display links fire first.
        var followers: Set<AnimatorCore.ViewID> = []
        for id in scene.allViews {
            guard let view = MirrorWorld.view(id), let step = glue.follower(view) else { continue }
            step()
            followers.insert(id)
        }
        var order: [Int: Int] = [:]
        var visit: [AnimatorCore.ViewID] = [container.viewID]
        var index = 0
        func walk(_ id: AnimatorCore.ViewID) {
            order[id.rawValue] = index
            index += 1
            for child in scene.drawingOrder(of: id) where !followers.contains(child) { walk(child) }
        }
        walk(visit.removeLast())
        var out: ViewStates = [:]
        for decl in t.views where !decl.isList {
            let n = decl.displayName(in: operation)
            guard let view = named[n] else {
                out[n] = ViewState(frame: TransitionCompiler.Rect(x: 0, y: 0, width: 0, height: 0), alpha: 1,
                                   transform: AffineValue(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0), cornerRadius: 0,
                                   backgroundColor: RGBA(red: 0, green: 0, blue: 0, alpha: 0), hidden: false, zIndex: 0,
                                   inHierarchy: false, order: -1, label: nil)
                continue
            }
            let p = scene.presentation(of: view.viewID)
            var frame: TransitionCompiler.Rect
            if view === container {
                frame = TransitionCompiler.Rect(x: 0, y: 0, width: p.bounds.size.width, height: p.bounds.size.height)
            } else {
                var m = AnimatorCore.AffineTransform.identity
                var current = scene.superview(of: view.viewID)
                var steps = 0
                while let s = current, s != container.viewID, steps <= scene.viewCount {
                    let sp = scene.presentation(of: s)
                    // About the superview's anchor point (CALayer.h `transform`).
                    let a = MirrorWorld.view(s)?.anchorOffset(sp.bounds.size) ?? AnimatorCore.Point(x: 0, y: 0)
                    m = m.concatenating(AnimatorCore.AffineTransform(translationX: -sp.bounds.size.width / 2 - a.x, y: -sp.bounds.size.height / 2 - a.y)
                        .concatenating(sp.transform).concatenating(AnimatorCore.AffineTransform(translationX: sp.center.x + a.x, y: sp.center.y + a.y)))
                    current = scene.superview(of: s)
                    steps += 1
                }
                let c = m.apply(to: p.center)
                frame = TransitionCompiler.Rect(x: c.x - p.bounds.size.width / 2, y: c.y - p.bounds.size.height / 2,
                                                width: p.bounds.size.width, height: p.bounds.size.height)
            }
            let tr = p.transform, col = p.backgroundColor
            let o = order[view.viewID.rawValue]
            out[n] = ViewState(frame: frame, alpha: p.alpha, transform: AffineValue(a: tr.a, b: tr.b, c: tr.c, d: tr.d, tx: tr.tx, ty: tr.ty),
                               cornerRadius: p.cornerRadius, backgroundColor: RGBA(red: col.red, green: col.green, blue: col.blue, alpha: col.alpha),
                               hidden: p.isHidden, zIndex: Double(p.zIndex), inHierarchy: o != nil, order: o ?? -1, label: nil)
            var layer = LayerStyle()
            let rgba = { (c: AnimatorCore.Color) in RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
            layer.shadowColor = rgba(p.shadowColor)
            layer.shadowOpacity = p.shadowOpacity
            layer.shadowRadius = p.shadowRadius
            layer.shadowOffsetWidth = p.shadowOffset.width
            layer.shadowOffsetHeight = p.shadowOffset.height
            layer.borderWidth = p.borderWidth
            layer.borderColor = rgba(p.borderColor)
            out[n]?.layer = layer
            out[n]?.transform3D = p.transform3D.flatMap { $0.isAffine ? nil : $0.m }
            let anchor = view.layer.anchorPoint
            if anchor != CGPoint(x: 0.5, y: 0.5) { out[n]?.anchor = AnchorState(x: Double(anchor.x), y: Double(anchor.y)) }
            out[n]?.backfaceHidden = !view.layer.isDoubleSided
            // A perspective (m34 = -1/d) is all the language sets as a sublayer transform.
            let sublayer = view.layer.sublayerTransform
            if sublayer.m34 != 0 { out[n]?.perspective = -1 / Double(sublayer.m34) }
            if case .imageSnapshot(let source) = decl.kind, let image = (view as? UIImageView)?.image {
                _ = source
                out[n]?.imageFill = ImageState(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0), aspect: image.size.height > 0 ? image.size.width / image.size.height : 1)
            }
            // Clipping and corners (CALayer.h, UIView.h): reported, like the interpreter's, only when not UIKit's defaults.
            // Clipped is either switch: the view's clipsToBounds ("content and subviews are clipped to the bounds",
            // UIView.h) or its layer's masksToBounds ("an implicit mask matching the layer bounds", CALayer.h), which
            // the generated presentation controller sets on a rounded presenting view.
            let clip = ClipState(clips: view.clipsToBounds || view.layer.masksToBounds, corners: CornerSet(rawValue: Int(view.layer.maskedCorners.rawValue)),
                                 cornerCurve: view.layer.cornerCurve == .continuous ? .continuous : .circular)
            out[n]?.clip = clip == .none ? nil : clip
            if case .blur(let style) = decl.kind {
                out[n]?.blur = BlurState(amount: p.effect, style: style.rawValue, isDark: style.isDark)
            }
            if let maskView = view.mask {
                let q = scene.presentation(of: maskView.viewID)
                // A mask view stretched by its transform (an ellipse: a circle scaled, MaskLowering.swift) covers its
                // bounds scaled about its centre; unstretched, its frame and corner radius are the shape.
                let t = q.transform
                let stretched = t.a != 1 || t.b != 0 || t.c != 0 || t.d != 1 || t.tx != 0 || t.ty != 0
                let w = q.bounds.size.width * (stretched ? abs(t.a) : 1), h = q.bounds.size.height * (stretched ? abs(t.d) : 1)
                out[n]?.mask = MaskState(frame: TransitionCompiler.Rect(x: q.center.x - w / 2, y: q.center.y - h / 2, width: w, height: h),
                                         cornerRadius: stretched ? 0 : q.cornerRadius, isEllipse: stretched)
            }
        }
        return out
    }
}
