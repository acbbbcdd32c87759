/*
 * loader_layout.c — field layout (II.10.7: auto, sequential, explicit, .pack/.size), static
 * storage, vtables (II.10.3: newslot/override/final, MethodImpl overrides) and interface maps.
 */
#include "loader/loader_internal.h"
#include "gc/gc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    TYPE_FLAG_LAYOUT_IN_PROGRESS = 1u << 12,
    TYPE_FLAG_INSTANCE_SIZED = 1u << 13,
    TYPE_FLAG_SIZING_IN_PROGRESS = 1u << 14,
};

static uint32_t primitive_size(uint8_t element_type) {
    switch (element_type) {
    case META_ELEMENT_TYPE_BOOLEAN:
    case META_ELEMENT_TYPE_I1:
    case META_ELEMENT_TYPE_U1: return 1;
    case META_ELEMENT_TYPE_CHAR:
    case META_ELEMENT_TYPE_I2:
    case META_ELEMENT_TYPE_U2: return 2;
    case META_ELEMENT_TYPE_I4:
    case META_ELEMENT_TYPE_U4:
    case META_ELEMENT_TYPE_R4: return 4;
    case META_ELEMENT_TYPE_I8:
    case META_ELEMENT_TYPE_U8:
    case META_ELEMENT_TYPE_R8:
    case META_ELEMENT_TYPE_I:
    case META_ELEMENT_TYPE_U: return 8;
    default: return 0;
    }
}

/* Bytes a value of `type` occupies in a field, array element or stack slot run. */
uint32_t loader_type_stack_size(Type *type) {
    if (type->kind == TYPE_KIND_VALUE_TYPE) {
        if (!(type->flags & TYPE_FLAG_INSTANCE_SIZED)) loader_ensure_instance_sized(thread_current, type);
        return type->instance_size;
    }
    return 8;
}

typedef struct OffsetList {
    uint32_t *items;
    uint32_t count, capacity;
} OffsetList;

static void offsets_add(OffsetList *list, uint32_t offset) {
    if (list->count == list->capacity) {
        list->capacity = list->capacity ? list->capacity * 2 : 8;
        list->items = realloc(list->items, list->capacity * sizeof(uint32_t));
    }
    list->items[list->count++] = offset;
}

/* Record the references a value of `type` stored at `offset` contains. */
static void add_references_of(OffsetList *list, Type *type, uint32_t offset) {
    if (loader_type_is_reference(type)) {
        offsets_add(list, offset);
    } else if (type->kind == TYPE_KIND_VALUE_TYPE) {
        for (uint32_t i = 0; i < type->value_reference_count; i++)
            offsets_add(list, offset + type->value_reference_offsets[i]);
    }
}

Type *loader_parse_field_signature(Thread *thread, Assembly *assembly, MetaBlob blob, const GenericContext *context) {
    MetaSigCursor cursor = meta_sig_cursor(blob);
    uint8_t kind;
    if (!meta_sig_read_byte(&cursor, &kind) || (kind & META_SIG_KIND_MASK) != META_SIG_FIELD) {
        vm_throw_new(thread, "System.BadImageFormatException", "Bad field signature.");
        return NULL;
    }
    return loader_parse_type(thread, assembly, &cursor, context);
}

bool loader_field_type(Thread *thread, Field *field) {
    if (field->type) return true;
    GenericContext context = loader_type_context(field->owner);
    const MetaFieldRow *row = meta_field(field->owner->assembly->image, META_TOKEN_ROW(field->token));
    field->type = loader_parse_field_signature(thread, field->owner->assembly, row->signature, &context);
    return field->type != NULL;
}

static uint32_t explicit_offset(Type *type, Field *field) {
    MetaImage *image = type->assembly->image;
    uint32_t n = meta_table_row_count(image, META_TABLE_FIELDLAYOUT);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaFieldLayoutRow *row = meta_field_layout(image, i);
        if (row->field == META_TOKEN_ROW(field->token)) return row->offset;
    }
    return 0;
}

static const MetaClassLayoutRow *class_layout(Type *type) {
    if (!type->typedef_row) return NULL;
    uint32_t row = loader_assembly_index(type->assembly)->class_layout_row[type->typedef_row];
    return row ? meta_class_layout(type->assembly->image, row) : NULL;
}

static uint32_t align_up(uint32_t value, uint32_t alignment) {
    return (value + alignment - 1) & ~(alignment - 1);
}

/* The first CustomAttribute row of `token` (in `type`'s definition's image) whose attribute type
 * is `name`, or 0. */
uint32_t loader_find_custom_attribute(Type *type, uint32_t token, const char *name) {
    Type *definition = type->generic_definition ? type->generic_definition : type;
    if (!definition->assembly) return 0;
    MetaImage *image = definition->assembly->image;
    uint32_t first, end;
    meta_custom_attribute_range(image, token, &first, &end);
    char found[256];
    for (uint32_t row = first; row < end; row++)
        if (meta_custom_attribute_type_name(image, row, found, sizeof found) >= 0 && strcmp(found, name) == 0) return row;
    return 0;
}

bool loader_has_custom_attribute(Type *type, uint32_t token, const char *name) {
    return type && loader_find_custom_attribute(type, token, name) != 0;
}

/* Is FieldDef `token` marked [ThreadStatic]? */
static bool field_is_thread_static(Type *type, uint32_t token) {
    return META_TOKEN_TABLE(token) == META_TABLE_FIELD && loader_find_custom_attribute(type, token, "System.ThreadStaticAttribute");
}

