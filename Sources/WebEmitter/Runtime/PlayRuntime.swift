/// Playing one operation in JavaScript, in the runtime order both other backends follow
/// (Docs/LANGUAGE.md, "When values are read"): record, setup, every track's and finish's values,
/// explicit starts, then one Web Animation per animated property (`element.animate` with the
/// track's delay, duration and easing, `fill: "both"`), and at the end the model values
/// committed and `finish` run; a cancel puts the start values back and runs the derived undo.
enum PlayRuntime {
    static let source = #"""
const zeroRect = () => R(0, 0, 0, 0);
const prefersReducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
const prefersDark = () => typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
// The context's frames (UIKit's: initialFrame(for:), finalFrame(for:)) for the two roots.
function contextFrames(scene, op) {
  const bounds = R(0, 0, scene.width, scene.height), forward = OPS[op].forward;
  if (PRESENTATION) {
    // The presentation's frame, computed left to right, is laid out mirrored right to left.
    const presented = PRESENTATION.frame ? (scene.mirror !== null ? mirrored(scene.mirror, "frame", PRESENTATION.frame(scene)) : PRESENTATION.frame(scene)) : bounds;
    return forward ? { initial: { source: bounds, destination: zeroRect() }, final: { source: zeroRect(), destination: presented } }
      : { initial: { source: zeroRect(), destination: presented }, final: { source: bounds, destination: zeroRect() } };
  }
  const from = forward ? "source" : "destination", to = forward ? "destination" : "source";
  return { initial: { [from]: bounds, [to]: zeroRect() }, final: { [from]: zeroRect(), [to]: bounds } };
}
// A snapshot or overlay as it is made when inserted: a fresh element each time.
function makeTransient(scene, id) {
  const v = VIEWS[id];
  let el, extra, frame;
  if (v.kind === "snapshot") {
    const src = scene.model(v.of);
    if (!src) return;
    el = src.el.cloneNode(true);
    for (const inner of el.querySelectorAll("[data-transc]")) delete inner.dataset.transc;
    el.removeAttribute("id");
    frame = scene.containerFrame(v.of);
    extra = { color: src.color, radius: src.radius };
  } else {
    el = document.createElement("div");
    frame = R(0, 0, scene.width, scene.height);
    extra = { color: v.color(scene) };
  }
  scene.views.set(id, newModel(id, el, frame, extra));
  scene.render(id);
}
function runStep(scene, step, recorded) {
  const [kind, id, a, b] = step;
  if (kind === "insert") {
    if (VIEWS[id].transient && !scene.inHierarchy(id)) makeTransient(scene, id);
    scene.insert(id, a, b);
  } else if (kind === "remove") {
    scene.remove(id);
    if (VIEWS[id].transient) scene.views.delete(id);
  } else if (kind === "set") {
    if (scene.model(id)) scene.assign(id, a, scene.local(id, a, b(scene)));
  } else if (kind === "restore") {
    const m = recorded.model(id);
    if (m && scene.model(id)) scene.assign(id, a, a === "frame" ? { cx: m.cx, cy: m.cy, w: m.w, h: m.h } : a === "center" ? { cx: m.cx, cy: m.cy } : recorded.current(id, a));
  }
}
// A step's expressions read now (finish is read with the tracks, before the explicit starts).
const prepare = (scene, step) => step[0] === "set" && scene.model(step[1]) ? ["set", step[1], step[2], ((v) => () => v)(step[3](scene))] : step;
function recordScene(scene) {
  const copy = new Scene(scene.container, scene.width, scene.height);
  for (const [id, m] of scene.views) copy.views.set(id, { ...m });
  return copy;
}
// A property's keys as UIKit plays the emitted keyframes (the preview's PlayedKeyframes): a key
// whose keyframe window starts after the previous key holds the previous value until then, and a
// curved segment is linear pieces through its curve's values (`fractions`; values that do not
// interpolate, by the track's `interpolated` list from KeyframeSampling, take the end value from
// the first piece past the curve's midpoint).
// Numbers, and objects of numbers (a frame's {cx, cy, w, h}, a centre), field by field.
function mix(a, b, f) {
  if (typeof a === "number") return a + (b - a) * f;
  const out = {};
  for (const key of Object.keys(a)) out[key] = typeof a[key] === "number" ? a[key] + (b[key] - a[key]) * f : a[key];
  return out;
}
function played(keys, interpolates) {
  if (keys.length === 0) return keys;
  const out = [keys[0]];
  for (const key of keys.slice(1)) {
    const previous = out[out.length - 1];
    let start = previous.at;
    if (key.window !== undefined && key.window > start && key.window < key.at) {
      out.push({ at: key.window, value: previous.value });
      start = key.window;
    }
    if (!key.fractions) { out.push(key); continue; }
    const step = (key.at - start) / (key.fractions.length + 1);
    key.fractions.forEach((f, k) => {
      const value = interpolates ? mix(previous.value, key.value, f) : (f < 0.5 ? previous.value : key.value);
      out.push({ at: start + step * k + step, value });
    });
    out.push({ at: key.at, value: key.value });
  }
  return out;
}
// Every animated property of a track: its keys in superview space, from the scene setup left.
function resolveTrack(scene, track) {
  if (!scene.model(track.view)) return [];
  if (track.values) {
    return track.values.map(([property, from, to]) => ({ property, from: from ? from(scene) : undefined, to: to(scene), fromTo: true }));
  }
  const out = [];
  for (const property of track.properties) {
    const keys = [];
    for (const k of track.keyframes) for (const [p, f] of k.values) if (p === property) keys.push({ at: k.at, value: f(scene), easing: k.easing, window: k.window, fractions: k.fractions });
    out.push({ property, keys, fromTo: false });
  }
  return out;
}
class Player {
  constructor(scene, op, options) {
    // The branch that plays: under Reduce Motion (the option, else the user's setting), the
    // spec's `reduceMotion:` choice; UIKit's default (`system`) has no web form: not animated.
    const entry = OPS[op], reduce = options.reduceMotion ?? prefersReducedMotion();
    if (reduce && !entry.reduced) options = { ...options, animated: false };
    this.entry = entry; this.scene = scene; this.op = reduce && entry.reduced ? entry.reduced : entry;
    // Dynamic colours resolve for this appearance (the option, else the user's setting), read
    // once when the operation starts, as the preview's `--appearance` is.
    scene.dark = options.appearance ? options.appearance === "dark" : prefersDark();
    // Right to left (the option, else the container's CSS direction) a transition that mirrors
    // plays as its mirror image, as UIKit's effectiveUserInterfaceLayoutDirection makes it.
    const rtl = options.layoutDirection ? options.layoutDirection === "rtl"
      : typeof getComputedStyle === "function" && getComputedStyle(scene.container).direction === "rtl";
    scene.mirror = transition.mirrors && rtl ? scene.width : null;
    this.duration = this.op.duration; this.animations = [];
    this.done = false; this.onend = options.onend || null;
    scene.contextFrames = contextFrames(scene, op);
    this.recorded = recordScene(scene);
    for (const step of this.op.setup) runStep(scene, step, this.recorded);
    const pending = this.op.tracks.map((t) => resolveTrack(scene, t));
    this.finishSteps = this.op.finish.map((s) => prepare(scene, s));
    const local = (view, p, v) => scene.local(view, p, v);
    pending.forEach((props, i) => {
      const view = this.op.tracks[i].view;
      for (const p of props) {
        if (p.from !== undefined) scene.assign(view, p.property, local(view, p.property, p.from));
        if (!p.fromTo && p.keys.length && p.keys[0].at <= 0) scene.assign(view, p.property, local(view, p.property, p.keys[0].value));
      }
    });
    this.tracks = pending.map((props, i) => {
      const track = this.op.tracks[i], view = track.view;
      return props.map((p) => {
        const start = scene.current(view, p.property);
        const keys = p.fromTo ? [{ at: 0, value: start }, { at: 1, value: local(view, p.property, p.to) }]
          : played((p.keys.length && p.keys[0].at > 0 ? [{ at: 0, value: start }] : []).concat(p.keys.map((k) => ({ at: k.at, value: local(view, p.property, k.value), easing: k.easing, window: k.window, fractions: k.fractions }))), track.interpolated.includes(p.property));
        return { view, property: p.property, keys, track };
      });
    }).flat();
    if (options.animated === false) { this.complete(); return; }
    for (const p of this.tracks) {
      const frames = p.keys.map((k, i) => ({ offset: k.at, easing: p.keys[i + 1] && p.keys[i + 1].easing || "linear", ...keyframeStyle(p.property, k.value, this.scene.model(p.view)) }));
      const el = scene.model(p.view).el;
      const anim = el.animate(frames, { duration: p.track.duration * 1000, delay: p.track.delay * 1000, easing: p.track.easing, fill: "both" });
      if (options.paused) anim.pause();
      this.animations.push(anim);
    }
    if (!options.paused) this.whenPlayed();
  }
  whenPlayed() {
    const anims = this.animations;
    Promise.all(anims.map((a) => a.finished)).then(() => { if (this.animations === anims && !this.done) this.complete(); }, () => {});
  }
  pause() { for (const a of this.animations) a.pause(); }
  // Leaves the page as it shows: the animations dropped, no step run (the demo's reset).
  stop() { for (const a of this.animations) a.cancel(); this.animations = []; this.done = true; }
  // Shows the transition at `t` seconds (paused; from the end on, the end values before
  // `finish`, as the preview's last sample): complete() ends it.
  seek(t) {
    if (this.done) return;
    for (const a of this.animations) { a.pause(); a.currentTime = Math.min(Math.max(0, t), this.duration) * 1000; }
  }
  settle(position) {
    for (const p of this.tracks) this.scene.assign(p.view, p.property, p.keys[position === "end" ? p.keys.length - 1 : 0].value);
    for (const a of this.animations) a.cancel();
    this.animations = [];
    this.done = true;
  }
  // The end: every animated property keeps its end value, then `finish` runs.
  complete() {
    if (this.done) return;
    this.settle("end");
    for (const step of this.finishSteps) runStep(this.scene, step, this.recorded);
    this.contextCleanUp();
    if (this.onend) this.onend(true);
  }
  // What UIKit does once the transition completes: the `from` screen leaves the container; a
  // custom dismissal's presentation controller removes the presented screen and the dimming view.
  contextCleanUp() {
    if (!PRESENTATION) { this.scene.remove(this.entry.forward ? 1 : 2); return; }
    if (this.entry.forward) return;
    this.scene.remove(2);
    VIEWS.forEach((v, id) => { if (v.kind === "dimming") this.scene.remove(id); });
  }
  // Cancelled: every animated property back at its start, then the derived undo.
  cancel() {
    if (this.done) return;
    this.settle("start");
    for (const step of this.op.cancel) runStep(this.scene, step, this.recorded);
    if (this.onend) this.onend(false);
  }
}
/** Builds the preview scene (or adopts the page's own elements) in `container`. `states`: each
 * view's container-space frame and look by name ({frame, alpha, transform, cornerRadius,
 * backgroundColor, hidden, inHierarchy, order}); `elements`: the page's own element per name. */
export function mount(container, { width, height, states = {}, elements = {} }) {
  const scene = new Scene(container, width, height);
  container.style.position = "relative"; container.style.width = px(width); container.style.height = px(height);
  container.style.overflow = "hidden";
  scene.views.set(0, { id: 0, el: container, parent: null, t: I, cx: width / 2, cy: height / 2, w: width, h: height, alpha: 1, radius: 0, color: [0, 0, 0, 0], hidden: false });
  const placed = [];
  VIEWS.forEach((v, id) => {
    if (id === 0 || v.transient) return;
    const s = states[v.name];
    if (!s) return;
    const el = elements[v.name] || document.createElement("div");
    const parent = v.kind === "provided" ? (v.side === "source" ? 1 : 2) : 0;
    const p = parent === 0 ? { x: 0, y: 0 } : states[VIEWS[parent].name].frame;
    const f = s.frame;
    scene.views.set(id, newModel(id, el, R(f.x - p.x, f.y - p.y, f.width, f.height), {
      parent, side: v.side || null, alpha: s.alpha, radius: s.cornerRadius, color: s.backgroundColor, hidden: s.hidden, t: s.transform || I,
    }));
    scene.render(id);
    placed.push([id, parent, s]);
  });
  for (const [id, parent] of placed) if (parent !== 0 && scene.model(parent)) scene.model(parent).el.append(scene.model(id).el);
  for (const [id, parent, s] of placed.filter((e) => e[1] === 0 && e[2].inHierarchy).sort((l, r) => l[2].order - r[2].order)) container.append(scene.model(id).el);
  return scene;
}
/** Plays `operation` on a mounted scene; `{paused: true}` leaves every animation paused at 0
 * (seek(t) shows any time), `{animated: false}` the end state at once, `{reduceMotion: true}`
 * (default: the user's prefers-reduced-motion) what the spec's `reduceMotion:` plays,
 * `{appearance: "dark" | "light"}` (default: the user's prefers-color-scheme) the colours of the
 * spec's system and `dynamic(…)` colours, `{layoutDirection: "rtl" | "ltr"}` (default: the
 * container's CSS direction) whether a transition that mirrors plays as its mirror image.
 * null: no such operation. */
export function play(operation, scene, options = {}) {
  return Object.prototype.hasOwnProperty.call(OPS, operation) ? new Player(scene, operation, options) : null;
}
export const operations = () => Object.keys(OPS);
"""#
}
