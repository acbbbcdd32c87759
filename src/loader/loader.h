/*
 * loader.h — assemblies, types, fields, methods and generic instantiation.
 *
 * A Type exists per instantiation: List<int> and List<string> are two Types sharing one
 * TypeDef row (ECMA-335 II.9.4: one instantiation per distinct set of type arguments).
 * Types are built in phases (header, then layout/vtable on first use) under the loader lock;
 * a Type is published to other threads only once fully built for the phase asked for.
 */
#ifndef CORVID_LOADER_H
#define CORVID_LOADER_H

#include "meta/meta.h"
#include "vm/vm.h"

/* What kind of type this is; element_type holds the ECMA-335 ELEMENT_TYPE_* of primitives. */
typedef enum TypeKind {
    TYPE_KIND_CLASS,
    TYPE_KIND_VALUE_TYPE, /* structs, primitives and enums */
    TYPE_KIND_INTERFACE,
    TYPE_KIND_ARRAY,      /* vector (rank 1, zero-based) or multi-dimensional */
    TYPE_KIND_POINTER,
    TYPE_KIND_BYREF,
    TYPE_KIND_GENERIC_PARAMETER, /* !n or !!n inside open signatures only */
} TypeKind;

enum {
    TYPE_FLAG_ENUM = 1u << 0,
    TYPE_FLAG_DELEGATE = 1u << 1,
    TYPE_FLAG_NULLABLE = 1u << 2,
    TYPE_FLAG_GENERIC_DEFINITION = 1u << 3, /* open: has parameters, no arguments */
    TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS = 1u << 4,
    TYPE_FLAG_MULTI_DIMENSIONAL = 1u << 5,
    TYPE_FLAG_BEFORE_FIELD_INIT = 1u << 6,
    TYPE_FLAG_HAS_CCTOR = 1u << 7,
    TYPE_FLAG_IS_BYREF_LIKE = 1u << 8,
    /* a function pointer type (delegate*): TYPE_KIND_POINTER to the engine (a native int, element
     * void), its signature in function_pointer_types */
    TYPE_FLAG_FUNCTION_POINTER = 1u << 9,
};

typedef enum TypeState {
    TYPE_STATE_LOADED = 0, /* name, parent, interfaces known */
    TYPE_STATE_LAID_OUT,   /* fields, sizes, vtable built */
} TypeState;

typedef enum ClassConstructorState {
    CCTOR_NOT_RUN = 0,
    CCTOR_RUNNING,
    CCTOR_DONE,
    CCTOR_FAILED, /* threw: later accesses raise TypeInitializationException */
} ClassConstructorState;

struct Field {
    Type *owner;
    const char *name;
    Type *type;
    uint32_t token;
    uint16_t flags;  /* FieldAttributes */
    int32_t offset;  /* instance: from object start (reference types) or value start (structs);
                        static: offset in owner->static_data */
    const uint8_t *rva_data; /* FieldRVA initial data (for RuntimeHelpers.InitializeArray) */
    bool thread_static;      /* [ThreadStatic]: offset is in the owner's per-thread block */
};

/* A resolved method signature; parameter types are closed for closed methods. */
typedef struct MethodSignature {
    bool has_this;
    bool explicit_this;
    bool is_vararg;
    uint32_t generic_parameter_count;
    uint32_t parameter_count;
    Type *return_type;
    Type **parameter_types;
} MethodSignature;

typedef struct InterpMethod InterpMethod;

struct Method {
    Type *owner;
    const char *name;
    uint32_t token;         /* MethodDef token in owner's assembly */
    uint16_t flags;         /* MethodAttributes */
    uint16_t impl_flags;    /* MethodImplAttributes */
    int32_t vtable_slot;    /* -1 when not virtual */
    MethodSignature signature;
    /* generic method instantiation: method type arguments (NULL for non-generic) */
    Type **generic_arguments;
    uint32_t generic_argument_count;
    Method *generic_definition; /* the open method this instantiates, or NULL */

