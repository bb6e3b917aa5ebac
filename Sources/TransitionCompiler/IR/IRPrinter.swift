/// A readable, deterministic text form of the IR: for `transc check --dump-ir`, and for tests
/// that pin down what the checker derived (reverses, cancellation, animator groups).
public struct IRPrinter {
    let ir: TransitionIR

    public init(_ ir: TransitionIR) {
        self.ir = ir
    }

    public func render() -> String {
        var out = "transition \(ir.name) (\(ir.context.rawValue))"
        if let a = ir.appliesTo { out += " appliesTo \(a)" }
        if ir.layoutDirection != .mirrored { out += " layoutDirection \(ir.layoutDirection.rawValue)" }
        out += "\n"
        for v in ir.views { out += "  view \(v.name): \(kind(v.kind))\(v.isList ? "[]" : "")\n" }
        if let p = ir.presentation {
            out += "  presentation frame=\(p.frame.map(expr) ?? "default")"
            if let d = p.dimming { out += " dimming=\(d.color.spelled)@\(num(d.alpha)) tap=\(d.tapToDismiss)" }
            out += "\n"
            for c in p.chrome {
                out += "    chrome \(ir.view(c.view).name) \(c.place.rawValue) frame=\(c.frame.map(expr) ?? "container.bounds")"
                if let color = c.color { out += " color=\(color.spelled)" }
                out += "\n"
            }
        }
        for op in ir.operations {
            out += "  \(op.operation.rawValue):"
            guard let b = op.branch else { out += " system\n"; continue }
            out += " duration=\(num(b.duration))"
            if let r = b.reversedFrom { out += " (reverse of \(r.rawValue))" }
            out += "\n"
            let name = { (id: ViewID) in ir.view(id).displayName(in: op.operation) }
            out += lines(b, name, indent: "    ")
            out += reduced(op)
            if let i = op.interaction {
                out += "    interactive \(gesture(i.gesture)) axis=\(i.axis.rawValue) distance=\(expr(i.distance, name)) finishAt=\(num(i.finishAt)) finishVelocity=\(num(i.finishVelocity)) completion=\(curve(i.completionCurve))\n"
                if let c = i.continuous { out += continuous(c, name) }
            }
        }
        return out
    }

    private func stagger(_ s: StaggerIR, _ name: @escaping (ViewID) -> String) -> String {
        let order: String
        switch s.order {
        case .index: order = s.reversed ? "reverse" : "forward"
        case .distance(let p): order = (s.reversed ? "toPoint(" : "fromPoint(") + expr(p, name) + ")"
        case .key(let e): order = (s.reversed ? "byDescending(" : "by(") + expr(e, name) + ")"
        }
        return "stagger \(num(s.interval)) order=\(order) room=\(num(s.room))\(s.alignsEnd ? " alignsEnd" : "")"
    }

    /// A branch's setup, tracks, animators, finish and cancel, one per line.
    private func lines(_ b: BranchIR, _ name: @escaping (ViewID) -> String, indent: String) -> String {
        var out = ""
        for s in b.setup { out += indent + "setup  \(step(s, name))\n" }
        for v in b.backfaceHidden { out += indent + "backfaceHidden \(name(v))\n" }
        for v in b.relayout { out += indent + "relayout \(name(v))\n" }
        if let p = b.perspective { out += indent + "perspective \(name(p.view)) \(num(p.distance))\n" }
        for a in b.anchors { out += indent + "anchor \(name(a.view)) point(\(num(a.x)), \(num(a.y)))\n" }
        for (i, t) in b.tracks.enumerated() {
            out += indent + "track\(i) \(name(t.view)) delay=\(num(t.delay)) duration=\(num(t.duration)) curve=\(curve(t.curve))\n"
            if let s = t.stagger { out += indent + "  \(stagger(s, name))\n" }
            switch t.content {
            case .values(let targets):
                for x in targets { out += indent + "  \(x.property.rawValue): \(x.from.map { expr($0, name) + " -> " } ?? "")\(expr(x.to, name))\n" }
            case .keyframes(let frames, let calc):
                out += indent + "  keyframes (\(calc.rawValue))\n"
                for f in frames {
                    out += indent + "    at \(num(f.at))\(f.curve.map { " curve=" + curve($0) } ?? ""): "
                        + f.values.map { "\($0.property.rawValue)=\(expr($0.value, name))" }.joined(separator: " ") + "\n"
                }
            }
        }
        for g in b.animators {
            out += indent + "animator delay=\(num(g.delay)) duration=\(num(g.duration)) curve=\(curve(g.curve)) tracks=\(g.tracks.map(String.init).joined(separator: ","))\n"
        }
        for s in b.finish { out += indent + "finish \(step(s, name))\n" }
        for s in b.cancel { out += indent + "cancel \(step(s, name))\n" }
        return out
    }

