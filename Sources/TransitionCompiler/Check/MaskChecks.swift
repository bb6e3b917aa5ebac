// Mask shapes: `circle(center, radius)`, `roundedRect(rect, radius)`, `none`; their ranges and
// the forms a mask track takes.

extension ExpressionChecker {
    static let maskFunctions = ["circle", "roundedRect"]

    /// The shape `name(args)`; `handled: false` when `name` is not a shape function.
    func maskCall(_ name: String, _ args: [SyntaxArgument], _ r: Range<Int>) -> (handled: Bool, expr: Expr?) {
        switch name {
        case "circle":
            guard let v = arguments(args, labels: ["center", "radius"], types: [.point, .number], call: name, r) else { return (true, nil) }
            return (true, Expr(.circle(center: v[0], radius: v[1]), .shape, range(r)))
        case "roundedRect":
            guard let v = arguments(args, labels: ["rect", "radius"], types: [.rect, .number], call: name, r) else { return (true, nil) }
            return (true, Expr(.roundedRect(v[0], radius: v[1]), .shape, range(r)))
        default:
            return (false, nil)
        }
    }
}

/// The kind of a shape expression (a mask animates between shapes of one kind).
enum MaskKind: String {
    case circle, roundedRect, none

    init?(_ e: Expr) {
        switch e.kind {
        case .circle: self = .circle
        case .roundedRect: self = .roundedRect
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

    /// A mask track goes from an explicit shape to a shape of the same kind (the emitted mask
    /// view's frame and corner radius animate; a circle and a rounded rectangle are not one
    /// shape in between), and not through keyframes, `repeat` or `steps()`.
    func checkMaskTrack(_ track: TrackIR, repeatKey: SourceRange?) -> Bool {
        var advice: Diagnostic.Note { Diagnostic.Note("write 'mask: circle(p, 0) -> circle(p, r)' in a track of its own") }
        switch TwoValueForm.problem(in: track, .mask, repeated: repeatKey != nil) {
        case .keyframe(let value)?:
            sink.error("mask-form", "a mask animates from one shape to another, not in keyframes", at: value.range, notes: [advice])
            return false
        case .repeatedOrStepped(let t, _)?:
            sink.error("mask-form", "a mask animates from one shape to another, not with 'repeat' or steps()", at: t.to.range, notes: [advice])
            return false
        case nil: break
        }
        guard case .values(let targets) = track.content, let t = Self.target(of: .mask, in: targets) else { return true }
        guard let from = t.from else {
            sink.error("mask-form", "a mask track needs its start shape", at: t.to.range,
                       notes: [.init("write the start before an arrow, e.g. 'mask: circle(p, 0) -> circle(p, r)'")])
            return false
        }
        if let a = MaskKind(from), let b = MaskKind(t.to), a != b || a == .none {
            sink.error("mask-form", a == .none || b == .none
                       ? "a mask animates between two shapes; 'none' is set, in setup or finish"
                       : "a mask animates between shapes of one kind, found \(a.rawValue) -> \(b.rawValue)",
                       at: t.to.range, notes: [.init("animate \(a == .none ? b.rawValue : a.rawValue) -> \(a == .none ? b.rawValue : a.rawValue), e.g. 'circle(p, 0) -> circle(p, r)'")])
            return false
        }
        return true
    }
}
