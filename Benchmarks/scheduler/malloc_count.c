// Counts heap allocation calls for widgetry-scheduler-benchmark: preloaded with LD_PRELOAD, it forwards malloc,
// calloc, realloc, posix_memalign, aligned_alloc, memalign and free to glibc's implementations (__libc_*), counts
// each allocating call with one relaxed atomic increment, and keeps the bytes live on the heap (malloc_usable_size of
// each block allocated minus each freed). The benchmark reads widgetry_malloc_count() and
// widgetry_malloc_live_bytes(): live bytes are what the program holds, without the allocator's fragmentation.
// Build: cc -O2 -shared -fPIC -o libwidgetry-malloc-count.so malloc_count.c
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);
extern size_t malloc_usable_size(void *pointer);

static uint64_t calls;
static int64_t live;

static inline void count(void) { __atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED); }

static inline void *track(void *pointer) {
    if (pointer != NULL) __atomic_fetch_add(&live, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    return pointer;
}

static inline void untrack(void *pointer) {
    if (pointer != NULL) __atomic_fetch_sub(&live, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
}

uint64_t widgetry_malloc_count(void) { return __atomic_load_n(&calls, __ATOMIC_RELAXED); }

int64_t widgetry_malloc_live_bytes(void) { return __atomic_load_n(&live, __ATOMIC_RELAXED); }

void free(void *pointer) {
    untrack(pointer);
    __libc_free(pointer);
}

void *malloc(size_t size) {
    count();
    return track(__libc_malloc(size));
}

void *calloc(size_t count_, size_t size) {
    count();
    return track(__libc_calloc(count_, size));
}

void *realloc(void *pointer, size_t size) {
    count();
    untrack(pointer);
    void *result = __libc_realloc(pointer, size);
    if (result == NULL && size != 0 && pointer != NULL) track(pointer);  // the old block is still there
    return track(result);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return track(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return track(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = track(pointer);
    return 0;
}
