#!/usr/bin/env python3
"""Writes Sources/PickerKit/Locale/LocaleTables+Data.swift: the CLDR data that PickerKit's
Foundation provider needs and Foundation has no API for, read from the system ICU's C API.

Source: CLDR as shipped in the system ICU (Debian's libicu72: ICU 72.1, CLDR 42), under the
Unicode License v3 (NOTICES.md). The tables are facts of that data, read through ICU's public
C functions; nothing of ICU's code is copied. In the SystemICU configuration the test suite
checks every table against the live ICU (LocaleTablesTests), so a regenerated file that drifts
from the ICU it claims is caught. Run from anywhere:

    python3 tools/generate_locale_tables.py

The output's SHA-256 is printed and recorded in NOTICES.md.
"""
import ctypes
import hashlib
import os
import sys

VERSION = os.environ.get("ICU_VERSION", "72")
uc = ctypes.CDLL(f"libicuuc.so.{VERSION}")
i18n = ctypes.CDLL(f"libicui18n.so.{VERSION}")


def fn(lib, name, restype, *argtypes):
    f = getattr(lib, f"{name}_{VERSION}")
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


P = ctypes.c_void_p
I32 = ctypes.c_int32
STATUS = ctypes.POINTER(ctypes.c_int)
U16 = ctypes.POINTER(ctypes.c_uint16)
C = ctypes.c_char_p

uloc_countAvailable = fn(uc, "uloc_countAvailable", I32)
uloc_getAvailable = fn(uc, "uloc_getAvailable", C, I32)
udatpg_open = fn(i18n, "udatpg_open", P, C, STATUS)
udatpg_close = fn(i18n, "udatpg_close", None, P)
udatpg_getFieldDisplayName = fn(i18n, "udatpg_getFieldDisplayName", I32, P, ctypes.c_int, ctypes.c_int, U16, I32, STATUS)
uplrules_open = fn(i18n, "uplrules_open", P, C, STATUS)
uplrules_close = fn(i18n, "uplrules_close", None, P)
uplrules_select = fn(i18n, "uplrules_select", I32, P, ctypes.c_double, U16, I32, STATUS)
ulistfmt_openForType = fn(i18n, "ulistfmt_openForType", P, C, ctypes.c_int, ctypes.c_int, STATUS)
ulistfmt_close = fn(i18n, "ulistfmt_close", None, P)
ulistfmt_format = fn(i18n, "ulistfmt_format", I32, P, ctypes.POINTER(U16), ctypes.POINTER(I32), I32, U16, I32, STATUS)
u_getIntPropertyValue = fn(uc, "u_getIntPropertyValue", I32, ctypes.c_int32, ctypes.c_int)
uregion_getRegionFromCode = fn(i18n, "uregion_getRegionFromCode", P, C, STATUS)
uregion_getType = fn(i18n, "uregion_getType", ctypes.c_int, P)
unumsys_openAvailableNames = fn(i18n, "unumsys_openAvailableNames", P, STATUS)
uenum_next = fn(uc, "uenum_next", C, P, ctypes.POINTER(I32), STATUS)
uenum_close = fn(uc, "uenum_close", None, P)
unumsys_openByName = fn(i18n, "unumsys_openByName", P, C, STATUS)
unumsys_isAlgorithmic = fn(i18n, "unumsys_isAlgorithmic", ctypes.c_int8, P)
unumsys_close = fn(i18n, "unumsys_close", None, P)
unumsys_getDescription = fn(i18n, "unumsys_getDescription", I32, P, U16, I32, STATUS)
ures_openDirect = fn(uc, "ures_openDirect", P, C, C, STATUS)
ures_getByKey = fn(uc, "ures_getByKey", P, P, C, P, STATUS)
ures_getString = fn(uc, "ures_getString", U16, P, ctypes.POINTER(I32), STATUS)
ures_close = fn(uc, "ures_close", None, P)
udat_open = fn(i18n, "udat_open", P, ctypes.c_int, ctypes.c_int, C, U16, I32, U16, I32, STATUS)
udat_close = fn(i18n, "udat_close", None, P)
udat_getLocaleByType = fn(i18n, "udat_getLocaleByType", C, P, ctypes.c_int, STATUS)


def status():
    return ctypes.pointer(ctypes.c_int(0))


def failed(s):
    return s.contents.value > 0