/* A ref struct: C# marks it [IsByRefLike] (reflection's Type.IsByRefLike, arrays of it and
 * generic arguments without `allows ref struct` are refused).  Read from the attribute, not
 * TYPE_FLAG_IS_BYREF_LIKE: that flag turns on the transcoder's refusal of `box` of such types,
 * which generic code over `allows ref struct` parameters uses in the patterns CoreCLR's JIT
 * folds away (box; brtrue / isinst / unbox.any), and which corvid does not fold yet. */
bool loader_type_is_byref_like(Type *type) {
    Type *definition = type->generic_definition ? type->generic_definition : type;
    return type->kind == TYPE_KIND_VALUE_TYPE && definition->typedef_row &&
           loader_find_custom_attribute(type, META_TOKEN(META_TABLE_TYPEDEF, definition->typedef_row),
                                        "System.Runtime.CompilerServices.IsByRefLikeAttribute") != 0;
}

/* [InlineArray(length)] on a struct (C# 12): its one instance field repeated `length` times, as
 * CoreCLR's MethodTableBuilder lays it out; 0 when absent.  A malformed blob counts as absent. */
int64_t loader_inline_array_length(Type *type) {
    Type *definition = type->generic_definition ? type->generic_definition : type;
    if (type->kind != TYPE_KIND_VALUE_TYPE || !definition->typedef_row) return 0;
    uint32_t row = loader_find_custom_attribute(type, META_TOKEN(META_TABLE_TYPEDEF, definition->typedef_row),
                                         "System.Runtime.CompilerServices.InlineArrayAttribute");
    const MetaCustomAttributeRow *ca = row ? meta_custom_attribute(definition->assembly->image, row) : NULL;
    if (!ca || ca->value.size < 6 || ca->value.data[0] != 1 || ca->value.data[1] != 0) return 0;
    const uint8_t *p = ca->value.data + 2; /* prolog 0x0001, then the int32 argument (II.23.3) */
    return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
}

/* Instance fields: offsets, size, alignment and the reference map. */
static bool layout_instance(Thread *thread, Type *type) {
    bool value_type = type->kind == TYPE_KIND_VALUE_TYPE;
    uint32_t size = 0, alignment = 1;
    OffsetList references = {0};
    if (!value_type && type->parent) {
        size = type->parent->instance_size;
        alignment = type->parent->alignment;
        for (uint32_t i = 0; i < type->parent->value_reference_count; i++)
            offsets_add(&references, type->parent->value_reference_offsets[i]);
    } else if (!value_type) {
        size = sizeof(Object); /* System.Object: the header */
        alignment = 8;
    }
    const MetaClassLayoutRow *layout = class_layout(type);
    uint32_t packing = layout && layout->packing_size ? layout->packing_size : 8;
    bool is_explicit = (type->attributes & META_TYPE_LAYOUT_MASK) == META_TYPE_EXPLICIT_LAYOUT;
    uint32_t primitive = primitive_size(type->element_type);
    uint32_t base = value_type ? 0 : size;
    for (uint32_t i = 0; i < type->field_count; i++) {
        Field *field = &type->fields[i];
        if (field->flags & META_FIELD_STATIC) continue;
        if (!loader_field_type(thread, field)) return false;
        uint32_t field_size, field_alignment;
        if (primitive) { /* Int32's m_value is an Int32: sized by its element type */
            field_size = field_alignment = primitive;
        } else if (field->type->kind == TYPE_KIND_VALUE_TYPE) {
            if (!loader_ensure_instance_sized(thread, field->type)) return false;
            field_size = field->type->instance_size;
            field_alignment = field->type->alignment;
        } else {
            field_size = field_alignment = 8;
        }
        if (field_alignment > packing) field_alignment = packing;
        if (is_explicit) {
            field->offset = (int32_t)(base + explicit_offset(type, field));
        } else {
            size = align_up(size, field_alignment);
            field->offset = (int32_t)size;
        }
        if (field->offset + field_size > size) size = field->offset + field_size;
        if (field_alignment > alignment) alignment = field_alignment;
        if (!primitive) add_references_of(&references, field->type, (uint32_t)field->offset);
    }
    int64_t inline_length = value_type ? loader_inline_array_length(type) : 0;
    if (inline_length) {
        /* CoreCLR: one instance field, a positive length, not explicit layout, at most 1 MB */
        uint32_t instance_fields = 0;
        Field *element = NULL;
        for (uint32_t i = 0; i < type->field_count; i++)
            if (!(type->fields[i].flags & META_FIELD_STATIC)) instance_fields++, element = &type->fields[i];
        uint64_t element_size = size;
        if (instance_fields != 1 || inline_length <= 0 || is_explicit || (uint64_t)inline_length * element_size > (1u << 20)) {
            free(references.items);
            char full[512], message[768];
            loader_type_full_name(type, full, sizeof full);
            snprintf(message, sizeof message, "InlineArrayAttribute on '%s' needs one instance field, a positive length and at most 1 MB.",
                     full);
            vm_throw_new(thread, "System.TypeLoadException", message);
            return false;
        }
        for (int64_t i = 1; i < inline_length; i++)
            add_references_of(&references, element->type, (uint32_t)(i * element_size));
        size = (uint32_t)(inline_length * element_size);
    }
    if (value_type) {
        if (primitive) {
            size = primitive;
            alignment = primitive;
        }
        if (layout && layout->class_size > size) size = layout->class_size;
        if (size == 0) size = 1; /* II.10.7: an empty struct still has size 1 */
        if (!layout || !layout->class_size) size = align_up(size, alignment);
        type->value_reference_offsets = references.items;
        type->value_reference_count = references.count;
        type->stack_slots = SLOTS_FOR_SIZE(size);
        if (type->flags & TYPE_FLAG_ENUM) {
            for (uint32_t i = 0; i < type->field_count; i++)
                if (!(type->fields[i].flags & META_FIELD_STATIC)) type->element = type->fields[i].type;
        }
    } else {
        size = align_up(size, 8);
        type->stack_slots = 1;
        type->value_reference_offsets = references.items; /* handed to the vtable below */
        type->value_reference_count = references.count;
    }
    type->instance_size = size;
    type->alignment = alignment;
    type->flags |= TYPE_FLAG_INSTANCE_SIZED;
    return true;
}

