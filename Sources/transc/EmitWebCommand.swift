import ArgumentParser
import Foundation
import TransitionCompiler
import TransitionPreview
import WebEmitter

/// `transc emit-web FILE [-o OUTPUT.mjs] [--demo]`: the spec as a dependency-free ES module that
/// plays its operations with Web Animations (Docs/EMIT-WEB.md), or with `--demo` a page that
/// plays it on the preview scene. What the web cannot play is refused at its line first.
struct EmitWebCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emit-web",
        abstract: "Generate an ES module that plays the spec's operations in a browser with Web Animations.",
        discussion: "With --demo, an HTML page that plays them on the preview scene (a button per operation, a drag area per interactive one). Exit status: 0 on success, 1 when the spec has errors or uses what the web cannot play (nothing is written), 64 on a usage error, 66 when the input cannot be read, 73 when the output cannot be written."
    )

    @Argument(help: "The spec file.", completion: .file(extensions: ["yaml", "yml"]))
    var file: String

    @Option(name: .shortAndLong, help: "Write here (atomically) instead of standard output.")
    var output: String?

    @Option(help: "The transition to emit when FILE holds several (by name). Default: the first.")
    var transition: String?

    @Flag(help: "Write a demo HTML page (the module inline, the preview scene, a button per operation, a drag area per interactive one).")
    var demo = false

    func run() throws {
        let diagnostics = DiagnosticOutput()
        let result = try loadCheckedSpec(file, output: diagnostics)
        guard let t = transition.map({ name in result.transitions.first { $0.name == name } }) ?? result.transitions.first else {
            diagnostics.error(transition.map { "\(file): error: no transition named '\($0)'" } ?? "\(file): error: no transition to emit")
            throw ExitCode(1)
        }
        let refusals = WebSupport.refusals([t])
        if !refusals.isEmpty {
            diagnostics.print(refusals, in: result.file)
            throw ExitCode(1)
        }
        let name = URL(fileURLWithPath: file).lastPathComponent
        let text = demo ? DemoPage.html(t, sourcePath: name, scenes: try Self.scenes(t)) : WebEmitter.module(t, sourcePath: name)
        try writeOutput(Data(text.utf8), to: output, output: diagnostics)
    }

    /// Each custom operation's preview scene before it plays (the interpreter's own scene).
    static func scenes(_ t: TransitionIR) throws -> [DemoPage.Scene] {
        try t.operations.filter { $0.branch != nil }.map { op in
            let timeline = try Interpreter.run(t, options: RunOptions(operation: op.operation, sampleTimes: [0]))
            let states = timeline.before.mapValues { s in
                WebViewState(frame: s.frame, alpha: s.alpha, cornerRadius: s.cornerRadius, color: s.backgroundColor,
                             transform: [s.transform.a, s.transform.b, s.transform.c, s.transform.d, s.transform.tx, s.transform.ty],
                             hidden: s.hidden, inHierarchy: s.inHierarchy, order: s.order)
            }
            return DemoPage.Scene(operation: op.operation, width: timeline.containerWidth, height: timeline.containerHeight, states: states)
        }
    }
}
