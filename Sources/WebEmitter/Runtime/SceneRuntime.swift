/// The module's scene in JavaScript: each view an absolutely positioned element whose model
/// (UIKit's: centre and bounds size in its superview's space, an affine transform about the
/// centre, alpha, corner radius, colour, hidden) is written to its style as
/// `left/top` = centre, `width/height` = size, `translate: -50% -50%` (so the box is centred on
/// `left/top` and `transform` applies about the centre, as a layer's anchor point does),
/// `transform: matrix(…)`, `opacity`, `border-radius`, `background-color` and `visibility`.
/// Geometry is read in container space as the interpreter's `Scene` reads it.
enum SceneRuntime {
    static let source = #"""
function frameOf(m) {
  const t = m.t;
  if (isTranslation(t)) return R(m.cx + t.tx - m.w / 2, m.cy + t.ty - m.h / 2, m.w, m.h);
  const w = m.w / 2, h = m.h / 2;
  return boundingBox([{ x: -w, y: -h }, { x: w, y: -h }, { x: -w, y: h }, { x: w, y: h }]
    .map((p) => applyTo(t, p)).map((p) => ({ x: p.x + m.cx, y: p.y + m.cy })));
}
// Setting `frame`: the exact inverse of the getter (the transform is kept, the size solved for).
function setFrame(m, r) {
  const t = m.t;
  m.cx = r.x + r.width / 2 - t.tx; m.cy = r.y + r.height / 2 - t.ty;
  if (isTranslation(t)) { m.w = r.width; m.h = r.height; return; }
  const a = Math.abs(t.a), b = Math.abs(t.b), c = Math.abs(t.c), d = Math.abs(t.d), det = a * d - c * b;
  if (det !== 0 && isFinite(det)) { m.w = (d * r.width - c * r.height) / det; m.h = (a * r.height - b * r.width) / det; }
  else { m.w = r.width; m.h = r.height; }
}
// Right to left, the mirror image about the container's vertical centre line, M(x) = width − x
// (the preview's LayoutMirror, Docs/LANGUAGE.md "Right-to-left"): the geometry a view is read
// with goes through M into the spec's left-to-right space, the geometry written goes back through
// M (its own inverse). Rects and points by x, a transform as M·T·M, corners left for right.
const MIRRORED_READS = new Set(["frame", "center", "transform", "initialFrame", "finalFrame"]);
const MIRRORED_WRITES = new Set(["frame", "center", "transform", "corners"]);
function mirrored(width, property, v) {
  switch (property) {
    case "frame": case "initialFrame": case "finalFrame": return R(width - v.x - v.width, v.y, v.width, v.height);
    case "center": return { x: width - v.x, y: v.y };
    case "transform": return { a: v.a, b: 0 - v.b, c: 0 - v.c, d: v.d, tx: 0 - v.tx, ty: v.ty };
    case "corners": return (v & 1 ? 2 : 0) | (v & 2 ? 1 : 0) | (v & 4 ? 8 : 0) | (v & 8 ? 4 : 0);
    default: return v;
  }
}
const localToSuperview = (m) => concat(concat(translation(-m.w / 2, -m.h / 2), m.t), translation(m.cx, m.cy));
class Scene {
  constructor(container, width, height) {
    this.container = container; this.width = width; this.height = height;
    this.views = new Map();
    // The container's width when the operation plays mirrored (Player), else null.
    this.mirror = null;
  }
  model(id) { return this.views.get(id); }
  toContainer(id) {
    let m = I;
    for (let v = this.model(id); v && v.id !== 0; v = this.model(v.parent)) m = concat(m, localToSuperview(v));
    return m;
  }
  superviewToContainer(id) { const v = this.model(id); return v && v.parent !== null ? this.toContainer(v.parent) : I; }
  containerFrame(id) {
    if (id === 0) return R(0, 0, this.width, this.height);
    const m = this.superviewToContainer(id), f = frameOf(this.model(id));
    return isTranslation(m) ? R(f.x + m.tx, f.y + m.ty, f.width, f.height) : boundingBox(corners(f).map((p) => applyTo(m, p)));
  }
  // A container-space value of `property`, in the view's superview space (how a track writes it).
  local(id, property, v) {
    if (this.mirror !== null && MIRRORED_WRITES.has(property)) v = mirrored(this.mirror, property, v);
    if (property === "frame") {
      const inv = invert(this.superviewToContainer(id));
      const r = isTranslation(inv) ? R(v.x + inv.tx, v.y + inv.ty, v.width, v.height) : boundingBox(corners(v).map((p) => applyTo(inv, p)));
      const copy = { ...this.model(id) }; setFrame(copy, r);
      return { cx: copy.cx, cy: copy.cy, w: copy.w, h: copy.h };
    }
    if (property === "center") { const p = applyTo(invert(this.superviewToContainer(id)), v); return { cx: p.x, cy: p.y }; }
    return v;
  }
  // The model value of `property` in superview space (a track's implicit start).
  current(id, property) {
    const m = this.model(id);
    switch (property) {
      case "frame": return { cx: m.cx, cy: m.cy, w: m.w, h: m.h };
      case "center": return { cx: m.cx, cy: m.cy };
      case "transform": return m.t;
      case "alpha": return m.alpha;
      case "cornerRadius": return m.radius;
      case "backgroundColor": return m.color;
      case "clips": return m.clips;
      case "corners": return m.corners;
      case "cornerCurve": return m.curve;
      default: return m.hidden;
    }
  }
  // Writes a superview-space value to the model and the element's style.
  assign(id, property, v) {
    const m = this.model(id);
    if (!m || id === 0) return;
    switch (property) {
      case "frame": case "center": Object.assign(m, v); break;
      case "transform": m.t = v; break;
      case "alpha": m.alpha = v; break;
      case "cornerRadius": m.radius = v; break;
      case "backgroundColor": m.color = v; break;
      case "hidden": m.hidden = Boolean(v); break;
      case "clips": m.clips = Boolean(v); break;
      case "corners": m.corners = v; break;
      case "cornerCurve": m.curve = v; break;
    }
    this.render(id);
  }
  // A view's value as the spec reads it: mirrored right to left (not the container's own).
  read(id, value) {
    const v = this.physical(id, value);
    return this.mirror !== null && id !== 0 && MIRRORED_READS.has(value) ? mirrored(this.mirror, value, v) : v;
  }
  physical(id, value) {
    const m = this.model(id);
    if (!m) return 0;
    switch (value) {
      case "frame": return this.containerFrame(id);
      case "center": {
        if (id === 0) return { x: this.width / 2, y: this.height / 2 };
        return applyTo(this.superviewToContainer(id), { x: m.cx, y: m.cy });
      }
      case "bounds": return id === 0 ? R(0, 0, this.width, this.height) : R(0, 0, m.w, m.h);
      case "width": return id === 0 ? this.width : m.w;
      case "height": return id === 0 ? this.height : m.h;
      case "alpha": return m.alpha;
      case "transform": return m.t;
      case "cornerRadius": return m.radius;
      case "backgroundColor": return m.color;
      case "hidden": return m.hidden;
      case "initialFrame": return this.contextFrames.initial[m.side] || R(0, 0, 0, 0);
      case "finalFrame": return this.contextFrames.final[m.side] || R(0, 0, 0, 0);
      default: return 0;
    }
  }
  render(id) {
    const m = this.model(id);
    if (!m || id === 0) return;
    Object.assign(m.el.style, styleOf(m));
  }
  // `addSubview`, `insertSubview(_:aboveSubview:)`, `insertSubview(_:belowSubview:)` on the container.
  insert(id, placement, sibling) {
    const m = this.model(id);
    if (!m || id === 0) return;
    const other = sibling === undefined ? null : this.model(sibling);
    m.parent = 0;
    if (placement === "above" && other && other.el.parentNode === this.container) other.el.after(m.el);
    else if (placement === "below" && other && other.el.parentNode === this.container) other.el.before(m.el);
    else this.container.append(m.el);
  }
  remove(id) { const m = this.model(id); if (m) { m.el.remove(); m.parent = null; } }
  inHierarchy(id) { const m = this.model(id); return Boolean(m) && (id === 0 || this.container.contains(m.el)); }
}
const px = (v) => `${v}px`;
const cssColor = (c) => `rgb(${c[0] * 255} ${c[1] * 255} ${c[2] * 255} / ${c[3]})`;
const cssMatrix = (t) => `matrix(${t.a}, ${t.b}, ${t.c}, ${t.d}, ${t.tx}, ${t.ty})`;
// A corner radius on the corners the view rounds (`corners`: CACornerMask's bits, top-left 1,
// top-right 2, bottom-left 4, bottom-right 8; every corner by default, as CALayer's).
function radii(corners, r) {
  return { borderTopLeftRadius: px(corners & 1 ? r : 0), borderTopRightRadius: px(corners & 2 ? r : 0),
    borderBottomLeftRadius: px(corners & 4 ? r : 0), borderBottomRightRadius: px(corners & 8 ? r : 0) };
}
function styleOf(m) {
  return { position: "absolute", boxSizing: "border-box", translate: "-50% -50%", left: px(m.cx), top: px(m.cy),
    width: px(m.w), height: px(m.h), transform: cssMatrix(m.t), opacity: String(m.alpha), ...radii(m.corners, m.radius),
    overflow: m.clips ? "hidden" : "", backgroundColor: cssColor(m.color), visibility: m.hidden ? "hidden" : "" };
}
// One property's superview-space value as the style a keyframe animates.
function keyframeStyle(property, v, m) {
  switch (property) {
    case "frame": return { left: px(v.cx), top: px(v.cy), width: px(v.w), height: px(v.h) };
    case "center": return { left: px(v.cx), top: px(v.cy) };
    case "transform": return { transform: cssMatrix(v) };
    case "alpha": return { opacity: String(v) };
    case "cornerRadius": return radii(m ? m.corners : 15, v);
    default: return { backgroundColor: cssColor(v) };
  }
}
function newModel(id, el, frame, extra) {
  const m = { id, el, parent: null, cx: frame.x + frame.width / 2, cy: frame.y + frame.height / 2, w: frame.width, h: frame.height,
    t: I, alpha: 1, radius: 0, color: [0, 0, 0, 0], hidden: false, side: null, corners: 15, clips: false, curve: "circular", ...extra };
  el.dataset.transc = VIEWS[id].name;
  return m;
}
"""#
}
