import Foundation
import Testing
import TransitionCompiler
import TransitionPreview
import WebEmitter

/// The emitted web module played in headless Chromium on a page built from the preview scene,
/// read back at each sample time of the preview's timeline (Docs/EMIT-WEB.md, "The proof").
enum WebProof {
    /// The largest difference found per quantity, and where.
    struct Gaps: CustomStringConvertible {
        var frame = 0.0, alpha = 0.0, transform = 0.0, translation = 0.0, radius = 0.0, color = 0.0
        var samples = 0, views = 0
        /// Samples where the preview's alpha or radius overshot past what CSS can hold.
        var clamped = 0
        var worst: [String: String] = [:]
        var mismatches: [String] = []

        mutating func note(_ quantity: String, _ gap: Double, _ at: String) {
            let gap = gap.isNaN ? .infinity : gap
            switch quantity {
            case "frame": if gap > frame { frame = gap; worst[quantity] = at }
            case "alpha": if gap > alpha { alpha = gap; worst[quantity] = at }
            case "transform": if gap > transform { transform = gap; worst[quantity] = at }
            case "translation": if gap > translation { translation = gap; worst[quantity] = at }
            case "color": if gap > color { color = gap; worst[quantity] = at }
            default: if gap > radius { radius = gap; worst[quantity] = at }
            }
        }

        var description: String {
            "frame \(frame) px, alpha \(alpha), transform a-d \(transform), tx/ty \(translation) px, corner radius \(radius) px, colour \(color) over \(samples) samples × \(views) views (\(clamped) overshoots clamped); worst: \(worst)"
                + (mismatches.isEmpty ? "" : "; mismatches: \(mismatches.prefix(5))")
        }
    }

    /// What the page reads of one element.
    struct Read: Decodable {
        var name: String
        var parent: String
        var left: Double, top: Double, width: Double, height: Double
        var opacity: Double
        var matrix: [Double]
        /// Top-left, top-right, bottom-left, bottom-right, as computed.
        var radii: [Double]
        /// The background colour's red, green, blue (0…255) and alpha (0…1), as computed.
        var color: [Double]
        var hidden: Bool
    }

