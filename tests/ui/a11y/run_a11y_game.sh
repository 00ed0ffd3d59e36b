#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A screen reader's user plays a whole game against the Easy computer (play_game.py), on an X
# server of its own (Xvfb) and a D-Bus session of its own, where play_game.py starts the
# accessibility bus. Everything it writes (the bus's socket, the game's settings and saves) goes
# to a throwaway folder, never to the player's own.
# Usage: run_a11y_game.sh SEABATTLE LANG TRANSLATIONS_DIR
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

fail() {
    echo "a11y: $1 (scripts/setup.sh installs it with scripts/test's packages)" >&2
    exit 1
}
# Debian's own Python, where Debian's python3-pyatspi lives (not another Python on the PATH).
python=/usr/bin/python3
[[ -x $python ]] || fail "$python is missing: install python3"
command -v xvfb-run >/dev/null || fail "xvfb-run is missing: install xvfb and xauth"
command -v dbus-run-session >/dev/null || fail "dbus-run-session is missing: install dbus-daemon"
"$python" -c 'import pyatspi' 2>/dev/null || fail "Python's pyatspi is missing: install python3-pyatspi"
"$python" -c 'import Xlib' 2>/dev/null || fail "Python's Xlib is missing: install python3-xlib"

scratch=$(mktemp -d "${TMPDIR:-/tmp}/seabattle-a11y.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
export HOME=$scratch XDG_RUNTIME_DIR=$scratch XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data
export XDG_CACHE_HOME=$scratch/cache
# xvfb-run says itself when Xvfb cannot start, and dbus-run-session when the bus cannot.
xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- \
    "$python" "$here/play_game.py" --seabattle "$1" --lang "$2" --translations "$3"
