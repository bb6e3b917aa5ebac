#include "batch_malloc.h"
#include <limits.h> /* first: on glibc it brings <features.h>, which defines __GLIBC__ */

#if defined(__GLIBC__)
#include <malloc.h>

int transc_keep_freed_memory(void) {
    /* 32 MiB is the largest mmap threshold glibc accepts on 64-bit targets (mallopt returns 0
       above it); setting either value also turns off glibc's dynamic threshold. */
    int mmap = mallopt(M_MMAP_THRESHOLD, 32 << 20);
    int trim = mallopt(M_TRIM_THRESHOLD, INT_MAX);
    return mmap && trim;
}
#else
int transc_keep_freed_memory(void) { return 0; }
#endif
