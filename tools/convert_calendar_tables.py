#!/usr/bin/env python3
"""Converts published calendar tables into PickerKit's generated Swift tables.

Development-time only: building and testing PickerKit never run this script or download anything.

Usage:

    python3 tools/convert_calendar_tables.py \\
        --cnlunar cnlunar-0.2.5-py3-none-any.whl \\
        --korean korean_lunar_calendar-0.4.0-py3-none-any.whl \\
        --hijridate hijridate-2.6.0-py3-none-any.whl \\
        --out Sources/PickerKitCore/Calendar/Tables \\
        [--check-borax borax-4.1.3-py3-none-any.whl] \\
        [--check-lunar-python lunar_python-1.4.8.tar.gz] \\
        [--check-zhdatetime zhdatetime-2.0.3-py3-none-any.whl] \\
        [--check-pylunardate pylunardate-0.0.3.tar.gz] \\
        [--check-ummalqura ummalqura-2.0.1.tar.gz]

Inputs (read as data: the named assignments are parsed with `ast.literal_eval`, never run;
only the cross-check against lunar_python and korean_lunar_calendar's own API runs code):

- chinese: cnlunar's `cnlunar/config.py` (`lunarMonthData`, `lunarNewYearList`), the Hong Kong
  Observatory's 公历与农历对照表 for lunar years 1901-2099.
- dangi: korean_lunar_calendar's `KOREAN_LUNAR_DATA` (Korea Astronomy and Space Science
  Institute), lunar years 1901-2049 (the package ends inside lunar year 2050).
- islamic-umalqura: hijridate's `MONTH_STARTS` (Umm al-Qura, 1343-1500 AH).

Outputs (deterministic: the same inputs give the same bytes):

- `ChineseTable.swift`, `DangiTable.swift`: one UInt32 per lunar year:
  bits 0-12 the lengths of the ordinal months 1-13 (bit m-1 set: month m has 30 days, else 29),
  bits 13-16 the leap month's number (the month it follows; 0: no leap month),
  bits 17-22 the day of the ISO year on which the lunar year begins (0 = January 1).
- `UmmAlQuraTable.swift`: one UInt64 per Hijri year:
  bits 0-23 the month lengths, two bits per month (bits 2(m-1)...2m-1: length - 28; the
  published table has eight 28- and 31-day months in 1343-1364 AH, kept as published),
  bits 24-43 the year's first day, in days after the table's first day.

Every table is checked for consistency (month lengths add up to the distance between new
years), and against second sources when given; disagreements are printed, month by month.
"""
import argparse
import ast
import datetime
import hashlib
import io
import os
import sys
import tarfile
import tempfile
import zipfile

GENERATOR = "tools/convert_calendar_tables.py"


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def read_member(archive, suffix):
    """The text of the archive member whose name ends with `suffix` (wheel or sdist)."""
    if archive.endswith(".whl") or archive.endswith(".zip"):
        with zipfile.ZipFile(archive) as zipped:
            names = [n for n in zipped.namelist() if n.endswith(suffix)]
            if len(names) != 1:
                sys.exit(f"{archive}: expected one member ending {suffix!r}, found {names}")
            return zipped.read(names[0]).decode("utf-8")
    with tarfile.open(archive) as tarred:
        names = [m for m in tarred.getmembers() if m.name.endswith(suffix)]
        if len(names) != 1:
            sys.exit(f"{archive}: expected one member ending {suffix!r}, found {[m.name for m in names]}")
        return tarred.extractfile(names[0]).read().decode("utf-8")


def literal(source, name, label):
    """The literal value assigned to `name` anywhere in `source` (module or class level)."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            return ast.literal_eval(node.value)
    sys.exit(f"{label}: no assignment to {name}")


def day_number(date):
    """PickerKit's day number: days since 0001-01-01 (proleptic Gregorian)."""
    return date.toordinal() - 1


