import Foundation
import Testing

/// What tools and builds use, through the binary: `check --format json|sarif` (the document on
/// standard output, the summary on standard error, the text format's exit statuses), `schema`,
/// and `emit-swift --can-import-guard` (the build plugin's form).
extension CLITests {
    @Test func checkFormatJSONWritesOneDocumentAndKeepsExitStatuses() throws {
        let url = try temp("bad.yaml", "transition: Bad\ncontext: navigaton\nduraton: 0.3\n")
        let r = try run(["check", "--format", "json", url.path, "/nonexistent/spec.yaml"])
        #expect(r.status == 66, "an unreadable file wins, as in the text format")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let items = try #require(doc["diagnostics"] as? [[String: Any]])
        #expect(items.map { $0["code"] as? String } == ["unknown-context", "unknown-key", "file-unreadable"])
        let start = (items[0]["range"] as? [String: Any])?["start"] as? [String: Int]
        #expect(start?["line"] == 2 && start?["column"] == 10)
        #expect(items[2]["range"] is NSNull)
        #expect(r.stderr == "checked 2 files, 0 transitions: 2 errors, 0 warnings\n", "no human diagnostics on stderr")

        let bad = try run(["check", "--format", "json", url.path])
        #expect(bad.status == 1)
        let clean = try run(["check", "--format", "sarif", "Examples/photo-zoom.yaml"])
        #expect(clean.status == 0)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        #expect(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
        #expect(try run(["check", "--format", "xml", url.path]).status == 64)
        #expect(try run(["check", "--format", "json", "--dump-ir", url.path]).status == 64)
    }
}

extension CLITests {
    @Test func schemaPrintsTheJSONSchemaOrWritesIt() throws {
        let r = try run(["schema"])
        #expect(r.status == 0, "\(r.stderr)")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema["required"] as? [String]) == ["transition", "context"])
        let out = try temp("x.txt", "").deletingLastPathComponent().appendingPathComponent("transition.schema.json")
        #expect(try run(["schema", "-o", out.path]).status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8) == r.stdout)
        #expect(try run(["schema", "-o", "/nonexistent/dir/s.json"]).status == 73)
    }
}

extension CLITests {
    /// The build plugin's form of emit-swift: the plain output between the two guard lines.
    @Test func emitSwiftCanImportGuardWrapsThePlainOutput() throws {
        let plain = try run(["emit-swift", "Examples/photo-zoom.yaml"])
        let guarded = try run(["emit-swift", "--can-import-guard", "Examples/photo-zoom.yaml"])
        #expect(plain.status == 0 && guarded.status == 0)
        #expect(guarded.stdout == "#if canImport(UIKit)\n" + plain.stdout + "#endif // canImport(UIKit)\n")
        #expect(plain.stdout.hasSuffix("\n"))
    }
}
