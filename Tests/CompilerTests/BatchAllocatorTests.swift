import Testing
import TransitionCompiler

/// `transc` asks glibc to keep freed memory (BatchAllocator). mallopt refuses a setting silently,
/// by returning 0, and a missed lookup does nothing: either leaves the binary on glibc's defaults
/// with no other sign than a slower benchmark.
@Suite struct BatchAllocatorTests {
    @Test func glibcTakesBothSettings() {
        #if os(Linux) && canImport(Glibc)
        #expect(BatchAllocator.keepFreedMemory(), "glibc refused a setting, or mallopt was not found")
        #endif
    }
}
