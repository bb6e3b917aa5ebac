import CBatchMalloc
import Testing

/// `transc` asks glibc to keep freed memory (Sources/transc/BatchAllocator.swift). mallopt
/// refuses a setting silently, by returning 0, and a wrong preprocessor test compiles the call
/// out: both leave the binary on glibc's defaults with no other sign than a slower benchmark.
@Suite struct BatchAllocatorTests {
    @Test func glibcTakesBothSettings() {
        #if os(Linux) && canImport(Glibc)
        #expect(transc_keep_freed_memory() == 1, "glibc refused a setting, or the C file did not see __GLIBC__")
        #endif
    }
}
