import Foundation
import TransitionCompiler

public struct HTMLOptions: Sendable, Equatable {
    /// Seconds the last frame is held before the player loops.
    public var pause: Double
    /// Open paused at this time when the URL has no fragment (`--render html --at T`).
    public var initialTime: Double?

    // The drag-and-release parameters are no page-wide option: each timeline carries its own
    // operation's gesture (`Timeline.gesture`), so `--op both` cannot mix them up.
    public init(pause: Double = 1.0, initialTime: Double? = nil) {
        self.pause = pause
        self.initialTime = initialTime
    }
}

/// Timelines → one self-contained HTML page (no network, no external script, style or font):
/// the timelines as JSON data in a `<script type="application/json">` element, a hand-written
/// player script and its CSS inline. See Docs/PREVIEW.md for what the player offers.
///
/// The page reads its URL fragment: `#t=0.25&op=push&paused` draws exactly the frame at 0.25 s
/// of the push and stays paused (what the browser test screenshots). Keys: `t` (seconds), `op`
/// (`push`, `pop-cancelled`, an index, or `all` to play every timeline in sequence), `paused`,
/// `speed`, `zoom`; `release=P&velocity=V` starts the interactive scenario released at progress P
/// with velocity V (points per second), which then finishes or cancels; `drag=DX,DY` holds a drag
/// at that translation (points; followed views move with it); `reduce` shows the
/// timelines played with Reduce Motion on, when the page carries both (the player's toggle).
public enum HTMLRenderer {
    public static func render(_ timelines: [Timeline], options: HTMLOptions = HTMLOptions()) -> String {
        let timelines = timelines.map { $0.sharingPerspectives().centringAnchors() }
        // A Reduce Motion counterpart is the same operation: named once.
        let standard = timelines.filter { !$0.settings.reduceMotion }
        let title = (timelines.first?.transition ?? "transition") + " · "
            + (standard.isEmpty ? timelines : standard).map(operationTitle).joined(separator: ", ")
        var out = ""
        out.reserveCapacity(16_384 + timelines.reduce(0) { $0 + $1.frames.count * $1.viewNames.count * 120 })
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"generator\" content=\"transc\">\n"
        out += "<title>\(Escape.xml(title))</title>\n<style>\n\(css)</style>\n</head>\n<body>\n"
        out += body
        out += "<script type=\"application/json\" id=\"transc-data\">"
        writeData(timelines, options: options, into: &out)
        out += "</script>\n<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: - Data

    /// `{"options":…,"timelines":[{…,"gesture":{…}|null,"scrub":{…}|null,"times":[…],
    /// "views":[{"name":…,"cols":{"x":[…]|n,…}}]}]}`: columns with one value per frame, or a
    /// single number when constant.
    static func writeData(_ timelines: [Timeline], options: HTMLOptions, into out: inout String) {
        out += "{\"version\":2,\"options\":{\"pause\":"
        Num.append(max(0, fin(options.pause)), to: &out)
        out += ",\"initialTime\":"
        if let t = options.initialTime, t.isFinite { Num.append(max(0, t), decimals: 4, to: &out) } else { out += "null" }
        // The plots are named as the user writes properties (to.cornerRadius, not to.r).
        out += "},\"plots\":{"
        out += plotNames.map { "\"\($0.key)\":\"\($0.name)\"" }.joined(separator: ",")
        out += "},\"images\":["
        out += (timelines.first?.images ?? []).map { "\"" + dataURI($0) + "\"" }.joined(separator: ",")
        out += "],\"timelines\":["
        for (ti, t) in timelines.enumerated() {
            if ti > 0 { out += "," }
            writeTimeline(t, into: &out)
        }
        out += "]}"
    }

    /// The columns the player plots, in order, with the name each is shown by.
    static let plotNames: [(key: String, name: String)] = [
        ("x", "frame.x"), ("y", "frame.y"), ("w", "frame.width"), ("h", "frame.height"), ("alpha", "alpha"),
        ("a", "transform.a"), ("b", "transform.b"), ("c", "transform.c"), ("d", "transform.d"),
        ("tx", "transform.tx"), ("ty", "transform.ty"), ("r", "cornerRadius"), ("z", "zIndex"),
    ]

    private static func writeTimeline(_ t: Timeline, into out: inout String) {
        var frames = t.frames.isEmpty ? [TimelineFrame(time: 0, progress: 0, views: t.before)] : t.frames
        // The finish (cancel) steps are a cut on a device: the player's last instant shows the scene after them.
        if let ending = SVGRenderer.afterScene(t, frames: frames), let last = frames.last {
            frames.append(TimelineFrame(time: last.time + SVGRenderer.afterCut, progress: ending.progress, views: ending.views))
        }
        out += "{\"transition\":"
        Escape.jsonString(t.transition, into: &out)
        out += ",\"operation\":"
        Escape.jsonString(t.operation.rawValue, into: &out)
        out += ",\"outcome\":"
        Escape.jsonString(t.outcome.rawValue, into: &out)
        out += ",\"reduceMotion\":\(t.settings.reduceMotion)"
        // Views the app lays out in every frame (`relayout: true`): said under the title.
        out += ",\"relayout\":["
        for (i, r) in t.relayout.enumerated() {
            if i > 0 { out += "," }
            Escape.jsonString(r.sentence, into: &out)
        }
        out += "]"
        out += ",\"duration\":"
        Num.append(max(0, fin(t.duration)), decimals: 4, to: &out)
        out += ",\"width\":"
        Num.append(max(1, fin(t.containerWidth)), to: &out)
        out += ",\"height\":"
        Num.append(max(1, fin(t.containerHeight)), to: &out)
        writeGesture(t, into: &out)
        var previous = -Double.infinity
        let times = frames.map { f -> Double in
            let time = max(previous, fin(f.time))
            previous = time
            return time
        }
        out += ",\"times\":"
        numbers(times, decimals: 4, into: &out, collapse: false)
        out += ",\"progress\":"
        numbers(frames.map { clamp01($0.progress) }, decimals: 4, into: &out, collapse: false)
        out += ",\"events\":["
        for (i, e) in t.events.enumerated() {
            if i > 0 { out += "," }
            out += "{\"name\":"
            Escape.jsonString(e.name, into: &out)
            out += ",\"time\":"
            Num.append(e.time, decimals: 4, to: &out)
            out += ",\"value\":"
            if let v = e.value, v.isFinite { Num.append(v, decimals: 4, to: &out) } else { out += "null" }
            out += ",\"text\":"
            Escape.jsonString(TimelineTable.eventText(e), into: &out)
            out += "}"
        }
        out += "],\"views\":["
        var names = t.viewNames
        for n in frames[0].views.keys.sorted() where !names.contains(n) { names.append(n) }
        var columns: [String: [ViewState]] = [:], references: [String: ViewState] = [:]
        for name in names {
            var column: [ViewState?] = frames.map { $0.views[name] }
            guard var lastSeen = column.first(where: { $0 != nil }) ?? nil else { continue }
            for i in column.indices { if let v = column[i] { lastSeen = v } else { column[i] = lastSeen } }
            let states = column.map { $0 ?? lastSeen }
            columns[name] = states
            references[name] = states[frames.map { isDrawn($0.views[name]) }.firstIndex(of: true) ?? 0]
        }
        var timelineWithFrames = t
        timelineWithFrames.frames = frames
        let labelOffsets = LabelLayout.offsets([timelineWithFrames], references: references)
        var first = true
        for name in names {
            guard let states = columns[name], let reference = references[name] else { continue }
            if !first { out += "," }
            first = false
            out += "{\"name\":"
            Escape.jsonString(name, into: &out)
            out += ",\"label\":"
            Escape.jsonString(LabelLayout.text(name, reference), into: &out)
            out += ",\"labelColor\":\"\(labelColor(on: reference.backgroundColor))\",\"fontSize\":"
            Num.append(LabelLayout.fontSize(reference), decimals: 1, to: &out)
            out += ",\"labelDy\":"
            Num.append(labelOffsets[name] ?? 0, decimals: 1, to: &out)
            if let image = reference.image {
                out += ",\"image\":{\"i\":\(image.index),\"crop\":"
                numbers([image.crop.x, image.crop.y, image.crop.width, image.crop.height], decimals: 6, into: &out, collapse: false)
                out += "}"
            }
            // A subview of another view (not the container) is drawn inside its superview's box,
            // placed in its bounds: the superview's transform, opacity and mask then apply to it.
            if let superview = reference.nesting?.superview, columns[superview] != nil {
                out += ",\"parent\":"
                Escape.jsonString(superview, into: &out)
            }
            out += ",\"cols\":{"
            let numeric: [(String, Int, (ViewState) -> Double)] = [
                ("x", 3, { SVGRenderer.placementCentre($0).x - $0.frame.width / 2 }),
                ("y", 3, { SVGRenderer.placementCentre($0).y - $0.frame.height / 2 }),
                ("w", 3, { $0.frame.width }), ("h", 3, { $0.frame.height }),
                ("alpha", 4, { $0.alpha }),
                ("a", 5, { $0.transform.a }), ("b", 5, { $0.transform.b }),
                ("c", 5, { $0.transform.c }), ("d", 5, { $0.transform.d }),
                ("tx", 3, { $0.transform.tx }), ("ty", 3, { $0.transform.ty }),
                ("r", 3, { $0.cornerRadius }), ("z", 3, { $0.zIndex }),
                ("order", 0, { Double($0.order) }),
            ]
            numericColumns(numeric, of: states, into: &out)
            out += "\"drawn\":"
            numbers(frames.map { isDrawn($0.views[name]) ? 1 : 0 }, decimals: 0, into: &out, collapse: true)
            out += ",\"color\":"
            colorColumn(states.map { $0.backgroundColor.hex }, into: &out)
            out += "}"
            writeLayerColumns(states, into: &out)
            writeTransform3DColumns(states, into: &out)
            writeMaskColumns(states, into: &out)
            writeClipColumns(states, into: &out)
            writeBlurColumns(states, into: &out)
            writeImageColumns(states, into: &out)
            out += "}"
        }
        out += "]}"
    }

    /// The continuous model the mouse drag plays (null: percent-driven): `follow` (each view's name,
    /// `axis` when it follows along the gesture's axis only, its driven `scale` and `alpha` as
    /// [from, to] over `over` points), `project` (the deceleration rate, or null for the threshold
    /// rule), `velocityRule`, `rubberBand` (the dimension, or null) and `detents`.
    static func writeContinuous(_ c: TimelineGesture.Continuous?, into out: inout String) {
        guard let c else { out += "null"; return }
        func pair(_ p: (from: Double, to: Double)?) {
            guard let p else { out += "null"; return }
            out += "["; Num.append(fin(p.from), to: &out); out += ","; Num.append(fin(p.to), to: &out); out += "]"
        }
        func optional(_ v: Double?) { if let v, v.isFinite { Num.append(v, to: &out) } else { out += "null" } }
        out += "{\"follow\":["
        for (k, f) in c.follow.enumerated() {
            if k > 0 { out += "," }
            out += "{\"view\":"
            Escape.jsonString(f.view, into: &out)
            out += ",\"axis\":" + (f.alongAxisOnly ? "true" : "false") + ",\"scale\":"
            pair(f.scale)
            out += ",\"alpha\":"
            pair(f.alpha)
            out += ",\"over\":"
            Num.append(fin(f.over), to: &out)
            out += "}"
        }
        out += "],\"project\":"
        optional(c.projectRate)
        out += ",\"velocityRule\":" + (c.velocityRule ? "true" : "false") + ",\"rubberBand\":"
        optional(c.rubberBand)
        out += ",\"detents\":"
        if let d = c.detents {
            out += "["
            for (k, v) in d.enumerated() { if k > 0 { out += "," }; Num.append(clamp01(v), decimals: 4, to: &out) }
            out += "]"
        } else {
            out += "null"
        }
        out += "}"
    }

    /// The operation's own gesture (null: not interactive, the player hides its panel) and the
    /// scenario a release timeline was played with (null for a plain playing).
    static func writeGesture(_ t: Timeline, into out: inout String) {
        out += ",\"gesture\":"
        if let g = t.gesture {
            out += "{\"axis\":"
            Escape.jsonString(g.axis == "y" ? "y" : "x", into: &out)
            out += ",\"distance\":"
            if g.distance.isFinite, g.distance != 0 { Num.append(g.distance, to: &out) } else { out += "null" }
            out += ",\"finishAt\":"
            Num.append(clamp01(g.finishAt), decimals: 4, to: &out)
            out += ",\"finishVelocity\":"
            Num.append(max(0, fin(g.finishVelocity)), to: &out)
            out += ",\"continuous\":"
            writeContinuous(g.continuous, into: &out)
            out += "}"
        } else {
            out += "null"
        }
        out += ",\"scrub\":"
        if let s = t.scrub {
            out += "{\"progress\":"
            Num.append(clamp01(s.progress), decimals: 4, to: &out)
            out += ",\"velocity\":"
            Num.append(fin(s.releaseVelocity), to: &out)
            out += "}"
        } else {
            out += "null"
        }
    }

    static func numbers(_ values: [Double], decimals: Int, into out: inout String, collapse: Bool) {
        if collapse, let first = values.first {
            let f = Num.format(first, decimals: decimals)
            if values.allSatisfy({ Num.format($0, decimals: decimals) == f }) { out += f; return }
        }
        out += "["
        for (i, v) in values.enumerated() {
            if i > 0 { out += "," }
            Num.append(v, decimals: decimals, to: &out)
        }
        out += "]"
    }

    // MARK: - Page

    static let body = #"""
<div id="stage-wrap"><div id="stage"></div></div>
<div id="panel">
  <h1 id="title"></h1>
  <div class="hint" id="relayout" hidden></div>
  <div class="row">
    <button id="play" type="button" title="Play / pause (space)">Pause</button>
    <select id="op" title="Operation"></select>
    <label>Speed <select id="speed">
      <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>
      <option value="1" selected>1×</option><option value="2">2×</option>
    </select></label>
    <label><input type="checkbox" id="loop" checked> Loop</label>
    <label id="reduce-label" hidden><input type="checkbox" id="reduce"> Reduce Motion</label>
  </div>
  <div class="row"><input id="scrub" type="range" min="0" max="1000" step="1" value="0" aria-label="Time"></div>
  <div class="row mono" id="readout"></div>
  <fieldset id="interactive">
    <legend>Interactive</legend>
    <div class="hint">Drag on the stage (along <b id="axis">x</b>) to drive the transition, then let go: it finishes or cancels by progress and velocity. Or release from here:</div>
    <div class="row">
      <label>Progress <input id="rel-p" type="number" min="0" max="1" step="0.05" value="0.3"></label>
      <label>Velocity <input id="rel-v" type="number" step="100" value="0"> pt/s</label>
      <button id="release" type="button">Release</button>
    </div>
    <div class="row mono" id="outcome"></div>
  </fieldset>
  <canvas id="plot" width="380" height="100"></canvas>
  <ol id="events" class="mono"></ol>
</div>

"""#

    static let css = #"""
html,body{margin:0;padding:0;background:#ececf0;color:#1c1c1e;font:13px -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif}
#stage-wrap{position:absolute;left:16px;top:16px;overflow:hidden;background:#fff;box-shadow:0 0 0 1px rgba(0,0,0,.2);touch-action:none;cursor:grab}
#stage{position:absolute;left:0;top:0;transform-origin:0 0;overflow:hidden}
.view{position:absolute;box-sizing:border-box;display:flex;align-items:center;justify-content:center;overflow:hidden}
.view span{font-weight:600;white-space:nowrap;pointer-events:none;user-select:none}
#panel{position:absolute;top:16px;width:380px}
#panel h1{font-size:15px;margin:0 0 8px}
.row{display:flex;gap:8px;align-items:center;margin:6px 0;flex-wrap:wrap}
#scrub{width:100%}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
fieldset{border:1px solid #c7c7cc;border-radius:6px;margin:8px 0;padding:4px 8px}
.hint{color:#636366;font-size:12px}
input[type=number]{width:64px}
#plot{display:block;background:#fff;border:1px solid #c7c7cc;border-radius:4px;margin-top:8px}
#events{padding-left:20px;margin:6px 0;color:#8e8e93}
#events li.past{color:#1c1c1e}

"""#

    static let script = #"""
(function () {
"use strict";
var DATA = JSON.parse(document.getElementById("transc-data").textContent);
var ALL = DATA.timelines, OPT = DATA.options;
// Reduce Motion: the page may carry each timeline twice (played with the setting off and on);
// the toggle shows one set at a time, and TL is the shown set.
var HAS_REDUCED = ALL.some(function (x) { return x.reduceMotion; }) && ALL.some(function (x) { return !x.reduceMotion; });
var TL = HAS_REDUCED ? ALL.filter(function (x) { return !x.reduceMotion; }) : ALL;
// The shown operation's gesture (null when the operation has no `interactive:`).
function ia() { return tl().gesture; }
function $(id) { return document.getElementById(id); }
var S = { index: 0, t: 0, playing: true, speed: 1, loop: true, sequence: false, hold: 0,
          mode: "play", zoom: 1, fixedZoom: false, drag: null, release: null, outcome: "" };
var els = [], tracks = [];

function clamp(v, lo, hi) { return v < lo ? lo : v > hi ? hi : v; }
function tl() { return TL[S.index]; }
function locate(times, t) {
  var n = times.length;
  if (n === 0 || !(t > times[0])) return [0, 0];
  if (!(t < times[n - 1])) return [n - 1, 0];
  var lo = 0, hi = n - 1;
  while (hi - lo > 1) { var m = (lo + hi) >> 1; if (times[m] <= t) lo = m; else hi = m; }
  var span = times[hi] - times[lo];
  return [lo, span > 0 ? (t - times[lo]) / span : 0];
}
function num(c, i, f) {
  if (!Array.isArray(c)) return c;
  var a = c[i];
  if (f === 0 || i + 1 >= c.length) return a;
  return a + (c[i + 1] - a) * f;
}
function at(c, i) { return Array.isArray(c) ? c[i] : c; }
function rgba(hex) {
  return [parseInt(hex.substr(1, 2), 16), parseInt(hex.substr(3, 2), 16),
          parseInt(hex.substr(5, 2), 16), parseInt(hex.substr(7, 2), 16) / 255];
}
function colour(c, i, f) {
  var a = rgba(at(c, i));
  if (Array.isArray(c) && f > 0 && i + 1 < c.length) {
    var b = rgba(c[i + 1]);
    for (var k = 0; k < 4; k++) a[k] = a[k] + (b[k] - a[k]) * f;
  }
  return "rgba(" + Math.round(a[0]) + "," + Math.round(a[1]) + "," + Math.round(a[2]) + "," + a[3].toFixed(4) + ")";
}
function opName(x) { return x.operation + (x.outcome === "cancelled" ? "-cancelled" : ""); }
// The switcher's text: a release timeline also says where and how fast it was released.
function opLabel(x) {
  return opName(x) + (x.scrub ? " (released at " + Math.round(x.scrub.progress * 100) + "%, " + x.scrub.velocity + " pt/s)" : "");
}

function parseHash() {
  var r = {};
  location.hash.replace(/^#/, "").split("&").forEach(function (p) {
    if (!p) return;
    var i = p.indexOf("=");
    try { r[decodeURIComponent(i < 0 ? p : p.slice(0, i))] = i < 0 ? "" : decodeURIComponent(p.slice(i + 1)); } catch (e) {}
  });
  return r;
}
function findTimeline(op) {
  if (/^\d+$/.test(op)) return Math.min(TL.length - 1, parseInt(op, 10));
  for (var i = 0; i < TL.length; i++) if (opName(TL[i]) === op) return i;
  for (i = 0; i < TL.length; i++) if (TL[i].operation === op) return i;
  return 0;
}

function layout() {
  var x = tl(), z = S.zoom;
  if (!S.fixedZoom) {
    z = Math.min(1, (window.innerHeight - 32) / x.height, Math.max(0.25, (window.innerWidth - 440) / x.width));
    z = Math.max(0.2, z);
  }
  S.zoom = z;
  var wrap = $("stage-wrap"), stage = $("stage");
  wrap.style.width = (x.width * z) + "px"; wrap.style.height = (x.height * z) + "px";
  stage.style.width = x.width + "px"; stage.style.height = x.height + "px";
  stage.style.transform = z === 1 ? "none" : "scale(" + z + ")";
  var panel = $("panel");
  if (window.innerWidth >= 16 + x.width * z + 24 + 380) {
    panel.style.left = (16 + x.width * z + 24) + "px"; panel.style.top = "16px";
  } else {
    panel.style.left = "16px"; panel.style.top = (16 + x.height * z + 16) + "px";
  }
}

function build() {
  var x = tl(), stage = $("stage");
  while (stage.firstChild) stage.removeChild(stage.firstChild);
  els = x.views.map(function (v) {
    var el = document.createElement("div");
    el.className = "view";
    el.setAttribute("data-view", v.name);
    if (v.name !== "container") el.title = v.name;   // the view's name on hover
    if (v.image && DATA.images[v.image.i]) {
      // The crop [x, y, w, h] (fractions of the image) scaled to the box: CSS percentages place
      // the p% point of the image on the p% point of the box, so x / (1 - w) puts x at the edge.
      var cr = v.image.crop, pos = function (o, l) { return l >= 1 ? 0 : 100 * o / (1 - l); };
      el.style.backgroundImage = "url(" + DATA.images[v.image.i] + ")";
      el.style.backgroundSize = (100 / cr[2]) + "% " + (100 / cr[3]) + "%";
      el.style.backgroundPosition = pos(cr[0], cr[2]) + "% " + pos(cr[1], cr[3]) + "%";
    }
    if (v.label) {
      var span = document.createElement("span");
      span.textContent = v.label;
      span.style.color = v.labelColor;
      span.style.fontSize = v.fontSize + "px";
      if (v.labelDy) span.style.transform = "translateY(" + v.labelDy + "px)";
      el.appendChild(span);
    }
    return el;
  });
  // Subviews of views inside their superview's element (its transform, opacity and clip apply).
  x.views.forEach(function (v, k) {
    var p = v.parent ? x.views.findIndex(function (u) { return u.name === v.parent; }) : -1;
    (p >= 0 ? els[p] : stage).appendChild(els[k]);
    if (p >= 0) els[p].style.overflow = "visible";   // UIKit does not clip subviews to bounds by default
  });
  $("title").textContent = x.transition + " · " + (S.sequence ? "all, in sequence" : opName(x));
  var laid = x.relayout || [];
  $("relayout").hidden = laid.length === 0;
  $("relayout").textContent = laid.join(" · ");
  var g = ia();
  $("interactive").hidden = !g;
  if (g) $("axis").textContent = g.axis;
  var list = $("events");
  while (list.firstChild) list.removeChild(list.firstChild);
  x.events.forEach(function (e) {
    var li = document.createElement("li");
    li.textContent = e.time.toFixed(3) + " s  " + e.text;
    list.appendChild(li);
  });
  buildTracks();
  layout();
}

function buildTracks() {
  var x = tl();
  tracks = [{ name: "progress", values: x.progress }];
  x.views.forEach(function (v) {
    Object.keys(DATA.plots).forEach(function (k) {
      if (Array.isArray(v.cols[k])) tracks.push({ name: v.name + "." + DATA.plots[k], values: v.cols[k] });
    });
  });
  tracks.forEach(function (tr) {
    var lo = Infinity, hi = -Infinity;
    tr.values.forEach(function (v) { if (v < lo) lo = v; if (v > hi) hi = v; });
    tr.lo = lo; tr.hi = hi;
  });
  var canvas = $("plot");
  canvas.height = Math.max(40, tracks.length * 30 + 8);
}

function drawPlot(t) {
  var x = tl(), canvas = $("plot"), g = canvas.getContext("2d");
  var W = canvas.width, H = canvas.height, left = 160, right = W - 8, row = 30;
  var d = x.times.length ? x.times[x.times.length - 1] : 0;
  function px(time) { return left + (d > 0 ? time / d : 0) * (right - left); }
  g.clearRect(0, 0, W, H);
  g.font = "11px ui-monospace,Menlo,Consolas,monospace";
  g.textBaseline = "middle";
  tracks.forEach(function (tr, k) {
    var top = 4 + k * row, h = row - 8;
    g.fillStyle = "#636366";
    g.fillText(tr.name.length > 24 ? tr.name.slice(0, 23) + "…" : tr.name, 4, top + h / 2);
    g.strokeStyle = "#e5e5ea"; g.lineWidth = 1;
    g.strokeRect(left + 0.5, top + 0.5, right - left, h);
    g.strokeStyle = "#0a84ff"; g.lineWidth = 1.5;
    g.beginPath();
    tr.values.forEach(function (v, i) {
      var yy = top + h - (tr.hi > tr.lo ? (v - tr.lo) / (tr.hi - tr.lo) : 0.5) * h;
      if (i === 0) g.moveTo(px(x.times[i]), yy); else g.lineTo(px(x.times[i]), yy);
    });
    g.stroke();
  });
  g.strokeStyle = "#ff9f0a"; g.lineWidth = 1;
  x.events.forEach(function (e) {
    g.beginPath(); g.moveTo(px(e.time) + 0.5, 0); g.lineTo(px(e.time) + 0.5, H); g.stroke();
  });
  g.strokeStyle = "#ff3b30"; g.lineWidth = 2;
  var p = px(clamp(t, 0, d));
  g.beginPath(); g.moveTo(p, 0); g.lineTo(p, H); g.stroke();
}

// The views that follow the finger (issue 30): while the mouse is down a followed view holds its
// tracks where they were at the touch and moves with the pointer (rubber-banded past the ends),
// its driven scale and alpha following the translation; after the release its offset from the
// timeline shrinks to nothing as the transition settles. An approximation of `transc run --drag`,
// which plays the real hand-off (Docs/PREVIEW.md).
function followOf(name) {
  var g = ia(), c = g && g.continuous;
  if (!c) return null;
  for (var n = 0; n < c.follow.length; n++) if (c.follow[n].view === name) return c.follow[n];
  return null;
}
function rubber(x, d) { var m = Math.abs(x); return (x < 0 ? -1 : 1) * (1 - 1 / (m * 0.55 / d + 1)) * d; }
// {t, dx, dy, s, a}: where and how a followed view is drawn now, or null to draw it from the timeline.
function followed(fo) {
  var g = ia(), c = g.continuous, dist = distance();
  if (S.mode === "drag" && S.drag) {
    var D = S.drag, along = g.axis === "y" ? D.ty : D.tx;
    if (c.rubberBand) {
      var lo = Math.min(-D.p0 * dist, (1 - D.p0) * dist), hi = Math.max(-D.p0 * dist, (1 - D.p0) * dist);
      if (along < lo) along = lo + rubber(along - lo, c.rubberBand);
      else if (along > hi) along = hi + rubber(along - hi, c.rubberBand);
    }
    var dx = g.axis === "y" ? (fo.axis ? 0 : D.tx) : along, dy = g.axis === "y" ? along : (fo.axis ? 0 : D.ty);
    var travel = (g.axis === "y" ? D.ty : D.tx) * (dist < 0 ? -1 : 1);
    function driven(p) { return p ? clamp(p[0] + (p[1] - p[0]) * travel / fo.over, Math.min(p[0], p[1]), Math.max(p[0], p[1])) : 1; }
    return { t: D.t0, dx: dx, dy: dy, s: driven(fo.scale), a: driven(fo.alpha) };
  }
  if (S.mode === "release" && S.release && S.release.fol && S.release.fol[fo.view]) {
    var R = S.release, F = R.fol[fo.view], span = Math.abs(R.target - R.from);
    var rem = span > 0 ? clamp(Math.abs(R.target - R.p) / span, 0, 1) : 0;
    return { t: S.t, dx: F.dx * rem, dy: F.dy * rem, s: 1 + (F.s - 1) * rem, a: 1 + (F.a - 1) * rem };
  }
  return null;
}

function draw(t) {
  var x = tl(), loc0 = locate(x.times, t);
  var ranks = [];
  x.views.forEach(function (v, k) {
    var fo = followOf(v.name), fw = fo ? followed(fo) : null;
    var loc = fw ? locate(x.times, fw.t) : loc0, i = loc[0], f = loc[1];
    var c = v.cols, el = els[k], st = el.style;
    var drawn = at(c.drawn, loc0[0]) === 1;   // in the hierarchy now, and its place there, even for a followed view
    st.display = drawn ? "" : "none";
    var w = Math.max(0, num(c.w, i, f)), h = Math.max(0, num(c.h, i, f));
    st.left = num(c.x, i, f) + "px"; st.top = num(c.y, i, f) + "px";
    st.width = w + "px"; st.height = h + "px";
    st.transform = "matrix(" + num(c.a, i, f) + "," + num(c.b, i, f) + "," + num(c.c, i, f) + "," +
      num(c.d, i, f) + "," + num(c.tx, i, f) + "," + num(c.ty, i, f) + ")";
    if (v.mk) {
      // The mask view's rectangle and corner radius, as a CSS inset() in the view's own box.
      var M = v.mk;
      if (at(M.on, i) === 1) {
        var mx = num(M.x, i, f), my = num(M.y, i, f), mw = num(M.w, i, f), mh = num(M.h, i, f);
        // An ellipse: the radii at half the sides (CSS's elliptical border radius, "rx / ry").
        var round = M.e && at(M.e, i) === 1 ? Math.max(0, mw / 2) + "px / " + Math.max(0, mh / 2) + "px"
                                             : Math.max(0, num(M.r, i, f)) + "px";
        st.clipPath = "inset(" + my + "px " + (w - mx - mw) + "px " + (h - my - mh) + "px " + mx + "px round " + round + ")";
      } else st.clipPath = "none";
    }
    if (v.t3) st.transform = "matrix3d(" + v.t3.map(function (col) { return num(col, i, f); }).join(",") + ")";
    if (fw) st.transform = "translate(" + fw.dx + "px," + fw.dy + "px) " + st.transform + " scale(" + fw.s + ")";
    if (v.bf !== undefined) st.backfaceVisibility = num(v.bf, i, f) >= 0.5 ? "hidden" : "";
    st.opacity = clamp(num(c.alpha, i, f) * (fw ? fw.a : 1), 0, 1);
    st.borderRadius = clamp(num(c.r, i, f), 0, Math.min(w, h) / 2) + "px";
    if (v.cl) {
      // Clipping and corners: only the corners in the mask are rounded; a clipping view hides
      // what of its subviews lies outside its rounded box (overflow clips to border-radius).
      var K = v.cl, cm = at(K.m, i), rr = clamp(num(c.r, i, f), 0, Math.min(w, h) / 2);
      st.borderTopLeftRadius = (cm & 1 ? rr : 0) + "px"; st.borderTopRightRadius = (cm & 2 ? rr : 0) + "px";
      st.borderBottomLeftRadius = (cm & 4 ? rr : 0) + "px"; st.borderBottomRightRadius = (cm & 8 ? rr : 0) + "px";
      st.overflow = at(K.k, i) === 1 ? "hidden" : "visible";
      st.setProperty("corner-shape", at(K.q, i) === 1 ? "squircle" : "round");
    }
    st.backgroundColor = colour(c.color, i, f);
    if (v.im) {
      // An image snapshot's image, aspect-filled (CSS cover of a picture of that aspect).
      var ia = v.im.aspect, cover = w / Math.max(h, 1e-9) > ia;
      var iw = cover ? w : h * ia, ih = cover ? w / ia : h;
      st.backgroundColor = v.im.color;
      st.backgroundImage = v.im.i !== undefined && DATA.images[v.im.i] ? "url(" + DATA.images[v.im.i] + ")" :
        "radial-gradient(closest-side, rgba(255,255,255,0.45) 99%, rgba(255,255,255,0) 100%)";
      st.backgroundSize = iw + "px " + ih + "px";
      st.backgroundPosition = "center";
      st.backgroundRepeat = "no-repeat";
    }
    if (v.bl) {
      // A blur view: the backdrop blurred (CSS backdrop-filter) under a tint, both with the effect.
      var ba = clamp(num(v.bl.a, i, f), 0, 1);
      st.backdropFilter = st.webkitBackdropFilter = "blur(" + (20 * ba) + "px)";
      st.backgroundColor = v.bl.dark ? "rgba(0,0,0," + (0.55 * ba) + ")" : "rgba(255,255,255," + (0.55 * ba) + ")";
    }
    if (v.layer) {
      // The layer's shadow (outside the box, blurred) and border (inside it, border-box).
      var L = v.layer, so = clamp(num(L.opacity, i, f), 0, 1), sc = rgba(at(L.shadow, i));
      st.boxShadow = num(L.dx, i, f) + "px " + num(L.dy, i, f) + "px " + Math.max(0, num(L.radius, i, f)) + "px " +
        "rgba(" + sc[0] + "," + sc[1] + "," + sc[2] + "," + (sc[3] * so).toFixed(4) + ")";
      var bw = Math.max(0, num(L.width, i, f));
      st.border = bw > 0 ? bw + "px solid " + colour(L.border, i, f) : "none";
    }
    if (v.name === "container") st.zIndex = 0;
    else if (drawn) ranks.push({ k: k, z: at(c.z, loc0[0]), o: at(c.order, loc0[0]) });
  });
  ranks.sort(function (p, q) { return p.z - q.z || p.o - q.o || p.k - q.k; });
  ranks.forEach(function (r, n) { els[r.k].style.zIndex = n + 1; });
  var d = x.duration, progress = num(x.progress, loc0[0], loc0[1]);
  $("scrub").value = d > 0 ? Math.round(clamp(t / d, 0, 1) * 1000) : 0;
  $("readout").textContent = "t = " + t.toFixed(3) + " s / " + d.toFixed(3) + " s   progress " +
    (progress * 100).toFixed(1) + "%   " + S.speed + "×";
  var items = $("events").children;
  for (var e = 0; e < items.length; e++) items[e].className = x.events[e].time <= t + 1e-9 ? "past" : "";
  $("play").textContent = S.playing ? "Pause" : "Play";
  $("outcome").textContent = S.outcome;
  drawPlot(t);
}

function select(index, sequence) {
  S.index = index; S.sequence = sequence; S.t = 0; S.hold = 0; S.mode = "play"; S.outcome = "";
  $("op").value = sequence ? "all" : String(index);
  build(); draw(S.t);
}

// Playback. Interactive approximation: progress p shows the timeline at p × duration; a finishing
// release plays forward from there at the normal rate, a cancelling one plays backwards to 0.
function advance(dt) {
  var x = tl();
  if (S.mode === "release") {
    var r = S.release, d = Math.max(x.duration, 1e-6), dir = r.target > r.p ? 1 : -1;
    r.p += dir * dt / d;
    if ((dir > 0 && r.p >= r.target) || (dir < 0 && r.p <= r.target)) {
      r.p = r.target; S.mode = "play"; S.playing = false;
      S.outcome = r.target >= 1 ? "finished: completeTransition(true)" : r.target <= 0 ? "cancelled: completeTransition(false)"
        : "resting at the detent " + r.target;
    }
    S.t = r.p * x.duration;
    return;
  }
  if (S.mode !== "play") return;
  if (S.t < x.duration) { S.t = Math.min(x.duration, S.t + dt); return; }
  S.hold += dt;
  if (S.hold < OPT.pause) return;
  S.hold = 0;
  if (S.sequence && S.index + 1 < TL.length) { S.index += 1; build(); S.t = 0; return; }
  if (S.sequence) { S.index = 0; build(); }
  if (S.loop) S.t = 0; else S.playing = false;
}

// The clock: requestAnimationFrame, plus a timer for when frames are not being produced
// (background tabs, headless browsers under --virtual-time-budget). Both read performance.now().
var last = null;
function step() {
  var now = performance.now();
  if (last !== null && S.playing) { advance(Math.min(0.25, (now - last) / 1000) * S.speed); draw(S.t); }
  last = now;
}
function tick() { step(); requestAnimationFrame(tick); }
function watchdog() { if (last === null || performance.now() - last > 40) step(); setTimeout(watchdog, 20); }

// v: points per second along the gesture's direction (positive: towards finishing).
function release(p, v) {
  var g = ia();
  if (!g) return;
  var c = g.continuous, target, why;
  if (c && c.project) {
    // UIScrollView's deceleration: (v / 1000) · r / (1 − r) points, then the nearest resting place.
    var projected = p + (v / 1000) * c.project / (1 - c.project) / Math.abs(distance());
    var places = [0].concat(c.detents || [], [1]);
    target = places.reduce(function (best, q) { return Math.abs(q - projected) < Math.abs(best - projected) ? q : best; }, 0);
    why = "projected to " + (projected * 100).toFixed(0) + "%";
  } else {
    var byVelocity = !c || c.velocityRule;
    var finish = (byVelocity && v >= g.finishVelocity) || ((!byVelocity || v > -g.finishVelocity) && p >= g.finishAt);
    target = finish ? 1 : 0;
    why = Math.round(v) + " pt/s";
  }
  // Each followed view's drawn offset from where the timeline has it at p, to shrink as it settles.
  var fol = {};
  if (c && S.drag) {
    var x = tl();
    c.follow.forEach(function (fo) {
      var k = x.views.findIndex(function (u) { return u.name === fo.view; });
      var fw = k >= 0 ? followed(fo) : null;
      if (!fw) return;
      var C = x.views[k].cols, a = locate(x.times, fw.t), b = locate(x.times, p * x.duration);
      function cx(l) { return num(C.x, l[0], l[1]) + num(C.w, l[0], l[1]) / 2; }
      function cy(l) { return num(C.y, l[0], l[1]) + num(C.h, l[0], l[1]) / 2; }
      fol[fo.view] = { dx: cx(a) + fw.dx - cx(b), dy: cy(a) + fw.dy - cy(b), s: fw.s, a: fw.a };
    });
  }
  S.release = { p: clamp(p, 0, 1), from: clamp(p, 0, 1), target: target, finish: target >= 1, fol: fol };
  S.outcome = "released at " + (p * 100).toFixed(0) + "%, " + why + ": " +
    (target >= 1 ? "finishing…" : target <= 0 ? "cancelling…" : "resting at " + target + "…");
  S.mode = "release"; S.playing = true; S.t = S.release.p * tl().duration;
  S.drag = null;
  draw(S.t);
}

function distance() { var g = ia(); return g.distance || (g.axis === "y" ? tl().height : tl().width); }

// A touch at (x, y) in stage points: the drag starts from the progress shown (a touch while a
// release settles catches it there).
function grab(x, y, time) {
  var d = tl().duration;
  S.playing = false; S.mode = "drag"; S.outcome = "dragging";
  S.drag = { sx: x, sy: y, tx: 0, ty: 0, t0: S.t, p0: d > 0 ? clamp(S.t / d, 0, 1) : 0, p: 0, last: 0, lastTime: time, v: 0 };
  S.drag.p = S.drag.p0;
  draw(S.t);
}
function moveTo(x, y, time) {
  var g = S.drag, here;
  g.tx = x - g.sx; g.ty = y - g.sy;
  here = ia().axis === "y" ? g.ty : g.tx;
  if (time > g.lastTime) g.v = g.v * 0.3 + 0.7 * (here - g.last) / ((time - g.lastTime) / 1000);
  g.last = here; g.lastTime = time;
  g.p = clamp(g.p0 + here / distance(), 0, 1);
  S.t = g.p * tl().duration; draw(S.t);
}

function wire() {
  $("op").addEventListener("change", function () {
    var v = $("op").value;
    if (v === "all") select(0, true); else select(parseInt(v, 10), false);
  });
  $("play").addEventListener("click", function () {
    S.playing = !S.playing;
    if (S.playing && S.mode === "play" && S.t >= tl().duration) { S.t = 0; S.hold = 0; }
    draw(S.t);
  });
  $("speed").addEventListener("change", function () { S.speed = parseFloat($("speed").value) || 1; draw(S.t); });
  $("loop").addEventListener("change", function () { S.loop = $("loop").checked; });
  $("scrub").addEventListener("input", function () {
    S.playing = false; S.mode = "play"; S.hold = 0;
    S.t = parseInt($("scrub").value, 10) / 1000 * tl().duration; draw(S.t);
  });
  $("release").addEventListener("click", function () {
    release(parseFloat($("rel-p").value) || 0, parseFloat($("rel-v").value) || 0);
  });
  var wrap = $("stage-wrap");
  wrap.addEventListener("pointerdown", function (e) {
    if (!ia()) return; // not interactive: the stage only shows
    grab(e.clientX / S.zoom, e.clientY / S.zoom, e.timeStamp);
    wrap.setPointerCapture(e.pointerId);
  });
  wrap.addEventListener("pointermove", function (e) {
    if (!S.drag || S.mode !== "drag") return;
    moveTo(e.clientX / S.zoom, e.clientY / S.zoom, e.timeStamp);
  });
  function up() {
    var g = S.drag;
    if (!g || S.mode !== "drag") return;
    release(g.p, distance() < 0 ? -g.v : g.v);
  }
  wrap.addEventListener("pointerup", up);
  wrap.addEventListener("pointercancel", up);
  document.addEventListener("keydown", function (e) {
    if (e.key === " " && e.target === document.body) { e.preventDefault(); $("play").click(); }
  });
  window.addEventListener("resize", function () { layout(); });
  window.addEventListener("hashchange", fromHash);
}

function fromHash() {
  var h = parseHash();
  if (!location.hash.replace(/^#/, "") && OPT.initialTime !== null) h = { t: String(OPT.initialTime), paused: "" };
  if (HAS_REDUCED) {
    TL = ALL.filter(function (x) { return !!x.reduceMotion === (h.reduce !== undefined); });
    $("reduce").checked = h.reduce !== undefined;
    fillOperations();
  }
  var all = h.op === "all" || h.op === "both";
  select(h.op === undefined || all ? 0 : findTimeline(h.op), all && TL.length > 1);
  if (h.speed !== undefined) {
    S.speed = clamp(parseFloat(h.speed) || 1, 0.1, 4);
    $("speed").value = String(S.speed);
  }
  if (h.zoom !== undefined && parseFloat(h.zoom) > 0) { S.zoom = parseFloat(h.zoom); S.fixedZoom = true; layout(); }
  if (h.t !== undefined) S.t = clamp(parseFloat(h.t) || 0, 0, tl().duration);
  S.playing = h.paused === undefined;
  draw(S.t);
  if (h.release !== undefined) release(clamp(parseFloat(h.release) || 0, 0, 1), parseFloat(h.velocity) || 0);
  if (h.drag !== undefined && ia()) {
    // A finger held at this translation (points) from where it touched down, for screenshots.
    var dd = h.drag.split(",").map(function (n) { return parseFloat(n) || 0; });
    grab(0, 0, 0); moveTo(dd[0] || 0, dd[1] || 0, 1000);
  }
}

var opSelect = $("op");
function fillOperations() {
  while (opSelect.firstChild) opSelect.removeChild(opSelect.firstChild);
  TL.forEach(function (x, i) {
    var o = document.createElement("option");
    o.value = String(i); o.textContent = opLabel(x);
    opSelect.appendChild(o);
  });
  if (TL.length > 1) {
    var o = document.createElement("option");
    o.value = "all"; o.textContent = "all, in sequence";
    opSelect.appendChild(o);
  }
}
// Switches the shown set, keeping the operation (and its release) and the time when it has one.
function setReduceMotion(on) {
  if (!HAS_REDUCED) return;
  var shown = TL.length ? tl() : null, t = S.t, sequence = S.sequence;
  TL = ALL.filter(function (x) { return !!x.reduceMotion === on; });
  if (TL.length === 0) TL = ALL;
  $("reduce").checked = on;
  fillOperations();
  var index = 0;
  if (shown) {
    for (var i = 0; i < TL.length; i++) {
      if (TL[i].operation === shown.operation && JSON.stringify(TL[i].scrub) === JSON.stringify(shown.scrub)) { index = i; break; }
    }
  }
  select(index, sequence && TL.length > 1);
  S.t = clamp(t, 0, tl().duration); draw(S.t);
}
fillOperations();
if (HAS_REDUCED) {
  $("reduce-label").hidden = false;
  $("reduce").addEventListener("change", function () { setReduceMotion($("reduce").checked); });
}
if (TL.length === 0) { $("title").textContent = "No timeline"; return; }
wire();
fromHash();
requestAnimationFrame(tick);
setTimeout(watchdog, 20);
})();

"""#
}
