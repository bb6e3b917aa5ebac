/// Checks a branch against the view hierarchy as it will be at run time: a view must be in the
/// container before it is animated or placed against, provided views cannot be moved, and two
/// tracks must not animate one property at the same time.
struct HierarchyValidator {
    let checker: TransitionChecker
    let hasCustomPresentation: Bool
    /// Where a derived branch's problems are collected before one of them is reported.
    var collector: DiagnosticSink?
    var sink: DiagnosticSink { collector ?? checker.sink }
    var views: [ViewDecl] { checker.views }

    /// The views in the container when `operation` starts.
    func initialHierarchy(_ operation: Operation) -> ViewSet {
        let views = self.views
        var inside = ViewSet([.container], count: views.count)
        // The presentation controller's own views are in the container from the presentation's start to its end.
        for i in views.indices where views[i].kind.isPresentationOwned { inside.insert(views[i].id) }
        let fromSide = Side.holding(.from, in: operation)
        let fromRoot: ViewID = fromSide == .source ? .sourceRoot : .destinationRoot
        // A custom presentation leaves the presenting (source) view out of the container, unless
        // its present places a view against it: then it is there from the presentation's start
        // to its end, in both operations (PresentingInContainer.swift).
        if !(hasCustomPresentation && fromSide == .source) { inside.insert(fromRoot) }
        if hasCustomPresentation && checker.presentingInContainer { inside.insert(.sourceRoot) }
        return inside
    }

    /// A branch derived by reversing a written one: its problems are found on the written steps,
    /// and usually share one cause (the written branch does not hold with the roles swapped).
    /// The first is reported once, in the written branch's names, with what the derived branch
    /// does and how to change the written one; the rest are counted.
    func validateDerived(_ branch: BranchIR, derivedAt: SourceRange) {
        var local = self
        let collected = DiagnosticSink()
        local.collector = collected
        local.validate(branch, derivedAt: derivedAt)
        let errors = collected.sorted.filter { $0.severity == .error }
        for d in collected.sorted where d.severity != .error { checker.sink.add(d) }
        guard var first = errors.first, let written = branch.reversedFrom else { return }
        let op = branch.operation.rawValue, fwd = written.rawValue
        first.message = "reversed as '\(op)': " + first.message
        // The validator's own hints speak of the derived branch ("insert from above to" in 'pop'):
        // only its located notes (where the branch is derived) are kept.
        var notes = first.notes.filter { $0.range != nil }
        let roots = initialHierarchy(branch.operation).sorted.filter { $0 == .sourceRoot || $0 == .destinationRoot }
        if let root = roots.first {
            func rootName(_ id: ViewID) -> String {
                checker.context == .modal ? (id == .sourceRoot ? "presenting" : "presented") : views[id.rawValue].displayName(in: written)
            }
            let inName = rootName(root), other = rootName(root == .sourceRoot ? .destinationRoot : .sourceRoot)
            notes.append(.init("'\(op)' plays the setup of '\(fwd)' with the roles swapped: it starts with '\(inName)' in the container, not '\(other)'"))
        }
        notes.append(.init("write '\(op)' yourself, or change this step so that it also holds with the roles swapped"))
        if errors.count > 1 {
            notes.append(.init("\(errors.count - 1) more error\(errors.count == 2 ? "" : "s") in the derived '\(op)' follow\(errors.count == 2 ? "s" : "") from it"))
        }
        first.notes = notes
        checker.sink.add(first)
    }

