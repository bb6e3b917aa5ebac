/// One operation's branch as written: `setup`, `animate` and `finish`, with timing defaults.
/// Produces a BranchIR whose derived parts (cancel, animator groups, duration) are filled by
/// `BranchDerivation.finalize`.
struct BranchChecker {
    let checker: TransitionChecker
    let operation: Operation
    /// The names this branch's expressions see; built once (it is read for every value). A
    /// list's track reads its values and order with the list's per-element names (`elements`).
    var scope: ExpressionChecker.Scope
    var sink: DiagnosticSink { checker.sink }
    var reader: NodeReader { checker.reader }

    init(checker: TransitionChecker, operation: Operation) {
        self.checker = checker
        self.operation = operation
        self.scope = checker.scope(for: operation)
    }

    func check(_ pair: YAMLPair) -> BranchIR? {
        var trackErrors = 0
        return check(pair, trackErrors: &trackErrors)
    }

    /// `trackErrors`: the errors reported inside `animate`'s tracks (each such track is left out
    /// of the branch). When they are all the branch's errors, the rest of the branch is as
    /// written and can still be validated for independent errors (BranchSet.checkWritten).
    func check(_ pair: YAMLPair, trackErrors: inout Int) -> BranchIR? {
        guard let pairs = reader.mapping(pair.value, "the '\(operation.rawValue)' branch") else { return nil }
        let keys = reader.keyed(pairs, known: Self.knownBranchKeys,
                                owner: pair.key.range, what: "the '\(operation.rawValue)' branch")
        var defaults = checker.defaults
        if let p = keys["duration"], let d = checker.checkDuration(p.value, scope: scope, what: "duration") { defaults.duration = d }
        if let p = keys["delay"], let d = checker.checkDelay(p.value, scope: scope) { defaults.delay = d }
        if let p = keys["curve"], let c = checker.checkCurve(p.value, scope: scope) { defaults.curve = c }
        let matched = matchedParts(defaults: defaults)
        // Matches run after the written setup (which inserts the incoming view) and before the
        // written finish's own clean-up.
        let setup = (keys["setup"].map { steps($0.value, section: "setup") } ?? []) + matched.setup
        let finish = matched.finish + (keys["finish"].map { steps($0.value, section: "finish") } ?? [])
        var tracks: [TrackIR] = [], anchors: [AnchorIR] = [], backfaces: [ViewID] = [], relayout: [ViewID] = []
        // A track with errors is left out: the branch's end is then unknown (no stagger-too-long).
        var incomplete = false
        if let p = keys["animate"], let items = reader.sequence(p.value, "'animate'") {
            tracks.reserveCapacity(items.count)
            let before = sink.errorCount
            for item in items {
                // A track with any error is left out, even one that was checked with a default in
                // place of a bad value (a curve): what is said of the branch without it is independent.
                let errors = sink.errorCount
                if let t = track(item, defaults: defaults), sink.errorCount == errors, addAnchor(item, of: t, to: &anchors),
                   addBackface(item, of: t, to: &backfaces), addRelayout(item, of: t, to: &relayout) {
                    tracks += TransformKeyframes3D.lowered(t)
                } else { incomplete = true }
            }
            checkAnchoredViewsStay(anchors, tracks)
            trackErrors = sink.errorCount - before
            if items.isEmpty {
                sink.error("empty-track", "'animate' is empty", at: p.key.range,
                           notes: [.init("a branch animates at least one view; write 'system' to keep UIKit's animation")])
            }
        } else if keys["animate"] == nil, !reader.misspells(pairs, "animate", known: SpecKeys.branch) {
            sink.error("missing-key", "the '\(operation.rawValue)' branch needs 'animate'", at: pair.key.range,
                       notes: [.init("a branch animates at least one view; write 'system' to keep UIKit's animation")])
        }
        tracks += matched.tracks
        fitStaggers(&tracks, report: !incomplete)
        var branch = BranchIR(operation: operation, reversedFrom: nil, setup: setup, tracks: tracks, finish: finish, cancel: [],
                              animators: [], duration: 0, range: pair.key.range)
        branch.anchors = anchors
        branch.backfaceHidden = backfaces
        branch.relayout = relayout
        if let p = keys["perspective"] { branch.perspective = perspective(p, tracks: tracks) }
        return branch
    }

