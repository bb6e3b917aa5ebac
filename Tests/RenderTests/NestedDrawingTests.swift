import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// Issue 31 item 2: a provided subview is drawn through its ancestors, as UIKit draws it: their
/// transforms, opacity and masks. Checked on the still SVG (which the PNG, GIF and MP4 rasterise)
/// by composing the groups' transforms down to the view's box and its clips.
@Suite struct NestedDrawingTests {
    static func timeline(_ animate: String, setup: String = "") throws -> Timeline {
        let yaml = """
        transition: Nest
        context: navigation
        duration: 0.5
        curve: linear
        views:
          badge: source.badge
        push:
          setup:
            - insert: to below from
        \(setup)
          animate:
        \(animate)
        pop: reverse push
        preview:
          device: { width: 400, height: 400 }
          source: { color: "#FFFFFF" }
          destination: { color: "#000000" }
          badge:
            frame: rect(100, 100, 200, 200)
            color: "#FF0000"
        """
        let result = Compiler.compile(SourceFile(path: "nest.yaml", bytes: Array(yaml.utf8)))
        let t = try #require(result.transitions.first, "\(result.diagnostics)")
        return try Interpreter.run(t, options: RunOptions(operation: .push, fps: 10))
    }

    /// The 2-D matrix (a b c d tx ty) of one SVG `transform` attribute.
    static func matrix(_ text: String) -> [Double] {
        var m: [Double] = [1, 0, 0, 1, 0, 0]
        let scanner = text.replacingOccurrences(of: ",", with: " ")
        for part in scanner.split(separator: ")") {
            let pieces = part.split(separator: "(")
            guard pieces.count == 2 else { continue }
            let name = pieces[0].trimmingCharacters(in: .whitespaces)
            let v = pieces[1].split(separator: " ").compactMap { Double($0) }
            var n: [Double]
            switch name {
            case "translate": n = [1, 0, 0, 1, v[0], v.count > 1 ? v[1] : 0]
            case "scale": n = [v[0], 0, 0, v.count > 1 ? v[1] : v[0], 0, 0]
            case "rotate": let r = v[0] * .pi / 180; n = [cos(r), sin(r), -sin(r), cos(r), 0, 0]
            case "skewX": n = [1, 0, tan(v[0] * .pi / 180), 1, 0, 0]
            case "matrix": n = v
            default: n = [1, 0, 0, 1, 0, 0]
            }
            m = compose(n, m)
        }
        return m
    }

    /// `inner` then `outer` (a point goes through inner first).
    static func compose(_ inner: [Double], _ outer: [Double]) -> [Double] {
        [inner[0] * outer[0] + inner[1] * outer[2], inner[0] * outer[1] + inner[1] * outer[3],
         inner[2] * outer[0] + inner[3] * outer[2], inner[2] * outer[1] + inner[3] * outer[3],
         inner[4] * outer[0] + inner[5] * outer[2] + outer[4], inner[4] * outer[1] + inner[5] * outer[3] + outer[5]]
    }

