# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by scripts/play and scripts/test (sourced, not run): installs what the build needs when
# it is missing, then configures and builds into build/. Idempotent: a second run installs
# nothing and rebuilds only what changed.

SEABATTLE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SEABATTLE_BUILD=${SEABATTLE_BUILD:-$SEABATTLE_ROOT/build}

# Loopback only on these machines: a hosted game announces itself to this address.
export SEABATTLE_DISCOVERY_ADDRESS=${SEABATTLE_DISCOVERY_ADDRESS:-127.0.0.1}

# What scripts/play needs on a freshly installed Debian 12 or 13 (minbase, plus git). apt-get runs
# with --no-install-recommends, so everything used is named here, even what a Recommends usually
# brings. tst_dependencies checks these lists against what the build, the tests and the package
# really use. Each name was looked up with apt-cache on both releases.
SEABATTLE_PACKAGES=(
    qt6-base-dev qt6-charts-dev qt6-multimedia-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libgl-dev cmake ninja-build build-essential xvfb xauth
)

# The releases whose names are known, and what differs between them: Debian 12 keeps Qt's OpenGL
# development files (which Qt6Charts needs) in libqt6opengl6-dev, only recommended by
# qt6-base-dev; Debian 13 moved them into qt6-base-dev and has no such package.
seabattle_release() {
    (. /etc/os-release 2>/dev/null && printf '%s\n' "${VERSION_CODENAME:-}")
}
case $(seabattle_release) in
    bookworm) SEABATTLE_PACKAGES+=(libqt6opengl6-dev) ;;
    trixie) ;;
    *) SEABATTLE_UNKNOWN_RELEASE=1 ;; # Debian 13's names are tried, each looked up first
esac

# What only scripts/test adds: ccache (a cache of compiler outputs: the two passes and later runs
# compile only what changed), the launcher's and the metainfo's validators (tst_install), dpkg's
# tools and `file` for the .deb (tst_package, tst_dependencies), clang with the sanitizer runtime
# of the same version (libclang-rt-dev goes with the release's default clang: 14 on Debian 12, 19
# on Debian 13) for the second pass, clang-format (the `format` test), and a sound server to run
# with no sound card (tst_sounddevice) -- except where PipeWire already serves PulseAudio's
# clients: installing PulseAudio there would replace pipewire-pulse, the desktop's own sound.
# The screen reader's side of tests/ui/a11y: at-spi2-core (the accessibility bus and its
# launcher), dbus-daemon (dbus-run-session, a session bus of the test's own), Debian's Python
# with pyatspi (the library Orca uses) and GObject's bindings, and python3-xlib, which gives the
# game's window the keyboard where Xvfb has no window manager to do it. The same names on Debian 12
# and 13.
seabattle_test_packages() {
    printf '%s\n' ccache appstream desktop-file-utils dpkg-dev file lintian iproute2 clang libclang-rt-dev clang-format
    printf '%s\n' at-spi2-core dbus-daemon python3-pyatspi python3-gi python3-xlib
    if [[ $(dpkg-query -W -f='${Status}' pipewire-pulse 2>/dev/null || true) != "install ok installed" ]]; then
        printf '%s\n' pulseaudio pulseaudio-utils
    fi
}

# On a release these lists do not know, each missing name is looked up before anything is
# installed; any that apt does not know stops the set-up, saying what it is for.
seabattle_unknown_names() {
    local package
    for package in "$@"; do
        apt-cache show "$package" >/dev/null 2>&1 || printf '%s\n' "$package"
    done
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
    if [[ -n ${SEABATTLE_UNKNOWN_RELEASE:-} ]]; then
        local unknown
        mapfile -t unknown < <(seabattle_unknown_names "${missing[@]}")
        if ((${#unknown[@]})); then
            echo "seabattle: $(. /etc/os-release 2>/dev/null; echo "${PRETTY_NAME:-this system}") is not a release I know" \
                "(Debian 12 bookworm, Debian 13 trixie), and apt does not know: ${unknown[*]}." >&2
            echo "Install what they stand for under this system's names -- Qt 6.4 or later with its development" \
                "files (Widgets, OpenGL, Network, Concurrent, Charts, Multimedia, Svg, Test, Linguist tools," \
                "Qt's own translations), CMake 3.25+, Ninja, a C++20 compiler, Xvfb and xauth; for scripts/test" \
                "also ccache, clang with its sanitizer runtime, clang-format, appstream, desktop-file-utils," \
                "dpkg-dev, file, lintian, iproute2, PulseAudio, AT-SPI's bus (at-spi2-core), dbus-run-session and" \
                "Python 3 with pyatspi, PyGObject and python-xlib -- then run this again." >&2
            exit 1
        fi
    fi
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# seabattle_configure [extra cmake arguments...]
seabattle_configure() {
    cmake -S "$SEABATTLE_ROOT" -B "$SEABATTLE_BUILD" -G Ninja \
        -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" "$@"
}

# seabattle_compile [target...]: everything when no target is named. The target `game` is what a
# player needs: the game, the arena and the translations, no test.
seabattle_compile() {
    local targets=()
    (($#)) && targets=(--target "$@")
    cmake --build "$SEABATTLE_BUILD" --parallel "$(nproc 2>/dev/null || echo 2)" "${targets[@]}"
}

# seabattle_build [extra cmake arguments...]: configures, then builds everything.
seabattle_build() {
    seabattle_configure "$@"
    seabattle_compile
}
