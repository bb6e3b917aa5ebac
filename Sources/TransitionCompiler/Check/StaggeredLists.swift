/// Provided lists and staggered tracks (issue 13, Hero's `cascade`, MotionLayout's `staggered`):
///
///     views:
///       cells: source.visibleCells[]          # the view controller provides [UIView]
///     push:
///       animate:
///         - view: cells
///           alpha: 1 -> 0
///           duration: 0.3
///           stagger: 30ms                   # element i starts rank(i) × 30 ms after the first
///           order: fromPoint(container.center)
///
/// A list has no single value, so no expression reads it and no step places it; `set` and
/// tracks write every element. The count is known at run time only: the elements spread over
/// the time the branch leaves after the track (`StaggerIR.room`), at the written stagger while
/// they fit and closer together beyond, so the transition's duration stays what the checker says.
extension BranchChecker {
    /// The properties a list's elements can be given: each element's own, the same for all.
    /// Geometry (frame, center) is in container space, where one value for every element would
    /// pile them up; layer-followed and mask properties need one helper view per element.
    static let listProperties: [Property] = [.alpha, .transform, .hidden, .backgroundColor, .cornerRadius]

    static let orders = ["forward", "reverse", "fromPoint", "toPoint", "by"]

    /// This checker with the per-element names of `list` in scope.
    func elements(of list: ViewID) -> BranchChecker {
        var inner = self
        inner.scope = scope.forElements(of: list)
        return inner
    }

    /// A list named where one view is expected (insert, add, remove): reported, false.
    /// `range` is worked out only for the error: an insert step's word range maps the value.
    func acceptsSingleView(_ id: ViewID, at range: @autoclosure () -> SourceRange, what: String) -> Bool {
        let decl = checker.views[id.rawValue]
        guard decl.isList else { return true }
        // Tiles are made for the transition: they are inserted and removed as a whole, in order.
        if case .tiles = decl.kind, what == "insert" || what == "add" || what == "remove" { return true }
        sink.error("list-as-view", "'\(decl.name)' is a list of views; '\(what)' takes a single view", at: range(),
                   notes: [.init("'\(decl.name)' is declared as a list here", at: decl.range),
                           .init("a list's elements stay where their view controller put them; animate them with a track 'view: \(decl.name)'")])
        return false
    }

    /// `set: { cells.alpha: 0 }`: a property a list can take.
    func acceptsListProperty(_ id: ViewID, _ property: Property, at range: SourceRange) -> Bool {
        let decl = checker.views[id.rawValue]
        guard decl.isList, !Self.listProperties.contains(property) else { return true }
        sink.error("list-property", "'\(property.rawValue)' cannot be given to the elements of the list '\(decl.name)'", at: range,
                   notes: [.init("every element would get the same value; a list takes \(Self.listProperties.map { "'\($0.rawValue)'" }.joined(separator: ", "))")])
        return false
    }

    /// `stagger`/`order` on a track of a single view, and the forms a list's track cannot take.
    func checkListTrackForm(_ keys: KeyedPairs, view: ViewID, viewValue: YAMLNode) -> Bool {
        let decl = checker.views[view.rawValue]
        // The name as written, made only for an error (a String per track, issue 17).
        var written: String { viewValue.scalar?.value ?? decl.name }
        if !decl.isList {
            guard let key = keys["stagger"] ?? keys["order"] else { return true }
            // A declaration with errors (a list, perhaps) was reported: no second error here.
            if decl.isPlaceholder { return false }
            let lists = checker.views.filter { $0.isList && !$0.isPlaceholder }.map(\.name)
            let guess = lists.count == 1 ? lists.first : Names.closest(to: written, in: lists)
            sink.error("stagger-single-view", "'\(key.key.scalar?.value ?? "stagger")' spreads the elements of a list, but '\(written)' is a single view",
                       at: key.key.range,
                       notes: [.init("a list is declared with '[]' after a provided view, e.g. 'cells: source.visibleCells[]'")]
                           + (guess.map { [.init("did you mean the list '\($0)'?", at: viewValue.range)] } ?? []),
                       fixIts: guess.map { [.init(range: viewValue.range, replacement: $0)] } ?? [])
            return false
        }
        for word in ["keyframes", "repeat", "path"] {
            guard let p = keys[word] else { continue }
            sink.error("list-track", "a list's track animates its elements from one value to another; '\(word)' applies to a single view",
                       at: p.key.range, notes: [.init("write 'PROPERTY: END' or 'PROPERTY: START -> END' with 'stagger'")])
            return false
        }
        return true
    }

