import Testing
@testable import TransitionCompiler

/// A curve checked clean once is not checked again for the next track that writes the same text
/// (issue 17: thousands of tracks repeat one spring); a curve with a problem is reported at every
/// place it is written.
@Suite struct CurveMemoTests {
    static func compile(_ curves: [String]) -> (DiagnosticSink, [TransitionIR]) {
        var lines = ["transition: Curves", "context: navigation", "views:"]
        lines += curves.indices.map { "  v\($0): overlay(#FF0000)" }
        lines += ["push:", "  setup:", "    - insert: to above from"] + curves.indices.map { "    - add: v\($0)" }
        lines += ["  animate:"] + curves.enumerated().flatMap { ["    - view: v\($0.offset)", "      alpha: 1", "      curve: \"\($0.element)\""] }
        lines += ["  finish:"] + curves.indices.map { "    - remove: v\($0)" }
        let file = SourceFile(path: "curves.yaml", text: lines.joined(separator: "\n") + "\n")
        let sink = DiagnosticSink()
        let ir = Checker.check(documents: YAMLComposer.compose(file, diagnostics: sink), file: file, diagnostics: sink)
        return (sink, ir)
    }

    @Test func aRepeatedCleanCurveIsTheSameCurveOnEveryTrack() throws {
        let (sink, ir) = Self.compile(["spring(damping: 0.8)", "spring(damping: 0.8)", "cubic(0.2, 0, 0.2, 1)", "spring(damping: 0.8)"])
        #expect(sink.diagnostics.isEmpty)
        let tracks = try #require(ir.first?.operations.first?.branch?.tracks)
        #expect(tracks.map(\.curve) == [tracks[0].curve, tracks[0].curve, .cubic(x1: 0.2, y1: 0, x2: 0.2, y2: 1), tracks[0].curve])
        guard case .spring = tracks[0].curve else { Issue.record("not a spring: \(tracks[0].curve)"); return }
    }

    @Test func aRepeatedBadCurveIsReportedWhereverItIsWritten() {
        let (sink, _) = Self.compile(["spring(damping: -1)", "spring(damping: -1)", "cubic(2, 0, 0.2, 1)", "cubic(2, 0, 0.2, 1)"])
        let lines = sink.sorted.filter { $0.severity == .error }.map(\.range.start.line)
        #expect(lines.count == 4, "\(sink.sorted.map(\.message))")
        #expect(Set(lines).count == 4, "each at its own track")
    }
}
