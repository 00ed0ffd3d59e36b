// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/matchprotocol.h"

#include "app/net/peerconnection.h"
#include "app/net/resumption.h"
#include "core/layouttext.h"

#include <QRandomGenerator>

#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <type_traits>
#include <variant>

using namespace seabattle;

namespace net {

namespace {

using State = LanSession::State;

// The states a message may arrive in.
class States {
public:
    constexpr States(std::initializer_list<State> states)
    {
        for (State s : states)
            m_bits |= 1u << unsigned(s);
    }
    constexpr bool has(State s) const { return (m_bits & (1u << unsigned(s))) != 0; }

private:
    unsigned m_bits = 0;
};

template <class T, class... Ts> constexpr std::size_t indexIn(const std::variant<Ts...>*)
{
    constexpr bool same[] = {std::is_same_v<T, Ts>...};
    for (std::size_t i = 0; i < sizeof...(Ts); ++i)
        if (same[i])
            return i;
    return sizeof...(Ts);
}

// The index of message type T in Message.
template <class T> constexpr std::size_t kKind = indexIn<T>(static_cast<const Message*>(nullptr));

QByteArray randomBytes(int count)
{
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return bytes;
}

} // namespace

struct MatchProtocol::Rule {
    std::size_t kind;             // the message's index in Message
    std::optional<WireSide> only; // the side that may receive it (none: both)
    States states;                // where it moves the match on; anywhere else it is out of order
    bool (MatchProtocol::*absorbed)(const Message&); // a repeat or a crossing, noise in any state
    void (MatchProtocol::*handler)(const Message&);
};

// Where every message of the match is allowed (docs/PROTOCOL.md, section 6.5). Hello and chat are
// the session's; heartbeats and goodbyes never leave the link.
namespace {
using P = MatchProtocol;
constexpr std::optional<WireSide> kBoth = std::nullopt; // either side may receive it
} // namespace
const MatchProtocol::Rule MatchProtocol::kRules[] = {
    {kKind<RulesOffer>, WireSide::Guest, {State::Greeting, State::Over}, nullptr, &P::onRules},
    {kKind<Accept>, WireSide::Host, {State::Considering}, nullptr, &P::onAccept},
    {kKind<Decline>, WireSide::Host, {State::Considering}, nullptr, &P::onDecline},
    {kKind<Commit>, kBoth, {State::Placing}, &P::commitRepeated, &P::onCommit},
    {kKind<ShotMessage>, kBoth, {State::Battle}, &P::shotRepeated, &P::onShot},
    {kKind<Result>, kBoth, {State::Battle}, &P::answerRepeated, &P::onResult},
    {kKind<Resign>, kBoth, {State::Placing, State::Battle}, &P::resignationCrossed, &P::onResign},
    {kKind<Rematch>, kBoth, {State::Over}, nullptr, &P::onRematch},
    {kKind<Reveal>, kBoth, {State::Revealing, State::Over, State::Battle}, &P::revealRepeated, &P::onReveal},
};

MatchProtocol::MatchProtocol(LanSession& session)
    : m_session(session), m_revealWait(&session, [this] {
          if (m_session.state() == State::Revealing)
              convict({Conviction::Kind::NoReveal});
      })
{
}

void MatchProtocol::handle(const Message& message)
{
    const auto rule = std::find_if(std::begin(kRules), std::end(kRules),
                                   [&](const Rule& r) { return r.kind == message.index(); });
    if (rule == std::end(kRules))
        return outOfOrder(message);
    if (rule->absorbed && (this->*rule->absorbed)(message))
        return m_session.m_connection->noProgress();
    if ((rule->only && *rule->only != m_session.m_side) || !rule->states.has(m_session.state()))
        return outOfOrder(message);
    (this->*rule->handler)(message);
}

void MatchProtocol::outOfOrder(const Message& message)
{
    refuse({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
           GoodbyeReason::Unexpected);
}

void MatchProtocol::refuse(const LanProblem& problem, GoodbyeReason reason)
{
    m_session.protocolError(problem, goodbye(reason, problem.messageType));
}

bool MatchProtocol::resumed() const
{
    return m_session.m_resumption->linkResumed();
}

void MatchProtocol::forget()
{
    m_match.reset();
    m_lastLoser.reset(); // "the loser of the last game" is between the same players
}

void MatchProtocol::startRound()
{
    m_offered = m_rules;
    Rng rng(QRandomGenerator::system()->generate64());
    const auto lastLoser = m_lastLoser ? std::optional(hostFramePlayer(*m_lastLoser)) : std::nullopt;
    m_offered.firstShooter =
        firstShooterOf(sideOfHostFrame(chooseFirstShooter(m_rules.firstShooter, rng, lastLoser)));
    m_session.setState(State::Considering);
    m_session.m_connection->awaitRules(); // the guest's answer is due
    m_session.m_connection->send(RulesOffer{m_offered});
}

void MatchProtocol::onRules(const Message& message)
{
    const RulesOffer& offer = std::get<RulesOffer>(message);
    const bool over = m_session.state() == State::Over;
    const bool rematch = over && m_wantRematch && m_peerWantsRematch;
    if (over && !rematch)
        return outOfOrder(message);
    const bool settled = offer.rules.firstShooter == FirstShooter::PlayerOne ||
                         offer.rules.firstShooter == FirstShooter::PlayerTwo;
    if (!settled || !checkRuleset(offer.rules).empty())
        return refuse({LanProblem::Kind::BadRules}, GoodbyeReason::UnplayableRules);
    m_session.m_connection->stopDeadline(); // from now on our own player decides, in its own time
    Ruleset previous = m_offered;
    m_offered = offer.rules;
    previous.firstShooter = offer.rules.firstShooter;
    m_session.setState(State::Considering);
    if (rematch && previous == offer.rules)
        return acceptRules(); // the rules agreed for the last match, asked for again by both
    m_rules = offer.rules;
    emit m_session.rulesOffered(offer.rules);
}

bool MatchProtocol::offerOpen() const
{
    return m_session.m_side == WireSide::Guest && m_session.state() == State::Considering &&
           m_session.m_connection->isLinked();
}

void MatchProtocol::acceptRules()
{
    if (!offerOpen())
        return;
    m_session.m_connection->send(Accept{});
    beginPlacing();
}

void MatchProtocol::declineRules(const QString& reason)
{
    if (!offerOpen())
        return;
    m_session.m_connection->send(Decline{reason.left(kMaxReasonLength)});
    m_session.leave();
}

void MatchProtocol::onAccept(const Message&)
{
    beginPlacing();
}

void MatchProtocol::onDecline(const Message& message)
{
    emit m_session.rulesDeclined(std::get<Decline>(message).reason);
    m_session.m_connection->drop(goodbye(GoodbyeReason::Declined));
    m_session.listenAgain();
}

void MatchProtocol::beginPlacing()
{
    m_match.emplace(m_offered, localPlayer(firstShooterSide(m_offered.firstShooter), m_session.m_side));
    m_salt.clear();
    m_ourCommit.clear();
    m_peerCommit.clear();
    m_revealed = false;
    m_conviction.reset();
    m_lastAnswer.reset();
    m_wantRematch = m_peerWantsRematch = false;
    m_resignSaid = false;
    m_session.m_resumption->newMatch(); // repeats are for the resumption of the last match only
    m_session.m_connection->stopDeadline();
    m_session.setState(State::Placing);
    emit m_session.placing(m_offered);
}

Expected<void, FleetRejection> MatchProtocol::placeFleet(const FleetLayout& fleet)
{
    Resumption& resumption = *m_session.m_resumption;
    const bool away = m_session.state() == State::Interrupted && resumption.resumeState() == State::Placing;
    if (!m_match || (m_session.state() != State::Placing && !away))
        return Unexpected{FleetRejection{FleetRejection::Kind::NotInPlacement, {}}};
    if (auto placed = m_match->placeFleet(fleet); !placed)
        return placed;
    m_salt = randomBytes(int(kSaltBytes));
    m_ourCommit = commitment(QString::fromStdString(formatLayout(fleet, m_match->rules())), m_salt);
    if (m_session.m_connection->isProven()) // else it goes when the peer is back (Resumption::sayAgain())
        m_session.m_connection->send(Commit{m_ourCommit});
    if (m_match->phase() == MatchPhase::Battle) {
        if (away)
            resumption.resumeIn(State::Battle); // the commitment goes out when the peer is back
        else
            m_session.setState(State::Battle);
        emit m_session.battleStarted();
    }
    return {};
}

bool MatchProtocol::commitRepeated(const Message& message)
{
    // Said again after a resumption.
    return resumed() && !m_peerCommit.isEmpty() && std::get<Commit>(message).hash == m_peerCommit;
}

void MatchProtocol::onCommit(const Message& message)
{
    if (!m_peerCommit.isEmpty())
        return outOfOrder(message);
    m_peerCommit = std::get<Commit>(message).hash;
    m_match->peerReady();
    if (m_match->phase() == MatchPhase::Battle) {
        m_session.setState(State::Battle);
        emit m_session.battleStarted();
    }
}

std::optional<ShotError> MatchProtocol::fire(Coord target)
{
    if (!m_match)
        return ShotError::NotInBattle;
    if (m_session.state() == State::Interrupted)
        return ShotError::NotYourTurn; // wait for the peer to come back
    auto shot = m_match->fire(target);
    if (!shot)
        return shot.error();
    m_session.m_connection->send(ShotMessage{target});
    return std::nullopt;
}

std::optional<Result> MatchProtocol::answerToRepeat() const
{
    if (m_match && m_lastAnswer && !m_match->shots().empty() &&
        m_match->shots().back().shooter == Player::Two)
        return m_lastAnswer->second;
    return std::nullopt;
}

bool MatchProtocol::shotRepeated(const Message& message)
{
    // A shot said again after a resumption, whose answer the break swallowed: answer it again.
    if (const auto answer = answerToRepeat();
        resumed() && answer && m_lastAnswer->first == std::get<ShotMessage>(message).target) {
        m_session.m_connection->send(*answer);
        return true;
    }
    return endedByOurResignation(); // fired before our resignation reached the peer: the match is over
}

void MatchProtocol::onShot(const Message& message)
{
    const Coord target = std::get<ShotMessage>(message).target;
    auto outcome = m_match->receiveShot(target);
    if (!outcome) {
        LanProblem bad{LanProblem::Kind::BadShot};
        bad.shotError = outcome.error();
        return refuse(bad, outcome.error() == ShotError::NotYourTurn ? GoodbyeReason::ShotOutOfTurn
                                                                     : GoodbyeReason::ShotAtFiredCell);
    }
    const Result result{target, outcome->result, outcome->sunk};
    m_lastAnswer = std::pair(target, result);
    m_session.m_connection->send(result);
    emit m_session.shotResolved(*outcome);
    if (m_match->result())
        endMatch();
}

bool MatchProtocol::answerRepeated(const Message& message)
{
    // The last answer said again after a resumption, which we had received: nothing new.
    const Result& result = std::get<Result>(message);
    if (resumed() && m_match && !m_match->answers().empty() &&
        m_match->answers().back() == ShotReport{result.target, result.result, result.sunk})
        return true;
    return endedByOurResignation(); // answered before our resignation reached the peer
}

void MatchProtocol::onResult(const Message& message)
{
    const Result& result = std::get<Result>(message);
    auto outcome = m_match->receiveAnswer({result.target, result.result, result.sunk});
    if (!outcome) {
        using Kind = ImpossibleAnswer::Kind;
        if (outcome.error().kind == Kind::NoShotPending || outcome.error().kind == Kind::WrongCell)
            return refuse({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                          GoodbyeReason::ResultWithoutShot);
        return convict({.kind = Conviction::Kind::ImpossibleAnswer, .impossible = outcome.error()});
    }
    emit m_session.shotResolved(*outcome);
    if (m_match->result())
        endMatch();
}

void MatchProtocol::resign()
{
    const State state = m_session.state();
    if (!m_match || m_match->result() || !(m_session.inMatch() || state == State::Interrupted))
        return;
    // A guest resigning while away keeps reaching for its host (for the grace period) to say so.
    (void)m_match->forfeit(Player::One, EndReason::Resignation);
    m_resignSaid = m_session.m_connection->isProven();
    if (m_resignSaid)
        m_session.m_connection->send(Resign{});
    endMatch();
}

bool MatchProtocol::resignationCrossed(const Message&)
{
    // Said twice, or crossing the end (ours, a last shot): it is over either way.
    const State state = m_session.state();
    return m_match && m_match->result() && (state == State::Revealing || state == State::Over);
}

void MatchProtocol::onResign(const Message&)
{
    (void)m_match->forfeit(Player::Two, EndReason::Resignation);
    endMatch();
}

// The match is over: we prove our fleet, and wait for the peer to prove its own.
void MatchProtocol::endMatch()
{
    const bool proven = m_session.m_connection->isProven();
    if (!m_ourCommit.isEmpty() && !m_revealed && proven)
        sendReveal();
    // Without the peer here, the match settles now: if it comes back, it hears our reveal then.
    if (m_peerCommit.isEmpty() || !proven)
        return settle();
    m_session.setState(State::Revealing);
    m_revealWait.start(m_session.m_timings.reveal);
}

bool MatchProtocol::endedByOurResignation() const
{
    const auto result = m_match ? m_match->result() : std::nullopt;
    const State state = m_session.state();
    return result && result->reason == EndReason::Resignation && result->winner == Player::Two &&
           (state == State::Revealing || state == State::Over);
}

void MatchProtocol::sendReveal()
{
    m_session.m_connection->send(
        Reveal{QString::fromStdString(formatLayout(*m_match->fleet(Player::One), m_match->rules())), m_salt});
    m_revealed = true;
}

bool MatchProtocol::revealRepeated(const Message& message)
{
    const Reveal& reveal = std::get<Reveal>(message);
    const bool late = resumed() && m_session.state() == State::Over; // settled while the peer was away
    if (late && m_match && m_match->fleet(Player::Two) &&
        commitment(reveal.layout, reveal.salt) == m_peerCommit)
        return true;             // said again after a resumption, once we had it: nothing new
    return late && m_conviction; // already convicted (no reveal in time): its fleet changes nothing now
}

void MatchProtocol::onReveal(const Message& message)
{
    const bool late = resumed() && m_session.state() == State::Over;
    if (m_session.state() == State::Over && !(late && !m_peerCommit.isEmpty()))
        return outOfOrder(message);
    if (m_session.state() ==
        State::Battle) // the peer thinks the match is over and we do not: its answers lied
        return refuse({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                      GoodbyeReason::RevealBeforeEnd);
    checkReveal(std::get<Reveal>(message), late);
}

void MatchProtocol::checkReveal(const Reveal& reveal, bool late)
{
    m_revealWait.stop();
    if (commitment(reveal.layout, reveal.salt) != m_peerCommit)
        return convict({Conviction::Kind::RevealMismatch});
    auto fleet = parseLayout(reveal.layout.toStdString(), m_match->rules());
    if (!fleet)
        return convict({Conviction::Kind::RevealUnreadable});
    std::vector<Violation> violations = m_match->checkPeerFleet(*fleet);
    emit m_session.peerFleetRevealed(*fleet);
    if (!violations.empty())
        return convict({.kind = Conviction::Kind::FalseAnswers, .violations = std::move(violations)});
    if (!late)
        settle();
}

void MatchProtocol::convict(Conviction conviction)
{
    m_revealWait.stop();
    const bool midBattle = conviction.kind == Conviction::Kind::ImpossibleAnswer;
    m_conviction = std::move(conviction);
    m_match->convictPeer();
    if (midBattle) {
        // The peer still believes the battle goes on: tell it why it ends.
        m_session.m_connection->drop(goodbye(GoodbyeReason::ImpossibleAnswer));
    } else if (m_session.m_connection->isLinked() && !m_ourCommit.isEmpty() && !m_revealed) {
        sendReveal(); // our own fleet is proven too, so the peer sees we were honest
    }
    settle();
}

void MatchProtocol::settle()
{
    m_session.setState(State::Over);
    if (m_match->result() && m_session.m_side == WireSide::Host)
        m_lastLoser = sideOf(opponent(m_match->result()->winner), WireSide::Host);
    emit m_session.matchOver(*m_match->result());
}

void MatchProtocol::winByAbsence()
{
    (void)m_match->forfeit(Player::Two, EndReason::Disconnection);
    settle();
}

void MatchProtocol::lossByAbsence()
{
    (void)m_match->forfeit(Player::One, EndReason::Disconnection);
    settle();
}

void MatchProtocol::requestRematch()
{
    if (m_session.state() != State::Over || !m_session.m_connection->isProven() || m_wantRematch)
        return;
    m_wantRematch = true;
    m_session.m_connection->send(Rematch{});
    if (m_peerWantsRematch && m_session.m_side == WireSide::Host)
        startRound();
}

void MatchProtocol::onRematch(const Message& message)
{
    if (m_peerWantsRematch)
        return outOfOrder(message);
    m_peerWantsRematch = true;
    emit m_session.rematchRequested();
    if (m_wantRematch && m_session.m_side == WireSide::Host)
        startRound();
}

} // namespace net
