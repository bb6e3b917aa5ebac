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

/// One view controller may adopt the protocols of several transitions, and Swift matches a property
/// requirement by its exact type: a view name two specs require with different types (a provided view
/// is `UIView`, the source of an `imageSnapshot` `UIImageView`, a list `[UIView]`) cannot be provided
/// by one view controller for both. `check` given both says so at the second, with the types and the
/// fix (issue 33 item 5).
@Suite struct CrossFileRequirementTests {
    @Test func aNameRequiredWithTwoTypesIsTold() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-requirements-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // image-zoom requires `source.thumbnailImageView` as UIImageView (an image snapshot copies it);
        // a second spec requires the same name as a plain UIView.
        let plain = """
        transition: Fade
        context: navigation
        views:
          photo: source.thumbnailImageView
        push:
          setup:
            - insert: to above from
          animate:
            - view: photo
              alpha: 1 -> 0
        pop: reverse push
        """
        let a = CLITests.repoRoot.appendingPathComponent("Examples/image-zoom.yaml").path
        let b = dir.appendingPathComponent("Fade.transition.yaml")
        try plain.write(to: b, atomically: true, encoding: .utf8)
        let r = try CLITests().run(["check", a, b.path])
        #expect(r.status == 0, "a warning: \(r.stderr)")
        #expect(r.stderr.contains("\(b.path):4:3: warning: 'thumbnailImageView' is required as UIView here and as UIImageView by ImageZoom (\(a):"), "\(r.stderr)")
        #expect(r.stderr.contains("note: Swift matches a protocol's property by its exact type: a view controller that adopts both protocols cannot provide both"), "\(r.stderr)")
        // The same type in both is no clash.
        let c = dir.appendingPathComponent("Fade2.transition.yaml")
        try plain.replacingOccurrences(of: "Fade", with: "Fade2").write(to: c, atomically: true, encoding: .utf8)
        #expect(!(try CLITests().run(["check", b.path, c.path]).stderr.contains("is required as")))
    }
}
