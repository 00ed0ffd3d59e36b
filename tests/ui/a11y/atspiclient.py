# SPDX-License-Identifier: GPL-3.0-or-later
"""An assistive technology's side of AT-SPI, as small as a test needs: the accessibility bus,
the desktop's tree, the events a screen reader listens to, and keys pressed through AT-SPI.

Everything waits on a condition with a deadline (60 s by default, the same on a slow machine as on
a fast one): pyatspi's main loop dispatches the events until the condition holds, and a wait that
runs out fails with what it waited for. No sleep stands in for an event.
"""

import os
import subprocess
import time

from gi.repository import Gio, GLib

BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"  # at-spi2-core, on Debian 12 and 13 alike
TIMEOUT = 60.0

# X keysyms (X11/keysymdef.h) of the keys the test presses: AT-SPI synthesises them by keysym.
KEYSYMS = {"Tab": 0xFF09, "Return": 0xFF0D, "space": 0x20, "Left": 0xFF51, "Up": 0xFF52,
           "Right": 0xFF53, "Down": 0xFF54, "n": 0x6E}


class Failure(Exception):
    """What the test found wrong, in a sentence; the transcript goes with it."""


def start_accessibility_bus():
    """at-spi2-core's bus launcher on this session bus, as a desktop starts it for Orca.

    Started by hand rather than by D-Bus activation, so that a missing or broken launcher is a
    clear failure here instead of a game that silently has no accessibility bridge."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        raise Failure("no session bus (DBUS_SESSION_BUS_ADDRESS is unset): run under dbus-run-session")
    if not os.environ.get("DISPLAY"):
        raise Failure("no X display (DISPLAY is unset): run under xvfb-run")
    if not os.access(BUS_LAUNCHER, os.X_OK):
        raise Failure(f"{BUS_LAUNCHER} is missing: install at-spi2-core")
    launcher = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], stderr=subprocess.PIPE)
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def owned():
        reply = session.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "NameHasOwner", GLib.Variant("(s)", ("org.a11y.Bus",)), None,
                                  Gio.DBusCallFlags.NONE, -1, None)
        return reply.unpack()[0]

    deadline = time.monotonic() + TIMEOUT
    while not owned():
        if launcher.poll() is not None:
            raise Failure(f"the accessibility bus launcher exited ({launcher.returncode}): "
                          f"{launcher.stderr.read().decode(errors='replace').strip()}")
        if time.monotonic() > deadline:
            launcher.kill()
            raise Failure(f"the accessibility bus did not start within {TIMEOUT:.0f} s")
        time.sleep(0.05)  # polling the bus for a name: nothing to pump yet
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, None,
                                Gio.DBusCallFlags.NONE, -1, None).unpack()[0]
    if not address:
        raise Failure("the accessibility bus launcher gave no bus address")
    return launcher


class Client:
    """The desktop's accessible tree and its events, as one screen reader sees them.

    Imports pyatspi only once the bus is up: libatspi looks for the bus when it is loaded."""

    def __init__(self):
        import pyatspi

        self.atspi = pyatspi
        self.focused = None  # the object that last said it took the focus
        self.spoken = []  # each line announced by a notification, in order
        self.heard = 0  # how many of them the test has read
        self.transcript = []  # what the test did and heard, in order: told when it fails
        self.active_window = None  # the window that last said it was activated
        self._named = set()  # the objects whose name has changed since the test began
        # libatspi hears only the events some listener asked for, and keeps its cache of names,
        # states and children by them: a screen reader listens to all three families.
        pyatspi.Registry.registerEventListener(self._on_event, "object:state-changed", "object:property-change",
                                               "object:children-changed", "window:activate")

    def _on_event(self, event):
        if event.type == "window:activate":
            self.active_window = event.source
        elif event.type == "object:property-change:accessible-name":
            self._named.add(event.source)
        elif not event.detail1:
            return
        elif event.type == "object:state-changed:focused":
            self.focused = event.source
        elif event.type == "object:state-changed:showing" and event.source.getRole() == self.atspi.ROLE_NOTIFICATION:
            # The line is the notification's name as it is shown. Shown before it was ever
            # named (the herald appearing with its window), it says nothing: the name read now
            # would be a later line's.
            if event.source in self._named:
                self.spoken.append(event.source.name)

    def wait_until(self, what, condition, timeout=TIMEOUT):
        """condition()'s first true value, looked at every 20 ms while pyatspi's main loop runs
        (the loop a screen reader runs: events dispatched, libatspi's cache kept by them); a
        Failure after timeout. what says what was awaited: a string, or a function that says it
        with what is seen then."""
        deadline = time.monotonic() + timeout
        outcome = {}

        def look():
            try:
                value = condition()
            except Exception as error:  # raised again below, outside the main loop
                outcome["error"] = error
                value = None
            if value or "error" in outcome or time.monotonic() > deadline:
                outcome.setdefault("value", value)
                self.atspi.Registry.stop()
                return False
            return True

        GLib.timeout_add(20, look)
        self.atspi.Registry.start(gil=False)
        if "error" in outcome:
            raise outcome["error"]
        if not outcome.get("value"):
            raise Failure(f"waited {timeout:.0f} s for {what() if callable(what) else what}")
        return outcome["value"]

    def note(self, line):
        self.transcript.append(line)

    def next_line(self, what):
        """The next spoken line, in order: each is read once."""
        self.wait_until(lambda: f"{what} to be spoken (not yet read: {self.spoken[self.heard:]})",
                        lambda: len(self.spoken) > self.heard)
        line = self.spoken[self.heard]
        self.heard += 1
        self.note(f"heard: {line!r}")
        return line

    def application(self, pid, what="the game in the desktop's accessible tree"):
        def found():
            for app in self.atspi.Registry.getDesktop(0):
                if app is not None and app.get_process_id() == pid:
                    return app
            return None

        return self.wait_until(what, found)

    def activate(self, pid, frame):
        """The game's window given the keyboard, as a window manager gives a new window.

        Xvfb has no window manager, so nothing else would: X's focus follows the pointer there,
        which Qt does not take as its window becoming active, and keys would reach no widget.
        The window is the one whose _NET_WM_PID is the game's (python3-xlib)."""
        from Xlib import X, display

        screen = display.Display()
        pid_atom = screen.intern_atom("_NET_WM_PID")

        def game_window():
            for window in screen.screen().root.query_tree().children:
                value = window.get_full_property(pid_atom, X.AnyPropertyType)
                if value is not None and pid in value.value and window.get_attributes().map_state:
                    return window
            return None

        window = self.wait_until("the game's window mapped on the X display", game_window)
        window.set_input_focus(X.RevertToParent, X.CurrentTime)
        screen.sync()
        self.wait_until("the game's window activated", lambda: self.active_window == frame)
        screen.close()

    def press(self, key):
        """A key pressed and released, as a person's keyboard would (XTest, through AT-SPI)."""
        self.atspi.Registry.generateKeyboardEvent(KEYSYMS[key], None, self.atspi.KEY_SYM)

    def showing(self, accessible):
        return accessible.getState().contains(self.atspi.STATE_SHOWING)

    def find_all(self, root, predicate):
        """Every showing descendant of root for which predicate holds, in the tree's order."""
        found = []

        def visit(node):
            for child in node:
                if child is None or not self.showing(child):
                    continue  # a page of a stack that is not on the screen, with all it holds
                if predicate(child):
                    found.append(child)
                visit(child)

        visit(root)
        return found

    def find(self, root, what, predicate, timeout=TIMEOUT):
        """The first showing descendant for which predicate holds, once it is there."""
        return self.wait_until(what, lambda: next(iter(self.find_all(root, predicate)), None), timeout)
