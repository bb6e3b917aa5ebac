/// A small structured model of the Swift that emit-swift produces. Lowering builds these values;
/// `SwiftRenderer` is the only code that turns them into text, so every identifier goes through
/// one escaping rule and every file has one indentation style.

/// A Swift identifier. Rendered escaped: keywords get backticks; the text itself is made valid
/// by `SwiftIdentifier.sanitize` when it is created from spec input.
public struct SwiftIdentifier: Hashable, Sendable {
    public var text: String
    public init(_ text: String) { self.text = text }
}

extension SwiftIdentifier: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(value) }
}

/// A type as written in a declaration.
/// Only the cases that hold another type are boxed (see `SwiftExpr`).
public enum SwiftType: Sendable {
    case name(SwiftIdentifier)
    /// `Base.Member`
    indirect case member(SwiftType, SwiftIdentifier)
    indirect case optional(SwiftType)
    /// `any P`
    indirect case existential(SwiftType)
    /// `(A, B) -> R`
    indirect case function([SwiftType], SwiftType)
    indirect case array(SwiftType)
    /// `@escaping T`
    indirect case escaping(SwiftType)
    /// `Base<A, B>`: a generic type's arguments (`Binding<Bool>`, `UIHostingController<Presented>`).
    indirect case generic(SwiftType, [SwiftType])
    /// `some P`: an opaque result type.
    indirect case opaque(SwiftType)
    /// `@MainActor T`: a type attribute (a function type's isolation).
    indirect case attributed(String, SwiftType)

    public static func named(_ name: String) -> SwiftType { .name(SwiftIdentifier(name)) }
}

/// An argument of a call: `label: value` or just `value`.
public struct SwiftArgument: Sendable {
    public var label: SwiftIdentifier?
    public var value: SwiftExpr
    public init(_ label: SwiftIdentifier?, _ value: SwiftExpr) {
        self.label = label
        self.value = value
    }
}

public struct SwiftClosure: Sendable {
    /// `[weak self]`-style capture list entries, rendered verbatim from identifiers.
    public var weakCaptures: [SwiftIdentifier]
    public var parameters: [SwiftIdentifier]
    public var body: [SwiftStmt]
    public init(weakCaptures: [SwiftIdentifier] = [], parameters: [SwiftIdentifier] = [], body: [SwiftStmt]) {
        self.weakCaptures = weakCaptures
        self.parameters = parameters
        self.body = body
    }
}

public enum SwiftCastKind: String, Sendable {
    case conditional = "as?"
    case check = "is"
    case plain = "as"
}

// Only the cases that hold another expression are boxed: a leaf (a name, a number) is stored
// in place, not in an allocation of its own (a box per node was a large part of building and
// freeing the tree, issue 17).
public enum SwiftExpr: Sendable {
    case identifier(SwiftIdentifier)
    /// A type used as an expression (`CGRect`, `UIView.ContentMode`).
    case type(SwiftType)
    case integer(Int)
    /// An unsigned 64-bit literal in hexadecimal, digits grouped by four (`0x9E37_79B9_7F4A_7C15`).
    case hex(UInt64)
    case double(Double)
    case bool(Bool)
    case `nil`
    case selfRef
    case superRef
    /// `base.member`; `.member` (implicit member) when `base` is nil.
    indirect case member(SwiftExpr?, SwiftIdentifier)
    /// `name.member`, or `.member` when `name` is nil: `member` whose base is a plain name,
    /// stored in place. It is most member accesses (`containerView.bounds`, `.zero`), and a box
    /// for each was a large part of building and freeing the statements (issue 17). `dot` and
    /// `implicit` make it; it prints exactly as `member(.identifier(name), member)` does.
    case named(SwiftIdentifier?, SwiftIdentifier)
    /// `base?.member`
    indirect case optionalMember(SwiftExpr, SwiftIdentifier)
    indirect case call(SwiftExpr, [SwiftArgument], trailing: SwiftClosure?)
    indirect case closure(SwiftClosure)
    indirect case binary(SwiftExpr, SwiftBinaryOperator, SwiftExpr)
    indirect case prefix(SwiftPrefixOperator, SwiftExpr)
    indirect case cast(SwiftExpr, SwiftCastKind, SwiftType)
    /// `[a, b]`; `multiline` puts one element per line.
    case array([SwiftExpr], multiline: Bool)
    /// `cond ? a : b`
    indirect case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
    /// `#selector(name)`: only inside `#if canImport(ObjectiveC)`.
    case selector(SwiftIdentifier)
    /// A string literal; the renderer escapes it (no interpolation, no raw control characters).
    case string(String)
    /// `base[index]`
    indirect case `subscript`(SwiftExpr, SwiftExpr)
    /// `UIColor(red: r, green: g, blue: b, alpha: a)` stored in place (every overlay's colour:
    /// a box and an argument array each were built, printed once and freed, issue 17).
    /// `expanded` is the general form; both print the same text.
    case rgba(Double, Double, Double, Double)
    /// `CGRect(x: x, y: y, width: w, height: h)` of four numbers, stored in place (a frame
    /// written per view: a box and an argument array each, issue 17). `Build.rect` makes it;
    /// `expanded` is the general form, and both print the same text.
    case cgRect(Double, Double, Double, Double)
    /// `base.method(argument)`: a call of one unlabelled argument on a plain name in one box
    /// (the general form is a box and an argument array). Every value a mirroring branch writes
    /// goes through one (`layout.rect(…)`, issue 17); `expanded` is the general form.
    indirect case method(SwiftIdentifier, SwiftIdentifier, SwiftExpr)

