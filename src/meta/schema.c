/* The metadata table schema: columns of every table (II.22.2-II.22.39) and the coded index
 * kinds (II.24.2.6).  Data only; the decoder in tables.c is driven by it. */
#include "meta/internal.h"

#include <stddef.h>

#define N METAI_NO_TABLE
/* II.24.2.6: tag values in the order the spec lists the tables for each coded index. */
const MetaCodedIndex metai_coded[METAI_CI_COUNT] = {
    [METAI_CI_TYPEDEFORREF] = {"TypeDefOrRef", 2, 3,
        {META_TABLE_TYPEDEF, META_TABLE_TYPEREF, META_TABLE_TYPESPEC}},
    [METAI_CI_HASCONSTANT] = {"HasConstant", 2, 3,
        {META_TABLE_FIELD, META_TABLE_PARAM, META_TABLE_PROPERTY}},
    [METAI_CI_HASCUSTOMATTRIBUTE] = {"HasCustomAttribute", 5, 22,
        {META_TABLE_METHODDEF, META_TABLE_FIELD, META_TABLE_TYPEREF, META_TABLE_TYPEDEF,
         META_TABLE_PARAM, META_TABLE_INTERFACEIMPL, META_TABLE_MEMBERREF, META_TABLE_MODULE,
         META_TABLE_DECLSECURITY, META_TABLE_PROPERTY, META_TABLE_EVENT, META_TABLE_STANDALONESIG,
         META_TABLE_MODULEREF, META_TABLE_TYPESPEC, META_TABLE_ASSEMBLY, META_TABLE_ASSEMBLYREF,
         META_TABLE_FILE, META_TABLE_EXPORTEDTYPE, META_TABLE_MANIFESTRESOURCE,
         META_TABLE_GENERICPARAM, META_TABLE_GENERICPARAMCONSTRAINT, META_TABLE_METHODSPEC}},
    [METAI_CI_HASFIELDMARSHAL] = {"HasFieldMarshal", 1, 2, {META_TABLE_FIELD, META_TABLE_PARAM}},
    [METAI_CI_HASDECLSECURITY] = {"HasDeclSecurity", 2, 3,
        {META_TABLE_TYPEDEF, META_TABLE_METHODDEF, META_TABLE_ASSEMBLY}},
    [METAI_CI_MEMBERREFPARENT] = {"MemberRefParent", 3, 5,
        {META_TABLE_TYPEDEF, META_TABLE_TYPEREF, META_TABLE_MODULEREF, META_TABLE_METHODDEF,
         META_TABLE_TYPESPEC}},
    [METAI_CI_HASSEMANTICS] = {"HasSemantics", 1, 2, {META_TABLE_EVENT, META_TABLE_PROPERTY}},
    [METAI_CI_METHODDEFORREF] = {"MethodDefOrRef", 1, 2, {META_TABLE_METHODDEF, META_TABLE_MEMBERREF}},
    [METAI_CI_MEMBERFORWARDED] = {"MemberForwarded", 1, 2, {META_TABLE_FIELD, META_TABLE_METHODDEF}},
    [METAI_CI_IMPLEMENTATION] = {"Implementation", 2, 3,
        {META_TABLE_FILE, META_TABLE_ASSEMBLYREF, META_TABLE_EXPORTEDTYPE}},
    /* tags 0, 1 and 4 are "not used" */
    [METAI_CI_CUSTOMATTRIBUTETYPE] = {"CustomAttributeType", 3, 5,
        {N, N, META_TABLE_METHODDEF, META_TABLE_MEMBERREF, N}},
    [METAI_CI_RESOLUTIONSCOPE] = {"ResolutionScope", 2, 4,
        {META_TABLE_MODULE, META_TABLE_MODULEREF, META_TABLE_ASSEMBLYREF, META_TABLE_TYPEREF}},
    [METAI_CI_TYPEORMETHODDEF] = {"TypeOrMethodDef", 1, 2, {META_TABLE_TYPEDEF, META_TABLE_METHODDEF}},
};
#undef N

