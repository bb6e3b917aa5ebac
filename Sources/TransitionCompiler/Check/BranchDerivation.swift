/// What the compiler derives instead of the user: reversed branches, default dimming tracks,
/// cancellation, animator groups and the branch's duration.
enum BranchDerivation {
    // MARK: - Dimming

    /// A modal branch that does not animate the dimming view gets a track that fades it in
    /// (forward) or out (backward) over the whole branch, with the file's default curve.
    static func addDefaultDimmingTrack(_ branch: inout BranchIR, dimming: DimmingIR, defaultCurve: CurveIR) {
        if branch.tracks.contains(where: { $0.view == dimming.view && $0.animates(.alpha) }) { return }
        let duration = branch.tracks.latestEnd ?? 0.35
        let range = branch.range
        let shown = Expr(.number(dimming.alpha), .number, range), hidden = Expr(.number(0), .number, range)
        let forward = branch.operation.isForward
        let target = PropertyTarget(property: .alpha, from: forward ? hidden : shown, to: forward ? shown : hidden, range: range)
        branch.tracks.append(TrackIR(view: dimming.view, delay: 0, duration: duration, curve: defaultCurve,
                                     content: .values([target]), range: range))
    }

    // MARK: - Finalize

    static func finalize(_ branch: BranchIR, views: [ViewDecl]) -> BranchIR {
        var b = branch
        b.duration = b.tracks.latestEnd ?? 0
        b.cancel = cancelSteps(b, views: views)
        b.animators = groups(b.tracks)
        return b
    }

    /// Undo setup: restore every property setup set or a track animates (to its value before
    /// setup), and remove every view setup inserted, in reverse order of setup.
    static func cancelSteps(_ branch: BranchIR, views: [ViewDecl]) -> [StepIR] {
        // Steps and tracks read where they lie: a step matched as `array[i].kind` was copied first
        // (its expression retained and released), a track too for each call of its methods (issue 17).
        branch.setup.withUnsafeBufferPointer { setup in
            branch.tracks.withUnsafeBufferPointer { tracks in cancelSteps(setup: setup, tracks: tracks, views: views) }
        }
    }

    private static func cancelSteps(setup: UnsafeBufferPointer<StepIR>, tracks: UnsafeBufferPointer<TrackIR>,
                                    views: [ViewDecl]) -> [StepIR] {
        // The views the transition made (snapshots, overlays) that setup inserts: removed on
        // cancel, so nothing of theirs is restored. A flag by id, not an index of setup's values.
        var made = ViewSet(count: views.count)
        var insertions = 0
        for i in setup.indices {
            guard case .insert(let v, _) = setup[i].kind else { continue }
            insertions += 1
            if views[v.rawValue].kind.isTransient { made.insert(v) }
        }
        // Restores first (tracks, then setup's sets from the last), then the removals, so a removed
        // view still gets its properties back. Loops, not a nested function: a local `var` a
        // closure changes is boxed and checked for exclusive access on every use (issue 17).
        var restored = ViewPropertySet(viewCount: views.count)
        var restores: [StepIR] = []
        restores.reserveCapacity(tracks.count + setup.count - insertions)
        for i in tracks.indices {
            let v = tracks[i].view
            if made.contains(v) { continue }
            let range = tracks[i].range
            tracks[i].content.forEachProperty { p in
                if restored.insert(v, p) { restores.append(StepIR(.restore(v, p), range: range)) }
            }
        }
        for i in setup.indices.reversed() {
            guard case .set(let v, let p, _) = setup[i].kind, !made.contains(v), restored.insert(v, p) else { continue }
            restores.append(StepIR(.restore(v, p), range: setup[i].range))
        }
        if insertions == 0, restores.count == restores.capacity { return restores }   // already at its size
        // Made at its size: the branch keeps it to the end (issue 17's peak).
        var cancel: [StepIR] = []
        cancel.reserveCapacity(restores.count + insertions)
        cancel.append(contentsOf: restores)
        for i in setup.indices.reversed() {
            if case .insert(let v, _) = setup[i].kind { cancel.append(StepIR(.remove(v), range: setup[i].range)) }
        }
        return cancel
    }

