#ifndef TRANSC_BATCH_MALLOC_H
#define TRANSC_BATCH_MALLOC_H

/* Tunes glibc's malloc for a short batch process: freed memory is kept for reuse instead of
   being unmapped or trimmed. Returns 1 when glibc took both settings, 0 otherwise (and on
   platforms without glibc, where it does nothing). See Sources/transc/BatchAllocator.swift. */
int transc_keep_freed_memory(void);

#endif
