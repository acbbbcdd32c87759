/* corvid metadata reader: PE/COFF + ECMA-335 metadata (Partition II).
 *
 * Everything is validated when an image is opened (PE headers, streams, heaps, every table
 * row), so the rows handed out here can be trusted: indexes are in range, strings are
 * NUL-terminated inside #Strings, blobs lie inside #Blob.  Pure: no global state, no
 * allocation outside the image (and custom-attribute values, which the caller frees). */
#ifndef CORVID_META_H
#define CORVID_META_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct MetaImage MetaImage;
typedef struct { char message[256]; } MetaError;      /* "what and where" */
typedef struct { const uint8_t *data; uint32_t size; } MetaBlob;

/* Metadata tables, II.22 (numbers are the table ids of II.24.2.6). */
enum MetaTable {
    META_TABLE_MODULE = 0x00, META_TABLE_TYPEREF = 0x01, META_TABLE_TYPEDEF = 0x02,
    META_TABLE_FIELDPTR = 0x03, META_TABLE_FIELD = 0x04, META_TABLE_METHODPTR = 0x05,
    META_TABLE_METHODDEF = 0x06, META_TABLE_PARAMPTR = 0x07, META_TABLE_PARAM = 0x08,
    META_TABLE_INTERFACEIMPL = 0x09, META_TABLE_MEMBERREF = 0x0A, META_TABLE_CONSTANT = 0x0B,
    META_TABLE_CUSTOMATTRIBUTE = 0x0C, META_TABLE_FIELDMARSHAL = 0x0D,
    META_TABLE_DECLSECURITY = 0x0E, META_TABLE_CLASSLAYOUT = 0x0F, META_TABLE_FIELDLAYOUT = 0x10,
    META_TABLE_STANDALONESIG = 0x11, META_TABLE_EVENTMAP = 0x12, META_TABLE_EVENTPTR = 0x13,
    META_TABLE_EVENT = 0x14, META_TABLE_PROPERTYMAP = 0x15, META_TABLE_PROPERTYPTR = 0x16,
    META_TABLE_PROPERTY = 0x17, META_TABLE_METHODSEMANTICS = 0x18, META_TABLE_METHODIMPL = 0x19,
    META_TABLE_MODULEREF = 0x1A, META_TABLE_TYPESPEC = 0x1B, META_TABLE_IMPLMAP = 0x1C,
    META_TABLE_FIELDRVA = 0x1D, META_TABLE_ENCLOG = 0x1E, META_TABLE_ENCMAP = 0x1F,
    META_TABLE_ASSEMBLY = 0x20, META_TABLE_ASSEMBLYPROCESSOR = 0x21, META_TABLE_ASSEMBLYOS = 0x22,
    META_TABLE_ASSEMBLYREF = 0x23, META_TABLE_ASSEMBLYREFPROCESSOR = 0x24,
    META_TABLE_ASSEMBLYREFOS = 0x25, META_TABLE_FILE = 0x26, META_TABLE_EXPORTEDTYPE = 0x27,
    META_TABLE_MANIFESTRESOURCE = 0x28, META_TABLE_NESTEDCLASS = 0x29,
    META_TABLE_GENERICPARAM = 0x2A, META_TABLE_METHODSPEC = 0x2B,
    META_TABLE_GENERICPARAMCONSTRAINT = 0x2C,
    META_TABLE_COUNT = 0x2D
};
/* Token types that are not tables (II.24.2.6 / III.1.9). */
#define META_TOKEN_USER_STRING 0x70u
#define META_TOKEN_TABLE(tok)  ((uint32_t)(tok) >> 24)
#define META_TOKEN_ROW(tok)    ((uint32_t)(tok) & 0x00FFFFFFu)
#define META_TOKEN(table, row) (((uint32_t)(table) << 24) | (uint32_t)(row))

/* ---- Row structs, one per table (II.22.x).  Conventions:
 *  - coded indexes (II.24.2.6) are decoded to full tokens (table << 24 | row), 0 if null;
 *  - simple indexes into another table are plain 1-based row numbers;
 *  - strings point into #Strings (never NULL; "" for index 0);
 *  - blobs point into #Blob ({NULL?, 0} never: size 0 blobs have a valid data pointer);
 *  - GUIDs point at 16 bytes in #GUID, or NULL for index 0.
 *  - all integer columns are widened to uint32_t. */
