/// UIKit's dynamic system colours (Docs/LANGUAGE.md, "Dark Mode"): each name with the value
/// UIKit resolves it to in the light and in the dark appearance (iOS 13 to 17, without Increase
/// Contrast). The emitted code names the UIKit colour (`UIColor.systemBackground`), so the app
/// shows exactly what UIKit draws; these values are what `transc run` previews with.
///
/// Sources: the grays and the tinted colours are the values Apple's Human Interface Guidelines
/// ("Color", specifications) give for iOS; `systemBackground` and `label` are in Apple's WWDC 2019
/// session 214 ("Implementing Dark Mode on iOS": 255 255 255 / 0 0 0); the other backgrounds,
/// labels and separators are the components UIKit's `resolvedColor(with:)` returns for a light
/// and a dark trait collection. Apple notes that the values may change between releases.
enum SystemColors {
    private static func rgb(_ v: Int, _ alpha: Double = 1) -> RGBA {
        RGBA(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255, alpha: alpha)
    }
    private static func pair(_ name: String, _ light: Int, _ dark: Int, _ lightAlpha: Double = 1, _ darkAlpha: Double = 1) -> (String, RGBA) {
        (name, RGBA(light: rgb(light, lightAlpha), dark: rgb(dark, darkAlpha), systemName: name))
    }

    /// In the order Docs/LANGUAGE.md lists them.
    static let all: [(String, RGBA)] = [
        pair("systemBackground", 0xFFFFFF, 0x000000),
        pair("secondarySystemBackground", 0xF2F2F7, 0x1C1C1E),
        pair("tertiarySystemBackground", 0xFFFFFF, 0x2C2C2E),
        pair("systemGroupedBackground", 0xF2F2F7, 0x000000),
        pair("secondarySystemGroupedBackground", 0xFFFFFF, 0x1C1C1E),
        pair("tertiarySystemGroupedBackground", 0xF2F2F7, 0x2C2C2E),
        pair("label", 0x000000, 0xFFFFFF),
        pair("secondaryLabel", 0x3C3C43, 0xEBEBF5, 0.6, 0.6),
        pair("tertiaryLabel", 0x3C3C43, 0xEBEBF5, 0.3, 0.3),
        pair("quaternaryLabel", 0x3C3C43, 0xEBEBF5, 0.18, 0.16),
        pair("separator", 0x3C3C43, 0x545458, 0.29, 0.6),
        pair("opaqueSeparator", 0xC6C6C8, 0x38383A),
        pair("systemGray", 0x8E8E93, 0x8E8E93),
        pair("systemGray2", 0xAEAEB2, 0x636366),
        pair("systemGray3", 0xC7C7CC, 0x48484A),
        pair("systemGray4", 0xD1D1D6, 0x3A3A3C),
        pair("systemGray5", 0xE5E5EA, 0x2C2C2E),
        pair("systemGray6", 0xF2F2F7, 0x1C1C1E),
        pair("systemBlue", 0x007AFF, 0x0A84FF),
        pair("systemGreen", 0x34C759, 0x30D158),
        pair("systemIndigo", 0x5856D6, 0x5E5CE6),
        pair("systemOrange", 0xFF9500, 0xFF9F0A),
        pair("systemPink", 0xFF2D55, 0xFF375F),
        pair("systemPurple", 0xAF52DE, 0xBF5AF2),
        pair("systemRed", 0xFF3B30, 0xFF453A),
        pair("systemYellow", 0xFFCC00, 0xFFD60A),
    ]

    static let byName: [String: RGBA] = Dictionary(all, uniquingKeysWith: { a, _ in a })
}
