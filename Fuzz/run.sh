#!/usr/bin/env bash
# Builds every fuzzer (selection, cascade, locale ids, display strings) with libFuzzer and AddressSanitizer, then runs each for SECONDS.
# Usage: Fuzz/run.sh SECONDS   (new corpus entries go to Fuzz/.build/corpus-*, crashes to Fuzz/artifacts/)
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:?usage: Fuzz/run.sh SECONDS}"
# -sanitize=fuzzer together with -sanitize=address compiles Swift with no coverage counters
# (measured with swiftc 6.3: a harness had 1 counter, libFuzzer said "no interesting inputs");
# asking for the coverage explicitly puts the counters back.
coverage=(-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
swift build -c release --sanitize=fuzzer --sanitize=address "${coverage[@]}"
bin="$(swift build -c release --sanitize=fuzzer --sanitize=address "${coverage[@]}" --show-bin-path)"
mkdir -p artifacts
# Leak detection stays on; only the reports explained in lsan-suppressions.txt are silenced.
export LSAN_OPTIONS="suppressions=$PWD/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
status=0
for harness in strict lenient cascade locale display; do
    mkdir -p ".build/corpus-$harness"
    echo "== fuzz-$harness for ${seconds}s"
    "$bin/fuzz-$harness" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="artifacts/$harness-" \
        ".build/corpus-$harness" "Corpus/$harness" || status=$?
done
exit "$status"
