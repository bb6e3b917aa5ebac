/// How a transition follows the layout direction (Docs/LANGUAGE.md, "Right-to-left").
///
/// A spec is written as the transition looks in a left-to-right layout. `mirrored` (the default)
/// plays it as its mirror image about the container's vertical centre line when the container's
/// `effectiveUserInterfaceLayoutDirection` is right-to-left, as UIKit mirrors its own push, pop
/// and back swipe, and as Auto Layout's leading and trailing constraints mirror the screens the
/// spec reads its geometry from. `fixed` plays it as written in every layout: for motion tied to
/// the physical screen.
public enum LayoutDirectionRule: String, Sendable, CaseIterable {
    case mirrored, fixed
}
