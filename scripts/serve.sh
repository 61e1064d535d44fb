#!/usr/bin/env bash
# Installs what is missing on Debian 12, builds the server (release) and runs it.
# Extra arguments go to the server, e.g. `scripts/serve.sh --port 9000`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh
install_debian_packages pkg-config libmicrohttpd-dev
require_swift
swift build -c release --product SimulatorServer
exec .build/release/SimulatorServer --public Public --forms Forms "$@"