typedef struct { uint32_t generation; const char *name; const uint8_t *mvid, *enc_id, *enc_base_id; } MetaModuleRow;
typedef struct { uint32_t resolution_scope; const char *name, *namespace_name; } MetaTypeRefRow;
typedef struct { uint32_t flags; const char *name, *namespace_name; uint32_t extends, field_list, method_list; } MetaTypeDefRow;
typedef struct { uint32_t field; } MetaFieldPtrRow;
typedef struct { uint32_t flags; const char *name; MetaBlob signature; } MetaFieldRow;
typedef struct { uint32_t method; } MetaMethodPtrRow;
typedef struct { uint32_t rva, impl_flags, flags; const char *name; MetaBlob signature; uint32_t param_list; } MetaMethodDefRow;
typedef struct { uint32_t param; } MetaParamPtrRow;
typedef struct { uint32_t flags, sequence; const char *name; } MetaParamRow;
typedef struct { uint32_t class_row, interface; } MetaInterfaceImplRow;
typedef struct { uint32_t parent; const char *name; MetaBlob signature; } MetaMemberRefRow;
typedef struct { uint32_t type, parent; MetaBlob value; } MetaConstantRow;
typedef struct { uint32_t parent, constructor; MetaBlob value; } MetaCustomAttributeRow;
typedef struct { uint32_t parent; MetaBlob native_type; } MetaFieldMarshalRow;
typedef struct { uint32_t action, parent; MetaBlob permission_set; } MetaDeclSecurityRow;
typedef struct { uint32_t packing_size, class_size, parent; } MetaClassLayoutRow;
typedef struct { uint32_t offset, field; } MetaFieldLayoutRow;
typedef struct { MetaBlob signature; } MetaStandAloneSigRow;
typedef struct { uint32_t parent, event_list; } MetaEventMapRow;
typedef struct { uint32_t event; } MetaEventPtrRow;
typedef struct { uint32_t flags; const char *name; uint32_t event_type; } MetaEventRow;
typedef struct { uint32_t parent, property_list; } MetaPropertyMapRow;
typedef struct { uint32_t property; } MetaPropertyPtrRow;
typedef struct { uint32_t flags; const char *name; MetaBlob type; } MetaPropertyRow;
typedef struct { uint32_t semantics, method, association; } MetaMethodSemanticsRow;
typedef struct { uint32_t class_row, method_body, method_declaration; } MetaMethodImplRow;
typedef struct { const char *name; } MetaModuleRefRow;
typedef struct { MetaBlob signature; } MetaTypeSpecRow;
typedef struct { uint32_t mapping_flags, member_forwarded; const char *import_name; uint32_t import_scope; } MetaImplMapRow;
typedef struct { uint32_t rva, field; } MetaFieldRvaRow;
typedef struct { uint32_t token, func_code; } MetaEncLogRow;
typedef struct { uint32_t token; } MetaEncMapRow;
typedef struct { uint32_t hash_alg, major_version, minor_version, build_number, revision_number, flags;
                 MetaBlob public_key; const char *name, *culture; } MetaAssemblyRow;
typedef struct { uint32_t processor; } MetaAssemblyProcessorRow;
typedef struct { uint32_t os_platform_id, os_major_version, os_minor_version; } MetaAssemblyOsRow;
typedef struct { uint32_t major_version, minor_version, build_number, revision_number, flags;
                 MetaBlob public_key_or_token; const char *name, *culture; MetaBlob hash_value; } MetaAssemblyRefRow;
typedef struct { uint32_t processor, assembly_ref; } MetaAssemblyRefProcessorRow;
typedef struct { uint32_t os_platform_id, os_major_version, os_minor_version, assembly_ref; } MetaAssemblyRefOsRow;
typedef struct { uint32_t flags; const char *name; MetaBlob hash_value; } MetaFileRow;
typedef struct { uint32_t flags, typedef_id; const char *name, *namespace_name; uint32_t implementation; } MetaExportedTypeRow;
typedef struct { uint32_t offset, flags; const char *name; uint32_t implementation; } MetaManifestResourceRow;
typedef struct { uint32_t nested_class, enclosing_class; } MetaNestedClassRow;
typedef struct { uint32_t number, flags, owner; const char *name; } MetaGenericParamRow;
typedef struct { uint32_t method; MetaBlob instantiation; } MetaMethodSpecRow;
typedef struct { uint32_t owner, constraint; } MetaGenericParamConstraintRow;

/* ---- Opening */
MetaImage *meta_image_open_file(const char *path, MetaError *err);            /* NULL + message on error */
/* An installed framework's assembly (CoreLib and its siblings): the same checks, but each table
 * is decoded and validated when first read rather than at open (a program reads a fraction of
 * CoreLib's 66 000 Param and 41 000 MethodDef rows); a table found malformed then ends the
 * process with the metadata error (exit 1). */
MetaImage *meta_image_open_installed_file(const char *path, MetaError *err);
MetaImage *meta_image_open_memory(const uint8_t *data, size_t size, MetaError *err); /* copies data */
/* An image meta_emitter_write made: `data` (malloc'd) becomes the image's, and rows are decoded
 * when first read, as for an installed assembly (a dynamic module is written out again at each
 * TypeBuilder.CreateType, and the loader reads few of its rows each time). */
MetaImage *meta_image_open_emitted(uint8_t *data, size_t size, MetaError *err);
/* The image of an assembly with nothing in it but its identity and its module's <Module> type:
 * what a dynamic assembly (AssemblyBuilder, DynamicMethod's anonymous host) is made from.
 * `public_key` may be NULL; returns a malloc'd image of *size bytes, NULL when out of memory. */
typedef struct MetaAssemblyIdentity {
    const char *name, *culture, *module_name;
    uint16_t version[4];
    uint32_t flags; /* AssemblyFlags */
    const uint8_t *public_key;
    uint32_t public_key_size;
} MetaAssemblyIdentity;
uint8_t *meta_build_empty_assembly(const MetaAssemblyIdentity *identity, size_t *size);
void meta_image_close(MetaImage *image);


