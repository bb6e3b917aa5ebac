import Testing
@testable import TransitionCompiler

/// Geometry the content defines (Docs/LANGUAGE.md, "Content geometry"): the aspect rects and the
/// preferred-size rule both backends follow (`ContentGeometry`), and what the checker makes of
/// `imageSize`, `preferredContentSize` and `display.cornerRadius`.
@Suite struct ContentGeometryTests {
    typealias R = (x: Double, y: Double, width: Double, height: Double)
    static func same(_ a: R, _ b: R) -> Bool { a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height }

    /// A 4:3 image in a tall rect away from the origin: fitted, it is as wide as the rect and centred
    /// vertically; filled, as tall as the rect and centred horizontally (AVMakeRect's fit, UIKit's fill).
    @Test func aspectRectsAwayFromTheOrigin() {
        let fit = ContentGeometry.aspectRect(.fit, width: 4032, height: 3024, in: 12, 140, 369, 560)
        let fittedY: Double = 140 + (560 - 276.75) / 2
        #expect(Self.same(fit, (12, fittedY, 369, 276.75)))
        let fill = ContentGeometry.aspectRect(.fill, width: 4032, height: 3024, in: 12, 140, 369, 560)
        let filledWidth: Double = 4032 * (560.0 / 3024)
        let filledX: Double = 12 + 369.0 / 2 - filledWidth / 2
        #expect(Self.same(fill, (filledX, 140, filledWidth, 560)))
        // A square image in a square rect is the rect, either way.
        #expect(Self.same(ContentGeometry.aspectRect(.fill, width: 10, height: 10, in: 204, 300, 120, 120), (204, 300, 120, 120)))
        // A rect written with a negative width is read standardized, as CGRect reads it.
        let flipped = ContentGeometry.aspectRect(.fit, width: 2, height: 1, in: 300, 100, -200, 200)
        #expect(Self.same(flipped, (100, 150, 200, 100)))
    }

    /// An image without a size (an image view with no image reads `.zero`) takes the whole rect: no NaN.
    @Test func anImageWithoutASizeTakesTheRect() {
        for size in [(0.0, 0.0), (0, 3), (4, 0), (-4, 3), (.nan, 3), (.infinity, 3)] {
            for mode in AspectMode.allCases {
                let r = ContentGeometry.aspectRect(mode, width: size.0, height: size.1, in: 16, 220, 176, 90)
                #expect(Self.same(r, (16, 220, 176, 90)), "\(mode) of \(size)")
            }
        }
        // A rect of no size gives a point at its centre, finite.
        let point = ContentGeometry.aspectRect(.fit, width: 4, height: 3, in: 50, 60, 0, 0)
        #expect(Self.same(point, (50, 60, 0, 0)))
    }

    /// UIKit's default preferred size `.zero` is no preference: the container's size, per component.
    @Test func thePreferredSizeRule() {
        func p(_ w: Double, _ h: Double) -> [Double] {
            let s = ContentGeometry.preferredSize(width: w, height: h, containerWidth: 393, containerHeight: 852)
            return [s.width, s.height]
        }
        #expect(p(0, 360) == [393, 360])
        #expect(p(-5, .nan) == [393, 852])
        #expect(p(.infinity, 2e9) == [393, 852])
        #expect(p(320, 1e9) == [320, 1e9])
    }

    static let zoom = """
    transition: Z
    context: navigation
    views:
      thumbnail: source.thumbnailImageView
      header: destination.headerImageView
    push:
      setup:
        - insert: to above from
      animate:
        - view: header
          frame: aspectFill(thumbnail.imageSize, in:to.finalFrame.inset(x:16, y:40))
    pop: system
    """

    /// Reading a provided view's imageSize requires it as a UIImageView; the other stays a UIView.
    /// aspectFill of a view's value is guarded by the value rule; aspectFit is not.
    @Test func imageSizeRequiresAnImageView() throws {
        let result = compile(Self.zoom)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let t = try #require(result.transitions.first)
        let copied = t.copiedImageViews
        let thumbnail = try #require(t.views.first { $0.name == "thumbnail" })
        let header = try #require(t.views.first { $0.name == "header" })
        #expect(t.requirementType(of: thumbnail, copiedImages: copied) == "UIImageView")
        #expect(t.requirementType(of: header, copiedImages: copied) == "UIView")
        let track = try #require(t.operation(.push)?.branch?.tracks.first)
        guard case .values(let targets) = track.content, let end = targets.first?.to else { Issue.record("no end"); return }
        #expect(end.isGuardedValue)
        #expect(IRPrinter(t).expr(end) == "aspectFill(thumbnail.imageSize, in:destination.finalFrame.inset(x:16, y:40))")
        let fit = try #require(compile(Self.zoom.replacingOccurrences(of: "aspectFill", with: "aspectFit")).transitions.first?.operation(.push)?.branch?.tracks.first)
        guard case .values(let fitTargets) = fit.content, let fitEnd = fitTargets.first?.to else { Issue.record("no end"); return }
        #expect(!fitEnd.isGuardedValue)
    }

    /// `display.cornerRadius` reads the container's display value; the preview device gives it.
    @Test func displayCornerRadiusIsARunTimeValue() throws {
        let spec = """
        transition: D
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
              cornerRadius: display.cornerRadius -> 0
        pop: system
        preview:
          device: { width: 393, height: 852, cornerRadius: 55 }
        """
        let result = compile(spec)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let t = try #require(result.transitions.first)
        #expect(t.preview.displayCornerRadius == 55)
        let track = try #require(t.operation(.push)?.branch?.tracks.first)
        guard case .values(let targets) = track.content, let start = targets.first?.from else { Issue.record("no start"); return }
        #expect(start.readsViews && start.readsContentGeometry)
        #expect(IRPrinter(t).expr(start) == "display.cornerRadius")
        // Not a constant: a curve parameter may not read it.
        let curve = compile(spec.replacingOccurrences(of: "cornerRadius: display.cornerRadius -> 0", with: "alpha: 1\n      curve: spring(damping:display.cornerRadius / 100)"))
        #expect(curve.diagnostics.contains { $0.code == "not-constant" })
    }

    /// `photo.image` is not a value: the error suggests `photo.imageSize`, with a fix-it.
    @Test func anImageIsReadByItsSize() throws {
        let result = compile(Self.zoom.replacingOccurrences(of: "thumbnail.imageSize", with: "thumbnail.image"))
        let d = try #require(result.diagnostics.first { $0.code == "unknown-property" })
        #expect(d.message == "unknown property 'image' in view 'thumbnail'")
        #expect(d.notes.first?.message.hasPrefix("did you mean 'thumbnail.imageSize'?") == true)
        #expect(d.fixIts.first?.replacement == "imageSize")
    }
}
