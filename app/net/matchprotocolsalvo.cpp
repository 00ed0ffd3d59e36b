// SPDX-License-Identifier: GPL-3.0-or-later
// MatchProtocol's salvos (docs/PROTOCOL.md, "salvo", protocol version 2): a turn's targets in one
// message, answered by one "result" each in their order, every answer checked as a shot's is.
#include "app/net/matchprotocol.h"

#include "app/net/peerconnection.h"

#include <algorithm>

using namespace seabattle;

namespace net {

std::optional<SalvoError> MatchProtocol::fireSalvo(const std::vector<Coord>& targets)
{
    if (!m_match)
        return SalvoError{SalvoError::Kind::NotInBattle, -1, 0};
    const int left = m_match->shotsLeftInSalvo();
    if (m_seat.state() == LanState::Interrupted) // wait for the peer to come back
        return SalvoError{SalvoError::Kind::NotYourTurn, -1, left};
    if (auto fired = m_match->fireSalvo(targets); !fired)
        return fired.error();
    m_ourSalvo = targets;
    m_ourSalvoOutcomes.clear();
    sendOurShots(m_ourSalvo);
    return std::nullopt;
}

void MatchProtocol::sendOurShots(const std::vector<Coord>& targets)
{
    if (m_match->rules().salvo)
        m_connection.send(SalvoMessage{targets});
    else
        m_connection.send(ShotMessage{targets.front()});
}

bool MatchProtocol::salvoRepeated(const Message& message)
{
    // A salvo said again after a resumption, whose answers the break swallowed: answered again.
    const std::vector<Result> answers = answersToRepeat();
    if (m_repeatsExpected && !answers.empty() &&
        m_lastAnswer->targets == std::get<SalvoMessage>(message).targets) {
        for (const Result& answer : answers)
            m_connection.send(answer);
        return true;
    }
    return endedByOurResignation(); // fired before our resignation reached the peer
}

Verdict MatchProtocol::onSalvo(const Message& message)
{
    if (!m_match->rules().salvo) // one shot a turn is a "shot"
        return outOfOrder(message);
    const std::vector<Coord>& targets = std::get<SalvoMessage>(message).targets;
    auto outcomes = m_match->receiveSalvo(targets);
    if (!outcomes) {
        LanProblem bad{LanProblem::Kind::BadSalvo};
        bad.salvoError = outcomes.error();
        return refuse(bad, GoodbyeReason::BadSalvo);
    }
    // Answered shot by shot, in order, up to the one that sinks our fleet.
    Answered answered{targets, {}};
    for (const ShotOutcome& outcome : *outcomes) {
        answered.answers.push_back(Result{outcome.shot.target, outcome.result, outcome.sunk});
        m_connection.send(answered.answers.back());
    }
    m_lastAnswer = std::move(answered);
    m_seat.report(happened::SalvoResolved{*outcomes});
    if (m_match->result())
        endMatch();
    return Verdict::movedOn();
}

bool MatchProtocol::answerRepeated(const Message& message)
{
    // The last answers said again after a resumption, which we had received: nothing new. Of our
    // salvo, every answer received before the break may come again.
    const Result& result = std::get<Result>(message);
    if (m_repeatsExpected && m_match) {
        const std::vector<ShotReport>& answers = m_match->answers();
        const auto taken = std::min(answers.size(), std::max<std::size_t>(m_ourSalvoOutcomes.size(), 1));
        const auto from = answers.end() - std::ptrdiff_t(taken);
        if (std::find(from, answers.end(), ShotReport{result.target, result.result, result.sunk}) !=
            answers.end())
            return true;
    }
    return endedByOurResignation(); // answered before our resignation reached the peer
}

void MatchProtocol::salvoAnswered(const ShotOutcome& outcome)
{
    m_ourSalvoOutcomes.push_back(outcome);
    if (m_match->pendingShots().empty()) // the last answer, or the one that sank the fleet
        m_seat.report(happened::SalvoResolved{m_ourSalvoOutcomes});
}

} // namespace net
