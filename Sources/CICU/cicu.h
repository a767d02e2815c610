// Thin, unversioned wrappers over the system ICU C API.
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

// MARK: - Errors and versions

static inline const char *cicu_errorName(UErrorCode code) { return u_errorName(code); }

// MARK: - Resource bundles

static inline UResourceBundle *cicu_ures_openDirect(const char *packageName, const char *locale, UErrorCode *status) {
    return ures_openDirect(packageName, locale, status);
}
static inline void cicu_ures_close(UResourceBundle *bundle) { ures_close(bundle); }
static inline UResourceBundle *cicu_ures_getByKey(const UResourceBundle *bundle, const char *key, UResourceBundle *fill, UErrorCode *status) {
    return ures_getByKey(bundle, key, fill, status);
}
static inline const UChar *cicu_ures_getString(const UResourceBundle *bundle, int32_t *length, UErrorCode *status) {
    return ures_getString(bundle, length, status);
}

// MARK: - Enumerations

static inline const char *cicu_uenum_next(UEnumeration *e, int32_t *length, UErrorCode *status) {
    return uenum_next(e, length, status);
}
static inline void cicu_uenum_close(UEnumeration *e) { uenum_close(e); }

// MARK: - Locales

static inline int32_t cicu_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity, UErrorCode *status) {
    return uloc_addLikelySubtags(localeID, maximized, capacity, status);
}
static inline int32_t cicu_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, UErrorCode *status) {
    return uloc_getLanguage(localeID, language, capacity, status);
}
static inline int32_t cicu_uloc_getScript(const char *localeID, char *script, int32_t capacity, UErrorCode *status) {
    return uloc_getScript(localeID, script, capacity, status);
}
static inline int32_t cicu_uloc_getCountry(const char *localeID, char *country, int32_t capacity, UErrorCode *status) {
    return uloc_getCountry(localeID, country, capacity, status);
}
static inline const char *cicu_uloc_getAvailable(int32_t index) { return uloc_getAvailable(index); }
static inline int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }
static inline const char *const *cicu_uloc_getISOCountries(void) { return uloc_getISOCountries(); }
static inline int32_t cicu_uloc_getDisplayCountry(const char *localeID, const char *displayLocale, UChar *country, int32_t capacity, UErrorCode *status) {
    return uloc_getDisplayCountry(localeID, displayLocale, country, capacity, status);
}

// MARK: - Calendars

static inline UCalendar *cicu_ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type, UErrorCode *status) {
    return ucal_open(zoneID, len, locale, type, status);
}
static inline void cicu_ucal_close(UCalendar *cal) { ucal_close(cal); }
static inline UCalendar *cicu_ucal_clone(const UCalendar *cal, UErrorCode *status) { return ucal_clone(cal, status); }
static inline void cicu_ucal_setGregorianChange(UCalendar *cal, UDate date, UErrorCode *status) { ucal_setGregorianChange(cal, date, status); }
static inline void cicu_ucal_clear(UCalendar *cal) { ucal_clear(cal); }
static inline void cicu_ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value) { ucal_set(cal, field, value); }
static inline int32_t cicu_ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status) { return ucal_get(cal, field, status); }
static inline UDate cicu_ucal_getMillis(const UCalendar *cal, UErrorCode *status) { return ucal_getMillis(cal, status); }
static inline void cicu_ucal_setMillis(UCalendar *cal, UDate date, UErrorCode *status) { ucal_setMillis(cal, date, status); }
static inline int32_t cicu_ucal_getLimit(const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type, UErrorCode *status) {
    return ucal_getLimit(cal, field, type, status);
}
static inline const char *cicu_ucal_getType(const UCalendar *cal, UErrorCode *status) { return ucal_getType(cal, status); }
static inline UDate cicu_ucal_getNow(void) { return ucal_getNow(); }
static inline int32_t cicu_ucal_getCanonicalTimeZoneID(const UChar *id, int32_t length, UChar *result, int32_t capacity, UBool *isSystemID, UErrorCode *status) {
    return ucal_getCanonicalTimeZoneID(id, length, result, capacity, isSystemID, status);
}

// MARK: - Date formats

