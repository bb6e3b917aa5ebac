import Testing
@testable import TransitionCompiler

/// Per-element values (issue 32, item 8): the generator both backends use, by its published
/// vector, and the substitution of an element's values.
@Suite struct ElementValueTests {
    /// SplitMix64 from the state 0 gives 0xE220A8397B1DCDAF first (the reference C code of
    /// Vigna's xoshiro page, splitmix64.c, seeded with 0): seed 0, index 0 is that state.
    @Test func theGeneratorIsSplitMix64() {
        #expect(ElementRandom.unit(seed: 0, index: 0) == Double(UInt64(0xE220_A839_7B1D_CDAF) >> 11) * 0x1p-53)
        // The state is seed × 2³² + index: seed 1 index 0 is not seed 0 index 1.
        #expect(ElementRandom.unit(seed: 1, index: 0) != ElementRandom.unit(seed: 0, index: 1))
        for i in 0..<1000 {
            let u = ElementRandom.unit(seed: 24037, index: i)
            #expect(u >= 0 && u < 1)
        }
    }

    @Test func anElementsValueIsTheExpressionWithItsOwnNumbers() {
        let r = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
        func n(_ v: Double) -> Expr { Expr(.number(v), .number, r) }
        let list = ViewID(3), element = ViewID(9)
        // index × 10 + count + random(2, 4) + list.width
        let e = Expr(.binary(.add, Expr(.binary(.add, Expr(.binary(.multiply, Expr(.element(.index), .number, r), n(10)), .number, r),
                                                 Expr(.element(.count), .number, r)), .number, r),
                             Expr(.binary(.add, Expr(.random(seed: 7, n(2), n(4)), .number, r), Expr(.view(list, .width), .number, r)), .number, r)),
                     .number, r)
        #expect(e.usesElementValues(of: list))
        #expect(!n(1).usesElementValues(of: list))
        let own = e.forElement(of: list, element: element, index: 3, count: 5)
        #expect(!own.usesElementValues(of: list))
        #expect(own.anyViewRead { id, value in id == element && value == .width })
        let u = ElementRandom.unit(seed: 7, index: 3)
        #expect(ConstantFolder.number(own, view: { _, _ in 100 }) == 3 * 10 + 5 + (2 + (4 - 2) * u) + 100)
    }
}
