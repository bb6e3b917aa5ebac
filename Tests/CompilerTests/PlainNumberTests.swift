import Testing
@testable import TransitionCompiler

/// `TransitionChecker.plainNumber` reads `0`, `1`, `0.35` from the file's bytes without the
/// parser (issue 17). Whatever it reads must be what the general path gives (the same
/// expression, type and range, and no diagnostic), and whatever it declines goes down the
/// general path unchanged.
@Suite struct PlainNumberTests {
    /// Values in every form the language or YAML accepts near a number.
    static let values = [
        "0", "1", "007", "40", "0.0", "0.01", "0.35", "1.5", "123456789012345", "999999999999999",
        "1234567890123456", "99999999999999999999", "3.14159265358979323846", "0.1000000000000000055511151231257827",
        "1000000000", "1000000001", "999999999.9999999", "1000000000.0000001", "100000000000000000000000",
        String(repeating: "9", count: 400), String(repeating: "9", count: 400) + ".5",
        "1.", ".5", "1.2.3", "1e3", "2.5E-3", "1e400", "-1", "+1", "- 1", "0x1F", "0o17", "1_000", "1,5",
        "5ms", "2s", "90deg", "1rad", "1 + 2", "(1)", "1 1", "-0", "-.5",
        "'1'", "\"1\"", "'0.5'", "!!str 5", "!!float 5", "! 5", "&a 7", "*a", "1 # a comment", "|\n    12",
        ">-\n    12", "\"1\\u0030\"", "inf", ".inf", "nan", "true", "~", "null", "x", "frame", "rect(0, 0, 1, 1)",
        "red", "#FF0000", "a.b",
    ]

    static let types: [ValueType] = [.number, .duration, .angle, .color, .rect, .point, .transform, .bool]

    /// Each value as an item of a sequence, in an ASCII file and in one that is not (where no
    /// value is verbatim).
    static func items(ascii: Bool) -> (TransitionChecker, [YAMLNode]) {
        var text = ascii ? "" : "# \u{e9}\n- \u{e9}\n"
        for v in values { text += "- \(v)\n" }
        let file = SourceFile(path: "t.yaml", text: text)
        let docs = YAMLComposer.compose(file, diagnostics: DiagnosticSink())
        let root = docs[0].root!
        let items = Array(root.sequence!.map { $0 }.dropFirst(ascii ? 0 : 1))
        return (TransitionChecker(root: root, file: file, sink: DiagnosticSink()), items)
    }

