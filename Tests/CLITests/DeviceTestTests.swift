import Foundation
import Testing

/// `transc emit-swift --xctest` (issue 11 item 11, issue 31 item 7): the generated device test,
/// with the generated transitions and the app's classes, type-checks against the UIKit mirror and
/// XCTest here; on a Mac it plays each operation on a simulator or device.
extension CLITests {
    /// A scratch folder, removed by the caller's `defer`.
    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-xctest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `swiftc` with the built UIKit mirror (and Linux's XCTest) on the import path; nil output: it succeeded.
    static func swiftc(_ arguments: [String], in dir: URL) throws -> (status: Int32, output: String)? {
        let mirror = repoRoot.appendingPathComponent(".build/debug/Modules")
        guard FileManager.default.fileExists(atPath: mirror.appendingPathComponent("UIKit.swiftmodule").path) else {
            Issue.record("the built UIKit mirror module was not found in \(mirror.path)")
            return nil
        }
        let swiftc = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(swiftc, "no swiftc"))
        p.arguments = ["-swift-version", "6", "-I", mirror.path] + arguments
        p.currentDirectoryURL = dir
        let err = Pipe()
        p.standardError = err
        p.standardOutput = err
        try p.run()
        let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, output)
    }

    static let appClasses = "import UIKit\n\nfinal class DetailViewController: UIViewController {}\n"

    @Test func deviceTestTypeChecksWithTheGeneratedCode() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Every example emit-swift accepts (image-zoom's provided image view is required as a UIImageView);
        // the ones whose interaction the UIKit backend does not play yet are refused for that reason only.
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.repoRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/\($0)" }.filter { example in
                let alone = try run(["emit-swift", example])
                #expect(alone.status == 0 || alone.stderr.contains("[interaction-not-emitted]"), "\(example): \(alone.stderr)")
                return alone.status == 0
            }
        #expect(examples.count >= 20)
        let code = dir.appendingPathComponent("Transitions.swift"), tests = dir.appendingPathComponent("DeviceTests.swift")
        let emitted = try run(["emit-swift"] + examples + ["-o", code.path, "--xctest", tests.path])
        #expect(emitted.status == 0, "\(emitted.stderr)")
        let text = try String(contentsOf: tests, encoding: .utf8)
        #expect(text.contains("final class PhotoZoomDeviceTests: XCTestCase"))
        #expect(text.contains("PhotoZoomNavigationDelegate.install(on: navigationController)"))
        #expect(text.contains("CardPresentationTransitioningDelegate.present(destination, from: source)"))
        #expect(text.contains("TabSlideTabBarDelegate.install(on: tabBarController)"))
        #expect(text.contains("tabBarController.selectedIndex = 1"))
        let app = dir.appendingPathComponent("App.swift")
        try Self.appClasses.write(to: app, atomically: true, encoding: .utf8)
        guard let result = try Self.swiftc(["-typecheck", "-module-name", "DeviceCheck", code.path, tests.path, app.path], in: dir) else { return }
        #expect(result.status == 0, "the device test does not type-check: \(result.output.prefix(3000))")
    }

    /// Two specs' device tests, each emitted on its own as the build plugin or a user does, compile
    /// together in one test target: the harness is private to each file.
    @Test func twoSpecsDeviceTestsCompileInOneTarget() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for example in ["card", "grid-cascade"] {
            let code = dir.appendingPathComponent("\(example).swift").path, tests = dir.appendingPathComponent("\(example)Tests.swift").path
            let emitted = try run(["emit-swift", "Examples/\(example).yaml", "-o", code, "--xctest", tests])
            #expect(emitted.status == 0, "\(emitted.stderr)")
            files += [code, tests]
        }
        let app = dir.appendingPathComponent("App.swift")
        try Self.appClasses.write(to: app, atomically: true, encoding: .utf8)
        guard let result = try Self.swiftc(["-typecheck", "-module-name", "DeviceCheck"] + files + [app.path], in: dir) else { return }
        #expect(result.status == 0, "two device tests do not compile together: \(result.output.prefix(3000))")
    }

    /// `--xctest-import MODULE`: the test reaches the app's generated (internal) types through
    /// `@testable import`, so it compiles in a test target of its own.
    @Test func deviceTestImportsTheAppModule() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let examples = ["Examples/interactive-pop.yaml", "Examples/card.yaml"]
        let code = dir.appendingPathComponent("Transitions.swift"), tests = dir.appendingPathComponent("DeviceTests.swift")
        let emitted = try run(["emit-swift"] + examples + ["-o", code.path, "--xctest", tests.path, "--xctest-import", "TransitionApp"])
        #expect(emitted.status == 0, "\(emitted.stderr)")
        let text = try String(contentsOf: tests, encoding: .utf8)
        #expect(text.contains("@testable import TransitionApp\n"))
        let app = dir.appendingPathComponent("App.swift")
        try Self.appClasses.write(to: app, atomically: true, encoding: .utf8)
        guard let module = try Self.swiftc(["-emit-module", "-enable-testing", "-parse-as-library", "-module-name", "TransitionApp",
                                            "-emit-module-path", dir.appendingPathComponent("TransitionApp.swiftmodule").path, code.path, app.path], in: dir)
        else { return }
        #expect(module.status == 0, "the app module does not build: \(module.output.prefix(2000))")
        guard let result = try Self.swiftc(["-typecheck", "-I", dir.path, "-module-name", "AppTests", tests.path], in: dir) else { return }
        #expect(result.status == 0, "the device test does not type-check in its own module: \(result.output.prefix(3000))")
        // A module name must be a Swift identifier.
        let bad = try run(["emit-swift", "Examples/card.yaml", "-o", code.path, "--xctest", tests.path, "--xctest-import", "My App"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--xctest-import"))
    }

    /// The samples are data (one row of numbers per sample, a type the checker needs not infer),
    /// with the presentation layer's transform (3-D too) and mask; the interactive operations are
    /// played through the generated gesture handler, to a finish and to a cancel.
    @Test func deviceTestComparesTransformsMasksAndGestures() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        func emit(_ example: String) throws -> String {
            let code = dir.appendingPathComponent("\(example).swift"), tests = dir.appendingPathComponent("\(example)Tests.swift")
            let emitted = try run(["emit-swift", "Examples/\(example).yaml", "-o", code.path, "--xctest", tests.path])
            #expect(emitted.status == 0, "\(emitted.stderr)")
            return try String(contentsOf: tests, encoding: .utf8)
        }
        /// The rows of `static let NAME: [String] = ["1 2 …", …]`, one a line.
        func rows(_ text: String, _ name: String) -> [[Double]] {
            guard let start = text.range(of: "static let \(name): [String] = [\n") else { return [] }
            var out: [[Double]] = []
            for line in text[start.upperBound...].split(separator: "\n") {
                let row = line.trimmingCharacters(in: .whitespaces)
                guard row.hasPrefix("\"") else { break }
                let numbers = row.dropFirst().prefix { $0 != "\"" }.split(separator: " ")
                let values = numbers.compactMap { Double($0) }
                #expect(values.count == numbers.count, "every number reads back: \(row.prefix(80))")
                out.append(values)
            }
            return out
        }
        // Per view: present, frame, alpha, 16 matrix entries, corner radius, shadow opacity, radius and
        // offset, border width, mask frame and corner radius.
        let stride = 33
        // card-flip turns a view about y with perspective: m34 (entry 12 of 16, after flag, frame, alpha) is not 0.
        let flip = try emit("card-flip")
        #expect(!flip.contains("TransitionDeviceSample("), "samples are data, not struct literals")
        let flipRows = rows(flip, "pushSamples")
        #expect(!flipRows.isEmpty)
        #expect(flipRows.allSatisfy { ($0.count - 1) % stride == 0 })
        #expect(flipRows.contains { row in Swift.stride(from: 1, to: row.count, by: stride).contains { row[$0] != 0 && row[$0 + 6 + 11] != 0 } },
                "a 3-D transform's perspective is compared")
        // circular-reveal masks a root with a growing circle: a row has a mask (flag 2) with a corner radius.
        let reveal = try emit("circular-reveal")
        let revealRows = rows(reveal, "pushSamples")
        #expect(revealRows.contains { row in Swift.stride(from: 1, to: row.count, by: stride).contains { row[$0] == 2 && row[$0 + 32] > 0 } },
                "a mask's shape is compared")
        #expect(reveal.contains("mask"))
        // shadow-push's incoming screen casts a growing shadow (opacity 0 -> 0.35, radius 4 -> 16) and the
        // list's border fades in: the layer's shadow and border are compared.
        let shadow = try emit("shadow-push")
        let shadowRows = rows(shadow, "pushSamples")
        #expect(shadowRows.contains { row in Swift.stride(from: 1, to: row.count, by: stride).contains { row[$0] != 0 && row[$0 + 23] > 0.3 && row[$0 + 24] > 10 } },
                "a shadow's opacity and radius are compared")
        #expect(shadowRows.contains { row in Swift.stride(from: 1, to: row.count, by: stride).contains { row[$0] != 0 && row[$0 + 27] > 0 } },
                "a border's width is compared")
        // The card's presented view has rounded corners (16).
        let cardRows = rows(try emit("card"), "presentSamples")
        #expect(cardRows.contains { row in Swift.stride(from: 1, to: row.count, by: stride).contains { row[$0] != 0 && row[$0 + 22] == 16 } },
                "a corner radius is compared")
        // The interactive dismissal is scrubbed through the generated handler, released to finish and to cancel.
        let card = try emit("card")
        #expect(!rows(card, "dismissFinishSamples").isEmpty)
        #expect(!rows(card, "dismissCancelSamples").isEmpty)
        #expect(card.contains("delegate.dismissInteraction.handle(pan)"))
        #expect(card.contains("func testDismissInteractiveFinish() async throws"))
        #expect(card.contains("func testDismissInteractiveCancel() async throws"))
        let pop = try emit("interactive-pop")
        #expect(pop.contains("delegate.popInteraction.handle(pan)"))
        #expect(!rows(pop, "popCancelSamples").isEmpty)
        // The window is the host's scene's; the skip fires when the host does not give it the preview's size.
        #expect(card.contains("UIWindow(windowScene: scene)"))
        #expect(card.contains("try XCTSkipIf("))
        #expect(card.contains("fileprivate enum TransitionDevicePlayer"))
    }
}