static const uint8_t *field_rva_data(Type *type, Field *field, uint32_t size) {
    MetaImage *image = type->assembly->image;
    uint32_t n = meta_table_row_count(image, META_TABLE_FIELDRVA);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaFieldRvaRow *row = meta_field_rva(image, i);
        if (row->field == META_TOKEN_ROW(field->token)) return meta_rva_to_pointer(image, row->rva, size);
    }
    return NULL;
}

static uint32_t thread_static_type_count;
static pthread_mutex_t thread_static_mutex = PTHREAD_MUTEX_INITIALIZER; /* after loader_lock */
static uint32_t *thread_static_sizes; /* block size by thread_static_index, for recycling */
static uint32_t thread_static_sizes_capacity;

static bool layout_statics(Thread *thread, Type *type) {
    uint32_t size = 0, thread_size = 0;
    OffsetList references = {0}, thread_references = {0};
    for (uint32_t i = 0; i < type->field_count; i++) {
        Field *field = &type->fields[i];
        if (!(field->flags & META_FIELD_STATIC) || (field->flags & META_FIELD_LITERAL)) continue;
        if (!loader_field_type(thread, field)) return false;
        if (!(field->flags & META_FIELD_HAS_FIELD_RVA) && field_is_thread_static(type, field->token)) {
            uint32_t field_size = 8;
            if (field->type->kind == TYPE_KIND_VALUE_TYPE) {
                if (!loader_ensure_instance_sized(thread, field->type)) return false;
                field_size = field->type->instance_size;
            }
            field->thread_static = true;
            thread_size = align_up(thread_size, 8);
            field->offset = (int32_t)thread_size;
            add_references_of(&thread_references, field->type, thread_size);
            thread_size += field_size;
            continue;
        }
        uint32_t field_size = 8, field_alignment = 8;
        if (field->type->kind == TYPE_KIND_VALUE_TYPE) {
            if (!loader_ensure_instance_sized(thread, field->type)) return false;
            field_size = field->type->instance_size;
        }
        if (field->flags & META_FIELD_HAS_FIELD_RVA) {
            field->rva_data = field_rva_data(type, field, field_size);
            if (!field->rva_data) {
                vm_throw_new(thread, "System.BadImageFormatException", "Field RVA out of range.");
                return false;
            }
            continue;
        }
        size = align_up(size, field_alignment);
        field->offset = (int32_t)size;
        add_references_of(&references, field->type, size);
        size += field_size;
    }
    if (size) type->static_data = gc_alloc_static_block(size, references.items, references.count);
    free(references.items);
    if (thread_size) {
        thread_size = align_up(thread_size, 8);
        pthread_mutex_lock(&thread_static_mutex);
        if (thread_static_type_count + 1 >= thread_static_sizes_capacity) {
            uint32_t capacity = thread_static_sizes_capacity ? thread_static_sizes_capacity * 2 : 64;
            uint32_t *grown = realloc(thread_static_sizes, capacity * sizeof *grown);
            if (!grown) {
                pthread_mutex_unlock(&thread_static_mutex);
                free(thread_references.items);
                vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
                return false;
            }
            thread_static_sizes = grown;
            thread_static_sizes_capacity = capacity;
        }
        thread_static_sizes[thread_static_type_count + 1] = thread_size;
        pthread_mutex_unlock(&thread_static_mutex);
        type->thread_static_size = thread_size;
        type->thread_static_reference_offsets = thread_references.items;
        type->thread_static_reference_count = thread_references.count;
        type->thread_static_index = ++thread_static_type_count; /* under loader_lock */
    }
    return true;
}

/* ---- [ThreadStatic] storage -------------------------------------------------------------- */

/* Blocks are GC static blocks (precise roots, never moved).  When a thread detaches its blocks
 * are cleared and kept per type for the next thread, so thread churn (pool workers come and go)
 * does not grow memory. */
typedef struct ThreadStaticFreeBlock {
    uint8_t *block;
    struct ThreadStaticFreeBlock *next;
} ThreadStaticFreeBlock;

static ThreadStaticFreeBlock **thread_static_free; /* by thread_static_index */
static uint32_t thread_static_free_capacity;

uint8_t *loader_thread_static_block(Thread *thread, Type *type) {
    uint32_t index = type->thread_static_index;
    if (index < thread->thread_static_capacity && thread->thread_static_blocks[index])
        return thread->thread_static_blocks[index];
    if (index >= thread->thread_static_capacity) {
        uint32_t capacity = thread->thread_static_capacity ? thread->thread_static_capacity : 16;
        while (capacity <= index) capacity *= 2;
        uint8_t **blocks = realloc(thread->thread_static_blocks, capacity * sizeof *blocks);
        if (!blocks) goto out_of_memory;
        memset(blocks + thread->thread_static_capacity, 0, (capacity - thread->thread_static_capacity) * sizeof *blocks);
        thread->thread_static_blocks = blocks;
        thread->thread_static_capacity = capacity;
    }
    uint8_t *block = NULL;
    pthread_mutex_lock(&thread_static_mutex);
    if (index < thread_static_free_capacity && thread_static_free[index]) {
        ThreadStaticFreeBlock *free_block = thread_static_free[index];
        thread_static_free[index] = free_block->next;
        block = free_block->block;
        free(free_block);
    }
    pthread_mutex_unlock(&thread_static_mutex);
    if (!block)
        block = gc_alloc_static_block(type->thread_static_size, type->thread_static_reference_offsets,
                                      type->thread_static_reference_count);
    if (!block) goto out_of_memory;
    thread->thread_static_blocks[index] = block;
    return block;
out_of_memory:
    vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
    return NULL;
}

