import Foundation
import SwiftEmitter

/// A target's `transc-options.json` (Docs/BUILD-PLUGIN.md, "Options"): what a user sets for the
/// build plugin's `emit-swift`. Read by transc when the plugin's command runs, so that an edit
/// takes effect at the next build. Anything it does not know is an error naming the file and
/// the key's line: an option silently ignored would build (say) a framework whose API is internal.
struct PluginOptions {
    var accessLevel: EmitAccessLevel?

    static let keys = ["accessLevel"]

    struct Failure: Error { let message: String }

    static func read(_ path: String) -> Result<PluginOptions, Failure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Failure(message: "\(path): error: cannot read the options file"))
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return .failure(Failure(message: "\(path):1:1: error: the options file is not a JSON object; expected e.g. { \"accessLevel\": \"public\" }"))
        }
        var options = PluginOptions()
        for key in object.keys.sorted() {
            let at = position(of: key, in: text)
            switch key {
            case "accessLevel":
                guard let value = object[key] as? String, let level = EmitAccessLevel(rawValue: value) else {
                    return .failure(Failure(message: "\(path):\(at): error: 'accessLevel' is \"internal\" or \"public\""))
                }
                options.accessLevel = level
            default:
                return .failure(Failure(message: "\(path):\(at): error: unknown option '\(key)'; the options are: \(keys.joined(separator: ", "))"))
            }
        }
        return .success(options)
    }

    /// `line:column` of the key's opening quote (1:1 when it cannot be found).
    static func position(of key: String, in text: String) -> String {
        guard let range = text.range(of: "\"\(key)\"") else { return "1:1" }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return "\(line):\(column)"
    }
}
