import Foundation
import Testing
import SwiftEmitter
import TransitionCompiler

/// One support copy per target (issue 33 item 2): each spec's file without the shared support
/// (`--support external`) and one file with it for every spec of the target (`--support only`)
/// compile together as one module, and the support is written once.
@Suite struct SupportPlacementTests {
    static let target = ["card", "photo-zoom", "tab-slide", "circular-reveal", "grid-cascade", "shadow-push", "card-flip", "sidebar"]

    @Test func theTargetsFilesCompileTogetherWithOneSupportCopy() throws {
        var files: [(name: String, source: String)] = []
        var all: [TransitionIR] = []
        for name in Self.target {
            let irs = try EmitSupport.compile(name)
            all += irs
            let text = Emitter.emit(irs, sourcePath: name + ".yaml", options: EmitOptions(support: .external))
            #expect(!text.contains("MARK: - Shared"), "\(name): the shared support is left out")
            #expect(!text.contains("class CoordinatedAnimatorGroup"), "\(name)")
            files.append((name, text))
        }
        let support = Emitter.emit(all, sourcePath: Self.target.map { $0 + ".yaml" }.joined(separator: ", "), options: EmitOptions(support: .only))
        #expect(support.components(separatedBy: "final class CoordinatedAnimatorGroup").count == 2, "declared once")
        #expect(!support.contains("private final class CoordinatedAnimatorGroup"), "internal: the target's other files reach it")
        for irs in Self.target {
            #expect(!support.contains("final class \(irs)"), "no transition's own types")
        }
        files.append(("TransitionSupport", support))
        let appClasses = try String(contentsOf: EmitSupport.packageRoot.appendingPathComponent("Tests/EmittedExamples/AppClasses.swift"), encoding: .utf8)
        files.append(("AppClasses", appClasses))
        let (status, output) = try EmitSupport.typecheck(files: files)
        #expect(status == 0, "\(output.prefix(3000))")
        // The same transitions, one file each standing alone, compile together too (private copies).
        let alone = try Self.target.map { ($0, try EmitSupport.emit($0)) } + [("AppClasses", appClasses)]
        let (aloneStatus, aloneOutput) = try EmitSupport.typecheck(files: alone)
        #expect(aloneStatus == 0, "\(aloneOutput.prefix(2000))")
        let lines = { (texts: [String]) in texts.reduce(0) { $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count } }
        let before = lines(alone.dropLast().map(\.1)), after = lines(files.dropLast().map(\.source))
        #expect(after < before, "one support copy: \(after) lines against \(before)")
        print("SupportPlacementTests: \(Self.target.count) specs in one target: \(before) lines with a copy each, \(after) with one support file")
    }
}
