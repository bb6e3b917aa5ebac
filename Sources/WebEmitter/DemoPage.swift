import TransitionCompiler

/// `transc emit-web --demo`: one self-contained HTML page that plays the transition on the
/// preview scene: the module inline, a button per custom operation, and for an interactive one a
/// drag area whose pointer drives `interact(…)` (begin, update, release). `#op=NAME&t=SECONDS`
/// shows that operation paused at that time.
public enum DemoPage {
    /// One operation's preview scene before it plays.
    public struct Scene: Sendable {
        public var operation: Operation
        public var width: Double, height: Double
        /// By the names the operation calls its views (the timeline's).
        public var states: [String: WebViewState]

        public init(operation: Operation, width: Double, height: Double, states: [String: WebViewState]) {
            self.operation = operation
            self.width = width
            self.height = height
            self.states = states
        }
    }

    public static func html(_ t: TransitionIR, sourcePath: String, scenes: [Scene]) -> String {
        let width = scenes.first?.width ?? 390, height = scenes.first?.height ?? 844
        let scale = min(1, 560 / max(height, 1))
        let buttons = scenes.map { "<button data-op=\"\($0.operation.rawValue)\">\($0.operation.rawValue)</button>" }.joined(separator: "\n    ")
        let drags = scenes.filter { t.operation($0.operation)?.interaction != nil }.map {
            "<div class=\"drag\" data-op=\"\($0.operation.rawValue)\">drag to \($0.operation.rawValue)</div>"
        }.joined(separator: "\n    ")
        let sceneLiterals = scenes.map { "  \($0.operation.rawValue): \(PreviewStates.literal(t, operation: $0.operation, $0.states))" }
            .joined(separator: ",\n")
        let title = htmlEscaped("\(t.name) · transc emit-web")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
        <style>
          body { font: 14px system-ui, sans-serif; margin: 16px; display: flex; gap: 24px; align-items: flex-start; }
          #frame { width: \(JSText.number(width * scale))px; height: \(JSText.number(height * scale))px; border: 1px solid #ccc; border-radius: 12px; overflow: hidden; }
          #stage { transform: scale(\(JSText.number(scale))); transform-origin: 0 0; }
          .controls { display: flex; flex-direction: column; gap: 8px; min-width: 180px; }
          button { font: inherit; padding: 6px 12px; }
          .drag { height: 120px; border: 1px dashed #888; border-radius: 8px; display: grid; place-items: center; color: #555; touch-action: none; user-select: none; }
        </style></head>
        <body>
          <div id="frame"><div id="stage"></div></div>
          <div class="controls">
            <strong>\(title)</strong>
            \(buttons)
            \(drags)
          </div>
        <script type="module">
        \(WebEmitter.module(t, sourcePath: sourcePath))
        // The demo: the preview scene of each operation, a button per operation, a drag area per interactive one.
        const SCENES = {
        \(sceneLiterals)
        };
        const stage = document.getElementById("stage");
        let current = null;
        function reset(op) {
          if (current) current.stop();
          stage.replaceChildren();
          return mount(stage, { width: \(JSText.number(width)), height: \(JSText.number(height)), states: SCENES[op] });
        }
        for (const b of document.querySelectorAll("button[data-op]")) {
          b.addEventListener("click", () => { const op = b.dataset.op; current = play(op, reset(op)); });
        }
        for (const area of document.querySelectorAll(".drag")) {
          const op = area.dataset.op;
          let gesture = null, start = null, last = null;
          area.addEventListener("pointerdown", (e) => {
            area.setPointerCapture(e.pointerId);
            const scene = reset(op);
            gesture = interact(op, scene); current = gesture;
            gesture.begin();
            start = last = { t: e.timeStamp, x: e.clientX, y: e.clientY }; last.v = { x: 0, y: 0 };
          });
          area.addEventListener("pointermove", (e) => {
            if (!gesture) return;
            const dt = (e.timeStamp - last.t) / 1000;
            const v = dt > 0 ? { x: (e.clientX - last.x) / dt, y: (e.clientY - last.y) / dt } : last.v;
            last = { t: e.timeStamp, x: e.clientX, y: e.clientY, v };
            gesture.update({ x: e.clientX - start.x, y: e.clientY - start.y });
          });
          const end = () => { if (gesture) { gesture.release(last.v); gesture = null; } };
          area.addEventListener("pointerup", end);
          area.addEventListener("pointercancel", end);
        }
        // #op=push&t=0.2: that operation shown paused at that time (a still to look at or to screenshot).
        const params = new URLSearchParams(location.hash.slice(1));
        const first = Object.keys(SCENES)[0], shown = params.get("op");
        if (shown && Object.prototype.hasOwnProperty.call(SCENES, shown)) {
          current = play(shown, reset(shown), { paused: true });
          current.seek(Number(params.get("t")) || 0);
        } else if (first) reset(first);
        </script>
        </body></html>

        """
    }

    static func htmlEscaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
