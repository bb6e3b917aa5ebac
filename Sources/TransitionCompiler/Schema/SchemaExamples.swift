/// An example value for every key of the schema, and the descriptions of the keys whose
/// definitions are built without one, so that an editor's completion (VS Code's YAML extension,
/// Xcode through a language server) offers something to start from at every place. Each example is
/// a value the checker accepts there (SchemaTests validates each against its key's schema), taken
/// from Examples/ and Docs/LANGUAGE.md.
enum SchemaExamples {
    /// By definition ("" for the top level) and key.
    static let examples: [String: [JSONValue]] = [
        ".transition": [.string("PhotoZoom")],
        ".context": [.string("navigation"), .string("modal"), .string("tab")],
        ".appliesTo": [.string("PhotoDetailViewController")],
        ".duration": [.number(0.35), .string("350ms")],
        ".delay": [.int(0), .string("50ms")],
        ".curve": [.string("easeInOut"), .string("spring(damping:0.8)")],
        ".views": [.object([("thumbnail", .string("source.selectedImageView")), ("zoom", .string("snapshot(thumbnail)"))])],
        ".presentation": [.object([("frame", .string("rect(0, 120, container.width, container.height - 120)")),
                                   ("dimming", .object([("color", .string("black")), ("alpha", .number(0.4)), ("tapToDismiss", .bool(true))]))])],
        ".push": [.object([("animate", .array([.object([("view", .string("to")), ("alpha", .string("0 -> 1"))])]))])],
        ".pop": [.string("reverse push"), .string("system")],
        ".present": [.object([("animate", .array([.object([("view", .string("presented")), ("frame", .string("container.bounds"))])]))])],
        ".dismiss": [.string("reverse present")],
        ".forward": [.object([("animate", .array([.object([("view", .string("to")), ("alpha", .string("0 -> 1"))])]))])],
        ".backward": [.string("reverse forward")],
        ".interactive": [.object([("pop", .object([("gesture", .string("edgePan(leading)")), ("axis", .string("x")),
                                                  ("distance", .string("container.width"))]))])],
        ".reduceMotion": [.string("crossfade"), .object([("default", .string("crossfade")), ("pop", .string("system"))])],
        ".branches": [.object([("gentle", .object([("animate", .array([.object([("view", .string("to")), ("alpha", .string("0 -> 1"))])]))]))])],
        ".preview": [.object([("device", .object([("width", .int(390)), ("height", .int(844))])),
                              ("source", .object([("color", .string("#F2F2F7")), ("label", .string("Grid"))]))])],
        ".layoutDirection": [.string("mirrored"), .string("fixed")],

        "branchBody.duration": [.number(0.4)],
        "branchBody.delay": [.int(0)],
        "branchBody.curve": [.string("easeOut")],
        "branchBody.setup": [.array([.object([("insert", .string("to above from"))]), .object([("set", .object([("to.alpha", .int(0))]))])])],
        "branchBody.animate": [.array([.object([("view", .string("to")), ("alpha", .int(1))])])],
        "branchBody.finish": [.array([.object([("remove", .string("zoom"))])])],
        "branchBody.match": [.array([.string("avatar"), .string("title")])],
        "branchBody.perspective": [.int(900), .object([("view", .string("to")), ("distance", .int(800))])],
        "perspective.view": [.string("to")],
        "perspective.distance": [.int(800)],

        "step.insert": [.string("to above from"), .string("to")],
        "step.add": [.string("zoom")],
        "step.remove": [.string("zoom")],
        "step.set": [.object([("to.alpha", .int(0)), ("thumbnail.hidden", .bool(true))])],

        "track.view": [.string("to")],
        "track.delay": [.string("50ms")],
        "track.duration": [.number(0.3)],
        "track.curve": [.string("easeOut"), .string("cubic(0.2, 0, 0, 1)")],
        "track.keyframes": [.array([.object([("at", .int(0)), ("alpha", .int(0))]), .object([("at", .number(0.5)), ("alpha", .int(1))])])],
        "track.calculation": [.string("cubic")],
        "track.repeat": [.int(3), .object([("count", .int(2)), ("wait", .number(0.2))])],
        "track.path": [.string("arc(0.3)")],
        "track.stagger": [.string("30ms")],
        "track.order": [.string("forward"), .string("fromPoint(container.center)"), .string("by(random(0, 1))")],
        "track.anchor": [.string("leading"), .string("point(0.5, 1)")],
        "track.backfaceHidden": [.bool(true)],
        "track.relayout": [.bool(true)],
        "track.size": [.string("size(container.width, 400)"), .string("to.bounds.size")],
        "track.frame": [.string("header.frame"), .string("to.finalFrame")],
        "track.center": [.string("point(container.midX, container.midY)")],
        "track.alpha": [.int(1), .string("0 -> 1")],
        "track.transform": [.string("scale(0.9)"), .string("identity")],
        "track.cornerRadius": [.int(12)],
        "track.backgroundColor": [.string("systemBackground")],
        "track.shadowColor": [.string("black")],
        "track.shadowOpacity": [.number(0.3)],
        "track.shadowRadius": [.int(12)],
        "track.shadowOffset": [.string("size(0, 8)")],
        "track.borderWidth": [.int(2)],
        "track.borderColor": [.string("systemBlue")],
        "track.mask": [.string("circle(to.center, 600)")],
        "track.blur": [.int(1)],

        "keyframe.at": [.number(0.5)],
        "keyframe.curve": [.string("easeIn")],
        "keyframe.frame": [.string("rect(0, 0, 100, 100)")],
        "keyframe.center": [.string("point(100, 200)")],
        "keyframe.alpha": [.number(0.5)],
        "keyframe.transform": [.string("rotate(5deg)")],
        "keyframe.cornerRadius": [.int(8)],
        "keyframe.backgroundColor": [.string("white")],
        "keyframe.shadowColor": [.string("black")],
        "keyframe.shadowOpacity": [.number(0.2)],
        "keyframe.shadowRadius": [.int(6)],
        "keyframe.shadowOffset": [.string("size(0, 4)")],
        "keyframe.borderWidth": [.int(1)],
        "keyframe.borderColor": [.string("gray")],
        "keyframe.mask": [.string("roundedRect(to.bounds, 12)")],
        "keyframe.blur": [.int(0)],
        "keyframe.size": [.string("size(300, 200)")],

        "repeat.count": [.int(3)],
        "repeat.wait": [.number(0.2)],
        "repeat.autoreverses": [.bool(true)],

        "match.views": [.array([.string("avatar"), .string("title")])],
        "match.duration": [.number(0.4)],
        "match.delay": [.int(0)],
        "match.curve": [.string("spring(damping:0.85)")],

        "presentation.frame": [.string("rect(0, 120, container.width, container.height - 120)")],
        "presentation.dimming": [.object([("color", .string("black")), ("alpha", .number(0.4))])],
        "presentation.chrome": [.object([("backdrop", .object([("color", .string("black"))])),
                                         ("screen", .object([("kind", .string("snapshot(presenting)"))]))])],
        "chromeView.kind": [.string("grabber"), .string("snapshot(presenting)")],
        "chromeView.color": [.string("white")],
        "chromeView.frame": [.string("rect(container.width / 2 - 18, 66, 36, 5)")],
        "chromeView.place": [.string("below"), .string("above")],
        "dimming.color": [.string("black")],
        "dimming.alpha": [.number(0.4)],
        "dimming.tapToDismiss": [.bool(true)],

        "interaction.gesture": [.string("pan"), .string("edgePan(leading)")],
        "interaction.axis": [.string("y")],
        "interaction.distance": [.string("container.height"), .int(300)],
        "interaction.finishAt": [.number(0.4)],
        "interaction.finishVelocity": [.int(800)],
        "interaction.completionCurve": [.string("spring(damping:0.9)")],
        // The continuous model (issue 30); a followed view's keys are read under its interaction.
        "interaction.follow": [.array([.object([("view", .string("photo")), ("scale", .string("1 -> 0.6"))])])],
        "interaction.view": [.string("photo")],
        "interaction.along": [.string("both"), .string("axis")],
        "interaction.scale": [.string("1 -> 0.6")],
        "interaction.alpha": [.string("1 -> 0.5")],
        "interaction.over": [.int(300), .string("container.height / 2")],
        "interaction.resistance": [.string("rubberBand"), .string("none"), .string("rubberBand(300)")],
        "interaction.release": [.string("project"), .string("project(fast)"), .string("threshold")],
        "interaction.interruptible": [.bool(true)],
        "interaction.detents": [.array([.number(0.5)])],

        "preview.device": [.object([("width", .int(390)), ("height", .int(844))])],
        "device.width": [.int(390)],
        "device.height": [.int(844)],
        "device.cornerRadius": [.int(55)],
        "previewView.frame": [.string("rect(16, 120, 80, 80)")],
        "previewView.color": [.string("#FF9500")],
        "previewView.label": [.string("Avatar")],
        "previewView.image": [.string("screens/photo-grid.png")],
        "previewView.count": [.int(12)],
        "previewView.columns": [.int(3)],
        "previewView.spacing": [.int(8)],
        "previewView.imageSize": [.object([("width", .int(4032)), ("height", .int(3024))])],
        "imageSize.width": [.int(4032)],
        "imageSize.height": [.int(3024)],
        "previewView.preferredContentSize": [.object([("width", .int(0)), ("height", .int(420))])],
        "preferredContentSize.width": [.int(0)],
        "preferredContentSize.height": [.int(420)],
    ]

