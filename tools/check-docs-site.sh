#!/usr/bin/env bash
# Serves the site tools/build-docs.sh made on 127.0.0.1 and loads pages in headless Chromium
# (Debian's `chromium` package), checking that the rendered DOM shows each page's title: the
# site is a JavaScript app, and a page that fails to load its data renders as an empty shell.
#
#   tools/check-docs-site.sh [SITE_DIR]              # default .build/docs-site
#   SCREENSHOTS=DIR tools/check-docs-site.sh         # also writes a PNG of each page to DIR
set -euo pipefail
cd "$(dirname "$0")/.."
site="${1:-$PWD/.build/docs-site}"
browser="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
[ -n "$browser" ] || { echo "check-docs-site: no chromium (apt-get install chromium)" >&2; exit 1; }
[ -d "$site/documentation" ] || { echo "check-docs-site: no site in $site (run tools/build-docs.sh)" >&2; exit 1; }

# Each page, and a heading the rendered page must show (the app writes it into the DOM only
# once the page's data has loaded and rendered).
pages=(
    "documentation/pickerkit|PickerKit"
    "documentation/pickerkit/gettingstarted|Getting started"
    "documentation/pickerkit/localizedpicker|LocalizedPicker"
    "documentation/pickerkit/gallery|Gallery"
)

port="${PORT:-$((20000 + RANDOM % 20000))}"
python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port" >/dev/null 2>&1 &
server=$!
profile="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null; rm -rf "$profile"' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
    sleep 0.1
done

# --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run
    --user-data-dir="$profile" --virtual-time-budget=15000 --window-size=1280,900)
failures=0
for entry in "${pages[@]}"; do
    path="${entry%%|*}"
    title="${entry#*|}"
    url="http://127.0.0.1:$port/$path"
    dom="$(timeout 120 "$browser" "${flags[@]}" --dump-dom "$url" 2>/dev/null || true)"
    # The title as the page's main heading, with the rendered content after it.
    if printf '%s' "$dom" | python3 -c '
import html, re, sys
dom, title = sys.stdin.read(), sys.argv[1]
headings = [html.unescape(re.sub(r"<[^>]+>", "", h)).strip()
            for h in re.findall(r"<h1[^>]*>(.*?)</h1>", dom, re.S)]
text = html.unescape(re.sub(r"<[^>]+>", " ", dom))
sys.exit(0 if title in headings and len(text.split()) > 40 else 1)' "$title"; then
        echo "check-docs-site: ok   /$path shows \"$title\""
    else
        echo "check-docs-site: FAIL /$path does not show \"$title\" (blank app shell?)" >&2
        failures=$((failures + 1))
    fi
    if [ -n "${SCREENSHOTS:-}" ]; then
        mkdir -p "$SCREENSHOTS"
        timeout 120 "$browser" "${flags[@]}" --screenshot="$SCREENSHOTS/$(basename "$path").png" "$url" \
            >/dev/null 2>&1 || true
    fi
done
[ "$failures" -eq 0 ]
