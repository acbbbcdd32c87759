/*
 * interp.c — the Tier0 interpreter loop (computed goto, direct threading).
 *
 * Frames live on the thread's interpreter stack: a callee's frame starts at the caller's
 * argument slots, so arguments are never copied and the result lands where the caller's
 * evaluation stack expects it.  Frame records ({method, fp, ip, parent}) live in a per-thread
 * array next to it.  Exceptions unwind by return (DESIGN.md): a failing instruction jumps to
 * `exception`, which runs ECMA-335's two passes (I.12.4.2.5): find the handler (running
 * filters), then run finally/fault blocks inner to outer and enter the handler.
 */
#include "interp/interp_internal.h"
#include "gc/gc.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define FRAME_RECORDS (1u << 20)

InterpTieringHooks interp_tiering_hooks;
uint32_t interp_call_count_threshold = UINT32_MAX;
/* The native stack address of the innermost interp_invoke called by the runtime (not by compiled
 * code): the first pass of an exception stops at the frames beyond it. */
static __thread uintptr_t opaque_boundary = UINTPTR_MAX;
/* interp_invoke_at_thread_base's frame address (its opaque_boundary) while it runs, else 0 */
static __thread uintptr_t thread_base_boundary;
int32_t interp_osr_initial_counter = 1000;
int32_t interp_osr_counter_bump = 1000;

static __thread InterpFrame *frame_pool, *frame_pool_limit;

/* Detach hook: the frame records go with the thread (pool workers come and go). */
static void frame_pool_release(Thread *thread) {
    if (!frame_pool) return;
    munmap(frame_pool, FRAME_RECORDS * sizeof(InterpFrame));
    frame_pool = frame_pool_limit = NULL;
    thread->current_frame = NULL;
}

__attribute__((constructor)) static void register_frame_pool_release(void) {
    thread_add_detach_hook(frame_pool_release);
}

void interp_thread_init(Thread *thread) {
    if (frame_pool) return;
    size_t size = FRAME_RECORDS * sizeof(InterpFrame);
    void *memory = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED) {
        fprintf(stderr, "corvid: cannot reserve interpreter frame records\n");
        vm_exit(134);
    }
    frame_pool = memory;
    frame_pool_limit = frame_pool + FRAME_RECORDS - 1;
    thread->current_frame = NULL;
}

/* ---- interned string literals ---------------------------------------------------------- */

#define INTERN_CHUNK 1024
typedef struct InternEntry {
    Object *string;
    struct InternEntry *next;
} InternEntry;
static InternEntry *intern_buckets[4096];
static Object **intern_chunk;
static uint32_t intern_chunk_used = INTERN_CHUNK;
static pthread_mutex_t intern_lock = PTHREAD_MUTEX_INITIALIZER;

static uint32_t intern_hash(const uint16_t *chars, int32_t length) {
    uint32_t hash = 2166136261u;
    for (int32_t i = 0; i < length; i++) hash = (hash ^ chars[i]) * 16777619u;
    return hash;
}

/* The interned string equal to chars[0..length), or NULL; intern_lock held. */
static Object *intern_find_locked(const uint16_t *chars, int32_t length) {
    for (InternEntry *e = intern_buckets[intern_hash(chars, length) % 4096]; e; e = e->next) {
        String *s = (String *)e->string;
        if (s->length == length && memcmp(s->chars, chars, (size_t)length * 2) == 0) return e->string;
    }
    return NULL;
}

/* Makes `string` the interned instance of its value (rooted for the rest of the run); intern_lock held. */
static void intern_add_locked(Object *string) {
    const String *s = (const String *)string;
    if (intern_chunk_used == INTERN_CHUNK) {
        intern_chunk = calloc(INTERN_CHUNK, sizeof(Object *));
        if (!intern_chunk) abort();
        gc_add_root(intern_chunk, INTERN_CHUNK);
        intern_chunk_used = 0;
    }
    intern_chunk[intern_chunk_used++] = string;
    InternEntry *entry = malloc(sizeof *entry);
    if (!entry) abort();
    InternEntry **bucket = &intern_buckets[intern_hash(s->chars, s->length) % 4096];
    entry->string = string;
    entry->next = *bucket;
    *bucket = entry;
}

Object *interp_intern_string(Thread *thread, const uint16_t *chars, int32_t length) {
    gc_mutex_lock(thread_current, &intern_lock);
    Object *found = intern_find_locked(chars, length);
    if (!found) {
        String *string = vm_new_string_utf16(thread, chars, length);
        if (string) intern_add_locked(found = &string->object);
    }
    pthread_mutex_unlock(&intern_lock);
    return found;
}

Object *interp_intern_existing(String *string, bool add) {
    gc_mutex_lock(thread_current, &intern_lock);
    Object *found = intern_find_locked(string->chars, string->length);
    if (!found && add) intern_add_locked(found = &string->object);
    pthread_mutex_unlock(&intern_lock);
    return found;
}

/* ---- Dynamic PGO -------------------------------------------------------------------------- */

bool interp_instrument_from_first_call;
bool interp_instrument_loops_from_first_call;
static __thread uint32_t profile_random = 100; /* CoreCLR seeds its sampling RNG with 100 */