    /// Descriptions of keys whose definitions carry none (the words of Docs/LANGUAGE.md).
    static let descriptions: [String: String] = [
        "perspective.view": "The view whose subviews share the perspective: `container` (the default) or a screen's root view.",
        "perspective.distance": "The eye's distance from the view's plane in points, a constant greater than 0.",
        "match.views": "The matched views: each is provided by both screens under one name, and moves as crossfading snapshots.",
        "match.duration": "The matched elements' track duration (default: the branch's).",
        "match.delay": "The matched elements' track delay (default: the branch's).",
        "match.curve": "The matched elements' curve (default: the branch's).",
        "presentation.dimming": "The dimming view below the presented one: its colour, its alpha when presented, and tap to dismiss.",
        "presentation.chrome": "Views the presentation controller owns from present to dismiss (a backdrop, a snapshot of the screen behind, a grabber), by name.",
        "chromeView.kind": "`view` (default), `grabber` or `snapshot(presenting)`.",
        "chromeView.color": "Its colour: a view's background (default black), a grabber's fill (default tertiaryLabel); a snapshot has none.",
        "chromeView.frame": "Its container-space frame while presented; may read container.width/height. Default: the container's bounds.",
        "chromeView.place": "`below` (default): at the bottom of the container, under the dimming view; `above`: above the presented view (a grabber's default).",
        "dimming.color": "The dimming view's colour. Default `black`.",
        "dimming.alpha": "The dimming view's alpha once presented, 0…1. Default 0.4.",
        "dimming.tapToDismiss": "A tap on the dimming view dismisses (through UIKit's dismissal rules). Default `false`.",
        "preview.device": "The preview's screen size in points: `width` and `height`.",
        "device.width": "The preview screen's width in points.",
        "device.height": "The preview screen's height in points.",
        "device.cornerRadius": "The preview screen's corner radius in points (0…1000, default 0), which `display.cornerRadius` reads; the app supplies its own (UIKit publishes none).",
        "preferredContentSize.width": "The preferred width in points (0: no preference, the container's width).",
        "preferredContentSize.height": "The preferred height in points (0: no preference, the container's height).",
        "imageSize.width": "The image's width (pixels, or any unit: only the aspect is used).",
        "imageSize.height": "The image's height (pixels, or any unit: only the aspect is used).",
        "previewView.frame": "The stand-in view's frame in the container.",
        "previewView.color": "The stand-in view's colour.",
        "previewView.label": "A label drawn on the stand-in view.",
    ]

