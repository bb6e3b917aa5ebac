import AnimatorCore
import TransitionCompiler

extension Evaluator {
    /// `aspectFit(size, in: rect)` / `aspectFill(size, in: rect)`, by `ContentGeometry`'s rule,
    /// as the generated `aspectRect(_:in:fill:)` computes it.
    func aspect(_ mode: AspectMode, _ size: Expr, _ rect: Expr, in scene: Scene) -> RunValue {
        let s = evaluate(size, in: scene).size, r = evaluate(rect, in: scene).rect
        let a = ContentGeometry.aspectRect(mode, width: s.width, height: s.height, in: r.x, r.y, r.width, r.height)
        return .rect(CoreRect(x: a.x, y: a.y, width: a.width, height: a.height))
    }

    /// The content geometry a view read gives (Docs/LANGUAGE.md, "Content geometry"); nil for
    /// every other value.
    func contentRead(_ id: TransitionCompiler.ViewID, _ value: ViewValue, in scene: Scene) -> RunValue? {
        switch value {
        case .preferredContentSize:
            let p = transition.preview.views[.destinationRoot]?.preferredContentSize
            let s = ContentGeometry.preferredSize(width: p?.width ?? 0, height: p?.height ?? 0, containerWidth: scene.width, containerHeight: scene.height)
            return .size(Size(width: s.width, height: s.height))
        case .imageSize:
            let s = PreviewContent.imageSize(of: id, in: transition)
            return .size(Size(width: s.width, height: s.height))
        case .displayCornerRadius:
            return .number(transition.preview.displayCornerRadius)
        default:
            return nil
        }
    }
}

/// What the preview's stand-in content is, for the interpreter and for the differential test's
/// host alike (which gives the mirror's image views images of this size).
public enum PreviewContent {
    /// The size of the image an image view shows: its preview `image:`'s pixels, else its
    /// `imageSize:`, else the size of its preview frame (a provided view), as written; an image
    /// snapshot shows its source's image. Any other view has no image: `.zero`.
    public static func imageSize(of id: TransitionCompiler.ViewID, in t: TransitionIR) -> (width: Double, height: Double) {
        guard t.views.indices.contains(id.rawValue) else { return (0, 0) }
        switch t.views[id.rawValue].kind {
        case .imageSnapshot(let source):
            return source == id ? (0, 0) : imageSize(of: source, in: t)
        case .provided:
            let preview = t.preview.views[id]
            if let image = preview?.image, image.pixelWidth > 0, image.pixelHeight > 0 {
                return (Double(image.pixelWidth), Double(image.pixelHeight))
            }
            if let size = preview?.imageSize { return (size.width, size.height) }
            if let frame = preview?.frame { return (frame.width, frame.height) }
            return (PreviewDefaults.providedSize, PreviewDefaults.providedSize)
        default:
            return (0, 0)
        }
    }
}