/* HandleHistogram32's CheckSample (see interp.h). */
static void profile_sample(ClassHistogram *histogram, const VTable *vtable) {
    uint32_t count = histogram->count;
    if (count < PROFILE_HISTOGRAM_SIZE) {
        histogram->table[count] = vtable;
        histogram->count = count + 1;
        return;
    }
    uint32_t x = profile_random;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    profile_random = x;
    if (x % PROFILE_SAMPLE_INTERVAL >= PROFILE_HISTOGRAM_SIZE) return;
    histogram->table[x % PROFILE_HISTOGRAM_SIZE] = vtable;
}

MethodProfile *interp_method_profile(Method *method) {
    return method->profile;
}

static MethodProfile *recorded_profiles;

MethodProfile *interp_recorded_profiles(void) {
    return __atomic_load_n(&recorded_profiles, __ATOMIC_ACQUIRE);
}

void interp_record_profile(Method *method, MethodProfile *profile) {
    profile->method = method;
    profile->next = __atomic_load_n(&recorded_profiles, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(&recorded_profiles, &profile->next, profile, true, __ATOMIC_RELEASE,
                                        __ATOMIC_RELAXED)) {
    }
    __atomic_store_n(&method->profile, profile, __ATOMIC_RELEASE);
}

const VTable *interp_likely_class(Method *method, uint32_t il_offset, uint32_t *likelihood_percent) {
    MethodProfile *profile = method->profile;
    *likelihood_percent = 0;
    if (!profile) return NULL;
    for (uint32_t i = 0; i < profile->call_site_count; i++) {
        CallSiteProfile *site = &profile->call_sites[i];
        if (site->il_offset != il_offset) continue;
        const VTable *seen[PROFILE_HISTOGRAM_SIZE];
        uint32_t counts[PROFILE_HISTOGRAM_SIZE], distinct = 0, total = 0;
        uint32_t n = site->histogram.count < PROFILE_HISTOGRAM_SIZE ? site->histogram.count : PROFILE_HISTOGRAM_SIZE;
        for (uint32_t j = 0; j < n; j++) {
            const VTable *v = site->histogram.table[j];
            if (!v) continue;
            total++;
            uint32_t k = 0;
            while (k < distinct && seen[k] != v) k++;
            if (k == distinct) {
                seen[distinct] = v;
                counts[distinct++] = 0;
            }
            counts[k]++;
        }
        if (!total) return NULL;
        uint32_t best = 0;
        for (uint32_t k = 1; k < distinct; k++)
            if (counts[k] > counts[best]) best = k;
        *likelihood_percent = counts[best] * 100 / total;
        return seen[best];
    }
    return NULL;
}

bool interp_instrument_method(Thread *thread, Method *method) {
    InterpMethod *im = interp_transcode_instrumented(thread, method);
    if (!im) return false;
    __atomic_store_n(&method->interp, im, __ATOMIC_RELEASE);
    return true;
}

/* ---- profile exclusion (Corvid.Runtime.Profile.Exclude, CORVID_ProfileExclude) -------------
 * A frame of a method matching CORVID_ProfileExclude marks its thread while it is live: the
 * outermost one is remembered, and the mark ends when it returns, when an exception unwinds
 * past it (the interpreter's frames of a thread are one array, deeper frames at higher
 * addresses), or when the activation holding it is left. */
static void profile_exclusion_enter_frame(Thread *thread, InterpFrame *frame) {
    if (thread->profile_exclusion_frame) return;
    thread->profile_exclusion_frame = frame;
    thread->profile_exclusion++;
}

static void profile_exclusion_leave_frame(Thread *thread) {
    thread->profile_exclusion_frame = NULL;
    thread->profile_exclusion--;
}

static inline void profile_exclusion_unwound_to(Thread *thread, InterpFrame *frame) {
    if (unlikely(thread->profile_exclusion_frame != NULL) && (void *)frame < thread->profile_exclusion_frame)
        profile_exclusion_leave_frame(thread);
}

/* ---- methods --------------------------------------------------------------------------- */

