# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by scripts/play and scripts/test (sourced, not run): installs what the build needs when
# it is missing, then configures and builds into build/. Idempotent: a second run installs
# nothing and rebuilds only what changed.

SEABATTLE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SEABATTLE_BUILD=${SEABATTLE_BUILD:-$SEABATTLE_ROOT/build}

# Loopback only on these machines: a hosted game announces itself to this address.
export SEABATTLE_DISCOVERY_ADDRESS=${SEABATTLE_DISCOVERY_ADDRESS:-127.0.0.1}

# What scripts/play needs on a freshly installed Debian 12 (minbase, plus git). apt-get runs with
# --no-install-recommends, so everything used is named here, even what a Recommends usually brings
# (libqt6opengl6-dev: Qt6Charts needs Qt6OpenGL, only recommended by qt6-base-dev). tst_dependencies
# checks these lists against what the build, the tests and the package really use.
SEABATTLE_PACKAGES=(
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-multimedia-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libgl-dev cmake ninja-build build-essential xvfb xauth
)

# What only scripts/test adds: the launcher's and the metainfo's validators (tst_install), dpkg's
# tools and `file` for the .deb (tst_package, tst_dependencies), clang with its sanitizer runtime
# (the second pass), clang-format (the `format` test), and a sound server to run with no sound
# card (tst_sounddevice) -- except where PipeWire already serves PulseAudio's clients: installing
# PulseAudio there would replace pipewire-pulse, the desktop's own sound.
seabattle_test_packages() {
    printf '%s\n' appstream desktop-file-utils dpkg-dev file lintian iproute2 clang libclang-rt-14-dev clang-format
    if [[ $(dpkg-query -W -f='${Status}' pipewire-pulse 2>/dev/null || true) != "install ok installed" ]]; then
        printf '%s\n' pulseaudio pulseaudio-utils
    fi
}

seabattle_missing_packages() {
    local package status
    for package in "${SEABATTLE_PACKAGES[@]}"; do
        status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
        [[ $status == "install ok installed" ]] || printf '%s\n' "$package"
    done
}

seabattle_install_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "seabattle: not a Debian-like system; install Qt 6.4+ (Widgets, Network, Charts, Multimedia, Svg, Test, Linguist tools), CMake 3.25+ and Ninja yourself." >&2
        return 0
    fi
    local missing
    mapfile -t missing < <(seabattle_missing_packages)
    ((${#missing[@]} == 0)) && return 0

    local -a as_root
    if ((EUID == 0)); then
        as_root=()
    elif command -v sudo >/dev/null 2>&1; then
        as_root=(sudo)
    else
        echo "seabattle: these packages are missing and I can neither run as root nor use sudo:" >&2
        echo "    ${missing[*]}" >&2
        echo "Install them as an administrator (apt-get install ${missing[*]}), then run this again." >&2
        exit 1
    fi
    echo "seabattle: installing ${missing[*]}"
    "${as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# seabattle_build [extra cmake arguments...]
seabattle_build() {
    cmake -S "$SEABATTLE_ROOT" -B "$SEABATTLE_BUILD" -G Ninja \
        -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" "$@"
    cmake --build "$SEABATTLE_BUILD" --parallel "$(nproc 2>/dev/null || echo 2)"
}
