import Testing
@testable import SwiftEmitter
import TransitionCompiler

/// emit-swift hands the renderer each piece of the file as soon as it is lowered (issue 17): a
/// generated method's tree is printed and freed in parts, so the largest tree alive at once no
/// longer holds a whole animator method (at 15,000 views a method's tree was ≈ 60 MB).
@Suite struct StreamedTreeTests {
    /// Counts the statements (nested ones included) of the largest piece handed over at once.
    struct LargestPiece: DeclSink {
        var largest = 0
        var total = 0

        mutating func add(_ decl: SwiftDecl) { note(Self.count(decl)) }
        mutating func open(_ nominal: SwiftNominal) { note(nominal.members.reduce(0) { $0 + Self.count($1) }) }
        mutating func close() {}
        mutating func openFunction(_ f: SwiftFunction) { note(Self.count(f.body)) }
        mutating func addBody(_ body: [SwiftStmt]) { note(Self.count(body)) }
        mutating func settleOpening(dropping: [Int]) {}
        mutating func closeFunction() {}

        mutating func note(_ n: Int) {
            largest = max(largest, n)
            total += n
        }

        static func count(_ decl: SwiftDecl) -> Int {
            switch decl {
            case .function(let f): return count(f.body)
            case .nominal(let n): return n.members.reduce(0) { $0 + count($1) }
            default: return 1
            }
        }

        static func count(_ stmts: [SwiftStmt]) -> Int { stmts.reduce(0) { $0 + count($1) } }

        static func count(_ s: SwiftStmt) -> Int {
            switch s {
            case .if(_, let a, let b): return 1 + count(a) + count(b ?? [])
            case .guard(_, let b), .forIn(_, _, _, let b), .forInPair(_, _, _, let b), .ifConfig(_, let b): return 1 + count(b)
            case .switch(_, let cases): return 1 + cases.reduce(0) { $0 + count($1.body) }
            case .expr(let e), .let(_, _, let e), .assign(_, let e): return 1 + count(e)
            default: return 1
            }
        }

        /// The statements of the closures an expression ends with (`addAnimations { … }`).
        static func count(_ e: SwiftExpr) -> Int {
            if case .call(_, _, let trailing?) = e { return count(trailing.body) }
            return 0
        }
    }

    /// The shape of gen-big-spec: `n` overlays added in setup, animated with a delay each (ten
    /// property animators) and removed in finish; `pop: reverse push`, and the Reduce Motion
    /// crossfades, so four animator methods.
    static func bigSpec(_ n: Int) -> String {
        var out = ["transition: Big", "context: navigation", "duration: 0.4", "curve: easeInOut", "views:"]
        for i in 0..<n { out.append("  v\(i): overlay(#FF0000)") }
        out += ["push:", "  setup:", "    - insert: to above from"]
        for i in 0..<n { out.append("    - add: v\(i)") }
        out.append("  animate:")
        for i in 0..<n {
            out += ["    - view: v\(i)", "      frame: rect(\(i % 300), \(i % 700), 40, 40)", "      alpha: { from: 0, to: 1 }",
                    "      delay: \(Double(i % 10) / 100)", "      curve: \"spring(damping: 0.8)\""]
        }
        out += ["  finish:"] + (0..<n).map { "    - remove: v\($0)" }
        out.append("pop: reverse push")
        return out.joined(separator: "\n") + "\n"
    }

    static func largestPiece(views n: Int) -> LargestPiece {
        let result = Compiler.compile(SourceFile(path: "big.yaml", bytes: Array(bigSpec(n).utf8)))
        var sink = LargestPiece()
        Emitter.write(result.transitions, options: EmitOptions(), into: &sink)
        return sink
    }

    /// Records, for each method handed over in parts, after how many parts its opening
    /// statements were settled (nil: only at its end, after its last part).
    struct Settling: DeclSink {
        var partsSoFar = 0
        var settledAfter: [Int?] = []
        var isSettled = false
        var partsSinceSettled = 0

