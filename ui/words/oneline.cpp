// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/oneline.h"

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