    /// Adds each key's examples (and a description where it has none) to `document`: every
    /// `properties` of a definition, and of the top level; conditions (`if`, `then` of a
    /// context rule) are passed over, a definition's own `then` (repeat's mapping form) is not.
    static func annotate(_ document: JSONValue) -> JSONValue {
        annotate(document, owner: "", inConditions: false)
    }

    private static func annotate(_ node: JSONValue, owner: String, inConditions: Bool) -> JSONValue {
        switch node {
        case .array(let items):
            return .array(items.map { annotate($0, owner: owner, inConditions: inConditions) })
        case .object(let pairs):
            return .object(pairs.map { key, value in
                switch key {
                case "$defs":
                    guard case .object(let defs) = value else { return (key, value) }
                    return (key, .object(defs.map { ($0.0, annotate($0.1, owner: $0.0, inConditions: false)) }))
                case "allOf", "if", "not", "dependentSchemas":
                    return (key, value)
                case "properties" where !inConditions:
                    guard case .object(let properties) = value else { return (key, value) }
                    return (key, .object(properties.map { name, schema in
                        let child = owner == "preview" && name == "device" ? "device"
                            : owner == "previewView" && (name == "imageSize" || name == "preferredContentSize") ? name : owner
                        return (name, annotate(withExamples(schema, at: owner + "." + name), owner: child, inConditions: false))
                    }))
                case "additionalProperties" where owner == "preview":
                    return (key, annotate(value, owner: "previewView", inConditions: false))
                default:
                    return (key, annotate(value, owner: owner, inConditions: inConditions))
                }
            })
        default:
            return node
        }
    }

    private static func withExamples(_ schema: JSONValue, at path: String) -> JSONValue {
        guard case .object(var pairs) = schema else { return schema }
        if !pairs.contains(where: { $0.0 == "description" }), let text = descriptions[path] {
            pairs.insert(("description", .string(text)), at: 0)
        }
        if let values = examples[path], !pairs.contains(where: { $0.0 == "examples" }) {
            let at = pairs.firstIndex { $0.0 == "description" }.map { $0 + 1 } ?? 0
            pairs.insert(("examples", .array(values)), at: at)
        }
        return .object(pairs)
    }
}
