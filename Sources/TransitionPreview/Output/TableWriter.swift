import AnimatorCore
import TransitionCompiler

/// The timeline as a table for a terminal: a header naming the transition, one row per
/// frame with a column for every view property that changes, the context's events beside
/// the frame they happen in, and a closing line on the outcome. Lines stay within `width`
/// columns: when the changing properties do not fit, they continue in further blocks.
public enum TimelineTable {
    public static func render(_ timeline: Timeline, width: Int = 100) -> String {
        let t = timeline
        var out = ""
        let rule = String(repeating: "─", count: min(width, 100))
        var title = "\(t.transition) · \(t.operation.rawValue) · \(NumberFormat.trimmed(t.duration, decimals: 3)) s · \(t.outcome.rawValue)"
        if !t.animated { title += " · not animated" }
        if let s = t.scrub {
            title += " · scrub \(NumberFormat.short(s.progress)) release \(NumberFormat.short(s.releaseVelocity)) pt/s"
        }
        if let d = t.drag {
            let count = d.path.touches.reduce(0) { $0 + $1.samples.count }
            title += " · drag: \(count) sample\(count == 1 ? "" : "s"), \(d.path.touches.count) touch\(d.path.touches.count == 1 ? "" : "es")"
            if !d.followed.isEmpty { title += ", following \(d.followed.joined(separator: ", "))" }
        }
        out += title + "\n"
        // Each view with its preview label, so the table says which screen is which.
        let named = t.viewNames.map { name -> String in
            guard let label = t.before[name]?.label ?? t.after[name]?.label, !label.isEmpty, label != name else { return name }
            return "\(name) (\(label))"
        }
        out += "container \(NumberFormat.short(t.containerWidth))×\(NumberFormat.short(t.containerHeight)) pt · views: \(named.joined(separator: ", "))\n"
        out += rule + "\n"

        // Rows: the frames, and each event at its own time. An event on a frame's time sits beside
        // that frame; any other (an --at list that skips it, a release between samples) gets a row
        // of its own, so no event is shown at a time it did not happen.
        let rows = tableRows(t)
        let columns = changingColumns(t, rows: rows)
        let fixed: [Column] = [
            Column(header: "time", cells: rows.map { NumberFormat.fixed($0.time, decimals: 3) }, rightAligned: true),
            Column(header: "progress", cells: rows.map { $0.frame.map { NumberFormat.fixed(t.frames[$0].progress, decimals: 3) } ?? "" },
                   rightAligned: true),
        ]
        let events = Column(header: "events", cells: rows.map { $0.events.map(eventText).joined(separator: ", ") }, rightAligned: false)
        var blocks: [[Column]] = []
        var current: [Column] = []
        let fixedWidth = fixed.reduce(0) { $0 + $1.width + 2 }
        var used = fixedWidth + events.width + 2 // the first block also shows the events
        for c in columns {
            if !current.isEmpty && used + c.width + 2 > width {
                blocks.append(current); current = []; used = fixedWidth
            }
            current.append(c); used += c.width + 2
        }
        if !current.isEmpty || blocks.isEmpty { blocks.append(current) }
        for (b, block) in blocks.enumerated() {
            var cols = fixed + block
            if b == 0 { cols.append(events) }
            if b > 0 { out += "\n" }
            // A table too wide for one block continues below; each block says which it is and
            // whose columns it holds, and repeats the time.
            if blocks.count > 1 {
                var owners: [String] = []
                for c in block { let v = c.view; if !owners.contains(v) { owners.append(v) } }
                out += "block \(b + 1) of \(blocks.count): \(owners.joined(separator: ", "))\n"
            }
            out += line(cols.map { pad($0.header, $0.width, $0.rightAligned) }) + "\n"
            // Rows of events alone are shown once, in the block with the events.
            for r in rows.indices where b == 0 || rows[r].frame != nil {
                out += line(cols.map { pad($0.cells[r], $0.width, $0.rightAligned) }) + "\n"
            }
        }
        if columns.isEmpty { out += "(no view property changes)\n" }
        out += rule + "\n"
        for note in t.notes { out += "· \(note)\n" }
        for r in t.relayout { out += "· \(r.sentence)\n" }
        out += closing(t) + "\n"
        return out
    }

