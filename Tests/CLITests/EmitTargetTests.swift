import Foundation
import Testing

/// What the build plugin runs for a target (issue 33 items 2, 3; issue 31 item 12): the support
/// file's command refuses two specs of one transition name at the second, and the generated
/// text names its spec by file name only (the same bytes in every folder and on every machine).
@Suite struct EmitTargetTests {
    /// The binary, as CLITests runs it.
    func run(_ args: [String]) throws -> CLITests.Run { try CLITests().run(args) }

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func oneTransitionNamePerTarget() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let card = CLITests.repoRoot.appendingPathComponent("Examples/card.yaml")
        let copy = dir.appendingPathComponent("Card2.transition.yaml")
        try FileManager.default.copyItem(at: card, to: copy)
        let r = try run(["emit-swift", "--support", "only", card.path, copy.path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("\(copy.path):"), "\(r.stderr)")
        #expect(r.stderr.contains("error: a transition named 'CardPresentation' is also defined in \(card.path)"), "\(r.stderr)")
        // The specs' own files are emitted one at a time: each is fine alone.
        #expect(try run(["emit-swift", "--support", "external", copy.path]).status == 0)
    }

    @Test func theSameBytesInAnyFolder() throws {
        let a = try folder(), b = try folder()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        let spec = CLITests.repoRoot.appendingPathComponent("Examples/sheet.yaml")
        var outputs: [String] = []
        for dir in [a, b] {
            let copy = dir.appendingPathComponent("Sheet.transition.yaml")
            try FileManager.default.copyItem(at: spec, to: copy)
            for support in ["in-file", "external", "only"] {
                let r = try run(["emit-swift", "--can-import-guard", "--support", support, copy.path])
                #expect(r.status == 0, "\(r.stderr)")
                #expect(!r.stdout.contains(dir.path), "no build-machine path in the file")
                outputs.append(r.stdout)
            }
        }
        #expect(outputs[0] == outputs[3] && outputs[1] == outputs[4] && outputs[2] == outputs[5])
        #expect(outputs[0].contains("from Sheet.transition.yaml."), "\(outputs[0].prefix(300))")
    }
}
