import AnimatorCore
import TransitionCompiler

// The live scene `transc run` animates: a small view hierarchy with UIKit's model semantics
// (center + bounds size + transform per view, frames derived), rooted at the container.

typealias CoreRect = AnimatorCore.Rect
typealias CorePoint = AnimatorCore.Point

/// One view's model properties, in its superview's coordinate space (as UIKit stores them).
struct ViewProps: Equatable, Sendable {
    var center: CorePoint
    var size: Size
    var transform: AffineTransform = .identity
    /// Set by a transform written with a 3-D step; `transform` is then its affine part.
    var transform3D: Transform3D?
    /// The mask view's geometry in the view's own coordinates (nil: no mask).
    var mask: MaskGeometry?
    /// The layer's anchor point in the unit square while a branch turns the view about it
    /// (Anchors.swift); nil: the centre. `center` stays the centre of the untransformed frame.
    var anchor: CorePoint?
    /// `layer.isDoubleSided == false` while a branch hides the view's back (Anchors.swift).
    var backfaceHidden = false
    /// The perspective the view gives its subviews (its layer's `sublayerTransform`, m34 =
    /// −1/distance) while a branch sets one (Anchors.swift); nil: the identity.
    var perspective: Double?
    /// A blur view's effect, 0 (none) to 1 (the style's blur).
    var blur: Double = 0
    /// An image snapshot's image: the colour standing for it and its aspect (width / height).
    var imageFill: ImageState?
    var alpha: Double = 1
    var cornerRadius: Double = 0
    var color: Color
    var hidden: Bool = false
    var zIndex: Double = 0
    var contentMode: ContentMode = .scaleToFill
    /// `clipsToBounds`, `layer.maskedCorners`, `layer.cornerCurve` (UIKit's defaults).
    var clips = false
    var corners = CornerSet.all
    var cornerCurve = CornerCurve.circular
    /// The layer's shadow and border, CALayer's defaults.
    var shadowColor = LayerDefaults.shadowColor
    var shadowOpacity = LayerDefaults.shadowOpacity
    var shadowRadius = LayerDefaults.shadowRadius
    var shadowOffset = LayerDefaults.shadowOffset
    var borderWidth = LayerDefaults.borderWidth
    var borderColor = LayerDefaults.borderColor

    init(frame: CoreRect, color: Color) {
        center = frame.center
        size = frame.size
        self.color = color
    }

    /// UIKit's `frame` in the superview's space: the bounding box of the transformed bounds
    /// (the transform applies about the centre).
    var frame: CoreRect {
        if transform.b == 0, transform.c == 0, transform.a == 1, transform.d == 1 {
            return CoreRect(x: center.x + transform.tx - size.width / 2, y: center.y + transform.ty - size.height / 2,
                            width: size.width, height: size.height)
        }
        let w = size.width / 2, h = size.height / 2
        let corners = [CorePoint(x: -w, y: -h), CorePoint(x: w, y: -h), CorePoint(x: -w, y: h), CorePoint(x: w, y: h)]
            .map { transform.apply(to: $0) }
        return boundingBox(corners.map { CorePoint(x: $0.x + center.x, y: $0.y + center.y) })
    }

    /// Setting `frame`: the exact inverse of the getter (UIKit leaves the non-identity case
    /// undefined; this keeps the transform and solves for the bounds size).
    mutating func setFrame(_ r: CoreRect) {
        center = CorePoint(x: r.midX - transform.tx, y: r.midY - transform.ty)
        let a = abs(transform.a), b = abs(transform.b), c = abs(transform.c), d = abs(transform.d)
        if transform.b == 0, transform.c == 0, transform.a == 1, transform.d == 1 {
            size = r.size
            return
        }
        let det = a * d - c * b
        if det != 0, det.isFinite {
            size = Size(width: (d * r.width - c * r.height) / det, height: (a * r.height - b * r.width) / det)
        } else {
            size = r.size
        }
    }
}