    /// One line of the table: a sampled frame (with the events at its time), or events alone.
    struct Row {
        var time: Double
        var frame: Int?
        var events: [TimelineEvent]
    }

    static func tableRows(_ t: Timeline) -> [Row] {
        var rows = t.frames.indices.map { Row(time: t.frames[$0].time, frame: $0, events: []) }
        var loose: [Row] = []
        var i = 0
        for e in t.events.sorted(by: { $0.time < $1.time }) {
            while i < rows.count, rows[i].time < e.time - 1e-9 { i += 1 }
            if i < rows.count, abs(rows[i].time - e.time) <= 1e-9 {
                rows[i].events.append(e)
            } else if let last = loose.last, abs(last.time - e.time) <= 1e-9 {
                loose[loose.count - 1].events.append(e)
            } else {
                loose.append(Row(time: e.time, frame: nil, events: [e]))
            }
        }
        // Merge by time, an event row before a frame of a later time (stable for equal times).
        var merged: [Row] = []
        merged.reserveCapacity(rows.count + loose.count)
        var j = 0
        for r in rows {
            while j < loose.count, loose[j].time < r.time { merged.append(loose[j]); j += 1 }
            merged.append(r)
        }
        merged.append(contentsOf: loose[j...])
        return merged
    }

    struct Column {
        /// The view a property column belongs to ("" for time, progress and events).
        var view = ""
        let header: String
        let cells: [String]
        let rightAligned: Bool
        /// Measured once here: `pad` needs it for every cell, and a computed property scanning
        /// all cells made the table quadratic in the number of frames.
        let width: Int

        init(header: String, cells: [String], rightAligned: Bool) {
            self.header = header
            self.cells = cells
            self.rightAligned = rightAligned
            width = cells.reduce(header.count) { max($0, $1.count) }
        }
    }

    static func line(_ cells: [String]) -> String {
        var s = cells.joined(separator: "  ")
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }

    static func pad(_ s: String, _ w: Int, _ right: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, w - s.count))
        return right ? fill + s : s + fill
    }

    static func eventText(_ e: TimelineEvent) -> String {
        if e.name == "completeTransition" { return "completeTransition(\((e.value ?? 0) != 0))" }
        if let v = e.value, ["release", "pause", "update", "touch", "grab"].contains(e.name) {
            return "\(e.name) \(NumberFormat.short(v))"
        }
        if let d = e.detail { return "\(e.name) (\(d))" }
        return e.name
    }

    enum Prop: CaseIterable {
        case inHierarchy, frame, alpha, transform, cornerRadius, color, hidden, zIndex, mask, blur, shadow, border
        var header: String {
            switch self {
            case .mask: return "mask"
            case .blur: return "blur"
            case .shadow: return "shadow"
            case .border: return "border"
            case .inHierarchy: return "inHierarchy"
            case .frame: return "frame"
            case .alpha: return "alpha"
            case .transform: return "transform"
            case .cornerRadius: return "cornerRadius"
            case .color: return "color"
            case .hidden: return "hidden"
            case .zIndex: return "zIndex"
            }
        }
    }

    static func cell(_ s: ViewState?, _ p: Prop) -> String {
        guard let s else { return "" }
        switch p {
        case .inHierarchy: return s.inHierarchy ? "yes" : "no"
        case .frame: return frameText(s.frame)
        case .alpha: return NumberFormat.fixed(s.alpha, decimals: 3)
        case .transform: return s.transform3D.map(PropertyText.transform3D) ?? transformText(s.transform)
        case .cornerRadius: return NumberFormat.fixed(s.cornerRadius, decimals: 1)
        case .color: return s.backgroundColor.hex
        case .hidden: return s.hidden ? "hidden" : "shown"
        case .zIndex: return NumberFormat.trimmed(s.zIndex, decimals: 2)
        case .mask: return PropertyText.mask(s.mask)
        case .blur: return PropertyText.blur(s.blur)
        case .shadow: return PropertyText.shadow(s.layer)
        case .border: return PropertyText.border(s.layer)
        }
    }

    static func frameText(_ r: TransitionCompiler.Rect) -> String {
        func n(_ v: Double) -> String { NumberFormat.trimmed(v, decimals: 1) }
        return "\(n(r.x)),\(n(r.y)) \(n(r.width))×\(n(r.height))"
    }

    static func transformText(_ t: AffineValue) -> String {
        if t == .identity { return "identity" }
        func n(_ v: Double) -> String { NumberFormat.trimmed(v, decimals: 3) }
        let d = DecomposedTransform(AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
        var parts: [String] = []
        if abs(d.translationX) > 1e-9 || abs(d.translationY) > 1e-9 { parts.append("translate(\(n(d.translationX)),\(n(d.translationY)))") }
        if abs(d.rotation) > 1e-9 { parts.append("rotate(\(NumberFormat.trimmed(d.rotation * 180 / Double.pi, decimals: 1))°)") }
        if abs(d.scaleX - 1) > 1e-9 || abs(d.scaleY - 1) > 1e-9 {
            parts.append(abs(d.scaleX - d.scaleY) < 1e-9 ? "scale(\(n(d.scaleX)))" : "scale(\(n(d.scaleX)),\(n(d.scaleY)))")
        }
        if abs(d.shear) > 1e-9 { parts.append("shear(\(n(d.shear)))") }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }

    /// A column for every (view, property) whose shown value differs across the rows or
    /// from the state before setup.
    static func changingColumns(_ t: Timeline, rows: [Row]) -> [Column] {
        var cols: [Column] = []
        for name in t.viewNames {
            for p in Prop.allCases {
                let cells = t.frames.map { cell($0.views[name], p) }
                let shown = rows.map { r in r.frame.map { cells[$0] } ?? "" }
                let reference = cell(t.before[name], p)
                let varies = Set(cells).count > 1
                guard varies || (p != .inHierarchy && cells.contains(where: { $0 != reference })) else { continue }
                let right = p == .alpha || p == .cornerRadius || p == .zIndex
                var column = Column(header: "\(name).\(p.header)", cells: shown, rightAligned: right)
                column.view = name
                cols.append(column)
            }
        }
        return cols
    }

    static func closing(_ t: Timeline) -> String {
        let end = NumberFormat.fixed(t.endTime, decimals: 3)
        var lines: [String] = []
        switch t.outcome {
        case .finished:
            lines.append("Finished: completeTransition(true) at \(end) s.")
            let added = t.viewNames.filter { t.before[$0]?.inHierarchy == false && t.after[$0]?.inHierarchy == true }
            let removed = t.viewNames.filter { t.before[$0]?.inHierarchy == true && t.after[$0]?.inHierarchy == false }
            var facts: [String] = []
            if !added.isEmpty { facts.append("now in the hierarchy: \(added.joined(separator: ", "))") }
            if !removed.isEmpty { facts.append("out of the hierarchy: \(removed.joined(separator: ", "))") }
            if !facts.isEmpty { lines.append("After: " + facts.joined(separator: "; ") + ".") }
        case .cancelled:
            lines.append("Cancelled: completeTransition(false) at \(end) s.")
            let diffs = differences(t.before, t.after, names: t.viewNames)
            if diffs.isEmpty {
                lines.append("The scene is restored exactly as it was before setup: no added view is left in the hierarchy and every changed property is back.")
            } else {
                lines.append("WARNING: the scene is NOT restored: " + diffs.joined(separator: "; ") + ".")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The (view, property) pairs whose values differ between two scene states.
    public static func differences(_ a: ViewStates, _ b: ViewStates, names: [String]) -> [String] {
        var out: [String] = []
        for name in names {
            guard let x = a[name], let y = b[name] else {
                if (a[name] == nil) != (b[name] == nil) { out.append("\(name) missing") }
                continue
            }
            if x == y { continue }
            for p in Prop.allCases where cell(x, p) != cell(y, p) || (p == .frame && x.frame != y.frame) {
                out.append("\(name).\(p.header) \(cell(x, p)) → \(cell(y, p))")
            }
            if x.order != y.order { out.append("\(name) drawing order \(x.order) → \(y.order)") }
        }
        return out
    }
}
