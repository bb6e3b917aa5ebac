/// What a context operation does.
public struct OperationIR: Sendable {
    public var operation: Operation
    public var body: Body
    /// Set when a gesture can drive this operation.
    public var interaction: InteractionIR?
    public var range: SourceRange
    /// What plays instead while the user has Reduce Motion on (`reduceMotion:`, Docs/LANGUAGE.md,
    /// "Accessibility and locale"): a derived crossfade, UIKit's default, or a named branch.
    /// Always `.system` when `body` is.
    public var reducedMotion: Body = .system
    /// How `reducedMotion` was chosen (printed by `--dump-ir`, named in the emitted comments).
    public var reduceMotionChoice: ReduceMotionChoice = .system

    /// `reduceMotion:`'s values.
    public enum ReduceMotionChoice: Sendable, Equatable {
        /// The default: the written branch's end state, reached by a dissolve.
        case crossfade
        /// UIKit's default animation (the delegate returns nil, no interaction controller).
        case system
        /// A branch written under `branches:`.
        case named(String)

        public var description: String {
            switch self {
            case .crossfade: return "crossfade"
            case .system: return "system"
            case .named(let n): return n
            }
        }
    }

    /// The body that plays under the given Reduce Motion setting.
    public func body(reduceMotion: Bool) -> Body { reduceMotion ? reducedMotion : body }

    /// The custom branch that plays under the given Reduce Motion setting, if any.
    public func branch(reduceMotion: Bool) -> BranchIR? {
        if case .custom(let b) = body(reduceMotion: reduceMotion) { return b }
        return nil
    }

    /// The reduced-motion branch, when there is one.
    public var reducedBranch: BranchIR? { branch(reduceMotion: true) }

    /// Every custom branch the operation can play: the written one and its Reduce Motion form.
    /// What a generated file must declare (helpers, follower classes) is decided over these.
    public var playedBranches: [BranchIR] { [branch, reducedBranch].compactMap { $0 } }

    public enum Body: Sendable {
        /// UIKit's default animation: the delegate returns nil. Also what an operation the
        /// spec does not mention gets.
        case system
        case custom(BranchIR)
    }

    public init(operation: Operation, body: Body, interaction: InteractionIR?, range: SourceRange) {
        self.operation = operation
        self.body = body
        self.interaction = interaction
        self.range = range
    }

    public var branch: BranchIR? {
        if case .custom(let b) = body { return b }
        return nil
    }
}

/// A custom animation for one operation, with every default resolved and cancellation derived.
public struct BranchIR: Sendable {
    public var operation: Operation
    /// `reverse push` derives pop from push: the operation it was derived from.
    public var reversedFrom: Operation?
    /// Before anything animates, in order: hierarchy and initial values.
    public var setup: [StepIR]
    /// The tracks, each one view's properties with one timing.
    public var tracks: [TrackIR]
    /// After a completed (not cancelled) transition, in order.
    public var finish: [StepIR]
    /// Derived, never written: undoes `setup` (views it added are removed, properties it or the
    /// tracks changed are restored to their values before setup), in reverse order of setup.
    public var cancel: [StepIR]
    /// Tracks grouped by identical timing: one `UIViewPropertyAnimator` each, coordinated as one.
    public var animators: [AnimatorGroup]
    /// The whole transition: the latest end of any track, in seconds.
    public var duration: Double
    public var range: SourceRange
    /// Views turned about another point than their centre in this branch (Anchor.swift).
    public var anchors: [AnchorIR] = []
    /// Views whose back is not drawn in this branch (`backfaceHidden: true`, CALayer's
    /// `isDoubleSided = false`), set and put back with the anchors.
    public var backfaceHidden: [ViewID] = []
    /// App views (roots and provided views) that lay their subviews out in every frame of this
    /// branch (`relayout: true`, Check/RelayoutChecks.swift): `layoutIfNeeded()` in each animation block
    /// that changes their size, so Auto Layout subviews animate with them.
    public var relayout: [ViewID] = []
    /// The perspective a view gives its subviews in this branch (`perspective:`, its layer's
    /// `sublayerTransform`), set and put back with the anchors.
    public var perspective: PerspectiveIR?

    public init(operation: Operation, reversedFrom: Operation?, setup: [StepIR], tracks: [TrackIR],
                finish: [StepIR], cancel: [StepIR], animators: [AnimatorGroup], duration: Double,
                range: SourceRange) {
        self.operation = operation
        self.reversedFrom = reversedFrom
        self.setup = setup
        self.tracks = tracks
        self.finish = finish
        self.cancel = cancel
        self.animators = animators
        self.duration = duration
        self.range = range
    }
}

