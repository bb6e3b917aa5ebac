/// Provided lists outside the branches: the declaration (`cells: source.visibleCells[]`), one
/// property never both a list and a view, and the preview's cells (`count`, `columns`,
/// `spacing`). The tracks and steps that use a list are in StaggeredLists.swift.
extension TransitionChecker {
    static func isListDeclaration(_ node: YAMLNode) -> Bool {
        // A value written plain in an ASCII file is read in place (no String per view, issue 17).
        if let ends = node.tree.withVerbatimText(node.index, { $0.count >= 2 && $0[$0.count - 2] == 91 && $0[$0.count - 1] == 93 }) {
            return ends
        }
        return node.scalar?.value.hasSuffix("[]") ?? false
    }
}

extension TransitionChecker {
    /// The most cells a preview gives a list (each is a view in every sampled frame).
    static let previewListLimit = 200

    /// `preview: { cells: { frame: AREA, count: 12, columns: 3, spacing: 8 } }`: a list's cells
    /// fill the area as a grid, row by row (PreviewList.frames). A list always gets a count.
    func previewList(_ keys: KeyedPairs, decl: ViewDecl, scene: PreviewScene, frame: inout Rect?) -> PreviewList? {
        let listKeys = ["count", "columns", "spacing"]
        guard decl.isList else {
            for k in listKeys { if let p = keys[k] {
                sink.error("list-preview", "'\(k)' applies to a list; '\(decl.name)' is a single view", at: p.key.range,
                           notes: [.init("a list is declared with '[]' after a provided view, e.g. 'cells: source.visibleCells[]'")])
            } }
            return nil
        }
        var list = PreviewList.standard
        let scope = ExpressionChecker.Scope(views: ["container": .container], decls: views)
        func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
            guard let p = keys[key], let e = expression(p.value, expected: .number, scope: scope, what: key) else { return nil }
            guard let v = ConstantFolder.number(e), v.rounded() == v, Double(range.lowerBound) <= v, v <= Double(range.upperBound) else {
                sink.error("out-of-range", "a preview list's \(key) must be a whole number in \(range.lowerBound)...\(range.upperBound)", at: e.range)
                return nil
            }
            return Int(v)
        }
        if let n = integer("count", in: 0...Self.previewListLimit) { list.count = n }
        if let n = integer("columns", in: 1...Self.previewListLimit) { list.columns = n }
        if let p = keys["spacing"], let e = expression(p.value, expected: .number, scope: scope, what: "spacing") {
            if let v = PreviewEvaluator(width: scene.width, height: scene.height).number(e), v.isFinite, v >= 0, v <= 10_000 {
                list.spacing = v
            } else {
                sink.error("out-of-range", "a preview list's spacing must be a constant in 0...10000 points", at: e.range)
            }
        }
        if frame == nil { frame = Rect(x: 16, y: 100, width: max(0, scene.width - 32), height: max(0, scene.height - 200)) }
        return list
    }
}

extension TransitionChecker {
    /// One property of a view controller is either a list or a view: the generated protocol
    /// requires it once, as `[UIView]` or as `UIView`.
    mutating func checkListDeclarations() {
        var first: [String: ViewDecl] = [:]
        for decl in views where !decl.isPlaceholder {
            guard case .provided(let side, let property) = decl.kind else { continue }
            let key = "\(side.rawValue).\(property)"
            guard let earlier = first[key] else { first[key] = decl; continue }
            guard earlier.isList != decl.isList else { continue }
            let list = earlier.isList ? earlier : decl
            sink.error("list-as-view", "'\(property)' is provided as a list by '\(list.name)' and as a single view by '\(earlier.isList ? decl.name : earlier.name)'",
                       at: decl.range,
                       notes: [.init("'\(earlier.name)' is declared here", at: earlier.range),
                               .init("the view controller provides one of them: a list ([UIView]) or a view (UIView); name the other property differently")])
            views[decl.id.rawValue].kind = .overlay(color: Expr(.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), .color, decl.range))
            views[decl.id.rawValue].isPlaceholder = true
            views[decl.id.rawValue].isList = false
        }
    }
}
