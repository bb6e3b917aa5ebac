/// The user's device settings a transition adapts to (issue 14): the accessibility and locale
/// settings the emitted code reads when the transition starts, and `transc run` previews with
/// `--reduce-motion`, `--layout-direction` and `--appearance`. One value, so the interpreter, the
/// renderers and the differential host agree on which variant is being played.
public struct DeviceSettings: Sendable, Equatable, Hashable {
    /// `UIAccessibility.isReduceMotionEnabled`.
    public var reduceMotion: Bool
    /// The container's `effectiveUserInterfaceLayoutDirection`.
    public var layoutDirection: LayoutDirection
    /// The trait collection's `userInterfaceStyle`.
    public var appearance: Appearance

    public enum LayoutDirection: String, Sendable, CaseIterable { case leftToRight = "ltr", rightToLeft = "rtl" }
    public enum Appearance: String, Sendable, CaseIterable { case light, dark }

    public init(reduceMotion: Bool = false, layoutDirection: LayoutDirection = .leftToRight,
                appearance: Appearance = .light) {
        self.reduceMotion = reduceMotion
        self.layoutDirection = layoutDirection
        self.appearance = appearance
    }

    /// The settings of a device with none of them turned on.
    public static let standard = DeviceSettings()
}
