import Foundation

/// Reads an input file for the compiler, refusing what cannot be a spec before decoding it.
public enum SourceLoader {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "\(path): error: cannot read the file: \(reason)"
            }
        }
    }

    /// The file's source, or — for a file over the size limit — a diagnostic at 1:1 without
    /// decoding the whole of it.
    public static func load(path: String, limits: YAMLLimits = YAMLLimits()) -> Result<CompileResult?, Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.unreadable(path: path, reason: "no such file"))
        }
        if isDirectory.boolValue { return .failure(.unreadable(path: path, reason: "it is a directory")) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadable(path: path, reason: "permission denied"))
        }
        defer { try? handle.close() }
        return load(handle, path: path, limits: limits)
    }

    /// The spec on standard input (`transc check -`: an editor's unsaved buffer), named `path`
    /// in its diagnostics.
    public static func loadStandardInput(path: String, limits: YAMLLimits = YAMLLimits()) -> Result<CompileResult?, Failure> {
        load(FileHandle.standardInput, path: path, limits: limits)
    }

    private static func load(_ handle: FileHandle, path: String, limits: YAMLLimits) -> Result<CompileResult?, Failure> {
        // Read one byte past the limit: enough to know the file is too large. The bytes are
        // moved out of Foundation's `Data` before compiling, so the file is not held twice while
        // it is checked (3 % of the peak on the big spec, issue 17).
        let bytes: [UInt8]
        do {
            bytes = try handle.read(upToCount: limits.maxBytes + 1).map { Array($0) } ?? []
        } catch {
            return .failure(.unreadable(path: path, reason: "\(error.localizedDescription)"))
        }
        if bytes.count > limits.maxBytes {
            // A device or pipe reports size 0: all that is known is that it is over the limit.
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            let head = SourceFile(path: path, bytes: Array(bytes.prefix(4096)))
            let limit = Self.describe(bytes: limits.maxBytes)
            let actual = size > limits.maxBytes ? "\(Self.describe(bytes: size)) (\(size) bytes)" : "over \(limit)"
            let diagnostic = Diagnostic(.error, "yaml-too-large", "the file is \(actual); a spec may be at most \(limit)",
                                        at: head.startRange)
            return .success(CompileResult(file: head, transitions: [], diagnostics: [diagnostic]))
        }
        return .success(Compiler.compile(SourceFile(path: path, bytes: bytes), limits: limits))
    }

    /// "8 MiB", "8.1 MiB", "512 KiB": one decimal, rounded down, dropped when it is 0.
    static func describe(bytes: Int) -> String {
        let (unit, scale) = bytes >= 1 << 20 ? ("MiB", Double(1 << 20)) : ("KiB", 1024.0)
        let tenths = (Double(bytes) / scale * 10).rounded(.down) / 10
        if tenths == tenths.rounded() { return "\(Int(tenths)) \(unit)" }
        return "\(tenths) \(unit)"
    }
}
