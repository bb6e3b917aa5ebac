/// Natural reverses: where a view's geometry stands once a written branch's setup has run, when
/// the checker can say so without running anything.
///
/// A reversed branch ends each property where the written one started it. Besides an explicit
/// `from ->`, a `set` in setup and a snapshot's or overlay's own geometry, the context itself
/// gives one start: the root view the context calls `from` is in the container at
/// `initialFrame(for:)` when an operation starts (UIKit's documented meaning of that frame, and
/// the preview's and the differential host's rule, Docs/RUN.md). So the parallax push's
/// `frame: from.frame.offset(x: -container.width / 3, y: 0)` reverses without a written start.
///
/// The same knowledge also rewrites what a reversed track reads: in the written branch,
/// `from.frame` is read after setup, when it still is the initial frame; in the reversed branch
/// that view is elsewhere when values are read, so the read is replaced by the frame it stood
/// for (then the context frames swap roles with the rest of the branch).
struct NaturalStart {
    /// Container-space frames known after the written branch's setup, by view.
    private(set) var frames: [ViewID: Expr] = [:]
    /// The subset known all through setup too: roots that setup leaves where the context put them.
    private(set) var contextFrames: [ViewID: Expr] = [:]
    /// Alphas known when the branch starts: the dimming view's on present is 0, because the
    /// generated presentation controller, which UIKit makes afresh for every presentation,
    /// creates it transparent (and the preview does the same).
    private(set) var alphas: [ViewID: Expr] = [:]

    init(_ forward: BranchIR, views: [ViewDecl], hasCustomPresentation: Bool) {
        // Setup steps that move a view's geometry: its frame is then what the last one said, if
        // that can be said statically, else unknown.
        var touched: Set<ViewID> = []
        for step in forward.setup {
            guard case .set(let v, let p, let e) = step.kind, p == .frame || p == .center || p == .size || p == .transform else { continue }
            touched.insert(v)
            // A later centre, size or transform set moves a frame set earlier: unknown again.
            if p == .frame, Self.isStable(e) { frames[v] = e } else { frames[v] = nil }
        }
        let side = Side.holding(.from, in: forward.operation)
        let root: ViewID = side == .source ? .sourceRoot : .destinationRoot
        // The presenting view of a custom presentation is not in the container: its frame is in
        // the window's space, not the one initialFrame(for:) describes for the container.
        let inContainer = !(hasCustomPresentation && side == .source)
        if inContainer, !touched.contains(root), views.indices.contains(root.rawValue) {
            let r = views[root.rawValue].range
            frames[root] = Expr(.view(root, .initialFrame), .rect, r)
            contextFrames[root] = frames[root]
        }
        if forward.operation == .present, let dimming = views.first(where: { if case .dimming = $0.kind { return true } else { return false } }),
           !forward.setup.contains(where: { if case .set(dimming.id, .alpha, _) = $0.kind { return true } else { return false } }) {
            alphas[dimming.id] = Expr(.number(0), .number, dimming.range)
        }
    }

    /// The start value of `property` of `view` that the context or setup gives, if known.
    func start(_ view: ViewID, _ property: Property, at range: SourceRange) -> Expr? {
        if property == .alpha, let a = alphas[view] { return Expr(a.kind, .number, range) }
        guard let frame = frames[view] else { return nil }
        switch property {
        case .frame: return Expr(frame.kind, .rect, range)
        case .center: return Expr(.member(Expr(frame.kind, .rect, range), .center), .point, range)
        case .size: return Expr(.member(Expr(frame.kind, .rect, range), .size), .size, range)
        default: return nil
        }
    }

    /// `e` with every read of a known frame (`v.frame`, `v.center`, `v.width`, `v.height`)
    /// replaced by the value it had when the written branch read it: after setup (a track's
    /// values) or during it (a setup step's, where only the context's frames are certain).
    func substitute(_ e: Expr, afterSetup: Bool = true) -> Expr {
        let known = afterSetup ? frames : contextFrames
        guard !known.isEmpty else { return e }
        return e.rewritten { node in
            guard case .view(let id, let value) = node.kind, let f = known[id] else { return nil }
            let frame = Expr(f.kind, .rect, node.range)
            switch value {
            case .frame: return Expr(frame.kind, node.type, node.range)
            case .center: return Expr(.member(frame, .center), node.type, node.range)
            case .width: return Expr(.member(frame, .width), node.type, node.range)
            case .height: return Expr(.member(frame, .height), node.type, node.range)
            default: return node
            }
        }
    }

    /// True when `e` reads nothing that setup can change: literals, the container's size and
    /// the context's frames.
    static func isStable(_ e: Expr) -> Bool {
        !e.anyViewRead { id, value in
            switch value {
            case .initialFrame, .finalFrame: return false
            case .width, .height, .bounds, .frame: return id != .container
            default: return true
            }
        }
    }
}

extension BranchDerivation {
    /// The note of a `cannot-reverse` error: the written value with a start in front of it, the
    /// start being UIKit's value for a fresh view where there is one.
    static func reverseFix(_ property: Property, written: Expr?, file: SourceFile, operation: Operation) -> (Diagnostic.Note, Diagnostic.FixIt?) {
        let start: String?
        switch property {
        case .alpha: start = "1"
        case .transform: start = "identity"
        case .cornerRadius: start = "0"
        default: start = nil
        }
        guard let written, written.range.start.offset < written.range.end.offset else {
            return (.init("give it an explicit start, e.g. '\(property.rawValue): <start> -> <end>', or set it in setup"), nil)
        }
        let text = file.text(written.range)
        if let start {
            return (.init("write where it starts, e.g. '\(property.rawValue): \(start) -> \(text)' if it starts at UIKit's default, or set it in setup"),
                    .init(range: SourceRange(at: written.range.start), replacement: "\(start) -> "))
        }
        // Geometry is where a reader may expect the context to know the start: say whose it knows.
        let known = property == .frame || property == .center || property == .size
            ? "; of the roots, only the one '\(operation.rawValue)' calls 'from' starts where the context says (its initialFrame)" : ""
        return (.init("write where it starts: '\(property.rawValue): <start> -> \(text)', or set it in setup\(known)"), nil)
    }
}
