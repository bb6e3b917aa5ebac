/// The `views:` section, the built-in views, and the name scopes expressions see.
extension TransitionChecker {
    static let builtInNames = ["container", "from", "to", "presented", "presenting", "dimming", "source", "destination"]

    mutating func declareBuiltInViews(dimming: Bool) {
        let start = SourceRange(at: rootRange.start)
        views = [
            ViewDecl(id: .container, name: "container", kind: .container, range: start),
            ViewDecl(id: .sourceRoot, name: "source", kind: .root(.source), range: start),
            ViewDecl(id: .destinationRoot, name: "destination", kind: .root(.destination), range: start),
        ]
        if dimming {
            views.append(ViewDecl(id: ViewID(views.count), name: "dimming", kind: .dimming, range: start))
        }
    }

    /// The names visible to expressions during `operation` (nil: outside any branch, where
    /// `from` and `to` mean the roles of the forward operation).
    func scope(for operation: Operation?) -> ExpressionChecker.Scope {
        var names: [String: ViewID] = [:]
        names.reserveCapacity(views.count + 8)   // grown by rehashing, 15,000 views cost 1 % of check
        names["container"] = .container
        let forward = operation?.isForward ?? true
        names["from"] = forward ? .sourceRoot : .destinationRoot
        names["to"] = forward ? .destinationRoot : .sourceRoot
        if context == .modal {
            names["presenting"] = .sourceRoot
            names["presented"] = .destinationRoot
        }
        // Outside a branch (views, preview) the forward-stable names are accepted too: they never swap.
        if operation == nil {
            names["source"] = .sourceRoot
            names["destination"] = .destinationRoot
        }
        for decl in views where !decl.kind.isRoot && decl.id != .container {
            names[decl.name] = decl.id
        }
        return ExpressionChecker.Scope(views: names, decls: views, names: nameIndexes.index(forViews: views.count) { [sink] in
            sink.suggestionIndexBuilds += 1
            return Array(names.keys)
        }, layoutFixed: layoutRule == .fixed)
    }

    func presentationHasDimming(_ pair: YAMLPair?) -> Bool {
        guard let pairs = pair?.value.mapping else { return false }
        return pairs.contains { $0.key.scalar?.value == "dimming" }
    }

    mutating func checkViews(_ node: YAMLNode) {
        guard let pairs = reader.mapping(node, "'views'") else { return }
        // Declare every name first so snapshots can refer to views declared after them.
        var pending: [(String, YAMLPair)] = []
        for pair in pairs {
            guard let name = reader.keyName(pair) else { continue }
            if Self.builtInNames.contains(name) {
                sink.error("reserved-name", "'\(name)' is a built-in view and cannot be redeclared", at: pair.key.range,
                           notes: [.init("built-in views: container, from, to, source, destination (and presenting, presented, dimming in modal transitions)")])
                continue
            }
            guard Names.isSwiftIdentifier(name) else {
                let suggestion = Names.identifierSuggestion(from: name)
                sink.error("not-identifier", "'\(Names.printable(name))' cannot name a view", at: pair.key.range,
                           notes: [.init("view names become Swift identifiers: letters, digits and underscores, not starting with a digit")]
                               + (suggestion.map { [.init("did you mean '\($0)'?")] } ?? []),
                           fixIts: suggestion.map { [.init(range: pair.key.range, replacement: $0)] } ?? [])
                continue
            }
            var decl = ViewDecl(id: ViewID(views.count), name: name, kind: .container, range: pair.key.range)
            decl.isList = Self.isListDeclaration(pair.value)
            views.append(decl)
            pending.append((name, pair))
        }
        let scope = self.scope(for: nil)
        for (name, pair) in pending {
            guard let id = scope.views[name] else { continue }
            if let kind = checkViewKind(pair.value, self: id, scope: scope) {
                views[id.rawValue].kind = kind
                // Tiles are a list: animated by one track per list, any element count.
                if case .tiles = kind { views[id.rawValue].isList = true }
            } else {
                makePlaceholder(id, at: pair.value.range)
            }
        }
        checkImageSnapshotSources()
        checkTileSources()
        checkListDeclarations()
        // Snapshot chains must end in a real view. Each view is walked once (a chain of n
        // snapshots is O(n), not O(n²)): 1 = on the path being walked, 2 = walked. A cycle is
        // reported once, at its member declared first, which becomes a placeholder overlay so
        // the views leading into it resolve.
        var state = [UInt8](repeating: 0, count: views.count)
        var cycleHeads: [Int] = []
        // One path array for every walk, and each view's id read in place (a fresh array and a
        // copy of the declaration per view, issue 17).
        var path: [Int] = []
        for v in views.indices where state[views[v].id.rawValue] == 0 {
            path.removeAll(keepingCapacity: true)
            var current = views[v].id.rawValue
            while state[current] == 0 {
                state[current] = 1
                path.append(current)
                guard case .snapshot(let of) = views[current].kind else { break }
                current = of.rawValue
            }
            if state[current] == 1, let start = path.firstIndex(of: current), case .snapshot = views[current].kind {
                cycleHeads.append(path[start...].min() ?? current)
            }
            for i in path { state[i] = 2 }
        }
        for head in cycleHeads.sorted() {
            let decl = views[head]
            sink.error("snapshot-cycle", "snapshot '\(decl.name)' refers back to itself", at: decl.range)
            makePlaceholder(decl.id, at: decl.range)
        }
    }

