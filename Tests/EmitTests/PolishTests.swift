import Foundation
import Testing
import SwiftEmitter
import TransitionCompiler

/// What a reviewer of the generated code would ask for, checked on every example's output.
@Suite struct PolishTests {
    @Test(arguments: EmitSupport.examples)
    func exactColoursAreUIKitConstants(_ example: String) throws {
        let swift = try EmitSupport.emit(example)
        for components in ["red: 0, green: 0, blue: 0, alpha: 1", "red: 1, green: 1, blue: 1, alpha: 1", "red: 0, green: 0, blue: 0, alpha: 0"] {
            #expect(!swift.contains("UIColor(\(components))"), "\(example): UIColor(\(components)) instead of its constant")
        }
    }

    /// Right to left, a transform the mirror leaves unchanged (the identity, a plain scale) is
    /// written as it is, not wrapped in `layout.transform(…)` (34 such calls in the goldens once).
    @Test(arguments: EmitSupport.examples)
    func noMirrorOfMirrorInvariantTransforms(_ example: String) throws {
        let swift = try EmitSupport.emit(example)
        #expect(!swift.contains("layout.transform(.identity)") && !swift.contains("layout.transform(CGAffineTransform.identity)"))
        #expect(swift.range(of: #"layout\.transform\(CGAffineTransform\(scaleX: [^()]*\)\)"#, options: .regularExpression) == nil,
                "\(example) mirrors a plain scale")
    }

    /// A part a gesture scrubs keeps UIKit's linear scrubbing, so the dragged view stays under the
    /// finger (issue 11, item 3): no generated file turns `scrubsLinearly` off.
    @Test(arguments: EmitSupport.examples)
    func scrubbingStaysLinear(_ example: String) throws {
        let swift = try EmitSupport.emit(example)
        #expect(!swift.contains("scrubsLinearly = false"), "\(example) scrubs through the curves: the view lags the finger")
    }

    /// A transient view set before it is added is declared before that first use (a change once
    /// dropped the up-front creation and emitted `flashView.alpha = 0` above `let flashView`).
    @Test func transientUsedBeforeItsInsertionIsDeclaredFirst() throws {
        let spec = """
        transition: F
        context: navigation
        views:
          flash: overlay(white)
        push:
          setup:
            - set: { flash.alpha: 0 }
            - insert: to above from
            - add: flash
          animate:
            - view: flash
              alpha: 1
          finish:
            - remove: flash
        """
        let result = Compiler.compile(SourceFile(path: "f.yaml", text: spec))
        #expect(!result.hasErrors)
        let swift = Emitter.emit(result.transitions, sourcePath: "f.yaml")
        let declared = try #require(swift.range(of: "let flashView = UIView("))
        let firstUse = try #require(swift.range(of: "flashView.alpha = 0"))
        #expect(declared.lowerBound < firstUse.lowerBound)
        let (status, output) = try EmitSupport.typecheck(swift, name: "transient-first")
        #expect(status == 0, "\(output)")
    }

    @Test func constantsAreUsed() throws {
        #expect(try EmitSupport.emit("tab-slide").contains("return (traits.userInterfaceStyle == .dark) ? UIColor(red: 0.38823529411764707, green: 0.38823529411764707, blue: 0.4, alpha: 1) : UIColor.white"))
        #expect(try EmitSupport.emit("card").contains("dimmingView.backgroundColor = UIColor.black"))
        let shimmer = try EmitSupport.emit("skeleton-shimmer")
        #expect(shimmer.contains("skeletonView.backgroundColor = UIColor.gray"))
        #expect(shimmer.contains("shineView.backgroundColor = UIColor.lightGray"))
    }

    /// `let v = UIView(frame: containerView.bounds)` is not followed by `v.frame = containerView.bounds`.
    @Test(arguments: EmitSupport.examples)
    func noRedundantOverlayFrame(_ example: String) throws {
        let lines = try EmitSupport.emit(example).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for (line, next) in zip(lines, lines.dropFirst()) where line.hasSuffix(" = UIView(frame: containerView.bounds)") {
            let name = line.dropFirst("let ".count).prefix { $0 != " " }
            #expect(next != "\(name).frame = containerView.bounds", "\(example): \(name)'s frame is set twice")
        }
    }
}

/// Point arithmetic is written component by component: the Swift grows linearly with the
/// spec's value (it used to nest each operand in a CGPoint per operator, doubling the text).
@Suite struct GeneratedSizeTests {
    static func emitted(terms: Int) -> String {
        let value = "point(0, 0) -> " + Array(repeating: "to.center", count: terms).joined(separator: " - ")
        let spec = "transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      center: \(value)\n"
        let result = Compiler.compile(SourceFile(path: "n.yaml", text: spec))
        return Emitter.emit(result.transitions, sourcePath: "n.yaml")
    }

    @Test func pointChainsStayLinear() {
        let base = Self.emitted(terms: 2).utf8.count
        let small = Self.emitted(terms: 64).utf8.count - base, large = Self.emitted(terms: 128).utf8.count - base
        #expect(large < small * 3, "64 terms: +\(small) bytes, 128 terms: +\(large) bytes")
        // Each read goes through the layout's mirror (Docs/LANGUAGE.md, "Right-to-left").
        #expect(Self.emitted(terms: 3).contains("CGPoint(x: layout.point(toView.center).x - layout.point(toView.center).x - layout.point(toView.center).x, y: layout.point(toView.center).y - layout.point(toView.center).y - layout.point(toView.center).y)"))
    }
}

/// Issue 32 item 10: before iOS 17 a perceptual spring (`spring(duration:bounce:)`) falls back to the
/// same motion, the physical spring SwiftUI's mapping gives (m = 1, k = (2π/duration)², c = 2ζ√k with
/// ζ = 1 − bounce), which UIKit has had since iOS 10 and the preview plays; not a damping ratio over the
/// animator's duration, which is another curve.
@Suite struct PerceptualFallbackTests {
    @Test func thePerceptualSpringFallsBackToTheSamePhysicalSpring() throws {
        let swift = try EmitSupport.emit("tab-slide")   // spring(duration: 0.5, bounce: 0.2)
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * (1 - 0.2) * k.squareRoot()
        let fallback = try #require(swift.range(of: #"\} else \{\n\s*timing2 = UISpringTimingParameters\([^\n]*\)"#, options: .regularExpression).map { String(swift[$0]) })
        let numbers = fallback.matches(of: /(mass|stiffness|damping): ([0-9.e+-]+)/).map { ($0.output.1, Double($0.output.2) ?? .nan) }
        let values = Dictionary(numbers.map { (String($0.0), $0.1) }, uniquingKeysWith: { a, _ in a })
        #expect(values["mass"] == 1, "\(fallback)")
        #expect(abs((values["stiffness"] ?? .nan) - k) < 1e-9 * k, "\(fallback)")
        #expect(abs((values["damping"] ?? .nan) - c) < 1e-9 * c, "\(fallback)")
    }
}
