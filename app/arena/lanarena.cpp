// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/arena/lanarena.h"

#include "app/net/lancomputer.h"
#include "app/net/lansession.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <memory>

using namespace seabattle;
using net::LanProblem;
using net::LanSession;

namespace {

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

QString problemKey(const LanProblem& p)
{
    QString key = QString::fromLatin1(keyOf(p.kind));
    if (!p.messageType.isEmpty())
        key += QLatin1Char(' ') + p.messageType;
    if (!p.detail.isEmpty())
        key += QStringLiteral(" (%1)").arg(p.detail);
    return key;
}

QString convictionKey(const net::Conviction& c)
{
    static const char* const keys[] = {"impossible-answer", "false-answers", "reveal-mismatch",
                                       "reveal-unreadable", "no-reveal"};
    return QString::fromLatin1(keys[int(c.kind)]);
}

// Watches one session through one match and reports it.
class MatchWatch {
public:
    MatchWatch(LanSession& session, int number, const MatchLine& report)
        : m_session(session), m_number(number), m_report(report)
    {
        m_connection =
            QObject::connect(&session, &LanSession::problem, &session, [this](const LanProblem& p) {
                if (!m_done && m_session.state() != LanSession::State::Over)
                    m_errors << problemKey(p);
            });
    }
    ~MatchWatch() { QObject::disconnect(m_connection); }
    MatchWatch(const MatchWatch&) = delete;
    MatchWatch& operator=(const MatchWatch&) = delete;
    bool done() const { return m_done; }
    bool clean() const { return m_errors.isEmpty() && !m_session.conviction(); }

    // Says how the match ended (or why it did not).
    void finish()
    {
        if (m_done)
            return;
        m_done = true;
        const PeerMatch* match = m_session.match();
        const auto result = match ? match->result() : std::nullopt;
        const QString outcome = !result                         ? QStringLiteral("unfinished")
                                : result->winner == Player::One ? QStringLiteral("won")
                                                                : QStringLiteral("lost");
        const int shots = match ? match->view(Player::One).shotsFired() : 0;
        const QString why = result ? reasonKey(result->reason) : QString();
        const QString cheat = m_session.conviction() ? convictionKey(*m_session.conviction()) : QString();
        QString text = QStringLiteral("match %1: %2").arg(QString::number(m_number), outcome);
        if (result)
            text += QStringLiteral(" (%1)").arg(why);
        text += QStringLiteral(", %1 shots, protocol errors: %2")
                    .arg(QString::number(shots),
                         m_errors.isEmpty() ? QStringLiteral("none") : m_errors.join(QStringLiteral("; ")));
        if (!cheat.isEmpty())
            text += QStringLiteral(", violation: %1").arg(cheat);
        QJsonObject json{{"match", m_number},
                         {"result", outcome},
                         {"reason", why},
                         {"shots", shots},
                         {"protocol_errors", QJsonValue::fromVariant(m_errors)},
                         {"violation", cheat}};
        if (!m_session.peerName().isEmpty())
            json.insert(QStringLiteral("peer"), m_session.peerName());
        m_report(text, QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
    }

private:
    LanSession& m_session;
    int m_number;
    const MatchLine& m_report;
    QStringList m_errors;
    bool m_done = false;
    QMetaObject::Connection m_connection;
};

net::LanTimings arenaTimings(const LanArenaSettings& settings)
{
    net::LanTimings t;
    t.grace = settings.grace; // nobody to ask: an absent peer's match is claimed when it is over
    return t;
}

} // namespace

int serveMatches(const LanArenaSettings& settings, const QHostAddress& address, quint16 port,
                 const MatchLine& report)
{
    LanSession session(LanSession::Role::Host, settings.name, arenaTimings(settings));
    if (const auto problem = session.host(settings.rules, port, address)) {
        report(QStringLiteral("cannot listen on port %1: %2").arg(QString::number(port), problem->detail),
               {});
        return kCannotStart;
    }
    net::LanComputer computer(session, settings.attacker, settings.seed);
    int played = 0;
    bool allClean = true;
    std::unique_ptr<MatchWatch> watch;
    const auto nextMatch = [&] {
        if (watch) {
            watch->finish();
            allClean = allClean && watch->clean();
        }
        if (settings.matches > 0 && played >= settings.matches) {
            session.leave();
            QCoreApplication::exit(allClean ? kAllClean : kNotClean);
            return;
        }
        watch = std::make_unique<MatchWatch>(session, ++played, report);
    };
    nextMatch();
    QObject::connect(&session, &LanSession::matchOver, &session, [&] {
        // The guest's reveal has been checked: this connection's match is done.
        QTimer::singleShot(0, &session, [&] {
            nextMatch();
            session.awaitNextGuest();
        });
    });
    QObject::connect(&session, &LanSession::winClaimable, &session, [&] { session.claimWin(); });
    QObject::connect(&session, &LanSession::stateChanged, &session, [&](LanSession::State state) {
        // A guest that left before the match began (declined, vanished): not a match.
        if (state == LanSession::State::Listening && watch && !watch->done() && !session.match())
            watch = std::make_unique<MatchWatch>(session, played, report);
    });
    return QCoreApplication::exec();
}

int connectMatches(const LanArenaSettings& settings, const QString& host, quint16 port,
                   const MatchLine& report)
{
    bool allClean = true;
    for (int number = 1; number <= std::max(1, settings.matches); ++number) {
        for (int attempt = 0;; ++attempt) {
            LanSession session(LanSession::Role::Guest, settings.name, arenaTimings(settings));
            net::LanComputer computer(session, settings.attacker, settings.seed + std::uint64_t(number));
            MatchWatch watch(session, number, report);
            bool busy = false;
            bool unreachable = false;
            QObject::connect(&session, &LanSession::problem, &session, [&](const LanProblem& p) {
                // The host may still be closing its last match: then try again shortly.
                busy = busy || p.kind == LanProblem::Kind::HostBusy;
                unreachable = unreachable || p.kind == LanProblem::Kind::ConnectFailed;
            });
            QObject::connect(&session, &LanSession::stateChanged, &session, [](LanSession::State state) {
                if (state == LanSession::State::Closed)
                    QCoreApplication::exit();
            });
            QObject::connect(&session, &LanSession::matchOver, &session, [] { QCoreApplication::exit(); });
            QObject::connect(&session, &LanSession::winClaimable, &session, [&] { session.claimWin(); });
            session.join(host, port);
            QCoreApplication::exec();
            if (busy && !session.match() && attempt < 100) {
                QTimer::singleShot(20, [] { QCoreApplication::exit(); });
                QCoreApplication::exec();
                continue;
            }
            watch.finish();
            if (unreachable)
                return kCannotStart;
            if (!session.match())
                return kNotClean; // reached, but the host broke the protocol before the match
            allClean = allClean && watch.clean();
            session.leave();
            break;
        }
    }
    return allClean ? kAllClean : kNotClean;
}