    /// The properties and curve of a list's track, then its `stagger` and `order` (room 0 until
    /// the branch's duration is known: `fitStaggers`).
    func listStagger(_ keys: KeyedPairs, track: TrackIR) -> StaggerIR? {
        guard case .values(let targets) = track.content else { return nil }
        var ok = true
        for t in targets {
            if !acceptsListProperty(track.view, t.property, at: t.range) { ok = false; continue }
            if t.property == .transform, let e = [t.from, t.to].compactMap({ $0 }).first(where: \.is3DTransform) {
                sink.error("list-property", "a list's elements take 2-D transforms", at: e.range,
                           notes: [.init("3-D transforms need a perspective per element; use scale, translate and rotate")])
                ok = false
            }
        }
        if case .steps = track.curve, let c = keys["curve"] {
            sink.error("list-track", "a list's track cannot use steps(…)", at: c.value.range,
                       notes: [.init("use a cubic curve or a spring; the stagger already spreads the elements in time")])
            ok = false
        }
        var interval = 0.0
        if let p = keys["stagger"] {
            guard let e = checker.expression(p.value, expected: .duration, scope: scope, what: "stagger") else { return nil }
            guard let v = ConstantFolder.number(e), v.isFinite, v >= 0, v <= 600 else {
                sink.error("out-of-range", "stagger must be a constant in 0...600 seconds", at: e.range,
                           notes: [.init("the time between two consecutive elements' starts, e.g. 'stagger: 30ms'")])
                return nil
            }
            interval = v
        }
        var order = StaggerIR.Order.index, reversed = false
        if let p = keys["order"] {
            guard let parsed = self.order(p.value) else { return nil }
            (order, reversed) = parsed
        }
        if let p = keys["order"], interval == 0 {
            sink.warning("order-without-stagger", "'order' has no effect without a stagger: every element of '\(checker.views[track.view.rawValue].name)' starts at once",
                         at: p.key.range, notes: [.init("give the time between two ranks' starts, e.g. 'stagger: 30ms', or remove 'order'")])
        }
        guard ok else { return nil }
        return StaggerIR(interval: interval, order: order, reversed: reversed, room: 0, alignsEnd: false,
                         range: keys["stagger"].map { $0.key.range.union($0.value.range) } ?? track.range)
    }

    /// `forward`, `reverse`, `fromPoint(POINT)`, `toPoint(POINT)`.
    private func order(_ node: YAMLNode) -> (StaggerIR.Order, Bool)? {
        guard let s = checker.scalarValue(node, "an order") else { return nil }
        let expressions = ExpressionChecker(sink: sink, scalar: s, scope: scope)
        switch ExpressionParser.parse(s.value) {
        case .failure(let f):
            expressions.report(f)
            return nil
        case .success(.identifier("forward", _)): return (.index, false)
        case .success(.identifier("reverse", _)): return (.index, true)
        case .success(.call(.identifier(let name, _), let args, let r)) where name == "fromPoint" || name == "toPoint":
            guard args.count == 1, args[0].label == nil else {
                expressions.error("argument-count", "'\(name)' takes one point", r, notes: [.init("e.g. \(name)(container.center)")])
                return nil
            }
            guard let p = expressions.check(args[0].value, expected: .point) else { return nil }
            return (.distance(from: p), name == "toPoint")
        case .success(.call(.identifier("by", _), let args, let r)):
            // By a value each element has, the smallest first (ElementValues.swift).
            guard args.count == 1, args[0].label == nil else {
                expressions.error("argument-count", "'by' takes one number per element", r, notes: [.init("e.g. by(cells.midX + cells.midY) or by(random(0, 1))")])
                return nil
            }
            guard let key = expressions.check(args[0].value, expected: .number) else { return nil }
            return (.key(key), false)
        case .success(let e):
            let word: String, range: Range<Int>
            switch e {
            case .identifier(let n, let r): (word, range) = (n, r)
            case .call(.identifier(let n, let r), _, _): (word, range) = (n, r)
            default: (word, range) = (s.value, e.range)
            }
            reader.reportUnknown(word, kind: "order", in: "this track", candidates: Self.orders, at: expressions.range(range), code: "unknown-name",
                                 extraNotes: [.init("an order is forward, reverse, fromPoint(POINT), toPoint(POINT) or by(NUMBER)")])
            return nil
        }
    }

    /// Once the branch's tracks are known: each staggered track's room is the time between its
    /// end and the branch's end; a stagger longer than that could not place even two elements.
    func fitStaggers(_ tracks: inout [TrackIR], report: Bool) {
        let total = tracks.map(\.end).max() ?? 0
        for i in tracks.indices {
            guard var stagger = tracks[i].stagger else { continue }
            let track = tracks[i]
            // Float noise snapped away, as the reverse derivation does (0.6 − 0.3 is 0.29999999999999993).
            let exact = max(0, total - track.end)
            let snapped = (exact * 1e9).rounded() / 1e9
            stagger.room = abs(snapped - exact) < 1e-12 ? snapped : exact
            if report, stagger.interval > stagger.room + 1e-12 {
                let name = checker.views[track.view.rawValue].name
                // Shortening this track helps only up to the end of the longest other track.
                let others = tracks.indices.filter { $0 != i }.map { tracks[$0].end }.max() ?? 0
                let fit = ((others - stagger.interval - track.delay) * 1e6).rounded(.down) / 1e6
                let notes: [Diagnostic.Note] = [
                    .init("each element of '\(name)' lasts the track's \(format(track.duration)) s; the elements spread over the time the branch leaves after the track: \(format(stagger.room)) s, ending at \(format(total)) s"),
                    .init(fit > 0 ? "shorten the track (e.g. 'duration: \(format(fit))') or lengthen another track, so that at least one stagger fits"
                                  : "lengthen another track or the branch, so that at least one stagger fits after this track"),
                ]
                sink.error("stagger-too-long", "stagger \(format(stagger.interval)) s does not fit in the branch: the track ends at \(format(track.end)) s and the branch at \(format(total)) s",
                           at: stagger.range, notes: notes)
            }
            tracks[i].stagger = stagger
        }
    }
}
