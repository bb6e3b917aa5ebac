@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// No `import Testing` here: Testing + the mirror (module `UIKit`) would ask for Testing's UIKit
// cross-import overlay, which does not exist on Linux. The expectations are in TapToDismissTests.

/// A presented view controller that records `dismiss(animated:)`.
final class DismissRecordingController: UIViewController {
    var dismissals: [Bool] = []
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { dismissals.append(flag) }
}

/// Sidebar's presentation controller receives a tap on its dimming view (what the tap's
/// action runs); returns the dismissals recorded before and after, nil if it is not Sidebar's.
@MainActor
func sidebarDismissalsAroundDimmingTap() -> (before: [Bool], after: [Bool])? {
    MirrorWorld.reset()
    let presented = DismissRecordingController(), presenting = UIViewController()
    let delegate = SidebarTransitioningDelegate()
    let controller = delegate.presentationController(forPresented: presented, presenting: presenting, source: presenting)
    guard let sidebar = controller as? SidebarPresentationController else { return nil }
    let before = presented.dismissals
    sidebar.dimmingViewTapped()
    return (before, presented.dismissals)
}
