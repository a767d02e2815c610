// Forwards each pkicu_ function to the ICU function it names; see include/picker_kit_icu.h.
#include "picker_kit_icu.h"

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
#include <unicode/udateintervalformat.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ureldatefmt.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ulistformatter.h>
#include <unicode/uchar.h>

// ICU's values, so a new ICU that moved one fails the build here.
_Static_assert((int64_t)PKU_ZERO_ERROR == (int64_t)U_ZERO_ERROR, "U_ZERO_ERROR");
_Static_assert((int64_t)PKU_BUFFER_OVERFLOW_ERROR == (int64_t)U_BUFFER_OVERFLOW_ERROR, "U_BUFFER_OVERFLOW_ERROR");
_Static_assert((int64_t)PKU_STRING_NOT_TERMINATED_WARNING == (int64_t)U_STRING_NOT_TERMINATED_WARNING, "U_STRING_NOT_TERMINATED_WARNING");
_Static_assert((int64_t)PKU_ILLEGAL_ARGUMENT_ERROR == (int64_t)U_ILLEGAL_ARGUMENT_ERROR, "U_ILLEGAL_ARGUMENT_ERROR");
_Static_assert((int64_t)PKU_INTERNAL_PROGRAM_ERROR == (int64_t)U_INTERNAL_PROGRAM_ERROR, "U_INTERNAL_PROGRAM_ERROR");
_Static_assert((int64_t)PKU_MEMORY_ALLOCATION_ERROR == (int64_t)U_MEMORY_ALLOCATION_ERROR, "U_MEMORY_ALLOCATION_ERROR");
_Static_assert((int64_t)PKU_UNSUPPORTED_ERROR == (int64_t)U_UNSUPPORTED_ERROR, "U_UNSUPPORTED_ERROR");
_Static_assert(sizeof(PKUErrorCode) == sizeof(UErrorCode), "UErrorCode");
_Static_assert((int64_t)PKUCAL_ERA == (int64_t)UCAL_ERA, "UCAL_ERA");
_Static_assert((int64_t)PKUCAL_YEAR == (int64_t)UCAL_YEAR, "UCAL_YEAR");
_Static_assert((int64_t)PKUCAL_MONTH == (int64_t)UCAL_MONTH, "UCAL_MONTH");
_Static_assert((int64_t)PKUCAL_WEEK_OF_YEAR == (int64_t)UCAL_WEEK_OF_YEAR, "UCAL_WEEK_OF_YEAR");
_Static_assert((int64_t)PKUCAL_DATE == (int64_t)UCAL_DATE, "UCAL_DATE");
_Static_assert((int64_t)PKUCAL_DAY_OF_YEAR == (int64_t)UCAL_DAY_OF_YEAR, "UCAL_DAY_OF_YEAR");
_Static_assert((int64_t)PKUCAL_DAY_OF_WEEK == (int64_t)UCAL_DAY_OF_WEEK, "UCAL_DAY_OF_WEEK");
_Static_assert((int64_t)PKUCAL_HOUR_OF_DAY == (int64_t)UCAL_HOUR_OF_DAY, "UCAL_HOUR_OF_DAY");
_Static_assert((int64_t)PKUCAL_MINUTE == (int64_t)UCAL_MINUTE, "UCAL_MINUTE");
_Static_assert((int64_t)PKUCAL_SECOND == (int64_t)UCAL_SECOND, "UCAL_SECOND");
_Static_assert((int64_t)PKUCAL_EXTENDED_YEAR == (int64_t)UCAL_EXTENDED_YEAR, "UCAL_EXTENDED_YEAR");
_Static_assert((int64_t)PKUCAL_YEAR_WOY == (int64_t)UCAL_YEAR_WOY, "UCAL_YEAR_WOY");
_Static_assert((int64_t)PKUCAL_IS_LEAP_MONTH == (int64_t)UCAL_IS_LEAP_MONTH, "UCAL_IS_LEAP_MONTH");
_Static_assert(sizeof(PKUCalendarDateFields) == sizeof(UCalendarDateFields), "UCalendarDateFields");
_Static_assert((int64_t)PKUCAL_DEFAULT == (int64_t)UCAL_DEFAULT, "UCAL_DEFAULT");
_Static_assert((int64_t)PKUCAL_GREGORIAN == (int64_t)UCAL_GREGORIAN, "UCAL_GREGORIAN");
_Static_assert(sizeof(PKUCalendarType) == sizeof(UCalendarType), "UCalendarType");
_Static_assert((int64_t)PKUCAL_FIRST_DAY_OF_WEEK == (int64_t)UCAL_FIRST_DAY_OF_WEEK, "UCAL_FIRST_DAY_OF_WEEK");
_Static_assert((int64_t)PKUCAL_MINIMAL_DAYS_IN_FIRST_WEEK == (int64_t)UCAL_MINIMAL_DAYS_IN_FIRST_WEEK, "UCAL_MINIMAL_DAYS_IN_FIRST_WEEK");
_Static_assert(sizeof(PKUCalendarAttribute) == sizeof(UCalendarAttribute), "UCalendarAttribute");
_Static_assert((int64_t)PKUCHAR_EAST_ASIAN_WIDTH == (int64_t)UCHAR_EAST_ASIAN_WIDTH, "UCHAR_EAST_ASIAN_WIDTH");
_Static_assert(sizeof(PKUProperty) == sizeof(UProperty), "UProperty");
_Static_assert((int64_t)PKU_EA_WIDE == (int64_t)U_EA_WIDE, "U_EA_WIDE");
_Static_assert((int64_t)PKU_EA_FULLWIDTH == (int64_t)U_EA_FULLWIDTH, "U_EA_FULLWIDTH");
_Static_assert(sizeof(PKUEastAsianWidth) == sizeof(UEastAsianWidth), "UEastAsianWidth");
_Static_assert((int64_t)PKUDATPG_YEAR_FIELD == (int64_t)UDATPG_YEAR_FIELD, "UDATPG_YEAR_FIELD");
_Static_assert((int64_t)PKUDATPG_QUARTER_FIELD == (int64_t)UDATPG_QUARTER_FIELD, "UDATPG_QUARTER_FIELD");
_Static_assert((int64_t)PKUDATPG_MONTH_FIELD == (int64_t)UDATPG_MONTH_FIELD, "UDATPG_MONTH_FIELD");
_Static_assert((int64_t)PKUDATPG_WEEK_OF_YEAR_FIELD == (int64_t)UDATPG_WEEK_OF_YEAR_FIELD, "UDATPG_WEEK_OF_YEAR_FIELD");
_Static_assert((int64_t)PKUDATPG_DAY_FIELD == (int64_t)UDATPG_DAY_FIELD, "UDATPG_DAY_FIELD");
_Static_assert((int64_t)PKUDATPG_DAYPERIOD_FIELD == (int64_t)UDATPG_DAYPERIOD_FIELD, "UDATPG_DAYPERIOD_FIELD");
_Static_assert((int64_t)PKUDATPG_HOUR_FIELD == (int64_t)UDATPG_HOUR_FIELD, "UDATPG_HOUR_FIELD");
_Static_assert((int64_t)PKUDATPG_MINUTE_FIELD == (int64_t)UDATPG_MINUTE_FIELD, "UDATPG_MINUTE_FIELD");
_Static_assert((int64_t)PKUDATPG_SECOND_FIELD == (int64_t)UDATPG_SECOND_FIELD, "UDATPG_SECOND_FIELD");
_Static_assert(sizeof(PKUDateTimePatternField) == sizeof(UDateTimePatternField), "UDateTimePatternField");
_Static_assert((int64_t)PKUDATPG_WIDE == (int64_t)UDATPG_WIDE, "UDATPG_WIDE");
_Static_assert((int64_t)PKUDATPG_NARROW == (int64_t)UDATPG_NARROW, "UDATPG_NARROW");
_Static_assert(sizeof(PKUDateTimePGDisplayWidth) == sizeof(UDateTimePGDisplayWidth), "UDateTimePGDisplayWidth");
_Static_assert((int64_t)PKUDATPG_MATCH_ALL_FIELDS_LENGTH == (int64_t)UDATPG_MATCH_ALL_FIELDS_LENGTH, "UDATPG_MATCH_ALL_FIELDS_LENGTH");
_Static_assert(sizeof(PKUDateTimePatternMatchOptions) == sizeof(UDateTimePatternMatchOptions), "UDateTimePatternMatchOptions");
_Static_assert((int64_t)PKUDAT_FULL == (int64_t)UDAT_FULL, "UDAT_FULL");
_Static_assert((int64_t)PKUDAT_LONG == (int64_t)UDAT_LONG, "UDAT_LONG");
_Static_assert((int64_t)PKUDAT_MEDIUM == (int64_t)UDAT_MEDIUM, "UDAT_MEDIUM");
_Static_assert((int64_t)PKUDAT_NONE == (int64_t)UDAT_NONE, "UDAT_NONE");
_Static_assert((int64_t)PKUDAT_PATTERN == (int64_t)UDAT_PATTERN, "UDAT_PATTERN");
_Static_assert(sizeof(PKUDateFormatStyle) == sizeof(UDateFormatStyle), "UDateFormatStyle");
_Static_assert((int64_t)PKUDAT_ERAS == (int64_t)UDAT_ERAS, "UDAT_ERAS");
_Static_assert((int64_t)PKUDAT_MONTHS == (int64_t)UDAT_MONTHS, "UDAT_MONTHS");
_Static_assert((int64_t)PKUDAT_SHORT_MONTHS == (int64_t)UDAT_SHORT_MONTHS, "UDAT_SHORT_MONTHS");
_Static_assert((int64_t)PKUDAT_WEEKDAYS == (int64_t)UDAT_WEEKDAYS, "UDAT_WEEKDAYS");
_Static_assert((int64_t)PKUDAT_SHORT_WEEKDAYS == (int64_t)UDAT_SHORT_WEEKDAYS, "UDAT_SHORT_WEEKDAYS");
_Static_assert((int64_t)PKUDAT_AM_PMS == (int64_t)UDAT_AM_PMS, "UDAT_AM_PMS");
_Static_assert((int64_t)PKUDAT_ERA_NAMES == (int64_t)UDAT_ERA_NAMES, "UDAT_ERA_NAMES");
_Static_assert((int64_t)PKUDAT_NARROW_MONTHS == (int64_t)UDAT_NARROW_MONTHS, "UDAT_NARROW_MONTHS");
_Static_assert((int64_t)PKUDAT_STANDALONE_MONTHS == (int64_t)UDAT_STANDALONE_MONTHS, "UDAT_STANDALONE_MONTHS");
_Static_assert((int64_t)PKUDAT_STANDALONE_SHORT_MONTHS == (int64_t)UDAT_STANDALONE_SHORT_MONTHS, "UDAT_STANDALONE_SHORT_MONTHS");
_Static_assert((int64_t)PKUDAT_STANDALONE_NARROW_MONTHS == (int64_t)UDAT_STANDALONE_NARROW_MONTHS, "UDAT_STANDALONE_NARROW_MONTHS");
_Static_assert((int64_t)PKUDAT_STANDALONE_WEEKDAYS == (int64_t)UDAT_STANDALONE_WEEKDAYS, "UDAT_STANDALONE_WEEKDAYS");
_Static_assert((int64_t)PKUDAT_STANDALONE_SHORT_WEEKDAYS == (int64_t)UDAT_STANDALONE_SHORT_WEEKDAYS, "UDAT_STANDALONE_SHORT_WEEKDAYS");
_Static_assert(sizeof(PKUDateFormatSymbolType) == sizeof(UDateFormatSymbolType), "UDateFormatSymbolType");
_Static_assert((int64_t)PKUDAT_REL_UNIT_DAY == (int64_t)UDAT_REL_UNIT_DAY, "UDAT_REL_UNIT_DAY");
_Static_assert(sizeof(PKURelativeDateTimeUnit) == sizeof(URelativeDateTimeUnit), "URelativeDateTimeUnit");
_Static_assert((int64_t)PKUDAT_STYLE_LONG == (int64_t)UDAT_STYLE_LONG, "UDAT_STYLE_LONG");
_Static_assert(sizeof(PKUDateRelativeDateTimeFormatterStyle) == sizeof(UDateRelativeDateTimeFormatterStyle), "UDateRelativeDateTimeFormatterStyle");
_Static_assert((int64_t)PKUDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE == (int64_t)UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, "UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE");
_Static_assert(sizeof(PKUDisplayContext) == sizeof(UDisplayContext), "UDisplayContext");
_Static_assert((int64_t)PKUFIELD_CATEGORY_DATE == (int64_t)UFIELD_CATEGORY_DATE, "UFIELD_CATEGORY_DATE");
_Static_assert((int64_t)PKUFIELD_CATEGORY_DATE_INTERVAL_SPAN == (int64_t)UFIELD_CATEGORY_DATE_INTERVAL_SPAN, "UFIELD_CATEGORY_DATE_INTERVAL_SPAN");
_Static_assert(sizeof(PKUFieldCategory) == sizeof(UFieldCategory), "UFieldCategory");
_Static_assert((int64_t)PKULISTFMT_TYPE_UNITS == (int64_t)ULISTFMT_TYPE_UNITS, "ULISTFMT_TYPE_UNITS");
_Static_assert(sizeof(PKUListFormatterType) == sizeof(UListFormatterType), "UListFormatterType");
_Static_assert((int64_t)PKULISTFMT_WIDTH_WIDE == (int64_t)ULISTFMT_WIDTH_WIDE, "ULISTFMT_WIDTH_WIDE");
_Static_assert(sizeof(PKUListFormatterWidth) == sizeof(UListFormatterWidth), "UListFormatterWidth");
_Static_assert((int64_t)PKULOC_ACTUAL_LOCALE == (int64_t)ULOC_ACTUAL_LOCALE, "ULOC_ACTUAL_LOCALE");
_Static_assert((int64_t)PKULOC_VALID_LOCALE == (int64_t)ULOC_VALID_LOCALE, "ULOC_VALID_LOCALE");
_Static_assert(sizeof(PKULocDataLocaleType) == sizeof(ULocDataLocaleType), "ULocDataLocaleType");
_Static_assert((int64_t)PKURGN_UNKNOWN == (int64_t)URGN_UNKNOWN, "URGN_UNKNOWN");
_Static_assert((int64_t)PKURGN_DEPRECATED == (int64_t)URGN_DEPRECATED, "URGN_DEPRECATED");
_Static_assert(sizeof(PKURegionType) == sizeof(URegionType), "URegionType");
_Static_assert((int64_t)PKUCOL_EQUAL == (int64_t)UCOL_EQUAL, "UCOL_EQUAL");
_Static_assert((int64_t)PKUCOL_GREATER == (int64_t)UCOL_GREATER, "UCOL_GREATER");
_Static_assert((int64_t)PKUCOL_LESS == (int64_t)UCOL_LESS, "UCOL_LESS");
_Static_assert(sizeof(PKUCollationResult) == sizeof(UCollationResult), "UCollationResult");
_Static_assert(sizeof(PKUCalendarLimitType) == sizeof(UCalendarLimitType), "UCalendarLimitType");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar");
_Static_assert(sizeof(UBool) == sizeof(int8_t), "UBool");