    /// The expression's own node in the general form (`rgba`, `cgRect` and `method` as the calls
    /// they stand for); any other as it is.
    public var expanded: SwiftExpr {
        switch self {
        case .rgba(let r, let g, let b, let a):
            return .call(.id("UIColor"), [SwiftArgument("red", .double(r)), SwiftArgument("green", .double(g)),
                                          SwiftArgument("blue", .double(b)), SwiftArgument("alpha", .double(a))], trailing: nil)
        case .cgRect(let x, let y, let w, let h):
            return .call(.id("CGRect"), [SwiftArgument("x", .double(x)), SwiftArgument("y", .double(y)),
                                         SwiftArgument("width", .double(w)), SwiftArgument("height", .double(h))], trailing: nil)
        case .method(let base, let name, let argument):
            return .call(.named(base, name), [SwiftArgument(nil, argument)], trailing: nil)
        default:
            return self
        }
    }

    public static func id(_ name: String) -> SwiftExpr { .identifier(SwiftIdentifier(name)) }
    public static func id(_ name: SwiftIdentifier) -> SwiftExpr { .identifier(name) }
    public static func implicit(_ name: String) -> SwiftExpr { .named(nil, SwiftIdentifier(name)) }

    public func dot(_ name: String) -> SwiftExpr { dot(SwiftIdentifier(name)) }
    public func dot(_ name: SwiftIdentifier) -> SwiftExpr {
        if case .identifier(let base) = self { return .named(base, name) }
        return .member(self, name)
    }
    public func call(_ args: SwiftArgument..., trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(self, args, trailing: trailing)
    }
    public func call(_ args: [SwiftArgument], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(self, args, trailing: trailing)
    }
}

public enum SwiftBinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case identical = "===", notIdentical = "!=="
    case and = "&&", or = "||"
    case nilCoalescing = "??"
    /// Integer bit operations (a random generator, ElementLowering.swift).
    case wrappingAdd = "&+", wrappingMultiply = "&*", xor = "^", bitOr = "|", shiftLeft = "<<", shiftRight = ">>"

    /// Higher binds tighter (Swift's standard precedence groups).
    var precedence: Int {
        switch self {
        case .shiftLeft, .shiftRight: return 6
        case .multiply, .divide, .wrappingMultiply: return 5
        case .add, .subtract, .wrappingAdd, .xor, .bitOr: return 4
        case .nilCoalescing: return 3
        case .identical, .notIdentical, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return 2
        case .and: return 1
        case .or: return 0
        }
    }
}

public enum SwiftPrefixOperator: String, Sendable {
    case minus = "-", not = "!"
    /// `&x`: an in-out argument.
    case inOut = "&"
    /// The effect markers `await x`, `try x`, `try? x` (the device test's async harness).
    case await = "await ", `try` = "try ", tryOptional = "try? "

    /// `await`, `try`, `try?`: an operand that is one of them again is written without parentheses.
    var isEffect: Bool { self == .await || self == .try || self == .tryOptional }
}

