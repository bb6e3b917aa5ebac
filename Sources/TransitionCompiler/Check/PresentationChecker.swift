/// `presentation:`, `interactive:` and `preview:`.
extension TransitionChecker {
    func checkPresentation(_ node: YAMLNode) -> PresentationIR? {
        guard let pairs = reader.mapping(node, "'presentation'") else { return nil }
        let keys = reader.keyed(pairs, known: SpecKeys.presentation, owner: node.range, what: "'presentation'")
        let containerOnly = ExpressionChecker.Scope(views: ["container": .container], decls: views)
        var frame: Expr?
        if let pair = keys["frame"] {
            // The frame may read the presented view controller's preferredContentSize (and nothing
            // else of it: the frame is what decides the rest, ContentGeometryChecks.swift).
            let frameScope = ExpressionChecker.Scope(views: ["container": .container, "presented": .destinationRoot], decls: views)
            frame = expression(pair.value, expected: .rect, scope: frameScope, what: "the presented frame")
            if let f = frame, let bad = f.firstRead(where: { $0 == .destinationRoot && $1 != .preferredContentSize }) {
                sink.error("presented-frame-cycle", "the presented frame cannot read the presented view's own geometry", at: bad.range,
                           notes: [.init("this frame is where UIKit puts the presented view; read 'presented.preferredContentSize' (the size its content asks for) or the container's size")])
                frame = nil
            }
        }
        var dimming: DimmingIR?
        if let pair = keys["dimming"], let dpairs = reader.mapping(pair.value, "'dimming'") {
            let d = reader.keyed(dpairs, known: SpecKeys.dimming, owner: pair.value.range, what: "'dimming'")
            var color = RGBA(red: 0, green: 0, blue: 0)
            if let c = d["color"], let e = expression(c.value, expected: .color, scope: containerOnly, what: "the dimming colour"),
               case .color(let rgba) = e.kind {
                color = rgba
            }
            var alpha = 0.5
            if let a = d["alpha"], let e = expression(a.value, expected: .number, scope: containerOnly, what: "the dimming alpha") {
                if let v = ConstantFolder.number(e), (0...1).contains(v) { alpha = v } else {
                    sink.error("out-of-range", "alpha must be a constant in 0...1", at: e.range)
                }
            }
            var tap = false
            if let t = d["tapToDismiss"] { tap = checkBool(t.value, what: "tapToDismiss") ?? false }
            if let dimmingView = views.first(where: { if case .dimming = $0.kind { return true } else { return false } }) {
                dimming = DimmingIR(color: color, alpha: alpha, tapToDismiss: tap, view: dimmingView.id, range: pair.key.range)
            }
        }
        return PresentationIR(frame: frame, dimming: dimming, range: node.range)
    }

    func checkBool(_ node: YAMLNode, what: String) -> Bool? {
        guard let s = scalarValue(node, "true or false") else { return nil }
        switch s.value {
        case "true": return true
        case "false": return false
        default:
            sink.error("type-mismatch", "\(what) must be true or false, found '\(Names.printable(s.value))'", at: s.range,
                       notes: ["yes", "no", "on", "off"].contains(s.value.lowercased())
                           ? [.init("this language reads only true and false as booleans (not YAML 1.1's yes/no/on/off)")] : [])
            return nil
        }
    }

    func checkInteractive(_ node: YAMLNode, branches: BranchSet) -> [Operation: InteractionIR] {
        guard let pairs = reader.mapping(node, "'interactive'") else { return [:] }
        var result: [Operation: InteractionIR] = [:]
        for pair in pairs {
            guard let name = reader.keyName(pair) else { continue }
            guard let op = Operation(rawValue: name), op.context == context else {
                reader.reportUnknown(name, kind: "operation", in: "'interactive'", candidates: context.operations.map(\.rawValue),
                                     at: pair.key.range, code: "unknown-operation")
                continue
            }
            if !branches.isCustom(op) {
                sink.error("interactive-system", "'\(name)' has no custom animation to drive",
                           at: pair.key.range, notes: [.init("give '\(name)' a branch (or 'reverse …'); a gesture cannot drive UIKit's own animation")])
                continue
            }
            if let i = checkInteraction(pair.value, op: op) { result[op] = i }
        }
        return result
    }

