import Foundation
import Testing
@testable import TransitionCompiler

/// `transc schema`: a valid draft 2020-12 schema that accepts every example and documentation
/// snippet, rejects the fixtures' documents that the checker rejects for a reason of shape, and
/// says what Docs/LANGUAGE.md says. Validated by the `jsonschema` package from PyPI.
@Suite struct SchemaTests {
    /// Diagnostic codes that mean a shape the schema can express (a key, a list, a single value,
    /// an empty value, a word of a vocabulary, a key of another context; `reserved-name` and
    /// `not-identifier` as the fixtures use them: a built-in view redeclared, a transition or view
    /// name that is not an identifier). A fixture document with one of these errors must be
    /// rejected by the schema.
    static let structural: Set<String> = [
        "unknown-key", "missing-key", "expected-mapping", "expected-sequence", "unknown-context", "not-in-context",
        "no-branches", "branch-form", "step-form", "unknown-action", "set-form", "unknown-property", "not-animatable",
        "keyframes-and-values", "repeat-form", "completion-steps", "interactive-system", "unknown-operation",
        "empty-track", "empty-value", "expected-scalar", "reserved-name", "not-identifier",
    ]

    struct Case {
        var name: String
        var json: JSONValue
        /// true: must validate; false: must be rejected.
        var valid: Bool
        /// For a fragment of a spec: the schema it is judged by (with the spec schema's $defs).
        var against: JSONValue? = nil
    }

    /// One python3 run over every case; returns the names whose verdict differs, with why.
    static func judge(_ cases: [Case]) throws -> [String]? {
        guard let python = PythonValidator.require(["jsonschema"], for: "JSON Schema validation") else { return nil }
        let dir = try PythonValidator.tempDir("schema")
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = JSONValue.object([
            ("schema", SpecSchema.document()),
            ("cases", .array(cases.map { c in
                .object([("name", .string(c.name)), ("valid", .bool(c.valid)), ("doc", c.json)] + (c.against.map { [("against", $0)] } ?? []))
            })),
        ])
        let path = dir.appendingPathComponent("manifest.json")
        try manifest.rendered().write(to: path, atomically: true, encoding: .utf8)
        let script = """
        import json, sys, jsonschema
        m = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(m['schema'])
        root = jsonschema.Draft202012Validator(m['schema'])
        for c in m['cases']:
            v = root
            if 'against' in c:
                fragment = dict(c['against'], **{'$schema': m['schema']['$schema'], '$defs': m['schema']['$defs']})
                v = jsonschema.Draft202012Validator(fragment)
            errors = sorted(v.iter_errors(c['doc']), key=lambda e: list(e.absolute_path))
            if bool(c['valid']) == bool(errors):
                why = ('/'.join(map(str, errors[0].absolute_path)) + ': ' + errors[0].message[:400]) if errors else 'accepted'
                print('MISMATCH', c['name'], '(expected ' + ('valid' if c['valid'] else 'invalid') + '):', why)
            # Editors whose validator knows draft-07 only must not flag a valid spec either
            # (they ignore the 2019-09 keywords; $defs is reached by JSON pointer).
            if c['valid'] and 'against' not in c:
                for e in jsonschema.Draft7Validator(m['schema']).iter_errors(c['doc']):
                    print('MISMATCH', c['name'], '(expected valid under draft-07):', '/'.join(map(str, e.absolute_path)), e.message[:400])
                    break
        print('judged', len(m['cases']))
        """
        let (status, out, err) = try PythonValidator.run(python, ["-c", script, path.path])
        guard status == 0, out.contains("judged \(cases.count)") else { return ["python failed (\(status)): \(out)\(err)"] }
        return out.split(separator: "\n").filter { $0.hasPrefix("MISMATCH") }.map(String.init)
    }

