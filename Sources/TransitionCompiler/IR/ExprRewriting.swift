extension Expr {
    /// The expression with nodes replaced bottom-up: `replacement` is asked about each node
    /// before its operands; a non-nil answer stands for the node (and is not looked into), nil
    /// keeps the node and rewrites its operands. The one traversal the derivations use (reversed
    /// context frames, a read replaced by its start, the frames the written branch knew), so a
    /// new kind of expression is rewritten everywhere once it is added here.
    public func rewritten(_ replacement: (Expr) -> Expr?) -> Expr {
        rewrittenIfChanged(replacement) ?? self
    }

    /// `rewritten`, or nil when no node was replaced. An unchanged expression keeps its boxes:
    /// the derived branches share the written branch's operands instead of copying every
    /// composite node (issue 17: a copied `rect(...)` per reversed track was 2.6 MB of a big spec).
    public func rewrittenIfChanged(_ replacement: (Expr) -> Expr?) -> Expr? {
        if let replaced = replacement(self) { return replaced }
        var changed = false
        func m(_ x: Expr) -> Expr {
            guard let y = x.rewrittenIfChanged(replacement) else { return x }
            changed = true
            return y
        }
        // Operands first, the node only when one changed: building it to drop it was a box
        // allocated and freed per composite node of every unchanged expression (issue 17).
        switch self.kind {
        case .point(let a, let b):
            let (x, y) = (m(a), m(b))
            return changed ? Expr(.point(x, y), type, range) : nil
        case .size(let a, let b):
            let (x, y) = (m(a), m(b))
            return changed ? Expr(.size(x, y), type, range) : nil
        case .rect(let a, let b, let c, let d):
            let (x, y, w, h) = (m(a), m(b), m(c), m(d))
            return changed ? Expr(.rect(x, y, w, h), type, range) : nil
        case .member(let a, let mem):
            let x = m(a)
            return changed ? Expr(.member(x, mem), type, range) : nil
        case .offset(let r, let dx, let dy):
            let (a, x, y) = (m(r), m(dx), m(dy))
            return changed ? Expr(.offset(a, dx: x, dy: y), type, range) : nil
        case .inset(let r, let dx, let dy):
            let (a, x, y) = (m(r), m(dx), m(dy))
            return changed ? Expr(.inset(a, dx: x, dy: y), type, range) : nil
        case .binary(let op, let a, let b):
            let (x, y) = (m(a), m(b))
            return changed ? Expr(.binary(op, x, y), type, range) : nil
        case .negate(let a):
            let x = m(a)
            return changed ? Expr(.negate(x), type, range) : nil
        case .transform(let steps):
            let mapped = steps.map { $0.mapOperands(m) }
            return changed ? Expr(.transform(mapped), type, range) : nil
        case .circle(let c, let r):
            let (x, y) = (m(c), m(r))
            return changed ? Expr(.circle(center: x, radius: y), type, range) : nil
        case .roundedRect(let rect, let r):
            let (x, y) = (m(rect), m(r))
            return changed ? Expr(.roundedRect(x, radius: y), type, range) : nil
        case .view, .number, .bool, .color, .contentMode, .identityTransform, .noMask: return nil
        }
    }

    /// Whether `test` holds for any direct operand, asked in order and stopping at the first. With
    /// `rewritten`, the one list of every kind's operands: the walks over expressions (view
    /// reads, `contains(where:)`) go through it, so a new kind is walked everywhere once listed here.
    public func anyOperand(_ test: (Expr) -> Bool) -> Bool {
        switch kind {
        case .view, .number, .bool, .color, .contentMode, .identityTransform, .noMask: return false
        case .point(let a, let b), .size(let a, let b), .binary(_, let a, let b), .circle(let a, let b), .roundedRect(let a, let b):
            return test(a) || test(b)
        case .rect(let a, let b, let c, let d): return test(a) || test(b) || test(c) || test(d)
        case .member(let a, _), .negate(let a): return test(a)
        case .offset(let r, let x, let y), .inset(let r, let x, let y): return test(r) || test(x) || test(y)
        case .transform(let steps): return steps.contains { $0.operands.contains(where: test) }
        }
    }

    /// Calls `body` with each direct operand, in order.
    public func forEachOperand(_ body: (Expr) -> Void) {
        _ = anyOperand { body($0); return false }
    }

    /// Whether `test` holds for some (view, value) the expression reads, asked in the order of
    /// the expression, without collecting them.
    public func anyViewRead(_ test: (ViewID, ViewValue) -> Bool) -> Bool {
        contains { if case .view(let id, let value) = $0.kind { return test(id, value) } else { return false } }
    }

    /// Calls `body` with each (view, value) the expression reads, in the order of the expression.
    public func forEachViewRead(_ body: (ViewID, ViewValue) -> Void) {
        _ = anyViewRead { body($0, $1); return false }
    }
}
