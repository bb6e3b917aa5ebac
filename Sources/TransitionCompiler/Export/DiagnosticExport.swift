/// `transc check --format json|sarif`: the diagnostics of several files as one document for
/// tools (editors, CI annotations, code-scanning). Both formats are described in
/// Docs/MACHINE-READABLE.md. Positions are those of the text output: 1-based lines and columns
/// counted in Unicode scalars, ranges half-open.
public enum DiagnosticExport {
    /// What `check` found for one path: a compile result, or why the file could not be read.
    public struct FileReport: Sendable {
        public var path: String
        public var result: CompileResult?
        public var unreadable: String?

        public init(path: String, result: CompileResult) {
            self.path = path
            self.result = result
        }

        public init(path: String, unreadable reason: String) {
            self.path = path
            self.unreadable = reason
        }

        /// The diagnostics shown: without warnings when `quiet`.
        func shown(quiet: Bool) -> [Diagnostic] {
            guard let result else { return [] }
            return quiet ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics
        }
    }

    /// The code of the one diagnostic that has no source position: the file could not be read.
    public static let unreadableCode = "file-unreadable"

    // MARK: - JSON

    /// `{"format": "transc-diagnostics/1", "diagnostics": [...], "summary": {...}}`.
    public static func json(_ reports: [FileReport], quiet: Bool = false) -> String {
        var diagnostics: [JSONValue] = []
        var errors = 0, warnings = 0, transitions = 0, dropped = 0
        for report in reports {
            if let reason = report.unreadable {
                diagnostics.append(.object([
                    ("file", .string(report.path)), ("range", .null), ("severity", .string("error")),
                    ("code", .string(unreadableCode)), ("message", .string("cannot read the file: \(reason)")),
                    ("notes", .array([])), ("fixIts", .array([])),
                ]))
                continue
            }
            guard let result = report.result else { continue }
            for d in report.shown(quiet: quiet) { diagnostics.append(json(d, path: report.path)) }
            errors += result.diagnostics.filter { $0.severity == .error }.count + result.droppedErrors
            warnings += result.diagnostics.filter { $0.severity == .warning }.count
            transitions += result.transitions.count
            dropped += result.droppedErrors
        }
        let summary: JSONValue = .object([
            ("files", .int(reports.count)), ("unreadableFiles", .int(reports.filter { $0.unreadable != nil }.count)),
            ("transitions", .int(transitions)), ("errors", .int(errors)), ("warnings", .int(warnings)),
            ("errorsNotShown", .int(dropped)),
        ])
        return JSONValue.object([
            ("format", .string("transc-diagnostics/1")), ("diagnostics", .array(diagnostics)), ("summary", summary),
        ]).rendered()
    }

    static func json(_ d: Diagnostic, path: String) -> JSONValue {
        .object([
            ("file", .string(path)),
            ("range", json(d.range)),
            ("severity", .string(d.severity.rawValue)),
            ("code", .string(d.code)),
            ("message", .string(d.message)),
            ("notes", .array(d.notes.map { .object([("message", .string($0.message)), ("range", $0.range.map(json) ?? .null)]) })),
            ("fixIts", .array(d.fixIts.map { .object([("range", json($0.range)), ("replacement", .string($0.replacement))]) })),
        ])
    }

    static func json(_ r: SourceRange) -> JSONValue {
        func position(_ p: SourcePosition) -> JSONValue {
            .object([("line", .int(p.line)), ("column", .int(p.column)), ("offset", .int(p.offset))])
        }
        return .object([("start", position(r.start)), ("end", position(r.end))])
    }

    // MARK: - SARIF 2.1.0

