# SPDX-License-Identifier: GPL-3.0-or-later
"""A screen reader's user plays a whole game of Sea Battle against the Easy computer.

Run under Xvfb and a D-Bus session (run_a11y_game.sh does both). The script is an assistive
technology: it starts the accessibility bus, starts the game with Qt's AT-SPI bridge on, and from
then on knows only what the desktop's accessible tree and its events say, and acts only by keys:
Tab to the Easy choice on the welcome page and check it, Tab to All the rules and Enter in the
New game dialog, then N, the arrows and Enter to place the fleet (each key
answered by a spoken line), Tab to Ready, then the arrows and Enter on Enemy waters, choosing each
shot from the cells' names and checking that every result is spoken, in the player's language,
until the game is over and reviewed.

Usage: play_game.py --seabattle PATH --lang en|fr --translations DIR
Exit status 0 when the game was played to its end as expected, 1 with the reason and a transcript
of what was heard otherwise.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

from atspiclient import Client, Failure, start_accessibility_bus
from battle import Battle, coord_name
from gamewords import GameWords, arg

# Where the test puts each ship of the Standard fleet (columns and rows from 0; N takes the
# ships in the fleet's order, each first held horizontally with its bow on A1): the Carrier on
# row 1, the Battleship on row 3, the Cruiser on 5, the Submarine on 7, the Destroyer on 9, the
# Patrol boat in the far corner. No two touch, not even by a corner, as the Standard rules ask.
STANDARD_FLEET = [("Carrier", 5, (0, 0)), ("Battleship", 4, (0, 2)), ("Cruiser", 3, (0, 4)),
                  ("Submarine", 3, (0, 6)), ("Destroyer", 2, (0, 8)), ("Patrol boat", 1, (9, 9))]


class Game:
    """One run of the game, its files in a throwaway home, seen through one AT-SPI client."""

    def __init__(self, client, words):
        self.client = client
        self.words = words
        self.app = None
        self.frame = None
        self.pid = None

    def say(self, line):
        self.client.note(line)

    def open(self, process):
        atspi = self.client.atspi
        self.pid = process.pid
        self.app = self.client.application(process.pid)
        self.frame = self.client.find(self.app, "the game's window",
                                      lambda o: o.getRole() == atspi.ROLE_FRAME)
        self.client.activate(process.pid, self.frame)
        self.say(f"window: {self.frame.name!r}, active")

    def button(self, name):
        atspi = self.client.atspi
        return self.client.find(self.frame, f"a button named {name!r}",
                                lambda o: o.getRole() == atspi.ROLE_PUSH_BUTTON and o.name == name)

    def tab_to(self, target):
        """Tab, as a person would, until the focus is on target (a focus event says each stop)."""
        for _ in range(60):
            if self.client.focused == target:
                return
            before = self.client.focused
            self.client.press("Tab")
            self.client.wait_until(f"the focus to move on towards {target.name!r}",
                                   lambda: self.client.focused is not None and self.client.focused != before)
            self.say(f"focus: {self.client.focused.getRoleName()} {self.client.focused.name!r}")
        raise Failure(f"{target.name!r} was not reached with Tab")

    def choose_easy_computer(self):
        """The welcome page: the Standard rules offered, the Easy computer checked by keys and said
        under the row, then All the rules and Enter, to place the fleet by hand against it."""
        tr = self.words.tr
        standard = tr("RulesSummary", "Standard rules")
        atspi = self.client.atspi
        offer = self.client.find(self.frame, f"the welcome page offering {standard!r}",
                                 lambda o: o.getRole() == atspi.ROLE_LABEL and standard in o.name)
        self.say(f"welcome page: {offer.name!r}")
        name = self.words.label("WelcomeView", "&Easy")
        # A choice in a row: a checkable button, which Qt's versions give a screen reader as a
        # toggle button, a check box or a push button.
        roles = (atspi.ROLE_PUSH_BUTTON, atspi.ROLE_TOGGLE_BUTTON, atspi.ROLE_CHECK_BOX)
        easy = self.client.find(self.frame, f"a choice named {name!r}",
                                lambda o: o.getRole() in roles and o.name == name)
        how = tr("WelcomeView", "Fires at random, and often forgets a ship it has hit.")
        if easy.description != how:
            raise Failure(f"the Easy button's description is {easy.description!r}, not {how!r}")
        self.tab_to(easy)
        self.client.press("space")
        self.client.wait_until("the Easy computer checked",
                               lambda: easy.getState().contains(atspi.STATE_CHECKED))
        self.client.find(self.frame, f"the line under the computers saying {how!r}",
                         lambda o: o.getRole() == atspi.ROLE_LABEL and o.name == how)
        self.say(f"Easy checked, said: {how!r}")
        rules = self.button(self.words.label("WelcomeView", "All the &rules…"))
        self.tab_to(rules)
        self.client.press("space")
        self.client.find(self.app, "the New game dialog", lambda o: o.getRole() == atspi.ROLE_DIALOG)
        # Enter once the dialog has the keys: its default button starts the game chosen.
        self.client.wait_until("the focus in the New game dialog",
                               lambda: self.client.focused is not None and self.client.focused != rules)
        self.say(f"focus: {self.client.focused.getRoleName()} {self.client.focused.name!r}")
        self.client.press("Return")
        # Xvfb has no window manager to give the keys back to the window when the dialog closes.
        self.client.wait_until("the New game dialog closed", lambda: not self.client.find_all(
            self.app, lambda o: o.getRole() == atspi.ROLE_DIALOG))
        self.client.activate(self.pid, self.frame)

    def where_words(self, ship, length, column, row):
        """FleetEditor's words for a ship held across with its bow at (column, row)."""
        tr = self.words.tr
        name = tr("ShipClass", ship)
        if length == 1:
            return arg(tr("FleetEditor", "%1, %2"), name, coord_name(column, row))
        return arg(tr("FleetEditor", "%1, %2 to %3, across"), name, coord_name(column, row),
                   coord_name(column + length - 1, row))

    def hear_where(self, ship, length, column, row):
        """The line a key says while a ship is in hand: where it lies, and why it cannot, if so."""
        where = self.where_words(ship, length, column, row)
        line = self.client.next_line(f"the {ship} said at {coord_name(column, row)}")
        if line != where and not line.startswith(where + ". "):
            raise Failure(f"the {ship} in hand, bow on {coord_name(column, row)}, was said {line!r}, not {where!r}")

    def place_fleet(self):
        """The placement page by keys only, as it is heard: N takes the next ship (first held
        across, its bow on A1), each arrow moves it, Enter puts it down; every key is answered by
        a spoken line, where the ship lies and why it cannot lie there, then where it was put."""
        tr = self.words.tr
        # How to place ships, as the shipyard writes it under them and the board's description says.
        hint = " ".join(tr("FleetEditor", line) for line in (
            "Drag a ship onto the board; drag it back here to take it off.",
            "Turn the ship you hold: R, right-click or the mouse wheel. Double-click a placed ship to turn it.",
            "Keyboard: N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it off."))
        ready = tr("FleetEditor", "Your fleet is ready.")
        # The board takes the focus when the page opens, and its description is what to do.
        self.client.wait_until(lambda: f"the focus on the placement board, described {hint!r} "
                                       f"(focus: {self.client.focused and self.client.focused.description!r})",
                               lambda: self.client.focused is not None and self.client.focused.description == hint)
        self.say(f"placement: the focus on a {self.client.focused.getRoleName()} described {hint!r}")
        for number, (ship, length, (column, row)) in enumerate(STANDARD_FLEET, start=1):
            self.client.press("n")
            self.hear_where(ship, length, 0, 0)
            for step in range(1, column + 1):
                self.client.press("Right")
                self.hear_where(ship, length, step, 0)
            for step in range(1, row + 1):
                self.client.press("Down")
                self.hear_where(ship, length, column, step)
            self.client.press("Return")
            placed = arg(tr("FleetEditor", "Placed: %1."), self.where_words(ship, length, column, row))
            expected = f"{placed} {ready}" if number == len(STANDARD_FLEET) else placed
            line = self.client.next_line(f"the {ship} put down")
            if line != expected:
                raise Failure(f"the {ship} put down at {coord_name(column, row)} was said {line!r}, not {expected!r}")
        self.tab_to(self.button(self.words.label("PlacementView", "Rea&dy")))
        self.client.press("space")


