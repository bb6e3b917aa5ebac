import Foundation
import TransitionCompiler

/// Options of the animated SVG.
public struct SVGOptions: Sendable, Equatable {
    /// Seconds the first frame of each operation is held before it plays.
    public var leadIn: Double
    /// Seconds the last frame of each operation is held after it plays (the pause between loops).
    public var pause: Double
    /// Loop forever (true) or play once and freeze on the last frame.
    public var loop: Bool
    /// A strip under the stage naming the transition and operation, with a progress bar.
    public var caption: Bool
    /// Draw each view's label (or its name) in its centre.
    public var labels: Bool
    /// The canvas under the container (the container's own colour is drawn over it).
    public var background: RGBA

    public init(leadIn: Double = 0.3, pause: Double = 1.0, loop: Bool = true, caption: Bool = true,
                labels: Bool = true, background: RGBA = RGBA(red: 1, green: 1, blue: 1, alpha: 1)) {
        self.leadIn = leadIn
        self.pause = pause
        self.loop = loop
        self.caption = caption
        self.labels = labels
        self.background = background
    }
}

/// Timelines → an animated SVG driven by SMIL (`<animate>`, `<animateTransform>`), no script:
/// plays in browsers and in GitHub READMEs. Several timelines (e.g. push then pop) play one
/// after another in one loop.
///
/// Each view is a group: `translate(centre + transform.t) rotate(θ) scale(sx, sy) skewX(k)` around
/// a `<rect>` of the view's size centred on the origin (UIKit's transform about the centre, with
/// `frame` the untransformed frame in container space), with `opacity` = alpha, `display` =
/// in hierarchy and not hidden, `rx` = corner radius and `fill` = background colour. Every
/// animated attribute has one value per timeline sample (plus the holds), linearly interpolated
/// between them; attributes that never change are written once, statically. Z-order: when one
/// bottom-to-top order agrees with every sample, views appear once in that order; otherwise
/// each view gets a copy in every layer ("slot") it occupies, shown only while it is there.
public enum SVGRenderer {
    public static let captionHeight: Double = 30

    /// The animated SVG of `timelines`, played one after another in one loop.
    public static func render(_ timelines: [Timeline], options: SVGOptions = SVGOptions()) -> String {
        let timelines = timelines.map { $0.sharingPerspectives().centringAnchors() }
        var samples: [CycleSample] = []
        var segments: [(start: Double, end: Double)] = []
        var clock = 0.0
        let leadIn = max(0, fin(options.leadIn)), pause = max(0, fin(options.pause))
        for (index, t) in timelines.enumerated() {
            let start = clock
            let frames = t.frames.isEmpty
                ? [TimelineFrame(time: 0, progress: 0, views: t.before)] : t.frames
            let t0 = fin(frames[0].time)
            if leadIn > 0 {
                samples.append(CycleSample(time: clock, timeline: index, progress: frames[0].progress, views: frames[0].views))
                clock += leadIn
            }
            var last = t0
            for f in frames {
                let ft = max(last, fin(f.time))
                last = ft
                samples.append(CycleSample(time: clock + (ft - t0), timeline: index, progress: f.progress, views: f.views))
            }
            clock += last - t0
            // The steps of finish (or cancel) are a cut on a device: the scene after them follows
            // the last animated frame at once and is held through the pause.
            let ending = afterScene(t, frames: frames)
            if let ending {
                clock += afterCut
                samples.append(CycleSample(time: clock, timeline: index, progress: ending.progress, views: ending.views))
            }
            if pause > 0, let f = frames.last {
                clock += pause
                samples.append(CycleSample(time: clock, timeline: index, progress: ending?.progress ?? f.progress, views: ending?.views ?? f.views))
            }
            segments.append((start, clock))
        }
        return document(timelines: timelines, samples: samples, total: clock, segments: segments,
                        options: options, staticCaption: nil)
    }

