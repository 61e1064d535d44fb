#!/usr/bin/env bash
# Writes the nginx config for a FormSim cluster to stdout, from deploy/nginx.conf.template:
#   scripts/nginx-conf.sh [--listen ADDRESS] SHARD=ADDRESS ...
# ADDRESS is PORT or HOST:PORT (the host defaults to 127.0.0.1); a SHARD is the process's
# --shard name (1-16 of a-z and 0-9). deploy/nginx.conf is
#   scripts/nginx-conf.sh --listen 8080 s0=8081 s1=8082
set -euo pipefail
template="$(dirname "$0")/../deploy/nginx.conf.template"

usage() {
    echo "usage: $0 [--listen [HOST:]PORT] SHARD=[HOST:]PORT ..." >&2
    exit 2
}

# 8081 -> 127.0.0.1:8081; host:port stays.
address() {
    local value=$1
    [[ $value == *:* ]] || value="127.0.0.1:$value"
    [[ ${value##*:} =~ ^[0-9]{1,5}$ ]] && [ "${value##*:}" -le 65535 ] || { echo "not a port: $1" >&2; exit 2; }
    printf '%s' "$value"
}

listen="127.0.0.1:8080"
shards=()
while [ $# -gt 0 ]; do
    case "$1" in
        --listen) [ $# -ge 2 ] || usage; listen=$(address "$2"); shift 2 ;;
        *=*) shards+=("$1"); shift ;;
        *) usage ;;
    esac
done
[ ${#shards[@]} -gt 0 ] || usage

shard_map="" shard_upstreams="" all_servers="" arguments=""
for entry in "${shards[@]}"; do
    name=${entry%%=*}
    [[ $name =~ ^[a-z0-9]{1,16}$ ]] || { echo "not a shard name (1-16 of a-z, 0-9): $name" >&2; exit 2; }
    server=$(address "${entry#*=}")
    shard_map+="        $name  formsim_$name;"$'\n'
    shard_upstreams+="    upstream formsim_$name {"$'\n'
    shard_upstreams+="        server $server;"$'\n'
    shard_upstreams+="        keepalive 16;"$'\n'
    shard_upstreams+="        keepalive_timeout 20s;"$'\n'
    shard_upstreams+="    }"$'\n\n'
    all_servers+="        server $server;"$'\n'
    arguments+=" $name=${entry#*=}"
done

while IFS= read -r line; do
    case "$line" in
        "{{shard_map}}") printf '%s' "$shard_map" ;;
        "{{shard_upstreams}}") printf '%s' "$shard_upstreams" ;;
        "{{all_servers}}") printf '%s' "$all_servers" ;;
        *"{{generated}}"*) echo "${line/"{{generated}}"/"Written by scripts/nginx-conf.sh --listen ${listen}${arguments}"}" ;;
        *"{{listen}}"*) echo "${line/"{{listen}}"/$listen}" ;;
        *) echo "$line" ;;
    esac
done < "$template"
