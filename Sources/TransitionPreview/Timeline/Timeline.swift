import TransitionCompiler

/// What `transc run` produces: the states of every view of one operation of a transition,
/// sampled over time, plus the context's events. Renderers (table, JSON, CSV, SVG, HTML, PNG)
/// read only this type. The JSON format is documented in Docs/TIMELINE-FORMAT.md.
public struct Timeline: Sendable {
    public var transition: String
    public var operation: Operation
    /// The branch's duration in seconds (the latest end of any track).
    public var duration: Double
    public var outcome: Outcome
    public var events: [TimelineEvent]
    public var frames: [TimelineFrame]
    /// Every view's state before setup ran.
    public var before: ViewStates
    /// Every view's state once the transition has ended (finish clean-up run, or cancellation undone).
    public var after: ViewStates
    /// The container's size.
    public var containerWidth: Double
    public var containerHeight: Double
    /// The views' names in a stable order (built-ins first, then declaration order).
    public var viewNames: [String]

    // Added by `transc run` (defaults keep the initialiser unchanged):
    /// The time `completeTransition` was called: the duration, the end of an interactive
    /// scenario's completion phase, or 0 when not animated. nil: `duration`.
    public var completionTime: Double?
    /// Human-readable remarks on the run (the release decision, clamped inputs...).
    public var notes: [String] = []
    /// false: the `isAnimated == false` path was played.
    public var animated = true
    /// The interactive scenario, if one was played.
    public var scrub: TimelineScrub?
    /// The finger path played (`--drag`), with every touch, release and grab.
    public var drag: TimelineDrag?
    /// The operation's gesture (from `interactive:`), with its distance evaluated in this scene.
    public var gesture: TimelineGesture?
    /// The device settings the run was played under (`--reduce-motion`…).
    public var settings: DeviceSettings = .standard
    /// App views laid out in every frame (`relayout: true`): the app's Auto Layout content moves
    /// with them, which the preview cannot show (it has no app content); the renderers say so.
    public var relayout: [TimelineRelayout] = []
    /// The preview's screen images, which views' `image` refer to by index (renderers only;
    /// not in the JSON).
    public var images: [PreviewImage] = []

    /// `completionTime`, or the duration.
    public var endTime: Double {
        get { completionTime ?? duration }
        set { completionTime = newValue }
    }

    public enum Outcome: String, Sendable {
        case finished, cancelled
    }

    public init(transition: String, operation: Operation, duration: Double, outcome: Outcome,
                events: [TimelineEvent], frames: [TimelineFrame], before: ViewStates, after: ViewStates,
                containerWidth: Double, containerHeight: Double, viewNames: [String]) {
        self.transition = transition
        self.operation = operation
        self.duration = duration
        self.outcome = outcome
        self.events = events
        self.frames = frames
        self.before = before
        self.after = after
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.viewNames = viewNames
    }
}

/// Views by name (`container`, `from`, `to`, then the spec's names).
public typealias ViewStates = [String: ViewState]

public struct TimelineEvent: Sendable, Equatable {
    /// `setup`, `start`, `update`, `pause`, `release`, `finish`, `cancel`, `completeTransition`, and the
    /// warning `non-finite value` (a division gave the division rule's fallback, Docs/LANGUAGE.md).
    public var name: String
    public var time: Double
    /// `completeTransition(true|false)`'s argument; the progress of `update`/`release`; nil otherwise.
    public var value: Double?
    /// `non-finite value`: what was being evaluated ("track of 'badge', line 14").
    public var detail: String?

    public init(name: String, time: Double, value: Double? = nil, detail: String? = nil) {
        self.name = name
        self.time = time
        self.value = value
        self.detail = detail
    }
}

public struct TimelineFrame: Sendable {
    public var time: Double
    /// 0...1: the coordinated animator's fraction complete.
    public var progress: Double
    public var views: ViewStates

    public init(time: Double, progress: Double, views: ViewStates) {
        self.time = time
        self.progress = progress
        self.views = views
    }
}

/// One view's drawn (presentation) state at one time.
public struct ViewState: Sendable, Equatable {
    /// In container space.
    public var frame: Rect
    public var alpha: Double
    public var transform: AffineValue
    public var cornerRadius: Double
    public var backgroundColor: RGBA
    public var hidden: Bool
    /// `layer.zPosition` (the language's `zIndex` property).
    public var zIndex: Double
    /// Whether the view is in the container's hierarchy (drawn at all).
    public var inHierarchy: Bool
    /// Drawing order among the views in the hierarchy (0 = bottom); -1 when not in it.
    public var order: Int
    /// The preview label, for renderers.
    public var label: String?
    /// Drawn behind the container although not in it: the presenting view of a custom
    /// presentation, which UIKit leaves in the window (renderers only; not in the JSON).
    public var backdrop = false
    /// The layer's shadow and border (CALayer's defaults unless a spec sets or animates them).
    public var layer = LayerStyle.none
    /// The layer's 4×4 transform (CATransform3D's sixteen entries, row by row) when it is not
    /// affine; `transform` is then its affine part. nil: `transform` is the whole transform.
    public var transform3D: [Double]?
    /// The layer's anchor point (CALayer.anchorPoint, in the view's unit square, as laid out)
    /// while the branch turns the view about it; nil: the centre. `frame` stays the view's
    /// untransformed frame: the transform applies about this point of it.
    public var anchor: AnchorState?
    /// `layer.isDoubleSided == false` (`backfaceHidden: true`): renderers leave the view out
    /// while its back faces the eye.
    public var backfaceHidden = false
    /// The perspective the view gives its subviews, the eye's distance in points
    /// (`layer.sublayerTransform`, m34 = −1/distance, `perspective:` in a branch); nil: none.
    public var perspective: Double?
    /// The mask view's geometry in the view's own coordinates; nil: no mask.
    public var mask: MaskState?
    /// Clipping and corner shapes; nil: UIKit's defaults (not clipped, every corner, circular).
    public var clip: ClipState?
    /// A blur view's effect (0 none … 1 the style's blur) and style; nil for other views.
    public var blur: BlurState?
    /// An image snapshot's image (aspect-filled); nil for other views.
    public var imageFill: ImageState?
    /// What the view shows of a preview image, if anything (renderers only; not in the JSON).
    public var image: ViewImage?
    /// Where the view sits when its superview is not the container (a provided subview in its
    /// screen): renderers draw it through its ancestors' transforms, opacity and masks, as UIKit
    /// does (renderers only; not in the JSON). nil: a subview of the container, or not in it.
    public var nesting: ViewNesting?

