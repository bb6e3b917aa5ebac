/// An upper bound on the size of the Swift expression emit-swift writes for a value, in
/// expression nodes. Swift has no `let` inside an expression, so a value used once per
/// component is written once per component: points and sizes are lowered component by
/// component (linear), but a rect scaled by a number repeats the rect four times and
/// `r.center` repeats `r` twice, and nested, those repeats multiply. The checker refuses a
/// value whose bound is over `limit`, so no accepted spec can make the emitter's output (or
/// its time and memory) blow up. The model follows SwiftEmitter's BranchLowering `expr` and
/// `component`; it may overestimate, never underestimate.
enum GeneratedSize {
    static let limit = 20_000

    /// Saturating, so a hostile value cannot overflow the count. Added left to right, with a
    /// function per count of terms: a variadic one allocated an array for every node of every
    /// checked value (issue 17).
    private static func sum(_ a: Int, _ b: Int) -> Int { add(add(0, a), b) }
    private static func sum(_ a: Int, _ b: Int, _ c: Int) -> Int { add(sum(a, b), c) }
    private static func sum(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int { add(sum(a, b, c), d) }
    private static func sum(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int) -> Int { add(sum(a, b, c, d), e) }
    private static func add(_ x: Int, _ y: Int) -> Int { x > limit || y > limit ? limit + 1 : x + y }
    private static func times(_ k: Int, _ x: Int) -> Int { x > limit / max(k, 1) ? limit + 1 : k * x }

    static func of(_ e: Expr) -> Int {
        switch e.kind {
        case .view: return 8   // a read may convert between coordinate spaces
        case .member(let base, let m):
            if isVector(base.type), [.x, .y, .width, .height].contains(m) { return component(base) }
            return sum(1, times(base.type == .rect && m == .center ? 2 : 1, of(base)))
        case .offset(let base, let dx, let dy) where base.type == .point:
            return sum(1, times(2, component(base)), of(dx), of(dy))
        case .binary(_, let a, let b):
            if isVector(e.type) { return sum(1, times(2, component(e))) }
            if e.type == .rect { return sum(1, times(4, sum(2, of(a), of(b)))) }
            return sum(1, of(a), of(b))
        case .negate(let a):
            if isVector(e.type) { return sum(1, times(2, component(e))) }
            if e.type == .rect { return sum(1, times(4, sum(3, of(a)))) }
            return sum(1, of(a))
        default:
            // Written once, each operand once (the walk of `Expr.replacingOperands`), with the
            // Swift around them: a mask shape's call, a transform's step calls, `max(x, 0)` in a
            // guarded root or clamp's `min(max(…))`.
            var total = overhead(e)
            e.forEachOperand { total = add(total, of($0)) }
            return total
        }
    }

    /// The nodes a kind writes besides its operands.
    private static func overhead(_ e: Expr) -> Int {
        switch e.kind {
        case .circle, .roundedRect, .ellipse: return 4
        case .transform(let steps): return add(1, steps.count)
        case .math: return 3
        default: return 1
        }
    }

    /// One component of a point- or size-valued expression, as the emitter's `component`.
    private static func component(_ e: Expr) -> Int {
        switch e.kind {
        case .point(let a, let b), .size(let a, let b): return max(of(a), of(b))
        case .binary(_, let a, let b):
            return sum(1, a.type == e.type ? component(a) : of(a), b.type == e.type ? component(b) : of(b))
        case .negate(let a): return sum(2, component(a))
        case .offset(let base, let dx, let dy) where e.type == .point: return sum(1, component(base), max(of(dx), of(dy)))
        default: return sum(1, of(e))
        }
    }

    private static func isVector(_ t: ValueType) -> Bool { t == .point || t == .size }
}
