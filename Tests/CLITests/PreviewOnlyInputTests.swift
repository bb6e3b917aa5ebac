import Foundation
import Testing

/// What only the preview uses never stops code generation (issue 33 item 3): a spec whose preview
/// image is not where the spec says (not in the app target) emits its Swift, with a warning.
@Suite struct PreviewOnlyInputTests {
    @Test func aMissingPreviewImageDoesNotStopEmitSwift() throws {
        let bin = try #require(CLITests.binary, "the transc binary was not found next to the test runner")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-preview-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // photo-zoom's preview names screens/*.png beside it: absent in this folder.
        let spec = dir.appendingPathComponent("PhotoZoom.transition.yaml")
        try FileManager.default.copyItem(at: CLITests.repoRoot.appendingPathComponent("Examples/photo-zoom.yaml"), to: spec)
        let output = dir.appendingPathComponent("PhotoZoom.swift")
        let p = Process()
        p.executableURL = bin
        p.arguments = ["emit-swift", spec.path, "-o", output.path]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(e)")
        #expect(e.contains("warning: cannot read the image 'screens/"), "\(e)")
        #expect(FileManager.default.fileExists(atPath: output.path))
    }
}
