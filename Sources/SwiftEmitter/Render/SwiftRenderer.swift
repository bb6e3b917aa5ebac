#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The one printer of emit-swift: four-space indentation, one declaration per line, a blank
/// line between members (consecutive stored properties stay together), `\n` line ends and a
/// final newline. Pure function of its input, so the output is deterministic byte for byte.
///
/// Every line is written straight into one growing text, expressions included: a string per line
/// kept in an array and joined at the end held the whole file twice and made a string per line
/// (rendering was a fifth of emit-swift on the big spec, issue 17).
public struct SwiftRenderer {
    private var out = TextBuffer()
    private var level = 0
    /// Whether any line was written, and what `blank()` needs to know of the last one.
    private var hasLines = false
    private var lastLineEmpty = false
    private var lastLineOpensBrace = false
    /// Written before the next line's text, after its indentation (`} else ` before an `if`).
    private var pendingPrefix = ""

    /// Per declaration list being written (the file, a type's members, an `#if` body): whether
    /// it has a declaration yet and whether the last one was a stored property (they stay together).
    private var lists: [(started: Bool, previousWasStored: Bool)] = [(false, false)]

    /// Where each opening statement of the open function was written (`openFunction`), and
    /// where the first would have begun.
    private var openingLines: [Range<Int>] = []
    private var openingStart = 0

    public init() {}

    /// A file written piece by piece (`add`, `open`, `close`), starting with its header comment.
    init(header: [String]) {
        out.reserveCapacity(1 << 16)
        for line in header { self.line("// " + SwiftNames.commentText(line)) }
        if !header.isEmpty { rawLine("") }
    }

    /// A file written piece by piece whose text is handed to `drain` in runs of about
    /// `drainSize` bytes as it is printed (`finishDraining` hands over the rest): the whole
    /// text is never held (at 15,000 views it was 25 MB, grown by doubling, issue 17).
    init(header: [String], drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.init(header: header)
        self.drain = drain
    }

    /// Where printed text goes once `drainSize` bytes wait (nil: all is kept, for `text`).
    private var drain: ((UnsafeBufferPointer<UInt8>) -> Void)?
    static let drainSize = 1 << 20
    /// Whether a function is open (`openFunction`): its text from `openingStart` is held until
    /// `closeFunction` knows which opening lines stay.
    private var functionOpen = false

    /// Hands the text written so far to `drain` once there is enough of it, except an open
    /// function's from its opening lines on. Called between declarations and between parts of
    /// a body, never inside a line.
    private mutating func drainIfFull() {
        guard let drain, out.count >= Self.drainSize else { return }
        let limit = functionOpen ? openingStart : out.count
        guard limit > 0 else { return }
        out.withBytes { drain(UnsafeBufferPointer(rebasing: $0[..<limit])) }
        out.remove(0..<limit)
        if functionOpen {
            openingStart -= limit
            openingLines = openingLines.map { ($0.lowerBound - limit)..<($0.upperBound - limit) }
        }
    }

    /// Hands the rest of the text to `drain`.
    mutating func finishDraining() {
        guard let drain, out.count > 0 else { return }
        out.withBytes { drain($0) }
        out.remove(0..<out.count)
    }

    public static func render(_ file: SwiftFile) -> String {
        var r = SwiftRenderer(header: file.header)
        for decl in file.decls { r.add(decl) }
        return r.text
    }

    /// The text written so far.
    var text: String { out.string }

    /// The text written so far, as the buffer's own UTF-8 bytes (valid during `body` only).
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R { try out.withBytes(body) }

    // MARK: Streaming (DeclSink)

    /// Writes the next declaration of the innermost open list (the file or an open type).
    mutating func add(_ decl: SwiftDecl) {
        separate(isStored: Self.isStored(decl))
        self.decl(decl)
        drainIfFull()
    }

    /// Writes a type's head and the members it has, and leaves its body open for `add`.
    mutating func open(_ n: SwiftNominal) {
        separate(isStored: false)
        openBody(n)
        for member in n.members { add(member) }
    }

    /// Closes the type `open` began.
    mutating func close() {
        lists.removeLast()
        level -= 1
        line("}")
        drainIfFull()
    }

    /// Writes a function's head and its opening statements (`f.body`), and leaves its body open
    /// for `addBody`: an animator method is printed part by part as it is lowered, so its whole
    /// tree never exists (at 15,000 views it was ≈ 60 MB, built, printed once and freed, issue 17).
    mutating func openFunction(_ f: SwiftFunction) {
        separate(isStored: false)
        functionHead(f)
        level += 1
        openingLines = []
        openingStart = out.count
        functionOpen = true
        for s in f.body {
            let start = out.count
            stmt(s)
            openingLines.append(start..<out.count)
        }
    }

