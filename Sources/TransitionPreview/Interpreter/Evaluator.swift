import AnimatorCore
import TransitionCompiler

/// A value of the expression language at run time. Geometry is in container space.
enum RunValue: Equatable, Sendable {
    case number(Double)
    case bool(Bool)
    case color(Color)
    case contentMode(ContentMode)
    case corners(CornerSet)
    case cornerCurve(CornerCurve)
    case point(CorePoint)
    case size(Size)
    case rect(CoreRect)
    case transform(AffineTransform)
    /// A transform written with a 3-D step (`perspective`, `rotateY`…).
    case transform3D(Transform3D)
    /// A mask shape (nil: `none`), in the masked view's own coordinates.
    case shape(MaskGeometry?)

    var number: Double {
        switch self {
        case .number(let v): return v
        case .bool(let b): return b ? 1 : 0
        default: return 0
        }
    }
    var rect: CoreRect {
        switch self {
        case .rect(let r): return r
        case .size(let s): return CoreRect(origin: .zero, size: s)
        case .point(let p): return CoreRect(origin: p, size: .zero)
        default: return .zero
        }
    }
    var point: CorePoint {
        switch self {
        case .point(let p): return p
        case .rect(let r): return r.origin
        case .size(let s): return CorePoint(x: s.width, y: s.height)
        default: return .zero
        }
    }
    var size: Size {
        switch self {
        case .size(let s): return s
        case .rect(let r): return r.size
        case .point(let p): return Size(width: p.x, height: p.y)
        default: return .zero
        }
    }
    var color: Color { if case .color(let c) = self { return c }; return .clear }
    var transform: AffineTransform {
        switch self {
        case .transform(let t): return t
        case .transform3D(let t): return t.affine
        default: return .identity
        }
    }
    var bool: Bool {
        switch self {
        case .bool(let b): return b
        case .number(let v): return v != 0
        default: return false
        }
    }
}

extension Color {
    init(_ c: RGBA) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
    var rgba: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
}

/// The context's frames for the two root views (`initialFrame(for:)`, `finalFrame(for:)`).
struct ContextFrames: Sendable {
    var initial: [Side: CoreRect]
    var final: [Side: CoreRect]
}

/// Evaluates IR expressions against the live (model) scene, like the generated code reads
/// UIKit's model properties.
struct Evaluator {
    var transition: TransitionIR
    var frames: ContextFrames
    /// Set when a right-to-left layout mirrors the transition (LayoutMirror.swift): geometry
    /// read from views is mirrored into the spec's left-to-right space.
    var mirror: LayoutMirror? = nil
    /// Dark Mode: dynamic colours resolve to their dark values (Docs/LANGUAGE.md, "Dark Mode").
    var dark = false
    /// Counts divisions that gave the division rule's fallback, so the run can report a
    /// `non-finite value` event for the track or step being evaluated.
    let fallbacks = FallbackCounter()

    final class FallbackCounter {
        /// Divisions that gave the division rule's fallback.
        var count = 0
        /// Numbers the value rule replaced.
        var values = 0
        /// Square roots of a negative number, which gave 0 (`MathRule`).
        var roots = 0
        func reset() { count = 0; values = 0; roots = 0 }
    }

