// A scripted finger: the samples of `transc run --drag "T:DX,DY … T:up"`. Each sample is a time
// in seconds and the finger's translation in points from where it touched down; between two
// samples the finger moves in a straight line at constant speed. `T:up` lifts it: the release
// velocity is the last segment's (between the last two samples before the lift; 0 with one
// sample), and between the last sample and the lift the finger rests where it was. Samples after
// an `up` touch down again (a re-grab), their translations measured from that new touch.

/// A finger's path: one or more touches, in time order.
public struct FingerPath: Sendable, Equatable {
    public struct Sample: Sendable, Equatable {
        public var time: Double
        public var translation: Point
        public init(time: Double, translation: Point) {
            self.time = time
            self.translation = translation
        }
    }

    /// One touch: from its first sample (the touch-down) to its lift (nil: held to the end).
    public struct Touch: Sendable, Equatable {
        public var samples: [Sample]
        public var lift: Double?
        public init(samples: [Sample], lift: Double?) {
            self.samples = samples
            self.lift = lift
        }
        public var down: Double { samples.first?.time ?? 0 }
        /// The translation at `time` (clamped to the touch's samples).
        public func translation(at time: Double) -> Point {
            guard let first = samples.first else { return Point(x: 0, y: 0) }
            if time <= first.time { return first.translation }
            for i in 1..<max(samples.count, 1) where i < samples.count {
                let a = samples[i - 1], b = samples[i]
                if time <= b.time {
                    let f = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
                    return Point(x: a.translation.x + (b.translation.x - a.translation.x) * f,
                                 y: a.translation.y + (b.translation.y - a.translation.y) * f)
                }
            }
            return samples[samples.count - 1].translation
        }
        /// The release velocity (points per second): the last segment's.
        public var releaseVelocity: Point {
            guard samples.count >= 2 else { return Point(x: 0, y: 0) }
            let a = samples[samples.count - 2], b = samples[samples.count - 1]
            let dt = b.time - a.time
            guard dt > 0 else { return Point(x: 0, y: 0) }
            return Point(x: (b.translation.x - a.translation.x) / dt, y: (b.translation.y - a.translation.y) / dt)
        }
        /// The translation where the finger lifts.
        public var liftTranslation: Point { samples.last?.translation ?? Point(x: 0, y: 0) }
    }

    public var touches: [Touch]

    public init(touches: [Touch]) { self.touches = touches }

    /// The touch the finger is in at `time` (down at or before it, not yet lifted), if any.
    public func touchIndex(at time: Double) -> Int? {
        for (i, t) in touches.enumerated().reversed() where time >= t.down {
            if let lift = t.lift, time >= lift { return nil }
            return i
        }
        return nil
    }

    /// The last time the path names (its last sample or lift).
    public var endTime: Double {
        guard let last = touches.last else { return 0 }
        return last.lift ?? last.samples.last?.time ?? 0
    }

    /// Each touch-down and lift in time order: its time, its touch, and whether it is the touch-down.
    public var downsAndLifts: [(time: Double, touch: Int, down: Bool)] {
        var list: [(time: Double, touch: Int, down: Bool)] = []
        for (i, t) in touches.enumerated() {
            list.append((t.down, i, true))
            if let lift = t.lift { list.append((lift, i, false)) }
        }
        return list
    }

    /// Every time the path names, in order (samples and lifts).
    public var times: [Double] {
        touches.flatMap { t in t.samples.map(\.time) + (t.lift.map { [$0] } ?? []) }
    }

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Reads "T:DX,DY T:DX,DY … T:up …" (whitespace-separated samples; times in seconds,
    /// non-negative and strictly increasing; translations finite; at most `limit` samples).
    public static func parse(_ text: String, limit: Int = 10_000) throws(ParseError) -> FingerPath {
        var touches: [Touch] = []
        var current: [Sample] = []
        var last = -Double.infinity
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard !words.isEmpty else { throw ParseError(message: "--drag needs samples: \"0:0,0 0.2:0,120 0.25:up\"") }
        guard words.count <= limit else { throw ParseError(message: "--drag gives \(words.count) samples, more than the \(limit) a run takes") }
        for word in words {
            let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let time = Double(parts[0]), time.isFinite, time >= 0 else {
                throw ParseError(message: "--drag sample '\(word)' must be TIME:DX,DY or TIME:up (time in seconds, at least 0)")
            }
            guard time > last else {
                throw ParseError(message: "--drag sample '\(word)': times must increase (\(time) follows \(last))")
            }
            last = time
            if parts[1] == "up" {
                guard !current.isEmpty else { throw ParseError(message: "--drag sample '\(word)': 'up' with no finger down") }
                touches.append(Touch(samples: current, lift: time))
                current = []
                continue
            }
            let xy = parts[1].split(separator: ",", omittingEmptySubsequences: false)
            guard xy.count == 2, let dx = Double(xy[0]), let dy = Double(xy[1]), dx.isFinite, dy.isFinite,
                  abs(dx) <= 1e6, abs(dy) <= 1e6 else {
                throw ParseError(message: "--drag sample '\(word)' must be TIME:DX,DY with DX and DY finite numbers of points (at most 1e6)")
            }
            current.append(Sample(time: time, translation: Point(x: dx, y: dy)))
        }
        if !current.isEmpty { touches.append(Touch(samples: current, lift: nil)) }
        return FingerPath(touches: touches)
    }
}
