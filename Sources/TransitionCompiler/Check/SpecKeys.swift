/// The keys of each mapping of the language and the words of its small vocabularies, in one
/// place: the checker reads them to accept and suggest, and `transc schema` builds its JSON
/// Schema from them, so the editor's schema and the checker cannot disagree about a key.
enum SpecKeys {
    static let top = TransitionChecker.topKeys
    static let topRequired = ["transition", "context"]
    static let branch = ["duration", "delay", "curve", "setup", "animate", "finish", "match", "perspective"]
    static let stepActions = ["insert", "add", "remove", "set"]
    static let placements = ["above", "below"]
    static let track = BranchChecker.trackKeys
    static let fromTo = ["from", "to"]
    /// Besides the animatable properties.
    static let keyframe = ["at", "curve"]
    static let repeatKeys = ["count", "wait", "autoreverses"]
    static let presentation = ["frame", "dimming", "chrome"]
    /// A chrome view's keys and kinds (Check/ChromeChecker.swift).
    static let chrome = ["kind", "color", "frame", "place"]
    static let chromeKinds = ["view", "grabber", "snapshot(presenting)"]
    static let dimming = ["color", "alpha", "tapToDismiss"]
    static let interaction = ["gesture", "axis", "distance", "finishAt", "finishVelocity", "completionCurve"] + continuousInteraction
    /// The continuous model's keys (issue 30; Check/InteractionChecker.swift).
    static let continuousInteraction = ["follow", "resistance", "release", "interruptible", "detents"]
    static let follow = ["view", "along", "scale", "alpha", "over"]
    static let followAlong = ["both", "axis"]
    static let releaseRules = ["threshold", "project"]
    static let decelerationRates = ["normal", "fast"]
    static let interactionRequired = ["gesture", "distance"]
    static let gestures = ["pan", "edgePan"]
    static let axes = ["x", "y"]
    /// `edgePan(EDGE)`: the reading-direction edges, then the physical ones.
    static let edges = ["leading", "trailing"] + InteractionIR.Edge.allCases.map(\.rawValue)
    static let device = ["width", "height", "cornerRadius"]
    /// `imageSize:` and `preferredContentSize:` in a preview view.
    static let size = ["width", "height"]
    static let previewView = ["frame", "color", "label", "image", "imageSize", "preferredContentSize", "count", "columns", "spacing"]
}
