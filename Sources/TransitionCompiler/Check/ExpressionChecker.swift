/// Type-checks expressions written in scalars: resolves names, infers types bottom-up, and
/// builds typed IR expressions. Every error points at the exact columns inside the scalar.
struct ExpressionChecker {
    /// The names an expression can see. A class of constants: every checked value copies its
    /// scope (into its `ExpressionChecker`), and a struct of four references was four retains
    /// and releases each time (issue 17).
    final class Scope {
        let views: [String: ViewID]
        /// `views` by the names' bytes, for names written plain (`BranchChecker.viewName`); built
        /// on first use: only a branch's scope reads it, and the scopes of views, presentation and
        /// previews are made and dropped without it.
        private(set) lazy var viewBytes = ViewNameTable(views)
        /// The view declarations, to tell roots from other views.
        let decls: [ViewDecl]
        /// `views`' names for "did you mean", indexed on first use and shared by every scope
        /// of a file (`TransitionChecker.scope(for:)`).
        let names: NameIndex
        /// `layoutDirection: fixed`: nothing mirrors, so `leading`/`trailing` mean nothing.
        let layoutFixed: Bool
        /// In a list's track: the list whose elements `index`, `count`, `random` and the list's
        /// own reads stand for (ElementChecks.swift); nil elsewhere.
        let element: ViewID?

        init(views: [String: ViewID], decls: [ViewDecl], names: NameIndex? = nil, layoutFixed: Bool = false, element: ViewID? = nil) {
            self.views = views
            self.decls = decls
            self.layoutFixed = layoutFixed
            self.names = names ?? NameIndex { Array(views.keys) }
            self.element = element
        }

        /// The same names, in a track of the list `list`.
        func forElements(of list: ViewID) -> Scope {
            Scope(views: views, decls: decls, names: names, layoutFixed: layoutFixed, element: list)
        }
    }

    let sink: DiagnosticSink
    let scalar: YAMLScalar
    let scope: Scope
    private let ranges: ScalarRangeMap

    init(sink: DiagnosticSink, scalar: YAMLScalar, scope: Scope) {
        self.sink = sink
        self.scalar = scalar
        self.scope = scope
        self.ranges = ScalarRangeMap(scalar)
    }

