import Foundation
import PackagePlugin

/// A build-tool plugin: every `*.transition.yaml` of the target it is applied to is compiled by
/// `transc emit-swift` into Swift in the plugin's work directory, which SwiftPM (or Xcode) then
/// compiles with the target's own sources. transc's diagnostics are `path:line:col: error: …`
/// lines with the spec's absolute path, so the build shows them at the spec's line; an error
/// fails the build, a warning does not. The generated file is wrapped in
/// `#if canImport(UIKit)` (`--can-import-guard`), so a target that also builds on Linux stays
/// buildable. See Docs/BUILD-PLUGIN.md.
@main
struct TransitionCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let specs = module.sourceFiles.map(\.url).filter(Self.isSpec)
        return try Self.commands(for: specs, transc: context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    static let suffix = ".transition.yaml"

    static func isSpec(_ url: URL) -> Bool { url.lastPathComponent.hasSuffix(suffix) }

    /// One command per spec: `transc emit-swift --can-import-guard SPEC -o WORK/NAME.transition.swift`.
    static func commands(for specs: [URL], transc: URL, workDirectory: URL) -> [Command] {
        var taken = Set<String>()
        // The folder all specs share: names are told apart by the folders below it.
        let root = specs.map { $0.deletingLastPathComponent().pathComponents }.reduce(nil as [String]?) { common, parts in
            guard let common else { return parts }
            return Array(zip(common, parts).prefix { $0.0 == $0.1 }.map(\.0))
        } ?? []
        // Shallower specs first, so a spec keeps its plain name when a namesake is added deeper.
        let ordered = specs.sorted { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }
        return ordered.map { spec in
            let output = workDirectory.appendingPathComponent(outputName(for: spec, root: root, taken: &taken))
            return .buildCommand(
                displayName: "Compiling transition \(spec.lastPathComponent)",
                executable: transc,
                arguments: ["emit-swift", "--can-import-guard", spec.path, "-o", output.path],
                inputFiles: [spec],
                outputFiles: [output]
            )
        }
    }

    /// `Fade.transition.yaml` → `Fade.transition.swift` (a name no hand-written file is likely
    /// to have: Swift refuses two files of one name in a module). Two specs of one name in
    /// different folders are told apart by their folders (`Onboarding_Fade.transition.swift`).
    static func outputName(for spec: URL, root: [String], taken: inout Set<String>) -> String {
        let stem = String(spec.lastPathComponent.dropLast(suffix.count))
        var name = stem + ".transition.swift"
        if taken.contains(name) {
            let folders = spec.deletingLastPathComponent().pathComponents.dropFirst(root.count).joined(separator: "_")
            name = (folders.isEmpty ? "" : folders + "_") + name
            var n = 2
            let base = name
            while taken.contains(name) { name = "\(n)_" + base; n += 1 }
        }
        taken.insert(name)
        return name
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for an Xcode project's target (Xcode only: this module exists nowhere else).
extension TransitionCompilerPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter(Self.isSpec)
        return try Self.commands(for: specs, transc: context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