/* Detach hook: clear this thread's blocks word by word (a collection may be scanning them:
 * it must see each reference either intact or null) and keep them for reuse. */
static void thread_statics_release(Thread *thread) {
    for (uint32_t index = 0; index < thread->thread_static_capacity; index++) {
        uint8_t *block = thread->thread_static_blocks[index];
        if (!block) continue;
        pthread_mutex_lock(&thread_static_mutex);
        uint32_t size = thread_static_sizes[index];
        pthread_mutex_unlock(&thread_static_mutex);
        for (uint32_t i = 0; i < size; i += 8)
            __atomic_store_n((uint64_t *)(block + i), 0, __ATOMIC_RELAXED);
        ThreadStaticFreeBlock *free_block = malloc(sizeof *free_block);
        if (!free_block) continue; /* the block leaks; nothing else goes wrong */
        pthread_mutex_lock(&thread_static_mutex);
        if (index >= thread_static_free_capacity) {
            uint32_t capacity = thread_static_free_capacity ? thread_static_free_capacity : 16;
            while (capacity <= index) capacity *= 2;
            ThreadStaticFreeBlock **grown = realloc(thread_static_free, capacity * sizeof *grown);
            if (!grown) {
                pthread_mutex_unlock(&thread_static_mutex);
                free(free_block);
                continue;
            }
            memset(grown + thread_static_free_capacity, 0, (capacity - thread_static_free_capacity) * sizeof *grown);
            thread_static_free = grown;
            thread_static_free_capacity = capacity;
        }
        free_block->block = block;
        free_block->next = thread_static_free[index];
        thread_static_free[index] = free_block;
        pthread_mutex_unlock(&thread_static_mutex);
    }
    free(thread->thread_static_blocks);
    thread->thread_static_blocks = NULL;
    thread->thread_static_capacity = 0;
}

__attribute__((constructor)) static void register_thread_statics_release(void) {
    thread_add_detach_hook(thread_statics_release);
}

/* ---- vtables --------------------------------------------------------------------------- */

static bool is_virtual(const Method *m) {
    return (m->flags & META_METHOD_VIRTUAL) != 0;
}

static bool same_name_and_signature(Thread *thread, Method *a, Method *b) {
    if (strcmp(a->name, b->name) != 0) return false;
    if (!loader_prepare_method(thread, a) || !loader_prepare_method(thread, b)) return false;
    return loader_signatures_equal(&a->signature, &b->signature);
}

/* MethodImpl rows of `type` (explicit overrides, II.22.27): the declaration each body overrides. */
typedef struct ExplicitOverride {
    Method *declaration;
    Method *body;
} ExplicitOverride;

/* Whether a MethodImpl's body is a static method (the override of a static virtual interface
 * method, II.12.2 as amended for C# 11), read from its MethodDef row without resolving anything:
 * a generic-math primitive has hundreds (Double: 200), and loading one at start-up must not
 * resolve them all. */
static bool override_body_is_static(Thread *thread, Assembly *assembly, uint32_t body_token, const GenericContext *context) {
    if (META_TOKEN_TABLE(body_token) == META_TABLE_METHODDEF) {
        uint32_t row = META_TOKEN_ROW(body_token);
        if (row == 0 || row > meta_table_row_count(assembly->image, META_TABLE_METHODDEF)) return false;
        return (meta_methoddef_header(assembly->image, row).flags & META_METHOD_STATIC) != 0;
    }
    Method *body = loader_resolve_method(thread, assembly, body_token, context);
    return body && (body->flags & META_METHOD_STATIC);
}

/* Those of one kind (statics: overrides of static virtual methods; else of instance methods),
 * in a malloc'd array of *count entries (NULL when there are none). */
static ExplicitOverride *build_overrides(Thread *thread, Type *type, bool statics, uint32_t *count) {
    *count = 0;
    if (!type->typedef_row) return NULL;
    Assembly *assembly = type->assembly;
    AssemblyIndex *index = loader_assembly_index(assembly);
    uint32_t first = index->method_impl_first[type->typedef_row];
    uint32_t n = meta_table_row_count(assembly->image, META_TABLE_METHODIMPL), rows = 0;
    for (uint32_t row = first; row && row <= n && meta_method_impl(assembly->image, row)->class_row == type->typedef_row; row++)
        rows++;
    if (!rows) return NULL;
    ExplicitOverride *out = malloc(rows * sizeof *out);
    if (!out) abort();
    GenericContext context = loader_type_context(type);
    for (uint32_t row = first; row < first + rows; row++) {
        const MetaMethodImplRow *impl = meta_method_impl(assembly->image, row);
        if (override_body_is_static(thread, assembly, impl->method_body, &context) != statics) {
            if (thread->exception) break;
            continue;
        }
        Method *declaration = loader_resolve_method(thread, assembly, impl->method_declaration, &context);
        Method *body = loader_resolve_method(thread, assembly, impl->method_body, &context);
        if (!declaration || !body) break;
        /* the body is one of this type's own methods: use this instantiation's copy (tokens
         * are unique among a type's methods, so the first match is the one) */
        Type *definition = type->generic_definition ? type->generic_definition : type;
        for (uint32_t i = 0; i < type->method_count && body->owner != type; i++)
            if (definition->methods[i] == body || type->methods[i]->token == body->token) {
                body = type->methods[i];
                break;
            }
        out[(*count)++] = (ExplicitOverride){declaration, body};
    }
    if (!*count) {
        free(out);
        return NULL;
    }
    return out;
}

