// Thin, unversioned wrappers over the system ICU C API, for the tests and the benchmarks'
// ICU baselines (PickerKit itself calls ICU through CPickerKitICU).
//
// ICU renames its C functions with version macros (ucal_open -> ucal_open_72), which
// Swift cannot see through. Each wrapper below calls the plain name, so the macro picks
// the version of whatever ICU the package is built against (70 and up). No logic here.
#ifndef CICU_H
#define CICU_H

#include <unicode/uversion.h>
#include <unicode/utypes.h>
#include <unicode/uenum.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ucol.h>
#include <unicode/uchar.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>

// MARK: - Calendars

static inline UCalendar *cicu_ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type, UErrorCode *status) {
    return ucal_open(zoneID, len, locale, type, status);
}
static inline void cicu_ucal_close(UCalendar *cal) { ucal_close(cal); }
static inline const char *cicu_ucal_getType(const UCalendar *cal, UErrorCode *status) { return ucal_getType(cal, status); }
static inline int32_t cicu_ucal_getAttribute(const UCalendar *cal, UCalendarAttribute attribute) { return ucal_getAttribute(cal, attribute); }
static inline UEnumeration *cicu_ucal_getKeywordValuesForLocale(const char *key, const char *locale, UBool commonlyUsed, UErrorCode *status) {
    return ucal_getKeywordValuesForLocale(key, locale, commonlyUsed, status);
}
static inline const char *cicu_uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status) { return uenum_next(en, resultLength, status); }
static inline void cicu_uenum_close(UEnumeration *en) { uenum_close(en); }
static inline void cicu_ucal_clear(UCalendar *cal) { ucal_clear(cal); }
static inline void cicu_ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value) { ucal_set(cal, field, value); }
static inline int32_t cicu_ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status) { return ucal_get(cal, field, status); }
static inline UDate cicu_ucal_getMillis(const UCalendar *cal, UErrorCode *status) { return ucal_getMillis(cal, status); }
static inline void cicu_ucal_setMillis(UCalendar *cal, UDate date, UErrorCode *status) { ucal_setMillis(cal, date, status); }
static inline int32_t cicu_ucal_getLimit(const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type, UErrorCode *status) {
    return ucal_getLimit(cal, field, type, status);
}

// MARK: - Date formats

static inline UDateFormat *cicu_udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale, const UChar *tzID, int32_t tzIDLength, const UChar *pattern, int32_t patternLength, UErrorCode *status) {
    return udat_open(timeStyle, dateStyle, locale, tzID, tzIDLength, pattern, patternLength, status);
}
static inline void cicu_udat_close(UDateFormat *format) { udat_close(format); }
static inline UDate cicu_udat_parse(const UDateFormat *format, const UChar *text, int32_t textLength, int32_t *parsePos, UErrorCode *status) {
    return udat_parse(format, text, textLength, parsePos, status);
}
static inline void cicu_udat_setLenient(UDateFormat *format, UBool lenient) { udat_setLenient(format, lenient); }
static inline int32_t cicu_udat_format(const UDateFormat *format, UDate date, UChar *result, int32_t capacity, UErrorCode *status) {
    return udat_format(format, date, result, capacity, NULL, status);
}

// MARK: - Date-time pattern generator

static inline UDateTimePatternGenerator *cicu_udatpg_open(const char *locale, UErrorCode *status) { return udatpg_open(locale, status); }
static inline void cicu_udatpg_close(UDateTimePatternGenerator *generator) { udatpg_close(generator); }
static inline int32_t cicu_udatpg_getBestPattern(UDateTimePatternGenerator *generator, const UChar *skeleton, int32_t length, UChar *pattern, int32_t capacity, UErrorCode *status) {
    return udatpg_getBestPattern(generator, skeleton, length, pattern, capacity, status);
}
static inline UDateFormatHourCycle cicu_udatpg_getDefaultHourCycle(const UDateTimePatternGenerator *generator, UErrorCode *status) { return udatpg_getDefaultHourCycle(generator, status); }

// MARK: - Date format copies

static inline UDateFormat *cicu_udat_clone(const UDateFormat *format, UErrorCode *status) { return udat_clone(format, status); }

// MARK: - Date intervals (ranges)

#include <unicode/udateintervalformat.h>
#include <unicode/uformattedvalue.h>

static inline UDateIntervalFormat *cicu_udtitvfmt_open(const char *locale, const UChar *skeleton, int32_t skeletonLength, const UChar *tzID, int32_t tzIDLength, UErrorCode *status) {
    return udtitvfmt_open(locale, skeleton, skeletonLength, tzID, tzIDLength, status);
}
static inline void cicu_udtitvfmt_close(UDateIntervalFormat *formatter) { udtitvfmt_close(formatter); }
static inline int32_t cicu_udtitvfmt_format(const UDateIntervalFormat *formatter, UDate fromDate, UDate toDate, UChar *result, int32_t resultCapacity, UFieldPosition *position, UErrorCode *status) {
    return udtitvfmt_format(formatter, fromDate, toDate, result, resultCapacity, position, status);
}

// MARK: - Durations: unit formatting, unit lists

#include <unicode/ureldatefmt.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ulistformatter.h>

static inline UNumberFormatter *cicu_unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLen, const char *locale, UErrorCode *ec) {
    return unumf_openForSkeletonAndLocale(skeleton, skeletonLen, locale, ec);
}
static inline void cicu_unumf_close(UNumberFormatter *formatter) { unumf_close(formatter); }
static inline UFormattedNumber *cicu_unumf_openResult(UErrorCode *ec) { return unumf_openResult(ec); }
static inline void cicu_unumf_closeResult(UFormattedNumber *result) { unumf_closeResult(result); }
static inline void cicu_unumf_formatInt(const UNumberFormatter *formatter, int64_t value, UFormattedNumber *result, UErrorCode *ec) {
    unumf_formatInt(formatter, value, result, ec);
}
static inline int32_t cicu_unumf_resultToString(const UFormattedNumber *result, UChar *buffer, int32_t bufferCapacity, UErrorCode *ec) {
    return unumf_resultToString(result, buffer, bufferCapacity, ec);
}
static inline UListFormatter *cicu_ulistfmt_openForType(const char *locale, UListFormatterType type, UListFormatterWidth width, UErrorCode *status) {
    return ulistfmt_openForType(locale, type, width, status);
}
static inline void cicu_ulistfmt_close(UListFormatter *formatter) { ulistfmt_close(formatter); }
static inline int32_t cicu_ulistfmt_format(const UListFormatter *formatter, const UChar *const strings[], const int32_t *stringLengths, int32_t stringCount, UChar *result, int32_t resultCapacity, UErrorCode *status) {
    return ulistfmt_format(formatter, strings, stringLengths, stringCount, result, resultCapacity, status);
}

#endif
