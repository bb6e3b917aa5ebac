/// The continuous keys of an interaction (issue 30; Docs/LANGUAGE.md, "Interaction"): `follow`,
/// `resistance`, `release`, `interruptible`, and `finishVelocity: none`. Read with the other
/// interaction keys (`PresentationChecker.checkInteraction`); the conflicts with the branch's
/// tracks are checked once the branches are resolved (`checkFollowConflicts`).
extension TransitionChecker {
    /// The continuous part of an interaction, or nil when none of its keys is written.
    /// `velocityOff`: the range of `finishVelocity: none`, if written. Sets `ok` false on an error.
    func checkContinuous(_ keys: KeyedPairs, op: Operation, velocityOff: SourceRange?, ok: inout Bool) -> ContinuousInteractionIR? {
        var written: [(key: String, range: SourceRange)] = []
        for key in SpecKeys.continuousInteraction { if let p = keys[key] { written.append((key, p.key.range)) } }
        if let r = velocityOff { written.append(("finishVelocity: none", r)) }
        guard !written.isEmpty else { return nil }
        var result = ContinuousInteractionIR(written: written)
        result.velocityRule = velocityOff == nil
        if let p = keys["follow"] { result.follow = checkFollow(p.value, op: op, ok: &ok) }
        if let p = keys["resistance"], let r = checkResistance(p.value, op: op) { result.resistance = r } else if keys["resistance"] != nil { ok = false }
        if let p = keys["release"], let r = checkRelease(p.value, op: op) { result.release = r } else if keys["release"] != nil { ok = false }
        if let p = keys["detents"] {
            if let d = checkDetents(p, op: op, follow: keys["follow"]) { result.detents = d } else { ok = false }
        }
        if let p = keys["interruptible"] {
            if let b = checkBool(p.value, what: "interruptible") { result.interruptible = b } else { ok = false }
        }
        return result
    }

    /// `finishVelocity: none`: its range; nil for anything else (read as a number).
    func velocityRuleOff(_ node: YAMLNode) -> SourceRange? {
        guard let s = node.scalar, s.value == "none" else { return nil }
        return s.range
    }

    private func checkFollow(_ node: YAMLNode, op: Operation, ok: inout Bool) -> [FollowIR] {
        guard let items = reader.sequence(node, "'follow'") else { ok = false; return [] }
        let scope = scope(for: op)
        var result: [FollowIR] = []
        var seen: [ViewID: SourceRange] = [:]
        for item in items {
            guard let pairs = reader.mapping(item, "a followed view") else { ok = false; continue }
            let keys = reader.keyed(pairs, known: SpecKeys.follow, required: ["view"], owner: item.range, what: "a followed view")
            guard let vp = keys["view"], let s = scalarValue(vp.value, "a view") else { ok = false; continue }
            guard let id = scope.views[s.value] else {
                reader.reportUnknown(s.value, kind: "view", in: "'follow'", among: [scope.names], at: s.range, code: "unknown-view")
                ok = false
                continue
            }
            let decl = views[id.rawValue]
            if decl.isList || id == .container {
                sink.error("follow-view", "'\(Names.printable(s.value))' cannot follow the finger", at: s.range,
                           notes: [.init(decl.isList ? "a list is many views; follow a snapshot of the one the finger is on"
                                                      : "the container holds the transition; follow a view inside it")])
                ok = false
                continue
            }
            if let first = seen[id] {
                sink.error("follow-view", "'\(Names.printable(s.value))' already follows the finger", at: s.range,
                           notes: [.init("first listed here", at: first)])
                ok = false
                continue
            }
            seen[id] = s.range
            var along = FollowIR.Along.both
            if let a = keys["along"], let t = scalarValue(a.value, "'along'") {
                if let v = FollowIR.Along(rawValue: t.value) { along = v } else {
                    reader.reportUnknown(t.value, kind: "value", in: "'along'", candidates: SpecKeys.followAlong, at: t.range, code: "unknown-name")
                    ok = false
                }
            }
            var driven: [DrivenValueIR] = []
            for kind in [DrivenValueIR.Kind.scale, .alpha] {
                guard let p = keys[kind.rawValue] else { continue }
                if let d = drivenValue(p, kind: kind, scope: scope) { driven.append(d) } else { ok = false }
            }
            var over: Expr?
            if let o = keys["over"] {
                over = expression(o.value, expected: .number, scope: scope, what: "over")
                if let e = over, let v = ConstantFolder.number(e), v == 0 || !v.isFinite {
                    sink.error("out-of-range", "over must not be 0", at: e.range,
                               notes: [.init("it is the translation over which the driven values go from their first number to their second")])
                    ok = false
                }
                if over == nil { ok = false }
            }
            result.append(FollowIR(view: id, along: along, driven: driven, over: over, range: item.range))
        }
        return result
    }

