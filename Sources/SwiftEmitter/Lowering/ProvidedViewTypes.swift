import TransitionCompiler

extension TransitionIR {
    /// The provided views an image snapshot copies the image of, as `side.property` (sanitized):
    /// the generated protocol requires them as UIImageView, and the device test provides them so.
    var imageSnapshotSources: Set<String> {
        Set(copiedImageViews.compactMap { id -> String? in
            guard case .provided(let side, let property) = views[id.rawValue].kind else { return nil }
            return "\(side).\(SwiftNames.sanitize(property))"
        })
    }
}
