/// Finds the line whose indentation is the mistake behind a libyaml error, and the column it
/// should start at. libyaml reports where its grammar failed: often the ':' of a key indented one
/// space too far (read as the continuation of the value above), or a later line. YAML nests by
/// indentation, so a line is right only at a column where a block above it is still open: the
/// keys of a mapping all start in one column, the items of a list in one column, and a line may go
/// deeper only after a key or item whose value it is.
///
/// The scan is a model of block structure only, line by line up to the error's line; it runs
/// after libyaml has failed, and says nothing when the lines fit (the error is then about
/// something else). Lines it cannot model (inside a block scalar, a flow collection spread over
/// lines, a tab in the indentation) are passed over or end the scan.
struct IndentationAdvice {
    /// A column where a block is open: a mapping's keys or a list's items start there.
    struct Level {
        var column: Int
        var isList: Bool
        /// The first line of that block and its key (for a list, "- "), to name it in the note.
        var line: Int
        var name: String
    }

    /// The wrong line, where its content starts, and what it is (a key's name, or nil for an item).
    var line: Int
    var column: Int
    var key: String?
    /// The column it should start at: one (with a fix), or two equally near (without).
    var expected: [Level]

    /// The first line up to `lastLine` that starts at no open column, or nil.
    static func find(in file: SourceFile, through lastLine: Int) -> IndentationAdvice? {
        var levels: [Level] = []
        var opensDeeper = true                 // the document's first line may start anywhere
        var continuesValue: Int?               // a plain value's key column: deeper lines continue it
        var blockScalarAbove: Int?             // a `|` or `>` value's key column: deeper lines are its text
        var flowDepth = 0
        for number in 1...max(1, min(lastLine, file.lineStarts.count)) {
            let text = Array(file.lineText(number).unicodeScalars)
            var indent = 0
            while indent < text.count, text[indent] == " " { indent += 1 }
            if indent < text.count, text[indent] == "\t" { return nil }
            let content = text[indent...]
            guard let first = content.first, first != "#" else { continue }   // blank or comment
            let column = indent + 1
            if let keyColumn = blockScalarAbove {
                if column > keyColumn { continue }
                blockScalarAbove = nil
            }
            if flowDepth > 0 {
                flowDepth = max(0, flowDepth + bracketBalance(content))
                continue
            }
            if Self.isDocumentMarker(content) {
                levels = []; opensDeeper = true; continuesValue = nil
                continue
            }
            let line = Line(content)
            if line.kind == .scalar, let keyColumn = continuesValue, column > keyColumn { continue }
            continuesValue = nil

            let top = levels.last
            if opensDeeper, top == nil || column > top!.column
                || (line.kind == .item && !top!.isList && column == top!.column) {
                // A value's block: it opens here (a list may stand at its key's column).
                levels.append(Level(column: column, isList: line.kind == .item, line: number, name: line.name))
            } else if let i = levels.lastIndex(where: { $0.column == column && $0.isList == (line.kind == .item) }) {
                // Back to an open block of its kind: the deeper ones end here. The block is named
                // by its latest line, the one the user sees nearest.
                levels.removeSubrange((i + 1)...)
                levels[i].line = number
                levels[i].name = line.name
            } else {
                return advice(for: line, at: number, column: column, levels: levels)
            }
            // What the line opens for the lines below it.
            var value = line.value
            if line.kind == .item, let inline = line.inlineKey {
                levels.append(Level(column: column + inline.offset, isList: false, line: number, name: inline.name))
                value = inline.value
            }
            opensDeeper = value.isEmpty
            if let v = value.first, v == "|" || v == ">" {
                blockScalarAbove = levels.last?.column ?? column
            } else if let v = value.first, v == "[" || v == "{" {
                flowDepth = max(0, bracketBalance(value[...]))
            } else if !value.isEmpty {
                continuesValue = levels.last?.column ?? column
            }
        }
        return nil
    }

    /// The advice for a line that fits no open column: the nearest open column of its kind
    /// (keys among keys, items among items).
    private static func advice(for line: Line, at number: Int, column: Int, levels: [Level]) -> IndentationAdvice? {
        let fitting = levels.filter { $0.isList == (line.kind == .item) }
        guard let nearest = fitting.map({ abs($0.column - column) }).min() else { return nil }
        var closest = fitting.filter { abs($0.column - column) == nearest }
        // A key in the column of a list's items: a dash forgotten, or a key of the block around.
        if line.kind == .key, let list = levels.last(where: { $0.isList && $0.column == column }) {
            closest.insert(list, at: 0)
        }
        return IndentationAdvice(line: number, column: column, key: line.kind == .item ? nil : line.name, expected: closest)
    }

    private static func isDocumentMarker(_ content: ArraySlice<Unicode.Scalar>) -> Bool {
        let three = String(String.UnicodeScalarView(content.prefix(3)))
        return (three == "---" || three == "...") && (content.count == 3 || content.dropFirst(3).first == " ")
    }

