// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/aboutbox.h"

#include "ui/words/plaintext.h"

#include <QCoreApplication>
#include <QMessageBox>

QString aboutText()
{
    return QStringLiteral("<h3>%1 %2</h3><p>%3</p><p>%4</p><p>%5</p><p><a href=\"%6\">%6</a></p>")
        .arg(QCoreApplication::translate("AboutBox", "Sea Battle"),
             quotedInRichText(QCoreApplication::applicationVersion()),
             QCoreApplication::translate(
                 "AboutBox", "Battleship for the desktop: sink the enemy fleet, against the computer or a "
                             "friend on your local network."),
             QCoreApplication::translate(
                 "AboutBox",
                 "Copyright © 2026 the Sea Battle developers. Free software under the GNU General "
                 "Public License, version 3 or (at your option) any later version: you may share "
                 "and change it. It comes with no warranty."),
             QCoreApplication::translate("AboutBox", "Built with Qt %1, running on Qt %2.")
                 .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())),
             QStringLiteral(SEABATTLE_HOMEPAGE));
}

void showAboutBox(QWidget* parent)
{
    QMessageBox::about(parent, QCoreApplication::translate("AboutBox", "About Sea Battle"), aboutText());
}