    /// The next statements of the function `openFunction` began.
    mutating func addBody(_ body: [SwiftStmt]) {
        stmts(body)
        drainIfFull()
    }

    /// Takes the opening statements at `dropping` out of the text now that they are decided:
    /// the open function's text is no longer held (`drainIfFull`). A blank line that followed
    /// them goes too when all are dropped, as `blank()` writes none right after the function's `{`.
    mutating func settleOpening(dropping: [Int]) {
        guard functionOpen else { return }
        functionOpen = false
        defer { openingLines = [] }
        guard !dropping.isEmpty else { return }
        let openingEnd = openingLines.last?.upperBound ?? openingStart
        if Set(dropping).isSuperset(of: openingLines.indices), out.byte(at: openingEnd) == UInt8(ascii: "\n") {
            out.remove(openingEnd..<(openingEnd + 1))
        }
        for i in dropping.sorted(by: >) where openingLines.indices.contains(i) {
            out.remove(openingLines[i])
        }
    }

    /// Ends the function `openFunction` began (its opening statements are settled by then:
    /// `settleOpening` at the latest at its end, when what the body used is known).
    mutating func closeFunction() {
        functionOpen = false
        openingLines = []
        level -= 1
        line("}")
        drainIfFull()
    }

    /// The blank line before a declaration: none before the first, none between stored properties.
    private mutating func separate(isStored: Bool) {
        let i = lists.count - 1
        if lists[i].started && !(isStored && lists[i].previousWasStored) { blank() }
        lists[i] = (true, isStored)
    }

    private static func isStored(_ decl: SwiftDecl) -> Bool {
        if case .variable(let v) = decl, case .stored = v.accessor, v.doc.isEmpty { return true }
        if case .variable(let v) = decl, case .requirement = v.accessor { return true }
        if case .enumCases = decl { return true }
        if case .import = decl { return true }
        if case .testableImport = decl { return true }
        return false
    }

    // MARK: Lines

    /// Starts a line at the current indentation; `endLine` finishes it.
    private mutating func beginLine(indent: Bool = true) -> Int {
        let start = out.count
        if indent { out.appendSpaces(4 * level) }
        if !pendingPrefix.isEmpty {
            out += pendingPrefix
            pendingPrefix = ""
        }
        return start
    }

    private mutating func endLine(_ start: Int) {
        hasLines = true
        lastLineEmpty = out.count == start
        lastLineOpensBrace = out.last == UInt8(ascii: "{") && !lastLineEmpty
        out += "\n"
    }

    private mutating func line(_ text: String) {
        let start = beginLine()
        out += text
        endLine(start)
    }

    /// A line of two pieces, written one after the other (no string of both made).
    private mutating func line(_ text: String, _ more: String) {
        let start = beginLine()
        out += text
        out += more
        endLine(start)
    }

    /// A line without indentation (`#if`, `#endif`, the blank after the header).
    private mutating func rawLine(_ text: String) {
        let start = beginLine(indent: false)
        out += text
        endLine(start)
    }

    /// `prefix`, the expression, `suffix` on one line, the expression written in place.
    private mutating func line(_ prefix: String, _ e: SwiftExpr, _ suffix: String) {
        let start = beginLine()
        out += prefix
        Self.write(e, to: &out)
        out += suffix
        endLine(start)
    }

    private mutating func blank() {
        if hasLines, !lastLineEmpty, !lastLineOpensBrace { rawLine("") }
    }

