// The C libraries Widgetry's renderer uses, from Debian's -dev packages.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <pango/pangocairo.h>
#include <zlib.h>
#include <libdeflate.h>