    /// `scale: 1 -> 0.6`: two constants, a scale above 0 and an alpha in 0...1.
    private func drivenValue(_ pair: YAMLPair, kind: DrivenValueIR.Kind, scope: ExpressionChecker.Scope) -> DrivenValueIR? {
        guard let s = scalarValue(pair.value, "a driven value") else { return nil }
        let chars = Array(s.value.unicodeScalars)
        let expressions = ExpressionChecker(sink: sink, scalar: s, scope: scope)
        guard let arrow = BranchChecker.topLevelArrow(chars) else {
            sink.error("driven-value", "'\(kind.rawValue)' under 'follow' is a pair of numbers: START -> END", at: s.range,
                       notes: [.init(kind == .scale ? "for example 'scale: 1 -> 0.6'" : "for example 'alpha: 1 -> 0.5'")])
            return nil
        }
        let left = String(String.UnicodeScalarView(chars[..<arrow]))
        let right = String(String.UnicodeScalarView(chars[(arrow + 2)...]))
        guard let f = expressions.check(text: left, offset: 0, expected: .number),
              let t = expressions.check(text: right, offset: arrow + 2, expected: .number) else { return nil }
        var values: [Double] = []
        for e in [f, t] {
            guard let v = ConstantFolder.number(e), v.isFinite else {
                sink.error("not-constant", "a driven \(kind.rawValue) must be a constant number", at: e.range)
                return nil
            }
            let fits = kind == .scale ? (v > 0 && v <= 100) : (0...1).contains(v)
            if !fits {
                sink.error("out-of-range", kind == .scale ? "a driven scale must be above 0 (and at most 100)" : "a driven alpha must be in 0...1",
                           at: e.range)
                return nil
            }
            values.append(v)
        }
        return DrivenValueIR(kind: kind, from: values[0], to: values[1], range: pair.key.range.union(pair.value.range))
    }

    /// `detents: [0.5]`: where a presented view rests while shown, as progress of the dismissal
    /// (0 is where it is presented, 1 dismissed). A presentation's `dismiss` only.
    private func checkDetents(_ pair: YAMLPair, op: Operation, follow: YAMLPair?) -> [Double]? {
        guard op == .dismiss, hasCustomPresentation else {
            sink.error("detents-context", "detents are for the dismissal of a presentation with 'presentation:'", at: pair.key.range,
                       notes: [.init("a detent is where a presented view rests while it is shown; '\(op.rawValue)' presents nothing to rest")])
            return nil
        }
        if let follow {
            sink.error("detents-context", "with detents the presented view itself follows the finger; 'follow' cannot be combined with them yet",
                       at: follow.key.range, notes: [.init("detents declared here", at: pair.key.range)])
            return nil
        }
        guard let items = reader.sequence(pair.value, "'detents'") else { return nil }
        var values: [Double] = []
        var ok = true
        let scope = scope(for: op)
        for item in items {
            guard let e = expression(item, expected: .number, scope: scope, what: "a detent") else { ok = false; continue }
            guard let v = ConstantFolder.number(e), v.isFinite else {
                sink.error("not-constant", "a detent must be a constant progress of the dismissal", at: e.range)
                ok = false
                continue
            }
            guard v > 0, v < 1 else {
                sink.error("detent-range", "a detent must lie between where the view is presented (0) and dismissed (1), found \(Self.plain(v))",
                           at: e.range,
                           notes: [.init(v <= 0 ? "0 is the presented position, a resting place already; a detent above it would be off the container's top"
                                                : "1 and beyond is out of the container: the dismissal; write a progress below 1")])
                ok = false
                continue
            }
            if values.contains(v) {
                sink.error("detent-range", "the detent \(Self.plain(v)) is listed twice", at: e.range)
                ok = false
                continue
            }
            values.append(v)
        }
        return ok ? values.sorted() : nil
    }

