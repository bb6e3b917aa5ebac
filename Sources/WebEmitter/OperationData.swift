import TransitionCompiler

/// The IR as the module's data: the views (`VIEWS`), the presentation frame (`PRESENTATION`)
/// and each custom operation (`OPS`): its steps, tracks and interaction, every expression a
/// function of the scene (JSExpr.swift), every curve a CSS easing (Easing.swift).
enum OperationData {
    static func views(_ t: TransitionIR) -> String {
        let entries = t.views.map { v -> String in
            var fields = ["name: \(JSText.string(v.name))"]
            switch v.kind {
            case .container: fields.append("kind: \"container\"")
            case .root(let side): fields += ["kind: \"root\"", "side: \(JSText.string(side.rawValue))"]
            case .provided(let side, _): fields += ["kind: \"provided\"", "side: \(JSText.string(side.rawValue))"]
            case .snapshot(let of): fields += ["kind: \"snapshot\"", "of: \(of.rawValue)", "transient: true"]
            case .imageSnapshot(let of): fields += ["kind: \"snapshot\"", "of: \(of.rawValue)", "transient: true"]
            case .overlay(let color): fields += ["kind: \"overlay\"", "color: \(JSExpr.function(color))", "transient: true"]
            case .blur: fields += ["kind: \"overlay\"", "color: () => [0, 0, 0, 0]", "transient: true"]
            case .tiles: fields += ["kind: \"overlay\"", "color: () => [0, 0, 0, 0]", "transient: true"]   // lists are refused (WebSupport)
            case .dimming: fields.append("kind: \"dimming\"")
            // Refused before emission (WebSupport); a placeholder keeps the indices.
            case .chrome: fields += ["kind: \"overlay\"", "color: () => [0, 0, 0, 0]", "transient: true"]
            }
            return "  { \(fields.joined(separator: ", ")) },"
        }
        return "const VIEWS = [\n\(entries.joined(separator: "\n"))\n];"
    }

    static func presentation(_ t: TransitionIR) -> String {
        guard t.context == .modal, let p = t.presentation else { return "const PRESENTATION = null;" }
        return "const PRESENTATION = { frame: \(p.frame.map(JSExpr.function) ?? "null") };"
    }

    static func operations(_ t: TransitionIR) -> String {
        let ops = t.operations.compactMap { op -> String? in
            guard let b = op.branch else { return nil }
            var fields = ["forward: \(op.operation.isForward)"] + branch(b)
            fields.append("interaction: \(op.interaction.map { InteractionData.literal($0, duration: b.duration) } ?? "null")")
            // What plays under Reduce Motion (`reduceMotion:`); null: UIKit's default, which the web has not.
            fields.append("reduced: \(op.reducedBranch.map { "{\n    \(branch($0).joined(separator: ",\n    ")),\n  }" } ?? "null")")
            return "  \(op.operation.rawValue): {\n    \(fields.joined(separator: ",\n    ")),\n  },"
        }
        return "const OPS = {\n\(ops.joined(separator: "\n"))\n};"
    }

    /// A branch's fields: its duration, steps and tracks.
    static func branch(_ b: BranchIR) -> [String] {
        ["duration: \(JSText.number(b.duration))", "setup: \(steps(b.setup))",
         "tracks: [\n\(b.tracks.map(track).map { "      \($0)," }.joined(separator: "\n"))\n    ]",
         "finish: \(steps(b.finish))", "cancel: \(steps(b.cancel))"]
    }

    static func steps(_ steps: [StepIR]) -> String {
        let items = steps.map { step -> String in
            switch step.kind {
            case .insert(let v, .top): return "[\"insert\", \(v.rawValue), \"top\"]"
            case .insert(let v, .above(let s)): return "[\"insert\", \(v.rawValue), \"above\", \(s.rawValue)]"
            case .insert(let v, .below(let s)): return "[\"insert\", \(v.rawValue), \"below\", \(s.rawValue)]"
            case .remove(let v): return "[\"remove\", \(v.rawValue)]"
            case .set(let v, let p, let e): return "[\"set\", \(v.rawValue), \(JSText.string(p.rawValue)), \(JSExpr.function(e))]"
            case .restore(let v, let p): return "[\"restore\", \(v.rawValue), \(JSText.string(p.rawValue))]"
            }
        }
        return items.isEmpty ? "[]" : "[\n      \(items.joined(separator: ",\n      ")),\n    ]"
    }

    static func track(_ t: TrackIR) -> String {
        var fields = ["view: \(t.view.rawValue)", "delay: \(JSText.number(t.delay))", "duration: \(JSText.number(t.duration))",
                      "easing: \(JSText.string(Easing.css(t.curve, delay: t.delay, duration: t.duration)))"]
        switch t.content {
        case .values(let targets):
            let values = targets.map { "[\(JSText.string($0.property.rawValue)), \($0.from.map(JSExpr.function) ?? "null"), \(JSExpr.function($0.to))]" }
            fields.append("values: [\(values.joined(separator: ", "))]")
        case .keyframes(let frames, let calculation):
            fields.append("properties: [\(t.properties.map { JSText.string($0.rawValue) }.joined(separator: ", "))]")
            // Which of them a curved segment's pieces interpolate (the others take the end value past the curve's midpoint).
            let mixed = t.properties.filter { KeyframeSampling.interpolates($0, transform3D: false) }
            fields.append("interpolated: [\(mixed.map { JSText.string($0.rawValue) }.joined(separator: ", "))]")
            // As UIKit plays the emitted keyframes (TransitionCompiler's KeyframeSampling, the
            // interpreter's PlayedKeyframes): each keyframe animates over its window, from the
            // previous keyframe's time, so a property that skips one holds until then; a curved
            // segment is linear pieces through the curve's values (`fractions`), not an easing.
            let keys = frames.enumerated().map { i, f -> String in
                let window = i > 0 ? frames[i - 1].at : 0
                let fractions = KeyframeSampling.fractions(f.curve, calculation: calculation, span: f.at - window, duration: t.duration)
                let easing = fractions == nil ? Easing.segment(f.curve, duration: t.duration).map(JSText.string) ?? "null" : "null"
                let sampled = fractions.map { "[\($0.map(JSText.number).joined(separator: ", "))]" } ?? "null"
                let values = f.values.map { "[\(JSText.string($0.property.rawValue)), \(JSExpr.function($0.value))]" }
                return "{ at: \(JSText.number(f.at)), window: \(JSText.number(window)), easing: \(easing), fractions: \(sampled), values: [\(values.joined(separator: ", "))] }"
            }
            fields.append("keyframes: [\(keys.joined(separator: ", "))]")
        }
        return "{ \(fields.joined(separator: ", ")) }"
    }
}
