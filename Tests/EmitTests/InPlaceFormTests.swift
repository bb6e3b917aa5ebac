import Testing
@testable import SwiftEmitter
import TransitionCompiler

/// The statements and expressions stored in place (`SwiftStmt.send`, `.letView`,
/// `SwiftExpr.rgba`: issue 17, no box or argument array per view) print exactly as the general
/// forms they stand for (`expanded`): every example's file with every in-place node expanded
/// prints the same bytes, and so do hostile names and numbers.
@Suite struct InPlaceFormTests {
    @Test(arguments: EmitSupport.examples + EmitSupport.regressions)
    func expandedFilePrintsTheSame(_ example: String) throws {
        let transitions = try EmitSupport.compile(example)
        let path = EmitSupport.specPath(example)
        let streamed = Emitter.emit(transitions, sourcePath: path)
        let expanded = SwiftRenderer.render(Expand.file(Emitter.file(transitions, sourcePath: path)))
        #expect(Array(streamed.utf8) == Array(expanded.utf8))
    }

    /// The per-view bulk of the big spec is stored in place: every overlay made, coloured, added
    /// and removed without a call node.
    @Test func bigSpecBulkIsInPlace() throws {
        let spec = StreamedTreeTests.bigSpec(40)
        let transitions = Compiler.compile(SourceFile(path: "big.yaml", bytes: Array(spec.utf8))).transitions
        var counts = Expand.Counts()
        _ = Expand.file(Emitter.file(transitions, sourcePath: "big.yaml"), counting: &counts)
        // Four animator methods, 40 overlays each: made and added in setup, removed in finish and cancel.
        #expect(counts.letView >= 4 * 40)
        #expect(counts.send >= 4 * 40 * 3)
        // The big spec's overlays are `#FF0000`, a named colour (`UIColor.red`); `rgba` is
        // counted by `hostileNamesAndNumbers` and the examples' files.
        #expect(counts.rgba + counts.namedColor >= 4 * 40)
        // Frames are `layout.rect(CGRect(…))`, a `.method` holding a `.cgRect`: one per overlay at
        // least in two of the four methods (80 and 120 when this was written).
        #expect(counts.cgRect >= 2 * 40)
        #expect(counts.method >= 2 * 40)
        #expect(counts.expandedCalls == 0, "no general call node stands for an in-place form")
        let text = Emitter.emit(transitions, sourcePath: "big.yaml")
        #expect(text.contains("let v1View = UIView(frame: containerView.bounds)\n"))
        #expect(text.contains("containerView.addSubview(v1View)\n"))
        #expect(text.contains("v1View.removeFromSuperview()\n"))
    }

    /// Names that need backticks, a multi-line frame, numbers that need parentheses or are not finite.
    @Test func hostileNamesAndNumbers() {
        let color = SwiftExpr.rgba(-0.5, .nan, 1e20, 1.0 / 3)
        let stmts: [SwiftStmt] = [
            .send("default", "init", "self"),
            .send("class", "Type", nil),
            .send("v", "removeFromSuperview", "protocol"),
            .letView("func", frame: SwiftExpr.id("CGRect").dot("zero")),
            .letView("x", frame: .array([.integer(1), .double(-2)], multiline: true)),
            .letView("y", frame: .call(.id("f"), [], trailing: SwiftClosure(body: [.send("a", "b", nil)]))),
            .assign(SwiftExpr.id("v").dot("backgroundColor"), color),
            .expr(color.dot("cgColor")),
            .assign(SwiftExpr.id("v").dot("frame"), .call(SwiftExpr.id("layout").dot("rect"), [SwiftArgument(nil, .cgRect(-1, 0.1, .infinity, -0.0))], trailing: nil)),
            .expr(SwiftExpr.cgRect(1, 2, 3, 4).dot("midX")),
            .assign(SwiftExpr.id("v").dot("center"), .method("self", "init", .binary(.integer(-1), .add, .cgRect(0, 0, 1, 1)))),
            .expr(.method("layout", "rect", .array([.integer(1), .integer(2)], multiline: true))),
            .expr(.call(.id("k"), [], trailing: SwiftClosure(body: [.expr(.method("a", "b", .id("c")))]))),
            .expr(.prefix(.not, .method("a", "Type", .nil))),
            .assign(.id("c"), .binary(color, .nilCoalescing, .ternary(.bool(true), color, .rgba(0, 0, 0, 1)))),
            .expr(.call(.id("g"), [], trailing: SwiftClosure(body: [.send("a", "b", nil)]))),
            .expr(.call(.id("h"), [SwiftArgument(nil, .closure(SwiftClosure(body: [.send("a", "b", "c")])))], trailing: nil)),
            .forIn("e", .id("list"), where: nil, [.send("containerView", "addSubview", "e"), .letView("w", frame: color)]),
        ]
        func render(_ body: [SwiftStmt]) -> String {
            SwiftRenderer.render(SwiftFile(header: [], decls: [.function(SwiftFunction(name: "f", body: body))]))
        }
        let direct = render(stmts)
        #expect(direct == render(stmts.map(Expand.stmt)))
        #expect(direct.contains("`default`.init(`self`)\n"), "\(direct)")
    }
}

/// `SwiftNames.sanitize` keeps an ASCII identifier without walking its scalars (issue 17): the
/// same result as the scalar-by-scalar path for every kind of name.
@Suite struct SanitizeFastPathTests {
    @Test func fastPathAgreesWithTheScalarPath() {
        let names = ["thumbnail", "v12", "_", "__x", "self", "Self", "init", "Type", "Protocol", "deinit", "subscript",
                     "class", "a_b9", "Z", "1a", "9", "", "a-b", "a b", "é", "aé", "x\u{0301}", "🙂", "a\u{0000}b", "_1", "A1_b2"]
        for name in names {
            #expect(SwiftNames.sanitize(name) == SwiftNames.sanitizeScalars(name), "\(name)")
        }
        #expect(SwiftNames.isASCIIIdentifier("v12View"))
        #expect(!SwiftNames.isASCIIIdentifier("12v") && !SwiftNames.isASCIIIdentifier("") && !SwiftNames.isASCIIIdentifier("é"))
    }
}

