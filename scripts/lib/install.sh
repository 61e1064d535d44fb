# Shared by the scripts: install only what is missing.

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_debian_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing Debian packages: ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    fi
}

# Each argument is a module name, or `module:pip-name` where they differ (yaml:pyyaml).
install_python_packages() {
    local missing=()
    for package in "$@"; do
        python3 -c "import ${package%%:*}" 2>/dev/null || missing+=("${package#*:}")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing Python packages: ${missing[*]}"
        python3 -m pip install -q "${missing[@]}" 2>/dev/null \
            || python3 -m pip install -q --break-system-packages "${missing[@]}"
    fi
}

require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
            if [ -x "$dir/swift" ]; then export PATH="$dir:$PATH"; return; fi
        done
        echo "FormSim needs a Swift 6 toolchain on PATH (see README, Prerequisites)." >&2
        exit 1
    fi
}

# What building the server needs: libmicrohttpd and a Swift toolchain.
require_server_build() {
    install_debian_packages pkg-config libmicrohttpd-dev
    require_swift
}