    /* DESIGN.md "Methods and entry points": every caller goes through `entry`.  It starts at
     * the interpreter; tiering swaps it (and backpatches vtable slots) when Tier1 is ready. */
    void *volatile entry;
    InterpMethod *volatile interp; /* transcoded code, published once */
    InternalCallFunction internal_call;
    uint32_t argument_slots; /* slots taken by this + parameters */
    uint32_t return_slots;   /* slots taken by the return value */
    volatile bool signature_ready; /* signature and slot counts resolved (loader_method_prepare) */
    uint32_t call_count;     /* Tier0 call counter: the tiering seam */
    uint32_t delayed_calls;  /* calls seen while the call-counting delay held (src/tier) */
    /* Set with `entry` when native code is installed: how the interpreter calls `entry` (jit.h
     * JitAdapter; shared by the methods of one signature shape). */
    void (*volatile native_adapter)(Thread *thread, Slot *args, void *entry);
    volatile uint8_t tier;   /* TierState (src/tier) */
    uint8_t retier_count;    /* times its Tier1 code was sent back for a new profile (src/tier) */
    /* matches CORVID_ProfileExclude: calls beneath it are not profiled, and it stays in the
     * interpreter, where its frame marks the thread (src/interp) */
    bool profile_exclusion_root;
    /* called while its thread's profile was excluded: hot already, so once its calls count the
     * call-counting delay does not hold them back (src/tier) */
    bool called_while_excluded;
    bool static_profile;     /* `profile` came from DOTNET_ReadPGOData (src/pgo) */
    /* compiled code has called it while it had no native code: it is on a compiled hot path, so
     * its queued compile goes before others (src/tier) */
    volatile bool called_from_native;
    uint32_t counted_calls;  /* Tier0 calls counted toward tier-up, in thresholds (src/tier) */
    /* When compiled code that inlines this method was last made (src/tier then judges its
     * queued compile by the calls it gets while it waits) */
    uint64_t inlined_at_ns;
    struct MethodProfile *volatile profile; /* Dynamic PGO data recorded by instrumented Tier0 */
    struct LoaderDynamicMethod *dynamic;    /* a method made at run time (DynamicMethod), or NULL */
};

struct Type {
    const char *name;           /* "List`1", "Int32", "Int32[]" */
    const char *namespace_name; /* "System.Collections.Generic" */
    Assembly *assembly;
    uint32_t typedef_row;       /* 0 for arrays, pointers, byrefs, generic parameters */
    TypeKind kind;
    uint8_t element_type;       /* META_ELEMENT_TYPE_* for primitives/string/object, else CLASS/VALUETYPE */
    uint32_t flags;
    uint32_t attributes;        /* TypeAttributes */
    volatile TypeState state;

    Type *parent;
    Type *declaring_type;       /* nesting */
    Type *element;              /* array/pointer/byref element; enum: underlying type */
    uint32_t rank;
    uint32_t generic_parameter_number; /* for generic parameters */
    bool generic_parameter_is_method;
    /* A declared generic parameter (loader_declared_generic_parameter) knows its GenericParam
     * row and owner; the shared !n / !!n the engine works with have none. */
    uint32_t generic_parameter_row;
    Type *generic_parameter_owner_type;
    struct Method *generic_parameter_owner_method;

    Type *generic_definition;   /* open type this instantiates, or NULL */
    Type **generic_arguments;
    uint32_t generic_argument_count;

    Type **interfaces;          /* all implemented interfaces, inherited ones included */
    uint32_t interface_count;
    /* by interface: 1 when the type itself implements it (its InterfaceImpl rows name it or an
     * interface extending it), 0 when it is only inherited from the parent (ECMA-335 II.12.2:
     * then the parent's implementation stands unless a MethodImpl or an override replaces it) */
    uint8_t *interface_declared;

