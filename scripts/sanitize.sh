#!/usr/bin/env bash
# The server under ThreadSanitizer and AddressSanitizer (docs/SECURITY.md, "How we test"):
# builds each into its own build path, runs the server tests, then a concurrent load on
# the sanitized SimulatorServer with --threads 3 (inputs, long polls, deletes, tree reads,
# static files) ended by SIGTERM while it runs, and counts the sanitizer reports (races,
# memory errors, leaks) of every process. Exits non-zero on any report or a failed step.
# Under ASan, LeakSanitizer looks at every process as it exits: the server frees all it
# holds when it stops, so anything left is a leak and fails the run. About 10 minutes for
# each sanitizer on 2 cores.
#
#   scripts/sanitize.sh                 # thread, then address
#   scripts/sanitize.sh thread|address  # one of them
#   scripts/sanitize.sh thread --mutex  # TSan with Synchronization's Mutex, which TSan cannot
#                                       # see (.build/tsan-mutex): shows the false reports
#
# TSan builds take the locks as pthread mutexes (-D FORMSIM_TSAN_LOCK, Sources/Locks).
# Tests left out under sanitizers, whose time bounds assume a normal build (no sanitizer
# report is involved): SlowClientTests, sigtermDuringLongRequests (exit within 1 s: 1.15 s
# under TSan, 0.25 s under ASan) and eventCount (1,000 events in one request, past its 10 s
# client timeout).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh
require_server_build

LOAD_SECONDS="${FORMSIM_SANITIZE_LOAD_SECONDS:-40}"
SKIP="SlowClientTests|sigtermDuringLongRequests|LimitsHTTPTests/eventCount"
WORK="$(mktemp -d)"
SERVER_PID=""; LOAD_PID=""
cleanup() {
    [ -n "$LOAD_PID" ] && kill "$LOAD_PID" 2>/dev/null
    [ -n "$SERVER_PID" ] && kill -KILL "$SERVER_PID" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

reports() { # folder -> number of sanitizer reports in its logs (races, memory errors, leaks)
    cat "$1"/report.* 2>/dev/null | grep -cE "^WARNING: ThreadSanitizer|^==[0-9]+==ERROR: (AddressSanitizer|LeakSanitizer)" || true
}

leaks() { # folder -> LeakSanitizer's summaries at exit, if any
    cat "$1"/report.* 2>/dev/null | grep -E "^SUMMARY: AddressSanitizer: [0-9]+ byte\(s\) leaked" | sed -E 's/SUMMARY: AddressSanitizer: //' | paste -sd ';' || true
}

run() { # sanitizer [--mutex]
    local sanitizer="$1" mutex="${2:-}" path flags=()
    case "$sanitizer" in
        thread) path=.build/tsan; [ -n "$mutex" ] && path=.build/tsan-mutex || flags=(-Xswiftc -DFORMSIM_TSAN_LOCK) ;;
        address) path=.build/asan ;;
        *) echo "unknown sanitizer $sanitizer" >&2; exit 2 ;;
    esac
    echo "# $sanitizer sanitizer${mutex:+ (Mutex)}: building into $path"
    local built=$SECONDS
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$path" "${flags[@]}" 2>&1 | grep -E "error:|Build complete" || true
    local bin; bin="$(swift build --sanitize="$sanitizer" --scratch-path "$path" "${flags[@]}" --show-bin-path)"
    [ -x "$bin/SimulatorServer" ] || { echo "the build failed" >&2; exit 1; }
    echo "- built in $((SECONDS - built)) s"

    local logs="$WORK/$sanitizer-tests"; mkdir -p "$logs"
    local options="log_path=$logs/report halt_on_error=0 exitcode=0"
    [ "$sanitizer" = address ] && options="$options detect_leaks=1"
    local env=(TSAN_OPTIONS="$options" ASAN_OPTIONS="$options")
    local started=$SECONDS test_status=0
    env "${env[@]}" "$bin/FormSimPackageTests.xctest" --testing-library swift-testing \
        --filter SimulatorServerTests --filter FlowsTests --filter WireTests --skip "$SKIP" >"$WORK/$sanitizer-tests.log" 2>&1 || test_status=$?
    echo "- server tests (SimulatorServerTests, FlowsTests and WireTests but $SKIP): $(grep -aE "Test run with" "$WORK/$sanitizer-tests.log" | tail -1 | sed 's/\x1b\[[0-9;]*m//g') in $((SECONDS - started)) s; exit $test_status; sanitizer reports: $(reports "$logs")$([ "$sanitizer" = address ] && echo "; leaks at exit: $(leaks "$logs")")"
    [ "$test_status" -eq 0 ] || grep -aE "✘" "$WORK/$sanitizer-tests.log" | sed 's/\x1b\[[0-9;]*m//g' | head -10

    logs="$WORK/$sanitizer-load"; mkdir -p "$logs"
    options="${options/$WORK\/$sanitizer-tests/$logs}"
    local port; port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    env TSAN_OPTIONS="$options" ASAN_OPTIONS="$options" "$bin/SimulatorServer" --port "$port" --public Public \
        --threads 3 --log-level error >"$WORK/server.out" 2>"$WORK/server.err" &
    SERVER_PID=$!
    for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/devices" >/dev/null && break; sleep 0.1; done
    python3 scripts/lib/load.py --port "$port" --seconds "$LOAD_SECONDS" >"$WORK/load.out" 2>&1 &
    LOAD_PID=$!
    sleep $((LOAD_SECONDS - 5))
    local signalled; signalled=$(date +%s.%N)
    kill -TERM "$SERVER_PID"
    local server_status=0
    wait "$SERVER_PID" || server_status=$?
    local exit_seconds; exit_seconds=$(python3 -c "import time; print(f'{time.time() - $signalled:.2f}')")
    SERVER_PID=""
    wait "$LOAD_PID" || true
    LOAD_PID=""
    echo "- load (--threads 3, $((LOAD_SECONDS - 5)) s, then SIGTERM under load): $(cat "$WORK/load.out")"
    echo "- SIGTERM -> exit $server_status after $exit_seconds s; sanitizer reports: $(reports "$logs")$([ "$sanitizer" = address ] && echo "; leaks at exit: $(leaks "$logs")")"
    local total=$(( $(reports "$WORK/$sanitizer-tests") + $(reports "$logs") ))
    if [ "$total" -gt 0 ]; then
        echo "- first reports:"
        cat "$WORK/$sanitizer-tests"/report.* "$logs"/report.* 2>/dev/null | grep -E "^SUMMARY" | grep -v "leaked in" | sort | uniq -c | sort -rn | head -10
    fi
    if grep -qs . "$WORK/$sanitizer-tests"/report.* "$logs"/report.*; then
        mkdir -p .build/sanitize-reports && cp -r "$WORK/$sanitizer-tests" "$logs" .build/sanitize-reports/ 2>/dev/null || true
    fi
    echo "$sanitizer${mutex:+ (Mutex)}: $total reports"
    [ "$total" -eq 0 ] && [ "$test_status" -eq 0 ] && [ "$server_status" -eq 0 ]
}

status=0
case "${1:-all}" in
    all) run thread || status=1; run address || status=1 ;;
    *) run "$1" "${2:-}" || status=1 ;;
esac
exit $status
