/// The checked, typed form of one transition: the single input of both backends
/// (`transc run` interprets it, `transc emit-swift` lowers it to UIKit Swift).
public struct TransitionIR: Sendable {
    /// A valid Swift identifier; the prefix of every generated type name.
    public var name: String
    public var context: ContextKind
    /// Navigation and tab: the view-controller class this transition is limited to (the delegate
    /// returns nil, so UIKit's default runs, unless one side is of this class). nil: all.
    public var appliesTo: String?
    /// Every view, indexed by `ViewID.rawValue`; built-ins first (`container`, `source`,
    /// `destination`, then `dimming` when the presentation has one).
    public var views: [ViewDecl]
    /// One entry per operation of the context, in the context's order.
    public var operations: [OperationIR]
    /// Modal only: the `UIPresentationController`.
    public var presentation: PresentationIR?
    /// Stand-in geometry and colours for `transc run`; ignored by emit-swift.
    public var preview: PreviewScene
    /// Whether the transition mirrors in a right-to-left layout (`layoutDirection:`, LayoutDirection.swift).
    public var layoutDirection: LayoutDirectionRule = .mirrored
    /// True when a right-to-left layout plays this transition mirrored.
    public var mirrorsInRightToLeft: Bool { layoutDirection == .mirrored }
    /// The source file's path, and the document's range in it.
    public var file: String
    public var range: SourceRange
    /// Where the name is written (`transition: NAME`), for what is said about the name itself.
    public var nameRange: SourceRange?

    public init(name: String, context: ContextKind, appliesTo: String?, views: [ViewDecl],
                operations: [OperationIR], presentation: PresentationIR?, preview: PreviewScene,
                file: String, range: SourceRange) {
        self.name = name
        self.context = context
        self.appliesTo = appliesTo
        self.views = views
        self.operations = operations
        self.presentation = presentation
        self.preview = preview
        self.file = file
        self.range = range
    }

    public func view(_ id: ViewID) -> ViewDecl { views[id.rawValue] }

    public func operation(_ op: Operation) -> OperationIR? {
        operations.first { $0.operation == op }
    }

    /// Provided views grouped by the side that provides them: the generated protocols.
    public func providedViews(of side: Side) -> [ViewDecl] {
        views.filter { if case .provided(side, _) = $0.kind { return true } else { return false } }
    }
}

/// Modal only: the presentation controller.
public struct PresentationIR: Sendable {
    /// `frameOfPresentedViewInContainerView`, a Rect expression (may read `container.*`).
    public var frame: Expr?
    public var dimming: DimmingIR?
    /// The views the controller owns from present to dismiss, in the order written (Chrome.swift).
    public var chrome: [ChromeIR]
    public var range: SourceRange

    public init(frame: Expr?, dimming: DimmingIR?, chrome: [ChromeIR] = [], range: SourceRange) {
        self.frame = frame
        self.dimming = dimming
        self.chrome = chrome
        self.range = range
    }
}

public struct DimmingIR: Sendable {
    public var color: RGBA
    /// The dimming view's alpha while presented.
    public var alpha: Double
    public var tapToDismiss: Bool
    /// The dimming view (`ViewKind.dimming`).
    public var view: ViewID
    public var range: SourceRange

    public init(color: RGBA, alpha: Double, tapToDismiss: Bool, view: ViewID, range: SourceRange) {
        self.color = color
        self.alpha = alpha
        self.tapToDismiss = tapToDismiss
        self.view = view
        self.range = range
    }
}

/// How a gesture drives an operation interactively (`UIPercentDrivenInteractiveTransition`).
public struct InteractionIR: Sendable {
    public var gesture: Gesture
    /// The translation axis that drives progress.
    public var axis: Axis
    /// Translation (points, along `axis`) that means progress 1. A negative distance means the
    /// gesture moves towards negative coordinates. Evaluated in the container at start.
    public var distance: Expr
    /// Released beyond this progress the transition finishes, below it cancels...
    public var finishAt: Double
    /// ...unless the release velocity (points per second along the axis, in the direction of
    /// `distance`) is beyond this magnitude: then its sign decides.
    public var finishVelocity: Double
    /// The curve that completes (or cancels) the transition after release; a spring receives
    /// the release velocity.
    public var completionCurve: CurveIR
    public var range: SourceRange
    /// Follow, resistance, projection, re-grab (IR/InteractionIR.swift); nil: percent-driven only.
    public var continuous: ContinuousInteractionIR?

    public enum Gesture: Sendable, Equatable {
        case pan
        case edgePan(Edge)
    }

    public enum Edge: String, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    public enum Axis: String, Sendable {
        case x, y
    }

    public init(gesture: Gesture, axis: Axis, distance: Expr, finishAt: Double, finishVelocity: Double,
                completionCurve: CurveIR, range: SourceRange) {
        self.gesture = gesture
        self.axis = axis
        self.distance = distance
        self.finishAt = finishAt
        self.finishVelocity = finishVelocity
        self.completionCurve = completionCurve
        self.range = range
    }
}

/// Stand-in geometry and colours for `transc run`.
public struct PreviewScene: Sendable {
    /// The container's size (a device's screen).
    public var width: Double
    public var height: Double
    /// One entry per view of the transition that needs geometry or colour, by id.
    public var views: [ViewID: PreviewView]
    /// `device: { cornerRadius: R }`: what `display.cornerRadius` reads in the preview (default 0,
    /// as in the generated code until the app supplies its display's).
    public var displayCornerRadius: Double = 0

    public init(width: Double, height: Double, views: [ViewID: PreviewView]) {
        self.width = width
        self.height = height
        self.views = views
    }
}

public struct PreviewView: Sendable {
    /// In the coordinate space of the view's owner (for roots and provided views: the container).
    public var frame: Rect?
    public var color: RGBA
    public var label: String?
    /// A screen image drawn scaled to the view's frame (`image:`); nil: the colour.
    public var image: PreviewImage?
    /// A provided list: how many cells, laid out as a grid in `frame` (nil: not a list).
    public var list: PreviewList?
    /// The size of the image the view shows (`imageSize:`, any unit: only its aspect is used):
    /// an image snapshot of the view previews this aspect when the view has no preview `image:`.
    public var imageSize: Rect?
    /// The presented view controller's `preferredContentSize` (`preferredContentSize:`, points;
    /// a zero component is UIKit's default, no preference); nil: `.zero`.
    public var preferredContentSize: Rect?

    public init(frame: Rect?, color: RGBA, label: String?, image: PreviewImage? = nil, list: PreviewList? = nil) {
        self.frame = frame
        self.list = list
        self.color = color
        self.label = label
        self.image = image
    }
}

/// A plain rectangle of numbers (preview geometry).
public struct Rect: Sendable, Equatable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
