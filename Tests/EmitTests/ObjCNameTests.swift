import Foundation
import Testing

/// What the UIKit mirror cannot see: Objective-C names. On Apple's platforms every member of an
/// `NSObject` subclass has an Objective-C name, and a member whose name is the Objective-C name of
/// a requirement of an adopted UIKit protocol is matched to that requirement, whatever its Swift
/// name or access. `private var reversed` in the generated group matched UIViewAnimating's
/// `reversed` (getter `isReversed`) and no generated file compiled against the real SDK (issue 19).
/// These tests keep the generated classes clear of such names and the mirror's protocols equal to
/// the SDK's (UIKitRequirements.swift holds the SDK's declarations and says where they come from).
@Suite struct ObjCNameTests {
    /// A member declared directly in a generated class (4-space indented: the renderer's layout).
    struct Member: CustomStringConvertible {
        let className: String, name: String, line: String
        var isPrivate: Bool {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            return words.contains("private") || words.contains("fileprivate")
        }
        var isOverride: Bool { line.contains("override ") }
        var description: String { "\(className).\(name): \(line.trimmingCharacters(in: .whitespaces))" }
    }

    /// Each class of a generated file with its supertypes and members.
    static func classes(in source: String) -> [(name: String, supertypes: [String], members: [Member])] {
        var result: [(name: String, supertypes: [String], members: [Member])] = []
        let header = try! Regex(#"^(?:\w+ )*class (\w+): ([^{]+)\{"#)
        let member = try! Regex(#"^    (?:@\w+ )*(?:(?:private\(set\)|private|fileprivate|public|internal|open|override|final|static|lazy|weak|nonisolated) )*(?:var|let|func) ([A-Za-z_]\w*)"#)
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let m = line.firstMatch(of: header) {
                let supertypes = m.output[2].substring!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                result.append((String(m.output[1].substring!), supertypes, []))
            } else if line == "}" {
                continue
            } else if let m = line.firstMatch(of: member), !result.isEmpty {
                result[result.count - 1].members.append(Member(className: result[result.count - 1].name,
                                                                name: String(m.output[1].substring!), line: line))
            }
        }
        return result
    }

    /// The members that would take a UIKit requirement's Objective-C name without being its
    /// implementation: a different Swift name (`reversed` for `isReversed`), or the requirement's
    /// own name declared private.
    static func clashes(in source: String) -> [String] {
        var found: [String] = []
        for type in classes(in: source) {
            let adopted = uikitProtocolRequirements.filter { type.supertypes.contains($0.owner) || adoptsParent($0.owner, type.supertypes) }
            let objcNames = Set(adopted.flatMap(\.objc)).union(adopted.isEmpty ? [] : uikitPropertyAnimatorNames)
            let swiftNames = Set(adopted.compactMap { $0.swift.map(baseName) })
            for member in type.members {
                if objcNames.contains(member.name), !swiftNames.contains(member.name) {
                    found.append("\(member) takes the Objective-C name of a requirement of \(type.supertypes.joined(separator: ", "))")
                } else if swiftNames.contains(member.name), member.isPrivate {
                    found.append("\(member) implements a requirement of \(type.supertypes.joined(separator: ", ")) but is private")
                }
                if type.supertypes.contains("UIPresentationController"),
                   uikitPresentationControllerMembers.contains(member.name), !member.isOverride {
                    found.append("\(member) has the name of a UIPresentationController member but does not override it")
                }
            }
        }
        return found
    }

    /// UIViewImplicitlyAnimating refines UIViewAnimating: adopting it adopts both.
    static func adoptsParent(_ owner: String, _ supertypes: [String]) -> Bool {
        owner == "UIViewAnimating" && supertypes.contains("UIViewImplicitlyAnimating")
    }

    static func baseName(_ swift: String) -> String {
        let words = swift.split(whereSeparator: { " (:".contains($0) })
        return String(words[1])
    }

    @Test(arguments: EmitSupport.examples)
    func generatedClassesKeepClearOfObjectiveCNames(_ example: String) throws {
        for source in [try EmitSupport.emit(example), try EmitSupport.emit(example, access: .public)] {
            let found = Self.clashes(in: source)
            #expect(found.isEmpty, "\(example): \(found.joined(separator: "; "))")
        }
    }

    /// The guard finds the defect it exists for (the pre-fix group's stored property).
    @Test func guardFindsTheReversedClash() {
        let source = """
        private final class CoordinatedAnimatorGroup: NSObject, UIViewImplicitlyAnimating {
            private var reversed = false
            private(set) var state: UIViewAnimatingState = .inactive
            private func startAnimation() {}
        }
        final class SheetPresentationController: UIPresentationController {
            private var containerView: UIView?
        }
        """
        let found = Self.clashes(in: source)
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.hasPrefix("CoordinatedAnimatorGroup.reversed") })
        #expect(found.contains { $0.hasPrefix("CoordinatedAnimatorGroup.startAnimation") && $0.hasSuffix("is private") })
        #expect(found.contains { $0.hasPrefix("SheetPresentationController.containerView") })
    }

    // MARK: - The mirror declares what the SDK declares

    static let mirrorSources: String = {
        let dir = EmitSupport.packageRoot.appendingPathComponent("Tests/UIKitMirror")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.sorted().filter { $0.hasSuffix(".swift") }
            .compactMap { try? String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }()

    /// A protocol of the mirror: whether it is @MainActor, its requirements (normalised lines),
    /// and the members its extensions give defaults for (the mirror's spelling of ObjC `optional`).
    static func mirrorProtocol(_ name: String) -> (mainActor: Bool, requirements: [String], defaults: [String])? {
        let lines = mirrorSources.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("public protocol \(name):") || $0.hasPrefix("public protocol \(name) ") })
        else { return nil }
        let mainActor = start > 0 && lines[start - 1].trimmingCharacters(in: .whitespaces) == "@MainActor"
        let body = lines[(start + 1)...].prefix { $0 != "}" }.map(normalise).filter { !$0.isEmpty && !$0.hasPrefix("///") }
        var defaults: [String] = []
        for (i, line) in lines.enumerated() where line == "extension \(name) {" {
            for member in lines[(i + 1)...].prefix(while: { $0 != "}" }) {
                let text = normalise(member).replacingOccurrences(of: "public ", with: "")
                if text.hasPrefix("func ") || text.hasPrefix("var ") { defaults.append(text) }
            }
        }
        return (mainActor, body, defaults)
    }

    static func normalise(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    @Test func mirrorDeclaresEachRequirementAsTheSDKDoes() throws {
        for owner in Set(uikitProtocolRequirements.map(\.owner)).sorted() {
            let sdk = uikitProtocolRequirements.filter { $0.owner == owner }
            let modelled = sdk.compactMap(\.swift)
            guard let mirror = Self.mirrorProtocol(owner) else {
                #expect(modelled.isEmpty, "the mirror has no protocol \(owner), which generated code uses")
                continue
            }
            #expect(mirror.mainActor, "\(owner) is NS_SWIFT_UI_ACTOR in the SDK: the mirror must declare it @MainActor")
            for requirement in sdk {
                guard let swift = requirement.swift else { continue }
                #expect(mirror.requirements.contains(swift), "the mirror's \(owner) lacks, or spells differently, the SDK's `\(swift)`")
                // An ObjC optional is a requirement with a default in the mirror; a required one has none.
                let defaulted = mirror.defaults.contains { $0.hasPrefix(swift.replacingOccurrences(of: " { get }", with: "")) }
                #expect(defaulted == requirement.optional,
                        "\(owner): `\(swift)` is \(requirement.optional ? "optional" : "required") in the SDK but \(defaulted ? "has" : "has no") default in the mirror")
            }
            for line in mirror.requirements where line.hasPrefix("func ") || line.hasPrefix("var ") {
                #expect(modelled.contains(line), "the mirror's \(owner) declares `\(line)`, which the SDK's table does not list")
            }
        }
    }

    // MARK: - Against a real SDK, where one is at hand

    /// A conformer per protocol implementing each modelled requirement with the table's spelling.
    /// Against a real SDK with warnings as errors, a misspelt optional requirement (a "near miss")
    /// fails as surely as a missing required one.
    static func sdkProbe() -> String {
        var text = "import UIKit\n"
        for owner in Set(uikitProtocolRequirements.map(\.owner)).sorted() where owner != "UIGestureRecognizerDelegate" {
            text += "\n@MainActor final class Probe\(owner): NSObject, \(owner) {\n"
            for requirement in uikitProtocolRequirements where requirement.owner == owner || (owner == "UIViewImplicitlyAnimating" && requirement.owner == "UIViewAnimating") {
                guard let swift = requirement.swift else { continue }
                let body = swift.hasPrefix("var ")
                    ? swift.replacingOccurrences(of: "{ get set }", with: "{ get { fatalError() } set {} }").replacingOccurrences(of: "{ get }", with: "{ fatalError() }")
                    : swift + " { fatalError() }"
                text += "    \(body)\n"
            }
            text += "}\n"
        }
        return text
    }

    @Test func requirementsTypeCheckAgainstARealSDK() throws {
        guard let sdk = ProcessInfo.processInfo.environment["IOS_SDK"], !sdk.isEmpty else {
            // No SDK can be downloaded in CI; the mirror checks above still run. With one:
            // IOS_SDK=PATH swift test --filter ObjCNameTests
            return
        }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("UIKitRequirementsProbe.swift")
        try Data(Self.sdkProbe().utf8).write(to: probe)
        let process = Process()
        process.executableURL = EmitSupport.packageRoot.appendingPathComponent("Scripts/ios-typecheck")
        process.arguments = ["--sdk", sdk, "--modes", "6", "--stubs", "", "--warnings-as-errors", probe.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && output.contains(": ok"), "the SDK rejects the table's declarations:\n\(output)")
    }

    /// Without an SDK (CI: none can be downloaded) the script says how to get one and exits 0.
    @Test func realSDKCheckSkipsWithoutAnSDK() throws {
        let process = Process()
        process.executableURL = EmitSupport.packageRoot.appendingPathComponent("Scripts/ios-typecheck")
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "IOS_SDK" }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.hasPrefix("ios-typecheck: skipped") && output.contains("../shared/ios-sdk/README.md"), "\(output)")
    }
}
