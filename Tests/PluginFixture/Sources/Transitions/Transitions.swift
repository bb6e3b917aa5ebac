// The target's own code beside the generated files. On iOS the plugin's output declares
// FadeNavigationDelegate, SheetTransitioningDelegate and the rest; on Linux it is empty.
enum TransitionsFixture {
    static let specs = ["Fade", "Sheet"]
}
