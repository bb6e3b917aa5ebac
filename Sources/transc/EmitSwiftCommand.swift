import ArgumentParser
import Foundation
import SwiftEmitter
import TransitionCompiler
import TransitionPreview

/// `transc emit-swift FILE... [-o OUTPUT.swift] [--access-level internal|public]`: the UIKit Swift
/// of every transition in the FILEs, on standard output or written atomically to OUTPUT. Several
/// specs emitted together share one copy of the file-private support code; one spec's file stands
/// alone.
struct EmitSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emit-swift",
        abstract: "Generate the UIKit Swift (delegates, animators, presentation and interaction controllers) of one or more specs.",
        discussion: "Several specs go into one file that carries the shared support code once. Exit status: 0 on success, 1 when a spec has errors (nothing is written), 64 on a usage error, 66 when an input cannot be read, 73 when the output cannot be written."
    )

    @Argument(help: "The spec files (one output file for all of them).", completion: .file(extensions: ["yaml", "yml"]))
    var files: [String]

    @Option(name: .shortAndLong, help: "Write the Swift here (atomically) instead of standard output.")
    var output: String?

    @Option(name: .customLong("access-level"), help: "Access level of the generated API: internal or public.")
    var accessLevel: String = "internal"

    /// The build plugin's form: a target that also builds where UIKit is absent (Linux) gets an
    /// empty file there instead of a failing `import UIKit`.
    @Flag(name: .customLong("can-import-guard"), help: "Wrap the file in '#if canImport(UIKit)' ... '#endif' so it compiles to nothing without UIKit.")
    var canImportGuard = false

    /// The build plugin passes the target's `transc-options.json` (Docs/BUILD-PLUGIN.md, "Options").
    @Option(name: .customLong("options"), help: ArgumentHelp("A JSON file of options, as the build plugin passes a target's transc-options.json: {\"accessLevel\": \"public\"}.", valueName: "file"))
    var optionsFile: String?

    /// The build plugin's form for a target with several specs: one `--support only` file for
    /// the target, and every spec's file `--support external`.
    @Option(name: .customLong("support"), help: ArgumentHelp("Where the shared support code goes: in-file (file-private, the default: the file stands alone), external (left out: the target's support file has it), or only (the support for all the specs given, internal: one copy per target).", valueName: "placement"))
    var support: String = SupportPlacement.inFile.rawValue

    @Option(name: .customLong("xctest"), help: "Also write an XCTest that plays each custom operation on a simulator or device and compares it with the preview.")
    var xctest: String?

    @Option(name: .customLong("xctest-import"), help: "With --xctest: the app module the test reaches through '@testable import MODULE' (for a test target that does not compile the generated code itself).")
    var xctestImport: String?

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("emit-swift needs a spec file") }
        if let xctestImport {
            guard xctest != nil else { throw ValidationError("--xctest-import needs --xctest FILE") }
            guard DeviceTests.isModuleName(xctestImport) else {
                throw ValidationError("--xctest-import must be a Swift module name (letters, digits and '_', not starting with a digit), not '\(xctestImport)'")
            }
        }
        guard EmitAccessLevel(rawValue: accessLevel) != nil else {
            throw ValidationError("--access-level must be internal or public, not '\(accessLevel)'")
        }
        guard SupportPlacement(rawValue: support) != nil else {
            throw ValidationError("--support must be in-file, external or only, not '\(support)'")
        }
        if support == SupportPlacement.only.rawValue, xctest != nil { throw ValidationError("--xctest goes with a spec's own file, not --support only") }
    }

    func run() throws {
        let diagnostics = DiagnosticOutput()
        // Every spec is checked (all diagnostics shown) before anything is written.
        var transitions: [TransitionIR] = []
        var failure: ExitCode?
        let placement = SupportPlacement(rawValue: support) ?? .inFile
        // The specs of one target (the support file's command) may not share a transition name:
        // their files' types would clash (each is emitted alone, so nothing renames them).
        var names = CrossFileNames()
        for file in files {
            do {
                let result = try loadCheckedSpec(file, output: diagnostics)
                // The continuous interaction plays in the preview only (issue 30): refused here.
                let unplayed = InteractionSupport.unplayed(result.transitions)
                if !unplayed.isEmpty {
                    diagnostics.print(unplayed, in: result.file)
                    throw ExitCode(1)
                }
                transitions += result.transitions
                if placement == .only {
                    let clashes = names.clashes(in: result, severity: .error)
                    diagnostics.print(clashes, in: result.file)
                    if clashes.contains(where: { $0.severity == .error }) { failure = failure ?? ExitCode(1) }
                }
            } catch let code as ExitCode {
                failure = failure.map { $0.rawValue == 66 ? $0 : code } ?? code
            }
        }
        if let failure { throw failure }
        var level = EmitAccessLevel(rawValue: accessLevel) ?? .internal
        if let optionsFile {
            switch PluginOptions.read(optionsFile) {
            case .success(let read): level = read.accessLevel ?? level
            case .failure(let failure):
                diagnostics.error(failure.message)
                throw ExitCode(1)
            }
        }
        let options = EmitOptions(accessLevel: level, support: placement)
        // The device test first: if it cannot be made, nothing is written (as before).
        if let xctest {
            let test = try DeviceTests.source(transitions, sourcePath: sourceNames, importModule: xctestImport, output: diagnostics)
            try writeOutput(Data(test.utf8), to: xctest, output: diagnostics)
        }
        // The renderer's text is written as it is printed, about a megabyte at a time: the
        // whole file held (25 MB at 15,000 views, grown by doubling) was a third of emit-swift's
        // page faults (issue 17).
        try writeOutput(to: output, output: diagnostics) { writer in
            if canImportGuard { Self.write("#if canImport(UIKit)\n", to: writer) }
            Emitter.emitUTF8(transitions, sourcePath: sourceNames, options: options, into: writer.write)
            if canImportGuard { Self.write("#endif // canImport(UIKit)\n", to: writer) }
        }
    }

    /// The specs as the generated header names them: file names only, so that the same specs give
    /// the same bytes on every machine and in every folder (no build machine's path in an app).
    var sourceNames: String {
        files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
    }

    private static func write(_ text: String, to writer: AtomicFile.Writer) {
        var text = text
        text.withUTF8 { writer.write($0) }
    }
}

