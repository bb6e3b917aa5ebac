/// Geometry the content defines (Docs/LANGUAGE.md, "Content geometry"): `presented.preferredContentSize`,
/// `v.imageSize`, `display.cornerRadius`, and `aspectFit(size, in: rect)` / `aspectFill(size, in: rect)`.
/// Types and where each may be read are checked here; the rules both backends follow are in
/// IR/ContentGeometry.swift.
extension ExpressionChecker {
    static let aspectFunctions = AspectMode.allCases.map(\.rawValue)
    /// The name `display` stands for the screen the container is on (a view declared with that
    /// name wins: `display.cornerRadius` is then that view's).
    static let displayName = "display"

    /// The value read for `view.NAME` when NAME is content geometry; nil when it is not one of
    /// them (the caller goes on), or `.some(nil)` after an error.
    func contentRead(_ value: ViewValue, of id: ViewID, viewName: String, nameRange: Range<Int>, _ r: Range<Int>) -> Expr?? {
        let decl = scope.decls[id.rawValue]
        switch value {
        case .preferredContentSize:
            // Only a modal transition's scopes name `presented` (PresentationChecker adds it to the frame's).
            guard case .root(.destination) = decl.kind, scope.views["presented"] == .destinationRoot else {
                let modal = scope.views["presented"] != nil
                error("preferred-content-size", modal
                      ? "'preferredContentSize' is read from the presented view controller, not '\(viewName)'"
                      : "'preferredContentSize' is the presented view controller's, read in a modal transition", nameRange,
                      notes: [.init(modal ? "write 'presented.preferredContentSize'"
                                          : "a modal transition's 'presented.preferredContentSize' sizes the presentation by its content (UIContentContainer)")])
                return .some(nil)
            }
        case .imageSize:
            switch decl.kind {
            case .provided, .imageSnapshot: break
            default:
                error("no-image", "'\(viewName)' has no image: 'imageSize' reads an image view's image", nameRange,
                      notes: [.init("read it from an image view the view controller provides (it is then required as a UIImageView), or from an 'imageSnapshot(…)'")])
                return .some(nil)
            }
        case .displayCornerRadius:
            // Written `display.cornerRadius`, never `view.displayCornerRadius` (ViewValue's name is the IR's).
            return nil
        default:
            return nil
        }
        return .some(Expr(.view(id, value), value.type, range(r)))
    }

    /// `display.cornerRadius`: the corner radius of the screen the container is on, as the app
    /// supplies it (UIKit publishes none). Read on the container in the IR.
    func displayRead(_ name: String, nameRange: Range<Int>, _ r: Range<Int>) -> Expr? {
        guard name == "cornerRadius" else {
            NodeReader(sink: sink).reportUnknown(name, kind: "property", in: "'display'", candidates: ["cornerRadius"],
                                                 at: range(nameRange), code: "unknown-property", listsAll: true)
            return nil
        }
        return Expr(.view(.container, .displayCornerRadius), .number, range(r))
    }

    /// `aspectFit(size, in: rect)` / `aspectFill(size, in: rect)`: a Size (an image's, usually
    /// `photo.imageSize`) and a Rect; a Rect.
    func aspectCall(_ mode: AspectMode, _ args: [SyntaxArgument], _ r: Range<Int>) -> Expr? {
        let call = mode.rawValue
        guard args.count == 2 else {
            error("argument-count", "'\(call)' takes 2 arguments, found \(args.count)", r,
                  notes: [.init("expected \(call)(SIZE, in:RECT), e.g. \(call)(photo.imageSize, in:container.bounds)")])
            return nil
        }
        if let label = args[0].label, label != "size" {
            error("argument-label", "argument 1 of '\(call)' is 'size' (or unlabelled), not '\(label)'", args[0].labelRange ?? args[0].value.range)
            return nil
        }
        if let label = args[1].label, label != "in" {
            error("argument-label", "argument 2 of '\(call)' is 'in' (or unlabelled), not '\(label)'", args[1].labelRange ?? args[1].value.range,
                  notes: [.init("write \(call)(SIZE, in:RECT)")])
            return nil
        }
        guard let size = infer(args[0].value, hint: .size), let rect = infer(args[1].value, hint: .rect) else { return nil }
        guard size.type == .size else {
            var notes: [Diagnostic.Note] = [.init("the first argument is the image's size, whose aspect is kept, e.g. 'photo.imageSize' or 'size(4, 3)'")]
            if case .view(let id, _) = size.kind, size.type == .rect {
                notes.append(.init("did you mean '\(scope.decls[id.rawValue].name).imageSize'?"))
            }
            error("type-mismatch", "'\(call)' takes a Size first, found \(article(size.type))", args[0].value.range, notes: notes)
            return nil
        }
        guard rect.type == .rect else {
            error("type-mismatch", "'\(call)' fits into a Rect, found \(article(rect.type))", args[1].value.range,
                  notes: [.init("the second argument is the rect the image is drawn in, e.g. 'container.bounds' or 'header.frame'")])
            return nil
        }
        return Expr(.aspect(mode, size: size, in: rect), .rect, range(r))
    }
}
