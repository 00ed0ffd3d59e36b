// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/plaintext.h"

#include <QLabel>
#include <QTextDocument>

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
