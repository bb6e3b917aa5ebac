/// A few subtrees of a document copied out of its tree, so that the rest of its nodes can be
/// freed while these are still read (issue 17: the checker reads `reduceMotion:`, `branches:` and
/// `preview:` after deriving the reverses, and the whole tree was alive at the peak for them).
extension YAMLTree {
    /// The pairs of `keys` named in `names`, in a tree of their own that holds them and every
    /// node they reach (items, merged pairs, the targets of aliases), each node as it was:
    /// same values, styles, ranges and properties, so whatever reads them says the same.
    func keeping(_ keys: KeyedPairs, _ names: [String]) -> KeyedPairs {
        let kept = names.compactMap { name in keys[name].map { (name, $0) } }
        var out = KeyedPairs()
        guard !kept.isEmpty else { return out }
        let (tree, newIndex) = copying(kept.flatMap { [$0.1.keyIndex, $0.1.valueIndex] })
        for (name, pair) in kept {
            out[name] = YAMLPair(tree: tree, keyIndex: newIndex[Int(pair.keyIndex)], valueIndex: newIndex[Int(pair.valueIndex)])
        }
        return out
    }

    /// A tree of the nodes reachable from `roots`, and each old node's index in it (-1 when not
    /// copied).
    private func copying(_ roots: [Int32]) -> (YAMLTree, [Int32]) {
        let s = storage
        var reached = [Bool](repeating: false, count: s.nodes.count)
        var stack = roots
        while let i = stack.popLast() {
            guard !reached[Int(i)] else { continue }
            reached[Int(i)] = true
            let r = s.nodes[Int(i)]
            switch r.kind {
            case .scalar: break
            case .alias: stack.append(r.a)
            case .sequence: stack.append(contentsOf: s.children[Int(r.a)..<(Int(r.a) + Int(r.b))])
            case .mapping: stack.append(contentsOf: s.children[Int(r.a)..<(Int(r.a) + 2 * Int(r.b))])
            }
        }
        var copy = YAMLStorage()
        copy.source = s.source
        var newIndex = [Int32](repeating: -1, count: s.nodes.count)
        // In ascending order: the composer appends a node after its children, its merged pairs
        // and its alias's target, so each of them has its new index when the node is copied.
        for i in reached.indices where reached[i] {
            var r = s.nodes[i]
            let at = YAMLStorage.index(copy.nodes.count)
            switch r.kind {
            case .scalar where r.a == YAMLStorage.verbatim:
                break
            case .scalar:
                r.a = YAMLStorage.index(copy.values.count)
                copy.values.append(s.values[Int(s.nodes[i].a)])
            case .alias:
                r.a = newIndex[Int(r.a)]
                r.b = YAMLStorage.index(copy.values.count)
                copy.values.append(s.values[Int(s.nodes[i].b)])
            case .sequence, .mapping:
                let start = Int(r.a), count = r.kind == .mapping ? 2 * Int(r.b) : Int(r.b)
                r.a = YAMLStorage.index(copy.children.count)
                for c in start..<(start + count) { copy.children.append(newIndex[Int(s.children[c])]) }
            }
            if r.hasProperties, let p = s.properties(of: Int32(i)) {
                copy.propertyNodes.append(at)
                copy.properties.append(p)
            }
            copy.nodes.append(r)
            newIndex[i] = at
        }
        return (YAMLTree(file: file, storage: copy), newIndex)
    }
}
