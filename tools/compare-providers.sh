#!/usr/bin/env bash
# Compares PickerKit's two locale-data providers over every locale the system ICU lists
# (805 with ICU 72) × the 14 calendars × the 11 modes: row labels, column order, display
# strings and spoken phrases, as the provider-parity executable prints them when built with
# the system ICU (default trait) and with Foundation (--disable-default-traits). Prints the
# identical share per kind of fact and every difference by class (tools/compare_providers.py);
# exits 1 when a difference has no class; PARITY_DIR=folder keeps the dumps there. About 10
# minutes on 2 cores, most of it the two release builds. Run from anywhere:
#
#     tools/compare-providers.sh [--same-data] [LOCALE ...]
#
# --same-data builds the system-ICU provider against the ICU that Foundation carries (the
# toolchain's _foundation_unicode headers, through one forwarding header per ICU header, and
# its static library), so that both providers read the same ICU 76 and CLDR 46: what still
# differs is the providers' own doing, not CLDR 42 against 46. Sizes and first-use times are
# not printed then (that build is a measurement, not a configuration anyone ships).
set -euo pipefail
cd "$(dirname "$0")/.."
same_data=0
if [ "${1:-}" = "--same-data" ]; then
    same_data=1
    shift
fi
swift build -c release --product provider-parity >&2
system="$(swift build -c release --show-bin-path)/provider-parity"
icu="$system"
if [ "$same_data" = 1 ]; then
    toolchain="$(dirname "$(dirname "$(command -v swift)")")"
    headers="$toolchain/lib/swift/_foundation_unicode"
    library="$toolchain/lib/swift_static/linux/lib_FoundationICU.a"
    [ -f "$headers/udatpg.h" ] && [ -f "$library" ] || {
        echo "compare-providers: --same-data needs Foundation's ICU headers and library ($headers, $library)" >&2
        exit 64
    }
    # <unicode/X.h> → <_foundation_unicode/X.h>, whose macros call the swift_-prefixed ICU 76.
    forwarding="$PWD/.build-same-data/forwarding"
    mkdir -p "$forwarding/unicode"
    for header in "$headers"/*.h; do
        name="$(basename "$header")"
        printf '#include <_foundation_unicode/%s>\n' "$name" >"$forwarding/unicode/$name"
    done
    flags=(
        --scratch-path .build-same-data
        -Xcc "-I$forwarding" -Xcc "-I$toolchain/lib/swift"
        -Xcxx "-I$forwarding" -Xcxx "-I$toolchain/lib/swift" -Xcxx -DU_SHOW_CPLUSPLUS_API=1
        -Xlinker "$library" -Xlinker -lstdc++
    )
    swift build -c release "${flags[@]}" --product provider-parity >&2
    icu="$(swift build -c release "${flags[@]}" --show-bin-path)/provider-parity"
fi
swift build -c release --disable-default-traits --scratch-path .build-foundation --product provider-parity >&2
foundation="$(swift build -c release --disable-default-traits --scratch-path .build-foundation --show-bin-path)/provider-parity"
work="${PARITY_DIR:-}"
if [ -z "$work" ]; then
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
if [ "$#" -gt 0 ]; then
    printf '%s\n' "$@" >"$work/locales"
else
    # The system ICU's locales, with --same-data too (ICU 76 lists more).
    "$system" --list >"$work/locales"
fi
echo "$(wc -l <"$work/locales") locales" >&2
"$icu" <"$work/locales" >"$work/icu.tsv" &
"$foundation" <"$work/locales" >"$work/foundation.tsv" &
wait
status=0
python3 tools/compare_providers.py "$work/icu.tsv" "$work/foundation.tsv" || status=$?
[ "$same_data" = 1 ] && exit "$status"

# Binary sizes (PickerKit is linked statically into the executable; stripped copies too) and
# the first use of a date picker in a fresh process, each provider in turn, five rounds.
echo
echo "binary      bytes      stripped"
for side in icu foundation; do
    binary="$icu"
    [ "$side" = foundation ] && binary="$foundation"
    strip -o "$work/$side.stripped" "$binary"
    printf '%-10s %10d %10d\n' "$side" "$(stat -c %s "$binary")" "$(stat -c %s "$work/$side.stripped")"
done
echo
echo "first date picker in a fresh process (make and label), microseconds, median of 5 rounds"
printf '%-8s %10s %10s %8s\n' locale icu foundation ratio
for locale in en_US zh_CN ar_EG ja_JP@calendar=japanese he_IL@calendar=hebrew; do
    for round in 1 2 3 4 5; do
        "$icu" --first-use "$locale" | cut -f2 >>"$work/icu.$round"
        "$foundation" --first-use "$locale" | cut -f2 >>"$work/foundation.$round"
    done
    python3 - "$locale" "$work" <<'PY'
import statistics, sys
locale, work = sys.argv[1], sys.argv[2]
def median(side):
    return statistics.median(int(open(f"{work}/{side}.{r}").read().split()[-1]) for r in range(1, 6))
i, f = median("icu"), median("foundation")
print(f"{locale:8} {i:10} {f:10} {f / i:7.2f}x")
PY
done
exit "$status"
