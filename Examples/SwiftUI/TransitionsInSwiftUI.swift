// SwiftUI screens with generated transitions (Docs/SWIFTUI.md).
//
// - A modal transition in one line: `.sheetPresentation(isPresented:onDismiss:content:)` is generated
//   with Examples/sheet.yaml's code (`transc emit-swift Examples/sheet.yaml`), as `.fullScreenCover`
//   is SwiftUI's own.
// - A navigation transition: SwiftUI screens, each in its own UIHostingController, in a
//   UINavigationController with the generated delegate installed (Examples/interactive-pop.yaml).
//
// Scripts/ios-typecheck type-checks this file against the iPhoneOS SDK in Swift 5 and 6 with the
// generated files it uses (Tests/EmittedExamples/sheet.swift and interactive-pop.swift).
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

// MARK: Modal

struct AccountView: View {
    @State private var showsSettings = false

    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheetPresentation(isPresented: $showsSettings, onDismiss: { print("settings closed") }) {
                SettingsView(done: { showsSettings = false })
            }
    }
}

struct SettingsView: View {
    let done: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Settings")
            Button("Done", action: done)
        }
    }
}

// MARK: Navigation

/// Pushes and pops SwiftUI screens on the navigation controller `HostedNavigation` made.
final class Navigator {
    fileprivate weak var navigationController: UINavigationController?

    @MainActor func push<Screen: View>(_ screen: Screen) {
        navigationController?.pushViewController(UIHostingController(rootView: screen), animated: true)
    }

    @MainActor func pop() {
        navigationController?.popViewController(animated: true)
    }
}

/// A UINavigationController of SwiftUI screens with a generated navigation transition installed:
/// pushes and pops go through `EdgeSwipeBackNavigationDelegate` (and its interactive pop).
struct HostedNavigation<Root: View>: UIViewControllerRepresentable {
    let navigator: Navigator
    let root: Root

    func makeUIViewController(context: Context) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: UIHostingController(rootView: root))
        EdgeSwipeBackNavigationDelegate.install(on: navigationController)
        navigator.navigationController = navigationController
        return navigationController
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}

struct LibraryView: View {
    @State private var navigator = Navigator()

    var body: some View {
        HostedNavigation(navigator: navigator, root: AlbumListView(navigator: navigator))
            .ignoresSafeArea()
    }
}

struct AlbumListView: View {
    let navigator: Navigator

    var body: some View {
        Button("Open the album") { navigator.push(AlbumView(navigator: navigator)) }
    }
}

struct AlbumView: View {
    let navigator: Navigator

    var body: some View {
        Button("Back") { navigator.pop() }
    }
}
#endif