def iso(number):
    return datetime.date.fromordinal(number + 1).isoformat()


# A lunisolar year as data: (new year's day number, [(month code, length), ...] in order).
def code(number, leap):
    return f"M{number:02d}{'L' if leap else ''}"


def months_from(lengths_by_number, leap_month, leap_length):
    months = []
    for number in range(1, 13):
        months.append((code(number, False), lengths_by_number[number]))
        if number == leap_month:
            months.append((code(number, True), leap_length))
    return months


def check_chain(label, years):
    """Month lengths are 29/30, 12 or 13 months, and each year ends where the next begins."""
    keys = sorted(years)
    for year in keys:
        start, months = years[year]
        if len(months) not in (12, 13) or any(length not in (29, 30) for _, length in months):
            sys.exit(f"{label} {year}: bad months {months}")
        if year + 1 in years and start + sum(length for _, length in months) != years[year + 1][0]:
            sys.exit(f"{label} {year}: months add up to {sum(l for _, l in months)} days but the next "
                     f"new year is {years[year + 1][0] - start} days later")


def month_starts(years):
    """{(year, code): (first day number, length)}."""
    result = {}
    for year, (start, months) in years.items():
        for month_code, length in months:
            result[(year, month_code)] = (start, length)
            start += length
    return result


def compare(label, ours, theirs, their_name):
    """Prints the months on which two lunisolar tables disagree; returns their count."""
    mine = month_starts(ours)
    other = month_starts(theirs)
    common = sorted(set(ours) & set(theirs))
    differences = []
    for year in common:
        codes_a = [c for c, _ in ours[year][1]]
        codes_b = [c for c, _ in theirs[year][1]]
        for month_code in sorted(set(codes_a) | set(codes_b), key=lambda c: (c[1:3], c)):
            a = mine.get((year, month_code))
            b = other.get((year, month_code))
            if a != b:
                differences.append((year, month_code, a, b))
    print(f"{label} vs {their_name}: lunar years {common[0]}-{common[-1]}: {len(differences)} month(s) differ")
    for year, month_code, a, b in differences:
        show = lambda v: "absent" if v is None else f"{iso(v[0])} ({v[1]} days)"
        print(f"  {year}-{month_code}: ours {show(a)}, {their_name} {show(b)}")
    return len(differences)


# ---------------------------------------------------------------------------------------------
# chinese: cnlunar (Hong Kong Observatory)

def chinese_from_cnlunar(wheel):
    source = read_member(wheel, "cnlunar/config.py")
    start_year = literal(source, "START_YEAR", wheel)
    month_data = literal(source, "lunarMonthData", wheel)
    new_years = literal(source, "lunarNewYearList", wheel)
    years = {}
    for index, data in enumerate(month_data):
        year = start_year + index
        lengths = {m: 30 if data & (1 << (m - 1)) else 29 for m in range(1, 13)}
        leap = (data >> 13) & 0xF
        leap_length = 30 if data & (1 << 12) else 29
        packed_new_year = new_years[index]
        start = day_number(datetime.date(year, (packed_new_year >> 5) & 0x3, packed_new_year & 0x1F))
        years[year] = (start, months_from(lengths, leap, leap_length))
    return years


def chinese_from_borax(wheel):
    source = read_member(wheel, "borax/calendars/lunardate.py")
    infos = literal(source, "YEAR_INFOS", wheel)
    start = day_number(datetime.date(1900, 1, 31))
    years = {}
    for index, info in enumerate(infos):
        leap = info & 0xF
        lengths = {m: 30 if (info >> (16 - m)) & 1 else 29 for m in range(1, 13)}
        leap_length = 30 if (info >> 16) & 1 else 29
        months = months_from(lengths, leap, leap_length)
        years[1900 + index] = (start, months)
        start += sum(length for _, length in months)
    return years


