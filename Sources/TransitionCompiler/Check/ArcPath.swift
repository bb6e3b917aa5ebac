/// `path: arc(BEND)` on a track of `center`: the centre travels along a curve instead of the
/// straight line, like Hero's `arc` and MotionLayout's `pathMotionArc`.
///
///     - view: fly
///       center: target.center
///       path: arc(0.3)      # bulges to the right of the direction of travel by 0.3 × the distance
///
/// The curve is the quadratic Bézier from the start S to the end E whose greatest distance from
/// the straight line is |BEND| × |E − S|, on the right of the direction of travel for a positive
/// BEND (screen coordinates, y down), on the left for a negative one:
///
///     P(t) = S + (E − S)·t + R(E − S)·4·BEND·t(1 − t),   R(x, y) = (−y, x)
///
/// It is lowered here into a keyframe track of `center` with `ArcPath.segments` linear segments
/// (the points P(i/n), at i/n), the track keeping its own curve over the whole path, so both
/// backends play keyframes they already play and cannot disagree about the arc. Between two
/// points the straight segment strays from the true curve by at most |BEND| × |E − S| / (2n²):
/// under 0.6 pt for a 0.3 bend over 1,000 pt.
enum ArcPath {
    static let segments = 16
    static let bendLimit = 2.0

    /// The keyframes of the arc from `start` (nil: the centre's value when the track starts,
    /// read as `view.center`) to `end`.
    static func keyframes(view: ViewID, start: Expr?, end: Expr, bend: Double, range: SourceRange) -> [KeyframeIR] {
        let s = start ?? Expr(.view(view, .center), .point, range)
        var frames: [KeyframeIR] = []
        for i in 0...segments {
            let t = Double(i) / Double(segments)
            let value: Expr
            if i == 0 { value = s } else if i == segments { value = end } else { value = point(s, end, t: t, bend: bend, range: range) }
            frames.append(KeyframeIR(at: t, values: [PropertyValue(property: .center, value: value)], curve: nil, range: range))
        }
        return frames
    }

    /// P(t), folded to a literal point when both ends are literal points.
    static func point(_ s: Expr, _ e: Expr, t: Double, bend: Double, range r: SourceRange) -> Expr {
        let k = 4 * bend * t * (1 - t)
        if let (sx, sy) = literal(s), let (ex, ey) = literal(e) {
            let x = sx + (ex - sx) * t - (ey - sy) * k
            let y = sy + (ey - sy) * t + (ex - sx) * k
            return Expr(.point(Expr(.number(x), .number, r), Expr(.number(y), .number, r)), .point, r)
        }
        func num(_ v: Double) -> Expr { Expr(.number(v), .number, r) }
        func bin(_ op: BinaryOperator, _ a: Expr, _ b: Expr, _ type: ValueType) -> Expr { Expr(.binary(op, a, b), type, r) }
        func member(_ p: Expr, _ m: Member) -> Expr { Expr(.member(p, m), .number, r) }
        let along = bin(.multiply, bin(.subtract, e, s, .point), num(t), .point)
        let normal = Expr(.point(bin(.subtract, member(s, .y), member(e, .y), .number),
                                 bin(.subtract, member(e, .x), member(s, .x), .number)), .point, r)
        return bin(.add, bin(.add, s, along, .point), bin(.multiply, normal, num(k), .point), .point)
    }

    private static func literal(_ e: Expr) -> (Double, Double)? {
        guard case .point(let x, let y) = e.kind, let a = ConstantFolder.number(x), let b = ConstantFolder.number(y) else { return nil }
        return (a, b)
    }
}

extension BranchChecker {
    /// The keyframe content of a track with `path:`, or nil (with errors). The track must animate
    /// `center` and nothing else, and is not repeated.
    func arcPath(_ pair: YAMLPair, view: ViewID, targets: [PropertyTarget], hasRepeat: Bool) -> TrackIR.Content? {
        if hasRepeat {
            sink.error("path-form", "'path' and 'repeat' cannot be combined", at: pair.key.range,
                       notes: [.init("an arc is lowered to keyframes, and so is a repeat: write one track for each")])
            return nil
        }
        let others = targets.filter { $0.property != .center }
        guard let center = targets.first(where: { $0.property == .center }), others.isEmpty else {
            let found = others.map { "'\($0.property.rawValue)'" }.joined(separator: ", ")
            sink.error("path-form", "'path' moves the centre: its track animates 'center' only", at: others.first?.range ?? pair.key.range,
                       notes: [.init(others.isEmpty ? "add the end, e.g. 'center: target.center'"
                                     : "move \(found) into a track of its own (with the same timing, it shares the same animator)")])
            return nil
        }
        guard let s = checker.scalarValue(pair.value, "a path") else { return nil }
        let expressions = ExpressionChecker(sink: sink, scalar: s, scope: scope)
        let syntax: SyntaxExpr
        switch ExpressionParser.parse(s.value) {
        case .failure(let f):
            expressions.report(f)
            return nil
        case .success(let e): syntax = e
        }
        guard case .call(.identifier(let name, let nameRange), let args, let callRange) = syntax else {
            sink.error("path-form", "a path is 'arc(BEND)'", at: s.range, notes: [.init("e.g. 'path: arc(0.3)': the centre bulges to the right of its travel by 0.3 × the distance")])
            return nil
        }
        guard name == "arc" else {
            NodeReader(sink: sink).reportUnknown(name, kind: "path", in: "this track", candidates: ["arc"], at: expressions.range(nameRange), code: "unknown-function")
            return nil
        }
        guard args.count == 1, args[0].label == nil || args[0].label == "bend" else {
            expressions.error("argument-count", "'arc' takes one number, its bend", callRange,
                              notes: [.init("e.g. 'arc(0.3)' or 'arc(bend:-0.3)'")])
            return nil
        }
        guard let bendExpr = expressions.check(args[0].value, expected: .number) else { return nil }
        guard let bend = ConstantFolder.number(bendExpr) else {
            sink.error("not-constant", "an arc's bend must be a constant", at: bendExpr.range)
            return nil
        }
        guard bend.isFinite, abs(bend) <= ArcPath.bendLimit else {
            sink.error("out-of-range", "an arc's bend must be in -\(format(ArcPath.bendLimit))...\(format(ArcPath.bendLimit)), found \(format(bend))", at: bendExpr.range,
                       notes: [.init("the bend is the arc's greatest distance from the straight line, as a fraction of the distance travelled")])
            return nil
        }
        return .keyframes(ArcPath.keyframes(view: view, start: center.from, end: center.to, bend: bend, range: center.range), calculation: .linear)
    }
}
