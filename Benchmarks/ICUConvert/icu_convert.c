// The C baseline for `locale-check convert --calendar NAME --json` over a range of ISO days:
// the same JSON lines computed by ICU (ucal_setMillis and field reads on a calendar opened
// with @calendar=NAME; the ISO date from a proleptic Gregorian UCalendar). Days in month and
// months in year come from ucal_getLimit(ACTUAL_MAXIMUM), read only when the month or year
// changes. Era codes are not mapped (always null): the loop does no less ICU work for it.
//
// Usage: icu_convert NAME [FIRST_ISO_YEAR LAST_ISO_YEAR]   (default 1 9999)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/ustring.h>

static UCalendar *open_calendar(const char *name, UCalendarType type, UErrorCode *status) {
    char locale[96];
    snprintf(locale, sizeof locale, "en_US_POSIX@calendar=%s", name);
    return ucal_open(u"UTC", -1, locale, type, status);
}

int main(int argc, char **argv) {
    if (argc != 2 && argc != 4) {
        fprintf(stderr, "usage: %s NAME [FIRST_YEAR LAST_YEAR]\n", argv[0]);
        return 64;
    }
    const char *name = argv[1];
    int first = argc == 4 ? atoi(argv[2]) : 1, last = argc == 4 ? atoi(argv[3]) : 9999;
    UErrorCode status = U_ZERO_ERROR;
    UCalendar *iso = open_calendar("gregorian", UCAL_GREGORIAN, &status);
    ucal_setGregorianChange(iso, -1.7976931348623157e308, &status);
    UCalendar *cal = open_calendar(name, UCAL_DEFAULT, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "ICU: %s\n", u_errorName(status));
        return 1;
    }
    int is_chinese = strcmp(name, "chinese") == 0, is_dangi = strcmp(name, "dangi") == 0;
    int hebrew = strcmp(name, "hebrew") == 0;
    ucal_clear(iso);
    ucal_setDate(iso, first, 0, 1, &status);
    double millis = ucal_getMillis(iso, &status) + 43200000.0;
    ucal_setDate(iso, last, 11, 31, &status);
    double end = ucal_getMillis(iso, &status) + 43200000.0;
    int last_month = -1, last_year = -1 << 30, days_in_month = 0, months_in_year = 0;
    for (; millis <= end; millis += 86400000.0) {
        ucal_setMillis(iso, millis, &status);
        ucal_setMillis(cal, millis, &status);
        int y = ucal_get(iso, UCAL_YEAR, &status), m = ucal_get(iso, UCAL_MONTH, &status) + 1;
        int d = ucal_get(iso, UCAL_DATE, &status);
        int year = ucal_get(cal, UCAL_EXTENDED_YEAR, &status);
        int month = ucal_get(cal, UCAL_MONTH, &status), day = ucal_get(cal, UCAL_DATE, &status);
        int leap = (is_chinese || is_dangi) ? ucal_get(cal, UCAL_IS_LEAP_MONTH, &status) : 0;
        if (is_chinese) year -= 2637;
        if (is_dangi) year -= 2333;
        if (month != last_month || year != last_year) {
            days_in_month = ucal_getLimit(cal, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &status);
            last_month = month;
        }
        if (year != last_year) {
            // ICU's Hebrew months are numbered 0-12 in every year (Adar I = 5 only in leap
            // years), so the month limit says 13 always; the year's length tells.
            months_in_year = hebrew ? (ucal_getLimit(cal, UCAL_DAY_OF_YEAR, UCAL_ACTUAL_MAXIMUM, &status) > 380 ? 13 : 12)
                                    : ucal_getLimit(cal, UCAL_MONTH, UCAL_ACTUAL_MAXIMUM, &status) + 1;
            last_year = year;
        }
        // Hebrew: ICU's month 5 is Adar I (M05L); 6 and later are M06…M12.
        int number = hebrew ? (month < 5 ? month + 1 : month) : month + 1;
        int leap_code = hebrew ? month == 5 : leap;
        if (hebrew && month == 5) number = 5;
        printf("{\"iso\":\"%04d-%02d-%02d\",\"calendar\":\"%s\",\"era\":null,\"year\":%d,\"monthCode\":\"M%02d%s\","
               "\"day\":%d,\"monthsInYear\":%d,\"daysInMonth\":%d}\n",
               y, m, d, name, year, number, leap_code ? "L" : "", day, months_in_year, days_in_month);
    }
    if (U_FAILURE(status)) {
        fprintf(stderr, "ICU: %s\n", u_errorName(status));
        return 1;
    }
    ucal_close(cal);
    ucal_close(iso);
    return 0;
}