uint32_t meta_table_row_count(const MetaImage *image, enum MetaTable table);
const char *meta_table_name(enum MetaTable table);      /* "TypeDef"; "?" if out of range */
/* Untyped row access (the struct for `table`), NULL when row is 0 or out of range. */
const void *meta_table_row(const MetaImage *image, enum MetaTable table, uint32_t row);

/* ---- Typed accessors: NULL when row is 0 or out of range. */
const MetaModuleRow *meta_module(const MetaImage *, uint32_t row);
const MetaTypeRefRow *meta_typeref(const MetaImage *, uint32_t row);
const MetaTypeDefRow *meta_typedef(const MetaImage *, uint32_t row);
const MetaFieldPtrRow *meta_field_ptr(const MetaImage *, uint32_t row);
const MetaFieldRow *meta_field(const MetaImage *, uint32_t row);
const MetaMethodPtrRow *meta_method_ptr(const MetaImage *, uint32_t row);
const MetaMethodDefRow *meta_methoddef(const MetaImage *, uint32_t row);
/* A MethodDef row's flags and name, read straight from the table: the loader needs them for
 * every method of every type it loads, most of which never run, and decoding (and caching)
 * whole rows for them was a tenth of start-up.  row must be in range. */
typedef struct { uint32_t impl_flags, flags; const char *name; } MetaMethodDefHeader;
MetaMethodDefHeader meta_methoddef_header(const MetaImage *, uint32_t row);
/* The CustomAttribute rows whose parent is `token`: [*first, *end), by binary search of the
 * table, which II.22.10 sorts by its Parent column; the search reads that column alone, so the
 * rows of other parents are never decoded. */
void meta_custom_attribute_range(const MetaImage *, uint32_t token, uint32_t *first, uint32_t *end);
const MetaParamPtrRow *meta_param_ptr(const MetaImage *, uint32_t row);
const MetaParamRow *meta_param(const MetaImage *, uint32_t row);
const MetaInterfaceImplRow *meta_interface_impl(const MetaImage *, uint32_t row);
const MetaMemberRefRow *meta_memberref(const MetaImage *, uint32_t row);
const MetaConstantRow *meta_constant(const MetaImage *, uint32_t row);
const MetaCustomAttributeRow *meta_custom_attribute(const MetaImage *, uint32_t row);
const MetaFieldMarshalRow *meta_field_marshal(const MetaImage *, uint32_t row);
const MetaDeclSecurityRow *meta_decl_security(const MetaImage *, uint32_t row);
const MetaClassLayoutRow *meta_class_layout(const MetaImage *, uint32_t row);
const MetaFieldLayoutRow *meta_field_layout(const MetaImage *, uint32_t row);
const MetaStandAloneSigRow *meta_standalone_sig(const MetaImage *, uint32_t row);
const MetaEventMapRow *meta_event_map(const MetaImage *, uint32_t row);
const MetaEventPtrRow *meta_event_ptr(const MetaImage *, uint32_t row);
const MetaEventRow *meta_event(const MetaImage *, uint32_t row);
const MetaPropertyMapRow *meta_property_map(const MetaImage *, uint32_t row);
const MetaPropertyPtrRow *meta_property_ptr(const MetaImage *, uint32_t row);
const MetaPropertyRow *meta_property(const MetaImage *, uint32_t row);
const MetaMethodSemanticsRow *meta_method_semantics(const MetaImage *, uint32_t row);
const MetaMethodImplRow *meta_method_impl(const MetaImage *, uint32_t row);
const MetaModuleRefRow *meta_moduleref(const MetaImage *, uint32_t row);
const MetaTypeSpecRow *meta_typespec(const MetaImage *, uint32_t row);
const MetaImplMapRow *meta_impl_map(const MetaImage *, uint32_t row);
const MetaFieldRvaRow *meta_field_rva(const MetaImage *, uint32_t row);
const MetaEncLogRow *meta_enc_log(const MetaImage *, uint32_t row);
const MetaEncMapRow *meta_enc_map(const MetaImage *, uint32_t row);
const MetaAssemblyRow *meta_assembly(const MetaImage *, uint32_t row);
const MetaAssemblyProcessorRow *meta_assembly_processor(const MetaImage *, uint32_t row);
const MetaAssemblyOsRow *meta_assembly_os(const MetaImage *, uint32_t row);
const MetaAssemblyRefRow *meta_assemblyref(const MetaImage *, uint32_t row);
const MetaAssemblyRefProcessorRow *meta_assemblyref_processor(const MetaImage *, uint32_t row);
const MetaAssemblyRefOsRow *meta_assemblyref_os(const MetaImage *, uint32_t row);
const MetaFileRow *meta_file(const MetaImage *, uint32_t row);
const MetaExportedTypeRow *meta_exported_type(const MetaImage *, uint32_t row);
const MetaManifestResourceRow *meta_manifest_resource(const MetaImage *, uint32_t row);
const MetaNestedClassRow *meta_nested_class(const MetaImage *, uint32_t row);
const MetaGenericParamRow *meta_generic_param(const MetaImage *, uint32_t row);
const MetaMethodSpecRow *meta_method_spec(const MetaImage *, uint32_t row);
const MetaGenericParamConstraintRow *meta_generic_param_constraint(const MetaImage *, uint32_t row);

