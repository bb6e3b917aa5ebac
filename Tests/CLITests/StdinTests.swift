import Foundation
import Testing

/// `transc check -` reads the spec from standard input, for editors that lint an unsaved buffer;
/// `--stdin-name` names it in the diagnostics (and places relative preview images).
@Suite struct StdinTests {
    func check(_ args: [String], input: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let bin = try #require(CLITests.binary, "the transc binary was not found next to the test runner")
        let p = Process()
        p.executableURL = bin
        p.arguments = ["check"] + args
        p.currentDirectoryURL = CLITests.repoRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        p.environment = environment
        let inPipe = Pipe(), out = Pipe(), err = Pipe()
        p.standardInput = inPipe
        p.standardOutput = out
        p.standardError = err
        try p.run()
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    static let broken = "transition: Bad\ncontext: navigaton\n"

    @Test func aSpecOnStandardInput() throws {
        let r = try check(["-"], input: Self.broken)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("<stdin>:2:10: error: unknown context 'navigaton'"), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("checked 1 file, 0 transitions: 1 error, 0 warnings\n"), "\(r.stderr)")
        let clean = try check(["-"], input: try String(contentsOf: CLITests.repoRoot.appendingPathComponent("Examples/photo-zoom.yaml"), encoding: .utf8))
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    @Test func namedAsTheEditorsBuffer() throws {
        let r = try check(["--stdin-name", "Sources/App/Zoom.transition.yaml", "-", "--format", "json"], input: Self.broken)
        #expect(r.status == 1)
        #expect(r.stdout.contains("\"Sources/App/Zoom.transition.yaml\""), "\(r.stdout)")
    }

    @Test func standardInputOnlyOnce() throws {
        let r = try check(["-", "-"], input: Self.broken)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("standard input ('-') can be given once"), "\(r.stderr)")
    }
}
