// Mask shapes: `circle(center, radius)`, `roundedRect(rect, radius)`, `ellipse(rect)`, `none`; their ranges and
// the forms a mask track takes.

extension ExpressionChecker {
    static let maskFunctions = ["circle", "roundedRect", "ellipse"]

    /// The shape `name(args)`; `handled: false` when `name` is not a shape function.
    func maskCall(_ name: String, _ args: [SyntaxArgument], _ r: Range<Int>) -> (handled: Bool, expr: Expr?) {
        switch name {
        case "circle":
            guard let v = arguments(args, labels: ["center", "radius"], types: [.point, .number], call: name, r) else { return (true, nil) }
            return (true, Expr(.circle(center: v[0], radius: v[1]), .shape, range(r)))
        case "roundedRect":
            guard let v = arguments(args, labels: ["rect", "radius"], types: [.rect, .number], call: name, r) else { return (true, nil) }
            return (true, Expr(.roundedRect(v[0], radius: v[1]), .shape, range(r)))
        case "ellipse":
            guard let v = arguments(args, labels: ["rect"], types: [.rect], call: name, r) else { return (true, nil) }
            return (true, Expr(.ellipse(v[0]), .shape, range(r)))
        default:
            return (false, nil)
        }
    }
}

/// The kind of a shape expression (a mask animates between shapes of one kind).
enum MaskKind: String {
    case circle, roundedRect, ellipse, none

    init?(_ e: Expr) {
        switch e.kind {
        case .circle: self = .circle
        case .roundedRect: self = .roundedRect
        case .ellipse: self = .ellipse
        case .noMask: self = .none
        default: return nil
        }
    }
}

extension BranchChecker {
    /// A radius is at least 0.
    func checkMaskValue(_ e: Expr) {
        let radius: Expr
        switch e.kind {
        case .circle(_, let r), .roundedRect(_, let r): radius = r
        default: return
        }
        if let v = ConstantFolder.number(radius), v < 0 {
            sink.error("out-of-range", "a mask's radius must be at least 0, found \(format(v))", at: radius.range)
        }
    }

    /// A mask track goes from an explicit shape to another shape, or through keyframes of shapes
    /// that start at 0: a circle and a rounded rectangle are both a mask view's frame and corner
    /// radius (a circle is the square around it, rounded by half its side), which move linearly
    /// between any two of them, so the kind may change on the way. `none` is no shape to move
    /// from or to (it is set, in setup or finish), and `repeat` and `steps()` are not taken.
    func checkMaskTrack(_ track: TrackIR, repeatKey: SourceRange?) -> Bool {
        var advice: Diagnostic.Note { Diagnostic.Note("write 'mask: circle(p, 0) -> circle(p, r)' in a track of its own") }
        let noneSet = "a mask animates between two shapes; 'none' is set, in setup or finish"
        switch track.content {
        case .keyframes(let frames, _):
            let masks = frames.compactMap { frame in frame.values.first { $0.property == .mask }.map { (frame, $0.value) } }
            if let none = masks.first(where: { MaskKind($0.1) == MaskKind.none }) {
                sink.error("mask-form", noneSet, at: none.1.range, notes: [.init("set 'none' in finish, after the last keyframe")])
                return false
            }
            if !checkEllipseKinds(masks.map(\.1)) { return false }
            if let first = masks.first, first.0.at > 0 {
                sink.error("mask-form", "a mask's keyframes start at 0", at: first.1.range,
                           notes: [.init("the mask before the track may be none, which is no shape to move from: give the shape at 'at: 0'")])
                return false
            }
            return true
        case .values:
            break
        }
        if case .repeatedOrStepped(let t, _)? = TwoValueForm.problem(in: track, .mask, repeated: repeatKey != nil) {
            sink.error("mask-form", "a mask animates from one shape to another, not with 'repeat' or steps()", at: t.to.range, notes: [advice])
            return false
        }
        guard case .values(let targets) = track.content, let t = Self.target(of: .mask, in: targets) else { return true }
        guard let from = t.from else {
            sink.error("mask-form", "a mask track needs its start shape", at: t.to.range,
                       notes: [.init("write the start before an arrow, e.g. 'mask: circle(p, 0) -> circle(p, r)'")])
            return false
        }
        if MaskKind(from) == MaskKind.none || MaskKind(t.to) == MaskKind.none {
            sink.error("mask-form", noneSet, at: t.to.range, notes: [advice])
            return false
        }
        return checkEllipseKinds([from, t.to])
    }

    /// An ellipse moves only to and from an ellipse: it is a circle of a fixed size stretched by a
    /// transform (MaskLowering.swift), which no rounded rectangle is, so the two do not blend. The
    /// first shape of another kind in a track with an ellipse is an error.
    private func checkEllipseKinds(_ shapes: [Expr]) -> Bool {
        guard shapes.contains(where: { MaskKind($0) == .ellipse }), let other = shapes.first(where: { MaskKind($0) != .ellipse }) else { return true }
        let kind = MaskKind(other)?.rawValue ?? "shape"
        sink.error("mask-form", "an ellipse mask animates only to and from an ellipse, found a \(kind)", at: other.range,
                   notes: [.init("a circle is the ellipse of its square: 'ellipse(rect(x - r, y - r, 2 * r, 2 * r))'"),
                           .init("an ellipse is a circle stretched by a transform, which a rounded rectangle is not")])
        return false
    }
}