/* Aliases with every word of the table name split (meta_method_def == meta_methoddef). */
typedef MetaFieldRvaRow MetaFieldRVARow;
typedef MetaAssemblyOsRow MetaAssemblyOSRow;
typedef MetaAssemblyRefOsRow MetaAssemblyRefOSRow;
static inline const MetaTypeRefRow *meta_type_ref(const MetaImage *i, uint32_t r) { return meta_typeref(i, r); }
static inline const MetaTypeDefRow *meta_type_def(const MetaImage *i, uint32_t r) { return meta_typedef(i, r); }
static inline const MetaMethodDefRow *meta_method_def(const MetaImage *i, uint32_t r) { return meta_methoddef(i, r); }
static inline const MetaMemberRefRow *meta_member_ref(const MetaImage *i, uint32_t r) { return meta_memberref(i, r); }
static inline const MetaModuleRefRow *meta_module_ref(const MetaImage *i, uint32_t r) { return meta_moduleref(i, r); }
static inline const MetaTypeSpecRow *meta_type_spec(const MetaImage *i, uint32_t r) { return meta_typespec(i, r); }
static inline const MetaAssemblyRefRow *meta_assembly_ref(const MetaImage *i, uint32_t r) { return meta_assemblyref(i, r); }
static inline const MetaStandAloneSigRow *meta_stand_alone_sig(const MetaImage *i, uint32_t r) { return meta_standalone_sig(i, r); }

/* ---- Lists owned by a row (II.22: FieldList, MethodList, ParamList, EventList, PropertyList).
 * [*first, *end) in list positions of the target table; end is exclusive.  Both 0 for a bad row.
 * A list position is the row itself unless the image has the target's *Ptr table (an
 * uncompressed #- stream, as Reflection.Emit and edit-and-continue write): then the Ptr table
 * orders the rows into lists, and meta_list_row gives the row at a position.  Rows keep their
 * numbers (tokens in code and signatures name them); only lists go through the Ptr table. */
void meta_typedef_field_range(const MetaImage *, uint32_t typedef_row, uint32_t *first, uint32_t *end);
void meta_typedef_method_range(const MetaImage *, uint32_t typedef_row, uint32_t *first, uint32_t *end);
void meta_method_param_range(const MetaImage *, uint32_t method_row, uint32_t *first, uint32_t *end);
void meta_event_map_range(const MetaImage *, uint32_t event_map_row, uint32_t *first, uint32_t *end);
void meta_property_map_range(const MetaImage *, uint32_t property_map_row, uint32_t *first, uint32_t *end);
/* The row of `table` (Field, MethodDef, Param, Event, Property) at list position `position`, and
 * the position of `row`: identity unless the table has a Ptr table.  0 when out of range. */
uint32_t meta_list_row(const MetaImage *, enum MetaTable table, uint32_t position);
uint32_t meta_list_position(const MetaImage *, enum MetaTable table, uint32_t row);

/* Owner lookups built at open (0 if none). */
uint32_t meta_typedef_enclosing(const MetaImage *, uint32_t typedef_row);   /* NestedClass */
uint32_t meta_field_owner(const MetaImage *, uint32_t field_row);           /* TypeDef row */
uint32_t meta_method_owner(const MetaImage *, uint32_t method_row);         /* TypeDef row */
/* First TypeDef row with this namespace ("" for none) and name, only top-level types
 * (nested types: pass enclosing_row != 0 to search that type's nested types). 0 if absent. */
uint32_t meta_find_typedef(const MetaImage *, const char *namespace_name, const char *name, uint32_t enclosing_row);
/* The first ExportedType row named namespace_name.name (II.22.14), or 0. */
uint32_t meta_find_exported_type(const MetaImage *, const char *namespace_name, const char *name);
/* Underlying size (1,2,4,8) of an enum TypeDef (its instance field "value__"), 0 if not an enum. */
int meta_enum_underlying_size(const MetaImage *, uint32_t typedef_row);
/* Its element type (META_ELEMENT_TYPE_I1..U8, BOOLEAN, CHAR), 0 if not an enum. */
int meta_enum_underlying_type(const MetaImage *, uint32_t typedef_row);
/* Size in bytes of a primitive element type (BOOLEAN..R8), 0 for anything else. */
int meta_element_type_size(int element_type);


/* ---- Image-level info */
const char *meta_metadata_version(const MetaImage *);  /* "v4.0.30319" */
uint32_t meta_table_stream_version(const MetaImage *); /* #~ MajorVersion << 16 | MinorVersion */
uint32_t meta_entry_point_token(const MetaImage *);    /* CLI header, 0 if none or native entry point */
uint32_t meta_cli_flags(const MetaImage *);            /* II.25.3.3.1 COMIMAGE_FLAGS_* */
const char *meta_assembly_name(const MetaImage *);     /* Assembly row 1 name, NULL without manifest */
const char *meta_image_path(const MetaImage *);        /* path given to open_file, or "<memory>" */
const uint8_t *meta_image_data(const MetaImage *, size_t *size); /* the whole file */
#define META_CLI_FLAG_ILONLY 0x01u
#define META_CLI_FLAG_32BITREQUIRED 0x02u
#define META_CLI_FLAG_STRONGNAMESIGNED 0x08u
#define META_CLI_FLAG_NATIVE_ENTRYPOINT 0x10u

