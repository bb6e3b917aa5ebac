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
        // Read one byte past the limit: enough to know the file is too large.
        let data: Data
        do {
            data = try handle.read(upToCount: limits.maxBytes + 1) ?? Data()
        } catch {
            return .failure(.unreadable(path: path, reason: "\(error.localizedDescription)"))
        }
        if data.count > limits.maxBytes {
            // A device or pipe reports size 0: all that is known is that it is over the limit.
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            let head = SourceFile(path: path, bytes: Array(data.prefix(4096)))
            let limit = Self.describe(bytes: limits.maxBytes)
            let actual = size > limits.maxBytes ? "\(Self.describe(bytes: size)) (\(size) bytes)" : "over \(limit)"
            let diagnostic = Diagnostic(.error, "yaml-too-large", "the file is \(actual); a spec may be at most \(limit)",
                                        at: head.startRange)
            return .success(CompileResult(file: head, transitions: [], diagnostics: [diagnostic]))
        }
        return .success(Compiler.compile(SourceFile(path: path, bytes: Array(data)), limits: limits))
    }

    /// "8 MiB", "8.1 MiB", "512 KiB": one decimal, rounded down, dropped when it is 0.
    static func describe(bytes: Int) -> String {
        let (unit, scale) = bytes >= 1 << 20 ? ("MiB", Double(1 << 20)) : ("KiB", 1024.0)
        let tenths = (Double(bytes) / scale * 10).rounded(.down) / 10
        if tenths == tenths.rounded() { return "\(Int(tenths)) \(unit)" }
        return "\(tenths) \(unit)"
    }
}
