#!/usr/bin/env bash
# Runs FormSim as several processes behind nginx on one address (docs/SCALING.md):
#   scripts/cluster.sh [--processes N] [--port P] [--base-port B] [--host H]
# N processes (default 2) listen on 127.0.0.1, ports B, B+1, ... (default P+1), process i
# as shard s<i>; nginx listens on H:P (default 127.0.0.1:8080) and routes each session to
# its shard. Installs what is missing on Debian 12 (nginx, libmicrohttpd) and builds the
# release server, as scripts/serve.sh does; FORMSIM_SERVER_BIN=path runs that binary
# instead of building. Ctrl-C or SIGTERM stops nginx and every process.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh

usage() {
    echo "usage: $0 [--processes N] [--port P] [--base-port B] [--host H]" >&2
    exit 2
}

processes=2 port=8080 base_port="" host=127.0.0.1
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || usage
    case "$1" in
        --processes) processes=$2 ;;
        --port) port=$2 ;;
        --base-port) base_port=$2 ;;
        --host) host=$2 ;;
        *) usage ;;
    esac
    shift 2
done
base_port=${base_port:-$((port + 1))}
[[ $processes =~ ^[0-9]+$ ]] && [ "$processes" -ge 1 ] && [ "$processes" -le 64 ] \
    || { echo "--processes must be 1...64" >&2; exit 2; }
for value in "$port" "$base_port"; do
    [[ $value =~ ^[0-9]+$ ]] && [ "$value" -ge 1 ] && [ "$value" -le 65535 ] \
        || { echo "not a port: $value" >&2; exit 2; }
done
[ $((base_port + processes - 1)) -le 65535 ] || { echo "--base-port + --processes goes past 65535" >&2; exit 2; }
if [ "$port" -ge "$base_port" ] && [ "$port" -lt $((base_port + processes)) ]; then
    echo "--port $port is one of the processes' ports ($base_port...$((base_port + processes - 1)))" >&2
    exit 2
fi

install_debian_packages nginx-light
if [ -n "${FORMSIM_SERVER_BIN:-}" ]; then
    binary=$FORMSIM_SERVER_BIN
else
    install_debian_packages pkg-config libmicrohttpd-dev
    require_swift
    swift build -c release --product SimulatorServer
    binary=.build/release/SimulatorServer
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

prefix=$(mktemp -d "${TMPDIR:-/tmp}/formsim-cluster.XXXXXX")
pids=()
declare -A name_of=()

# Stops nginx first (no new requests), then the processes; SIGKILL after 10 s.
stop_all() {
    # The exit status is the one the script was leaving with (130 for Ctrl-C, 143 for
    # SIGTERM); nothing here may change it.
    local status=$?
    set +e
    trap - EXIT INT TERM
    local pid index
    for ((index = ${#pids[@]} - 1; index >= 0; index--)); do
        kill -TERM "${pids[index]}" 2>/dev/null || true
    done
    for _ in $(seq 100); do
        local alive=0
        for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
        [ $alive -eq 1 ] || break
        sleep 0.1
    done
    for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$prefix"
    echo "FormSim cluster stopped"
    exit "$status"
}
trap stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Waits until a process's log has the line the server prints once it listens.
await_listening() {
    local name=$1 pid=$2
    for _ in $(seq 300); do
        # Listening, and its forms (--forms, read once it listens) loaded.
        grep -q "FormSim forms loaded" "$prefix/$name.log" 2>/dev/null && return 0
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    echo "shard $name did not start:" >&2
    tail -n 20 "$prefix/$name.log" >&2
    exit 1
}

# Starts shard process `name` on its port; its pid goes into `pids`.
declare -A port_of=() started_at=() quick_exits=()
start_shard() {
    local name=$1
    # In a session of its own (as nginx): Ctrl-C reaches this script alone, which stops
    # every process in order, rather than racing them to their ends. nginx connects to it
    # from 127.0.0.1 and names the browser in X-Real-IP: only that address is trusted to.
    setsid "$binary" --public Public --forms Forms --port "${port_of[$name]}" --shard "$name" \
        --trusted-proxy 127.0.0.1 >"$prefix/$name.log" 2>&1 &
    pids+=($!)
    name_of[$!]=$name
    started_at[$name]=$SECONDS
}

upstreams=()
for ((i = 0; i < processes; i++)); do
    name="s$i"
    port_of[$name]=$((base_port + i))
    start_shard "$name"
    upstreams+=("$name=${port_of[$name]}")
done
for pid in "${pids[@]}"; do await_listening "${name_of[$pid]}" "$pid"; done

listen="$host:$port"
[[ $host == *:* ]] && listen="[$host]:$port"
scripts/nginx-conf.sh --listen "$listen" "${upstreams[@]}" >"$prefix/nginx.conf"
setsid "$nginx_bin" -c "$prefix/nginx.conf" -p "$prefix/" -g 'daemon off;' 2>>"$prefix/error.log" &
nginx_pid=$!
pids+=("$nginx_pid")
name_of[$nginx_pid]=nginx
for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null && break
    kill -0 "$nginx_pid" 2>/dev/null || { echo "nginx did not start:" >&2; tail -n 20 "$prefix/error.log" >&2; exit 1; }
    sleep 0.1
done

case "$host" in
    127.*|localhost|::1) ;;
    *) echo "warning: listening on $host, not loopback: anyone who can reach it can drive the simulator (docs/SECURITY.md)" >&2 ;;
esac
echo "FormSim cluster: $processes processes (shards s0...s$((processes - 1)), ports $base_port...$((base_port + processes - 1))) behind nginx"
echo "FormSim listening on http://$listen/"
echo "Logs and nginx.conf in $prefix (removed on exit). Ctrl-C stops everything."

# A process that ends leaves the others running (its sessions answer 410 session_gone,
# and are lost), and is started again under the same shard name and port after a second;
# one that ends within 10 s of starting three times running is left stopped. nginx ending
# ends the cluster.
while true; do
    ended=""
    wait -n -p ended "${pids[@]}" || true
    [ -n "$ended" ] || continue
    if [ "$ended" = "$nginx_pid" ]; then
        echo "nginx stopped:" >&2
        tail -n 20 "$prefix/error.log" >&2
        exit 1
    fi
    name=${name_of[$ended]}
    alive=()
    for pid in "${pids[@]}"; do [ "$pid" = "$ended" ] || alive+=("$pid"); done
    pids=("${alive[@]}")
    if [ $((SECONDS - started_at[$name])) -lt 10 ]; then
        quick_exits[$name]=$((${quick_exits[$name]:-0} + 1))
    else
        quick_exits[$name]=0
    fi
    if [ "${quick_exits[$name]}" -ge 3 ]; then
        echo "shard $name stopped again within 10 s of starting, three times; left stopped (its sessions answer 410 session_gone):" >&2
        tail -n 20 "$prefix/$name.log" >&2
        continue
    fi
    echo "shard $name stopped; its sessions are lost (410 session_gone); starting it again" >&2
    sleep 1
    start_shard "$name"
done