        mutating func add(_ decl: SwiftDecl) {}
        mutating func open(_ nominal: SwiftNominal) {}
        mutating func close() {}
        mutating func openFunction(_ f: SwiftFunction) {
            partsSoFar = 0
            isSettled = false
        }
        mutating func addBody(_ body: [SwiftStmt]) {
            partsSoFar += 1
            partsSinceSettled += 1
        }
        mutating func settleOpening(dropping: [Int]) {
            settledAfter.append(partsSoFar)
            isSettled = true
            partsSinceSettled = 0
        }
        mutating func closeFunction() {
            if !isSettled { settledAfter.append(nil) } else if partsSinceSettled == 0 { settledAfter[settledAfter.count - 1] = nil }
        }
    }

    /// A method's text is held until its opening `let containerView` and `let layout` are
    /// decided. The Reduce Motion crossfades never read the layout (known from the IR), so they
    /// settle at the first part that reads the container (setup's first run, after the bound
    /// views); push and pop read the layout in their first property animator, and settle there
    /// (after the views, setup's runs, the tracks' values and the start values: 11 parts at
    /// 600 views), before their end. Without settling, all four held their text to the end.
    @Test func openingSettledBeforeTheEnd() {
        let result = Compiler.compile(SourceFile(path: "big.yaml", bytes: Array(Self.bigSpec(600).utf8)))
        var sink = Settling()
        Emitter.write(result.transitions, options: EmitOptions(), into: &sink)
        #expect(sink.settledAfter.count == 4)
        #expect(sink.settledAfter.allSatisfy { $0 != nil }, "\(sink.settledAfter)")
        #expect(sink.settledAfter == [11, 1, 11, 1], "\(sink.settledAfter)")
    }

    /// The four methods of 1,200 views are about 39,000 statements, each method about a quarter
    /// (handed over whole, the largest piece was 12,046). Now setup, the tracks' values and the
    /// start values go in runs and each property animator on its own: the largest piece is the
    /// coordination, whose completion holds finish and cancel (two statements per view, the one
    /// part still handed over whole), under a sixteenth of the total.
    @Test func noPieceHoldsAWholeMethod() {
        let views = 1_200
        let piece = Self.largestPiece(views: views)
        #expect(piece.total > 30_000)
        #expect(piece.largest <= 2 * views + 64, "largest piece \(piece.largest) of \(piece.total) statements")
        #expect(piece.largest * 16 <= piece.total)
    }
}

/// `BranchLowering.mayReadLayout` lets a method drop its `let layout` before its end (so its
/// text is not held): it must be true of every branch whose emitted method reads the layout, or
/// that method would use `layout` without declaring it.
@Suite struct LayoutPredicateTests {
    @Test(arguments: EmitSupport.examples + EmitSupport.regressions)
    func everyMethodThatReadsTheLayoutIsForeseen(_ example: String) throws {
        let transitions = try EmitSupport.compile(example)
        let file = Emitter.file(transitions, sourcePath: example)
        var methods: [String: [SwiftStmt]] = [:]
        func collect(_ decls: [SwiftDecl]) {
            for d in decls {
                switch d {
                case .function(let f): methods[f.name.text] = f.body
                case .nominal(let n): collect(n.members)
                default: break
                }
            }
        }
        collect(file.decls)
        var checked = 0
        for ir in transitions {
            for o in ir.operations {
                let branches = [(o.branch, ""), (o.reducedBranch, "ReducedMotion")]
                for case let (branch?, infix) in branches {
                    guard let body = methods["make" + o.operation.typeStem + infix + "Animator"] else { continue }
                    checked += 1
                    if SwiftUsage.mentions("layout", in: body) {
                        let foreseen = BranchLowering.mayReadLayout(ir, branch)
                        #expect(foreseen, "\(example) \(o.operation) \(infix)")
                    }
                }
            }
        }
        #expect(checked > 0)
    }
}