/* build_overrides' lists, each built once per type and kept (read-only, never freed): the
 * vtable and every interface method of a derived type look at the instance list, every
 * `constrained.` call of a static virtual method (generic math: Int32 has about 200) at the
 * static one.  NULL with an exception pending when a MethodImpl does not resolve. */
static const ExplicitOverride *collect_overrides(Thread *thread, Type *type, bool statics, uint32_t *count) {
    const ExplicitOverride *cached = __atomic_load_n(&type->explicit_overrides[statics], __ATOMIC_ACQUIRE);
    if (cached) {
        *count = type->explicit_override_count[statics];
        return cached == (const void *)type ? NULL : cached;
    }
    ExplicitOverride *built = build_overrides(thread, type, statics, count);
    if (thread->exception) {
        free(built);
        *count = 0;
        return NULL;
    }
    gc_mutex_lock(thread_current, &loader_lock); /* preemptive while it waits: the holder may collect */
    if (!type->explicit_overrides[statics]) {
        type->explicit_override_count[statics] = *count;
        /* the type itself stands for "none" */
        __atomic_store_n(&type->explicit_overrides[statics], built ? (void *)built : (void *)type, __ATOMIC_RELEASE);
        built = NULL;
    }
    pthread_mutex_unlock(&loader_lock);
    free(built); /* another thread's list won */
    *count = type->explicit_override_count[statics];
    return type->explicit_overrides[statics] == (void *)type ? NULL : type->explicit_overrides[statics];
}

/* The implementation of interface method `im` in `type`: explicit overrides first, then a
 * public virtual with the same name and signature, most derived first, then a default body. */
static Method *find_interface_implementation(Thread *thread, Type *type, Method *im,
                                             const ExplicitOverride *overrides, uint32_t override_count) {
    for (uint32_t i = 0; i < override_count; i++)
        if (overrides[i].declaration == im) return overrides[i].body;
    for (Type *t = type; t; t = t->parent) {
        if (t != type) {
            uint32_t count;
            const ExplicitOverride *parent_overrides = collect_overrides(thread, t, false, &count);
            Method *body = NULL;
            for (uint32_t i = 0; i < count && !body; i++)
                if (parent_overrides[i].declaration == im) body = parent_overrides[i].body;
            if (body) return body;
        }
        for (uint32_t i = 0; i < t->method_count; i++) {
            Method *m = t->methods[i];
            if ((m->flags & META_METHOD_STATIC) || !is_virtual(m) || strcmp(m->name, im->name) != 0) continue;
            if ((m->flags & META_METHOD_ACCESS_MASK) != META_METHOD_PUBLIC) continue;
            if (same_name_and_signature(thread, m, im)) return m;
        }
    }
    if (!(im->flags & META_METHOD_ABSTRACT)) return im; /* default interface method */
    return NULL;
}

/* An interface the type only inherits (it does not name it again): the parent's implementation
 * of `im`, which the type's own MethodImpl replaces, and a vtable override of that method
 * replaces through its slot (slot_for).  A public method of the same name in the type does not
 * (ECMA-335 II.12.2; Roslyn's symbols have a public IsSealed and an explicit
 * ITypeDefinition.IsSealed that means something else).  NULL when the parent's map lacks it. */
static Method *inherited_interface_implementation(Type *type, Type *interface_type, uint32_t index, Method *im,
                                                  const ExplicitOverride *overrides, uint32_t override_count) {
    for (uint32_t i = 0; i < override_count; i++)
        if (overrides[i].declaration == im) return overrides[i].body;
    VTable *parent_vtable = type->parent ? type->parent->vtable : NULL;
    for (uint32_t i = 0; parent_vtable && i < parent_vtable->interface_count; i++)
        if (parent_vtable->interfaces[i].interface_type == interface_type)
            return parent_vtable->slots[parent_vtable->interfaces[i].first_slot + index].method;
    return NULL;
}

/* Static virtual interface methods (ECMA-335 II.12.2 as amended for C# 11 static abstract
 * members): `constrained. T call I::M` runs T's implementation: an explicit MethodImpl of
 * T or a parent, else a public static method of the same name and signature, else M's
 * default body. */
Method *loader_resolve_static_virtual(Thread *thread, Type *type, Method *method) {
    Method *open = method->generic_definition ? method->generic_definition : method;
    Method *found = NULL;
    if (!loader_ensure_laid_out(thread, type)) return NULL;
    for (Type *t = type; t && !found; t = t->parent) {
        uint32_t count;
        const ExplicitOverride *overrides = collect_overrides(thread, t, true, &count);
        for (uint32_t i = 0; i < count && !found; i++)
            if (overrides[i].declaration == open ||
                (overrides[i].declaration && overrides[i].declaration->owner == open->owner &&
                 overrides[i].declaration->token == open->token))
                found = overrides[i].body;
        for (uint32_t i = 0; i < t->method_count && !found; i++) {
            Method *m = t->methods[i];
            if (!(m->flags & META_METHOD_STATIC) || strcmp(m->name, open->name) != 0) continue;
            if ((m->flags & META_METHOD_ACCESS_MASK) != META_METHOD_PUBLIC) continue;
            if (same_name_and_signature(thread, m, open)) found = m;
        }
    }
    if (!found && !(open->flags & META_METHOD_ABSTRACT)) found = open;
    if (!found) {
        char full[512], message[1024];
        loader_type_full_name(type, full, sizeof full);
        snprintf(message, sizeof message, "Method '%s' in type '%s' does not have an implementation.", method->name, full);
        vm_throw_new(thread, "System.EntryPointNotFoundException", message);
        return NULL;
    }
    if (method->generic_definition)
        return loader_instantiate_method(thread, found, method->generic_arguments, method->generic_argument_count);
    return found;
}

