// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/battlescreen.h"

#include "ui/battle/battleview.h"

using namespace seabattle;

namespace {

Sound soundOf(ShotResult result)
{
    switch (result) {
    case ShotResult::Miss:
        return Sound::Miss;
    case ShotResult::Hit:
        return Sound::Hit;
    case ShotResult::Sunk:
        return Sound::Sunk;
    }
    return Sound::Miss;
}

} // namespace

BattleScreen::BattleScreen(MatchSession& session, BattleView& view, QObject* parent)
    : QObject(parent), m_session(session), m_view(view)
{
    m_clock.start();
    connect(&m_view, &BattleView::fireRequested, this, &BattleScreen::fire);
    connect(&m_view, &BattleView::salvoRequested, this, &BattleScreen::fireSalvo);
    connect(&m_session, &MatchSession::shotResolved, this, &BattleScreen::showShot);
    connect(&m_session, &MatchSession::salvoResolved, this, &BattleScreen::showSalvo);
    connect(&m_session, &MatchSession::turnChanged, this, &BattleScreen::showTurn);
    connect(&m_session, &MatchSession::matchOver, this, &BattleScreen::showEnd);
}

void BattleScreen::refresh()
{
    if (const auto picture = m_session.picture())
        show(*picture);
}

void BattleScreen::show(const BattlePicture& picture)
{
    m_view.showPicture(picture);
    m_shownTurn = picture.turn;
    ++m_shown;
}

void BattleScreen::recall(const ShotOutcome& outcome)
{
    if (const auto picture = m_session.picture())
        m_view.recall(outcome, picture->rules);
}

void BattleScreen::fire(Coord target)
{
    const int before = m_shown;
    if (const auto refused = m_session.fire(target))
        return m_view.refuse(*refused);
    if (m_shown == before)
        refresh(); // no answer yet (a peer's is on its way): no one's turn meanwhile
}

void BattleScreen::fireSalvo(const std::vector<Coord>& targets)
{
    const int before = m_shown;
    if (const auto refused = m_session.fireSalvo(targets))
        return m_view.refuse(*refused);
    if (m_shown == before)
        refresh(); // no answer yet (a peer's is on its way): no one's turn meanwhile
}

// A salvo sounds once, as its best shot: a sinking is heard over a hit, a hit over a miss.
void BattleScreen::showSalvo(const std::vector<ShotOutcome>& salvo)
{
    const auto picture = m_session.picture();
    if (!picture || salvo.empty())
        return;
    m_view.showSalvo(salvo, *picture);
    m_shownTurn = picture->turn;
    ++m_shown;
    ShotResult best = ShotResult::Miss;
    for (const ShotOutcome& outcome : salvo)
        best = std::max(best, outcome.result);
    emit cue(soundOf(best));
}

void BattleScreen::showShot(const ShotOutcome& outcome)
{
    const auto picture = m_session.picture();
    if (!picture)
        return;
    m_view.showShot(outcome, *picture);
    m_shownTurn = picture->turn;
    ++m_shown;
    emit cue(soundOf(outcome.result));
}

void BattleScreen::showTurn(Player shooter)
{
    if (m_shownTurn != shooter) // after a shot, its picture already said whose turn it is
        refresh();
}

void BattleScreen::showEnd(const MatchResult& result)
{
    if (const auto picture = m_session.picture()) { // one picture: the boards and the banner
        show(*picture);
        m_view.showGameOver(*picture, m_clock.isValid() ? m_clock.elapsed() / 1000 : 0,
                            m_explain ? m_explain() : QString());
    }
    emit cue(result.winner == Player::One ? Sound::Victory : Sound::Defeat);
    emit over(result);
}
