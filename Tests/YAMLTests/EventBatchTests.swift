import Foundation
import Testing
@testable import TransitionCompiler

/// libyaml's events are decoded a batch at a time into plain records and read in place
/// (`YAMLEventBatch`, `YAMLEventRef`, issue 17): whatever the batch size, the composer makes the
/// same trees and the same diagnostics in the same order, libyaml's errors come after the events
/// before them, and a composer that stops early stops reading.
@Suite struct EventBatchTests {
    /// Composes `bytes` with the default batch and with each other batch size; expects the same
    /// documents and diagnostics every time. Returns the default batch's sink.
    @discardableResult
    static func expectSameInBatches(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits(),
                                    batchCapacities: [Int] = [1, 3, 1024],
                                    sourceLocation: SourceLocation = #_sourceLocation) -> DiagnosticSink {
        let file = SourceFile(path: "t.yaml", bytes: bytes)
        let oneSink = DiagnosticSink()
        let one = YAMLComposer.compose(file, limits: limits, options: .init(), diagnostics: oneSink)
        for capacity in batchCapacities {
            var options = YAMLComposer.Options()
            options.batchCapacity = capacity
            let sink = DiagnosticSink()
            let other = YAMLComposer.compose(file, limits: limits, options: options, diagnostics: sink)
            #expect(dump(other) == dump(one), "batches of \(capacity)", sourceLocation: sourceLocation)
            #expect(sink.diagnostics == oneSink.diagnostics, "batches of \(capacity)", sourceLocation: sourceLocation)
        }
        return oneSink
    }

    static func dump(_ docs: [YAMLDocument]) -> String {
        var out = ""
        for d in docs {
            out += "doc \(d.range)\n"
            if let root = d.root { dump(root, into: &out) }
        }
        return out
    }

    static func dump(_ n: YAMLNode, into out: inout String, depth: Int = 0) {
        out += String(repeating: " ", count: depth) + "\(n.range) \(n.tag ?? "-") \(n.anchor ?? "-") \(n.isFlow) "
        switch n.content {
        case .scalar(let s): out += "scalar \(s.style) \(s.value.debugDescription) \(s.range)\n"
        case .alias(let name, let target): out += "alias \(name) -> \(target.range)\n"
        case .sequence(let items):
            out += "seq\n"
            for c in items { dump(c, into: &out, depth: depth + 1) }
        case .mapping(let pairs):
            out += "map\n"
            for p in pairs {
                dump(p.key, into: &out, depth: depth + 1)
                dump(p.value, into: &out, depth: depth + 1)
            }
        }
    }

