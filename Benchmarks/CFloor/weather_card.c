// The floor of Widgetry's stack: the demo's weather card (systemSmall, 170x170 points, at 3x) drawn with Cairo and
// Pango directly, as a C program would, and encoded with plain libpng. Row 3 of BENCHMARKS.md.
//
// Per render, timed separately:
//   layout  PangoLayouts for "78°" (Inter Display 32), "Sunny" (Inter Bold 16) and the sun symbol (Material Symbols
//           Outlined, filled), their extents, and the stacks' frames (SwiftUI's HStack and VStack, spacing 8,
//           centred in the widget), as Widgetry's layout places them;
//   raster  clearing a reused ARGB32 surface, the widget's continuous rounded rectangle filled with the color's
//           standard gradient (lighter at the top), the two texts and the glyph;
//   encode  libpng, un-premultiplying each row as Widgetry's encoder does, with its settings: RGBA (the corners are
//           transparent), sRGB and pHYs (216 dpi) chunks, the filters given with --filter (none, Widgetry's default;
//           sub-up, chosen per row from Sub and Up; all, libpng's default) and the zlib level given with --level
//           (Widgetry's default is 6; libdeflate and zlib levels are not the same work).
//
// Usage: weather_card [--iterations 200] [--level 6] [--filter none|sub-up|all] [--out card.png]
// Prints one JSON object: the median and p90 of each phase in microseconds, and the PNG's size.
// Built by Benchmarks/render/run.sh:
//   gcc -O2 -o weather_card weather_card.c $(pkg-config --cflags --libs pangocairo libpng) -lm
#include <math.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { SCALE = 3, SIDE = 170 };

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double percentile(double *samples, int count, double fraction) {
    double *sorted = malloc(sizeof(double) * count);
    memcpy(sorted, samples, sizeof(double) * count);
    qsort(sorted, count, sizeof(double), compare_doubles);
    int rank = (int)ceil(fraction * count);
    if (rank < 1) rank = 1;
    if (rank > count) rank = count;
    double value = sorted[rank - 1];
    free(sorted);
    return value;
}

// --- Layout ---------------------------------------------------------------------------------------------------

typedef struct {
    PangoLayout *temperature, *conditions, *symbol;
    double temperature_x, temperature_y, conditions_x, conditions_y, symbol_x, symbol_y;
} Card;

static PangoLayout *make_layout(PangoContext *context, const char *text, const char *family, PangoWeight weight,
                                double size, const char *variations) {
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family_static(font, family);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_font_description_set_weight(font, weight);
    if (variations) pango_font_description_set_variations_static(font, variations);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_text(layout, text, -1);
    return layout;
}

// Widgetry sizes a symbol's ink to fit its frame (40x40 here); for the sun at this size that is a 44.7-point em.
static const double symbol_frame = 40, symbol_em = 44.69;

// A coordinate on the 3x pixel grid.
static double snap(double points) { return round(points * SCALE) / SCALE; }

static void layout_card(PangoContext *context, Card *card) {
    card->temperature = make_layout(context, "78\xC2\xB0", "Inter Display", PANGO_WEIGHT_NORMAL, 32, NULL);
    card->conditions = make_layout(context, "Sunny", "Inter", PANGO_WEIGHT_BOLD, 16, NULL);
    // U+F157 clear_day, filled.
    card->symbol = make_layout(context, "\xEF\x85\x97", "Material Symbols Outlined", PANGO_WEIGHT_NORMAL, symbol_em,
                               "FILL=1,wght=400,GRAD=0,opsz=24");
    PangoRectangle temperature, conditions, ink, symbol_logical;
    pango_layout_get_extents(card->temperature, NULL, &temperature);
    pango_layout_get_extents(card->conditions, NULL, &conditions);
    pango_layout_get_extents(card->symbol, &ink, &symbol_logical);
    double temperature_w = temperature.width / (double)PANGO_SCALE, temperature_h = temperature.height / (double)PANGO_SCALE;
    double conditions_w = conditions.width / (double)PANGO_SCALE, conditions_h = conditions.height / (double)PANGO_SCALE;
    // HStack (8 points between the temperature and the 40x40 symbol, centred vertically) over the conditions (17/3
    // points below, centred horizontally), the whole centred in the widget: the spacing and frames Widgetry's layout
    // gives these views, with edges on the 3x pixel grid as it rounds them.
    const double spacing = 8, line_spacing = 17.0 / 3;
    double row_w = temperature_w + spacing + symbol_frame;
    double row_h = fmax(temperature_h, symbol_frame);
    double stack_w = fmax(row_w, conditions_w);
    double stack_h = row_h + line_spacing + conditions_h;
    double left = (SIDE - stack_w) / 2, top = snap((SIDE - stack_h) / 2);
    double row_left = snap(left + (stack_w - row_w) / 2);
    card->temperature_x = row_left;
    card->temperature_y = snap(top + (row_h - temperature_h) / 2);
    // The glyph's ink centred in its frame.
    double frame_x = snap(row_left + temperature_w + spacing), frame_y = snap(top + (row_h - symbol_frame) / 2);
    card->symbol_x = frame_x + symbol_frame / 2 - (ink.x + ink.width / 2.0) / PANGO_SCALE;
    card->symbol_y = frame_y + symbol_frame / 2 - (ink.y + ink.height / 2.0) / PANGO_SCALE;
    card->conditions_x = snap(left + (stack_w - conditions_w) / 2);
    card->conditions_y = snap(top + row_h + line_spacing);
    static int shown;
    if (getenv("WEATHER_CARD_FRAMES") && !shown++)
        fprintf(stderr, "temperature %.2f,%.2f %.2fx%.2f; symbol frame %.2f,%.2f; conditions %.2f,%.2f %.2fx%.2f\n",
                card->temperature_x, card->temperature_y, temperature_w, temperature_h, frame_x, frame_y,
                card->conditions_x, card->conditions_y, conditions_w, conditions_h);
}

