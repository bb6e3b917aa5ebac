/// Matched elements: `match: [avatar, title, photo]` in a branch (Hero's `heroID`, SwiftUI's
/// `matchedGeometryEffect`, checked statically).
///
/// Each name is a property both view controllers provide, declared in `views:` on both sides
/// (`avatar: source.avatar` and `profileAvatar: destination.avatar`). For each, the branch gets the usual
/// snapshot-move-crossfade, written out here in the language's own steps and tracks, so both
/// backends play it without knowing `match` exists:
///
///     setup:   add NAMEFrom (a snapshot of the source's view), add NAMETo (of the destination's),
///              hide both views
///     animate: NAMEFrom: frame -> the destination view's frame, alpha -> 0
///              NAMETo:   frame: the source view's frame -> the destination's, alpha: 0 -> 1
///     finish:  show both views, remove both snapshots
///
/// with the branch's timing, or the match's own (`match: { views: [...], duration: 0.4 }`).
/// Cancellation and a derived reverse come from the usual derivations.
struct MatchedPair {
    var name: String
    var source: ViewID
    var destination: ViewID
    var sourceSnapshot: ViewID
    var destinationSnapshot: ViewID
    var range: SourceRange
}

struct MatchPlan {
    var pairs: [MatchedPair]
    /// The `match:` mapping when it gives its own timing.
    var timing: KeyedPairs
}

extension TransitionChecker {
    /// Reads every branch's `match:` and declares the snapshots it needs (views are declared
    /// before any branch is checked).
    mutating func declareMatches(_ keys: KeyedPairs) {
        for op in context.operations {
            guard let branch = keys[op.rawValue]?.value.mapping,
                  let match = branch.first(where: { $0.key.scalar?.value == "match" }) else { continue }
            var timing = KeyedPairs()
            var listNode = match.value
            if let pairs = match.value.mapping {
                timing = reader.keyed(pairs, known: ["views", "duration", "delay", "curve"], required: ["views"],
                                      owner: match.key.range, what: "'match'")
                guard let v = timing["views"] else { continue }
                listNode = v.value
            }
            guard let items = reader.sequence(listNode, "'match'") else { continue }
            var plan = MatchPlan(pairs: [], timing: timing)
            for item in items {
                guard let s = reader.scalar(item, "a matched name"), let pair = matchedPair(s) else { continue }
                plan.pairs.append(pair)
            }
            matches[op] = plan
        }
    }

    private mutating func matchedPair(_ s: YAMLScalar) -> MatchedPair? {
        let name = s.value
        guard Names.isSwiftIdentifier(name) else {
            sink.error("not-identifier", "'\(Names.printable(name))' is not a property name", at: s.range,
                       notes: [.init("a matched name is a property both view controllers provide, e.g. 'avatar'")])
            return nil
        }
        let modal = context == .modal
        func owner(_ side: Side) -> String { modal ? (side == .source ? "presenting" : "presented") : (side == .source ? "source" : "destination") }
        func provided(_ side: Side) -> ViewDecl? {
            views.first { if case .provided(side, name) = $0.kind { return !$0.isPlaceholder } else { return false } }
        }
        let source = provided(.source), destination = provided(.destination)
        if let list = [source, destination].compactMap({ $0 }).first(where: \.isList) {
            sink.error("list-as-view", "'\(name)' is provided as a list; a match moves one view", at: s.range,
                       notes: [.init("'\(list.name)' is declared as a list here", at: list.range)])
            return nil
        }
        guard let source, let destination else {
            // A declaration of that name with errors was reported already.
            if views.contains(where: { $0.isPlaceholder && $0.name == name }) { return nil }
            if let one = source ?? destination {
                let side: Side = source != nil ? .source : .destination
                let other: Side = side == .source ? .destination : .source
                sink.error("match-one-side", "'\(name)' is provided by '\(owner(side))' only: a match needs it on both sides", at: s.range,
                           notes: [.init("'\(one.name)' is declared here", at: one.range),
                                   .init("declare the other side in 'views', e.g. '\(name)\(owner(other).capitalized): \(owner(other)).\(name)', or remove '\(name)' from 'match'")])
            } else {
                let provided = views.compactMap { d -> String? in if case .provided(_, let p) = d.kind { return p } else { return nil } }
                sink.error("match-one-side", "no view controller provides '\(name)': a match needs it on both sides", at: s.range,
                           notes: [.init("declare it in 'views' for both, e.g. '\(name): \(owner(.source)).\(name)' and '\(name)Target: \(owner(.destination)).\(name)'")]
                               + (Names.closest(to: name, in: provided).map { [.init("did you mean '\($0)'?")] } ?? []))
            }
            return nil
        }
        let taken = Set(views.map(\.name)).union(Self.builtInNames)
        func fresh(_ stem: String) -> String {
            var candidate = stem, i = 2
            while taken.contains(candidate) || views.contains(where: { $0.name == candidate }) { candidate = "\(stem)\(i)"; i += 1 }
            return candidate
        }
        let from = ViewDecl(id: ViewID(views.count), name: fresh(name + "From"), kind: .snapshot(of: source.id), range: s.range)
        views.append(from)
        let to = ViewDecl(id: ViewID(views.count), name: fresh(name + "To"), kind: .snapshot(of: destination.id), range: s.range)
        views.append(to)
        return MatchedPair(name: name, source: source.id, destination: destination.id, sourceSnapshot: from.id,
                           destinationSnapshot: to.id, range: s.range)
    }
}

