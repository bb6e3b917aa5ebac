/// The YAML front end's output: a tree of located nodes, composed from libyaml's events.
///
/// Every node carries the range it spans in the file. Aliases are not expanded into copies:
/// an alias is a node of its own (with its own location) that refers to its anchor's node,
/// so a "billion laughs" file costs one node per alias, and the composer's budget rejects it
/// before anything walks it.
public struct YAMLNode: Sendable {
    public indirect enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
        /// `*name`: the anchored node it refers to.
        case alias(name: String, target: YAMLNode)
    }

    public var content: Content
    /// From the first character of the node (its anchor or tag when it has one) to just past its last.
    public var range: SourceRange
    /// Tag, anchor and flow style, which few nodes have, out of line: one pointer (nil for most
    /// nodes) instead of two optional strings and a flag keeps a node at 40 bytes instead of 96,
    /// and every mapping's pairs are two nodes (issue 17).
    private var properties: Properties?

    private final class Properties: Sendable {
        let tag: String?
        let anchor: String?
        let isFlow: Bool
        init(tag: String?, anchor: String?, isFlow: Bool) {
            self.tag = tag
            self.anchor = anchor
            self.isFlow = isFlow
        }
    }

    /// The resolved tag (`tag:yaml.org,2002:str`, ...) when the node has an explicit one.
    public var tag: String? {
        get { properties?.tag }
        set { properties = Self.properties(tag: newValue, anchor: anchor, isFlow: isFlow) }
    }

    public var anchor: String? {
        get { properties?.anchor }
        set { properties = Self.properties(tag: tag, anchor: newValue, isFlow: isFlow) }
    }

    /// For collections: whether written in flow style (`[a, b]`, `{a: 1}`).
    public var isFlow: Bool {
        get { properties?.isFlow ?? false }
        set { properties = Self.properties(tag: tag, anchor: anchor, isFlow: newValue) }
    }

    private static func properties(tag: String?, anchor: String?, isFlow: Bool) -> Properties? {
        tag == nil && anchor == nil && !isFlow ? nil : Properties(tag: tag, anchor: anchor, isFlow: isFlow)
    }

    public init(content: Content, range: SourceRange, tag: String? = nil, anchor: String? = nil, isFlow: Bool = false) {
        self.content = content
        self.range = range
        self.properties = Self.properties(tag: tag, anchor: anchor, isFlow: isFlow)
    }

    /// The node an alias stands for (following alias chains); the node itself otherwise.
    public var resolved: YAMLNode {
        var node = self
        while case .alias(_, let target) = node.content { node = target }
        return node
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let s) = resolved.content { return s }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = resolved.content { return items }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = resolved.content { return pairs }
        return nil
    }

    /// "a scalar", "a sequence", "a mapping": for diagnostics that say what was found.
    public var kindDescription: String {
        switch resolved.content {
        case .scalar(let s): return s.value.isEmpty && s.style == .plain ? "an empty value" : "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }
}

public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

public struct YAMLScalar: Sendable {
    public enum Style: Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's value after YAML processing (quotes, escapes and line folding applied).
    public var value: String
    public var style: Style
    /// Where the scalar's text stands in the file: for quoted styles, including the quotes;
    /// for block styles, including the `|`/`>` header.
    public var range: SourceRange
    /// The file, kept so positions inside the value can be mapped back (see `sourceRange(ofValue:)`).
    public var file: SourceFile

    public init(value: String, style: Style, range: SourceRange, file: SourceFile) {
        self.value = value
        self.style = style
        self.range = range
        self.file = file
    }
}

/// One YAML document of a file (a file may hold several, separated by `---`).
public struct YAMLDocument: Sendable {
    /// nil for an empty document.
    public var root: YAMLNode?
    public var range: SourceRange
    public init(root: YAMLNode?, range: SourceRange) {
        self.root = root
        self.range = range
    }
}

/// Budgets that keep hostile input cheap. Each violation is a located error, never a crash.
public struct YAMLLimits: Sendable {
    /// Largest input accepted, in bytes.
    public var maxBytes: Int = 8 << 20
    /// Deepest nesting of collections, checked while streaming (bounds recursion and libyaml's
    /// quadratic behaviour on deep flow nesting).
    public var maxDepth: Int = 256
    /// Most nodes that aliases (and `<<` merges) may contribute to one document, counting each
    /// alias as the size of what it refers to.
    public var maxAliasExpansion: Int = 100_000
    /// Most documents in one file.
    public var maxDocuments: Int = 1_000

    public init() {}
}
