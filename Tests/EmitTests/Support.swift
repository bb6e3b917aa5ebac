import Foundation
import SwiftEmitter
import TransitionCompiler

/// Paths and helpers shared by the emit-swift tests.
enum EmitSupport {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static let examples = ["app-store-card", "arc-move", "card", "card-deck", "card-flip", "checkerboard", "circular-reveal", "content-sheet", "covering-reveal", "cube-push", "custom-push", "door-open", "ellipse-reveal", "expanding-card", "explode", "fit-zoom", "frosted-push", "grid-cascade", "image-zoom", "interactive-pop", "interruptible-zoom", "morph-reveal", "parallax-push", "photo-viewer", "photo-zoom", "shadow-push", "shared-element", "sheet", "sheet-detents", "side-menu", "sidebar", "skeleton-shimmer", "slide-out-menu", "tab-slide", "tab-swipe", "zero-size"]

    /// Specs kept for a behaviour no example shows (Tests/Regressions): their emitted Swift has a
    /// golden beside the examples' and DifferentialTests plays it on the UIKit mirror.
    static let regressions = ["finish-reads-end", "offset-reveal", "tilt-sheet", "maths-run-time", "projected-pop", "progress-only-pop", "curved-keyframes", "repeat-curves", "dynamic-colours", "relayout-keyframes", "content-run-time"]

    static func specPath(_ name: String) -> String {
        regressions.contains(name) ? "Tests/Regressions/\(name).yaml" : "Examples/\(name).yaml"
    }

    static func compile(_ example: String) throws -> [TransitionIR] {
        let path = specPath(example)
        let data = try Data(contentsOf: packageRoot.appendingPathComponent(path))
        let result = Compiler.compile(SourceFile(path: path, bytes: Array(data)))
        return result.transitions
    }

    static func emit(_ example: String, access: EmitAccessLevel = .internal) throws -> String {
        Emitter.emit(try compile(example), sourcePath: specPath(example), options: EmitOptions(accessLevel: access))
    }

    static func goldenURL(_ example: String) -> URL {
        packageRoot.appendingPathComponent("Tests/EmittedExamples/\(example).swift")
    }

    /// The toolchain's `swiftc`: beside the running toolchain's `swift`, else on PATH.
    static func swiftc() -> String? {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let toolchain = env["SWIFT_EXEC"] { candidates.append(toolchain) }
        for dir in (env["PATH"] ?? "").split(separator: ":") { candidates.append(String(dir) + "/swiftc") }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `swiftc -parse` on some source; returns (exit status, diagnostics).
    static func parse(_ source: String, name: String) throws -> (Int32, String) {
        try swiftc(["-parse"], source, name: name)
    }

    /// The directory holding the built UIKit mirror's module (`UIKit.swiftmodule`): beside the
    /// running test binary (or one of its parents), else the package's `.build/debug`.
    static func mirrorModuleDirectory() -> URL? {
        var candidates: [URL] = []
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates += [dir.appendingPathComponent("Modules"), dir]
            dir.deleteLastPathComponent()
        }
        let debug = packageRoot.appendingPathComponent(".build/debug")
        candidates += [debug.appendingPathComponent("Modules"), debug]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path) }
    }

    /// Type-checks some source against the UIKit mirror in Swift 6 mode, as the app would
    /// compile it; returns (exit status, diagnostics). A missing swiftc or mirror is a failure.
    static func typecheck(_ source: String, name: String) throws -> (Int32, String) {
        guard let modules = mirrorModuleDirectory() else { return (-1, "the built UIKit mirror module was not found") }
        return try swiftc(["-typecheck", "-swift-version", "6", "-module-name", "TypeCheck", "-I", modules.path], source, name: name)
    }

    /// Type-checks several files as one module against the UIKit mirror in Swift 6 mode (the
    /// files of one app target); returns (exit status, diagnostics).
    static func typecheck(files: [(name: String, source: String)]) throws -> (Int32, String) {
        guard let modules = mirrorModuleDirectory() else { return (-1, "the built UIKit mirror module was not found") }
        guard let swiftc = swiftc() else { return (-1, "no swiftc found") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-emit-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for file in files {
            let url = dir.appendingPathComponent(file.name + ".swift")
            try Data(file.source.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "6", "-module-name", "App", "-I", modules.path] + paths
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private static func swiftc(_ arguments: [String], _ source: String, name: String) throws -> (Int32, String) {
        guard let swiftc = swiftc() else { return (-1, "no swiftc found") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-emit-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent(name + ".swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments + [file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
