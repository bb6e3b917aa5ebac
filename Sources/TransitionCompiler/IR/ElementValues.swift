/// Per-element values of a list's track (Docs/LANGUAGE.md, "Per-element values"): in the values
/// and the `order` of a track over a list, `index` is the element's place in the list (from 0),
/// `count` the list's length, `LIST.center` (`frame`, `bounds`, `width`, `height`, and their
/// members) the element's own geometry in container space, and `random(lo, hi)` a number drawn for
/// the element. Both backends compute each element's value from the same expression with the
/// element substituted (`forElement`), and the same generator (`ElementRandom`).
public enum ElementValue: String, Sendable {
    case index, count
}

/// The numbers `random(lo, hi)` draws: one SplitMix64 step (Steele, Lea and Flood, "Fast
/// splittable pseudorandom number generators", OOPSLA 2014) on a state made of the call's seed
/// and the element's index, so an element's number depends on nothing else (not on the order of
/// evaluation, nor on the other elements). Written out the same in the emitted code
/// (`elementRandom(seed:index:)`):
///
///     state = seed << 32 | UInt32(index)
///     z = state &+ 0x9E3779B97F4A7C15
///     z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
///     z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
///     z = z ^ (z >> 31)
///     unit = Double(z >> 11) × 2⁻⁵³              in [0, 1), 53 bits, exact in a Double
///     value = lo + (hi − lo) × unit
public enum ElementRandom {
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15
    public static let mix1: UInt64 = 0xBF58_476D_1CE4_E5B9
    public static let mix2: UInt64 = 0x94D0_49BB_1331_11EB

    /// The element's number in [0, 1).
    public static func unit(seed: UInt32, index: Int) -> Double {
        var z = (UInt64(seed) << 32 | UInt64(UInt32(truncatingIfNeeded: index))) &+ increment
        z = (z ^ (z >> 30)) &* mix1
        z = (z ^ (z >> 27)) &* mix2
        z = z ^ (z >> 31)
        return Double(z >> 11) * 0x1p-53
    }

    /// The seed of a `random` call written without `seed:`: from its place in the file (line and
    /// column), so two calls draw different numbers and a file always draws the same ones.
    public static func defaultSeed(line: Int, column: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: max(0, line) &* 1000 &+ max(0, column))
    }

    /// The largest seed `seed:` takes.
    public static let maxSeed = Double(UInt32.max)
}

extension Expr {
    /// Whether the value differs per element of a list: it reads `index`, `count`, `random`, or
    /// the element's own geometry (`list`'s reads).
    public func usesElementValues(of list: ViewID) -> Bool {
        contains { e in
            switch e.kind {
            case .element, .random: return true
            case .view(let id, _): return id == list
            default: return false
            }
        }
    }

    /// The expression one element of `list` has: `index` and `count` as numbers, the list's reads
    /// as the element's, `random(lo, hi)` as `lo + (hi − lo) × unit` with the element's unit.
    public func forElement(of list: ViewID, element: ViewID, index: Int, count: Int) -> Expr {
        rewritten { e in
            switch e.kind {
            case .element(.index): return Expr(.number(Double(index)), e.type, e.range)
            case .element(.count): return Expr(.number(Double(count)), e.type, e.range)
            case .view(list, let value): return Expr(.view(element, value), e.type, e.range)
            case .random(let seed, let lo, let hi):
                let l = lo.forElement(of: list, element: element, index: index, count: count)
                let h = hi.forElement(of: list, element: element, index: index, count: count)
                let unit = Expr(.number(ElementRandom.unit(seed: seed, index: index)), .number, e.range)
                let span = Expr(.binary(.subtract, h, l), e.type, e.range)
                return Expr(.binary(.add, l, Expr(.binary(.multiply, span, unit), e.type, e.range)), e.type, e.range)
            default: return nil
            }
        }
    }
}
