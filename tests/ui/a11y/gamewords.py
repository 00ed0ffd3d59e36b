# SPDX-License-Identifier: GPL-3.0-or-later
"""The game's words in the player's language, read from its Qt Linguist file (translations/*.ts).

The test expects what the game says in the language it runs in; rather than a second copy of
every French sentence here, it reads the same file the game's .qm is built from. A message that
has no translation yet is shown by Qt in English, so it is expected in English, and remembered
so that the test can say which lines were heard untranslated.
"""

import re
import xml.etree.ElementTree as ElementTree


def arg(template, *values):
    """QString::arg for %1, %2…: each replaced by its value, in one pass."""
    return re.sub(r"%(\d)", lambda found: values[int(found.group(1)) - 1], template)


# The known ship classes (core/shipclass.h's keys), whose sentences are written once per class.
KNOWN_CLASSES = ("Carrier", "Battleship", "Cruiser", "Submarine", "Destroyer", "Patrol boat", "Torpedo boat")


class GameWords:
    """tr(context, source[, disambiguation]) as QCoreApplication::translate answers it."""

    def __init__(self, ts_file=None):
        # (context, source, disambiguation) -> translation: Qt looks a message up by all three,
        # so a message that moved to another class is untranslated until the file follows it.
        self._translations = {}
        self._by_source = {}  # (context, source) -> translation, whatever the disambiguation
        self.untranslated = set()
        self._translating = ts_file is not None
        if ts_file is None:  # English: the sources are the words
            return
        root = ElementTree.parse(ts_file).getroot()
        for context in root.iter("context"):
            name = context.findtext("name")
            for message in context.iter("message"):
                source = message.findtext("source")
                comment = message.findtext("comment")  # the disambiguation, as lupdate writes it
                translation = message.find("translation")
                # lrelease leaves out obsolete and vanished messages, and empty translations:
                # the game then shows the source.
                if translation is None or translation.get("type") in ("obsolete", "vanished"):
                    continue
                text = translation.text or ""
                if message.get("numerus") == "yes":
                    forms = [form.text or "" for form in translation.iter("numerusform")]
                    text = forms[0] if forms else ""
                if text:
                    self._translations[(name, source, comment)] = text
                    self._by_source[(name, source)] = text

    def tr(self, context, source, disambiguation=None):
        found = self._translations.get((context, source, disambiguation))
        if found is None:
            if self._translating:
                self.untranslated.add(source)
            return source
        return found

    def class_sentences(self, template):
        """A sentence written once per known class (ui/words/shipsentence), "{C}" standing for the
        class in the English source: [(its words, the class as written in a sentence)]. Each is
        found by its source alone: its disambiguation gives the class's genders."""
        sentences = []
        for key in KNOWN_CLASSES:
            source = template.replace("{C}", key)
            words = self._by_source.get(("ShipSentence", source))
            if words is None and self._translating:
                self.untranslated.add(source)
            sentences.append((words or source, self.tr("ShipClass", key, "inside a sentence")))
        return sentences

    def label(self, context, source):
        """A button's or menu's text as an accessible name: Qt drops the mnemonic's '&'."""
        return self.tr(context, source).replace("&&", "\0").replace("&", "").replace("\0", "&")
