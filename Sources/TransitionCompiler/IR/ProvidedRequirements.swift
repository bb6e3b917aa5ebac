/// What the generated `…Source`/`…Destination` protocols require of a view controller for each
/// provided view: one rule, which the emitter writes (TransitionLowering's protocols, the device
/// test's stand-in controllers) and `check` of several files compares across specs
/// (CrossFileNames: Swift matches a property requirement by its exact type).
extension TransitionIR {
    /// The provided views an image snapshot copies the image of, or whose `imageSize` an
    /// expression reads: required as `UIImageView`.
    public var copiedImageViews: Set<ViewID> {
        var out = Set(views.compactMap { v -> ViewID? in
            guard case .imageSnapshot(let of) = v.kind, views.indices.contains(of.rawValue),
                  case .provided = views[of.rawValue].kind else { return nil }
            return of
        })
        _ = anyExpression { e in
            e.forEachViewRead { id, value in
                if value == .imageSize, views.indices.contains(id.rawValue), case .provided = views[id.rawValue].kind { out.insert(id) }
            }
            return false
        }
        return out
    }

    /// The Swift type `view` (a provided view) is required as: `[UIView]` for a list,
    /// `UIImageView` for a view whose image is copied, `UIView` otherwise.
    public func requirementType(of view: ViewDecl, copiedImages: Set<ViewID>) -> String {
        view.isList ? "[UIView]" : copiedImages.contains(view.id) ? "UIImageView" : "UIView"
    }
}
