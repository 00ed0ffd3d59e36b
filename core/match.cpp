// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include "answer.h"

namespace seabattle {

std::optional<ShotError> checkTurn(MatchPhase phase, std::optional<Player> turn, Player shooter)
{
    switch (phase) {
    case MatchPhase::Placement:
        return ShotError::NotInBattle;
    case MatchPhase::Over:
        return ShotError::MatchOver;
    case MatchPhase::Battle:
        break;
    }
    if (turn != shooter)
        return ShotError::NotYourTurn;
    return std::nullopt;
}

std::optional<ShotError> checkShot(MatchPhase phase, std::optional<Player> turn, Player shooter,
                                   const ShotChart& shooterChart, Coord target)
{
    if (const auto error = checkTurn(phase, turn, shooter))
        return error;
    return shooterChart.targetError(target);
}

Player chooseFirstShooter(FirstShooter policy, Rng& rng, std::optional<Player> lastLoser)
{
    switch (policy) {
    case FirstShooter::PlayerOne:
        return Player::One;
    case FirstShooter::PlayerTwo:
        return Player::Two;
    case FirstShooter::LoserOfLastGame:
        if (lastLoser)
            return *lastLoser;
        break;
    case FirstShooter::Random:
        break;
    }
    return randomBelow(rng, 2) == 0 ? Player::One : Player::Two;
}

Match::Match(Ruleset rules, Player firstShooter)
{
    m_history.rules = std::move(rules);
    m_history.firstShooter = firstShooter;
}

MatchPhase Match::phase() const
{
    if (m_result)
        return MatchPhase::Over;
    if (m_history.fleets[0] && m_history.fleets[1])
        return MatchPhase::Battle;
    return MatchPhase::Placement;
}

std::optional<Player> Match::turn() const
{
    return phase() == MatchPhase::Battle ? m_turn : std::nullopt;
}

Expected<void, FleetRejection> Match::submitFleet(Player player, const FleetLayout& fleet)
{
    using Kind = FleetRejection::Kind;
    if (phase() != MatchPhase::Placement)
        return Unexpected{FleetRejection{Kind::NotInPlacement, {}}};
    auto& slot = m_history.fleets[std::size_t(indexOf(player))];
    if (slot)
        return Unexpected{FleetRejection{Kind::AlreadySubmitted, {}}};
    std::vector<LayoutProblem> problems = checkLayout(fleet, rules());
    if (!problems.empty())
        return Unexpected{FleetRejection{Kind::IllegalLayout, std::move(problems)}};
    slot = fleet;
    if (phase() == MatchPhase::Battle) {
        m_turn = m_history.firstShooter;
        m_salvo = salvoFrom(*m_turn);
    }
    return {};
}

std::optional<ShotError> Match::shotError(Player shooter, Coord target) const
{
    return checkShot(phase(), m_turn, shooter, view(shooter), target);
}

Expected<ShotOutcome, ShotError> Match::fire(Player shooter, Coord target)
{
    if (const auto error = shotError(shooter, target))
        return Unexpected{*error};
    const ShotOutcome outcome =
        answerShot(*fleet(opponent(shooter)), view(shooter), rules(), {shooter, target}, m_salvo);
    m_views[std::size_t(indexOf(shooter))].record(outcome);
    m_history.shots.push_back(outcome.shot);
    m_turn = outcome.nextShooter;
    if (m_turn && (*m_turn != shooter || !rules().salvo))
        m_salvo = salvoFrom(*m_turn);
    else if (m_turn)
        ++m_salvo.fired;
    if (outcome.fleetSunk)
        m_result = MatchResult{shooter, EndReason::FleetSunk};
    return outcome;
}

int Match::shipsAfloat(Player player) const
{
    const auto& fleet = this->fleet(player);
    if (!fleet)
        return 0;
    return fleet->size() - int(view(opponent(player)).sunkShips().size());
}

Expected<void, ForfeitError> Match::forfeit(Player loser, EndReason reason)
{
    if (reason == EndReason::FleetSunk)
        return Unexpected{ForfeitError::NotAForfeit};
    if (phase() == MatchPhase::Over)
        return Unexpected{ForfeitError::MatchOver};
    m_history.forfeit = Forfeit{loser, reason};
    m_result = MatchResult{opponent(loser), reason};
    m_turn.reset();
    return {};
}

Expected<Match, ReplayError> Match::replay(const MatchHistory& history)
{
    using Kind = ReplayError::Kind;
    // A fleet of the history, legal under the rules (submitFleet() checks it), proves that the
    // fleet fits: the fit search is needed only without one.
    const bool witnessed = history.fleets[0] || history.fleets[1];
    if (!(witnessed ? checkRulesetForm(history.rules) : checkRuleset(history.rules)).empty())
        return Unexpected{ReplayError{Kind::IllegalRuleset}};
    Match match(history.rules, history.firstShooter);
    for (Player p : {Player::One, Player::Two}) {
        const auto& fleet = history.fleets[std::size_t(indexOf(p))];
        if (!fleet)
            continue;
        if (auto submitted = match.submitFleet(p, *fleet); !submitted)
            return Unexpected{
                ReplayError{.kind = Kind::FleetRejected, .player = p, .fleetRejection = submitted.error()}};
    }
    for (std::size_t i = 0; i < history.shots.size(); ++i) {
        const Shot& shot = history.shots[i];
        if (auto fired = match.fire(shot.shooter, shot.target); !fired)
            return Unexpected{
                ReplayError{.kind = Kind::ShotRejected, .shotIndex = int(i), .shotError = fired.error()}};
    }
    if (history.forfeit)
        if (!match.forfeit(history.forfeit->loser, history.forfeit->reason))
            return Unexpected{ReplayError{Kind::ForfeitRejected}};
    return match;
}

std::optional<ShotOutcome> Match::lastOutcome(const MatchHistory& history)
{
    if (history.shots.empty())
        return std::nullopt;
    MatchHistory before = history;
    before.shots.pop_back();
    before.forfeit.reset();
    auto replayed = replay(before);
    if (!replayed)
        return std::nullopt;
    Match match = *replayed;
    auto fired = match.fire(history.shots.back().shooter, history.shots.back().target);
    return fired ? std::optional(*fired) : std::nullopt;
}

} // namespace seabattle