def chinese_from_lunar_python(sdist, first, last):
    with tempfile.TemporaryDirectory() as directory:
        with tarfile.open(sdist) as tarred:
            tarred.extractall(directory, filter="data")
        roots = [os.path.join(directory, d) for d in os.listdir(directory)]
        sys.path.insert(0, roots[0])
        try:
            from lunar_python import LunarYear
            years = {}
            for year in range(first, last + 1):
                months = []
                start = None
                for month in LunarYear.fromYear(year).getMonthsInYear():
                    number = month.getMonth()
                    if start is None:
                        start = month.getFirstJulianDay() - 1721426
                    months.append((code(abs(number), number < 0), month.getDayCount()))
                years[year] = (start, months)
            return years
        finally:
            sys.path.pop(0)


def chinese_from_zhdatetime(wheel, first_day, last_day):
    """zhDateTime's reading of every day (its own copy of the Hong Kong Observatory table)."""
    sys.path.insert(0, os.path.abspath(wheel))
    try:
        from zhDateTime import zhDateTime
        starts = []
        for number in range(first_day, last_day + 2):
            date = datetime.date.fromordinal(number + 1)
            day = zhDateTime.from_western_format(date.year, date.month, date.day)
            if day.chinese_calendar_day == 1:
                starts.append((day.western_year, code(day.chinese_calendar_month, day.is_leap_month), number))
        years = {}
        for (year, month_code, start), (_, _, end) in zip(starts, starts[1:]):
            if month_code == "M01":
                years[year] = (start, [])
            if year in years:
                years[year][1].append((month_code, end - start))
        return years
    finally:
        sys.path.pop(0)


# ---------------------------------------------------------------------------------------------
# dangi: korean_lunar_calendar (KASI)

KOREAN_BASE_YEAR = 1000


def dangi_from_korean(wheel, first, last):
    source = read_member(wheel, "korean_lunar_calendar/korean_lunar_calendar.py")
    data = literal(source, "KOREAN_LUNAR_DATA", wheel)
    base = literal(source, "KOREAN_LUNAR_BASE_YEAR", wheel)
    difference = literal(source, "SOLAR_LUNAR_DAY_DIFF", wheel)
    if base != KOREAN_BASE_YEAR:
        sys.exit(f"{wheel}: unexpected base year {base}")
    # The package counts lunar days from lunar 1000-01-01 (day 1) and solar days from solar
    # 1000-01-01 minus `difference`, with its own leap-year flag per solar year (bit 30). The
    # solar count is anchored here at 1901-01-01, which the flags reach the package's way.
    solar_days_before_1901 = sum(366 if (data[y - base] >> 30) & 1 else 365 for y in range(base, 1901))
    lunar_absolute = 1
    years = {}
    for year in range(base, last + 1):
        info = data[year - base]
        year_days = (info >> 17) & 0x1FF
        if year >= first:
            solar_absolute_1901 = solar_days_before_1901 + 1 - difference
            start = day_number(datetime.date(1901, 1, 1)) + (lunar_absolute - solar_absolute_1901)
            lengths = {m: 30 if (info >> (12 - m)) & 1 else 29 for m in range(1, 13)}
            leap = (info >> 12) & 0xF
            leap_length = 30 if (info >> 16) & 1 else 29
            months = months_from(lengths, leap, leap_length)
            if sum(length for _, length in months) != year_days:
                sys.exit(f"dangi {year}: months add up to {sum(l for _, l in months)}, table says {year_days}")
            years[year] = (start, months)
        lunar_absolute += year_days
    return years


