extension Expr {
    /// The expression with nodes replaced bottom-up: `replacement` is asked about each node
    /// before its operands; a non-nil answer stands for the node (and is not looked into), nil
    /// keeps the node and rewrites its operands. The one traversal the derivations use (reversed
    /// context frames, a read replaced by its start, the frames the written branch knew), so a
    /// new kind of expression is rewritten everywhere once it is added here.
    public func rewritten(_ replacement: (Expr) -> Expr?) -> Expr {
        if let replaced = replacement(self) { return replaced }
        func m(_ x: Expr) -> Expr { x.rewritten(replacement) }
        let kind: ExprKind
        switch self.kind {
        case .point(let a, let b): kind = .point(m(a), m(b))
        case .size(let a, let b): kind = .size(m(a), m(b))
        case .rect(let a, let b, let c, let d): kind = .rect(m(a), m(b), m(c), m(d))
        case .member(let a, let mem): kind = .member(m(a), mem)
        case .offset(let r, let x, let y): kind = .offset(m(r), dx: m(x), dy: m(y))
        case .inset(let r, let x, let y): kind = .inset(m(r), dx: m(x), dy: m(y))
        case .binary(let op, let a, let b): kind = .binary(op, m(a), m(b))
        case .negate(let a): kind = .negate(m(a))
        case .transform(let steps): kind = .transform(steps.map { $0.mapOperands(m) })
        case .circle(let c, let r): kind = .circle(center: m(c), radius: m(r))
        case .roundedRect(let rect, let r): kind = .roundedRect(m(rect), radius: m(r))
        case .view, .number, .bool, .color, .contentMode, .identityTransform, .noMask: return self
        }
        return Expr(kind, type, range)
    }
}
