import Foundation
import TransitionCompiler

// Helpers shared by the SVG, HTML and PNG renderers: number formatting that is fast and
// deterministic, escaping, sampling a timeline at any time, and the drawn geometry of a view.

/// Formats numbers without Foundation: at most `decimals` digits after the point, trailing zeros
/// dropped, never `-0`, never `nan`/`inf` (non-finite values print as 0). Same input, same bytes.
enum Num {
    private static let powers: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

    static func format(_ value: Double, decimals: Int = 3) -> String {
        var out = ""
        append(value, decimals: decimals, to: &out)
        return out
    }

    static func append(_ value: Double, decimals: Int = 3, to out: inout String) {
        guard value.isFinite else { out += "0"; return }
        let d = max(0, min(decimals, powers.count - 1))
        let scale = powers[d]
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else { out += String(value); return }
        var n = Int64(scaled)
        if n == 0 { out += "0"; return }
        if n < 0 { out += "-"; n = -n }
        let whole = n / Int64(scale)
        var frac = n % Int64(scale)
        out += String(whole)
        guard frac != 0 else { return }
        var digits = d
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        let fracString = String(frac)
        out += "."
        if fracString.count < digits { out += String(repeating: "0", count: digits - fracString.count) }
        out += fracString
    }
}

enum Escape {
    /// Text and attribute values in XML and HTML: `& < > " '` become entities; control
    /// characters other than tab and newline (not allowed in XML 1.0) are dropped.
    static func xml(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF || (0x7F...0x9F).contains(v) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A JSON string literal. `htmlSafe` (the default) also writes `<`, `>`, `&`, `'`, U+2028
    /// and U+2029 as `\uXXXX`, so the literal is safe inside an HTML `<script>` element (no
    /// `</script>` or `<!--` can appear); the plain form is for JSON files people read.
    static func jsonString(_ s: String, into out: inout String, htmlSafe: Bool = true) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where htmlSafe: out += "\\u003C"
            case ">" where htmlSafe: out += "\\u003E"
            case "&" where htmlSafe: out += "\\u0026"
            case "'" where htmlSafe: out += "\\u0027"
            case "\u{2028}" where htmlSafe: out += "\\u2028"
            case "\u{2029}" where htmlSafe: out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// `#RRGGBB` (opaque part) of a colour; the alpha goes to `fill-opacity` / CSS separately.
func rgbHex(_ c: RGBA) -> String {
    let digits: [Character] = Array("0123456789ABCDEF")
    func byte(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int((max(0, min(1, v)) * 255).rounded())
    }
    var s = "#"
    for b in [byte(c.red), byte(c.green), byte(c.blue)] {
        s.append(digits[b / 16])
        s.append(digits[b % 16])
    }
    return s
}

func clamp01(_ v: Double) -> Double {
    guard v.isFinite else { return 0 }
    return max(0, min(1, v))
}

func fin(_ v: Double) -> Double { v.isFinite ? v : 0 }

/// A timeline's state at any time: numbers interpolate linearly between the two samples around
/// `time` (as SMIL and the player do); flags, zIndex, order and label come from the earlier sample.
struct SampledState {
    var time: Double
    var progress: Double
    var views: ViewStates
}

func sample(_ timeline: Timeline, at time: Double) -> SampledState {
    let frames = timeline.frames
    guard let first = frames.first, let last = frames.last else {
        return SampledState(time: time, progress: 0, views: timeline.before)
    }
    if !(time > first.time) { return SampledState(time: time, progress: first.progress, views: first.views) }
    if !(time < last.time) { return SampledState(time: time, progress: last.progress, views: last.views) }
    // Binary search for the last frame with frame.time <= time.
    var lo = 0, hi = frames.count - 1
    while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if frames[mid].time <= time { lo = mid } else { hi = mid }
    }
    let a = frames[lo], b = frames[hi]
    let span = b.time - a.time
    let f = span > 0 ? (time - a.time) / span : 0
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    var views = ViewStates()
    for (name, va) in a.views {
        guard let vb = b.views[name] else { views[name] = va; continue }
        var v = va
        v.frame = Rect(x: mix(va.frame.x, vb.frame.x), y: mix(va.frame.y, vb.frame.y),
                       width: mix(va.frame.width, vb.frame.width), height: mix(va.frame.height, vb.frame.height))
        v.alpha = mix(va.alpha, vb.alpha)
        v.transform = AffineValue(a: mix(va.transform.a, vb.transform.a), b: mix(va.transform.b, vb.transform.b),
                                  c: mix(va.transform.c, vb.transform.c), d: mix(va.transform.d, vb.transform.d),
                                  tx: mix(va.transform.tx, vb.transform.tx), ty: mix(va.transform.ty, vb.transform.ty))
        v.cornerRadius = mix(va.cornerRadius, vb.cornerRadius)
        v.backgroundColor = RGBA(red: mix(va.backgroundColor.red, vb.backgroundColor.red),
                                 green: mix(va.backgroundColor.green, vb.backgroundColor.green),
                                 blue: mix(va.backgroundColor.blue, vb.backgroundColor.blue),
                                 alpha: mix(va.backgroundColor.alpha, vb.backgroundColor.alpha))
        views[name] = v
    }
    return SampledState(time: time, progress: mix(a.progress, b.progress), views: views)
}

/// An affine transform split into SVG's animatable pieces:
/// `matrix(a b c d) = rotate(angle) · scale(sx, sy) · skewX(skew)` (angles in degrees).
struct SVGTransformParts: Equatable {
    var rotate: Double
    var scaleX: Double
    var scaleY: Double
    var skewX: Double

