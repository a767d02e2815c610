// One entry point the ICU C API lacks: a date-time pattern generator built from the
// locale's CLDR data (availableFormats, appendItems, the date-time glue) without the
// locale's standard date and time styles.
//
// udatpg_open builds the eight standard-style formatters only to read their patterns; a
// formatter whose pattern carries a numbering override (he@calendar=hebrew: d=hebr;y=hebr)
// re-parses ICU's rule-based numbering rules each time (ICU 72 copies a rule-based number
// format by parsing its rules again): 6.4 ms for he_IL@calendar=hebrew against 0.18 ms
// without the styles. ICU's own DateFormat::createInstanceForSkeleton uses this generator.
//
// No ICU header here: the handle is UDateTimePatternGenerator * (void **) and the status a
// UErrorCode, passed as int32_t, so this module declares no ICU type of its own.
#ifndef CICU_SKELETON_PATTERNS_H
#define CICU_SKELETON_PATTERNS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opens a generator for `locale` without the standard styles; close it with udatpg_close.
/// Returns NULL and sets *status to an ICU error code when ICU fails.
void **cicu_udatpg_openSkeletonPatterns(const char *locale, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