    private mutating func indented(_ body: (inout SwiftRenderer) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    private mutating func docs(_ doc: [String]) {
        for d in doc { line(d.isEmpty ? "///" : "/// " + SwiftNames.commentText(d)) }
    }

    // The writers of types and expressions are static, so that they can write into `out`
    // while a statement method holds `self`; the statement code calls them through these.
    private func modifiers(_ access: SwiftAccess?, _ rest: [String] = []) -> String { Self.modifiers(access, rest) }
    private func parameter(_ p: SwiftParameter) -> String { Self.parameter(p) }
    private func type(_ t: SwiftType) -> String { Self.type(t) }
    private func condition(_ c: SwiftCondition) -> String { Self.condition(c) }
    private func isInlineClosure(_ c: SwiftClosure) -> Bool { Self.isInlineClosure(c) }
    private func closureHead(_ c: SwiftClosure) -> String { Self.closureHead(c) }
    private func expr(_ e: SwiftExpr) -> String { Self.expr(e) }

    // MARK: Declarations

    private mutating func decls(_ decls: [SwiftDecl]) {
        lists.append((false, false))
        for decl in decls { add(decl) }
        lists.removeLast()
    }

    /// A type's doc, attributes and head line; its members' list is open until `close`.
    private mutating func openBody(_ n: SwiftNominal) {
        docs(n.doc)
        for a in n.attributes { line(a) }
        let inherits = n.inherits.isEmpty ? "" : ": " + n.inherits.map(type).joined(separator: ", ")
        line(modifiers(n.access, n.isFinal ? ["final"] : []) + n.kind.rawValue + " "
             + SwiftNames.escaped(n.name) + Self.generics(n.generics) + inherits + " {")
        level += 1
        lists.append((false, false))
    }

    private static func modifiers(_ access: SwiftAccess?, _ rest: [String] = []) -> String {
        var parts: [String] = []
        if let access, access != .internal { parts.append(access.rawValue) }
        parts += rest
        return parts.map { $0 + " " }.joined()
    }

    private mutating func decl(_ decl: SwiftDecl) {
        switch decl {
        case .import(let name, let preconcurrency):
            line((preconcurrency ? "@preconcurrency import " : "import ") + SwiftNames.escaped(name))
        case .testableImport(let name):
            line("@testable import " + SwiftNames.escaped(name))
        case .comment(let text):
            for t in text { line("// " + SwiftNames.commentText(t)) }
        case .enumCases(let names):
            line("case " + names.map(SwiftNames.escaped).joined(separator: ", "))
        case .ifConfig(let condition, let body):
            rawLine("#if " + condition)
            decls(body)
            rawLine("#endif")
        case .nominal(let n):
            openBody(n)
            for member in n.members { add(member) }
            close()
        case .function(let f):
            functionHead(f)
            indented { $0.stmts(f.body) }
            line("}")
        case .initializer(let i):
            docs(i.doc)
            line(modifiers(i.access, (i.isOverride ? ["override"] : []) + (i.isRequired ? ["required"] : [])) + "init" + (i.isFailable ? "?" : "") + "("
                 + i.parameters.map(parameter).joined(separator: ", ") + ") {")
            indented { $0.stmts(i.body) }
            line("}")
        case .variable(let v):
            docs(v.doc)
            var rest: [String] = []
            if let s = v.setterAccess { rest.append(s.rawValue + "(set)") }
            if v.isOverride { rest.append("override") }
            if v.isStatic { rest.append("static") }
            if v.isWeak { rest.append("weak") }
            // A variable's attributes (property wrappers: `@Binding`) lead its line.
            let head = v.attributes.map { $0 + " " }.joined() + modifiers(v.access, rest) + (v.isLet ? "let " : "var ") + SwiftNames.escaped(v.name)
                + (v.type.map { ": " + type($0) } ?? "")
            switch v.accessor {
            case .stored(let value):
                if let value { exprLines(head + " = ", value, "") } else { line(head) }
            case .requirement:
                line(head + " { get }")
            case .getter(let body):
                line(head + " {")
                indented { $0.stmts(body) }
                line("}")
            case .getSet(let getter, let setter):
                line(head + " {")
                indented { r in
                    r.line("get {")
                    r.indented { $0.stmts(getter) }
                    r.line("}")
                    r.line("set {")
                    r.indented { $0.stmts(setter) }
                    r.line("}")
                }
                line("}")
            }
        }
    }

    /// A function's doc, attributes and signature line, ending in `{`.
    private mutating func functionHead(_ f: SwiftFunction) {
        docs(f.doc)
        if f.discardableResult { line("@discardableResult") }
        for a in f.attributes { line(a) }
        var rest: [String] = []
        if f.isOverride { rest.append("override") }
        if f.isStatic { rest.append("static") }
        let returns = f.returns.map { " -> " + type($0) } ?? ""
        let effects = (f.isAsync ? " async" : "") + (f.isThrowing ? " throws" : "")
        line(modifiers(f.access, rest) + "func " + SwiftNames.escaped(f.name) + Self.generics(f.generics)
             + "(" + f.parameters.map(parameter).joined(separator: ", ") + ")" + effects + returns + " {")
    }

    private static func parameter(_ p: SwiftParameter) -> String {
        let name = SwiftNames.escaped(p.name)
        let head: String
        if let label = p.label {
            head = label == p.name ? name : SwiftNames.escapedLabel(label) + " " + name
        } else {
            head = "_ " + name
        }
        return p.attributes.map { $0 + " " }.joined() + head + ": " + type(p.type) + (p.defaultValue.map { " = " + expr($0) } ?? "")
    }

    /// `<A: P, B>`, or nothing.
    private static func generics(_ parameters: [SwiftGenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { SwiftNames.escaped($0.name) + ($0.constraint.map { ": " + type($0) } ?? "") }.joined(separator: ", ") + ">"
    }

    // MARK: Types

    private static func type(_ t: SwiftType) -> String {
        switch t {
        // `Any` is a keyword naming the top type: escaped it would be an (undeclared) identifier.
        case .name(let id): return id.text == "Any" ? "Any" : SwiftNames.escaped(id)
        case .member(let base, let id): return type(base) + "." + SwiftNames.escaped(id)
        case .optional(let wrapped):
            switch wrapped {
            case .existential, .function, .attributed: return "(" + type(wrapped) + ")?"
            default: return type(wrapped) + "?"
            }
        case .existential(let p): return "any " + type(p)
        case .function(let params, let result):
            return "(" + params.map(type).joined(separator: ", ") + ") -> " + type(result)
        case .array(let element): return "[" + type(element) + "]"
        case .escaping(let t): return "@escaping " + type(t)
        case .generic(let base, let arguments): return type(base) + "<" + arguments.map(type).joined(separator: ", ") + ">"
        case .opaque(let p): return "some " + type(p)
        case .attributed(let attribute, let t): return attribute + " " + type(t)
        }
    }

    // MARK: Statements

    private mutating func stmts(_ stmts: [SwiftStmt]) {
        for s in stmts { stmt(s) }
    }

    private mutating func stmt(_ s: SwiftStmt) {
        switch s {
        // The common statements write their head straight into the line (no string per head).
        case .let(let name, let t, let value):
            let start = beginLine()
            out += "let "
            binding(name, t)
            out += " = "
            exprRest(start, value, "")
        case .var(let name, let t, let value):
            let start = beginLine()
            out += "var "
            binding(name, t)
            if let value {
                out += " = "
                exprRest(start, value, "")
            } else {
                endLine(start)
            }
        case .deferredLet(let name, let t):
            line("let " + SwiftNames.escaped(name) + ": " + type(t))
        case .assign(let target, let value):
            let start = beginLine()
            Self.write(target, to: &out)
            out += " = "
            exprRest(start, value, "")
        case .expr(let e):
            exprRest(beginLine(), e, "")
        case .return(let value):
            if let value {
                let start = beginLine()
                out += "return "
                exprRest(start, value, "")
            } else {
                line("return")
            }
        case .if(let conditions, let then, let otherwise):
            line("if " + conditions.map(condition).joined(separator: ", ") + " {")
            indented { $0.stmts(then) }
            if let otherwise {
                if otherwise.count == 1, case .if = otherwise[0] {
                    // `else if`: the nested `if` line starts with `} else `.
                    pendingPrefix = "} else "
                    stmt(otherwise[0])
                    return
                }
                line("} else {")
                indented { $0.stmts(otherwise) }
            }
            line("}")
        case .guard(let conditions, let otherwise):
            let joined = conditions.map(condition).joined(separator: ", ")
            if otherwise.count == 1, case .return(let value) = otherwise[0], value.map({ expr($0).count <= 12 }) ?? true {
                let oneLine = "guard " + joined + " else { return" + (value.map { " " + expr($0) } ?? "") + " }"
                if oneLine.count + level * 4 <= 110 {
                    line(oneLine)
                    return
                }
            }
            if conditions.count == 1 || joined.count <= 60 {
                line("guard " + joined + " else {")
            } else {
                line("guard")
                indented { r in
                    for (i, c) in conditions.enumerated() {
                        r.line(r.condition(c) + (i == conditions.count - 1 ? "" : ","))
                    }
                }
                line("else {")
            }
            indented { $0.stmts(otherwise) }
            line("}")
        case .switch(let subject, let cases):
            line("switch " + expr(subject) + " {")
            for c in cases {
                line(c.patterns.isEmpty ? "default:" : "case " + c.patterns.map(expr).joined(separator: ", ") + ":")
                indented { $0.stmts(c.body.isEmpty ? [.breakStmt] : c.body) }
            }
            line("}")
        case .forIn(let name, let sequence, let condition, let body):
            line("for " + SwiftNames.escaped(name) + " in " + expr(sequence)
                 + (condition.map { " where " + expr($0) } ?? "") + " {")
            indented { $0.stmts(body) }
            line("}")
        case .whileLoop(let condition, let body):
            line("while " + expr(condition) + " {")
            indented { $0.stmts(body) }
            line("}")
        case .forInPair(let first, let second, let sequence, let body):
            line("for (" + SwiftNames.escaped(first) + ", " + SwiftNames.escaped(second) + ") in " + expr(sequence) + " {")
            indented { $0.stmts(body) }
            line("}")
        case .breakStmt:
            line("break")
        case .comment(let text):
            line("// " + SwiftNames.commentText(text))
        case .blank:
            blank()
        case .ifConfig(let condition, let body):
            rawLine("#if " + condition)
            stmts(body)
            rawLine("#endif")
        // The statements stored in place, written as their `expanded` forms are
        // (InPlaceFormTests compares the two).
        case .send(let base, let method, let argument):
            let start = beginLine()
            Self.writeName(base, .identifier, to: &out)
            out += "."
            Self.writeName(method, .member, to: &out)
            out += "("
            if let argument { Self.writeName(argument, .identifier, to: &out) }
            out += ")"
            endLine(start)
        case .letView(let name, let frame):
            // A multi-line array puts the call's arguments one per line (`exprRest`).
            if case .array(_, true) = frame { return stmt(s.expanded) }
            let start = beginLine()
            out += "let "
            binding(name, nil)
            out += " = UIView(frame: "
            Self.write(frame, to: &out)
            out += ")"
            endLine(start)
        }
    }

    private static func condition(_ c: SwiftCondition) -> String {
        switch c {
        case .expr(let e): return expr(e)
        case .bind(let name, let value): return "let " + SwiftNames.escaped(name) + " = " + expr(value)
        case .unwrap(let name): return "let " + SwiftNames.escaped(name)
        case .available(let platforms): return "#available(" + platforms + ")"
        }
    }

    /// `name` or `name: Type` of a `let` or `var`.
    private mutating func binding(_ name: SwiftIdentifier, _ t: SwiftType?) {
        out += SwiftNames.escaped(name)
        if let t {
            out += ": "
            out += type(t)
        }
    }

    /// Prints an expression that may end in a trailing closure or a multi-line array, whose body
    /// continues on the following lines.
    private mutating func exprLines(_ prefix: String, _ e: SwiftExpr, _ suffix: String) {
        let start = beginLine()
        out += prefix
        exprRest(start, e, suffix)
    }

    /// `exprLines` once its line is begun at `start` and its prefix written: every piece goes
    /// straight into the output (a string per prefix, callee and argument list cost more than
    /// the rest of rendering a statement, issue 17).
    private mutating func exprRest(_ start: Int, _ e: SwiftExpr, _ suffix: String) {
        switch e {
        case .call(_, _, let trailing?) where isInlineClosure(trailing):
            Self.write(e, to: &out)
            out += suffix
            endLine(start)
        case .call(let callee, let args, let trailing?):
            Self.write(callee, to: &out)
            if !args.isEmpty { Self.writeArguments(args, to: &out) }
            out += " "
            closureRest(start, trailing, suffix)
        case .closure(let c):
            closureRest(start, c, suffix)
        case .prefix(let op, let operand) where op.isEffect:
            // `await call { ... }`: the marker, then the call as it would be written alone.
            out += op.rawValue
            exprRest(start, operand, suffix)
        case .method(_, _, .array(_, true)):
            // Its argument one per line, as the general form's.
            exprRest(start, e.expanded, suffix)
        case .call(let callee, let args, nil) where args.contains(where: { if case .array(_, true) = $0.value { return true } else { return false } }):
            // One argument per line when an argument is a multi-line array.
            Self.write(callee, to: &out)
            out += "("
            endLine(start)
            indented { r in
                for (i, a) in args.enumerated() {
                    let argStart = r.beginLine()
                    if let label = a.label {
                        Self.writeName(label, .label, to: &r.out)
                        r.out += ": "
                    }
                    r.exprRest(argStart, a.value, i == args.count - 1 ? "" : ",")
                }
            }
            line(")", suffix)
        case .array(let elements, true) where !elements.isEmpty:
            out += "["
            endLine(start)
            indented { r in for el in elements { r.exprLines("", el, ",") } }
            line("]", suffix)
        default:
            Self.write(e, to: &out)
            out += suffix
            endLine(start)
        }
    }

    /// A closure whose body is one value (a predicate, a key): printed on one line.
    private static func isInlineClosure(_ c: SwiftClosure) -> Bool {
        guard c.body.count == 1, case .expr(let e) = c.body[0] else { return false }
        if case .call = e.expanded { return false }
        return expr(e).count <= 80
    }

    /// A closure's `{` and head ending the line begun at `start`, its body, and `}` with `suffix`.
    private mutating func closureRest(_ start: Int, _ c: SwiftClosure, _ suffix: String) {
        out += "{"
        out += closureHead(c)
        endLine(start)
        indented { $0.stmts(c.body) }
        line("}", suffix)
    }

    private static func closureHead(_ c: SwiftClosure) -> String {
        var head = ""
        if !c.weakCaptures.isEmpty {
            head += " [" + c.weakCaptures.map { "weak " + ($0.text == "self" ? "self" : SwiftNames.escaped($0)) }.joined(separator: ", ") + "]"
        }
        if !c.parameters.isEmpty {
            head += " " + c.parameters.map(SwiftNames.escaped).joined(separator: ", ")
        }
        if !head.isEmpty { head += " in" }
        return head
    }

    // MARK: Expressions

    private static func write(_ a: SwiftArgument, to out: inout TextBuffer) {
        if let label = a.label { writeName(label, .label, to: &out); out += ": " }
        write(a.value, to: &out)
    }

    /// A string literal for any text: backslashes and quotes escaped, so `\(` cannot start an
    /// interpolation; control and non-ASCII characters written as `\u{…}`.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return out + "\""
    }

    static func number(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        // The shortest text that reads back as exactly this Double: the generated code must run
        // on the very numbers `transc run` uses (spring settling times and the delays derived
        // from them are not round; rounding them moved values by ~1e-7 points). One exception: a
        // value one or two units in the last place from a decimal of at most 10 significant
        // digits is that decimal's arithmetic noise (`1 - 0.7` is 0.30000000000000004), and is
        // written as the decimal: a change of ~1e-17, the same text for the same Double. (Ten
        // digits, not fifteen: a colour's 99 / 255 lies 1.3 units from 0.388235294117647, and
        // about one value in five lies that close to some fifteen-digit decimal.)
        if let i = wholeNumber(value) { return String(i) }
        let exact = String(value)
        guard significantDigits(exact) > 10 else { return exact }
        for near in [value.nextDown, value.nextUp, value.nextDown.nextDown, value.nextUp.nextUp] {
            let text = String(near)
            if significantDigits(text) <= 10 { return wholeNumber(near).map { String($0) } ?? text }
        }
        return exact
    }

    /// The significant digits of a number as `String(Double)` writes it (`0.0012` has 2, `1.5e-07` 2).
    private static func significantDigits(_ text: String) -> Int {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        return max(digits.count, 1)
    }

    /// A whole number below 1e15 is written as an `Int` (`-0.0` as `0`).
    private static func wholeNumber(_ value: Double) -> Int? {
        value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    private static func expr(_ e: SwiftExpr) -> String {
        var out = TextBuffer()
        write(e, to: &out)
        return out.string
    }

    /// Appends `e`'s text to `out`: one growing string per line instead of a string for every
    /// sub-expression joined into its parent's (rendering was a quarter of emit-swift, issue 17).
    private static func write(_ e: SwiftExpr, to out: inout TextBuffer) {
        switch e {
        case .identifier(let id): writeName(id, .identifier, to: &out)
        case .type(let t):
            // `(any P).self`: an existential used as an expression needs its parentheses.
            if case .existential = t { out += "("; out += type(t); out += ")" } else { out += type(t) }
        case .string(let text): out += SwiftRenderer.stringLiteral(text)
        case .integer(let i): out.appendInt(i)
        case .hex(let v):
            let digits = String(v, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: (4 - digits.count % 4) % 4) + digits
            out += "0x" + stride(from: 0, to: padded.count, by: 4).map { i in
                String(padded[padded.index(padded.startIndex, offsetBy: i)..<padded.index(padded.startIndex, offsetBy: i + 4)])
            }.joined(separator: "_")
        // `number(d)` without its string: a whole number is written as an `Int`.
        case .double(let d):
            if let i = wholeNumber(d) { out.appendInt(i) } else { out += SwiftRenderer.number(d) }
        case .bool(let b): out += b ? "true" : "false"
        case .nil: out += "nil"
        case .selfRef: out += "self"
        case .superRef: out += "super"
        case .member(let base, let name):
            if let base { writePostfixOperand(base, to: &out) }
            out += "."
            writeName(name, .member, to: &out)
        case .named(let base, let name):
            if let base { writeName(base, .identifier, to: &out) }
            out += "."
            writeName(name, .member, to: &out)
        case .optionalMember(let base, let name):
            writePostfixOperand(base, to: &out)
            out += "?."
            writeName(name, .member, to: &out)
        case .call(let callee, let args, let trailing):
            writePostfixOperand(callee, to: &out)
            if !args.isEmpty || trailing == nil { writeArguments(args, to: &out) }
            if let trailing { out += " { "; out += closureInline(trailing); out += " }" }
        case .closure(let c):
            out += "{ "
            out += closureInline(c)
            out += " }"
        case .binary(let lhs, let op, let rhs):
            writeOperand(lhs, op, right: false, to: &out)
            out += " "
            out += op.rawValue
            out += " "
            writeOperand(rhs, op, right: true, to: &out)
        case .prefix(let op, let operand):
            out += op.rawValue
            // `try await f()`, `await a.b(c)`: an effect marker covers its whole operand.
            if op.isEffect { write(operand, to: &out) } else { writePostfixOperand(operand, to: &out) }
        case .cast(let value, let kind, let t):
            writeCastOperand(value, to: &out)
            out += " "
            out += kind.rawValue
            out += " "
            out += type(t)
        case .array(let elements, _):
            out += "["
            for (i, el) in elements.enumerated() {
                if i > 0 { out += ", " }
                write(el, to: &out)
            }
            out += "]"
        case .ternary(let c, let a, let b):
            writeCastOperand(c, to: &out)
            out += " ? "
            writeCastOperand(a, to: &out)
            out += " : "
            writeCastOperand(b, to: &out)
        case .selector(let name):
            out += "#selector("
            out += SwiftNames.escaped(name)
            out += ")"
        case .subscript(let base, let index):
            writePostfixOperand(base, to: &out)
            out += "["
            write(index, to: &out)
            out += "]"
        // As `expanded`'s calls print: each component as an argument `.double`.
        case .rgba(let r, let g, let b, let a):
            writeFour("UIColor(red: ", r, ", green: ", g, ", blue: ", b, ", alpha: ", a, to: &out)
        case .cgRect(let x, let y, let w, let h):
            writeFour("CGRect(x: ", x, ", y: ", y, ", width: ", w, ", height: ", h, to: &out)
        case .method(let base, let name, let argument):
            writeName(base, .identifier, to: &out)
            out += "."
            writeName(name, .member, to: &out)
            out += "("
            write(argument, to: &out)
            out += ")"
        }
    }

    /// `head a second b third c fourth d)`: a call of four labelled numbers stored in place.
    private static func writeFour(_ head: String, _ a: Double, _ second: String, _ b: Double, _ third: String, _ c: Double,
                                  _ fourth: String, _ d: Double, to out: inout TextBuffer) {
        out += head
        write(.double(a), to: &out)
        out += second
        write(.double(b), to: &out)
        out += third
        write(.double(c), to: &out)
        out += fourth
        write(.double(d), to: &out)
        out += ")"
    }

    /// Where a name is written: each place has its own words that need backticks.
    private enum NamePlace { case identifier, member, label }

    /// A name written in place with backticks where `SwiftNames.escaped`, `escapedMember` or
    /// `escapedLabel` would put them (no string returned, retained and released).
    private static func writeName(_ id: SwiftIdentifier, _ place: NamePlace, to out: inout TextBuffer) {
        let backticks: Bool
        switch place {
        case .identifier: backticks = SwiftNames.isKeyword(id.text) && id.text != "_"
        case .member: backticks = SwiftNames.isEscapedMember(id.text)
        case .label: backticks = SwiftNames.isEscapedLabel(id.text)
        }
        if backticks { out += "`"; out += id.text; out += "`" } else { out += id.text }
    }

    /// `(a, label: b)`
    private static func writeArguments(_ args: [SwiftArgument], to out: inout TextBuffer) {
        out += "("
        for (i, a) in args.enumerated() {
            if i > 0 { out += ", " }
            write(a, to: &out)
        }
        out += ")"
    }

    private static func writeParenthesized(_ e: SwiftExpr, to out: inout TextBuffer) {
        out += "("
        write(e, to: &out)
        out += ")"
    }

    /// A single-line closure body (used only for closures of one expression statement).
    private static func closureInline(_ c: SwiftClosure) -> String {
        let head = closureHead(c).drop { $0 == " " }
        let body = c.body.map { s -> String in
            switch s.expanded {
            case .expr(let e): return expr(e)
            case .assign(let t, let v): return expr(t) + " = " + expr(v)
            case .return(let v): return "return" + (v.map { " " + expr($0) } ?? "")
            default: return ""
            }
        }.joined(separator: "; ")
        return head.isEmpty ? body : head + " " + body
    }

    /// Operands of `.`, `?.`, calls and prefix operators: anything but a primary gets parentheses.
    private static func writePostfixOperand(_ e: SwiftExpr, to out: inout TextBuffer) {
        switch e {
        case .binary, .prefix, .cast, .ternary, .closure: writeParenthesized(e, to: &out)
        case .double(let d) where d < 0 || d.isNaN || d.isInfinite: writeParenthesized(e, to: &out)
        case .integer(let i) where i < 0: writeParenthesized(e, to: &out)
        default: write(e, to: &out)
        }
    }

    private static func writeCastOperand(_ e: SwiftExpr, to out: inout TextBuffer) {
        switch e {
        case .binary, .cast, .ternary: writeParenthesized(e, to: &out)
        default: write(e, to: &out)
        }
    }

    private static func writeOperand(_ e: SwiftExpr, _ parent: SwiftBinaryOperator, right: Bool, to out: inout TextBuffer) {
        switch e {
        case .binary(_, let op, _):
            // Comparisons do not associate: a comparison inside a comparison always gets parentheses.
            let needs = op.precedence < parent.precedence || (right && op.precedence == parent.precedence)
                || (op.precedence == 2 && parent.precedence == 2)
            if needs { writeParenthesized(e, to: &out) } else { write(e, to: &out) }
        case .cast where parent.precedence <= 1: write(e, to: &out)
        case .cast, .ternary: writeParenthesized(e, to: &out)
        case .double(let d) where d < 0 || (d.isInfinite && d < 0): writeParenthesized(e, to: &out)
        case .integer(let i) where i < 0: writeParenthesized(e, to: &out)
        default: write(e, to: &out)
        }
    }
}

/// The renderer's output, UTF-8 bytes appended in place: appending a piece to a `String`
/// cost about 300 instructions (its guts are checked and prepared at every join) and
/// `Array.append(contentsOf:)` about 110; a copy into spare capacity is a few (issue 17).
/// Every piece is a whole `String`, so the bytes are always valid UTF-8.
struct TextBuffer {
    private let storage = Storage()

    var count: Int { storage.count }
    var last: UInt8? { storage.count == 0 ? nil : storage.base[storage.count - 1] }
    var string: String { String(decoding: UnsafeBufferPointer(start: storage.base, count: storage.count), as: UTF8.self) }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: storage.count)) }
    }

    func reserveCapacity(_ n: Int) { storage.reserve(n) }

    /// The byte at `offset`, nil past the end.
    func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < storage.count ? storage.base[offset] : nil }

    /// Takes `range`'s bytes out, moving the rest back.
    func remove(_ range: Range<Int>) {
        guard range.lowerBound >= 0, range.upperBound <= storage.count, !range.isEmpty else { return }
        let tail = storage.count - range.upperBound
        if tail > 0 { memmove(storage.base + range.lowerBound, storage.base + range.upperBound, tail) }
        storage.count -= range.count
    }

    /// `String(value)`'s digits written in place (no string made for a number).
    func appendInt(_ value: Int) {
        var m = value.magnitude
        var digits = 1
        var rest = m
        while rest >= 10 { rest /= 10; digits += 1 }
        let sign = value < 0 ? 1 : 0
        storage.reserveMore(sign + digits)
        let start = storage.base + storage.count
        if sign == 1 { start.pointee = UInt8(ascii: "-") }
        var p = start + sign + digits
        repeat {
            p -= 1
            p.pointee = UInt8(truncatingIfNeeded: m % 10) &+ UInt8(ascii: "0")
            m /= 10
        } while m > 0
        storage.count += sign + digits
    }

    /// `n` spaces (a line's indentation) in one write.
    func appendSpaces(_ n: Int) { storage.appendRepeating(UInt8(ascii: " "), count: n) }

    static func += (lhs: inout TextBuffer, rhs: String) {
        // Native and small strings are contiguous UTF-8 (no copy of `rhs` needed to read it).
        if rhs.utf8.withContiguousStorageIfAvailable({ lhs.storage.append($0) }) == nil {
            var copy = rhs
            copy.withUTF8 { lhs.storage.append($0) }
        }
    }

    /// One growing allocation (a class, so that its memory is freed with it). Grown with
    /// `realloc`, which moves a large block's pages instead of copying them (the big spec's
    /// 20 MB were copied at every doubling).
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity = 64

        init() {
            guard let memory = malloc(capacity) else { fatalError("out of memory") }
            base = memory.assumingMemoryBound(to: UInt8.self)
        }
        deinit { free(base) }

        func reserve(_ n: Int) {
            guard n > capacity else { return }
            guard let grown = realloc(base, n) else { fatalError("out of memory") }
            base = grown.assumingMemoryBound(to: UInt8.self)
            capacity = n
        }

        /// Room for `n` more bytes.
        func reserveMore(_ n: Int) {
            if count + n > capacity { reserve(max(capacity * 2, count + n)) }
        }

        func appendRepeating(_ byte: UInt8, count n: Int) {
            guard n > 0 else { return }
            if count + n > capacity { reserve(max(capacity * 2, count + n)) }
            (base + count).initialize(repeating: byte, count: n)
            count += n
        }

        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            let n = bytes.count
            if count + n > capacity { reserve(max(capacity * 2, count + n)) }
            // Most pieces are a few bytes: copied as two words that may overlap, rather than
            // through a call to memmove (or a loop of bytes, which cost as much).
            if n <= 16 {
                let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(base + count)
                if n >= 8 {
                    let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
                    to.storeBytes(of: head, as: UInt64.self)
                    to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
                } else if n >= 4 {
                    let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
                    to.storeBytes(of: head, as: UInt32.self)
                    to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
                } else if n >= 2 {
                    // `.`-like pieces of two or three bytes (`, `, `: `, ` = `) are the commonest.
                    let head = from.loadUnaligned(as: UInt16.self), tail = from.loadUnaligned(fromByteOffset: n - 2, as: UInt16.self)
                    to.storeBytes(of: head, as: UInt16.self)
                    to.storeBytes(of: tail, toByteOffset: n - 2, as: UInt16.self)
                } else {
                    to.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
                }
            } else {
                (base + count).update(from: source, count: n)
            }
            count += n
        }
    }
}
