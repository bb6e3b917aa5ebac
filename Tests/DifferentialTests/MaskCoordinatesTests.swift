import Foundation
import Testing
import TransitionCompiler
import TransitionPreview

/// A mask on a view that is not at the container's origin (issue 29, item 7). The spec writes a
/// shape in container space; a mask view's frame is read in the masked view's own coordinates
/// (UIView.mask, CALayer.mask: the mask is aligned with the layer it masks and has no superlayer
/// of its own), so the mask must be placed there. The differential test compares the two
/// backends' masks in the view's coordinates and cannot see a shared mistake; this test checks
/// each against the container-space circle the spec describes, right to left too (mirrored in the
/// container: across the screen's width, not the container's, in the screen's coordinates).
@MainActor
@Suite(.serialized) struct MaskCoordinatesTests {
    /// `circle(point(100, 300), 80)` in container space as x, y, width, height; right to left its
    /// mirror image about the container's centre line (width 390).
    static func expected(_ settings: DeviceSettings) -> [Double] {
        settings.layoutDirection == .rightToLeft ? [390 - 180, 220, 160, 160] : [20, 220, 160, 160]
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test(arguments: [DeviceSettings.standard, DeviceVariants.rtl])
    func theMaskIsInTheMaskedViewsCoordinates(_ settings: DeviceSettings) throws {
        let t = try compileExample("offset-reveal")
        let reference = try Interpreter.run(t, options: RunOptions(operation: .push, settings: settings))
        let expected = Self.expected(settings)

        // The preview: the mask is in the screen's own coordinates; the screen is untransformed,
        // so its container-space rect is the mask's frame moved by the screen's origin.
        let end = try #require(reference.frames.last?.views["to"])
        let mask = try #require(end.mask)
        let previewed = [end.frame.x + mask.frame.x, end.frame.y + mask.frame.y, mask.frame.width, mask.frame.height]
        #expect(Self.close(previewed, expected), "preview: the mask covers \(previewed), the spec's circle is \(expected)")

        // The emitted code on the mirror, read as UIKit reads a mask view's frame.
        let played = playedMaskedRect("offset-reveal", .push, view: "to", t, reference: reference, settings: settings)
        #expect(played.violations.isEmpty, "\(played.violations)")
        let drawn = try #require(played.rect)
        #expect(Self.close(drawn, expected), "emitted: the mask covers \(drawn), the spec's circle is \(expected)")
    }

    /// Issue 32, item 9: an ellipse on a card presented away from the origin (16, 120). Its rect in container
    /// space is `presented.finalFrame.inset(x:-90, y:-150)` at the end of the present: (16, 120, 361, 652)
    /// grown to (-74, -30, 541, 952); right to left the same (the card is centred in the container). UIKit
    /// draws the ellipse as a mask view stretched by its transform, whose area is its bounds scaled about its
    /// centre (UIView.transform), not its frame as set.
    @Test(arguments: [DeviceSettings.standard, DeviceVariants.rtl])
    func anEllipseMaskIsInTheMaskedViewsCoordinates(_ settings: DeviceSettings) throws {
        let t = try compileExample("ellipse-reveal")
        let reference = try Interpreter.run(t, options: RunOptions(operation: .present, settings: settings))
        let expected: [Double] = [-74, -30, 541, 952]
        // The preview, just before finish takes the mask off: the card is untransformed, so its
        // container-space rect is the mask's frame moved by the card's origin.
        let end = try #require(reference.frames.last(where: { $0.views["presented"]?.mask != nil })?.views["presented"])
        let mask = try #require(end.mask)
        #expect(mask.isEllipse)
        let previewed = [end.frame.x + mask.frame.x, end.frame.y + mask.frame.y, mask.frame.width, mask.frame.height]
        #expect(Self.close(previewed, expected), "preview: the mask covers \(previewed), the spec's ellipse is \(expected)")

        let played = playedMaskedRect("ellipse-reveal", .present, view: "presented", t, reference: reference, settings: settings)
        #expect(played.violations.isEmpty, "\(played.violations)")
        let drawn = try #require(played.rect)
        #expect(Self.close(drawn, expected), "emitted: the mask covers \(drawn), the spec's ellipse is \(expected)")
    }
}
