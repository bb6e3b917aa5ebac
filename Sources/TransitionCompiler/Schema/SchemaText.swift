/// The descriptions `transc schema` gives each key: the words of Docs/LANGUAGE.md (its tables'
/// cells, with Markdown links reduced to their text), so an editor's hover says what the
/// reference says. Tests/CompilerTests/SchemaTests.swift compares the table rows with the doc.
enum SchemaText {
    /// Docs/LANGUAGE.md, "Top-level keys", the value column.
    static let top: [String: String] = [
        "transition": "The transition's name: a Swift identifier (letters, digits, `_`; not starting with a digit). Generated types are `NameAnimator`, `NameNavigationDelegate`, …",
        "context": "`navigation` (operations `push`, `pop`), `modal` (`present`, `dismiss`) or `tab` (`forward` to a higher tab index, `backward`).",
        "appliesTo": "Navigation and tab only: a view-controller class name. The transition runs when pushing *to* this class and popping *from* it (tabs: moving forward to it, back from it); otherwise UIKit's default animation runs (the delegate returns `nil`).",
        "duration": "Default track duration. Default `0.35`.",
        "delay": "Default track delay. Default `0`.",
        "curve": "Default track curve. Default `easeInOut`.",
        "views": "Views the branches use besides the built-in ones.",
        "presentation": "The presentation controller.",
        "interactive": "Gestures that drive operations.",
        "reduceMotion": "What plays while the user has Reduce Motion on: `crossfade` (the default), `system`, or the name of a branch under `branches`. A mapping chooses per operation: `default` and one key per operation.",
        "branches": "Named branches, played where `reduceMotion` names them.",
        "preview": "The stand-in scene for `transc run`; ignored by emit-swift.",
        "layoutDirection": "`mirrored` (default): in a right-to-left layout the transition plays as its mirror image, as UIKit's push does; `fixed`: as written in every layout (Right-to-left).",
        // The row "one key per operation".
        "operation": "A branch, `reverse OTHER`, or `system`. An operation that is not written is `system`.",
        // The row "`x-…`".
        "x-": "Any top-level key starting with `x-` is ignored: a place for YAML anchors (`x-quick: &quick {duration: 0.2}`) to merge with `<<: *quick`.",
    ]

    /// Docs/LANGUAGE.md, "Branches", the value column.
    static let branch: [String: String] = [
        "duration": "Defaults for this branch's tracks, overriding the file's.",
        "delay": "Defaults for this branch's tracks, overriding the file's.",
        "curve": "Defaults for this branch's tracks, overriding the file's.",
        "setup": "Steps run before anything animates: hierarchy and initial values.",
        "animate": "The tracks. Required, at least one.",
        "finish": "Steps run after the transition completed (not after a cancel).",
        "match": "Matched elements: views both sides provide, moved as crossfading snapshots.",
        "perspective": "A shared perspective for the container's subviews (or `{ view: from, distance: 800 }` a screen's): one eye for every face that turns in 3-D.",
    ]

    /// Docs/LANGUAGE.md, "Repeat", the meaning column.
    static let repeatKeys: [String: String] = [
        "count": "Plays, a whole number in 2…100. A transition ends, so there is no \"forever\": a shimmer that runs until content arrives belongs to the view, not the transition.",
        "wait": "Seconds the value rests at the end of a play before the next one (default 0).",
        "autoreverses": "`true`: every second play runs back from END to START (with the mirrored curve) instead of jumping back to START; an even count ends at START (`Examples/tab-slide.yaml` blinks its badge: `alpha: 1 -> 0.4`, `repeat: { count: 4, autoreverses: true }`). Default `false`.",
    ]

    /// Docs/LANGUAGE.md, "Steps", the meaning column.
    static let steps: [String: String] = [
        "insert": "Put view V on top of the container's subviews; `insert: V above W` / `insert: V below W` puts V just above or below W (W must be in the container).",
        "add": "Put view V on top of the container's subviews.",
        "remove": "Take V out of the container.",
        "set": "Set properties at once (not animated). Keys are `view.property`.",
    ]

