// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/lancomputer.h"

#include "core/ai/computeropponent.h"

using namespace seabattle;

namespace net {

LanComputer::LanComputer(LanSession& session, OpponentLevel level, quint64 seed, QObject* parent)
    : QObject(parent), m_session(session), m_level(level), m_rng(seed)
{
    m_move.setSingleShot(true);
    m_move.setInterval(0);
    connect(&m_move, &QTimer::timeout, this, &LanComputer::moveIfDue);
    connect(&session, &LanSession::rulesOffered, this, [this] { m_session.acceptRules(); });
    connect(&session, &LanSession::placing, this, [this](const Ruleset& rules) {
        if (const auto fleet = placeFleet(m_level, rules, m_rng))
            (void)m_session.placeFleet(*fleet);
    });
    for (auto signal : {&LanSession::battleStarted, &LanSession::peerBack})
        connect(&session, signal, &m_move, qOverload<>(&QTimer::start));
    connect(&session, &LanSession::shotResolved, &m_move, qOverload<>(&QTimer::start));
    connect(&session, &LanSession::salvoResolved, &m_move, qOverload<>(&QTimer::start));
    connect(&session, &LanSession::matchOver, this, [this] {
        if (m_rematch)
            m_session.requestRematch();
    });
}

void LanComputer::moveIfDue()
{
    const PeerMatch* match = m_session.match();
    if (!match || m_session.state() != LanSession::State::Battle || match->turn() != Player::One ||
        match->pendingShot())
        return;
    const ShotChart& view = match->view(Player::One);
    if (match->rules().salvo) // the whole salvo, chosen before any of it is answered
        (void)m_session.fireSalvo(
            chooseSalvo(m_level, view, match->rules(), match->shotsLeftInSalvo(), m_rng));
    else
        (void)m_session.fire(chooseShot(m_level, view, match->rules(), m_rng));
}

} // namespace net
