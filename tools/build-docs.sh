#!/usr/bin/env bash
# Builds the documentation site with the toolchain's docc (no plugin): the symbol graphs of the
# debug build, the catalog Sources/PickerKit/PickerKit.docc, and one static site for the three
# library products. Fails on any docc warning, so an unresolved ``Symbol`` link or a broken
# article fails the build.
#
#   tools/build-docs.sh              # the site in .build/docs-site
#   tools/build-docs.sh OUTPUT_DIR
#
# Serve the folder over HTTP to read it (a file:// URL shows an empty page), for example
# `python3 -m http.server --bind 127.0.0.1 --directory .build/docs-site 8000`, then open
# http://127.0.0.1:8000/documentation/pickerkit. tools/check-docs-site.sh does that in a
# headless browser.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
site="${1:-$root/.build/docs-site}"
work="$root/.build/docs-work"
docc="${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}"
[ -x "$docc" ] || docc="$(command -v docc)"

rm -rf "$work" "$site"
mkdir -p "$work"

# Symbol graphs of every module, from the debug build (built here if it is not yet). Before the
# test targets are built (no `swift test` yet), the dump also fails for the test-discovery
# modules; that is fine as long as the library's own graphs are fresh.
touch "$work/stamp"
if ! swift package dump-symbol-graph --minimum-access-level public >"$work/dump.log" 2>&1; then
    if grep "^error:" "$work/dump.log" | grep -qv "Failed to emit symbol graph for 'PickerKitPackage"; then
        cat "$work/dump.log" >&2
        exit 1
    fi
fi
graphs="$(swift build --show-bin-path)/../symbolgraph"
for module in PickerKit PickerKitCore PickerKitRegions PickerKitFoundation PickerKitUI; do
    if [ ! "$graphs/$module.symbols.json" -nt "$work/stamp" ]; then
        cat "$work/dump.log" >&2
        echo "build-docs: no fresh symbol graph for $module" >&2
        exit 1
    fi
done

# One module page for what an app imports: PickerKit, the engine it re-exports (PickerKitCore,
# where PickerModel and the selection types live), PickerKitRegions, PickerKitFoundation and PickerKitUI.
# Their symbol graphs are merged into one graph named PickerKit, so links between them resolve
# (docc cannot resolve symbol links between separately built modules); the articles say which
# import each type needs. Extensions of other modules (Swift, Foundation) stay extensions.
python3 - "$graphs" "$work/graphs" <<'PY'
import json, os, sys
graphs, out = sys.argv[1], sys.argv[2]
ours = ("PickerKit", "PickerKitCore", "PickerKitRegions", "PickerKitFoundation", "PickerKitUI")
merged = {}
for name in sorted(os.listdir(graphs)):
    if not name.endswith(".symbols.json"):
        continue
    module, _, extended = name[: -len(".symbols.json")].partition("@")
    if module not in ours:
        continue
    target = "PickerKit" if not extended or extended in ours else "PickerKit@" + extended
    graph = json.load(open(os.path.join(graphs, name)))
    if target in merged:
        merged[target]["symbols"] += graph["symbols"]
        merged[target]["relationships"] += graph["relationships"]
    else:
        graph["module"]["name"] = "PickerKit"
        merged[target] = graph
os.makedirs(out, exist_ok=True)
for target, graph in merged.items():
    json.dump(graph, open(os.path.join(out, target + ".symbols.json"), "w"))
print(f"build-docs: {sum(len(g['symbols']) for g in merged.values())} public symbols", file=sys.stderr)
PY

log="$work/docc.log"
"$docc" convert Sources/PickerKit/PickerKit.docc --additional-symbol-graph-dir "$work/graphs" \
    --fallback-display-name PickerKit --fallback-bundle-identifier org.pickerkit.PickerKit \
    --warnings-as-errors --transform-for-static-hosting --output-path "$site" >"$log" 2>&1 || {
    cat "$log" >&2
    echo "build-docs: docc failed (a warning counts as an error)" >&2
    exit 1
}
if grep -q "warning:" "$log"; then
    cat "$log" >&2
    echo "build-docs: docc warned" >&2
    exit 1
fi
echo "build-docs: site in $site (serve it, then open /documentation/pickerkit)"
