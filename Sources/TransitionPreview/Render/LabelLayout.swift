import TransitionCompiler

/// Where each view's label goes, shared by the SVG (and so PNG, GIF, MP4) and the HTML player.
///
/// A label sits at its view's centre. Two views that cross-fade in one place (photo-zoom's
/// `from` and `to`, both full screen) would print their labels over each other, so a label that
/// would touch another drawn, visible label at any sample moves down or up by whole lines until it
/// touches none (0, +1, −1, +2… lines, in view order). The offset is in the view's own points, so
/// it scales with the view.
enum LabelLayout {
    /// Above this many labelled views the pairwise check is skipped (labels stay centred): such
    /// scenes are benchmarks, not pictures anyone reads.
    static let maxLabelledViews = 150
    /// At most this many samples per timeline are checked for collisions.
    static let maxSamples = 240

    /// A view showing a preview image has no label: the screen is its content (its name still
    /// shows on hover).
    static func text(_ name: String, _ reference: ViewState) -> String {
        name == "container" || reference.image != nil ? "" : (reference.label ?? name)
    }

    static func fontSize(_ reference: ViewState) -> Double {
        max(9, min(24, min(fin(reference.frame.width), fin(reference.frame.height)) * 0.18))
    }

    /// The vertical offset (points, down positive) of each view's label; 0 for most.
    static func offsets(_ timelines: [Timeline], references: [String: ViewState]) -> [String: Double] {
        // Each labelled view with its label's size, measured once (indexed like `labels`).
        let labels: [(name: String, size: Double, width: Double)] = unionNames(timelines).compactMap { name in
            guard name != "container", let reference = references[name] else { return nil }
            let label = text(name, reference)
            guard !label.isEmpty else { return nil }
            let size = fontSize(reference)
            return (name, size, Double(label.count) * size * 0.62)
        }
        guard labels.count > 1, labels.count <= maxLabelledViews else { return [:] }

        // Pairs whose centred labels would touch at some sample where both are visible.
        var touching = Set<[Int]>()
        for t in timelines {
            let stride = max(1, t.frames.count / maxSamples)
            for f in Swift.stride(from: 0, to: t.frames.count, by: stride).map({ t.frames[$0] }) {
                let shown = labels.indices.compactMap { i -> (Int, Double, Double)? in
                    guard let v = f.views[labels[i].name], isDrawn(v), v.alpha > 0.02 else { return nil }
                    return (i, fin(v.frame.x + v.frame.width / 2 + v.transform.tx), fin(v.frame.y + v.frame.height / 2 + v.transform.ty))
                }
                for (a, ax, ay) in shown {
                    for (b, bx, by) in shown where b > a {
                        if abs(ax - bx) < (labels[a].width + labels[b].width) / 2,
                           abs(ay - by) < (labels[a].size + labels[b].size) * 0.6 {
                            touching.insert([a, b])
                        }
                    }
                }
            }
        }
        guard !touching.isEmpty else { return [:] }
        // Greedy line assignment in view order: the first free of 0, +1, −1, +2, −2…
        var line: [Int] = []   // the line of each label placed so far
        var result: [String: Double] = [:]
        for i in labels.indices {
            let taken = Set(line.indices.filter { touching.contains([$0, i]) }.map { line[$0] })
            var k = 0, candidate = 0
            while taken.contains(candidate) {
                k += 1
                candidate = k % 2 == 1 ? (k + 1) / 2 : -(k / 2)
            }
            line.append(candidate)
            if candidate != 0 { result[labels[i].name] = Double(candidate) * labels[i].size * 1.3 }
        }
        return result
    }
}