    /// What plays under Reduce Motion (`reduceMotion:`): the choice, and a derived or named branch.
    private func reduced(_ op: OperationIR) -> String {
        guard op.branch != nil else { return "" }
        var out = "    reduceMotion: \(op.reduceMotionChoice.description)"
        guard let b = op.reducedBranch else { return out + "\n" }
        out += " duration=\(num(b.duration))\n"
        let name = { (id: ViewID) in ir.view(id).displayName(in: op.operation) }
        return out + lines(b, name, indent: "      ")
    }

    /// The continuous part of an interaction (issue 30), one line per followed view.
    private func continuous(_ c: ContinuousInteractionIR, _ name: @escaping (ViewID) -> String) -> String {
        let resistance: String
        switch c.resistance {
        case .none: resistance = "none"
        case .rubberBand(let d): resistance = "rubberBand(" + (d.map { expr($0, name) } ?? "axis") + ")"
        }
        let release: String
        switch c.release {
        case .threshold: release = "threshold"
        case .project(let r): release = "project(\(num(r)))"
        }
        var out = "      continuous resistance=\(resistance) release=\(release) velocityRule=\(c.velocityRule) interruptible=\(c.interruptible)"
            + (c.detents.map { " detents=[\($0.map(num).joined(separator: ", "))]" } ?? "") + "\n"
        for f in c.follow {
            out += "      follow \(name(f.view)) along=\(f.along.rawValue)" + (f.over.map { " over=" + expr($0, name) } ?? "")
                + f.driven.map { " \($0.kind.rawValue)=\(num($0.from))->\(num($0.to))" }.joined() + "\n"
        }
        return out
    }

    private func gesture(_ g: InteractionIR.Gesture) -> String {
        switch g {
        case .pan: return "pan"
        case .edgePan(let e): return "edgePan(\(e.rawValue))"
        }
    }

    private func kind(_ k: ViewKind) -> String {
        switch k {
        case .container: return "container"
        case .root(let s): return "root(\(s.rawValue))"
        case .provided(let s, let p): return "provided(\(s.rawValue).\(p))"
        case .snapshot(let of): return "snapshot(\(ir.view(of).name))"
        case .overlay(let c): return "overlay(\(expr(c)))"
        case .blur(let style): return "blur(\(style.rawValue))"
        case .imageSnapshot(let of): return "imageSnapshot(\(ir.view(of).name))"
        case .tiles(let of, let grid): return "tiles(\(ir.view(of).name), columns: \(grid.columns), rows: \(grid.rows))"
        case .dimming: return "dimming"
        case .chrome(.view): return "chrome(view)"
        case .chrome(.grabber): return "chrome(grabber)"
        case .chrome(.snapshotOfPresenting): return "chrome(snapshot(presenting))"
        }
    }

    private func step(_ s: StepIR, _ name: @escaping (ViewID) -> String) -> String {
        switch s.kind {
        case .insert(let v, .top): return "insert \(name(v))"
        case .insert(let v, .above(let o)): return "insert \(name(v)) above \(name(o))"
        case .insert(let v, .below(let o)): return "insert \(name(v)) below \(name(o))"
        case .remove(let v): return "remove \(name(v))"
        case .set(let v, let p, let e): return "set \(name(v)).\(p.rawValue) = \(expr(e, name))"
        case .restore(let v, let p): return "restore \(name(v)).\(p.rawValue)"
        }
    }

