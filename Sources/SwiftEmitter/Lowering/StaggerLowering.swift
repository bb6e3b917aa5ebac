import TransitionCompiler

/// Provided lists and staggered tracks in the emitted code (Docs/EMIT-SWIFT.md): a list is bound
/// as its `[UIView]`; every step, start value and restore of it is a loop over the array; a
/// staggered track reads its elements' start offsets after setup (`staggerOffsets(…)`, the same
/// arithmetic as `StaggerIR.offsets`) and makes one property animator per element, appended to
/// the coordinator's parts. An empty list adds no part: the group completes with the others (or
/// at once when there are none, as `CoordinatedAnimatorGroup` does with no parts).
extension BranchLowering {
    /// `make` with the list's entry in `viewVars` naming its loop variable.
    mutating func withElement<T>(_ id: ViewID, _ make: (inout BranchLowering) -> T) -> T {
        guard let element = elementVars[id], let list = viewVars[id], list != element else { return make(&self) }
        viewVars[id] = element
        defer { viewVars[id] = list }
        return make(&self)
    }

    /// `eachElement` of one statement, appended to `out`: a single view's statement goes in
    /// place, without an array of its own (one per statement of the big spec, issue 17).
    mutating func appendEachElement(_ id: ViewID, to out: inout [SwiftStmt], _ make: (inout BranchLowering) -> SwiftStmt) {
        guard let element = elementVars[id], let list = viewVars[id], list != element else {
            out.append(make(&self))
            return
        }
        out += eachElement(id) { [make(&$0)] }
    }

    /// `make`'s statements once for a single view, or in a loop over every element of a list.
    mutating func eachElement(_ id: ViewID, _ make: (inout BranchLowering) -> [SwiftStmt]) -> [SwiftStmt] {
        // Already inside a loop over the list (a staggered group's): once for this element.
        guard let element = elementVars[id], let list = viewVars[id], list != element else { return make(&self) }
        let stmts = withElement(id, make)
        if let index = indexVars[id] {
            // A list with values per element: its loops number the elements (ElementLowering.swift).
            return stmts.isEmpty ? [] : [Self.numberedLoop(index, element, list, stmts)]
        }
        return stmts.isEmpty ? [] : [.forIn(element, .identifier(list), where: nil, stmts)]
    }

    static func isLoop(_ s: SwiftStmt) -> Bool {
        if case .forIn = s { return true } else { return false }
    }

    /// `mergingLoops` of `stmts[from...]` in place; only statements with a loop are rebuilt
    /// (a copy of every statement otherwise), and only the tail: rebuilding the whole array made
    /// a group of n list tracks O(n²) and dropped its reservation (`MergeLoopsTests`).
    static func mergeLoops(_ stmts: inout [SwiftStmt], from start: Int) {
        if stmts[start...].contains(where: isLoop) {
            stmts.replaceSubrange(start..., with: mergingLoops(Array(stmts[start...])))
        }
    }

    /// Consecutive loops over the same list become one (several properties set per element).
    static func mergingLoops(_ stmts: [SwiftStmt]) -> [SwiftStmt] {
        // Without a loop there is nothing to merge: no copy of every statement.
        guard stmts.contains(where: isLoop) else { return stmts }
        var out: [SwiftStmt] = []
        for stmt in stmts {
            if case .forIn(let element, .identifier(let list), nil, let body) = stmt,
               case .forIn(let e, .identifier(let l), nil, let previous)? = out.last, e == element, l == list {
                out[out.count - 1] = .forIn(element, .identifier(list), where: nil, previous + body)
            } else {
                out.append(stmt)
            }
        }
        return out
    }