def check_dangi_with_package_api(wheel, years):
    """Each month's first day as korean_lunar_calendar's own API converts it."""
    sys.path.insert(0, os.path.abspath(wheel))
    try:
        from korean_lunar_calendar import KoreanLunarCalendar
        calendar = KoreanLunarCalendar()
        for (year, month_code), (start, _) in sorted(month_starts(years).items()):
            calendar.setLunarDate(year, int(month_code[1:3]), 1, month_code.endswith("L"))
            got = day_number(datetime.date(calendar.solarYear, calendar.solarMonth, calendar.solarDay))
            if got != start:
                sys.exit(f"dangi {year}-{month_code}: decoded {iso(start)}, package API says {iso(got)}")
    finally:
        sys.path.pop(0)
    print(f"dangi: every month's first day agrees with korean_lunar_calendar's own API ({len(month_starts(years))} months)")


def dangi_from_pylunardate(sdist):
    source = read_member(sdist, "lunardate/__init__.py")
    infos = literal(source, "KOREAN_LUNAR_YEAR_INFO", sdist)
    kinds = literal(source, "LUNARDAYS_FOR_MONTHTYPE", sdist)
    start = day_number(datetime.date(1900, 1, 31))
    years = {}
    for index, info in enumerate(infos):
        months = []
        for number, kind in enumerate(info[1:], start=1):
            _, normal, leap = kinds[kind]
            months.append((code(number, False), normal))
            if leap:
                months.append((code(number, True), leap))
        years[1900 + index] = (start, months)
        if sum(length for _, length in months) != info[0]:
            sys.exit(f"pylunardate {1900 + index}: months add up to {sum(l for _, l in months)}, row says {info[0]}")
        start += info[0]
    return years


# ---------------------------------------------------------------------------------------------
# islamic-umalqura: hijridate

RJD_TO_DAY_NUMBER = 2400000 - 1721426  # reduced Julian day -> days since 0001-01-01


def umalqura_from_hijridate(wheel):
    source = read_member(wheel, "hijridate/ummalqura.py")
    starts = literal(source, "MONTH_STARTS", wheel)
    hijri_range = literal(source, "HIJRI_RANGE", wheel)
    first, last = hijri_range[0][0], hijri_range[1][0]
    if len(starts) != (last - first + 1) * 12 + 1:
        sys.exit(f"{wheel}: MONTH_STARTS has {len(starts)} entries for {first}-{last}")
    years = {}
    for index in range(last - first + 1):
        row = [s + RJD_TO_DAY_NUMBER for s in starts[index * 12:index * 12 + 13]]
        lengths = [row[m + 1] - row[m] for m in range(12)]
        # The published table has a few 28- and 31-day months (1343-1364 AH); kept as published.
        if any(length not in (28, 29, 30, 31) for length in lengths):
            sys.exit(f"umalqura {first + index}: month lengths {lengths}")
        years[first + index] = (row[0], lengths)
    return years


