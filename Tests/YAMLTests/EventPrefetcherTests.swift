import Testing
@testable import TransitionCompiler

/// Events read ahead on their own thread (issue 17) are the reader's events, in its order, with
/// its error at the end; a composer that gives up early does not leave the thread waiting.
@Suite struct EventPrefetcherTests {
    /// Everything the composer reads of an event.
    static func describe(_ e: YAMLEvent) -> String {
        "\(e.kind) \(e.start) \(e.end) \(e.anchor ?? "-") \(e.tag ?? "-") \(e.value) \(e.scalarStyle) \(e.plainImplicit) \(e.quotedImplicit) \(e.isFlow) \(e.implicit)"
    }

    static func events(_ source: any YAMLEventSource) -> (events: [String], error: String?) {
        var out: [String] = []
        while let e = source.next() { out.append(describe(e)) }
        let error = source.error.map { "\($0.kind) \($0.problem) \($0.problemMark) \($0.context ?? "-")" }
        source.cancel()
        return (out, error)
    }

    /// A spec of many batches: anchors, tags, flow collections and every scalar style.
    static func bigText(views: Int) -> String {
        var text = "transition: Big\ncontext: navigation\nviews:\n"
        for i in 0..<views { text += "  v\(i): &a\(i) overlay(#FF\(String(format: "%04X", i % 65536)))\n" }
        text += "push:\n  animate:\n"
        for i in 0..<views {
            text += "    - { view: v\(i), alpha: !!str '0 -> 1', curve: \"spring(damping: 0.8)\" }\n"
            text += "    - view: v\(i)\n      frame: |\n        rect(\(i), 0, 40, 40)\n      delay: *a\(i % 7)\n"
        }
        return text
    }

    @Test func readsTheReadersEventsInOrder() {
        let bytes = Array(Self.bigText(views: 3_000).utf8)
        #expect(bytes.count >= EventPrefetcher.minimumBytes)
        let direct = Self.events(YAMLEventReader(bytes: bytes))
        let ahead = Self.events(EventPrefetcher(bytes: bytes))
        #expect(direct.events.count > 40_000)
        #expect(ahead.events == direct.events)
        #expect(direct.error == nil && ahead.error == nil)
    }

    @Test func endsWithTheReadersError() {
        let bytes = Array((Self.bigText(views: 2_000) + "  broken: [unclosed\n").utf8)
        let direct = Self.events(YAMLEventReader(bytes: bytes))
        let ahead = Self.events(EventPrefetcher(bytes: bytes))
        #expect(direct.error != nil)
        #expect(ahead.events == direct.events)
        #expect(ahead.error == direct.error)
    }

    @Test func stopsWhenTheComposerGivesUp() {
        let bytes = Array(Self.bigText(views: 3_000).utf8)
        for taken in [0, 1, 700, 5_000] {
            let source = EventPrefetcher(bytes: bytes)
            for _ in 0..<taken { _ = source.next() }
            source.cancel()
            #expect(source.waitUntilStopped(seconds: 10), "still reading after \(taken) events and cancel")
        }
        // Composing through the prefetcher gives the tree the reader gives.
        let file = SourceFile(path: "big.yaml", bytes: bytes)
        let sink = DiagnosticSink()
        let documents = YAMLComposer.compose(file, diagnostics: sink)
        #expect(documents.count == 1 && sink.diagnostics.isEmpty)
    }
}
