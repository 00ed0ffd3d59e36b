// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/replaywindow.h"

#include "core/ai/opponentlevel.h"
#include "ui/replayview.h"
#include "ui/utctime.h"
#include "ui/words/levelwords.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace seabattle;

namespace {

enum Column { DateColumn, OpponentColumn, ResultColumn, ShotsColumn, ColumnCount };

} // namespace

ReplayWindow::ReplayWindow(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("replayWindow"));
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("replayList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->installEventFilter(this);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("replayEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_view = new ReplayView(this);

    auto* games = new QWidget(this);
    auto* gamesLayout = new QVBoxLayout(games);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    gamesLayout->addWidget(m_list, 1);
    gamesLayout->addWidget(m_empty, 1);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(games);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({340, 760});

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_buttons);

    connect(m_list, &QTreeWidget::currentItemChanged, this, &ReplayWindow::showCurrent);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { m_view->setFocus(); });

    resize(1100, 700);
    setGames({});
}

void ReplayWindow::setGames(std::vector<FinishedGame> games)
{
    m_games = std::move(games);
    fillList();
    if (m_games.empty()) {
        m_view->clearGame();
    } else {
        showGame(0);
        showCurrent(); // even when the first game was already the current item
    }
}

void ReplayWindow::showGame(int index)
{
    if (index < 0 || index >= m_list->topLevelItemCount())
        return;
    m_list->setCurrentItem(m_list->topLevelItem(index));
}

int ReplayWindow::currentGame() const
{
    QTreeWidgetItem* item = m_list->currentItem();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

QString ReplayWindow::opponentText(const FinishedGame& game)
{
    if (game.opponent == "lan")
        return game.opponentName.empty() ? tr("LAN")
                                         : tr("LAN: %1").arg(QString::fromStdString(game.opponentName));
    if (const auto level = opponentLevelFromKey(game.opponent))
        return opponentLevelName(*level);
    return QString::fromStdString(game.opponent);
}

QString ReplayWindow::resultText(const FinishedGame& game)
{
    return game.result.winner == Player::One ? tr("Won") : tr("Lost");
}

QString ReplayWindow::dateText(const QLocale& locale, const FinishedGame& game)
{
    return game.endedAt ? locale.toString(toDateTime(*game.endedAt).toLocalTime(), QLocale::ShortFormat)
                        : tr("Unknown date");
}

QString ReplayWindow::titleOf(const FinishedGame& game) const
{
    const QString date = dateText(QLocale(), game);
    return tr("%1, against %2: %3").arg(date, opponentText(game), resultText(game));
}

void ReplayWindow::fillList()
{
    const int current = currentGame();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const QLocale locale;
    for (const FinishedGame& game : m_games) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(DateColumn, dateText(locale, game));
        item->setText(OpponentColumn, opponentText(game));
        item->setText(ResultColumn, resultText(game));
        item->setText(ShotsColumn, locale.toString(game.shots));
        item->setTextAlignment(ShotsColumn, Qt::AlignRight | Qt::AlignVCenter);
    }
    if (current >= 0 && current < m_list->topLevelItemCount())
        m_list->setCurrentItem(m_list->topLevelItem(current));
    m_list->setVisible(!m_games.empty());
    m_empty->setVisible(m_games.empty());
    retranslate();
}

void ReplayWindow::showCurrent()
{
    const int index = currentGame();
    if (index < 0 || std::size_t(index) >= m_games.size() || !m_games[std::size_t(index)].history)
        return m_view->clearGame();
    const FinishedGame& game = m_games[std::size_t(index)];
    m_view->setGame(*game.history, titleOf(game));
}

bool ReplayWindow::eventFilter(QObject* watched, QEvent* event)
{
    // The list is flat: Left, Right and Space step the replay rather than scroll or select.
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier &&
            (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_Space)) {
            QKeyEvent copy(QEvent::KeyPress, key->key(), key->modifiers(), key->text());
            QCoreApplication::sendEvent(m_view, &copy);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ReplayWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        fillList(); // the level names, the results and the dates are words of the language
        const int index = currentGame();
        if (index >= 0)
            m_view->setTitle(titleOf(m_games[std::size_t(index)]));
    }
    QDialog::changeEvent(event);
}

void ReplayWindow::retranslate()
{
    setWindowTitle(tr("Replays"));
    m_list->setHeaderLabels({tr("Date"), tr("Opponent"), tr("Result"), tr("Shots")});
    m_list->setAccessibleName(tr("Finished games"));
    m_empty->setText(
        tr("No game to replay yet. Every game you finish against the computer, or against a friend "
           "once both fleets are revealed, is kept here: the last %n game(s).",
           "", kReplaysKept));
}
