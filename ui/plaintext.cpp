// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plaintext.h"

#include <QLabel>
#include <QTextDocument>

#include <algorithm>

namespace {

// A break stands between words: a space keeps them apart, as the line they were typed on did.
bool breaksTheLine(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029;
}

// Invisible: dropped, they leave the name as it reads, and the sentence around it in its own order.
bool turnsTheDirection(char16_t c)
{
    return c == 0x200E || c == 0x200F || c == 0x061C || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

bool reshapes(QChar c)
{
    return breaksTheLine(c.unicode()) || turnsTheDirection(c.unicode());
}

} // namespace

QString oneLine(const QString& text)
{
    if (std::none_of(text.begin(), text.end(), reshapes))
        return text; // shared, not copied: almost every name
    QString line;
    line.reserve(text.size());
    for (QChar c : text) {
        if (breaksTheLine(c.unicode()))
            line += QChar(u' ');
        else if (!turnsTheDirection(c.unicode()))
            line += c;
    }
    return line;
}

QLabel* showAsTyped(QLabel* label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

void showAsTyped(QMessageBox& box)
{
    box.setTextFormat(Qt::PlainText);
}

QString quotedInRichText(const QString& outside)
{
    return outside.toHtmlEscaped();
}

QString plainToolTip(const QString& text)
{
    // Text Qt would take for rich text becomes a paragraph of escaped text: read as rich text,
    // whose escapes turn back into the characters typed. Any other text is shown as it is.
    return Qt::mightBeRichText(text) ? Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal) : text;
}

QString plainWindowTitle(const QString& text)
{
    // Qt shows "[*][*]" as a literal "[*]".
    QString title = text;
    return title.replace(QLatin1String("[*]"), QLatin1String("[*][*]"));
}

QMessageBox::StandardButton askAsTyped(QWidget* parent, QMessageBox::Icon icon, const QString& title,
                                       const QString& text, QMessageBox::StandardButtons buttons,
                                       QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    showAsTyped(box);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    // As QMessageBox's statics answer.
    if (box.exec() == -1)
        return QMessageBox::Cancel;
    return box.standardButton(box.clickedButton());
}