extension BranchChecker {
    /// The steps and tracks of this branch's matches, written out (see MatchedPair).
    func matchedParts(defaults: TimingDefaults) -> (setup: [StepIR], tracks: [TrackIR], finish: [StepIR]) {
        guard let plan = checker.matches[operation], !plan.pairs.isEmpty else { return ([], [], []) }
        var timing = defaults
        if let p = plan.timing["duration"], let d = checker.checkDuration(p.value, scope: scope, what: "duration") { timing.duration = d }
        if let p = plan.timing["delay"], let d = checker.checkDelay(p.value, scope: scope) { timing.delay = d }
        if let p = plan.timing["curve"], let c = checker.checkCurve(p.value, scope: scope) { timing.curve = c }
        if case .spring(let spring) = timing.curve, let settling = CurveChecker.settlingTime(spring) { timing.duration = settling }
        var setup: [StepIR] = [], tracks: [TrackIR] = [], finish: [StepIR] = []
        // In this operation, the view that is left is the one its 'from' root holds.
        let fromIsSource = operation.isForward
        for m in plan.pairs {
            let r = m.range
            let (leaving, arriving) = fromIsSource ? (m.source, m.destination) : (m.destination, m.source)
            let (leavingSnapshot, arrivingSnapshot) = fromIsSource ? (m.sourceSnapshot, m.destinationSnapshot) : (m.destinationSnapshot, m.sourceSnapshot)
            func n(_ v: Double) -> Expr { Expr(.number(v), .number, r) }
            func frame(_ v: ViewID) -> Expr { Expr(.view(v, .frame), .rect, r) }
            setup += [StepIR(.insert(leavingSnapshot, .top), range: r), StepIR(.insert(arrivingSnapshot, .top), range: r),
                      StepIR(.set(leaving, .hidden, Expr(.bool(true), .bool, r)), range: r),
                      StepIR(.set(arriving, .hidden, Expr(.bool(true), .bool, r)), range: r)]
            tracks.append(TrackIR(view: leavingSnapshot, delay: timing.delay, duration: timing.duration, curve: timing.curve,
                                  content: .values([PropertyTarget(property: .frame, from: nil, to: frame(arriving), range: r),
                                                    PropertyTarget(property: .alpha, from: nil, to: n(0), range: r)]), range: r))
            tracks.append(TrackIR(view: arrivingSnapshot, delay: timing.delay, duration: timing.duration, curve: timing.curve,
                                  content: .values([PropertyTarget(property: .frame, from: frame(leaving), to: frame(arriving), range: r),
                                                    PropertyTarget(property: .alpha, from: n(0), to: n(1), range: r)]), range: r))
            finish += [StepIR(.set(leaving, .hidden, Expr(.bool(false), .bool, r)), range: r),
                       StepIR(.set(arriving, .hidden, Expr(.bool(false), .bool, r)), range: r),
                       StepIR(.remove(leavingSnapshot), range: r), StepIR(.remove(arrivingSnapshot), range: r)]
        }
        return (setup, tracks, finish)
    }
}
