import TransitionCompiler

extension TransitionIR {
    /// The provided views an image snapshot copies the image of, as `side.property` (sanitized):
    /// the generated protocol requires them as UIImageView, and the device test provides them so.
    var imageSnapshotSources: Set<String> {
        Set(views.compactMap { v -> String? in
            guard case .imageSnapshot(let of) = v.kind, case .provided(let side, let property)? = views.first(where: { $0.id == of })?.kind else { return nil }
            return "\(side).\(SwiftNames.sanitize(property))"
        })
    }
}
