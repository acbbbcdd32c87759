/*
 * gc_handles.c — GC handles (GCHandle): a handle is the address of a never-moving entry
 * {target, kind}.  Normal handles are strong, updatable roots; pinned handles are strong and
 * pin their target; short weak handles are cleared when the target died (before finalization
 * resurrects anything), long weak handles when it is dead after finalization too.
 */
#include "gc/gc_internal.h"

#include <stdlib.h>

#define HANDLES_PER_PAGE 1024u
#define KIND_FREE 0xffu

typedef struct HandleEntry {
    Object *target;
    uintptr_t kind; /* GcHandleKind, or KIND_FREE */
    union {
        struct HandleEntry *next_free; /* free entries */
        Object *dependent;             /* GC_HANDLE_DEPENDENT */
    };
} HandleEntry;

typedef struct HandlePage {
    struct HandlePage *next;
    HandleEntry entries[HANDLES_PER_PAGE];
} HandlePage;

static HandlePage *pages;
static HandleEntry *free_entries;

GcHandle gc_handle_new(Object *object, GcHandleKind kind) {
    gc_ensure_init();
    gc_lock_heap(thread_current);
    if (!free_entries) {
        HandlePage *page = calloc(1, sizeof *page);
        if (!page) {
            gc_unlock_heap();
            return 0;
        }
        page->next = pages;
        pages = page;
        for (unsigned i = HANDLES_PER_PAGE; i-- > 0;) {
            page->entries[i].kind = KIND_FREE;
            page->entries[i].next_free = free_entries;
            free_entries = &page->entries[i];
        }
    }
    HandleEntry *entry = free_entries;
    free_entries = entry->next_free;
    entry->next_free = NULL;
    entry->target = object;
    entry->kind = kind;
    gc_unlock_heap();
    return (GcHandle)entry;
}

Object *gc_handle_get(GcHandle handle) {
    return handle ? __atomic_load_n(&((HandleEntry *)handle)->target, __ATOMIC_RELAXED) : NULL;
}

void gc_handle_set(GcHandle handle, Object *object) {
    if (handle)
        __atomic_store_n(&((HandleEntry *)handle)->target, object, __ATOMIC_RELAXED);
}

void gc_handle_free(GcHandle handle) {
    if (!handle)
        return;
    HandleEntry *entry = (HandleEntry *)handle;
    gc_lock_heap(thread_current);
    entry->target = NULL;
    entry->kind = KIND_FREE;
    entry->next_free = free_entries;
    free_entries = entry;
    gc_unlock_heap();
}

void gc_pin_handles(void) {
    for (HandlePage *page = pages; page; page = page->next)
        for (unsigned i = 0; i < HANDLES_PER_PAGE; i++) {
            HandleEntry *e = &page->entries[i];
            if (e->kind == GC_HANDLE_PINNED && e->target)
                gc_trace_pinned_root(e->target);
        }
}

void gc_trace_strong_handles(void) {
    for (HandlePage *page = pages; page; page = page->next)
        for (unsigned i = 0; i < HANDLES_PER_PAGE; i++) {
            HandleEntry *e = &page->entries[i];
            if (e->kind == GC_HANDLE_NORMAL && e->target)
                gc_trace_slot(&e->target);
        }
}

void gc_update_weak_handles(bool long_weak) {
    uintptr_t kind = long_weak ? GC_HANDLE_WEAK_LONG : GC_HANDLE_WEAK_SHORT;
    for (HandlePage *page = pages; page; page = page->next)
        for (unsigned i = 0; i < HANDLES_PER_PAGE; i++) {
            HandleEntry *e = &page->entries[i];
            if (e->kind == kind && e->target) {
                Object *now;
                e->target = gc_object_survived(e->target, &now) ? now : NULL;
            } else if (long_weak && e->kind == GC_HANDLE_DEPENDENT && e->target) {
                /* after finalization, as CoreCLR clears dependent handles: a dead target drops
                 * its dependent; a live one's dependent was traced (its slot already updated) */
                Object *now;
                if (gc_object_survived(e->target, &now)) {
                    e->target = now;
                } else {
                    e->target = NULL;
                    e->dependent = NULL;
                }
            }
        }
}

GcHandle gc_handle_new_dependent(Object *target, Object *dependent) {
    GcHandle handle = gc_handle_new(target, GC_HANDLE_DEPENDENT);
    if (handle) __atomic_store_n(&((HandleEntry *)handle)->dependent, dependent, __ATOMIC_RELAXED);
    return handle;
}

Object *gc_handle_get_dependent(GcHandle handle) {
    if (!handle || ((HandleEntry *)handle)->kind != GC_HANDLE_DEPENDENT) return NULL;
    return __atomic_load_n(&((HandleEntry *)handle)->dependent, __ATOMIC_RELAXED);
}

void gc_handle_set_dependent(GcHandle handle, Object *dependent) {
    if (handle && ((HandleEntry *)handle)->kind == GC_HANDLE_DEPENDENT)
        __atomic_store_n(&((HandleEntry *)handle)->dependent, dependent, __ATOMIC_RELAXED);
}

/* Ephemerons: a dependent is live when its handle's target is, which tracing it may make true
 * of other targets, so repeat until a pass traces nothing new. */
void gc_trace_dependent_handles(void) {
    bool changed = true;
    while (changed) {
        changed = false;
        for (HandlePage *page = pages; page; page = page->next)
            for (unsigned i = 0; i < HANDLES_PER_PAGE; i++) {
                HandleEntry *e = &page->entries[i];
                if (e->kind != GC_HANDLE_DEPENDENT || !e->target || !e->dependent) continue;
                Object *now;
                if (!gc_object_survived(e->target, &now)) continue;
                if (gc_object_survived(e->dependent, &now)) { /* reached another way first: maybe moved */
                    e->dependent = now;
                    continue;
                }
                gc_trace_slot(&e->dependent);
                changed = true;
            }
        gc_trace_drain();
    }
}

size_t gc_handle_count(void) {
    size_t n = 0;
    for (HandlePage *page = pages; page; page = page->next)
        for (unsigned i = 0; i < HANDLES_PER_PAGE; i++)
            n += page->entries[i].kind != KIND_FREE;
    return n;
}
