import TransitionCompiler

/// The dismissal a release past the last detent starts (Docs/LANGUAGE.md, "Drag, then dismiss"):
/// the property animator that moves the presented view (its frame or centre), when its curve is a
/// spring, is handed the finger's velocity along the view's way, (v · Δ) / |Δ|² for Δ = end −
/// start centre (at most 100 per second), and every track that shares the animator gets it (one
/// timing per animator), as the preview's `Run.handOff` does. The velocity is the presentation
/// controller's `dismissalVelocity` (DetentLowering): zero for a dismissal started any other way
/// (a tap, VoiceOver's escape, code), so the spring then plays as written.
struct DetentHandOffLowering {
    let presentationController: String

    init?(_ ir: TransitionIR, _ op: Operation, names: TransitionNames) {
        guard op == .dismiss, DetentLowering.isNeeded(ir) else { return nil }
        presentationController = names.presentationController
    }

    private static func v(_ n: String) -> SwiftExpr { .id(n) }

    /// A group's timing: handed over when the lowering has a hand-off and the group qualifies,
    /// else the group's own (BranchLowering.timingParameters).
    static func timing(_ lowering: inout BranchLowering, _ group: AnimatorGroup, _ index: Int, _ values: BranchLowering.TrackValues) -> SwiftExpr {
        if let handOff = lowering.detentHandOff, let t = handOff.timing(group, index, &lowering, values) { return t }
        return lowering.timingParameters(group, index)
    }

    /// The spring's timing with the finger's velocity, or nil when the group has no spring (or a
    /// perceptual one, whose fallback takes no velocity) or does not move the presented view.
    private func timing(_ group: AnimatorGroup, _ index: Int, _ lowering: inout BranchLowering, _ values: BranchLowering.TrackValues) -> SwiftExpr? {
        guard case .spring = group.curve, group.curve.perceptualFallback == nil else { return nil }
        let presented = ViewID.destinationRoot
        for trackIndex in group.tracks where lowering.branch.tracks.indices.contains(trackIndex) {
            let track = lowering.branch.tracks[trackIndex]
            guard track.view == presented, case .values(let targets) = track.content else { continue }
            for t in targets where t.property == .frame || t.property == .center {
                guard let end = values.ends[trackIndex][t.property],
                      case .assign(_, let value) = lowering.assign(presented, t.property, end) else { continue }
                let view = lowering.view(presented)
                let start: SwiftExpr, target: SwiftExpr
                if t.property == .frame {
                    // The explicit start values are set by now: the frame the view has is the track's start.
                    start = Build.point(view.dot("frame").dot("midX"), view.dot("frame").dot("midY"))
                    let endName = lowering.scope.allocate("presentedEnd\(index + 1)")
                    lowering.body.append(.let(endName, .named("CGRect"), value))
                    target = Build.point(SwiftExpr.identifier(endName).dot("midX"), SwiftExpr.identifier(endName).dot("midY"))
                } else {
                    start = view.dot("center")
                    target = value
                }
                let velocity = SwiftExpr.binary(.optionalMember(.cast(.optionalMember(.call(Self.v("transitionContext").dot("viewController"),
                                                                             [Build.arg("forKey", .implicit("from"))], trailing: nil), "presentationController"),
                                                                       .conditional, .named(presentationController)), "dismissalVelocity"),
                                                .nilCoalescing, .implicit("zero"))
                let finger = lowering.scope.allocate("fingerVelocity\(index + 1)")
                let name = lowering.scope.allocate("handedOver\(index + 1)")
                lowering.body.append(.comment("Started by a release past the last detent (zero otherwise), the presented view's spring continues with the finger's velocity along its way."))
                lowering.body.append(.let(finger, .named("CGPoint"), velocity))
                lowering.body.append(.let(name, nil, .call(Self.v(DetentDragDecl.name).dot("normalizedVelocity"), [
                    Build.arg(nil, .identifier(finger)), Build.arg("from", start), Build.arg("to", target),
                ], trailing: nil)))
                return group.curve.timingParameters(velocity: .identifier(name))
            }
        }
        return nil
    }
}
