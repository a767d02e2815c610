// The system ICU's C API as PickerKit calls it, declared without ICU's own headers.
//
// Every function forwards to the ICU function of the same name (pkicu_udat_format calls
// udat_format), and every type and constant is ICU's under a PK prefix, with ICU's values
// (checked against ICU's headers at compile time in picker_kit_icu.c). No logic here.
//
// Why not ICU's headers: a Swift module that imports PickerKit and full Foundation loads both
// this module and Foundation's bundled ICU; two modules defining ICU's C types differently
// fail the build ("'UErrorCode' has different definitions in different modules"). Declared
// under other names, this module can be an ordinary import, so PickerKit needs no
// `@_implementationOnly` and a client's build prints no warning about it.
#ifndef PICKER_KIT_ICU_H
#define PICKER_KIT_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Handles (ICU typedefs UCalendar, UDateFormat, UDateTimePatternGenerator and UNumberFormat as void *)

typedef void *PKUCalendar;
typedef void *PKUDateFormat;
typedef void *PKUDateTimePatternGenerator;
typedef void *PKUNumberFormat;

typedef struct PKUCollator PKUCollator;
typedef struct PKUEnumeration PKUEnumeration;
typedef struct PKUResourceBundle PKUResourceBundle;
typedef struct PKUNumberingSystem PKUNumberingSystem;
typedef struct PKURegion PKURegion;
typedef struct PKUDateIntervalFormat PKUDateIntervalFormat;
typedef struct PKUFormattedDateInterval PKUFormattedDateInterval;
typedef struct PKUFormattedValue PKUFormattedValue;
typedef struct PKUConstrainedFieldPosition PKUConstrainedFieldPosition;
typedef struct PKURelativeDateTimeFormatter PKURelativeDateTimeFormatter;
typedef struct PKUNumberFormatter PKUNumberFormatter;
typedef struct PKUFormattedNumber PKUFormattedNumber;
typedef struct PKUPluralRules PKUPluralRules;
typedef struct PKUListFormatter PKUListFormatter;
typedef struct PKUFieldPosition PKUFieldPosition;

// MARK: - Enumerations: the members PickerKit uses, with ICU's values and signedness

typedef enum PKUErrorCode : int32_t {
    PKU_ZERO_ERROR = 0,
    PKU_BUFFER_OVERFLOW_ERROR = 15,
    PKU_STRING_NOT_TERMINATED_WARNING = -124,
    PKU_ILLEGAL_ARGUMENT_ERROR = 1,
    PKU_INTERNAL_PROGRAM_ERROR = 5,
    PKU_MEMORY_ALLOCATION_ERROR = 7,
    PKU_UNSUPPORTED_ERROR = 16,
} PKUErrorCode;

typedef enum PKUCalendarDateFields : uint32_t {
    PKUCAL_ERA = 0,
    PKUCAL_YEAR = 1,
    PKUCAL_MONTH = 2,
    PKUCAL_WEEK_OF_YEAR = 3,
    PKUCAL_DATE = 5,
    PKUCAL_DAY_OF_YEAR = 6,
    PKUCAL_DAY_OF_WEEK = 7,
    PKUCAL_HOUR_OF_DAY = 11,
    PKUCAL_MINUTE = 12,
    PKUCAL_SECOND = 13,
    PKUCAL_EXTENDED_YEAR = 19,
    PKUCAL_YEAR_WOY = 17,
    PKUCAL_IS_LEAP_MONTH = 22,
} PKUCalendarDateFields;

typedef enum PKUCalendarType : uint32_t {
    PKUCAL_DEFAULT = 0,
    PKUCAL_GREGORIAN = 1,
} PKUCalendarType;

typedef enum PKUCalendarAttribute : uint32_t {
    PKUCAL_FIRST_DAY_OF_WEEK = 1,
    PKUCAL_MINIMAL_DAYS_IN_FIRST_WEEK = 2,
} PKUCalendarAttribute;

typedef enum PKUProperty : int32_t {
    PKUCHAR_EAST_ASIAN_WIDTH = 4100,
} PKUProperty;

