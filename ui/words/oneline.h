// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Untrusted text (a LAN peer's name, chat and reasons, Custom class names, what a file holds)
// quoted inside one of our sentences. Qt Core only: the file readers use it, and the fuzz build
// links them without Qt Widgets (tests/fuzz/CMakeLists.txt).

#include <QString>

// `text` fit to stand on one line inside a sentence, read in the sentence's order: what would break
// the line (C0 and C1 controls, a newline or a tab among them; U+2028, U+2029) becomes a space, and
// what would turn the direction of the words around it (the bidi marks, embeddings, overrides and
// isolates) is dropped. Every other character stays as typed: "%1" too.
QString oneLine(const QString& text);