    /// Tracks grouped by identical timing, in order of first appearance.
    static func groups(_ tracks: [TrackIR]) -> [AnimatorGroup] {
        // Hashed by timing: a spec with thousands of distinct timings groups in linear time.
        struct Timing: Hashable { var delay: Double; var duration: Double; var curve: CurveIR }
        var groups: [AnimatorGroup] = []
        var index: [Timing: Int] = [:]
        // The group the previous track joined: neighbours usually share a timing (all of a
        // crossfade's tracks do), and then the table is not hashed (issue 17).
        var last = -1
        for i in tracks.indices {
            let delay = tracks[i].delay, duration = tracks[i].duration, curve = tracks[i].curve
            // A list's elements start at times known only at run time: one animator each, so
            // the track keeps a group of its own.
            if tracks[i].hasStagger {
                groups.append(AnimatorGroup(delay: delay, duration: duration, curve: curve, tracks: [i]))
                continue
            }
            if last >= 0, groups[last].delay == delay, groups[last].duration == duration, groups[last].curve == curve {
                groups[last].tracks.append(i)
                continue
            }
            // Found or added with one hash (the slot is written in place when it was empty).
            let fresh = groups.count
            func group(_ slot: inout Int?) -> Int {
                if let g = slot { return g }
                slot = fresh
                return fresh
            }
            let g = group(&index[Timing(delay: delay, duration: duration, curve: curve)])
            if g == fresh {
                groups.append(AnimatorGroup(delay: delay, duration: duration, curve: curve, tracks: [i]))
            } else {
                groups[g].tracks.append(i)
            }
            last = g
        }
        return groups
    }

    // MARK: - Reverse

    /// Plays `forward` backwards as `operation`: roles swapped (the root views keep their ids;
    /// their context keys flip, and so do initialFrame/finalFrame), hierarchy placement
    /// mirrored, start and end values exchanged, tracks mirrored in time, curves mirrored.
    static func reverse(_ forward: BranchIR, as operation: Operation, at range: SourceRange, checker: TransitionChecker) -> BranchIR {
        let sink = checker.sink
        let total = forward.tracks.latestEnd ?? 0
        let views = checker.views
        let animated = ViewPropertySet(animatedBy: forward.tracks, viewCount: views.count)
        let note = Diagnostic.Note("'\(operation.rawValue)' is derived by reversing '\(forward.operation.rawValue)' here", at: range)
        let setupValues = SetupIndex(forward.setup)
        let natural = NaturalStart(forward, views: views, hasCustomPresentation: checker.hasCustomPresentation)
        // Reads of geometry the written branch knew (NaturalStart), then context frames swapped.
        // An expression that reads no view is its own mirror: one walk that builds nothing asks,
        // instead of the two rewrites (issue 17: most values are literals).
        func mirror(_ e: Expr, afterSetup: Bool = true) -> Expr {
            guard e.readsViews else { return e }
            return swapContextFrames(natural.substitute(e, afterSetup: afterSetup))
        }
        func isSetupValue(_ view: ViewID, _ property: Property) -> Bool { setupValues.value(view, property) != nil }

        func startValue(_ view: ViewID, _ property: Property, explicit: Expr?, written: Expr? = nil, at where_: SourceRange) -> Expr? {
            if let e = explicit { return e }
            if let e = setupValues.value(view, property) { return e }
            if let e = natural.start(view, property, at: where_) { return e }
            let r = where_
            // A snapshot's or overlay's layer is new: CALayer's default shadow and border.
            if property.isLayerFollowed || property == .blur, views[view.rawValue].kind.isTransient { return LayerDefaults.value(property, at: r) }
            switch views[view.rawValue].kind {
            case .imageSnapshot(let of):
                // A new image view: the source's frame, otherwise UIImageView's defaults.
                switch property {
                case .frame: return Expr(.view(of, .frame), .rect, r)
                case .center: return Expr(.view(of, .center), .point, r)
                case .size: return Expr(.member(Expr(.view(of, .bounds), .rect, r), .size), .size, r)
                case .cornerRadius: return Expr(.number(0), .number, r)
                case .backgroundColor: return Expr(.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), .color, r)
                case .alpha: return Expr(.number(1), .number, r)
                case .transform: return Expr(.identityTransform, .transform, r)
                default: break
                }
            case .snapshot(let of):
                switch property {
                case .frame: return Expr(.view(of, .frame), .rect, r)
                case .center: return Expr(.view(of, .center), .point, r)
                case .size: return Expr(.member(Expr(.view(of, .bounds), .rect, r), .size), .size, r)
                case .cornerRadius: return Expr(.view(of, .cornerRadius), .number, r)
                case .backgroundColor: return Expr(.view(of, .backgroundColor), .color, r)
                case .alpha: return Expr(.number(1), .number, r)
                case .transform: return Expr(.identityTransform, .transform, r)
                default: break
                }
            case .overlay(let color):
                switch property {
                case .frame: return Expr(.view(.container, .bounds), .rect, r)
                case .center: return Expr(.view(.container, .center), .point, r)
                case .size: return Expr(.member(Expr(.view(.container, .bounds), .rect, r), .size), .size, r)
                case .alpha: return Expr(.number(1), .number, r)
                case .transform: return Expr(.identityTransform, .transform, r)
                case .cornerRadius: return Expr(.number(0), .number, r)
                case .backgroundColor: return color
                default: break
                }
            default: break
            }
            let name = views[view.rawValue].displayName(in: forward.operation)
            let (fix, fixIt) = reverseFix(property, written: written, file: checker.file, operation: forward.operation)
            let fwd = forward.operation.rawValue
            let derived = Diagnostic.Note("'\(operation.rawValue)' plays this track backwards: it ends '\(name).\(property.rawValue)' where '\(fwd)' starts it, and '\(fwd)' does not say where that is")
            sink.error("cannot-reverse", "cannot reverse '\(name).\(property.rawValue)': its value when '\(fwd)' starts is not known",
                       at: where_, notes: [derived, fix, note], fixIts: fixIt.map { [$0] } ?? [])
            return nil
        }