    /// How long after the last animated frame the scene after finish (or cancel) is shown in an
    /// animation: a cut, one millisecond on the animation's clock.
    static let afterCut = 0.001

    /// The scene once the finish or cancel steps (and UIKit's clean-up) have run, when the frames
    /// stop at the end and it differs from the last of them (frames sampled past the end show it).
    static func afterScene(_ t: Timeline, frames: [TimelineFrame]) -> (progress: Double, views: ViewStates)? {
        guard !t.frames.isEmpty, let last = frames.last, last.time <= fin(t.endTime) + 1e-9, last.views != t.after else { return nil }
        return (t.outcome == .finished ? 1 : 0, t.after)
    }

    /// A still SVG (no animation) of one timeline at `time` seconds, interpolated between samples;
    /// past the end, the scene after the finish (cancel) steps. The caption says which.
    public static func renderFrame(_ timeline: Timeline, at time: Double, options: SVGOptions = SVGOptions()) -> String {
        renderFrame(timeline, at: time, options: options, imageHref: { dataURI($1) })
    }

    /// `renderFrame` with the preview images' `href`s given by `imageHref` (by index; a video's frames name
    /// files written once beside them instead of carrying the images' base64 each).
    static func renderFrame(_ timeline: Timeline, at time: Double, options: SVGOptions,
                            imageHref: (Int, PreviewImage) -> String) -> String {
        let timeline = timeline.sharingPerspectives().centringAnchors()
        let t = fin(time)
        var s = timeline.frames.isEmpty
            ? SampledState(time: t, progress: 0, views: timeline.before) : sample(timeline, at: t)
        let end = fin(timeline.endTime)
        let steps = timeline.outcome == .finished ? "finish" : "cancel"
        var caption = " · t = " + Num.format(t) + " s"
        if !timeline.frames.isEmpty, t > end + 1e-9 {
            if let ending = afterScene(timeline, frames: timeline.frames) { s = SampledState(time: t, progress: ending.progress, views: ending.views) }
            caption += " · after \(steps)"
        } else if !timeline.frames.isEmpty, abs(t - end) <= 1e-9 {
            caption += " · end, before \(steps)"
        }
        let samples = [CycleSample(time: 0, timeline: 0, progress: s.progress, views: s.views)]
        return document(timelines: [timeline], samples: samples, total: 0, segments: [(0, 0)],
                        options: options, staticCaption: caption, imageHref: imageHref)
    }

    // MARK: - Document

    struct CycleSample {
        var time: Double
        var timeline: Int
        var progress: Double
        var views: ViewStates
    }

    private static func document(timelines: [Timeline], samples: [CycleSample], total: Double,
                                 segments: [(start: Double, end: Double)], options: SVGOptions,
                                 staticCaption: String?, imageHref: (Int, PreviewImage) -> String = { dataURI($1) }) -> String {
        let width = max(1, timelines.map { fin($0.containerWidth) }.max() ?? 1)
        let height = max(1, timelines.map { fin($0.containerHeight) }.max() ?? 1)
        let fullHeight = height + (options.caption ? captionHeight : 0)
        let names = unionNames(timelines)
        let container = "container"
        let anim = Animator(samples: samples, total: total, loop: options.loop)

        var out = ""
        out.reserveCapacity(4096 + samples.count * names.count * 160)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Num.format(width))\" height=\"\(Num.format(fullHeight))\""
        out += " viewBox=\"0 0 \(Num.format(width)) \(Num.format(fullHeight))\""
        out += " font-family=\"-apple-system, BlinkMacSystemFont, 'Helvetica Neue', Helvetica, Arial, sans-serif\">\n"
        let title = (timelines.first?.transition ?? "transition") + ": "
            + timelines.map(operationTitle).joined(separator: " then ")
        out += "<title>\(Escape.xml(title))</title>\n"
        out += "<rect width=\"\(Num.format(width))\" height=\"\(Num.format(fullHeight))\" fill=\"\(rgbHex(options.background))\"/>\n"
        out += "<svg x=\"0\" y=\"0\" width=\"\(Num.format(width))\" height=\"\(Num.format(height))\" overflow=\"hidden\">\n"
        // Preview images, once each; views show them through <use> (self-contained, no files,
        // unless `imageHref` names files).
        let images = timelines.first?.images ?? []
        if !images.isEmpty {
            out += "<defs>"
            for (i, image) in images.enumerated() {
                out += "<image id=\"transc-image-\(i)\" width=\"\(image.pixelWidth)\" height=\"\(image.pixelHeight)\" preserveAspectRatio=\"none\" href=\"\(imageHref(i, image))\"/>"
            }
            out += "</defs>\n"
        }