    Field *fields;              /* declared fields (instance and static) */
    uint32_t field_count;
    Method **methods;           /* declared methods, MethodDef order */
    uint32_t method_count;

    /* Layout (TYPE_STATE_LAID_OUT). */
    uint32_t instance_size;     /* reference types: object size with header; value types: unboxed size */
    uint32_t alignment;
    uint32_t stack_slots;       /* slots a value of this type occupies on the evaluation stack */
    VTable *vtable;
    uint32_t *value_reference_offsets; /* value types: reference fields, offsets from value start */
    uint32_t value_reference_count;
    uint8_t *static_data;
    volatile int cctor_state;   /* ClassConstructorState */
    Method *cctor;
    Thread *cctor_owner;        /* the thread running the cctor while CCTOR_RUNNING */
    /* [ThreadStatic] fields live in a block per (thread, type): loader_thread_static_block. */
    uint32_t thread_static_size;
    uint32_t *thread_static_reference_offsets;
    uint32_t thread_static_reference_count;
    uint32_t thread_static_index; /* 1-based slot in Thread.thread_static_blocks; 0: none */
    Object *type_object;        /* System.RuntimeType, created on demand */
    /* the runtime layer's handle for it (src/coreclr: its TypeHandle mirror), set once, read
     * without a lock: RuntimeHelpers.GetMethodTable runs on every CoreLib cast and type test */
    volatile uintptr_t runtime_handle;
    /* a function pointer type: the return type, then the parameter types; its calling
     * convention normalised as CoreCLR's type identity does (0 managed, 9 any unmanaged form) */
    Type **function_pointer_types;
    uint32_t function_pointer_parameter_count;
    uint8_t function_pointer_convention;
    Type *array_type_cache;     /* T[] */
    Type *byref_type_cache, *pointer_type_cache;
    /* loader_layout.c's explicit overrides (MethodImpl rows, resolved), built once; the type
     * itself when it has none (atomic).  [0]: of instance methods (the vtable needs them),
     * [1]: of static virtual methods (only `constrained.` calls do, so built on first need). */
    void *explicit_overrides[2];
    uint32_t explicit_override_count[2];
};

struct Assembly {
    const char *name;
    MetaImage *image;
    Type **typedefs;   /* by TypeDef row, loaded lazily */
    void **member_cache; /* per-token resolution caches */
    Assembly *next;
    void *load_context; /* the AssemblyLoadContext binder it was loaded for; NULL: the default */
    /* A Reflection.Emit module (src/coreclr's emitter state), NULL for assemblies from files.
     * Its TypeDefs load only once typedef_created says so (TypeBuilder.CreateType ran): the
     * rows of a type still being built are incomplete.  False with the exception raised. */
    void *dynamic_module;
    bool (*typedef_created)(Thread *thread, Assembly *assembly, uint32_t row);
};

/* Generic context for resolving !n and !!n while loading signatures and IL operands. */
typedef struct GenericContext {
    Type **type_arguments;
    uint32_t type_argument_count;
    Type **method_arguments;
    uint32_t method_argument_count;
} GenericContext;

/* Start-up: load corlib from `corlib_path` (mscorlib.dll next to the corvid binary). */
bool loader_init(const char *corlib_path, char *error, size_t error_size);
Assembly *loader_corlib(void);
/* Framework mode: assembly references resolve through these paths (the host's TPA list) by
 * simple name, and only corlib's own name (System.Private.CoreLib) maps to corlib.  Called
 * before loader_init's first resolution; without it the embedded corlib's name table applies. */
void loader_set_trusted_assemblies(char *const *paths, size_t count);
bool loader_framework_mode(void);
/* Load an assembly by path; errors are reported in `error`. */
Assembly *loader_load_assembly_file(const char *path, char *error, size_t error_size);
/* AssemblyLoadContext.LoadFromAssemblyPath / LoadFromStream: an assembly from a file or from
 * bytes (copied), for `load_context`.  One already loaded under the same simple name is returned
 * instead (corvid resolves references by simple name across load contexts).  NULL with `error`
 * set and *not_found when the file does not exist. */
