import TransitionCompiler

/// The timeline as JSON (Docs/TIMELINE-FORMAT.md): hand-written, keys in a fixed order,
/// numbers with `NumberFormat.machine`, one view state per line.
public enum TimelineJSON {
    public static func render(_ timeline: Timeline) -> String {
        var out = ""
        write(timeline, indent: "", into: &out)
        out += "\n"
        return out
    }

    /// Several timelines (`--op both`): a JSON array.
    public static func render(_ timelines: [Timeline]) -> String {
        if timelines.count == 1 { return render(timelines[0]) }
        var out = "[\n"
        for (i, t) in timelines.enumerated() {
            out += "  "
            write(t, indent: "  ", into: &out)
            out += i + 1 < timelines.count ? ",\n" : "\n"
        }
        out += "]\n"
        return out
    }

    static func write(_ t: Timeline, indent: String, into out: inout String) {
        let i1 = indent + "  ", i2 = i1 + "  ", i3 = i2 + "  "
        out += "{\n"
        out += "\(i1)\"format\": \"transc-timeline/1\",\n"
        out += "\(i1)\"transition\": \(string(t.transition)),\n"
        out += "\(i1)\"operation\": \(string(t.operation.rawValue)),\n"
        out += "\(i1)\"duration\": \(number(t.duration)),\n"
        out += "\(i1)\"outcome\": \(string(t.outcome.rawValue)),\n"
        out += "\(i1)\"animated\": \(t.animated),\n"
        // Only when on, so timelines of a device with no setting turned on keep their form.
        if t.settings.reduceMotion { out += "\(i1)\"reduceMotion\": true,\n" }
        if let d = t.drag {
            out += "\(i1)\"interactive\": " + dragJSON(d, indent: i1) + ",\n"
        } else if let s = t.scrub {
            out += "\(i1)\"interactive\": {\"scrub\": \(number(s.progress)), \"releaseVelocity\": \(number(s.releaseVelocity))},\n"
        } else {
            out += "\(i1)\"interactive\": null,\n"
        }
        out += "\(i1)\"endTime\": \(number(t.endTime)),\n"
        out += "\(i1)\"container\": {\"width\": \(number(t.containerWidth)), \"height\": \(number(t.containerHeight))},\n"
        out += "\(i1)\"viewNames\": [\(t.viewNames.map(string).joined(separator: ", "))],\n"
        out += "\(i1)\"notes\": [\(t.notes.map(string).joined(separator: ", "))],\n"
        if !t.relayout.isEmpty { out += "\(i1)\"relayout\": [\(t.relayout.map(relayout).joined(separator: ", "))],\n" }
        out += "\(i1)\"events\": [\n"
        for (k, e) in t.events.enumerated() {
            var line = "\(i2){\"name\": \(string(e.name)), \"time\": \(number(e.time))"
            if let v = e.value {
                line += e.name == "completeTransition" ? ", \"value\": \(v != 0)" : ", \"value\": \(number(v))"
            }
            if let d = e.detail { line += ", \"detail\": \(string(d))" }
            line += "}"
            out += line + (k + 1 < t.events.count ? ",\n" : "\n")
        }
        out += "\(i1)],\n"
        out += "\(i1)\"before\": "
        writeStates(t.before, names: t.viewNames, indent: i1, into: &out)
        out += ",\n\(i1)\"after\": "
        writeStates(t.after, names: t.viewNames, indent: i1, into: &out)
        out += ",\n\(i1)\"frames\": [\n"
        for (k, f) in t.frames.enumerated() {
            out += "\(i2){\"time\": \(number(f.time)), \"progress\": \(number(f.progress)), \"views\": "
            writeStates(f.views, names: t.viewNames, indent: i2, into: &out)
            out += "}" + (k + 1 < t.frames.count ? ",\n" : "\n")
        }
        _ = i3
        out += "\(i1)]\n\(indent)}"
    }

    /// A `--drag` run: the path as given, the followed views, and each touch, release and
    /// grab with its numbers (Docs/TIMELINE-FORMAT.md).
    static func dragJSON(_ d: TimelineDrag, indent: String) -> String {
        let i2 = indent + "  ", i3 = i2 + "  "
        var samples: [String] = []
        for touch in d.path.touches {
            for s in touch.samples {
                samples.append("{\"time\": \(number(s.time)), \"dx\": \(number(s.translation.x)), \"dy\": \(number(s.translation.y))}")
            }
            if let lift = touch.lift { samples.append("{\"time\": \(number(lift)), \"up\": true}") }
        }
        var decisions: [String] = []
        for e in d.events {
            var line = "{\"kind\": \(string(e.kind.rawValue)), \"time\": \(number(e.time)), \"progress\": \(number(e.progress))"
            if let v = e.velocity { line += ", \"velocity\": {\"x\": \(number(v.x)), \"y\": \(number(v.y))}" }
            if let r = e.rule { line += ", \"rule\": \(string(r))" }
            if let p = e.projected { line += ", \"projected\": \(number(p))" }
            if let r = e.restingPlace { line += ", \"restingPlace\": \(number(r))" }
            decisions.append(line + "}")
        }
        return "{\n\(i2)\"drag\": [\n" + samples.map { i3 + $0 }.joined(separator: ",\n") + "\n\(i2)],\n"
            + "\(i2)\"followed\": [\(d.followed.map(string).joined(separator: ", "))],\n"
            + "\(i2)\"decisions\": [\n" + decisions.map { i3 + $0 }.joined(separator: ",\n") + "\n\(i2)]\n\(indent)}"
    }