        // Per-view series, with gaps (view absent from a sample) filled from a neighbour.
        var series: [String: [ViewState?]] = [:]
        for name in names {
            var column: [ViewState?] = samples.map { $0.views[name] }
            var lastSeen: ViewState? = column.first(where: { $0 != nil }) ?? nil
            for i in column.indices {
                if let v = column[i] { lastSeen = v } else { column[i] = lastSeen }
            }
            series[name] = column
        }
        let present: [String: [Bool]] = Dictionary(uniqueKeysWithValues: names.map { name in
            (name, samples.map { isDrawn($0.views[name]) })
        })
        var references: [String: ViewState] = [:]
        for name in names {
            guard let column = series[name], let first = column.first(where: { $0 != nil }) ?? nil else { continue }
            references[name] = column[min(present[name]?.firstIndex(of: true) ?? 0, column.count - 1)] ?? first
        }
        let labelOffsets = options.labels ? LabelLayout.offsets(timelines, references: references) : [:]

        // The container first, at the bottom.
        if names.contains(container), let column = series[container] {
            writeView(name: container, index: 0, column: column, ancestors: [], shown: present[container] ?? [],
                      copy: nil, anim: anim, options: options, labelOffset: labelOffsets[container] ?? 0,
                      images: images, into: &out)
        }
        let others = names.filter { $0 != container }
        let orders = samples.map { drawOrder($0.views, names: others, container: container) }
        if let global = globalOrder(orders, names: others) {
            for name in global {
                guard let column = series[name], let index = names.firstIndex(of: name) else { continue }
                writeView(name: name, index: index, column: column, ancestors: ancestry(name, series: series, names: names),
                          shown: present[name] ?? [],
                          copy: nil, anim: anim, options: options, labelOffset: labelOffsets[name] ?? 0,
                          images: images, into: &out)
            }
        } else {
            let slots = orders.map(\.count).max() ?? 0
            for slot in 0..<slots {
                for (index, name) in names.enumerated() where name != container {
                    let shown = orders.map { order in order.indices.contains(slot) && order[slot] == name }
                    guard shown.contains(true), let column = series[name] else { continue }
                    writeView(name: name, index: index, column: column, ancestors: ancestry(name, series: series, names: names),
                              shown: shown,
                              copy: slot, anim: anim, options: options, labelOffset: labelOffsets[name] ?? 0,
                              images: images, into: &out)
                }
            }
        }
        out += "</svg>\n"

