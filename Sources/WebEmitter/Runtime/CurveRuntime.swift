/// The completion curve evaluated in JavaScript at release, when the release velocity is known:
/// Core Animation's cubic Béziers, CSS steps, and the three spring forms with AnimatorCore's
/// rules (Curves/Spring.swift: a damping-ratio spring re-solved to settle in its duration, a
/// physical or perceptual one running for its own settling time, 0.001 of the distance).
enum CurveRuntime {
    static let source = #"""
function bezier(x1, y1, x2, y2) {
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const X = (t) => ((ax * t + bx) * t + cx) * t, Y = (t) => ((ay * t + by) * t + cy) * t;
  const dX = (t) => (3 * ax * t + 2 * bx) * t + cx;
  return (x) => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    let t = x;
    for (let i = 0; i < 8; i++) { const e = X(t) - x, d = dX(t); if (Math.abs(e) < 1e-12) return Y(t); if (Math.abs(d) < 1e-9) break; t -= e / d; }
    let lo = 0, hi = 1; t = x;
    for (let i = 0; i < 60; i++) { const e = X(t) - x; if (Math.abs(e) < 1e-12) break; if (e > 0) hi = t; else lo = t; t = (lo + hi) / 2; }
    return Y(t);
  };
}
function stepsCurve(n, position) {
  const jumps = position === "jump-none" ? n - 1 : position === "jump-both" ? n + 1 : n;
  return (x) => {
    if (x >= 1) return 1;
    if (x <= 0) return position === "jump-start" || position === "jump-both" ? 1 / jumps : 0;
    let step = Math.floor(x * n);
    if (position === "jump-start" || position === "jump-both") step += 1;
    return Math.min(step / jumps, 1);
  };
}
class Spring {
  constructor(mass, stiffness, damping, velocity, honors) {
    this.mass = mass > 0 ? mass : 1; this.stiffness = stiffness > 0 ? stiffness : 100; this.damping = damping >= 0 ? damping : 10;
    this.v0 = isFinite(velocity) ? velocity : 0; this.honors = honors; this.constants();
    this.duration = honors ? 0 : this.settling();
  }
  constants() {
    this.w0 = Math.sqrt(this.stiffness / this.mass); this.zeta = this.damping / (2 * Math.sqrt(this.stiffness * this.mass));
    this.wd = this.zeta < 1 ? this.w0 * Math.sqrt(1 - this.zeta * this.zeta) : 0;
  }
  x(t) {
    const x0 = -1, v0 = this.v0, w0 = this.w0, z = this.zeta;
    if (z < 1) { const e = Math.exp(-z * w0 * t), b = (z * w0 * x0 + v0) / this.wd; return e * (x0 * Math.cos(this.wd * t) + b * Math.sin(this.wd * t)); }
    if (z === 1) { const b = v0 + w0 * x0; return (x0 + b * t) * Math.exp(-w0 * t); }
    const r = w0 * Math.sqrt(z * z - 1), gm = -z * w0 - r, gp = -z * w0 + r, b = (gm * x0 - v0) / (gm - gp);
    return (x0 - b) * Math.exp(gm * t) + b * Math.exp(gp * t);
  }
  settling() {
    const eps = 0.001, horizon = 60, decay = this.zeta * this.w0;
    if (!(decay > 0) || !isFinite(decay)) return horizon;
    if (this.zeta < 1) return Math.min(horizon, Math.max(0, -Math.log(eps / (Math.abs(decay - this.v0) + 1)) / decay));
    const step = Math.min(Math.max(1 / (this.w0 * 20), horizon / 200000), 0.05);
    let t = 0, lastAbove = 0;
    while (t < horizon) { if (Math.abs(this.x(t)) >= eps) lastAbove = t; else if (t - lastAbove > 10 / decay) break; t += step; }
    let lo = lastAbove, hi = lastAbove + step;
    for (let i = 0; i < 50; i++) { const mid = (lo + hi) / 2; if (Math.abs(this.x(mid)) >= eps) lo = mid; else hi = mid; }
    return Math.min(horizon, hi);
  }
  // A damping-ratio spring made to settle in `d` seconds (bisecting ω0 in log space).
  resolved(d) {
    if (!this.honors || !(d > 0)) return this;
    const ratio = this.zeta;
    let lo = 1e-3, hi = 1e5;
    for (let i = 0; i < 80; i++) {
      const mid = Math.sqrt(lo * hi), probe = new Spring(1, mid * mid, 2 * ratio * mid, this.v0, true);
      if (probe.settling() > d) lo = mid; else hi = mid;
    }
    const w = Math.sqrt(lo * hi), s = new Spring(1, w * w, 2 * ratio * w, this.v0, true);
    s.duration = d;
    return s;
  }
}
// The completion curve for a member of `d` seconds with the release velocity `v` (remaining
// distances per second): [its duration, its progress function of the fraction 0…1].
function completionCurve(c, d, v) {
  if (c.kind === "cubic") return [d, bezier(...c.points)];
  if (c.kind === "steps") return [d, stepsCurve(c.count, c.position)];
  let s;
  if (c.kind === "ratio") s = new Spring(1, 100, 20 * Math.max(c.ratio, 0.01), v, true).resolved(d);
  else if (c.kind === "physical") s = new Spring(c.mass, c.stiffness, c.damping, v, false);
  else {
    const k = Math.pow(2 * Math.PI / c.duration, 2), b = Math.min(Math.max(c.bounce, -0.99), 1), z = b >= 0 ? 1 - b : 1 / (1 + b);
    s = new Spring(1, k, 2 * z * Math.sqrt(k), v, false);
  }
  return [s.duration, (x) => (x >= 1 ? 1 : x <= 0 ? 0 : 1 + s.x(x * s.duration))];
}
"""#
}
