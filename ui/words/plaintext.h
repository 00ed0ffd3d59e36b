// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text that did not come from our translations (a LAN peer's name, chat and reasons, Custom class
// names, what a file holds, error details) is shown as typed, never read as markup
// (docs/PROTOCOL.md, section 12): Qt guesses rich text from anything that looks like HTML, and
// would then draw it bold, follow its links and load the files its <img> tags name.

#include "ui/words/oneline.h" // oneLine(): untrusted text inside a sentence

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

// Makes `label` draw its text as typed, whatever it holds (QLabel's default, Qt::AutoText,
// guesses). Returns `label`.
QLabel* showAsTyped(QLabel* label);

// Makes `box` draw its text as typed (QMessageBox's default guesses, like a label's).
void showAsTyped(QMessageBox& box);

// `outside` escaped to stand in a rich-text template (a translated "<p>%1</p>").
QString quotedInRichText(const QString& outside);

// A tooltip that shows `text` as typed: Qt reads a tooltip as rich text whenever it looks like
// HTML (so escaping alone would not do: "&amp;" would show as typed, "&lt;" as "<"). Such text
// becomes rich text that reads as `text`; any other is returned as it is.
QString plainToolTip(const QString& text);

// A window title that shows `text` as typed: Qt reads "[*]" in a title as the modified mark.
QString plainWindowTitle(const QString& text);

// Opens a modal message box whose text is shown as typed, as QMessageBox::warning() and
// question() would, and returns the button chosen.
QMessageBox::StandardButton askAsTyped(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                       const QString& text,
                                       QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                       QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