def read(call):
    buffer = (ctypes.c_uint16 * 512)()
    s = status()
    n = call(buffer, 512, s)
    if failed(s):
        return None
    return bytes(buffer)[: n * 2].decode("utf-16-le")


locales = [uloc_getAvailable(i).decode() for i in range(uloc_countAvailable())]

# udatpg field numbers: year 1, quarter 2, month 3, week-of-year 4, day 9, dayperiod 10,
# hour 11, minute 12, second 13; widths: wide 0, narrow 2. DateField order in PickerKit:
# year, month, day, hour, minute, second, dayPeriod, week, quarter.
FIELDS = [1, 3, 9, 11, 12, 13, 10, 4, 2]


def field_names(locale):
    s = status()
    g = udatpg_open(locale.encode(), s)
    names = []
    for width in (0, 2):
        for field in FIELDS:
            names.append(read(lambda b, c, st: udatpg_getFieldDisplayName(g, field, width, b, c, st)) or "")
    udatpg_close(g)
    assert not any("\u00a6" in name for name in names)
    return "\u00a6".join(names)


LETTERS = {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"}


def plural_categories(locale):
    s = status()
    rules = uplrules_open(locale.encode(), s)
    out = []
    for number in range(1000):
        keyword = read(lambda b, c, st: uplrules_select(rules, float(number), b, c, st))
        out.append(LETTERS[keyword])
    uplrules_close(rules)
    return "".join(out)


def list_samples(locale):
    # ULISTFMT_TYPE_UNITS = 2, ULISTFMT_WIDTH_WIDE = 0; items are private-use markers.
    s = status()
    formatter = ulistfmt_openForType(locale.encode(), 2, 0, s)
    samples = []
    for count in (2, 3, 4):
        items = [chr(0xE000 + i) for i in range(count)]
        arrays = [(ctypes.c_uint16 * 2)(ord(item), 0) for item in items]
        pointers = (U16 * count)(*[ctypes.cast(a, U16) for a in arrays])
        lengths = (I32 * count)(*([1] * count))
        samples.append(read(lambda b, c, st: ulistfmt_format(formatter, pointers, lengths, count, b, c, st)))
    ulistfmt_close(formatter)
    assert not any("\u00a6" in sample for sample in samples)
    return "\u00a6".join(samples)


def availableFormat(bundle, path):
    s = status()
    handle = ures_openDirect(None, bundle.encode(), s)
    if failed(s) or not handle:
        return None
    opened = [handle]
    try:
        for part in ["calendar", "gregorian", "availableFormats"] + path.split("/"):
            s = status()
            nxt = ures_getByKey(opened[-1], part.encode(), None, s)
            if failed(s) or not nxt:
                return None
            opened.append(nxt)
        length = I32(0)
        s = status()
        text = ures_getString(opened[-1], ctypes.byref(length), s)
        if failed(s):
            return None
        return bytes(ctypes.cast(text, ctypes.POINTER(ctypes.c_uint16 * length.value)).contents).decode("utf-16-le")
    finally:
        for h in opened:
            ures_close(h)


def week_pattern(locale):
    name = locale
    while True:
        found = availableFormat(name, "yw/other")
        if found is not None:
            return found
        if name == "root":
            return ""
        name = name[: name.rindex("_")] if "_" in name else "root"


def pattern_locale(locale):
    s = status()
    zone = (ctypes.c_uint16 * 3)(*map(ord, "UTC"))
    fmt = udat_open(-1, 2, locale.encode(), zone, 3, None, 0, s)  # UDAT_NONE, UDAT_MEDIUM
    if failed(s):
        return ""
    s = status()
    name = udat_getLocaleByType(fmt, 0, s)  # ULOC_ACTUAL_LOCALE
    udat_close(fmt)
    return name.decode() if name else ""


def parent(locale):
    return locale[: locale.rindex("_")] if "_" in locale else ("root" if locale != "root" else None)


def by_locale(values):
    """Lines `locale<TAB>value`, leaving out a locale whose value equals its truncation parent's."""

    def lookup(locale):
        while locale is not None:
            if locale in values:
                return values[locale]
            locale = parent(locale)
        return None

    lines = []
    for locale in sorted(values):
        p = parent(locale)
        if p is not None and lookup(p) == values[locale]:
            continue
        lines.append(f"{locale}\t{values[locale]}")
    return "\n".join(lines)


def swift_literal(text):
    assert '"""#' not in text
    return '#"""\n' + text + '\n"""#'


def main():
    every = locales + ["root"]
    fields = by_locale({l: field_names(l) for l in every})
    sequences = {}
    plural_lines = []
    plurals = {l: plural_categories(l) for l in every}
    for locale in sorted(plurals):
        index = sequences.setdefault(plurals[locale], len(sequences))
        plural_lines.append(f"{locale}\t{index}")
    lists = by_locale({l: list_samples(l) for l in every})
    weeks = by_locale({l: week_pattern(l) for l in every})
    pattern_locales = "\n".join(f"{l}\t{pattern_locale(l)}" for l in sorted(locales))
    wide = []
    start = None
    for code in range(0x110000):
        w = u_getIntPropertyValue(code, 0x1004)  # UCHAR_EAST_ASIAN_WIDTH
        is_wide = w in (5, 3)  # U_EA_WIDE, U_EA_FULLWIDTH
        if is_wide and start is None:
            start = code
        if not is_wide and start is not None:
            wide.append(f"{start:X}-{code - 1:X}")
            start = None
    numeric = []
    for number in range(1000):
        s = status()
        region = uregion_getRegionFromCode(f"{number:03d}".encode(), s)
        if not failed(s) and region and uregion_getType(region) not in (0, 6):  # URGN_UNKNOWN, URGN_DEPRECATED
            numeric.append(f"{number:03d}")
    s = status()
    names = unumsys_openAvailableNames(s)
    algorithmic = []
    decimal = []
    while True:
        s = status()
        name = uenum_next(names, None, s)
        if not name:
            break
        s = status()
        system = unumsys_openByName(name, s)
        if not failed(s) and system and unumsys_isAlgorithmic(system):
            algorithmic.append(name.decode())
        elif not failed(s) and system:
            digits = read(lambda buf, cap, st: unumsys_getDescription(system, buf, cap, st))
            assert len(digits) == 10, (name, digits)
            decimal.append(f"{name.decode()}\t{digits}")
        unumsys_close(system)
    uenum_close(names)

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, "Sources/PickerKit/Locale/LocaleTables+Data.swift")
    parts = [
        "// Generated by tools/generate_locale_tables.py from CLDR 42 as shipped in ICU 72.1; do not edit.",
        "// Unicode License v3 (NOTICES.md). Checked against the live ICU by LocaleTablesTests.",
        "// swift-format-ignore-file",
        "",
        "extension LocaleTables {",
        "    /// Field display names by locale: wide then narrow, in `DateField` order, separated by ¦.",
        "    static let fieldNamesData = " + swift_literal(fields),
        "",
        "    /// Plural categories of the integers 0–999, one letter each (z o t f m x), by sequence number.",
        "    static let pluralSequencesData = " + swift_literal("\n".join(sorted(sequences, key=sequences.get))),
        "",
        "    /// Each locale's plural sequence number.",
        "    static let pluralLocalesData = " + swift_literal("\n".join(plural_lines)),
        "",
        "    /// Unit lists of 2, 3 and 4 items U+E000… written by `ulistfmt` (units, wide), separated by ¦.",
        "    static let unitListsData = " + swift_literal(lists),
        "",
        "    /// The Gregorian `availableFormats/yw/other` pattern by locale.",
        "    static let weekPatternsData = " + swift_literal(weeks),
        "",
        "    /// The locale whose date patterns ICU uses for each available locale.",
        "    static let patternLocalesData = " + swift_literal(pattern_locales),
        "",
        "    /// East Asian Wide and Fullwidth code points, as hexadecimal ranges.",
        "    static let eastAsianWideData = " + swift_literal(" ".join(wide)),
        "",
        "    /// The three-digit UN M.49 codes CLDR knows.",
        "    static let numericRegionsData = " + swift_literal(" ".join(numeric)),
        "",
        "    /// The numbering systems that are algorithmic rather than digit by digit.",
        "    static let algorithmicNumberingSystemsData = " + swift_literal(" ".join(sorted(algorithmic))),
        "",
        "    /// The digits 0–9 of every numbering system that writes numbers digit by digit, by name.",
        "    static let decimalDigitsData = " + swift_literal("\n".join(sorted(decimal))),
        "}",
        "",
    ]
    text = "\n".join(parts)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)
    print(path, len(text.encode()), "bytes, sha256", hashlib.sha256(text.encode()).hexdigest())


if __name__ == "__main__":
    sys.exit(main())