/* Data at an RVA (II.25.3): NULL if [rva, rva+size) is not inside one section's raw data. */
const uint8_t *meta_rva_to_pointer(const MetaImage *, uint32_t rva, uint32_t size);
/* Managed resources (CLI header Resources directory): NULL if out of range. */
const uint8_t *meta_resource_data(const MetaImage *, uint32_t offset, uint32_t *size);

/* #US heap (II.24.2.4): the string for an ldstr token 0x70xxxxxx.  Returns little-endian
 * UTF-16 bytes (possibly unaligned) and *length in UTF-16 code units; NULL on a bad token. */
const uint8_t *meta_user_string(const MetaImage *, uint32_t token, uint32_t *length);

/* ---- Method bodies, II.25.4 */
typedef struct {
    uint32_t flags; /* META_CLAUSE_*: 0 catch, 1 filter, 2 finally, 4 fault */
    uint32_t try_offset, try_length, handler_offset, handler_length;
    uint32_t class_token_or_filter_offset;
} MetaExceptionClause;
#define META_CLAUSE_EXCEPTION 0u
#define META_CLAUSE_FILTER 1u
#define META_CLAUSE_FINALLY 2u
#define META_CLAUSE_FAULT 4u
typedef struct {
    const uint8_t *code;
    uint32_t code_size, max_stack, local_var_sig_token; /* token 0x11xxxxxx or 0 */
    bool init_locals;
    uint32_t clause_count;
    const MetaExceptionClause *clauses; /* owned by the image; stable until close; NULL if none */
} MetaMethodBody;
/* false (+ message) if the method has no body (RVA 0) or the body is malformed.  Validates:
 * header, code inside one section, clause ranges inside the code, tokens in range.
 * Thread-safe. */
bool meta_method_body(const MetaImage *, uint32_t method_row, MetaMethodBody *out, MetaError *err);

/* ---- Signatures, II.23.2 */
typedef struct { const uint8_t *p, *end; } MetaSigCursor;
static inline MetaSigCursor meta_sig_cursor(MetaBlob b) { MetaSigCursor c = { b.data, b.data + b.size }; return c; }
bool meta_sig_read_compressed_u32(MetaSigCursor *, uint32_t *out);  /* II.23.2 */
bool meta_sig_read_compressed_i32(MetaSigCursor *, int32_t *out);
bool meta_sig_read_byte(MetaSigCursor *, uint8_t *out);
bool meta_sig_peek_byte(const MetaSigCursor *, uint8_t *out);
bool meta_sig_read_type_token(MetaSigCursor *, uint32_t *token);  /* TypeDefOrRefOrSpecEncoded, II.23.2.8 */
/* II.23.2's compressed encoding of `value` (< 0x20000000) into out; returns its length (1, 2 or 4) */
uint32_t meta_sig_compress_u32(uint32_t value, uint8_t out[4]);
/* Past one Type (II.23.2.12) with its custom modifiers; false on a malformed blob */
bool meta_sig_skip_type(MetaSigCursor *);

/* II.23.1.16 */
enum MetaElementType {
    META_ELEMENT_TYPE_END = 0x00, META_ELEMENT_TYPE_VOID = 0x01, META_ELEMENT_TYPE_BOOLEAN = 0x02,
    META_ELEMENT_TYPE_CHAR = 0x03, META_ELEMENT_TYPE_I1 = 0x04, META_ELEMENT_TYPE_U1 = 0x05,
    META_ELEMENT_TYPE_I2 = 0x06, META_ELEMENT_TYPE_U2 = 0x07, META_ELEMENT_TYPE_I4 = 0x08,
    META_ELEMENT_TYPE_U4 = 0x09, META_ELEMENT_TYPE_I8 = 0x0a, META_ELEMENT_TYPE_U8 = 0x0b,
    META_ELEMENT_TYPE_R4 = 0x0c, META_ELEMENT_TYPE_R8 = 0x0d, META_ELEMENT_TYPE_STRING = 0x0e,
    META_ELEMENT_TYPE_PTR = 0x0f, META_ELEMENT_TYPE_BYREF = 0x10, META_ELEMENT_TYPE_VALUETYPE = 0x11,
    META_ELEMENT_TYPE_CLASS = 0x12, META_ELEMENT_TYPE_VAR = 0x13, META_ELEMENT_TYPE_ARRAY = 0x14,
    META_ELEMENT_TYPE_GENERICINST = 0x15, META_ELEMENT_TYPE_TYPEDBYREF = 0x16,
    META_ELEMENT_TYPE_I = 0x18, META_ELEMENT_TYPE_U = 0x19, META_ELEMENT_TYPE_FNPTR = 0x1b,
    META_ELEMENT_TYPE_OBJECT = 0x1c, META_ELEMENT_TYPE_SZARRAY = 0x1d, META_ELEMENT_TYPE_MVAR = 0x1e,
    META_ELEMENT_TYPE_CMOD_REQD = 0x1f, META_ELEMENT_TYPE_CMOD_OPT = 0x20,
    META_ELEMENT_TYPE_INTERNAL = 0x21, META_ELEMENT_TYPE_MODIFIER = 0x40,
    META_ELEMENT_TYPE_SENTINEL = 0x41, META_ELEMENT_TYPE_PINNED = 0x45,
    /* custom attribute encodings, II.23.3 */
    META_ELEMENT_TYPE_CA_TYPE = 0x50, META_ELEMENT_TYPE_CA_BOXED = 0x51,
    META_ELEMENT_TYPE_CA_FIELD = 0x53, META_ELEMENT_TYPE_CA_PROPERTY = 0x54,
    META_ELEMENT_TYPE_CA_ENUM = 0x55
};