    /// An example, or a regression spec (Tests/Regressions) where no example has that name.
    static func transition(_ example: String) throws -> TransitionIR {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let inExamples = root.appendingPathComponent("Examples/\(example).yaml")
        let url = FileManager.default.fileExists(atPath: inExamples.path) ? inExamples : root.appendingPathComponent("Tests/Regressions/\(example).yaml")
        let result = Compiler.compile(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
        guard let t = result.transitions.first, !result.hasErrors else { throw ToolError("\(example) does not check") }
        return t
    }

    /// The `before` states by IR name, as the module's `mount` takes them.
    static func states(_ timeline: Timeline, _ t: TransitionIR) -> String {
        PreviewStates.literal(t, operation: timeline.operation, webStates(timeline.before))
    }

    static func webStates(_ states: ViewStates) -> [String: WebViewState] {
        states.mapValues { s in
            WebViewState(frame: s.frame, alpha: s.alpha, cornerRadius: s.cornerRadius, color: s.backgroundColor,
                         transform: [s.transform.a, s.transform.b, s.transform.c, s.transform.d, s.transform.tx, s.transform.ty],
                         hidden: s.hidden, inHierarchy: s.inHierarchy, order: s.order)
        }
    }

    /// The page script's reader: every element of the scene, by the name the module gave it.
    static let reader = #"""
    function readAll(container) {
      const out = [];
      for (const el of container.querySelectorAll("[data-transc]")) {
        const cs = getComputedStyle(el);
        const parent = el.parentElement.closest("[data-transc]");
        const m = cs.transform === "none" ? [1, 0, 0, 1, 0, 0] : cs.transform.replace(/^matrix\(|\)$/g, "").split(",").map(Number);
        out.push({ name: el.dataset.transc, parent: parent && container.contains(parent) ? parent.dataset.transc : "container",
          left: parseFloat(cs.left), top: parseFloat(cs.top), width: parseFloat(cs.width), height: parseFloat(cs.height),
          opacity: parseFloat(cs.opacity), matrix: m, hidden: cs.visibility === "hidden",
          color: (cs.backgroundColor.match(/[-0-9.e]+/g) || []).map(Number).concat([1]).slice(0, 4),
          radii: [cs.borderTopLeftRadius, cs.borderTopRightRadius, cs.borderBottomLeftRadius, cs.borderBottomRightRadius].map(parseFloat) });
      }
      return out;
    }
    """#

    /// Writes the module and a page running `script` (which sets `window.result`), loads it in
    /// headless Chromium and returns the decoded reads, one array per sample.
    static func run(_ chromium: String, module: String, body script: String, tag: String) throws -> [[Read]] {
        let dir = try Tools.tempDir("web-\(tag)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(module.utf8).write(to: dir.appendingPathComponent("transition.mjs"))
        let page = """
        <!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">
        <div id="c"></div><pre id="out">pending</pre>
        <script type="module">
        import * as T from "./transition.mjs";
        \(reader)
        const container = document.getElementById("c");
        try {
        \(script)
          document.getElementById("out").textContent = JSON.stringify(samples);
        } catch (e) { document.getElementById("out").textContent = "ERROR " + e + " " + e.stack; }
        </script></body></html>
        """
        let url = dir.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: url)
        let (_, dom, err) = try Tools.run(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=\(dir.appendingPathComponent("profile").path)", "--virtual-time-budget=5000",
            "--dump-dom", url.absoluteString,
        ], in: dir)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw ToolError("no output from the page: \(dom.prefix(300)) \(err.suffix(300))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
        guard text.hasPrefix("[") else { throw ToolError("the page failed: \(text.prefix(600))") }
        return try JSONDecoder().decode([[Read]].self, from: Data(text.utf8))
    }

    /// The timeline's device settings as the module's options (after `paused: true`).
    static func settings(_ timeline: Timeline) -> String {
        (timeline.settings.reduceMotion ? ", reduceMotion: true" : "")
            + ", appearance: \(JSONText.string(timeline.settings.appearance.rawValue))"
            + ", layoutDirection: \(JSONText.string(timeline.settings.layoutDirection.rawValue))"
    }

    /// Plays `op` paused, seeks each sample time of the timeline and compares.
    static func prove(_ chromium: String, _ t: TransitionIR, _ timeline: Timeline) throws -> Gaps {
        let module = WebEmitter.module(t, sourcePath: "\(t.name).yaml")
        let times = timeline.frames.map { "\($0.time)" }.joined(separator: ", ")
        let script = """
          const scene = T.mount(container, { width: \(timeline.containerWidth), height: \(timeline.containerHeight), states: \(states(timeline, t)) });
          const player = T.play(\(JSONText.string(timeline.operation.rawValue)), scene, { paused: true\(settings(timeline)) });
          const samples = [];
          for (const time of [\(times)]) { player.seek(time); samples.push(readAll(container)); }
          player.complete();
          samples.push(readAll(container));
        """
        let reads = try run(chromium, module: module, body: script, tag: t.name)
        // The last read is after `finish`: the timeline's `after`.
        let after = TimelineFrame(time: timeline.endTime, progress: 1, views: timeline.after)
        return compare(timeline.frames + [after], timeline.operation, t, reads)
    }

    /// The interactive scenario of `transc run --scrub P --release-velocity V` played through the
    /// module's interact(): scrubbed to P over P × T, held, released, its completion sought.
    static func proveInteractive(_ chromium: String, _ t: TransitionIR, _ timeline: Timeline) throws -> Gaps {
        guard let scrub = timeline.scrub, let gesture = timeline.gesture else { throw ToolError("not an interactive timeline") }
        let module = WebEmitter.module(t, sourcePath: "\(t.name).yaml")
        let times = timeline.frames.map { "\($0.time)" }.joined(separator: ", ")
        let p = min(max(scrub.progress, 0), 1), scrubEnd = p * timeline.duration, release = scrubEnd + Interpreter.pauseDuration
        let script = """
          const scene = T.mount(container, { width: \(timeline.containerWidth), height: \(timeline.containerHeight), states: \(states(timeline, t)) });
          const gesture = T.interact(\(JSONText.string(timeline.operation.rawValue)), scene, { paused: true\(settings(timeline)) });
          gesture.begin();
          const samples = [];
          let released = false;
          for (const time of [\(times)]) {
            if (time <= \(scrubEnd)) gesture.update(Math.min(time / \(timeline.duration), \(p)) * \(gesture.distance));
            else if (time <= \(release)) gesture.update(\(p * gesture.distance));
            else { if (!released) { gesture.release(\(scrub.releaseVelocity)); released = true; } gesture.seek(time - \(release)); }
            samples.push(readAll(container));
          }
          if (!released) gesture.release(\(scrub.releaseVelocity));
          gesture.end();
          samples.push(readAll(container));
        """
        let reads = try run(chromium, module: module, body: script, tag: t.name + "-i")
        let after = TimelineFrame(time: timeline.endTime, progress: timeline.outcome == .finished ? 1 : 0, views: timeline.after)
        return compare(timeline.frames + [after], timeline.operation, t, reads)
    }

    /// Each timeline view in the hierarchy against the element of the same name.
    static func compare(_ frames: [TimelineFrame], _ op: TransitionCompiler.Operation, _ t: TransitionIR, _ reads: [[Read]]) -> Gaps {
        var gaps = Gaps()
        gaps.samples = min(reads.count, frames.count)
        if reads.count != frames.count { gaps.mismatches.append("\(reads.count) samples read for \(frames.count) times") }
        let names = Dictionary(t.views.map { ($0.displayName(in: op), $0.name) }, uniquingKeysWith: { a, _ in a })
        for (frame, read) in zip(frames, reads) {
            let byName = Dictionary(read.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            var counted = 0
            for (display, state) in frame.views where display != "container" {
                let name = names[display] ?? display
                let at = "\(display) at \(frame.time)"
                guard let r = byName[name] else {
                    if state.inHierarchy { gaps.mismatches.append("\(at): in the preview's hierarchy, not on the page") }
                    continue
                }
                guard state.inHierarchy else { gaps.mismatches.append("\(at): on the page, not in the preview's hierarchy"); continue }
                counted += 1
                if r.hidden != state.hidden { gaps.mismatches.append("\(at): hidden \(r.hidden) on the page, \(state.hidden) in the preview") }
                let f = containerFrame(r, byName)
                for (a, b) in [(f.x, state.frame.x), (f.y, state.frame.y), (f.width, state.frame.width), (f.height, state.frame.height)] {
                    gaps.note("frame", abs(a - b), at)
                }
                // CSS clamps opacity to 0…1 and a radius at 0 (CSS Color 4, CSS Backgrounds 3) where a
                // spring's overshoot takes the preview's number past them: both draw the clamped value.
                gaps.note("alpha", abs(r.opacity - min(max(state.alpha, 0), 1)), at)
                if state.alpha < 0 || state.alpha > 1 || state.cornerRadius < 0 { gaps.clamped += 1 }
                // Red, green and blue as fractions (CSS serialises them on 0…255), alpha as it is.
                let c = state.backgroundColor
                for (a, b) in zip(r.color.prefix(3), [c.red, c.green, c.blue]) { gaps.note("color", abs(a / 255 - b), at) }
                gaps.note("color", abs(r.color[3] - c.alpha), at)
                let m = state.transform
                for (a, b) in zip(r.matrix.prefix(4), [m.a, m.b, m.c, m.d]) { gaps.note("transform", abs(a - b), at) }
                for (a, b) in zip(r.matrix.suffix(2), [m.tx, m.ty]) { gaps.note("translation", abs(a - b), at) }
                // Each corner: the radius where the view rounds it (`corners`, every one by default), 0 elsewhere.
                let rounded = state.clip?.corners ?? .all
                for (k, corner) in [CornerSet.topLeft, .topRight, .bottomLeft, .bottomRight].enumerated() {
                    gaps.note("radius", abs(r.radii[k] - (rounded.contains(corner) ? max(state.cornerRadius, 0) : 0)), at)
                }
            }
            gaps.views = max(gaps.views, counted)
        }
        return gaps
    }

    /// The element's frame as the timeline writes it: its centre carried to container space
    /// through its ancestors' maps, ± half its size (the transform is compared on its own).
    static func containerFrame(_ r: Read, _ all: [String: Read]) -> (x: Double, y: Double, width: Double, height: Double) {
        func apply(_ m: [Double], _ p: (Double, Double)) -> (Double, Double) { (m[0] * p.0 + m[2] * p.1 + m[4], m[1] * p.0 + m[3] * p.1 + m[5]) }
        // bounds (origin top-left) -> superview: translate(-w/2, -h/2), the matrix, translate(left, top).
        func local(_ r: Read, _ p: (Double, Double)) -> (Double, Double) {
            let q = apply(r.matrix, (p.0 - r.width / 2, p.1 - r.height / 2))
            return (q.0 + r.left, q.1 + r.top)
        }
        var center = (r.left, r.top)
        var parent = all[r.parent]
        var steps = 0
        while let p = parent, steps < 64 {
            center = local(p, center)
            parent = all[p.parent]
            steps += 1
        }
        return (center.0 - r.width / 2, center.1 - r.height / 2, r.width, r.height)
    }
}

/// JSON string literals for the test pages.
enum JSONText {
    static func string(_ s: String) -> String {
        String(decoding: try! JSONEncoder().encode(s), as: UTF8.self)
    }
}