    /// `let cellsOffsets = staggerOffsets(…)`: each element's start after the track's delay, read
    /// after setup (distances from the order's point to each element's centre in container space).
    mutating func lowerStaggerOffsets(_ track: TrackIR, _ stagger: StaggerIR) -> SwiftIdentifier? {
        guard let list = viewVars[track.view], let element = elementVars[track.view] else { return nil }
        let base = stem(track.view)
        var distances: SwiftExpr = .nil
        if case .distance(let p) = stagger.order {
            let point = hoist(p, base + "OrderPoint", force: true)
            let name = scope.allocate(base + "Distances")
            let centre = scope.allocate(base + "Centre")
            let c = SwiftExpr.identifier(centre), e = SwiftExpr.identifier(element)
            let dx = SwiftExpr.binary(c.dot("x"), .subtract, point.dot("x")), dy = SwiftExpr.binary(c.dot("y"), .subtract, point.dot("y"))
            let squares = SwiftExpr.binary(.binary(dx, .multiply, dx), .add, .binary(dy, .multiply, dy))
            body.append(.var(name, .array(.named("CGFloat")), .array([], multiline: false)))
            body.append(.forIn(element, .identifier(list), where: nil, [
                .let(centre, nil, Build.method(container, "convert", [
                    (nil, Build.typeCall("CGPoint", [("x", e.dot("bounds").dot("midX")), ("y", e.dot("bounds").dot("midY"))])), ("from", e)])),
                .expr(Build.method(.identifier(name), "append", [(nil, Build.method(squares, "squareRoot", []))])),
            ]))
            distances = .identifier(name)
        }
        if case .key(let key) = stagger.order { distances = elementKeys(key, of: track.view, name: base + "Keys") }
        let offsets = scope.allocate(base + "Offsets")
        body.append(.let(offsets, nil, Build.typeCall(StaggerLowering.helperName,
            Build.arg("count", SwiftExpr.identifier(list).dot("count")), Build.arg("distances", distances),
            Build.arg("interval", .double(stagger.interval)), Build.arg("room", .double(stagger.room)),
            Build.arg("reversed", .bool(stagger.reversed)), Build.arg("alignsEnd", .bool(stagger.alignsEnd)))))
        return offsets
    }

    /// One property animator per element, at the group's delay plus the element's offset.
    mutating func lowerStaggeredGroup(_ group: AnimatorGroup, index: Int, track i: Int, _ values: TrackValues) {
        let track = branch.tracks[i]
        guard let list = viewVars[track.view], let element = elementVars[track.view], let offsets = staggerOffsets[i] else { return }
        let base = stem(track.view)
        let timing = timingParameters(group, index)
        let parts = scope.allocate(base + "Parts"), offset = scope.allocate(base + "Offset"), animator = scope.allocate("animator\(index + 1)")
        inAnimations = true
        let animations = withElement(track.view) { $0.trackAnimations(track, i, values) }
        inAnimations = false
        let delay: SwiftExpr = group.delay == 0 ? .identifier(offset) : .binary(.double(group.delay), .add, .identifier(offset))
        var loop: [SwiftStmt] = [
            .let(animator, nil, Build.typeCall("UIViewPropertyAnimator", [("duration", .double(group.duration)), ("timingParameters", timing)])),
        ]
        if !animations.isEmpty {
            loop.append(.expr(.call(SwiftExpr.identifier(animator).dot("addAnimations"), [], trailing: Build.closure(animations))))
        }
        loop.append(.expr(Build.method(.identifier(parts), "append", [
            (nil, SwiftExpr.id(TypeNames.coordinator).dot("Part").call(Build.arg("animator", .identifier(animator)), Build.arg("delay", delay))),
        ])))
        body.append(.comment("'\(SwiftNames.commentText(ir.view(track.view).name))': one property animator per element, each at its start (\(SwiftRenderer.number(group.delay)) s + its offset)."))
        body.append(.var(parts, .array(.member(.named(TypeNames.coordinator), "Part")), .array([], multiline: false)))
        if let index = indexVars[track.view] {
            loop.insert(.let(offset, nil, .subscript(.identifier(offsets), .identifier(index))), at: 0)
            body.append(Self.numberedLoop(index, element, list, loop))
        } else {
            body.append(.forInPair(element, offset, Build.typeCall("zip", Build.arg(nil, .identifier(list)), Build.arg(nil, .identifier(offsets))), loop))
        }
        listParts.append(parts)
    }
}

