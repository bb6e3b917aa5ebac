import TransitionCompiler

/// The branch's side of `follow` (Docs/LANGUAGE.md, "Following the finger"; Docs/EMIT-SWIFT.md,
/// "Continuous interaction"). In the interactive operation's branch, a followed view's tracks are
/// taken out of their property animators while the transition is interactive: the view is handed,
/// with its end values read as its tracks would read them, to a `FingerFollower`
/// (FingerFollowerDecl) that the interaction controller moves with the finger and settles on
/// release. Started any other way (a tap, in code), the tracks play as written. The track's
/// animator stays in the group without them, as the interpreter keeps its (empty) group.
struct FollowLowering {
    let interaction: InteractionIR
    let follow: [FollowIR]
    /// Held tracks: (track index, the property animator it would have joined).
    private var held: [(track: Int, group: SwiftIdentifier)] = []

    /// The name of the animator class's list of followers, which the interaction controller reads.
    static let property = "fingerFollowers"

    init?(_ interaction: InteractionIR?) {
        guard let interaction, let follow = interaction.continuous?.follow, !follow.isEmpty else { return nil }
        self.interaction = interaction
        self.follow = follow
    }

    /// Whether what `follow` asks of the views of `branch` is lowered: each followed view's tracks
    /// are plain values (no keyframes, no steps; a followed view's keyframes are the preview's only).
    static func unsupported(_ interaction: InteractionIR, _ branch: BranchIR?) -> SourceRange? {
        guard let follow = interaction.continuous?.follow, let branch else { return nil }
        for f in follow {
            for track in branch.tracks where track.view == f.view {
                guard case .values = track.content else { return f.range }
                if case .steps = track.curve { return f.range }
            }
        }
        return nil
    }

    /// Whether a transition has a followed view in an interaction of a custom operation.
    static func isNeeded(_ t: TransitionIR) -> Bool {
        t.operations.contains { $0.branch != nil && FollowLowering($0.interaction) != nil }
    }

    /// At the head of the group's completion: a follower's settle that ends with the transition
    /// (same duration and curve) but has not reported its end yet ends now, at its target.
    func completion() -> [SwiftStmt] {
        [.forIn("follower", SwiftExpr.selfRef.dot(SwiftIdentifier(Self.property)), where: nil, [
            .expr(.call(SwiftExpr.id("follower").dot("endSettling"), [], trailing: nil)),
        ])]
    }

    func takes(_ track: TrackIR) -> Bool { follow.contains { $0.view == track.view } }

    mutating func hold(_ track: Int, group: SwiftIdentifier) { held.append((track, group)) }

    /// After the property animators: with a finger, the followers; without one, the held tracks.
    func statements(_ lowering: inout BranchLowering, _ values: BranchLowering.TrackValues) -> [SwiftStmt] {
        var followers: [SwiftExpr] = []
        var lets: [SwiftStmt] = []
        for f in follow {
            let view = lowering.view(f.view)
            let stem = lowering.stem(f.view)
            var center: SwiftExpr = view.dot("center")
            var bounds: SwiftExpr = view.dot("bounds")
            var transform: SwiftExpr = view.dot("transform")
            var alpha: SwiftExpr = view.dot("alpha")
            var finishOthers: [SwiftStmt] = [], cancelOthers: [SwiftStmt] = []
            for (index, group) in held where lowering.branch.tracks[index].view == f.view {
                _ = group
                guard case .values(let targets) = lowering.branch.tracks[index].content else { continue }
                for t in targets {
                    guard let end = values.ends[index][t.property],
                          case .assign(_, let value) = lowering.assign(f.view, t.property, end) else { continue }
                    switch t.property {
                    case .frame:
                        let name = lowering.scope.allocate(stem + "FinishFrame")
                        lets.append(.let(name, .named("CGRect"), value))
                        center = Build.point(SwiftExpr.identifier(name).dot("midX"), SwiftExpr.identifier(name).dot("midY"))
                        bounds = Build.typeCall("CGRect", [("origin", .implicit("zero")), ("size", SwiftExpr.identifier(name).dot("size"))])
                    case .center: center = value
                    case .transform: transform = value
                    case .alpha: alpha = value
                    default:
                        // Any other property its tracks animate: to its end, or back to its value at the start.
                        let start = lowering.scope.allocate(stem + SwiftNames.capitalized(t.property.rawValue) + "AtStart")
                        lets.append(.let(start, nil, lowering.rawRead(f.view, t.property)))
                        if case .assign(let target, let v) = lowering.assign(f.view, t.property, end) {
                            finishOthers.append(.assign(target, v))
                            cancelOthers.append(.assign(target, .identifier(start)))
                        }
                    }
                }
            }
            func driven(_ kind: DrivenValueIR.Kind) -> SwiftExpr {
                guard let d = f.driven.first(where: { $0.kind == kind }) else { return .nil }
                return Build.typeCall(FingerFollowerDecl.name + ".Driven", [("from", .double(d.from)), ("to", .double(d.to))])
            }
            let axisIsX = interaction.axis == .x
            var args: [(String?, SwiftExpr)] = [
                ("view", view),
                ("followsX", .bool(f.along == .both || axisIsX)),
                ("followsY", .bool(f.along == .both || !axisIsX)),
                ("scale", driven(.scale)),
                ("alpha", driven(.alpha)),
                ("over", lowering.expr(f.over ?? interaction.distance)),
                ("finishCenter", center),
                ("finishBounds", bounds),
                ("finishTransform", transform),
                ("finishAlpha", alpha),
            ]
            if !finishOthers.isEmpty {
                let others = lowering.scope.allocate(stem + "OtherValues")
                lets.append(.let(others, .function([.named("Bool")], .named("Void")), .closure(SwiftClosure(parameters: ["finishes"], body: [
                    .if([.expr(.id("finishes"))], then: finishOthers, else: cancelOthers),
                ]))))
                args.append(("others", .identifier(others)))
            }
            followers.append(Build.typeCall(FingerFollowerDecl.name, args))
        }
        // Without a finger: the held tracks join their animators as written.
        var otherwise: [SwiftStmt] = []
        var groups: [SwiftIdentifier] = []
        for (_, group) in held where !groups.contains(group) { groups.append(group) }
        for group in groups {
            var animations: [SwiftStmt] = []
            lowering.inAnimations = true
            for (index, g) in held where g == group {
                animations += lowering.trackAnimations(lowering.branch.tracks[index], index, values)
            }
            lowering.inAnimations = false
            if !animations.isEmpty {
                otherwise.append(.expr(.call(SwiftExpr.identifier(group).dot("addAnimations"), [], trailing: Build.closure(animations))))
            }
        }
        return [
            .blank,
            .comment("4b. Driven interactively, the finger moves " + (follow.count == 1 ? "the followed view" : "the followed views")
                     + " and settles " + (follow.count == 1 ? "it" : "them") + " on release (FingerFollower)" + (otherwise.isEmpty ? "." : "; otherwise the tracks play.")),
            .if([.expr(SwiftExpr.id("transitionContext").dot("isInteractive"))],
                then: lets + [.assign(.id(Self.property), .array(followers, multiline: true))],
                else: otherwise.isEmpty ? nil : otherwise),
        ]
    }
}