static inline UDateFormat *cicu_udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale, const UChar *tzID, int32_t tzIDLength, const UChar *pattern, int32_t patternLength, UErrorCode *status) {
    return udat_open(timeStyle, dateStyle, locale, tzID, tzIDLength, pattern, patternLength, status);
}
static inline void cicu_udat_close(UDateFormat *format) { udat_close(format); }
static inline int32_t cicu_udat_format(const UDateFormat *format, UDate date, UChar *result, int32_t capacity, UFieldPosition *position, UErrorCode *status) {
    return udat_format(format, date, result, capacity, position, status);
}
static inline UDate cicu_udat_parse(const UDateFormat *format, const UChar *text, int32_t textLength, int32_t *parsePos, UErrorCode *status) {
    return udat_parse(format, text, textLength, parsePos, status);
}
static inline void cicu_udat_parseCalendar(const UDateFormat *format, UCalendar *calendar, const UChar *text, int32_t textLength, int32_t *parsePos, UErrorCode *status) {
    udat_parseCalendar(format, calendar, text, textLength, parsePos, status);
}
static inline void cicu_udat_setCalendar(UDateFormat *format, const UCalendar *calendar) { udat_setCalendar(format, calendar); }
static inline const UCalendar *cicu_udat_getCalendar(const UDateFormat *format) { return udat_getCalendar(format); }
static inline void cicu_udat_setLenient(UDateFormat *format, UBool lenient) { udat_setLenient(format, lenient); }
static inline int32_t cicu_udat_getSymbols(const UDateFormat *format, UDateFormatSymbolType type, int32_t symbolIndex, UChar *result, int32_t capacity, UErrorCode *status) {
    return udat_getSymbols(format, type, symbolIndex, result, capacity, status);
}
static inline int32_t cicu_udat_countSymbols(const UDateFormat *format, UDateFormatSymbolType type) { return udat_countSymbols(format, type); }
static inline const char *cicu_udat_getLocaleByType(const UDateFormat *format, ULocDataLocaleType type, UErrorCode *status) {
    return udat_getLocaleByType(format, type, status);
}
static inline const UNumberFormat *cicu_udat_getNumberFormat(const UDateFormat *format) { return udat_getNumberFormat(format); }
static inline int32_t cicu_udat_toPattern(const UDateFormat *format, UBool localized, UChar *result, int32_t capacity, UErrorCode *status) {
    return udat_toPattern(format, localized, result, capacity, status);
}

// MARK: - Date-time pattern generator

static inline UDateTimePatternGenerator *cicu_udatpg_open(const char *locale, UErrorCode *status) { return udatpg_open(locale, status); }
static inline void cicu_udatpg_close(UDateTimePatternGenerator *generator) { udatpg_close(generator); }
static inline int32_t cicu_udatpg_getBestPatternWithOptions(UDateTimePatternGenerator *generator, const UChar *skeleton, int32_t length, UDateTimePatternMatchOptions options, UChar *bestPattern, int32_t capacity, UErrorCode *status) {
    return udatpg_getBestPatternWithOptions(generator, skeleton, length, options, bestPattern, capacity, status);
}
static inline int32_t cicu_udatpg_getFieldDisplayName(const UDateTimePatternGenerator *generator, UDateTimePatternField field, UDateTimePGDisplayWidth width, UChar *fieldName, int32_t capacity, UErrorCode *status) {
    return udatpg_getFieldDisplayName(generator, field, width, fieldName, capacity, status);
}

// MARK: - Number formats and numbering systems

static inline int32_t cicu_unum_formatInt64(const UNumberFormat *format, int64_t number, UChar *result, int32_t capacity, UFieldPosition *position, UErrorCode *status) {
    return unum_formatInt64(format, number, result, capacity, position, status);
}
static inline UNumberingSystem *cicu_unumsys_open(const char *locale, UErrorCode *status) { return unumsys_open(locale, status); }
static inline void cicu_unumsys_close(UNumberingSystem *system) { unumsys_close(system); }
static inline const char *cicu_unumsys_getName(const UNumberingSystem *system) { return unumsys_getName(system); }
static inline UBool cicu_unumsys_isAlgorithmic(const UNumberingSystem *system) { return unumsys_isAlgorithmic(system); }

// MARK: - Collation

static inline UCollator *cicu_ucol_open(const char *locale, UErrorCode *status) { return ucol_open(locale, status); }
static inline void cicu_ucol_close(UCollator *collator) { ucol_close(collator); }
static inline UCollationResult cicu_ucol_strcoll(const UCollator *collator, const UChar *source, int32_t sourceLength, const UChar *target, int32_t targetLength) {
    return ucol_strcoll(collator, source, sourceLength, target, targetLength);
}
static inline int32_t cicu_ucol_getSortKey(const UCollator *collator, const UChar *source, int32_t sourceLength, uint8_t *result, int32_t capacity) {
    return ucol_getSortKey(collator, source, sourceLength, result, capacity);
}
static inline const char *cicu_ucol_getLocaleByType(const UCollator *collator, ULocDataLocaleType type, UErrorCode *status) {
    return ucol_getLocaleByType(collator, type, status);
}

// MARK: - Character properties

static inline int32_t cicu_u_getIntPropertyValue(UChar32 c, UProperty which) { return u_getIntPropertyValue(c, which); }

// MARK: - Cascade pickers (issue 6): collation types per locale

static inline UEnumeration *cicu_ucol_getKeywordValuesForLocale(const char *key, const char *locale, UBool commonlyUsed, UErrorCode *status) {
    return ucol_getKeywordValuesForLocale(key, locale, commonlyUsed, status);
}

// MARK: - Calendar pickers (issue 11): labels in a calendar, with the locale's numbering overrides

static inline void cicu_udat_applyPattern(UDateFormat *format, UBool localized, const UChar *pattern, int32_t patternLength) {
    udat_applyPattern(format, localized, pattern, patternLength);
}
static inline const UNumberFormat *cicu_udat_getNumberFormatForField(const UDateFormat *format, UChar field) {
    return udat_getNumberFormatForField(format, field);
}
static inline UDateFormat *cicu_udat_clone(const UDateFormat *format, UErrorCode *status) { return udat_clone(format, status); }

