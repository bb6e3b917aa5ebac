import Foundation
import PackagePlugin

/// A build-tool plugin: every `*.transition.yaml` of the target it is applied to is compiled by
/// `transc emit-swift` into Swift in the plugin's work directory, which SwiftPM (or Xcode) then
/// compiles with the target's own sources; the support code the transitions share is written
/// once for the target (`TransitionSupport.swift`), and `transc-options.json` beside the sources
/// sets the access level. transc's diagnostics are `path:line:col: error: …`
/// lines with the spec's absolute path, so the build shows them at the spec's line; an error
/// fails the build, a warning does not. The generated file is wrapped in
/// `#if canImport(UIKit)` (`--can-import-guard`), so a target that also builds on Linux stays
/// buildable. See Docs/BUILD-PLUGIN.md.
@main
struct TransitionCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url)
        return Self.commands(for: files.filter(Self.isSpec), options: files.first(where: Self.isOptions),
                                 transc: try context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    static let suffix = ".transition.yaml"

    static func isSpec(_ url: URL) -> Bool { url.lastPathComponent.hasSuffix(suffix) }

    /// The target's options file (Docs/BUILD-PLUGIN.md, "Options"): `transc-options.json` beside
    /// its sources.
    static let optionsName = "transc-options.json"

    static func isOptions(_ url: URL) -> Bool { url.lastPathComponent == optionsName }

    /// The support file every spec's file shares (one copy per target).
    static let supportName = "TransitionSupport.transition.swift"

    /// One command per spec, `transc emit-swift --can-import-guard --support external SPEC -o
    /// WORK/NAME.transition.swift`, and one for the target's shared support, `--support only` over
    /// every spec (it also refuses two specs of one transition name: their types would clash).
    static func commands(for specs: [URL], options: URL?, transc: URL, workDirectory: URL) -> [Command] {
        guard !specs.isEmpty else { return [] }
        // transc reads the options file when each command runs (it is the commands' input): an
        // edit is seen at the next build, which would not be so if the plugin read it here.
        let extra = options.map { ["--options", $0.path] } ?? []
        let inputs = options.map { [$0] } ?? []
        // The support file's name is taken first: a spec of that name is told apart by its folder.
        var taken: Set<String> = [supportName]
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
                arguments: ["emit-swift", "--can-import-guard", "--support", "external"] + extra + [spec.path, "-o", output.path],
                inputFiles: [spec] + inputs,
                outputFiles: [output]
            )
        } + [support(for: ordered, extra: extra, inputs: inputs, transc: transc, workDirectory: workDirectory)]
    }

    static func support(for specs: [URL], extra: [String], inputs: [URL], transc: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appendingPathComponent(supportName)
        return .buildCommand(
            displayName: "Compiling the transitions' shared support",
            executable: transc,
            arguments: ["emit-swift", "--can-import-guard", "--support", "only"] + extra + specs.map(\.path) + ["-o", output.path],
            inputFiles: specs + inputs,
            outputFiles: [output]
        )
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
        let files = target.inputFiles.map(\.url)
        return Self.commands(for: files.filter(Self.isSpec), options: files.first(where: Self.isOptions),
                                 transc: try context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
