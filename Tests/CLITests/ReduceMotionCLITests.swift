import Foundation
import Testing

/// `transc run --reduce-motion` (issue 14).
extension CLITests {
    @Test func reduceMotionPlaysTheCrossfadeAndSaysSo() throws {
        let json = try run(["run", "Examples/photo-zoom.yaml", "--reduce-motion", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"reduceMotion\": true"))
        #expect(json.stdout.contains("Reduce Motion on: reduceMotion: crossfade plays"))
        // Without the flag the timeline keeps its form: no reduceMotion key.
        let plain = try run(["run", "Examples/photo-zoom.yaml", "--format", "json"])
        #expect(!plain.stdout.contains("reduceMotion"))
        // card-flip's pop is UIKit's own under Reduce Motion: nothing custom to run, exit 1.
        let system = try run(["run", "Examples/card-flip.yaml", "--op", "pop", "--reduce-motion"])
        #expect(system.status == 1)
        #expect(system.stderr.contains("with Reduce Motion on, 'pop' of transition 'CardFlip' is UIKit's default animation (reduceMotion: system)"))
    }
}