    func curve(_ c: CurveIR) -> String {
        switch c {
        case .named(let n): return n.rawValue
        case .cubic(let a, let b, let c, let d): return "cubic(\(num(a)), \(num(b)), \(num(c)), \(num(d)))"
        case .steps(let n, let p): return "steps(\(n), \(p.rawValue))"
        case .spring(.dampingRatio(let r, let v)): return "spring(damping:\(num(r)), velocity:\(num(v)))"
        case .spring(.physical(let m, let k, let d, let v)): return "spring(mass:\(num(m)), stiffness:\(num(k)), damping:\(num(d)), velocity:\(num(v)))"
        case .spring(.perceptual(let d, let b, let v)): return "spring(duration:\(num(d)), bounce:\(num(b)), velocity:\(num(v)))"
        }
    }

    func expr(_ e: Expr) -> String { expr(e) { ir.view($0).name } }

    func expr(_ e: Expr, _ name: @escaping (ViewID) -> String) -> String {
        let x = { (e: Expr) in self.expr(e, name) }
        switch e.kind {
        case .number(let v): return num(v)
        case .bool(let b): return String(b)
        case .color(let c): return c.spelled
        case .contentMode(let m): return m.rawValue
        case .corners(let c): return c.spelled
        case .cornerCurve(let c): return c.rawValue
        case .identityTransform: return "identity"
        case .point(let a, let b): return "point(\(x(a)), \(x(b)))"
        case .size(let a, let b): return "size(\(x(a)), \(x(b)))"
        case .rect(let a, let b, let c, let d): return "rect(\(x(a)), \(x(b)), \(x(c)), \(x(d)))"
        case .view(_, .displayCornerRadius): return "display.cornerRadius"
        case .view(let id, let v): return "\(name(id)).\(v.rawValue)"
        case .member(let a, let m): return "\(x(a)).\(m.rawValue)"
        case .offset(let r, let dx, let dy): return "\(x(r)).offset(x:\(x(dx)), y:\(x(dy)))"
        case .inset(let r, let dx, let dy): return "\(x(r)).inset(x:\(x(dx)), y:\(x(dy)))"
        case .binary(let op, let a, let b): return "(\(x(a)) \(op.rawValue) \(x(b)))"
        case .negate(let a): return "-\(x(a))"
        case .circle(let c, let r): return "circle(\(x(c)), \(x(r)))"
        case .roundedRect(let rect, let r): return "roundedRect(\(x(rect)), \(x(r)))"
        case .ellipse(let rect): return "ellipse(\(x(rect)))"
        case .noMask: return "none"
        case .math(let op, let args) where op.isComparison: return "(\(x(args[0])) \(op.rawValue) \(x(args[1])))"
        case .math(let op, let args): return "\(op.rawValue)(" + args.map(x).joined(separator: ", ") + ")"
        case .aspect(let mode, let size, let rect): return "\(mode.rawValue)(\(x(size)), in:\(x(rect)))"
        case .element(let v): return v.rawValue
        case .random(let seed, let lo, let hi): return "random(\(x(lo)), \(x(hi)), seed: \(seed))"
        case .transform(let steps):
            return steps.map { "\($0.printedName)(" + $0.operands.map(x).joined(separator: ", ") + ")" }.joined(separator: " ")
        }
    }

    func num(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        // Large numbers print in the shortest form that reads back, exponent and all: scaling
        // them for rounding would overflow, and trimming zeros would cut an exponent's.
        guard v.isFinite, abs(v) < 1e12 else { return String(v) }
        let scaled = (v * 1_000_000).rounded() / 1_000_000
        if scaled == scaled.rounded() { return String(Int(scaled)) }
        var s = String(scaled)
        while s.hasSuffix("0"), !s.contains("e") { s.removeLast() }
        return s
    }
}
