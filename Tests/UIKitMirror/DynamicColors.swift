import Foundation

// Dark Mode, as the iPhoneOS 17.0 SDK declares it: `UIUserInterfaceStyle` and
// `UITraitCollection(userInterfaceStyle:)` / `.current` (UITraitCollection.h), `UIView.traitCollection`
// (UITraitEnvironment), and UIKit's dynamic system colours (UIInterface.h, iOS 13), resolved to the
// values Docs/LANGUAGE.md ("Dark Mode") lists: the mirror holds its own copy of the table, so the
// differential test fails if the compiler's preview values and the mirror's disagree.

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

@MainActor
open class UITraitCollection: NSObject {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }
    /// UIKit's is the traits of the view being drawn or laid out. The mirror's world has one
    /// appearance, which a test sets here (the host's Dark Mode variant sets it dark).
    public static var current = UITraitCollection(userInterfaceStyle: .light)
}

extension UIView {
    /// Every view of the mirror's world has the world's traits: the app is in one appearance,
    /// and no view overrides it (`overrideUserInterfaceStyle` is not modelled).
    public var traitCollection: UITraitCollection { .current }
}

extension UIColor {
    private static func dynamic(_ light: Int, _ dark: Int, _ lightAlpha: CGFloat = 1, _ darkAlpha: CGFloat = 1) -> UIColor {
        func rgb(_ v: Int, _ a: CGFloat) -> UIColor {
            UIColor(red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: a)
        }
        return UIColor { $0.userInterfaceStyle == .dark ? rgb(dark, darkAlpha) : rgb(light, lightAlpha) }
    }
    public class var systemBackground: UIColor { dynamic(0xFFFFFF, 0x000000) }
    public class var secondarySystemBackground: UIColor { dynamic(0xF2F2F7, 0x1C1C1E) }
    public class var tertiarySystemBackground: UIColor { dynamic(0xFFFFFF, 0x2C2C2E) }
    public class var systemGroupedBackground: UIColor { dynamic(0xF2F2F7, 0x000000) }
    public class var secondarySystemGroupedBackground: UIColor { dynamic(0xFFFFFF, 0x1C1C1E) }
    public class var tertiarySystemGroupedBackground: UIColor { dynamic(0xF2F2F7, 0x2C2C2E) }
    public class var label: UIColor { dynamic(0x000000, 0xFFFFFF) }
    public class var secondaryLabel: UIColor { dynamic(0x3C3C43, 0xEBEBF5, 0.6, 0.6) }
    public class var tertiaryLabel: UIColor { dynamic(0x3C3C43, 0xEBEBF5, 0.3, 0.3) }
    public class var quaternaryLabel: UIColor { dynamic(0x3C3C43, 0xEBEBF5, 0.18, 0.16) }
    public class var separator: UIColor { dynamic(0x3C3C43, 0x545458, 0.29, 0.6) }
    public class var opaqueSeparator: UIColor { dynamic(0xC6C6C8, 0x38383A) }
    public class var systemGray: UIColor { dynamic(0x8E8E93, 0x8E8E93) }
    public class var systemGray2: UIColor { dynamic(0xAEAEB2, 0x636366) }
    public class var systemGray3: UIColor { dynamic(0xC7C7CC, 0x48484A) }
    public class var systemGray4: UIColor { dynamic(0xD1D1D6, 0x3A3A3C) }
    public class var systemGray5: UIColor { dynamic(0xE5E5EA, 0x2C2C2E) }
    public class var systemGray6: UIColor { dynamic(0xF2F2F7, 0x1C1C1E) }
    public class var systemBlue: UIColor { dynamic(0x007AFF, 0x0A84FF) }
    public class var systemGreen: UIColor { dynamic(0x34C759, 0x30D158) }
    public class var systemIndigo: UIColor { dynamic(0x5856D6, 0x5E5CE6) }
    public class var systemOrange: UIColor { dynamic(0xFF9500, 0xFF9F0A) }
    public class var systemPink: UIColor { dynamic(0xFF2D55, 0xFF375F) }
    public class var systemPurple: UIColor { dynamic(0xAF52DE, 0xBF5AF2) }
    public class var systemRed: UIColor { dynamic(0xFF3B30, 0xFF453A) }
    public class var systemYellow: UIColor { dynamic(0xFFCC00, 0xFFD60A) }
}
