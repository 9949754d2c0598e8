// SwiftPM needs a source file in a C target; the module itself is its header.
#include "Combine.h"

/// Names the module in the library's symbols.
const char widgetry_combine_module[] = "Combine";
