/* Opening and closing images; image-level facts (CLI header, metadata root, Assembly row). */
#include "meta/internal.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>

static void release_data(uint8_t *data, size_t size, bool mapped) {
    if (mapped) munmap(data, size);
    else free(data);
}

static MetaImage *open_owned(uint8_t *data, size_t size, bool mapped, const char *path, bool lazy, MetaError *err) {
    MetaImage *img = calloc(1, sizeof *img);
    if (!img) { release_data(data, size, mapped); metai_error(err, "out of memory"); return NULL; }
    img->lazy_tables = lazy;
    pthread_mutex_init(&img->table_lock, NULL);
    img->data = data;
    img->size = size;
    img->data_mapped = mapped;
    img->path = strdup(path ? path : "<memory>");
    MetaError local;
    if (!err) err = &local;
    if (!img->path || !metai_parse_pe(img, err) || !metai_parse_metadata_root(img, err) ||
        !metai_parse_tables(img, err) || !metai_build_owners(img, err)) {
        if (!img->path) metai_error(err, "out of memory");
        meta_image_close(img);
        return NULL;
    }
    return img;
}

MetaImage *meta_image_open_memory(const uint8_t *data, size_t size, MetaError *err) {
    if (!data && size) { metai_error(err, "no data"); return NULL; }
    uint8_t *copy = malloc(size ? size : 1);
    if (!copy) { metai_error(err, "out of memory copying %zu bytes", size); return NULL; }
    if (size) memcpy(copy, data, size);
    return open_owned(copy, size, false, NULL, false, err);
}

MetaImage *meta_image_open_emitted(uint8_t *data, size_t size, MetaError *err) {
    return open_owned(data, size, false, NULL, true, err);
}

static MetaImage *open_file(const char *path, bool lazy, MetaError *err) {
    FILE *f = fopen(path, "rb");
    if (!f) { metai_error(err, "cannot open %s: %s", path, strerror(errno)); return NULL; }
    /* A regular file is mapped (private, copy-on-write): no copy of CoreLib's 15 MB into fresh
     * pages at start-up, and only the pages the loader reads are faulted in, from the page cache
     * that every corvid process shares.  Pipes and the like are read. */
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && (uint64_t)st.st_size < ((uint64_t)1 << 32)) {
        void *mapping = mmap(NULL, (size_t)st.st_size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fileno(f), 0);
        if (mapping != MAP_FAILED) {
            fclose(f);
            MetaError local;
            MetaImage *img = open_owned(mapping, (size_t)st.st_size, true, path, lazy, &local);
            if (!img) metai_error(err, "%s: %s", path, local.message);
            return img;
        }
    }
    uint8_t *data = NULL;
    size_t size = 0, cap = 0;
    for (;;) {
        if (size == cap) {
            /* PE images are limited to 4 GB of RVA space; refuse anything larger. */
            if (cap >= ((size_t)1 << 32)) { metai_error(err, "%s: file too large", path); goto fail; }
            size_t ncap = cap ? cap * 2 : 1 << 16;
            uint8_t *n = realloc(data, ncap);
            if (!n) { metai_error(err, "%s: out of memory", path); goto fail; }
            data = n;
            cap = ncap;
        }
        size_t got = fread(data + size, 1, cap - size, f);
        size += got;
        if (got == 0) {
            if (ferror(f)) { metai_error(err, "cannot read %s: %s", path, strerror(errno)); goto fail; }
            break;
        }
    }
    fclose(f);
    MetaError local;
    MetaImage *img = open_owned(data, size, false, path, lazy, &local);
    if (!img) metai_error(err, "%s: %s", path, local.message);
    return img;
fail:
    fclose(f);
    free(data);
    return NULL;
}

MetaImage *meta_image_open_file(const char *path, MetaError *err) {
    return open_file(path, false, err);
}

MetaImage *meta_image_open_installed_file(const char *path, MetaError *err) {
    return open_file(path, true, err);
}

void meta_image_close(MetaImage *img) {
    if (!img) return;
    metai_free_tables(img);
    pthread_mutex_destroy(&img->table_lock);
    if (img->clause_cache) {
        for (uint32_t i = 0; i <= img->rows[META_TABLE_METHODDEF]; i++) free(img->clause_cache[i]);
        free(img->clause_cache);
    }
    free(img->enclosing);
    free(img->typedef_index);
    free(img->exported_index);
    free(img->field_owner);
    free(img->method_owner);
    free(img->sections);
    free(img->path);
    release_data(img->data, img->size, img->data_mapped);
    free(img);
}

const char *meta_metadata_version(const MetaImage *img) { return img ? img->version : ""; }
uint32_t meta_cli_flags(const MetaImage *img) { return img ? img->cli_flags : 0; }
const char *meta_image_path(const MetaImage *img) { return img ? img->path : ""; }

uint32_t meta_entry_point_token(const MetaImage *img) {
    /* II.25.3.3: with COMIMAGE_FLAGS_NATIVE_ENTRYPOINT the field is an RVA, not a token. */
    if (!img || (img->cli_flags & META_CLI_FLAG_NATIVE_ENTRYPOINT)) return 0;
    return img->entry_point;
}

const char *meta_assembly_name(const MetaImage *img) {
    const MetaAssemblyRow *a = meta_assembly(img, 1);
    return a ? a->name : NULL;
}

const uint8_t *meta_image_data(const MetaImage *img, size_t *size) {
    if (size) *size = img ? img->size : 0;
    return img ? img->data : NULL;
}

const uint8_t *meta_resource_data(const MetaImage *img, uint32_t offset, uint32_t *size) {
    /* II.6.2.2 / II.22.24: each managed resource is a 4-byte length followed by the data,
     * at ManifestResource.Offset inside the CLI header's Resources directory. */
    if (size) *size = 0;
    if (!img || offset >= img->resources_size) return NULL;
    const uint8_t *base = meta_rva_to_pointer(img, img->resources_rva, img->resources_size);
    if (!base) return NULL;
    uint32_t len;
    if (!metai_read32(base, img->resources_size, offset, &len) ||
        !metai_in_range(img->resources_size, (uint64_t)offset + 4, len))
        return NULL;
    if (size) *size = len;
    return base + offset + 4;
}