typedef enum PKUEastAsianWidth : uint32_t {
    PKU_EA_WIDE = 5,
    PKU_EA_FULLWIDTH = 3,
} PKUEastAsianWidth;

typedef enum PKUDateTimePatternField : uint32_t {
    PKUDATPG_YEAR_FIELD = 1,
    PKUDATPG_QUARTER_FIELD = 2,
    PKUDATPG_MONTH_FIELD = 3,
    PKUDATPG_WEEK_OF_YEAR_FIELD = 4,
    PKUDATPG_DAY_FIELD = 9,
    PKUDATPG_DAYPERIOD_FIELD = 10,
    PKUDATPG_HOUR_FIELD = 11,
    PKUDATPG_MINUTE_FIELD = 12,
    PKUDATPG_SECOND_FIELD = 13,
} PKUDateTimePatternField;

typedef enum PKUDateTimePGDisplayWidth : uint32_t {
    PKUDATPG_WIDE = 0,
    PKUDATPG_NARROW = 2,
} PKUDateTimePGDisplayWidth;

typedef enum PKUDateTimePatternMatchOptions : uint32_t {
    PKUDATPG_MATCH_ALL_FIELDS_LENGTH = 65535,
} PKUDateTimePatternMatchOptions;

typedef enum PKUDateFormatStyle : int32_t {
    PKUDAT_FULL = 0,
    PKUDAT_LONG = 1,
    PKUDAT_MEDIUM = 2,
    PKUDAT_NONE = -1,
    PKUDAT_PATTERN = -2,
} PKUDateFormatStyle;

typedef enum PKUDateFormatSymbolType : uint32_t {
    PKUDAT_ERAS = 0,
    PKUDAT_MONTHS = 1,
    PKUDAT_SHORT_MONTHS = 2,
    PKUDAT_WEEKDAYS = 3,
    PKUDAT_SHORT_WEEKDAYS = 4,
    PKUDAT_AM_PMS = 5,
    PKUDAT_ERA_NAMES = 7,
    PKUDAT_NARROW_MONTHS = 8,
    PKUDAT_STANDALONE_MONTHS = 10,
    PKUDAT_STANDALONE_SHORT_MONTHS = 11,
    PKUDAT_STANDALONE_NARROW_MONTHS = 12,
    PKUDAT_STANDALONE_WEEKDAYS = 13,
    PKUDAT_STANDALONE_SHORT_WEEKDAYS = 14,
} PKUDateFormatSymbolType;

typedef enum PKURelativeDateTimeUnit : uint32_t {
    PKUDAT_REL_UNIT_DAY = 4,
} PKURelativeDateTimeUnit;

typedef enum PKUDateRelativeDateTimeFormatterStyle : uint32_t {
    PKUDAT_STYLE_LONG = 0,
} PKUDateRelativeDateTimeFormatterStyle;

typedef enum PKUDisplayContext : uint32_t {
    PKUDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE = 258,
} PKUDisplayContext;

typedef enum PKUFieldCategory : uint32_t {
    PKUFIELD_CATEGORY_DATE = 1,
    PKUFIELD_CATEGORY_DATE_INTERVAL_SPAN = 4101,
} PKUFieldCategory;

typedef enum PKUListFormatterType : uint32_t {
    PKULISTFMT_TYPE_UNITS = 2,
} PKUListFormatterType;

typedef enum PKUListFormatterWidth : uint32_t {
    PKULISTFMT_WIDTH_WIDE = 0,
} PKUListFormatterWidth;

typedef enum PKULocDataLocaleType : uint32_t {
    PKULOC_ACTUAL_LOCALE = 0,
    PKULOC_VALID_LOCALE = 1,
} PKULocDataLocaleType;

typedef enum PKURegionType : uint32_t {
    PKURGN_UNKNOWN = 0,
    PKURGN_DEPRECATED = 6,
} PKURegionType;

typedef enum PKUCollationResult : int32_t {
    PKUCOL_EQUAL = 0,
    PKUCOL_GREATER = 1,
    PKUCOL_LESS = -1,
} PKUCollationResult;

