// Release by projection: where the momentum would carry the view if it decelerated as a
// UIScrollView does (WWDC18 "Designing Fluid Interfaces"): distance = (v / 1000) · r / (1 − r)
// points for a velocity v in points per second and a deceleration rate r per millisecond
// (UIScrollView.DecelerationRate: normal 0.998, fast 0.99). Then the nearest resting place wins.

/// The projection of a release.
public enum Projection {
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = 0.99

    /// The distance (points, signed as `velocity`) a scroll view decelerating at `rate` travels
    /// from `velocity` points per second: (v / 1000) · r / (1 − r). 0 for a rate outside (0, 1)
    /// or a non-finite velocity.
    public static func distance(velocity v: Double, rate r: Double) -> Double {
        guard v.isFinite, r.isFinite, r > 0, r < 1 else { return 0 }
        return (v / 1000) * r / (1 - r)
    }

    /// `position` carried on by the projection of `velocity`.
    public static func project(_ position: Double, velocity: Double, rate: Double) -> Double {
        position + distance(velocity: velocity, rate: rate)
    }

    /// The index of the resting place nearest `projected` (the first on a tie); nil when there
    /// are none. Places need not be sorted.
    public static func nearest(_ projected: Double, among places: [Double]) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for (i, p) in places.enumerated() where p.isFinite {
            let d = abs(p - projected)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best ?? (places.isEmpty ? nil : 0)
    }
}

/// The rule that decides a release of an interactive transition.
public enum ReleaseRule: Sendable, Equatable {
    /// The percent-driven rule: finish when the progress is at least `finishAt`, unless the
    /// velocity along the gesture (points per second, positive towards the end) is at least
    /// `finishVelocity` in magnitude: then its direction decides. `finishVelocity` nil: the
    /// velocity rule is off.
    case threshold(finishAt: Double, finishVelocity: Double?)
    /// The progress the momentum projects to (deceleration rate `rate`), and the nearest of the
    /// resting places (progress values: 0 the start, 1 the end, and any detents).
    case project(rate: Double)

    /// What a release decided, with its numbers.
    public struct Decision: Sendable, Equatable {
        /// The progress the view rests at (0 cancels, 1 finishes).
        public var restingPlace: Double
        /// The projected progress (`project`), or the release progress (`threshold`).
        public var projected: Double
        /// `threshold`: whether the velocity rule decided (else the progress did).
        public var byVelocity: Bool
        /// `project`: the points the momentum carries the view on.
        public var travel: Double
        public var finishes: Bool { restingPlace >= 1 }
    }

    /// Decides a release at `progress` with `velocity` points per second along the gesture
    /// (positive towards the end) and a gesture `distance` (points per progress 1, > 0).
    /// `places`: the resting places for `project` (default the start and the end).
    public func decide(progress p: Double, velocity v: Double, distance: Double, places: [Double] = [0, 1]) -> Decision {
        switch self {
        case .threshold(let finishAt, let finishVelocity):
            if let fv = finishVelocity, v.isFinite, abs(v) >= fv, v != 0 {
                let finish = v > 0
                return Decision(restingPlace: finish ? 1 : 0, projected: p, byVelocity: true, travel: 0)
            }
            let finish = p >= finishAt
            return Decision(restingPlace: finish ? 1 : 0, projected: p, byVelocity: false, travel: 0)
        case .project(let rate):
            // A zero (or non-finite) distance projects nowhere: the release progress stands.
            let travel = Projection.distance(velocity: v, rate: rate)
            let projected = distance.isFinite && distance > 0 ? p + travel / distance : p
            let i = Projection.nearest(projected, among: places) ?? 0
            let place = places.isEmpty ? (projected >= 0.5 ? 1 : 0) : places[i]
            return Decision(restingPlace: place, projected: projected, byVelocity: false, travel: travel)
        }
    }
}

