import Testing
@testable import TransitionCompiler

@Suite struct DiagnosticTests {
    func only(_ sink: DiagnosticSink) throws -> Diagnostic {
        let errors = sink.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(summary(sink))")
        return try #require(errors.first)
    }

    @Test func duplicateKey() throws {
        let (_, sink) = compose("a: 1\nb: 2\na: 3\n")
        let d = try only(sink)
        #expect(d.code == "yaml-duplicate-key")
        #expect(d.message == "duplicate key 'a'")
        #expect(at(d.range) == "3:1-3:2")
        #expect(d.notes.first?.message == "first defined here")
        #expect(d.notes.first?.range.map(at) == "1:1-1:2")
    }

    @Test func quotedAndPlainKeysAreTheSameKey() throws {
        let (_, sink) = compose("duration: 1\n\"duration\": 2\n")
        let d = try only(sink)
        #expect(d.message == "duplicate key 'duration'")
        #expect(at(d.range) == "2:1-2:11")
    }

    @Test func unknownTags() throws {
        let (_, sink) = compose("a: !foo x\nb: !!binary eA==\nc: !!str ok\nd: ! ok\ne: !!seq [1]\n")
        let errors = sink.diagnostics
        #expect(errors.map(\.code) == ["yaml-unknown-tag", "yaml-unknown-tag"])
        #expect(errors.map(\.message) == ["unknown tag '!foo'", "unknown tag '!!binary'"])
        #expect(errors.map { at($0.range) } == ["1:4-1:8", "2:4-2:12"])
    }

    @Test func undefinedAlias() throws {
        let (docs, sink) = compose("a: *nope\nb: 1\n")
        let d = try only(sink)
        #expect(d.code == "yaml-undefined-alias")
        #expect(d.message == "undefined alias '*nope'")
        #expect(at(d.range) == "1:4-1:9")
        #expect(docs.first?.root?.mapping?.count == 2)  // composing goes on
    }

    @Test func anchorsDoNotCrossDocuments() throws {
        let (_, sink) = compose("a: &x 1\n---\nb: *x\n")
        #expect(summary(sink) == "yaml-undefined-alias 3:4 undefined alias '*x'")
    }

    @Test func recursiveAlias() throws {
        let (_, sink) = compose("a: &x [1, *x]\n")
        let d = try only(sink)
        #expect(d.code == "yaml-recursive-alias")
        #expect(d.message == "recursive alias '*x': it refers to a node that contains it")
        #expect(at(d.range) == "1:11-1:13")
        #expect(d.notes.first?.range.map(at) == "1:4-1:6")
    }

    @Test func redefinedAnchorLatestWins() throws {
        let r = try #require(root("a: &x 1\nb: &x 2\nc: *x\n"))
        #expect(value(r, "c")?.scalar?.value == "2")
    }