Assembly *loader_load_assembly_for_context(const char *path, const uint8_t *bytes, size_t size, void *load_context,
                                           bool *not_found, char *error, size_t error_size);
/* A new assembly from an image made at run time (AssemblyBuilder): never the one already
 * loaded under its name, since every DefineDynamicAssembly makes its own (Castle's proxy
 * generators each name theirs "DynamicProxyGenAssembly2").  NULL with a message on error. */
/* TypeLoadException: "Could not load type 'Namespace.Name' from assembly 'assembly_name'." */
void loader_raise_type_load(Thread *thread, const char *namespace_name, const char *name, const char *assembly_name);
Assembly *loader_define_dynamic_assembly(const uint8_t *bytes, size_t size, char *error, size_t error_size);
/* A dynamic assembly's module grew (Reflection.Emit wrote it out again): `image` has every row
 * the old one had, under the same numbers, and more.  Loaded types stay; their caches carry
 * over; the old image stays open, since loaded names and signatures point into it. */
void loader_assembly_replace_image(Assembly *assembly, MetaImage *image);
/* Its AssemblyRef row `assemblyref_row` means `target`, whatever the name lookup would find
 * (CoreCLR binds a dynamic module's references to the assemblies they were made for). */
void loader_assembly_bind_reference(Assembly *assembly, uint32_t assemblyref_row, Assembly *target);
/* Up to `capacity` loaded assemblies (corlib first) into `out`; returns how many are loaded. */
size_t loader_loaded_assemblies(Assembly **out, size_t capacity);
/* An assembly already loaded under this simple name, or NULL (loads nothing). */
Assembly *loader_loaded_assembly(const char *name);
/* An assembly by simple name as `from` would load it (Assembly.Load): corlib, loaded ones, the
 * framework's, a file beside `from`; NULL with FileNotFoundException (or BadImageFormatException). */
Assembly *loader_load_assembly_named(Thread *thread, Assembly *from, const char *name);

/* Resolution.  On failure these raise the matching managed exception on `thread`
 * (TypeLoadException, MissingMethodException, MissingFieldException) and return NULL. */
Type *loader_resolve_type(Thread *thread, Assembly *assembly, uint32_t token, const GenericContext *context);
Method *loader_resolve_method(Thread *thread, Assembly *assembly, uint32_t token, const GenericContext *context);
Field *loader_resolve_field(Thread *thread, Assembly *assembly, uint32_t token, const GenericContext *context);
Type *loader_find_type(Assembly *assembly, const char *namespace_name, const char *name);
/* A top-level type "Namespace.Name" of the assembly named `assembly_name` as `from` would load
 * it (`from` itself when NULL), following forwarders; NULL with TypeLoadException or
 * FileNotFoundException raised. */
Type *loader_find_type_named(Thread *thread, Assembly *from, const char *assembly_name, const char *full_name);
Type *loader_find_corlib_type(const char *full_name);
/* Type.GetType(name, ignoreCase: true): the TypeDef of `assembly` whose "Namespace.Name" (or,
 * nested in `enclosing`, whose name) equals `name` ignoring ASCII case; NULL when none. */
Type *loader_find_type_ignore_case(Thread *thread, Assembly *assembly, Type *enclosing, const char *name);
/* The type nested in `enclosing` named `name`, or NULL (Assembly.GetType("Outer+Inner")). */
Type *loader_find_nested_type(Thread *thread, Type *enclosing, const char *name);

/* Derived types. */
Type *loader_array_type(Type *element, uint32_t rank); /* rank 0 = vector */
/* the runtime-provided methods of an array type (Get, Set, Address, constructors), as
 * reflection lists them; returns how many (at most `room`) */