    private func checkInteraction(_ node: YAMLNode, op: Operation) -> InteractionIR? {
        guard let pairs = reader.mapping(node, "an interaction") else { return nil }
        let keys = reader.keyed(pairs, known: SpecKeys.interaction,
                                required: SpecKeys.interactionRequired, owner: node.range, what: "an interaction")
        var gesture = InteractionIR.Gesture.pan
        var defaultAxis = InteractionIR.Axis.y
        var ok = true
        if let g = keys["gesture"], let s = scalarValue(g.value, "a gesture") {
            let checker = ExpressionChecker(sink: sink, scalar: s, scope: scope(for: op))
            switch ExpressionParser.parse(s.value) {
            case .success(.identifier("pan", _)): gesture = .pan
            case .success(.call(.identifier("edgePan", _), let args, let r)):
                let edges = SpecKeys.edges
                if args.count == 1, case .identifier(let e, let er) = args[0].value {
                    if let edge = leadingEdge(e, at: checker.range(er)) ?? InteractionIR.Edge(rawValue: e) {
                        gesture = .edgePan(edge)
                        defaultAxis = edge == .left || edge == .right ? .x : .y
                    } else {
                        NodeReader(sink: sink).reportUnknown(e, kind: "edge", in: "edgePan", candidates: edges, at: checker.range(er), code: "unknown-name")
                        ok = false
                    }
                } else {
                    checker.error("argument-count", "'edgePan' takes one edge", r, notes: [.init("edgePan(leading), edgePan(trailing), edgePan(left), edgePan(right), edgePan(top) or edgePan(bottom)")])
                    ok = false
                }
            case .success(let other):
                if case .identifier(let n, let nr) = other {
                    NodeReader(sink: sink).reportUnknown(n, kind: "gesture", in: "this interaction", candidates: SpecKeys.gestures,
                                                         at: checker.range(nr), code: "unknown-name")
                } else {
                    checker.error("unknown-name", "a gesture is pan or edgePan(edge)", other.range)
                }
                ok = false
            case .failure(let f):
                checker.report(f)
                ok = false
            }
        }
        var axis = defaultAxis
        if let a = keys["axis"], let s = scalarValue(a.value, "an axis") {
            if let v = InteractionIR.Axis(rawValue: s.value) { axis = v } else {
                reader.reportUnknown(s.value, kind: "axis", in: "this interaction", candidates: SpecKeys.axes, at: s.range, code: "unknown-name")
                ok = false
            }
        }
        var distance: Expr?
        if let d = keys["distance"] {
            distance = expression(d.value, expected: .number, scope: scope(for: op), what: "distance")
            if let e = distance, let v = ConstantFolder.number(e), v == 0 {
                sink.error("out-of-range", "distance must not be 0", at: e.range, notes: [.init("it is the translation that means progress 1")])
                ok = false
            }
        }
        var finishAt = 0.5
        if let f = keys["finishAt"] {
            if let e = expression(f.value, expected: .number, scope: scope(for: op), what: "finishAt"), let v = ConstantFolder.number(e), (0...1).contains(v) {
                finishAt = v
            } else {
                sink.error("out-of-range", "finishAt must be a constant progress in 0...1", at: f.value.range)
                ok = false
            }
        }
        var finishVelocity = 1000.0
        let velocityOff = keys["finishVelocity"].flatMap { velocityRuleOff($0.value) }
        if let f = keys["finishVelocity"], velocityOff == nil {
            if let e = expression(f.value, expected: .number, scope: scope(for: op), what: "finishVelocity"), let v = ConstantFolder.number(e), v >= 0, v.isFinite {
                finishVelocity = v
            } else {
                sink.error("out-of-range", "finishVelocity must be a constant of at least 0 (points per second), or none", at: f.value.range)
                ok = false
            }
        }
        var curve = CurveIR.named(.easeInOut)
        if let c = keys["completionCurve"] {
            if let v = checkCurve(c.value, scope: scope(for: op)) {
                if case .steps = v {
                    sink.error("completion-steps", "a completion curve cannot be steps()", at: c.value.range,
                               notes: [.init("UIKit continues an interactive transition with a cubic or spring timing")])
                    ok = false
                } else {
                    curve = v
                }
            } else {
                ok = false
            }
        }
        let continuous = checkContinuous(keys, op: op, velocityOff: velocityOff, ok: &ok)
        guard ok, let dist = distance else { return nil }
        var result = InteractionIR(gesture: gesture, axis: axis, distance: dist, finishAt: finishAt, finishVelocity: finishVelocity,
                                   completionCurve: curve, range: node.range)
        result.continuous = continuous
        return result
    }

