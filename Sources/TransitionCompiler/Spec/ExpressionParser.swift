/// A small recursive-descent parser for the expression language inside YAML scalars.
///
///     expr    := term+                      (several terms side by side: a transform list)
///     term    := compare
///     compare := sum (('<' | '<=' | '>' | '>=' | '==' | '!=') sum)?
///     sum     := product (('+' | '-') product)*
///     product := unary (('*' | '/') unary)*
///     unary   := '-' unary | postfix
///     postfix := primary ('.' name ('(' args ')')?)*
///     primary := number unit? | '#' hex | name ('(' args ')')? | '(' compare ')'
///     args    := (arg (',' arg)*)?          arg := (name ':')? compare
///
/// Depth is bounded so a hostile value cannot exhaust the stack, and so is the number of
/// operations: a left-associative chain (`0+0+0…`, `a.b.c…`, `scale(1) scale(1) …`) builds a
/// tree as deep as it is long, which every later recursive pass (checker, emitter) would walk.
public struct ExpressionParser {
    public struct Failure: Error, Sendable {
        public var message: String
        public var range: Range<Int>
        public var note: String?
        /// Where the note points, when it points somewhere else than the error.
        public var noteRange: Range<Int>? = nil
    }

    private let chars: [Unicode.Scalar]
    private var pos = 0
    private var depth = 0
    private var operations = 0
    /// Whether an argument that is one number or colour is read without the descent (tests
    /// turn it off to compare).
    private var leafArguments = true
    private static let maxDepth = 64
    /// Operators, calls, members and transform terms in one value. The examples use under 20.
    public static let maxOperations = 256

    public init(_ text: String) {
        // Nearly every value is ASCII: its bytes are its scalars, read without decoding
        // (counting, then decoding the scalars was a sixth of parsing, issue 17).
        var text = text
        chars = text.withUTF8 { bytes in
            SourceScalars.allASCII(UnsafeRawBufferPointer(bytes)) ? bytes.map { Unicode.Scalar($0) } : nil
        } ?? Array(text.unicodeScalars)
    }

    /// Parses the whole text as one expression.
    public static func parse(_ text: String) -> Result<SyntaxExpr, Failure> { parse(text, leafArguments: true) }

