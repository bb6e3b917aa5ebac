import Foundation
import Testing

/// `transc run --drag` and emit-swift's refusal of the continuous interaction (issue 30).
extension CLITests {
    @Test func dragPlaysAFingerPathAndShowsTheDecision() throws {
        let path = "0:0,0 0.1:10,60 0.2:20,160 0.201:up"
        let table = try run(["run", "Examples/photo-viewer.yaml", "--op", "dismiss", "--drag", path])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("drag: 3 samples, 1 touch, following photo"))
        #expect(table.stdout.contains("projected 0.376 + 499 pt ÷ 426 pt = 1.547; nearest resting place 1 → finish"), "\(table.stdout)")
        // Every sample's time has its row.
        for time in ["0.100", "0.200", "0.201"] { #expect(table.stdout.contains("\n" + time + " ") || table.stdout.contains("\n" + time), "\(time)") }
        let json = try run(["run", "Examples/photo-viewer.yaml", "--op", "dismiss", "--drag", path, "--format", "json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let interactive = try #require(object?["interactive"] as? [String: Any])
        let decisions = try #require(interactive["decisions"] as? [[String: Any]])
        let release = try #require(decisions.first { $0["kind"] as? String == "release" })
        #expect(release["restingPlace"] as? Double == 1)
        #expect(release["rule"] as? String == "project")
        #expect((interactive["drag"] as? [[String: Any]])?.last?["up"] as? Bool == true)
        let times = (object?["frames"] as? [[String: Any]])?.compactMap { $0["time"] as? Double } ?? []
        #expect(times.contains(0.201) && times.contains(0.1))
    }

    @Test func dragUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--drag", "0:0,0 0.1:0,10 0.05:up"], "times must increase"),
            (["--drag", "0:0,0 0.1:up", "--scrub", "0.5", "--release-velocity", "0"], "--drag and --scrub are two scenarios"),
            (["--drag", "0:zero"], "must be TIME:DX,DY"),
        ]
        for (args, message) in cases {
            let r = try run(["run", "Examples/photo-viewer.yaml", "--op", "dismiss"] + args)
            #expect(r.status == 64, "\(args)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        let scrub = try run(["run", "Examples/photo-viewer.yaml", "--op", "dismiss", "--scrub", "0.5", "--release-velocity", "0"])
        #expect(scrub.status == 1 && scrub.stderr.contains("give it a path with --drag"), "\(scrub.stderr)")
        let unlifted = try run(["run", "Examples/photo-viewer.yaml", "--op", "dismiss", "--drag", "0:0,0 0.1:0,50"])
        #expect(unlifted.status == 1 && unlifted.stderr.contains("must lift the finger"), "\(unlifted.stderr)")
    }

    /// The UIKit backend plays `detents`, `follow`, `resistance`, `interruptible` and the release
    /// rules (issue 30); keyframes on a followed view it refuses at the key, rather than emit
    /// code that plays something else.
    @Test func emitRefusesContinuousInteraction() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("transc-drag-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: out) }
        let sheet = try run(["emit-swift", "Examples/sheet-detents.yaml", "-o", out.path])
        #expect(sheet.status == 0 && !sheet.stderr.contains("interaction-not-emitted"), "\(sheet.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
        #expect(try run(["emit-swift", "Examples/photo-viewer.yaml"]).status == 0)
        #expect(try run(["emit-swift", "Examples/app-store-card.yaml"]).status == 0)
        #expect(try run(["emit-swift", "Examples/interruptible-zoom.yaml"]).status == 0)
        // Keyframes on a followed view are the preview's only: refused at its `follow` entry.
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("transc-follow-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: spec) }
        let photo = try String(contentsOfFile: "Examples/photo-viewer.yaml", encoding: .utf8)
            .replacingOccurrences(of: "    - view: backdrop\n      alpha: 0\n", with: "    - view: photo\n      keyframes:\n        - { at: 0.5, alpha: 0.5 }\n        - { at: 1, alpha: 1 }\n    - view: backdrop\n      alpha: 0\n")
        try photo.write(to: spec, atomically: true, encoding: .utf8)
        let keyframed = try run(["emit-swift", spec.path])
        #expect(keyframed.status == 1 && keyframed.stderr.contains(":53:9: error: the UIKit backend does not play keyframes or steps on a view that follows the finger yet"),
                "\(keyframed.stderr)")
        // An interaction with the percent-driven keys only, or a release rule, is emitted.
        #expect(try run(["emit-swift", "Tests/Regressions/projected-pop.yaml"]).status == 0)
        #expect(try run(["emit-swift", "Examples/interactive-pop.yaml"]).status == 0)
    }
}