/* Calling conventions / signature kinds, II.23.2.1-II.23.2.3 */
enum {
    META_SIG_DEFAULT = 0x00, META_SIG_C = 0x01, META_SIG_STDCALL = 0x02, META_SIG_THISCALL = 0x03,
    META_SIG_FASTCALL = 0x04, META_SIG_VARARG = 0x05, META_SIG_FIELD = 0x06,
    META_SIG_LOCAL_SIG = 0x07, META_SIG_PROPERTY = 0x08, META_SIG_UNMANAGED = 0x09,
    META_SIG_GENERICINST = 0x0a, META_SIG_KIND_MASK = 0x0f,
    META_SIG_GENERIC = 0x10, META_SIG_HASTHIS = 0x20, META_SIG_EXPLICITTHIS = 0x40
};

/* What meta_sig_validate / meta_sig_format expect the blob to be. */
enum MetaSigKind {
    META_SIGKIND_METHOD = 1,  /* MethodDefSig / MethodRefSig / StandAloneMethodSig (II.23.2.1-3) */
    META_SIGKIND_FIELD,       /* II.23.2.4 */
    META_SIGKIND_PROPERTY,    /* II.23.2.5 */
    META_SIGKIND_LOCALS,      /* II.23.2.6 */
    META_SIGKIND_TYPESPEC,    /* II.23.2.14 */
    META_SIGKIND_METHODSPEC,  /* II.23.2.15 */
    META_SIGKIND_MEMBERREF,   /* MemberRef: method or field, decided by the first byte */
    META_SIGKIND_STANDALONE   /* StandAloneSig: locals or method, decided by the first byte */
};
bool meta_sig_validate(const MetaImage *, MetaBlob sig, int kind, MetaError *err);
/* Readable text, e.g. "instance int32 (class System.String, !0[])".  snprintf-like: returns
 * the length the full text needs (truncated into buffer), or -1 if the signature is invalid. */
int meta_sig_format(const MetaImage *, MetaBlob sig, int kind, char *buffer, size_t size);
/* "Namespace.Name" (nested: "Outer/Inner") of a TypeDef/TypeRef/TypeSpec token into buffer. */
int meta_type_token_format(const MetaImage *, uint32_t token, char *buffer, size_t size);

/* ---- Custom attributes, II.23.3 */
/* Underlying size of an enum not defined in this image: either its serialized name (named
 * arguments, "NS.Name[+Nested][, Assembly...]") or a TypeRef token of img (fixed arguments).
 * Return 1, 2, 4, 8, or 0 if unknown. */
typedef int (*MetaEnumSizeResolver)(void *context, const char *serialized_type_name_or_null,
                                    uint32_t type_token, const MetaImage *img);
typedef struct MetaCustomAttributeArg MetaCustomAttributeArg;
struct MetaCustomAttributeArg {
    /* BOOLEAN..R8, STRING, SZARRAY, CA_TYPE (System.Type), CA_BOXED (object), CA_ENUM */
    uint8_t type;
    /* CA_ENUM: the underlying primitive (I1..U8); SZARRAY: the element's `type` */
    uint8_t underlying;
    bool is_null;                   /* null string / Type / array */
    /* CA_ENUM: enum name as serialized (named args / boxed) or NULL; type token (fixed args) or 0 */
    const char *enum_name; uint32_t enum_name_length; uint32_t enum_token;
    union {
        int64_t i;                  /* BOOLEAN, CHAR, I1..I8, CA_ENUM (sign-extended if signed) */
        uint64_t u;                 /* U1..U8 (zero-extended) */
        double r;                   /* R4, R8 */
        struct { const char *data; uint32_t length; } string; /* STRING, CA_TYPE: UTF-8, not NUL-terminated */
        struct { uint32_t count; MetaCustomAttributeArg *items; } array;
        MetaCustomAttributeArg *boxed;
    } v;
};
typedef struct {
    bool is_property;               /* else field */
    const char *name; uint32_t name_length;
    MetaCustomAttributeArg value;
} MetaCustomAttributeNamedArg;
typedef struct {
    uint32_t fixed_count;
    MetaCustomAttributeArg *fixed;
    uint32_t named_count;
    MetaCustomAttributeNamedArg *named;
    bool enum_unresolved;           /* set when decoding failed only for want of an enum size */
    void *arena;                    /* internal */
} MetaCustomAttributeValue;
/* ctor_signature: the constructor's MethodDef/MemberRef signature blob (see
 * meta_custom_attribute_ctor_signature).  out must be freed with meta_custom_attribute_free
 * whether or not this succeeds. */