/// Every in-place node of a tree replaced by its general form (`expanded`), all the way down.
enum Expand {
    struct Counts {
        var send = 0, letView = 0, rgba = 0, cgRect = 0, method = 0, namedColor = 0, expandedCalls = 0
    }

    static func file(_ f: SwiftFile) -> SwiftFile {
        var counts = Counts()
        return file(f, counting: &counts)
    }

    static func file(_ f: SwiftFile, counting counts: inout Counts) -> SwiftFile {
        var e = Expander(counts: counts)
        let out = SwiftFile(header: f.header, decls: f.decls.map { e.decl($0) })
        counts = e.counts
        return out
    }

    static func stmt(_ s: SwiftStmt) -> SwiftStmt {
        var e = Expander(counts: Counts())
        return e.stmt(s)
    }

    struct Expander {
        var counts: Counts

        mutating func decl(_ d: SwiftDecl) -> SwiftDecl {
            switch d {
            case .nominal(var n): n.members = n.members.map { decl($0) }; return .nominal(n)
            case .function(var f): f.body = stmts(f.body); return .function(f)
            case .initializer(var i): i.body = stmts(i.body); return .initializer(i)
            case .variable(var v):
                switch v.accessor {
                case .stored(let e): v.accessor = .stored(e.map { expr($0) })
                case .requirement: break
                case .getter(let b): v.accessor = .getter(stmts(b))
                case .getSet(let g, let s): v.accessor = .getSet(stmts(g), stmts(s))
                }
                return .variable(v)
            case .ifConfig(let c, let b): return .ifConfig(c, b.map { decl($0) })
            case .import, .testableImport, .enumCases, .comment: return d
            }
        }

        mutating func stmts(_ s: [SwiftStmt]) -> [SwiftStmt] { s.map { stmt($0) } }

        mutating func stmt(_ s: SwiftStmt) -> SwiftStmt {
            if case .send = s { counts.send += 1 }
            if case .letView = s { counts.letView += 1 }
            switch s.expanded {
            case .let(let n, let t, let e): return .let(n, t, expr(e))
            case .var(let n, let t, let e): return .var(n, t, e.map { expr($0) })
            case .assign(let a, let b): return .assign(expr(a), expr(b))
            case .expr(let e):
                if case .call(.named(let base, let method), _, nil) = e, base?.text != "UIView" && base?.text != "UIColor",
                   ["addSubview", "removeFromSuperview"].contains(method.text), case .expr = s {
                    counts.expandedCalls += 1
                }
                return .expr(expr(e))
            case .return(let e): return .return(e.map { expr($0) })
            case .if(let c, let t, let e): return .if(c.map { condition($0) }, then: stmts(t), else: e.map { stmts($0) })
            case .guard(let c, let e): return .guard(c.map { condition($0) }, else: stmts(e))
            case .switch(let e, let cases):
                return .switch(expr(e), cases.map { SwiftSwitchCase($0.patterns.map { expr($0) }, stmts($0.body)) })
            case .forIn(let n, let e, let w, let b): return .forIn(n, expr(e), where: w.map { expr($0) }, stmts(b))
            case .forInPair(let a, let b, let e, let body): return .forInPair(a, b, expr(e), stmts(body))
            case .ifConfig(let c, let b): return .ifConfig(c, stmts(b))
            case .whileLoop(let c, let b): return .whileLoop(expr(c), stmts(b))
            case .deferredLet, .breakStmt, .comment, .blank, .send, .letView: return s.expanded
            }
        }

        mutating func condition(_ c: SwiftCondition) -> SwiftCondition {
            switch c {
            case .expr(let e): return .expr(expr(e))
            case .bind(let n, let e): return .bind(n, expr(e))
            case .unwrap, .available: return c
            }
        }

        mutating func closure(_ c: SwiftClosure) -> SwiftClosure {
            SwiftClosure(weakCaptures: c.weakCaptures, parameters: c.parameters, body: stmts(c.body))
        }

        mutating func expr(_ e: SwiftExpr) -> SwiftExpr {
            if case .rgba = e { counts.rgba += 1 }
            if case .cgRect = e { counts.cgRect += 1 }
            if case .method = e { counts.method += 1 }
            if case .named(let t?, _) = e, t.text == "UIColor" { counts.namedColor += 1 }
            switch e.expanded {
            case .member(let b, let n): return .member(b.map { expr($0) }, n)
            case .optionalMember(let b, let n): return .optionalMember(expr(b), n)
            case .call(let c, let args, let t):
                return .call(expr(c), args.map { SwiftArgument($0.label, expr($0.value)) }, trailing: t.map { closure($0) })
            case .closure(let c): return .closure(closure(c))
            case .binary(let a, let op, let b): return .binary(expr(a), op, expr(b))
            case .prefix(let op, let a): return .prefix(op, expr(a))
            case .cast(let a, let k, let t): return .cast(expr(a), k, t)
            case .array(let items, let m): return .array(items.map { expr($0) }, multiline: m)
            case .ternary(let a, let b, let c): return .ternary(expr(a), expr(b), expr(c))
            case .subscript(let a, let b): return .subscript(expr(a), expr(b))
            case let other: return other
            }
        }
    }
}
