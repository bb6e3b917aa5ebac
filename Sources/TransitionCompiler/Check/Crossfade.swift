/// `reduceMotion: crossfade`, derived from the branch that plays without Reduce Motion. The rule
/// (Docs/LANGUAGE.md, "Reduce Motion"): the crossfade leaves exactly the written branch's end
/// state and hierarchy (the same setup, the same finish, the same `completeTransition`), and only
/// opacity changes over time, over the branch's duration with `easeInOut`:
///
/// - Of the two screens, the one on top after setup dissolves: the incoming one from 0 to its end
///   opacity, or the outgoing one to 0 (its end opacity is given back in finish).
/// - The outgoing screen and the views it provides keep their start values while they can be
///   seen and take their end values in finish; every other view takes its end values at once
///   (a track from the end value to the end value, read when the tracks are read).
/// - Views made for the transition (snapshots, overlays, blurs, matched elements) that setup
///   adds and finish removes stay where setup put them and fade out.
/// - Other opacity tracks run from their start to their end value: keyframes, repeats, springs'
///   overshoot and flashes (an overlay's `0 -> 1 -> 0`) are gone, the end value stays.
///
/// Everything is an ordinary step or track, so both backends play it unchanged, a gesture
/// scrubs it and the derived cancellation restores it.
struct Crossfade {
    /// What the crossfade does with one property of a written track.
    private enum Fate {
        /// The dissolving view's opacity: its end is where the dissolve goes.
        case endsTheDissolve
        /// Furniture's opacity, taken to 0.
        case fadesOut
        /// Kept as a target: opacity from its start, any other property jumped to its end.
        case target
        /// A held view's property, set in finish.
        case heldToTheEnd
        /// Furniture's other properties.
        case dropped

        var isTarget: Bool { self == .fadesOut || self == .target }
    }

    let branch: BranchIR
    let views: [ViewDecl]
    let hasCustomPresentation: Bool
    /// The presentation keeps the presenting view in the container (PresentingInContainer.swift).
    var presentingInContainer = false

    static let curve = CurveIR.named(.easeInOut)

    func derive() -> BranchIR {
        let op = branch.operation
        let fromSide = Side.holding(.from, in: op)
        let fromRoot: ViewID = fromSide == .source ? .sourceRoot : .destinationRoot
        let toRoot: ViewID = fromSide == .source ? .destinationRoot : .sourceRoot
        let duration = branch.tracks.latestEnd ?? 0
        let range = branch.range
        // Per view, by id: flags, not hashed sets (issue 17: sets of ids were most of this pass).
        let furnitureList = furnitureViews()
        let furniture = ViewSet(furnitureList, count: views.count)
        var fadingAlready = ViewSet(count: views.count)
        let dissolving = upperRoot(fromRoot: fromRoot, toRoot: toRoot)

        func held(_ v: ViewID) -> Bool {
            if v == fromRoot { return true }
            if case .provided(let side, _) = views[v.rawValue].kind { return side == fromSide }
            return false
        }
        func track(_ view: ViewID, _ targets: [PropertyTarget], at r: SourceRange) -> TrackIR {
            TrackIR(view: view, delay: 0, duration: duration, curve: Self.curve, content: .values(targets), range: r)
        }

        var tracks: [TrackIR] = []
        tracks.reserveCapacity(branch.tracks.count + 1)
        var heldEnds: [StepIR] = []
        var dissolvingEnd: Expr?
        // The written tracks read where they lie, their questions asked of the content: a track
        // (80 bytes, four references) copied for each method called on `array[i]` was most of
        // this derivation (issue 17).
        branch.tracks.withUnsafeBufferPointer { written in
            for i in written.indices {
                let view = written[i].view, range = written[i].range, content = written[i].content
                if content.animates(.alpha) { fadingAlready.insert(view) }
                let isFurniture = furniture.contains(view), isHeld = held(view), dissolves = view == dissolving
                // What becomes of each of the track's properties, decided in one place: asked
                // first to count the targets, so each array is made at its size (issue 17).
                func fate(_ property: Property) -> Fate {
                    if dissolves, property == .alpha { return .endsTheDissolve }
                    if property == .alpha { return isFurniture ? .fadesOut : .target }
                    if isFurniture { return .dropped }
                    return isHeld ? .heldToTheEnd : .target
                }
                var count = 0
                content.forEachProperty { if fate($0).isTarget { count += 1 } }
                var made: [PropertyTarget] = []
                made.reserveCapacity(count)
                Self.forEachStartAndEnd(content) { property, start, end in
                    switch fate(property) {
                    case .endsTheDissolve: dissolvingEnd = end
                    case .fadesOut:
                        made.append(PropertyTarget(property: .alpha, from: start, to: Expr(.number(0), .number, end.range), range: range))
                    case .target:
                        made.append(PropertyTarget(property: property, from: property == .alpha ? start : end, to: end, range: range))
                    case .heldToTheEnd: heldEnds.append(StepIR(.set(view, property, end), range: range))
                    case .dropped: break
                    }
                }
                if !made.isEmpty { tracks.append(track(view, made, at: range)) }
            }
        }
        // Furniture without an opacity track fades out too.
        for v in furnitureList where !fadingAlready.contains(v) {
            tracks.append(track(v, [PropertyTarget(property: .alpha, from: nil, to: Expr(.number(0), .number, range), range: range)], at: range))
        }
        if let d = dissolving {
            let zero = Expr(.number(0), .number, range)
            // Read when the tracks are read: the opacity setup left (before the dissolve starts).
            let end = dissolvingEnd ?? Expr(.view(d, .alpha), .number, range)
            if d == toRoot {
                tracks.append(track(d, [PropertyTarget(property: .alpha, from: zero, to: end, range: range)], at: range))
            } else {
                tracks.append(track(d, [PropertyTarget(property: .alpha, from: nil, to: zero, range: range)], at: range))
                heldEnds.append(StepIR(.set(d, .alpha, end), range: range))
            }
        }
        // The written finish is shared, not copied, when nothing goes before it.
        return BranchIR(operation: op, reversedFrom: branch.reversedFrom, setup: branch.setup, tracks: tracks,
                        finish: heldEnds.isEmpty ? branch.finish : heldEnds + branch.finish, cancel: [], animators: [], duration: 0, range: range)
    }