bool meta_custom_attribute_decode(const MetaImage *, uint32_t custom_attribute_row, MetaBlob ctor_signature,
                                  MetaEnumSizeResolver resolver, void *context,
                                  MetaCustomAttributeValue *out, MetaError *err);
void meta_custom_attribute_free(MetaCustomAttributeValue *value);
/* Signature of a CustomAttribute row's constructor (MethodDef or MemberRef), false if none. */
bool meta_custom_attribute_ctor_signature(const MetaImage *, uint32_t custom_attribute_row, MetaBlob *sig);
/* Full name of the attribute type of a CustomAttribute row ("System.AttributeUsageAttribute"). */
int meta_custom_attribute_type_name(const MetaImage *, uint32_t custom_attribute_row, char *buffer, size_t size);

/* ---- Dump (corvid dump --tables) */
void meta_dump_tables(const MetaImage *, FILE *out);
void meta_dump_table_rows(const MetaImage *, enum MetaTable table, FILE *out);

/* ---- Attribute flags (II.23.1) */
/* TypeAttributes, II.23.1.15 */
#define META_TYPE_VISIBILITY_MASK 0x00000007u
#define META_TYPE_NOT_PUBLIC 0x0u
#define META_TYPE_PUBLIC 0x1u
#define META_TYPE_NESTED_PUBLIC 0x2u
#define META_TYPE_NESTED_PRIVATE 0x3u
#define META_TYPE_NESTED_FAMILY 0x4u
#define META_TYPE_NESTED_ASSEMBLY 0x5u
#define META_TYPE_NESTED_FAM_AND_ASSEM 0x6u
#define META_TYPE_NESTED_FAM_OR_ASSEM 0x7u
#define META_TYPE_LAYOUT_MASK 0x00000018u
#define META_TYPE_AUTO_LAYOUT 0x0u
#define META_TYPE_SEQUENTIAL_LAYOUT 0x8u
#define META_TYPE_EXPLICIT_LAYOUT 0x10u
#define META_TYPE_CLASS_SEMANTICS_MASK 0x20u
#define META_TYPE_INTERFACE 0x20u
#define META_TYPE_ABSTRACT 0x80u
#define META_TYPE_SEALED 0x100u
#define META_TYPE_SPECIAL_NAME 0x400u
#define META_TYPE_IMPORT 0x1000u
#define META_TYPE_SERIALIZABLE 0x2000u
#define META_TYPE_STRING_FORMAT_MASK 0x30000u
#define META_TYPE_BEFORE_FIELD_INIT 0x100000u
#define META_TYPE_RT_SPECIAL_NAME 0x800u
#define META_TYPE_HAS_SECURITY 0x40000u
/* FieldAttributes, II.23.1.5 */
#define META_FIELD_ACCESS_MASK 0x0007u
#define META_FIELD_PRIVATE 0x0001u
#define META_FIELD_PUBLIC 0x0006u
#define META_FIELD_STATIC 0x0010u
#define META_FIELD_INIT_ONLY 0x0020u
#define META_FIELD_LITERAL 0x0040u
#define META_FIELD_NOT_SERIALIZED 0x0080u
#define META_FIELD_SPECIAL_NAME 0x0200u
#define META_FIELD_PINVOKE_IMPL 0x2000u
#define META_FIELD_RT_SPECIAL_NAME 0x0400u
#define META_FIELD_HAS_FIELD_MARSHAL 0x1000u
#define META_FIELD_HAS_DEFAULT 0x8000u
#define META_FIELD_HAS_FIELD_RVA 0x0100u
/* MethodAttributes, II.23.1.10 */
#define META_METHOD_ACCESS_MASK 0x0007u
#define META_METHOD_PRIVATE 0x0001u
#define META_METHOD_PUBLIC 0x0006u
#define META_METHOD_STATIC 0x0010u
#define META_METHOD_FINAL 0x0020u
#define META_METHOD_VIRTUAL 0x0040u
#define META_METHOD_HIDE_BY_SIG 0x0080u
#define META_METHOD_VTABLE_LAYOUT_MASK 0x0100u
#define META_METHOD_REUSE_SLOT 0x0000u
#define META_METHOD_NEW_SLOT 0x0100u
#define META_METHOD_STRICT 0x0200u
#define META_METHOD_ABSTRACT 0x0400u
#define META_METHOD_SPECIAL_NAME 0x0800u
#define META_METHOD_PINVOKE_IMPL 0x2000u
#define META_METHOD_UNMANAGED_EXPORT 0x0008u
#define META_METHOD_RT_SPECIAL_NAME 0x1000u
#define META_METHOD_HAS_SECURITY 0x4000u
#define META_METHOD_REQUIRE_SEC_OBJECT 0x8000u
/* MethodImplAttributes, II.23.1.11 */
#define META_METHOD_IMPL_CODE_TYPE_MASK 0x0003u
#define META_METHOD_IMPL_IL 0x0000u
#define META_METHOD_IMPL_NATIVE 0x0001u
#define META_METHOD_IMPL_OPTIL 0x0002u
#define META_METHOD_IMPL_RUNTIME 0x0003u
#define META_METHOD_IMPL_UNMANAGED 0x0004u
#define META_METHOD_IMPL_FORWARD_REF 0x0010u
#define META_METHOD_IMPL_PRESERVE_SIG 0x0080u
#define META_METHOD_IMPL_INTERNAL_CALL 0x1000u
#define META_METHOD_IMPL_SYNCHRONIZED 0x0020u
#define META_METHOD_IMPL_NO_INLINING 0x0008u
#define META_METHOD_IMPL_AGGRESSIVE_INLINING 0x0100u
#define META_METHOD_IMPL_NO_OPTIMIZATION 0x0040u
/* ParamAttributes, II.23.1.13 */
#define META_PARAM_IN 0x0001u
#define META_PARAM_OUT 0x0002u
#define META_PARAM_OPTIONAL 0x0010u
#define META_PARAM_HAS_DEFAULT 0x1000u
#define META_PARAM_HAS_FIELD_MARSHAL 0x2000u
/* MethodSemanticsAttributes, II.23.1.12 */
#define META_SEMANTICS_SETTER 0x0001u
#define META_SEMANTICS_GETTER 0x0002u
#define META_SEMANTICS_OTHER 0x0004u
#define META_SEMANTICS_ADD_ON 0x0008u
#define META_SEMANTICS_REMOVE_ON 0x0010u
#define META_SEMANTICS_FIRE 0x0020u
/* GenericParamAttributes, II.23.1.7 */
#define META_GENERIC_PARAM_VARIANCE_MASK 0x0003u
#define META_GENERIC_PARAM_COVARIANT 0x0001u
#define META_GENERIC_PARAM_CONTRAVARIANT 0x0002u
#define META_GENERIC_PARAM_SPECIAL_CONSTRAINT_MASK 0x001Cu
#define META_GENERIC_PARAM_REFERENCE_TYPE_CONSTRAINT 0x0004u
#define META_GENERIC_PARAM_VALUE_TYPE_CONSTRAINT 0x0008u
#define META_GENERIC_PARAM_DEFAULT_CONSTRUCTOR_CONSTRAINT 0x0010u
/* PInvokeAttributes (ImplMap), II.23.1.8 */
#define META_PINVOKE_NO_MANGLE 0x0001u
#define META_PINVOKE_CHAR_SET_MASK 0x0006u
#define META_PINVOKE_SUPPORTS_LAST_ERROR 0x0040u
#define META_PINVOKE_CALL_CONV_MASK 0x0700u
/* AssemblyFlags, II.23.1.2 */
#define META_ASSEMBLY_PUBLIC_KEY 0x0001u
/* ManifestResourceAttributes II.23.1.9 / FileAttributes II.23.1.6 */
#define META_FILE_CONTAINS_NO_METADATA 0x0001u

