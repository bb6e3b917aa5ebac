import Foundation
import SwiftEmitter
import Testing
import TransitionCompiler

/// Right to left and Dark Mode in the emitted Swift (Docs/EMIT-SWIFT.md, "Right to left and
/// Dark Mode"), beyond what the examples use: dynamic layer colours, a mask and a 4×4 transform
/// through the layout's mirror, a directional offset and edge; type-checked against the mirror
/// (Scripts/ios-typecheck checked the same spec against the iOS 17 SDK in Swift 5 and 6 modes).
@Suite struct LocaleEmitTests {
    static let spec = """
    transition: Outline
    context: navigation
    views:
      glow: overlay(systemBackground)
    push:
      setup:
        - insert: to above from
        - add: glow
        - set:
            to.borderColor: separator
            to.shadowColor: dynamic(black, white)
            glow.alpha: 0
      animate:
        - view: to
          frame: to.finalFrame.offset(trailing:container.width) -> to.finalFrame
          borderWidth: 0 -> 2
          borderColor: separator -> label
          shadowOffset: size(0, -3) -> size(-4, 0)
          shadowOpacity: 0 -> 0.3
          mask: circle(point(container.leading + 40, 80), 0) -> circle(point(container.leading + 40, 80), 900)
        - view: from
          transform: perspective(1000) rotateY(0deg) -> perspective(1000) rotateY(30deg)
        - view: glow
          alpha: 0.3
      finish:
        - remove: glow
        - set:
            to.mask: none
            from.transform: identity
    pop: reverse push
    interactive:
      pop:
        gesture: edgePan(leading)
        distance: container.width
    """

    @Test func everythingGoesThroughTheMirrorAndTypeChecks() throws {
        let result = Compiler.compile(SourceFile(path: "outline.yaml", text: Self.spec))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let swift = Emitter.emit(result.transitions, sourcePath: "outline.yaml")
        for expected in [
            "let layout = LayoutMirror(containerView)",
            "glowView.backgroundColor = UIColor.systemBackground",
            "toView.layer.borderColor = UIColor.separator.resolvedColor(with: toView.traitCollection).cgColor",
            "UIColor { traits in",
            "layout.shape(",
            "layout.transform3D(",
            "layout.offset(",
            "LayoutMirror(containerView).distance(containerView.bounds.width)",
            "? .right : .left",
        ] {
            #expect(swift.contains(expected), "missing: \(expected)")
        }
        let (status, output) = try EmitSupport.typecheck(swift, name: "outline")
        #expect(status == 0, "\(output)")
    }

    /// Every system colour the language names is UIKit's (and the mirror's) by that name.
    static let systemColorNames = ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "separator", "opaqueSeparator",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "systemBlue", "systemGreen", "systemIndigo", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemYellow"]

    static var everySystemColor: String {
        let names = systemColorNames.enumerated().map { (i: $0.offset, name: $0.element) }
        return "transition: Palette\ncontext: navigation\nviews:\n" + names.map { "  c\($0.i): overlay(\($0.name))\n" }.joined()
            + "push:\n  setup:\n    - insert: to above from\n" + names.map { "    - add: c\($0.i)\n" }.joined()
            + "  animate:\n    - view: to\n      alpha: 0 -> 1\n  finish:\n" + names.map { "    - remove: c\($0.i)\n" }.joined()
    }

    @Test func everySystemColorIsUIKits() throws {
        let result = Compiler.compile(SourceFile(path: "palette.yaml", text: Self.everySystemColor))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let swift = Emitter.emit(result.transitions, sourcePath: "palette.yaml")
        for name in Self.systemColorNames { #expect(swift.contains("= UIColor.\(name)\n"), "\(name)") }
        let (status, output) = try EmitSupport.typecheck(swift, name: "palette")
        #expect(status == 0, "\(output)")
    }

    @Test func aFixedTransitionHasNoMirror() throws {
        let fixed = Self.spec.replacingOccurrences(of: "context: navigation\n", with: "context: navigation\nlayoutDirection: fixed\n")
            .replacingOccurrences(of: "offset(trailing:container.width)", with: "offset(x:container.width, y:0)")
            .replacingOccurrences(of: "container.leading", with: "container.frame.minX")
            .replacingOccurrences(of: "edgePan(leading)", with: "edgePan(left)")
        let result = Compiler.compile(SourceFile(path: "fixed.yaml", text: fixed))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let swift = Emitter.emit(result.transitions, sourcePath: "fixed.yaml")
        #expect(!swift.contains("LayoutMirror"))
        #expect(swift.contains("popGesture.edges = .left"))
    }
}