    /// A declaration that had errors keeps its name as a clear overlay, so its uses cascade into
    /// neither unknown-name nor hierarchy errors (`ViewDecl.isPlaceholder`).
    private mutating func makePlaceholder(_ id: ViewID, at range: SourceRange) {
        views[id.rawValue].isList = false
        views[id.rawValue].kind = .overlay(color: Expr(.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), .color, range))
        views[id.rawValue].isPlaceholder = true
    }

    private func checkViewKind(_ node: YAMLNode, self id: ViewID, scope: ExpressionChecker.Scope) -> ViewKind? {
        let (sourceName, destinationName) = context == .modal ? ("presenting", "presented") : ("source", "destination")
        guard let s = scalarValue(node, "a view") else { return nil }
        let checker = ExpressionChecker(sink: sink, scalar: s, scope: scope)
        let syntax: SyntaxExpr
        // `source.visibleCells[]` is a provided list: the same form with `[]` after it.
        let isList = views[id.rawValue].isList   // set from the same node when it was declared
        switch ExpressionParser.parse(isList ? String(s.value.dropLast(2)) : s.value) {
        case .failure(let f):
            checker.report(f)
            return nil
        case .success(let e): syntax = e
        }
        switch syntax {
        case .member(.identifier(let owner, let ownerRange), let property, let propertyRange, _):
            let sides: [String: Side] = context == .modal
                ? ["from": .source, "to": .destination, "presenting": .source, "presented": .destination,
                   "source": .source, "destination": .destination]
                : ["from": .source, "to": .destination, "source": .source, "destination": .destination]
            guard let side = sides[owner] else {
                if scope.views[owner] != nil {
                    checker.error("provided-owner", "a provided view belongs to a view controller: write '\(sourceName).\(property)' or '\(destinationName).\(property)'", ownerRange)
                } else {
                    NodeReader(sink: sink).reportUnknown(owner, kind: "view controller", in: "this view", candidates: Array(sides.keys).sorted(),
                                                         at: checker.range(ownerRange), code: "unknown-name")
                }
                return nil
            }
            warnAmbiguousRoot(owner, at: checker.range(ownerRange))
            guard Names.isSwiftIdentifier(property) else {
                checker.error("not-identifier", "'\(property)' is not a Swift property name", propertyRange)
                return nil
            }
            guard !Names.viewControllerMembers.contains(property) else {
                let note = property == "view" ? "the root view is '\(owner)' itself"
                    : "the generated protocol would ask the view controller for 'var \(property): UIView'; name the outlet differently, e.g. '\(property)View'"
                checker.error("reserved-name", "'\(property)' is already a member of UIViewController", propertyRange, notes: [.init(note)])
                return nil
            }
            return .provided(side, property: property)
        case _ where isList:
            checker.error("view-form", "only a view controller's property can be a list: write 'from.name[]' or 'to.name[]'", syntax.range,
                          notes: [.init("a list is provided as [UIView], e.g. 'cells: source.visibleCells[]'")])
            return nil
        case .call(.identifier("snapshot", _), let args, let r):
            guard args.count == 1, args[0].label == nil, case .identifier(let target, let tr) = args[0].value else {
                checker.error("argument-count", "'snapshot' takes one view name", r, notes: [.init("e.g. snapshot(thumbnail)")])
                return nil
            }
            guard let targetID = scope.views[target] else {
                NodeReader(sink: sink).reportUnknown(target, kind: "view", in: "snapshot", among: [scope.names],
                                                     at: checker.range(tr), code: "unknown-view")
                return nil
            }
            warnAmbiguousRoot(target, at: checker.range(tr))
            if scope.decls[targetID.rawValue].isList {
                checker.error("list-as-view", "'\(target)' is a list of views; a snapshot is made of one view", tr,
                              notes: [.init("a list is animated as a whole by a track with 'view: \(target)' and 'stagger'")])
                return nil
            }
            if targetID == id || targetID == .container {
                checker.error("snapshot-cycle", targetID == id ? "a view cannot be a snapshot of itself" : "the container cannot be snapshotted", tr)
                return nil
            }
            return .snapshot(of: targetID)
        case .call(.identifier("overlay", _), let args, let r):
            guard args.count == 1 else {
                checker.error("argument-count", "'overlay' takes one colour", r, notes: [.init("e.g. overlay(black)")])
                return nil
            }
            guard let color = checker.check(args[0].value, expected: .color) else { return nil }
            return .overlay(color: color)
        case .call(.identifier("blur", _), let args, let r):
            return checker.blurKind(args, r)
        case .call(.identifier("imageSnapshot", _), let args, let r):
            return imageSnapshotKind(args, r, checker: checker, scope: scope)
        case .call(.identifier("tiles", _), let args, let r):
            return tilesKind(args, r, self: id, checker: checker, scope: scope)
        default:
            let forms = "\(sourceName).propertyName, \(destinationName).propertyName, snapshot(view), imageSnapshot(view), tiles(view, columns: C, rows: R), overlay(colour) or blur(style)"
            checker.error("view-form", "a view is declared as \(forms)", syntax.range)
            return nil
        }
    }
}

