// SPDX-License-Identifier: GPL-3.0-or-later
#include "peermatch.h"

#include "answer.h"

#include <algorithm>

namespace seabattle {

namespace {

constexpr std::size_t kMe = 0;
constexpr std::size_t kPeer = 1;

// The cells form one unbroken row or column of distinct on-grid cells.
bool isStraightLine(std::vector<Coord> cells)
{
    if (cells.empty() || !std::all_of(cells.begin(), cells.end(), isOnBoard))
        return false;
    std::sort(cells.begin(), cells.end(), [](Coord a, Coord b) { return cellIndex(a) < cellIndex(b); });
    const bool horizontal = cells.size() == 1 || cells[1].row == cells[0].row;
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const Coord expected = horizontal ? offset(cells[0], int(i), 0) : offset(cells[0], 0, int(i));
        if (cells[i] != expected)
            return false;
    }
    return true;
}

int countCells(const ShotChart& view, CellKnowledge knowledge)
{
    int n = 0;
    for (int i = 0; i < kCellCount; ++i)
        n += view.at(coordAt(i)) == knowledge;
    return n;
}

} // namespace

PeerMatch::PeerMatch(Ruleset rules, Player firstShooter)
    : m_rules(std::move(rules)), m_firstShooter(firstShooter)
{
}

MatchPhase PeerMatch::phase() const
{
    if (m_result)
        return MatchPhase::Over;
    const bool ready = m_fleets[kMe] && m_peerReady;
    return ready ? MatchPhase::Battle : MatchPhase::Placement;
}

std::optional<Player> PeerMatch::turn() const
{
    return phase() == MatchPhase::Battle ? m_turn : std::nullopt;
}

Expected<void, FleetRejection> PeerMatch::placeFleet(const FleetLayout& fleet)
{
    using Kind = FleetRejection::Kind;
    if (phase() != MatchPhase::Placement)
        return Unexpected{FleetRejection{Kind::NotInPlacement, {}}};
    if (m_fleets[kMe])
        return Unexpected{FleetRejection{Kind::AlreadySubmitted, {}}};
    std::vector<LayoutProblem> problems = checkLayout(fleet, m_rules);
    if (!problems.empty())
        return Unexpected{FleetRejection{Kind::IllegalLayout, std::move(problems)}};
    m_fleets[kMe] = fleet;
    m_turn = m_firstShooter;
    m_salvo = salvoFrom(m_firstShooter);
    return {};
}

void PeerMatch::peerReady()
{
    if (phase() == MatchPhase::Placement)
        m_peerReady = true;
}

std::optional<ShotError> PeerMatch::shotError(Player shooter, Coord target) const
{
    // While our shot awaits its answer, nobody fires: not us again, not the peer.
    const std::optional<Player> turn = m_pending.empty() ? m_turn : std::nullopt;
    if (const auto error = checkShot(phase(), turn, shooter, view(shooter), target))
        return error;
    // A salvo of several shots is fired whole, never one shot at a time.
    return m_salvo.left() == 1 ? std::nullopt : std::optional(ShotError::NotYourTurn);
}

Expected<Shot, ShotError> PeerMatch::fire(Coord target)
{
    if (const auto error = shotError(Player::One, target))
        return Unexpected{*error};
    m_pending = {target};
    return Shot{Player::One, target};
}

std::optional<ImpossibleAnswer> PeerMatch::impossibility(const ShotReport& answer) const
{
    using Kind = ImpossibleAnswer::Kind;
    const auto named = answer.sunk ? std::optional<ShipId>(answer.sunk->ship) : std::nullopt;
    const auto refuse = [&](Kind kind) { return ImpossibleAnswer{kind, answer.target, named}; };
    if (m_pending.empty())
        return refuse(Kind::NoShotPending);
    if (answer.target != m_pending.front())
        return refuse(Kind::WrongCell);
    if ((answer.result == ShotResult::Sunk) != answer.sunk.has_value())
        return refuse(Kind::SunkWithoutShip);
    const ShotChart& view = m_views[kMe];
    if (answer.sunk) {
        const ShipId ship = answer.sunk->ship;
        if (ship.shipClass < 0 || ship.shipClass >= int(m_rules.fleet.size()) || ship.number < 0 ||
            ship.number >= m_rules.fleet[std::size_t(ship.shipClass)].count)
            return refuse(Kind::NotInFleet);
        const auto& sunk = view.sunkShips();
        if (std::any_of(sunk.begin(), sunk.end(), [&](const SunkShip& s) { return s.ship == ship; }))
            return refuse(Kind::AlreadySunk);
        const auto& cells = answer.sunk->cells;
        const bool fits = int(cells.size()) == m_rules.lengthOf(ship) && isStraightLine(cells) &&
                          std::find(cells.begin(), cells.end(), answer.target) != cells.end() &&
                          std::all_of(cells.begin(), cells.end(), [&](Coord c) {
                              return c == answer.target || view.at(c) == CellKnowledge::Hit;
                          });
        if (!fits)
            return refuse(Kind::WrongCells);
    }
    // More hits than the fleet has cells needs no check of its own: the hit on its last cell
    // already had to sink the whole fleet (UnsunkFleet, in receiveAnswer()).
    return std::nullopt;
}

