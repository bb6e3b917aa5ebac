import Testing
@testable import TransitionCompiler

/// The derived branches (the reverse and both crossfades) share the written branch's arrays and
/// expression boxes wherever their contents are the same, and build theirs at their final size:
/// a big spec holds four branches at the end of checking (issue 17).
@Suite struct IRSharingTests {
    static let spec = """
        transition: Share
        context: navigation
        views:
          a: overlay(#FF0000)
          b: overlay(#00FF00)
        push:
          setup:
            - insert: to above from
            - add: a
            - add: b
          animate:
            - view: a
              frame: rect(0, 0, 40, 40)
              alpha: { from: 0, to: 1 }
            - view: b
              frame: rect(1, 1, 40, 40)
              alpha: { from: 0, to: 1 }
          finish:
            - remove: a
            - remove: b
        pop: reverse push
        """

    static func branches() throws -> (push: OperationIR, pop: OperationIR) {
        let r = compile(spec)
        #expect(errors(r).isEmpty)
        let t = try #require(r.transitions.first)
        let push = try #require(t.operations.first { $0.operation == .push })
        let pop = try #require(t.operations.first { $0.operation == .pop })
        return (push, pop)
    }

    static func storage<T>(_ a: [T]) -> UnsafeRawPointer? { a.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }

    @Test func crossfadeSharesTheWrittenFinish() throws {
        let (push, pop) = try Self.branches()
        // Push's crossfade adds nothing to finish; pop's gives the outgoing screen its opacity back first.
        let written = try #require(push.branch), fade = try #require(push.reducedBranch)
        #expect(fade.finish.count == written.finish.count)
        #expect(Self.storage(fade.finish) == Self.storage(written.finish), "the crossfade copied finish")
        for op in [push, pop] {
            let written = try #require(op.branch), fade = try #require(op.reducedBranch)
            #expect(Self.storage(fade.setup) == Self.storage(written.setup))
        }
    }

    @Test func reverseSharesAFinishWithNoContextFrames() throws {
        let (push, pop) = try Self.branches()
        let forward = try #require(push.branch), reversed = try #require(pop.branch)
        #expect(Self.storage(reversed.finish) == Self.storage(forward.finish), "the reverse copied finish")
    }

    @Test func crossfadeTargetsAreBuiltAtTheirSize() throws {
        let (push, _) = try Self.branches()
        let fade = try #require(push.reducedBranch)
        for track in fade.tracks {
            guard case .values(let targets) = track.content else { continue }
            #expect(targets.capacity == targets.count, "a target array with room to spare")
        }
    }

    @Test func reversedTracksShareOneReversedCurve() throws {
        let text = Self.spec.replacingOccurrences(of: "alpha: { from: 0, to: 1 }", with: "alpha: { from: 0, to: 1 }\n      curve: \"cubic(0.2, 0, 0.3, 1)\"")
        let r = compile(text)
        #expect(errors(r).isEmpty)
        let pop = try #require(r.transitions.first?.operations.first { $0.operation == .pop }?.branch)
        #expect(pop.tracks.count == 2)
        #expect(pop.tracks.allSatisfy { $0.curve == .cubic(x1: 0.7, y1: 0, x2: 0.8, y2: 1) })
        let bytes = pop.tracks.map { withUnsafeBytes(of: $0.curve) { Array($0) } }
        #expect(bytes.first == bytes.last, "each reversed track boxed its own curve")
    }

    /// Each branch keeps its derived cancellation to the end of checking: made at its size, not
    /// with room for a restore per track and setup step (at 15,000 views, about 4 MB of four
    /// branches' slack, issue 17).
    @Test func cancellationIsBuiltAtItsSize() throws {
        let (push, pop) = try Self.branches()
        for op in [push, pop] {
            for branch in op.playedBranches {
                #expect(branch.cancel.count >= 3, "\(op.operation): the three views setup inserts are removed")
                #expect(branch.cancel.capacity == branch.cancel.count, "\(op.operation)'s cancel has room to spare")
            }
        }
    }

    /// The views an expression reads, found by one walk that builds nothing, in the order of
    /// the expression (the order of the not-in-hierarchy errors).
    @Test func viewReadsAreFoundInOrderWithoutAList() {
        let r = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
        func n(_ x: Double) -> Expr { Expr(.number(x), .number, r) }
        let samples: [Expr] = [
            n(1),
            Expr(.rect(n(0), n(0), n(40), n(40)), .rect, r),
            Expr(.view(.container, .bounds), .rect, r),
            Expr(.member(Expr(.view(ViewID(3), .frame), .rect, r), .width), .number, r),
            Expr(.binary(.add, n(1), Expr(.member(Expr(.view(ViewID(4), .center), .point, r), .x), .number, r)), .number, r),
            Expr(.transform([.translate(x: n(1), y: Expr(.view(ViewID(5), .height), .number, r))]), .transform, r),
        ]
        let expected: [[String]] = [[], [], ["0:bounds"], ["3:frame"], ["4:center"], ["5:height"]]
        for (e, reads) in zip(samples, expected) {
            var seen: [String] = []
            e.forEachViewRead { seen.append("\($0.rawValue):\($1.rawValue)") }
            #expect(seen == reads, "\(e.kind)")
            #expect(e.anyViewRead { _, value in value == .frame || value == .center } == (reads.contains { $0.hasSuffix("frame") || $0.hasSuffix("center") }))
        }
        let two = Expr(.binary(.add, Expr(.view(ViewID(7), .width), .number, r), Expr(.view(ViewID(6), .height), .number, r)), .number, r)
        var order: [Int] = []
        two.forEachViewRead { id, _ in order.append(id.rawValue) }
        #expect(order == [7, 6])
    }

    /// The bytes of an expression's kind: an indirect case's are its box's address.
    static func kindBytes(_ e: Expr) -> [UInt8] { withUnsafeBytes(of: e.kind) { Array($0) } }

    @Test func rewritingKeepsTheBoxesOfUnchangedExpressions() {
        let r = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
        func n(_ x: Double) -> Expr { Expr(.number(x), .number, r) }
        let plain = Expr(.rect(n(0), n(0), n(40), n(40)), .rect, r)
        #expect(Self.kindBytes(BranchDerivation.swapContextFrames(plain)) == Self.kindBytes(plain))
        let frame = Expr(.view(.sourceRoot, .initialFrame), .rect, r)
        let mixed = Expr(.member(Expr(.offset(frame, dx: n(1), dy: n(2)), .rect, r), .width), .number, r)
        let swapped = BranchDerivation.swapContextFrames(mixed)
        #expect(Self.kindBytes(swapped) != Self.kindBytes(mixed), "a changed operand gets a new box")
        guard case .member(let inner, .width) = swapped.kind, case .offset(let f, let dx, _) = inner.kind,
              case .view(.sourceRoot, .finalFrame) = f.kind else { Issue.record("not swapped: \(swapped.kind)"); return }
        #expect(Self.kindBytes(dx) == Self.kindBytes(n(1)))
    }
}