    /// Opening minus closing brackets, outside quotes and comments.
    private static func bracketBalance(_ s: ArraySlice<Unicode.Scalar>) -> Int {
        var depth = 0
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        for c in s {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "#", previous == " " {
                break
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" || c == "{" {
                depth += 1
            } else if c == "]" || c == "}" {
                depth -= 1
            }
            previous = c
        }
        return depth
    }

    /// One line's content as block structure sees it.
    struct Line {
        enum Kind { case key, item, scalar }
        var kind: Kind
        /// The key (`alpha`), or "- " for an item.
        var name: String
        /// What follows the key's ':' or the item's '- ', comments dropped.
        var value: ArraySlice<Unicode.Scalar>
        /// An item that is a mapping (`- view: to`): where its key starts after the dash, its name and value.
        var inlineKey: (offset: Int, name: String, value: ArraySlice<Unicode.Scalar>)?

        init(_ content: ArraySlice<Unicode.Scalar>) {
            if content.first == "-", content.count == 1 || content.dropFirst().first == " " {
                kind = .item
                name = "- "
                var rest = content.dropFirst()
                while rest.first == " " { rest = rest.dropFirst() }
                value = Self.uncommented(rest)
                if let (key, after) = Self.splitKey(rest) {
                    inlineKey = (rest.startIndex - content.startIndex, key, Self.uncommented(after))
                }
                return
            }
            if let (key, after) = Self.splitKey(content) {
                kind = .key
                name = key
                value = Self.uncommented(after)
            } else {
                kind = .scalar
                name = ""
                value = Self.uncommented(content)
            }
        }

        /// `key: rest` or `key:` at the end: the key and what follows the ':' (trimmed); nil for
        /// a plain value, a quoted or flow value, or an item.
        static func splitKey(_ s: ArraySlice<Unicode.Scalar>) -> (String, ArraySlice<Unicode.Scalar>)? {
            guard let first = s.first, !"\"'[{#|>-&*!%@`".unicodeScalars.contains(first) else { return nil }
            var i = s.startIndex
            while i < s.endIndex {
                if s[i] == "#", i > s.startIndex, s[i - 1] == " " { return nil }
                if s[i] == ":", i + 1 == s.endIndex || s[i + 1] == " " {
                    var rest = s[(i + 1)...]
                    while rest.first == " " { rest = rest.dropFirst() }
                    return (String(String.UnicodeScalarView(s[s.startIndex..<i])), rest)
                }
                i += 1
            }
            return nil
        }

        /// The value without a trailing comment and spaces.
        static func uncommented(_ s: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
            var end = s.endIndex
            var previous: Unicode.Scalar = " "
            for i in s.indices {
                if s[i] == "#", previous == " " { end = i; break }
                previous = s[i]
            }
            var out = s[s.startIndex..<end]
            while out.last == " " { out = out.dropLast() }
            return out
        }
    }
}

extension IndentationAdvice {
    /// The diagnostic: at the line's content, with a fix that re-indents it when one column is nearest.
    func diagnostic(in file: SourceFile) -> Diagnostic {
        let start = file.position(line: line, column: column)
        let width = key.map { $0.unicodeScalars.count } ?? 1
        let range = SourceRange(start: start, end: file.position(line: line, column: column + width))
        let what = key.map { "'\(Names.printable($0))'" } ?? "this '- ' item"
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        let message: String
        if expected.count == 1, let level = expected.first {
            let among = key == nil ? "the items of its list start" : "the keys it sits among start"
            message = "\(what) starts at column \(column); \(among) at column \(level.column)"
            let anchor = file.position(line: level.line, column: level.column)
            let example = key == nil ? "the items of one list start in one column, as the item at line \(level.line) does"
                : "the keys of one mapping start in one column, as '\(Names.printable(level.name))' does at line \(level.line)"
            notes.append(.init("YAML nests by indentation: " + example,
                               at: SourceRange(start: anchor, end: file.position(line: level.line, column: level.column + max(1, level.name.unicodeScalars.count)))))
            let lineStart = file.position(line: line, column: 1)
            fixIts.append(.init(range: SourceRange(start: lineStart, end: start), replacement: String(repeating: " ", count: level.column - 1)))
        } else {
            let listColumn = key != nil && expected.first?.isList == true
            message = listColumn ? "\(what) starts at column \(column), where the items of a list start"
                : "\(what) starts at column \(column), between two open blocks"
            let choices = expected.map { level in
                level.isList && key != nil
                    ? "write it as an item of that list ('- \(Names.printable(key ?? "")): …')"
                    : "at column \(level.column) it belongs with '\(Names.printable(level.name))' (line \(level.line))"
            }
            notes.append(.init("YAML nests by indentation: " + choices.joined(separator: ", or ")))
        }
        return Diagnostic(.error, "yaml-indentation", message, at: range, notes: notes, fixIts: fixIts)
    }
}
