import Foundation
import TransitionCompiler

/// A YAML document as the JSON an editor's schema validator sees: yaml-language-server reads
/// YAML 1.2 (core schema), so plain `0.35` is a number, `true` a boolean, `~` and an empty value
/// null, `350ms` and `yes` strings; quoted scalars are strings. Aliases are followed and `<<`
/// merges applied (the composer already did: a merged mapping holds the merged pairs).
enum YAMLAsJSON {
    static func convert(_ node: YAMLNode) -> JSONValue {
        let node = node.resolved
        switch node.content {
        case .scalar(let s): return scalar(s, tag: node.tag)
        case .sequence(let items): return .array(items.map(convert))
        case .mapping(let pairs):
            return .object(pairs.map { pair in
                let key = pair.key.scalar?.value ?? "\(convert(pair.key))"
                return (key, convert(pair.value))
            })
        case .alias: return .null  // unreachable: resolved
        }
    }

    static func scalar(_ s: YAMLScalar, tag: String?) -> JSONValue {
        if let tag {
            if tag.hasSuffix(":str") { return .string(s.value) }
        }
        guard s.style == .plain else { return .string(s.value) }
        let v = s.value
        if ["", "~", "null", "Null", "NULL"].contains(v) { return .null }
        if ["true", "True", "TRUE"].contains(v) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(v) { return .bool(false) }
        if v.range(of: #"^[-+]?[0-9]+$"#, options: .regularExpression) != nil, let i = Int(v) { return .int(i) }
        if v.range(of: #"^0x[0-9a-fA-F]+$"#, options: .regularExpression) != nil, let i = Int(v.dropFirst(2), radix: 16) { return .int(i) }
        if v.range(of: #"^0o[0-7]+$"#, options: .regularExpression) != nil, let i = Int(v.dropFirst(2), radix: 8) { return .int(i) }
        if v.range(of: #"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil, let d = Double(v) {
            return .number(d)
        }
        // .inf and .nan have no JSON form; a spec never needs them, so they stay text here.
        return .string(v)
    }

    /// Every document of a YAML text, composed by transc's own front end.
    static func documents(_ text: String, name: String) -> [(range: SourceRange, json: JSONValue)] {
        let sink = DiagnosticSink()
        return YAMLComposer.compose(SourceFile(path: name, text: text), diagnostics: sink).compactMap { doc in
            doc.root.map { (doc.range, convert($0)) }
        }
    }
}