public enum SwiftCondition: Sendable {
    case expr(SwiftExpr)
    /// `let name = value`
    case bind(SwiftIdentifier, SwiftExpr)
    /// `let name` (shorthand unwrapping)
    case unwrap(SwiftIdentifier)
    /// `#available(iOS 17.0, *)`: the platform list, printed as given.
    case available(String)
}

public struct SwiftSwitchCase: Sendable {
    /// Patterns (`.push`); empty means `default`.
    public var patterns: [SwiftExpr]
    public var body: [SwiftStmt]
    public init(_ patterns: [SwiftExpr], _ body: [SwiftStmt]) {
        self.patterns = patterns
        self.body = body
    }
}

/// The common statements (`let`, `=`, a call) are stored in place; the ones with bodies are boxed.
public enum SwiftStmt: Sendable {
    case `let`(SwiftIdentifier, SwiftType?, SwiftExpr)
    case `var`(SwiftIdentifier, SwiftType?, SwiftExpr?)
    /// `let name: Type`, initialised later on every path.
    case deferredLet(SwiftIdentifier, SwiftType)
    case assign(SwiftExpr, SwiftExpr)
    case expr(SwiftExpr)
    case `return`(SwiftExpr?)
    indirect case `if`([SwiftCondition], then: [SwiftStmt], else: [SwiftStmt]?)
    indirect case `guard`([SwiftCondition], else: [SwiftStmt])
    indirect case `switch`(SwiftExpr, [SwiftSwitchCase])
    /// `for name in sequence where condition { ... }`
    indirect case forIn(SwiftIdentifier, SwiftExpr, where: SwiftExpr?, [SwiftStmt])
    /// `for (first, second) in sequence { ... }` (a zip of two arrays).
    indirect case forInPair(SwiftIdentifier, SwiftIdentifier, SwiftExpr, [SwiftStmt])
    case breakStmt
    case comment(String)
    case blank
    /// `#if condition` ... `#endif`.
    indirect case ifConfig(String, [SwiftStmt])
    /// `base.method(argument)`, or `base.method()` without one: `.expr(.call(.named(base,
    /// method), [argument]))` stored in place. Every view is added and removed so
    /// (`containerView.addSubview(v1View)`, `v1View.removeFromSuperview()`), and a box and an
    /// array for each, built, printed once and freed, was a large part of emit-swift (issue 17).
    /// `expanded` is the general form; both print the same text.
    case send(SwiftIdentifier, SwiftIdentifier, SwiftIdentifier?)
    /// `let name = UIView(frame: frame)`, stored in place (every overlay and mask view is made so):
    /// `expanded` is the general form; both print the same text.
    case letView(SwiftIdentifier, frame: SwiftExpr)
    /// `while condition { ... }`
    indirect case whileLoop(SwiftExpr, [SwiftStmt])

    /// The statement in the general form (`send` and `letView` as the calls they stand for);
    /// any other statement as it is.
    public var expanded: SwiftStmt {
        switch self {
        case .send(let base, let method, let argument):
            return .expr(.call(.named(base, method), argument.map { [SwiftArgument(nil, .identifier($0))] } ?? [], trailing: nil))
        case .letView(let name, let frame):
            return .let(name, nil, .call(.id("UIView"), [SwiftArgument("frame", frame)], trailing: nil))
        default:
            return self
        }
    }
}

public enum SwiftAccess: String, Sendable {
    case `private`, `fileprivate`, `internal`, `public`
}

/// A generic parameter with its constraint: `Presented: View`.
public struct SwiftGenericParameter: Sendable {
    public var name: SwiftIdentifier
    public var constraint: SwiftType?
    public init(_ name: SwiftIdentifier, _ constraint: SwiftType? = nil) {
        self.name = name
        self.constraint = constraint
    }
}