        var setup: [StepIR] = []
        setup.reserveCapacity(forward.setup.count + 1)
        for step in forward.setup {
            switch step.kind {
            case .insert(let v, let placement):
                let isRoot = v == .sourceRoot || v == .destinationRoot
                let other: ViewID = v == .sourceRoot ? .destinationRoot : .sourceRoot
                switch placement {
                case .above(let o) where isRoot && o == other && checker.hasCustomPresentation,
                     .below(let o) where isRoot && o == other && checker.hasCustomPresentation:
                    // The presented view against the presenting one, which the presentation keeps in
                    // the container until the dismissal ends: both are there, in that order, when
                    // the reverse starts (PresentingInContainer.swift).
                    break
                case .above(let o) where isRoot && o == other:
                    setup.append(StepIR(.insert(other, .below(v)), range: step.range))
                case .below(let o) where isRoot && o == other:
                    setup.append(StepIR(.insert(other, .above(v)), range: step.range))
                case .top where isRoot:
                    // The outgoing root is in the container already; the incoming one goes below it,
                    // unless a custom presentation keeps the presenting view out.
                    if !checker.hasCustomPresentation { setup.append(StepIR(.insert(other, .below(v)), range: step.range)) }
                default:
                    setup.append(StepIR(.insert(v, placement), range: step.range))
                }
            case .set(let v, let p, let e):
                if !animated.contains(v, p) { setup.append(StepIR(.set(v, p, swapContextFrames(e)), range: step.range)) }
            case .remove, .restore:
                setup.append(step)
            }
        }

        // Mirrored once per distinct curve: tracks that share a written curve share its reversed
        // box too (a reversed cubic is boxed, issue 17). A spring is its own reverse.
        var reversedCurves: [CurveIR: CurveIR] = [:]
        func mirrored(_ c: CurveIR) -> CurveIR {
            if case .spring = c { return c }
            if let r = reversedCurves[c] { return r }
            let r = c.reversed
            reversedCurves[c] = r
            return r
        }

