// SPDX-License-Identifier: GPL-3.0-or-later
// BattleView, the end of the battle: the game-over banner, where it lies, and the review of
// the game it offers.
#include "ui/battle/battleview.h"

#include "ui/battle/gameoverbanner.h"
#include "ui/battle/hintoffer.h"
#include "ui/battle/salvochoice.h"
#include "ui/board/boardview.h"
#include "ui/board/fleetstatusview.h"
#include "ui/board/legendview.h"
#include "ui/board/opensea.h"
#include "ui/speech/herald.h"
#include "ui/words/battlewords.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSlider>

#include <algorithm>

using namespace seabattle;

void BattleView::showGameOver(const BattlePicture& match, qint64 seconds, const QString& explanation)
{
    const auto result = match.result;
    if (!result)
        return;
    QString why = explanation.isEmpty() ? BattleWords::ending(*result, m_watching) : explanation;
    m_hint->setTurn(false, false);
    const ShotChart& mine = match.view(Player::One);
    const bool left = result->winner == Player::One;
    // How close it was: the winner's ships still afloat (both fleets have as many ships).
    if (const auto& own = match.fleet(Player::One);
        own && !m_watching && result->reason == EndReason::FleetSunk) {
        const ShotChart& winnersLosses = left ? match.view(Player::Two) : mine;
        why += u' ' + BattleWords::stillAfloat(left, own->size() - int(winnersLosses.sunkShips().size()));
    }
    using Outcome = GameOverBanner::Outcome;
    m_banner->present(m_watching ? (left ? Outcome::ComputerOneWon : Outcome::ComputerTwoWon)
                                 : (left ? Outcome::Victory : Outcome::Defeat),
                      why, {mine.shotsFired(), mine.hits(), seconds});
    // The light over the sea turns with the outcome; watching two computers, it stays calm.
    m_sea->setMood(m_watching ? OpenSea::Mood::Calm : left ? OpenSea::Mood::Victory : OpenSea::Mood::Defeat);
    // The banner says how it ended, once: the turn line, the last shot's words and the earlier
    // shots give way (the window title keeps the outcome).
    m_turn->hide();
    m_legend->hide(); // the banner lies where it was, and over the shots' lines (it says them)
    for (FleetStatusView* status : {m_ownStatus, m_enemyStatus})
        status->setShotsShown(false);
    // A watched game's pace is over: the banner may lie where it was, the boards keep their size.
    showPace(false, m_pause->isVisible());
    m_news.clear();
    m_salvo->end();
    m_message->clear();
    m_log->clear();
    placeBanner();
    speak(this, m_banner->headline() + QLatin1Char(' ') + why + QLatin1Char(' ') + m_banner->figuresText());
}

// Under the boards and their fleet lines, wide enough that the review's sentence takes one line, over what
// the battle needed (the legend, the last shots, the entry box): both fleets stay in sight, revealed; it
// rises over the boards only in a window too short for it.
void BattleView::placeBanner()
{
    if (m_banner->isHidden())
        return;
    const int width =
        std::min(this->width() - 16, std::max(m_banner->sizeHint().width(), this->width() * 3 / 4));
    const int height =
        m_banner->hasHeightForWidth() ? m_banner->heightForWidth(width) : m_banner->sizeHint().height();
    // The fleet lines lie on the sea's panel, not on this view: their bottoms in this view's terms.
    const auto bottom = [this](const FleetStatusView* w) {
        return w->mapTo(this, QPoint(0, w->shipsBottom())).y();
    };
    const int fleets = std::max(bottom(m_ownStatus), bottom(m_enemyStatus));
    const int below = fleets + 4;
    const int top = std::max(
        0, std::min(below + std::max(0, this->height() - below - height) / 2, this->height() - height - 4));
    m_banner->setGeometry((this->width() - width) / 2, top, width, height);
    m_banner->raise();
    // The sea ends a little above the banner, its rim whole, when the banner lies below the fleets'
    // rows; never above them. Over the boards (a short window), the sea runs on under it.
    const int shore = std::max(top - 4, fleets);
    m_sea->setShore(top > fleets ? m_sea->mapFrom(this, QPoint(0, shore)).y() : -1);
}

// A new game: the legend and the shots' lines take back the room the banner had; the pace's
// controls are there only to watch.
void BattleView::giveBackTheBannersRoom(bool watching)
{
    m_legend->show();
    m_sea->setShore(-1);
    for (FleetStatusView* status : {m_ownStatus, m_enemyStatus})
        status->setShotsShown(true);
    showPace(watching, false);
}

// The pace's controls shown or not; hidden with `keepPlace`, they leave the boards their size.
void BattleView::showPace(bool shown, bool keepPlace)
{
    for (QWidget* pace : std::initializer_list<QWidget*>{m_pause, m_speedLabel, m_speed}) {
        QSizePolicy policy = pace->sizePolicy();
        policy.setRetainSizeWhenHidden(keepPlace);
        pace->setSizePolicy(policy);
        pace->setVisible(shown);
    }
}

bool BattleView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_banner && (event->type() == QEvent::Show || event->type() == QEvent::LayoutRequest))
        placeBanner();
    if (watched == m_sea && (event->type() == QEvent::Move || event->type() == QEvent::Resize))
        placeBanner();
    if (watched == m_enemy && fireKeyPressed(event))
        return true;
    return QWidget::eventFilter(watched, event);
}

void BattleView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeBanner();
}

void BattleView::showReviewProgress(int done, int total)
{
    m_banner->showReviewProgress(done, total);
}

void BattleView::showReviewSummary(const QString& summary, const QString& gist, const QString& explanation)
{
    m_banner->showReviewSummary(summary, gist, explanation);
    speak(this, gist.isEmpty() ? summary : summary + QLatin1Char('\n') + gist);
}

void BattleView::clearReview()
{
    m_banner->clearReview();
}
