// The ranges and forms of the layer's shadow and border properties (CALayer's names).

extension BranchChecker {
    /// shadowOpacity in 0…1 (Core Animation's documented range), radii and widths ≥ 0, and
    /// colours given as constants: the emitted code writes them as `CGColor`s, and a colour read
    /// from a view is optional in UIKit (a nil background) where a layer colour must be set.
    func checkLayerValue(_ property: Property, _ e: Expr) {
        switch property {
        case .shadowOpacity, .shadowRadius, .borderWidth:
            guard let v = ConstantFolder.number(e) else { return }
            if property == .shadowOpacity, !(0...1).contains(v) {
                sink.error("out-of-range", "shadowOpacity must be in 0...1, found \(format(v))", at: e.range,
                           notes: [.init("0 draws no shadow, 1 draws it at the shadow colour's full alpha")])
            } else if property != .shadowOpacity, v < 0 {
                sink.error("out-of-range", "\(property.rawValue) must be at least 0, found \(format(v))", at: e.range)
            }
        case .shadowColor, .borderColor:
            if case .color = e.kind { return }
            sink.error("not-constant", "\(property.rawValue) must be a colour constant", at: e.range,
                       notes: [.init("write a colour name or '#RRGGBB[AA]', e.g. '\(property.rawValue): black'")])
        default:
            break
        }
    }
}

/// CALayer's documented defaults for the shadow and border properties.
enum LayerDefaults {
    static func value(_ p: Property, at r: SourceRange) -> Expr? {
        switch p {
        case .shadowColor, .borderColor: return Expr(.color(RGBA(red: 0, green: 0, blue: 0, alpha: 1)), .color, r)
        case .shadowOpacity, .borderWidth, .blur: return Expr(.number(0), .number, r)
        case .shadowRadius: return Expr(.number(3), .number, r)
        case .shadowOffset: return Expr(.size(Expr(.number(0), .number, r), Expr(.number(-3), .number, r)), .size, r)
        default: return nil
        }
    }
}
