import TransitionCompiler

/// The type names a generated file declares or refers to, so that a transition's own types
/// (stem + suffix) never clash with them. A clash would not compile (`CoordinatedAnimator`
/// declared twice) or, worse, would shadow a UIKit type for the whole app module
/// (`final class UIPresentationController: UIPresentationController`).
enum TypeNames {
    /// The file-private helpers. Their names end in no suffix a transition's types end in
    /// (see `TransitionNames.all`), so no transition name can produce them.
    static let coordinator = "CoordinatedAnimatorGroup"
    static let decomposedTransform = "DecomposedTransform"
    /// The layer follower's display-link target, nested in the follower class.
    static let displayLinkTarget = "DisplayLinkTarget"
    static let helpers: Set<String> = Set([coordinator, decomposedTransform, MaskLowering.shapeType, LayoutLowering.typeName, displayLinkTarget,
                                           FingerFollowerDecl.name, DetentDragDecl.name]).union(SwiftUILowering.helpers)

    /// Every UIKit, Foundation and Swift type (and module) the generated code names, unqualified.
    /// `TypeNameTests` checks that the goldens name no other outside type.
    static let referenced: Set<String> = Set([
        "Any", "Array", "Bool", "Double", "Int", "UInt32", "UInt64", "String", "Void", "Selector", "MainActor", "ObjectiveC", "UIKit", "Foundation", "Swift",
        "NSObject", "NSCoder", "Float", "CALayer", "CACornerMask", "CALayerCornerCurve", "CADisplayLink", "CATransform3D", "CGPath", "UIBezierPath",
        "CATransform3DIdentity", "CATransform3DMakeTranslation", "CATransform3DMakeScale", "CATransform3DMakeRotation",
        "CATransform3DTranslate", "CATransform3DScale", "CATransform3DRotate", "CATransform3DConcat",
        "CATransform3DMakeAffineTransform", "UIVisualEffectView", "UIBlurEffect", "UIImageView", "UIImage", "TimeInterval", "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform",
        "UIColor", "UIView", "UIViewController", "UINavigationController", "UITabBarController",
        "UIPresentationController", "UIContentContainer", "UIViewPropertyAnimator", "UICubicTimingParameters", "UISpringTimingParameters",
        "UITimingCurveProvider", "UIViewAnimatingPosition", "UIViewAnimatingState", "UIViewImplicitlyAnimating",
        "UIViewAnimating", "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UITapGestureRecognizer",
        "UIGestureRecognizer", "UIUserInterfaceLayoutDirection", "UIGestureRecognizerDelegate", "UIRectEdge", "UIScrollView", "UINavigationControllerDelegate", "UITabBarControllerDelegate",
        "UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning", "UIViewControllerTransitionCoordinator",
        "UIViewControllerInteractiveTransitioning", "UIViewControllerContextTransitioning",
        "UIAccessibility", "UIAccessibilityCustomAction", "Bundle", "AnyObject", "UICollectionViewCell", "UITableViewCell",
    ]).union(SwiftUILowering.referenced)

    /// Names a transition's types must avoid.
    static let reserved: Set<String> = helpers.union(referenced)

    /// The stem for a transition: its sanitized name, or the first of name2, name3… whose type
    /// names are all free (neither reserved nor another transition's) and distinct from each
    /// other (`TransitionNames.join` leaves out repeated words). Deterministic.
    static func stem(for name: String, context: ContextKind, taken: Set<String>) -> String {
        let base = SwiftNames.capitalized(SwiftNames.sanitize(name))
        func isFree(_ stem: String) -> Bool {
            let names = TransitionNames(stem: stem, context: context)
            return names.all.count == names.list.count && names.all.isDisjoint(with: taken.union(reserved))
        }
        if isFree(base) { return base }
        var n = 2
        while !isFree(base + String(n)) { n += 1 }
        return base + String(n)
    }
}
