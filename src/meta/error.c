/* Error reporting: every failure fills MetaError with "what and where". */
#include "meta/internal.h"

#include <stdio.h>

void metai_error(MetaError *err, const char *fmt, ...) {
    if (!err) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
}
