import TransitionCompiler

/// What the web backend cannot play, as located errors (`transc check --target web`,
/// `transc emit-web`): never silence. Each names what the web lacks (Docs/EMIT-WEB.md,
/// "What is refused").
public enum WebSupport {
    /// The properties the module writes to an element (SceneRuntime.swift).
    static let played: Set<Property> = [.frame, .center, .alpha, .transform, .cornerRadius, .backgroundColor, .hidden, .clips, .corners, .cornerCurve]

    public static func refusals(_ transitions: [TransitionIR]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for t in transitions { out += refusals(t) }
        return out
    }

    static func refusal(_ message: String, at range: SourceRange, _ why: String) -> Diagnostic {
        Diagnostic(.error, "web-unsupported", message, at: range, notes: [.init(why)])
    }

    static func refusals(_ t: TransitionIR) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for v in t.views {
            switch v.kind {
            case .blur:
                out.append(refusal("the web backend does not play the blur view '\(v.name)'", at: v.range,
                                   "a UIVisualEffectView's blur has no element counterpart the module animates (backdrop-filter is not yet emitted)"))
            case .imageSnapshot:
                out.append(refusal("the web backend does not play the image snapshot '\(v.name)'", at: v.range,
                                   "an aspect-filled copy of an image view is not yet emitted (object-fit on a cloned <img> would be its counterpart)"))
            case .chrome:
                out.append(refusal("the web backend does not play the presentation chrome '\(v.name)' yet", at: v.range,
                                   "the module's presentation has a frame and a dimming view; chrome (views the presentation controller owns from present to dismiss) is played by the preview and emit-swift"))
            default:
                if v.isList {
                    out.append(refusal("the web backend does not play the list '\(v.name)'", at: v.range,
                                       "lists and staggered tracks are not yet emitted: the module takes one element per view"))
                }
            }
        }
        // A view below the presenting one: the module keeps the presenting screen behind the container.
        if t.presentingInContainer, let present = t.operation(.present)?.branch,
           let step = present.setup.first(where: { if case .insert(_, .above(.sourceRoot)) = $0.kind { return true }
                                                    if case .insert(_, .below(.sourceRoot)) = $0.kind { return true }
                                                    return false }) {
            out.append(refusal("the web backend does not place a view against the presenting view", at: step.range,
                               "the module draws the presenting screen behind the container; moving it into the container for the presentation is not yet emitted"))
        }
        let contentWhy = "the module has no view controllers' preferred sizes, images or display radius to read, nor aspectFit/aspectFill: not yet emitted"
        if let frame = t.presentation?.frame, frame.readsContentGeometry {
            out.append(refusal("the web backend does not play content geometry", at: frame.range, contentWhy))
        }
        for op in t.operations {
            for b in op.playedBranches { out += refusals(b) }
            for b in op.playedBranches where b.anyPropertyValue(\.readsContentGeometry) {
                out.append(refusal("the web backend does not play content geometry", at: b.range, contentWhy))
            }
            for (key, range) in op.interaction?.continuous?.written ?? [] {
                out.append(refusal("the web backend does not play '\(key)' yet", at: range,
                                   "the module's interaction is percent-driven (begin, update, release); the continuous model of issue 30 is played by the preview only"))
            }
        }
        // One error per place and message: a value read twice (a target's start and end), or a
        // track the Reduce Motion branch repeats, is one problem. In the file's order.
        var seen = Set<String>()
        return out.filter { seen.insert("\($0.range.start.line):\($0.range.start.column):\($0.message)").inserted }
            .sorted { ($0.range.start.line, $0.range.start.column) < ($1.range.start.line, $1.range.start.column) }
    }

    /// What one branch (the written one or its Reduce Motion form) uses that the web cannot play.
    static func refusals(_ b: BranchIR) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if let p = b.perspective {
            out.append(refusal("the web backend does not play a shared perspective", at: p.range,
                               "a view's sublayerTransform would be CSS's `perspective` on its element, not yet emitted (and its subviews' 3-D transforms are refused)"))
        }
        do {
            for step in b.setup + b.finish {
                if case .set(_, let p, let e) = step.kind { out += property(p, e, at: step.range) }
            }
            for track in b.tracks {
                if case .keyframes(_, let calc) = track.content, calc != .linear {
                    out.append(refusal("the web backend does not play '\(calc.rawValue)' keyframes", at: track.range,
                                       "Web Animations interpolates keyframes linearly between offsets (each segment with its own easing); Core Animation's \(calc.rawValue) calculation has no counterpart"))
                }
                if track.hasStagger {
                    out.append(refusal("the web backend does not play staggered tracks", at: track.range,
                                       "lists and staggered tracks are not yet emitted: the module takes one element per view"))
                }
                switch track.content {
                case .values(let targets):
                    for target in targets {
                        out += property(target.property, target.to, at: target.range)
                    }
                case .keyframes(let frames, let calc):
                    for f in frames { for v in f.values { out += property(v.property, v.value, at: f.range) } }
                    // A curved segment is played as linear pieces through the curve (KeyframeSampling); the
                    // module mixes numbers, frames and colours for them, not a transform (the preview
                    // decomposes one, as Core Animation does).
                    for (i, f) in frames.enumerated() where f.values.contains(where: { $0.property == .transform }) {
                        let window = i > 0 ? frames[i - 1].at : 0
                        if KeyframeSampling.fractions(f.curve, calculation: calc, span: f.at - window, duration: track.duration) != nil {
                            out.append(refusal("the web backend does not play a transform through a curved keyframe segment", at: f.range,
                                               "a curved segment is linear pieces through the curve's values; the module does not decompose a transform between them yet"))
                        }
                    }
                }
            }
        }
        return out
    }

    static func property(_ p: Property, _ value: Expr, at range: SourceRange) -> [Diagnostic] {
        if !played.contains(p) {
            return [refusal("the web backend does not play '\(p.rawValue)'", at: range, why(p))]
        }
        if p == .transform, value.is3DTransform {
            return [refusal("the web backend does not play a 3-D transform", at: value.range,
                            "the module keeps a view's transform as a 2-D matrix; a 3-D step (perspective, rotateX/Y, translate3d, scale3d) would need matrix3d() and its own interpolation, not yet emitted")]
        }
        return []
    }

    static func why(_ p: Property) -> String {
        switch p {
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset:
            return "a layer's shadow is four properties animated apart; CSS box-shadow is one value whose blur is not Core Animation's radius: not yet emitted"
        case .borderWidth, .borderColor:
            return "a layer's border is drawn inside the bounds, a CSS border takes layout space: not yet emitted"
        case .mask:
            return "a mask shape would be clip-path, whose interpolation is not the preview's: not yet emitted"
        case .blur:
            return "a blur view's effect has no element counterpart the module animates"
        case .zIndex:
            return "the layer's zPosition orders siblings by depth; z-index orders by stacking context: not yet emitted"
        case .contentMode:
            return "contentMode is an image view's, not an element's: not yet emitted"
        default:
            return "the module writes frame, center, alpha, transform, cornerRadius, backgroundColor, hidden, clips, corners and cornerCurve only"
        }
    }
}
