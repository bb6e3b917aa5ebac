import Testing
@testable import TransitionCompiler

/// Maths in expressions (Docs/LANGUAGE.md, "Maths"): parsing of comparisons, types, folding of
/// constants (so maths serves where a constant is required), and the one walk over operands
/// reaching inside a maths node.
@Suite struct MathTests {
    static func spec(_ animate: String, extra: String = "") -> String {
        """
        transition: M
        context: navigation
        \(extra)
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
        \(animate)
        pop: system
        """
    }

    static func end(_ text: String) throws -> Expr {
        let track = try Self.track(text)
        guard case .values(let targets) = track.content, let first = targets.first else { throw Failure() }
        return first.to
    }
    struct Failure: Error {}

    static func track(_ text: String) throws -> TrackIR {
        let result = compile(text)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.transitions.first?.operation(.push)?.branch?.tracks.first)
    }

    @Test func comparisonsParseAtTheLowestPrecedence() throws {
        guard case .success(.comparison(.lessOrEqual, .binary(.add, _, _, _), .binary(.multiply, _, _, _), let r)) = ExpressionParser.parse("a + 1 <= 2 * b") else {
            Issue.record("not a comparison of a sum and a product")
            return
        }
        #expect(r == 0..<14)
        for (text, op) in [("a < b", MathOperation.less), ("a > b", .greater), ("a >= b", .greaterOrEqual), ("a == b", .equal), ("a != b", .notEqual)] {
            guard case .success(.comparison(let parsed, _, _, _)) = ExpressionParser.parse(text) else { Issue.record("\(text)"); continue }
            #expect(parsed == op)
        }
        guard case .failure(let chained) = ExpressionParser.parse("a < b < c") else { Issue.record("chained accepted"); return }
        #expect(chained.message == "comparisons cannot be chained" && chained.range == 6..<7)
    }

    @Test func constantsFoldWhereAConstantIsRequired() throws {
        let result = compile(Self.spec("      alpha: 0.5\n      curve: spring(damping:sqrt(0.25), velocity:if(1 < 2, abs(-2), 0))\n      duration: min(0.3, clamp(2, 0.1, 0.5))"))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let t = try #require(result.transitions.first?.operation(.push)?.branch?.tracks.first)
        #expect(t.duration == 0.3)
        guard case .spring(.dampingRatio(let d, let v)) = t.curve else { Issue.record("\(t.curve)"); return }
        #expect(d == 0.5 && v == 2)
    }

    @Test func functionsKeepADurationsType() throws {
        let result = compile(Self.spec("      alpha: 0.5\n      duration: max(200ms, 0.1)"))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.transitions.first?.operation(.push)?.branch?.tracks.first?.duration == 0.2)
    }

    @Test func theWalkReachesInsideMaths() throws {
        let end = try Self.end(Self.spec("      alpha: 1 -> if(container.width < 500, sqrt(from.alpha), hypot(1, 2))"))
        var reads: [ViewValue] = []
        end.forEachViewRead { reads.append($1) }
        #expect(reads == [.width, .alpha])
        #expect(end.readsViews)
        // Rewriting replaces inside the node, and keeps an untouched node as it was.
        let rewritten = end.rewritten { if case .view(_, .alpha) = $0.kind { return Expr(.number(0.25), .number, $0.range) } else { return nil } }
        var after: [ViewValue] = []
        rewritten.forEachViewRead { after.append($1) }
        #expect(after == [.width])
        #expect(end.rewrittenIfChanged { _ in nil } == nil)
        #expect(GeneratedSize.of(end) > 1 + 8 + 8)
    }

    @Test func aRootIsGuardedUnlessItsOperandIsAProvedConstant() throws {
        let viewRoot = try Self.end(Self.spec("      cornerRadius: sqrt(container.width)"))
        #expect(viewRoot.isGuardedRoot)
        let constant = try Self.end(Self.spec("      cornerRadius: sqrt(16)"))
        #expect(!constant.isGuardedRoot)
        #expect(ConstantFolder.number(constant) == 4)
        #expect(MathRule.squareRoot(-9) == 0 && MathRule.squareRoot(9) == 3)
        #expect(MathOperation.clamp.apply([5, 10, 2]) == 2)   // crossed bounds: the upper one
    }
}
