/// The untyped syntax of an expression written inside a YAML scalar, as parsed.
///
/// Ranges are offsets (in Unicode scalars) into the scalar's value; `ExprSource` maps them
/// back to the file so diagnostics can point into the middle of a value.
///
/// Only the cases that hold another expression are boxed: a number, colour or name is stored
/// inline, since a box for every leaf was most of the parser's allocations (issue 17).
public enum SyntaxExpr: Sendable {
    case number(Double, unit: NumberUnit?, Range<Int>)
    /// `#RRGGBB` / `#RRGGBBAA` (the digits, without `#`).
    case hexColor(String, Range<Int>)
    case identifier(String, Range<Int>)
    /// `base.name`
    indirect case member(SyntaxExpr, name: String, nameRange: Range<Int>, Range<Int>)
    /// `callee(args)`: callee is an identifier or a member.
    indirect case call(SyntaxExpr, [SyntaxArgument], Range<Int>)
    indirect case binary(BinaryOperator, SyntaxExpr, SyntaxExpr, Range<Int>)
    indirect case negate(SyntaxExpr, Range<Int>)
    /// `a < b`, `a <= b`, `a > b`, `a >= b`, `a == b`, `a != b` (one comparison, never chained).
    indirect case comparison(MathOperation, SyntaxExpr, SyntaxExpr, Range<Int>)
    /// `scale(0.9) translate(0, 20)`: terms written side by side (transform composition).
    case juxtaposition([SyntaxExpr], Range<Int>)

    public var range: Range<Int> {
        switch self {
        case .number(_, _, let r), .hexColor(_, let r), .identifier(_, let r), .member(_, _, _, let r),
             .call(_, _, let r), .binary(_, _, _, let r), .negate(_, let r), .comparison(_, _, _, let r), .juxtaposition(_, let r):
            return r
        }
    }

    /// `a.b.c` as a dotted path when the expression is only identifiers and members.
    public var dottedPath: [String]? {
        switch self {
        case .identifier(let name, _): return [name]
        case .member(let base, let name, _, _): return base.dottedPath.map { $0 + [name] }
        default: return nil
        }
    }
}

public struct SyntaxArgument: Sendable {
    public var label: String?
    public var labelRange: Range<Int>?
    public var value: SyntaxExpr
}

public enum NumberUnit: String, Sendable {
    case ms, s, deg, rad
}
