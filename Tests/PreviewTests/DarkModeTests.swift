import Foundation
import Testing
import TransitionCompiler
import TransitionPreview

// Dark Mode (Docs/LANGUAGE.md, "Dark Mode"): dynamic colours resolve to their dark values under
// `--appearance dark`, fixed colours stay as they are, and light is what it always was.
@Suite struct DarkMode {
    static let dark = DeviceSettings(appearance: .dark)

    @Test func cardsScreensTurnDark() throws {
        let t = try example("card")   // presenting systemGroupedBackground, presented systemBackground, title label
        let light = try Interpreter.run(t, options: RunOptions(operation: .present))
        let dark = try Interpreter.run(t, options: RunOptions(operation: .present, settings: Self.dark))
        #expect(light.before["presenting"]?.backgroundColor.hex == "#F2F2F7FF")
        #expect(dark.before["presenting"]?.backgroundColor.hex == "#000000FF")
        #expect(light.after["presented"]?.backgroundColor.hex == "#FFFFFFFF")
        #expect(dark.after["presented"]?.backgroundColor.hex == "#000000FF")
        #expect(dark.after["title"]?.backgroundColor.hex == "#FFFFFFFF")
        // The dimming view's black is fixed.
        #expect(dark.after["dimming"]?.backgroundColor.hex == light.after["dimming"]?.backgroundColor.hex)
        // The motion is the same.
        #expect(light.frames.map { $0.views["presented"]?.frame } == dark.frames.map { $0.views["presented"]?.frame })
    }

    @Test func aDynamicOverlayIsGreyInTheDark() throws {
        let t = try example("tab-slide")   // flash: overlay(dynamic(white, rgb(99, 99, 102)))
        let light = try Interpreter.run(t, options: RunOptions(operation: .forward, sampleTimes: [0.1]))
        let dark = try Interpreter.run(t, options: RunOptions(operation: .forward, sampleTimes: [0.1], settings: Self.dark))
        #expect(light.frames.first?.views["flash"]?.backgroundColor.hex == "#FFFFFFFF")
        #expect(dark.frames.first?.views["flash"]?.backgroundColor.hex == "#636366FF")
    }

    @Test func dynamicTakesTwoFixedColours() {
        func check(_ value: String) -> [Diagnostic] {
            let yaml = """
            transition: T
            context: navigation
            views:
              glow: overlay(\(value))
            push:
              setup:
                - insert: to above from
                - add: glow
              animate:
                - view: to
                  alpha: 0 -> 1
              finish:
                - remove: glow
            """
            return Compiler.compile(SourceFile(path: "t.yaml", text: yaml)).diagnostics
        }
        #expect(check("dynamic(white, black)").isEmpty)
        #expect(check("systemBackground").isEmpty)
        #expect(check("dynamic(label, black)").map(\.code) == ["not-constant"])
        #expect(check("white").map(\.code) == ["light-overlay"])
        #expect(check("lightGray").isEmpty)   // luminance 0.40: not light
        #expect(check("systmBackground").first?.notes.contains { $0.message.contains("systemBackground") } == true)
    }
}