    public init(frame: Rect, alpha: Double, transform: AffineValue, cornerRadius: Double, backgroundColor: RGBA,
                hidden: Bool, zIndex: Double, inHierarchy: Bool, order: Int, label: String?) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
        self.hidden = hidden
        self.zIndex = zIndex
        self.inHierarchy = inHierarchy
        self.order = order
        self.label = label
    }
}

/// A point of a view's unit square: (0, 0) its top-left corner, (1, 1) its bottom-right one.
public struct AnchorState: Sendable, Equatable {
    public var x, y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An affine transform `[a b 0; c d 0; tx ty 1]`, as CGAffineTransform.
public struct AffineValue: Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    public static let identity = AffineValue(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

// MARK: Added by `transc run`

/// The interactive scenario a timeline was played with (`--scrub P --release-velocity V`).
/// An operation's gesture as the player needs it: the axis, the distance in points (negative:
/// towards negative coordinates) and the release rule's thresholds.
public struct TimelineGesture: Sendable, Equatable {
    public var axis: String
    public var distance: Double
    public var finishAt: Double
    public var finishVelocity: Double
    /// The continuous model (issue 30), evaluated, for the HTML player's mouse drag.
    public var continuous: Continuous?

    public struct Continuous: Sendable, Equatable {
        public var follow: [Follower]
        /// The deceleration rate per millisecond of `release: project`; nil: the threshold rule.
        public var projectRate: Double?
        /// false: `finishVelocity: none`.
        public var velocityRule: Bool
        /// UIScrollView's rubber band past the ends, with this dimension; nil: none.
        public var rubberBand: Double?
        /// Resting places between 0 and 1 (drag, then dismiss); nil: none.
        public var detents: [Double]?
        public init(follow: [Follower], projectRate: Double?, velocityRule: Bool, rubberBand: Double?, detents: [Double]?) {
            self.follow = follow
            self.projectRate = projectRate
            self.velocityRule = velocityRule
            self.rubberBand = rubberBand
            self.detents = detents
        }
    }

    /// A view that follows the finger, by its name in the timeline.
    public struct Follower: Sendable, Equatable {
        public var view: String
        /// Only along the gesture's axis (`along: axis`).
        public var alongAxisOnly: Bool
        public var scale: (from: Double, to: Double)?
        public var alpha: (from: Double, to: Double)?
        public var over: Double
        public init(view: String, alongAxisOnly: Bool, scale: (from: Double, to: Double)?, alpha: (from: Double, to: Double)?, over: Double) {
            self.view = view
            self.alongAxisOnly = alongAxisOnly
            self.scale = scale
            self.alpha = alpha
            self.over = over
        }
        public static func == (a: Follower, b: Follower) -> Bool {
            a.view == b.view && a.alongAxisOnly == b.alongAxisOnly && a.scale?.from == b.scale?.from && a.scale?.to == b.scale?.to
                && a.alpha?.from == b.alpha?.from && a.alpha?.to == b.alpha?.to && a.over == b.over
        }
    }

    public init(axis: String, distance: Double, finishAt: Double, finishVelocity: Double, continuous: Continuous? = nil) {
        self.axis = axis
        self.distance = distance
        self.finishAt = finishAt
        self.finishVelocity = finishVelocity
        self.continuous = continuous
    }
}

public struct TimelineScrub: Sendable, Equatable {
    public var progress: Double
    /// Points per second along the gesture's axis.
    public var releaseVelocity: Double
    public init(progress: Double, releaseVelocity: Double) {
        self.progress = progress
        self.releaseVelocity = releaseVelocity
    }
}

/// A view's place in its superview (not the container): the superview's name and the view's
/// `center` in the superview's bounds coordinates (origin top-left, before the superview's
/// transform), as UIKit stores it.
public struct ViewNesting: Sendable, Equatable {
    public var superview: String
    public var centerX: Double
    public var centerY: Double
    public init(superview: String, centerX: Double, centerY: Double) {
        self.superview = superview
        self.centerX = centerX
        self.centerY = centerY
    }
}

/// The part of one of the timeline's images a view shows, scaled to the view's size.
public struct ViewImage: Sendable, Equatable {
    /// Into `Timeline.images`.
    public var index: Int
    /// The region shown, in fractions of the image (0...1): a root shows all of its screen, a
    /// provided view the part of its owner's screen under its frame, a snapshot what its source shows.
    public var crop: Rect

    public init(index: Int, crop: Rect) {
        self.index = index
        self.crop = crop
    }
}