    static func apply(_ m: [Double], _ x: Double, _ y: Double) -> (Double, Double) {
        (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
    }

    /// Where a view's box is drawn (container space, bounding box) and the clips above it
    /// (each a rectangle's corners in container space).
    struct Drawn {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
        var clips: [[(Double, Double)]]
        var opacity: Double
    }

    static func drawn(_ view: String, in svg: Node) throws -> Drawn {
        let clipRects: [String: Node] = Dictionary(svg.all { $0.name == "clipPath" }.compactMap { c in
            c.children.first.map { (c.attributes["id"] ?? "", $0) }
        }, uniquingKeysWith: { a, _ in a })
        var found: Drawn?
        func corners(_ r: Node, _ m: [Double]) -> [(Double, Double)] {
            let x = Double(r.attributes["x"] ?? "0") ?? 0, y = Double(r.attributes["y"] ?? "0") ?? 0
            let w = Double(r.attributes["width"] ?? "0") ?? 0, h = Double(r.attributes["height"] ?? "0") ?? 0
            return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)].map { apply(m, $0.0, $0.1) }
        }
        func walk(_ node: Node, _ m: [Double], _ clips: [[(Double, Double)]], _ opacity: Double, inView: Bool) {
            guard found == nil, node.name != "clipPath", node.name != "filter", node.name != "defs" else { return }
            var here = m, clips = clips, opacity = opacity
            if let c = node.attributes["clip-path"], let id = c.split(separator: "#").last?.dropLast(),
               let rect = clipRects[String(id)] {
                clips.append(corners(rect, compose(matrix(rect.attributes["transform"] ?? ""), here)))
            }
            if let t = node.attributes["transform"] { here = compose(matrix(t), here) }
            if let o = node.attributes["opacity"], let v = Double(o) { opacity *= v }
            let inView = inView || node.attributes["data-view"] == view
            if inView, node.name == "rect", node.attributes["fill"] != nil, node.attributes["filter"] == nil {
                let c = corners(node, here)
                found = Drawn(box: (c.map(\.0).min()!, c.map(\.1).min()!, c.map(\.0).max()!, c.map(\.1).max()!),
                              clips: clips, opacity: opacity)
                return
            }
            for child in node.children { walk(child, here, clips, opacity, inView: inView) }
        }
        walk(svg, [1, 0, 0, 1, 0, 0], [], 1, inView: false)
        return try #require(found, "\(view) is not drawn")
    }

    /// Whether a container point lies inside every clip (convex quadrilaterals).
    static func visible(_ p: (Double, Double), _ d: Drawn) -> Bool {
        d.clips.allSatisfy { q in
            var sign = 0.0
            for i in 0..<4 {
                let a = q[i], b = q[(i + 1) % 4]
                let cross = (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)
                if abs(cross) < 1e-9 { continue }
                if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
            }
            return true
        }
    }

    /// The source screen scales to 0.5 about its centre (200, 200): its badge, (100…300) in
    /// the screen, is drawn at (150…250), half its size, as UIKit draws a subview.
    @Test func subviewOfAScaledRootIsScaled() throws {
        let t = try Self.timeline("""
            - view: from
              transform: identity -> scale(0.5)
        """)
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(t, at: 0.5))
        let badge = try Self.drawn("badge", in: svg)
        #expect(close([badge.box.minX, badge.box.minY, badge.box.maxX, badge.box.maxY], [150, 150, 250, 250]),
                "badge drawn at \(badge.box)")
    }

    /// The source screen's alpha goes to 0.4: its badge is drawn at 0.4 too.
    @Test func subviewOfAFadedRootFades() throws {
        let t = try Self.timeline("""
            - view: from
              alpha: 1 -> 0.4
        """)
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(t, at: 0.5))
        let badge = try Self.drawn("badge", in: svg)
        #expect(abs(badge.opacity - 0.4) < 1e-6, "badge opacity \(badge.opacity)")
    }

    /// A mask on the source screen over its left 150 points clips its badge (100…300): the
    /// badge's point (250, 200) is not drawn, (120, 200) is.
    @Test func maskOfARootClipsItsSubviews() throws {
        let t = try Self.timeline("""
            - view: to
              alpha: 0 -> 1
        """, setup: """
            - set:
                from.mask: roundedRect(rect(0, 0, 150, 400), 0)
        """)
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(t, at: 0.2))
        let badge = try Self.drawn("badge", in: svg)
        #expect(!Self.visible((250, 200), badge), "the badge shows outside its screen's mask")
        #expect(Self.visible((120, 200), badge), "the badge is clipped inside its screen's mask")
    }

    /// The source screen turns edge-on about its vertical axis (rotateY 90°): its badge turns with
    /// it, drawn edge-on (no width on screen), not flat in front.
    @Test func subviewOfARootTurnedEdgeOnTurnsWithIt() throws {
        let t = try Self.timeline("""
            - view: from
              transform: identity -> rotateY(90deg)
        """)
        let svg = try TreeBuilder.parse(SVGRenderer.renderFrame(t, at: 0.5))
        let badge = try #require(svg.view("badge").first)
        let polygon = try #require(badge.all { $0.name == "polygon" }.last, "the badge is not drawn projected")
        let xs = pairs((polygon.attributes["points"] ?? "").replacingOccurrences(of: " ", with: ";")).map { $0[0] }
        #expect((xs.max() ?? 0) - (xs.min() ?? 0) < 0.5, "badge drawn \(polygon.attributes["points"] ?? "") wide")
        // Half-way round it is foreshortened as its screen is: its corners (±100 about the
        // screen's centre, 200) go through the screen's 4×4 transform and perspective divide.
        let half = try TreeBuilder.parse(SVGRenderer.renderFrame(t, at: 0.2))
        let turning = try #require(half.view("badge").first?.all { $0.name == "polygon" }.last)
        let hx = pairs((turning.attributes["points"] ?? "").replacingOccurrences(of: " ", with: ";")).map { $0[0] }
        let frame = try #require(t.frames.first { abs($0.time - 0.2) < 1e-9 })
        let m = try #require(frame.views["from"]?.transform3D)
        let want = [-100.0, 100].map { x in 200 + (x * m[0] + m[12]) / (x * m[3] + m[15]) }
        #expect(close([hx.min() ?? 0, hx.max() ?? 0], [want.min()!, want.max()!], 0.05), "badge at 0.2 s: \(hx), want \(want)")
    }

    /// The player draws a subview inside its superview's element, placed in the superview's
    /// bounds (CSS then applies the superview's transform, opacity and clip to it).
    @Test func playerNestsSubviewsInTheirSuperview() throws {
        let t = try Self.timeline("""
            - view: from
              transform: identity -> scale(0.5)
        """)
        let html = HTMLRenderer.render([t])
        let data = try HTMLDataTests.embedded(html)
        let views = try #require((data["timelines"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let badge = try #require(views.first { $0["name"] as? String == "badge" })
        #expect(badge["parent"] as? String == "from")
        let cols = try #require(badge["cols"] as? [String: Any])
        // The badge sits at (100, 100) in its screen's bounds at every frame (the screen scales, not the badge).
        #expect(cols["x"] as? Double == 100 && cols["y"] as? Double == 100, "\(cols["x"] ?? "none"), \(cols["y"] ?? "none")")
        #expect(views.first { $0["name"] as? String == "from" }?["parent"] == nil)
        #expect(html.contains("els[p] : stage).appendChild"))
    }

    /// Push then pop in one picture: the badge's screen is `from` in the push and `to` in the pop,
    /// so each sample's chain follows the superview that sample names.
    @Test func eachSampleFollowsItsOwnSuperview() {
        func state(_ x: Double, superview: String? = nil) -> ViewState {
            var s = Fixture.state(x, 0, 10, 10, color: Fixture.red, order: 1)
            s.nesting = superview.map { ViewNesting(superview: $0, centerX: 5, centerY: 5) }
            return s
        }
        let series: [String: [ViewState?]] = [
            "badge": [state(1, superview: "from"), state(2, superview: "to"), state(3)],
            "from": [state(10), state(20), state(30)],
            "to": [state(40), state(50), state(60)],
        ]
        let chain = SVGRenderer.ancestry("badge", series: series, names: ["badge", "from", "to"])
        #expect(chain.count == 1)
        #expect(chain.first?.map(\.frame.x) == [10, 50, 0], "\(chain.first?.map(\.frame.x) ?? [])")
    }

    /// The same pictures rasterised (rsvg-convert): the badge's pixels are where UIKit puts them.
    @Test func pngShowsTheBadgeScaledAndClipped() throws {
        guard Tools.require(["rsvg-convert"], package: "librsvg2-bin", for: "nested PNG test") != nil else { return }
        let dir = try Tools.tempDir("nested-png")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scaled = try Self.timeline("""
            - view: from
              transform: identity -> scale(0.5)
        """)
        let masked = try Self.timeline("""
            - view: to
              alpha: 0 -> 1
        """, setup: """
            - set:
                from.mask: roundedRect(rect(0, 0, 150, 400), 0)
        """)
        for (name, t, time, points) in [
            ("scaled", scaled, 0.5, [((200, 200), (255, 0, 0)), ((120, 200), (255, 255, 255))]),
            // Outside the mask: `to` (black, fading in: 0.4 at 0.2 s) over the white canvas, no badge.
            ("masked", masked, 0.2, [((120, 200), (255, 0, 0)), ((250, 200), (153, 153, 153))]),
        ] {
            let file = dir.appendingPathComponent("\(name).png")
            try Data(PNGRenderer.render(t, at: time, tool: .rsvgConvert)).write(to: file)
            let got = try Tools.pixels(of: file, at: points.map(\.0))
            for (p, px) in zip(points, got) {
                let ok = abs(px.0 - p.1.0) <= 8 && abs(px.1 - p.1.1) <= 8 && abs(px.2 - p.1.2) <= 8
                #expect(ok, "\(name) at \(p.0): got rgb(\(px.0),\(px.1),\(px.2)), want \(p.1)")
            }
        }
    }

    /// The player draws it too, in headless Chromium: the badge under the screen scaled to 0.5
    /// is red at the centre and absent at x = 120 (inside its unscaled box, outside the scaled one).
    @Test func playerShowsTheBadgeScaled() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "nested player test") else { return }
        let dir = try Tools.tempDir("nested-player")
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try Self.timeline("""
            - view: from
              transform: identity -> scale(0.5)
        """)
        let page = dir.appendingPathComponent("player.html")
        try Data(TimelineRenderer.render([t], format: .html)).write(to: page)
        let shot = try BrowserTests().screenshot(chromium, url: page.absoluteString + "#t=0.5&op=push&paused&zoom=1",
                                                 size: (900, 560), in: dir, name: "scaled.png")
        let o = BrowserTests.stageOrigin
        let points = [((200, 200), (255, 0, 0)), ((120, 200), (255, 255, 255))]
        let got = try Tools.pixels(of: shot, at: points.map { (Int(o.x) + $0.0.0, Int(o.y) + $0.0.1) })
        for (p, px) in zip(points, got) {
            let ok = abs(px.0 - p.1.0) <= 8 && abs(px.1 - p.1.1) <= 8 && abs(px.2 - p.1.2) <= 8
            #expect(ok, "player at \(p.0): got rgb(\(px.0),\(px.1),\(px.2)), want \(p.1)")
        }
    }
}

