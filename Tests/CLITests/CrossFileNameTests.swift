import Foundation
import Testing

/// Two specs with one `transition:` name generate clashing Swift when they are in one app target;
/// `check` given both says so at the second file (issue 31 item 12).
@Suite struct CrossFileNameTests {
    /// The binary, as CLITests runs it.
    func run(_ args: [String]) throws -> CLITests.Run { try CLITests().run(args) }

    @Test func theSecondFileIsTold() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try String(contentsOf: CLITests.repoRoot.appendingPathComponent("Examples/photo-zoom.yaml"), encoding: .utf8)
        let a = dir.appendingPathComponent("A.transition.yaml"), b = dir.appendingPathComponent("B.transition.yaml")
        try spec.write(to: a, atomically: true, encoding: .utf8)
        try spec.write(to: b, atomically: true, encoding: .utf8)
        let other = CLITests.repoRoot.appendingPathComponent("Examples/card.yaml").path
        let r = try run(["check", a.path, other, b.path])
        #expect(r.status == 0, "a warning: \(r.stderr)")
        let line = spec.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("transition:") }! + 1
        #expect(r.stderr.contains("\(b.path):\(line):13: warning: a transition named 'PhotoZoom' is also defined in \(a.path)"), "\(r.stderr)")
        #expect(!r.stderr.contains("\(a.path):\(line):13: warning"), "the first file is not blamed")
        #expect(r.stderr.contains("note: in one app target their generated types clash"), "\(r.stderr)")
        let json = try run(["check", "--format", "json", a.path, b.path])
        #expect(json.stdout.contains("\"duplicate-transition\""), "\(json.stdout)")
        // Alone, each file is clean.
        #expect(!(try run(["check", b.path]).stderr.contains("also defined")))
    }
}
