// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardpair.h"

#include "ui/board/opensea.h"

#include <QGridLayout>
#include <QLabel>

OpenSea* boardPair(const BoardColumn& left, const BoardColumn& right)
{
    // In the boards' own window from the start: moved within one window, they keep their places
    // in its Tab order.
    auto* sea = new OpenSea(left.board->parentWidget());
    auto* grid = new QGridLayout(sea);
    // Close-set above and below: the height the window has goes to the boards' cells.
    grid->setContentsMargins(8, 4, 8, 4);
    grid->setVerticalSpacing(2);
    int column = 0;
    for (const BoardColumn& c : {left, right}) {
        grid->addWidget(c.title, 0, column);
        grid->addWidget(c.board, 1, column);
        grid->addWidget(c.status, 2, column);
        grid->setColumnStretch(column, 1);
        ++column;
    }
    grid->setRowStretch(1, 1);
    return sea;
}

void styleBoardTitle(QLabel* title)
{
    QFont f = title->font();
    f.setBold(true);
    title->setFont(f);
    title->setAlignment(Qt::AlignCenter);
}
