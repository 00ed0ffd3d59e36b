# SPDX-License-Identifier: GPL-3.0-or-later
"""The battle as a screen reader's user plays it: the two boards read as tables of named cells,
the cursor moved by the arrows and followed by its focus events, each shot fired with Enter and
its result heard as a spoken line, until the game says it is over.

What the game offers a screen reader (issue 31): each board is a table (10 rows, 10 columns,
columns described "A".."J", rows "1".."10") of 100 cells, child index row * 10 + column, each
named "<cell>, <state>" in the player's language; the cursor cell has the focus; every line the
game says is shown by an object of role notification, whose name is then that line.
"""

import re

from atspiclient import Failure

COLUMNS = "ABCDEFGHIJ"
SIZE = 10
ANY_CELL = r"[A-J](?:10|[1-9])"


def coord_name(column, row):
    """core/coord's formatCoord: the column's letter, then the row's number from 1."""
    return f"{COLUMNS[column]}{row + 1}"


def pattern(template, cell=None, cells=True):
    """A translated template as a regular expression: %1 a cell (the one given, or any; unless
    cells is False), every other %n some words, captured by number."""
    parts = []
    for part in re.split(r"(%\d)", template):
        if part == "%1" and cells:
            parts.append(f"(?P<cell>{re.escape(cell) if cell else ANY_CELL})")
        elif re.fullmatch(r"%\d", part):
            parts.append(f"(?P<w{part[1]}>.+?)")
        else:
            parts.append(re.escape(part))
    return re.compile("^" + "".join(parts) + "$")