    /// Every ```yaml block of the README and Docs/: a whole spec (`transition:` first) by the
    /// schema, a list of tracks by the track definition, top-level keys by their definitions.
    /// Blocks that show a diagnostic (`#   ^ error: …` lines) are counter-examples and skipped.
    static func snippetCases() throws -> [Case] {
        var files = [Paths.repoRoot.appendingPathComponent("README.md")]
        files += try FileManager.default.contentsOfDirectory(atPath: Paths.docs.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { Paths.docs.appendingPathComponent($0) }
        let root = SpecSchema.document()
        guard case .object(let rootPairs) = root, case .object(let topProperties)? = rootPairs.first(where: { $0.0 == "properties" })?.1 else { return [] }
        let fragment = JSONValue.object([("type", .string("object")), ("properties", .object(topProperties)), ("additionalProperties", .bool(false))])
        func list(of definition: String) -> JSONValue {
            .object([("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/\(definition)"))]))])
        }
        // A list is judged by what its first entry starts with: a track, a step or a keyframe.
        let lists: [(String, JSONValue)] = [("- view:", list(of: "track")), ("- at:", list(of: "keyframe")), ("- { at:", list(of: "keyframe"))]
            + SpecKeys.stepActions.map { ("- \($0):", list(of: "step")) }
        var cases: [Case] = []
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            var block: String?, index = 0
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    if let b = block {
                        index += 1
                        let name = "\(url.lastPathComponent)#\(index)"
                        // The first line that is not a comment (a modeline may come first).
                        let first = b.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.hasPrefix("#") } ?? ""
                        let showsDiagnostic = b.range(of: #"(?m)^\s*#\s*\^ (error|warning|note):"#, options: .regularExpression) != nil
                        if !showsDiagnostic {
                            var against: JSONValue? = first.hasPrefix("transition:") ? nil : fragment
                            if first.hasPrefix("- ") {
                                guard let judged = lists.first(where: { first.hasPrefix($0.0) }) else {
                                    Issue.record("\(name): a list snippet of an unknown kind ('\(first)'): teach SchemaTests.snippetCases its definition")
                                    block = nil
                                    continue
                                }
                                against = judged.1
                            }
                            for (i, doc) in YAMLAsJSON.documents(b, name: name).enumerated() {
                                cases.append(Case(name: "\(name)/\(i + 1)", json: doc.json, valid: true, against: against))
                            }
                        }
                        block = nil
                    } else if line.hasPrefix("```yaml") {
                        block = ""
                    }
                } else if block != nil {
                    block! += line + "\n"
                }
            }
        }
        return cases
    }

    @Test func examplesAndDocSnippetsValidate() throws {
        var cases: [Case] = []
        for url in Paths.yamlFiles(in: Paths.examples) {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (i, doc) in YAMLAsJSON.documents(text, name: url.lastPathComponent).enumerated() {
                cases.append(Case(name: "\(url.lastPathComponent)#\(i + 1)", json: doc.json, valid: true))
            }
        }
        let snippets = try Self.snippetCases()
        #expect(snippets.count >= 8, "the README's and Docs/LANGUAGE.md's yaml blocks")
        cases += snippets
        guard let mismatches = try Self.judge(cases) else { return }
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.joined(separator: "\n")))
    }

    /// Specs the checker accepts in forms the examples do not use: YAML numbers and booleans
    /// where the checker reads text, merged anchors, strings with units, spaced placements.
    static let acceptedEdgeCases = [
        """
        transition: Edgy
        context: tab
        appliesTo: SettingsViewController
        x-quick: &quick { duration: 350ms, delay: 50ms }
        forward:
          setup:
            - insert: "to  above  from"
            - set: { to.alpha: 0, to.hidden: false, to.zIndex: 2, to.contentMode: scaleAspectFit }
          animate:
            - view: to
              <<: *quick
              alpha: { from: 0, to: 1 }
              repeat: { count: 2.0, wait: 0, autoreverses: "true" }
        backward: system
        preview:
          device: { width: 320, height: 480 }
          source: { label: 42 }
          destination: { label: true, color: "#FF9500" }
        """,
    ]

    /// Every key of the schema, as an editor offers it: (where, its schema).
    static func keys(of node: JSONValue, at path: String = "", inConditions: Bool = false) -> [(String, JSONValue)] {
        switch node {
        case .array(let items):
            return items.enumerated().flatMap { keys(of: $1, at: path + "/\($0)", inConditions: inConditions) }
        case .object(let pairs):
            return pairs.flatMap { key, value -> [(String, JSONValue)] in
                let conditions = inConditions || ["allOf", "if", "not", "dependentSchemas"].contains(key)
                if key == "properties", !inConditions, case .object(let properties) = value {
                    return properties.flatMap { [(path + "/" + $0.0, $0.1)] + keys(of: $0.1, at: path + "/" + $0.0, inConditions: false) }
                }
                return keys(of: value, at: path + "/" + key, inConditions: conditions)
            }
        default:
            return []
        }
    }

    /// Completion in an editor has something to say and to offer at every key (issue 33 item 7):
    /// a description, at least one example, and each example valid against the key's own schema;
    /// a key with an enum names its values in the description or lists them as examples.
    @Test func everyKeyHasADescriptionAndValidExamples() throws {
        let keys = Self.keys(of: SpecSchema.document())
        #expect(keys.count > 90, "\(keys.count) keys found")
        var cases: [Case] = []
        for (path, schema) in keys {
            guard case .object(let pairs) = schema else { continue }
            let description = pairs.first { $0.0 == "description" }.flatMap { if case .string(let s) = $0.1 { s } else { nil } } ?? ""
            #expect(!description.isEmpty, "\(path): no description")
            guard let examples = pairs.first(where: { $0.0 == "examples" }), case .array(let values) = examples.1, !values.isEmpty else {
                Issue.record("\(path): no examples")
                continue
            }
            if let e = pairs.first(where: { $0.0 == "enum" }), case .array(let words) = e.1 {
                for case .string(let w) in words {
                    #expect(description.contains(w) || values.contains(.string(w)), "\(path): the enum value '\(w)' is neither described nor an example")
                }
            }
            for (i, value) in values.enumerated() {
                cases.append(Case(name: "\(path)#\(i)", json: value, valid: true, against: schema))
            }
        }
        guard let mismatches = try Self.judge(cases) else { return }
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.joined(separator: "\n")))
    }

    @Test func edgeCasesTheCheckerAcceptsValidate() throws {
        var cases: [Case] = []
        for (i, text) in Self.acceptedEdgeCases.enumerated() {
            let result = Compiler.compile(SourceFile(path: "edge\(i).yaml", text: text))
            #expect(result.diagnostics.isEmpty, "edge case \(i) must check clean: \(result.diagnostics.map(\.message))")
            for doc in YAMLAsJSON.documents(text, name: "edge\(i).yaml") {
                cases.append(Case(name: "edge\(i)", json: doc.json, valid: true))
            }
        }
        guard let mismatches = try Self.judge(cases) else { return }
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.joined(separator: "\n")))
    }

    /// Each fixture document: rejected when the checker reports a shape error in it, accepted
    /// when the checker reports no error in it.
    @Test func fixturesAreJudgedAsTheCheckerJudgesThem() throws {
        var cases: [Case] = []
        var rejected = 0
        var judgedCodes: Set<String> = []
        for url in Paths.yamlFiles(in: Paths.fixtures) {
            let data = try #require(FileManager.default.contents(atPath: url.path))
            let text = String(decoding: data, as: UTF8.self)
            let result = Compiler.compile(SourceFile(path: url.lastPathComponent, bytes: Array(data)))
            // YAML-level errors (syntax, duplicate keys, budgets) are the parser's, not the schema's.
            if result.diagnostics.contains(where: { $0.code.hasPrefix("yaml-") && $0.severity == .error }) { continue }
            for (i, doc) in YAMLAsJSON.documents(text, name: url.lastPathComponent).enumerated() {
                let errors = result.diagnostics.filter {
                    $0.severity == .error && $0.range.start.offset >= doc.range.start.offset && $0.range.start.offset <= doc.range.end.offset
                }
                let name = "\(url.lastPathComponent)#\(i + 1) [\(Set(errors.map(\.code)).sorted().joined(separator: ","))]"
                if errors.isEmpty {
                    cases.append(Case(name: name, json: doc.json, valid: true))
                } else if errors.contains(where: { Self.structural.contains($0.code) }) {
                    cases.append(Case(name: name, json: doc.json, valid: false))
                    rejected += 1
                    judgedCodes.formUnion(errors.map(\.code))
                }
            }
        }
        #expect(rejected >= 15, "a sample of fixtures the schema can judge")
        // Every shape error of the list is in the sample: the list names no code the fixtures lack.
        #expect(Self.structural.subtracting(judgedCodes).isEmpty, "no fixture document judged for \(Self.structural.subtracting(judgedCodes).sorted())")
        guard let mismatches = try Self.judge(cases) else { return }
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.joined(separator: "\n")))
    }
}