    func validate(_ branch: BranchIR, derivedAt: SourceRange?) {
        let op = branch.operation
        let extra: [Diagnostic.Note] = derivedAt.map { [.init("in '\(op.rawValue)', derived by reversing '\(branch.reversedFrom?.rawValue ?? "")'", at: $0)] } ?? []
        var inside = initialHierarchy(op)
        // Read once: each `self.views` was a retain and release of the array per view looked up.
        let views = self.views
        // A modal transition's roots are called as the user writes them, in both operations.
        // A derived branch's problems are reported at the written steps, in the written branch's names.
        let namingOp = derivedAt == nil ? op : branch.reversedFrom ?? op
        func name(_ id: ViewID) -> String {
            if checker.context == .modal, case .root(let side) = views[id.rawValue].kind { return side == .source ? "presenting" : "presented" }
            return views[id.rawValue].displayName(in: namingOp)
        }
        // `inside` is passed, not captured: a captured `var` is boxed, and every read and write of
        // it went through the run-time exclusivity check (issue 17).
        func isIn(_ id: ViewID, _ inside: ViewSet) -> Bool {
            if views[id.rawValue].isPlaceholder { return true }   // its declaration was already reported
            if PresentingView.isOnScreen(id, views: views, customPresentation: hasCustomPresentation) { return true }
            switch views[id.rawValue].kind {
            case .provided(let side, _): return inside.contains(side == .source ? .sourceRoot : .destinationRoot)
            default: return inside.contains(id)
            }
        }
        func hint(_ id: ViewID) -> Diagnostic.Note {
            switch views[id.rawValue].kind {
            // The presented view goes on top: placing it against 'presenting' fails when a custom
            // presentation keeps that view out of the container.
            case .root where checker.context == .modal: return .init("add it in setup first: '- add: \(name(id))'")
            case .root: return .init("insert it first, e.g. '- insert: \(name(id)) above \(name(id) == "to" ? "from" : "to")'")
            case .provided(let side, _):
                let owner = side == .source ? ViewID.sourceRoot : .destinationRoot
                return .init("it is a subview of '\(name(owner))', which is not in the container yet")
            default: return .init("add it in setup first: '- add: \(name(id))'")
            }
        }
        func checkReads(_ e: Expr, _ inside: ViewSet) {
            // One walk that builds nothing (a list of every read was made for each value, issue 17).
            e.forEachViewRead { id, value in
                guard value == .frame || value == .center, !isIn(id, inside), id != .container else { return }
                sink.error("not-in-hierarchy", "'\(name(id)).\(value.rawValue)' is read while '\(name(id))' is not in the container",
                           at: e.range, notes: [hint(id)] + extra)
            }
        }
        // The step matched where it lies: passed whole (or its kind), it was copied first.
        // `preceding`: the steps played before `steps` (the setup, for the finish steps).
        func apply(_ steps: UnsafeBufferPointer<StepIR>, _ i: Int, _ inside: inout ViewSet, after preceding: [StepIR] = []) {
            let range = steps[i].range
            switch steps[i].kind {
            case .insert(let v, let placement):
                switch views[v.rawValue].kind {
                case .provided:
                    sink.error("cannot-move", "'\(name(v))' belongs to its view controller and cannot be added to the container", at: range,
                               notes: [.init("animate a snapshot instead: declare 'zoom: snapshot(\(name(v)))' and add that")] + extra)
                    return
                case .container, .dimming:
                    sink.error("cannot-move", "'\(name(v))' cannot be added: it is managed by UIKit", at: range, notes: extra)
                    return
                case .chrome:
                    sink.error("chrome-managed", Self.chromeManaged(name(v)), at: range, notes: [Self.chromeManagedNote] + extra)
                    return
                case .root(.source) where hasCustomPresentation:
                    sink.error("presenting-unavailable", "the presenting view is not part of a custom presentation", at: range,
                               notes: [.init("with 'presentation:', UIKit keeps the presenting view where it is")] + extra)
                    return
                default: break
                }
                if inside.contains(v) {
                    // The step that put it there, when the branch has one (the last before this, in setup or in finish);
                    // otherwise UIKit did, when the operation started.
                    func inserts(_ step: StepIR) -> Bool { if case .insert(v, _) = step.kind { return true } else { return false } }
                    let earlier = (steps[..<i].last(where: inserts) ?? preceding.last(where: inserts))?.range
                    let why: [Diagnostic.Note] = earlier.map { [.init("'\(name(v))' was put in the container here", at: $0)] }
                        ?? (op.isForward == false || v == .sourceRoot || v == .destinationRoot
                            ? [.init("when '\(op.rawValue)' starts, the container holds '\(name(initialHierarchy(op).contains(.sourceRoot) ? .sourceRoot : .destinationRoot))'")] : [])
                    sink.error("already-in-hierarchy", "'\(name(v))' is already in the container here", at: range, notes: why + extra)
                    return
                }
                switch placement {
                case .above(let other), .below(let other):
                    if other == .sourceRoot, hasCustomPresentation, !inside.contains(other) {
                        sink.error("presenting-outside-container", "'\(name(v))' is placed against the presenting view, which is not in the container in '\(op.rawValue)'",
                                   at: range, notes: [
                                    .init("with 'presentation:', the presenting view stays behind the container, under every view in it"),
                                    .init("it joins the container only when 'present' places a view against it in its setup, e.g. '- insert: presented below presenting'; then it is there until the dismissal ends"),
                                   ] + extra)
                    } else if !inside.contains(other) {
                        sink.error("not-in-hierarchy", "'\(name(v))' is placed against '\(name(other))', which is not in the container here",
                                   at: range, notes: [hint(other)] + extra)
                    }
                case .top: break
                }
                inside.insert(v)
            case .remove(let v):
                if case .root(.source) = views[v.rawValue].kind, hasCustomPresentation {
                    sink.error("presenting-unavailable", "the presenting view is not part of a custom presentation", at: range,
                               notes: [.init("with 'presentation:', UIKit keeps the presenting view where it is")] + extra)
                } else if case .provided = views[v.rawValue].kind {
                    sink.error("cannot-move", "'\(name(v))' belongs to its view controller and cannot be removed", at: range,
                               notes: [.init("hide it instead: '- set: { \(name(v)).hidden: true }'")] + extra)
                } else if case .chrome = views[v.rawValue].kind {
                    sink.error("chrome-managed", Self.chromeManaged(name(v)), at: range,
                               notes: [.init("hide it instead: '- set: { \(name(v)).alpha: 0 }'"), Self.chromeManagedNote] + extra)
                } else if !inside.contains(v) {
                    sink.error("not-in-hierarchy", "'\(name(v))' is removed but is not in the container here", at: range, notes: extra)
                } else {
                    inside.remove(v)
                }
            case .set(_, _, let e):
                checkReads(e, inside)
            case .restore:
                break
            }
        }
        // Steps and tracks read where they lie: matched or asked as `array[i]`, each was copied
        // first, its references retained and released (issue 17).
        branch.setup.withUnsafeBufferPointer { for i in $0.indices { apply($0, i, &inside) } }
        // Tracks change no hierarchy: they are checked against the one setup leaves.
        let afterSetup = inside
        func check(_ view: ViewID, _ range: SourceRange, _ content: TrackIR.Content) {
            if !isIn(view, afterSetup) {
                if let (message, notes) = PresentingView.withoutPresentation(view, op: op, checker: checker) {
                    sink.error("presenting-needs-presentation", message, at: range, notes: notes + extra)
                } else {
                    sink.error("not-in-hierarchy", "'\(name(view))' is animated but is not in the container", at: range,
                               notes: [hint(view)] + extra,
                               fixIts: derivedAt == nil ? addStep(for: view, named: name(view), branch) : [])
                }
            }
            content.forEachValue { checkReads($0, afterSetup) }
        }
        branch.tracks.withUnsafeBufferPointer { for i in $0.indices { check($0[i].view, $0[i].range, $0[i].content) } }
        branch.finish.withUnsafeBufferPointer { for i in $0.indices { apply($0, i, &inside, after: branch.setup) } }
        // A reversed branch has the written one's tracks mirrored in time and its transient views
        // undone: its conflicts and leftovers are the written branch's, reported there once.
        guard derivedAt == nil else { return }
        checkConflicts(branch, extra: extra)
        checkFrameUnderTransform(branch)
        checkMovingSuperview(branch)
        checkShadowLeft(branch)
        checkClippedShadow(branch)
        // A snapshot or overlay still in the container when the transition completes stays on
        // screen over the new view controller (UIKit removes only the outgoing root).
        let leftovers = inside.sorted.filter { views[$0.rawValue].kind.isTransient && !views[$0.rawValue].isPlaceholder }
        // Indexed only when there is one to place (usually finish removes them all).
        guard !leftovers.isEmpty else { return }
        let setup = SetupIndex(branch.setup)
        for id in leftovers {
            let added = setup.insertion(of: id)
            // A view meant to stay while presented is the presentation controller's: chrome, which
            // it removes when the presentation ends (the animator's views have no owner afterwards).
            let staysOnPurpose: [Diagnostic.Note] = op == .present && hasCustomPresentation
                ? [.init("if it is meant to stay while presented, declare it under 'presentation: chrome:' instead (\(chromeEntry(views[id.rawValue]))): the presentation controller keeps it until the presentation ends")]
                : []
            sink.warning("left-in-container", "'\(name(id))' is still in the container when '\(op.rawValue)' ends",
                         at: added?.range ?? branch.range,
                         notes: [.init("UIKit leaves it there, over the new screen: add '- remove: \(name(id))' to finish")] + staysOnPurpose)
        }
    }