static VTableSlot slot_for(VTableSlot *slots, Method *implementation) {
    if (implementation && implementation->vtable_slot >= 0 && !(implementation->owner->kind == TYPE_KIND_INTERFACE))
        return slots[implementation->vtable_slot];
    return (VTableSlot){implementation ? implementation->entry : NULL, implementation};
}

Method *loader_szarray_helper(Thread *thread, Type *array_type, Method *interface_method);

/* Every vtable, so that installing native code can backpatch the slots naming a method. */
static VTable **all_vtables;
static uint32_t vtable_count, vtable_capacity;

static void register_vtable(VTable *vtable) {
    if (vtable_count == vtable_capacity) {
        vtable_capacity = vtable_capacity ? vtable_capacity * 2 : 256;
        all_vtables = realloc(all_vtables, vtable_capacity * sizeof(VTable *));
    }
    all_vtables[vtable_count++] = vtable;
}

bool loader_build_vtable(Thread *thread, Type *type) {
    Type *parent = type->parent;
    VTable *parent_vtable = parent ? parent->vtable : NULL;
    /* Only the parent's virtual slots are inherited; its interface slots follow them. */
    uint32_t parent_slots = !parent_vtable ? 0
                            : parent_vtable->interface_count ? parent_vtable->interfaces[0].first_slot
                                                             : parent_vtable->slot_count;
    uint32_t override_count = 0;
    const ExplicitOverride *overrides = type->kind == TYPE_KIND_INTERFACE ? NULL : collect_overrides(thread, type, false, &override_count);
    if (thread->exception) {
        return false;
    }

    if (type->kind == TYPE_KIND_INTERFACE) {
        /* Interface methods are numbered by declaration order; dispatch adds the interface's
         * first slot in the implementing type's map. */
        for (uint32_t i = 0; i < type->method_count; i++) type->methods[i]->vtable_slot = (int32_t)i;
    }
    /* Count new virtual slots. */
    uint32_t virtual_slots = parent_slots;
    Method **slot_methods = loader_calloc(parent_slots + type->method_count + 1, sizeof(Method *));
    for (uint32_t i = 0; i < parent_slots; i++) slot_methods[i] = parent_vtable->slots[i].method;
    if (type->kind != TYPE_KIND_INTERFACE) {
        for (uint32_t i = 0; i < type->method_count; i++) {
            Method *m = type->methods[i];
            if (!is_virtual(m)) continue;
            int32_t slot = -1;
            if (!(m->flags & META_METHOD_NEW_SLOT)) {
                for (int32_t s = (int32_t)parent_slots - 1; s >= 0; s--) {
                    Method *base = slot_methods[s];
                    if (base && same_name_and_signature(thread, base, m)) {
                        slot = s;
                        break;
                    }
                }
                if (thread->exception) {
                    free(slot_methods);
                    return false;
                }
            }
            if (slot < 0) slot = (int32_t)virtual_slots++;
            m->vtable_slot = slot;
            slot_methods[slot] = m;
        }
        /* Explicit overrides of class methods (II.10.3.2). */
        for (uint32_t i = 0; i < override_count; i++) {
            Method *declaration = overrides[i].declaration;
            /* only a base class's virtual instance method owns a slot here (static bodies, of
             * generic-math MethodImpls, are in the other list: build_overrides) */
            if (declaration->owner->kind == TYPE_KIND_INTERFACE || declaration->vtable_slot < 0 || !is_virtual(declaration) ||
                (declaration->flags & META_METHOD_STATIC))
                continue;
            slot_methods[declaration->vtable_slot] = overrides[i].body;
        }
    }
    uint32_t interface_slots = 0;
    if (type->kind != TYPE_KIND_INTERFACE)
        for (uint32_t i = 0; i < type->interface_count; i++) interface_slots += type->interfaces[i]->method_count;
    uint32_t slot_count = virtual_slots + interface_slots;
    VTable *vtable = loader_permanent_calloc(1, sizeof(VTable) + slot_count * sizeof(VTableSlot));
    vtable->type = type;
    vtable->slot_count = slot_count;
    for (uint32_t s = 0; s < virtual_slots; s++) {
        Method *m = slot_methods[s];
        vtable->slots[s] = (VTableSlot){m ? m->entry : NULL, m};
    }
    free(slot_methods);
    if (type->kind != TYPE_KIND_INTERFACE && type->interface_count) {
        InterfaceMapEntry *map = loader_permanent_calloc(type->interface_count, sizeof(InterfaceMapEntry));
        uint32_t next = virtual_slots;
        for (uint32_t i = 0; i < type->interface_count; i++) {
            Type *interface_type = type->interfaces[i];
            map[i].interface_type = interface_type;
            map[i].first_slot = next;
            for (uint32_t j = 0; j < interface_type->method_count; j++) {
                Method *im = interface_type->methods[j];
                Method *implementation = NULL;
                /* a static interface method is never dispatched through the map: `constrained.`
                 * calls of static virtuals resolve with loader_resolve_static_virtual */
                if (im->flags & META_METHOD_STATIC) continue;
                if (type->kind == TYPE_KIND_ARRAY)
                    implementation = loader_szarray_helper(thread, type, im);
                if (!implementation && !type->interface_declared[i])
                    implementation = inherited_interface_implementation(type, interface_type, j, im, overrides, override_count);
                if (!implementation)
                    implementation = find_interface_implementation(thread, type, im, overrides, override_count);
                if (thread->exception) return false;
                vtable->slots[next + j] = slot_for(vtable->slots, implementation);
            }
            next += interface_type->method_count;
        }
        vtable->interfaces = map;
        vtable->interface_count = type->interface_count;
    }
    /* GC descriptor. */
    if (type->kind == TYPE_KIND_ARRAY) {
        Type *element = type->element;
        vtable->flags |= VTABLE_IS_ARRAY;
        vtable->rank = type->rank;
        vtable->component_size = loader_type_stack_size(element);
        if (element->kind == TYPE_KIND_VALUE_TYPE && element->element_type != META_ELEMENT_TYPE_VALUETYPE &&
            !(element->flags & TYPE_FLAG_ENUM))
            vtable->component_size = primitive_size(element->element_type);
        if (element->flags & TYPE_FLAG_ENUM) vtable->component_size = element->instance_size;
        if (type->flags & TYPE_FLAG_MULTI_DIMENSIONAL) {
            vtable->flags |= VTABLE_IS_MULTI_ARRAY;
            vtable->base_size = align_up((uint32_t)(sizeof(MultiArray) + type->rank * 2 * sizeof(int32_t)), 8);
        } else {
            vtable->base_size = (uint32_t)sizeof(Array);
        }
        if (loader_type_is_reference(element)) {
            vtable->flags |= VTABLE_HAS_REFERENCES | VTABLE_ELEMENTS_ARE_REFERENCES;
        } else if (element->kind == TYPE_KIND_VALUE_TYPE && element->value_reference_count) {
            vtable->flags |= VTABLE_HAS_REFERENCES;
            vtable->reference_offsets = element->value_reference_offsets;
            vtable->reference_count = element->value_reference_count;
        }
    } else if (type->kind == TYPE_KIND_VALUE_TYPE) {
        vtable->flags |= VTABLE_IS_VALUE_TYPE;
        vtable->base_size = align_up((uint32_t)sizeof(Object) + type->instance_size, 8);
        if (type->value_reference_count) {
            uint32_t *offsets = loader_calloc(type->value_reference_count, sizeof(uint32_t));
            for (uint32_t i = 0; i < type->value_reference_count; i++)
                offsets[i] = type->value_reference_offsets[i] + (uint32_t)sizeof(Object);
            vtable->reference_offsets = offsets;
            vtable->reference_count = type->value_reference_count;
            vtable->flags |= VTABLE_HAS_REFERENCES;
        }
    } else {
        vtable->base_size = type->instance_size;
        vtable->reference_offsets = type->value_reference_offsets;
        vtable->reference_count = type->value_reference_count;
        if (vtable->reference_count) vtable->flags |= VTABLE_HAS_REFERENCES;
        if (type == vm_types.string) {
            vtable->flags |= VTABLE_IS_STRING;
            vtable->base_size = (uint32_t)offsetof(String, chars);
            vtable->component_size = 2;
        }
        if (type->flags & TYPE_FLAG_DELEGATE) vtable->flags |= VTABLE_IS_DELEGATE;
        /* A finalizer is an override of Object.Finalize below Object itself. */
        for (Type *t = type; t && t != vm_types.object; t = t->parent)
            for (uint32_t i = 0; i < t->method_count; i++)
                if (is_virtual(t->methods[i]) && strcmp(t->methods[i]->name, "Finalize") == 0 &&
                    t->methods[i]->signature.parameter_count == 0)
                    vtable->flags |= VTABLE_HAS_FINALIZER;
    }
    type->vtable = vtable;
    register_vtable(vtable);
    return true;
}