    /// Docs/LANGUAGE.md, "Tracks", the notes column of the animatable properties, and the
    /// discrete ones' sentence.
    static let properties: [String: String] = [
        "frame": "Rect. In the superview's coordinates (the container for views in it).",
        "center": "Point. With `size`, the frame's two halves on timings of their own; conflicts with a `frame` track of the same view in the branch.",
        "size": "Size. The bounds' size (`bounds.size`), about the centre; ≥ 0. Conflicts with a `frame` track of the same view in the branch.",
        "alpha": "Number. 0…1.",
        "transform": "Transform. Interpolated by decomposition (translation, scale, rotation), as Core Animation does.",
        "cornerRadius": "Number. ≥ 0 (`layer.cornerRadius`).",
        "backgroundColor": "Color.",
        "hidden": "Bool. Discrete: set in setup/finish, never animated.",
        "zIndex": "Number (`layer.zPosition`). Discrete: set in setup/finish, never animated.",
        "contentMode": "Discrete: set in setup/finish, never animated.",
        "shadowOpacity": "Number. 0…1 (`layer.shadowOpacity`; CALayer's default 0: no shadow).",
        "shadowRadius": "Number. ≥ 0, the shadow's blur (default 3).",
        "shadowOffset": "Size. `size(dx, dy)`, y down (default `size(0, -3)`).",
        "shadowColor": "Color. A colour constant (default `black`).",
        "borderWidth": "Number. ≥ 0, drawn inside the bounds (default 0).",
        "borderColor": "Color. A colour constant (default `black`).",
        "blur": "Number. 0 or 1, on a `blur(STYLE)` view only (Blur).",
        "clips": "Bool (`clipsToBounds`). Discrete: set in setup/finish, never animated (Clipping and corners).",
        "corners": "The corners `cornerRadius` rounds (`layer.maskedCorners`): a list of `topLeft`, `topRight`, `bottomLeft`, `bottomRight`, `all` or `[]`. Discrete.",
        "cornerCurve": "`circular` (default) or `continuous` (`layer.cornerCurve`). Discrete.",
        "mask": "Shape. `circle(center, radius)`, `roundedRect(rect, radius)`, `ellipse(rect)`, `none`; between shapes of one kind, from an explicit start (Masks and reveals).",
    ]

    static let track: [String: String] = [
        "view": "The view this track animates (required).",
        "delay": "Seconds from the start of the transition.",
        "duration": "How long the track runs (one play with `repeat`).",
        "curve": "The track's timing curve.",
        "keyframes": "`at` is relative time within the track: constants in 0…1, strictly increasing, the last one `1`. Every property needs a value at `at: 1`.",
        "calculation": "linear (default) | discrete | cubic",
        "repeat": "A track of `START -> END` values can play several times: `repeat: N` or `repeat: { count, wait, autoreverses }`.",
        "path": "`arc(BEND)`: a track of `center` travels along a curve that strays at most |BEND| × the distance from the straight line (−2…2).",
        "stagger": "A list's track: seconds between two consecutive elements' starts (`30ms`); each element lasts the track's duration, and the elements spread over the time the branch leaves after the track.",
        "relayout": "`true`: the view, a root or provided view, lays its subviews out in every frame of this branch (`layoutIfNeeded()` in each animation block that changes its size), so its Auto Layout content animates with it. On the track that animates its `frame` or `size`.",
        "backfaceHidden": "`true`: the view's back is not drawn in this branch (CALayer `isDoubleSided = false`), so a view turned past 90° vanishes instead of showing its mirror image.",
        "anchor": "The point of the view its transform turns about, for the whole branch: `leading`, `trailing`, `top`, `bottom`, `center`, `topLeading`… or `point(x, y)` with constants in the view's unit square. The view does not move; right to left, x is mirrored.",
        "order": "A list's track: `forward` (default), `reverse`, `fromPoint(POINT)` (nearest first, by the distance of each element's centre), `toPoint(POINT)` or `by(NUMBER)` (by a value each element has, smallest first: `index`, `random(0, 1)`, `cells.midX`).",
    ]