/// Issue 30 item 8: the player lets a person drag with the mouse, and a followed view moves with the
/// pointer (its tracks held where they were at the touch, its driven scale following the translation),
/// as `transc run --drag` plays it. The photo viewer's photo, held 200 points down in headless Chromium
/// (`#drag=0,200`): its centre is 200 points below where it was touched and it is scaled to
/// 1 − 0.4 × 200 / 426; where the unfollowed timeline would draw it, it is not.
@Suite struct PlayerDragTests {
    @Test func theFollowedPhotoMovesWithThePointer() throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "player drag test") else { return }
        let dir = try Tools.tempDir("player-drag")
        defer { try? FileManager.default.removeItem(at: dir) }
        let timeline = try ExampleRun.timeline("photo-viewer", .dismiss)
        let page = dir.appendingPathComponent("player.html")
        try Data(TimelineRenderer.render([timeline], format: .html)).write(to: page)
        let shot = try BrowserTests().screenshot(chromium, url: page.absoluteString + "#op=dismiss&paused&zoom=0.5&drag=0,200",
                                                 size: (900, 560), in: dir, name: "drag.png")
        let o = BrowserTests.stageOrigin
        func at(_ x: Double, _ y: Double) -> (Int, Int) { (Int(o.x + x * 0.5), Int(o.y + y * 0.5)) }
        // Centre (196.5, 425.5) + (0, 200); half side 393 × 0.8122 / 2 = 159.6: the photo spans y 466…785.
        let got = try Tools.pixels(of: shot, at: [at(196, 760), at(196, 300), at(50, 625)])
        func orange(_ p: (Int, Int, Int, Int)) -> Bool { abs(p.0 - 255) <= 8 && abs(p.1 - 149) <= 8 && p.2 <= 8 }
        #expect(orange(got[0]), "under the pointer, 200 points down: \(got[0])")
        #expect(!orange(got[1]), "above the followed photo's top: \(got[1])")
        #expect(orange(got[2]), "inside the scaled photo's left edge (36.9): \(got[2])")
    }
}
