import Foundation
import Testing

/// What a reviewer of the generated code would ask for, checked on every example's output.
@Suite struct PolishTests {
    @Test(arguments: EmitSupport.examples)
    func exactColoursAreUIKitConstants(_ example: String) throws {
        let swift = try EmitSupport.emit(example)
        for components in ["red: 0, green: 0, blue: 0, alpha: 1", "red: 1, green: 1, blue: 1, alpha: 1", "red: 0, green: 0, blue: 0, alpha: 0"] {
            #expect(!swift.contains("UIColor(\(components))"), "\(example): UIColor(\(components)) instead of its constant")
        }
    }

    @Test func constantsAreUsed() throws {
        #expect(try EmitSupport.emit("tab-slide").contains("flashView.backgroundColor = UIColor.white"))
        #expect(try EmitSupport.emit("card").contains("dimmingView.backgroundColor = UIColor.black"))
        let shimmer = try EmitSupport.emit("skeleton-shimmer")
        #expect(shimmer.contains("skeletonView.backgroundColor = UIColor.gray"))
        #expect(shimmer.contains("shineView.backgroundColor = UIColor.lightGray"))
    }

    /// `let v = UIView(frame: containerView.bounds)` is not followed by `v.frame = containerView.bounds`.
    @Test(arguments: EmitSupport.examples)
    func noRedundantOverlayFrame(_ example: String) throws {
        let lines = try EmitSupport.emit(example).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for (line, next) in zip(lines, lines.dropFirst()) where line.hasSuffix(" = UIView(frame: containerView.bounds)") {
            let name = line.dropFirst("let ".count).prefix { $0 != " " }
            #expect(next != "\(name).frame = containerView.bounds", "\(example): \(name)'s frame is set twice")
        }
    }
}