public struct SwiftParameter: Sendable {
    /// Attributes written before the type (`@ViewBuilder`).
    public var attributes: [String] = []
    /// External label; `_` when nil and `name` is set.
    public var label: SwiftIdentifier?
    public var name: SwiftIdentifier
    public var type: SwiftType
    /// The default argument (`animated: Bool = true`), if any.
    public var defaultValue: SwiftExpr?
    public init(_ label: SwiftIdentifier?, _ name: SwiftIdentifier, _ type: SwiftType, default defaultValue: SwiftExpr? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
    /// A parameter whose label is its name.
    public init(_ name: SwiftIdentifier, _ type: SwiftType) {
        self.label = name
        self.name = name
        self.type = type
    }
}

public struct SwiftFunction: Sendable {
    public var doc: [String] = []
    public var attributes: [String] = []
    public var access: SwiftAccess?
    public var isOverride = false
    public var isStatic = false
    public var discardableResult = false
    public var name: SwiftIdentifier
    /// `<Presented: View>` after the name (set after `init`).
    public var generics: [SwiftGenericParameter] = []
    public var parameters: [SwiftParameter]
    public var returns: SwiftType?
    public var body: [SwiftStmt]
    /// `async` and `throws` after the parameters (set after `init`).
    public var isAsync = false
    public var isThrowing = false
    public init(doc: [String] = [], attributes: [String] = [], access: SwiftAccess? = nil, isOverride: Bool = false,
                isStatic: Bool = false, name: SwiftIdentifier, parameters: [SwiftParameter] = [],
                returns: SwiftType? = nil, body: [SwiftStmt]) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.isOverride = isOverride
        self.isStatic = isStatic
        self.name = name
        self.parameters = parameters
        self.returns = returns
        self.body = body
    }
}

public struct SwiftInitializer: Sendable {
    public var doc: [String] = []
    public var access: SwiftAccess?
    public var isOverride = false
    /// `required init?`: what a UIView subclass must declare for `init(coder:)`.
    public var isRequired = false
    public var isFailable = false
    public var parameters: [SwiftParameter]
    public var body: [SwiftStmt]
    public init(doc: [String] = [], access: SwiftAccess? = nil, isOverride: Bool = false, isRequired: Bool = false,
                isFailable: Bool = false, parameters: [SwiftParameter], body: [SwiftStmt]) {
        self.doc = doc
        self.access = access
        self.isOverride = isOverride
        self.isRequired = isRequired
        self.isFailable = isFailable
        self.parameters = parameters
        self.body = body
    }
}

public struct SwiftVariable: Sendable {
    public enum Accessor: Sendable {
        /// A stored property (with an optional initial value).
        case stored(SwiftExpr?)
        /// `{ get }` in a protocol.
        case requirement
        /// A computed read-only property.
        case getter([SwiftStmt])
        /// A computed property with `get` and `set` (`newValue`).
        case getSet([SwiftStmt], [SwiftStmt])
    }
    public var doc: [String] = []
    public var attributes: [String] = []
    public var access: SwiftAccess?
    /// `private(set)` and the like.
    public var setterAccess: SwiftAccess?
    public var isOverride = false
    public var isLet = false
    public var isWeak = false
    public var isStatic = false
    public var name: SwiftIdentifier
    public var type: SwiftType?
    public var accessor: Accessor
    public init(doc: [String] = [], attributes: [String] = [], access: SwiftAccess? = nil, setterAccess: SwiftAccess? = nil,
                isOverride: Bool = false, isLet: Bool = false, isWeak: Bool = false, isStatic: Bool = false, name: SwiftIdentifier,
                type: SwiftType?, accessor: Accessor) {
        self.isStatic = isStatic
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.setterAccess = setterAccess
        self.isOverride = isOverride
        self.isLet = isLet
        self.isWeak = isWeak
        self.name = name
        self.type = type
        self.accessor = accessor
    }
}

public struct SwiftNominal: Sendable {
    /// `extension`: `name` is the extended type's.
    public enum Kind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `extension` }
    public var doc: [String] = []
    public var attributes: [String] = []
    public var access: SwiftAccess?
    public var isFinal = false
    public var kind: Kind
    public var name: SwiftIdentifier
    /// `<Presented: View>` after the name (set after `init`).
    public var generics: [SwiftGenericParameter] = []
    public var inherits: [SwiftType]
    public var members: [SwiftDecl]
    public init(doc: [String] = [], attributes: [String] = [], access: SwiftAccess? = nil, isFinal: Bool = false,
                kind: Kind, name: SwiftIdentifier, inherits: [SwiftType] = [], members: [SwiftDecl]) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.isFinal = isFinal
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.members = members
    }
}

