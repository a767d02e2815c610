#!/usr/bin/env bash
# The spread of the ratio guard's ratios, and the floors set from it (Benchmarks/README.md,
# "The ratio guard").
#
#     tools/guard-spread.sh RUNS [--write-floors] [--only TEXT]...
#
# Builds the release locale-check and pickerkit-benchmarks, runs the guard's measurements RUNS
# times (at least 10), and writes the lowest and highest of each ratio over the runs to
# Benchmarks/Results/2026-12-07-guard-spread.txt (with --only, DATE-guard-spread-added.txt;
# GUARD_SPREAD_OUT overrides). With
# --write-floors it also sets the floors of the measured ratios in the floors table,
# Benchmarks/PickerKitBenchmarks/GuardFloors.swift, by the rule floor = lowest / 1.15 (so a
# 1.3x slip from the lowest fails), keeping every other ratio's floor, rebuilds, and runs the
# guard once against the new floors. `--only TEXT` (repeatable) measures only the ratios whose
# name contains TEXT, as the guard's own option: new ratios get their floors without the others
# being re-measured. After a speed-up lands, this is the one command (every ratio):
#
#     tools/guard-spread.sh 10 --write-floors
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-}"
shift || true
write_floors=no
only=()
while [ $# -gt 0 ]; do
    case "$1" in
        --write-floors) write_floors=yes; shift ;;
        --only)
            if [ $# -lt 2 ]; then runs=""; break; fi
            only+=(--only "$2"); shift 2 ;;
        *) runs=""; break ;;
    esac
done
if ! [[ "$runs" =~ ^[0-9]+$ ]] || [ "$runs" -lt 10 ]; then
    echo "usage: tools/guard-spread.sh RUNS [--write-floors] [--only TEXT]...   (RUNS >= 10)" >&2
    exit 64
