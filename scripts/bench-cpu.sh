#!/usr/bin/env bash
# Server CPU per request, each server pinned to core 0 and the load on core 1
# (docs/PERFORMANCE.md, "CPU per request"): a static GET from nginx and from FormSim, and
# a delivered date pick (1,000 sessions each holding a poll, or --sessions), as a number of static GETs.
# Benchmarks print; they never fail on a figure.
#
#   scripts/bench-cpu.sh                    # this checkout's release build, 4 rounds
#   scripts/bench-cpu.sh --rounds 6 OLD_BIN # also another build's bin folder, alternating
#   scripts/bench-cpu.sh --sessions 200     # the delivery run's sessions (1,000 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh
install_debian_packages pkg-config libmicrohttpd-dev wrk nginx-light
require_swift

ROUNDS=4
SESSIONS=1000
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) ROUNDS="$2"; shift 2 ;;
        --sessions) SESSIONS="$2"; shift 2 ;;
        *) break ;;
    esac
done
OTHER="${1:-}"

swift build -c release --product SimulatorServer >/dev/null
swift build -c release --product FormSimBench >/dev/null
BIN="$(swift build -c release --show-bin-path)"

WORK="$(mktemp -d)"
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
    rm -rf "$WORK"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
ticks() { awk '{print $14+$15}' "/proc/$1/stat"; }
HZ="$(getconf CLK_TCK)"
FILE=/index.html

# Server CPU per request over a wrk run against a pinned process: "µs/request requests/s".
static_cost() { # pid port
    local t0 s0 out t1 s1
    t0="$(ticks "$1")"; s0="$(date +%s.%N)"
    out="$(taskset -c 1 wrk -t1 -c64 -d6s "http://127.0.0.1:$2$FILE")"
    t1="$(ticks "$1")"; s1="$(date +%s.%N)"
    python3 -c "import sys; r=float(sys.argv[1]); c=($t1-$t0)/$HZ/($s1-$s0); print('%.1f %.0f' % (c*1e6/r, r))" \
        "$(awk '/Requests\/sec/ {print $2}' <<<"$out")"
}

nginx_round() {
    local port; port="$(free_port)"
    cat >"$WORK/nginx.conf" <<EOF
worker_processes 1; master_process off; daemon off;
error_log $WORK/nginx-error.log warn; pid $WORK/nginx.pid;
events { worker_connections 4096; use epoll; }
http {
  include /etc/nginx/mime.types; access_log off;
  sendfile on; tcp_nopush on; keepalive_requests 1000000;
  server { listen 127.0.0.1:$port; root $PWD/Public; }
}
EOF
    taskset -c 0 nginx -c "$WORK/nginx.conf" -p "$WORK" & local pid=$!; PIDS+=("$pid")
    for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port$FILE" >/dev/null && break; sleep 0.1; done
    read -r us rps < <(static_cost "$pid" "$port")
    kill "$pid"; wait "$pid" 2>/dev/null || true
    echo "- nginx: static GET $us µs ($rps requests/s)"
}

formsim_round() { # label bin
    local port; port="$(free_port)"
    taskset -c 0 "$2/SimulatorServer" --port "$port" --public Public --max-sessions 20000 \
        --max-sessions-per-address 20000 --log-level error >/dev/null 2>&1 & local pid=$!; PIDS+=("$pid")
    for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port$FILE" >/dev/null && break; sleep 0.1; done
    read -r us rps < <(static_cost "$pid" "$port")
    local line ups cores
    line="$(taskset -c 1 "$BIN/FormSimBench" server --port "$port" --pid "$pid" --delivery-only --seconds 8 --sessions "$SESSIONS" | grep "updates delivered")"
    ups="$(grep -o '[0-9]* updates delivered' <<<"$line" | awk '{print $1}')"
    cores="$(grep -o 'the server [0-9.]* cores' <<<"$line" | awk '{print $3}')"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    python3 -c "import sys; us=float(sys.argv[1]); p=float(sys.argv[2])*1e6/float(sys.argv[3]); print('- %s: static GET %.1f µs (%s requests/s), delivered pick %.1f µs (%s/s) = %.1f GETs' % (sys.argv[4], us, sys.argv[5], p, sys.argv[3], p/us))" \
        "$us" "$cores" "$ups" "$1" "$rps"
}

echo "# Server CPU per request, server on core 0, load on core 1, $ROUNDS rounds alternating, $SESSIONS sessions; $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), load $(cut -d' ' -f1 /proc/loadavg)"
for round in $(seq "$ROUNDS"); do
    echo "round $round"
    nginx_round
    formsim_round "FormSim" "$BIN"
    if [ -n "$OTHER" ]; then formsim_round "FormSim ($OTHER)" "$OTHER"; fi
done