    static let colorNames: [String: RGBA] = [
        "black": RGBA(red: 0, green: 0, blue: 0), "white": RGBA(red: 1, green: 1, blue: 1),
        "clear": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
        "red": RGBA(red: 1, green: 0, blue: 0), "green": RGBA(red: 0, green: 1, blue: 0),
        "blue": RGBA(red: 0, green: 0, blue: 1), "gray": RGBA(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "yellow": RGBA(red: 1, green: 1, blue: 0), "orange": RGBA(red: 1, green: 0.5, blue: 0),
        "purple": RGBA(red: 0.5, green: 0, blue: 0.5), "cyan": RGBA(red: 0, green: 1, blue: 1),
        "magenta": RGBA(red: 1, green: 0, blue: 1), "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
    ]
    static let functions = ["rect", "point", "size", "rgb", "rgba", "dynamic", "scale", "translate", "rotate"]

    func range(_ r: Range<Int>) -> SourceRange { ranges.sourceRange(ofValue: r) }

    func error(_ code: String, _ message: String, _ r: Range<Int>, notes: [Diagnostic.Note] = []) {
        sink.error(code, message, at: range(r), notes: notes)
    }

    /// Reports a parse failure (its ranges shifted by `offset` within the scalar).
    func report(_ failure: ExpressionParser.Failure, offset: Int = 0) {
        func s(_ r: Range<Int>) -> Range<Int> { (r.lowerBound + offset)..<(r.upperBound + offset) }
        let notes = failure.note.map { [Diagnostic.Note($0, at: failure.noteRange.map { range(s($0)) })] } ?? []
        error("expression-syntax", failure.message, s(failure.range), notes: notes)
    }

    /// Parses and checks the scalar's whole value against `expected`.
    func check(text: String, offset: Int = 0, expected: ValueType) -> Expr? {
        switch ExpressionParser.parse(text) {
        case .failure(let failure):
            report(failure, offset: offset)
            return nil
        case .success(let syntax):
            return check(shifted(syntax, by: offset), expected: expected)
        }
    }

    /// Checks a parsed expression and converts it to `expected` where the language allows.
    /// `bounded`: the value can reach a view, so a constant is held to the value rule's ±1e9
    /// (curve parameters are not: they have their own ranges).
    func check(_ syntax: SyntaxExpr, expected: ValueType, bounded: Bool = true) -> Expr? {
        // A number without a unit where a number, duration or angle is expected (each argument
        // of `rect(0, 0, 40, 40)`): the expression the steps below give it, without them (issue 17).
        if case .number(let v, nil, let r) = syntax, Self.isPlainNumberValue(v, expected: expected, bounded: bounded) {
            return Expr(.number(v), expected, range(r))
        }
        return inferred(syntax, expected: expected, bounded: bounded)
    }

    /// Whether `expected` is a type a number without a unit already is (number, duration, angle).
    static func takesPlainNumbers(_ expected: ValueType) -> Bool {
        expected == .number || expected == .duration || expected == .angle
    }

    /// Whether the number `v`, written without a unit, is as it stands the value `expected`
    /// takes: finite, and a bounded number within the value rule's range. The two shortcuts past
    /// the general steps (`check`, `TransitionChecker.plainNumber`) ask this one rule; anything
    /// else takes the general steps, which say what is wrong.
    static func isPlainNumberValue(_ v: Double, expected: ValueType, bounded: Bool = true) -> Bool {
        takesPlainNumbers(expected) && v.isFinite && (!bounded || expected != .number || abs(v) <= ValueRule.limit)
    }

    /// `check` without its shortcut for numbers (the tests compare the two).
    func inferred(_ syntax: SyntaxExpr, expected: ValueType, bounded: Bool = true) -> Expr? {
        guard let expr = infer(syntax, hint: expected), let value = coerce(expr, to: expected, syntax.range), checkFinite(value, bounded: bounded) else { return nil }
        guard GeneratedSize.of(value) <= GeneratedSize.limit else {
            error("expression-syntax", "this value is too complex to generate: its Swift would exceed \(GeneratedSize.limit) terms", syntax.range,
                  notes: [.init("Swift writes a rect scaled by a number once per component and 'r.center' twice; nested, the copies multiply")])
            return nil
        }
        return value
    }

    func coerce(_ expr: Expr, to expected: ValueType, _ r: Range<Int>) -> Expr? {
        if expr.type == expected { return expr }
        // A plain number is seconds where a duration is expected and radians for an angle.
        if expr.type == .number, expected == .duration || expected == .angle {
            return Expr(expr.kind, expected, expr.range)
        }
        var notes: [Diagnostic.Note] = []
        if expected == .duration, expr.type == .angle || expr.type == .number {
            notes.append(.init("durations are written in seconds (0.35), or with a unit: 350ms, 0.35s"))
        }
        if expr.type == .bool, case .math(let op, _) = expr.kind, op.isComparison {
            notes.append(.init("a comparison is a condition: choose a value with it, e.g. 'if(a \(op.rawValue) b, 1, 0)'"))
        }
        if expected == .rect, case .view(let id, _) = expr.kind {
            notes.append(.init("did you mean '\(scope.decls[id.rawValue].name).frame'?"))
        }
        error("type-mismatch", "expected \(article(expected)), found \(article(expr.type))", r, notes: notes)
        return nil
    }

    func article(_ t: ValueType) -> String {
        let name = t.rawValue
        return (["A", "E", "I", "O", "U"].contains(name.prefix(1)) ? "an " : "a ") + name
    }

    // MARK: - Inference

    func infer(_ syntax: SyntaxExpr, hint: ValueType?) -> Expr? {
        switch syntax {
        case .number(let value, let unit, let r):
            switch unit {
            case nil: return Expr(.number(value), .number, range(r))
            case .s: return Expr(.number(value), .duration, range(r))
            case .ms: return Expr(.number(value / 1000), .duration, range(r))
            case .deg: return Expr(.number(value * Double.pi / 180), .angle, range(r))
            case .rad: return Expr(.number(value), .angle, range(r))
            }
        case .hexColor(let digits, let r):
            return Expr(.color(Self.parseHex(digits)), .color, range(r))
        case .identifier(let name, let r):
            return inferIdentifier(name, r, hint: hint)
        case .member(let base, let name, let nameRange, let r):
            return inferMember(base, name, nameRange, r)
        case .call(let callee, let args, let r):
            return inferCall(callee, args, r)
        case .binary(let op, let lhs, let rhs, let r):
            guard let a = infer(lhs, hint: nil), let b = infer(rhs, hint: nil) else { return nil }
            return inferBinary(op, a, b, r)
        case .negate(let operand, let r):
            guard let a = infer(operand, hint: hint) else { return nil }
            guard [.number, .duration, .angle, .point, .size].contains(a.type) else {
                error("type-mismatch", "cannot negate \(article(a.type))", r)
                return nil
            }
            return Expr(.negate(a), a.type, range(r))
        case .comparison(let op, let lhs, let rhs, let r):
            return comparison(op, lhs, rhs, r)
        case .juxtaposition(let terms, let r):
            var steps: [TransformStep] = []
            for term in terms {
                guard let t = infer(term, hint: .transform) else { return nil }
                guard t.type == .transform else {
                    error("type-mismatch", "values written side by side must be transforms, found \(article(t.type))", term.range,
                          notes: [.init("compose transforms like 'scale(0.9) translate(0, 20)'; join other values with an operator")])
                    return nil
                }
                if case .transform(let s) = t.kind { steps += s }
            }
            return Expr(.transform(steps), .transform, range(r))
        }
    }

    private func inferIdentifier(_ name: String, _ r: Range<Int>, hint: ValueType?) -> Expr? {
        if name == "identity" { return Expr(.identityTransform, .transform, range(r)) }
        if name == "none", hint == .shape { return Expr(.noMask, .shape, range(r)) }
        if name == "true" || name == "false" { return Expr(.bool(name == "true"), .bool, range(r)) }
        if let color = Self.colorNames[name] ?? SystemColors.byName[name] { return Expr(.color(color), .color, range(r)) }
        if let mode = ContentMode(rawValue: name) { return Expr(.contentMode(mode), .contentMode, range(r)) }
        if hint == .cornerCurve, let curve = CornerCurve(rawValue: name) { return Expr(.cornerCurve(curve), .cornerCurve, range(r)) }
        if let id = scope.views[name] {
            error("type-mismatch", "'\(name)' is a view, not a value", r,
                  notes: [.init("read one of its properties, e.g. '\(name).frame' or '\(name).alpha'")])
            _ = id
            return nil
        }
        if let value = ElementValue(rawValue: name) { return elementValue(value, r) }
        if hint == .cornerCurve {
            // The two curves are the whole choice: list them, not every name in scope.
            NodeReader(sink: sink).reportUnknown(name, kind: "name", in: "this expression", candidates: CornerCurve.allCases.map(\.rawValue),
                                                 at: range(r), code: "unknown-name")
            return nil
        }
        var keywords = ["identity", "true", "false"]
        if hint == .color || hint == nil { keywords += Self.colorNames.keys; keywords += SystemColors.all.map(\.0) }
        if hint == .contentMode { keywords += ContentMode.allCases.map(\.rawValue) }
        NodeReader(sink: sink).reportUnknown(name, kind: "name", in: "this expression", among: [scope.names, NameIndex(keywords.sorted())],
                                             at: range(r), code: "unknown-name")
        return nil
    }

    private func inferMember(_ base: SyntaxExpr, _ name: String, _ nameRange: Range<Int>, _ r: Range<Int>) -> Expr? {
        if name == "leading" || name == "trailing" { return inferEdge(base, name, nameRange, r) }
        if case .identifier(let viewName, _) = base, let id = scope.views[viewName] {
            let decl = scope.decls[id.rawValue]
            if decl.isList, scope.element == id { return elementRead(id, name, nameRange, r) }
            if decl.isList {
                // Each element has its own value: there is no one value to read.
                error("list-as-view", "'\(viewName)' is a list of views; a single view is expected here", base.range,
                      notes: [.init("a list is animated as a whole by a track with 'view: \(viewName)' (and 'stagger'), or set in setup and finish with '\(viewName).alpha: VALUE'; its elements' values cannot be read")])
                return nil
            }
            if name == "image" {
                // A view's image is not a value; its size is (what aspectFit and aspectFill take).
                sink.error("unknown-property", "unknown property 'image' in view '\(viewName)'", at: range(nameRange),
                           notes: [.init("did you mean '\(viewName).imageSize'? an image is read by its size, e.g. aspectFit(\(viewName).imageSize, in:container.bounds)")],
                           fixIts: [.init(range: range(nameRange), replacement: "imageSize")])
                return nil
            }
            guard let value = ViewValue(rawValue: name), value != .displayCornerRadius else {
                let known = ["frame", "center", "bounds", "alpha", "transform", "cornerRadius", "backgroundColor",
                             "hidden", "width", "height", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset",
                             "borderWidth", "borderColor", "imageSize"] + (decl.kind.isRoot ? ["initialFrame", "finalFrame"] : [])
                    + (decl.kind.isRoot && scope.views["presented"] != nil ? ["preferredContentSize"] : [])
                NodeReader(sink: sink).reportUnknown(name, kind: "property", in: "view '\(viewName)'", candidates: known,
                                                     at: range(nameRange), code: "unknown-property", listsAll: true)
                return nil
            }
            if value == .initialFrame || value == .finalFrame, !decl.kind.isRoot {
                error("not-a-root", "'\(name)' belongs to a view controller's root view; '\(viewName)' is not one", nameRange,
                      notes: [.init("use '\(viewName).frame', or 'from.\(name)' / 'to.\(name)'")])
                return nil
            }
            if let content = contentRead(value, of: id, viewName: viewName, nameRange: nameRange, r) { return content }
            return Expr(.view(id, value), value.type, range(r))
        }
        if case .identifier(Self.displayName, _) = base { return displayRead(name, nameRange: nameRange, r) }
        guard let b = infer(base, hint: nil) else { return nil }
        let members: [ValueType: [Member]] = [
            .point: [.x, .y],
            .size: [.width, .height],
            .rect: [.x, .y, .width, .height, .minX, .midX, .maxX, .minY, .midY, .maxY, .origin, .size, .center],
        ]
        guard let allowed = members[b.type] else {
            error("unknown-property", "\(article(b.type)) has no member '\(name)'", nameRange)
            return nil
        }
        guard let member = Member(rawValue: name), allowed.contains(member) else {
            NodeReader(sink: sink).reportUnknown(name, kind: "member", in: "\(article(b.type))", candidates: allowed.map(\.rawValue),
                                                 at: range(nameRange), code: "unknown-property")
            return nil
        }
        let type: ValueType
        switch member {
        case .origin, .center: type = .point
        case .size: type = .size
        default: type = .number
        }
        return Expr(.member(b, member), type, range(r))
    }

    /// `r.leading` / `r.trailing` (and `view.leading`: its frame's): the x of the rect's edge
    /// where reading starts / ends. A transition is written as it looks left to right and played
    /// mirrored in a right-to-left layout, so they are the rect's minX / maxX in the IR; where
    /// nothing mirrors, or the value has no edges, they mean nothing (`leading-meaningless`).
    private func inferEdge(_ base: SyntaxExpr, _ name: String, _ nameRange: Range<Int>, _ r: Range<Int>) -> Expr? {
        var physical = name == "leading" ? "minX" : "maxX"
        let b: Expr
        if case .identifier(let viewName, let vr) = base, let id = scope.views[viewName] {
            b = Expr(.view(id, .frame), .rect, range(vr.lowerBound..<nameRange.lowerBound))
            physical = "frame." + physical
        } else {
            guard let inferred = infer(base, hint: nil) else { return nil }
            b = inferred
        }
        guard b.type == .rect else {
            sink.error("leading-meaningless", "\(article(b.type)) has no \(name) edge", at: range(nameRange),
                       notes: [.init("'\(name)' is the x of a rect's edge where reading \(name == "leading" ? "starts" : "ends"), e.g. 'container.\(name)' or 'to.finalFrame.\(name)'")])
            return nil
        }
        if scope.layoutFixed {
            sink.error("leading-meaningless", "'\(name)' means nothing in a transition that does not mirror", at: range(nameRange),
                       notes: [.init("with 'layoutDirection: fixed' the transition plays as written in every layout, so '\(name)' is always '\(physical)'; write '\(physical)', or remove 'layoutDirection: fixed'")],
                       fixIts: [.init(range: range(nameRange), replacement: physical)])
            return nil
        }
        return Expr(.member(b, name == "leading" ? .minX : .maxX), .number, range(r))
    }

    /// `r.offset(trailing: d)` / `r.offset(leading: d)`: moved d points towards the edge where
    /// reading ends / starts, i.e. `offset(x: d, y: 0)` / `offset(x: -d, y: 0)` as written left to
    /// right (a mirrored transition turns both round right to left).
    private func directionalOffset(_ b: Expr, _ label: String, _ arg: SyntaxArgument, _ r: Range<Int>) -> Expr? {
        if scope.layoutFixed {
            let physical = label == "leading" ? "offset(x:-d, y:0)" : "offset(x:d, y:0)"
            sink.error("leading-meaningless", "'\(label)' means nothing in a transition that does not mirror", at: range(arg.labelRange ?? arg.value.range),
                       notes: [.init("with 'layoutDirection: fixed' the transition plays as written in every layout; write \(physical), or remove 'layoutDirection: fixed'")])
            return nil
        }
        guard let d = check(arg.value, expected: .number) else { return nil }
        let dx = label == "trailing" ? d : Expr(.negate(d), .number, d.range)
        return Expr(.offset(b, dx: dx, dy: Expr(.number(0), .number, d.range)), .rect, range(r))
    }

    private func inferCall(_ callee: SyntaxExpr, _ args: [SyntaxArgument], _ r: Range<Int>) -> Expr? {
        if case .member(let base, let name, let nameRange, _) = callee {
            guard name == "offset" || name == "inset" else {
                error("unknown-function", "unknown method '\(name)'", nameRange,
                      notes: [.init("rects have offset(x:, y:), offset(leading:), offset(trailing:) and inset(x:, y:)")])
                return nil
            }
            guard let b = infer(base, hint: .rect) else { return nil }
            guard b.type == .rect else {
                error("type-mismatch", "'\(name)' applies to a Rect, not \(article(b.type))", base.range)
                return nil
            }
            if name == "offset", args.count == 1, let label = args[0].label, label == "leading" || label == "trailing" {
                return directionalOffset(b, label, args[0], r)
            }
            guard let values = arguments(args, labels: ["x", "y"], types: [.number, .number], call: name, r) else { return nil }
            let kind: ExprKind = name == "offset" ? .offset(b, dx: values[0], dy: values[1]) : .inset(b, dx: values[0], dy: values[1])
            return Expr(kind, .rect, range(r))
        }
        guard case .identifier(let name, let nameRange) = callee else {
            error("expression-syntax", "this cannot be called", callee.range)
            return nil
        }
        switch name {
        case "rect":
            guard let v = arguments(args, labels: ["x", "y", "width", "height"], types: [.number, .number, .number, .number], call: name, r) else { return nil }
            return Expr(.rect(v[0], v[1], v[2], v[3]), .rect, range(r))
        case "point":
            guard let v = arguments(args, labels: ["x", "y"], types: [.number, .number], call: name, r) else { return nil }
            return Expr(.point(v[0], v[1]), .point, range(r))
        case "size":
            guard let v = arguments(args, labels: ["width", "height"], types: [.number, .number], call: name, r) else { return nil }
            return Expr(.size(v[0], v[1]), .size, range(r))
        case "rgb", "rgba":
            let labels = name == "rgb" ? ["red", "green", "blue"] : ["red", "green", "blue", "alpha"]
            guard let v = arguments(args, labels: labels, types: labels.map { _ in .number }, call: name, r) else { return nil }
            var comps: [Double] = []
            for (i, e) in v.enumerated() {
                guard case .number(let x) = e.kind else {
                    sink.error("not-constant", "colour components must be numbers", at: e.range)
                    return nil
                }
                let limit = i == 3 ? 1.0 : 255.0
                guard x >= 0, x <= limit else {
                    sink.error("out-of-range", "colour component \(labels[i]) must be in 0...\(i == 3 ? "1" : "255"), found \(format(x))", at: e.range)
                    return nil
                }
                comps.append(i == 3 ? x : x / 255)
            }
            return Expr(.color(RGBA(red: comps[0], green: comps[1], blue: comps[2], alpha: comps.count > 3 ? comps[3] : 1)), .color, range(r))
        case "dynamic":
            // dynamic(LIGHT, DARK): two fixed colours, one per appearance (Docs/LANGUAGE.md, "Dark Mode").
            guard let v = arguments(args, labels: ["light", "dark"], types: [.color, .color], call: name, r) else { return nil }
            var pair: [RGBA] = []
            for e in v {
                guard case .color(let c) = e.kind, !c.isDynamic else {
                    sink.error("not-constant", "each colour of 'dynamic' is a fixed colour", at: e.range,
                               notes: [.init("write a colour name, '#RRGGBB' or rgb(…) for each appearance, e.g. 'dynamic(white, black)'")])
                    return nil
                }
                pair.append(c)
            }
            return Expr(.color(RGBA(light: pair[0], dark: pair[1])), .color, range(r))
        case "scale":
            if args.count == 1 {
                guard let v = arguments(args, labels: ["factor"], types: [.number], call: name, r) else { return nil }
                return Expr(.transform([.scale(x: v[0], y: v[0])]), .transform, range(r))
            }
            guard let v = arguments(args, labels: ["x", "y"], types: [.number, .number], call: name, r) else { return nil }
            return Expr(.transform([.scale(x: v[0], y: v[1])]), .transform, range(r))
        case "translate":
            guard let v = arguments(args, labels: ["x", "y"], types: [.number, .number], call: name, r) else { return nil }
            return Expr(.transform([.translate(x: v[0], y: v[1])]), .transform, range(r))
        case "rotate":
            guard let v = arguments(args, labels: ["angle"], types: [.angle], call: name, r) else { return nil }
            return Expr(.transform([.rotate(v[0])]), .transform, range(r))
        default:
            let threeD = transform3DCall(name, args, r)
            if threeD.handled { return threeD.expr }
            let shape = maskCall(name, args, r)
            if shape.handled { return shape.expr }
            if let op = MathOperation(rawValue: name), MathOperation.functions.contains(op) { return mathCall(op, args, r) }
            if let mode = AspectMode(rawValue: name) { return aspectCall(mode, args, r) }
            if name == "random" { return randomCall(args, r) }
            NodeReader(sink: sink).reportUnknown(name, kind: "function", in: "this expression",
                                                 candidates: Self.functions + Self.transform3DFunctions + Self.maskFunctions + Self.mathFunctions
                                                     + Self.aspectFunctions + ["random"],
                                                 at: range(nameRange), code: "unknown-function", listsAll: true)
            return nil
        }
    }

    /// Checks arguments by position; labels are optional but must match when written.
    func arguments(_ args: [SyntaxArgument], labels: [String], types: [ValueType], call: String, _ r: Range<Int>) -> [Expr]? {
        guard args.count == labels.count else {
            let signature = "\(call)(\(labels.map { "\($0):" }.joined(separator: " ")))"
            error("argument-count", "'\(call)' takes \(labels.count) argument\(labels.count == 1 ? "" : "s"), found \(args.count)", r,
                  notes: [.init("expected \(signature)")])
            return nil
        }
        var out: [Expr] = []
        out.reserveCapacity(args.count)   // grown one argument at a time, rect(...) allocated three times
        var ok = true
        // By index: each argument's parts read where they lie (`enumerated()` copied each one).
        for i in args.indices {
            if let label = args[i].label, label != labels[i] {
                error("argument-label", "argument \(i + 1) of '\(call)' is '\(labels[i])', not '\(label)'", args[i].labelRange ?? args[i].value.range)
                ok = false
                continue
            }
            if let e = check(args[i].value, expected: types[i]) { out.append(e) } else { ok = false }
        }
        return ok ? out : nil
    }

    private func inferBinary(_ op: BinaryOperator, _ a: Expr, _ b: Expr, _ r: Range<Int>) -> Expr? {
        let scalarTypes: Set<ValueType> = [.number, .duration, .angle]
        var type: ValueType?
        switch op {
        case .add, .subtract:
            if a.type == b.type, scalarTypes.contains(a.type) || a.type == .point || a.type == .size { type = a.type }
            else if scalarTypes.contains(a.type), scalarTypes.contains(b.type) {
                type = a.type == .number ? b.type : (b.type == .number ? a.type : nil)
            }
        case .multiply:
            if a.type == .number { type = b.type == .number || [.duration, .angle, .point, .size, .rect].contains(b.type) ? b.type : nil }
            else if b.type == .number, [.duration, .angle, .point, .size, .rect].contains(a.type) { type = a.type }
        case .divide:
            if b.type == .number, [.number, .duration, .angle, .point, .size, .rect].contains(a.type) { type = a.type }
            else if a.type == b.type, scalarTypes.contains(a.type) { type = .number }
        }
        guard let t = type else {
            error("type-mismatch", "cannot apply '\(op.rawValue)' to \(article(a.type)) and \(article(b.type))", r)
            return nil
        }
        return Expr(.binary(op, a, b), t, range(r))
    }

    static func parseHex(_ digits: String) -> RGBA {
        let v = UInt64(digits, radix: 16) ?? 0
        if digits.count == 8 {
            return RGBA(red: Double((v >> 24) & 255) / 255, green: Double((v >> 16) & 255) / 255,
                        blue: Double((v >> 8) & 255) / 255, alpha: Double(v & 255) / 255)
        }
        return RGBA(red: Double((v >> 16) & 255) / 255, green: Double((v >> 8) & 255) / 255, blue: Double(v & 255) / 255)
    }
}

func format(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    return String(x)
}

/// Moves every range of a syntax tree by `offset` (for a sub-expression parsed out of a
/// larger scalar, like each side of `a -> b`).
func shifted(_ e: SyntaxExpr, by offset: Int) -> SyntaxExpr {
    if offset == 0 { return e }
    func s(_ r: Range<Int>) -> Range<Int> { (r.lowerBound + offset)..<(r.upperBound + offset) }
    switch e {
    case .number(let v, let u, let r): return .number(v, unit: u, s(r))
    case .hexColor(let h, let r): return .hexColor(h, s(r))
    case .identifier(let n, let r): return .identifier(n, s(r))
    case .member(let b, let n, let nr, let r): return .member(shifted(b, by: offset), name: n, nameRange: s(nr), s(r))
    case .call(let c, let args, let r):
        return .call(shifted(c, by: offset), args.map {
            SyntaxArgument(label: $0.label, labelRange: $0.labelRange.map(s), value: shifted($0.value, by: offset))
        }, s(r))
    case .binary(let op, let a, let b, let r): return .binary(op, shifted(a, by: offset), shifted(b, by: offset), s(r))
    case .negate(let a, let r): return .negate(shifted(a, by: offset), s(r))
    case .comparison(let op, let a, let b, let r): return .comparison(op, shifted(a, by: offset), shifted(b, by: offset), s(r))
    case .juxtaposition(let ts, let r): return .juxtaposition(ts.map { shifted($0, by: offset) }, s(r))
    }
}
