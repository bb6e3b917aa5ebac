import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The table and the CSV show every property that changes (issue 31 item 1): a mask-only reveal,
/// blur, shadows and borders, and a 3-D transform as 3-D (not its affine part: a card edge-on
/// read `scale(0,1)`).
@Suite struct EveryPropertyTableTests {
    func table(_ name: String, _ op: TransitionCompiler.Operation) throws -> String {
        TimelineTable.render(try Interpreter.run(try example(name), options: RunOptions(operation: op)), width: 400)
    }

    @Test func aMaskOnlyRevealHasColumns() throws {
        let t = try table("circular-reveal", .push)
        #expect(!t.contains("(no view property changes)"), "\(t)")
        #expect(t.contains(".mask"), "\(t)")
        #expect(t.contains("circle("), "\(t)")
    }

    @Test func blurShadowAndBorder() throws {
        let frosted = try table("frosted-push", .push)
        #expect(frosted.contains("frost.blur"), "\(frosted)")
        let shadow = try table("shadow-push", .push)
        #expect(shadow.contains(".shadow"), "\(shadow)")
        #expect(shadow.contains(".border"), "\(shadow)")
    }

    @Test func threeDIsShownAsThreeD() throws {
        let t = try table("card-flip", .push)
        #expect(t.contains("rotateY(90°)") || t.contains("rotateY(-90°)"), "\(t)")
        #expect(t.contains("perspective(1000)"), "\(t)")
        #expect(!t.contains("scale(0,1)"), "\(t)")
    }

    @Test func theCSVCarriesThemToo() throws {
        let header = TimelineCSV.header.split(separator: ",").map(String.init)
        for column in ["transform3D", "maskX", "maskY", "maskWidth", "maskHeight", "maskCornerRadius", "blur",
                       "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffsetX", "shadowOffsetY", "borderWidth", "borderColor"] {
            #expect(header.contains(column), "\(column)")
        }
        let csv = TimelineCSV.render(try Interpreter.run(try example("circular-reveal"), options: RunOptions(operation: .push)))
        let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let maskWidth = try #require(header.firstIndex(of: "maskWidth"))
        #expect(Set(rows.compactMap { $0.count > maskWidth ? $0[maskWidth] : nil }.filter { !$0.isEmpty }).count > 2, "the mask grows")
    }
}
