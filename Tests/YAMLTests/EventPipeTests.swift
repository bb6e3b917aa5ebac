import Foundation
import Testing
@testable import TransitionCompiler

/// libyaml on a thread of its own (`YAMLEventPipe`, issue 17) composes exactly what the
/// one-thread reader composes: the same trees, the same diagnostics in the same order, libyaml's
/// errors after the events before them; and the producer thread always stops when the composer
/// stops early.
@Suite struct EventPipeTests {
    /// Composes `bytes` on one thread, and through the pipe with each batch size; expects the
    /// same documents and diagnostics every time. Returns the one-thread sink.
    @discardableResult
    static func expectSameThreaded(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits(),
                                   batchCapacities: [Int] = [1, 3, 1024],
                                   sourceLocation: SourceLocation = #_sourceLocation) -> DiagnosticSink {
        let file = SourceFile(path: "t.yaml", bytes: bytes)
        let oneSink = DiagnosticSink()
        let one = YAMLComposer.compose(file, limits: limits, options: .init(), diagnostics: oneSink)
        for capacity in batchCapacities {
            var options = YAMLComposer.Options()
            options.readAhead = .always
            options.batchCapacity = capacity
            let sink = DiagnosticSink()
            let threaded = YAMLComposer.compose(file, limits: limits, options: options, diagnostics: sink)
            #expect(dump(threaded) == dump(one), "batches of \(capacity)", sourceLocation: sourceLocation)
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

    @Test func aBigFileComposesTheSameOnTheThreadedPath() {
        let text = Self.bigText(views: 3000)
        #expect(text.utf8.count >= YAMLEventPipe.minimumBytes, "big enough for the automatic threaded path")
        let sink = Self.expectSameThreaded(Array(text.utf8), batchCapacities: [7, 1024])
        #expect(!sink.hasErrors)
    }

    /// `Compiler.compile` takes the threaded path by itself for a big file: same result as one job.
    @Test func compileReadsAheadOnABigFileWithTheSameResult() {
        var text = Self.bigText(views: 3000)
        text += "oops: [unclosed\n"
        let file = SourceFile(path: "t.yaml", text: text)
        let threaded = Compiler.compile(file, documentJobs: 2)
        let one = Compiler.compile(file, documentJobs: 1)
        #expect(threaded.diagnostics == one.diagnostics)
        #expect(threaded.diagnostics.contains { $0.code == "yaml-syntax" })
    }

    @Test func tinyAndEmptyInputs() {
        for text in ["", "a", "\n", "  \n", "---", "...", "- a", "a: b", "# only a comment\n", "--- a\n--- b\n"] {
            Self.expectSameThreaded(Array(text.utf8))
        }
        Self.expectSameThreaded([])
    }

    /// libyaml's error comes after every event before it, located as on one thread, whichever
    /// batch it falls in.
    @Test func anErrorAfterManyEventsIsReportedTheSame() {
        let good = (0..<500).map { "k\($0): v\($0)" }.joined(separator: "\n")
        for bad in ["\nx: [a, b\n", "\nk: v\n  bad: indent\n", "\nq: \"unterminated\n", "\nt: @reserved\n", "\n%YAML 1.1\n"] {
            let sink = Self.expectSameThreaded(Array((good + bad).utf8), batchCapacities: [1, 2, 5, 1000, 1001, 1002, 4096])
            #expect(sink.hasErrors, "\(bad.debugDescription) is an error")
        }
    }

    /// A reader error (bytes that are not UTF-8) and a file that is not ASCII (no verbatim scalars).
    @Test func readerErrorsAndNonASCII() {
        var bytes = Array((0..<300).map { "k\($0): v\($0)\n" }.joined().utf8)
        bytes += [0x61, 0x3A, 0x20, 0xC3, 0x28, 0x0A]
        let sink = Self.expectSameThreaded(bytes)
        #expect(sink.diagnostics.contains { $0.code == "yaml-invalid-utf8" })
        Self.expectSameThreaded(Array((0..<300).map { "k\($0): \u{E9}t\u{E9} \($0)\n" }.joined().utf8))
    }

    /// The composer stops early (a budget): the producer is stopped and joined, not left running
    /// or blocked on a full queue. Repeated, so that a race in stopping shows up as a hang.
    @Test func composerStoppingEarlyStopsTheProducer() {
        let text = Self.bigText(views: 2000)
        var tooDeep = YAMLLimits()
        tooDeep.maxDepth = 2
        var fewDocuments = YAMLLimits()
        fewDocuments.maxDocuments = 1
        let documents = Array(String(repeating: "--- a\n", count: 5000).utf8)
        for _ in 0..<20 {
            let sink = Self.expectSameThreaded(Array(text.utf8), limits: tooDeep, batchCapacities: [1, 16])
            #expect(sink.diagnostics.map(\.code) == ["yaml-too-deep"])
            let docs = Self.expectSameThreaded(documents, limits: fewDocuments, batchCapacities: [4])
            #expect(docs.diagnostics.map(\.code) == ["yaml-too-many-documents"])
        }
    }

    /// The pipe on its own: a consumer that reads a few events and stops, one that reads none,
    /// and one that reads everything, each finishing without a hang.
    @Test func stoppingThePipeAtAnyPoint() {
        let bytes = Array(Self.bigText(views: 500).utf8)
        let all = bytes.withUnsafeBufferPointer { input in
            let reader = YAMLEventReader(borrowing: input, isASCII: true)
            var n = 0
            while reader.nextRef() != nil { n += 1 }
            return n
        }
        bytes.withUnsafeBufferPointer { input in
            for read in [0, 1, 5, 100, all - 1, all, all + 10] {
                for capacity in [1, 8, 1024] {
                    let pipe = YAMLEventPipe(input: input, findsVerbatim: true, batchCapacity: capacity, batchCount: 2)
                    var n = 0
                    while n < read, pipe.next() != nil { n += 1 }
                    pipe.finish()
                    pipe.finish()
                    #expect(n == min(read, all))
                    #expect(pipe.error == nil)
                }
            }
        }
    }

    /// Every case of the yaml-test-suite, through the pipe in batches of 1 and 3 events.
    @Test func theYAMLTestSuiteComposesTheSameThreaded() {
        guard let cases = YAMLTestSuiteTests.loadCases() else { return }
        for c in cases {
            let file = SourceFile(path: "t.yaml", bytes: c.yaml)
            var options = YAMLComposer.Options()
            options.allowUnknownTags = true
            let oneSink = DiagnosticSink()
            let one = YAMLComposer.compose(file, limits: YAMLLimits(), options: options, diagnostics: oneSink)
            options.readAhead = .always
            for capacity in [1, 3] {
                options.batchCapacity = capacity
                let sink = DiagnosticSink()
                let threaded = YAMLComposer.compose(file, limits: YAMLLimits(), options: options, diagnostics: sink)
                #expect(Self.dump(threaded) == Self.dump(one), "\(c.id), batches of \(capacity)")
                #expect(sink.diagnostics == oneSink.diagnostics, "\(c.id), batches of \(capacity)")
            }
        }
    }
}