void loader_backpatch_entry(Method *method, void *entry) {
    gc_mutex_lock(thread_current, &loader_lock);
    for (uint32_t v = 0; v < vtable_count; v++)
        for (uint32_t i = 0; i < all_vtables[v]->slot_count; i++)
            if (all_vtables[v]->slots[i].method == method)
                __atomic_store_n(&all_vtables[v]->slots[i].entry, entry, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&loader_lock);
}

/* ---- phases ---------------------------------------------------------------------------- */

/* Instance fields and size only: what signatures and containing types need.  Kept apart from
 * the vtable because building Object's vtable prepares GetHashCode(), whose Int32 result must
 * be sized while Object itself is still being laid out. */
bool loader_ensure_instance_sized(Thread *thread, Type *type) {
    if (type->flags & TYPE_FLAG_INSTANCE_SIZED) return true;
    if (type->kind == TYPE_KIND_GENERIC_PARAMETER || type->kind == TYPE_KIND_BYREF || type->kind == TYPE_KIND_POINTER)
        return true;
    gc_mutex_lock(thread_current, &loader_lock);
    bool ok = true;
    if (!(type->flags & (TYPE_FLAG_INSTANCE_SIZED | TYPE_FLAG_SIZING_IN_PROGRESS))) {
        type->flags |= TYPE_FLAG_SIZING_IN_PROGRESS;
        if (type->kind == TYPE_KIND_ARRAY || type->kind == TYPE_KIND_INTERFACE) {
            type->instance_size = 8;
            type->alignment = 8;
            type->stack_slots = 1;
            type->flags |= TYPE_FLAG_INSTANCE_SIZED;
        } else if ((type->flags & TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS) && type->kind != TYPE_KIND_VALUE_TYPE) {
            type->instance_size = 8;
            type->alignment = 8;
            type->stack_slots = 1;
        } else {
            if (type->kind == TYPE_KIND_CLASS && type->parent) ok = loader_ensure_instance_sized(thread, type->parent);
            if (ok) ok = layout_instance(thread, type);
        }
        type->flags &= ~TYPE_FLAG_SIZING_IN_PROGRESS;
    }
    pthread_mutex_unlock(&loader_lock);
    return ok;
}

