import Foundation

// Right-to-left layout, as the iPhoneOS 17.0 SDK declares it: `UIUserInterfaceLayoutDirection`
// (UIInterface.h), `UISemanticContentAttribute`, `UIView.semanticContentAttribute` and
// `effectiveUserInterfaceLayoutDirection` (UIView.h, iOS 9 and 10).

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// "The user interface layout direction appropriate for arranging the immediate content of
    /// the view" (Apple's documentation): the view's forced attribute, otherwise the direction of
    /// its superview chain's forced attribute (which UIKit passes down as the layout-direction
    /// trait), otherwise the app's (left to right in the mirror's world: a test forces right to left on the
    /// container, as an app in Arabic or Hebrew has it on its window). Playback and spatial content are laid out left to right,
    /// as UIView.h documents for playback relative to right to left (spatial is modelled the same).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            var current = superview
            while let v = current {
                switch v.semanticContentAttribute {
                case .forceRightToLeft: return .rightToLeft
                case .forceLeftToRight: return .leftToRight
                default: current = v.superview
                }
            }
            return .leftToRight
        }
    }
}
