// `imageSnapshot(view)`: an image view made for the transition with a provided image view's
// image, aspect-filled and clipped, so a square thumbnail zooming into a wide header neither
// stretches nor blurs. The source must be a provided view (then required as a UIImageView).

extension TransitionChecker {
    func imageSnapshotKind(_ args: [SyntaxArgument], _ r: Range<Int>, checker: ExpressionChecker, scope: ExpressionChecker.Scope) -> ViewKind? {
        guard args.count == 1, args[0].label == nil, case .identifier(let target, let tr) = args[0].value else {
            checker.error("argument-count", "'imageSnapshot' takes one view name", r, notes: [.init("e.g. imageSnapshot(thumbnail)")])
            return nil
        }
        guard let id = scope.views[target] else {
            NodeReader(sink: sink).reportUnknown(target, kind: "view", in: "imageSnapshot", candidates: Array(scope.views.keys).sorted(),
                                                 at: checker.range(tr), code: "unknown-view")
            return nil
        }
        warnAmbiguousRoot(target, at: checker.range(tr))
        return .imageSnapshot(of: id)
    }

    /// Once every kind is known: an image snapshot copies a provided view's image.
    mutating func checkImageSnapshotSources() {
        for decl in views {
            guard case .imageSnapshot(let source) = decl.kind, views.indices.contains(source.rawValue) else { continue }
            if case .provided = views[source.rawValue].kind, !views[source.rawValue].isList { continue }
            if views[source.rawValue].isPlaceholder { continue }
            sink.error("image-form", "imageSnapshot copies the image of a provided image view; '\(views[source.rawValue].name)' is not one",
                       at: decl.range, notes: [.init("declare the image view from its view controller, e.g. 'thumbnail: source.selectedImageView', and use imageSnapshot(thumbnail)")])
            views[decl.id.rawValue].kind = .overlay(color: Expr(.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), .color, decl.range))
            views[decl.id.rawValue].isPlaceholder = true
        }
    }
}