def write_settings(home):
    """The player's settings before the first start: no animations (a screen reader's user gains
    nothing from them, and the test waits on no effect), and the computer firing without pause."""
    folder = os.path.join(home, "config", "seabattle")
    os.makedirs(folder)
    with open(os.path.join(folder, "seabattle.conf"), "w", encoding="utf-8") as settings:
        settings.write("[view]\nanimations=false\npace=0\n")


def game_environment(home):
    environment = dict(os.environ)
    environment.update({
        "HOME": home, "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_DATA_HOME": os.path.join(home, "data"), "XDG_CACHE_HOME": os.path.join(home, "cache"),
        "SEABATTLE_DISCOVERY_ADDRESS": "127.0.0.1",
        "QT_QPA_PLATFORM": "xcb",  # the desktop's: offscreen has no AT-SPI bridge
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",  # the bridge on without asking for a screen reader
        "PULSE_SERVER": "unix:/nonexistent/seabattle-a11y",  # silence, as every test has
    })
    return environment


def stop(process):
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seabattle", required=True)
    parser.add_argument("--lang", required=True, choices=["en", "fr", "pt", "it"])
    parser.add_argument("--translations", required=True, help="the folder of seabattle_<lang>.ts")
    arguments = parser.parse_args()
    ts_file = None if arguments.lang == "en" else os.path.join(arguments.translations,
                                                                f"seabattle_{arguments.lang}.ts")
    words = GameWords(ts_file)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="seabattle-a11y-") as home:
        write_settings(home)
        launcher = None
        process = None
        client = None
        game_output = os.path.join(home, "game-output.txt")
        try:
            launcher = start_accessibility_bus()
            client = Client()
            with open(game_output, "wb") as output:
                process = subprocess.Popen([arguments.seabattle, "--lang", arguments.lang],
                                           env=game_environment(home), stdout=output, stderr=subprocess.STDOUT)
            game = Game(client, words)
            game.open(process)
            game.choose_easy_computer()
            game.place_fleet()
            ending = Battle(client, words, game.frame, STANDARD_FLEET).play()
            print(f"a11y game ({arguments.lang}): {ending} in {time.monotonic() - started:.0f} s")
        except Failure as failure:
            print(f"FAIL ({arguments.lang}): {failure}", file=sys.stderr)
            if client is not None and client.transcript:
                print("What the test did and heard, last first:", file=sys.stderr)
                for line in reversed(client.transcript[-60:]):
                    print(f"    {line}", file=sys.stderr)
            if words.untranslated:
                print(f"Expected in English, untranslated in {arguments.lang}: {sorted(words.untranslated)}",
                      file=sys.stderr)
            if client is not None:
                print(f"All that was spoken ({len(client.spoken)} lines): {client.spoken}", file=sys.stderr)
            if process is not None and process.poll() is not None:
                print(f"The game exited with status {process.returncode}.", file=sys.stderr)
            if os.path.exists(game_output):
                with open(game_output, encoding="utf-8", errors="replace") as output:
                    print(f"The game's output:\n{output.read().strip()}", file=sys.stderr)
            return 1
        finally:
            if process is not None:
                stop(process)
            if launcher is not None:
                stop(launcher)
        if words.untranslated:
            print(f"Heard in English, untranslated in {arguments.lang}: {sorted(words.untranslated)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
