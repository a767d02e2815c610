// The C++ call behind cicu_skeleton_patterns.h; no logic beyond error codes.
#include "cicu_skeleton_patterns.h"

#include <unicode/dtptngen.h>
#include <unicode/locid.h>
#include <unicode/udatpg.h>

void **cicu_udatpg_openSkeletonPatterns(const char *locale, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    if (U_FAILURE(code)) {
        return nullptr;
    }
    icu::DateTimePatternGenerator *generator =
        icu::DateTimePatternGenerator::createInstanceNoStdPat(icu::Locale(locale), code);
    if (generator == nullptr && U_SUCCESS(code)) {
        code = U_MEMORY_ALLOCATION_ERROR;
    }
    if (U_FAILURE(code)) {
        delete generator;
        generator = nullptr;
    }
    *status = code;
    // The C API's handle is the C++ object (udatpg_close deletes it as one).
    return reinterpret_cast<UDateTimePatternGenerator *>(generator);
}