    static func parse(_ text: String, leafArguments: Bool) -> Result<SyntaxExpr, Failure> {
        var text = text
        if let value = text.withUTF8({ plainNumber($0) }) { return .success(.number(value, unit: nil, 0..<text.utf8.count)) }
        var parser = ExpressionParser(text)
        parser.leafArguments = leafArguments
        do {
            let expr = try parser.parseTop()
            return .success(expr)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "invalid expression", range: 0..<0, note: nil))
        }
    }

    private mutating func parseTop() throws -> SyntaxExpr {
        skipSpace()
        if pos >= chars.count { throw fail("expected a value", at: pos..<pos) }
        let first = try parseComparison()
        skipSpace()
        // Nearly every value is one term: the list of terms is made only for a second one.
        if pos >= chars.count { return first }
        var terms = [first]
        while pos < chars.count {
            let c = chars[pos]
            if c == "," { throw fail("unexpected ','", at: pos..<pos + 1, note: "commas separate the arguments of a call, like rect(0, 0, 10, 10)") }
            if c == ")" { throw fail("unbalanced ')'", at: pos..<pos + 1) }
            guard isTermStart(c) else { throw fail("unexpected '\(c)'", at: pos..<pos + 1) }
            try count(at: pos)
            terms.append(try parseComparison())
            skipSpace()
        }
        return .juxtaposition(terms, terms[0].range.lowerBound..<terms[terms.count - 1].range.upperBound)
    }

    private func isTermStart(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || isDigit(c) || c == "(" || c == "#" || c == "." || c == "-"
    }

    /// A sum, or two sums compared (`a < b`): a Bool, for `if(condition, then, else)`.
    private mutating func parseComparison() throws -> SyntaxExpr {
        let lhs = try parseSum()
        guard let (op, opRange) = try comparisonOperator() else { return lhs }
        try count(at: opRange.lowerBound)
        pos = opRange.upperBound
        let rhs = try parseSum()
        if let (_, again) = try comparisonOperator() {
            throw fail("comparisons cannot be chained", at: again,
                       note: "compare two values at a time; 'a < b < c' is written with 'if': if(a < b, …, …)")
        }
        return .comparison(op, lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
    }

    /// The comparison operator at the current position (after spaces), without consuming it; a
    /// lone '=' or '!' is an error that names the operator meant.
    private mutating func comparisonOperator() throws -> (MathOperation, Range<Int>)? {
        skipSpace()
        guard pos < chars.count else { return nil }
        let c = chars[pos], next: Unicode.Scalar? = pos + 1 < chars.count ? chars[pos + 1] : nil
        switch (c, next) {
        case ("<", "="): return (.lessOrEqual, pos..<pos + 2)
        case (">", "="): return (.greaterOrEqual, pos..<pos + 2)
        case ("=", "="): return (.equal, pos..<pos + 2)
        case ("!", "="): return (.notEqual, pos..<pos + 2)
        case ("<", _): return (.less, pos..<pos + 1)
        case (">", _): return (.greater, pos..<pos + 1)
        case ("=", _): throw fail("unexpected '='", at: pos..<pos + 1, note: "compare with '==', as in if(a == b, …, …)")
        default: return nil
        }
    }

    private mutating func parseSum() throws -> SyntaxExpr {
        try enter()
        defer { depth -= 1 }
        var lhs = try parseProduct()
        while true {
            skipSpace()
            guard pos < chars.count, chars[pos] == "+" || chars[pos] == "-" else { break }
            // `a -> b` is split before parsing; a '-' followed by '>' here is a stray arrow.
            if chars[pos] == "-", pos + 1 < chars.count, chars[pos + 1] == ">" {
                throw fail("unexpected '->'", at: pos..<pos + 2, note: "'from -> to' is written once, at the top of a property's value")
            }
            let op: BinaryOperator = chars[pos] == "+" ? .add : .subtract
            try count(at: pos)
            pos += 1
            let rhs = try parseProduct()
            lhs = .binary(op, lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
        }
        return lhs
    }

    private mutating func parseProduct() throws -> SyntaxExpr {
        var lhs = try parseUnary()
        while true {
            skipSpace()
            guard pos < chars.count, chars[pos] == "*" || chars[pos] == "/" else { break }
            let op: BinaryOperator = chars[pos] == "*" ? .multiply : .divide
            try count(at: pos)
            pos += 1
            let rhs = try parseUnary()
            lhs = .binary(op, lhs, rhs, lhs.range.lowerBound..<rhs.range.upperBound)
        }
        return lhs
    }

    private mutating func parseUnary() throws -> SyntaxExpr {
        skipSpace()
        if pos < chars.count, chars[pos] == "-" {
            let start = pos
            try count(at: pos)
            pos += 1
            try enter()
            defer { depth -= 1 }
            let operand = try parseUnary()
            return .negate(operand, start..<operand.range.upperBound)
        }
        return try parsePostfix()
    }

    private mutating func parsePostfix() throws -> SyntaxExpr {
        var base = try parsePrimary()
        while pos < chars.count, chars[pos] == "." {
            try count(at: pos)
            pos += 1
            let nameStart = pos
            guard pos < chars.count, isNameStart(chars[pos]) else {
                throw fail("expected a name after '.'", at: nameStart..<min(nameStart + 1, chars.count))
            }
            let name = readName()
            base = .member(base, name: name, nameRange: nameStart..<pos, base.range.lowerBound..<pos)
            if pos < chars.count, chars[pos] == "(" {
                let args = try parseArguments()
                base = .call(base, args, base.range.lowerBound..<pos)
            }
        }
        return base
    }

    private mutating func parsePrimary() throws -> SyntaxExpr {
        skipSpace()
        guard pos < chars.count else { throw fail("expected a value", at: pos..<pos) }
        let start = pos
        let c = chars[pos]
        if isDigit(c) || (c == "." && pos + 1 < chars.count && isDigit(chars[pos + 1])) {
            return try parseNumber()
        }
        if c == "#" {
            pos += 1
            while pos < chars.count, isHexDigit(chars[pos]) { pos += 1 }
            let digits = ascii((start + 1)..<pos)
            guard pos - start - 1 == 6 || pos - start - 1 == 8 else {
                throw fail("a colour is written #RRGGBB or #RRGGBBAA", at: start..<max(pos, start + 1))
            }
            if pos < chars.count, isNameChar(chars[pos]) {
                throw fail("a colour is written #RRGGBB or #RRGGBBAA", at: start..<pos + 1)
            }
            return .hexColor(digits, start..<pos)
        }
        if isNameStart(c) {
            let name = readName()
            var expr = SyntaxExpr.identifier(name, start..<pos)
            if pos < chars.count, chars[pos] == "(" {
                let args = try parseArguments()
                expr = .call(expr, args, start..<pos)
            }
            return expr
        }
        if c == "(" {
            pos += 1
            try enter()
            defer { depth -= 1 }
            let inner = try parseComparison()
            skipSpace()
            guard pos < chars.count, chars[pos] == ")" else {
                var failure = fail("expected ')'", at: pos..<min(pos + 1, chars.count), note: "to close this '('")
                failure.noteRange = (start)..<(start + 1)
                throw failure
            }
            pos += 1
            return inner
        }
        throw fail("unexpected '\(c)'", at: pos..<pos + 1)
    }

    private mutating func parseNumber() throws -> SyntaxExpr {
        let start = pos
        while pos < chars.count, isDigit(chars[pos]) { pos += 1 }
        if pos < chars.count, chars[pos] == ".", pos + 1 < chars.count, isDigit(chars[pos + 1]) {
            pos += 1
            while pos < chars.count, isDigit(chars[pos]) { pos += 1 }
        }
        if pos < chars.count, chars[pos] == "e" || chars[pos] == "E" {
            var p = pos + 1
            if p < chars.count, chars[p] == "+" || chars[p] == "-" { p += 1 }
            if p < chars.count, isDigit(chars[p]) {
                pos = p
                while pos < chars.count, isDigit(chars[pos]) { pos += 1 }
            }
        }
        let value: Double
        if let small = Self.smallDecimal(count: pos - start, { chars[start + $0].value }) {
            value = small
        } else {
            let text = ascii(start..<pos)
            guard let parsed = Double(text), parsed.isFinite else {
                throw fail("'\(text)' is not a number this language can represent", at: start..<pos)
            }
            value = parsed
        }
        var unit: NumberUnit?
        if pos < chars.count, isNameStart(chars[pos]) {
            let unitStart = pos
            let suffix = readName()
            guard let u = NumberUnit(rawValue: suffix) else {
                throw fail("unknown unit '\(suffix)'", at: unitStart..<pos, note: "units are ms and s for durations, deg and rad for angles")
            }
            unit = u
        }
        return .number(value, unit: unit, start..<pos)
    }

    private mutating func parseArguments() throws -> [SyntaxArgument] {
        let open = pos
        pos += 1  // '('
        try enter()
        defer { depth -= 1 }
        var args: [SyntaxArgument] = []
        args.reserveCapacity(4)   // rect's four, at once instead of growing
        skipSpace()
        if pos < chars.count, chars[pos] == ")" {
            pos += 1
            return args
        }
        while true {
            skipSpace()
            var label: String?
            var labelRange: Range<Int>?
            // A label is `name:`; look ahead without consuming otherwise.
            let save = pos
            if pos < chars.count, isNameStart(chars[pos]) {
                let name = readName()
                var p = pos
                while p < chars.count, chars[p] == " " { p += 1 }
                if p < chars.count, chars[p] == ":" {
                    label = name
                    labelRange = save..<pos
                    pos = p + 1
                } else {
                    pos = save
                }
            }
            let value = try parseArgumentValue()
            args.append(SyntaxArgument(label: label, labelRange: labelRange, value: value))
            skipSpace()
            guard pos < chars.count else {
                var failure = fail("expected ')'", at: pos..<pos, note: "to close this '('")
                failure.noteRange = open..<open + 1
                throw failure
            }
            if chars[pos] == "," { pos += 1; continue }
            if chars[pos] == ")" { pos += 1; break }
            throw fail("expected ',' or ')'", at: pos..<pos + 1)
        }
        return args
    }

    /// An argument: a sum, or `jump-start`-style words (steps positions) read as one name.
    private mutating func parseArgumentValue() throws -> SyntaxExpr {
        skipSpace()
        let start = pos
        if pos < chars.count, isNameStart(chars[pos]) {
            let name = readName()
            if name == "jump", pos < chars.count, chars[pos] == "-" {
                pos += 1
                let rest = readName()
                return .identifier("jump-" + rest, start..<pos)
            }
            pos = start
        }
        // `rect(0, 0, 40, 40)`, `overlay(#FF0000)`: an argument that is one number or colour,
        // read as the descent reads it (the same value, range and failures: the descent meets
        // nothing else before the primary) without the six levels of it (issue 17). Anything
        // after it but ',' or ')' (an operator, a member) is read again by the descent.
        if leafArguments, depth < Self.maxDepth, pos < chars.count,
           isDigit(chars[pos]) || chars[pos] == "#" || (chars[pos] == "." && pos + 1 < chars.count && isDigit(chars[pos + 1])) {
            let leaf = try parsePrimary()
            var p = pos
            while p < chars.count, chars[p] == " " || chars[p] == "\t" || chars[p] == "\n" { p += 1 }
            if p < chars.count, chars[p] == "," || chars[p] == ")" { return leaf }
            pos = start
        }
        return try parseComparison()
    }

    private mutating func readName() -> String {
        let start = pos
        while pos < chars.count, isNameChar(chars[pos]) { pos += 1 }
        return ascii(start..<pos)
    }

    /// The text of `r`, whose characters are all ASCII (names and numbers): built from bytes,
    /// since a String from a slice of Unicode scalars took thousands of instructions (issue 17).
    private func ascii(_ r: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: r.count) { buffer in
            for (i, c) in chars[r].enumerated() { buffer[i] = UInt8(truncatingIfNeeded: c.value) }
            return r.count
        }
    }

    /// `0`, `1`, `0.35`: a value that is only digits with at most one '.' between them is a
    /// number, read as `parseNumber` reads it, without the descent through every precedence
    /// level (most values of a big spec are such numbers, issue 17). Nil for anything else,
    /// including a number too long to be finite, which the descent reports. The checker also
    /// reads a plain scalar's bytes in the file with it (`TransitionChecker.plainNumber`).
    static func plainNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var dot: Int?
        for (i, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: ".") where dot == nil && i > 0: dot = i
            default: return nil
            }
        }
        guard !bytes.isEmpty, dot.map({ $0 < bytes.count - 1 }) ?? true else { return nil }
        // The same value parseNumber gives: up to 15 digits read exactly, any other text by Double.
        if let small = smallDecimal(count: bytes.count, { UInt32(bytes[$0]) }) { return small }
        guard let parsed = Double(String(decoding: bytes, as: UTF8.self)), parsed.isFinite else { return nil }
        return parsed
    }

    /// Digits with at most one '.' among them, at most 15 digits: the value `Double(text)`
    /// gives, without building the text (issue 17). The digits as an integer m are below 2^53
    /// and the power of ten 10^f (f digits after the '.') at most 10^15, both exact doubles, so
    /// m / 10^f, one correctly rounded division, is the correctly rounded value of the decimal,
    /// which is what `Double(text)` reads (Clinger's exact case, "How to Read Floating Point
    /// Numbers Accurately", 1990). Nil for anything else (an exponent, more digits), which
    /// `Double` reads.
    @inline(__always)
    private static func smallDecimal(count n: Int, _ code: (Int) -> UInt32) -> Double? {
        guard n > 0, n <= 16 else { return nil }
        var m = 0, digits = 0, fraction = -1
        for i in 0..<n {
            let c = code(i)
            if c >= 48, c <= 57 {
                m = m * 10 + Int(c - 48)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else if c == 46, fraction < 0 {
                fraction = 0
            } else {
                return nil
            }
        }
        guard digits > 0, digits <= 15 else { return nil }
        return fraction > 0 ? Double(m) / exactPowersOfTen[fraction] : Double(m)
    }

    /// 10^0 ... 10^15, each exact in a Double.
    private static let exactPowersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    private mutating func skipSpace() {
        while pos < chars.count, chars[pos] == " " || chars[pos] == "\t" || chars[pos] == "\n" { pos += 1 }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maxDepth { throw fail("expression is nested too deeply", at: pos..<pos) }
    }

    private mutating func count(at position: Int) throws {
        operations += 1
        if operations > Self.maxOperations {
            throw fail("expression is too long: more than \(Self.maxOperations) operations", at: position..<position + 1,
                       note: "operators, '.member' accesses and transform terms count; fold constants by hand, or split the motion over keyframes or tracks")
        }
    }

    private func fail(_ message: String, at range: Range<Int>, note: String? = nil) -> Failure {
        let lower = max(0, min(range.lowerBound, chars.count))
        let upper = max(lower, min(range.upperBound, chars.count))
        return Failure(message: message, range: lower..<upper, note: note)
    }

    private func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    private func isHexDigit(_ c: Unicode.Scalar) -> Bool { isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F") }
    private func isNameStart(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }
    private func isNameChar(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) }
}