static void free_card(Card *card) {
    g_object_unref(card->temperature);
    g_object_unref(card->conditions);
    g_object_unref(card->symbol);
}

// --- Raster ---------------------------------------------------------------------------------------------------

// Apple's continuous corner (as Widgetry draws widget shapes), in units of the radius from the corner.
static void corner(cairo_t *cr, double cx, double cy, double ax, double ay, double bx, double by, double r) {
    static const double e = 1.52866483;
    static const double seg[][6] = {
        {1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600},
        {-1, -1, -1, -1, 0.63149399, 0.07491100},
        {0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399},
        {-1, -1, -1, -1, 0.06549600, 0.66993427},
        {0, 0.86840689, 0, 1.08849323, 0, e},
    };
#define P(u, v) cx + (u) * r * ax + (v) * r * bx, cy + (u) * r * ay + (v) * r * by
    cairo_line_to(cr, P(e, 0));
    for (int i = 0; i < 5; i++) {
        if (seg[i][0] < 0)
            cairo_line_to(cr, P(seg[i][4], seg[i][5]));
        else
            cairo_curve_to(cr, P(seg[i][0], seg[i][1]), P(seg[i][2], seg[i][3]), P(seg[i][4], seg[i][5]));
    }
#undef P
}

static void raster_card(cairo_t *cr, cairo_surface_t *surface, const Card *card) {
    cairo_save(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_restore(cr);
    // The widget's shape: 170x170 with continuous corners of radius 22, as Widgetry clips the container background,
    // filled with the sunny color's standard gradient (the color mixed 20% toward white at the top, to the color).
    const double r = 22, s = SIDE;
    cairo_new_path(cr);
    cairo_move_to(cr, r * 1.52866483, 0);
    corner(cr, s, 0, -1, 0, 0, 1, r);
    corner(cr, s, s, 0, -1, -1, 0, r);
    corner(cr, 0, s, 1, 0, 0, -1, r);
    corner(cr, 0, 0, 0, 1, 1, 0, r);
    cairo_close_path(cr);
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, 0, 0, s);
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0.992, 0.776, 0.36);
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0.99, 0.72, 0.2);
    cairo_set_source(cr, gradient);
    cairo_fill(cr);
    cairo_pattern_destroy(gradient);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_move_to(cr, card->temperature_x, card->temperature_y);
    pango_cairo_show_layout(cr, card->temperature);
    cairo_move_to(cr, card->symbol_x, card->symbol_y);
    pango_cairo_show_layout(cr, card->symbol);
    cairo_move_to(cr, card->conditions_x, card->conditions_y);
    pango_cairo_show_layout(cr, card->conditions);
    cairo_surface_flush(surface);
}

// --- Encode ---------------------------------------------------------------------------------------------------

typedef struct {
    unsigned char *bytes;
    size_t count, capacity;
} Buffer;