    @Test func mergeKeys() throws {
        let r = try #require(root("""
        base: &b {x: 1, y: 2}
        more: &m {y: 5, z: 6}
        d:
          <<: *b
          y: 3
        e:
          <<: [*m, *b]
        f:
          <<: {w: 0}
          q: 1

        """))
        let d = try #require(value(r, "d")?.mapping)
        #expect(d.map { $0.key.scalar?.value } == ["x", "y"])
        #expect(value(value(r, "d"), "y")?.scalar?.value == "3")
        #expect(value(value(r, "d"), "x")?.scalar?.value == "1")
        let e = try #require(value(r, "e")?.mapping)
        #expect(e.map { "\($0.key.scalar?.value ?? "")=\($0.value.scalar?.value ?? "")" } == ["y=5", "z=6", "x=1"])
        #expect(value(r, "f")?.mapping?.map { $0.key.scalar?.value } == ["w", "q"])
    }

    @Test func badMergeValue() throws {
        let (_, sink) = compose("a:\n  <<: 5\n")
        let d = try only(sink)
        #expect(d.code == "yaml-merge")
        #expect(d.message == "the value of '<<' must be a mapping or a sequence of mappings, not a scalar")
        #expect(at(d.range) == "2:7-2:8")
        let (_, sink2) = compose("s: &s [1]\na:\n  <<: [*s]\n")
        #expect(summary(sink2) == "yaml-merge 3:8 '<<' merges mappings, but this item is a sequence")
    }

    @Test func mergesCountInTheAliasBudget() throws {
        var limits = YAMLLimits()
        limits.maxAliasExpansion = 10
        let (_, sink) = compose("b: &b {a: 1, b: 2, c: 3}\nx: {<<: *b}\ny: {<<: *b}\n", limits: limits)
        #expect(summary(sink) == "yaml-alias-budget 3:9 aliases in this document expand to more than 10 nodes")
    }

    @Test func colonInsideAnUnquotedValue() throws {
        let (_, sink) = compose("transition:\n  curve: spring(damping: 0.8)\n")
        let d = try only(sink)
        #expect(d.code == "yaml-syntax")
        #expect(d.message == "a colon followed by a space cannot appear in an unquoted value")
        #expect(at(d.range) == "2:24-2:25")
        #expect(d.notes.contains { $0.message.contains("quote the value (curve: \"spring(damping: 0.8)\")") && $0.message.contains("spring(damping:0.8)") })
        #expect(d.fixIts.count == 1)
        #expect(d.fixIts.first.map { at($0.range) } == "2:10-2:30")
        #expect(d.fixIts.first?.replacement == "\"spring(damping: 0.8)\"")
    }

    @Test func colonTrapFixItEscapesQuotesAndSkipsComments() throws {
        let (_, sink) = compose("label: say \"hi\": now  # greet\n")
        let d = try only(sink)
        #expect(d.fixIts.first?.replacement == "\"say \\\"hi\\\": now\"")
        #expect(d.fixIts.first.map { at($0.range) } == "1:8-1:21")
    }

    @Test func tabIndentation() throws {
        let (_, sink) = compose("a:\n\tb: 1\n")
        let d = try only(sink)
        #expect(d.code == "yaml-syntax")
        #expect(d.message == "tab characters cannot be used for indentation")
        #expect(at(d.range) == "2:1-2:2")
        #expect(d.fixIts.first?.replacement == "  ")
        #expect(d.fixIts.first.map { at($0.range) } == "2:1-2:2")
    }

    @Test func unterminatedQuote() throws {
        let (_, sink) = compose("a: \"abc\nb: 2\n")
        let d = try only(sink)
        #expect(d.message == "unterminated quoted string: the file ends before the closing \"")
        #expect(at(d.range) == "3:1-3:1")
        #expect(d.notes.first?.message == "while scanning a quoted scalar that starts at 1:4")
        #expect(d.notes.first?.range.map(at) == "1:4-1:4")
    }

    @Test func unbalancedBrackets() throws {
        let (_, sink) = compose("a: [1, 2\nb: 2\n")
        let d = try only(sink)
        #expect(d.message == "expected ',' or ']' in this flow sequence")
        #expect(at(d.range) == "2:2-2:3")
        #expect(d.notes.first?.message == "while parsing a flow sequence that starts at 1:4")
        let (_, sink2) = compose("a: [1, 2]]\n")
        #expect(summary(sink2) == "yaml-syntax 1:10 unbalanced ']': there is no matching opening bracket")
        let (_, sink3) = compose("a: {x: 1\n")
        #expect(summary(sink3) == "yaml-syntax 2:1 unterminated flow mapping: expected '}' before the end of the file")
    }

    @Test func commasInsideParenthesesInAFlowMapping() throws {
        // Accepted by YAML, but never what was meant: one error with the quoted fix, and the
        // pieces rejoined so the checker sees the intended keys.
        let (docs, split) = compose("k: { at: 0.4, frame: rect(0, 0, 10, 10) }\n")
        let r = try #require(docs.first?.root)
        #expect(value(r, "k")?.mapping?.map { $0.key.scalar?.value } == ["at", "frame"])
        #expect(value(value(r, "k")!, "frame")?.scalar?.value == "rect(0, 0, 10, 10)")
        let e = try only(split)
        #expect(e.code == "yaml-flow-split" && at(e.range) == "1:22-1:40")
        #expect(e.fixIts.first?.replacement == "\"rect(0, 0, 10, 10)\"")
        // Balanced values and values followed by real entries are left alone.
        let (_, fine) = compose("k: { a: f(1), b: 2 }\nj: { a: g(1, b: 2 }\n")
        #expect(fine.diagnostics.allSatisfy { $0.code != "yaml-flow-split" })
        // Rejected: say why.
        let (_, sink) = compose("a: {b: c(d: 1, e: 2)}\n")
        let d = try only(sink)
        #expect(d.message == "expected ',' or '}' in this flow mapping")
        #expect(at(d.range) == "1:11-1:12")
        #expect(d.notes.contains { $0.message.hasPrefix("commas split flow collections") })
        #expect(d.notes.contains { $0.message == "while parsing a flow mapping that starts at 1:4" })
    }

    @Test func otherSyntaxErrorsAreLocated() throws {
        let (_, s1) = compose("a:\n  - b\n  c: 1\n")
        #expect(summary(s1) == "yaml-indentation 3:3 'c' starts at column 3, where the items of a list start")
        let (_, s2) = compose("a: - b\n")
        #expect(summary(s2) == "yaml-syntax 1:4 a '- ' list item cannot start here")
        let (_, s3) = compose("a: \"x\\qy\"\n")
        #expect(summary(s3) == "yaml-syntax 1:6 unknown escape sequence in a double-quoted string")
        let (_, s4) = compose("a: @x\n")
        #expect(summary(s4) == "yaml-syntax 1:4 '@' is reserved in YAML and cannot start a value")
        let (_, s5) = compose("a: 'x' y\n")
        #expect(summary(s5) == "yaml-syntax 1:8 unexpected text after the value")
    }

    @Test func tooManyDocuments() throws {
        var limits = YAMLLimits()
        limits.maxDocuments = 2
        let (docs, sink) = compose("a\n---\nb\n---\nc\n", limits: limits)
        #expect(summary(sink) == "yaml-too-many-documents 4:1 too many documents in one file: the limit is 2")
        #expect(docs.count == 2)
    }
}
