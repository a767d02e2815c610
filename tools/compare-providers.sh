#!/usr/bin/env bash
# Compares PickerKit's two locale-data providers over every locale the system ICU lists
# (805 with ICU 72) × the 14 calendars × the 11 modes: row labels, column order, display
# strings and spoken phrases, as the provider-parity executable prints them when built with
# the system ICU (default trait) and with Foundation (--disable-default-traits). Prints the
# identical share per kind of fact and every difference by class (tools/compare_providers.py);
# exits 1 when a difference has no class. About 10 minutes on 2 cores, most of it the two
# release builds. Run from anywhere:
#
#     tools/compare-providers.sh [LOCALE ...]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product provider-parity >&2
swift build -c release --disable-default-traits --scratch-path .build-foundation --product provider-parity >&2
icu="$(swift build -c release --show-bin-path)/provider-parity"
foundation="$(swift build -c release --disable-default-traits --scratch-path .build-foundation --show-bin-path)/provider-parity"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ "$#" -gt 0 ]; then
    printf '%s\n' "$@" >"$work/locales"
else
    "$icu" --list >"$work/locales"
fi
echo "$(wc -l <"$work/locales") locales" >&2
"$icu" <"$work/locales" >"$work/icu.tsv" &
"$foundation" <"$work/locales" >"$work/foundation.tsv" &
wait
python3 tools/compare_providers.py "$work/icu.tsv" "$work/foundation.tsv"
