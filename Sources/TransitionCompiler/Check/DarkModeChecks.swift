import Foundation

/// The Dark Mode check (Docs/LANGUAGE.md, "Dark Mode"): an overlay of a fixed light colour that
/// covers the screen is a white flash in front of a dark app, a glare (`light-overlay`).
extension TransitionChecker {
    /// WCAG 2's relative luminance of a colour (sRGB components linearised).
    static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// Luminance at or above this is light (white 1, yellow 0.93, cyan 0.79; lightGray 0.40 is not).
    static let lightLuminance = 0.5
    /// The overlay's colour alpha times the largest alpha the branches give it, at or above this,
    /// shows (a flash at 0.4 of white does).
    static let visibleAlpha = 0.25

    /// Warns, once per overlay, when an `overlay(C)` has a fixed (not dynamic) light colour C and
    /// covers the screen: no branch sets or animates its frame, centre, transform or mask (it
    /// keeps the container's bounds), and C's alpha times the largest constant alpha a branch
    /// sets or animates it to (1 when never set, or set to a value read from a view) shows.
    func warnLightOverlays(_ branches: [BranchIR]) {
        // By view id (dense): a big spec has thousands of overlays, and hashing each for every
        // value the branches give it was 2 % of its check (issue 17).
        var found = [(overlay: Expr, color: RGBA)?](repeating: nil, count: views.count)
        for i in views.indices {
            guard case .overlay(let e) = views[i].kind, case .color(let c) = e.kind, !c.isDynamic,
                  Self.luminance(c) >= Self.lightLuminance else { continue }
            found[views[i].id.rawValue] = (e, c)
        }
        guard found.contains(where: { $0 != nil }) else { return }
        // A constant from here: a `var` the helpers below captured was boxed and checked for
        // exclusive access at every use (issue 17), so they take what they change as `inout`.
        let light = found
        // One walk over the branches for every overlay at once (a walk per overlay is quadratic).
        var moved = ViewSet(count: views.count)
        /// The largest alpha a branch gives each overlay (nil: never given one).
        var largestAlpha = [Double?](repeating: nil, count: views.count)
        func isLight(_ v: ViewID) -> Bool { light.indices.contains(v.rawValue) && light[v.rawValue] != nil }
        func note(_ v: ViewID, _ p: Property, _ value: Expr?, _ moved: inout ViewSet, _ largestAlpha: inout [Double?]) {
            guard isLight(v) else { return }
            switch p {
            case .frame, .center, .size, .transform, .mask: moved.insert(v)
            case .alpha:
                var alpha = 1.0
                if let value, case .number(let n) = value.kind { alpha = n }
                largestAlpha[v.rawValue] = largestAlpha[v.rawValue].map { Swift.max($0, alpha) } ?? alpha
            default: break
            }
        }
        // Steps, tracks and targets read where they lie: matched or walked as `array[i]` (or by
        // `for x in array`), each was copied first, its references retained and released.
        for b in branches {
            for steps in [b.setup, b.finish] {
                steps.withUnsafeBufferPointer { steps in
                    for i in steps.indices { if case .set(let v, let p, let value) = steps[i].kind { note(v, p, value, &moved, &largestAlpha) } }
                }
            }
            b.tracks.withUnsafeBufferPointer { tracks in
                for i in tracks.indices where isLight(tracks[i].view) {
                    let view = tracks[i].view
                    tracks[i].content.forEachPropertyValue { note(view, $0, $1, &moved, &largestAlpha) }
                }
            }
        }
        for i in views.indices {
            let id = views[i].id
            guard let (e, c) = light[id.rawValue] else { continue }
            let shown = c.alpha * (largestAlpha[id.rawValue] ?? 1)
            guard !moved.contains(id), shown >= Self.visibleAlpha else { continue }
            let text = file.text(e.range)
            sink.warning("light-overlay", "'\(views[i].name)' covers the screen in a fixed light colour: a glare in Dark Mode", at: e.range,
                         notes: [.init("an overlay with no frame of its own covers the container, and this colour stays light when the app is dark; give it a dynamic colour, e.g. 'dynamic(\(text), black)' or 'systemBackground'")],
                         fixIts: [.init(range: e.range, replacement: "dynamic(\(text), black)")])
        }
    }
}
