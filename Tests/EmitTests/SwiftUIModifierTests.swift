import Testing
import SwiftEmitter
import TransitionCompiler

/// SwiftUI's entry to a modal transition (issue 33, item 4): a view modifier per modal transition,
/// shaped like `fullScreenCover(isPresented:onDismiss:content:)`, and its machinery once per file
/// or target, all behind `#if canImport(SwiftUI)` (so the UIKit mirror, which has no SwiftUI, never
/// sees it; Scripts/ios-typecheck checks it against the real SDK with Examples/SwiftUI).
@Suite struct SwiftUIModifierTests {
    static let signature = "func sheetPresentation<Presented: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Presented) -> some View {"

    @Test func aModalTransitionHasItsModifierAndTheMachinery() throws {
        let text = try EmitSupport.emit("sheet")
        #expect(text.contains(Self.signature))
        #expect(text.contains("SheetTransitioningDelegate.present(viewController, from: presenter)"), "presented with the transition's own one call")
        #expect(text.contains("private struct TransitionHostingAnchor<Presented: View>: UIViewControllerRepresentable {"))
        #expect(text.contains("private final class TransitionHostingController<Presented: View>: UIHostingController<Presented> {"))
        #expect(text.components(separatedBy: "#if canImport(SwiftUI)").count == 3, "the modifier's block and the machinery's")
    }

    @Test func publicBuildsMakeTheModifierPublicNotTheMachinery() throws {
        let text = try EmitSupport.emit("sheet", access: .public)
        #expect(text.contains("public " + Self.signature))
        #expect(text.contains("private struct TransitionHostingAnchor<"))
    }

    @Test func onlyModalTransitionsHaveOne() throws {
        for name in ["interactive-pop", "tab-swipe"] {
            #expect(!(try EmitSupport.emit(name)).contains("canImport(SwiftUI)"), "\(name)")
        }
    }

    @Test func theMachineryIsSharedOnceWithTheSupport() throws {
        let specs = try ["sheet", "sidebar", "card"].flatMap { try EmitSupport.compile($0) }
        let together = Emitter.emit(specs, sourcePath: "three.yaml")
        #expect(together.components(separatedBy: "struct TransitionHostingAnchor<").count == 2, "once for the file")
        for name in ["sheetPresentation", "sidebarPresentation", "cardPresentation"] { #expect(together.contains("func \(name)<Presented: View>(")) }
        let external = Emitter.emit(try EmitSupport.compile("sheet"), sourcePath: "sheet.yaml", options: EmitOptions(support: .external))
        #expect(external.contains(Self.signature) && !external.contains("TransitionHostingAnchor<Presented: View>:"), "the spec's file: the modifier only")
        let only = Emitter.emit(specs, sourcePath: "three.yaml", options: EmitOptions(support: .only))
        #expect(only.contains("\nstruct TransitionHostingAnchor<Presented: View>: UIViewControllerRepresentable {"), "internal: the target's files reach it")
        #expect(!only.contains("func sheetPresentation"), "no transition's own modifier")
    }

    @Test func theModifierIsNamedInLowerCamelCase() {
        #expect(SwiftUILoweringNames.modifier(stem: "CardPresentation") == "cardPresentation", "not said twice")
        #expect(SwiftUILoweringNames.modifier(stem: "Sheet") == "sheetPresentation", "never SwiftUI's own .sheet")
        #expect(SwiftUILoweringNames.modifier(stem: "UIKitSheet") == "uiKitSheetPresentation")
        #expect(SwiftUILoweringNames.modifier(stem: "UI2") == "ui2Presentation")
    }
}