    func checkPreview(_ node: YAMLNode?, presentation: PresentationIR?) -> PreviewScene {
        var scene = PreviewScene(width: 393, height: 852, views: [:])
        guard let node, let pairs = reader.mapping(node, "'preview'") else { return scene }
        let names = scope(for: nil).views
        let known = ["device"] + names.keys.filter { $0 != "container" }.sorted()
        for pair in pairs {
            guard let name = reader.keyName(pair), name == "device" else { continue }
            guard let d = reader.mapping(pair.value, "'device'") else { continue }
            let keys = reader.keyed(d, known: SpecKeys.device, owner: pair.value.range, what: "'device'")
            if let p = keys["cornerRadius"] {
                if let e = expression(p.value, expected: .number, scope: ExpressionChecker.Scope(views: [:], decls: views), what: "cornerRadius"),
                   let v = ConstantFolder.number(e), v >= 0, v <= 1_000 {
                    scene.displayCornerRadius = v
                } else {
                    sink.error("out-of-range", "the device cornerRadius must be a constant in 0...1000 points", at: p.value.range)
                }
            }
            for (key, set) in [("width", { (v: Double) in scene.width = v }), ("height", { (v: Double) in scene.height = v })] {
                guard let p = keys[key] else { continue }
                if let e = expression(p.value, expected: .number, scope: ExpressionChecker.Scope(views: [:], decls: views), what: key),
                   let v = ConstantFolder.number(e), v > 0, v <= 10_000 {
                    set(v)
                } else {
                    sink.error("out-of-range", "the device \(key) must be a constant in 1...10000 points", at: p.value.range)
                }
            }
        }
        for pair in pairs {
            guard let name = reader.keyName(pair), name != "device" else { continue }
            guard let id = names[name], name != "container" else {
                reader.reportUnknown(name, kind: "view", in: "'preview'", candidates: known, at: pair.key.range, code: "unknown-view")
                continue
            }
            warnAmbiguousRoot(name, at: pair.key.range)
            guard let vpairs = reader.mapping(pair.value, "a preview view") else { continue }
            let keys = reader.keyed(vpairs, known: SpecKeys.previewView, owner: pair.value.range, what: "a preview view")
            var view = PreviewView(frame: nil, color: PreviewPalette.color(for: id), label: nil)
            let previewScope = ExpressionChecker.Scope(views: ["container": .container], decls: views)
            if let f = keys["frame"], let e = expression(f.value, expected: .rect, scope: previewScope, what: "a preview frame") {
                if let rect = PreviewEvaluator(width: scene.width, height: scene.height).rect(e) {
                    view.frame = rect
                } else {
                    sink.error("not-constant", "a preview frame must be made of numbers and container.width/height", at: e.range)
                }
            }
            if let c = keys["color"], let e = expression(c.value, expected: .color, scope: previewScope, what: "a preview colour"),
               case .color(let rgba) = e.kind {
                view.color = rgba
            }
            if let l = keys["label"], let s = reader.scalar(l.value, "a label") { view.label = s.value }
            if let i = keys["image"], let s = reader.scalar(i.value, "an image path") { view.image = previewImage(s, at: i.value.range) }
            if let s = keys["imageSize"] { view.imageSize = previewImageSize(s.value) }
            if let s = keys["preferredContentSize"] {
                if id == .destinationRoot, context == .modal {
                    view.preferredContentSize = previewPreferredSize(s.value)
                } else {
                    sink.error("preferred-content-size", "'preferredContentSize' is the presented view controller's, in a modal transition", at: s.key.range,
                               notes: [.init(context == .modal ? "give it under 'presented:'" : "a modal transition's 'presented.preferredContentSize' sizes the presentation by its content")])
                }
            }
            view.list = previewList(keys, decl: views[id.rawValue], scene: scene, frame: &view.frame)
            scene.views[id] = view
        }
        return scene
    }
}

extension TransitionChecker {
    /// `imageSize: { width: W, height: H }`: the size of the image a view shows (a photo's pixels,
    /// or any unit: only the aspect is used), as a rectangle at the origin; nil after an error.
    func previewImageSize(_ node: YAMLNode) -> Rect? {
        previewSize(node, key: "imageSize", accepts: { $0 > 0 && $0 <= 100_000 }) {
            "the image \($0) must be a constant in 1...100000 (pixels, or any unit: only the aspect is used)"
        }
    }

    /// `preferredContentSize: { width: W, height: H }` (points, 0...10000 each; 0 is no
    /// preference), as a rectangle at the origin; nil after an error.
    func previewPreferredSize(_ node: YAMLNode) -> Rect? {
        previewSize(node, key: "preferredContentSize", accepts: { $0 >= 0 && $0 <= 10_000 }) {
            "the preferred \($0) must be a constant in 0...10000 points (0: no preference)"
        }
    }