    // MARK: - Steps

    private func steps(_ node: YAMLNode, section: String) -> [StepIR] {
        guard let items = reader.sequence(node, "'\(section)'") else { return [] }
        var result: [StepIR] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let pairs = reader.mapping(item, "a \(section) step") else { continue }
            guard pairs.count == 1 else {
                sink.error("step-form", "a step has exactly one action (insert, add, remove or set)", at: item.range,
                           notes: [.init("write each action as its own '- ' entry")])
                continue
            }
            let pair = pairs[0]
            // An action written plain is matched by its bytes (no String per step, issue 17).
            let known = pair.tree.withVerbatimText(pair.keyIndex, Self.knownStepActions.index(of:))
            guard let name = known.map({ Self.knownStepActions.names[$0] }) ?? reader.keyName(pair) else { continue }
            switch name {
            case "insert", "add":
                if let s = insertStep(pair, add: name == "add") { result.append(s) }
            case "remove":
                if let v = viewName(pair.value, what: "remove"), acceptsSingleView(v, at: pair.value.range, what: "remove") {
                    result.append(StepIR(.remove(v), range: pair.value.range))
                }
            case "set":
                result += setSteps(pair.value)
            default:
                reader.reportUnknown(name, kind: "action", in: "'\(section)'", candidates: SpecKeys.stepActions,
                                     at: pair.key.range, code: "unknown-action")
            }
        }
        return result
    }

    /// `insert: to above from`, `insert: to below from`, `add: zoom`.
    private func insertStep(_ pair: YAMLPair, add: Bool) -> StepIR? {
        // `add: v12` written plain: the view found from its bytes, as `resolve` finds it below
        // (a list, which is an error, is left to it).
        let node = pair.value
        if let id = node.tree.withVerbatimText(node.index, scope.viewBytes.id(of:)), !checker.views[id.rawValue].isList {
            return StepIR(.insert(id, .top), range: node.range)
        }
        guard let s = checker.scalarValue(pair.value, "a view") else { return nil }
        // `add: v12`, one word, is most steps of a big spec: it is not split.
        if !s.value.isEmpty, !Self.contains(s.value, UInt8(ascii: " ")) {
            guard let v = resolve(s.value, word: 0, of: s, add: add) else { return nil }
            return StepIR(.insert(v, .top), range: s.range)
        }
        let words = s.value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        func view(_ i: Int) -> ViewID? { resolve(words[i], word: i, of: s, add: add) }
        func wordRange(_ i: Int) -> SourceRange { Self.wordRange(i, of: s, sink: sink, scope: scope) }
        if words.count == 1 {
            guard let v = view(0) else { return nil }
            return StepIR(.insert(v, .top), range: s.range)
        }
        // `insert: to abov from`: the placement word is misspelt; say which one was meant.
        if words.count == 3, !add, words[1] != "above", words[1] != "below",
           Names.closest(to: words[1], in: ["above", "below"]) != nil {
            reader.reportUnknown(words[1], kind: "placement", in: "this step", candidates: SpecKeys.placements, at: wordRange(1), code: "step-form")
            return nil
        }
        guard words.count == 3, !add, words[1] == "above" || words[1] == "below" else {
            sink.error("step-form", add ? "'add' takes one view; use 'insert: view above|below other' to place it"
                                        : "write 'insert: view', 'insert: view above other' or 'insert: view below other'",
                       at: s.range)
            return nil
        }
        guard let v = view(0), let other = view(2) else { return nil }
        if v == other {
            // Its own code: the step's form is right (the schema accepts it), the sibling is not.
            sink.error("placed-against-itself", "a view cannot be placed relative to itself", at: s.range,
                       notes: [.init("UIKit places a view above or below a sibling: name another view in the container, or put it on top with '- insert: \(words[0])'")])
            return nil
        }
        return StepIR(.insert(v, words[1] == "above" ? .above(other) : .below(other)), range: s.range)
    }

    /// The view named by word `i` of the step `s` (methods, not closures capturing the checker:
    /// a copy of it per step, issue 17).
    private func resolve(_ name: String, word i: Int, of s: YAMLScalar, add: Bool) -> ViewID? {
        if let id = scope.views[name] {
            // The view placed against (word 2) is one view, even where tiles are inserted.
            return acceptsSingleView(id, at: Self.wordRange(i, of: s, sink: sink, scope: scope), what: i == 2 ? "above/below" : add ? "add" : "insert") ? id : nil
        }
        reader.reportUnknown(name, kind: "view", in: "this step", among: [scope.names], at: Self.wordRange(i, of: s, sink: sink, scope: scope),
                             code: "unknown-view")
        return nil
    }

    /// Where word `i` of a step stands: needed only for a diagnostic.
    private static func wordRange(_ i: Int, of s: YAMLScalar, sink: DiagnosticSink, scope: ExpressionChecker.Scope) -> SourceRange {
        let expressions = ExpressionChecker(sink: sink, scalar: s, scope: scope)
        var offset = 0, index = 0
        let chars = Array(s.value.unicodeScalars)
        while offset < chars.count {
            while offset < chars.count, chars[offset] == " " { offset += 1 }
            let start = offset
            while offset < chars.count, chars[offset] != " " { offset += 1 }
            if index == i { return expressions.range(start..<offset) }
            index += 1
        }
        return s.range
    }

    func viewName(_ node: YAMLNode, what: String) -> ViewID? {
        // A view named plain is found from its bytes (no String, issue 17); any other name, and
        // one that is no view, is read as text below, which says what is wrong with it.
        if let id = node.tree.withVerbatimText(node.index, scope.viewBytes.id(of:)) { return id }
        guard let s = checker.scalarValue(node, "a view") else { return nil }
        if let id = scope.views[s.value] { return id }
        reader.reportUnknown(s.value, kind: "view", in: "'\(what)'", among: [scope.names], at: s.range, code: "unknown-view")
        return nil
    }

    /// `set: { to.alpha: 0, thumbnail.hidden: true }`
    private func setSteps(_ node: YAMLNode) -> [StepIR] {
        guard let pairs = reader.mapping(node, "'set'") else { return [] }
        var result: [StepIR] = []
        for pair in pairs {
            guard let key = pair.key.scalar else { _ = reader.keyName(pair); continue }
            guard let (view, property) = viewProperty(key) else { continue }
            guard acceptsListProperty(view, property, at: key.range) else { continue }
            let value = property == .corners ? cornersValue(pair.value)
                : checker.expression(pair.value, expected: property.type, scope: scope, what: "\(property.rawValue)")
            guard let e = value else { continue }
            checkConstantRange(property, e)
            guard checkBlurUse(view, property, [e], at: pair.key.range.union(pair.value.range)) else { continue }
            result.append(StepIR(.set(view, property, e), range: pair.key.range.union(pair.value.range)))
        }
        return result
    }

    /// `view.property` in a `set` key.
    private func viewProperty(_ key: YAMLScalar) -> (ViewID, Property)? {
        let parts = key.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let expressions = ExpressionChecker(sink: sink, scalar: key, scope: scope)
        guard parts.count == 2 else {
            sink.error("set-form", "a 'set' key is written view.property, e.g. to.alpha", at: key.range)
            return nil
        }
        let viewEnd = parts[0].unicodeScalars.count
        guard let view = scope.views[parts[0]] else {
            reader.reportUnknown(parts[0], kind: "view", in: "'set'", among: [scope.names],
                                 at: expressions.range(0..<viewEnd), code: "unknown-view")
            return nil
        }
        guard let property = Property(rawValue: parts[1]) else {
            reader.reportUnknown(parts[1], kind: "property", in: "'set'", candidates: Property.allCases.map(\.rawValue),
                                 at: expressions.range((viewEnd + 1)..<(viewEnd + 1 + parts[1].unicodeScalars.count)), code: "unknown-property",
                                 listsAll: true)
            return nil
        }
        return (view, property)
    }

    /// Constant values of bounded properties must be in range.
    func checkConstantRange(_ property: Property, _ e: Expr) {
        if property.isLayerFollowed { return checkLayerValue(property, e) }
        if property == .mask { return checkMaskValue(e) }
        if property == .size { return checkSizeValue(e) }
        guard let v = ConstantFolder.number(e) else { return }
        switch property {
        case .alpha where !(0...1).contains(v):
            sink.error("out-of-range", "alpha must be in 0...1, found \(format(v))", at: e.range)
        case .cornerRadius where v < 0:
            sink.error("out-of-range", "cornerRadius must be at least 0, found \(format(v))", at: e.range)
        default:
            break
        }
    }

    // MARK: - Tracks

    static let trackKeys = ["view", "delay", "duration", "curve", "keyframes", "calculation", "repeat", "path", "stagger", "order", "anchor", "backfaceHidden", "relayout"]
    /// A track's own keys, then every property in `Property.allCases` order (`track` reads a
    /// property's place from its key's).
    static let knownTrackKeys = KnownKeys(trackKeys + Property.allCases.map(\.rawValue))
    static let knownKeyframeKeys = KnownKeys(SpecKeys.keyframe + Property.allCases.filter(\.isAnimatable).map(\.rawValue))
    static let knownBranchKeys = KnownKeys(SpecKeys.branch)
    static let knownStepActions = KnownKeys(SpecKeys.stepActions)
    static let knownFromTo = KnownKeys(SpecKeys.fromTo)

    private func track(_ node: YAMLNode, defaults: TimingDefaults) -> TrackIR? {
        guard let pairs = reader.mapping(node, "a track") else { return nil }
        let errorsBefore = sink.errorCount
        let keys = reader.keyed(pairs, known: Self.knownTrackKeys, required: ["view"], owner: node.range, what: "a track")
        // An unknown key was reported: a track left with no property follows from it.
        let hasUnknownKey = sink.errorCount > errorsBefore
        guard let viewPair = keys["view"], let view = viewName(viewPair.value, what: "view") else { return nil }
        guard checkListTrackForm(keys, view: view, viewValue: viewPair.value) else { return nil }
        // A list's values and order are read per element (ElementChecks.swift); its timing is not.
        let values = checker.views[view.rawValue].isList ? elements(of: view) : self
        var delay = defaults.delay, duration = defaults.duration, curve = defaults.curve
        if let p = keys["delay"], let d = checker.checkDelay(p.value, scope: scope) { delay = d }
        if let p = keys["duration"], let d = checker.checkDuration(p.value, scope: scope, what: "duration") { duration = d }
        if let p = keys["curve"], let c = checker.checkCurve(p.value, scope: scope) { curve = c }
        // Keyframe tracks have per-segment curves; overall they run linearly unless told otherwise.
        else if keys["keyframes"] != nil { curve = .named(.linear) }
        if case .spring(let spring) = curve, let settling = CurveChecker.settlingTime(spring) {
            if let p = keys["duration"] {
                sink.warning("spring-duration-ignored", "this duration is ignored: this spring settles in its own time",
                             at: p.value.range, notes: [.init("UIKit runs spring(mass:, stiffness:, damping:) and spring(duration:, bounce:) for their own settling time; use spring(damping:) to fit a duration")])
            }
            duration = settling
        }
        // The properties written, in `Property.allCases` order.
        let written = keys.knownPairs(from: Self.trackKeys.count), properties = Property.allCases
        var targets: [PropertyTarget] = []
        targets.reserveCapacity(written.count)   // a track's targets are a big spec's largest IR arrays
        var animatable = 0
        for (known, p) in written {
            let property = properties[known - Self.trackKeys.count]
            guard property.isAnimatable else {
                sink.error("not-animatable", "'\(property.rawValue)' is not animatable", at: p.key.range,
                           notes: [.init("it switches at once: set it in setup or finish with '- set: { view.\(property.rawValue): … }'")])
                continue
            }
            animatable += 1
            if let t = values.target(property, p) { targets.append(t) }
        }
        // A target that failed was reported: the track is dropped.
        if targets.count < animatable { return nil }
        let content: TrackIR.Content
        if let k = keys["keyframes"] {
            if !targets.isEmpty {
                sink.error("keyframes-and-values", "a track has either keyframes or property values, not both", at: k.key.range,
                           notes: [.init("move the other properties into a track of their own")])
                return nil
            }
            if let r = keys["repeat"] {
                sink.error("repeat-form", "'repeat' applies to a track of property values, not to keyframes", at: r.key.range,
                           notes: [.init("write the repetitions as keyframes, or move the motion into a track with 'START -> END' values")])
                return nil
            }
            if let p = keys["path"] {
                sink.error("path-form", "'path' applies to a track of 'center', not to keyframes", at: p.key.range,
                           notes: [.init("write the curve's points as keyframes, or move the motion into a track with 'center: END' and 'path'")])
                return nil
            }
            guard let frames = keyframes(k.value) else { return nil }
            var calculation = KeyframeCalculation.linear
            if let c = keys["calculation"], let s = checker.scalarValue(c.value, "a calculation mode") {
                if let v = KeyframeCalculation(rawValue: s.value) { calculation = v } else {
                    reader.reportUnknown(s.value, kind: "calculation mode", in: "this track", candidates: KeyframeCalculation.allCases.map(\.rawValue),
                                         at: s.range, code: "unknown-name")
                }
            }
            content = .keyframes(frames, calculation: calculation)
        } else {
            if let c = keys["calculation"] {
                sink.error("keyframes-and-values", "'calculation' applies to keyframes", at: c.key.range)
            }
            if let p = keys["path"] {
                // Lowered to keyframes of `center` (ArcPath.swift); the track keeps its curve.
                guard let arc = arcPath(p, view: view, targets: targets, hasRepeat: keys["repeat"] != nil) else { return nil }
                return TrackIR(view: view, delay: delay, duration: duration, curve: curve, content: arc, range: node.range)
            }
            if let r = keys["repeat"] {
                // Lowered to keyframes (see RepeatedTrack.swift): the track runs linearly overall.
                guard !targets.isEmpty, let spec = repeatSpec(r.value),
                      let lowered = repeated(spec, targets: targets, curve: curve, play: duration, at: node.range,
                                             repeatKey: r.key.range, curveRange: keys["curve"]?.value.range) else { return nil }
                let repeatedTrack = TrackIR(view: view, delay: delay, duration: lowered.duration, curve: .named(.linear), content: .values(targets), range: node.range)
                guard checkTransform3DTrack(repeatedTrack, repeatKey: r.key.range),
                      checkMaskTrack(repeatedTrack, repeatKey: r.key.range), checkBlurTrack(repeatedTrack, repeated: true) else { return nil }
                return TrackIR(view: view, delay: delay, duration: lowered.duration, curve: .named(.linear), content: lowered.content, range: node.range)
            }
            guard !targets.isEmpty else {
                // Properties that were written but failed to check have been reported already.
                if !written.isEmpty || hasUnknownKey { return nil }
                sink.error("empty-track", "this track animates nothing", at: viewPair.key.range,
                           notes: [.init("add a property (frame, center, alpha, transform, cornerRadius, backgroundColor) or keyframes")])
                return nil
            }
            content = .values(targets)
        }
        var checked = TrackIR(view: view, delay: delay, duration: duration, curve: curve, content: content, range: node.range)
        if checker.views[view.rawValue].isList {
            guard let stagger = values.listStagger(keys, track: checked) else { return nil }
            checked.stagger = stagger
        }
        return checkTransform3DTrack(checked, repeatKey: nil) && checkMaskTrack(checked, repeatKey: nil) && checkBlurTrack(checked) ? checked : nil
    }

    /// `alpha: 1`, `alpha: 0 -> 1`, or `alpha: { from: 0, to: 1 }`.
    private func target(_ property: Property, _ pair: YAMLPair) -> PropertyTarget? {
        let range = pair.key.range.union(pair.value.range)
        if let pairs = pair.value.mapping {
            let keys = reader.keyed(pairs, known: Self.knownFromTo, required: ["to"], owner: pair.value.range, what: "'\(property.rawValue)'")
            let from = keys["from"].flatMap { checker.expression($0.value, expected: property.type, scope: scope, what: property.rawValue) }
            guard let toPair = keys["to"], let to = checker.expression(toPair.value, expected: property.type, scope: scope, what: property.rawValue) else { return nil }
            if keys["from"] != nil, from == nil { return nil }
            from.map { checkConstantRange(property, $0) }
            checkConstantRange(property, to)
            return PropertyTarget(property: property, from: from, to: to, range: range)
        }
        // `alpha: 1`: a plain number has no arrow, and reads as `expression` reads it.
        if let to = checker.plainNumber(pair.value, expected: property.type) {
            checkConstantRange(property, to)
            return PropertyTarget(property: property, from: nil, to: to, range: range)
        }
        guard let s = checker.scalarValue(pair.value, "a value") else { return nil }
        let expressions = ExpressionChecker(sink: sink, scalar: s, scope: scope)
        // Most values have no '-' at all (no arrow to look for): their scalars are not copied.
        let chars = Self.contains(s.value, UInt8(ascii: "-")) ? Array(s.value.unicodeScalars) : []
        if let arrow = Self.topLevelArrow(chars) {
            let left = String(String.UnicodeScalarView(chars[..<arrow]))
            let right = String(String.UnicodeScalarView(chars[(arrow + 2)...]))
            let from = expressions.check(text: left, offset: 0, expected: property.type)
            let to = expressions.check(text: right, offset: arrow + 2, expected: property.type)
            guard let f = from, let t = to else { return nil }
            checkConstantRange(property, f)
            checkConstantRange(property, t)
            return PropertyTarget(property: property, from: f, to: t, range: range)
        }
        guard let to = expressions.check(text: s.value, expected: property.type) else { return nil }
        checkConstantRange(property, to)
        return PropertyTarget(property: property, from: nil, to: to, range: range)
    }

    /// Whether `text` has the byte `byte`, searched in its UTF-8 in place (through `utf8`, a
    /// byte at a time, it was 2 % of reading a big spec's tracks, issue 17).
    static func contains(_ text: String, _ byte: UInt8) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(byte) }
    }

    /// The offset of a `->` outside parentheses, if any.
    static func topLevelArrow(_ chars: [Unicode.Scalar]) -> Int? {
        var depth = 0
        var i = 0
        while i + 1 < chars.count {
            switch chars[i] {
            case "(": depth += 1
            case ")": depth -= 1
            case "-" where depth == 0 && chars[i + 1] == ">": return i
            default: break
            }
            i += 1
        }
        return nil
    }

    private func keyframes(_ node: YAMLNode) -> [KeyframeIR]? {
        guard let items = reader.sequence(node, "'keyframes'") else { return nil }
        var frames: [KeyframeIR] = []
        var ok = true
        var previous: (Double, SourceRange)?
        for item in items {
            guard let pairs = reader.mapping(item, "a keyframe") else { ok = false; continue }
            let keys = reader.keyed(pairs, known: Self.knownKeyframeKeys, required: ["at"], owner: item.range, what: "a keyframe")
            guard let atPair = keys["at"], let e = checker.expression(atPair.value, expected: .number, scope: scope, what: "at") else { ok = false; continue }
            guard let at = ConstantFolder.number(e), (0...1).contains(at) else {
                sink.error("keyframe-time", "a keyframe's 'at' is a relative time in 0...1", at: e.range)
                ok = false
                continue
            }
            if let (p, pr) = previous, at <= p {
                sink.error("keyframe-time", "keyframe times must increase: \(format(at)) comes after \(format(p))", at: e.range,
                           notes: [.init("previous keyframe", at: pr)])
                ok = false
            }
            previous = (at, e.range)
            var values: [PropertyValue] = []
            for property in Property.allCases where property.isAnimatable {
                guard let p = keys[property.rawValue],
                      let v = checker.expression(p.value, expected: property.type, scope: scope, what: property.rawValue) else { continue }
                checkConstantRange(property, v)
                values.append(PropertyValue(property: property, value: v))
            }
            let curve = keys["curve"].flatMap { checker.checkCurve($0.value, scope: scope) }
            if values.isEmpty {
                sink.error("empty-track", "this keyframe sets no property", at: item.range)
                ok = false
            }
            frames.append(KeyframeIR(at: at, values: values, curve: curve, range: item.range))
        }
        guard ok else { return nil }
        guard let last = frames.last else {
            sink.error("empty-track", "'keyframes' is empty", at: node.range)
            return nil
        }
        if last.at != 1 {
            sink.error("keyframe-time", "the last keyframe must be at 1", at: last.range,
                       notes: [.init("keyframes span the track's whole duration; shorten the track with 'duration' instead")])
            return nil
        }
        // Every property must be given at the last keyframe: it is the track's end value.
        let endProperties = Set(last.values.map(\.property))
        for frame in frames {
            for v in frame.values where !endProperties.contains(v.property) {
                sink.error("keyframe-end", "'\(v.property.rawValue)' has no value at the last keyframe", at: v.value.range,
                           notes: [.init("give every animated property a value at 'at: 1'")])
                return nil
            }
        }
        return frames
    }
}