static void write_bytes(png_structp png, png_bytep data, png_size_t length) {
    Buffer *buffer = png_get_io_ptr(png);
    if (buffer->count + length > buffer->capacity) {
        buffer->capacity = (buffer->count + length) * 2;
        buffer->bytes = realloc(buffer->bytes, buffer->capacity);
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_bytes(png_structp png) { (void)png; }

static size_t encode_png(cairo_surface_t *surface, int level, int filters, Buffer *out, unsigned char *row) {
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    out->count = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        fprintf(stderr, "weather_card: libpng failed\n");
        exit(1);
    }
    png_set_write_fn(png, out, write_bytes, flush_bytes);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_uint_32 per_meter = (png_uint_32)lround(72.0 * SCALE / 0.0254);
    png_set_pHYs(png, info, per_meter, per_meter, PNG_RESOLUTION_METER);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = source[x];
            unsigned a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (a != 0 && a != 255) {
                r = (r * 255 + a / 2) / a;
                g = (g * 255 + a / 2) / a;
                b = (b * 255 + a / 2) / a;
            }
            unsigned char *o = row + 4 * x;
            o[0] = r, o[1] = g, o[2] = b, o[3] = a;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return out->count;
}

// --- Main -----------------------------------------------------------------------------------------------------

static void print_phase(const char *name, double *samples, int count, int last) {
    printf("  \"%s\": {\"median_us\": %.1f, \"p90_us\": %.1f, \"runs\": %d, \"samples_us\": [", name,
           percentile(samples, count, 0.5), percentile(samples, count, 0.9), count);
    for (int i = 0; i < count; i++) printf("%s%.1f", i ? ", " : "", samples[i]);
    printf("]}%s\n", last ? "" : ",");
}

int main(int argc, char **argv) {
    int iterations = 200, level = 6, filters = PNG_FILTER_NONE;
    const char *out_path = NULL, *filter_name = "none";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--iterations") && i + 1 < argc)
            iterations = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--level") && i + 1 < argc)
            level = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--filter") && i + 1 < argc) {
            filter_name = argv[++i];
            if (!strcmp(filter_name, "none"))
                filters = PNG_FILTER_NONE;
            else if (!strcmp(filter_name, "sub-up"))
                filters = PNG_FILTER_SUB | PNG_FILTER_UP;
            else if (!strcmp(filter_name, "all"))
                filters = PNG_ALL_FILTERS;
            else {
                fprintf(stderr, "weather_card: --filter takes none, sub-up or all\n");
                return 2;
            }
        } else if (!strcmp(argv[i], "--out") && i + 1 < argc)
            out_path = argv[++i];
        else {
            fprintf(stderr, "usage: weather_card [--iterations N] [--level 0-9] [--filter none|sub-up|all] [--out card.png]\n");
            return 2;
        }
    }
    if (iterations < 1 || level < 0 || level > 9) {
        fprintf(stderr, "weather_card: iterations must be positive and the level 0 to 9\n");
        return 2;
    }
    // What a long-running C renderer keeps: one surface, one context, one Pango context with Widgetry's settings
    // (72 dpi, no hinting, unrounded glyph positions, gray antialiasing).
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SIDE * SCALE, SIDE * SCALE);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, SCALE, SCALE);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY);
    PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_cairo_context_set_resolution(context, 72);
    pango_context_set_round_glyph_positions(context, 0);

    int warm_up = iterations / 10 < 2 ? 2 : (iterations / 10 > 10 ? 10 : iterations / 10);
    double *layout = malloc(sizeof(double) * iterations), *raster = malloc(sizeof(double) * iterations);
    double *encode = malloc(sizeof(double) * iterations), *total = malloc(sizeof(double) * iterations);
    double *encode1 = malloc(sizeof(double) * iterations);
    Buffer png = {malloc(1 << 20), 0, 1 << 20};
    unsigned char *row = malloc(4 * SIDE * SCALE);
    size_t bytes = 0, bytes1 = 0;
    for (int i = 0; i < warm_up + iterations; i++) {
        Card card;
        double t0 = now_us();
        layout_card(context, &card);
        double t1 = now_us();
        raster_card(cr, surface, &card);
        double t2 = now_us();
        bytes = encode_png(surface, level, filters, &png, row);
        double t3 = now_us();
        if (i == warm_up && out_path) {
            FILE *f = fopen(out_path, "wb");
            if (f) fwrite(png.bytes, 1, png.count, f), fclose(f);
        }
        double t4 = now_us();
        bytes1 = encode_png(surface, 1, filters, &png, row);
        double t5 = now_us();
        free_card(&card);
        if (i < warm_up) continue;
        int k = i - warm_up;
        layout[k] = t1 - t0, raster[k] = t2 - t1, encode[k] = t3 - t2, total[k] = t3 - t0, encode1[k] = t5 - t4;
    }
    double *layout_raster = malloc(sizeof(double) * iterations);
    for (int k = 0; k < iterations; k++) layout_raster[k] = layout[k] + raster[k];
    printf("{\n  \"level\": %d, \"filter\": \"%s\", \"bytes\": %zu, \"bytes_level1\": %zu,\n", level, filter_name, bytes,
           bytes1);
    printf("  \"versions\": {\"cairo\": \"%s\", \"pango\": \"%s\", \"libpng\": \"%s\"},\n", cairo_version_string(),
           pango_version_string(), PNG_LIBPNG_VER_STRING);
    print_phase("layout", layout, iterations, 0);
    print_phase("raster", raster, iterations, 0);
    print_phase("layout_raster", layout_raster, iterations, 0);
    print_phase("encode", encode, iterations, 0);
    print_phase("encode_level1", encode1, iterations, 0);
    print_phase("total", total, iterations, 1);
    printf("}\n");
    g_object_unref(context);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
