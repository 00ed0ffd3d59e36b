// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/matchprotocol.h"

#include "app/net/peerconnection.h"
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

using State = LanState;

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
    Verdict (MatchProtocol::*handler)(const Message&);
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
    {kKind<SalvoMessage>, kBoth, {State::Battle}, &P::salvoRepeated, &P::onSalvo},
    {kKind<Resign>, kBoth, {State::Placing, State::Battle}, &P::resignationCrossed, &P::onResign},
    {kKind<Rematch>, kBoth, {State::Over}, nullptr, &P::onRematch},
    {kKind<Reveal>, kBoth, {State::Revealing, State::Over, State::Battle}, &P::revealRepeated, &P::onReveal},
};

// The reveal's allowance is timed on the connection's events: it runs only while the session has one.
MatchProtocol::MatchProtocol(Seat& seat, PeerConnection& connection)
    : m_seat(seat), m_connection(connection), m_revealWait(&connection, [this] {
          if (m_seat.state() == State::Revealing)
              convict({Conviction::Kind::NoReveal});
      })
{
}

Verdict MatchProtocol::handle(const Message& message)
{
    const auto rule = std::find_if(std::begin(kRules), std::end(kRules),
                                   [&](const Rule& r) { return r.kind == message.index(); });
    if (rule == std::end(kRules))
        return outOfOrder(message);
    if (rule->absorbed && (this->*rule->absorbed)(message))
        return Verdict::noise();
    if ((rule->only && *rule->only != m_seat.side()) || !rule->states.has(m_seat.state()))
        return outOfOrder(message);
    return (this->*rule->handler)(message);
}