uint32_t loader_array_runtime_methods(Type *array_type, Method **out, uint32_t room);
Method *loader_string_factory(Thread *thread, Method *constructor); /* String.Ctor(...) for a .ctor */
Type *loader_byref_type(Type *element);
Type *loader_pointer_type(Type *element);
/* The function pointer type (interned) with `return_and_parameters[0]` as its return type and
 * `parameter_count` parameters after it; `convention` is the signature's calling convention byte */
Type *loader_function_pointer_type(Type *const *return_and_parameters, uint32_t parameter_count, uint8_t convention);
Type *loader_instantiate_type(Thread *thread, Type *definition, Type **arguments, uint32_t count);
/* Whether `argument` satisfies declared generic parameter `parameter`'s constraints, its type
 * constraints read in `context` (II.10.1.7: class, struct, new(), allows ref struct, types). */
bool loader_satisfies_constraints(Thread *thread, Type *parameter, Type *argument, const GenericContext *context);
/* Declared generic parameter `parameter`'s type constraints (GenericParamConstraint rows) read
 * in `context`: how many (at most `room`), -1 with an exception raised when one does not load. */
int32_t loader_generic_parameter_constraints(Thread *thread, Type *parameter, const GenericContext *context, Type **out, uint32_t room);
/* A method body's locals (its LocalVarSig token), read in `context`, and which are pinned
 * (malloc'd, the caller frees); false with an exception raised. */
bool loader_local_types(Thread *thread, Assembly *assembly, uint32_t token, const GenericContext *context, Type ***types, bool **pinned,
                        uint32_t *count);
/* A ref struct ([IsByRefLike]). */
bool loader_type_is_byref_like(Type *type);
/* A method (or property) signature blob of `assembly` resolved in `context`; false with an
 * exception raised.  out->parameter_types is malloc'd (the caller frees it). */
bool loader_parse_method_signature(Thread *thread, Assembly *assembly, MetaBlob blob,
                                   const GenericContext *context, MethodSignature *out);
/* A field signature blob (FIELD type) of `assembly` resolved in `context`; NULL with an
 * exception raised. */
Type *loader_parse_field_signature(Thread *thread, Assembly *assembly, MetaBlob blob, const GenericContext *context);
/* !n (or !!n): one Type per number, shared by every generic type (or method) */
Type *loader_generic_parameter(bool is_method, uint32_t number);
/* The number-th generic parameter as its owner declares it (name, GenericParam row, owner): what
 * reflection shows for a generic definition's parameters (CoreCLR's TypeVarTypeDesc), one Type
 * per (owner, number). `owner_method`, when not NULL, is a generic method definition in the
 * typical `owner_type`. The engine keeps using the shared !n / !!n; loader_substitute maps
 * between the two. */
Type *loader_declared_generic_parameter(Type *owner_type, Method *owner_method, uint32_t number);
/* `type` with its generic parameters replaced by the context's arguments (by number); NULL with
 * an exception raised. */
Type *loader_substitute(Thread *thread, Type *type, const GenericContext *context);
Method *loader_instantiate_method(Thread *thread, Method *definition, Type **arguments, uint32_t count);

/* A method's IL body.  A runtime layer may substitute bodies (CoreCLR's intrinsics whose IL
 * is a placeholder: src/coreclr); every reader of IL (transcoder, JIT) goes through this, so
 * all tiers see the same code.  A substituted body may use LOADER_TOKEN_MVAR(n) and
 * LOADER_TOKEN_VAR(n) as type tokens: the method's / type's n-th generic argument. */
typedef bool (*LoaderBodyOverride)(Method *method, MetaMethodBody *body);
void loader_set_body_override(LoaderBodyOverride override);
bool loader_method_body(Method *method, MetaMethodBody *body, MetaError *error);
/* CoreCLR's always-inline size: a method of at most LOADER_ALWAYS_INLINE_IL_SIZE bytes of IL is
 * smaller than its call, so Tier1 inlines it whatever its budget (jit_compile.c) and the compile
 * queue takes it last (tier.c): every compiled caller inlines it anyway. */
