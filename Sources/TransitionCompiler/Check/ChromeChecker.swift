/// `presentation: chrome:` (IR/Chrome.swift): the names are declared with the views, so branches
/// and the preview can use them; each entry is read with the rest of `presentation:`.
extension TransitionChecker {
    /// The chrome entries of `presentation:` (nil: none written, or not a mapping, which is
    /// reported once, when the names are declared).
    private func chromePairs(_ presentation: YAMLPair?, report: Bool) -> YAMLMapping? {
        guard let pairs = presentation?.value.mapping,
              let chrome = pairs.first(where: { $0.key.scalar?.value == "chrome" }) else { return nil }
        return report ? reader.mapping(chrome.value, "'chrome'") : chrome.value.mapping
    }

    /// Declares each chrome name as a view (after `views:`, whose names it must not take).
    mutating func declareChrome(_ presentation: YAMLPair?) {
        guard let pairs = chromePairs(presentation, report: true) else { return }
        for pair in pairs {
            guard let name = reader.keyName(pair) else { continue }
            if Self.builtInNames.contains(name) {
                sink.error("reserved-name", "'\(name)' is a built-in view and cannot name chrome", at: pair.key.range,
                           notes: [.init("built-in views: container, from, to, source, destination (and presenting, presented, dimming in modal transitions)")])
                continue
            }
            guard Names.isSwiftIdentifier(name) else {
                sink.error("not-identifier", "'\(Names.printable(name))' cannot name chrome", at: pair.key.range,
                           notes: [.init("chrome names become Swift identifiers: letters, digits and underscores, not starting with a digit")])
                continue
            }
            if let other = views.first(where: { $0.name == name && !$0.kind.isRoot && $0.id != .container }) {
                sink.error("chrome-form", "'\(name)' is already a view: chrome needs a name of its own", at: pair.key.range,
                           notes: [.init("'\(name)' is declared here", at: other.range),
                                   .init("a view that stays while presented belongs in 'chrome' only: remove it from 'views'")])
                continue
            }
            views.append(ViewDecl(id: ViewID(views.count), name: name, kind: .chrome(.view), range: pair.key.range))
        }
    }

    /// Reads each declared chrome entry; the views' kinds are set from what it says.
    mutating func checkChrome(_ presentation: YAMLPair?) -> [ChromeIR] {
        guard let pairs = chromePairs(presentation, report: false) else { return [] }
        let containerOnly = ExpressionChecker.Scope(views: ["container": .container], decls: views)
        var result: [ChromeIR] = []
        for pair in pairs {
            guard let name = pair.key.scalar?.value,
                  let decl = views.first(where: { $0.name == name && $0.range == pair.key.range }) else { continue }
            guard let entry = reader.mapping(pair.value, "a chrome view") else { continue }
            let keys = reader.keyed(entry, known: SpecKeys.chrome, owner: pair.value.range, what: "a chrome view")
            var kind = ChromeIR.Kind.view
            if let k = keys["kind"], let s = scalarValue(k.value, "a chrome kind") { kind = chromeKind(s) ?? .view }
            var color: RGBA? = kind == .snapshotOfPresenting ? nil
                : kind == .grabber ? SystemColors.byName["tertiaryLabel"] : RGBA(red: 0, green: 0, blue: 0)
            if let c = keys["color"] {
                if kind == .snapshotOfPresenting {
                    sink.error("chrome-form", "a snapshot shows the presenting screen: it has no colour of its own", at: c.key.range,
                               notes: [.init("remove 'color', or make it a plain view: kind: view")])
                } else if let e = expression(c.value, expected: .color, scope: containerOnly, what: "a chrome colour"),
                          case .color(let rgba) = e.kind {
                    color = rgba
                }
            }
            var frame: Expr?
            if let f = keys["frame"] {
                frame = expression(f.value, expected: .rect, scope: containerOnly, what: "a chrome frame")
            } else if kind == .grabber {
                sink.error("missing-key", "a grabber needs a frame", at: pair.key.range,
                           notes: [.init("UIKit's sheet grabber is 36 × 5 points, centred 5 points below the sheet's top: frame: rect(container.width / 2 - 18, TOP + 5, 36, 5)")])
            }
            var place: ChromeIR.Place = kind == .grabber ? .above : .below
            if let p = keys["place"], let s = scalarValue(p.value, "a place") {
                if let v = ChromeIR.Place(rawValue: s.value) { place = v } else {
                    reader.reportUnknown(s.value, kind: "place", in: "a chrome view", candidates: ChromeIR.Place.allCases.map(\.rawValue),
                                         at: s.range, code: "unknown-name")
                }
            }
            views[decl.id.rawValue].kind = .chrome(kind)
            result.append(ChromeIR(view: decl.id, kind: kind, color: color, frame: frame, place: place, range: pair.key.range))
        }
        return result
    }

    /// `view`, `grabber` or `snapshot(presenting)`; nil after an error.
    private func chromeKind(_ s: YAMLScalar) -> ChromeIR.Kind? {
        let checker = ExpressionChecker(sink: sink, scalar: s, scope: ExpressionChecker.Scope(views: [:], decls: views))
        switch ExpressionParser.parse(s.value) {
        case .success(.identifier("view", _)): return .view
        case .success(.identifier("grabber", _)): return .grabber
        case .success(.call(.identifier("snapshot", _), let args, let r)):
            if args.count == 1, case .identifier("presenting", _) = args[0].value { return .snapshotOfPresenting }
            checker.error("chrome-form", "chrome snapshots the presenting screen only: snapshot(presenting)", r,
                          notes: [.init("the presented view is the presentation itself; a snapshot of another view is a transition's own view, in 'views'")])
            return nil
        case .success(let other):
            if case .identifier(let n, let nr) = other {
                reader.reportUnknown(n, kind: "chrome kind", in: "a chrome view", candidates: SpecKeys.chromeKinds,
                                     at: checker.range(nr), code: "chrome-form", listsAll: true)
            } else {
                checker.error("chrome-form", "a chrome kind is view, grabber or snapshot(presenting)", other.range)
            }
            return nil
        case .failure(let f):
            checker.report(f)
            return nil
        }
    }
}