/// The device test's input, from the preview: every custom operation played (animated, without a
/// gesture), each interactive one scrubbed to a finish and to a cancel, and the roots' and provided
/// views' presentation states at each sample; the provided views' frames in their roots.
enum DeviceTests {
    /// A module name `@testable import` accepts: an identifier of ASCII letters, digits and `_`.
    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func source(_ transitions: [TransitionIR], sourcePath: String, importModule: String?, output: DiagnosticOutput) throws -> String {
        var inputs: [DeviceTestInput] = []
        // Provided lists as the preview's cells (the test's view controllers provide them).
        for t in transitions.map({ ListElements.expand($0).0 }) {
            var operations: [DeviceTestOperation] = []
            var provided: [String: (x: Double, y: Double, width: Double, height: Double)] = [:]
            var size = (PreviewDefaults.width, PreviewDefaults.height)
            func preview(_ options: RunOptions) throws -> Timeline {
                do { return try Interpreter.run(t, options: options) } catch {
                    output.error("\(sourcePath): error: \(t.name) \(options.operation?.rawValue ?? "") cannot be previewed for the device test: \(error)")
                    throw ExitCode(1)
                }
            }
            for op in t.context.operations where t.operation(op)?.branch != nil {
                let timeline = try preview(RunOptions(operation: op))
                size = (timeline.containerWidth, timeline.containerHeight)
                operations.append(DeviceTestOperation(operation: op, samples: samples(t, op, timeline)))
                // Where the provided views sit in their root, from the first sample of a forward operation.
                if op.isForward, let first = timeline.frames.first {
                    for decl in t.views {
                        guard case .provided(let side, _) = decl.kind, let v = first.views[decl.name] else { continue }
                        let root = t.views.first { if case .root(side) = $0.kind { return true } else { return false } }
                        guard let rootState = root.flatMap({ first.views[$0.displayName(in: op)] }) else { continue }
                        provided[decl.name] = (v.frame.x - rootState.frame.x, v.frame.y - rootState.frame.y, v.frame.width, v.frame.height)
                    }
                }
                // The interactive scenarios of the differential tests' at-rest release: 0.2 past the
                // finish threshold and 0.2 short of it (Docs/DIFFERENTIAL-TESTING.md).
                // An interaction that plays a finger (follow, resistance; issue 30) has no scrub: its
                // device test plays the animation only (a scripted drag there is not written yet).
                guard let interaction = t.operation(op)?.interaction, interaction.continuous?.needsFinger != true else { continue }
                for progress in [min(interaction.finishAt + 0.2, 0.95), max(interaction.finishAt - 0.2, 0.05)] {
                    let scrubbed = try preview(RunOptions(operation: op, scrub: .init(progress: progress, releaseVelocity: 0)))
                    guard let gesture = scrubbed.gesture else { continue }
                    let scrub = DeviceTestOperation.Scrub(axisIsY: gesture.axis == "y", distance: gesture.distance, progress: progress,
                                                          duration: scrubbed.duration, pause: Interpreter.pauseDuration, releaseVelocity: 0,
                                                          finishes: scrubbed.outcome == .finished)
                    operations.append(DeviceTestOperation(operation: op, scrub: scrub, samples: samples(t, op, scrubbed)))
                }
            }
            inputs.append(DeviceTestInput(transition: t, width: size.0, height: size.1, providedFrames: provided, operations: operations))
        }
        return DeviceTestLowering.source(inputs, sourcePath: sourcePath, stems: Emitter.stems(for: transitions), importModule: importModule)
    }

    /// The roots' and provided views' states at every sample where they are in the hierarchy.
    static func samples(_ t: TransitionIR, _ op: TransitionCompiler.Operation, _ timeline: Timeline) -> [(time: Double, views: [String: DeviceTestOperation.State])] {
        let compared = t.views.compactMap { decl -> String? in
            guard !decl.isList else { return nil }
            switch decl.kind {
            case .root, .provided: return decl.displayName(in: op)
            default: return nil
            }
        }
        return timeline.frames.map { frame in
            (time: frame.time, views: Dictionary(uniqueKeysWithValues: compared.compactMap { name -> (String, DeviceTestOperation.State)? in
                guard let v = frame.views[name], v.inHierarchy else { return nil }
                let a = v.transform
                // An affine transform as UIKit writes it into the layer (CATransform3DMakeAffineTransform).
                let matrix = v.transform3D ?? [a.a, a.b, 0, 0, a.c, a.d, 0, 0, 0, 0, 1, 0, a.tx, a.ty, 0, 1]
                let mask = v.mask.map { (x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height, cornerRadius: $0.cornerRadius) }
                let l = v.layer
                return (name, DeviceTestOperation.State(x: v.frame.x, y: v.frame.y, width: v.frame.width, height: v.frame.height,
                                                         alpha: v.alpha, transform: matrix,
                                                         layer: [v.cornerRadius, l.shadowOpacity, l.shadowRadius, l.shadowOffsetWidth, l.shadowOffsetHeight, l.borderWidth],
                                                         mask: mask))
            }))
        }
    }
}