/// One naming model (Docs/LANGUAGE.md, "Naming the view controllers"): inside a branch `from`
/// and `to` are the roles of the operation written there; outside every branch (`views:`,
/// `preview:`) no operation is being written, so the roots have names that never swap:
/// `source`/`destination` (push's, or the forward tab's, view controllers) or, in a modal
/// transition, `presenting`/`presented`. `from`/`to` still resolve there (to the forward
/// operation's roles), with a warning and a fix-it.
extension TransitionChecker {
    /// The forward-stable name for `from`/`to` written outside a branch; nil for any other name.
    func stableRootName(_ name: String) -> String? {
        guard name == "from" || name == "to" else { return nil }
        if context == .modal { return name == "from" ? "presenting" : "presented" }
        return name == "from" ? "source" : "destination"
    }

    /// The `ambiguous-root` warning for `from`/`to` written outside a branch at `range`.
    func warnAmbiguousRoot(_ name: String, at range: SourceRange) {
        guard let stable = stableRootName(name), let stableOther = stableRootName(name == "from" ? "to" : "from") else { return }
        let ops = context.operations
        guard let forward = ops.first(where: \.isForward), let backward = ops.first(where: { !$0.isForward }) else { return }
        let other = name == "from" ? "to" : "from"
        let (first, second) = name == "from" ? (stable, stableOther) : (stableOther, stable)
        sink.warning("ambiguous-root", "'\(name)' outside a branch is ambiguous: it is \(forward.rawValue)'s '\(name)' but \(backward.rawValue)'s '\(other)'; write '\(stable)'",
                     at: range,
                     notes: [.init("outside a branch (views:, preview:) the roots are '\(first)' and '\(second)', \(forward.rawValue)'s view controllers, which keep their names in \(backward.rawValue)")],
                     fixIts: [.init(range: range, replacement: stable)])
    }
}
