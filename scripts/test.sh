#!/usr/bin/env bash
# Installs what the tests need on Debian 12 (libmicrohttpd, Chromium, CJK fonts, nginx,
# Playwright from PyPI), then runs every test: Swift Testing for SimCore and the
# server, then the browser tests in Chromium, then the cluster behind nginx.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh
install_debian_packages pkg-config libmicrohttpd-dev chromium fonts-noto-cjk
# Without nginx the cluster tests skip themselves, and fail under CI=true (Tests/cluster/conftest.py).
install_debian_packages nginx-light || echo "nginx could not be installed: the cluster tests will be skipped (or fail under CI)" >&2
install_python_packages playwright pytest jsonschema yaml:pyyaml xmlschema
require_swift

# Each phase's wall time, printed as it ends, so a slower test command shows where.
echo "== install check: $SECONDS s"
started=$SECONDS
phase() { echo "== $1: $((SECONDS - started)) s"; started=$SECONDS; }

swift build --build-tests
phase "build"
swift test --skip-build
phase "Swift tests"
# The fuzz corpus (Fuzz/corpus) through the event, form and flow parsers: a regression run
# of the libFuzzer targets' seeds and finds (scripts/fuzz.sh --libfuzzer), well under a second.
"$(swift build --show-bin-path)/FormSimFuzz" Fuzz/corpus
phase "fuzz corpus"
# The example flows (Flows/): every seed behaviour on all eight devices, headless, and the
# shipped forms' flows (Forms/).
mkdir -p .build/flows
"$(swift build --show-bin-path)/SimulatorServer" run-flows Flows/*.yaml --forms Forms --quiet \
    --junit .build/flows/junit.xml --report .build/flows/report.html
phase "flows"
# The audit of every built-in scene and shipped form on every device, appearance and text
# size (docs/AUDIT.md): an error fails. The account form's Export crashes an iPad on purpose.
mkdir -p .build/audit
"$(swift build --show-bin-path)/SimulatorServer" audit --forms Forms --allow crash:export --quiet \
    --junit .build/audit/junit.xml
phase "audit"
FORMSIM_SERVER_BIN="$(swift build --show-bin-path)/SimulatorServer" python3 -m pytest -q Tests/browser
phase "browser tests"
# Two shard processes behind nginx, and scripts/cluster.sh (docs/SCALING.md).
FORMSIM_SERVER_BIN="$(swift build --show-bin-path)/SimulatorServer" python3 -m pytest -q Tests/cluster
phase "cluster tests"
