import Testing
@testable import TransitionCompiler

@Test func smokeComposes() {
    let r = root("a: 1\nb: [x, y]\n")
    #expect(r?.mapping?.count == 2)
    #expect(value(r, "b")?.sequence?.count == 2)
}
