import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// A parsed XML element.
final class Node {
    let name: String
    let attributes: [String: String]
    var children: [Node] = []
    var text = ""
    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func all(_ predicate: (Node) -> Bool) -> [Node] {
        var found: [Node] = predicate(self) ? [self] : []
        for c in children { found += c.all(predicate) }
        return found
    }

    func view(_ name: String) -> [Node] { all { $0.name == "g" && $0.attributes["data-view"] == name } }
    func animation(_ attribute: String) -> Node? {
        children.first { $0.name == "animate" && $0.attributes["attributeName"] == attribute }
    }
    func animateTransform(_ type: String) -> Node? {
        all { $0.name == "animateTransform" && $0.attributes["type"] == type }.first
    }
}

final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [Node] = []
    var root: Node?
    var error: Error?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = Node(name: elementName, attributes: attributeDict)
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }
    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    static func parse(_ text: String) throws -> Node {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        if let error = builder.error ?? parser.parserError { throw error }
        guard ok, let root = builder.root else { throw ToolError("XML did not parse") }
        return root
    }
}

func numbers(_ list: String?) -> [Double] {
    (list ?? "").split(separator: ";").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan }
}
func pairs(_ list: String?) -> [[Double]] {
    (list ?? "").split(separator: ";").map { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) ?? .nan } }
}
func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct SVGTests {
    let options = SVGOptions(leadIn: 0.5, pause: 1)

    /// The per-sample values the SVG should hold for one timeline: the first frame (lead-in),
    /// every frame, the last frame (pause).
    func expected<T>(_ t: Timeline, _ f: (ViewState) -> T) -> [T] {
        let states = t.frames.map { $0.views["box"]! }
        return [f(states[0])] + states.map(f) + [f(states[states.count - 1])]
    }

    @Test func animationValuesEqualTheTimelineSamples() throws {
        let timeline = Fixture.moving()
        let svg = SVGRenderer.render([timeline], options: options)
        let root = try TreeBuilder.parse(svg)
        #expect(root.name == "svg")
        #expect(root.attributes["viewBox"] == "0 0 400 330")

        let box = try #require(root.view("box").first)
        let translate = try #require(box.animateTransform("translate"))
        let centres = expected(timeline) { [$0.frame.x + $0.frame.width / 2 + $0.transform.tx, $0.frame.y + $0.frame.height / 2 + $0.transform.ty] }
        let got = pairs(translate.attributes["values"])
        #expect(got.count == timeline.frames.count + 2)
        #expect(zip(got, centres).allSatisfy { close($0, $1) })
        #expect(translate.attributes["repeatCount"] == "indefinite")
        #expect(translate.attributes["dur"] == "2.5s")   // 0.5 lead-in + 1 s + 1 s pause

        // keyTimes: lead-in, then each frame's time, then the end of the pause.
        let keys = numbers(translate.attributes["keyTimes"])
        let total = 2.5
        let expectedKeys = [0] + timeline.frames.map { (0.5 + $0.time) / total } + [1]
        #expect(close(keys, expectedKeys, 1e-6))

        // The box's size never changes: a static attribute, no animation.
        let rect = try #require(box.all { $0.name == "rect" }.first)
        #expect(rect.attributes["width"] == "100")
        #expect(rect.animation("width") == nil)
        #expect(rect.attributes["fill"] == "#FF0000")

        // The fader's opacity is its alpha, sample by sample.
        let fader = try #require(root.view("fader").first)
        let opacity = try #require(fader.animation("opacity"))
        let alphas = [1.0] + timeline.frames.map { $0.views["fader"]!.alpha } + [0]
        #expect(close(numbers(opacity.attributes["values"]), alphas))

        // The spinner's rotation in degrees.
        let spinner = try #require(root.view("spinner").first)
        let rotate = try #require(spinner.animateTransform("rotate"))
        let angles = [0.0] + timeline.frames.indices.map { 90 * Double($0) / 60 } + [90]
        #expect(close(numbers(rotate.attributes["values"]), angles))
        // Pure rotation: no scale or skew groups.
        #expect(spinner.animateTransform("scale") == nil)
        let skews = spinner.all { ($0.attributes["transform"] ?? "").hasPrefix("skewX") }
        #expect(skews.isEmpty)
    }

    @Test func zOrderFollowsZIndexThenOrder() throws {
        let root = try TreeBuilder.parse(SVGRenderer.render([Fixture.moving()], options: options))
        let order = root.all { $0.attributes["data-view"] != nil }.map { $0.attributes["data-view"]! }
        // container at the bottom; `top` (zIndex 1) above `box` (order 3).
        #expect(order == ["container", "fader", "spinner", "box", "top"])
    }

    @Test func changingZOrderUsesSlots() throws {
        let timeline = Fixture.swapping()
        let root = try TreeBuilder.parse(SVGRenderer.render([timeline], options: SVGOptions(leadIn: 0, pause: 0)))
        let copies = root.all { $0.attributes["data-slot"] != nil }
        #expect(copies.count == 4)   // a and b each in slots 0 and 1
        // In slot 1 (above), `a` shows during the first half and `b` during the second.
        let aTop = try #require(copies.first { $0.attributes["data-view"] == "a" && $0.attributes["data-slot"] == "1" })
        let display = try #require(aTop.animation("display"))
        #expect(display.attributes["calcMode"] == "discrete")
        let values = (display.attributes["values"] ?? "").split(separator: ";").map(String.init)
        #expect(values == (0...10).map { $0 < 5 ? "inline" : "none" })
    }

    @Test func bothOperationsPlayInOneLoop() throws {
        let push = Fixture.moving(operation: .push)
        let pop = Fixture.moving(operation: .pop, reverse: true)
        let root = try TreeBuilder.parse(SVGRenderer.render([push, pop], options: options))
        let box = try #require(root.view("box").first)
        let translate = try #require(box.animateTransform("translate"))
        let xs = pairs(translate.attributes["values"]).map { $0[0] }
        let expectedXs = expected(push) { $0.frame.midX } + expected(pop) { $0.frame.midX }
        #expect(close(xs, expectedXs))
        #expect(translate.attributes["dur"] == "5s")
        // Captions: one per operation, each shown during its own part of the loop.
        let captions = root.all { $0.name == "text" && $0.text.hasPrefix("Mover") }
        #expect(captions.map(\.text) == ["Mover · push", "Mover · pop"])
    }

    @Test func stillFrameHasNoAnimation() throws {
        let svg = SVGRenderer.renderFrame(Fixture.moving(), at: 0.25, options: options)
        let root = try TreeBuilder.parse(svg)
        #expect(root.all { $0.name.hasPrefix("animate") }.isEmpty)
        let box = try #require(root.view("box").first)
        #expect(box.all { $0.attributes["transform"] == "translate(100 100)" }.count == 1)
        let fader = try #require(root.view("fader").first)
        #expect(fader.attributes["opacity"] == "0.75")
    }

    @Test func userStringsAreEscaped() throws {
        let hostile = "</text><script>alert(1)</script>&\"'"
        var timeline = Fixture.moving(label: hostile)
        timeline.transition = "<b>T&T</b>"
        let svg = SVGRenderer.render([timeline], options: options)
        #expect(!svg.contains("<script"))
        let root = try TreeBuilder.parse(svg)
        #expect(root.all { $0.name == "script" }.isEmpty)
        #expect(root.all { $0.name == "text" && $0.text == hostile }.count == 1)
        #expect(root.all { $0.name == "title" }.first?.text == "<b>T&T</b>: push")
    }

    @Test func outputIsDeterministic() {
        let a = SVGRenderer.render([Fixture.moving(), Fixture.moving(operation: .pop, reverse: true)])
        let b = SVGRenderer.render([Fixture.moving(), Fixture.moving(operation: .pop, reverse: true)])
        #expect(a == b)
        let h1 = HTMLRenderer.render([Fixture.moving()]), h2 = HTMLRenderer.render([Fixture.moving()])
        #expect(h1 == h2)
    }

    @Test func numbersFormatCompactly() {
        #expect(Num.format(0) == "0")
        #expect(Num.format(-0.0001) == "0")
        #expect(Num.format(1.5) == "1.5")
        #expect(Num.format(-2.25) == "-2.25")
        #expect(Num.format(0.05, decimals: 2) == "0.05")
        #expect(Num.format(1.0 / 3) == "0.333")
        #expect(Num.format(.nan) == "0")
        #expect(Num.format(.infinity) == "0")
        #expect(Num.format(123456.7891, decimals: 3) == "123456.789")
    }

    @Test func degenerateInputDoesNotTrap() throws {
        var t = Fixture.moving()
        t.frames[3].views["box"]?.frame.width = .nan
        t.frames[4].views["box"]?.transform = AffineValue(a: 0, b: 0, c: 0, d: 0, tx: .infinity, ty: 0)
        t.frames[5].views["box"] = nil
        _ = try TreeBuilder.parse(SVGRenderer.render([t]))
        var empty = t
        empty.frames = []
        _ = try TreeBuilder.parse(SVGRenderer.render([empty]))
        _ = HTMLRenderer.render([empty])
        #expect(throws: RenderError.noTimelines) { try TimelineRenderer.render([], format: .svg) }
    }

    @Test func transformDecomposition() {
        let cases: [AffineValue] = [
            .identity, Fixture.rotation(30),
            AffineValue(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0),
            AffineValue(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
            AffineValue(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            AffineValue(a: 0.8, b: 0.3, c: -0.2, d: 1.2, tx: 0, ty: 0),
        ]
        for m in cases {
            let d = SVGTransformParts(m)
            // Recompose rotate · scale · skewX.
            let r = d.rotate * .pi / 180, k = tan(d.skewX * .pi / 180)
            let (cs, sn) = (cos(r), sin(r))
            let a = cs * d.scaleX, b = sn * d.scaleX
            let c = cs * d.scaleX * k - sn * d.scaleY, dd = sn * d.scaleX * k + cs * d.scaleY
            #expect(close([a, b, c, dd], [m.a, m.b, m.c, m.d], 1e-9), "\(m)")
        }
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
}