    /// One run of the tool `transc`: a rule per diagnostic code that occurs, a result per
    /// diagnostic, notes with a place as related locations, fix-its as fixes.
    public static func sarif(_ reports: [FileReport], quiet: Bool = false, toolVersion: String) -> String {
        var ruleIndex: [String: Int] = [:]
        var rules: [JSONValue] = []
        func rule(_ code: String) -> Int {
            if let i = ruleIndex[code] { return i }
            ruleIndex[code] = rules.count
            rules.append(.object([
                ("id", .string(code)),
                ("name", .string(ruleName(code))),
                // The catalogue ships with the source, not at a URL: name the section.
                ("help", .object([("text", .string("Docs/DIAGNOSTICS.md, section '\(code)'"))])),
            ]))
            return rules.count - 1
        }
        var results: [JSONValue] = []
        var artifacts: [JSONValue] = []
        for report in reports {
            let uri = fileURI(report.path)
            artifacts.append(.object([("location", .object([("uri", .string(uri))]))]))
            if let reason = report.unreadable {
                let index = rule(unreadableCode)
                results.append(.object([
                    ("ruleId", .string(unreadableCode)), ("ruleIndex", .int(index)), ("level", .string("error")),
                    ("message", .object([("text", .string("cannot read the file: \(reason)"))])),
                    ("locations", .array([.object([("physicalLocation", .object([("artifactLocation", .object([("uri", .string(uri))]))]))])])),
                ]))
                continue
            }
            for d in report.shown(quiet: quiet) {
                results.append(sarifResult(d, uri: uri, ruleIndex: rule(d.code)))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("transc")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules)),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            // transc counts columns in Unicode scalars (code points), as libyaml does.
            ("columnKind", .string("unicodeCodePoints")),
            ("artifacts", .array(artifacts)),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    static func sarifResult(_ d: Diagnostic, uri: String, ruleIndex: Int) -> JSONValue {
        let level: String
        switch d.severity {
        case .error: level = "error"
        case .warning: level = "warning"
        case .note: level = "note"
        }
        let artifact: JSONValue = .object([("uri", .string(uri))])
        var result: [(String, JSONValue)] = [
            ("ruleId", .string(d.code)), ("ruleIndex", .int(ruleIndex)), ("level", .string(level)),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array([.object([("physicalLocation", .object([("artifactLocation", artifact), ("region", region(d.range))]))])])),
        ]
        // Every note is a related location: with a region when it points somewhere, else message only.
        if !d.notes.isEmpty {
            result.append(("relatedLocations", .array(d.notes.enumerated().map { i, note in
                var location: [(String, JSONValue)] = [("id", .int(i))]
                if let r = note.range {
                    location.append(("physicalLocation", .object([("artifactLocation", artifact), ("region", region(r))])))
                }
                location.append(("message", .object([("text", .string(note.message))])))
                return .object(location)
            })))
        }
        if !d.fixIts.isEmpty {
            result.append(("fixes", .array(d.fixIts.map { fix in
                .object([
                    ("description", .object([("text", .string("replace with '\(fix.replacement)'"))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", artifact),
                        ("replacements", .array([.object([
                            ("deletedRegion", region(fix.range)),
                            ("insertedContent", .object([("text", .string(fix.replacement))])),
                        ])])),
                    ])])),
                ])
            })))
        }
        return .object(result)
    }

    /// A SARIF region: start and end line and column (end exclusive, as transc's ranges).
    static func region(_ r: SourceRange) -> JSONValue {
        let end = r.end < r.start ? r.start : r.end
        return .object([
            ("startLine", .int(max(1, r.start.line))), ("startColumn", .int(max(1, r.start.column))),
            ("endLine", .int(max(1, end.line))), ("endColumn", .int(max(1, end.column))),
        ])
    }

    /// `unknown-key` → `UnknownKey`: SARIF's rule name is an identifier-like label.
    static func ruleName(_ code: String) -> String {
        code.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A URI reference for a path: absolute paths as `file://` URIs, relative ones relative
    /// (resolved against the directory `transc` ran in); characters outside RFC 3986's
    /// unreserved set and '/' percent-encoded.
    public static func fileURI(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let c = Unicode.Scalar(byte)
            let unreserved = (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9")
                || c == "-" || c == "." || c == "_" || c == "~" || c == "/"
            if unreserved {
                out.unicodeScalars.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