typedef enum PKUCalendarLimitType : uint32_t {
    PKUCalendarLimitType_UNUSED = 0,
} PKUCalendarLimitType;

// MARK: - Functions

const char * pkicu_errorName(PKUErrorCode code);
PKUResourceBundle * pkicu_ures_openDirect(const char * packageName, const char * locale, PKUErrorCode * status);
void pkicu_ures_close(PKUResourceBundle * bundle);
PKUResourceBundle * pkicu_ures_getByKey(const PKUResourceBundle * bundle, const char * key, PKUResourceBundle * fill, PKUErrorCode * status);
const uint16_t * pkicu_ures_getString(const PKUResourceBundle * bundle, int32_t * length, PKUErrorCode * status);
const char * pkicu_uenum_next(PKUEnumeration * e, int32_t * length, PKUErrorCode * status);
void pkicu_uenum_close(PKUEnumeration * e);
int32_t pkicu_uloc_addLikelySubtags(const char * localeID, char * maximized, int32_t capacity, PKUErrorCode * status);
int32_t pkicu_uloc_getLanguage(const char * localeID, char * language, int32_t capacity, PKUErrorCode * status);
int32_t pkicu_uloc_getScript(const char * localeID, char * script, int32_t capacity, PKUErrorCode * status);
int32_t pkicu_uloc_getCountry(const char * localeID, char * country, int32_t capacity, PKUErrorCode * status);
const char * pkicu_uloc_getAvailable(int32_t index);
int32_t pkicu_uloc_countAvailable(void);
const char *const * pkicu_uloc_getISOCountries(void);
int32_t pkicu_uloc_getDisplayCountry(const char * localeID, const char * displayLocale, uint16_t * country, int32_t capacity, PKUErrorCode * status);
PKUCalendar * pkicu_ucal_open(const uint16_t * zoneID, int32_t len, const char * locale, PKUCalendarType type, PKUErrorCode * status);
void pkicu_ucal_close(PKUCalendar * cal);
PKUCalendar * pkicu_ucal_clone(const PKUCalendar * cal, PKUErrorCode * status);
void pkicu_ucal_setGregorianChange(PKUCalendar * cal, double date, PKUErrorCode * status);
void pkicu_ucal_clear(PKUCalendar * cal);
void pkicu_ucal_set(PKUCalendar * cal, PKUCalendarDateFields field, int32_t value);
int32_t pkicu_ucal_get(const PKUCalendar * cal, PKUCalendarDateFields field, PKUErrorCode * status);
double pkicu_ucal_getMillis(const PKUCalendar * cal, PKUErrorCode * status);
void pkicu_ucal_setMillis(PKUCalendar * cal, double date, PKUErrorCode * status);
const char * pkicu_ucal_getType(const PKUCalendar * cal, PKUErrorCode * status);
double pkicu_ucal_getNow(void);
int32_t pkicu_ucal_getCanonicalTimeZoneID(const uint16_t * id, int32_t length, uint16_t * result, int32_t capacity, int8_t * isSystemID, PKUErrorCode * status);
PKUDateFormat * pkicu_udat_open(PKUDateFormatStyle timeStyle, PKUDateFormatStyle dateStyle, const char * locale, const uint16_t * tzID, int32_t tzIDLength, const uint16_t * pattern, int32_t patternLength, PKUErrorCode * status);
void pkicu_udat_close(PKUDateFormat * format);
int32_t pkicu_udat_format(const PKUDateFormat * format, double date, uint16_t * result, int32_t capacity, PKUFieldPosition * position, PKUErrorCode * status);
double pkicu_udat_parse(const PKUDateFormat * format, const uint16_t * text, int32_t textLength, int32_t * parsePos, PKUErrorCode * status);
void pkicu_udat_parseCalendar(const PKUDateFormat * format, PKUCalendar * calendar, const uint16_t * text, int32_t textLength, int32_t * parsePos, PKUErrorCode * status);
void pkicu_udat_setCalendar(PKUDateFormat * format, const PKUCalendar * calendar);
const PKUCalendar * pkicu_udat_getCalendar(const PKUDateFormat * format);
void pkicu_udat_setLenient(PKUDateFormat * format, int8_t lenient);
int32_t pkicu_udat_getSymbols(const PKUDateFormat * format, PKUDateFormatSymbolType type, int32_t symbolIndex, uint16_t * result, int32_t capacity, PKUErrorCode * status);
int32_t pkicu_udat_countSymbols(const PKUDateFormat * format, PKUDateFormatSymbolType type);
const char * pkicu_udat_getLocaleByType(const PKUDateFormat * format, PKULocDataLocaleType type, PKUErrorCode * status);
const PKUNumberFormat * pkicu_udat_getNumberFormat(const PKUDateFormat * format);
int32_t pkicu_udat_toPattern(const PKUDateFormat * format, int8_t localized, uint16_t * result, int32_t capacity, PKUErrorCode * status);
PKUDateTimePatternGenerator * pkicu_udatpg_open(const char * locale, PKUErrorCode * status);
void pkicu_udatpg_close(PKUDateTimePatternGenerator * generator);
int32_t pkicu_udatpg_getBestPatternWithOptions(PKUDateTimePatternGenerator * generator, const uint16_t * skeleton, int32_t length, PKUDateTimePatternMatchOptions options, uint16_t * bestPattern, int32_t capacity, PKUErrorCode * status);
int32_t pkicu_udatpg_getFieldDisplayName(const PKUDateTimePatternGenerator * generator, PKUDateTimePatternField field, PKUDateTimePGDisplayWidth width, uint16_t * fieldName, int32_t capacity, PKUErrorCode * status);
int32_t pkicu_unum_formatInt64(const PKUNumberFormat * format, int64_t number, uint16_t * result, int32_t capacity, PKUFieldPosition * position, PKUErrorCode * status);
PKUNumberingSystem * pkicu_unumsys_open(const char * locale, PKUErrorCode * status);
void pkicu_unumsys_close(PKUNumberingSystem * system);
const char * pkicu_unumsys_getName(const PKUNumberingSystem * system);
int8_t pkicu_unumsys_isAlgorithmic(const PKUNumberingSystem * system);
PKUCollator * pkicu_ucol_open(const char * locale, PKUErrorCode * status);
void pkicu_ucol_close(PKUCollator * collator);
PKUCollationResult pkicu_ucol_strcoll(const PKUCollator * collator, const uint16_t * source, int32_t sourceLength, const uint16_t * target, int32_t targetLength);
int32_t pkicu_ucol_getSortKey(const PKUCollator * collator, const uint16_t * source, int32_t sourceLength, uint8_t * result, int32_t capacity);
const char * pkicu_ucol_getLocaleByType(const PKUCollator * collator, PKULocDataLocaleType type, PKUErrorCode * status);
int32_t pkicu_u_getIntPropertyValue(int32_t c, PKUProperty which);
PKUEnumeration * pkicu_ucol_getKeywordValuesForLocale(const char * key, const char * locale, int8_t commonlyUsed, PKUErrorCode * status);
void pkicu_udat_applyPattern(PKUDateFormat * format, int8_t localized, const uint16_t * pattern, int32_t patternLength);
const PKUNumberFormat * pkicu_udat_getNumberFormatForField(const PKUDateFormat * format, uint16_t field);
PKUDateFormat * pkicu_udat_clone(const PKUDateFormat * format, PKUErrorCode * status);
const PKURegion * pkicu_uregion_getRegionFromCode(const char * regionCode, PKUErrorCode * status);
PKURegionType pkicu_uregion_getType(const PKURegion * region);
PKUDateIntervalFormat * pkicu_udtitvfmt_open(const char * locale, const uint16_t * skeleton, int32_t skeletonLength, const uint16_t * tzID, int32_t tzIDLength, PKUErrorCode * status);
void pkicu_udtitvfmt_close(PKUDateIntervalFormat * formatter);
int32_t pkicu_udtitvfmt_format(const PKUDateIntervalFormat * formatter, double fromDate, double toDate, uint16_t * result, int32_t resultCapacity, PKUFieldPosition * position, PKUErrorCode * status);
PKUFormattedDateInterval * pkicu_udtitvfmt_openResult(PKUErrorCode * status);
void pkicu_udtitvfmt_closeResult(PKUFormattedDateInterval * result);
const PKUFormattedValue * pkicu_udtitvfmt_resultAsValue(const PKUFormattedDateInterval * result, PKUErrorCode * status);
void pkicu_udtitvfmt_formatCalendarToResult(const PKUDateIntervalFormat * formatter, PKUCalendar * fromCalendar, PKUCalendar * toCalendar, PKUFormattedDateInterval * result, PKUErrorCode * status);
const uint16_t * pkicu_ufmtval_getString(const PKUFormattedValue * value, int32_t * length, PKUErrorCode * status);
int8_t pkicu_ufmtval_nextPosition(const PKUFormattedValue * value, PKUConstrainedFieldPosition * position, PKUErrorCode * status);
PKUConstrainedFieldPosition * pkicu_ucfpos_open(PKUErrorCode * status);
void pkicu_ucfpos_close(PKUConstrainedFieldPosition * position);
void pkicu_ucfpos_reset(PKUConstrainedFieldPosition * position, PKUErrorCode * status);
void pkicu_ucfpos_constrainCategory(PKUConstrainedFieldPosition * position, int32_t category, PKUErrorCode * status);
int32_t pkicu_ucfpos_getField(const PKUConstrainedFieldPosition * position, PKUErrorCode * status);
void pkicu_ucfpos_getIndexes(const PKUConstrainedFieldPosition * position, int32_t * start, int32_t * limit, PKUErrorCode * status);
int32_t pkicu_ucal_getAttribute(const PKUCalendar * cal, PKUCalendarAttribute attr);
void pkicu_ucal_setAttribute(PKUCalendar * cal, PKUCalendarAttribute attr, int32_t newValue);
PKURelativeDateTimeFormatter * pkicu_ureldatefmt_open(const char * locale, PKUNumberFormat * nfToAdopt, PKUDateRelativeDateTimeFormatterStyle width, PKUDisplayContext capitalizationContext, PKUErrorCode * status);
void pkicu_ureldatefmt_close(PKURelativeDateTimeFormatter * formatter);
int32_t pkicu_ureldatefmt_format(const PKURelativeDateTimeFormatter * formatter, double offset, PKURelativeDateTimeUnit unit, uint16_t * result, int32_t resultCapacity, PKUErrorCode * status);
PKUNumberFormatter * pkicu_unumf_openForSkeletonAndLocale(const uint16_t * skeleton, int32_t skeletonLen, const char * locale, PKUErrorCode * ec);
void pkicu_unumf_close(PKUNumberFormatter * formatter);
PKUFormattedNumber * pkicu_unumf_openResult(PKUErrorCode * ec);
void pkicu_unumf_closeResult(PKUFormattedNumber * result);
void pkicu_unumf_formatInt(const PKUNumberFormatter * formatter, int64_t value, PKUFormattedNumber * result, PKUErrorCode * ec);
int32_t pkicu_unumf_resultToString(const PKUFormattedNumber * result, uint16_t * buffer, int32_t bufferCapacity, PKUErrorCode * ec);
PKUPluralRules * pkicu_uplrules_open(const char * locale, PKUErrorCode * status);
void pkicu_uplrules_close(PKUPluralRules * rules);
int32_t pkicu_uplrules_select(const PKUPluralRules * rules, double number, uint16_t * keyword, int32_t capacity, PKUErrorCode * status);
PKUListFormatter * pkicu_ulistfmt_openForType(const char * locale, PKUListFormatterType type, PKUListFormatterWidth width, PKUErrorCode * status);
void pkicu_ulistfmt_close(PKUListFormatter * formatter);
int32_t pkicu_ulistfmt_format(const PKUListFormatter * formatter, const uint16_t *const * strings, const int32_t * stringLengths, int32_t stringCount, uint16_t * result, int32_t resultCapacity, PKUErrorCode * status);

#ifdef __cplusplus
}
#endif

#endif