enum StaggerLowering {
    static let helperName = "staggerOffsets"

    static func isNeeded(_ t: TransitionIR) -> Bool {
        t.playedBranches.contains { $0.tracks.contains { $0.stagger != nil } }
    }

    /// The file-private `staggerOffsets(count:distances:interval:room:reversed:alignsEnd:)`:
    /// `StaggerIR.baseRanks` and `StaggerIR.offsets` written in Swift, so both backends compute
    /// the same starts from the same numbers.
    static func helper() -> SwiftDecl {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let ranks = v("ranks"), rank = v("rank"), previous = v("previous"), distance = v("distance")
        let sorted = Build.method(.call(v("zip"), [Build.arg(nil, v("distances")), Build.arg(nil, v("distances").dot("indices"))], trailing: nil),
                                  "sorted", [("by", v("<"))])
        let highest = v("highest"), step = v("step")
        return .function(SwiftFunction(doc: [
            "Each element's start after its track's delay (Docs/LANGUAGE.md, \"Staggered lists\"): ranks in the list's order, or",
            "by the distance of each element's centre from a point, nearest first (within 0.001 pt one rank); consecutive ranks",
            "`interval` apart while they fit in `room`, closer beyond; reversed ranks; an end-aligned group shifted back.",
        ], access: .private, name: SwiftIdentifier(helperName), parameters: [
            SwiftParameter("count", .named("Int")), SwiftParameter("distances", .optional(.array(.named("CGFloat")))),
            SwiftParameter("interval", .named("TimeInterval")), SwiftParameter("room", .named("TimeInterval")),
            SwiftParameter("reversed", .named("Bool")), SwiftParameter("alignsEnd", .named("Bool")),
        ], returns: .array(.named("TimeInterval")), body: [
            .var("ranks", nil, Build.typeCall("Array", [(nil, Build.typeCall("stride", [("from", .integer(0)), ("to", v("count")), ("by", .integer(1))]))])),
            .if([.unwrap("distances"), .expr(.binary(v("distances").dot("count"), .equal, v("count")))], then: [
                .var("rank", nil, .integer(0)),
                .var("previous", .optional(.named("CGFloat")), nil),
                .forInPair("distance", "index", sorted, [
                    .if([.unwrap("previous"), .expr(.binary(distance, .greater, .binary(previous, .add, .double(StaggerIR.sameDistance))))],
                        then: [.assign(rank, .binary(rank, .add, .integer(1)))], else: nil),
                    .assign(.subscript(ranks, v("index")), rank),
                    .assign(previous, distance),
                ]),
            ], else: nil),
            .let("highest", nil, .binary(ranks.dot("max").call(), .nilCoalescing, .integer(0))),
            .let("step", nil, .ternary(.binary(highest, .greater, .integer(0)),
                                       Build.typeCall("min", [(nil, v("interval")), (nil, .binary(v("room"), .divide, Build.typeCall("TimeInterval", [(nil, highest)])))]),
                                       .integer(0))),
            .let("shift", nil, .ternary(v("alignsEnd"), .binary(Build.typeCall("TimeInterval", [(nil, highest)]), .multiply, step), .integer(0))),
            .return(.call(ranks.dot("map"), [], trailing: SwiftClosure(parameters: ["rank"], body: [
                .expr(.binary(.binary(Build.typeCall("TimeInterval", [(nil, .ternary(v("reversed"), .binary(highest, .subtract, rank), rank))]), .multiply, step),
                              .subtract, v("shift"))),
            ]))),
        ]))
    }
}
