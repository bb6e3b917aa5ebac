import Foundation
import Testing

/// `transc emit-swift --xctest` (issue 11, item 11): the generated device test, with the generated
/// transitions and the app's classes, type-checks against the UIKit mirror and XCTest here; on a
/// Mac it plays each operation on a simulator or device.
extension CLITests {
    @Test func deviceTestTypeChecksWithTheGeneratedCode() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-xctest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let examples = ["card", "custom-push", "interactive-pop", "photo-zoom", "sidebar", "skeleton-shimmer", "tab-slide"].map { "Examples/\($0).yaml" }
        let code = dir.appendingPathComponent("Transitions.swift"), tests = dir.appendingPathComponent("DeviceTests.swift")
        let emitted = try run(["emit-swift"] + examples + ["-o", code.path, "--xctest", tests.path])
        #expect(emitted.status == 0, "\(emitted.stderr)")
        let text = try String(contentsOf: tests, encoding: .utf8)
        // The preview's samples are embedded: photo-zoom's push ends with the zoom's header frame.
        #expect(text.contains("final class PhotoZoomDeviceTests: XCTestCase"))
        #expect(text.contains("PhotoZoomNavigationDelegate.install(on: navigationController)"))
        #expect(text.contains("CardPresentationTransitioningDelegate.present(destination, from: source)"))
        #expect(text.contains("TabSlideTabBarDelegate.install(on: tabBarController)"))
        #expect(text.contains("tabBarController.selectedIndex = 1"))
        #expect(text.contains("TransitionDeviceSample(time: 0.35, views: ["))
        let app = dir.appendingPathComponent("App.swift")
        try "import UIKit\n\nfinal class DetailViewController: UIViewController {}\n".write(to: app, atomically: true, encoding: .utf8)
        let mirror = Self.repoRoot.appendingPathComponent(".build/debug/Modules")
        guard FileManager.default.fileExists(atPath: mirror.appendingPathComponent("UIKit.swiftmodule").path) else {
            Issue.record("the built UIKit mirror module was not found in \(mirror.path)")
            return
        }
        let swiftc = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(swiftc, "no swiftc"))
        p.arguments = ["-typecheck", "-swift-version", "6", "-module-name", "DeviceCheck", "-I", mirror.path, code.path, tests.path, app.path]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = err
        try p.run()
        let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "the device test does not type-check: \(output.prefix(3000))")
    }
}
