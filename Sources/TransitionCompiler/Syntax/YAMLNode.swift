/// The YAML front end's output: located nodes, composed from libyaml's events.
///
/// The nodes of a document live in one `YAMLTree`: contiguous arrays of compact records addressed
/// by index, the scalar values in one table, and children in one array of indices. A
/// `YAMLNode` is a handle (tree + index). There is no object per node, no box per scalar and no
/// array per mapping: those were a third of the heap at the peak of `transc check` (issue 17).
///
/// Every node carries the range it spans in the file. Aliases are not expanded into copies:
/// an alias is a node of its own (with its own location) that refers to its anchor's node,
/// so a "billion laughs" file costs one node per alias, and the composer's budget rejects it
/// before anything walks it.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence(YAMLSequence)
        case mapping(YAMLMapping)
        /// `*name`: the anchored node it refers to.
        case alias(name: String, target: YAMLNode)
    }

    let tree: YAMLTree
    let index: Int32

    init(_ tree: YAMLTree, _ index: Int32) {
        self.tree = tree
        self.index = index
    }

    private var record: YAMLStorage.Record { tree.storage.nodes[Int(index)] }

    public var content: Content {
        let r = record
        switch r.kind {
        case .scalar: return .scalar(tree.scalar(index))
        case .sequence: return .sequence(YAMLSequence(tree: tree, start: r.a, count: Int(r.b)))
        case .mapping: return .mapping(YAMLMapping(tree: tree, start: r.a, count: Int(r.b)))
        case .alias: return .alias(name: tree.storage.values[Int(r.b)], target: YAMLNode(tree, r.a))
        }
    }

    /// Whether the node is an alias, asked without making its content (a scalar's text).
    public var isAlias: Bool { record.kind == .alias }

    /// From the first character of the node (its anchor or tag when it has one) to just past its last.
    public var range: SourceRange { record.range }

    /// The resolved tag (`tag:yaml.org,2002:str`, ...) when the node has an explicit one.
    public var tag: String? { tree.storage.properties(of: index)?.tag }

    public var anchor: String? { tree.storage.properties(of: index)?.anchor }

    /// For collections: whether written in flow style (`[a, b]`, `{a: 1}`).
    public var isFlow: Bool { record.isFlow }

    /// The node an alias stands for (following alias chains); the node itself otherwise.
    public var resolved: YAMLNode {
        YAMLNode(tree, tree.storage.resolve(index))
    }

    public var scalar: YAMLScalar? {
        let i = tree.storage.resolve(index)
        guard tree.storage.nodes[Int(i)].kind == .scalar else { return nil }
        return tree.scalar(i)
    }

    public var sequence: YAMLSequence? {
        let r = tree.storage.nodes[Int(tree.storage.resolve(index))]
        guard r.kind == .sequence else { return nil }
        return YAMLSequence(tree: tree, start: r.a, count: Int(r.b))
    }

    public var mapping: YAMLMapping? {
        let r = tree.storage.nodes[Int(tree.storage.resolve(index))]
        guard r.kind == .mapping else { return nil }
        return YAMLMapping(tree: tree, start: r.a, count: Int(r.b))
    }

    /// "a scalar", "a sequence", "a mapping": for diagnostics that say what was found.
    public var kindDescription: String { tree.storage.kindDescription(index) }
}

public struct YAMLPair: Sendable {
    let tree: YAMLTree
    let keyIndex: Int32
    let valueIndex: Int32

    public var key: YAMLNode { YAMLNode(tree, keyIndex) }
    public var value: YAMLNode { YAMLNode(tree, valueIndex) }
}

/// A collection node's children as a view of the tree's one children array, not a copy: `start`
/// is the first child's place in it and `count` the number of elements.
public protocol YAMLChildren: RandomAccessCollection where Index == Int {
    var tree: YAMLTree { get }
    var start: Int32 { get }
    var count: Int { get }
}

extension YAMLChildren {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
}

/// The items of a sequence node.
public struct YAMLSequence: YAMLChildren, Sendable {
    public let tree: YAMLTree
    public let start: Int32
    public let count: Int

    public subscript(i: Int) -> YAMLNode {
        precondition(i >= 0 && i < count, "YAMLSequence index out of range")
        return YAMLNode(tree, tree.storage.children[Int(start) + i])
    }
}

/// The pairs of a mapping node (after `<<` merges): its children are keys and values in turn.
public struct YAMLMapping: YAMLChildren, Sendable {
    public let tree: YAMLTree
    public let start: Int32
    public let count: Int

    public subscript(i: Int) -> YAMLPair {
        precondition(i >= 0 && i < count, "YAMLMapping index out of range")
        let c = Int(start) + 2 * i
        let children = tree.storage.children
        return YAMLPair(tree: tree, keyIndex: children[c], valueIndex: children[c + 1])
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
    /// Whether the tree found the value to be its own text in the file (plain, one line, in an
    /// ASCII file): `ScalarRangeMap` then maps it without comparing the two again.
    private(set) var isVerbatim = false

    public init(value: String, style: Style, range: SourceRange, file: SourceFile) {
        self.value = value
        self.style = style
        self.range = range
        self.file = file
    }

    init(value: String, style: Style, range: SourceRange, file: SourceFile, isVerbatim: Bool) {
        self.init(value: value, style: style, range: range, file: file)
        self.isVerbatim = isVerbatim
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