#define LOADER_ALWAYS_INLINE_IL_SIZE 16
bool loader_method_always_inlined(Method *method);
/* Whether the runtime substituted `method`'s body (its IL reinterprets types, as Unsafe.As). */
bool loader_method_body_substituted(Method *method);
#define LOADER_TOKEN_MVAR(n) (0x1BFFFF00u | (uint32_t)(n))
#define LOADER_TOKEN_VAR(n) (0x1BFFFE00u | (uint32_t)(n))
/* ... and as a method token, the parameterless instance constructor of the method's generic
 * argument 0 (a class) */
#define LOADER_TOKEN_MVAR0_DEFAULT_CTOR 0x0AFFFF00u

/* Runtime-made IL (a substituted body) names a member it resolved itself by a synthetic token:
 * a MethodDef or Field token past any real row that loader_resolve_method / _field map back
 * to `member`.  With `member` NULL, resolving the token raises `exception_type` with `message`
 * (the body of an accessor whose target is missing throws when it is compiled, as CoreCLR's). */
uint32_t loader_synthetic_method_token(Method *member, const char *exception_type, const char *message);
uint32_t loader_synthetic_field_token(Field *member, const char *exception_type, const char *message);
/* The CustomAttribute row of attribute type `name` ("Namespace.Name") on metadata `token` of
 * `type`'s assembly, 0 when absent. */
uint32_t loader_find_custom_attribute(Type *type, uint32_t token, const char *name);

/* ---- Methods made at run time ------------------------------------------------------------
 * CoreLib's DynamicMethod (CoreCLR's lightweight code generation, "LCG") is a static method with
 * no metadata row: token 0, owned by its module's <Module> type.  Its body is a copy of what
 * the ILGenerator baked, and its IL's tokens index the generator's own token list, so the
 * runtime layer that made it (src/coreclr/coreclr_dynamic_method.c) says what each token names:
 * `prepare` fills `tokens` before the first transcoding, outside the loader lock, since it runs
 * managed code (CoreLib's DynamicResolver). */
typedef enum LoaderDynamicTokenKind {
    LOADER_DYNAMIC_NONE,
    LOADER_DYNAMIC_TYPE,
    LOADER_DYNAMIC_METHOD,
    LOADER_DYNAMIC_FIELD,
    LOADER_DYNAMIC_STRING,    /* UTF-16 characters, interned by whoever loads it */
    LOADER_DYNAMIC_SIGNATURE, /* a stand-alone signature (calli, locals); types as ELEMENT_TYPE_INTERNAL */
} LoaderDynamicTokenKind;

typedef struct LoaderDynamicToken {
    LoaderDynamicTokenKind kind;
    uint32_t length; /* characters of a string, bytes of a signature */
    union {
        Type *type;
        Method *method;
        Field *field;
        uint16_t *chars;
        uint8_t *bytes;
    } as;
} LoaderDynamicToken;

typedef struct LoaderDynamicMethod {
    MetaMethodBody body;       /* owned copies of the IL and the exception clauses */
    MetaBlob locals_signature; /* empty without locals */
    bool (*prepare)(Thread *thread, Method *method); /* false with an exception raised */
    volatile bool prepared;
    uint32_t token_count;
    LoaderDynamicToken *tokens; /* by token index (the token's low 24 bits) */
    void *maker;                /* the runtime layer's own data */
} LoaderDynamicMethod;

/* A new method made at run time, static, of `signature` (ELEMENT_TYPE_INTERNAL types allowed),
 * in `assembly`'s <Module> type.  NULL with an exception raised. */
Method *loader_new_dynamic_method(Thread *thread, Assembly *assembly, const char *name, MetaBlob signature,
                                  LoaderDynamicMethod *dynamic);
