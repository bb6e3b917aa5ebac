import Foundation

/// The timeline as CSV (Docs/TIMELINE-FORMAT.md): one row per frame and view ("long"
/// format, ready for a pivot table or a plotting library), RFC 4180 quoting.
public enum TimelineCSV {
    public static let header = "transition,operation,outcome,time,progress,view,x,y,width,height,alpha,a,b,c,d,tx,ty,cornerRadius,backgroundColor,hidden,zIndex,inHierarchy,order"
        + ",transform3D,maskX,maskY,maskWidth,maskHeight,maskCornerRadius,blur"
        + ",shadowColor,shadowOpacity,shadowRadius,shadowOffsetX,shadowOffsetY,borderWidth,borderColor"

    public static func render(_ timelines: [Timeline]) -> String {
        var out = header + "\n"
        for t in timelines { rows(t, into: &out) }
        return out
    }

    public static func render(_ timeline: Timeline) -> String { render([timeline]) }

    static func rows(_ t: Timeline, into out: inout String) {
        for f in t.frames {
            for name in t.viewNames {
                guard let s = f.views[name] else { continue }
                let cells: [String] = [
                    field(t.transition), t.operation.rawValue, t.outcome.rawValue, n(f.time), n(f.progress), field(name),
                    n(s.frame.x), n(s.frame.y), n(s.frame.width), n(s.frame.height), n(s.alpha),
                    n(s.transform.a), n(s.transform.b), n(s.transform.c), n(s.transform.d), n(s.transform.tx), n(s.transform.ty),
                    n(s.cornerRadius), s.backgroundColor.hex, s.hidden ? "true" : "false", n(s.zIndex),
                    s.inHierarchy ? "true" : "false", String(s.order),
                    // The 4×4 transform's sixteen entries, row by row, when it is not affine (one field).
                    s.transform3D.map { $0.map(n).joined(separator: " ") } ?? "",
                    s.mask.map { n($0.frame.x) } ?? "", s.mask.map { n($0.frame.y) } ?? "",
                    s.mask.map { n($0.frame.width) } ?? "", s.mask.map { n($0.frame.height) } ?? "",
                    s.mask.map { n($0.cornerRadius) } ?? "", s.blur.map { n($0.amount) } ?? "",
                    s.layer.shadowColor.hex, n(s.layer.shadowOpacity), n(s.layer.shadowRadius),
                    n(s.layer.shadowOffsetWidth), n(s.layer.shadowOffsetHeight), n(s.layer.borderWidth), s.layer.borderColor.hex,
                ]
                out += cells.joined(separator: ",") + "\n"
            }
        }
    }

    static func n(_ v: Double) -> String { NumberFormat.machine(v) ?? "" }

    static func field(_ s: String) -> String {
        if s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) {
            return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return s
    }
}