    /// A number as written in a spec: `1`, not `1.0`.
    static func plain(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// `none`, `rubberBand` or `rubberBand(DIMENSION)`.
    private func checkResistance(_ node: YAMLNode, op: Operation) -> ContinuousInteractionIR.Resistance? {
        guard let s = scalarValue(node, "a resistance") else { return nil }
        let checker = ExpressionChecker(sink: sink, scalar: s, scope: scope(for: op))
        switch ExpressionParser.parse(s.value) {
        case .success(.identifier("none", _)): return ContinuousInteractionIR.Resistance.none
        case .success(.identifier("rubberBand", _)): return .rubberBand(dimension: nil)
        case .success(.call(.identifier("rubberBand", _), let args, let r)):
            guard args.count == 1, args[0].label == nil else {
                checker.error("argument-count", "'rubberBand' takes one dimension in points", r,
                              notes: [.init("rubberBand(container.height), or rubberBand alone for the container's size along the axis")])
                return nil
            }
            let text = String(s.value.unicodeScalars.dropFirst(args[0].value.range.lowerBound).prefix(args[0].value.range.count))
            guard let d = checker.check(text: text, offset: args[0].value.range.lowerBound, expected: .number) else { return nil }
            if let v = ConstantFolder.number(d), !(v > 0 && v.isFinite) {
                sink.error("out-of-range", "a rubber band's dimension must be above 0", at: d.range,
                           notes: [.init("it is d in (1 − 1 / (x·0.55 / d + 1))·d: how far the view can ever go past the limit")])
                return nil
            }
            return .rubberBand(dimension: d)
        case .success(let other):
            if case .identifier(let n, let nr) = other {
                reader.reportUnknown(n, kind: "resistance", in: "this interaction", candidates: ["none", "rubberBand"], at: checker.range(nr), code: "unknown-name")
            } else {
                checker.error("unknown-name", "a resistance is none, rubberBand or rubberBand(DIMENSION)", other.range)
            }
            return nil
        case .failure(let f):
            checker.report(f)
            return nil
        }
    }

    /// `threshold`, `project`, `project(normal|fast)` or `project(RATE)` with RATE in (0, 1).
    private func checkRelease(_ node: YAMLNode, op: Operation) -> ContinuousInteractionIR.Release? {
        guard let s = scalarValue(node, "a release rule") else { return nil }
        let checker = ExpressionChecker(sink: sink, scalar: s, scope: scope(for: op))
        switch ExpressionParser.parse(s.value) {
        case .success(.identifier("threshold", _)): return .threshold
        case .success(.identifier("project", _)): return .project(rate: 0.998)
        case .success(.call(.identifier("project", _), let args, let r)):
            guard args.count == 1, args[0].label == nil else {
                checker.error("argument-count", "'project' takes one deceleration rate", r,
                              notes: [.init("project(normal), project(fast) or project(0.995): UIScrollView's rate per millisecond")])
                return nil
            }
            switch args[0].value {
            case .identifier("normal", _): return .project(rate: 0.998)
            case .identifier("fast", _): return .project(rate: 0.99)
            case .identifier(let n, let nr):
                reader.reportUnknown(n, kind: "deceleration rate", in: "'project'", candidates: SpecKeys.decelerationRates, at: checker.range(nr), code: "unknown-name")
                return nil
            case .number(let v, unit: nil, let nr):
                guard v > 0, v < 1 else {
                    checker.error("out-of-range", "a deceleration rate is between 0 and 1 (exclusive)", nr,
                                  notes: [.init("UIScrollView's normal is 0.998 and fast 0.99: the speed kept per millisecond")])
                    return nil
                }
                return .project(rate: v)
            default:
                checker.error("not-constant", "a deceleration rate is normal, fast or a number", args[0].value.range)
                return nil
            }
        case .success(let other):
            if case .identifier(let n, let nr) = other {
                reader.reportUnknown(n, kind: "release rule", in: "this interaction", candidates: SpecKeys.releaseRules, at: checker.range(nr), code: "unknown-name")
            } else {
                checker.error("unknown-name", "a release rule is threshold, project or project(RATE)", other.range)
            }
            return nil
        case .failure(let f):
            checker.report(f)
            return nil
        }
    }

    /// A followed view that a view controller provides, in a root the same operation moves (its
    /// frame, centre or transform): the finger places the view in the container, where the
    /// touched point stays under it, but its screen moving under it would carry it along as well
    /// (both backends would have to place it through the moving screen's displayed geometry, and
    /// UIKit converts through model values, which a running animator has already set to their
    /// end). An error at the followed view, with a note at the track that moves the screen.
    func checkFollowedSuperviews(_ interactions: [Operation: InteractionIR], resolved: [Operation: BranchIR]) {
        for op in context.operations {
            guard let follow = interactions[op]?.continuous?.follow, let branch = resolved[op] else { continue }
            for f in follow {
                guard case .provided(let side, _) = views[f.view.rawValue].kind else { continue }
                let root: ViewID = side == .source ? .sourceRoot : .destinationRoot
                guard let track = branch.tracks.first(where: { $0.view == root && ($0.animates(.frame) || $0.animates(.center) || $0.animates(.transform)) }) else { continue }
                let rootName = context == .modal ? (side == .source ? "presenting" : "presented") : views[root.rawValue].displayName(in: op)
                let where_ = branch.reversedFrom.map { " (derived from '\($0.rawValue)')" } ?? ""
                sink.error("follow-moving-superview", "'\(views[f.view.rawValue].displayName(in: op))' follows the finger, but '\(op.rawValue)' moves '\(rootName)', the view it is in\(where_)",
                           at: f.range,
                           notes: [.init("moved here", at: track.range),
                                   .init("follow a snapshot of it instead (a snapshot is in the container: 'lifted: snapshot(\(views[f.view.rawValue].name))'), follow '\(rootName)' itself, or fade '\(rootName)' rather than move it")])
            }
        }
    }

    /// A followed view that a track of the same operation also animates on a property the
    /// finger drives (its `transform` for a driven scale, its `alpha`): the two would fight, so
    /// it is an error at the driven value, with a note at the track.
    func checkFollowConflicts(_ interactions: [Operation: InteractionIR], resolved: [Operation: BranchIR]) {
        for op in context.operations {
            guard let follow = interactions[op]?.continuous?.follow, let branch = resolved[op] else { continue }
            for f in follow {
                let name = views[f.view.rawValue].displayName(in: op)
                for d in f.driven {
                    guard let track = branch.tracks.first(where: { $0.view == f.view && $0.properties.contains(d.property) }) else { continue }
                    let where_ = branch.reversedFrom.map { " (derived from '\($0.rawValue)')" } ?? ""
                    sink.error("follow-conflict", "'\(name)' follows the finger with a driven \(d.kind.rawValue), and '\(op.rawValue)' also animates its \(d.property.rawValue)\(where_)",
                               at: d.range,
                               notes: [.init("animated here", at: track.range),
                                       .init("the finger drives \(d.property.rawValue) while it is down; drop the driven \(d.kind.rawValue) or the track's \(d.property.rawValue)")])
                }
            }
        }
    }
}
