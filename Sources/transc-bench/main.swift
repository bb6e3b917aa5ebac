// transc-bench: prints benchmark figures. Run: swift run -c release transc-bench [name ...]
// Each benchmark lives in its own file and registers itself in this table.
let benchmarks: [(name: String, run: () -> Void)] = [
    ("animator", runAnimatorBenchmark),
    ("check", runCheckBenchmark),
    ("check-scaling", runScalingBenchmark),
    ("check-process", runProcessBenchmark),
    ("check-shapes", runShapesBenchmark),
    ("render", runRenderBenchmark),
]

let requested = Set(CommandLine.arguments.dropFirst())
for benchmark in benchmarks where requested.isEmpty || requested.contains(benchmark.name) {
    print("== \(benchmark.name)")
    benchmark.run()
}
if benchmarks.isEmpty { print("transc-bench: no benchmarks registered") }