class Battle:
    def __init__(self, client, words, frame, fleet):
        self.client = client
        self.atspi = client.atspi
        self.words = words
        self.frame = frame
        tr = words.tr
        # The cells' names (ui/words/cellwords, in BoardView's context): what Enemy waters says of
        # each cell, and what Your fleet says, as (state, words, ship); a cell with a ship says
        # it in a sentence of the ship's class (ShipSentence's context, one per class).
        def cell_words(*sources):
            return [(state, tr("BoardView", source), None) for state, source in sources]

        def class_words(state, template):
            return [(state, said, ship) for said, ship in words.class_sentences(template)]

        self.states = (cell_words(("not fired at", "%1, not fired at"), ("miss", "%1, miss"), ("hit", "%1, hit"),
                                  ("sunk", "%1, sunk"), ("empty", "%1, empty, next to a sunk ship"))
                       + class_words("hit", "%1, {C}, hit") + class_words("sunk", "%1, sunk, {C}"))
        self.own_states = (class_words("ship", "%1, your {C}") + class_words("ship hit", "%1, your {C}, hit")
                           + class_words("ship sunk", "%1, your {C}, sunk")
                           + cell_words(("not fired at", "%1, not fired at"), ("miss", "%1, miss"),
                                        ("empty", "%1, empty, next to a sunk ship")))
        # The lines the battle says (ui/words/battlewords, in BattleView's context; a sinking in
        # its class's sentence), as (result, words, ship).
        self.mine = ([("miss", tr("BattleView", "%1: Miss."), None), ("hit", tr("BattleView", "%1: Hit!"), None)]
                     + class_words("sunk", "%1: Sunk: {C}!"))
        self.theirs = ([("miss", tr("BattleView", "The enemy fired at %1: Miss."), None),
                        ("hit", tr("BattleView", "The enemy fired at %1: Hit!"), None)]
                       + class_words("sunk", "The enemy fired at %1: Sunk: your {C}!"))
        self.your_turn = tr("BattleView", "Your turn")
        self.their_turn = tr("BattleView", "The enemy is firing…")
        # The end is said twice: the turn line's words, and the banner's headline with its figures.
        self.endings = {"won": (tr("BattleView", "You won!"), tr("GameOverBanner", "Victory!")),
                        "lost": (tr("BattleView", "You lost."), tr("GameOverBanner", "Defeat"))}
        self.review = pattern(tr("ReviewWords", "Shot quality %1, %2, luck %3"), cells=False)
        # Where the test put its ships: cell -> the class's name as the board says it.
        self.fleet = {}
        for ship, length, (column, row) in fleet:
            for step in range(length):
                self.fleet[coord_name(column + step, row)] = tr("ShipClass", ship, "inside a sentence")
        self.enemy = None
        self.own = None

    def say(self, line):
        self.client.note(line)

    # The boards.

    def board(self, name):
        return self.client.find(self.frame, f"the board {name!r}",
                                lambda o: o.name == name and o.getRole() in (self.atspi.ROLE_TABLE,
                                                                            self.atspi.ROLE_FILLER))

    def check_table(self, table):
        """A board as the contract says: a 10 x 10 table, its headers, one named cell a square."""
        if table.getRole() != self.atspi.ROLE_TABLE:
            raise Failure(f"{table.name!r} is a {table.getRoleName()}, not a table: a screen reader cannot walk it")
        grid = table.queryTable()
        if (grid.nRows, grid.nColumns, table.childCount) != (SIZE, SIZE, SIZE * SIZE):
            raise Failure(f"{table.name!r} has {grid.nRows} rows, {grid.nColumns} columns and "
                          f"{table.childCount} children, not 10, 10 and 100")
        columns = [grid.getColumnDescription(c) for c in range(SIZE)]
        rows = [grid.getRowDescription(r) for r in range(SIZE)]
        if columns != list(COLUMNS) or rows != [str(r + 1) for r in range(SIZE)]:
            raise Failure(f"{table.name!r}'s headers are {columns} and {rows}")
        for index in range(SIZE * SIZE):
            cell = table.getChildAtIndex(index)
            expected = coord_name(index % SIZE, index // SIZE)
            if cell.getRole() != self.atspi.ROLE_TABLE_CELL or not cell.name.startswith(expected + ", "):
                raise Failure(f"{table.name!r}'s child {index} is a {cell.getRoleName()} named {cell.name!r}, "
                              f"not the cell {expected}")

    def state_of(self, name, states):
        """A cell's name read back: (state, words such as a ship's class) by the templates given."""
        # The longest first: "%1, your %2" would also read "H3, your Destroyer, hit".
        for state, template, ship in sorted(states, key=lambda item: -len(item[1])):
            found = pattern(template).match(name)
            if found:
                return state, ship
        raise Failure(f"a cell named {name!r}, which none of {[words for _, words, _ in states]} describes")

    def cell(self, table, name):
        column, row = COLUMNS.index(name[0]), int(name[1:]) - 1
        return table.getChildAtIndex(row * SIZE + column)

    def check_own_fleet(self):
        """Your fleet says where each of the test's ships lies, and nothing else does (the enemy
        may have fired first: a cell may already say so)."""
        for index in range(SIZE * SIZE):
            name = coord_name(index % SIZE, index // SIZE)
            said = self.own.getChildAtIndex(index).name
            state, ship = self.state_of(said, self.own_states)
            if name in self.fleet:
                right = state in ("ship", "ship hit", "ship sunk") and ship == self.fleet[name]
            else:
                right = state in ("not fired at", "miss", "empty")
            if not right:
                raise Failure(f"Your fleet's {name} is named {said!r}, but the test put "
                              f"{'its ' + self.fleet[name] if name in self.fleet else 'no ship'} there")

    # What is heard.

    def enemy_shot(self, line):
        """A line saying the enemy's shot, checked against Your fleet; False when it is not one."""
        for result, template, _ in self.theirs:
            found = pattern(template).match(line)
            if not found:
                continue
            target = found.group("cell")
            expected = ("miss",) if result == "miss" else ("ship hit", "ship sunk")
            if result != "miss" and target not in self.fleet:
                raise Failure(f"heard {line!r}, but the test has no ship at {target}")
            if result == "miss" and target in self.fleet:
                raise Failure(f"heard {line!r}, but the test's {self.fleet[target]} is at {target}")
            own = self.cell(self.own, target)
            self.client.wait_until(lambda: f"Your fleet's {target} to say {expected[0]} (it says {own.name!r})",
                                   lambda: self.state_of(own.name, self.own_states)[0] in expected)
            return True
        return False

    def until_our_turn(self):
        """Lines up to "Your turn" (the enemy's turn and shots checked on the way), or the end:
        its line."""
        while True:
            line = self.client.next_line(f"{self.your_turn!r} or the end")
            if line == self.your_turn:
                return None
            if line == self.their_turn:
                continue
            if self.ending_in(line):
                return line
            if not self.enemy_shot(line):
                raise Failure(f"heard {line!r} while waiting for the enemy's shots, the turn or the end")

    def ending_in(self, line):
        """"won" or "lost" when line says the end (the turn's words, or the banner's), else None."""
        for ending, (turn, headline) in self.endings.items():
            if line == turn or line.startswith(headline + " "):
                return ending
        return None

    def after_the_end(self, first):
        """After the end's first line, its other one and the review's, in any order, and nothing
        else: whether the game was won or lost."""
        ending = self.ending_in(first)
        turn, headline = self.endings[ending]
        said = {"turn": first == turn, "banner": first != turn, "review": False}
        while not all(said.values()):
            line = self.client.next_line(f"after {ending!r}, the end's lines and the review (so far {said})")
            if line == turn:
                said["turn"] = True
            elif line.startswith(headline + " "):
                said["banner"] = True
            elif self.review.match(line.split("\n", 1)[0]):  # then the sentence that explains it
                said["review"] = True
            else:
                raise Failure(f"the game ended ({ending}), then said {line!r}: neither its end nor its review")
        return ending

    # The shots.

    def choose(self, cursor):
        """The next cell to fire at, from the cells' names alone: next to a hit not yet sunk when
        there is one, else the nearest cell not fired at on a checkerboard (a ship of two or
        more covers one of its squares), else the nearest one left."""
        seen = {}
        for index in range(SIZE * SIZE):
            name = coord_name(index % SIZE, index // SIZE)
            seen[name] = self.state_of(self.enemy.getChildAtIndex(index).name, self.states)[0]
        open_cells = [n for n, state in seen.items() if state == "not fired at"]
        if not open_cells:
            raise Failure("every cell of Enemy waters is fired at or known, and the game is not over")

        def place(name):
            return COLUMNS.index(name[0]), int(name[1:]) - 1

        def distance(name):
            (c, r), (cc, cr) = place(name), place(cursor)
            return abs(c - cc) + abs(r - cr)

        hits = [place(n) for n, state in seen.items() if state == "hit"]
        beside = [n for n in open_cells
                  if any(abs(place(n)[0] - c) + abs(place(n)[1] - r) == 1 for c, r in hits)]
        checkerboard = [n for n in open_cells if sum(place(n)) % 2 == 0]
        return min(beside or checkerboard or open_cells, key=distance)

    def cursor(self):
        """The focused cell of Enemy waters, by its name."""
        focused = self.client.focused
        if focused is None or focused.getRole() != self.atspi.ROLE_TABLE_CELL or focused.parent != self.enemy:
            return None
        return focused.name.split(",")[0]

    def on_enemy_waters(self):
        return self.client.focused is not None and (self.client.focused == self.enemy or self.cursor() is not None)

    def aim(self, target):
        """The arrows, one at a time, each followed to the cell it focuses."""
        here = self.cursor()
        if here is None:  # no cursor yet: Left shows it, on A1 or where it was
            self.client.press("Left")
            here = self.client.wait_until("a cell of Enemy waters to take the focus", self.cursor)
        while here != target:
            column, row = COLUMNS.index(here[0]), int(here[1:]) - 1
            want_column, want_row = COLUMNS.index(target[0]), int(target[1:]) - 1
            if column != want_column:
                key, column = ("Right", column + 1) if want_column > column else ("Left", column - 1)
            else:
                key, row = ("Down", row + 1) if want_row > row else ("Up", row - 1)
            self.client.press(key)
            step = coord_name(column, row)
            self.client.wait_until(lambda: f"{key} to focus {step} (focus on {self.cursor()})",
                                   lambda: self.cursor() == step)
            here = step
        said = self.client.focused.name
        if self.state_of(said, self.states)[0] != "not fired at":
            raise Failure(f"the focused {target} is named {said!r}, but the table said it was not fired at")

    def fire(self, target):
        """Enter on the cursor cell: the result heard, and the cell's name saying it."""
        self.client.press("Return")
        line = self.client.next_line(f"the result of the shot at {target}")
        for result, template, ship in self.mine:
            found = pattern(template, target).match(line)
            if not found:
                continue
            cell = self.cell(self.enemy, target)
            self.client.wait_until(lambda: f"Enemy waters' {target} to say {result} (it says {cell.name!r})",
                                   lambda: self.state_of(cell.name, self.states)[0] == result)
            if result == "sunk":
                self.say(f"sunk: {ship}; the cell says {cell.name!r}")
            return result
        if line in (self.their_turn, self.your_turn) or self.ending_in(line):
            # The game said the result and the turn at once: by the time a screen reader reads
            # the notification's name for the result, it is already the next line.
            raise Failure(f"fired at {target}, but its result was never heard: the first line read after it was "
                          f"{line!r}, the line the game says next (said at once, the result was overwritten)")
        raise Failure(f"fired at {target}, then heard {line!r}, which is none of {[words for _, words, _ in self.mine]}")

    def play(self):
        """The whole battle; what it ended with ("won" or "lost") and how many shots it took."""
        self.enemy = self.board(self.words.tr("BattleView", "Enemy waters"))
        self.own = self.board(self.words.tr("BattleView", "Your fleet"))
        self.check_table(self.enemy)
        self.check_table(self.own)
        self.check_own_fleet()
        self.say("boards: two 10 x 10 tables, every cell named, the fleet where it was put")
        # The battle starts with the keyboard on Enemy waters.
        self.client.wait_until("the focus on Enemy waters", self.on_enemy_waters)
        ending = self.until_our_turn()
        shots = 0
        while ending is None:
            target = self.choose(self.cursor() or "A1")
            self.aim(target)
            result = self.fire(target)
            shots += 1
            self.say(f"shot {shots}: {target}, {result}")
            ending = self.until_our_turn()
        return f"{self.after_the_end(ending)} after {shots} shots"
