import Testing
import SwiftEmitter
import TransitionCompiler

/// A read of a root's `initialFrame` or `finalFrame` binds that side's view controller, wherever
/// the read stands in the expression. One inside a transform step's or a mask's operands was
/// missed, and the lowering then read `CGRect.zero` where the preview read the real frame
/// (`translate(from.initialFrame.width, 0)`: 0 in the app, 393 in the preview).
@Suite struct ContextFrameReadTests {
    static func emit(_ animate: String) throws -> String {
        let spec = """
        transition: FrameRead
        context: navigation
        views:
          dot: overlay(#FF0000)
        push:
          setup:
            - add: dot
          animate:
            - view: dot
        \(animate)
              duration: 0.4
          finish:
            - remove: dot
        """
        let result = Compiler.compile(SourceFile(path: "frame-read.yaml", text: spec))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return Emitter.emit(result.transitions, sourcePath: "frame-read.yaml")
    }

    @Test(arguments: [
        "      transform: \"translate(from.initialFrame.width, 0)\"",
        "      transform: \"rotate(from.initialFrame.width * 1deg)\"",
        "      mask: \"circle(point(0, 0), 0) -> circle(point(0, 0), from.initialFrame.width)\"",
    ])
    func aFrameReadInAnOperandBindsItsController(_ animate: String) throws {
        let source = try Self.emit(animate)
        #expect(source.contains("transitionContext.initialFrame(for: fromViewController)"), "\(animate)")
        #expect(!source.contains("rect(CGRect.zero)"), "\(animate)")   // the unbound read's old stand-in
    }
}
