import Foundation
import Testing

/// The accessibility API the generated code uses (issue 14), as the iPhoneOS 17.0 SDK declares it
/// (UIAccessibility.h; UIKit puts these on NSObject, the mirror on the classes the generated code
/// touches) and as the mirror must spell it. The goldens themselves are type-checked against the
/// SDK by Scripts/ios-typecheck; this table pins the mirror's spelling to the header's.
struct AccessibilityRequirement {
    /// A line of the SDK header, whitespace-normalised, that declares it.
    let header: String
    /// The mirror's declaration, whitespace-normalised.
    let mirror: String
}

let accessibilityRequirements: [AccessibilityRequirement] = [
    .init(header: "UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void) API_AVAILABLE(ios(8.0));",
          mirror: "public static var isReduceMotionEnabled: Bool {"),
    .init(header: "@property (nonatomic) BOOL accessibilityViewIsModal API_AVAILABLE(ios(5.0));",
          mirror: "open var accessibilityViewIsModal = false"),
    .init(header: "@property (nullable, nonatomic, copy) AXBoolReturnBlock accessibilityPerformEscapeBlock API_AVAILABLE(ios(17.0), tvos(17.0));",
          mirror: "open var accessibilityPerformEscapeBlock: AXBoolReturnBlock?"),
    .init(header: "typedef BOOL (^AXBoolReturnBlock)(void);", mirror: "public typealias AXBoolReturnBlock = () -> Bool"),
    .init(header: "- (BOOL)accessibilityPerformEscape API_AVAILABLE(ios(5.0));",
          mirror: "open func accessibilityPerformEscape() -> Bool { false }"),
]

@Suite struct AccessibilityRequirementTests {
    static func normalise(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    @Test func theMirrorDeclaresEachAsTheTableSays() {
        let lines = Set(ObjCNameTests.mirrorSources.split(separator: "\n").map { Self.normalise(String($0)) })
        for r in accessibilityRequirements {
            #expect(lines.contains(r.mirror), "the mirror lacks `\(r.mirror)`")
        }
    }

    /// With the SDK at hand (IOS_SDK=PATH), the header declares each exactly so.
    @Test func theSDKHeaderDeclaresEach() throws {
        guard let sdk = ProcessInfo.processInfo.environment["IOS_SDK"], !sdk.isEmpty else { return }
        let header = URL(fileURLWithPath: sdk).appendingPathComponent("System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h")
        let lines = Set(try String(contentsOf: header, encoding: .utf8).split(separator: "\n").map { Self.normalise(String($0)) })
        for r in accessibilityRequirements {
            #expect(lines.contains(r.header), "UIAccessibility.h does not declare `\(r.header)`")
        }
    }
}
