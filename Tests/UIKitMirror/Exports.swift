// The test-only UIKit mirror: the UIKit signatures emitted code uses, importable as `import UIKit`
// so the emit-swift goldens type-check unchanged on Linux. Signatures follow
// the UIKit SDK headers (same names, labels, optionality and enum cases; the real iPhoneOS SDK checks them: Scripts/ios-typecheck).
// Objective-C optional requirements are requirements with protocol-extension defaults.
// Behaviour runs on AnimatorCore (World.swift): see Docs/DIFFERENTIAL-TESTING.md.
@_exported import Foundation