/* ---- Emitting: a module that grows while the program runs (Reflection.Emit), written out as a
 * whole image each time the loader must see more of it (meta_emitter_write).  A row keeps the
 * number it was given (its token) through every write. */
typedef struct MetaEmitter MetaEmitter;
/* An emitter holding the Module, <Module> TypeDef and Assembly rows; NULL when out of memory */
MetaEmitter *meta_emitter_new(const MetaAssemblyIdentity *identity);
void meta_emitter_free(MetaEmitter *emitter);
/* Appends `row` (the table's Meta*Row; strings and blobs are copied, list columns ignored: the
 * emitter keeps lists by owner) and returns its token, 0 when out of memory.  `owner` is the
 * TypeDef row owning a Field, MethodDef, Property or Event, or the MethodDef row owning a
 * Param; 0 for other tables.  Do not add PropertyMap, EventMap, FieldRVA or *Ptr rows: the
 * writer makes them. */
uint32_t meta_emitter_add(MetaEmitter *emitter, enum MetaTable table, const void *row, uint32_t owner);
/* The row itself, to change in place (valid until the next add to the table; new strings and
 * blobs must come from meta_emitter_string / meta_emitter_blob); NULL when out of range. */
void *meta_emitter_row(MetaEmitter *emitter, enum MetaTable table, uint32_t row);
uint32_t meta_emitter_row_count(const MetaEmitter *emitter, enum MetaTable table);
const char *meta_emitter_string(MetaEmitter *emitter, const char *text);
MetaBlob meta_emitter_blob(MetaEmitter *emitter, const void *data, uint32_t size);
/* An ldstr token for UTF-16 `chars` (the #US heap only grows); 0 when full */
uint32_t meta_emitter_user_string(MetaEmitter *emitter, const uint16_t *chars, uint32_t length);
typedef struct {
    const uint8_t *code;
    uint32_t code_size, max_stack;
    uint32_t local_signature; /* StandAloneSig token, 0 for none */
    bool init_locals;
    const MetaExceptionClause *clauses;
    uint32_t clause_count;
} MetaEmitterBody;
bool meta_emitter_set_body(MetaEmitter *emitter, uint32_t method_row, const MetaEmitterBody *body);
/* A field's initial data (FieldRVA); data NULL: `size` zero bytes */
bool meta_emitter_set_field_data(MetaEmitter *emitter, uint32_t field_row, const void *data, uint32_t size);
/* The image as it stands: malloc'd, *size bytes; NULL when out of memory */
uint8_t *meta_emitter_write(const MetaEmitter *emitter, size_t *size);

#endif
