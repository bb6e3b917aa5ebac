// swift-tools-version:6.0
// transc: a compiler for a declarative language of view-controller transitions.
// One folder per pipeline stage; see Docs/ARCHITECTURE.md for the picture.
import PackageDescription

// The YAML parser is libyaml. Linux takes the system's (Debian: libyaml-dev), as it always has.
// Apple's systems ship no libyaml, and Xcode runs no Homebrew pkg-config for a package's build,
// so there transc takes the copy of libyaml that Yams carries (its `CYaml` module, the same C
// API), and the build plugin builds in Xcode with nothing installed (Docs/BUILD-PLUGIN.md).
// TRANSC_VENDORED_YAML=1 makes a Linux build take Yams's copy too: how that path is tested here.
// Give it its own scratch path (`--scratch-path .build-vendored`): SwiftPM keeps one evaluation of
// a manifest per path, and once, right after a vendored build, a package depending on this one by
// path (Tests/PluginFixture) failed with "no such module 'CYaml'" and built on the next try.
let vendoredYAML = Context.environment["TRANSC_VENDORED_YAML"] == "1"
let systemYAMLPlatforms: [Platform] = [.linux, .android, .openbsd]
// Apple's systems, and Windows, which ships no libyaml either.
let vendoredYAMLPlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst, .windows]
// (A condition with no platform is no condition at all: each choice names its platforms.)
let yaml: [Target.Dependency] = vendoredYAML
    ? [.product(name: "Yams", package: "Yams")]
    : [.target(name: "CYAML", condition: .when(platforms: systemYAMLPlatforms)),
       .product(name: "Yams", package: "Yams", condition: .when(platforms: vendoredYAMLPlatforms))]
let yamlSettings: [SwiftSetting] = vendoredYAML ? [] : [.define("TRANSC_SYSTEM_LIBYAML", .when(platforms: systemYAMLPlatforms))]

let package = Package(
    name: "transc",
    products: [
        .executable(name: "transc", targets: ["transc"]),
        .library(name: "AnimatorCore", targets: ["AnimatorCore"]),
        .library(name: "TransitionCompiler", targets: ["TransitionCompiler"]),
        // Apply to an app target: its *.transition.yaml compile into Swift at build time (Docs/BUILD-PLUGIN.md).
        .plugin(name: "TransitionCompilerPlugin", targets: ["TransitionCompilerPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // libyaml for Apple's systems (see `yaml` above); not built on Linux.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The system libyaml (Debian: libyaml-dev).
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // A portable animation runtime with UIViewPropertyAnimator semantics. Knows nothing of YAML or the IR.
        .target(name: "AnimatorCore"),
        // YAML -> located nodes -> Spec -> checked IR, with diagnostics.
        // Depends on AnimatorCore only for spring physics: a spring's settling time is the track's duration.
        .target(name: "TransitionCompiler", dependencies: yaml + ["AnimatorCore"], swiftSettings: yamlSettings),
        // IR -> UIKit Swift source (structured Swift, one renderer).
        .target(name: "SwiftEmitter", dependencies: ["TransitionCompiler"]),
        // IR -> a dependency-free ES module playing the spec with Web Animations (Docs/EMIT-WEB.md).
        .target(name: "WebEmitter", dependencies: ["TransitionCompiler", "AnimatorCore"]),
        // IR -> AnimatorCore -> Timeline -> table | JSON | CSV | SVG | HTML | PNG.
        .target(name: "TransitionPreview", dependencies: ["TransitionCompiler", "AnimatorCore"]),
        // The command line.
        .executableTarget(name: "transc", dependencies: [
            "TransitionCompiler", "SwiftEmitter", "WebEmitter", "TransitionPreview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The build-tool plugin: runs `transc emit-swift` on each spec of the target it is applied to.
        .plugin(name: "TransitionCompilerPlugin", capability: .buildTool(), dependencies: ["transc"]),
        // Benchmarks that print figures (run with -c release); never timed assertions in tests.
        .executableTarget(name: "transc-bench", dependencies: [
            "AnimatorCore", "TransitionCompiler", "TransitionPreview", "CAllocCounter",
        ] + yaml, swiftSettings: yamlSettings),
        // Benchmark-only: counts heap allocations by interposing malloc & co. (glibc).
        .target(name: "CAllocCounter"),
        // Test-only: the UIKit signatures emitted code uses, with behaviour on AnimatorCore.
        // Importable as `import UIKit`, so the emitted goldens compile unchanged on Linux.
        .target(name: "UIKit", dependencies: ["AnimatorCore"], path: "Tests/UIKitMirror"),
        // The checked-in emit-swift goldens (one per example), type-checked against the mirror.
        .target(name: "EmittedExamples", dependencies: ["UIKit"], path: "Tests/EmittedExamples"),

        .testTarget(name: "AnimatorCoreTests", dependencies: ["AnimatorCore"], resources: []),
        .testTarget(name: "YAMLTests", dependencies: ["TransitionCompiler"]),
        .testTarget(name: "CompilerTests", dependencies: ["TransitionCompiler"], exclude: ["Fixtures", "Goldens"]),
        .testTarget(name: "EmitTests", dependencies: ["SwiftEmitter", "TransitionCompiler", "UIKit", "EmittedExamples"]),
        .testTarget(name: "PreviewTests", dependencies: ["TransitionPreview", "TransitionCompiler", "AnimatorCore"], exclude: ["Goldens"]),
        .testTarget(name: "RenderTests", dependencies: ["TransitionPreview", "TransitionCompiler", "WebEmitter", "AnimatorCore"]),
        .testTarget(name: "DifferentialTests", dependencies: ["UIKit", "TransitionPreview", "TransitionCompiler", "AnimatorCore", "EmittedExamples"]),
        .testTarget(name: "CLITests", dependencies: ["transc"]),
    ]
)
