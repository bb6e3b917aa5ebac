import Foundation
import TransitionCompiler

// `check-scaling`: the checker's time per view at four sizes for each input shape that was
// once quadratic (issue 21). Linear means the per-view figure stays flat across a row.
// Run: swift run -c release transc-bench check-scaling
// TRANSC_BENCH_SIZES=1500,3000 picks other sizes; TRANSC_BENCH_SHAPES=reverse,unknown picks shapes.

/// One input shape: a name and a spec of `n` views.
private struct Shape: Sendable {
    var name: String
    var what: String
    var spec: @Sendable (Int) -> String
}

private let shapes: [Shape] = [
    Shape(name: "big", what: "the big spec without 'pop' (the linear baseline)") { bigSpec($0, reverse: false) },
    Shape(name: "reverse", what: "the big spec with 'pop: reverse push'") { bigSpec($0, reverse: true) },
    Shape(name: "unknown", what: "n declared views, n tracks naming unknown views (typos: 200 printed, the rest counted)") { unknownViewsSpec($0) },
    Shape(name: "cancel", what: "n provided views set in setup and animated (n restores in the cancellation)") { cancelSpec($0) },
    Shape(name: "leftover", what: "the big spec without 'finish' (n left-in-container warnings)") { leftoverSpec($0) },
]

func runScalingBenchmark() {
    let env = ProcessInfo.processInfo.environment
    let sizes = env["TRANSC_BENCH_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_500, 3_000, 6_000, 15_000]
    let picked = env["TRANSC_BENCH_SHAPES"].map { Set($0.split(separator: ",").map(String.init)) }
    print("CPU µs per view (median; each size's run count in brackets), compile + render the printed diagnostics")
    print("shape      " + sizes.map { pad("n=\($0)", 16) }.joined())
    for shape in shapes where picked?.contains(shape.name) ?? true {
        var row = pad(shape.name, 11)
        for n in sizes {
            let text = shape.spec(n)
            var runs = 0, printed = 0
            // Up to 5 runs, fewer when one already takes seconds (the quadratic figures before the fix).
            let ms = medianMilliseconds(maxRuns: 5, budgetMs: 2_000) {
                let result = Compiler.compile(SourceFile(path: "s.yaml", text: text))
                let renderer = DiagnosticRenderer(useColor: false)
                printed = result.diagnostics.reduce(0) { $0 + renderer.render($1, in: result.file).utf8.count }
                runs += 1
            }
            _ = printed
            row += pad("\(fmt(ms * 1_000 / Double(n))) (\(runs))", 16)
        }
        print(row + "  " + shape.what)
    }
}

/// Median CPU time of up to `maxRuns` runs, stopping early once `budgetMs` is spent (at least
/// one run). CPU time, not wall time: on the shared 2-core machine other builds take the cores
/// away for seconds, which wall time would charge to the checker.
private func medianMilliseconds(maxRuns: Int, budgetMs: Double, _ body: () -> Void) -> Double {
    func cpu() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
    var times: [Double] = []
    while times.count < maxRuns, times.reduce(0, +) < budgetMs {
        let start = cpu()
        body()
        times.append(cpu() - start)
    }
    times.sort()
    return times[times.count / 2]
}

private func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count) }

/// The shape of ../shared/bench/gen-big-spec: n overlays added in setup, animated in push
/// (frame without a start, alpha from 0, a delay, a spring) and removed in finish.
func bigSpec(_ n: Int, reverse: Bool, finish: Bool = true, trackView: (Int) -> String = { "v\($0)" }) -> String {
    var out = ["transition: Big", "context: navigation", "duration: 0.4", "curve: easeInOut", "views:"]
    for i in 0..<n { out.append("  v\(i): overlay(#FF\(String(format: "%02X", i % 256))00)") }
    out += ["push:", "  setup:", "    - insert: to above from"]
    for i in 0..<n { out.append("    - add: v\(i)") }
    out.append("  animate:")
    for i in 0..<n {
        out += ["    - view: \(trackView(i))", "      frame: rect(\(i % 300), \(i % 700), 40, 40)", "      alpha: { from: 0, to: 1 }",
                "      delay: \(Double(i % 10) / 100)", "      curve: \"spring(damping: 0.8)\""]
    }
    if finish { out += ["  finish:"] + (0..<n).map { "    - remove: v\($0)" } }
    if reverse { out.append("pop: reverse push") }
    return out.joined(separator: "\n") + "\n"
}

/// Every track names a view one letter off a declared one: each error has a suggestion.
func unknownViewsSpec(_ n: Int) -> String { bigSpec(n, reverse: false, trackView: { "w\($0)" }) }

func leftoverSpec(_ n: Int) -> String { bigSpec(n, reverse: false, finish: false) }

/// Views of the destination set in setup and animated: none is transient, so each is restored
/// on cancel.
func cancelSpec(_ n: Int) -> String {
    var out = ["transition: Provided", "context: navigation", "views:"]
    for i in 0..<n { out.append("  v\(i): to.v\(i)") }
    out += ["push:", "  setup:", "    - insert: to above from", "    - set:"]
    for i in 0..<n { out.append("        v\(i).alpha: 0") }
    out.append("  animate:")
    for i in 0..<n { out += ["    - view: v\(i)", "      alpha: 1", "      delay: \(Double(i % 10) / 100)"] }
    return out.joined(separator: "\n") + "\n"
}