func boundingBox(_ points: [CorePoint]) -> CoreRect {
    guard let first = points.first else { return .zero }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points.dropFirst() {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    return CoreRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

struct SceneNode: Sendable {
    var props: ViewProps
    var parent: ViewID?
    var children: [ViewID] = []
    var label: String?
    var image: ViewImage?
}

/// The scene: every view of the transition by id, with the hierarchy under the container.
struct Scene: Sendable {
    var nodes: [SceneNode]
    /// The container's size.
    var width: Double
    var height: Double

    subscript(id: ViewID) -> SceneNode {
        get { nodes[id.rawValue] }
        set { nodes[id.rawValue] = newValue }
    }

    func contains(_ id: ViewID) -> Bool { id.rawValue >= 0 && id.rawValue < nodes.count }

    var bounds: CoreRect { CoreRect(x: 0, y: 0, width: width, height: height) }

    /// Whether the view is in the container's hierarchy.
    func inHierarchy(_ id: ViewID) -> Bool {
        var current: ViewID? = id
        var steps = 0
        while let c = current, steps <= nodes.count {
            if c == .container { return true }
            current = nodes[c.rawValue].parent
            steps += 1
        }
        return false
    }

    /// The map from the view's bounds coordinates (origin top-left) to container space.
    /// A view outside the hierarchy maps as if its top ancestor were a subview of the container.
    func toContainer(_ id: ViewID) -> AffineTransform {
        if id == .container { return .identity }
        var chain: [ViewID] = []
        var current: ViewID? = id
        while let c = current, c != .container, chain.count <= nodes.count {
            chain.append(c)
            current = nodes[c.rawValue].parent
        }
        var m = AffineTransform.identity
        for v in chain { // innermost first: bounds -> superview -> ... -> container
            m = m.concatenating(localToSuperview(v))
        }
        return m
    }

    /// Bounds coordinates of `id` -> its superview's bounds coordinates.
    func localToSuperview(_ id: ViewID) -> AffineTransform {
        let p = nodes[id.rawValue].props
        // The transform applies about the anchor point (the centre unless a branch moved it).
        let a = p.anchorOffset
        return AffineTransform(translationX: -p.size.width / 2 - a.x, y: -p.size.height / 2 - a.y)
            .concatenating(p.transform)
            .concatenating(AffineTransform(translationX: p.center.x + a.x, y: p.center.y + a.y))
    }

    /// The superview's bounds -> container map (identity for a view with no superview).
    func superviewToContainer(_ id: ViewID) -> AffineTransform {
        guard let parent = nodes[id.rawValue].parent else { return .identity }
        return toContainer(parent)
    }

    /// `view.convert(view.bounds, to: container)`: the frame in container space.
    func containerFrame(_ id: ViewID) -> CoreRect {
        if id == .container { return bounds }
        let m = superviewToContainer(id)
        let f = nodes[id.rawValue].props.frame
        if m.b == 0, m.c == 0, m.a == 1, m.d == 1 { return f.offsetBy(dx: m.tx, dy: m.ty) }
        return boundingBox([CorePoint(x: f.minX, y: f.minY), CorePoint(x: f.maxX, y: f.minY),
                            CorePoint(x: f.minX, y: f.maxY), CorePoint(x: f.maxX, y: f.maxY)].map { m.apply(to: $0) })
    }

    func containerCenter(_ id: ViewID) -> CorePoint {
        if id == .container { return CorePoint(x: width / 2, y: height / 2) }
        return superviewToContainer(id).apply(to: nodes[id.rawValue].props.center)
    }

    /// Sets the frame given in container space (converted into the superview's space).
    mutating func setContainerFrame(_ id: ViewID, _ r: CoreRect) {
        if id == .container { return }
        let inv = superviewToContainer(id).inverted()
        let local: CoreRect
        if inv.b == 0, inv.c == 0, inv.a == 1, inv.d == 1 {
            local = r.offsetBy(dx: inv.tx, dy: inv.ty)
        } else {
            local = boundingBox([CorePoint(x: r.minX, y: r.minY), CorePoint(x: r.maxX, y: r.minY),
                                 CorePoint(x: r.minX, y: r.maxY), CorePoint(x: r.maxX, y: r.maxY)].map { inv.apply(to: $0) })
        }
        nodes[id.rawValue].props.setFrame(local)
    }

    mutating func setContainerCenter(_ id: ViewID, _ p: CorePoint) {
        if id == .container { return }
        nodes[id.rawValue].props.center = superviewToContainer(id).inverted().apply(to: p)
    }

    /// A mask shape given in container space, in `id`'s own (bounds) coordinates, where a mask
    /// view's frame is: its centre converted as a point (`view.convert(centre, from: container)`,
    /// through every transform), its size and corner radius in the view's units as written.
    func maskInView(_ id: ViewID, _ v: RunValue) -> RunValue {
        guard case .shape(let m?) = v else { return v }
        let c = toContainer(id).inverted().apply(to: CorePoint(x: m.frame.midX, y: m.frame.midY))
        return .shape(MaskGeometry(frame: CoreRect(x: c.x - m.frame.width / 2, y: c.y - m.frame.height / 2, width: m.frame.width, height: m.frame.height),
                                   cornerRadius: m.cornerRadius, isEllipse: m.isEllipse))
    }

    /// Converts a container-space rect/point into `id`'s superview space (for animated values).
    func frameInSuperview(_ id: ViewID, fromContainer r: CoreRect) -> CoreRect {
        var copy = self
        copy.setContainerFrame(id, r)
        return copy[id].props.frame
    }

    func centerInSuperview(_ id: ViewID, fromContainer p: CorePoint) -> CorePoint {
        superviewToContainer(id).inverted().apply(to: p)
    }

    // MARK: Hierarchy

    mutating func detach(_ id: ViewID) {
        guard let parent = nodes[id.rawValue].parent else { return }
        nodes[parent.rawValue].children.removeAll { $0 == id }
        nodes[id.rawValue].parent = nil
    }

    /// `addSubview` / `insertSubview(_:aboveSubview:)` / `insertSubview(_:belowSubview:)` on the container.
    mutating func insert(_ id: ViewID, _ placement: StepIR.Placement) {
        guard id != .container else { return }
        detach(id)
        var kids = nodes[ViewID.container.rawValue].children
        switch placement {
        case .top:
            kids.append(id)
        case .above(let sibling):
            if let i = kids.firstIndex(of: sibling) { kids.insert(id, at: i + 1) } else { kids.append(id) }
        case .below(let sibling):
            if let i = kids.firstIndex(of: sibling) { kids.insert(id, at: i) } else { kids.append(id) }
        }
        nodes[ViewID.container.rawValue].children = kids
        nodes[id.rawValue].parent = .container
    }

    /// Makes `child` a subview of `parent` (scene building only).
    mutating func attach(_ child: ViewID, to parent: ViewID) {
        detach(child)
        nodes[parent.rawValue].children.append(child)
        nodes[child.rawValue].parent = parent
    }

    /// Drawing order of the views in the hierarchy: depth first, siblings by zIndex (stable).
    func drawingOrder() -> [ViewID] {
        var out: [ViewID] = []
        func visit(_ id: ViewID, depth: Int) {
            guard depth <= nodes.count else { return }
            out.append(id)
            let kids = nodes[id.rawValue].children.enumerated().sorted { l, r in
                let zl = nodes[l.element.rawValue].props.zIndex, zr = nodes[r.element.rawValue].props.zIndex
                return zl != zr ? zl < zr : l.offset < r.offset
            }
            for k in kids { visit(k.element, depth: depth + 1) }
        }
        visit(.container, depth: 0)
        return out
    }
}
