import Foundation
import Testing

/// `transc run --layout-direction` and `--appearance` (issue 14), in every format and renderer.
extension CLITests {
    @Test func layoutDirectionAndAppearanceReachEveryFormat() throws {
        let table = try run(["run", "Examples/parallax-push.yaml", "--at", "0", "--layout-direction", "rtl"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("-390,0 390×844"), "the pushed screen starts on the left: \(table.stdout)")
        let json = try run(["run", "Examples/card.yaml", "--at", "0.6", "--format", "json", "--appearance", "dark"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("#000000FF"), "systemBackground is black in the dark")
        for render in ["svg", "html"] {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-locale-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let out = dir.appendingPathComponent("side-menu.\(render)")
            let r = try run(["run", "Examples/side-menu.yaml", "--render", render, "--layout-direction", "rtl", "--appearance", "dark", "-o", out.path])
            #expect(r.status == 0, "\(render): \(r.stderr)")
            let ltr = dir.appendingPathComponent("ltr.\(render)")
            _ = try run(["run", "Examples/side-menu.yaml", "--render", render, "-o", ltr.path])
            #expect(try Data(contentsOf: out) != Data(contentsOf: ltr), "\(render): the mirrored picture differs")
        }
        let bad = try run(["run", "Examples/card.yaml", "--layout-direction", "up"])
        #expect(bad.status == 64)
    }
}