/// One step of `setup`, `finish` or the derived `cancel`.
public struct StepIR: Sendable {
    public var kind: Kind
    public var range: SourceRange

    public enum Kind: Sendable {
        /// Put a view into the container: on top of its subviews, or above/below a sibling.
        case insert(ViewID, Placement)
        case remove(ViewID)
        case set(ViewID, Property, Expr)
        /// Derived cancellation only: put back the value `property` had before setup
        /// (recorded by the backend when setup ran).
        case restore(ViewID, Property)
    }

    public enum Placement: Sendable, Equatable {
        case top
        case above(ViewID)
        case below(ViewID)
    }

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// The properties of one view animated with one timing.
public struct TrackIR: Sendable {
    // Stored in this order (the view between the curve and the content, in padding): 80 bytes,
    // 112 before (issue 17: a big spec holds each written track four times).
    /// Seconds from the start of the transition.
    public var delay: Double
    /// Seconds. For a physical spring, the spring's settling time.
    public var duration: Double
    public var curve: CurveIR
    public var view: ViewID
    public var content: Content
    public var range: SourceRange
    /// A track over a provided list: how its elements' starts spread (nil: a single view).
    public var stagger: StaggerIR? {
        get { staggerBox?.value }
        set { staggerBox = newValue.map(StaggerBox.init) }
    }
    /// Whether the track has a stagger, asked without copying it out of its box.
    public var hasStagger: Bool { staggerBox != nil }
    /// Out of line: few tracks have one, and inline it was 88 of a track's 192 bytes (issue 17).
    private var staggerBox: StaggerBox?

    private final class StaggerBox: Sendable {
        let value: StaggerIR
        init(_ value: StaggerIR) { self.value = value }
    }

    public enum Content: Sendable {
        /// Each property from its value when the track starts (or an explicit `from`) to `to`.
        case values([PropertyTarget])
        /// Keyframes at relative times in 0...1.
        case keyframes([KeyframeIR], calculation: KeyframeCalculation)
    }

    public init(view: ViewID, delay: Double, duration: Double, curve: CurveIR, content: Content, stagger: StaggerIR? = nil,
                range: SourceRange) {
        self.view = view
        self.staggerBox = stagger.map(StaggerBox.init)
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.content = content
        self.range = range
    }

    /// Calls `body` with each property this track animates, in the order of `properties`,
    /// without building the array (issue 17: asked for every track by the derivations).
    public func forEachProperty(_ body: (Property) -> Void) { content.forEachProperty(body) }

    /// Whether `test` holds for any of the track's values, asked in `Content.forEachValue`'s order.
    public func anyValue(_ test: (Expr) -> Bool) -> Bool { content.anyValue(test) }

    /// The properties this track animates, as a set.
    public var propertySet: PropertySet { content.propertySet }

    public func animates(_ property: Property) -> Bool { content.animates(property) }

    /// The properties this track animates, in a stable order.
    public var properties: [Property] {
        switch content {
        case .values(let targets): return targets.map(\.property)
        case .keyframes:
            var seen: [Property] = []
            forEachProperty { seen.append($0) }
            return seen
        }
    }

    public var end: Double { delay + duration }
}

public struct PropertyTarget: Sendable {
    // Stored in this order so that `property` takes the padding after `range` (104 bytes, 112
    // first): a big spec holds four targets per written one (issue 17).
    /// nil: from the value the property has when the track starts.
    public var from: Expr?
    public var to: Expr
    public var range: SourceRange
    public var property: Property

    public init(property: Property, from: Expr?, to: Expr, range: SourceRange) {
        self.property = property
        self.from = from
        self.to = to
        self.range = range
    }
}

public struct KeyframeIR: Sendable {
    /// Relative time within the track, 0...1, increasing along the track. Written keyframes
    /// increase strictly; a lowered `repeat` puts two at one time for a jump (a zero-length
    /// segment, UIKit's `relativeDuration: 0`).
    public var at: Double
    public var values: [PropertyValue]
    /// The curve of the segment that ends at this keyframe (nil: linear).
    public var curve: CurveIR?
    public var range: SourceRange