public indirect enum SwiftDecl: Sendable {
    /// `import Module`; `@preconcurrency import Module` when asked.
    case `import`(SwiftIdentifier, preconcurrency: Bool = false)
    /// `@testable import Module` (the device test's access to the app's internal types).
    case testableImport(SwiftIdentifier)
    case nominal(SwiftNominal)
    case function(SwiftFunction)
    case initializer(SwiftInitializer)
    case variable(SwiftVariable)
    /// `case a, b` inside an enum.
    case enumCases([SwiftIdentifier])
    /// `#if condition` ... `#endif`.
    case ifConfig(String, [SwiftDecl])
    /// `// text` lines standing alone.
    case comment([String])
}

/// A whole file: header comment lines, then declarations.
public struct SwiftFile: Sendable {
    public var header: [String]
    public var decls: [SwiftDecl]
    public init(header: [String], decls: [SwiftDecl]) {
        self.header = header
        self.decls = decls
    }
}

/// Whether a name is read anywhere in some statements (to leave out unused locals).
enum SwiftUsage {
    static func mentions(_ name: String, in stmts: some Collection<SwiftStmt>) -> Bool {
        stmts.contains { mentions(name, in: $0) }
    }

    static func mentions(_ name: String, in stmt: SwiftStmt) -> Bool {
        switch stmt {
        case .let(_, _, let e), .assign(.identifier, let e): return mentions(name, in: e)
        case .assign(let t, let e): return mentions(name, in: t) || mentions(name, in: e)
        case .var(_, _, let e): return e.map { mentions(name, in: $0) } ?? false
        case .expr(let e): return mentions(name, in: e)
        case .return(let e): return e.map { mentions(name, in: $0) } ?? false
        case .if(let c, let a, let b): return c.contains { mentions(name, in: $0) } || mentions(name, in: a) || mentions(name, in: b ?? [])
        case .guard(let c, let b): return c.contains { mentions(name, in: $0) } || mentions(name, in: b)
        case .switch(let e, let cases): return mentions(name, in: e) || cases.contains { mentions(name, in: $0.body) }
        case .forIn(_, let e, let w, let b): return mentions(name, in: e) || (w.map { mentions(name, in: $0) } ?? false) || mentions(name, in: b)
        case .forInPair(_, _, let e, let b): return mentions(name, in: e) || mentions(name, in: b)
        case .ifConfig(_, let b): return mentions(name, in: b)
        case .send(let base, _, let argument): return mentions(name, base) || argument.map { mentions(name, $0) } ?? false
        case .letView(_, let frame): return mentions(name, in: frame)
        case .whileLoop(let c, let b): return mentions(name, in: c) || mentions(name, in: b)
        case .deferredLet, .comment, .blank, .breakStmt: return false
        }
    }

    static func mentions(_ name: String, in c: SwiftCondition) -> Bool {
        switch c {
        case .expr(let e), .bind(_, let e): return mentions(name, in: e)
        case .unwrap(let id): return mentions(name, id)
        case .available: return false
        }
    }

    /// Whether `id` is `name` (the lengths first: most names differ in length, and `==` on two
    /// strings may go the slow way).
    private static func mentions(_ name: String, _ id: SwiftIdentifier) -> Bool {
        id.text.utf8.count == name.utf8.count && id.text == name
    }

    static func mentions(_ name: String, in e: SwiftExpr) -> Bool {
        switch e {
        case .identifier(let id): return mentions(name, id)
        case .type, .integer, .hex, .double, .bool, .nil, .selfRef, .superRef, .selector, .string, .rgba, .cgRect: return false
        case .member(let base, _): return base.map { mentions(name, in: $0) } ?? false
        case .named(let base, _): return base.map { mentions(name, $0) } ?? false
        case .method(let base, _, let argument): return mentions(name, base) || mentions(name, in: argument)
        case .optionalMember(let base, _): return mentions(name, in: base)
        case .call(let callee, let args, let trailing):
            return mentions(name, in: callee) || args.contains { mentions(name, in: $0.value) }
                || (trailing.map { mentions(name, in: $0.body) } ?? false)
        case .closure(let c): return mentions(name, in: c.body)
        case .binary(let a, _, let b): return mentions(name, in: a) || mentions(name, in: b)
        case .prefix(_, let a), .cast(let a, _, _): return mentions(name, in: a)
        case .array(let items, _): return items.contains { mentions(name, in: $0) }
        case .ternary(let a, let b, let c): return mentions(name, in: a) || mentions(name, in: b) || mentions(name, in: c)
        case .subscript(let a, let b): return mentions(name, in: a) || mentions(name, in: b)
        }
    }
}
