import AnimatorCore
import TransitionCompiler

/// A track's keys as UIKit plays the emitted keyframes (the mirror's `KeyframeRecorder` keeps the
/// same convention): a keyframe animates over its window, from the previous keyframe's time to
/// its own (`addKeyframe(withRelativeStartTime:relativeDuration:)`), so a property that skips a
/// keyframe holds its value until the window of its next one starts; and a segment with a curve
/// of its own is played as linear pieces through the curve's values (KeyframeSampling).
enum PlayedKeyframes {
    struct Key {
        var at: Double
        var value: AnimatableValue
        /// The curve of the segment that ends here.
        var curve: CurveIR?
        /// Where this key's keyframe window starts; nil for a value the track starts from.
        var window: Double?
    }

    static func keys(_ keys: [Key], property: Property, transform3D: Bool, calculation: KeyframeCalculation,
                     duration: Double) -> [(at: Double, value: AnimatableValue, curve: TimingCurve?)] {
        guard let first = keys.first else { return [] }
        var out: [(at: Double, value: AnimatableValue, curve: TimingCurve?)] = [(first.at, first.value, first.curve?.timingCurve(duration: duration))]
        out.reserveCapacity(keys.count)
        let interpolates = KeyframeSampling.interpolates(property, transform3D: transform3D)
        for key in keys.dropFirst() {
            guard let previous = out.last else { break }
            var start = previous.at
            // Discrete keyframes hold each value from its key already.
            if calculation != .discrete, let window = key.window, window > start, window < key.at {
                out.append((window, previous.value, nil))
                start = window
            }
            let span = key.at - start
            guard let fractions = KeyframeSampling.fractions(key.curve, calculation: calculation, span: span, duration: duration) else {
                out.append((key.at, key.value, key.curve?.timingCurve(duration: duration)))
                continue
            }
            let step = KeyframeSampling.step(span)
            for (k, f) in fractions.enumerated() {
                let value = interpolates ? AnimatableValue.interpolate(from: previous.value, to: key.value, progress: f)
                                         : (f < 0.5 ? previous.value : key.value)
                out.append((KeyframeSampling.pieceStart(start, step: step, k) + step, value, nil))
            }
            out.append((key.at, key.value, nil))
        }
        return out
    }
}
