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
        return replacingOperands { $0.rewrittenIfChanged(replacement) }.map { Expr($0, type, range) }
    }

    /// The one list of every kind's operands: `f` is asked about each direct operand in order; the
    /// kind with the operands it replaced (a nil answer keeps one), or nil when it replaced none.
    /// Every walk over expressions goes through it (`rewritten`, `anyOperand`, `forEachOperand`,
    /// `contains(where:)`, view reads, the checker's size bound and folding), so a new kind is
    /// walked everywhere once it is listed here. Operands first, the node only when one changed:
    /// building it to drop it was a box allocated and freed per composite node of every unchanged
    /// expression (issue 17).
    public func replacingOperands(_ f: (Expr) -> Expr?) -> ExprKind? {
        var changed = false
        func m(_ x: Expr) -> Expr {
            guard let y = f(x) else { return x }
            changed = true
            return y
        }
        switch kind {
        case .view, .number, .bool, .color, .contentMode, .corners, .cornerCurve, .identityTransform, .noMask, .element: return nil
        case .point(let a, let b):
            let (x, y) = (m(a), m(b))
            return changed ? .point(x, y) : nil
        case .size(let a, let b):
            let (x, y) = (m(a), m(b))
            return changed ? .size(x, y) : nil
        case .rect(let a, let b, let c, let d):
            let (x, y, w, h) = (m(a), m(b), m(c), m(d))
            return changed ? .rect(x, y, w, h) : nil
        case .member(let a, let mem):
            let x = m(a)
            return changed ? .member(x, mem) : nil
        case .offset(let r, let dx, let dy):
            let (a, x, y) = (m(r), m(dx), m(dy))
            return changed ? .offset(a, dx: x, dy: y) : nil
        case .inset(let r, let dx, let dy):
            let (a, x, y) = (m(r), m(dx), m(dy))
            return changed ? .inset(a, dx: x, dy: y) : nil
        case .binary(let op, let a, let b):
            let (x, y) = (m(a), m(b))
            return changed ? .binary(op, x, y) : nil
        case .negate(let a):
            let x = m(a)
            return changed ? .negate(x) : nil
        case .transform(let steps):
            return Self.mapped(steps) { step in
                var stepChanged = false
                let new = step.mapOperands { x in
                    guard let y = f(x) else { return x }
                    stepChanged = true
                    return y
                }
                return stepChanged ? new : nil
            }.map { .transform($0) }
        case .circle(let c, let r):
            let (x, y) = (m(c), m(r))
            return changed ? .circle(center: x, radius: y) : nil
        case .roundedRect(let rect, let r):
            let (x, y) = (m(rect), m(r))
            return changed ? .roundedRect(x, radius: y) : nil
        case .ellipse(let rect):
            let x = m(rect)
            return changed ? .ellipse(x) : nil
        case .math(let op, let args):
            return Self.mapped(args, f).map { .math(op, $0) }
        case .aspect(let mode, let size, let rect):
            let (x, y) = (m(size), m(rect))
            return changed ? .aspect(mode, size: x, in: y) : nil
        case .random(let seed, let lo, let hi):
            let (x, y) = (m(lo), m(hi))
            return changed ? .random(seed: seed, x, y) : nil
        }
    }

    /// `items` with those `f` replaces (nil: kept), or nil when it replaced none (no array is
    /// made then).
    private static func mapped<T>(_ items: [T], _ f: (T) -> T?) -> [T]? {
        var out: [T]?
        for i in items.indices {
            if let item = f(items[i]) {
                if out == nil { out = Array(items[..<i]) }
                out?.append(item)
            } else {
                out?.append(items[i])
            }
        }
        return out
    }

    /// Whether `test` holds for any direct operand, asked in order and stopping at the first.
    public func anyOperand(_ test: (Expr) -> Bool) -> Bool {
        var hit = false
        _ = replacingOperands { x in
            if !hit, test(x) { hit = true }
            return nil
        }
        return hit
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