    /// The chrome entry that stands for a transient view.
    func chromeEntry(_ decl: ViewDecl) -> String {
        switch decl.kind {
        case .snapshot(.sourceRoot): return "'\(decl.name): { kind: snapshot(presenting) }'"
        case .overlay(let color) where color.range.start.line == color.range.end.line && color.range.end.column > color.range.start.column:
            // The colour as it is written in the overlay.
            return "'\(decl.name): { color: \(checker.file.text(color.range)) }'"
        default: return "'\(decl.name): { kind: view }'"
        }
    }

    static func chromeManaged(_ name: String) -> String {
        "'\(name)' is presentation chrome: the presentation controller adds and removes it"
    }
    static let chromeManagedNote = Diagnostic.Note(
        "chrome is in the container from the presentation's start to its end (a completed dismissal, or a presentation that did not complete)")

    /// The fix for a view animated before it is in the container, when it is one `- add:`
    /// (overlays and snapshots; a modal root): the step inserted before the first setup step, or
    /// a `setup:` inserted before `animate:`. Other cases are left to the note.
    private func addStep(for id: ViewID, named name: String, _ branch: BranchIR) -> [Diagnostic.FixIt] {
        switch views[id.rawValue].kind {
        case .root where checker.context == .modal: break
        case .root, .provided, .container: return []
        default: break
        }
        let file = checker.file
        guard let track = branch.tracks.first, track.range.start.line > branch.range.start.line else { return [] }
        // The branch's `setup:` or `animate:` key, each on a line of its own, above the first track.
        var animate: (line: Int, indent: Substring)?
        for line in stride(from: track.range.start.line - 1, to: branch.range.start.line, by: -1) {
            let text = file.lineText(line)
            let indent = text.prefix { $0 == " " }
            let rest = text.dropFirst(indent.count)
            if rest.hasPrefix("animate:") { animate = (line, indent) }
            guard rest.hasPrefix("setup:"), rest.dropFirst("setup:".count).allSatisfy({ $0 == " " }) else { continue }
            // Before its first item, with the same "    - " in front.
            for item in line + 1 ..< track.range.start.line {
                let itemText = file.lineText(item)
                let lead = itemText.prefix { $0 == " " }
                guard itemText.dropFirst(lead.count).hasPrefix("- ") else { continue }
                return [.init(range: SourceRange(at: file.position(line: item, column: 1)), replacement: "\(lead)- add: \(name)\n")]
            }
            return []
        }
        guard let (line, indent) = animate else { return [] }
        return [.init(range: SourceRange(at: file.position(line: line, column: indent.count + 1)),
                      replacement: "setup:\n\(indent)  - add: \(name)\n\(indent)")]
    }

