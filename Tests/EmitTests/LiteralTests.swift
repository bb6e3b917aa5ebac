import Foundation
import Testing
@testable import SwiftEmitter

/// Numbers in the generated code are the decimals a reader expects (issue 29, item 13): a value
/// computed from the spec's decimals (a keyframe's `1 - 0.7`, a curve's `1 - 0.9`) carries the
/// binary arithmetic's last-bit noise, `0.30000000000000004`, where the author wrote 0.3. The
/// renderer writes such a value as the decimal of at most ten significant digits it is one or two
/// units in the last place from; any other value as the shortest decimal that reads back exactly
/// (spring settling times and colour components such as 99 / 255 are not round and stay exact).
@Suite struct LiteralTests {
    @Test func arithmeticNoiseIsWrittenAsTheShortDecimal() {
        #expect(SwiftRenderer.number(1 - 0.7) == "0.3")
        #expect(SwiftRenderer.number(0.1 * 6) == "0.6")
        #expect(SwiftRenderer.number(1 - 0.9) == "0.1")
        #expect(SwiftRenderer.number(0.2 + 0.1) == "0.3")
        #expect(SwiftRenderer.number(-(1 - 0.7)) == "-0.3")
    }

    @Test func otherValuesStayExact() {
        // π / 2, a third, a settling time: no short decimal within two units in the last place.
        for value in [Double.pi / 2, 1.0 / 3, 2.0 / 3, 99.0 / 255, 0.41666666666666663, 0.16666666666666669, 0.5833333333333334, 1e-7, 123.456] {
            #expect(Double(SwiftRenderer.number(value)) == value, "\(value) -> \(SwiftRenderer.number(value))")
        }
        #expect(SwiftRenderer.number(0.35) == "0.35")
        #expect(SwiftRenderer.number(2) == "2")
    }

    /// Every golden: no long literal that is a short decimal's noise.
    @Test(arguments: EmitSupport.examples + EmitSupport.regressions)
    func goldensHaveNoNoise(_ example: String) throws {
        let source = try EmitSupport.emit(example)
        let regex = try NSRegularExpression(pattern: "(?<![A-Za-z0-9_.])[0-9]+\\.[0-9]+(e[-+]?[0-9]+)?")
        let ns = source as NSString
        for match in regex.matches(in: source, range: NSRange(location: 0, length: ns.length)) {
            let text = ns.substring(with: match.range)
            guard let value = Double(text) else { continue }
            var near = [value.nextUp, value.nextDown, value.nextUp.nextUp, value.nextDown.nextDown]
            near.removeAll { String($0).filter(\.isNumber).count > 10 }
            #expect(near.isEmpty || text.filter(\.isNumber).count <= 10, "\(example): \(text) is \(near.first.map { "\($0)" } ?? "") in its last bits")
        }
    }
}