/* Runs the method's `prepare` once; true at once for other methods. */
bool loader_prepare_dynamic_method(Thread *thread, Method *method);
/* What `token` of a prepared dynamic method names, NULL when nothing. */
const LoaderDynamicToken *loader_dynamic_token(const Method *method, uint32_t token);
/* ELEMENT_TYPE_INTERNAL in a signature carries a runtime type handle, whose meaning belongs to
 * the runtime layer (CoreCLR's TypeHandle); it registers how to map one to a Type. */
void loader_set_internal_type_resolver(Type *(*resolver)(uintptr_t handle));

/* Resolve a method's signature (types, slot counts).  false with an exception raised. */
bool loader_prepare_method(Thread *thread, Method *method);

/* Ensure fields, sizes and the vtable exist.  false (with an exception raised) on failure. */
bool loader_ensure_laid_out(Thread *thread, Type *type);

/* Look-ups by name (used by the runtime for well-known members). */
Field *loader_find_field(Type *type, const char *name);
/* The field's type, parsed from its signature if nothing needed it yet (literal fields are not
 * laid out); false with an exception raised when it cannot be loaded. */
bool loader_field_type(Thread *thread, Field *field);
/* Does metadata row `token` (of `type`'s definition's image: the type itself, a field or a
 * method of it) carry the custom attribute `name` ("Namespace.Type")? */
bool loader_has_custom_attribute(Type *type, uint32_t token, const char *name);
/* The length of a struct's [InlineArray(length)] (CoreCLR's IsInlineArray), 0 without one. */
int64_t loader_inline_array_length(Type *type);
Method *loader_find_method(Type *type, const char *name, int parameter_count);

/* Dispatch: the implementation of `method` for an object whose exact type is `type`
 * (virtual, interface and generic virtual methods). */
Method *loader_resolve_virtual(Thread *thread, Type *type, Method *method);
/* `constrained. type call method` for a static virtual interface method: type's implementation. */
Method *loader_resolve_static_virtual(Thread *thread, Type *type, Method *method);
/* The target of interface/virtual `declared` on objects of `vtable`, as an immutable pair
 * interned per (vtable, declared): call-site caches hold one pointer to it, so threads that
 * race to update a site never pair one type with another type's target.  NULL on failure
 * (exception pending). */
typedef struct LoaderDispatchPair {
    const VTable *vtable;
    Method *method;
    Method *declared;
    struct LoaderDispatchPair *next;
} LoaderDispatchPair;
/* This thread's block of `type`'s [ThreadStatic] fields (zeroed on first use; GC roots).
 * NULL with OutOfMemoryException pending on failure. */
uint8_t *loader_thread_static_block(Thread *thread, Type *type);
const LoaderDispatchPair *loader_dispatch_pair(Thread *thread, const VTable *vtable, Method *declared);

/* Point every vtable slot that holds `method` at its new entry (tier-up backpatching). */
void loader_backpatch_entry(Method *method, void *entry);

/* Naming: "System.Collections.Generic.List`1[System.Int32]" style (Type.FullName) and the
 * canonical internal-call key "Namespace.Type::Method(int,string)". */
void loader_type_full_name(Type *type, char *buffer, size_t size);
void loader_method_display_name(Method *method, char *buffer, size_t size); /* Namespace.Type.Method(Int32) */
void loader_method_signature_text(Method *method, char *buffer, size_t size);
/* Whether `method` matches one of the space-, comma- or semicolon-separated patterns, as
 * CoreCLR's DOTNET_JitDisasm reads them: "Method", "Type:Method" or "Namespace.Type:Method",
 * with '*' wildcards (DOTNET_JitDisasm, CORVID_ProfileExclude). */
bool loader_method_matches(Method *method, const char *patterns);

bool loader_type_is_value_type(const Type *type);
bool loader_type_is_reference(const Type *type); /* class, interface, array, string */
uint32_t loader_type_stack_size(Type *type);     /* bytes a value occupies in a slot array */

#endif
