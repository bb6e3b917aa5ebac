// The test-only UIKit mirror: the UIKit signatures emitted code uses, importable as `import UIKit`
// so the emit-swift goldens type-check unchanged on Linux. Signatures follow
// /work/shared/reference/uikit-api.md (same names, labels, optionality and enum cases).
// Objective-C optional requirements are requirements with protocol-extension defaults.
// Behaviour runs on AnimatorCore (World.swift): see Docs/DIFFERENTIAL-TESTING.md.
@_exported import Foundation