    /// A preview `{ width: W, height: H }` under `key`, each a constant `accepts` takes (else
    /// `out-of-range` with `rangeMessage(component)`), as a rectangle at the origin; nil after an error.
    private func previewSize(_ node: YAMLNode, key: String, accepts: (Double) -> Bool, rangeMessage: (String) -> String) -> Rect? {
        guard let pairs = reader.mapping(node, "'\(key)'") else { return nil }
        let keys = reader.keyed(pairs, known: SpecKeys.size, owner: node.range, what: "'\(key)'")
        var size: [Double] = []
        for component in SpecKeys.size {
            guard let p = keys[component] else {
                sink.error("missing-key", "'\(key)' needs a \(component)", at: node.range)
                return nil
            }
            if let e = expression(p.value, expected: .number, scope: ExpressionChecker.Scope(views: [:], decls: views), what: component),
               let v = ConstantFolder.number(e), accepts(v) {
                size.append(v)
            } else {
                sink.error("out-of-range", rangeMessage(component), at: p.value.range)
                return nil
            }
        }
        return Rect(x: 0, y: 0, width: size[0], height: size[1])
    }
}

/// Default preview colours, by view id (a fixed palette, so previews are deterministic).
public enum PreviewPalette {
    static let colors: [RGBA] = [
        RGBA(red: 0.949, green: 0.949, blue: 0.969),   // container: systemGroupedBackground
        RGBA(red: 0.898, green: 0.898, blue: 0.918),   // source
        RGBA(red: 1, green: 1, blue: 1),               // destination
        RGBA(red: 0, green: 0.478, blue: 1),           // then systemBlue, orange, green, pink, purple, teal
        RGBA(red: 1, green: 0.584, blue: 0),
        RGBA(red: 0.204, green: 0.78, blue: 0.349),
        RGBA(red: 1, green: 0.176, blue: 0.333),
        RGBA(red: 0.686, green: 0.322, blue: 0.871),
        RGBA(red: 0.188, green: 0.69, blue: 0.78),
    ]

    public static func color(for id: ViewID) -> RGBA {
        colors[id.rawValue < 3 ? id.rawValue : 3 + (id.rawValue - 3) % (colors.count - 3)]
    }
}

/// Evaluates preview geometry: numbers and the container's size only.
struct PreviewEvaluator {
    let width: Double
    let height: Double

    func number(_ e: Expr) -> Double? {
        ConstantFolder.number(e) { id, value in
            guard id == .container else { return nil }
            return value == .width ? width : value == .height ? height : nil
        }
    }

    func rect(_ e: Expr) -> Rect? {
        guard case .rect(let x, let y, let w, let h) = e.kind,
              let a = number(x), let b = number(y), let c = number(w), let d = number(h) else { return nil }
        return Rect(x: a, y: b, width: c, height: d)
    }
}

extension TransitionChecker {
    /// A preview image, read now so that a missing, unreadable or huge file is located. A warning,
    /// not an error: only the preview draws it, and an app's build (the plugin's emit-swift) must
    /// not fail on an image that is not in the app target; the preview draws the screen without it.
    func previewImage(_ scalar: YAMLScalar, at range: SourceRange) -> PreviewImage? {
        let path = scalar.value
        guard !path.isEmpty else {
            sink.warning("preview-image", "an image path is empty", at: range,
                       notes: [Diagnostic.Note("expected a PNG or JPEG file, relative to the spec's folder: image: screens/grid.png")])
            return nil
        }
        switch PreviewImageLoader.load(path, relativeTo: file.path) {
        case .success(let image):
            return image
        case .failure(.unreadable(let why)):
            sink.warning("preview-image", "cannot read the image '\(path)': \(why)", at: range,
                       notes: [Diagnostic.Note("the path is relative to the folder of the spec")])
        case .failure(.notAnImage):
            sink.warning("preview-image", "'\(path)' is not a PNG or JPEG image", at: range,
                       notes: [Diagnostic.Note("preview images are PNG or JPEG files (the renderers embed them as they are)")])
        case .failure(.tooLarge(let why)):
            sink.warning("preview-image", "the image '\(path)' is too large: \(why)", at: range,
                       notes: [Diagnostic.Note("scale the screen down (1× of the preview device is enough)")])
        }
        return nil
    }
}
