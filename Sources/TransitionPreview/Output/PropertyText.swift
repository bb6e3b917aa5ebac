import Foundation
import AnimatorCore
import TransitionCompiler

/// The short texts the table gives the properties beyond frame, alpha and colour: a 3-D
/// transform as the 3-D steps it decomposes into, a mask's shape, a blur's amount, a shadow and
/// a border. One cell per property, so a column says what changes without a JSON reader.
enum PropertyText {
    static func n(_ v: Double, _ decimals: Int = 1) -> String { NumberFormat.trimmed(v, decimals: decimals) }

    /// `perspective(1000) rotateY(45°)`: the transform's decomposition (Core Animation's and
    /// CSS's: translation, scale, rotation as a quaternion, perspective), each part written only
    /// when it is not the identity's.
    static func transform3D(_ entries: [Double]) -> String {
        guard entries.count == 16, let d = DecomposedTransform3D(Transform3D(entries)) else { return "matrix3d(singular)" }
        var parts: [String] = []
        let p = d.perspective
        if abs(p.z) > 1e-12 { parts.append("perspective(\(n(-1 / p.z)))") }
        let t = d.translation
        if abs(t.z) > 1e-9 {
            parts.append("translate3d(\(n(t.x)),\(n(t.y)),\(n(t.z)))")
        } else if abs(t.x) > 1e-9 || abs(t.y) > 1e-9 {
            parts.append("translate(\(n(t.x)),\(n(t.y)))")
        }
        let q = d.quaternion
        let sine = (q.x * q.x + q.y * q.y + q.z * q.z).squareRoot()
        let angle = 2 * atan2(sine, q.w) * 180 / Double.pi
        if sine > 1e-9, abs(angle) > 1e-6 {
            let axis = SIMD3(q.x, q.y, q.z) / sine
            let named: [(String, SIMD3<Double>)] = [("rotateX", [1, 0, 0]), ("rotateY", [0, 1, 0]), ("rotateZ", [0, 0, 1])]
            if let (name, _) = named.first(where: { abs(abs(($0.1 * axis).sum()) - 1) < 1e-9 }) {
                let sign = (axis.x + axis.y + axis.z) < 0 ? -1.0 : 1.0
                parts.append("\(name)(\(n(sign * angle))°)")
            } else {
                parts.append("rotate3d(\(n(axis.x, 3)),\(n(axis.y, 3)),\(n(axis.z, 3)),\(n(angle))°)")
            }
        }
        let s = d.scale
        if abs(s.z - 1) > 1e-9 {
            parts.append("scale3d(\(n(s.x, 3)),\(n(s.y, 3)),\(n(s.z, 3)))")
        } else if abs(s.x - 1) > 1e-9 || abs(s.y - 1) > 1e-9 {
            parts.append(abs(s.x - s.y) < 1e-9 ? "scale(\(n(s.x, 3)))" : "scale(\(n(s.x, 3)),\(n(s.y, 3)))")
        }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }

    /// `circle(195,422 r300)` or `rect(0,0 390×844 r12)`, in the view's own coordinates; `none`.
    static func mask(_ m: MaskState?) -> String {
        guard let m else { return "none" }
        let f = m.frame
        if m.isEllipse { return "ellipse(\(n(f.x)),\(n(f.y)) \(n(f.width))×\(n(f.height)))" }
        if abs(f.width - f.height) < 1e-9, abs(m.cornerRadius * 2 - f.width) < 1e-9 {
            return "circle(\(n(f.x + f.width / 2)),\(n(f.y + f.height / 2)) r\(n(f.width / 2)))"
        }
        return "rect(\(n(f.x)),\(n(f.y)) \(n(f.width))×\(n(f.height))" + (m.cornerRadius > 0 ? " r\(n(m.cornerRadius)))" : ")")
    }

    static func blur(_ b: BlurState?) -> String {
        guard let b else { return "" }
        return "\(NumberFormat.fixed(b.amount, decimals: 3)) \(b.style)"
    }

    /// `0.35 r12 (0,8) #000000FF`: opacity, radius, offset, colour; `none` at opacity 0.
    static func shadow(_ l: LayerStyle) -> String {
        guard l.shadowOpacity > 0 else { return "none" }
        return "\(NumberFormat.fixed(l.shadowOpacity, decimals: 3)) r\(n(l.shadowRadius)) (\(n(l.shadowOffsetWidth)),\(n(l.shadowOffsetHeight))) \(l.shadowColor.hex)"
    }

    /// `2 #D1D1D6FF`; `none` at width 0.
    static func border(_ l: LayerStyle) -> String {
        guard l.borderWidth > 0 else { return "none" }
        return "\(n(l.borderWidth)) \(l.borderColor.hex)"
    }
}