    static func writeStates(_ states: ViewStates, names: [String], indent: String, into out: inout String) {
        let ordered = names.filter { states[$0] != nil } + states.keys.filter { !names.contains($0) }.sorted()
        out += "{\n"
        for (k, name) in ordered.enumerated() {
            guard let s = states[name] else { continue }
            out += "\(indent)  \(string(name)): \(state(s))" + (k + 1 < ordered.count ? ",\n" : "\n")
        }
        out += "\(indent)}"
    }

    public static func state(_ s: ViewState) -> String {
        let f = s.frame, tr = s.transform
        var line = "{\"frame\": {\"x\": \(number(f.x)), \"y\": \(number(f.y)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}"
        line += ", \"alpha\": \(number(s.alpha))"
        line += ", \"transform\": {\"a\": \(number(tr.a)), \"b\": \(number(tr.b)), \"c\": \(number(tr.c)), \"d\": \(number(tr.d)), \"tx\": \(number(tr.tx)), \"ty\": \(number(tr.ty))}"
        line += ", \"cornerRadius\": \(number(s.cornerRadius))"
        line += ", \"backgroundColor\": \(string(s.backgroundColor.hex))"
        line += ", \"hidden\": \(s.hidden), \"zIndex\": \(number(s.zIndex)), \"inHierarchy\": \(s.inHierarchy), \"order\": \(s.order)"
        if let i = s.imageFill {
            line += ", \"image\": {\"color\": \(string(i.color.hex)), \"aspect\": \(number(i.aspect))}"
        }
        if let b = s.blur {
            line += ", \"blur\": {\"style\": \(string(b.style)), \"amount\": \(number(b.amount))}"
        }
        if let m = s.mask {
            line += ", \"mask\": {\"x\": \(number(m.frame.x)), \"y\": \(number(m.frame.y)), \"width\": \(number(m.frame.width))"
            line += ", \"height\": \(number(m.frame.height)), \"cornerRadius\": \(number(m.cornerRadius))"
            line += m.isEllipse ? ", \"ellipse\": true}" : "}"
        }
        if let c = s.clip {
            // Only when not UIKit's defaults (Docs/TIMELINE-FORMAT.md).
            line += ", \"clip\": {\"clips\": \(c.clips), \"corners\": [" + c.corners.names.map(string).joined(separator: ", ") + "]"
            line += ", \"cornerCurve\": \(string(c.cornerCurve.rawValue))}"
        }
        if let m = s.transform3D {
            line += ", \"transform3D\": [" + m.map(number).joined(separator: ", ") + "]"
        }
        if s.backfaceHidden { line += ", \"backfaceHidden\": true" }
        if let d = s.perspective { line += ", \"perspective\": \(number(d))" }
        if let a = s.anchor {
            line += ", \"anchor\": {\"x\": \(number(a.x)), \"y\": \(number(a.y))}"
        }
        if s.layer != .none {
            // Only when a spec sets or animates the shadow or border (Docs/TIMELINE-FORMAT.md).
            let l = s.layer
            line += ", \"layer\": {\"shadowColor\": \(string(l.shadowColor.hex)), \"shadowOpacity\": \(number(l.shadowOpacity))"
            line += ", \"shadowRadius\": \(number(l.shadowRadius)), \"shadowOffset\": {\"width\": \(number(l.shadowOffsetWidth)), \"height\": \(number(l.shadowOffsetHeight))}"
            line += ", \"borderWidth\": \(number(l.borderWidth)), \"borderColor\": \(string(l.borderColor.hex))}"
        }
        line += ", \"label\": \(s.label.map(string) ?? "null")}"
        return line
    }

    static func number(_ v: Double) -> String { NumberFormat.machine(v) ?? "null" }

    static func string(_ s: String) -> String {
        var out = ""
        Escape.jsonString(s, into: &out, htmlSafe: false)
        return out
    }
}

extension TimelineJSON {
    /// `{"view": "presented", "blocks": [{"delay": 0, "duration": 0.4, "keyframes": false}], "note": "…"}`.
    static func relayout(_ r: TimelineRelayout) -> String {
        let blocks = r.blocks.map { "{\"delay\": \(number($0.delay)), \"duration\": \(number($0.duration)), \"keyframes\": \($0.keyframes)}" }
        return "{\"view\": \(string(r.view)), \"blocks\": [\(blocks.joined(separator: ", "))], \"note\": \(string(r.sentence))}"
    }
}
