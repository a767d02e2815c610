#!/usr/bin/env bash
# Takes the gallery's pictures for the documentation: builds a `locale-check gallery` of the
# pickers below, serves it on 127.0.0.1 and has headless Chromium (Debian's `chromium`, fonts
# from fonts-noto-core and fonts-noto-cjk) screenshot each page into the DocC catalog's
# Resources, where the "Gallery" article shows them. Rerun after a change to labels or pages:
#
#   tools/gallery-screenshots.sh            # uses .build/debug/locale-check (swift build first)
#   LOCALE_CHECK=path/to/locale-check tools/gallery-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."

tool="${LOCALE_CHECK:-.build/debug/locale-check}"
[ -x "$tool" ] || { echo "gallery-screenshots: no $tool (swift build --product locale-check)" >&2; exit 1; }
browser="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
[ -n "$browser" ] || { echo "gallery-screenshots: no chromium (apt-get install chromium)" >&2; exit 1; }
site=.build/gallery-screenshots
out=Sources/PickerKit/PickerKit.docc/Resources
rm -rf "$site"
mkdir -p "$out"

# Several galleries into one folder (each run rewrites index.html; the pages stay); a page that
# cannot be drawn fails the script.
for pair in zh_CN:chinese he_IL:hebrew fa_IR:persian ja_JP:japanese am_ET:ethiopic; do
    "$tool" gallery --out "$site" --locale "${pair%%:*}" --family calendars --calendar "${pair#*:}"
done
"$tool" gallery --out "$site" --locale ar_EG,en_US,zh_CN --family dates --mode date,date-time
"$tool" gallery --out "$site" --locale zh_CN --family ranges,cascade

port="${PORT:-$((20000 + RANDOM % 20000))}"
python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port" >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
    sleep 0.1
done

# picture name, page (the window is the 320 px sheet and its margins; the command line below is cut off)
shots=(
    "gallery-zh-CN-chinese-leap-month zh_CN/calendars-chinese.html"
    "gallery-ar-EG-date ar_EG/dates-date.html"
    "gallery-he-IL-hebrew he_IL/calendars-hebrew.html"
    "gallery-fa-IR-persian fa_IR/calendars-persian.html"
    "gallery-ja-JP-japanese ja_JP/calendars-japanese.html"
    "gallery-am-ET-ethiopic am_ET/calendars-ethiopic.html"
    "gallery-en-US-date-time en_US/dates-date-time.html"
    "gallery-zh-CN-present-range zh_CN/ranges-year-month-present.html"
    "gallery-zh-CN-division zh_CN/cascade-division.html"
)
for shot in "${shots[@]}"; do
    read -r name page <<<"$shot"
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=344,318 \
        --screenshot="$out/$name.png" "http://127.0.0.1:$port/$page" >/dev/null 2>&1
    echo "$out/$name.png ($(wc -c <"$out/$name.png") bytes) from $page"
done