fi
# With --only the spread of those ratios goes to a file of its own, beside the whole one.
if [ ${#only[@]} -eq 0 ]; then
    out="${GUARD_SPREAD_OUT:-Benchmarks/Results/2026-12-07-guard-spread.txt}"
else
    out="${GUARD_SPREAD_OUT:-Benchmarks/Results/$(date -u +%F)-guard-spread-added.txt}"
fi
floors_file=Benchmarks/PickerKitBenchmarks/GuardFloors.swift
margin=1.15

# GUARD_BENCHMARKS names a pickerkit-benchmarks binary to run instead of building one (with
# LOCALE_CHECK, a locale-check): a copy keeps measuring while the tree is rebuilt.
if [ -z "${GUARD_BENCHMARKS:-}" ]; then
    swift build -c release --product locale-check
    swift build -c release --package-path Benchmarks --product pickerkit-benchmarks
fi
bench="${GUARD_BENCHMARKS:-$(swift build -c release --package-path Benchmarks --show-bin-path)/pickerkit-benchmarks}"
export LOCALE_CHECK="${LOCALE_CHECK:-$PWD/.build/release/locale-check}"
commit="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Benchmarks || echo ' + local changes')"

# GUARD_SPREAD_DIR keeps each run's ratios there (and an interrupted spread resumes: a run
# whose ratios are there is not repeated); by default they go to a directory removed at exit.
if [ -n "${GUARD_SPREAD_DIR:-}" ]; then
    scratch="$GUARD_SPREAD_DIR"
    mkdir -p "$scratch"
else
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
fi
started=$(date +%s)
# Runs at once (GUARD_SPREAD_JOBS, default 1): counts do not depend on the load, so parallel
# runs only finish sooner.
parallel="${GUARD_SPREAD_JOBS:-1}"
one_run() {
    if [ -s "$scratch/run-$1.tsv" ]; then
        echo "run $1 of $runs: kept from an earlier invocation"
        return
    fi
    # The exit status is the verdict against the current floors; only the ratios matter here.
    "$bench" guard ${only[@]+"${only[@]}"} --ratios "$scratch/run-$1.tsv" >"$scratch/run-$1.log" 2>&1 || true
    echo "run $1 of $runs: $(tail -1 "$scratch/run-$1.log" | sed -E 's/(not measured|floors): .* \(/\1 (/')"
}
for run in $(seq 1 "$runs"); do
    one_run "$run" &
    if [ $((run % parallel)) -eq 0 ]; then wait; fi
done
wait
for run in $(seq 1 "$runs"); do
    if ! [ -s "$scratch/run-$run.tsv" ]; then
        echo "run $run measured nothing:" >&2
        tail -20 "$scratch/run-$run.log" >&2
        exit 1
    fi
done
elapsed=$(($(date +%s) - started))

# One line per ratio, in the guard's order: name, runs, min, max, floor, mean baseline and
# PickerKit instructions per operation.
cat "$scratch"/run-*.tsv | awk -F'\t' -v OFS='\t' -v margin="$margin" '
    !($1 in low) { order[++n] = $1; low[$1] = $2; high[$1] = $2 }
    { if ($2 + 0 < low[$1] + 0) low[$1] = $2; if ($2 + 0 > high[$1] + 0) high[$1] = $2
      runs[$1]++; base[$1] += $3; subject[$1] += $4 }
    END {
        for (i = 1; i <= n; i++) {
            k = order[i]
            print k, runs[k], low[k], high[k], sprintf("%.4g", low[k] / margin), base[k] / runs[k], subject[k] / runs[k]
        }
    }' >"$scratch/spread.tsv"

{
    echo "Ratio guard spread: $runs runs of \`pickerkit-benchmarks guard\`, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "commit $commit;" \
        "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; $elapsed s for all runs"
    echo "Command: tools/guard-spread.sh $runs${only[@]+ ${only[*]}}$([ "$write_floors" = yes ] && echo ' --write-floors')"
    echo "Ratio = instructions per operation (callgrind) of the baseline / PickerKit's; floor = min / $margin,"
    echo "so a 1.3x slip from min fails. Last two columns: mean instructions per operation, baseline"
    echo "and PickerKit (per line for the bulk ratios; whole first use for the first pickers)."
    echo
    printf "%-42s %4s %10s %10s %8s %9s %12s %12s\n" ratio runs min max max/min floor baseline PickerKit
    awk -F'\t' '{ printf "%-42s %4d %10.4f %10.4f %8.5f %9s %12.1f %12.1f\n", $1, $2, $3, $4, $4 / $3, $5, $6, $7 }' \
        "$scratch/spread.tsv"
} >"$out"
echo "wrote $out"

if [ "$write_floors" = yes ]; then
    # The floors of the ratios not measured now stay as they are (name<TAB>floor, in the
    # table's order), then the measured ones, each replacing its old floor.
    sed -nE 's/^ *"(.*)": ([0-9.e+-]+),$/\1\t\2/p' "$floors_file" >"$scratch/old-floors.tsv"
    awk -F'\t' -v OFS='\t' 'NR == FNR { measured[$1] = $5; next }
        ($1 in measured) { print $1, measured[$1]; delete measured[$1]; next }
        { print }
        END { }' "$scratch/spread.tsv" "$scratch/old-floors.tsv" >"$scratch/floors.tsv"
    awk -F'\t' -v OFS='\t' 'NR == FNR { kept[$1] = 1; next } !($1 in kept) { print $1, $5 }' \
        "$scratch/floors.tsv" "$scratch/spread.tsv" >>"$scratch/floors.tsv"
    {
        echo "// Written by tools/guard-spread.sh --write-floors; re-derive rather than edit by hand."
        echo
        echo "/// The floor of every ratio \`\`RatioGuard\`\` checks, by \`\`GuardedRatio/name\`\`: the one table to"
        echo "/// re-set after a speed-up lands (\`tools/guard-spread.sh 10 --write-floors\`)."
        echo "///"
        echo "/// Rule: floor = the lowest ratio over the spread's runs / $margin, so the same ratio 1.3x lower"
        echo "/// (a guarded operation 1.3x slower) fails, with 15% of room for counts that move without a"
        if [ ${#only[@]} -eq 0 ]; then
            echo "/// slip. Spread: \`$out\` ($runs runs, commit $commit)."
        else
            echo "/// slip. Spreads: \`Benchmarks/Results/\`; the last, of the ratios \`--only\` named, is"
            echo "/// \`$out\` ($runs runs, commit $commit)."
        fi
        echo "enum GuardFloors {"
        echo "    static let floors: [String: Double] = ["
        awk -F'\t' '{ printf "        \"%s\": %s,\n", $1, $2 }' "$scratch/floors.tsv"
        echo "    ]"
        echo "}"
    } >"$floors_file"
    swift format -i "$floors_file"
    echo "wrote $floors_file"
    if [ -z "${GUARD_BENCHMARKS:-}" ]; then
        swift build -c release --package-path Benchmarks --product pickerkit-benchmarks
        "$bench" guard
    else
        echo "rebuild pickerkit-benchmarks and run its guard to check the new floors"
    fi
fi