/// The schema's descriptions are Docs/LANGUAGE.md's words: each table row of the reference
/// whose key the schema describes must read the same (links reduced to their text).
@Suite struct SchemaDescriptionTests {
    /// The rows of the first table after `heading`: first cell and last cell.
    static func rows(under heading: String) throws -> [(String, String)] {
        let doc = try String(contentsOf: Paths.docs.appendingPathComponent("LANGUAGE.md"), encoding: .utf8)
        let lines = doc.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        var rows: [(String, String)] = []
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("|") {
                inTable = true
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 3, !cells[1].hasPrefix("---") else { continue }
                rows.append((cells[1], cells[cells.count - 2]))
            } else if inTable {
                break
            }
        }
        return Array(rows.dropFirst())  // the header row
    }

    static func plain(_ cell: String) -> String {
        cell.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
    }

    /// `duration`, `delay`, `curve` → the keys a row describes.
    static func keys(_ cell: String) -> [String] {
        cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    @Test func topLevelKeys() throws {
        let rows = try Self.rows(under: "## Top-level keys")
        #expect(rows.count >= 12)
        for (keyCell, value) in rows {
            let key = keyCell == "one key per operation" ? "operation" : keyCell == "`x-…`" ? "x-" : Self.keys(keyCell).first ?? keyCell
            #expect(SchemaText.top[key] == Self.plain(value), "\(key)")
        }
    }

    @Test func branchAndRepeatKeys() throws {
        let branch = try Self.rows(under: "## Branches")
        #expect(branch.count == 6)
        for (keyCell, value) in branch {
            for key in Self.keys(keyCell) { #expect(SchemaText.branch[key] == Self.plain(value), "\(key)") }
        }
        let repeats = try Self.rows(under: "### Repeat")
        #expect(repeats.count == 3)
        for (keyCell, value) in repeats {
            for key in Self.keys(keyCell) { #expect(SchemaText.repeatKeys[key] == Self.plain(value), "\(key)") }
        }
        // Steps: `- remove: V`, `- set: { … }`, and add's half of `- insert: V` / `- add: V`.
        for (cell, value) in try Self.rows(under: "### Steps") {
            guard let action = Self.keys(cell).last?.dropFirst(2).split(separator: ":").first.map(String.init),
                  ["add", "remove", "set"].contains(action) else { continue }
            #expect(SchemaText.steps[action] == Self.plain(value), "\(action)")
        }
    }

    /// The vocabularies are the compiler's: contexts, curve names, keyframe calculations and
    /// properties appear in the schema exactly as the IR's enums list them.
    @Test func enumsComeFromTheCompilersTables() {
        let text = SpecSchema.rendered()
        #expect(text.contains(#""enum": ["navigation", "modal", "tab"]"#))
        #expect(text.contains(#""enum": ["\#(NamedCurve.allCases.map(\.rawValue).joined(separator: #"", ""#))"]"#))
        #expect(text.contains(#""enum": ["\#(KeyframeCalculation.allCases.map(\.rawValue).joined(separator: #"", ""#))"]"#))
        #expect(text.contains(Property.allCases.map(\.rawValue).joined(separator: "|")))
        for key in SpecKeys.top + SpecKeys.branch + SpecKeys.track + SpecKeys.interaction { #expect(text.contains("\"\(key)\": {"), "\(key)") }
    }
}
