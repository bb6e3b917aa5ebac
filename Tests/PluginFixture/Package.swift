// swift-tools-version:6.0
// A package that uses transc the way an app does: it depends on the repository by path and
// applies the build plugin to a target holding two specs. Scripts/plugin-e2e builds it (in its
// own scratch directory) and checks what the plugin generated; see Docs/BUILD-PLUGIN.md.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.iOS(.v15)],
    dependencies: [
        .package(name: "transc", path: "../.."),
    ],
    targets: [
        .target(
            name: "Transitions",
            plugins: [.plugin(name: "TransitionCompilerPlugin", package: "transc")]
        ),
    ]
)