InterpMethod *interp_get_method(Thread *thread, Method *method) {
    InterpMethod *im = __atomic_load_n(&method->interp, __ATOMIC_ACQUIRE);
    if (likely(im != NULL)) return im;
    /* a DynamicMethod's tokens are resolved by managed code: before the lock (loader.h) */
    if (method->dynamic && !loader_prepare_dynamic_method(thread, method)) return NULL;
    gc_mutex_lock(thread_current, &loader_lock);
    im = method->interp;
    if (!im) {
        im = interp_instrument_from_first_call ? interp_transcode_instrumented(thread, method)
                                               : interp_transcode(thread, method);
        if (im) __atomic_store_n(&method->interp, im, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&loader_lock);
    return im;
}

bool interp_method_instrumented(Method *method) {
    InterpMethod *im = __atomic_load_n(&method->interp, __ATOMIC_ACQUIRE);
    return im && im->instrumented;
}

bool interp_transcode_ahead(Thread *thread, Method *method, bool *has_loops) {
    InterpMethod *im = interp_get_method(thread, method);
    if (im) *has_loops = im->has_loops;
    return im != NULL;
}

/* ---- well-known field offsets ---------------------------------------------------------- */

static int32_t field_offset(Type *type, const char *name) {
    Field *field = loader_find_field(type, name);
    if (!field) {
        fprintf(stderr, "corvid: corlib type %s lacks field %s\n", type->name, name);
        vm_exit(134);
    }
    return field->offset;
}

static int32_t delegate_target_offset = -1, delegate_method_offset, delegate_list_offset;
/* CoreLib's MulticastDelegate._invocationCount, -1 when the corlib has none (the embedded
 * corlib's list holds exactly the entries): CoreCLR's multicast stub calls _invocationList[0 ..
 * _invocationCount - 1], as CombineImpl grows the array by doubling and shares it between
 * delegates of different counts. */
static int32_t delegate_count_offset = -1;
static int32_t exception_trace_offset = -1;

static void delegate_offsets(void) {
    if (__atomic_load_n(&delegate_target_offset, __ATOMIC_ACQUIRE) >= 0) return;
    loader_ensure_laid_out(thread_current, vm_types.multicast_delegate);
    delegate_method_offset = field_offset(vm_types.delegate, "_methodPtr");
    delegate_list_offset = field_offset(vm_types.multicast_delegate, "_invocationList");
    Field *count = loader_find_field(vm_types.multicast_delegate, "_invocationCount");
    if (count) delegate_count_offset = count->offset;
    __atomic_store_n(&delegate_target_offset, field_offset(vm_types.delegate, "_target"), __ATOMIC_RELEASE);
}

#define OBJECT_FIELD(object, offset) (*(Object **)((uint8_t *)(object) + (offset)))

/* ---- stack traces ---------------------------------------------------------------------- */

/* ---- walking the managed stack ------------------------------------------------------------ */

/* The InterpMethods compiled code has frame records for (an open-addressing set; grows). */
static InterpMethod **record_methods;
static size_t record_method_capacity, record_method_count;
static pthread_mutex_t record_methods_lock = PTHREAD_MUTEX_INITIALIZER;

static size_t record_slot(InterpMethod *im, size_t capacity) {
    return (size_t)(((uintptr_t)im >> 4) * 0x9E3779B97F4A7C15ull) & (capacity - 1);
}

void interp_register_frame_record(InterpMethod *im) {
    pthread_mutex_lock(&record_methods_lock);
    if (2 * (record_method_count + 1) > record_method_capacity) {
        size_t capacity = record_method_capacity ? 2 * record_method_capacity : 256;
        InterpMethod **grown = calloc(capacity, sizeof *grown);
        if (!grown) {
            pthread_mutex_unlock(&record_methods_lock);
            return; /* its frames stay out of stack traces; nothing else goes wrong */
        }
        for (size_t i = 0; i < record_method_capacity; i++)
            if (record_methods[i]) {
                size_t k = record_slot(record_methods[i], capacity);
                while (grown[k]) k = (k + 1) & (capacity - 1);
                grown[k] = record_methods[i];
            }
        free(record_methods);
        record_methods = grown;
        record_method_capacity = capacity;
    }
    size_t k = record_slot(im, record_method_capacity);
    while (record_methods[k] && record_methods[k] != im) k = (k + 1) & (record_method_capacity - 1);
    if (!record_methods[k]) {
        record_methods[k] = im;
        record_method_count++;
    }
    pthread_mutex_unlock(&record_methods_lock);
}

/* `no_wait`: from the stack-overflow signal handler, which may have interrupted a holder of the
 * lock; a record it cannot check is skipped. */
static bool is_record_method(InterpMethod *im, bool no_wait) {
    bool found = false;
    if (no_wait) {
        if (pthread_mutex_trylock(&record_methods_lock) != 0) return false;
    } else {
        pthread_mutex_lock(&record_methods_lock);
    }
    if (record_method_capacity) {
        size_t k = record_slot(im, record_method_capacity);
        while (record_methods[k] && !(found = record_methods[k] == im)) k = (k + 1) & (record_method_capacity - 1);
    }
    pthread_mutex_unlock(&record_methods_lock);
    return found;
}

/* Innermost-first walk over interpreted frames (the chain of frame records) and compiled ones
 * (records on the native stack), merged by native address: the frames of one interpreter
 * activation sit at its entry frame's native_sp, compiled callees deeper, compiled callers
 * higher.  No allocation, so usable in preemptive mode. */
typedef struct StackWalk {
    uintptr_t scan, scan_end;    /* native stack not yet searched for records */
    uintptr_t record;            /* address of the next compiled record found, UINTPTR_MAX: none */
    InterpMethod *record_method;
    InterpFrame *frame;          /* next interpreted frame */
    uintptr_t group_sp;          /* native_sp of its activation */
    bool group_known;
    bool no_wait;                /* in a signal handler: never block on a lock */
    /* the frame walk_next returned last: an interpreted one, or the address of a compiled
     * one's record; its native position (an interpreted frame's is its activation's) */
    InterpFrame *found_frame;
    uintptr_t found_record, found_position;
} StackWalk;

static void walk_begin(StackWalk *w, Thread *thread, uintptr_t start) {
    w->scan = (start + 15) & ~(uintptr_t)15;
    w->scan_end = (uintptr_t)thread->native_stack_base;
    w->record = 0;
    w->frame = thread->current_frame;
    w->group_known = false;
    w->no_wait = false;
}

/* Reads the whole native stack, dead slots and sanitizer redzones included (as the GC's
 * conservative scan does). */
__attribute__((no_sanitize("address"))) static void walk_find_record(StackWalk *w) {
    for (; w->scan + 16 <= w->scan_end; w->scan += 16) {
        const uint64_t *words = (const uint64_t *)w->scan;
        if (words[0] == INTERP_FRAME_RECORD_MAGIC && is_record_method((InterpMethod *)(uintptr_t)words[1], w->no_wait)) {
            w->record = w->scan;
            w->record_method = (InterpMethod *)(uintptr_t)words[1];
            w->scan += 16;
            return;
        }
    }
    w->record = UINTPTR_MAX;
}

static InterpMethod *walk_next(StackWalk *w) {
    if (!w->record) walk_find_record(w);
    if (w->frame && !w->group_known) {
        InterpFrame *entry = w->frame;
        while (entry && !entry->is_entry) entry = entry->parent;
        w->group_sp = entry && entry->native_sp ? entry->native_sp : UINTPTR_MAX;
        w->group_known = true;
    }
    if (w->frame && !(w->record < w->group_sp)) {
        InterpFrame *f = w->frame;
        w->found_frame = f;
        w->found_record = 0;
        w->found_position = w->group_sp;
        if (f->is_entry) w->group_known = false;
        w->frame = f->parent;
        return f->imethod;
    }
    if (w->record != UINTPTR_MAX) {
        w->found_frame = NULL;
        w->found_record = w->found_position = w->record;
        w->record = 0;
        return w->record_method;
    }
    return NULL;
}

/* Runtime-implemented members (delegate Invoke, array accessors) are not frames in
 * CoreCLR's traces. */
/* Methods with metadata and DynamicMethods, as CoreCLR's traces; not the stubs corvid makes */
static bool shown_in_traces(const Method *m) {
    return m->owner->kind != TYPE_KIND_ARRAY && (m->token || m->dynamic) &&
           (m->impl_flags & META_METHOD_IMPL_CODE_TYPE_MASK) != META_METHOD_IMPL_RUNTIME;
}

char *interp_stack_trace(Thread *thread) {
    size_t capacity = 1024, length = 0;
    char *text = malloc(capacity);
    text[0] = 0;
    int count = 0;
    StackWalk walk;
    walk_begin(&walk, thread, (uintptr_t)__builtin_frame_address(0));
    for (InterpMethod *im; (im = walk_next(&walk));) {
        Method *m = im->method;
        if (!shown_in_traces(m)) continue;
        if (++count > 200) break;
        char name[1024];
        loader_method_display_name(m, name, sizeof name);
        size_t need = length + strlen(name) + 8;
        if (need > capacity) {
            capacity = need * 2;
            text = realloc(text, capacity);
        }
        length += (size_t)sprintf(text + length, "%s   at %s", length ? "\n" : "", name);
    }
    return text;
}

/* CoreCLR's report of a stack overflow: "Stack overflow." and the innermost frames on stderr,
 * then the process ends with status 134 (CoreCLR aborts).  Reached from the interpreter's own
 * stack checks and from the guard-page handler (thread.c) on the alternate signal stack, where
 * the overflowing thread may hold any lock: no allocation, stdout flushed only if free, lines
 * written with write(2). */
/* A fatal report from the fault handler (thread.h), on the alternate signal stack: what the
 * program wrote so far, `header`, then the managed frames from `stack_pointer`; exit 134 as
 * CoreCLR's abort. */
static __attribute__((noreturn)) void report_fatal(Thread *thread, uintptr_t stack_pointer, const char *header) {
    if (ftrylockfile(stdout) == 0) {
        fflush_unlocked(stdout);
        funlockfile(stdout);
    }
    if (write(STDERR_FILENO, header, strlen(header)) < 0) _exit(134);
    StackWalk walk;
    walk_begin(&walk, thread, stack_pointer);
    walk.no_wait = true;
    int lines = 0;
    for (InterpMethod *im; lines < 20 && (im = walk_next(&walk));) {
        if (!shown_in_traces(im->method)) continue;
        char line[1100], name[1024];
        loader_method_display_name(im->method, name, sizeof name);
        int length = snprintf(line, sizeof line, "   at %s\n", name);
        if (length > 0 && write(STDERR_FILENO, line, (size_t)length) < 0) break;
        lines++;
    }
    _exit(134);
}

void interp_report_stack_overflow(Thread *thread, uintptr_t stack_pointer) {
    report_fatal(thread, stack_pointer, "Stack overflow.\n");
}

/* CoreCLR's report of an access violation in managed code: a fatal error, not a catchable
 * exception (.NET Core does not deliver AccessViolationException to catch blocks). */
void interp_report_access_violation(Thread *thread, uintptr_t stack_pointer) {
    report_fatal(thread, stack_pointer,
                 "Fatal error.\nSystem.AccessViolationException: Attempted to read or write protected memory. This is "
                 "often an indication that other memory is corrupt.\n");
}

void interp_note_osr_ready(const void *code_version) {
    __atomic_store_n(&((InterpMethod *)code_version)->osr_ready, true, __ATOMIC_RELEASE);
}

uint32_t interp_typed_branch_target(const InterpMethod *im, uint32_t pc) {
    const uintptr_t *code = im->typed_code;
    int op = (int)code[pc];
    uint32_t target;
    if (op == OP_BR) target = (uint32_t)code[pc + 1];
    else if (op >= OP_BRTRUE_I4 && op <= OP_BRFALSE_I8) target = (uint32_t)code[pc + 2];
    else if ((op >= OP_CEQ_I4 && op <= OP_BGE_UN_R8 && (op - OP_CEQ_I4) % 15 >= 5) || (op >= OP_BLT_IMM_I4 && op <= OP_BNE_UN_IMM_I4))
        target = (uint32_t)code[pc + 3];
    else return UINT32_MAX;
    if (target >= im->taken_counters_start && target + 3 < im->code_size && (int)code[target] == OP_PROFILE_COUNT &&
        (int)code[target + 2] == OP_BR)
        target = (uint32_t)code[target + 3];
    return target;
}

bool interp_loop_nest(const void *code_version, uint32_t back_edge_pc, uint32_t *start, uint32_t *end) {
    const InterpMethod *im = code_version;
    if (!im->typed_code || back_edge_pc >= im->taken_counters_start) return false;
    uint32_t header = interp_typed_branch_target(im, back_edge_pc);
    if (header == UINT32_MAX || header > back_edge_pc) return false;
    uint32_t first = header, last = back_edge_pc;
    for (bool grew = true; grew;) {
        grew = false;
        for (uint32_t pc = 0; pc < im->taken_counters_start;) {
            int op = (int)im->typed_code[pc];
            uint32_t target = interp_typed_branch_target(im, pc);
            if (target != UINT32_MAX && target <= pc && target <= last && pc >= first && (target < first || pc > last)) {
                first = target < first ? target : first;
                last = pc > last ? pc : last;
                grew = true;
            }
            pc += 1 + interp_op_operands[op] + (op == OP_SWITCH ? (uint32_t)im->typed_code[pc + 2] : 0);
        }
    }
    *start = first;
    *end = last;
    return true;
}

bool interp_has_loops(Method *method) {
    InterpMethod *im = __atomic_load_n(&method->interp, __ATOMIC_ACQUIRE);
    return im && im->has_loops;
}

Method *interp_current_method(Thread *thread) {
    InterpFrame *frame = thread->current_frame;
    return frame && frame->imethod ? frame->imethod->method : NULL;
}

int interp_top_methods(Thread *thread, Method **methods, int max) {
    int count = 0;
    StackWalk walk;
    walk_begin(&walk, thread, thread == thread_current ? (uintptr_t)__builtin_frame_address(0) : thread->saved_stack_pointer);
    for (InterpMethod *im; count < max && (im = walk_next(&walk));)
        if (shown_in_traces(im->method)) methods[count++] = im->method;
    return count;
}

int interp_stack_frames(Thread *thread, InterpStackFrame *frames, int max) {
    int count = 0;
    StackWalk walk;
    walk_begin(&walk, thread, (uintptr_t)__builtin_frame_address(0));
    for (InterpMethod *im; count < max && (im = walk_next(&walk));) {
        if (!shown_in_traces(im->method)) continue;
        int32_t il_offset = -1;
        InterpFrame *f = walk.found_frame;
        if (f && f->ip && im->il_offsets && f->ip >= im->code && f->ip < im->code + im->code_size)
            il_offset = (int32_t)im->il_offsets[f->ip - im->code];
        frames[count++] = (InterpStackFrame){im->method, il_offset};
    }
    return count;
}

uint32_t interp_stack_depth(Thread *thread) {
    uint32_t count = 0;
    StackWalk walk;
    walk_begin(&walk, thread, (uintptr_t)__builtin_frame_address(0));
    for (InterpMethod *im; (im = walk_next(&walk));)
        if (shown_in_traces(im->method)) count++;
    return count;
}

static InterpTraceRecorder trace_recorder;

void interp_set_trace_recorder(InterpTraceRecorder recorder) {
    trace_recorder = recorder;
}

InterpTraceRecorder interp_trace_recorder(void) {
    return trace_recorder;
}

static void capture_stack_trace(Thread *thread, Object *exception, bool overwrite) {
    if (trace_recorder) {
        if (vm_is_instance_of(exception, vm_types.exception))
            trace_recorder(thread, exception, NULL, overwrite ? INTERP_TRACE_THROW : INTERP_TRACE_ESCAPE, 0);
        return;
    }
    if (exception_trace_offset < 0) exception_trace_offset = field_offset(vm_types.exception, "_stackTraceString");
    if (!vm_is_instance_of(exception, vm_types.exception)) return;
    if (!overwrite && OBJECT_FIELD(exception, exception_trace_offset)) return;
    char *text = interp_stack_trace(thread);
    Object *saved = thread->exception;
    thread->exception = NULL;
    String *trace = vm_new_string_utf8(thread, text);
    free(text);
    thread->exception = saved;
    if (trace) vm_store_reference(&OBJECT_FIELD(exception, exception_trace_offset), &trace->object);
}

void interp_capture_stack_trace(Thread *thread, Object *exception) {
    if (exception) capture_stack_trace(thread, exception, true);
}

/* ---- class constructors ---------------------------------------------------------------- */

/* Class constructors run once, on the first thread that needs them; other threads wait for
 * the result (ECMA-335 II.10.5.3.3).  A thread re-entering its own cctor proceeds, and so does
 * a thread whose wait would close a cycle of threads waiting for each other's cctors — CoreCLR
 * breaks such deadlocks the same way, letting one thread see the type before its cctor ends. */
static pthread_mutex_t class_init_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t class_init_done = PTHREAD_COND_INITIALIZER;

static void class_init_finish(Type *type, int state) {
    pthread_mutex_lock(&class_init_mutex);
    type->cctor_owner = NULL;
    __atomic_store_n(&type->cctor_state, state, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&class_init_done);
    pthread_mutex_unlock(&class_init_mutex);
}

static bool class_init_would_deadlock(Thread *thread, Type *type) {
    for (int hops = 0; hops < 64 && type && type->cctor_state == CCTOR_RUNNING; hops++) {
        Thread *owner = type->cctor_owner;
        if (!owner) return false;
        if (owner == thread) return true;
        type = owner->class_init_waiting_for;
    }
    return false;
}

/* RuntimeWrappedException(thrownObject), or NULL when the corlib has none or it failed */
static Object *wrap_non_exception(Thread *thread, Object *thrown) {
    Type *type = loader_find_corlib_type("System.Runtime.CompilerServices.RuntimeWrappedException");
    Method *constructor = type ? loader_find_method(type, ".ctor", 1) : NULL;
    if (!constructor || !loader_ensure_laid_out(thread, type)) {
        thread->exception = NULL;
        return NULL;
    }
    Object *wrapper = vm_new_object(thread, type); /* `thrown` is pinned: a native-stack local */
    if (!wrapper) {
        thread->exception = NULL;
        return NULL;
    }
    Slot args[2] = {{.o = wrapper}, {.o = thrown}};
    if (!interp_invoke(thread, constructor, args, NULL)) {
        thread->exception = NULL;
        return NULL;
    }
    return wrapper;
}

bool interp_ensure_class_initialized(Thread *thread, Type *type) {
    if (__atomic_load_n(&type->cctor_state, __ATOMIC_ACQUIRE) == CCTOR_DONE) return true;
    if (!type->cctor) {
        __atomic_store_n(&type->cctor_state, CCTOR_DONE, __ATOMIC_RELEASE);
        return true;
    }
    pthread_mutex_lock(&class_init_mutex);
    while (type->cctor_state == CCTOR_RUNNING && type->cctor_owner != thread &&
           !class_init_would_deadlock(thread, type)) {
        thread->class_init_waiting_for = type;
        thread_blocking_begin(thread, THREAD_WAIT_MONITOR);
        pthread_cond_wait(&class_init_done, &class_init_mutex);
        pthread_mutex_unlock(&class_init_mutex);
        thread_blocking_end(thread, THREAD_WAIT_MONITOR);
        pthread_mutex_lock(&class_init_mutex);
        thread->class_init_waiting_for = NULL;
    }
    int state = type->cctor_state;
    if (state == CCTOR_RUNNING || state == CCTOR_DONE) { /* recursion on this thread: proceed */
        pthread_mutex_unlock(&class_init_mutex);
        return true;
    }
    if (state == CCTOR_FAILED) {
        pthread_mutex_unlock(&class_init_mutex);
        goto failed;
    }
    type->cctor_owner = thread;
    type->cctor_state = CCTOR_RUNNING;
    pthread_mutex_unlock(&class_init_mutex);
    if (!interp_invoke(thread, type->cctor, NULL, NULL)) {
        class_init_finish(type, CCTOR_FAILED);
        Object *inner = thread->exception;
        thread->exception = NULL;
        /* InnerException is an Exception: an object of another type thrown by the cctor is
         * wrapped, as CoreCLR wraps non-exception throws (RuntimeWrappedException) */
        if (inner && !vm_is_instance_of(inner, vm_types.exception)) inner = wrap_non_exception(thread, inner);
        char full[512], message[700];
        loader_type_full_name(type, full, sizeof full);
        snprintf(message, sizeof message, "The type initializer for '%s' threw an exception.", full);
        vm_throw_new(thread, "System.TypeInitializationException", message);
        if (thread->exception) {
            Field *field = loader_find_field(thread->exception->vtable->type, "_innerException");
            if (field) vm_store_reference(&OBJECT_FIELD(thread->exception, field->offset), inner);
        }
        return false;
    }
    class_init_finish(type, CCTOR_DONE);
    return true;
failed: {
    char full[512], message[700];
    loader_type_full_name(type, full, sizeof full);
    snprintf(message, sizeof message, "The type initializer for '%s' threw an exception.", full);
    vm_throw_new(thread, "System.TypeInitializationException", message);
    return false;
}
}

/* ---- conversions (III.3.27-3.30, with .NET 9's saturating float->int) ------------------ */

static int64_t saturate_signed(double v, double lo, double hi, int64_t min, int64_t max) {
    if (v != v) return 0;
    if (v <= lo) return min;
    if (v >= hi) return max;
    return (int64_t)v;
}

static uint64_t saturate_unsigned(double v, double hi, uint64_t max) {
    if (v != v || v <= 0) return 0;
    if (v >= hi) return max;
    return (uint64_t)v;
}

/* Returns false on overflow (checked conversions). */
static bool convert(Slot *d, const Slot *s, uint32_t kind, bool checked) {
    uint32_t from = kind >> 4, to = kind & 15;
    int64_t i = 0;
    uint64_t u = 0;
    double f = 0;
    bool is_float = false, is_unsigned = false;
    switch (from) {
    case CONV_FROM_I4: i = s->i4; break;
    case CONV_FROM_U4: u = s->u4; i = (int64_t)u; is_unsigned = true; break;
    case CONV_FROM_I8: i = s->i8; break;
    case CONV_FROM_U8: u = s->u8; i = (int64_t)u; is_unsigned = true; break;
    case CONV_FROM_R4: f = s->r4; is_float = true; break;
    case CONV_FROM_R8: f = s->r8; is_float = true; break;
    }
    if (to == CONV_TO_R4 || to == CONV_TO_R8 || to == CONV_TO_R_UN) {
        double r;
        if (is_float) r = f;
        else if (to == CONV_TO_R_UN || is_unsigned) r = from == CONV_FROM_I4 || from == CONV_FROM_U4 ? (double)(uint32_t)i : (double)(uint64_t)i;
        else r = (double)i;
        if (to == CONV_TO_R4) {
            if (!is_float && !(to == CONV_TO_R_UN || is_unsigned)) d->r4 = (float)i;
            else d->r4 = (float)r;
        } else {
            d->r8 = r;
        }
        return true;
    }
    if (checked) {
        /* exact range checks; floats truncate toward zero first */
        double lo, hi;
        bool ok;
        switch (to) {
        case CONV_TO_I1: lo = -128; hi = 127; break;
        case CONV_TO_U1: lo = 0; hi = 255; break;
        case CONV_TO_I2: lo = -32768; hi = 32767; break;
        case CONV_TO_U2: lo = 0; hi = 65535; break;
        case CONV_TO_I4: lo = -2147483648.0; hi = 2147483647.0; break;
        case CONV_TO_U4: lo = 0; hi = 4294967295.0; break;
        case CONV_TO_I8: lo = -9223372036854775808.0; hi = 9223372036854775807.0; break;
        default: lo = 0; hi = 18446744073709551615.0; break;
        }
        if (is_float) {
            if (f != f) return false;
            double t = trunc(f);
            if (to == CONV_TO_I8) ok = t >= lo && t < 9223372036854775808.0;
            else if (to == CONV_TO_U8) ok = t >= 0 && t < 18446744073709551616.0;
            else ok = t >= lo && t <= hi;
            if (!ok) return false;
            if (to == CONV_TO_U8) u = (uint64_t)t;
            else i = (int64_t)t;
            if (to == CONV_TO_U8) i = (int64_t)u;
        } else if (is_unsigned) {
            uint64_t v = from == CONV_FROM_U4 ? (uint32_t)i : (uint64_t)i;
            if (to == CONV_TO_U8) ok = true;
            else if (to == CONV_TO_I8) ok = v <= (uint64_t)INT64_MAX;
            else ok = v <= (uint64_t)hi;
            if (!ok) return false;
            i = (int64_t)v;
        } else {
            if (to == CONV_TO_U8) ok = i >= 0;
            else if (to == CONV_TO_I8) ok = true;
            else ok = i >= (int64_t)lo && i <= (int64_t)hi;
            if (!ok) return false;
        }
    } else if (is_float) {
        switch (to) {
        case CONV_TO_I8: i = saturate_signed(f, -9223372036854775808.0, 9223372036854775807.0, INT64_MIN, INT64_MAX); break;
        case CONV_TO_U8: i = (int64_t)saturate_unsigned(f, 18446744073709551615.0, UINT64_MAX); break;
        case CONV_TO_U4: i = (int64_t)saturate_unsigned(f, 4294967295.0, UINT32_MAX); break;
        case CONV_TO_U1: case CONV_TO_U2: i = (int64_t)saturate_unsigned(f, 4294967295.0, UINT32_MAX); break;
        default: i = saturate_signed(f, -2147483648.0, 2147483647.0, INT32_MIN, INT32_MAX); break;
        }
    }
    switch (to) {
    case CONV_TO_I1: d->i4 = (int8_t)i; break;
    case CONV_TO_U1: d->i4 = (uint8_t)i; break;
    case CONV_TO_I2: d->i4 = (int16_t)i; break;
    case CONV_TO_U2: d->i4 = (uint16_t)i; break;
    case CONV_TO_I4: case CONV_TO_U4: d->i8 = 0; d->i4 = (int32_t)i; break;
    case CONV_TO_I8: case CONV_TO_U8:
        if (!is_float && !checked && (from == CONV_FROM_I4)) d->i8 = to == CONV_TO_U8 ? (int64_t)(uint32_t)i : i;
        else if (!is_float && from == CONV_FROM_U4) d->i8 = (int64_t)(uint32_t)i;
        else d->i8 = i;
        break;
    }
    return true;
}

/* ---- helpers kept out of the dispatch loop --------------------------------------------- */

static __attribute__((noinline)) void raise_array_type_mismatch(Thread *thread) {
    vm_throw_new(thread, "System.ArrayTypeMismatchException", "Attempted to access an element as a type incompatible with the array.");
}

static __attribute__((noinline)) void raise_message(Thread *thread, const char *type, const char *message) {
    vm_throw_new(thread, type, message);
}

static bool same_representation(Type *a, Type *b) {
    if (a == b) return true;
    Type *ua = (a->flags & TYPE_FLAG_ENUM) ? a->element : a;
    Type *ub = (b->flags & TYPE_FLAG_ENUM) ? b->element : b;
    return ua && ub && ua == ub;
}

static Type *nullable_argument(Type *nullable) {
    return nullable->generic_arguments[0];
}

static int32_t nullable_has_value_offset(Type *nullable) {
    return loader_find_field(nullable, "hasValue")->offset;
}

static int32_t nullable_value_offset(Type *nullable) {
    return loader_find_field(nullable, "value")->offset;
}

static bool cast_allowed(Object *object, Type *type) {
    if (object->vtable->type == type) return true;
    if (type->flags & TYPE_FLAG_NULLABLE) return same_representation(object->vtable->type, nullable_argument(type));
    return vm_is_instance_of(object, type);
}

/* The element address of a multi-dimensional array (II.14.2), NULL with an exception on bad
 * indexes.  Unsigned (no signed overflow for an index far below a positive bound): a lower
 * bound plus a length stays within int32, so an index below the bound wraps past the length. */
static inline __attribute__((always_inline)) void *md_multi_element(Thread *thread, MultiArray *ma, const Slot *indexes,
                                                                   uint32_t rank, uint32_t size) {
    size_t offset = 0;
    for (uint32_t r = 0; r < rank; r++) {
        uint32_t index = (uint32_t)indexes[r].i4 - (uint32_t)vm_multi_array_lower_bound(ma, rank, r);
        uint32_t length = (uint32_t)vm_multi_array_length(ma, rank, r);
        if (index >= length) {
            vm_throw_index_out_of_range(thread);
            return NULL;
        }
        offset = offset * (size_t)length + (size_t)index;
    }
    return (uint8_t *)vm_array_data(&ma->object) + offset * size;
}

/* An array accessor's element address (the Get/Set/Address bodies), NULL with an exception. */
static void *md_element(Thread *thread, Object *array, const Slot *indexes, uint32_t rank, uint32_t size) {
    if (!array) {
        vm_throw_null_reference(thread);
        return NULL;
    }
    if (!(array->vtable->type->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) { /* a vector's Get/Set/Address (reflection) */
        Array *vector = (Array *)array;
        if (indexes[0].i4 < 0 || indexes[0].i4 >= vector->length) {
            vm_throw_index_out_of_range(thread);
            return NULL;
        }
        return (uint8_t *)vector->data + (size_t)indexes[0].i4 * size;
    }
    return md_multi_element(thread, (MultiArray *)array, indexes, rank, size);
}

static void store_value(void *address, const Slot *value, uint32_t size, Type *type) {
    if (loader_type_is_reference(type)) vm_store_reference((Object **)address, value->o);
    else gc_write_barrier_copy(address, value, size);
}

/* Small signed integers are sign-extended when loaded onto the stack. */
static int value_kind_of(Type *type) {
    if ((type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    if (type->element_type == META_ELEMENT_TYPE_I1) return 0;
    if (type->element_type == META_ELEMENT_TYPE_I2) return 2;
    return 1;
}

static void load_value(Slot *d, const void *address, uint32_t size, Type *type) {
    if (size < 8) d->i8 = 0;
    memcpy(d, address, size);
    switch (value_kind_of(type)) {
    case 0: d->i4 = *(const int8_t *)address; break;
    case 2: d->i4 = *(const int16_t *)address; break;
    default: break;
    }
}

void *interp_localloc(void **blocks, uint64_t size) {
    /* a two-word header (the link) keeps the memory 16-aligned, like the native stack's */
    void **block = size > ((uint64_t)1 << 30) ? NULL : calloc(1, 2 * sizeof(void *) + size);
    if (!block) return NULL;
    *block = *blocks;
    *blocks = block;
    return block + 2;
}

void interp_localloc_free(void **blocks) {
    while (*blocks) {
        void **block = *blocks;
        *blocks = *block;
        free(block);
    }
}

#include "interp/interp_loop.inc"