    init(_ t: AffineValue) {
        let a = fin(t.a), b = fin(t.b), c = fin(t.c), d = fin(t.d)
        let sx = (a * a + b * b).squareRoot()
        if sx < 1e-12 {
            rotate = 0; scaleX = 0; scaleY = d; skewX = 0
            return
        }
        let theta = atan2(b, a)
        let cs = cos(theta), sn = sin(theta)
        let shear = cs * c + sn * d   // = sx * tan(skew)
        let sy = -sn * c + cs * d
        rotate = theta * 180 / .pi
        scaleX = sx
        scaleY = sy
        var skew = atan(shear / sx) * 180 / .pi
        if !skew.isFinite { skew = 0 }
        skew = max(-89, min(89, skew))
        skewX = skew
    }
}

/// Whether a view is drawn in a state (in the container, or a backdrop behind it).
func isDrawn(_ v: ViewState?) -> Bool {
    guard let v else { return false }
    return (v.inHierarchy || v.backdrop) && !v.hidden
}

/// The drawing order of the non-container views drawn in one state: bottom first, sorted by
/// zPosition, then the hierarchy order, then the stable view-name order.
func drawOrder(_ views: ViewStates, names: [String], container: String) -> [String] {
    var drawn: [(name: String, z: Double, order: Int, index: Int)] = []
    for (i, name) in names.enumerated() where name != container {
        if let v = views[name], isDrawn(v) { drawn.append((name, fin(v.zIndex), v.order, i)) }
    }
    drawn.sort { l, r in
        if l.z != r.z { return l.z < r.z }
        if l.order != r.order { return l.order < r.order }
        return l.index < r.index
    }
    return drawn.map(\.name)
}

/// All view names of several timelines, first-seen order.
func unionNames(_ timelines: [Timeline]) -> [String] {
    var seen = Set<String>()
    var names: [String] = []
    for t in timelines {
        for n in t.viewNames where !seen.contains(n) { seen.insert(n); names.append(n) }
        for f in t.frames.prefix(1) {
            for n in f.views.keys.sorted() where !seen.contains(n) { seen.insert(n); names.append(n) }
        }
    }
    return names
}

/// A colour for a label drawn on `background`: black on light colours, white on dark ones.
func labelColor(on background: RGBA) -> String {
    let a = clamp01(background.alpha)
    // Composite over white, as the canvas is.
    let r = clamp01(background.red) * a + (1 - a)
    let g = clamp01(background.green) * a + (1 - a)
    let b = clamp01(background.blue) * a + (1 - a)
    let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return luminance > 0.55 ? "#1C1C1E" : "#FFFFFF"
}

/// The operation's name plus ", cancelled" for a cancelled outcome.
func operationTitle(_ t: Timeline) -> String {
    t.outcome == .cancelled ? "\(t.operation.rawValue) (cancelled)" : t.operation.rawValue
}

/// A preview image as a `data:` URI, so pages and pictures stay self-contained.
func dataURI(_ image: PreviewImage) -> String {
    "data:\(image.mimeType);base64," + Data(image.bytes).base64EncodedString()
}