// MARK: - Regions

static inline const URegion *cicu_uregion_getRegionFromCode(const char *regionCode, UErrorCode *status) {
    return uregion_getRegionFromCode(regionCode, status);
}
static inline URegionType cicu_uregion_getType(const URegion *region) { return uregion_getType(region); }

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
static inline UFormattedDateInterval *cicu_udtitvfmt_openResult(UErrorCode *status) { return udtitvfmt_openResult(status); }
static inline void cicu_udtitvfmt_closeResult(UFormattedDateInterval *result) { udtitvfmt_closeResult(result); }
static inline const UFormattedValue *cicu_udtitvfmt_resultAsValue(const UFormattedDateInterval *result, UErrorCode *status) {
    return udtitvfmt_resultAsValue(result, status);
}
static inline void cicu_udtitvfmt_formatCalendarToResult(const UDateIntervalFormat *formatter, UCalendar *fromCalendar, UCalendar *toCalendar, UFormattedDateInterval *result, UErrorCode *status) {
    udtitvfmt_formatCalendarToResult(formatter, fromCalendar, toCalendar, result, status);
}
static inline const UChar *cicu_ufmtval_getString(const UFormattedValue *value, int32_t *length, UErrorCode *status) {
    return ufmtval_getString(value, length, status);
}
static inline UBool cicu_ufmtval_nextPosition(const UFormattedValue *value, UConstrainedFieldPosition *position, UErrorCode *status) {
    return ufmtval_nextPosition(value, position, status);
}
static inline UConstrainedFieldPosition *cicu_ucfpos_open(UErrorCode *status) { return ucfpos_open(status); }
static inline void cicu_ucfpos_close(UConstrainedFieldPosition *position) { ucfpos_close(position); }
static inline void cicu_ucfpos_reset(UConstrainedFieldPosition *position, UErrorCode *status) { ucfpos_reset(position, status); }
static inline void cicu_ucfpos_constrainCategory(UConstrainedFieldPosition *position, int32_t category, UErrorCode *status) {
    ucfpos_constrainCategory(position, category, status);
}
static inline int32_t cicu_ucfpos_getField(const UConstrainedFieldPosition *position, UErrorCode *status) {
    return ucfpos_getField(position, status);
}
static inline void cicu_ucfpos_getIndexes(const UConstrainedFieldPosition *position, int32_t *start, int32_t *limit, UErrorCode *status) {
    ucfpos_getIndexes(position, start, limit, status);
}

// MARK: - Week rules

static inline int32_t cicu_ucal_getAttribute(const UCalendar *cal, UCalendarAttribute attr) { return ucal_getAttribute(cal, attr); }
static inline void cicu_ucal_setAttribute(UCalendar *cal, UCalendarAttribute attr, int32_t newValue) { ucal_setAttribute(cal, attr, newValue); }

// MARK: - Relative day names

#include <unicode/ureldatefmt.h>

static inline URelativeDateTimeFormatter *cicu_ureldatefmt_open(const char *locale, UNumberFormat *nfToAdopt, UDateRelativeDateTimeFormatterStyle width, UDisplayContext capitalizationContext, UErrorCode *status) {
    return ureldatefmt_open(locale, nfToAdopt, width, capitalizationContext, status);
}
static inline void cicu_ureldatefmt_close(URelativeDateTimeFormatter *formatter) { ureldatefmt_close(formatter); }
static inline int32_t cicu_ureldatefmt_format(const URelativeDateTimeFormatter *formatter, double offset, URelativeDateTimeUnit unit, UChar *result, int32_t resultCapacity, UErrorCode *status) {
    return ureldatefmt_format(formatter, offset, unit, result, resultCapacity, status);
}

// MARK: - Durations: unit formatting with plural rules, unit lists

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
static inline UPluralRules *cicu_uplrules_open(const char *locale, UErrorCode *status) { return uplrules_open(locale, status); }
static inline void cicu_uplrules_close(UPluralRules *rules) { uplrules_close(rules); }
static inline int32_t cicu_uplrules_select(const UPluralRules *rules, double number, UChar *keyword, int32_t capacity, UErrorCode *status) {
    return uplrules_select(rules, number, keyword, capacity, status);
}
static inline UListFormatter *cicu_ulistfmt_openForType(const char *locale, UListFormatterType type, UListFormatterWidth width, UErrorCode *status) {
    return ulistfmt_openForType(locale, type, width, status);
}
static inline void cicu_ulistfmt_close(UListFormatter *formatter) { ulistfmt_close(formatter); }
static inline int32_t cicu_ulistfmt_format(const UListFormatter *formatter, const UChar *const strings[], const int32_t *stringLengths, int32_t stringCount, UChar *result, int32_t resultCapacity, UErrorCode *status) {
    return ulistfmt_format(formatter, strings, stringLengths, stringCount, result, resultCapacity, status);
}

#endif