    public init(at: Double, values: [PropertyValue], curve: CurveIR?, range: SourceRange) {
        self.at = at
        self.values = values
        self.curve = curve
        self.range = range
    }
}

public struct PropertyValue: Sendable {
    public var property: Property
    public var value: Expr
    public init(property: Property, value: Expr) {
        self.property = property
        self.value = value
    }
}

/// UIKit's keyframe calculation modes that the language offers.
public enum KeyframeCalculation: String, Sendable, CaseIterable {
    case linear, discrete, cubic
}

/// Tracks that share one timing: realised as one `UIViewPropertyAnimator` (emit-swift) or one
/// AnimatorCore animator (run). All groups of a branch are driven as one coordinated animator;
/// the group with the latest end is the primary, which decides completion.
public struct AnimatorGroup: Sendable {
    public var delay: Double
    public var duration: Double
    public var curve: CurveIR
    /// Indices into `BranchIR.tracks`, in source order.
    public var tracks: [Int]

    public init(delay: Double, duration: Double, curve: CurveIR, tracks: [Int]) {
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.tracks = tracks
    }
}

/// What a track's questions read is its content: asked of `tracks[i].content`, a walk copies the
/// one array reference, where a call on `tracks[i]` copied the whole track first (80 bytes, four
/// references retained and released; issue 17).
extension TrackIR.Content {
    public func forEachProperty(_ body: (Property) -> Void) {
        switch self {
        case .values(let targets): for i in targets.indices { body(targets[i].property) }
        case .keyframes(let frames, _):
            var seen = PropertySet()
            for frame in frames { for v in frame.values where !seen.contains(v.property) { seen.insert(PropertySet(v.property)); body(v.property) } }
        }
    }

    public func forEachValue(_ body: (Expr) -> Void) {
        _ = anyValue { body($0); return false }
    }

    public func anyValue(_ test: (Expr) -> Bool) -> Bool { anyPropertyValue { test($1) } }

    /// Calls `body` with each value the track gives and the property it is for, in
    /// `forEachValue`'s order.
    public func forEachPropertyValue(_ body: (Property, Expr) -> Void) {
        _ = anyPropertyValue { body($0, $1); return false }
    }

    /// Whether `test` holds for some (property, value) of the track: each target's end, then its
    /// explicit start, or each keyframe's values.
    public func anyPropertyValue(_ test: (Property, Expr) -> Bool) -> Bool {
        switch self {
        case .values(let targets):
            // By index: iterating copied each target (104 bytes, two expressions retained), issue 17.
            for i in targets.indices {
                if test(targets[i].property, targets[i].to) { return true }
                if let from = targets[i].from, test(targets[i].property, from) { return true }
            }
            return false
        case .keyframes(let frames, _): return frames.contains { $0.values.contains { test($0.property, $0.value) } }
        }
    }

    public var propertySet: PropertySet {
        var set = PropertySet()
        forEachProperty { set.insert(PropertySet($0)) }
        return set
    }

    public func animates(_ property: Property) -> Bool {
        switch self {
        case .values(let targets):
            for i in targets.indices where targets[i].property == property { return true }
            return false
        case .keyframes: return propertySet.contains(property)
        }
    }
}

extension Array where Element == TrackIR {
    /// The latest end of any track (nil: no track): a branch's duration. Read in place, where
    /// `map(\.end).max()` copied every track to apply the key path (issue 17).
    public var latestEnd: Double? {
        var latest: Double?
        for i in indices {
            let end = self[i].delay + self[i].duration
            if let l = latest, !(l < end) { continue }
            latest = end
        }
        return latest
    }
}

extension BranchIR {
    /// The value `view`'s `property` is left at when the branch ends, as written: its last `set` in
    /// `finish`, else the end of the track that ends last (its last keyframe's value), else its last
    /// `set` in `setup`; nil when the branch does not write it (the view keeps what it had).
    public func valueLeft(on view: ViewID, _ property: Property) -> Expr? {
        func lastSet(_ steps: [StepIR]) -> Expr? {
            steps.last { if case .set(view, property, _) = $0.kind { return true } else { return false } }
                .flatMap { if case .set(_, _, let e) = $0.kind { return e } else { return nil } }
        }
        var tracked: (end: Double, value: Expr)?
        for track in tracks where track.view == view {
            let value: Expr?
            switch track.content {
            case .values(let targets): value = targets.last { $0.property == property }?.to
            case .keyframes(let keyframes, _): value = keyframes.last { $0.values.contains { $0.property == property } }?.values.last { $0.property == property }?.value
            }
            let end = track.delay + track.duration
            if let value, end >= (tracked?.end ?? -.infinity) { tracked = (end, value) }
        }
        return lastSet(finish) ?? tracked?.value ?? lastSet(setup)
    }
}