const char * pkicu_errorName(PKUErrorCode code) {
    return (const char *)u_errorName((UErrorCode)code);
}
PKUResourceBundle * pkicu_ures_openDirect(const char * packageName, const char * locale, PKUErrorCode * status) {
    return (PKUResourceBundle *)ures_openDirect((const char *)packageName, (const char *)locale, (UErrorCode *)status);
}
void pkicu_ures_close(PKUResourceBundle * bundle) {
    ures_close((UResourceBundle *)bundle);
}
PKUResourceBundle * pkicu_ures_getByKey(const PKUResourceBundle * bundle, const char * key, PKUResourceBundle * fill, PKUErrorCode * status) {
    return (PKUResourceBundle *)ures_getByKey((const UResourceBundle *)bundle, (const char *)key, (UResourceBundle *)fill, (UErrorCode *)status);
}
const uint16_t * pkicu_ures_getString(const PKUResourceBundle * bundle, int32_t * length, PKUErrorCode * status) {
    return (const uint16_t *)ures_getString((const UResourceBundle *)bundle, (int32_t *)length, (UErrorCode *)status);
}
const char * pkicu_uenum_next(PKUEnumeration * e, int32_t * length, PKUErrorCode * status) {
    return (const char *)uenum_next((UEnumeration *)e, (int32_t *)length, (UErrorCode *)status);
}
void pkicu_uenum_close(PKUEnumeration * e) {
    uenum_close((UEnumeration *)e);
}
int32_t pkicu_uloc_addLikelySubtags(const char * localeID, char * maximized, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)uloc_addLikelySubtags((const char *)localeID, (char *)maximized, (int32_t)capacity, (UErrorCode *)status);
}
int32_t pkicu_uloc_getLanguage(const char * localeID, char * language, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)uloc_getLanguage((const char *)localeID, (char *)language, (int32_t)capacity, (UErrorCode *)status);
}
int32_t pkicu_uloc_getScript(const char * localeID, char * script, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)uloc_getScript((const char *)localeID, (char *)script, (int32_t)capacity, (UErrorCode *)status);
}
int32_t pkicu_uloc_getCountry(const char * localeID, char * country, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)uloc_getCountry((const char *)localeID, (char *)country, (int32_t)capacity, (UErrorCode *)status);
}
const char * pkicu_uloc_getAvailable(int32_t index) {
    return (const char *)uloc_getAvailable((int32_t)index);
}
int32_t pkicu_uloc_countAvailable(void) {
    return (int32_t)uloc_countAvailable();
}
const char *const * pkicu_uloc_getISOCountries(void) {
    return (const char *const *)uloc_getISOCountries();
}
int32_t pkicu_uloc_getDisplayCountry(const char * localeID, const char * displayLocale, uint16_t * country, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)uloc_getDisplayCountry((const char *)localeID, (const char *)displayLocale, (UChar *)country, (int32_t)capacity, (UErrorCode *)status);
}
PKUCalendar * pkicu_ucal_open(const uint16_t * zoneID, int32_t len, const char * locale, PKUCalendarType type, PKUErrorCode * status) {
    return (PKUCalendar *)ucal_open((const UChar *)zoneID, (int32_t)len, (const char *)locale, (UCalendarType)type, (UErrorCode *)status);
}
void pkicu_ucal_close(PKUCalendar * cal) {
    ucal_close((UCalendar *)cal);
}
PKUCalendar * pkicu_ucal_clone(const PKUCalendar * cal, PKUErrorCode * status) {
    return (PKUCalendar *)ucal_clone((const UCalendar *)cal, (UErrorCode *)status);
}
void pkicu_ucal_setGregorianChange(PKUCalendar * cal, double date, PKUErrorCode * status) {
    ucal_setGregorianChange((UCalendar *)cal, (UDate)date, (UErrorCode *)status);
}
void pkicu_ucal_clear(PKUCalendar * cal) {
    ucal_clear((UCalendar *)cal);
}
void pkicu_ucal_set(PKUCalendar * cal, PKUCalendarDateFields field, int32_t value) {
    ucal_set((UCalendar *)cal, (UCalendarDateFields)field, (int32_t)value);
}
int32_t pkicu_ucal_get(const PKUCalendar * cal, PKUCalendarDateFields field, PKUErrorCode * status) {
    return (int32_t)ucal_get((const UCalendar *)cal, (UCalendarDateFields)field, (UErrorCode *)status);
}
double pkicu_ucal_getMillis(const PKUCalendar * cal, PKUErrorCode * status) {
    return (double)ucal_getMillis((const UCalendar *)cal, (UErrorCode *)status);
}
void pkicu_ucal_setMillis(PKUCalendar * cal, double date, PKUErrorCode * status) {
    ucal_setMillis((UCalendar *)cal, (UDate)date, (UErrorCode *)status);
}
const char * pkicu_ucal_getType(const PKUCalendar * cal, PKUErrorCode * status) {
    return (const char *)ucal_getType((const UCalendar *)cal, (UErrorCode *)status);
}
double pkicu_ucal_getNow(void) {
    return (double)ucal_getNow();
}
int32_t pkicu_ucal_getCanonicalTimeZoneID(const uint16_t * id, int32_t length, uint16_t * result, int32_t capacity, int8_t * isSystemID, PKUErrorCode * status) {
    return (int32_t)ucal_getCanonicalTimeZoneID((const UChar *)id, (int32_t)length, (UChar *)result, (int32_t)capacity, (UBool *)isSystemID, (UErrorCode *)status);
}
PKUDateFormat * pkicu_udat_open(PKUDateFormatStyle timeStyle, PKUDateFormatStyle dateStyle, const char * locale, const uint16_t * tzID, int32_t tzIDLength, const uint16_t * pattern, int32_t patternLength, PKUErrorCode * status) {
    return (PKUDateFormat *)udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, (const char *)locale, (const UChar *)tzID, (int32_t)tzIDLength, (const UChar *)pattern, (int32_t)patternLength, (UErrorCode *)status);
}
void pkicu_udat_close(PKUDateFormat * format) {
    udat_close((UDateFormat *)format);
}
int32_t pkicu_udat_format(const PKUDateFormat * format, double date, uint16_t * result, int32_t capacity, PKUFieldPosition * position, PKUErrorCode * status) {
    return (int32_t)udat_format((const UDateFormat *)format, (UDate)date, (UChar *)result, (int32_t)capacity, (UFieldPosition *)position, (UErrorCode *)status);
}
double pkicu_udat_parse(const PKUDateFormat * format, const uint16_t * text, int32_t textLength, int32_t * parsePos, PKUErrorCode * status) {
    return (double)udat_parse((const UDateFormat *)format, (const UChar *)text, (int32_t)textLength, (int32_t *)parsePos, (UErrorCode *)status);
}
void pkicu_udat_parseCalendar(const PKUDateFormat * format, PKUCalendar * calendar, const uint16_t * text, int32_t textLength, int32_t * parsePos, PKUErrorCode * status) {
    udat_parseCalendar((const UDateFormat *)format, (UCalendar *)calendar, (const UChar *)text, (int32_t)textLength, (int32_t *)parsePos, (UErrorCode *)status);
}
void pkicu_udat_setCalendar(PKUDateFormat * format, const PKUCalendar * calendar) {
    udat_setCalendar((UDateFormat *)format, (const UCalendar *)calendar);
}
const PKUCalendar * pkicu_udat_getCalendar(const PKUDateFormat * format) {
    return (const PKUCalendar *)udat_getCalendar((const UDateFormat *)format);
}
void pkicu_udat_setLenient(PKUDateFormat * format, int8_t lenient) {
    udat_setLenient((UDateFormat *)format, (UBool)lenient);
}
int32_t pkicu_udat_getSymbols(const PKUDateFormat * format, PKUDateFormatSymbolType type, int32_t symbolIndex, uint16_t * result, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)udat_getSymbols((const UDateFormat *)format, (UDateFormatSymbolType)type, (int32_t)symbolIndex, (UChar *)result, (int32_t)capacity, (UErrorCode *)status);
}
int32_t pkicu_udat_countSymbols(const PKUDateFormat * format, PKUDateFormatSymbolType type) {
    return (int32_t)udat_countSymbols((const UDateFormat *)format, (UDateFormatSymbolType)type);
}
const char * pkicu_udat_getLocaleByType(const PKUDateFormat * format, PKULocDataLocaleType type, PKUErrorCode * status) {
    return (const char *)udat_getLocaleByType((const UDateFormat *)format, (ULocDataLocaleType)type, (UErrorCode *)status);
}
const PKUNumberFormat * pkicu_udat_getNumberFormat(const PKUDateFormat * format) {
    return (const PKUNumberFormat *)udat_getNumberFormat((const UDateFormat *)format);
}
int32_t pkicu_udat_toPattern(const PKUDateFormat * format, int8_t localized, uint16_t * result, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)udat_toPattern((const UDateFormat *)format, (UBool)localized, (UChar *)result, (int32_t)capacity, (UErrorCode *)status);
}
PKUDateTimePatternGenerator * pkicu_udatpg_open(const char * locale, PKUErrorCode * status) {
    return (PKUDateTimePatternGenerator *)udatpg_open((const char *)locale, (UErrorCode *)status);
}
void pkicu_udatpg_close(PKUDateTimePatternGenerator * generator) {
    udatpg_close((UDateTimePatternGenerator *)generator);
}
int32_t pkicu_udatpg_getBestPatternWithOptions(PKUDateTimePatternGenerator * generator, const uint16_t * skeleton, int32_t length, PKUDateTimePatternMatchOptions options, uint16_t * bestPattern, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)udatpg_getBestPatternWithOptions((UDateTimePatternGenerator *)generator, (const UChar *)skeleton, (int32_t)length, (UDateTimePatternMatchOptions)options, (UChar *)bestPattern, (int32_t)capacity, (UErrorCode *)status);
}
int32_t pkicu_udatpg_getFieldDisplayName(const PKUDateTimePatternGenerator * generator, PKUDateTimePatternField field, PKUDateTimePGDisplayWidth width, uint16_t * fieldName, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)udatpg_getFieldDisplayName((const UDateTimePatternGenerator *)generator, (UDateTimePatternField)field, (UDateTimePGDisplayWidth)width, (UChar *)fieldName, (int32_t)capacity, (UErrorCode *)status);
}
int32_t pkicu_unum_formatInt64(const PKUNumberFormat * format, int64_t number, uint16_t * result, int32_t capacity, PKUFieldPosition * position, PKUErrorCode * status) {
    return (int32_t)unum_formatInt64((const UNumberFormat *)format, (int64_t)number, (UChar *)result, (int32_t)capacity, (UFieldPosition *)position, (UErrorCode *)status);
}
PKUNumberingSystem * pkicu_unumsys_open(const char * locale, PKUErrorCode * status) {
    return (PKUNumberingSystem *)unumsys_open((const char *)locale, (UErrorCode *)status);
}
void pkicu_unumsys_close(PKUNumberingSystem * system) {
    unumsys_close((UNumberingSystem *)system);
}
const char * pkicu_unumsys_getName(const PKUNumberingSystem * system) {
    return (const char *)unumsys_getName((const UNumberingSystem *)system);
}
int8_t pkicu_unumsys_isAlgorithmic(const PKUNumberingSystem * system) {
    return (int8_t)unumsys_isAlgorithmic((const UNumberingSystem *)system);
}
PKUCollator * pkicu_ucol_open(const char * locale, PKUErrorCode * status) {
    return (PKUCollator *)ucol_open((const char *)locale, (UErrorCode *)status);
}
void pkicu_ucol_close(PKUCollator * collator) {
    ucol_close((UCollator *)collator);
}
PKUCollationResult pkicu_ucol_strcoll(const PKUCollator * collator, const uint16_t * source, int32_t sourceLength, const uint16_t * target, int32_t targetLength) {
    return (PKUCollationResult)ucol_strcoll((const UCollator *)collator, (const UChar *)source, (int32_t)sourceLength, (const UChar *)target, (int32_t)targetLength);
}
int32_t pkicu_ucol_getSortKey(const PKUCollator * collator, const uint16_t * source, int32_t sourceLength, uint8_t * result, int32_t capacity) {
    return (int32_t)ucol_getSortKey((const UCollator *)collator, (const UChar *)source, (int32_t)sourceLength, (uint8_t *)result, (int32_t)capacity);
}
const char * pkicu_ucol_getLocaleByType(const PKUCollator * collator, PKULocDataLocaleType type, PKUErrorCode * status) {
    return (const char *)ucol_getLocaleByType((const UCollator *)collator, (ULocDataLocaleType)type, (UErrorCode *)status);
}
int32_t pkicu_u_getIntPropertyValue(int32_t c, PKUProperty which) {
    return (int32_t)u_getIntPropertyValue((UChar32)c, (UProperty)which);
}
PKUEnumeration * pkicu_ucol_getKeywordValuesForLocale(const char * key, const char * locale, int8_t commonlyUsed, PKUErrorCode * status) {
    return (PKUEnumeration *)ucol_getKeywordValuesForLocale((const char *)key, (const char *)locale, (UBool)commonlyUsed, (UErrorCode *)status);
}
void pkicu_udat_applyPattern(PKUDateFormat * format, int8_t localized, const uint16_t * pattern, int32_t patternLength) {
    udat_applyPattern((UDateFormat *)format, (UBool)localized, (const UChar *)pattern, (int32_t)patternLength);
}
const PKUNumberFormat * pkicu_udat_getNumberFormatForField(const PKUDateFormat * format, uint16_t field) {
    return (const PKUNumberFormat *)udat_getNumberFormatForField((const UDateFormat *)format, (UChar)field);
}
PKUDateFormat * pkicu_udat_clone(const PKUDateFormat * format, PKUErrorCode * status) {
    return (PKUDateFormat *)udat_clone((const UDateFormat *)format, (UErrorCode *)status);
}
const PKURegion * pkicu_uregion_getRegionFromCode(const char * regionCode, PKUErrorCode * status) {
    return (const PKURegion *)uregion_getRegionFromCode((const char *)regionCode, (UErrorCode *)status);
}
PKURegionType pkicu_uregion_getType(const PKURegion * region) {
    return (PKURegionType)uregion_getType((const URegion *)region);
}
PKUDateIntervalFormat * pkicu_udtitvfmt_open(const char * locale, const uint16_t * skeleton, int32_t skeletonLength, const uint16_t * tzID, int32_t tzIDLength, PKUErrorCode * status) {
    return (PKUDateIntervalFormat *)udtitvfmt_open((const char *)locale, (const UChar *)skeleton, (int32_t)skeletonLength, (const UChar *)tzID, (int32_t)tzIDLength, (UErrorCode *)status);
}
void pkicu_udtitvfmt_close(PKUDateIntervalFormat * formatter) {
    udtitvfmt_close((UDateIntervalFormat *)formatter);
}
int32_t pkicu_udtitvfmt_format(const PKUDateIntervalFormat * formatter, double fromDate, double toDate, uint16_t * result, int32_t resultCapacity, PKUFieldPosition * position, PKUErrorCode * status) {
    return (int32_t)udtitvfmt_format((const UDateIntervalFormat *)formatter, (UDate)fromDate, (UDate)toDate, (UChar *)result, (int32_t)resultCapacity, (UFieldPosition *)position, (UErrorCode *)status);
}
PKUFormattedDateInterval * pkicu_udtitvfmt_openResult(PKUErrorCode * status) {
    return (PKUFormattedDateInterval *)udtitvfmt_openResult((UErrorCode *)status);
}
void pkicu_udtitvfmt_closeResult(PKUFormattedDateInterval * result) {
    udtitvfmt_closeResult((UFormattedDateInterval *)result);
}
const PKUFormattedValue * pkicu_udtitvfmt_resultAsValue(const PKUFormattedDateInterval * result, PKUErrorCode * status) {
    return (const PKUFormattedValue *)udtitvfmt_resultAsValue((const UFormattedDateInterval *)result, (UErrorCode *)status);
}
void pkicu_udtitvfmt_formatCalendarToResult(const PKUDateIntervalFormat * formatter, PKUCalendar * fromCalendar, PKUCalendar * toCalendar, PKUFormattedDateInterval * result, PKUErrorCode * status) {
    udtitvfmt_formatCalendarToResult((const UDateIntervalFormat *)formatter, (UCalendar *)fromCalendar, (UCalendar *)toCalendar, (UFormattedDateInterval *)result, (UErrorCode *)status);
}
const uint16_t * pkicu_ufmtval_getString(const PKUFormattedValue * value, int32_t * length, PKUErrorCode * status) {
    return (const uint16_t *)ufmtval_getString((const UFormattedValue *)value, (int32_t *)length, (UErrorCode *)status);
}
int8_t pkicu_ufmtval_nextPosition(const PKUFormattedValue * value, PKUConstrainedFieldPosition * position, PKUErrorCode * status) {
    return (int8_t)ufmtval_nextPosition((const UFormattedValue *)value, (UConstrainedFieldPosition *)position, (UErrorCode *)status);
}
PKUConstrainedFieldPosition * pkicu_ucfpos_open(PKUErrorCode * status) {
    return (PKUConstrainedFieldPosition *)ucfpos_open((UErrorCode *)status);
}
void pkicu_ucfpos_close(PKUConstrainedFieldPosition * position) {
    ucfpos_close((UConstrainedFieldPosition *)position);
}
void pkicu_ucfpos_reset(PKUConstrainedFieldPosition * position, PKUErrorCode * status) {
    ucfpos_reset((UConstrainedFieldPosition *)position, (UErrorCode *)status);
}
void pkicu_ucfpos_constrainCategory(PKUConstrainedFieldPosition * position, int32_t category, PKUErrorCode * status) {
    ucfpos_constrainCategory((UConstrainedFieldPosition *)position, (int32_t)category, (UErrorCode *)status);
}
int32_t pkicu_ucfpos_getField(const PKUConstrainedFieldPosition * position, PKUErrorCode * status) {
    return (int32_t)ucfpos_getField((const UConstrainedFieldPosition *)position, (UErrorCode *)status);
}
void pkicu_ucfpos_getIndexes(const PKUConstrainedFieldPosition * position, int32_t * start, int32_t * limit, PKUErrorCode * status) {
    ucfpos_getIndexes((const UConstrainedFieldPosition *)position, (int32_t *)start, (int32_t *)limit, (UErrorCode *)status);
}
int32_t pkicu_ucal_getAttribute(const PKUCalendar * cal, PKUCalendarAttribute attr) {
    return (int32_t)ucal_getAttribute((const UCalendar *)cal, (UCalendarAttribute)attr);
}
void pkicu_ucal_setAttribute(PKUCalendar * cal, PKUCalendarAttribute attr, int32_t newValue) {
    ucal_setAttribute((UCalendar *)cal, (UCalendarAttribute)attr, (int32_t)newValue);
}
PKURelativeDateTimeFormatter * pkicu_ureldatefmt_open(const char * locale, PKUNumberFormat * nfToAdopt, PKUDateRelativeDateTimeFormatterStyle width, PKUDisplayContext capitalizationContext, PKUErrorCode * status) {
    return (PKURelativeDateTimeFormatter *)ureldatefmt_open((const char *)locale, (UNumberFormat *)nfToAdopt, (UDateRelativeDateTimeFormatterStyle)width, (UDisplayContext)capitalizationContext, (UErrorCode *)status);
}
void pkicu_ureldatefmt_close(PKURelativeDateTimeFormatter * formatter) {
    ureldatefmt_close((URelativeDateTimeFormatter *)formatter);
}
int32_t pkicu_ureldatefmt_format(const PKURelativeDateTimeFormatter * formatter, double offset, PKURelativeDateTimeUnit unit, uint16_t * result, int32_t resultCapacity, PKUErrorCode * status) {
    return (int32_t)ureldatefmt_format((const URelativeDateTimeFormatter *)formatter, (double)offset, (URelativeDateTimeUnit)unit, (UChar *)result, (int32_t)resultCapacity, (UErrorCode *)status);
}
PKUNumberFormatter * pkicu_unumf_openForSkeletonAndLocale(const uint16_t * skeleton, int32_t skeletonLen, const char * locale, PKUErrorCode * ec) {
    return (PKUNumberFormatter *)unumf_openForSkeletonAndLocale((const UChar *)skeleton, (int32_t)skeletonLen, (const char *)locale, (UErrorCode *)ec);
}
void pkicu_unumf_close(PKUNumberFormatter * formatter) {
    unumf_close((UNumberFormatter *)formatter);
}
PKUFormattedNumber * pkicu_unumf_openResult(PKUErrorCode * ec) {
    return (PKUFormattedNumber *)unumf_openResult((UErrorCode *)ec);
}
void pkicu_unumf_closeResult(PKUFormattedNumber * result) {
    unumf_closeResult((UFormattedNumber *)result);
}
void pkicu_unumf_formatInt(const PKUNumberFormatter * formatter, int64_t value, PKUFormattedNumber * result, PKUErrorCode * ec) {
    unumf_formatInt((const UNumberFormatter *)formatter, (int64_t)value, (UFormattedNumber *)result, (UErrorCode *)ec);
}
int32_t pkicu_unumf_resultToString(const PKUFormattedNumber * result, uint16_t * buffer, int32_t bufferCapacity, PKUErrorCode * ec) {
    return (int32_t)unumf_resultToString((const UFormattedNumber *)result, (UChar *)buffer, (int32_t)bufferCapacity, (UErrorCode *)ec);
}
PKUPluralRules * pkicu_uplrules_open(const char * locale, PKUErrorCode * status) {
    return (PKUPluralRules *)uplrules_open((const char *)locale, (UErrorCode *)status);
}
void pkicu_uplrules_close(PKUPluralRules * rules) {
    uplrules_close((UPluralRules *)rules);
}
int32_t pkicu_uplrules_select(const PKUPluralRules * rules, double number, uint16_t * keyword, int32_t capacity, PKUErrorCode * status) {
    return (int32_t)uplrules_select((const UPluralRules *)rules, (double)number, (UChar *)keyword, (int32_t)capacity, (UErrorCode *)status);
}
PKUListFormatter * pkicu_ulistfmt_openForType(const char * locale, PKUListFormatterType type, PKUListFormatterWidth width, PKUErrorCode * status) {
    return (PKUListFormatter *)ulistfmt_openForType((const char *)locale, (UListFormatterType)type, (UListFormatterWidth)width, (UErrorCode *)status);
}
void pkicu_ulistfmt_close(PKUListFormatter * formatter) {
    ulistfmt_close((UListFormatter *)formatter);
}
int32_t pkicu_ulistfmt_format(const PKUListFormatter * formatter, const uint16_t *const * strings, const int32_t * stringLengths, int32_t stringCount, uint16_t * result, int32_t resultCapacity, PKUErrorCode * status) {
    return (int32_t)ulistfmt_format((const UListFormatter *)formatter, (const UChar *const *)strings, (const int32_t *)stringLengths, (int32_t)stringCount, (UChar *)result, (int32_t)resultCapacity, (UErrorCode *)status);
}