        if options.caption {
            writeCaption(timelines: timelines, samples: samples, segments: segments, anim: anim,
                         width: width, top: height, staticCaption: staticCaption, into: &out)
        }
        out += "</svg>\n"
        return out
    }

    /// One bottom-to-top order agreeing with every sample's order, or nil when none exists.
    static func globalOrder(_ orders: [[String]], names: [String]) -> [String]? {
        let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var after = Array(repeating: Set<Int>(), count: names.count)
        var incoming = Array(repeating: 0, count: names.count)
        for order in orders {
            for (lower, upper) in zip(order, order.dropFirst()) {
                guard let l = position[lower], let u = position[upper] else { continue }
                if after[l].insert(u).inserted { incoming[u] += 1 }
            }
        }
        var result: [String] = []
        var done = Array(repeating: false, count: names.count)
        for _ in names.indices {
            guard let next = names.indices.first(where: { !done[$0] && incoming[$0] == 0 }) else { return nil }
            done[next] = true
            result.append(names[next])
            for u in after[next] { incoming[u] -= 1 }
        }
        return result
    }

    // MARK: - Views

    private static func writeView(name: String, index: Int, column: [ViewState?], ancestors: [[ViewState]], shown: [Bool], copy: Int?,
                                  anim: Animator, options: SVGOptions, labelOffset: Double,
                                  images: [PreviewImage], into out: inout String) {
        guard let firstState = column.first(where: { $0 != nil }) ?? nil else { return }
        let states: [ViewState] = column.map { $0 ?? firstState }
        // A subview is shown while every ancestor is, at their opacity times its own (UIKit
        // composites a subtree at its root's opacity; the product is that where views do not overlap).
        let shown = shown.indices.map { i in shown[i] && ancestors.allSatisfy { isDrawn($0[i]) } && !showsHiddenBack(states[i]) }
        let opacity = states.indices.map { i in ancestors.reduce(clamp01(states[i].alpha)) { $0 * clamp01($1[i].alpha) } }

        out += "<g data-view=\"\(Escape.xml(name))\""
        if let copy { out += " data-slot=\"\(copy)\"" }
        anim.attribute("display", values: shown.map { $0 ? "inline" : "none" }, discrete: true, into: &out)
        anim.attribute("opacity", values: opacity.map { Num.format($0) }, into: &out)
        out += ">"
        anim.children(&out)
        // The view's name on hover (its label is what is drawn).
        if name != "container" { out += "<title>\(Escape.xml(name))</title>" }
        let tag = "\(index)" + (copy.map { "-\($0)" } ?? "")
        if isProjected(states) || ancestors.contains(where: isProjected) {
            writeProjected(name: name, tag: tag, states: states, ancestors: ancestors, shown: shown, anim: anim, options: options,
                           labelOffset: labelOffset, into: &out)
            out += "</g>\n"
            return
        }

        // Each ancestor's placement and mask, outermost first, down to its bounds' origin.
        var depth = 0
        for (k, chain) in ancestors.enumerated() {
            depth += openPlacement(chain, anim: anim, into: &out)
            let aw = chain.map { max(0, fin($0.frame.width)) }, ah = chain.map { max(0, fin($0.frame.height)) }
            if openMask(id: "mask-\(tag)-a\(k)", states: chain, w: aw, h: ah, anim: anim, into: &out) { depth += 1 }
            if openClip(id: "clip-\(tag)-a\(k)", states: chain, w: aw, h: ah, anim: anim, into: &out) { depth += 1 }
            out += "<g"
            anim.transform("translate", values: chain.indices.map { Num.format(-aw[$0] / 2) + " " + Num.format(-ah[$0] / 2) }, into: &out)
            depth += 1
        }
        depth += openPlacement(states, anim: anim, into: &out)

        let w = states.map { max(0, fin($0.frame.width)) }
        let h = states.map { max(0, fin($0.frame.height)) }
        let radius = states.indices.map { i in Num.format(max(0, min(fin(states[i].cornerRadius), w[i] / 2, h[i] / 2))) }
        // The view's box, centred on the origin: its fill, and the clip of its image.
        func box(_ out: inout String, rounded: Bool = true) { anim.centredBox(w: w, h: h, radius: rounded ? radius : [], into: &out) }
        // The rounded box as an element: a path when some corners stay square (`corners`).
        let shaped = hasSelectedCorners(states)
        func shape(_ out: inout String) -> String {
            guard shaped else { out += "<rect"; box(&out); return "rect" }
            out += "<path"
            anim.attribute("d", values: boxPaths(states, w: w, h: h), into: &out)
            return "path"
        }
        if openMask(id: "mask-\(tag)", states: states, w: w, h: h, anim: anim, into: &out) { depth += 1 }
        writeShadow(index: index, copy: copy, states: states, w: w, h: h, radius: radius, anim: anim, into: &out)
        let fillTag = shape(&out)
        anim.attribute("fill", values: states.map { rgbHex(drawnFill($0)) }, into: &out)
        let fillOpacity = states.map { Num.format(clamp01(drawnFill($0).alpha)) }
        if fillOpacity.contains(where: { $0 != "1" }) {
            anim.attribute("fill-opacity", values: fillOpacity, into: &out)
        }
        out += ">"
        anim.children(&out)
        out += "</\(fillTag)>"
        writeImage(index: index, copy: copy, states: states, w: w, h: h, images: images, anim: anim, into: &out)
        writeBorder(states: states, w: w, h: h, anim: anim, into: &out)

        // A preview image: its crop scaled to the box (a nested viewport whose viewBox is the
        // crop in the image's pixels), clipped to the box's rounded corners.
        let reference = states[min(shown.firstIndex(of: true) ?? 0, states.count - 1)]
        if let image = reference.image, images.indices.contains(image.index) {
            let pixels = images[image.index], crop = image.crop
            let clip = "transc-clip-\(index)" + (copy.map { "-\($0)" } ?? "")
            out += "<clipPath id=\"\(clip)\">"
            let clipTag = shape(&out)
            out += ">"
            anim.children(&out)
            out += "</\(clipTag)></clipPath><g clip-path=\"url(#\(clip))\"><svg"
            box(&out, rounded: false)
            out += " viewBox=\"\(Num.format(crop.x * Double(pixels.pixelWidth))) \(Num.format(crop.y * Double(pixels.pixelHeight)))"
            out += " \(Num.format(crop.width * Double(pixels.pixelWidth))) \(Num.format(crop.height * Double(pixels.pixelHeight)))\""
            out += " preserveAspectRatio=\"none\">"
            anim.children(&out)
            out += "<use href=\"#transc-image-\(image.index)\"/></svg></g>"
        }

        if options.labels, case let text = LabelLayout.text(name, reference), !text.isEmpty {
            writeLabel(text, reference: reference, offset: labelOffset, into: &out)
        }
        out += String(repeating: "</g>", count: depth)
        out += "</g>\n"
    }

    /// Opens the groups placing a view: translate(centre + t) rotate(θ) scale(sx, sy) skewX(k), the
    /// centre in its superview's bounds (the container's for a subview of it); returns how many
    /// groups it opened.
    static func openPlacement(_ states: [ViewState], anim: Animator, into out: inout String) -> Int {
        var depth = 1
        out += "<g"
        anim.transform("translate", values: states.map {
            let c = placementCentre($0)
            return Num.format(c.x + $0.transform.tx) + " " + Num.format(c.y + $0.transform.ty)
        }, into: &out)
        let decomposed = unwrapRotations(states.map { SVGTransformParts($0.transform) })
        let rotate = decomposed.map { Num.format($0.rotate) }
        let scale = decomposed.map { Num.format($0.scaleX, decimals: 4) + " " + Num.format($0.scaleY, decimals: 4) }
        let skew = decomposed.map { Num.format($0.skewX) }
        for (type, values, identity) in [("rotate", rotate, "0"), ("scale", scale, "1 1"), ("skewX", skew, "0")]
            where values.contains(where: { $0 != identity }) {
            out += "<g"
            anim.transform(type, values: values, into: &out)
            depth += 1
        }
        return depth
    }

    /// The view's centre (untransformed) in its superview's bounds coordinates.
    static func placementCentre(_ s: ViewState) -> (x: Double, y: Double) {
        if let n = s.nesting { return (fin(n.centerX), fin(n.centerY)) }
        return (fin(s.frame.x + s.frame.width / 2), fin(s.frame.y + s.frame.height / 2))
    }

    /// The columns of a view's ancestors below the container, outermost first (empty for a
    /// subview of the container). Each sample names its own superview (the roles' names differ
    /// between a push and its pop); a shorter chain is padded outermost with views that place nothing.
    static func ancestry(_ name: String, series: [String: [ViewState?]], names: [String]) -> [[ViewState]] {
        guard let column = series[name] else { return [] }
        let chains: [[ViewState]] = column.indices.map { i in
            var chain: [ViewState] = []
            var current = column[i]?.nesting?.superview
            while let parent = current, chain.count < names.count, let state = series[parent]?[i] ?? nil {
                chain.insert(state, at: 0)
                current = state.nesting?.superview
            }
            return chain
        }
        let depth = chains.map(\.count).max() ?? 0
        let none = ViewState(frame: TransitionCompiler.Rect(x: 0, y: 0, width: 0, height: 0), alpha: 1, transform: .identity, cornerRadius: 0,
                             backgroundColor: RGBA(red: 0, green: 0, blue: 0, alpha: 0), hidden: false, zIndex: 0,
                             inHierarchy: true, order: 0, label: nil)
        return (0..<depth).map { level in
            chains.map { chain in level < depth - chain.count ? none : chain[level - (depth - chain.count)] }
        }
    }

    /// A view's label, centred `offset` below its group's origin, in a colour legible on the
    /// reference state's background.
    static func writeLabel(_ text: String, reference: ViewState, offset: Double, into out: inout String) {
        out += "<text x=\"0\" y=\"\(Num.format(offset, decimals: 1))\" text-anchor=\"middle\" dominant-baseline=\"central\" font-size=\""
        out += Num.format(LabelLayout.fontSize(reference), decimals: 1)
        out += "\" font-weight=\"600\" fill=\"\(labelColor(on: reference.backgroundColor))\">"
        out += Escape.xml(text)
        out += "</text>"
    }

    /// Rotation angles continuous from sample to sample (no spin the wrong way round at ±180°).
    private static func unwrapRotations(_ list: [SVGTransformParts]) -> [SVGTransformParts] {
        var result = list
        for i in result.indices.dropFirst() {
            var angle = result[i].rotate
            let previous = result[i - 1].rotate
            while angle - previous > 180 { angle -= 360 }
            while angle - previous < -180 { angle += 360 }
            result[i].rotate = angle
        }
        return result
    }

    // MARK: - Caption

    private static func writeCaption(timelines: [Timeline], samples: [CycleSample],
                                     segments: [(start: Double, end: Double)], anim: Animator,
                                     width: Double, top: Double, staticCaption: String?, into out: inout String) {
        let h = captionHeight
        out += "<g data-caption=\"1\">"
        out += "<rect x=\"0\" y=\"\(Num.format(top))\" width=\"\(Num.format(width))\" height=\"\(Num.format(h))\" fill=\"#1C1C1E\"/>"
        let barWidth = max(20, min(120, width * 0.3))
        let barX = width - barWidth - 10
        let fontSize = width < 240 ? 10.0 : 12.0
        for (index, t) in timelines.enumerated() {
            var text = t.transition + " · " + operationTitle(t)
            if let staticCaption { text += staticCaption }
            out += "<text x=\"10\" y=\"\(Num.format(top + h / 2))\" dominant-baseline=\"central\" font-size=\"\(Num.format(fontSize))\" fill=\"#FFFFFF\""
            if timelines.count > 1 {
                anim.attribute("display", values: samples.map { $0.timeline == index ? "inline" : "none" },
                               discrete: true, into: &out)
            }
            out += ">"
            anim.children(&out)
            out += Escape.xml(text) + "</text>"
        }
        let barY = top + h / 2 - 3
        out += "<rect x=\"\(Num.format(barX))\" y=\"\(Num.format(barY))\" width=\"\(Num.format(barWidth))\" height=\"6\" rx=\"3\" fill=\"#48484A\"/>"
        out += "<rect x=\"\(Num.format(barX))\" y=\"\(Num.format(barY))\" height=\"6\" rx=\"3\" fill=\"#0A84FF\""
        anim.attribute("width", values: samples.map { Num.format(clamp01($0.progress) * barWidth) }, into: &out)
        out += ">"
        anim.children(&out)
        out += "</rect></g>\n"
    }
}

