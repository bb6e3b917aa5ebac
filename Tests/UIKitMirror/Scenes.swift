/// Scenes, as far as a generated device test reaches them (`transc emit-swift --xctest`).
/// UIApplication.h: `connectedScenes`, "the app's currently connected scenes" (iOS 13);
/// UIWindowScene.h: a scene that manages the app's windows; UIWindow.h: `init(windowScene:)`
/// "creates a window and associates it with the specified scene" — in a scene-based app a window
/// without a scene is not shown. The mirror is a scene-less host: no scene is connected.

@MainActor
open class UIScene: UIResponder {}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    open var connectedScenes: Set<UIScene> { [] }
}

extension UIWindow {
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        self.windowScene = windowScene
    }
}
