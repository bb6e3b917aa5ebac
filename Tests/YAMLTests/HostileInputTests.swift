import Testing
@testable import TransitionCompiler

/// Hostile inputs: each must end quickly with a located error (or compose fine), never crash.
/// No timing assertions: these simply have to complete.
@Suite struct HostileInputTests {
    @Test func billionLaughs() throws {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1..<10 {
            let refs = Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ")
            text += "a\(i): &a\(i) [\(refs)]\n"
        }
        let (docs, sink) = compose(text)
        let errors = sink.diagnostics
        #expect(errors.count == 1)
        let d = try #require(errors.first)
        #expect(d.code == "yaml-alias-budget")
        #expect(d.message == "aliases in this document expand to more than 100000 nodes")
        // a3 is 11,111 nodes: aliases before line 5 contribute 12,330, and the 8th '*a3'
        // of line 5 brings the total past 100,000.
        #expect(at(d.range) == "5:45-5:48")
        #expect(docs.isEmpty)
    }

    @Test func aliasBudgetIsConfigurableAndAllowsNormalUse() throws {
        var text = "defaults: &d {duration: 0.3, curve: easeIn}\n"
        for i in 0..<500 { text += "t\(i): {<<: *d, name: n\(i)}\n" }
        let (docs, sink) = compose(text)
        #expect(!sink.hasErrors)
        #expect(docs.first?.root?.mapping?.count == 501)
    }

    @Test func deepFlowNesting() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let (docs, sink) = compose(text)
        #expect(summary(sink) == "yaml-too-deep 1:257 collections are nested too deeply: more than 256 levels")
        #expect(docs.isEmpty)
        // Unbalanced too.
        let (_, sink2) = compose(String(repeating: "{a: ", count: 10_000))
        #expect(summary(sink2) == "yaml-too-deep 1:1025 collections are nested too deeply: more than 256 levels")
    }

    @Test func deepBlockNesting() throws {
        let text = String(repeating: "- ", count: 10_000) + "x\n"
        let (_, sink) = compose(text)
        #expect(summary(sink) == "yaml-too-deep 1:513 collections are nested too deeply: more than 256 levels")
        var nested = ""
        for i in 0..<300 { nested += String(repeating: " ", count: i) + "k:\n" }
        let (_, sink2) = compose(nested)
        #expect(summary(sink2) == "yaml-too-deep 257:257 collections are nested too deeply: more than 256 levels")
    }

    @Test func depthLimitIsConfigurable() throws {
        var limits = YAMLLimits()
        limits.maxDepth = 3
        #expect(summary(compose("[[[1]]]", limits: limits).1) == "")
        #expect(summary(compose("[[[[1]]]]", limits: limits).1) == "yaml-too-deep 1:4 collections are nested too deeply: more than 3 levels")
    }

    @Test func oversizedInput() throws {
        var bytes = Array("a: ".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 40 << 20)
        let (docs, sink) = compose(bytes: bytes)
        #expect(docs.isEmpty)
        let d = try #require(sink.diagnostics.first)
        #expect(sink.diagnostics.count == 1)
        #expect(d.code == "yaml-too-large")
        #expect(d.message == "file is too large: 41943043 bytes, over the limit of 8388608 bytes")
        #expect(at(d.range) == "1:1-1:1")
    }

    @Test func hugeMapping() throws {
        var text = ""
        text.reserveCapacity(200_000 * 16)
        for i in 0..<200_000 { text += "key\(i): \(i)\n" }
        let (docs, sink) = compose(text)
        #expect(!sink.hasErrors)
        let pairs = try #require(docs.first?.root?.mapping)
        #expect(pairs.count == 200_000)
        #expect(at(pairs[199_999].value.range) == "200000:12-200000:18")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomGarbage(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let count = 1 + Int(rng.next() % 20_000)
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes.append(UInt8(truncatingIfNeeded: rng.next())) }
        let file = SourceFile(path: "g", bytes: bytes)
        let sink = DiagnosticSink()
        _ = YAMLComposer.compose(file, diagnostics: sink)
        #expect(sink.hasErrors)
        for d in sink.diagnostics {
            #expect(d.range.start.offset <= file.scalars.count)
            #expect(d.range.start.line >= 1 && d.range.start.column >= 1)
        }
        // Garbage made of YAML punctuation and valid text (gets past the UTF-8 check).
        let alphabet = Array("[]{}:,-?&*!|>'\"#%@` \n\tab1.é\r".unicodeScalars)
        var text = String.UnicodeScalarView()
        for _ in 0..<count { text.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
        let sink2 = DiagnosticSink()
        _ = YAMLComposer.compose(SourceFile(path: "p", text: String(text)), diagnostics: sink2)
        for d in sink2.diagnostics { #expect(d.range.start.line >= 1) }
    }

    @Test func invalidUTF8MidLine() throws {
        var bytes = Array("a: b\nkey: val".utf8)
        bytes.append(0xFF)
        bytes += Array("ue\n".utf8)
        let (_, sink) = compose(bytes: bytes)
        #expect(summary(sink) == "yaml-invalid-utf8 2:9 invalid UTF-8: byte 0xFF cannot start a character")
        // After non-ASCII text on the same line: columns count characters.
        var b2 = Array("x: \"é😀".utf8)
        b2 += [0xC3, 0x28]
        b2 += Array("\"\n".utf8)
        let (_, sink2) = compose(bytes: b2)
        #expect(summary(sink2) == "yaml-invalid-utf8 1:7 invalid UTF-8: byte 0x28 cannot continue a multi-byte character")
        // Truncated at the end.
        let (_, sink3) = compose(bytes: Array("a: é".utf8).dropLast())
        #expect(summary(sink3) == "yaml-invalid-utf8 1:4 invalid UTF-8: the file ends in the middle of a character")
        // UTF-16 is refused up front.
        let (_, sink4) = compose(bytes: [0xFF, 0xFE, 0x61, 0x00])
        #expect(summary(sink4) == "yaml-invalid-utf8 1:1 file is encoded in UTF-16; only UTF-8 is accepted")
    }

    @Test func nulBytes() throws {
        let (_, sink) = compose(bytes: Array("a: b\nc: d".utf8) + [0] + Array("e\n".utf8))
        #expect(summary(sink) == "yaml-syntax 2:5 NUL byte (U+0000) is not allowed in YAML")
        let (_, sink2) = compose(bytes: [0, 0, 0, 0])
        #expect(summary(sink2) == "yaml-syntax 1:1 NUL byte (U+0000) is not allowed in YAML")
    }

    @Test func bomIsNotCounted() throws {
        let (docs, sink) = compose(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b".utf8) + [0xFF])
        #expect(docs.isEmpty)
        #expect(summary(sink) == "yaml-invalid-utf8 1:5 invalid UTF-8: byte 0xFF cannot start a character")
        let r = try #require(compose(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b".utf8)).0.first?.root)
        #expect(at(try #require(value(r, "a")).range) == "1:4-1:5")
    }

    @Test func parseEventsOnlyCounts() {
        #expect(YAMLComposer.parseEventsOnly(SourceFile(path: "x", text: "a: [1, 2]\n")) == 11)
        #expect(YAMLComposer.parseEventsOnly(SourceFile(path: "x", text: "")) == 2)
    }
}

/// A small seeded generator, so garbage is the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