#define U8P(S, f) {#f, METAI_COL_U8PAD, 0, false, offsetof(S, f)}
#define U16(S, f) {#f, METAI_COL_U16, 0, false, offsetof(S, f)}
#define U32(S, f) {#f, METAI_COL_U32, 0, false, offsetof(S, f)}
#define STR(S, f) {#f, METAI_COL_STRING, 0, false, offsetof(S, f)}
#define GUID(S, f) {#f, METAI_COL_GUID, 0, false, offsetof(S, f)}
#define BLOB(S, f) {#f, METAI_COL_BLOB, 0, false, offsetof(S, f)}
#define IDX(S, f, t) {#f, METAI_COL_INDEX, META_TABLE_##t, false, offsetof(S, f)}
#define LIST(S, f, t) {#f, METAI_COL_LIST, META_TABLE_##t, false, offsetof(S, f)}
#define CODED(S, f, k) {#f, METAI_COL_CODED, METAI_CI_##k, false, offsetof(S, f)}
/* Coded indexes the spec allows to be null: TypeDef.Extends (II.22.37: System.Object and
 * interfaces), TypeRef.ResolutionScope (II.22.38: look in ExportedType), Event.EventType
 * (tolerated as CoreCLR does), ManifestResource.Implementation (II.22.24: this file). */
#define CODED0(S, f, k) {#f, METAI_COL_CODED, METAI_CI_##k, true, offsetof(S, f)}
#define T(id, S, ...) TN(id, S, #S, __VA_ARGS__)
#define TN(id, S, NAME, ...) [META_TABLE_##id] = {NAME, sizeof(Meta##S##Row), \
    sizeof((MetaColumn[]){__VA_ARGS__}) / sizeof(MetaColumn), {__VA_ARGS__}}

