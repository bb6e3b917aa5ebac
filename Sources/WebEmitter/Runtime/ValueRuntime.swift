/// The module's values and the arithmetic the spec's expressions use (Docs/LANGUAGE.md,
/// "Expressions"), in JavaScript: the same combinations as the interpreter's `Evaluator`
/// (numbers, points {x, y}, sizes {width, height}, rects {x, y, width, height}, colours
/// [r, g, b, a] in 0…1, affine transforms {a, b, c, d, tx, ty}), and the division rule
/// (a non-finite quotient gives 0). Lowered expressions (JSExpr.swift) call these helpers.
enum ValueRuntime {
    static let source = #"""
const I = Object.freeze({ a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 });
const R = (x, y, width, height) => ({ x, y, width, height });
const isRect = (v) => typeof v === "object" && v !== null && "x" in v && "width" in v;
const isPoint = (v) => typeof v === "object" && v !== null && "x" in v && !("width" in v);
const isSize = (v) => typeof v === "object" && v !== null && "width" in v && !("x" in v);
// m then n, CGAffineTransform's concatenating(_:).
function concat(m, n) {
  return { a: m.a * n.a + m.b * n.c, b: m.a * n.b + m.b * n.d, c: m.c * n.a + m.d * n.c, d: m.c * n.b + m.d * n.d,
    tx: m.tx * n.a + m.ty * n.c + n.tx, ty: m.tx * n.b + m.ty * n.d + n.ty };
}
const translation = (x, y) => ({ a: 1, b: 0, c: 0, d: 1, tx: x, ty: y });
const applyTo = (m, p) => ({ x: m.a * p.x + m.c * p.y + m.tx, y: m.b * p.x + m.d * p.y + m.ty });
const isTranslation = (m) => m.a === 1 && m.b === 0 && m.c === 0 && m.d === 1;
function invert(m) {
  const det = m.a * m.d - m.b * m.c;
  if (det === 0 || !isFinite(det)) return m;
  return { a: m.d / det, b: -m.b / det, c: -m.c / det, d: m.a / det,
    tx: (m.c * m.ty - m.d * m.tx) / det, ty: (m.b * m.tx - m.a * m.ty) / det };
}
function boundingBox(points) {
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const x = Math.min(...xs), y = Math.min(...ys);
  return R(x, y, Math.max(...xs) - x, Math.max(...ys) - y);
}
const corners = (r) => [{ x: r.x, y: r.y }, { x: r.x + r.width, y: r.y }, { x: r.x, y: r.y + r.height }, { x: r.x + r.width, y: r.y + r.height }];
// `scale(0.9) translate(0, 20) rotate(5deg)`, applied left to right (CGAffineTransform's translatedBy…).
function TF(steps) {
  let t = I;
  for (const [kind, x, y] of steps) {
    if (kind === "translate") t = concat(translation(x, y), t);
    else if (kind === "scale") t = concat({ a: x, b: 0, c: 0, d: y, tx: 0, ty: 0 }, t);
    else t = concat({ a: Math.cos(x), b: Math.sin(x), c: -Math.sin(x), d: Math.cos(x), tx: 0, ty: 0 }, t);
  }
  return t;
}
function MEM(v, m) {
  if (isPoint(v)) {
    if (m === "x" || m === "minX" || m === "midX" || m === "maxX") return v.x;
    if (m === "y" || m === "minY" || m === "midY" || m === "maxY") return v.y;
    return m === "origin" || m === "center" ? v : 0;
  }
  if (isSize(v)) {
    if (m === "width" || m === "height") return v[m];
    if (m === "size") return v;
    v = R(0, 0, v.width, v.height);
  }
  switch (m) {
    case "x": case "minX": return v.x;
    case "y": case "minY": return v.y;
    case "width": case "height": return v[m];
    case "midX": return v.x + v.width / 2;
    case "maxX": return v.x + v.width;
    case "midY": return v.y + v.height / 2;
    case "maxY": return v.y + v.height;
    case "origin": return { x: v.x, y: v.y };
    case "size": return { width: v.width, height: v.height };
    default: return { x: v.x + v.width / 2, y: v.y + v.height / 2 };
  }
}
const OFFSET = (v, dx, dy) => isPoint(v) ? { x: v.x + dx, y: v.y + dy } : R(v.x + dx, v.y + dy, v.width, v.height);
function INSET(r, dx, dy) {
  // CGRect.insetBy: standardized first; a rect inset past empty is the null rect (drawn as zero).
  const s = R(Math.min(r.x, r.x + r.width), Math.min(r.y, r.y + r.height), Math.abs(r.width), Math.abs(r.height));
  const w = s.width - 2 * dx, h = s.height - 2 * dy;
  return w < 0 || h < 0 ? R(0, 0, 0, 0) : R(s.x + dx, s.y + dy, w, h);
}
function arith(op, a, b) {
  switch (op) {
    case "+": return a + b;
    case "-": return a - b;
    case "*": return a * b;
    default: { const q = a / b; return isFinite(q) ? q : 0; }
  }
}
function BIN(op, l, r) {
  const f = (a, b) => arith(op, a, b);
  const n = (v) => typeof v === "number";
  if (isPoint(l) && isPoint(r)) return { x: f(l.x, r.x), y: f(l.y, r.y) };
  if (isSize(l) && isSize(r)) return { width: f(l.width, r.width), height: f(l.height, r.height) };
  if (isRect(l) && isRect(r)) return R(f(l.x, r.x), f(l.y, r.y), f(l.width, r.width), f(l.height, r.height));
  if (isPoint(l) && n(r)) return { x: f(l.x, r), y: f(l.y, r) };
  if (n(l) && isPoint(r)) return { x: f(l, r.x), y: f(l, r.y) };
  if (isSize(l) && n(r)) return { width: f(l.width, r), height: f(l.height, r) };
  if (n(l) && isSize(r)) return { width: f(l, r.width), height: f(l, r.height) };
  if (isRect(l) && n(r)) return R(f(l.x, r), f(l.y, r), f(l.width, r), f(l.height, r));
  if (n(l) && isRect(r)) return R(f(l, r.x), f(l, r.y), f(l, r.width), f(l, r.height));
  return f(Number(l), Number(r));
}
const NEG = (v) => BIN("*", v, -1);
function MATH(op, x) {
  switch (op) {
    case "sqrt": return Math.sqrt(Math.max(x[0], 0));
    case "hypot": return Math.hypot(x[0], x[1]);
    case "min": return Math.min(x[0], x[1]);
    case "max": return Math.max(x[0], x[1]);
    case "abs": return Math.abs(x[0]);
    case "clamp": return Math.min(Math.max(x[0], x[1]), x[2]);
    case "if": return Number(x[0]) !== 0 ? x[1] : x[2];
    case "<": return x[0] < x[1] ? 1 : 0;
    case "<=": return x[0] <= x[1] ? 1 : 0;
    case ">": return x[0] > x[1] ? 1 : 0;
    case ">=": return x[0] >= x[1] ? 1 : 0;
    case "==": return x[0] === x[1] ? 1 : 0;
    default: return x[0] !== x[1] ? 1 : 0;
  }
}
"""#
}
