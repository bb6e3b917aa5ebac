/// libyaml stops at the first syntax error, but a mistake with a fix-it (an unquoted
/// `offset(x: 10, y: 0)`, a tab) is usually made on several lines. After such an error the
/// fix-it is applied to a copy of the text and the copy parsed again, so each instance is
/// reported, at its place in the real file. Only fix-its confined to one line are applied, so
/// every other line keeps its line and column numbers.
enum YAMLRepeatedErrors {
    /// At most this many re-parses after the first error: a file with the trap on every line of
    /// thousands would otherwise cost a parse per line.
    static let maxReparses = 20

    /// Files larger than this get only the first error: each re-parse costs a parse of the file.
    static let maxBytes = 256 << 10

    static func reportFollowing(_ first: Diagnostic, file: SourceFile, diagnostics: DiagnosticSink) {
        guard file.bytes.count <= maxBytes else { return }
        var scalars = Array(file.scalars)
        var patchedLines: Set<Int> = []
        var diagnostic = first
        for _ in 0..<maxReparses {
            // One single-line fix-it, then the first error of the patched text.
            guard diagnostic.code == "yaml-syntax" || diagnostic.code == "yaml-indentation", diagnostic.fixIts.count == 1, let fix = diagnostic.fixIts.first,
                  fix.range.start.line == fix.range.end.line, !patchedLines.contains(fix.range.start.line) else { return }
            let line = fix.range.start.line
            let patchedNow = SourceFile(path: file.path, scalars: scalars)
            // The fix-it's range is in the original file's columns: this line was never patched.
            let a = patchedNow.position(line: line, column: fix.range.start.column).offset
            let b = patchedNow.position(line: line, column: fix.range.end.column).offset
            scalars.replaceSubrange(a..<b, with: Array(fix.replacement.unicodeScalars))
            patchedLines.insert(line)
            let patched = SourceFile(path: file.path, scalars: scalars)
            let reader = YAMLEventReader(bytes: patched.bytes)
            while reader.nextRef() != nil {}
            guard let error = reader.error else { return }
            let sink = DiagnosticSink()
            YAMLSyntaxErrors.report(error, file: patched, diagnostics: sink)
            // Another instance of a mistake the user can fix; anything else may be an artefact of
            // the patch (or is what the user sees once the reported lines are fixed).
            guard let next = sink.diagnostics.first, !next.fixIts.isEmpty,
                  let located = relocate(next, from: patched, to: file, avoiding: patchedLines) else { return }
            diagnostics.add(located)
            diagnostic = located
        }
    }

    /// A diagnostic of the patched text at the same lines and columns of the real file; nil when
    /// it touches a patched line (its columns there differ).
    static func relocate(_ d: Diagnostic, from patched: SourceFile, to file: SourceFile, avoiding lines: Set<Int>) -> Diagnostic? {
        var ok = true
        func map(_ r: SourceRange) -> SourceRange {
            if lines.contains(r.start.line) || lines.contains(r.end.line) { ok = false }
            return SourceRange(start: file.position(line: r.start.line, column: r.start.column),
                               end: file.position(line: r.end.line, column: r.end.column))
        }
        var out = d
        out.range = map(d.range)
        out.notes = d.notes.map { var n = $0; n.range = n.range.map(map); return n }
        out.fixIts = d.fixIts.map { .init(range: map($0.range), replacement: $0.replacement) }
        return ok ? out : nil
    }
}

extension SourceFile {
    /// A file made from scalars (a patched copy of another file).
    convenience init(path: String, scalars: [Unicode.Scalar]) {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        self.init(path: path, text: String(text))
    }
}
