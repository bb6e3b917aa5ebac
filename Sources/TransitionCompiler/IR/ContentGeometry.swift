/// Geometry the content defines (Docs/LANGUAGE.md, "Content geometry"): the rect an image takes
/// aspect-fitted or aspect-filled in a rect, and the presented view controller's preferred size.
/// One definition of each rule, which the interpreter follows here and the generated Swift
/// writes as the same arithmetic (`aspectRect(_:in:fill:)`, `preferredSize(of:in:)`), so both
/// backends agree to the last bit.

/// `aspectFit` / `aspectFill`.
public enum AspectMode: String, Sendable, CaseIterable {
    case fit = "aspectFit", fill = "aspectFill"
}

public enum ContentGeometry {
    /// The rect an image of `size` takes in `rect` (x, y, width, height as written; a negative
    /// width or height is read as CGRect reads it, standardized): scaled by the smaller (fit) or
    /// larger (fill) of the rect's width and height over the image's, centred on the rect's
    /// centre. For a positive size and rect this is AVFoundation's documented
    /// `AVMakeRect(aspectRatio:insideRect:)` (fit). An image without a size (a zero, negative or
    /// non-finite width or height: an image view with no image reads `.zero`) takes the whole
    /// rect, as `scaleToFill` draws: never NaN.
    public static func aspectRect(_ mode: AspectMode, width iw: Double, height ih: Double,
                                  in x: Double, _ y: Double, _ w: Double, _ h: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        guard iw > 0, ih > 0, iw.isFinite, ih.isFinite else { return (x, y, w, h) }
        // CGRect's width, height, midX and midY are those of the standardized rect.
        let rw = abs(w), rh = abs(h)
        let midX = min(x, x + w) + rw / 2, midY = min(y, y + h) + rh / 2
        let sx = rw / iw, sy = rh / ih
        let scale = mode == .fill ? max(sx, sy) : min(sx, sy)
        let width = iw * scale, height = ih * scale
        return (midX - width / 2, midY - height / 2, width, height)
    }

    /// The preferred-size rule: each component of a view controller's `preferredContentSize`
    /// that is not a positive number within the value rule's bound (UIKit's default `.zero` says
    /// "no preference"; NaN and infinity included) is the container's size in that dimension.
    public static func preferredSize(width pw: Double, height ph: Double, containerWidth cw: Double, containerHeight ch: Double) -> (width: Double, height: Double) {
        (isPreferred(pw) ? pw : cw, isPreferred(ph) ? ph : ch)
    }

    /// Whether a component of `preferredContentSize` is a preference: > 0 and ≤ 1e9 (NaN is neither).
    public static func isPreferred(_ v: Double) -> Bool { v > 0 && v <= ValueRule.limit }
}

extension Expr {
    /// Whether the expression reads content geometry: `aspectFit`/`aspectFill`, a
    /// `preferredContentSize`, an `imageSize` or `display.cornerRadius` (the web backend does not
    /// play them yet; the emitted file gains its helpers only when one is read).
    public var readsContentGeometry: Bool {
        contains { e in
            switch e.kind {
            case .aspect: return true
            case .view(_, .preferredContentSize), .view(_, .imageSize), .view(_, .displayCornerRadius): return true
            default: return false
            }
        }
    }

    /// Whether some part of the expression is an `aspectFit`/`aspectFill` (the emitted file then
    /// needs `aspectRect(_:in:fill:)`).
    public var usesAspectRect: Bool { contains { if case .aspect = $0.kind { return true } else { return false } } }

    /// Whether the expression reads a `preferredContentSize` (the emitted file then needs `preferredSize(of:in:)`).
    public var readsPreferredSize: Bool { anyViewRead { _, value in value == .preferredContentSize } }
}

extension Expr {
    /// The first view read (in the expression's order) for which `test` holds, as the read's own expression.
    public func firstRead(where test: (ViewID, ViewValue) -> Bool) -> Expr? {
        var found: Expr?
        _ = contains { e in
            guard found == nil, case .view(let id, let value) = e.kind, test(id, value) else { return false }
            found = e
            return true
        }
        return found
    }
}