/// Writes attributes either statically (value never changes) or as SMIL animation children.
/// Usage: open a tag, call `attribute`/`transform` for each attribute (static ones are written
/// into the tag, animated ones queued), close the tag with `>`, then `children` writes the queue.
final class Animator {
    let keyTimes: String
    let timing: String
    private var pending: [String] = []

    init(samples: [SVGRenderer.CycleSample], total: Double, loop: Bool) {
        var keys = ""
        if total > 0 {
            for (i, s) in samples.enumerated() {
                if i > 0 { keys += ";" }
                if i == samples.count - 1 { keys += "1" } else if i == 0 { keys += "0" } else {
                    Num.append(min(1, max(0, s.time / total)), decimals: 6, to: &keys)
                }
            }
        }
        keyTimes = keys
        timing = " dur=\"\(Num.format(total))s\" keyTimes=\"\(keys)\"" + (loop ? " repeatCount=\"indefinite\"" : " fill=\"freeze\"")
    }

    func attribute(_ name: String, values: [String], discrete: Bool = false, into out: inout String) {
        guard let first = values.first else { return }
        if keyTimes.isEmpty || values.allSatisfy({ $0 == first }) {
            out += " \(name)=\"\(first)\""
            return
        }
        out += " \(name)=\"\(first)\""
        var a = "<animate attributeName=\"\(name)\" values=\""
        a += values.joined(separator: ";")
        a += "\""
        a += timing
        if discrete { a += " calcMode=\"discrete\"" }
        a += "/>"
        pending.append(a)
    }