    static var scope: ExpressionChecker.Scope { ExpressionChecker.Scope(views: ["container": .container],
                                               decls: [ViewDecl(id: .container, name: "container", kind: .container, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))]) }

    /// The result and what was said, as text: `Expr` holds doubles and ranges.
    static func outcome(_ body: (TransitionChecker) -> Expr?, _ checker: TransitionChecker) -> String {
        let sink = DiagnosticSink()
        let c = TransitionChecker(root: checker.root!, file: checker.file, sink: sink)
        let e = body(c)
        return "\(e.map { String(reflecting: $0) } ?? "nil") | \(sink.diagnostics.map { "\($0.code) \($0.message) \($0.range)" })"
    }

    @Test(arguments: [true, false])
    func sameAsTheGeneralPath(ascii: Bool) {
        let (checker, items) = Self.items(ascii: ascii)
        #expect(items.count == Self.values.count)
        var fast = 0
        for (i, node) in items.enumerated() {
            for type in Self.types {
                let shortcut = Self.outcome({ $0.expression(node, expected: type, scope: Self.scope, what: "it") }, checker)
                let general = Self.outcome({ $0.parsedExpression(node, expected: type, scope: Self.scope, what: "it") }, checker)
                #expect(shortcut == general, "\(Self.values[i]) as \(type)")
                if checker.plainNumber(node, expected: type) != nil { fast += 1 }
            }
        }
        // The shortcut is taken where it can be (not a vacuous comparison): plain decimal
        // numbers, as number, duration and angle, in the ASCII file only.
        if ascii { #expect(fast >= 3 * 15, "\(fast)") } else { #expect(fast == 0) }
    }

    /// The shortcut never reads what the parser reads otherwise.
    @Test func declinedForms() {
        let (checker, items) = Self.items(ascii: true)
        for (i, node) in items.enumerated() {
            // The value as YAML reads it (`1 # a comment` is `1`), written plain without properties.
            guard let s = node.scalar, s.style == .plain, node.tag == nil, node.anchor == nil, !node.isAlias else {
                #expect(checker.plainNumber(node, expected: .number) == nil, "\(Self.values[i])")
                continue
            }
            let v = s.value
            let isPlainDecimal = !v.isEmpty && v.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
                && v.first != "." && v.last != "." && v.filter { $0 == "." }.count <= 1
            if !isPlainDecimal { #expect(checker.plainNumber(node, expected: .number) == nil, "\(v)") }
            #expect(checker.plainNumber(node, expected: .color) == nil)
        }
    }
}

/// `ExpressionChecker.check` takes a parsed number leaf without inferring, coercing and
/// bounding it (issue 17): the same expression and diagnostics as the general steps.
@Suite struct NumberLeafTests {
    @Test func sameAsInferring() {
        let file = SourceFile(path: "t.yaml", text: "- rect(1, 2, 3, 4)\n")
        let scalar = YAMLComposer.compose(file, diagnostics: DiagnosticSink())[0].root!.sequence![0].scalar!
        let values: [Double] = [0, -0.0, 1, 0.5, 40, 999_999_999, 1e9, 1e9.nextUp, 1e10, -1e9, -1e9.nextDown, 1e300,
                                .greatestFiniteMagnitude, .infinity, -.infinity, .nan, .leastNonzeroMagnitude]
        let units: [NumberUnit?] = [nil, .ms, .s, .deg, .rad]
        let types: [ValueType] = [.number, .duration, .angle, .color, .rect, .point, .size, .transform, .bool, .shape]
        var fast = 0
        for v in values {
            for unit in units {
                for type in types {
                    for bounded in [true, false] {
                        let syntax = SyntaxExpr.number(v, unit: unit, 2..<5)
                        func run(_ body: (ExpressionChecker) -> Expr?) -> String {
                            let sink = DiagnosticSink()
                            let e = body(ExpressionChecker(sink: sink, scalar: scalar, scope: PlainNumberTests.scope))
                            return "\(e.map { String(reflecting: $0) } ?? "nil") | \(sink.diagnostics.map { "\($0.code) \($0.message) \($0.range)" })"
                        }
                        let shortcut = run { $0.check(syntax, expected: type, bounded: bounded) }
                        let general = run { $0.inferred(syntax, expected: type, bounded: bounded) }
                        #expect(shortcut == general, "\(v) \(String(describing: unit)) \(type) \(bounded)")
                        if unit == nil, type == .number, shortcut.hasSuffix("| []") { fast += 1 }
                    }
                }
            }
        }
        #expect(fast >= 16)
    }
}

/// The parser reads an argument that is one number or colour without the descent (issue 17):
/// the same tree, or the same failure, as the descent.
@Suite struct LeafArgumentTests {
    static let arguments = [
        "0", "40", "1.5", ".5", "1.", "1e3", "2.5E-3", "1e", "1e+", "1e400", "99999999999999999999", "007",
        "2ms", "2s", "90deg", "1rad", "2px", "2 ms", "#FF0000", "#ff00aa80", "#FF00", "#FF0000F", "#FF0000x", "#", "#GG0000",
        "1.x", "1 .x", "1.5.x", "#FF0000.x", "1 + 2", "1+2", "1 - 2", "1 -> 2", "1 * 2", "1 / 2", "1 2", "1 (", "1 #",
        "1,", "1 ,", "1\t)", "1\n,", "(1)", "-1", "- 1", "x", "x: 1", "width: 40", "jump-start", "1 x", "",
    ]

    static func texts() -> [String] {
        var out: [String] = []
        for a in arguments {
            out += ["f(\(a))", "f(\(a), 1)", "f(1, \(a))", "rect(0, \(a), 40, 40)", "f(\(a)", "f( \(a) )", "a.f(\(a))",
                    "f(g(\(a)), \(a))", "f(\(a)) + 1", "scale(\(a)) translate(\(a), 0)"]
        }
        for n in [62, 63, 64, 65] {
            out.append(String(repeating: "f(", count: n) + "1" + String(repeating: ")", count: n))
            out.append(String(repeating: "f(1, ", count: n) + "#FF0000" + String(repeating: ")", count: n))
        }
        out.append("f(" + Array(repeating: "1", count: 300).joined(separator: ", ") + ")")
        out.append("f(" + Array(repeating: "1 + 1", count: 200).joined(separator: ", ") + ")")
        return out
    }

    @Test func sameAsTheDescent() {
        for text in Self.texts() {
            let leaf = String(reflecting: ExpressionParser.parse(text, leafArguments: true))
            let descent = String(reflecting: ExpressionParser.parse(text, leafArguments: false))
            #expect(leaf == descent, "\(text.prefix(60))")
        }
    }
}

/// Decimals of up to 15 digits are read as m / 10^f (issue 17): bit for bit what `Double(text)`
/// reads, through the parser's shortcut and its descent.
@Suite struct SmallDecimalTests {
    static func texts() -> [String] {
        var out = ["0", "0.0", "00.000", "1", "0.1", "0.2", "0.3", "0.7", "0.01", "0.35", "0.8", "1.5", "9.95", ".5", ".000000000000001",
                   "123456789012345", "12345678901234.5", "1.23456789012345", "0.00000000000001", "999999999999999",
                   "99999999999999.9", "9.99999999999999", "0.999999999999999", "1234567890123456", "0.1234567890123456",
                   "4503599627370497", "9007199254740993", "0.30000000000000004", "2.2250738585072014"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            let digits = Int.random(in: 1...16, using: &rng)
            var t = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
            if Bool.random(using: &rng) { t.insert(".", at: t.index(t.startIndex, offsetBy: Int.random(in: 0...(digits - 1), using: &rng))) }
            out.append(t)
        }
        return out
    }

    @Test func sameAsDouble() {
        for text in Self.texts() {
            guard let expected = Double(text) else { continue }
            if case .success(.number(let v, nil, _)) = ExpressionParser.parse(text) {
                #expect(v.bitPattern == expected.bitPattern, "\(text)")
            } else if text.first != "." {
                Issue.record("\(text) did not parse as a number")
            }
            guard case .success(.call(_, let args, _)) = ExpressionParser.parse("f(\(text), 0 + \(text))"),
                  case .number(let leaf, nil, _) = args[0].value, case .binary(_, _, .number(let descent, nil, _), _) = args[1].value else {
                Issue.record("f(\(text))"); continue
            }
            #expect(leaf.bitPattern == expected.bitPattern && descent.bitPattern == expected.bitPattern, "\(text)")
        }
    }
}

/// `Names.isSwiftIdentifier` reads a name's UTF-8 (issue 17): the same answer as the rule on
/// Unicode scalars, and `isListDeclaration` reads a plain value's bytes: the same as `hasSuffix`.
@Suite struct NameBytesTests {
    static func byScalars(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 128 else { return false }
        func letter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }
        guard letter(first) else { return false }
        return name.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }

    static let names = ["", "a", "_", "A9", "9a", "a-b", "a b", "v12", "caf\u{e9}", "\u{e9}", "a\u{301}", "x\u{0}", "zoom_2",
                        String(repeating: "a", count: 128), String(repeating: "a", count: 129), String(repeating: "\u{e9}", count: 100),
                        "a" + String(repeating: "\u{e9}", count: 70), "[]", "a[]", "\u{1F600}", "a\u{1F600}", "Z_z0"]

    @Test func identifiersAsByScalars() {
        for name in Self.names { #expect(Names.isSwiftIdentifier(name) == Self.byScalars(name), "\(name.debugDescription)") }
    }

    @Test(arguments: ["", "- a\u{301}[]\n# \u{e9}\n"])
    func listDeclarationsAsHasSuffix(_ tail: String) {
        let values = ["to.cells[]", "to.cells", "'[]'", "x[ ]", "'a[]'", "\"a[]\"", "a[]]", "a[] # c", "!!str a[]", "|\n    a[]", "''"]
        let file = SourceFile(path: "t.yaml", text: values.map { "- \($0)\n" }.joined() + tail)
        let docs = YAMLComposer.compose(file, diagnostics: DiagnosticSink())
        guard let items = docs.first?.root?.sequence, items.count >= values.count else { Issue.record("not composed"); return }
        for node in items {
            #expect(TransitionChecker.isListDeclaration(node) == (node.scalar?.value.hasSuffix("[]") ?? false), "\(String(describing: node.scalar?.value))")
        }
    }
}
