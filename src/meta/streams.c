/* Metadata root and stream headers (II.24.2.1, II.24.2.2) and the heaps #Strings,
 * #Blob, #GUID, #US (II.24.2.3-II.24.2.5). */
#include "meta/internal.h"

#define METADATA_SIGNATURE 0x424A5342u /* "BSJB", II.24.2.1 */

static const uint8_t empty_bytes[1];

static bool set_stream(MetaHeap *heap, const char *name, const uint8_t *data, uint32_t size,
                       MetaError *err) {
    /* Duplicate streams make the image ambiguous (which #Strings do indexes refer to?);
     * II.24.2.2 lists each stream at most once, so reject rather than guess. */
    if (heap->present) {
        metai_error(err, "duplicate %s stream in metadata root", name);
        return false;
    }
    heap->present = true;
    heap->data = data;
    heap->size = size;
    return true;
}

bool metai_parse_metadata_root(MetaImage *img, MetaError *err) {
    const uint8_t *md = img->md;
    uint32_t n = img->md_size;
    uint32_t sig, length = 0;
    if (!metai_read32(md, n, 0, &sig) || sig != METADATA_SIGNATURE) {
        metai_error(err, "bad metadata root signature (expected 'BSJB') at metadata offset 0");
        return false;
    }
    if (!metai_read32(md, n, 12, &length) || !metai_in_range(n, 16, length) || length > 256) {
        metai_error(err, "metadata version string length %u is out of range (metadata size 0x%x)",
                    length, n);
        return false;
    }
    uint32_t vlen = 0;
    while (vlen < length && vlen < sizeof img->version - 1 && md[16 + vlen]) vlen++;
    memcpy(img->version, md + 16, vlen);
    img->version[vlen] = 0;

    uint64_t off = 16ull + length;
    uint16_t stream_count;
    if (!metai_read16(md, n, off + 2, &stream_count)) {
        metai_error(err, "truncated metadata root: no stream count at metadata offset 0x%llx",
                    (unsigned long long)off + 2);
        return false;
    }
    off += 4;
    for (uint32_t i = 0; i < stream_count; i++) {
        uint32_t s_off, s_size;
        if (!metai_read32(md, n, off, &s_off) || !metai_read32(md, n, off + 4, &s_size)) {
            metai_error(err, "truncated stream header %u at metadata offset 0x%llx", i,
                        (unsigned long long)off);
            return false;
        }
        off += 8;
        /* II.24.2.2: name is NUL-terminated ASCII, at most 32 chars, padded to 4 bytes */
        char name[33];
        uint32_t len = 0;
        for (;;) {
            if (!metai_in_range(n, off + len, 1) || len > 32) {
                metai_error(err, "unterminated name of stream header %u at metadata offset 0x%llx",
                            i, (unsigned long long)off);
                return false;
            }
            char c = (char)md[off + len];
            name[len] = c; /* len <= 32: fits name[33] */
            if (!c) break;
            len++;
        }
        off += (len + 4) & ~3u;
        if (!metai_in_range(n, s_off, s_size)) {
            metai_error(err, "stream %s at metadata offset 0x%x size 0x%x extends past the "
                        "metadata (size 0x%x)", name, s_off, s_size, n);
            return false;
        }
        const uint8_t *data = md + s_off;
        bool ok = true;
        if (!strcmp(name, "#Strings")) ok = set_stream(&img->strings, name, data, s_size, err);
        else if (!strcmp(name, "#US")) ok = set_stream(&img->us, name, data, s_size, err);
        else if (!strcmp(name, "#Blob")) ok = set_stream(&img->blob, name, data, s_size, err);
        else if (!strcmp(name, "#GUID")) ok = set_stream(&img->guid, name, data, s_size, err);
        else if (!strcmp(name, "#~") || !strcmp(name, "#-")) {
            /* II.24.2.6: "#~" is the compressed table stream; "#-" is the uncompressed
             * (edit-and-continue) form with the same layout plus *Ptr tables. */
            if (img->tables.present) {
                metai_error(err, "more than one table stream (#~ / #-) in metadata root");
                return false;
            }
            ok = set_stream(&img->tables, name, data, s_size, err);
            img->uncompressed = name[1] == '-';
        }
        /* others (#Pdb, #JTD, vendor streams) are ignored */
        if (!ok) return false;
    }
    if (!img->tables.present) {
        metai_error(err, "metadata has no #~ or #- table stream");
        return false;
    }
    /* Every string column is checked to start below the last NUL of the heap, which makes
     * "NUL-terminated inside the heap" an O(1) test per string. */
    img->strings_terminated = 0;
    for (uint32_t i = img->strings.size; i > 0; i--) {
        if (img->strings.data[i - 1] == 0) { img->strings_terminated = i; break; }
    }
    return true;
}

bool metai_string_ok(const MetaImage *img, uint32_t index) {
    return index == 0 || index < img->strings_terminated;
}

const char *metai_string(const MetaImage *img, uint32_t index) {
    if (index == 0 || index >= img->strings_terminated) return "";
    return (const char *)img->strings.data + index;
}

/* II.23.2: compressed unsigned integer at data[*off], advancing *off. */
static bool read_compressed(const uint8_t *data, uint32_t size, uint32_t *off, uint32_t *out) {
    if (*off >= size) return false;
    MetaSigCursor c = { data + *off, data + size };
    if (!meta_sig_read_compressed_u32(&c, out)) return false;
    *off = (uint32_t)(c.p - data);
    return true;
}

bool metai_blob(const MetaImage *img, uint32_t index, MetaBlob *out) {
    /* II.24.2.4: index 0 is the empty blob, also when the heap is absent. */
    if (index == 0 && img->blob.size == 0) {
        out->data = empty_bytes;
        out->size = 0;
        return true;
    }
    uint32_t off = index, len;
    if (!read_compressed(img->blob.data, img->blob.size, &off, &len)) return false;
    if (len > img->blob.size - off) return false;
    out->data = len ? img->blob.data + off : empty_bytes;
    out->size = len;
    return true;
}

const uint8_t *meta_user_string(const MetaImage *img, uint32_t token, uint32_t *length) {
    if (length) *length = 0;
    if (!img || META_TOKEN_TABLE(token) != META_TOKEN_USER_STRING) return NULL;
    /* II.24.2.4: #US entries are blobs of UTF-16 code units plus one trailing flag byte. */
    uint32_t off = META_TOKEN_ROW(token), len;
    if (!read_compressed(img->us.data, img->us.size, &off, &len)) return NULL;
    if (len > img->us.size - off) return NULL;
    if (length) *length = len / 2;
    return len ? img->us.data + off : empty_bytes;
}