bool loader_ensure_laid_out(Thread *thread, Type *type) {
    if (type->state == TYPE_STATE_LAID_OUT) return true;
    if (type->flags & TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS) {
        /* open types are never instantiated; they only need a size for signatures */
        return loader_ensure_instance_sized(thread, type);
    }
    gc_mutex_lock(thread_current, &loader_lock);
    bool ok = true;
    if (type->state != TYPE_STATE_LAID_OUT && !(type->flags & TYPE_FLAG_LAYOUT_IN_PROGRESS)) {
        type->flags |= TYPE_FLAG_LAYOUT_IN_PROGRESS;
        if (type->parent) ok = loader_ensure_laid_out(thread, type->parent);
        if (ok && type->kind == TYPE_KIND_ARRAY) ok = loader_ensure_instance_sized(thread, type->element);
        if (ok) ok = loader_ensure_instance_sized(thread, type);
        for (uint32_t i = 0; ok && i < type->interface_count; i++)
            ok = loader_ensure_laid_out(thread, type->interfaces[i]);
        /* Virtual methods are prepared lazily: the vtable compares the signatures of same-named
         * methods only, and preparing all of them loaded every type their signatures name. */
        if (ok) ok = layout_statics(thread, type);
        if (ok) ok = loader_build_vtable(thread, type);
        type->flags &= ~TYPE_FLAG_LAYOUT_IN_PROGRESS;
        if (ok) __atomic_store_n(&type->state, TYPE_STATE_LAID_OUT, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&loader_lock);
    return ok;
}

/* ---- dispatch -------------------------------------------------------------------------- */

/* Variance (II.9.5 / I.8.7): an interface instance is compatible when every covariant (out)
 * argument is assignable from the source's and every contravariant (in) one the other way. */
static bool variant_compatible(Type *target, Type *source) {
    if (target == source) return true;
    if (!target->generic_definition || target->generic_definition != source->generic_definition) return false;
    Type *definition = target->generic_definition;
    MetaImage *image = definition->assembly->image;
    for (uint32_t i = 0; i < target->generic_argument_count; i++) {
        uint32_t row = loader_generic_param_row(definition->assembly, META_TOKEN(META_TABLE_TYPEDEF, definition->typedef_row), i);
        uint32_t variance = row ? meta_generic_param(image, row)->flags & META_GENERIC_PARAM_VARIANCE_MASK : 0;
        Type *t = target->generic_arguments[i], *s = source->generic_arguments[i];
        if (t == s) continue;
        if (variance == META_GENERIC_PARAM_COVARIANT && loader_type_is_reference(s) && vm_type_is_assignable(t, s))
            continue;
        if (variance == META_GENERIC_PARAM_CONTRAVARIANT && loader_type_is_reference(t) &&
            vm_type_is_assignable(s, t))
            continue;
        return false;
    }
    return true;
}

bool loader_variant_compatible(Type *target, Type *source) {
    return variant_compatible(target, source);
}

const InterfaceMapEntry *loader_find_interface(const VTable *vtable, Type *interface_type) {
    for (uint32_t i = 0; i < vtable->interface_count; i++)
        if (vtable->interfaces[i].interface_type == interface_type) return &vtable->interfaces[i];
    for (uint32_t i = 0; i < vtable->interface_count; i++)
        if (variant_compatible(interface_type, vtable->interfaces[i].interface_type)) return &vtable->interfaces[i];
    return NULL;
}

/* Whether a vector implements some instantiation of `interface_type`'s generic definition
 * (IList<>, ICollection<>, ...): a reference-type vector then implements it for every base of its
 * element, through SZArrayHelper. */
static bool array_has_interface_definition(Type *array_type, Type *interface_type) {
    if (!interface_type->generic_definition) return false;
    for (uint32_t i = 0; i < array_type->vtable->interface_count; i++) {
        Type *implemented = array_type->vtable->interfaces[i].interface_type;
        if (implemented->generic_definition == interface_type->generic_definition) return true;
    }
    return false;
}

Method *loader_resolve_virtual(Thread *thread, Type *type, Method *method) {
    if (!loader_ensure_laid_out(thread, type)) return NULL;
    Method *open = method->generic_definition ? method->generic_definition : method;
    Method *implementation = NULL;
    if (method->owner->kind == TYPE_KIND_INTERFACE && (method->flags & META_METHOD_STATIC))
        return loader_resolve_static_virtual(thread, type, method); /* no slot in the map */
    if (method->owner->kind == TYPE_KIND_INTERFACE) {
        const InterfaceMapEntry *entry = loader_find_interface(type->vtable, method->owner);
        if (entry) implementation = type->vtable->slots[entry->first_slot + (uint32_t)open->vtable_slot].method;
        else if (type->kind == TYPE_KIND_ARRAY && array_has_interface_definition(type, method->owner)) {
            implementation = loader_szarray_helper(thread, type, method); /* a covariant IList<Base> */
            if (thread->exception) return NULL;
        }
    } else if (open->vtable_slot >= 0 && (uint32_t)open->vtable_slot < type->vtable->slot_count) {
        implementation = type->vtable->slots[open->vtable_slot].method;
    } else {
        implementation = method; /* not virtual */
    }
    if (!implementation) {
        char full[512], message[1024];
        loader_type_full_name(type, full, sizeof full);
        snprintf(message, sizeof message, "Method '%s' in type '%s' does not have an implementation.",
                 method->name, full);
        vm_throw_new(thread, "System.EntryPointNotFoundException", message);
        return NULL;
    }
    if (method->generic_definition) /* generic virtual method: instantiate the override */
        return loader_instantiate_method(thread, implementation, method->generic_arguments,
                                         method->generic_argument_count);
    /* vtables hold unprepared overrides (loader_ensure_laid_out); callers read the signature */
    return loader_prepare_method(thread, implementation) ? implementation : NULL;
}
