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

    static let examples = ["card", "custom-push", "interactive-pop", "photo-zoom", "sidebar", "tab-slide"]

    static func compile(_ example: String) throws -> [TransitionIR] {
        let path = "Examples/\(example).yaml"
        let data = try Data(contentsOf: packageRoot.appendingPathComponent(path))
        let result = Compiler.compile(SourceFile(path: path, bytes: Array(data)))
        return result.transitions
    }

    static func emit(_ example: String, access: EmitAccessLevel = .internal) throws -> String {
        Emitter.emit(try compile(example), sourcePath: "Examples/\(example).yaml", options: EmitOptions(accessLevel: access))
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
        guard let swiftc = swiftc() else { return (-1, "no swiftc found") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-emit-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent(name + ".swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse", file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
