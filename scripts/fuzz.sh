#!/usr/bin/env bash
# Long fuzz runs, bounded in events and in time, on every core (docs/SECURITY.md, "How we
# test"). Seeds come from the clock and are printed, with the command that replays each.
#
#   scripts/fuzz.sh [EVENTS] [SECONDS]     # the HTTP storm: EVENTS in all (1,000,000), at most SECONDS (1,800)
#   scripts/fuzz.sh --libfuzzer [SECONDS]  # every libFuzzer target (events, forms, flows), with ASan, for SECONDS (300)
#   FORMSIM_FUZZ_SEED=N scripts/fuzz.sh    # a fixed base seed instead of the clock
#
# The storm runs one shard per core, each a process of the test binary (a release build)
# on its own server and sessions, shard i seeded BASE+i. A failure prints its minimal
# sequence and the replay command. Exits non-zero if any shard or target failed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh
require_server_build

SHARDS="$(nproc)"
LOGS=.build/fuzz-logs
mkdir -p "$LOGS"

libfuzzer() {
    local seconds="${1:-300}"
    # One -sanitize=fuzzer,address for swiftc: given as two flags (SwiftPM's --sanitize twice)
    # the second replaces the first, and the Swift code would get no coverage at all.
    local build=(-c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address
        -Xswiftc -DFORMSIM_FUZZING --scratch-path .build/fuzz)
    swift build --product FormSimFuzz "${build[@]}"
    local bin; bin="$(swift build "${build[@]}" --show-bin-path)/FormSimFuzz"
    local pids=() target status=0
    # LeakSanitizer looks at every input that allocated more than it freed, and at exit.
    echo "# libFuzzer: events, forms, flows for ${seconds} s each, at once; seed corpus Fuzz/corpus, found inputs in .build/fuzz-corpus"
    # The forms target reads SwiftUI files on the main thread: it gets the stack the
    # server's SwiftUI reader gives its parser (Commands/ReadSwift.swift).
    ulimit -s 262144
    for target in events forms flows; do
        mkdir -p ".build/fuzz-corpus/$target" .build/fuzz-artifacts
        ASAN_OPTIONS=detect_leaks=1 FORMSIM_FUZZ_TARGET="$target" "$bin" ".build/fuzz-corpus/$target" "Fuzz/corpus/$target" \
            -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -detect_leaks=1 \
            -artifact_prefix=".build/fuzz-artifacts/$target-" >"$LOGS/libfuzzer-$target.log" 2>&1 &
        pids+=($!)
    done
    for i in 0 1 2; do
        target=(events forms flows); target="${target[$i]}"
        if wait "${pids[$i]}"; then result=ok; else result="FAILED"; status=1; fi
        local runs; runs="$(awk '/stat::number_of_executed_units/ {print $2}' "$LOGS/libfuzzer-$target.log")"
        local speed; speed="$(awk '/stat::average_exec_per_sec/ {print $2}' "$LOGS/libfuzzer-$target.log")"
        local cov; cov="$(grep -o 'cov: [0-9]*' "$LOGS/libfuzzer-$target.log" | tail -1 || true)"
        local corpus; corpus="$(ls ".build/fuzz-corpus/$target" | wc -l)"
        echo "- $target: $result, ${runs:-?} inputs, ${speed:-?}/s, ${cov:-cov: ?}, corpus $corpus (log $LOGS/libfuzzer-$target.log)"
        if [ "$result" != ok ]; then
            grep -E "^(==|SUMMARY|artifact_prefix|Test unit written)" "$LOGS/libfuzzer-$target.log" | head -5 || true
            echo "  replay: FORMSIM_FUZZ_TARGET=$target $bin .build/fuzz-artifacts/$target-<crash file>"
        fi
    done
    return $status
}

if [ "${1:-}" = "--libfuzzer" ]; then
    libfuzzer "${2:-300}"
    exit $?
fi

EVENTS="${1:-1000000}"
SECONDS_LIMIT="${2:-1800}"
BASE="${FORMSIM_FUZZ_SEED:-$(date +%s)}"
# Release, with @testable imports, in its own build path: the storm runs two to four
# times as fast as in the debug build CI uses (docs/SECURITY.md has the figures).
BUILD=(-c release -Xswiftc -enable-testing --scratch-path .build/storm)
swift build --build-tests "${BUILD[@]}"
TESTS="$(swift build "${BUILD[@]}" --show-bin-path)/FormSimPackageTests.xctest"
echo "# HTTP storm: $EVENTS events over $SHARDS shards, at most ${SECONDS_LIMIT} s; base seed $BASE"
started=$(date +%s.%N)
pids=()
for ((i = 0; i < SHARDS; i++)); do
    seed=$((BASE + i))
    events=$((EVENTS / SHARDS + (i < EVENTS % SHARDS ? 1 : 0)))
    echo "- shard $i: seed $seed, $events events; replay: FORMSIM_FUZZ_SEED=$seed FORMSIM_FUZZ_EVENTS=$events swift test --filter EventStormHTTPTests/storm"
    FORMSIM_FUZZ_SEED=$seed FORMSIM_FUZZ_EVENTS=$events FORMSIM_FUZZ_SECONDS=$SECONDS_LIMIT \
        "$TESTS" --testing-library swift-testing --filter "EventStormHTTPTests/storm" >"$LOGS/storm-$i.log" 2>&1 &
    pids+=($!)
done
status=0
for ((i = 0; i < SHARDS; i++)); do
    wait "${pids[$i]}" || status=1
done
elapsed=$(python3 -c "import time; print(f'{time.time() - $started:.1f}')")
total=0; failures=0
for ((i = 0; i < SHARDS; i++)); do
    line="$(grep -a "HTTP storm:" "$LOGS/storm-$i.log" || echo "shard $i printed no summary")"
    echo "- shard $i: ${line#*HTTP storm: }"
    sent="$(sed -nE 's/.*, ([0-9]+) events in .*/\1/p' <<<"$line")"; total=$((total + ${sent:-0}))
    failed="$(sed -nE 's/.*failures: ([0-9]+).*/\1/p' <<<"$line")"; failures=$((failures + ${failed:-1}))
    if grep -aq "minimal failing sequence" "$LOGS/storm-$i.log"; then
        sed -n '/minimal failing sequence/,/^replay:/p' "$LOGS/storm-$i.log"
    fi
done
python3 -c "print(f'storm total: $total events in $elapsed s, {$total / $elapsed:.0f} events/s on $SHARDS shards; failures: $failures; base seed $BASE')"
[ "$status" -eq 0 ] && [ "$failures" -eq 0 ] || { echo "a shard failed: see $LOGS/storm-*.log" >&2; exit 1; }