const MetaTableSchema metai_schema[META_TABLE_COUNT] = {
    T(MODULE, Module, U16(MetaModuleRow, generation), STR(MetaModuleRow, name),
      GUID(MetaModuleRow, mvid), GUID(MetaModuleRow, enc_id), GUID(MetaModuleRow, enc_base_id)),
    T(TYPEREF, TypeRef, CODED0(MetaTypeRefRow, resolution_scope, RESOLUTIONSCOPE),
      STR(MetaTypeRefRow, name), STR(MetaTypeRefRow, namespace_name)),
    T(TYPEDEF, TypeDef, U32(MetaTypeDefRow, flags), STR(MetaTypeDefRow, name),
      STR(MetaTypeDefRow, namespace_name), CODED0(MetaTypeDefRow, extends, TYPEDEFORREF),
      LIST(MetaTypeDefRow, field_list, FIELD), LIST(MetaTypeDefRow, method_list, METHODDEF)),
    T(FIELDPTR, FieldPtr, IDX(MetaFieldPtrRow, field, FIELD)),
    T(FIELD, Field, U16(MetaFieldRow, flags), STR(MetaFieldRow, name), BLOB(MetaFieldRow, signature)),
    T(METHODPTR, MethodPtr, IDX(MetaMethodPtrRow, method, METHODDEF)),
    T(METHODDEF, MethodDef, U32(MetaMethodDefRow, rva), U16(MetaMethodDefRow, impl_flags),
      U16(MetaMethodDefRow, flags), STR(MetaMethodDefRow, name), BLOB(MetaMethodDefRow, signature),
      LIST(MetaMethodDefRow, param_list, PARAM)),
    T(PARAMPTR, ParamPtr, IDX(MetaParamPtrRow, param, PARAM)),
    T(PARAM, Param, U16(MetaParamRow, flags), U16(MetaParamRow, sequence), STR(MetaParamRow, name)),
    T(INTERFACEIMPL, InterfaceImpl, IDX(MetaInterfaceImplRow, class_row, TYPEDEF),
      CODED(MetaInterfaceImplRow, interface, TYPEDEFORREF)),
    T(MEMBERREF, MemberRef, CODED(MetaMemberRefRow, parent, MEMBERREFPARENT),
      STR(MetaMemberRefRow, name), BLOB(MetaMemberRefRow, signature)),
    T(CONSTANT, Constant, U8P(MetaConstantRow, type), CODED(MetaConstantRow, parent, HASCONSTANT),
      BLOB(MetaConstantRow, value)),
    T(CUSTOMATTRIBUTE, CustomAttribute, CODED(MetaCustomAttributeRow, parent, HASCUSTOMATTRIBUTE),
      CODED(MetaCustomAttributeRow, constructor, CUSTOMATTRIBUTETYPE),
      BLOB(MetaCustomAttributeRow, value)),
    T(FIELDMARSHAL, FieldMarshal, CODED(MetaFieldMarshalRow, parent, HASFIELDMARSHAL),
      BLOB(MetaFieldMarshalRow, native_type)),
    T(DECLSECURITY, DeclSecurity, U16(MetaDeclSecurityRow, action),
      CODED(MetaDeclSecurityRow, parent, HASDECLSECURITY), BLOB(MetaDeclSecurityRow, permission_set)),
    T(CLASSLAYOUT, ClassLayout, U16(MetaClassLayoutRow, packing_size), U32(MetaClassLayoutRow, class_size),
      IDX(MetaClassLayoutRow, parent, TYPEDEF)),
    T(FIELDLAYOUT, FieldLayout, U32(MetaFieldLayoutRow, offset), IDX(MetaFieldLayoutRow, field, FIELD)),
    T(STANDALONESIG, StandAloneSig, BLOB(MetaStandAloneSigRow, signature)),
    T(EVENTMAP, EventMap, IDX(MetaEventMapRow, parent, TYPEDEF), LIST(MetaEventMapRow, event_list, EVENT)),
    T(EVENTPTR, EventPtr, IDX(MetaEventPtrRow, event, EVENT)),
    T(EVENT, Event, U16(MetaEventRow, flags), STR(MetaEventRow, name),
      CODED0(MetaEventRow, event_type, TYPEDEFORREF)),
    T(PROPERTYMAP, PropertyMap, IDX(MetaPropertyMapRow, parent, TYPEDEF),
      LIST(MetaPropertyMapRow, property_list, PROPERTY)),
    T(PROPERTYPTR, PropertyPtr, IDX(MetaPropertyPtrRow, property, PROPERTY)),
    T(PROPERTY, Property, U16(MetaPropertyRow, flags), STR(MetaPropertyRow, name), BLOB(MetaPropertyRow, type)),
    T(METHODSEMANTICS, MethodSemantics, U16(MetaMethodSemanticsRow, semantics),
      IDX(MetaMethodSemanticsRow, method, METHODDEF), CODED(MetaMethodSemanticsRow, association, HASSEMANTICS)),
    T(METHODIMPL, MethodImpl, IDX(MetaMethodImplRow, class_row, TYPEDEF),
      CODED(MetaMethodImplRow, method_body, METHODDEFORREF),
      CODED(MetaMethodImplRow, method_declaration, METHODDEFORREF)),
    T(MODULEREF, ModuleRef, STR(MetaModuleRefRow, name)),
    T(TYPESPEC, TypeSpec, BLOB(MetaTypeSpecRow, signature)),
    T(IMPLMAP, ImplMap, U16(MetaImplMapRow, mapping_flags),
      CODED(MetaImplMapRow, member_forwarded, MEMBERFORWARDED), STR(MetaImplMapRow, import_name),
      IDX(MetaImplMapRow, import_scope, MODULEREF)),
    TN(FIELDRVA, FieldRva, "FieldRVA", U32(MetaFieldRvaRow, rva), IDX(MetaFieldRvaRow, field, FIELD)),
    T(ENCLOG, EncLog, U32(MetaEncLogRow, token), U32(MetaEncLogRow, func_code)),
    T(ENCMAP, EncMap, U32(MetaEncMapRow, token)),
    T(ASSEMBLY, Assembly, U32(MetaAssemblyRow, hash_alg), U16(MetaAssemblyRow, major_version),
      U16(MetaAssemblyRow, minor_version), U16(MetaAssemblyRow, build_number),
      U16(MetaAssemblyRow, revision_number), U32(MetaAssemblyRow, flags), BLOB(MetaAssemblyRow, public_key),
      STR(MetaAssemblyRow, name), STR(MetaAssemblyRow, culture)),
    T(ASSEMBLYPROCESSOR, AssemblyProcessor, U32(MetaAssemblyProcessorRow, processor)),
    TN(ASSEMBLYOS, AssemblyOs, "AssemblyOS", U32(MetaAssemblyOsRow, os_platform_id), U32(MetaAssemblyOsRow, os_major_version),
      U32(MetaAssemblyOsRow, os_minor_version)),
    T(ASSEMBLYREF, AssemblyRef, U16(MetaAssemblyRefRow, major_version), U16(MetaAssemblyRefRow, minor_version),
      U16(MetaAssemblyRefRow, build_number), U16(MetaAssemblyRefRow, revision_number),
      U32(MetaAssemblyRefRow, flags), BLOB(MetaAssemblyRefRow, public_key_or_token),
      STR(MetaAssemblyRefRow, name), STR(MetaAssemblyRefRow, culture), BLOB(MetaAssemblyRefRow, hash_value)),
    T(ASSEMBLYREFPROCESSOR, AssemblyRefProcessor, U32(MetaAssemblyRefProcessorRow, processor),
      IDX(MetaAssemblyRefProcessorRow, assembly_ref, ASSEMBLYREF)),
    TN(ASSEMBLYREFOS, AssemblyRefOs, "AssemblyRefOS", U32(MetaAssemblyRefOsRow, os_platform_id),
      U32(MetaAssemblyRefOsRow, os_major_version), U32(MetaAssemblyRefOsRow, os_minor_version),
      IDX(MetaAssemblyRefOsRow, assembly_ref, ASSEMBLYREF)),
    T(FILE, File, U32(MetaFileRow, flags), STR(MetaFileRow, name), BLOB(MetaFileRow, hash_value)),
    T(EXPORTEDTYPE, ExportedType, U32(MetaExportedTypeRow, flags), U32(MetaExportedTypeRow, typedef_id),
      STR(MetaExportedTypeRow, name), STR(MetaExportedTypeRow, namespace_name),
      CODED(MetaExportedTypeRow, implementation, IMPLEMENTATION)),
    T(MANIFESTRESOURCE, ManifestResource, U32(MetaManifestResourceRow, offset),
      U32(MetaManifestResourceRow, flags), STR(MetaManifestResourceRow, name),
      CODED0(MetaManifestResourceRow, implementation, IMPLEMENTATION)),
    T(NESTEDCLASS, NestedClass, IDX(MetaNestedClassRow, nested_class, TYPEDEF),
      IDX(MetaNestedClassRow, enclosing_class, TYPEDEF)),
    T(GENERICPARAM, GenericParam, U16(MetaGenericParamRow, number), U16(MetaGenericParamRow, flags),
      CODED(MetaGenericParamRow, owner, TYPEORMETHODDEF), STR(MetaGenericParamRow, name)),
    T(METHODSPEC, MethodSpec, CODED(MetaMethodSpecRow, method, METHODDEFORREF),
      BLOB(MetaMethodSpecRow, instantiation)),
    T(GENERICPARAMCONSTRAINT, GenericParamConstraint, IDX(MetaGenericParamConstraintRow, owner, GENERICPARAM),
      CODED(MetaGenericParamConstraintRow, constraint, TYPEDEFORREF)),
};

const char *meta_table_name(enum MetaTable table) {
    if ((unsigned)table >= META_TABLE_COUNT) return "?";
    return metai_schema[table].name;
}
