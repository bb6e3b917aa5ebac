/// The interactive form of an operation in JavaScript, UIPercentDrivenInteractiveTransition's
/// model as the preview plays it (AnimatorCore's PercentDrivenInteraction): `begin()` starts the
/// operation paused; `update(translation)` scrubs it linearly (progress = translation along the
/// axis ÷ distance, each track at clamp((p·T − delay) / duration) through no curve, as a paused
/// animator scrubs); `release(velocity)` decides with the spec's rule (beyond `finishVelocity`
/// along the gesture its sign, else progress ≥ `finishAt`) and continues each track from where
/// it shows to its end (finish) or start (cancel) through the completion curve over the
/// remaining fraction × its duration (a spring receives the release velocity, renormalised to
/// the distance left; a physical spring runs for its own settling time). The completion easing
/// is a `linear()` of the curve at 4,000 to 20,000 stops (every 0.1 ms or closer).
enum InteractionRuntime {
    static let source = #"""
const STOP_SPACING = 0.0001;
class Interaction {
  constructor(scene, op, options) {
    this.scene = scene; this.name = op; this.op = OPS[op]; this.options = options;
    this.progress = 0; this.player = null; this.decision = null; this.completion = 0;
  }
  begin() {
    if (this.player) return;
    this.player = new Player(this.scene, this.name, { paused: true, onend: this.options.onend, reduceMotion: this.options.reduceMotion, appearance: this.options.appearance, layoutDirection: this.options.layoutDirection });
    // Along x the distance turns round with a mirrored layout (the back swipe from the right edge).
    const d = Number(this.op.interaction.distance(this.scene)) || 0;
    this.distance = this.scene.mirror !== null && this.op.interaction.axis === "x" ? 0 - d : d;
    for (const a of this.player.animations) a.effect.updateTiming({ easing: "linear" });
  }
  // Translation: a number along the axis, or a point ({x, y}) as a pan gesture reports it.
  update(translation) {
    if (!this.player || this.decision) return;
    const along = typeof translation === "number" ? translation : Number(translation[this.op.interaction.axis]) || 0;
    const p = this.distance !== 0 ? along / this.distance : 0;
    this.progress = Math.min(Math.max(isFinite(p) ? p : 0, 0), 1);
    this.player.seek(this.progress * this.player.duration);
  }
  release(velocity) {
    if (!this.player || this.decision) return null;
    const i = this.op.interaction, d = this.distance, p = this.progress, T = this.player.duration;
    const along = typeof velocity === "number" ? velocity : Number(velocity && velocity[i.axis]) || 0;
    const towards = isFinite(d) && d !== 0 ? along * (d > 0 ? 1 : -1) : 0;
    const finish = i.finishVelocity !== null && isFinite(towards) && Math.abs(towards) >= i.finishVelocity && towards !== 0 ? towards > 0 : p >= i.finishAt;
    this.decision = finish ? "finish" : "cancel";
    // Fractions of the gesture distance per second, then per distance left (capped at ±100).
    const fraction = d !== 0 && isFinite(d) ? along / d : 0, left = finish ? 1 - p : p;
    const v = left > 0 ? Math.min(Math.max((finish ? fraction : -fraction) / left, -100), 100) : 0;
    const factor = Math.max(left, 1e-9), target = finish ? 1 : 0;
    this.completion = 0;
    this.player.tracks.forEach((track, n) => {
      const a = this.player.animations[n], t = track.track;
      const from = t.duration > 0 ? Math.min(Math.max((p * T - t.delay) / t.duration, 0), 1) : (p * T >= t.delay ? 1 : 0);
      const [duration, curve] = completionCurve(i.completion, factor * t.duration, v);
      const count = Math.min(20000, Math.max(4000, Math.ceil(duration / STOP_SPACING)));
      const stops = [];
      for (let k = 0; k <= count; k++) { const s = k / count; stops.push(`${from + (target - from) * curve(s)} ${s * 100}%`); }
      a.effect.updateTiming({ delay: 0, duration: duration * 1000, easing: `linear(${stops.join(", ")})` });
      a.currentTime = 0;
      if (!this.options.paused) a.play();
      this.completion = Math.max(this.completion, duration);
    });
    if (!this.options.paused) {
      const anims = this.player.animations;
      Promise.all(anims.map((a) => a.finished)).then(() => { if (this.player.animations === anims) this.end(); }, () => {});
    }
    return this.decision;
  }
  // Paused completion (`{paused: true}`): the state `t` seconds after release.
  seek(t) { if (this.player && this.decision) for (const a of this.player.animations) a.currentTime = Math.min(Math.max(t, 0), this.completion) * 1000; }
  // The completion's end: finish (end values, `finish`, the context's clean-up) or cancel (start values, the derived undo).
  end() {
    if (!this.player || !this.decision) return;
    if (this.decision === "finish") this.player.complete(); else this.player.cancel();
  }
  stop() { if (this.player) this.player.stop(); }
}
/** The interactive form of `operation` (one with `interactive:` in the spec), or null:
 * begin(), update(translation), release(velocity) → "finish" | "cancel", and with
 * `{paused: true}` seek(secondsSinceRelease) and end(). */
export function interact(operation, scene, options = {}) {
  const op = Object.prototype.hasOwnProperty.call(OPS, operation) ? OPS[operation] : null;
  return op && op.interaction ? new Interaction(scene, operation, options) : null;
}
"""#
}
