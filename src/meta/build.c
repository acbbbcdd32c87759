/* An empty assembly image built in memory (meta.h meta_build_empty_assembly): a PE32 file with
 * one section holding the CLI header (II.25.3.3) and the metadata (II.24): the Module, TypeDef
 * (<Module>) and Assembly tables and the heaps they name.  Every heap is far below 64 KB, so
 * every index is two bytes (II.24.2.6). */
#include "meta/internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct Buffer {
    uint8_t *data;
    size_t size, capacity;
    bool failed;
} Buffer;

static void put(Buffer *b, const void *bytes, size_t n) {
    if (b->failed) return;
    if (b->size + n > b->capacity) {
        size_t capacity = (b->size + n) * 2 + 256;
        uint8_t *grown = realloc(b->data, capacity);
        if (!grown) {
            b->failed = true;
            return;
        }
        b->data = grown;
        b->capacity = capacity;
    }
    if (bytes)
        memcpy(b->data + b->size, bytes, n);
    else
        memset(b->data + b->size, 0, n);
    b->size += n;
}

static void put_u8(Buffer *b, uint8_t v) {
    put(b, &v, 1);
}
static void put_u16(Buffer *b, uint16_t v) {
    uint8_t x[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    put(b, x, 2);
}
static void put_u32(Buffer *b, uint32_t v) {
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    put(b, x, 4);
}
static void pad_to(Buffer *b, size_t alignment) {
    while (!b->failed && b->size % alignment)
        put_u8(b, 0);
}
static void patch_u32(Buffer *b, size_t at, uint32_t v) {
    if (b->failed) return;
    for (int i = 0; i < 4; i++)
        b->data[at + i] = (uint8_t)(v >> (8 * i));
}

/* A #Strings entry; returns its index */
static uint16_t add_string(Buffer *strings, const char *text) {
    uint16_t index = (uint16_t)strings->size;
    put(strings, text, strlen(text) + 1);
    return index;
}

#define SECTION_RVA 0x2000u
#define SECTION_FILE_OFFSET 0x200u
#define CLI_HEADER_BYTES 72u

static void build_metadata(Buffer *md, const MetaAssemblyIdentity *id) {
    Buffer strings = {0}, blob = {0}, guid = {0}, tables = {0};
    put_u8(&strings, 0);
    uint16_t module_type = add_string(&strings, "<Module>");
    uint16_t module_name = add_string(&strings, id->module_name);
    uint16_t name = add_string(&strings, id->name);
    uint16_t culture = id->culture && id->culture[0] ? add_string(&strings, id->culture) : 0;
    pad_to(&strings, 4);
    put_u8(&blob, 0);
    uint16_t public_key = 0;
    if (id->public_key && id->public_key_size && id->public_key_size < 0x4000) {
        public_key = (uint16_t)blob.size;
        if (id->public_key_size < 0x80)
            put_u8(&blob, (uint8_t)id->public_key_size);
        else
            put_u16(&blob, (uint16_t)(((id->public_key_size >> 8) | 0x80) |
                                      (id->public_key_size & 0xFF) << 8));
        put(&blob, id->public_key, id->public_key_size);
    }
    pad_to(&blob, 4);
    /* the module version id: distinct per name, as tools key caches on it */
    uint8_t mvid[16] = {0};
    for (size_t i = 0; id->name[i]; i++)
        mvid[i % 16] = (uint8_t)(mvid[i % 16] * 31 + (uint8_t)id->name[i]);
    put(&guid, mvid, sizeof mvid);

    /* #~ (II.24.2.6): Module 0x00, TypeDef 0x02, Assembly 0x20 */
    put_u32(&tables, 0);
    put_u8(&tables, 2);
    put_u8(&tables, 0);
    put_u8(&tables, 0); /* HeapSizes: two-byte indexes */
    put_u8(&tables, 1);
    uint64_t valid = 1ull << 0x00 | 1ull << 0x02 | 1ull << 0x20;
    put_u32(&tables, (uint32_t)valid);
    put_u32(&tables, (uint32_t)(valid >> 32));
    put_u32(&tables, 0);
    put_u32(&tables, 0);
    for (int i = 0; i < 3; i++)
        put_u32(&tables, 1);
    put_u16(&tables, 0); /* Module: Generation, Name, Mvid, EncId, EncBaseId */
    put_u16(&tables, module_name);
    put_u16(&tables, 1);
    put_u16(&tables, 0);
    put_u16(&tables, 0);
    put_u32(&tables,
            0); /* TypeDef <Module>: Flags, Name, Namespace, Extends, FieldList, MethodList */
    put_u16(&tables, module_type);
    put_u16(&tables, 0);
    put_u16(&tables, 0);
    put_u16(&tables, 1);
    put_u16(&tables, 1);
    put_u32(&tables,
            0x8004); /* Assembly: HashAlgId (SHA1), version, Flags, PublicKey, Name, Culture */
    for (int i = 0; i < 4; i++)
        put_u16(&tables, id->version[i]);
    put_u32(&tables, id->flags);
    put_u16(&tables, public_key);
    put_u16(&tables, name);
    put_u16(&tables, culture);
    pad_to(&tables, 4);

    /* metadata root (II.24.2.1) and the stream headers (II.24.2.2) */
    static const char version[] = "v4.0.30319\0\0";
    struct {
        const char *name;
        Buffer *heap;
    } streams[] = {{"#~", &tables}, {"#Strings", &strings}, {"#Blob", &blob}, {"#GUID", &guid}};
    put_u32(md, 0x424A5342u);
    put_u16(md, 1);
    put_u16(md, 1);
    put_u32(md, 0);
    put_u32(md, sizeof version - 1);
    put(md, version, sizeof version - 1);
    put_u16(md, 0);
    put_u16(md, 4);
    size_t header_size = md->size;
    for (int i = 0; i < 4; i++)
        header_size += 8 + ((strlen(streams[i].name) + 4) & ~3u);
    size_t offset = header_size;
    for (int i = 0; i < 4; i++) {
        put_u32(md, (uint32_t)offset);
        put_u32(md, (uint32_t)streams[i].heap->size);
        size_t length = strlen(streams[i].name);
        put(md, streams[i].name, length);
        put(md, NULL, ((length + 4) & ~3u) - length);
        offset += streams[i].heap->size;
    }
    for (int i = 0; i < 4; i++) {
        put(md, streams[i].heap->data, streams[i].heap->size);
        md->failed |= streams[i].heap->failed;
        free(streams[i].heap->data);
    }
}

uint8_t *meta_build_empty_assembly(const MetaAssemblyIdentity *id, size_t *size) {
    Buffer md = {0}, image = {0};
    build_metadata(&md, id);
    uint32_t section_size = CLI_HEADER_BYTES + (uint32_t)md.size;
    /* DOS header: "MZ", e_lfanew at 0x3C */
    put(&image, "MZ", 2);
    put(&image, NULL, 0x3C - 2);
    put_u32(&image, 0x80);
    put(&image, NULL, 0x80 - image.size);
    /* PE signature and COFF header (II.25.2.2): i386, one section, PE32 optional header */
    put(&image, "PE\0\0", 4);
    put_u16(&image, 0x14C);
    put_u16(&image, 1);
    put_u32(&image, 0);
    put_u32(&image, 0);
    put_u32(&image, 0);
    put_u16(&image, 224);
    put_u16(&image, 0x2102); /* executable, 32-bit, DLL */
    /* optional header (II.25.2.3), PE32: only what readers look at is filled */
    size_t optional = image.size;
    put(&image, NULL, 224);
    if (!image.failed) {
        uint8_t *o = image.data + optional;
        o[0] = 0x0B, o[1] = 0x01;                              /* magic */
        patch_u32(&image, optional + 32, SECTION_RVA);         /* section alignment */
        patch_u32(&image, optional + 36, SECTION_FILE_OFFSET); /* file alignment */
        patch_u32(&image, optional + 56,
                  SECTION_RVA + ((section_size + 0xFFF) & ~0xFFFu)); /* image size */
        patch_u32(&image, optional + 60, SECTION_FILE_OFFSET);       /* headers size */
        o[68] = 3;                                                   /* subsystem: console */
        patch_u32(&image, optional + 92, 16);                        /* data directories */
        patch_u32(&image, optional + 96 + 14 * 8, SECTION_RVA);      /* the CLI header */
        patch_u32(&image, optional + 96 + 14 * 8 + 4, CLI_HEADER_BYTES);
    }
    /* the section header (II.25.3) */
    put(&image, ".text\0\0\0", 8);
    put_u32(&image, section_size);
    put_u32(&image, SECTION_RVA);
    put_u32(&image, section_size);
    put_u32(&image, SECTION_FILE_OFFSET);
    put(&image, NULL, 12);
    put_u32(&image, 0x60000020); /* code, execute, read */
    put(&image, NULL, SECTION_FILE_OFFSET - image.size);
    /* CLI header (II.25.3.3): IL only, no entry point */
    put_u32(&image, CLI_HEADER_BYTES);
    put_u16(&image, 2);
    put_u16(&image, 5);
    put_u32(&image, SECTION_RVA + CLI_HEADER_BYTES);
    put_u32(&image, (uint32_t)md.size);
    put_u32(&image, 1);
    put(&image, NULL, CLI_HEADER_BYTES - 20);
    put(&image, md.data, md.size);
    free(md.data);
    if (image.failed || md.failed) {
        free(image.data);
        return NULL;
    }
    *size = image.size;
    return image.data;
}
