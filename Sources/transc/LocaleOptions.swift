import ArgumentParser
import TransitionPreview

/// `transc run --layout-direction rtl --appearance dark`: the locale and appearance the preview
/// plays under (issue 14), the settings the emitted code reads from the container when the
/// transition starts (`effectiveUserInterfaceLayoutDirection`, the trait collection's style).
struct LocaleOptions: ParsableArguments {
    @Option(name: .long, help: "Preview in this layout direction: ltr (default) or rtl, where a transition that mirrors plays as its mirror image.")
    var layoutDirection: DeviceSettings.LayoutDirection = .leftToRight

    @Option(name: .long, help: "Preview with this appearance: light (default) or dark, which resolves dynamic colours to their dark values.")
    var appearance: DeviceSettings.Appearance = .light

    /// Writes these options into `settings` (the other settings are left as they are).
    func apply(to settings: inout DeviceSettings) {
        settings.layoutDirection = layoutDirection
        settings.appearance = appearance
    }
}

extension DeviceSettings.LayoutDirection: ExpressibleByArgument {}
extension DeviceSettings.Appearance: ExpressibleByArgument {}
