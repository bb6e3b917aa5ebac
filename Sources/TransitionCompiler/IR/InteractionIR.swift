/// The continuous part of an interaction (issue 30; Docs/LANGUAGE.md, "Interaction"): views
/// that follow the finger, values the translation drives, resistance past the ends, how a
/// release is decided, and whether a touch can catch the transition mid-flight. nil on an
/// `InteractionIR` written with only the percent-driven keys, which then plays exactly as before.
public struct ContinuousInteractionIR: Sendable {
    /// Views that follow the finger, in the order written.
    public var follow: [FollowIR]
    public var resistance: Resistance
    public var release: Release
    /// false: `finishVelocity: none` (the threshold rule decides by progress alone).
    public var velocityRule: Bool
    /// true: a touch while the transition settles catches it where it is (`interruptible`).
    public var interruptible: Bool
    /// Drag, then dismiss (a presentation's `dismiss` only): nil, the transition starts at the
    /// touch; otherwise the presented view is dragged while shown and rests at 0 (where it is
    /// presented) or at one of these progress values of the dismissal (each in (0, 1), sorted),
    /// and the dismissal starts, from where it is, when a release projects past them.
    public var detents: [Double]?
    /// Each key of the continuous model that was written, with its range: what a backend that
    /// does not play the model yet reports.
    public var written: [(key: String, range: SourceRange)]

    public enum Resistance: Sendable {
        /// Past the ends a followed view keeps following the finger one to one.
        case none
        /// UIScrollView's rubber band past the ends; nil dimension: the container's along the axis.
        case rubberBand(dimension: Expr?)
    }

    public enum Release: Sendable, Equatable {
        /// `finishAt` / `finishVelocity` (the percent-driven rule).
        case threshold
        /// Project the momentum with this deceleration rate per millisecond and rest at the
        /// nearest of the start and the end.
        case project(rate: Double)
    }

    /// Whether the interaction needs a finger path to play (a view follows it, resistance, a
    /// re-grab or detents); false when only the release rule differs from the percent-driven one
    /// (`release`, `finishVelocity: none`), which a scrub and the UIKit backend play.
    public var needsFinger: Bool {
        if case .rubberBand = resistance { return true }
        return !follow.isEmpty || interruptible || detents != nil
    }

    public init(follow: [FollowIR] = [], resistance: Resistance = .none, release: Release = .threshold,
                velocityRule: Bool = true, interruptible: Bool = false, written: [(key: String, range: SourceRange)] = []) {
        self.follow = follow
        self.resistance = resistance
        self.release = release
        self.velocityRule = velocityRule
        self.interruptible = interruptible
        self.written = written
    }
}

/// A view that follows the finger: its centre keeps the offset at which it was touched, and
/// the translation along the gesture's axis drives `driven` values over `over` points.
public struct FollowIR: Sendable {
    public var view: ViewID
    /// Both axes (`both`, the default) or only the gesture's (`axis`).
    public var along: Along
    public var driven: [DrivenValueIR]
    /// The translation (points, along the gesture's direction) over which the driven values go
    /// from their first to their second number; nil: the gesture's distance.
    public var over: Expr?
    public var range: SourceRange

    public enum Along: String, Sendable {
        case both, axis
    }

    public init(view: ViewID, along: Along, driven: [DrivenValueIR], over: Expr?, range: SourceRange) {
        self.view = view
        self.along = along
        self.driven = driven
        self.over = over
        self.range = range
    }
}

/// `scale: 1 -> 0.6` or `alpha: 1 -> 0.5` under `follow`.
public struct DrivenValueIR: Sendable {
    public enum Kind: String, Sendable {
        /// A uniform scale applied over the view's transform (the view's `transform` property).
        case scale
        case alpha
    }
    public var kind: Kind
    public var from: Double
    public var to: Double
    public var range: SourceRange

    /// The property the driven value writes.
    public var property: Property { kind == .scale ? .transform : .alpha }

    public init(kind: Kind, from: Double, to: Double, range: SourceRange) {
        self.kind = kind
        self.from = from
        self.to = to
        self.range = range
    }
}
