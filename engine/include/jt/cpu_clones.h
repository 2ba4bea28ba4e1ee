// JT_CPU_CLONES before a function: GCC builds it for AVX2 as well as the baseline and picks one at
// load time. For plain integer row loops that GCC vectorizes (the same bytes either way).
// Not under a sanitizer: the clones' ifunc resolver runs while the program is still being loaded,
// before ThreadSanitizer's runtime is up, and crashed every TSan test at its start.
#pragma once

#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
#define JT_CPU_CLONES
#else
#define JT_CPU_CLONES __attribute__((target_clones("avx2", "default")))
#endif
