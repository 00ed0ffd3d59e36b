// SPDX-License-Identifier: GPL-3.0-or-later
// lan_player: one side of a LAN match played by the computer at a set pace, for tests/lan/ (a
// match long enough to pull the link out from under it). Every event is one line on stdout,
// prefixed with the milliseconds since start:
//   lan_player host PORT [--pace MS] [--timeout MS] [--grace MS]
//   lan_player join HOST:PORT [--pace MS] [--timeout MS] [--grace MS]
// --pace: wait before each of our shots (default 50); --timeout: the peer is lost after this
// much silence (default: the game's); --grace: then the win may be claimed (default: the game's),
// and is claimed at once. The last line is "over won|lost (<reason>) shots <ours> ..." with the
// problems seen; exit status 0 when the match ended with no protocol error nor violation.
#include "app/net/lansession.h"
#include "core/ai/computeropponent.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace seabattle;
using net::LanProblem;
using net::LanSession;

namespace {

QElapsedTimer g_clock;

void say(const QString& line)
{
    QTextStream(stdout) << g_clock.elapsed() << ' ' << line << Qt::endl;
}

QString problemKey(const LanProblem& p)
{
    QString key = QString::fromLatin1(keyOf(p.kind));
    if (!p.detail.isEmpty())
        key += QStringLiteral(" (%1)").arg(p.detail);
    return key;
}

QString reasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::FleetSunk:
        return QStringLiteral("fleet-sunk");
    case EndReason::Resignation:
        return QStringLiteral("resignation");
    case EndReason::RuleViolation:
        return QStringLiteral("rule-violation");
    case EndReason::Disconnection:
        return QStringLiteral("disconnection");
    }
    return {};
}

struct Options {
    std::chrono::milliseconds pace{50};
    net::LanTimings timings;
};

// The computer's side, one shot per `pace`.
class PacedPlayer : public QObject {
public:
    PacedPlayer(LanSession& session, const Options& options)
        : m_session(session), m_rng(7 + quint64(session.role()))
    {
        m_move.setSingleShot(true);
        m_move.setInterval(options.pace);
        connect(&m_move, &QTimer::timeout, this, &PacedPlayer::fire);
        connect(&session, &LanSession::peerArrived, this,
                [](const QString& name) { say(QStringLiteral("peer %1").arg(name)); });
        connect(&session, &LanSession::rulesOffered, this, [this] { m_session.acceptRules(); });
        connect(&session, &LanSession::placing, this, [this](const Ruleset& rules) {
            if (const auto fleet = placeFleet(OpponentLevel::Hard, rules, m_rng))
                (void)m_session.placeFleet(*fleet);
        });
        connect(&session, &LanSession::battleStarted, this, [this] {
            say(QStringLiteral("battle"));
            m_move.start();
        });
        connect(&session, &LanSession::shotResolved, this, [this] {
            say(QStringLiteral("shot %1").arg(++m_shots));
            m_move.start();
        });
        connect(&session, &LanSession::peerLost, this,
                [](const LanProblem& p) { say(QStringLiteral("lost %1").arg(problemKey(p))); });
        connect(&session, &LanSession::peerBack, this, [this] {
            say(QStringLiteral("back"));
            m_move.start();
        });
        connect(&session, &LanSession::problem, this, [this](const LanProblem& p) {
            say(QStringLiteral("problem %1").arg(problemKey(p)));
            // Losing the link is what these tests do; the peer leaving a settled match is its end.
            const bool expected =
                p.kind == LanProblem::Kind::TimedOut || p.kind == LanProblem::Kind::ConnectionLost ||
                p.kind == LanProblem::Kind::ConnectFailed || m_session.state() == LanSession::State::Over;
            if (!expected)
                m_errors << problemKey(p);
        });
        connect(&session, &LanSession::winClaimable, this, [this] {
            say(QStringLiteral("claimable"));
            m_session.claimWin();
        });
        connect(&session, &LanSession::stateChanged, this, [this](LanSession::State state) {
            if (state == LanSession::State::Over || state == LanSession::State::Closed)
                QTimer::singleShot(200, this, &PacedPlayer::finish); // let the reveals cross
        });
    }

private:
    void fire()
    {
        const PeerMatch* match = m_session.match();
        if (match && m_session.state() == LanSession::State::Battle && match->turn() == Player::One &&
            !match->pendingShot())
            (void)m_session.fire(
                chooseShot(OpponentLevel::Hard, match->view(Player::One), match->rules(), m_rng));
    }

    void finish()
    {
        const PeerMatch* match = m_session.match();
        const auto result = match ? match->result() : std::nullopt;
        QString line =
            !result ? QStringLiteral("over unfinished")
                    : QStringLiteral("over %1 (%2)")
                          .arg(result->winner == Player::One ? QStringLiteral("won") : QStringLiteral("lost"),
                               reasonKey(result->reason));
        line += QStringLiteral(" shots %1 errors %2")
                    .arg(m_shots)
                    .arg(m_errors.isEmpty() ? QStringLiteral("none") : m_errors.join(QStringLiteral("; ")));
        line += QStringLiteral(" violation %1")
                    .arg(m_session.conviction() ? QStringLiteral("yes") : QStringLiteral("none"));
        say(line);
        const bool clean = result && m_errors.isEmpty() && !m_session.conviction();
        m_session.leave();
        QTimer::singleShot(100, qApp, [clean] { QCoreApplication::exit(clean ? 0 : 1); });
    }

    LanSession& m_session;
    Rng m_rng;
    QTimer m_move;
    int m_shots = 0;
    QStringList m_errors;
};

std::optional<Options> readOptions(const QStringList& args)
{
    Options o;
    for (int i = 3; i + 1 < args.size(); i += 2) {
        const auto ms = std::chrono::milliseconds(args[i + 1].toLongLong());
        if (args[i] == QLatin1String("--pace"))
            o.pace = ms;
        else if (args[i] == QLatin1String("--timeout"))
            o.timings.link.peerTimeout = ms,
            o.timings.link.heartbeat = std::min(o.timings.link.heartbeat, ms / 4);
        else if (args[i] == QLatin1String("--grace"))
            o.timings.grace = ms;
        else
            return std::nullopt;
    }
    return args.size() % 2 == 1 ? std::optional(o) : std::nullopt;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    g_clock.start();
    const QStringList args = app.arguments();
    const auto options = readOptions(args);
    const bool hosting = args.value(1) == QLatin1String("host");
    if (!options || (!hosting && args.value(1) != QLatin1String("join"))) {
        std::fputs("usage: lan_player host PORT | join HOST:PORT [--pace MS] [--timeout MS] [--grace MS]\n",
                   stderr);
        return 2;
    }
    LanSession session(hosting ? LanSession::Role::Host : LanSession::Role::Guest,
                       QStringLiteral("lan-player"), options->timings);
    PacedPlayer player(session, *options);
    if (hosting) {
        if (const auto problem =
                session.host(Ruleset::forPreset(Preset::Standard), quint16(args[2].toUInt()))) {
            say(QStringLiteral("cannot listen: %1").arg(problemKey(*problem)));
            return 3;
        }
        say(QStringLiteral("listening %1").arg(session.port()));
    } else {
        const QString target = args[2];
        const qsizetype colon = target.lastIndexOf(QLatin1Char(':'));
        QString host = target.left(colon);
        if (host.startsWith(QLatin1Char('[')))
            host = host.mid(1, host.size() - 2);
        session.join(host, quint16(target.mid(colon + 1).toUInt()));
    }
    return QCoreApplication::exec();
}