        var tracks: [TrackIR] = []
        tracks.reserveCapacity(forward.tracks.count)
        for track in forward.tracks {
            // Float noise snapped away (0.702 − 0.5 is 0.20199999999999996, meaning 0.202); a value
            // that is not near a round nanosecond (a spring's settling time) stays exact.
            let exact = max(0, total - track.end)
            let snapped = (exact * 1e9).rounded() / 1e9
            let delay = abs(snapped - exact) < 1e-12 ? snapped : exact
            switch track.content {
            case .values(let targets):
                var reversed: [PropertyTarget] = []
                reversed.reserveCapacity(targets.count)
                // Each field read where the target lies: iterating copied every target (issue 17).
                targets.withUnsafeBufferPointer { targets in
                    for j in targets.indices {
                        let property = targets[j].property, from = targets[j].from, to = targets[j].to, range = targets[j].range
                        guard let start = startValue(track.view, property, explicit: from, written: to, at: range) else { continue }
                        let fromSetup = from == nil && isSetupValue(track.view, property)
                        reversed.append(PropertyTarget(property: property, from: mirror(to), to: mirror(start, afterSetup: !fromSetup), range: range))
                    }
                }
                if reversed.count == targets.count {
                    tracks.append(TrackIR(view: track.view, delay: delay, duration: track.duration, curve: mirrored(track.curve),
                                          content: .values(reversed), stagger: track.stagger.map(reversedStagger), range: track.range))
                }
            case .keyframes(var frames, let calculation):
                // A keyframe value that reads the track's own property (an arc from where the
                // centre is) read its start: in the reversed branch it is that start.
                // Asked once per property (one error, showing the last value as written).
                var starts: [Property: Expr] = [:]
                for p in track.properties {
                    guard let first = frames.first(where: { $0.values.contains { $0.property == p && Self.reads($0.value, track.view, p) } }) else { continue }
                    let last = frames.last { $0.values.contains { $0.property == p } }?.values.first { $0.property == p }?.value
                    starts[p] = startValue(track.view, p, explicit: nil, written: last, at: first.range)
                }
                frames = frames.map { frame in
                    var f = frame
                    f.values = frame.values.map { v in
                        guard let start = starts[v.property], Self.reads(v.value, track.view, v.property) else { return v }
                        return PropertyValue(property: v.property, value: Self.replacing(track.view, v.property, with: start, in: v.value))
                    }
                    return f
                }
                if let first = frames.first, first.at > 0 {
                    var values: [PropertyValue] = []
                    for p in track.properties {
                        if let v = startValue(track.view, p, explicit: nil, at: first.range) { values.append(PropertyValue(property: p, value: v)) }
                    }
                    frames.insert(KeyframeIR(at: 0, values: values, curve: nil, range: first.range), at: 0)
                }
                var reversed: [KeyframeIR] = []
                for (i, frame) in frames.enumerated().reversed() {
                    let nextCurve = i + 1 < frames.count ? frames[i + 1].curve.map(mirrored) : nil
                    reversed.append(KeyframeIR(at: 1 - frame.at,
                                               values: frame.values.map { PropertyValue(property: $0.property, value: mirror($0.value)) },
                                               curve: i == frames.count - 1 ? nil : nextCurve, range: frame.range))
                }
                tracks.append(TrackIR(view: track.view, delay: delay, duration: track.duration, curve: mirrored(track.curve),
                                      content: .keyframes(reversed, calculation: calculation), range: track.range))
            }
        }
        // The written finish, shared (not copied) unless a value reads a context frame.
        var finish = forward.finish
        for i in finish.indices {
            if case .set(let v, let p, let e) = finish[i].kind, let swapped = swappingContextFrames(e) {
                finish[i] = StepIR(.set(v, p, swapped), range: finish[i].range)
            }
        }
        var reversed = BranchIR(operation: operation, reversedFrom: forward.operation, setup: setup, tracks: tracks, finish: finish,
                                cancel: [], animators: [], duration: 0, range: range)
        reversed.anchors = forward.anchors
        reversed.backfaceHidden = forward.backfaceHidden
        reversed.relayout = forward.relayout
        reversed.perspective = forward.perspective
        return reversed
    }

    /// A staggered track played backwards: the elements in the reversed order, the group aligned
    /// at its end (the mirror of each element's window is the window of its reversed rank).
    static func reversedStagger(_ s: StaggerIR) -> StaggerIR {
        switch s.order {
        case .index: return s.reversedInTime(order: .index)
        case .distance(let p): return s.reversedInTime(order: .distance(from: swapContextFrames(p)))
        case .key(let e): return s.reversedInTime(order: .key(swapContextFrames(e)))
        }
    }

    /// Whether `e` reads `property` of `view`.
    static func reads(_ e: Expr, _ view: ViewID, _ property: Property) -> Bool {
        e.anyViewRead { $0 == view && $1.rawValue == property.rawValue }
    }

    /// `e` with its reads of `property` of `view` replaced by `value`.
    static func replacing(_ view: ViewID, _ property: Property, with value: Expr, in e: Expr) -> Expr {
        e.rewritten { node in
            guard case .view(view, let v) = node.kind, v.rawValue == property.rawValue else { return nil }
            return Expr(value.kind, node.type, node.range)
        }
    }

    /// A root's initial frame in one direction is its final frame in the other.
    static func swapContextFrames(_ e: Expr) -> Expr { swappingContextFrames(e) ?? e }

    /// `swapContextFrames`, or nil when `e` reads no context frame.
    static func swappingContextFrames(_ e: Expr) -> Expr? {
        e.rewrittenIfChanged { node in
            switch node.kind {
            case .view(let id, .initialFrame): return Expr(.view(id, .finalFrame), node.type, node.range)
            case .view(let id, .finalFrame): return Expr(.view(id, .initialFrame), node.type, node.range)
            default: return nil
            }
        }
    }
}
