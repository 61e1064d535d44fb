#!/usr/bin/env bash
# Prints FormSim's performance figures (docs/PERFORMANCE.md): SimCore, the server under
# load next to nginx, and click-to-paint in Chromium. Release build; installs what is
# missing (wrk, nginx, Chromium, Playwright). Benchmarks print; they never fail on a figure.
#
#   scripts/bench.sh            # everything (about 3 minutes on 2 cores)
#   scripts/bench.sh --quick    # shorter runs
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh
install_debian_packages pkg-config libmicrohttpd-dev chromium fonts-noto-cjk wrk nginx-light
install_python_packages playwright
require_swift

QUICK=false
[ "${1:-}" = "--quick" ] && QUICK=true
WRK_SECONDS=8; IDLE_POLLS=10000; CLICKS=100; ROUND_TRIPS=2000
if $QUICK; then WRK_SECONDS=3; IDLE_POLLS=2000; CLICKS=20; ROUND_TRIPS=500; fi

swift build -c release --product SimulatorServer >/dev/null
swift build -c release --product FormSimBench >/dev/null
BIN="$(swift build -c release --show-bin-path)"

WORK="$(mktemp -d)"
SERVER_PID=""; SERVER2_PID=""; NGINX_PID=""
cleanup() {
    [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
    [ -n "$SERVER2_PID" ] && kill "$SERVER2_PID" 2>/dev/null && wait "$SERVER2_PID" 2>/dev/null
    [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

echo "# Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -sr); $(swift --version 2>/dev/null | head -1)"
echo "# $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo

"$BIN/FormSimBench" simcore
"$BIN/FormSimBench" events --forms Forms
"$BIN/FormSimBench" text --forms Forms
"$BIN/FormSimBench" flows
"$BIN/FormSimBench" swiftui
"$BIN/FormSimBench" audit --forms Forms
echo

# The server (release) and nginx with one worker serve the same file of Public/.
PORT="$(free_port)"
"$BIN/SimulatorServer" --port "$PORT" --public Public --max-sessions 20000 --max-sessions-per-address 20000 --log-level error >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
NGINX_PORT="$(free_port)"
cat >"$WORK/nginx.conf" <<EOF
worker_processes 1;
daemon off;
error_log $WORK/nginx-error.log warn;
pid $WORK/nginx.pid;
events { worker_connections 4096; use epoll; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on; tcp_nopush on; keepalive_requests 1000000;
  server { listen 127.0.0.1:$NGINX_PORT; root $PWD/Public; }
}
EOF
nginx -c "$WORK/nginx.conf" -p "$WORK" &
NGINX_PID=$!
for _ in $(seq 50); do
    curl -sf "http://127.0.0.1:$PORT/js/draw.js" >/dev/null && curl -sf "http://127.0.0.1:$NGINX_PORT/js/draw.js" >/dev/null && break
    sleep 0.1
done

FILE=/js/draw.js
echo "# Static file $FILE ($(stat -c %s "Public$FILE") bytes): wrk -t1 -c64 -d${WRK_SECONDS}s, two rounds, alternating"
rate() { # port -> "requests/s errors"
    local out; out="$(wrk -t1 -c64 -d"${WRK_SECONDS}s" "http://127.0.0.1:$1$FILE")"
    local rps; rps="$(awk '/Requests\/sec/ {print $2}' <<<"$out")"
    local errors; errors="$(awk '/Non-2xx/ {n+=$NF} /Socket errors/ {gsub(",", ""); n+=$4+$6+$8+$10} END {print n+0}' <<<"$out")"
    echo "$rps $errors"
}
ours=(); theirs=()
for round in 1 2; do
    read -r n ne < <(rate "$NGINX_PORT"); theirs+=("$n")
    read -r f fe < <(rate "$PORT"); ours+=("$f")
    echo "- round $round: nginx $n req/s ($ne errors), FormSim $f req/s ($fe errors)"
done
python3 - "${ours[@]}" "${theirs[@]}" <<'EOF'
import sys
v = [float(x) for x in sys.argv[1:]]
ours, theirs = sum(v[:2]) / 2, sum(v[2:]) / 2
print("- mean: FormSim %.0f req/s, nginx %.0f req/s: %.2f× nginx" % (ours, theirs, ours / theirs))
EOF
echo

"$BIN/FormSimBench" server --port "$PORT" --pid "$SERVER_PID" --round-trips "$ROUND_TRIPS" --idle-polls "$IDLE_POLLS" --label "one thread"
echo

# The delivery rate again on a server with two libmicrohttpd threads (both cores), in the
# same run as the one-thread figure above.
PORT2="$(free_port)"
"$BIN/SimulatorServer" --port "$PORT2" --threads 2 --public Public --max-sessions 20000 --max-sessions-per-address 20000 --log-level error >"$WORK/server2.log" 2>&1 &
SERVER2_PID=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT2/api/devices" >/dev/null && break; sleep 0.1; done
"$BIN/FormSimBench" server --port "$PORT2" --pid "$SERVER2_PID" --delivery-only --label "two threads"
kill "$SERVER2_PID" 2>/dev/null && wait "$SERVER2_PID" 2>/dev/null
SERVER2_PID=""
echo

python3 Tests/browser/bench_click_to_paint.py --url "http://127.0.0.1:$PORT/" --clicks "$CLICKS"