    /// Calls `body` with each property of a track, its explicit start (nil: its value when the
    /// track starts) and its end value, without building an array of them.
    static func forEachStartAndEnd(_ content: TrackIR.Content, _ body: (Property, Expr?, Expr) -> Void) {
        switch content {
        case .values(let targets):
            targets.withUnsafeBufferPointer { targets in
                for i in targets.indices { body(targets[i].property, targets[i].from, targets[i].to) }
            }
        case .keyframes(let frames, _):
            content.forEachProperty { p in
                guard let end = frames.last(where: { $0.values.contains { $0.property == p } })?.values.first(where: { $0.property == p })?.value
                else { return }
                let start = frames.first.flatMap { $0.at <= 0 ? $0.values.first { $0.property == p }?.value : nil }
                body(p, start, end)
            }
        }
    }

    /// Views made for the transition that setup adds and finish removes.
    private func furnitureViews() -> [ViewID] {
        var added: [ViewID] = []
        var seen = ViewSet(count: views.count)
        // Steps matched where they lie (as `array[i]`, each was copied first).
        branch.setup.withUnsafeBufferPointer { setup in
            for i in setup.indices {
                if case .insert(let v, _) = setup[i].kind, views[v.rawValue].kind.isTransient, !seen.contains(v) {
                    seen.insert(v)
                    added.append(v)
                }
            }
        }
        var removed = ViewSet(count: views.count)
        branch.finish.withUnsafeBufferPointer { finish in
            for i in finish.indices { if case .remove(let v) = finish[i].kind { removed.insert(v) } }
        }
        return added.filter(removed.contains)
    }

    /// The root on top of the container once setup has run (nil if neither is in it).
    private func upperRoot(fromRoot: ViewID, toRoot: ViewID) -> ViewID? {
        var order = StackingOrder(viewCount: views.count)
        // UIKit puts the outgoing view in the container, except a custom presentation's presenting view.
        if !(hasCustomPresentation && fromRoot == .sourceRoot) { order.insert(fromRoot, .top) }
        if hasCustomPresentation && presentingInContainer { order.insert(.sourceRoot, .top) }
        branch.setup.withUnsafeBufferPointer { setup in
            for i in setup.indices {
                switch setup[i].kind {
                case .insert(let v, let placement): order.insert(v, placement)
                case .remove(let v): order.remove(v)
                case .set, .restore: break
                }
            }
        }
        return order.topmost { $0 == fromRoot || $0 == toRoot }
    }
}
