#!/bin/sh
# Whole-process comparison: `locale-check convert --json` over ISO 0001-01-01…9999-12-31 in an
# arithmetic calendar against a C loop over ICU producing the same JSON lines (icu_convert.c).
# Builds both (release), checks the outputs' line counts agree, prints wall times and the ratio.
#
# Usage: Benchmarks/ICUConvert/run.sh [CALENDAR ...]   (default: hebrew persian)
set -eu
cd "$(dirname "$0")/../.."
build=.build/icu-convert
mkdir -p "$build"
cc -O2 -o "$build/icu_convert" Benchmarks/ICUConvert/icu_convert.c $(pkg-config --cflags --libs icu-i18n icu-uc)
swift build -c release --product locale-check >/dev/null
tool=$(swift build -c release --show-bin-path)/locale-check
[ $# -gt 0 ] || set -- hebrew persian
now() { date +%s.%N; }
for calendar in "$@"; do
    start=$(now)
    swift_lines=$("$tool" convert --calendar "$calendar" --json --from 0001-01-01 --to 9999-12-31 | wc -l)
    middle=$(now)
    c_lines=$("$build/icu_convert" "$calendar" 1 9999 | wc -l)
    end=$(now)
    awk -v c="$calendar" -v s="$start" -v m="$middle" -v e="$end" -v sl="$swift_lines" -v cl="$c_lines" 'BEGIN {
        printf "%s: locale-check convert %.2f s (%d lines), C loop over ICU %.2f s (%d lines): %.1fx\n",
            c, m - s, sl, e - m, cl, (e - m) / (m - s) }'
done
