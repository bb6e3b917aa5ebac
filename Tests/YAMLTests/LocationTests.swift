import Testing
@testable import TransitionCompiler

private let sample = """
name: &n "quoted"
list:
  - plain
  - 'single'
flow: [a, {b: c}]
block: |
  line1
  line2
folded: >
  f1
  f2
last: x

"""

@Suite struct LocationTests {
    @Test func nodeRangesForEveryKindAndStyle() throws {
        let (docs, sink) = compose(sample)
        #expect(!sink.hasErrors)
        #expect(docs.count == 1)
        let r = try #require(docs.first?.root)
        #expect(at(r.range) == "1:1-12:8")
        #expect(r.isFlow == false)
        #expect(at(docs[0].range) == "1:1-12:8")
        let pairs = try #require(r.mapping)
        #expect(pairs.map { at($0.key.range) } == ["1:1-1:5", "2:1-2:5", "5:1-5:5", "6:1-6:6", "9:1-9:7", "12:1-12:5"])

        let name = try #require(value(r, "name"))
        #expect(at(name.range) == "1:7-1:18")   // from the anchor
        #expect(name.anchor == "n")
        #expect(name.scalar?.style == .doubleQuoted)
        #expect(at(try #require(name.scalar).range) == "1:10-1:18")  // the quoted text

        let list = try #require(value(r, "list"))
        #expect(at(list.range) == "3:3-4:13")   // block END mark quirk: ends at the last item
        #expect(list.sequence?.map { at($0.range) } == ["3:5-3:10", "4:5-4:13"])
        #expect(list.sequence?.map { $0.scalar?.style } == [.plain, .singleQuoted])

        let flow = try #require(value(r, "flow"))
        #expect(flow.isFlow)
        #expect(at(flow.range) == "5:7-5:18")
        let inner = try #require(flow.sequence?.last)
        #expect(inner.isFlow)
        #expect(at(inner.range) == "5:11-5:17")

        let block = try #require(value(r, "block")?.scalar)
        #expect(block.style == .literal)
        #expect(block.value == "line1\nline2\n")
        #expect(at(block.range) == "6:8-8:8")

        let folded = try #require(value(r, "folded")?.scalar)
        #expect(folded.style == .folded)
        #expect(folded.value == "f1 f2\n")
        #expect(at(folded.range) == "9:9-11:5")
        #expect(at(try #require(value(r, "last")).range) == "12:7-12:8")
    }

    @Test func emptyValueIsZeroWidthAfterColon() throws {
        let r = try #require(root("a:\nb: 1\n"))
        let a = try #require(value(r, "a"))
        #expect(a.scalar?.value == "")
        #expect(a.range.start == a.range.end)
        #expect(a.range.start.line == 1)
        #expect(at(r.range) == "1:1-2:5")
    }

    @Test func unicodeColumnsAreScalars() throws {
        let r = try #require(root("é: \"😀x\"\n"))
        #expect(at(try #require(value(r, "é")).range) == "1:4-1:8")
        #expect(value(r, "é")?.range.start.offset == 3)
    }

    @Test func crlfLineBreaks() throws {
        let r = try #require(root("a: 1\r\nb: two\r\n"))
        #expect(at(try #require(value(r, "b")).range) == "2:4-2:7")
    }

    @Test func aliasesAreReferenceNodesWithTheirOwnLocation() throws {
        let r = try #require(root("a: &x {k: v}\nb: *x\n"))
        let b = try #require(value(r, "b"))
        guard case .alias(let name, let target) = b.content else {
            Issue.record("not an alias")
            return
        }
        #expect(name == "x")
        #expect(at(b.range) == "2:4-2:6")
        #expect(at(target.range) == "1:4-1:13")
        #expect(b.mapping?.first?.value.scalar?.value == "v")
    }

    @Test func severalDocuments() throws {
        let (docs, sink) = compose("a: 1\n---\n- x\n...\n--- \n")
        #expect(!sink.hasErrors)
        #expect(docs.count == 3)
        #expect(at(docs[0].range) == "1:1-1:5")
        #expect(at(try #require(docs[1].root).range) == "3:1-3:4")
        #expect(docs[1].range.end.line == 4)
        #expect(docs[2].root?.scalar?.value == "")
    }

    @Test func emptyFileAndCommentsOnlyHaveNoDocuments() {
        for text in ["", "# just a comment\n  # another\n", "\n\n"] {
            let (docs, sink) = compose(text)
            #expect(docs.isEmpty)
            #expect(sink.diagnostics.isEmpty)
        }
    }

    @Test func tagsAreKept() throws {
        let r = try #require(root("a: !!str 12\nb: ! 3\nc: !!map {x: 1}\n"))
        #expect(value(r, "a")?.tag == "tag:yaml.org,2002:str")
        #expect(at(try #require(value(r, "a")?.scalar).range) == "1:10-1:12")
        #expect(value(r, "b")?.tag == "!")
        #expect(value(r, "c")?.tag == "tag:yaml.org,2002:map")
    }
}

@Suite struct ValueRangeTests {
    func scalar(_ text: String, _ key: String = "k") throws -> YAMLScalar {
        try #require(value(root(text), key)?.scalar)
    }

    @Test func plainOneLine() throws {
        let s = try scalar("k: a + bb * c\n")
        #expect(at(s.sourceRange(ofValue: 4..<6)) == "1:8-1:10")
        #expect(at(s.sourceRange(ofValue: 0..<1)) == "1:4-1:5")
        #expect(at(s.sourceRange(ofValue: 0..<10)) == "1:4-1:14")
        #expect(at(s.sourceRange(ofValue: 3..<3)) == "1:7-1:7")
    }

