/// Name helpers: "did you mean" suggestions and Swift identifier validity.
enum Names {
    /// The closest candidate by edit distance, if it is close enough to be a likely typo.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let lower = name.lowercased()
        // One- and two-letter names are too short for a guess to mean anything.
        if lower.count < 3 { return candidates.first { $0.lowercased() == lower } }
        var best: (String, Int)?
        for candidate in candidates {
            let d = editDistance(lower, candidate.lowercased(), limit: 3)
            if d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        guard let (candidate, distance) = best else { return nil }
        // As Swift's own typo correction: about one edit per three letters (alfa → alpha).
        let allowed = max(1, min(3, (candidate.count + 2) / 3))
        return distance <= allowed ? candidate : nil
    }

    /// Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    static func editDistance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int {
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.count > 64 || y.count > 64 { return x == y ? 0 : limit + 1 }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        // Three rows (the one before the previous, for swaps) in one stack buffer: a printed
        // suggestion may compare a name with thousands of candidates, without a heap allocation each.
        let width = y.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { row in
            var (beforePrevious, previous, current) = (0, width, 2 * width)
            for j in 0..<width { row[beforePrevious + j] = 0; row[previous + j] = j }
            for i in 1...x.count {
                row[current] = i
                var rowMin = i
                for j in 1...y.count {
                    let cost = x[i - 1] == y[j - 1] ? 0 : 1
                    var d = min(row[previous + j] + 1, row[current + j - 1] + 1, row[previous + j - 1] + cost)
                    // A swap of two neighbours (dealy/delay) counts as one edit.
                    if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d = min(d, row[beforePrevious + j - 2] + 1) }
                    row[current + j] = d
                    rowMin = min(rowMin, d)
                }
                if rowMin > limit { return limit + 1 }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return row[previous + y.count]
        }
    }

    /// The characters of a name as bits (scalar value mod 64). A name with more than `limit`
    /// bits the other lacks is more than `limit` edits away (each edit brings in or takes away
    /// at most one character): a cheap test before the distance.
    static func characterMask(_ s: [Unicode.Scalar]) -> UInt64 {
        s.reduce(0) { $0 | (1 << UInt64($1.value % 64)) }
    }

    /// Whether `name` can be used as a Swift identifier (ASCII letters, digits and underscores,
    /// not starting with a digit). Keywords are allowed: the emitter escapes them.
    static func isSwiftIdentifier(_ name: String) -> Bool {
        // Read as UTF-8 in place: every character allowed is ASCII, so a byte past 127 (part of
        // any other scalar) fails it as that scalar would, and a name that passes has as many
        // scalars as bytes (counting the scalars of each view name walked it, issue 17).
        var name = name
        return name.withUTF8 { bytes in
            func letter(_ c: UInt8) -> Bool { (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 }
            guard let first = bytes.first, bytes.count <= 128 else { return false }
            return letter(first) && bytes.allSatisfy { letter($0) || ($0 >= 48 && $0 <= 57) }
        }
    }

    /// A name as shown inside a message: control characters escaped, long names shortened.
    static func printable(_ name: String) -> String {
        var out = ""
        for c in name.unicodeScalars.prefix(60) {
            if c.value < 0x20 || c.value == 0x7F { out += "\\u{\(String(c.value, radix: 16))}" } else { out.unicodeScalars.append(c) }
        }
        if name.unicodeScalars.count > 60 { out += "…" }
        return out
    }

    /// Members a view controller already has (UIViewController, UIResponder, NSObject). A
    /// provided view becomes a requirement `var name: UIView { get }` of a protocol refined from
    /// UIViewController, so one of these names could never be satisfied.
    static let viewControllerMembers: Set<String> = [
        "view", "viewIfLoaded", "isViewLoaded", "title", "navigationItem", "navigationController",
        "tabBarController", "tabBarItem", "splitViewController", "presentationController",
        "popoverPresentationController", "sheetPresentationController", "presentingViewController",
        "presentedViewController", "parent", "children", "traitCollection", "preferredContentSize",
        "modalPresentationStyle", "modalTransitionStyle", "transitioningDelegate", "transitionCoordinator",
        "definesPresentationContext", "storyboard", "nibName", "nibBundle", "toolbarItems",
        "hidesBottomBarWhenPushed", "editButtonItem", "isEditing", "additionalSafeAreaInsets",
        "edgesForExtendedLayout", "restorationIdentifier", "userActivity", "next", "undoManager",
        "inputView", "inputAccessoryView", "keyCommands", "isFirstResponder", "loadView", "viewDidLoad",
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "present", "dismiss", "show", "addChild", "removeFromParent", "prepare",
        "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent",
        "description", "debugDescription", "hash", "hashValue", "superclass", "isEqual", "copy",
    ]
}