    func transform(_ type: String, values: [String], into out: inout String) {
        guard let first = values.first else { return }
        out += " transform=\"\(type)(\(first))\">"
        if keyTimes.isEmpty || values.allSatisfy({ $0 == first }) { return }
        var a = "<animateTransform attributeName=\"transform\" type=\"\(type)\" values=\""
        a += values.joined(separator: ";")
        a += "\""
        a += timing
        a += "/>"
        out += a
    }

    func children(_ out: inout String) {
        for p in pending { out += p }
        pending.removeAll(keepingCapacity: true)
    }

    /// A rectangle's x, y, width and height, then rx = ry unless every radius is "0"
    /// (`alwaysRound`: written even then).
    /// `radiusY`: a vertical radius of its own (an ellipse mask's), else `radius`.
    func rect(x: [String], y: [String], width: [String], height: [String], radius: [String] = [],
              alwaysRound: Bool = false, radiusY: [String]? = nil, into out: inout String) {
        attribute("x", values: x, into: &out)
        attribute("y", values: y, into: &out)
        attribute("width", values: width, into: &out)
        attribute("height", values: height, into: &out)
        if alwaysRound || radius.contains(where: { $0 != "0" }) {
            attribute("rx", values: radius, into: &out)
            attribute("ry", values: radiusY ?? radius, into: &out)
        }
    }

    /// A `w` × `h` box centred on the origin (a view's box in its group).
    func centredBox(w: [Double], h: [Double], radius: [String] = [], into out: inout String) {
        rect(x: w.map { Num.format(-$0 / 2) }, y: h.map { Num.format(-$0 / 2) }, width: w.map { Num.format($0) },
             height: h.map { Num.format($0) }, radius: radius, into: &out)
    }
}
