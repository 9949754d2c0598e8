// HarfBuzz's font subsetter, from Debian's libharfbuzz-dev (harfbuzz-subset.pc; runtime libharfbuzz-subset0).
#include <hb.h>
#include <hb-subset.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Subsets a font file to the glyphs that draw `codepoints` (and what the kept layout features reach from them),
/// keeping only the layout features `features` (OpenType tags). The font is not copied. Returns the
/// subset file in a malloc'd buffer the caller frees, with its length in `out_length`, or NULL when HarfBuzz cannot
/// read or subset the font.
static inline uint8_t *widgetry_hb_subset(
    const uint8_t *font, unsigned int font_length, const uint32_t *codepoints, unsigned int codepoint_count,
    const uint32_t *features, unsigned int feature_count, unsigned int *out_length)
{
    *out_length = 0;
    hb_blob_t *blob = hb_blob_create_or_fail((const char *)font, font_length, HB_MEMORY_MODE_READONLY, NULL, NULL);
    if (!blob) return NULL;
    hb_face_t *face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    uint8_t *result = NULL;
    hb_subset_input_t *input = hb_subset_input_create_or_fail();
    if (input && hb_face_get_glyph_count(face) > 0) {
        hb_set_t *unicodes = hb_subset_input_unicode_set(input);
        for (unsigned int i = 0; i < codepoint_count; i++) hb_set_add(unicodes, codepoints[i]);
        hb_set_t *kept = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
        hb_set_clear(kept);
        for (unsigned int i = 0; i < feature_count; i++) hb_set_add(kept, features[i]);
        hb_face_t *subset = hb_subset_or_fail(face, input);
        if (subset) {
            hb_blob_t *bytes = hb_face_reference_blob(subset);
            unsigned int length = 0;
            const char *data = hb_blob_get_data(bytes, &length);
            if (data && length > 0 && (result = (uint8_t *)malloc(length))) {
                memcpy(result, data, length);
                *out_length = length;
            }
            hb_blob_destroy(bytes);
            hb_face_destroy(subset);
        }
    }
    if (input) hb_subset_input_destroy(input);
    hb_face_destroy(face);
    return result;
}