    @Test func clampsOutOfRange() throws {
        let s = try scalar("k: abc\n")
        #expect(at(s.sourceRange(ofValue: 2..<99)) == "1:6-1:7")
        #expect(at(s.sourceRange(ofValue: 5..<9)) == "1:7-1:7")
    }

    @Test func singleQuotedWithDoubledQuote() throws {
        let s = try scalar("k: 'it''s ok'\n")
        #expect(s.value == "it's ok")
        #expect(at(s.sourceRange(ofValue: 3..<7)) == "1:9-1:13")
        #expect(at(s.sourceRange(ofValue: 2..<3)) == "1:7-1:9")  // the '' pair
        #expect(at(s.sourceRange(ofValue: 0..<1)) == "1:5-1:6")
    }

    @Test func doubleQuotedEscapes() throws {
        let s = try scalar("k: \"x\\ty\\u00e9z\\\\\"\n")
        #expect(s.value == "x\tyéz\\")
        #expect(at(s.sourceRange(ofValue: 1..<2)) == "1:6-1:8")
        #expect(at(s.sourceRange(ofValue: 3..<4)) == "1:9-1:15")
        #expect(at(s.sourceRange(ofValue: 4..<5)) == "1:15-1:16")
        #expect(at(s.sourceRange(ofValue: 5..<6)) == "1:16-1:18")
    }

    @Test func nonASCIIBeforeTheValue() throws {
        let s = try scalar("k: \"😀 ab\"\n")
        #expect(at(s.sourceRange(ofValue: 2..<4)) == "1:7-1:9")
    }

    @Test func taggedScalar() throws {
        let s = try scalar("k: !!str hello\n")
        #expect(at(s.sourceRange(ofValue: 1..<3)) == "1:11-1:13")
    }

    @Test func multiLinePlainFolds() throws {
        let s = try scalar("k: alpha\n  beta gamma\n")
        #expect(s.value == "alpha beta gamma")
        #expect(at(s.sourceRange(ofValue: 6..<10)) == "2:3-2:7")
        #expect(at(s.sourceRange(ofValue: 11..<16)) == "2:8-2:13")
        #expect(s.sourceRange(ofValue: 5..<6).start.line == 1)  // the folded line break
    }

    @Test func multiLinePlainWithEmptyLine() throws {
        let s = try scalar("k: one\n\n  two three\n")
        #expect(s.value == "one\ntwo three")
        #expect(at(s.sourceRange(ofValue: 8..<13)) == "3:7-3:12")
    }

    @Test func multiLineDoubleQuoted() throws {
        let s = try scalar("k: \"one\n  \n  two \\\n   three\"\n")
        #expect(s.value == "one\ntwo three")
        #expect(at(s.sourceRange(ofValue: 4..<7)) == "3:3-3:6")
        #expect(at(s.sourceRange(ofValue: 8..<13)) == "4:4-4:9")
    }

    @Test func multiLineSingleQuoted() throws {
        let s = try scalar("k: 'a b\n   c''d'\n")
        #expect(s.value == "a b c'd")
        #expect(at(s.sourceRange(ofValue: 4..<7)) == "2:4-2:8")
    }

    @Test func literalBlock() throws {
        let s = try scalar("k: |\n  first\n    indented\n  second x\nz: 1\n")
        #expect(s.value == "first\n  indented\nsecond x\n")
        #expect(at(s.sourceRange(ofValue: 6..<16)) == "3:3-3:13")
        #expect(at(s.sourceRange(ofValue: 24..<25)) == "4:10-4:11")
    }

    @Test func literalBlockWithExplicitIndentAndKeep() throws {
        let s = try scalar("k: |2+\n   x\n  y\n\nz: 1\n")
        #expect(s.value == " x\ny\n\n")
        #expect(at(s.sourceRange(ofValue: 1..<2)) == "2:4-2:5")
        #expect(at(s.sourceRange(ofValue: 3..<4)) == "3:3-3:4")
    }

    @Test func foldedBlock() throws {
        let s = try scalar("k: >\n  aa\n  bb\n\n  cc\n")
        #expect(s.value == "aa bb\ncc\n")
        #expect(at(s.sourceRange(ofValue: 3..<5)) == "3:3-3:5")
        #expect(at(s.sourceRange(ofValue: 6..<8)) == "5:3-5:5")
    }

    @Test func foldedBlockMoreIndented() throws {
        let s = try scalar("k: >-\n  a\n    b\n  c\n")
        #expect(s.value == "a\n  b\nc")
        #expect(at(s.sourceRange(ofValue: 2..<5)) == "3:3-3:6")
        #expect(at(s.sourceRange(ofValue: 6..<7)) == "4:3-4:4")
    }

    @Test func keyScalarsMapToo() throws {
        let r = try #require(root("\"a\\nb\": 1\n"))
        let k = try #require(r.mapping?.first?.key.scalar)
        #expect(at(k.sourceRange(ofValue: 2..<3)) == "1:5-1:6")
    }

    @Test func fallsBackToTheWholeScalarWhenImpossible() throws {
        // A scalar built by hand whose value does not match its source text.
        let file = SourceFile(path: "x", text: "k: abc\n")
        let s = YAMLScalar(value: "zzz", style: .plain,
                           range: SourceRange(start: file.position(atOffset: 3), end: file.position(atOffset: 6)), file: file)
        #expect(at(s.sourceRange(ofValue: 0..<1)) == "1:4-1:7")
    }
}