    /// A circle or rounded-rect mask built from its operands as `operand` evaluates them (plain,
    /// or guarded by the value rule); nil for any other expression.
    static func maskShape(_ e: Expr, operand: (Expr) -> RunValue) -> RunValue? {
        switch e.kind {
        case .circle(let c, let r):
            let p = operand(c).point, radius = operand(r).number
            return .shape(MaskGeometry(frame: CoreRect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius), cornerRadius: radius))
        case .roundedRect(let rect, let r):
            return .shape(MaskGeometry(frame: operand(rect).rect, cornerRadius: operand(r).number))
        case .ellipse(let rect):
            return .shape(MaskGeometry(frame: operand(rect).rect, cornerRadius: 0, isEllipse: true))
        default:
            return nil
        }
    }

    /// A value a view receives: `e` evaluated, and guarded by the value rule (`ValueRule`,
    /// Docs/LANGUAGE.md) when it can leave the rule's range; a mask shape's operands are
    /// guarded one by one, as the generated Swift does.
    func value(_ e: Expr, in scene: Scene) -> RunValue {
        func part(_ x: Expr) -> RunValue { x.isGuardedValue ? guarded(evaluate(x, in: scene)) : evaluate(x, in: scene) }
        return Self.maskShape(e, operand: part) ?? part(e)
    }

    /// Each number of `v` under `ValueRule`, counting those it replaced.
    func guarded(_ v: RunValue) -> RunValue {
        func g(_ x: Double) -> Double {
            let y = ValueRule.value(x)
            if y != x || x.isNaN { fallbacks.values += 1 }
            return y
        }
        switch v {
        case .number(let x): return .number(g(x))
        case .point(let p): return .point(CorePoint(x: g(p.x), y: g(p.y)))
        case .size(let s): return .size(Size(width: g(s.width), height: g(s.height)))
        case .rect(let r): return .rect(CoreRect(x: g(r.x), y: g(r.y), width: g(r.width), height: g(r.height)))
        case .transform(let t): return .transform(AffineTransform(a: g(t.a), b: g(t.b), c: g(t.c), d: g(t.d), tx: g(t.tx), ty: g(t.ty)))
        case .transform3D(let t): return .transform3D(Transform3D(t.m.map(g)))
        case .bool, .color, .contentMode, .corners, .cornerCurve, .shape: return v
        }
    }

    func evaluate(_ e: Expr, in scene: Scene) -> RunValue {
        switch e.kind {
        case .number(let v): return .number(v)
        case .bool(let b): return .bool(b)
        case .color(let c): return .color(Color(c.resolved(dark: dark)))
        case .contentMode(let m): return .contentMode(m)
        case .corners(let c): return .corners(c)
        case .cornerCurve(let c): return .cornerCurve(c)
        case .identityTransform: return .transform(.identity)
        case .point(let x, let y):
            return .point(CorePoint(x: evaluate(x, in: scene).number, y: evaluate(y, in: scene).number))
        case .size(let w, let h):
            return .size(Size(width: evaluate(w, in: scene).number, height: evaluate(h, in: scene).number))
        case .rect(let x, let y, let w, let h):
            return .rect(CoreRect(x: evaluate(x, in: scene).number, y: evaluate(y, in: scene).number,
                                  width: evaluate(w, in: scene).number, height: evaluate(h, in: scene).number))
        case .view(let id, let value):
            return read(id, value, in: scene)
        case .member(let base, let member):
            return self.member(evaluate(base, in: scene), member)
        case .offset(let base, let dx, let dy):
            let x = evaluate(dx, in: scene).number, y = evaluate(dy, in: scene).number
            switch evaluate(base, in: scene) {
            case .point(let p): return .point(CorePoint(x: p.x + x, y: p.y + y))
            case let other: return .rect(other.rect.offsetBy(dx: x, dy: y))
            }
        case .inset(let base, let dx, let dy):
            return .rect(evaluate(base, in: scene).rect.insetBy(dx: evaluate(dx, in: scene).number,
                                                                 dy: evaluate(dy, in: scene).number))
        case .binary(let op, let l, let r):
            return binary(op, evaluate(l, in: scene), evaluate(r, in: scene), guarded: e.isGuardedDivision)
        case .negate(let x):
            return binary(.multiply, evaluate(x, in: scene), .number(-1))
        case .circle, .roundedRect, .ellipse:
            return Self.maskShape(e) { evaluate($0, in: scene) } ?? .shape(nil)
        case .noMask:
            return .shape(nil)
        case .math(let op, let args):
            return math(op, args, in: scene)
        case .aspect(let mode, let size, let rect):
            return aspect(mode, size, rect, in: scene)
        case .element:
            // Substituted per element before evaluation (Expr.forElement); the first element's otherwise.
            return .number(0)
        case .random(let seed, let lo, let hi):
            let l = evaluate(lo, in: scene).number
            return .number(l + (evaluate(hi, in: scene).number - l) * ElementRandom.unit(seed: seed, index: 0))
        case .transform(let steps) where steps.contains(where: \.is3D):
            return .transform3D(transform3D(steps, in: scene))
        case .transform(let steps):
            var t = AffineTransform.identity
            for step in steps {
                switch step {
                case .translate(let x, let y):
                    t = t.translatedBy(x: evaluate(x, in: scene).number, y: evaluate(y, in: scene).number)
                case .scale(let x, let y):
                    t = t.scaledBy(x: evaluate(x, in: scene).number, y: evaluate(y, in: scene).number)
                case .rotate(let a):
                    t = t.rotated(by: evaluate(a, in: scene).number)
                case .perspective, .rotate3D, .translate3D, .scale3D:
                    break   // handled above (a 4×4 transform)
                }
            }
            return .transform(t)
        }
    }

    func read(_ id: ViewID, _ value: ViewValue, in scene: Scene) -> RunValue {
        let v = physicalRead(id, value, in: scene)
        // The container's own geometry is the same mirrored (the emitted code does not mirror it).
        guard let mirror, id != .container, LayoutMirror.mirrors(value) else { return v }
        return mirror.value(v)
    }

    private func physicalRead(_ id: ViewID, _ value: ViewValue, in scene: Scene) -> RunValue {
        if let content = contentRead(id, value, in: scene) { return content }
        guard scene.contains(id) else { return .number(0) }
        let props = scene[id].props
        switch value {
        case .frame: return .rect(scene.containerFrame(id))
        case .center: return .point(scene.containerCenter(id))
        case .bounds: return .rect(CoreRect(x: 0, y: 0, width: size(of: id, scene).width, height: size(of: id, scene).height))
        case .alpha: return .number(props.alpha)
        case .transform: return .transform(props.transform)
        case .cornerRadius: return .number(props.cornerRadius)
        case .backgroundColor: return .color(props.color)
        case .hidden: return .bool(props.hidden)
        case .shadowColor: return .color(props.shadowColor)
        case .shadowOpacity: return .number(props.shadowOpacity)
        case .shadowRadius: return .number(props.shadowRadius)
        case .shadowOffset: return .size(props.shadowOffset)
        case .borderWidth: return .number(props.borderWidth)
        case .borderColor: return .color(props.borderColor)
        case .width: return .number(size(of: id, scene).width)
        case .height: return .number(size(of: id, scene).height)
        case .preferredContentSize, .imageSize, .displayCornerRadius:
            return .number(0)   // read by contentRead above
        case .initialFrame, .finalFrame:
            let side: Side?
            switch transition.views.indices.contains(id.rawValue) ? transition.views[id.rawValue].kind : .container {
            case .root(let s): side = s
            case .provided(let s, _): side = s
            default: side = nil
            }
            guard let s = side else { return .rect(.zero) }
            return .rect((value == .initialFrame ? frames.initial[s] : frames.final[s]) ?? .zero)
        }
    }

    private func size(of id: ViewID, _ scene: Scene) -> Size {
        id == .container ? Size(width: scene.width, height: scene.height) : scene[id].props.size
    }

    func member(_ v: RunValue, _ m: Member) -> RunValue {
        switch v {
        case .point(let p):
            switch m {
            case .x, .minX, .midX, .maxX: return .number(p.x)
            case .y, .minY, .midY, .maxY: return .number(p.y)
            case .origin, .center: return .point(p)
            case .width, .height, .size: return .number(0)
            }
        case .size(let s):
            switch m {
            case .width: return .number(s.width)
            case .height: return .number(s.height)
            case .size: return .size(s)
            default: return member(.rect(CoreRect(origin: .zero, size: s)), m)
            }
        default:
            let r = v.rect
            switch m {
            case .x: return .number(r.x)
            case .y: return .number(r.y)
            case .width: return .number(r.width)
            case .height: return .number(r.height)
            case .minX: return .number(r.minX)
            case .midX: return .number(r.midX)
            case .maxX: return .number(r.maxX)
            case .minY: return .number(r.minY)
            case .midY: return .number(r.midY)
            case .maxY: return .number(r.maxY)
            case .origin: return .point(r.origin)
            case .size: return .size(r.size)
            case .center: return .point(r.center)
            }
        }
    }

    /// Arithmetic on the combinations the checker builds. A `guarded` division (its divisor
    /// reads a view) follows `DivisionRule`, component by component, as the generated Swift's
    /// helper does; any other division has a non-zero constant divisor.
    func binary(_ op: BinaryOperator, _ l: RunValue, _ r: RunValue, guarded: Bool = false) -> RunValue {
        func apply(_ a: Double, _ b: Double) -> Double {
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide:
                guard guarded else { return a / b }
                let q = DivisionRule.quotient(a, b)
                if q != a / b { fallbacks.count += 1 }
                return q
            }
        }
        switch (l, r) {
        case let (.point(a), .point(b)): return .point(CorePoint(x: apply(a.x, b.x), y: apply(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(Size(width: apply(a.width, b.width), height: apply(a.height, b.height)))
        case let (.point(a), .number(k)): return .point(CorePoint(x: apply(a.x, k), y: apply(a.y, k)))
        case let (.number(k), .point(a)): return .point(CorePoint(x: apply(k, a.x), y: apply(k, a.y)))
        case let (.size(a), .number(k)): return .size(Size(width: apply(a.width, k), height: apply(a.height, k)))
        case let (.number(k), .size(a)): return .size(Size(width: apply(k, a.width), height: apply(k, a.height)))
        case let (.rect(a), .number(k)):
            return .rect(CoreRect(x: apply(a.x, k), y: apply(a.y, k), width: apply(a.width, k), height: apply(a.height, k)))
        case let (.number(k), .rect(a)):
            return .rect(CoreRect(x: apply(k, a.x), y: apply(k, a.y), width: apply(k, a.width), height: apply(k, a.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CoreRect(x: apply(a.x, b.x), y: apply(a.y, b.y), width: apply(a.width, b.width), height: apply(a.height, b.height)))
        default:
            return .number(apply(l.number, r.number))
        }
    }
}
