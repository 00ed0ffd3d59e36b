// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/replay/replaywindow.h"

#include "core/ai/opponentlevel.h"
#include "ui/replay/replayview.h"
#include "ui/words/levelwords.h"
#include "ui/words/localtime.h"
#include "ui/words/plaintext.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace seabattle;

namespace {

enum Column { DateColumn, OpponentColumn, ResultColumn, ShotsColumn, QualityColumn, ColumnCount };

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
    m_reviewButton = new QPushButton(this);
    m_reviewButton->setObjectName(QStringLiteral("reviewButton"));
    m_reviewButton->setAutoDefault(false);
    connect(m_reviewButton, &QPushButton::clicked, this, &ReplayWindow::requestReview);
    m_reviewProgress = new QProgressBar(this);
    m_reviewProgress->setObjectName(QStringLiteral("reviewProgress"));
    m_reviewProgress->setVisible(false);

    auto* games = new QWidget(this);
    auto* gamesLayout = new QVBoxLayout(games);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    gamesLayout->addWidget(m_list, 1);
    gamesLayout->addWidget(m_empty, 1);
    auto* review = new QHBoxLayout;
    review->addWidget(m_reviewButton);
    review->addWidget(m_reviewProgress, 1);
    gamesLayout->addLayout(review);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(games);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({390, 710}); // the list wide enough for its five columns

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_buttons);

    // Down the list's column, then to the replay: the Review button stands under the list.
    setTabOrder(m_list, m_reviewButton);
    setTabOrder(m_reviewButton, m_view);

    connect(m_list, &QTreeWidget::currentItemChanged, this, &ReplayWindow::showCurrent);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { m_view->setFocus(); });

    resize(1100, 700);
    setGames({});
}

void ReplayWindow::setGames(std::vector<FinishedGame> games)
{
    m_games = std::move(games);
    m_reviewing.clear(); // the indices were of the games before
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
        return game.opponentName.empty()
                   ? tr("LAN")
                   : tr("LAN: %1").arg(oneLine(QString::fromStdString(game.opponentName)));
    if (const auto level = opponentLevelFromKey(game.opponent))
        return opponentLevelName(*level);
    return oneLine(QString::fromStdString(game.opponent)); // a key this version does not know, from the file
}

QString ReplayWindow::resultText(const FinishedGame& game)
{
    return game.result.winner == Player::One ? tr("Won") : tr("Lost");
}

QString ReplayWindow::dateText(const QLocale& locale, const FinishedGame& game)
{
    return game.endedAt ? locale.toString(localTimeOf(*game.endedAt), QLocale::ShortFormat)
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
        if (game.review)
            item->setText(QualityColumn, locale.toString(game.review->of(Player::One).quality));
        item->setTextAlignment(QualityColumn, Qt::AlignRight | Qt::AlignVCenter);
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
    if (index < 0 || std::size_t(index) >= m_games.size() || !m_games[std::size_t(index)].history) {
        m_view->clearGame();
        return showReviewState();
    }
    const FinishedGame& game = m_games[std::size_t(index)];
    m_view->setGame(*game.history, titleOf(game));
    m_view->setReview(game.review);
    showReviewState();
}

void ReplayWindow::requestReview()
{
    const int index = currentGame();
    if (index < 0 || std::size_t(index) >= m_games.size() || !m_games[std::size_t(index)].history ||
        isReviewing(index))
        return;
    if (const auto& kept = m_games[std::size_t(index)].review) {
        m_view->setReview(kept);
        return showReviewState();
    }
    m_reviewing[index] = {0, 0};
    showReviewState();
    emit reviewRequested(index);
}

void ReplayWindow::setReviewProgress(int index, int done, int total)
{
    if (index < 0 || std::size_t(index) >= m_games.size())
        return;
    if (total > 0 && done >= total)
        m_reviewing.erase(index);
    else
        m_reviewing[index] = {done, total};
    showReviewState();
}

void ReplayWindow::setReview(int index, const GameReview& review)
{
    if (index < 0 || std::size_t(index) >= m_games.size())
        return;
    m_reviewing.erase(index);
    m_games[std::size_t(index)].review = review;
    if (QTreeWidgetItem* item = m_list->topLevelItem(index))
        item->setText(QualityColumn, QLocale().toString(review.of(Player::One).quality));
    if (index == currentGame())
        m_view->setReview(review);
    showReviewState();
}

// The Review button and the bar of the game shown: Review while it can be asked for, the bar
// while it is being computed.
void ReplayWindow::showReviewState()
{
    const int index = currentGame();
    const bool replayable = m_view->hasGame();
    const auto running = m_reviewing.find(index);
    const bool reviewing = running != m_reviewing.end();
    m_reviewButton->setEnabled(replayable && !reviewing && !m_view->review());
    m_reviewProgress->setVisible(reviewing);
    if (reviewing) {
        const auto [done, total] = running->second;
        m_reviewProgress->setRange(0, std::max(total, 1));
        m_reviewProgress->setValue(std::clamp(done, 0, std::max(total, 1)));
    }
}

bool ReplayWindow::eventFilter(QObject* watched, QEvent* event)
{
    // The list is flat: Left, Right and Space step the replay rather than scroll or select, and
    // H shows the review's heat map rather than search the list.
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool heatMap = key->key() == Qt::Key_H && m_view->review();
        if (key->modifiers() == Qt::NoModifier &&
            (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_Space ||
             heatMap)) {
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
    //: The column of the player's shot quality (0 to 100) in reviewed games
    m_list->setHeaderLabels({tr("Date"), tr("Opponent"), tr("Result"), tr("Shots"), tr("Quality")});
    m_reviewButton->setText(tr("Re&view"));
    m_reviewButton->setToolTip(tr("How good each shot of this game was, and the odds before it"));
    m_list->setAccessibleName(tr("Finished games"));
    //: The bar of a game's review being worked out
    m_reviewProgress->setAccessibleName(tr("Review of this game"));
    m_empty->setText(
        tr("No game to replay yet. Every game you finish against the computer, or against a friend "
           "once both fleets are revealed, is kept here: the last %n game(s).",
           "", kReplaysKept));
}
