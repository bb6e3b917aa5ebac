// The 3-D transform functions, CSS's names and argument order: perspective(d), rotateX(a),
// rotateY(a), rotateZ(a), translate3d(x, y, z), translateZ(z), scale3d(x, y, z).

extension ExpressionChecker {
    static let transform3DFunctions = ["perspective", "rotateX", "rotateY", "rotateZ", "translate3d", "translateZ", "scale3d"]

    /// The 3-D step `name(args)`, or nil (with a diagnostic) when the arguments do not fit;
    /// `.some(nil)` is never returned: a name that is not a 3-D function gives `handled: false`.
    func transform3DCall(_ name: String, _ args: [SyntaxArgument], _ r: Range<Int>) -> (handled: Bool, expr: Expr?) {
        func one(_ label: String, _ type: ValueType) -> Expr? { arguments(args, labels: [label], types: [type], call: name, r)?.first }
        func three() -> [Expr]? { arguments(args, labels: ["x", "y", "z"], types: [.number, .number, .number], call: name, r) }
        func made(_ step: TransformStep?) -> (Bool, Expr?) { (true, step.map { Expr(.transform([$0]), .transform, range(r)) }) }
        switch name {
        case "perspective":
            guard let d = one("distance", .number) else { return (true, nil) }
            if let v = ConstantFolder.number(d), !(v > 0) {
                error("out-of-range", "perspective distance must be greater than 0, found \(format(v))", r,
                      notes: [.init("the distance from the eye to the plane z = 0, in points; 500...1000 look natural")])
                return (true, nil)
            }
            return made(.perspective(d))
        case "rotateX": return made(one("angle", .angle).map { .rotate3D(axis: .x, $0) })
        case "rotateY": return made(one("angle", .angle).map { .rotate3D(axis: .y, $0) })
        case "rotateZ": return made(one("angle", .angle).map { .rotate($0) })
        case "translate3d": return made(three().map { .translate3D(x: $0[0], y: $0[1], z: $0[2]) })
        case "translateZ":
            return made(one("z", .number).map { .translate3D(x: Expr(.number(0), .number, $0.range), y: Expr(.number(0), .number, $0.range), z: $0) })
        case "scale3d": return made(three().map { .scale3D(x: $0[0], y: $0[1], z: $0[2]) })
        default: return (false, nil)
        }
    }
}

extension BranchChecker {
    /// A 3-D transform animates from one value to another or in keyframes (TransformKeyframes3D.swift):
    /// not with `repeat` or `steps()`, whose values the backends interpolate themselves, and
    /// a 4×4 transform interpolates by decomposition, which they do not write out.
    func checkTransform3DTrack(_ track: TrackIR, repeatKey: SourceRange?) -> Bool {
        let bad: Expr
        switch TwoValueForm.problem(in: track, .transform, repeated: repeatKey != nil, where: \.is3DTransform) {
        case .keyframe?: return checkTransform3DKeyframes(track)
        case .repeatedOrStepped(_, let value)?: bad = value
        case nil: return true
        }
        sink.error("transform-3d", "a 3-D transform animates from one value to another or in keyframes, not with 'repeat' or steps()", at: bad.range,
                   notes: [.init("write 'transform: A -> B' with a curve such as easeInOut or a spring, or keyframes with a curve per segment")])
        return false
    }
}

extension TransitionChecker {
    /// A view's transform is 3-D over the whole transition (`TransitionIR.transform3DViews`): once
    /// any played branch gives it a 3-D value, every branch writes it as a 4×4 matrix, so its
    /// 2-D tracks take the 3-D forms too (from one value to another). Asked once every branch is
    /// known (written, reversed, reduced); a problem in a derived branch is its written one's,
    /// reported once at the written value.
    func checkTransform3DForms(_ operations: [OperationIR]) {
        let branches = operations.flatMap(\.playedBranches)
        var threeD: [ViewID: Operation] = [:]
        for branch in branches {
            for id in branch.transform3DViews where threeD[id] == nil { threeD[id] = branch.operation }
        }
        guard !threeD.isEmpty else { return }
        var reported = Set<SourceRange>()
        for branch in branches {
            for track in branch.tracks {
                guard let where3D = threeD[track.view], track.animates(.transform) else { continue }
                let bad: Expr, what: String
                switch TwoValueForm.problem(in: track, .transform, repeated: false) {
                case .keyframe?:
                    // 2-D keyframes of a 3-D view play as 4×4 ones (a 3-D value among them was
                    // checked with its track): a curved segment of them would be sampled by the
                    // backends, which do not interpolate 4×4 transforms, and `cubic` is refused.
                    guard case .keyframes(let frames, let calculation) = track.content,
                          !frames.contains(where: { $0.values.contains { $0.property == .transform && $0.value.is3DTransform } }) else { continue }
                    if calculation == .cubic, let first = frames.lazy.compactMap({ $0.values.first { $0.property == .transform }?.value }).first {
                        (bad, what) = (first, "its keyframes take 'calculation: linear' or 'discrete', not 'cubic'")
                    } else if let segment = TransformKeyframes3D.curvedSegments(frames, calculation: calculation, duration: track.duration).first {
                        (bad, what) = (segment.to, "a curved keyframe segment of its transform has 3-D values at both ends")
                    } else { continue }
                case .repeatedOrStepped(_, let value)?:
                    (bad, what) = (value, "its transform animates from one value to another or in keyframes, not with 'repeat' or steps()")
                case nil: continue
                }
                // A 3-D value in this form is `transform-3d`'s error already (checkTransform3DTrack).
                guard !bad.is3DTransform, reported.insert(bad.range).inserted else { continue }
                let name = views[track.view.rawValue].displayName(in: branch.operation)
                sink.error("transform-3d", "'\(name)' has a 3-D transform in '\(where3D.rawValue)': \(what)",
                           at: bad.range,
                           notes: [.init("a view's transform is 3-D over the whole transition; write its values with 3-D steps (for example 'rotateX(0deg)' for the identity), or 'transform: A -> B'")])
            }
        }
    }
}