def umalqura_from_ummalqura(sdist):
    source = read_member(sdist, "ummalqura/ummalqura_arrray.py")
    starts = literal(source, "ummalqura_dat", sdist)
    # hijri.py: index = (year - 1) * 12 + month - 16260 - 1, i.e. entry 0 is 1356-01.
    first_year = 1356
    years = {}
    for index in range(len(starts) // 12):
        if index * 12 + 12 >= len(starts):
            break
        row = [s + RJD_TO_DAY_NUMBER for s in starts[index * 12:index * 12 + 13]]
        years[first_year + index] = (row[0], [row[m + 1] - row[m] for m in range(12)])
    return years


def compare_umalqura(ours, theirs, their_name):
    common = sorted(set(ours) & set(theirs))
    differences = []
    for year in common:
        start_a, lengths_a = ours[year]
        start_b, lengths_b = theirs[year]
        day_a, day_b = start_a, start_b
        for month in range(12):
            if (day_a, lengths_a[month]) != (day_b, lengths_b[month]):
                differences.append((year, month + 1, day_a, lengths_a[month], day_b, lengths_b[month]))
            day_a += lengths_a[month]
            day_b += lengths_b[month]
    print(f"islamic-umalqura vs {their_name}: AH {common[0]}-{common[-1]}: {len(differences)} month(s) differ")
    for year, month, a, la, b, lb in differences:
        print(f"  {year}-M{month:02d}: ours {iso(a)} ({la} days), {their_name} {iso(b)} ({lb} days)")
    return len(differences)


# ---------------------------------------------------------------------------------------------
# Swift output

def header(title, inputs, layout):
    lines = [f"// Generated by {GENERATOR}; do not edit. Regenerate as Resources/README.md says.",
             f"// {title}"]
    for name, path in inputs:
        lines.append(f"// Input: {name} {os.path.basename(path)} (SHA-256 {sha256(path)})")
    lines.extend(f"// {line}" for line in layout)
    return "\n".join(lines) + "\n"


def grouped_hex(value, width):
    """`0x0062_0752`: hex digits in groups of four, as swift-format writes them."""
    digits = f"{value:0{width}X}"
    head = len(digits) % 4 or 4
    groups = [digits[:head]] + [digits[i:i + 4] for i in range(head, len(digits), 4)]
    return "0x" + "_".join(groups)


def hex_rows(values, per_row, width=8, indent="        "):
    rows = []
    for index in range(0, len(values), per_row):
        rows.append(indent + ", ".join(grouped_hex(v, width) for v in values[index:index + per_row]) + ",")
    return "\n".join(rows)


LUNISOLAR_LAYOUT = [
    "One UInt32 per lunar year, from `firstYear` on:",
    "  bits 0-12: lengths of the ordinal months 1-13 (bit m-1 set: 30 days, else 29),",
    "  bits 13-16: the leap month's number, the month it follows (0: none),",
    "  bits 17-22: the day of the ISO year on which the lunar year begins (0: January 1).",
]


def pack_lunisolar(years):
    packed = []
    for year in sorted(years):
        start, months = years[year]
        bits = 0
        for index, (_, length) in enumerate(months):
            if length == 30:
                bits |= 1 << index
        leap = next((int(c[1:3]) for c, _ in months if c.endswith("L")), 0)
        new_year_day = start - day_number(datetime.date(year, 1, 1))
        if not 0 <= new_year_day < 64:
            sys.exit(f"{year}: new year's day {iso(start)} does not fit")
        packed.append(bits | leap << 13 | new_year_day << 17)
    return packed


def write_lunisolar(path, type_name, summary, inputs, years):
    first, last = min(years), max(years)
    packed = pack_lunisolar(years)
    end = years[last][0] + sum(length for _, length in years[last][1]) - 1
    text = header(summary, inputs, LUNISOLAR_LAYOUT)
    text += f"""
/// {summary}: lunar years {first}-{last}, ISO {iso(years[first][0])}...{iso(end)}.
enum {type_name} {{
    /// The first lunar year (the related ISO year) in ``years``.
    static let firstYear = {first}
    /// The day numbers the table covers: ISO {iso(years[first][0])}...{iso(end)}.
    static let dayNumbers = {years[first][0]}...{end}
    /// One entry per lunar year {first}-{last} (see the layout in the header).
    static let years: [UInt32] = [
{hex_rows(packed, 8)}
    ]
}}
"""
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    return len(packed)


def write_umalqura(path, inputs, years):
    first, last = min(years), max(years)
    base = years[first][0]
    packed = []
    for year in sorted(years):
        start, lengths = years[year]
        bits = sum((lengths[m] - 28) << (2 * m) for m in range(12))
        packed.append(bits | (start - base) << 24)
    end = years[last][0] + sum(years[last][1]) - 1
    layout = ["One UInt64 per Hijri year, from `firstYear` on:",
              "  bits 0-23: month lengths, two bits per month: bits 2(m-1)...2m-1 hold length - 28",
              "  (the published table has eight 28- and 31-day months in 1343-1364 AH),",
              "  bits 24-43: the year's first day, in days after `firstDayNumber`."]
    summary = "The Umm al-Qura calendar of Saudi Arabia, from hijridate's table"
    text = header(summary, inputs, layout)
    text += f"""
/// {summary}: AH {first}-{last}, ISO {iso(base)}...{iso(end)}.
enum UmmAlQuraTable {{
    /// The first Hijri year in ``years``.
    static let firstYear = {first}
    /// The day number of 1 Muharram {first} (ISO {iso(base)}).
    static let firstDayNumber = {base}
    /// The day numbers the table covers: ISO {iso(base)}...{iso(end)}.
    static let dayNumbers = {base}...{end}
    /// One entry per Hijri year {first}-{last} (see the layout in the header).
    static let years: [UInt64] = [
{hex_rows(packed, 6, width=12)}
    ]
}}
"""
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    return len(packed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cnlunar", required=True)
    parser.add_argument("--korean", required=True)
    parser.add_argument("--hijridate", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--check-borax")
    parser.add_argument("--check-lunar-python")
    parser.add_argument("--check-zhdatetime")
    parser.add_argument("--check-pylunardate")
    parser.add_argument("--check-ummalqura")
    arguments = parser.parse_args()

    chinese = chinese_from_cnlunar(arguments.cnlunar)
    check_chain("chinese", chinese)
    dangi = dangi_from_korean(arguments.korean, 1901, 2049)
    check_chain("dangi", dangi)
    umalqura = umalqura_from_hijridate(arguments.hijridate)
    for year in sorted(umalqura)[:-1]:
        if umalqura[year][0] + sum(umalqura[year][1]) != umalqura[year + 1][0]:
            sys.exit(f"umalqura {year}: does not end where {year + 1} begins")

    for name, path in [("cnlunar", arguments.cnlunar), ("korean_lunar_calendar", arguments.korean),
                       ("hijridate", arguments.hijridate)]:
        print(f"input {name}: {os.path.basename(path)} SHA-256 {sha256(path)}")

    if arguments.check_borax:
        compare("chinese", chinese, chinese_from_borax(arguments.check_borax), "borax")
    if arguments.check_lunar_python:
        compare("chinese", chinese, chinese_from_lunar_python(arguments.check_lunar_python, 1901, 2099),
                "lunar_python")
    if arguments.check_zhdatetime:
        last = max(chinese)
        end = chinese[last][0] + sum(length for _, length in chinese[last][1]) - 1
        compare("chinese", chinese, chinese_from_zhdatetime(arguments.check_zhdatetime, chinese[min(chinese)][0], end),
                "zhDateTime")
    check_dangi_with_package_api(arguments.korean, dangi)
    if arguments.check_pylunardate:
        compare("dangi", dangi, dangi_from_pylunardate(arguments.check_pylunardate), "pylunardate")
    compare("dangi", dangi, chinese, "chinese (HKO, UTC+8)")
    if arguments.check_ummalqura:
        compare_umalqura(umalqura, umalqura_from_ummalqura(arguments.check_ummalqura), "ummalqura")

    os.makedirs(arguments.out, exist_ok=True)
    count = write_lunisolar(
        os.path.join(arguments.out, "ChineseTable.swift"), "ChineseTable",
        "The Chinese calendar, from the Hong Kong Observatory's tables as cnlunar carries them",
        [("cnlunar", arguments.cnlunar)], chinese)
    print(f"ChineseTable.swift: {count} lunar years")
    count = write_lunisolar(
        os.path.join(arguments.out, "DangiTable.swift"), "DangiTable",
        "The Korean calendar (dangi), from KASI's tables as korean_lunar_calendar carries them",
        [("korean_lunar_calendar", arguments.korean)], dangi)
    print(f"DangiTable.swift: {count} lunar years")
    count = write_umalqura(os.path.join(arguments.out, "UmmAlQuraTable.swift"),
                           [("hijridate", arguments.hijridate)], umalqura)
    print(f"UmmAlQuraTable.swift: {count} Hijri years")


if __name__ == "__main__":
    main()
