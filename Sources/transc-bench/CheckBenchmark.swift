import Foundation
import TransitionCompiler

/// `transc check` on a generated 10,000-line spec, against libyaml merely parsing the same file.
func runCheckBenchmark() {
    let text = generatedSpec(lines: 10_000)
    // TRANSC_BENCH_SPEC=path writes the generated spec there (to profile `transc check` on it).
    if let path = ProcessInfo.processInfo.environment["TRANSC_BENCH_SPEC"] {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        print("wrote \(path)")
    }
    let file = SourceFile(path: "generated.yaml", text: text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    print("spec: \(lines) lines, \(text.utf8.count / 1024) KiB, \(text.components(separatedBy: "\n---\n").count) transitions")

    let result = Compiler.compile(file)
    let errors = result.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else {
        print("the generated spec has \(errors.count) errors; first: \(errors[0].message) at \(errors[0].range.start)")
        return
    }
    var events = 0
    let parse = medianMilliseconds(runs: 15) { events = YAMLComposer.parseEventsOnly(SourceFile(path: "g", bytes: file.bytes)) }
    let compose = medianMilliseconds(runs: 15) { _ = YAMLComposer.compose(SourceFile(path: "g", bytes: file.bytes), diagnostics: DiagnosticSink()) }
    let check = medianMilliseconds(runs: 15) { _ = Compiler.compile(SourceFile(path: "g", bytes: file.bytes)) }
    print("libyaml events only:        \(fmt(parse)) ms  (\(events) events)")
    print("compose (located nodes):    \(fmt(compose)) ms  (\(fmt(compose / parse))× libyaml)")
    print("transc check (full):        \(fmt(check)) ms  (\(fmt(check / parse))× libyaml)")
    print("(each figure: median of 15 runs in this process, decoding the file included in all three)")
}

/// Several transitions, each with many views, steps and tracks, ~`lines` lines in all.
func generatedSpec(lines target: Int) -> String {
    var out = ""
    var count = 0
    var doc = 0
    while count < target {
        if doc > 0 { out += "---\n"; count += 1 }
        var t = "transition: Generated\(doc)\ncontext: navigation\nduration: 0.4\ncurve: easeInOut\nviews:\n"
        let n = 120
        for i in 0..<n { t += "  v\(i): overlay(#\(String(format: "%06X", i * 997 % 0xFFFFFF)))\n" }
        t += "push:\n  setup:\n    - insert: to above from\n"
        for i in 0..<n { t += "    - add: v\(i)\n" }
        t += "    - set:\n        to.alpha: 0\n  animate:\n    - view: to\n      alpha: 1\n"
        for i in 0..<n {
            t += "    - view: v\(i)\n      frame: rect(\(i), \(i * 2), 100, 50) -> rect(container.width / 2 - 50, \(i * 3), 100 + \(i), 50).offset(x:\(i % 7), y:0)\n"
            t += "      alpha: 0 -> 0.5 + \(i % 5) / 10\n      delay: \(i % 10)0ms\n      curve: \(["easeIn", "spring(damping:0.8)", "cubic(0.2, 0.8, 0.4, 1)", "linear"][i % 4])\n"
        }
        t += "  finish:\n"
        for i in 0..<n { t += "    - remove: v\(i)\n" }
        t += "pop: reverse push\n"
        out += t
        count += t.filter { $0 == "\n" }.count
        doc += 1
    }
    return out
}

func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    return times[times.count / 2]
}

func fmt(_ x: Double) -> String { String(format: "%.2f", x) }