Verdict MatchProtocol::outOfOrder(const Message& message)
{
    return refuse({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                  GoodbyeReason::Unexpected);
}

Verdict MatchProtocol::refuse(const LanProblem& problem, GoodbyeReason reason)
{
    return Verdict::refused(problem, goodbye(reason, problem.messageType));
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
    m_seat.setState(State::Considering);
    m_connection.awaitRules(); // the guest's answer is due
    m_connection.send(RulesOffer{m_offered});
}

Verdict MatchProtocol::onRules(const Message& message)
{
    const RulesOffer& offer = std::get<RulesOffer>(message);
    const bool over = m_seat.state() == State::Over;
    const bool rematch = over && m_wantRematch && m_peerWantsRematch;
    if (over && !rematch)
        return outOfOrder(message);
    const bool settled = offer.rules.firstShooter == FirstShooter::PlayerOne ||
                         offer.rules.firstShooter == FirstShooter::PlayerTwo;
    if (!settled || !checkRuleset(offer.rules).empty())
        return refuse({LanProblem::Kind::BadRules}, GoodbyeReason::UnplayableRules);
    // A host that said it speaks no salvo offers Salvo: never played as single shots.
    if (offer.rules.salvo && m_connection.sharedProtocol() < kSalvoProtocol)
        return refuse({.kind = LanProblem::Kind::SalvoOverLan, .number = m_connection.sharedProtocol()},
                      GoodbyeReason::UnplayableRules);
    m_connection.stopDeadline(); // from now on our own player decides, in its own time
    Ruleset previous = m_offered;
    m_offered = offer.rules;
    previous.firstShooter = offer.rules.firstShooter;
    m_seat.setState(State::Considering);
    if (rematch && previous == offer.rules) {
        acceptRules(); // the rules agreed for the last match, asked for again by both
        return Verdict::movedOn();
    }
    m_rules = offer.rules;
    m_seat.report(happened::RulesOffered{offer.rules});
    return Verdict::movedOn();
}

bool MatchProtocol::offerOpen() const
{
    return m_seat.side() == WireSide::Guest && m_seat.state() == State::Considering &&
           m_connection.isLinked();
}

void MatchProtocol::acceptRules()
{
    if (!offerOpen())
        return;
    m_connection.send(Accept{});
    beginPlacing();
}

Verdict MatchProtocol::onAccept(const Message&)
{
    beginPlacing();
    return Verdict::movedOn();
}

Verdict MatchProtocol::onDecline(const Message& message)
{
    return Verdict::declined(std::get<Decline>(message).reason);
}

void MatchProtocol::beginPlacing()
{
    m_match.emplace(m_offered, localPlayer(firstShooterSide(m_offered.firstShooter), m_seat.side()));
    m_salt.clear();
    m_ourCommit.clear();
    m_peerCommit.clear();
    m_revealed = false;
    m_conviction.reset();
    m_lastAnswer.reset();
    m_ourSalvo.clear();
    m_ourSalvoOutcomes.clear();
    m_wantRematch = m_peerWantsRematch = false;
    m_resignSaid = false;
    m_repeatsExpected = false; // repeats are for the resumption of the last match only
    m_connection.stopDeadline();
    m_seat.setState(State::Placing);
    m_seat.report(happened::Placing{m_offered});
}

Expected<Placed, FleetRejection> MatchProtocol::placeFleet(const FleetLayout& fleet)
{
    if (!m_match)
        return Unexpected{FleetRejection{FleetRejection::Kind::NotInPlacement, {}}};
    if (auto placed = m_match->placeFleet(fleet); !placed)
        return Unexpected{placed.error()};
    m_salt = randomBytes(int(kSaltBytes));
    m_ourCommit = commitment(QString::fromStdString(formatLayout(fleet, m_match->rules())), m_salt);
    if (m_connection.isProven()) // else it goes when the peer is back (sayAgain())
        m_connection.send(Commit{m_ourCommit});
    return m_match->phase() == MatchPhase::Battle ? Placed::BattleBegins : Placed::PeerPlacing;
}

bool MatchProtocol::commitRepeated(const Message& message)
{
    // Said again after a resumption.
    return m_repeatsExpected && !m_peerCommit.isEmpty() && std::get<Commit>(message).hash == m_peerCommit;
}

Verdict MatchProtocol::onCommit(const Message& message)
{
    if (!m_peerCommit.isEmpty())
        return outOfOrder(message);
    m_peerCommit = std::get<Commit>(message).hash;
    m_match->peerReady();
    if (m_match->phase() == MatchPhase::Battle) {
        m_seat.setState(State::Battle);
        m_seat.report(happened::BattleStarted{});
    }
    return Verdict::movedOn();
}

std::optional<ShotError> MatchProtocol::fire(Coord target)
{
    if (!m_match)
        return ShotError::NotInBattle;
    if (m_seat.state() == State::Interrupted)
        return ShotError::NotYourTurn; // wait for the peer to come back
    auto shot = m_match->fire(target);
    if (!shot)
        return shot.error();
    m_ourSalvo = {target};
    m_ourSalvoOutcomes.clear();
    sendOurShots(m_ourSalvo);
    return std::nullopt;
}

std::vector<Result> MatchProtocol::answersToRepeat() const
{
    if (m_match && m_lastAnswer && !m_match->shots().empty() &&
        m_match->shots().back().shooter == Player::Two)
        return m_lastAnswer->answers;
    return {};
}

bool MatchProtocol::shotRepeated(const Message& message)
{
    // A shot said again after a resumption, whose answer the break swallowed: answer it again.
    const std::vector<Result> answers = answersToRepeat();
    if (m_repeatsExpected && !answers.empty() &&
        m_lastAnswer->targets == std::vector{std::get<ShotMessage>(message).target}) {
        for (const Result& answer : answers)
            m_connection.send(answer);
        return true;
    }
    return endedByOurResignation(); // fired before our resignation reached the peer: the match is over
}

Verdict MatchProtocol::onShot(const Message& message)
{
    if (m_match->rules().salvo) // a salvo is a "salvo", even of one shot
        return outOfOrder(message);
    const Coord target = std::get<ShotMessage>(message).target;
    auto outcome = m_match->receiveShot(target);
    if (!outcome) {
        LanProblem bad{LanProblem::Kind::BadShot};
        bad.shotError = outcome.error();
        return refuse(bad, outcome.error() == ShotError::NotYourTurn ? GoodbyeReason::ShotOutOfTurn
                                                                     : GoodbyeReason::ShotAtFiredCell);
    }
    const Result result{target, outcome->result, outcome->sunk};
    m_lastAnswer = Answered{{target}, {result}};
    m_connection.send(result);
    m_seat.report(happened::ShotResolved{*outcome});
    if (m_match->result())
        endMatch();
    return Verdict::movedOn();
}

Verdict MatchProtocol::onResult(const Message& message)
{
    const Result& result = std::get<Result>(message);
    auto outcome = m_match->receiveAnswer({result.target, result.result, result.sunk});
    if (!outcome) {
        using Kind = ImpossibleAnswer::Kind;
        if (outcome.error().kind == Kind::NoShotPending || outcome.error().kind == Kind::WrongCell)
            return refuse({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                          GoodbyeReason::ResultWithoutShot);
        convict({.kind = Conviction::Kind::ImpossibleAnswer, .impossible = outcome.error()});
        return Verdict::movedOn();
    }
    if (m_match->rules().salvo)
        salvoAnswered(*outcome);
    else
        m_seat.report(happened::ShotResolved{*outcome});
    if (m_match->result())
        endMatch();
    return Verdict::movedOn();
}

void MatchProtocol::resign()
{
    const State state = m_seat.state();
    if (!m_match || m_match->result() ||
        !(state == State::Placing || state == State::Battle || state == State::Interrupted))
        return;
    // A guest resigning while away keeps reaching for its host (for the grace period) to say so.
    (void)m_match->forfeit(Player::One, EndReason::Resignation);
    m_resignSaid = m_connection.isProven();
    if (m_resignSaid)
        m_connection.send(Resign{});
    endMatch();
}

bool MatchProtocol::resignationCrossed(const Message&)
{
    // Said twice, or crossing the end (ours, a last shot): it is over either way.
    const State state = m_seat.state();
    return m_match && m_match->result() && (state == State::Revealing || state == State::Over);
}

Verdict MatchProtocol::onResign(const Message&)
{
    (void)m_match->forfeit(Player::Two, EndReason::Resignation);
    endMatch();
    return Verdict::movedOn();
}

// The match is over: we prove our fleet, and wait for the peer to prove its own.
void MatchProtocol::endMatch()
{
    const bool proven = m_connection.isProven();
    if (!m_ourCommit.isEmpty() && !m_revealed && proven)
        sendReveal();
    // Without the peer here, the match settles now: if it comes back, it hears our reveal then.
    if (m_peerCommit.isEmpty() || !proven)
        return settle();
    m_seat.setState(State::Revealing);
    m_revealWait.start(m_seat.timings().reveal);
}

bool MatchProtocol::endedByOurResignation() const
{
    const auto result = m_match ? m_match->result() : std::nullopt;
    const State state = m_seat.state();
    return result && result->reason == EndReason::Resignation && result->winner == Player::Two &&
           (state == State::Revealing || state == State::Over);
}

void MatchProtocol::sendReveal()
{
    m_connection.send(
        Reveal{QString::fromStdString(formatLayout(*m_match->fleet(Player::One), m_match->rules())), m_salt});
    m_revealed = true;
}

bool MatchProtocol::revealRepeated(const Message& message)
{
    const Reveal& reveal = std::get<Reveal>(message);
    const bool late = m_repeatsExpected && m_seat.state() == State::Over; // settled while the peer was away
    if (late && m_match && m_match->fleet(Player::Two) &&
        commitment(reveal.layout, reveal.salt) == m_peerCommit)
        return true;             // said again after a resumption, once we had it: nothing new
    return late && m_conviction; // already convicted (no reveal in time): its fleet changes nothing now
}

Verdict MatchProtocol::onReveal(const Message& message)
{
    const bool late = m_repeatsExpected && m_seat.state() == State::Over;
    if (m_seat.state() == State::Over && !(late && !m_peerCommit.isEmpty()))
        return outOfOrder(message);
    if (m_seat.state() == State::Battle) // the peer thinks the match is over and we do not: its answers lied
        return refuse({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                      GoodbyeReason::RevealBeforeEnd);
    checkReveal(std::get<Reveal>(message), late);
    return Verdict::movedOn();
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
    m_seat.report(happened::PeerFleetRevealed{*fleet});
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
        m_connection.drop(goodbye(GoodbyeReason::ImpossibleAnswer));
    } else if (m_connection.isLinked() && !m_ourCommit.isEmpty() && !m_revealed) {
        sendReveal(); // our own fleet is proven too, so the peer sees we were honest
    }
    settle();
}

void MatchProtocol::settle()
{
    m_seat.setState(State::Over);
    if (m_match->result() && m_seat.side() == WireSide::Host)
        m_lastLoser = sideOf(opponent(m_match->result()->winner), WireSide::Host);
    m_seat.report(happened::MatchOver{*m_match->result()});
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
    if (m_seat.state() != State::Over || !m_connection.isProven() || m_wantRematch)
        return;
    m_wantRematch = true;
    m_connection.send(Rematch{});
    if (m_peerWantsRematch && m_seat.side() == WireSide::Host)
        startRound();
}

Verdict MatchProtocol::onRematch(const Message& message)
{
    if (m_peerWantsRematch)
        return outOfOrder(message);
    m_peerWantsRematch = true;
    m_seat.report(happened::RematchRequested{});
    if (m_wantRematch && m_seat.side() == WireSide::Host)
        startRound();
    return Verdict::movedOn();
}

// Whatever the break swallowed is said again: our commitment; our answer to the peer's last shot,
// before anything of ours that follows it (the peer may have missed it and still be awaiting it; if
// not, it knows it already); our shot awaiting its answer; our reveal.
void MatchProtocol::sayAgain()
{
    if (!m_ourCommit.isEmpty())
        m_connection.send(Commit{m_ourCommit});
    for (const Result& answer : answersToRepeat())
        m_connection.send(answer);
    if (m_match && m_match->pendingShot()) // our shot or salvo whole: its answers taken come as repeats
        sendOurShots(m_ourSalvo);
    // A match that ended while the peer was away: it is told how.
    const auto ended = m_match ? m_match->result() : std::nullopt;
    if (ended && ended->reason == EndReason::Resignation && ended->winner == Player::Two && !m_resignSaid)
        m_connection.send(Resign{});
    // Our reveal, said again, or said now if the match settled while the peer was away.
    if (!m_ourCommit.isEmpty() && (m_revealed || m_seat.state() == State::Over))
        sendReveal();
}

} // namespace net
