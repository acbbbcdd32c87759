/* Row accessors and the lists rows own (II.22: "a run of rows ... up to the next row's"). */
#include "meta/internal.h"

uint32_t meta_table_row_count(const MetaImage *img, enum MetaTable table) {
    if (!img || (unsigned)table >= META_TABLE_COUNT) return 0;
    return img->rows[table];
}

const void *meta_table_row(const MetaImage *img, enum MetaTable table, uint32_t row) {
    if (!img || (unsigned)table >= META_TABLE_COUNT || row == 0 || row > img->rows[table]) return NULL;
    return metai_table_row(img, table, row);
}

#define ACCESSOR(fn, T, TABLE) \
    const T *fn(const MetaImage *img, uint32_t row) { return meta_table_row(img, META_TABLE_##TABLE, row); }
ACCESSOR(meta_module, MetaModuleRow, MODULE)
ACCESSOR(meta_typeref, MetaTypeRefRow, TYPEREF)
ACCESSOR(meta_typedef, MetaTypeDefRow, TYPEDEF)
ACCESSOR(meta_field_ptr, MetaFieldPtrRow, FIELDPTR)
ACCESSOR(meta_field, MetaFieldRow, FIELD)
ACCESSOR(meta_method_ptr, MetaMethodPtrRow, METHODPTR)
ACCESSOR(meta_methoddef, MetaMethodDefRow, METHODDEF)
ACCESSOR(meta_param_ptr, MetaParamPtrRow, PARAMPTR)

MetaMethodDefHeader meta_methoddef_header(const MetaImage *img, uint32_t row) {
    MetaMethodDefHeader header;
    /* II.22.26: RVA (4 bytes), ImplFlags (2), Flags (2), Name (#Strings index).  Images whose
     * tables were decoded at open (a MethodPtr table reorders them) are read decoded. */
    if (img->lazy_tables) {
        const uint8_t *p = img->table_data[META_TABLE_METHODDEF] + (size_t)(row - 1) * img->row_sizes[META_TABLE_METHODDEF];
        const uint8_t *w = img->column_widths[META_TABLE_METHODDEF];
        uint32_t name = w[3] == 2 ? metai_le16(p + w[0] + w[1] + w[2]) : metai_le32(p + w[0] + w[1] + w[2]);
        if (metai_string_ok(img, name)) {
            header.impl_flags = metai_le16(p + w[0]);
            header.flags = metai_le16(p + w[0] + w[1]);
            header.name = metai_string(img, name);
            return header;
        }
    }
    const MetaMethodDefRow *def = meta_methoddef(img, row); /* reports a bad row */
    header.impl_flags = def->impl_flags;
    header.flags = def->flags;
    header.name = def->name;
    return header;
}
ACCESSOR(meta_param, MetaParamRow, PARAM)
ACCESSOR(meta_interface_impl, MetaInterfaceImplRow, INTERFACEIMPL)

/* A HasCustomAttribute coded index (II.24.2.6) as stored: row << 5 | the table's tag. */
static uint64_t has_custom_attribute_coded(uint32_t token) {
    const MetaCodedIndex *coded = &metai_coded[METAI_CI_HASCUSTOMATTRIBUTE];
    uint64_t tag = 31; /* a table that has no tag orders after every real one of its row */
    for (uint32_t i = 0; i < coded->count; i++)
        if (coded->tables[i] == META_TOKEN_TABLE(token)) tag = i;
    return (uint64_t)META_TOKEN_ROW(token) << coded->tag_bits | tag;
}

static uint64_t custom_attribute_parent_coded(const MetaImage *img, uint32_t row) {
    if (!img->lazy_tables) return has_custom_attribute_coded(meta_custom_attribute(img, row)->parent);
    const uint8_t *p = img->table_data[META_TABLE_CUSTOMATTRIBUTE] + (size_t)(row - 1) * img->row_sizes[META_TABLE_CUSTOMATTRIBUTE];
    return img->column_widths[META_TABLE_CUSTOMATTRIBUTE][0] == 2 ? metai_le16(p) : metai_le32(p);
}

/* The first row whose parent orders at or after `coded` (rows + 1 if none). */
static uint32_t custom_attribute_lower_bound(const MetaImage *img, uint64_t coded) {
    uint32_t low = 1, high = img->rows[META_TABLE_CUSTOMATTRIBUTE] + 1;
    while (low < high) {
        uint32_t middle = low + (high - low) / 2;
        if (custom_attribute_parent_coded(img, middle) < coded) low = middle + 1;
        else high = middle;
    }
    return low;
}

void meta_custom_attribute_range(const MetaImage *img, uint32_t token, uint32_t *first, uint32_t *end) {
    uint64_t coded = has_custom_attribute_coded(token);
    *first = custom_attribute_lower_bound(img, coded);
    *end = custom_attribute_lower_bound(img, coded + 1);
}
ACCESSOR(meta_memberref, MetaMemberRefRow, MEMBERREF)
ACCESSOR(meta_constant, MetaConstantRow, CONSTANT)
ACCESSOR(meta_custom_attribute, MetaCustomAttributeRow, CUSTOMATTRIBUTE)
ACCESSOR(meta_field_marshal, MetaFieldMarshalRow, FIELDMARSHAL)
ACCESSOR(meta_decl_security, MetaDeclSecurityRow, DECLSECURITY)
ACCESSOR(meta_class_layout, MetaClassLayoutRow, CLASSLAYOUT)
ACCESSOR(meta_field_layout, MetaFieldLayoutRow, FIELDLAYOUT)
ACCESSOR(meta_standalone_sig, MetaStandAloneSigRow, STANDALONESIG)
ACCESSOR(meta_event_map, MetaEventMapRow, EVENTMAP)
ACCESSOR(meta_event_ptr, MetaEventPtrRow, EVENTPTR)
ACCESSOR(meta_event, MetaEventRow, EVENT)
ACCESSOR(meta_property_map, MetaPropertyMapRow, PROPERTYMAP)
ACCESSOR(meta_property_ptr, MetaPropertyPtrRow, PROPERTYPTR)
ACCESSOR(meta_property, MetaPropertyRow, PROPERTY)
ACCESSOR(meta_method_semantics, MetaMethodSemanticsRow, METHODSEMANTICS)
ACCESSOR(meta_method_impl, MetaMethodImplRow, METHODIMPL)
ACCESSOR(meta_moduleref, MetaModuleRefRow, MODULEREF)
ACCESSOR(meta_typespec, MetaTypeSpecRow, TYPESPEC)
ACCESSOR(meta_impl_map, MetaImplMapRow, IMPLMAP)
ACCESSOR(meta_field_rva, MetaFieldRvaRow, FIELDRVA)
ACCESSOR(meta_enc_log, MetaEncLogRow, ENCLOG)
ACCESSOR(meta_enc_map, MetaEncMapRow, ENCMAP)
ACCESSOR(meta_assembly, MetaAssemblyRow, ASSEMBLY)
ACCESSOR(meta_assembly_processor, MetaAssemblyProcessorRow, ASSEMBLYPROCESSOR)
ACCESSOR(meta_assembly_os, MetaAssemblyOsRow, ASSEMBLYOS)
ACCESSOR(meta_assemblyref, MetaAssemblyRefRow, ASSEMBLYREF)
ACCESSOR(meta_assemblyref_processor, MetaAssemblyRefProcessorRow, ASSEMBLYREFPROCESSOR)
ACCESSOR(meta_assemblyref_os, MetaAssemblyRefOsRow, ASSEMBLYREFOS)
ACCESSOR(meta_file, MetaFileRow, FILE)
ACCESSOR(meta_exported_type, MetaExportedTypeRow, EXPORTEDTYPE)
ACCESSOR(meta_manifest_resource, MetaManifestResourceRow, MANIFESTRESOURCE)
ACCESSOR(meta_nested_class, MetaNestedClassRow, NESTEDCLASS)
ACCESSOR(meta_generic_param, MetaGenericParamRow, GENERICPARAM)
ACCESSOR(meta_method_spec, MetaMethodSpecRow, METHODSPEC)
ACCESSOR(meta_generic_param_constraint, MetaGenericParamConstraintRow, GENERICPARAMCONSTRAINT)

/* Generic list range: the list column at `offset` of row `row` of `owner` starts the run;
 * the next row's value (or target count + 1) ends it.  Values were validated to be in
 * 1..count+1 and non-decreasing at open. */
static void list_range(const MetaImage *img, int owner, uint32_t row, size_t offset, int target,
                       uint32_t *first, uint32_t *end) {
    *first = *end = 0;
    const uint8_t *r = meta_table_row(img, owner, row);
    if (!r) return;
    *first = *(const uint32_t *)(r + offset);
    const uint8_t *next = meta_table_row(img, owner, row + 1);
    *end = next ? *(const uint32_t *)(next + offset) : img->rows[target] + 1;
}

void meta_typedef_field_range(const MetaImage *img, uint32_t row, uint32_t *first, uint32_t *end) {
    list_range(img, META_TABLE_TYPEDEF, row, offsetof(MetaTypeDefRow, field_list), META_TABLE_FIELD, first, end);
}
void meta_typedef_method_range(const MetaImage *img, uint32_t row, uint32_t *first, uint32_t *end) {
    list_range(img, META_TABLE_TYPEDEF, row, offsetof(MetaTypeDefRow, method_list), META_TABLE_METHODDEF, first, end);
}
void meta_method_param_range(const MetaImage *img, uint32_t row, uint32_t *first, uint32_t *end) {
    list_range(img, META_TABLE_METHODDEF, row, offsetof(MetaMethodDefRow, param_list), META_TABLE_PARAM, first, end);
}
void meta_event_map_range(const MetaImage *img, uint32_t row, uint32_t *first, uint32_t *end) {
    list_range(img, META_TABLE_EVENTMAP, row, offsetof(MetaEventMapRow, event_list), META_TABLE_EVENT, first, end);
}
void meta_property_map_range(const MetaImage *img, uint32_t row, uint32_t *first, uint32_t *end) {
    list_range(img, META_TABLE_PROPERTYMAP, row, offsetof(MetaPropertyMapRow, property_list), META_TABLE_PROPERTY,
               first, end);
}
