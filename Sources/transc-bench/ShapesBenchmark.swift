import Foundation

// `check-shapes`: `transc check` as whole processes on the shapes besides the big spec that
// could hide a superlinear stage (issue 17): one track with thousands of keyframes, a long chain
// of snapshots of snapshots, many transitions as YAML documents of one file, and long
// expressions. Each shape at 4 sizes, medians of 5, interleaved with libyaml's events of the same
// file; linear means a flat "µs per line" (per term for the expressions, whose line count does
// not grow). The files are generated here; each must check clean.
// Run: swift build -c release --product transc && swift run -c release transc-bench check-shapes

func runShapesBenchmark() {
    let env = ProcessInfo.processInfo.environment
    guard let transc = env["TRANSC_BENCH_BINARY"] ?? siblingExecutable("transc") else {
        print("no transc binary next to transc-bench: swift build -c release --product transc")
        return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-bench-shapes-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    guard let raw = buildYAMLRaw(in: dir) else { return }
    print("transc: \(transc)")
    print("whole processes, interleaved, medians of 5; CPU = user+sys")
    print("shape       size    lines     KiB  yaml-raw cpu (ms)  check cpu (ms)  × raw   peak (MiB)  µs per unit (cpu)")
    // Documents stop at 1,000: YAMLLimits.maxDocuments. Expressions stop at 240 terms: an
    // expression has at most 256 operations (ExpressionChecker's budget).
    let shapes: [(name: String, unit: String, sizes: [Int], text: (Int) -> String)] = [
        ("keyframes", "keyframe", [1_000, 2_000, 4_000, 10_000], keyframesSpec),
        ("snapshots", "view", [500, 1_000, 2_000, 5_000], snapshotChainSpec),
        ("documents", "document", [125, 250, 500, 1_000], documentsSpec),
        ("expression", "term", [30, 60, 120, 240], { longExpressionsSpec(terms: $0, tracks: 500) }),
    ]
    for shape in shapes {
        var perUnit: [Double] = []
        for n in shape.sizes {
            let path = "\(dir)/\(shape.name)\(n).yaml"
            let text = shape.text(n)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            let lines = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            var rawRuns: [ChildRun] = [], checkRuns: [ChildRun] = []
            for _ in 0..<5 {
                rawRuns.append(runChild([raw, path]))
                checkRuns.append(runChild([transc, "check", path]))
            }
            if let bad = checkRuns.first(where: { $0.status != 0 }) ?? rawRuns.first(where: { $0.status != 0 }) {
                print("\(shape.name) \(n): a run failed with status \(bad.status); the spec must check clean")
                return
            }
            let r = ChildRun.median(rawRuns), c = ChildRun.median(checkRuns)
            let units = shape.name == "expression" ? n * 500 : lines
            print(padded(shape.name, 12) + padded("\(n)", 8) + padded("\(lines)", 9) + padded("\(text.utf8.count / 1024)", 6)
                  + padded(fmt(r.cpuMs), 19) + padded(fmt(c.cpuMs), 16) + padded(fmt(c.cpuMs / r.cpuMs) + "×", 8)
                  + padded(fmt(c.peakMiB), 12) + fmt(c.cpuMs * 1_000 / Double(units)) + " per " + (units == lines ? "line" : shape.unit))
            perUnit.append(c.cpuMs * 1_000 / Double(units))
        }
        if perUnit.count > 1, let first = perUnit.first, let last = perUnit.last {
            print("  \(shape.name): µs per unit at the largest size over the smallest \(linearityVerdict(last / first))")
        }
    }
}

/// One view, one track of `n` keyframes.
func keyframesSpec(_ n: Int) -> String {
    var out = ["transition: Keys", "context: navigation", "duration: 0.4", "views:", "  dot: overlay(#FF0000)",
               "push:", "  setup:", "    - insert: to above from", "    - add: dot", "  animate:", "    - view: dot", "      keyframes:"]
    for i in 0..<n {
        let at = String(format: "%.6f", Double(i) / Double(max(n - 1, 1)))
        out.append("        - { at: \(at), alpha: \(Double(i % 10) / 10) }")
    }
    out += ["  finish:", "    - remove: dot", "pop: reverse push"]
    return out.joined(separator: "\n") + "\n"
}

/// `s1: snapshot(s0)`, `s2: snapshot(s1)`, ...: each view added, faded and removed.
func snapshotChainSpec(_ n: Int) -> String {
    var out = ["transition: Chain", "context: navigation", "duration: 0.4", "views:", "  s0: overlay(#FF0000)"]
    for i in 1..<max(n, 2) { out.append("  s\(i): snapshot(s\(i - 1))") }
    out += ["push:", "  setup:", "    - insert: to above from"]
    for i in 0..<max(n, 2) { out.append("    - add: s\(i)") }
    out.append("  animate:")
    for i in 0..<max(n, 2) { out += ["    - view: s\(i)", "      alpha: 0"] }
    out.append("  finish:")
    for i in 0..<max(n, 2) { out.append("    - remove: s\(i)") }
    out.append("pop: reverse push")
    return out.joined(separator: "\n") + "\n"
}

/// `n` small transitions, one per YAML document.
func documentsSpec(_ n: Int) -> String {
    (0..<n).map { i in
        ["transition: T\(i)", "context: navigation", "duration: 0.4", "views:", "  dot: overlay(#FF0000)",
         "push:", "  setup:", "    - insert: to above from", "    - add: dot", "  animate:", "    - view: dot",
         "      alpha: { from: 0, to: 1 }", "  finish:", "    - remove: dot", "pop: reverse push"].joined(separator: "\n")
    }.joined(separator: "\n---\n") + "\n"
}

/// `tracks` views, each with a frame whose width is an expression of `terms` terms.
func longExpressionsSpec(terms: Int, tracks: Int) -> String {
    let sum = (0..<terms).map { "\($0 % 7)" }.joined(separator: " + ")
    var out = ["transition: Long", "context: navigation", "duration: 0.4", "views:"]
    for i in 0..<tracks { out.append("  v\(i): overlay(#FF0000)") }
    out += ["push:", "  setup:", "    - insert: to above from"]
    for i in 0..<tracks { out.append("    - add: v\(i)") }
    out.append("  animate:")
    for i in 0..<tracks { out += ["    - view: v\(i)", "      frame: rect(0, \(i), 40 + 0 * (\(sum)), 40)"] }
    out.append("  finish:")
    for i in 0..<tracks { out.append("    - remove: v\(i)") }
    out.append("pop: reverse push")
    return out.joined(separator: "\n") + "\n"
}
