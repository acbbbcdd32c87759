/* PE/COFF container (II.25): DOS stub, PE signature, COFF and optional headers, section
 * table, CLI header (II.25.3.3), and RVA -> file data mapping. */
#include "meta/internal.h"

#include <stdlib.h>

/* II.25.2.1: the DOS header is 128 bytes; lfanew at 0x3c points at "PE\0\0". */
#define DOS_LFANEW_OFFSET 0x3c
#define COFF_HEADER_SIZE 20
#define SECTION_HEADER_SIZE 40
#define CLI_HEADER_DIRECTORY 14 /* II.25.2.3.3: "CLI Header" data directory */
#define CLI_HEADER_SIZE 72      /* II.25.3.3 */

const uint8_t *metai_rva_span(const MetaImage *img, uint32_t rva, uint32_t *available) {
    /* II.25.3: an RVA is inside a section when VirtualAddress <= rva < VirtualAddress +
     * the section's size.  We only hand out bytes that really are in the file (raw size,
     * clamped to the file at open), so the zero-filled tail of a section is not addressable. */
    for (uint32_t i = 0; i < img->section_count; i++) {
        const MetaSection *s = &img->sections[i];
        if (rva < s->virtual_address) continue;
        uint32_t delta = rva - s->virtual_address;
        if (delta >= s->raw_size) continue;
        *available = s->raw_size - delta;
        return img->data + s->raw_offset + delta;
    }
    *available = 0;
    return NULL;
}

const uint8_t *meta_rva_to_pointer(const MetaImage *img, uint32_t rva, uint32_t size) {
    if (!img) return NULL;
    uint32_t available;
    const uint8_t *p = metai_rva_span(img, rva, &available);
    if (!p || size > available) return NULL;
    return p;
}

bool metai_parse_pe(MetaImage *img, MetaError *err) {
    const uint8_t *d = img->data;
    size_t n = img->size;
    if (n < 0x40 || d[0] != 'M' || d[1] != 'Z') {
        metai_error(err, "not a PE file: missing 'MZ' DOS header at offset 0 (file size %zu)", n);
        return false;
    }
    uint32_t pe = metai_le32(d + DOS_LFANEW_OFFSET);
    if (!metai_in_range(n, pe, 4 + COFF_HEADER_SIZE) || memcmp(d + pe, "PE\0\0", 4) != 0) {
        metai_error(err, "not a PE file: no 'PE\\0\\0' signature at lfanew offset 0x%x", pe);
        return false;
    }
    /* II.25.2.2 COFF file header */
    const uint8_t *coff = d + pe + 4;
    uint32_t nsections = metai_le16(coff + 2);
    uint32_t opt_size = metai_le16(coff + 16);
    uint64_t opt = (uint64_t)pe + 4 + COFF_HEADER_SIZE;
    if (!metai_in_range(n, opt, opt_size) || opt_size < 2) {
        metai_error(err, "truncated PE optional header at offset 0x%llx (size %u)",
                    (unsigned long long)opt, opt_size);
        return false;
    }
    /* II.25.2.3: PE32 (0x10b) or PE32+ (0x20b) decides where the data directories start. */
    uint16_t magic = metai_le16(d + opt);
    uint32_t ndirs_off, dirs_off;
    if (magic == 0x10b) { ndirs_off = 92; dirs_off = 96; }
    else if (magic == 0x20b) { ndirs_off = 108; dirs_off = 112; }
    else {
        metai_error(err, "unknown PE optional header magic 0x%x at offset 0x%llx", magic,
                    (unsigned long long)opt);
        return false;
    }
    if (opt_size < ndirs_off + 4) {
        metai_error(err, "PE optional header too small (%u bytes) for its data directories", opt_size);
        return false;
    }
    uint32_t ndirs = metai_le32(d + opt + ndirs_off);
    if (ndirs <= CLI_HEADER_DIRECTORY || (uint64_t)dirs_off + 8ull * (CLI_HEADER_DIRECTORY + 1) > opt_size) {
        metai_error(err, "not a CLI image: no CLI header data directory (%u directories)", ndirs);
        return false;
    }
    const uint8_t *cli_dir = d + opt + dirs_off + 8 * CLI_HEADER_DIRECTORY;
    uint32_t cli_rva = metai_le32(cli_dir), cli_size = metai_le32(cli_dir + 4);

    /* II.25.3 section headers follow the optional header */
    uint64_t sect = opt + opt_size;
    if (!metai_in_range(n, sect, (uint64_t)nsections * SECTION_HEADER_SIZE)) {
        metai_error(err, "truncated section table at offset 0x%llx (%u sections)",
                    (unsigned long long)sect, nsections);
        return false;
    }
    img->sections = calloc(nsections ? nsections : 1, sizeof(MetaSection));
    if (!img->sections) { metai_error(err, "out of memory"); return false; }
    img->section_count = nsections;
    for (uint32_t i = 0; i < nsections; i++) {
        const uint8_t *s = d + sect + (uint64_t)i * SECTION_HEADER_SIZE;
        MetaSection *ms = &img->sections[i];
        memcpy(ms->name, s, 8);
        ms->name[8] = 0;
        ms->virtual_size = metai_le32(s + 8);
        ms->virtual_address = metai_le32(s + 12);
        uint32_t raw_size = metai_le32(s + 16);
        uint32_t raw_ptr = metai_le32(s + 20);
        /* A section whose raw data runs past the end of the file means the file was cut
         * short: reject it, as CoreCLR's PE loader does (II.25.3). */
        if (raw_size && ((uint64_t)raw_ptr + raw_size > n)) {
            metai_error(err, "truncated image: section %d (%s) raw data [0x%x, 0x%llx) extends past the end of the file (%llu bytes)",
                        (int)i, ms->name, raw_ptr, (unsigned long long)raw_ptr + raw_size, (unsigned long long)n);
            return false;
        }
        /* Raw size is rounded up to FileAlignment; keep addresses inside the section's
         * virtual range too when VirtualSize says it is smaller (and non-zero). */
        if (ms->virtual_size && raw_size > ms->virtual_size) raw_size = ms->virtual_size;
        /* Keep VirtualAddress + raw_size from wrapping. */
        if (raw_size > UINT32_MAX - ms->virtual_address) raw_size = UINT32_MAX - ms->virtual_address;
        ms->raw_offset = raw_ptr;
        ms->raw_size = raw_size;
    }

    if (cli_rva == 0) {
        metai_error(err, "not a CLI image: CLI header data directory is empty");
        return false;
    }
    (void)cli_size;
    const uint8_t *cli = meta_rva_to_pointer(img, cli_rva, CLI_HEADER_SIZE);
    if (!cli) {
        metai_error(err, "CLI header at RVA 0x%x (72 bytes) is outside every section", cli_rva);
        return false;
    }
    /* II.25.3.3: cb, runtime version, MetaData directory, Flags, EntryPointToken, Resources */
    uint32_t md_rva = metai_le32(cli + 8), md_size = metai_le32(cli + 12);
    img->cli_flags = metai_le32(cli + 16);
    img->entry_point = metai_le32(cli + 20);
    img->resources_rva = metai_le32(cli + 24);
    img->resources_size = metai_le32(cli + 28);
    img->md = meta_rva_to_pointer(img, md_rva, md_size);
    if (!img->md || md_size == 0) {
        metai_error(err, "metadata at RVA 0x%x size 0x%x is outside every section", md_rva, md_size);
        return false;
    }
    img->md_size = md_size;
    return true;
}
