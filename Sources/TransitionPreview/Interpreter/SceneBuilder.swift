import AnimatorCore
import TransitionCompiler

/// Preview defaults used when the spec's `preview:` leaves something out (Docs/RUN.md).
public enum PreviewDefaults {
    /// iPhone 15/16 (393 × 852 points).
    public static let width = 393.0
    public static let height = 852.0
    /// The size of a provided view with no preview frame, centred in its root.
    public static let providedSize = 100.0
    /// Colours by view index (`ViewID.rawValue`, modulo the count): system-like hues.
    public static let palette: [RGBA] = [
        rgb(0xFFFFFF), // 0 container: white
        rgb(0xF2F2F7), // 1 source root: light grey
        rgb(0x007AFF), // 2 destination root: blue
        rgb(0xFF9500), // orange
        rgb(0x34C759), // green
        rgb(0xAF52DE), // purple
        rgb(0xFF3B30), // red
        rgb(0x5AC8FA), // teal
        rgb(0xFFCC00), // yellow
        rgb(0x5856D6), // indigo
    ]

    static func rgb(_ v: Int) -> RGBA {
        RGBA(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
    }

    public static func color(forViewIndex i: Int) -> RGBA { palette[((i % palette.count) + palette.count) % palette.count] }
}

/// The initial scene of one operation (before setup), and the context's frames.
struct SceneSetup {
    var scene: Scene
    var frames: ContextFrames
    /// The state a transient view (snapshot, overlay) has before it is made; it returns to
    /// it when removed (the view is discarded).
    var unborn: [ViewID: SceneNode]
    /// Reads the scene under the run's device settings (the layout's mirror).
    var evaluator: Evaluator
    /// The scene as the presentation began, before the forward operation's end was carried over
    /// (what a completed custom dismissal puts back on the views that outlive it, OutlivingViews.swift).
    var beforePresentation: Scene
}

enum SceneBuilder {
    /// `carried`: the scene the forward operation's custom branch left once finished, for a
    /// backward operation (Docs/RUN.md, "The backward operation's scene"); nil: the preview scene.
    static func build(_ t: TransitionIR, operation: Operation, settings: DeviceSettings = .standard, carried: Scene? = nil) -> SceneSetup {
        let width = t.preview.width.isFinite && t.preview.width > 0 ? t.preview.width : PreviewDefaults.width
        let height = t.preview.height.isFinite && t.preview.height > 0 ? t.preview.height : PreviewDefaults.height
        let bounds = CoreRect(x: 0, y: 0, width: width, height: height)

        func preview(_ id: ViewID) -> PreviewView? { t.preview.views[id] }
        let dark = settings.appearance == .dark
        func color(_ id: ViewID) -> Color { Color((preview(id)?.color ?? PreviewDefaults.color(forViewIndex: id.rawValue)).resolved(dark: dark)) }

        var nodes: [SceneNode] = t.views.map { decl in
            SceneNode(props: ViewProps(frame: .zero, color: color(decl.id)), parent: nil, label: preview(decl.id)?.label)
        }
        // Guarantee the built-ins exist even for a hand-made IR with fewer views.
        while nodes.count < 3 {
            nodes.append(SceneNode(props: ViewProps(frame: .zero, color: color(ViewID(nodes.count))), parent: nil))
        }
        for (id, index) in PreviewImages.indices(t) where id.rawValue < nodes.count {
            nodes[id.rawValue].image = ViewImage(index: index, crop: TransitionCompiler.Rect(x: 0, y: 0, width: 1, height: 1))
        }
        var scene = Scene(nodes: nodes, width: width, height: height)
        scene[.container].props = ViewProps(frame: bounds, color: color(.container))
        if preview(.container) == nil { scene[.container].props.color = .clear }

        // The presentation frame (modal with `presentation:`), evaluated in the empty container.
        let custom = t.context == .modal && t.presentation != nil
        let mirror = LayoutMirror.of(t, settings, width: width)
        var presentationFrame = bounds
        if custom, let f = t.presentation?.frame {
            let ev = Evaluator(transition: t, frames: ContextFrames(initial: [:], final: [:]), mirror: mirror, dark: dark)
            presentationFrame = ev.written(.frame, ev.value(f, in: scene)).rect   // the value rule, then the mirror, as the generated presentation controller
        }

        // Context frames (UIKit's values; see Docs/RUN.md).
        let fromSide = Side.holding(.from, in: operation), toSide = Side.holding(.to, in: operation)
        var initial: [Side: CoreRect] = [:], final: [Side: CoreRect] = [:]
        if custom {
            // The presented view controller is the destination.
            if operation.isForward {
                initial[.source] = bounds; final[.source] = .zero
                initial[.destination] = .zero; final[.destination] = presentationFrame
            } else {
                initial[.destination] = presentationFrame; final[.destination] = .zero
                initial[.source] = .zero; final[.source] = bounds
            }
        } else {
            initial[fromSide] = bounds; final[fromSide] = .zero
            initial[toSide] = .zero; final[toSide] = bounds
        }
        let frames = ContextFrames(initial: initial, final: final)

        // Roots.
        let fromRoot = fromSide == .source ? ViewID.sourceRoot : ViewID.destinationRoot
        let toRoot = fromSide == .source ? ViewID.destinationRoot : ViewID.sourceRoot
        if custom {
            // The presenting view stays outside the container; the presented one is in it on dismiss.
            scene[.sourceRoot].props.setFrame(bounds)
            scene[.destinationRoot].props.setFrame(presentationFrame)
            if !operation.isForward { scene.insert(.destinationRoot, .top) }
            // Unless the present puts a view below it: then the presentation controller moves it into
            // the container when the presentation begins, on top (PresentingInContainer.swift).
            if t.presentingInContainer { scene.insert(.sourceRoot, .top) }
        } else {
            scene[fromRoot].props.setFrame(bounds)
            scene.insert(fromRoot, .top)
            scene[toRoot].props.setFrame(final[toSide] ?? bounds)
        }

        // Every other view.
        var unborn: [ViewID: SceneNode] = [:]
        for decl in t.views where decl.id.rawValue >= 3 && decl.id.rawValue < scene.nodes.count {
            let id = decl.id
            switch decl.kind {
            case .provided(let side, _):
                // A list is placed as its element views (ListExpansion.swift).
                if decl.isList { break }
                let root: ViewID = side == .source ? .sourceRoot : .destinationRoot
                let rootSize = scene[root].props.size
                let s = PreviewDefaults.providedSize
                let f = preview(id)?.frame.map { CoreRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                    ?? CoreRect(x: (rootSize.width - s) / 2, y: (rootSize.height - s) / 2, width: s, height: s)
                // Right to left, the screens are laid out mirrored (Auto Layout's leading and
                // trailing): the preview frames, written left to right, mirror within their root.
                let laidOut = settings.layoutDirection == .rightToLeft ? LayoutMirror(width: rootSize.width).rect(f) : f
                scene[id].props.setFrame(laidOut)
                scene.attach(id, to: root)
                // Without its own image, a provided view shows its part of its screen's image.
                if scene[id].image == nil, let screen = scene[root].image, rootSize.width > 0, rootSize.height > 0 {
                    let c = screen.crop
                    scene[id].image = ViewImage(index: screen.index, crop: TransitionCompiler.Rect(
                        x: c.x + f.x / rootSize.width * c.width, y: c.y + f.y / rootSize.height * c.height,
                        width: f.width / rootSize.width * c.width, height: f.height / rootSize.height * c.height))
                }
            case .dimming:
                scene[id].props = ViewProps(frame: bounds, color: Color((t.presentation?.dimming?.color ?? RGBA(red: 0, green: 0, blue: 0)).resolved(dark: dark)))
                scene[id].props.alpha = operation.isForward ? 0 : (t.presentation?.dimming?.alpha ?? 0)
                scene.insert(id, .top)
                // At the bottom of the container.
                var kids = scene[.container].children
                kids.removeAll { $0 == id }
                kids.insert(id, at: 0)
                scene[.container].children = kids
            case .overlay, .snapshot, .container, .root, .blur, .imageSnapshot, .chrome, .tiles:
                break
            }
        }
        if custom {
            placeChrome(t, in: &scene, evaluator: Evaluator(transition: t, frames: frames, mirror: mirror, dark: dark), dark: dark)
        }
        let beforePresentation = scene
        if let carried { carryOver(from: carried, into: &scene, views: t.views) }
        // The presentation controller clips the rounded presenting view with continuous corners
        // from the presentation's start (carried over from the forward operation when there is one).
        else if t.clipsPresentingView, scene.contains(.sourceRoot) {
            scene[.sourceRoot].props.clips = true
            scene[.sourceRoot].props.cornerCurve = .continuous
        }
        // Transient views: their state before they are made (a snapshot of the scene as it is).
        let ev = Evaluator(transition: t, frames: frames, mirror: mirror, dark: dark)
        for decl in t.views where decl.id.rawValue >= 3 && decl.kind.isTransient && decl.id.rawValue < scene.nodes.count {
            makeTransient(decl, in: &scene, evaluator: ev)
            unborn[decl.id] = scene[decl.id]
        }
        return SceneSetup(scene: scene, frames: frames, unborn: unborn, evaluator: ev, beforePresentation: beforePresentation)
    }

    /// The views that outlive the forward operation keep what its branch left them: roots and the
    /// dimming view everything but their geometry, which the context's rules give them as UIKit
    /// stages the backward operation: centre and bounds size, so that the untransformed frame is
    /// the context's rect and a carried transform applies on top (setting `frame` on a transformed
    /// view is undefined in UIKit); provided views everything, their frame within their root
    /// included (they cannot be moved).
    /// Snapshots and overlays are not carried: they are made afresh when inserted.
    static func carryOver(from done: Scene, into scene: inout Scene, views: [ViewDecl]) {
        for decl in views where scene.contains(decl.id) && done.contains(decl.id) {
            switch decl.kind {
            case .root, .dimming:
                let placed = scene[decl.id].props
                scene[decl.id].props = done[decl.id].props
                scene[decl.id].props.center = placed.center
                scene[decl.id].props.size = placed.size
            case .provided, .chrome:
                // Chrome keeps what the presentation left it, where it left it (the controller owns it).
                scene[decl.id].props = done[decl.id].props
            case .container, .snapshot, .overlay, .blur, .imageSnapshot, .tiles:
                break
            }
        }
    }

    /// Makes a snapshot or overlay view as it is when inserted.
    static func makeTransient(_ decl: ViewDecl, in scene: inout Scene, evaluator: Evaluator) {
        let id = decl.id
        switch decl.kind {
        case .snapshot(let source):
            guard scene.contains(source) else { return }
            let src = scene[source]
            var props = ViewProps(frame: scene.containerFrame(source), color: src.props.color)
            props.cornerRadius = src.props.cornerRadius
            scene[id].props = props
            if scene[id].label == nil { scene[id].label = src.label }
            if scene[id].image == nil { scene[id].image = src.image }
        case .overlay(let colorExpr):
            let c = evaluator.evaluate(colorExpr, in: scene).color
            scene[id].props = ViewProps(frame: scene.bounds, color: c)
        case .imageSnapshot(let source):
            // A new UIImageView with the source's image (its preview colour and aspect stand
            // for it), aspect-filled and clipped, at the source's frame in container space.
            guard scene.contains(source) else { return }
            let src = scene[source]
            var props = ViewProps(frame: scene.containerFrame(source), color: .clear)
            props.contentMode = .scaleAspectFill
            props.clips = true
            props.imageFill = imageFill(of: source, src, in: evaluator.transition)
            scene[id].props = props
            if scene[id].label == nil { scene[id].label = src.label }
        case .blur:
            // A visual effect view over the container, its effect nil: clear, no blur yet.
            scene[id].props = ViewProps(frame: scene.bounds, color: .clear)
        default:
            break
        }
    }
}

extension SceneBuilder {
    /// What an image snapshot of `source` shows: the source's preview `image:` (its pixels'
    /// aspect, drawn), else a preview `imageSize:`'s aspect, else the source's own shape, with
    /// the source's colour standing for the photo (Docs/LANGUAGE.md, "Image snapshots").
    static func imageFill(of source: ViewID, _ src: SceneNode, in t: TransitionIR) -> ImageState {
        let preview = t.preview.views[source]
        if let image = preview?.image, image.pixelWidth > 0, image.pixelHeight > 0 {
            let index = PreviewImages.indices(t).first { $0.0 == source }?.1
            return ImageState(color: src.props.color.rgba, aspect: Double(image.pixelWidth) / Double(image.pixelHeight), image: index)
        }
        if let size = preview?.imageSize, size.width > 0, size.height > 0 {
            return ImageState(color: src.props.color.rgba, aspect: size.width / size.height)
        }
        let size = src.props.size
        return ImageState(color: src.props.color.rgba, aspect: size.height > 0 ? size.width / size.height : 1)
    }
}

/// The preview's images in a stable order (the views' declaration order), so that every
/// timeline of a transition numbers them alike.
enum PreviewImages {
    static func indices(_ t: TransitionIR) -> [(ViewID, Int)] {
        t.views.filter { t.preview.views[$0.id]?.image != nil }.enumerated().map { ($1.id, $0) }
    }

    static func list(_ t: TransitionIR) -> [PreviewImage] {
        t.views.compactMap { t.preview.views[$0.id]?.image }
    }
}