    static let previewList: [String: String] = [
        "count": "A list: how many cells the preview gives it (0…200, default 6).",
        "columns": "A list: the cells fill the view's frame row by row in this many columns (default 1).",
        "spacing": "A list: points between two cells, across and down (default 8).",
        "preferredContentSize": "The presented view controller's `preferredContentSize`, `{ width, height }` in points (0…10000 each; 0, UIKit's default, is no preference: the container's size), which `presented.preferredContentSize` reads.",
        "imageSize": "The size of the image the view shows, `{ width, height }` (pixels, or any unit: only the aspect is used): an `imageSnapshot` of the view previews this aspect when the view has no `image:`, and `view.imageSize` reads it.",
    ]

    static let views = "Declared views: `source.NAME`/`destination.NAME` (in modal `presenting.NAME`/`presented.NAME`) for a subview a view controller provides, `source.NAME[]` for a list of them (any count), `snapshot(VIEW)`, `imageSnapshot(VIEW)`, `tiles(VIEW, columns: C, rows: R)` (a list of region snapshots), `overlay(COLOUR)` or `blur(STYLE)`. Names are Swift identifiers; `from`/`to` outside a branch warn (ambiguous-root)."
    static let value = "A property value is `END` (from the current value) or `START -> END`; `{ from: START, to: END }` is the same as a mapping."
    static let curve = "`linear`, `easeIn`, `easeOut`, `easeInOut`, `default`, `cubic(x1, y1, x2, y2)`, `steps(n, POSITION)`, `spring(damping:0.8, velocity:0)`, `spring(mass:1, stiffness:300, damping:20, velocity:0)` or `spring(duration:0.5, bounce:0.2, velocity:0)`."
    static let follow: [String: String] = [
        "view": "The view that follows the finger: its centre keeps the offset at which it was touched.",
        "along": "both (default): the finger's two axes; axis: only along the gesture's axis.",
        "scale": "`A -> B`: a uniform scale over the view's transform, driven by the translation.",
        "alpha": "`A -> B`: the view's alpha, driven by the translation.",
        "over": "The translation (points, along the gesture) over which the driven values go from A to B; default the distance.",
    ]
    static let interaction: [String: String] = [
        "gesture": "pan | edgePan(leading|trailing|left|right|top|bottom)",
        "axis": "The translation axis; edgePan defaults to its edge's axis.",
        "distance": "Translation (points) that means progress 1; negative: the other way.",
        "finishAt": "Released at or beyond this progress, it finishes; below, it cancels, unless the release velocity is at least finishVelocity.",
        "finishVelocity": "Release velocity (pt/s along the axis) at which its direction decides; `none`: the velocity rule is off. Default 1000.",
        "follow": "Views that follow the finger, keeping the offset at which they were touched: `- view: NAME` with `along` (both | axis), `scale: A -> B`, `alpha: A -> B` driven by the translation over `over` points.",
        "resistance": "`none` (default) or `rubberBand` / `rubberBand(DIMENSION)`: UIScrollView's rubber band past the start and the end.",
        "release": "`threshold` (default: finishAt/finishVelocity) or `project` / `project(normal|fast|RATE)`: the momentum projected, the nearest of start and end wins.",
        "detents": "A presentation's dismiss: drag the presented view while shown; it rests at 0 or at these progress values of the dismissal (each in (0, 1)) and dismisses when a release projects past them.",
        "interruptible": "true: a touch while the transition settles catches it where it is. Default false.",
        "completionCurve": "Continues the animators after release; default easeInOut. Not steps().",
    ]
}