    /// Two tracks animating one property of one view (at the same time or one after the
    /// other), or one track animating both `frame` and `center` (one geometry, two targets).
    /// Tracks are bucketed by (view, property family) and each bucket swept in start order, so a
    /// spec with thousands of tracks costs O(n log n), not a comparison of every pair.
    private func checkConflicts(_ branch: BranchIR, extra: [Diagnostic.Note]) {
        func name(_ view: ViewID) -> String { views[view.rawValue].displayName(in: branch.operation) }
        // (view, property family) as one number, so the buckets are a sort, not a hash table;
        // `p` is already a family (a frame counted as its centre and its size, below).
        func key(_ view: ViewID, _ p: Property) -> Int { view.rawValue * Property.count + p.index }
        var entries: [(key: Int, track: Int)] = []
        entries.reserveCapacity(branch.tracks.count)
        // Tracks asked where they lie (as `array[i]`, each was copied for the call).
        branch.tracks.withUnsafeBufferPointer { tracks in
            for i in tracks.indices {
                let properties = tracks[i].content.propertySet, view = tracks[i].view
                for part in [Property.center, .size] where properties.contains(.frame) && properties.contains(part) {
                    sink.error("conflicting-tracks", "this track animates both '\(name(view)).frame' and '\(name(view)).\(part.rawValue)'",
                               at: tracks[i].range, notes: [.init("the \(part == .center ? "centre" : "size") is part of the frame: animate one of them")] + extra)
                }
                // The families: `frame` is the centre and the size together, so a frame track
                // meets both a `center` and a `size` track; those two are apart.
                var families = properties
                if families.contains(.frame) { families.remove(PropertySet(.frame)); families.formUnion([PropertySet(.center), PropertySet(.size)]) }
                for p in Property.allCases where families.contains(p) { entries.append((key(view, p), i)) }
            }
        }
        entries.sort { ($0.key, $0.track) < ($1.key, $1.track) }
        var reported = Set<Int>()
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].key == entries[start].key { end += 1 }
            defer { start = end }
            guard end - start > 1 else { continue }
            let property = Property.allCases[entries[start].key % Property.count]
            let keyView = ViewID(entries[start].key / Property.count)
            let byStart = entries[start..<end].map(\.track).sorted { (branch.tracks[$0].delay, $0) < (branch.tracks[$1].delay, $1) }
            var widest = byStart[0]   // the track reaching furthest so far
            for i in byStart.dropFirst() {
                let (a, b) = (branch.tracks[widest], branch.tracks[i])
                // Reported at the later of the two in the file, once per track.
                let (first, second) = widest < i ? (widest, i) : (i, widest)
                if reported.insert(second).inserted {
                    let pname = "\(name(keyView)).\(property == .center ? "frame/center" : property == .size ? "frame/size" : property.rawValue)"
                    // One after the other is no better than at once: every track's values are read
                    // when the animators start, and a delayed animator shows its start value until
                    // it runs (UIKit's fill), hiding the earlier track's motion.
                    let (message, advice) = b.delay < a.end && a.delay < b.end
                        ? ("two tracks animate '\(pname)' at the same time", "merge them into one track's keyframes")
                        : ("two tracks animate '\(pname)', one after the other",
                           "all tracks start together and a delayed one holds its start value until it runs, hiding the other: write the sequence as keyframes of one track")
                    sink.error("conflicting-tracks", message,
                               at: branch.tracks[second].range,
                               notes: [.init("the other track", at: branch.tracks[first].range), .init(advice)] + extra)
                }
                if b.end > a.end { widest = i }
            }
        }
    }

    /// A frame track on a view whose transform the branch makes something other than the
    /// identity. Apple: while `transform` is not the identity, `frame` "is undefined and
    /// therefore should be ignored" (developer.apple.com/documentation/uikit/uiview/frame), so
    /// the end state has no one meaning (the preview solved the frame through the transform;
    /// UIKit writes it first). `center` is defined under any transform.
    private func checkFrameUnderTransform(_ branch: BranchIR) {
        func transforms(_ e: Expr) -> Bool { if case .identityTransform = e.kind { return false }; return true }
        var transformed = ViewSet(count: views.count), anyTransformed = false
        // Steps and tracks read where they lie: a copy of each per `for ... where` was most of
        // this walk (issue 17).
        branch.setup.withUnsafeBufferPointer { setup in
            for i in setup.indices {
                if case .set(let v, .transform, let e) = setup[i].kind, transforms(e) { transformed.insert(v); anyTransformed = true }
            }
        }
        branch.tracks.withUnsafeBufferPointer { tracks in
            for i in tracks.indices where tracks[i].content.anyPropertyValue({ $0 == .transform && transforms($1) }) {
                transformed.insert(tracks[i].view)
                anyTransformed = true
            }
        }
        guard anyTransformed else { return }
        for i in branch.tracks.indices where transformed.contains(branch.tracks[i].view) && branch.tracks[i].animates(.frame) {
            let track = branch.tracks[i]
            let name = views[track.view.rawValue].displayName(in: branch.operation)
            sink.error("frame-under-transform", "'\(name).frame' is animated while '\(name).transform' is not the identity",
                       at: track.range,
                       notes: [.init("UIKit leaves a view's frame undefined while its transform is not the identity (UIView.frame)"),
                               .init("move it with 'center' and size it with a scale in 'transform', or keep its transform the identity")])
        }
    }

    /// A provided view's frame or centre animated to a container-space value while its view
    /// controller's view moves in the same branch. The value is converted into the provided
    /// view's superview when the animators start (Docs/LANGUAGE.md, "When values are read"),
    /// where the root is then, so the view rides along with the root and ends off by the root's
    /// motion (a badge written at x = 10 ended at x = −383 in the fuzzer's case, and Reduce
    /// Motion's crossfade, whose root does not move, ended elsewhere).
    private func checkMovingSuperview(_ branch: BranchIR) {
        // Built only when a provided view's geometry is animated (the warning's one case), and
        // without copying the tracks.
        let views = self.views
        var candidates: [(track: Int, root: ViewID)] = []
        for i in branch.tracks.indices {
            guard case .provided(let side, _) = views[branch.tracks[i].view.rawValue].kind else { continue }
            let properties = branch.tracks[i].propertySet
            guard properties.contains(.frame) || properties.contains(.center) else { continue }
            candidates.append((i, side == .source ? .sourceRoot : .destinationRoot))
        }
        guard !candidates.isEmpty else { return }
        var moving = ViewSet(count: views.count)
        for i in branch.tracks.indices where !PropertySet.geometry.isDisjoint(with: branch.tracks[i].propertySet) { moving.insert(branch.tracks[i].view) }
        for (i, root) in candidates where moving.contains(root) {
            let track = branch.tracks[i]
            let name = views[track.view.rawValue].displayName(in: branch.operation)
            let rootName = views[root.rawValue].displayName(in: branch.operation)
            let property = track.animates(.frame) ? "frame" : "center"
            sink.warning("moving-superview", "'\(name).\(property)' is written in container space while '\(rootName)', which holds it, moves",
                         at: track.range,
                         notes: [.init("the value is converted into '\(rootName)' when the animators start, where '\(rootName)' is then; '\(name)' rides along and ends off by '\(rootName)''s motion"),
                                 .init("leave its frame to '\(rootName)' (it moves with it), or animate '\(rootName)' in a branch of its own")])
        }
    }
}