    /// A spec-like file of `views` entries, with anchors, tags, quoted and block scalars in it
    /// so that some values are copied into the batches.
    static func bigText(views: Int) -> String {
        var lines = ["transition: Big", "base: &b { alpha: 1, tag: !!str x }", "views:"]
        for i in 0..<views { lines.append("  v\(i): overlay(#FF\(i % 10)000)") }
        lines.append("animate:")
        for i in 0..<views {
            lines.append("  - view: v\(i)")
            lines.append("    frame: \"rect(\(i % 300), 0, 40, 40)\"")
            lines.append("    <<: *b")
            if i % 97 == 0 { lines += ["    note: |", "      line \(i)", "      more"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aBigFileComposesTheSameInAnyBatchSize() {
        let text = Self.bigText(views: 3000)
        let sink = Self.expectSameInBatches(Array(text.utf8), batchCapacities: [7, 1024])
        #expect(!sink.hasErrors)
    }

    /// Copied values (quoted, block, not ASCII) longer than a batch's first buffer, and many of
    /// them in one batch: the buffer grows and keeps what it held.
    @Test func longCopiedValuesSurviveTheBufferGrowing() throws {
        var lines: [String] = []
        var expected: [String] = []
        for i in 0..<200 {
            let value = String(repeating: "\u{E9}x\(i)", count: 1 + (i * 37) % 300)
            lines.append("k\(i): \"\(value)\"")
            expected.append(value)
        }
        lines.append("long: |")
        lines += (0..<400).map { "  line \($0) of a literal block" }
        let text = lines.joined(separator: "\n") + "\n"
        let sink = Self.expectSameInBatches(Array(text.utf8), batchCapacities: [1, 2, 64, 4096])
        #expect(!sink.hasErrors)
        for capacity in [1, 64, 4096] {
            var options = YAMLComposer.Options()
            options.batchCapacity = capacity
            let docs = YAMLComposer.compose(SourceFile(path: "t.yaml", text: text), limits: YAMLLimits(), options: options,
                                            diagnostics: DiagnosticSink())
            let pairs = try #require(docs.first?.root?.mapping)
            #expect(pairs.prefix(200).map { $0.value.scalar?.value } == expected, "batches of \(capacity)")
            #expect(pairs[200].value.scalar?.value == (0..<400).map { "line \($0) of a literal block\n" }.joined())
        }
    }

    @Test func tinyAndEmptyInputs() {
        for text in ["", "a", "\n", "  \n", "---", "...", "- a", "a: b", "# only a comment\n", "--- a\n--- b\n"] {
            Self.expectSameInBatches(Array(text.utf8))
        }
        Self.expectSameInBatches([])
    }

    /// libyaml's error comes after every event before it, located the same whichever batch it
    /// falls in (and whether it ends a batch or not).
    @Test func anErrorAfterManyEventsIsReportedTheSame() {
        let good = (0..<500).map { "k\($0): v\($0)" }.joined(separator: "\n")
        for bad in ["\nx: [a, b\n", "\nk: v\n  bad: indent\n", "\nq: \"unterminated\n", "\nt: @reserved\n", "\n%YAML 1.1\n"] {
            let sink = Self.expectSameInBatches(Array((good + bad).utf8), batchCapacities: [1, 2, 5, 1000, 1001, 1002, 4096])
            #expect(sink.hasErrors, "\(bad.debugDescription) is an error")
        }
    }

    /// A reader error (bytes that are not UTF-8) and a file that is not ASCII (no verbatim scalars).
    @Test func readerErrorsAndNonASCII() {
        var bytes = Array((0..<300).map { "k\($0): v\($0)\n" }.joined().utf8)
        bytes += [0x61, 0x3A, 0x20, 0xC3, 0x28, 0x0A]
        let sink = Self.expectSameInBatches(bytes)
        #expect(sink.diagnostics.contains { $0.code == "yaml-invalid-utf8" })
        Self.expectSameInBatches(Array((0..<300).map { "k\($0): \u{E9}t\u{E9} \($0)\n" }.joined().utf8))
    }

    /// The composer stops early (a budget) in the middle of a batch.
    @Test func composerStoppingEarly() {
        let text = Self.bigText(views: 2000)
        var tooDeep = YAMLLimits()
        tooDeep.maxDepth = 2
        var fewDocuments = YAMLLimits()
        fewDocuments.maxDocuments = 1
        let documents = Array(String(repeating: "--- a\n", count: 5000).utf8)
        let sink = Self.expectSameInBatches(Array(text.utf8), limits: tooDeep, batchCapacities: [1, 16])
        #expect(sink.diagnostics.map(\.code) == ["yaml-too-deep"])
        let docs = Self.expectSameInBatches(documents, limits: fewDocuments, batchCapacities: [4])
        #expect(docs.diagnostics.map(\.code) == ["yaml-too-many-documents"])
    }

    /// Every case of the yaml-test-suite, in batches of 1 and 3 events.
    @Test func theYAMLTestSuiteComposesTheSameInAnyBatchSize() {
        guard let cases = YAMLTestSuiteTests.loadCases() else { return }
        for c in cases {
            let file = SourceFile(path: "t.yaml", bytes: c.yaml)
            var options = YAMLComposer.Options()
            options.allowUnknownTags = true
            let oneSink = DiagnosticSink()
            let one = YAMLComposer.compose(file, limits: YAMLLimits(), options: options, diagnostics: oneSink)
            for capacity in [1, 3] {
                options.batchCapacity = capacity
                let sink = DiagnosticSink()
                let other = YAMLComposer.compose(file, limits: YAMLLimits(), options: options, diagnostics: sink)
                #expect(Self.dump(other) == Self.dump(one), "\(c.id), batches of \(capacity)")
                #expect(sink.diagnostics == oneSink.diagnostics, "\(c.id), batches of \(capacity)")
            }
        }
    }
}
