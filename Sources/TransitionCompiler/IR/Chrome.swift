/// Presentation chrome (`presentation: chrome:`): views the presentation controller owns from the
/// moment a presentation begins to the end of its dismissal — a backdrop, a snapshot of the
/// presenting screen that stays while presented, a drag indicator, a status-bar cover. They are in
/// the container when `present` starts and when `dismiss` starts, branches animate them like any
/// view, and the controller removes them when the presentation ends (a completed dismissal, or a
/// presentation that did not complete). Docs/LANGUAGE.md, "Presentation chrome".
public struct ChromeIR: Sendable {
    /// What the controller makes.
    public enum Kind: Sendable, Equatable {
        /// A plain view of `color`.
        case view
        /// A drag indicator: a capsule of `color` (its corner radius is half its height).
        case grabber
        /// A snapshot of the presenting screen, taken when the presentation begins.
        case snapshotOfPresenting
    }

    /// Where in the container the controller puts it.
    public enum Place: String, Sendable, CaseIterable {
        /// At the bottom of the container, under the dimming view (a backdrop, a snapshot of the screen behind).
        case below
        /// Drawn above every view the transition adds (`layer.zPosition` 1): a drag indicator, a status-bar cover.
        case above
    }

    /// The chrome view (`ViewKind.chrome`).
    public var view: ViewID
    public var kind: Kind
    /// Its colour (a view's background, a grabber's fill); nil for a snapshot.
    public var color: RGBA?
    /// Its container-space frame while presented, a Rect expression that may read `container.*`
    /// (nil: the container's bounds). The controller sets it when the presentation begins and
    /// again on every layout pass while presented at rest (a rotation, a window resize).
    public var frame: Expr?
    public var place: Place
    /// The entry (`grabber: {…}`).
    public var range: SourceRange

    public init(view: ViewID, kind: Kind, color: RGBA?, frame: Expr?, place: Place, range: SourceRange) {
        self.view = view
        self.kind = kind
        self.color = color
        self.frame = frame
        self.place = place
        self.range = range
    }

}

extension TransitionIR {
    /// The chrome entry of a chrome view.
    public func chrome(_ id: ViewID) -> ChromeIR? {
        presentation?.chrome.first { $0.view == id }
    }
}