Expected<ShotOutcome, ImpossibleAnswer> PeerMatch::receiveAnswer(const ShotReport& answer)
{
    if (const auto impossible = impossibility(answer))
        return Unexpected{*impossible};
    const ShotOutcome outcome = outcomeOf(answer);

    // What the sea would look like after this answer must still hold the fleet.
    ShotChart after = m_views[kMe];
    after.record(outcome);
    int afloatCells = m_rules.fleetCells();
    for (const SunkShip& s : after.sunkShips())
        afloatCells -= int(s.cells.size());
    using Kind = ImpossibleAnswer::Kind;
    const auto named = answer.sunk ? std::optional<ShipId>(answer.sunk->ship) : std::nullopt;
    if (!outcome.fleetSunk && after.hits() == m_rules.fleetCells())
        return Unexpected{ImpossibleAnswer{Kind::UnsunkFleet, answer.target, named}};
    if (countCells(after, CellKnowledge::Unknown) + countCells(after, CellKnowledge::Hit) < afloatCells)
        return Unexpected{ImpossibleAnswer{Kind::FleetCannotHide, answer.target, named}};

    m_answers.push_back(answer);
    m_pending.erase(m_pending.begin());
    if (outcome.fleetSunk)
        m_pending.clear(); // the rest of the salvo is never fired
    record(outcome);
    return outcome;
}

ShotOutcome PeerMatch::outcomeOf(const ShotReport& answer) const
{
    ShotOutcome outcome{.shot = {Player::One, answer.target}, .result = answer.result, .sunk = answer.sunk};
    const ShotChart& view = m_views[kMe];
    outcome.fleetSunk = outcome.sunk && int(view.sunkShips().size()) + 1 == m_rules.shipCount();
    if (m_rules.salvo) {
        // The marks of a salvo come with its last answer (or the one that sinks the fleet).
        if (m_salvo.atLastShot() || outcome.fleetSunk)
            outcome.markedEmpty = marksAtSalvoEnd(view, m_rules, answer.target, outcome.sunk);
    } else if (outcome.sunk && m_rules.markAroundSunk) {
        for (Coord c : cellsProvenEmptyAround(outcome.sunk->cells, m_rules.touching))
            if (view.at(c) == CellKnowledge::Unknown && c != answer.target)
                outcome.markedEmpty.push_back(c);
    }
    outcome.nextShooter = nextShooter(m_rules, outcome, m_salvo);
    return outcome;
}

Expected<ShotOutcome, ShotError> PeerMatch::receiveShot(Coord target)
{
    if (const auto error = shotError(Player::Two, target))
        return Unexpected{*error};
    const ShotOutcome outcome =
        answerShot(*m_fleets[kMe], m_views[kPeer], m_rules, {Player::Two, target}, m_salvo);
    record(outcome);
    return outcome;
}

void PeerMatch::record(const ShotOutcome& outcome)
{
    m_views[std::size_t(indexOf(outcome.shot.shooter))].record(outcome);
    m_shots.push_back(outcome.shot);
    m_outcomes.push_back(outcome);
    const bool salvoGoesOn = outcome.nextShooter == outcome.shot.shooter && m_rules.salvo;
    m_turn = outcome.nextShooter;
    if (salvoGoesOn)
        ++m_salvo.fired;
    else if (m_turn)
        m_salvo = salvoFrom(*m_turn);
    if (outcome.fleetSunk)
        m_result = MatchResult{outcome.shot.shooter, EndReason::FleetSunk};
}

Expected<void, ForfeitError> PeerMatch::forfeit(Player loser, EndReason reason)
{
    if (reason == EndReason::FleetSunk)
        return Unexpected{ForfeitError::NotAForfeit};
    if (phase() == MatchPhase::Over)
        return Unexpected{ForfeitError::MatchOver};
    m_result = MatchResult{opponent(loser), reason};
    m_turn.reset();
    m_pending.clear();
    return {};
}

std::vector<Violation> PeerMatch::checkPeerFleet(const FleetLayout& revealed)
{
    m_fleets[kPeer] = revealed;
    return checkReveal(m_rules, revealed, m_answers);
}

void PeerMatch::convictPeer()
{
    m_result = MatchResult{Player::One, EndReason::RuleViolation};
    m_turn.reset();
    m_pending.clear();
}

int PeerMatch::shipsAfloat(Player player) const
{
    return m_rules.shipCount() - int(view(opponent(player)).sunkShips().size());
}

} // namespace seabattle
