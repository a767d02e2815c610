#ifndef CPICKERKITDATA_H
#define CPICKERKITDATA_H

#include <stddef.h>

/// The bytes of the top-level Resources/china-divisions.json, compiled into the binary.
/// Stores their number in *count; the bytes live as long as the program.
const unsigned char *cpickerkit_china_divisions(size_t *count);

#endif
