// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lanstart/lanwords.h"

#include "ui/words/plaintext.h"
#include "ui/words/violationwords.h"

#include <QStringList>

using net::LanProblem;

QString LanWords::badSalvo(const std::optional<seabattle::SalvoError>& error, const QString& peer)
{
    using Kind = seabattle::SalvoError::Kind;
    switch (error ? error->kind : Kind::NotYourTurn) {
    case Kind::WrongCount:
        return tr("%1 fired a salvo of the wrong number of shots.").arg(peer);
    case Kind::DuplicateTarget:
        return tr("%1 fired twice at the same cell in one salvo.").arg(peer);
    case Kind::OutsideGrid:
    case Kind::AlreadyFiredAt:
    case Kind::KnownEmpty:
        return tr("%1 fired a salvo at a cell already fired at.").arg(peer);
    case Kind::NotInBattle:
    case Kind::MatchOver:
    case Kind::NotYourTurn:
        break;
    }
    return tr("%1 fired a salvo out of turn.").arg(peer);
}

QString LanWords::problem(const LanProblem& p, const QString& peerName, quint16 port)
{
    // What the peer sent stands on one line, and each sentence takes it in one .arg(): a "%2" in
    // a name stays as typed.
    const QString peer = peerName.isEmpty() ? tr("Your opponent") : oneLine(peerName);
    const QString detail = oneLine(p.detail);
    const QString kept = tr("The connection was closed; your game is kept.");
    switch (p.kind) {
    case LanProblem::Kind::PortBusy:
        return tr("Port %1 is already in use by another program. Choose another port.").arg(port);
    case LanProblem::Kind::PortForbidden:
        return tr("This computer does not allow a game to listen on port %1. Choose a port from 1024 to "
                  "65535.")
            .arg(port);
    case LanProblem::Kind::ListenFailed:
        return tr("Cannot wait for players on port %1: %2").arg(QString::number(port), detail);
    case LanProblem::Kind::ConnectFailed:
        return tr("Cannot reach the game: %1. Check the address, and that your friend is hosting.")
            .arg(detail);
    case LanProblem::Kind::IncompatibleVersion:
        return tr("%1's game speaks protocol version %2; this one speaks version %3. You both need a "
                  "compatible "
                  "version of Sea Battle.")
            .arg(peer, QString::number(p.number), QString::number(net::kProtocolVersion));
    case LanProblem::Kind::HostBusy:
        return tr("That game already has a second player.");
    case LanProblem::Kind::UnknownSession:
        return tr("A player who is not part of this game tried to join it and was turned away.");
    case LanProblem::Kind::Malformed:
        return tr("%1's game sent something that is not a valid message.").arg(peer) + QLatin1Char(' ') +
               kept;
    case LanProblem::Kind::Flood:
        return tr("%1's game sent too many messages at once.").arg(peer) + QLatin1Char(' ') + kept;
    case LanProblem::Kind::OutOfOrder:
        return tr("%1's game sent a message the game did not expect (%2).")
                   .arg(peer, oneLine(p.messageType)) +
               QLatin1Char(' ') + kept;
    case LanProblem::Kind::BadShot:
        return (p.shotError == seabattle::ShotError::NotYourTurn
                    ? tr("%1 fired out of turn.").arg(peer)
                    : tr("%1 fired at a cell already fired at.").arg(peer)) +
               QLatin1Char(' ') + kept;
    case LanProblem::Kind::BadSalvo:
        return badSalvo(p.salvoError, peer) + QLatin1Char(' ') + kept;
    case LanProblem::Kind::BadRules:
        return tr("%1 offered rules that cannot be played.").arg(peer);
    case LanProblem::Kind::SalvoOverLan:
        return tr("%1 plays an older version of Sea Battle, which cannot play Salvo over the network; "
                  "they were told so. Choose rules without Salvo to play with them, or ask them to "
                  "update Sea Battle.")
            .arg(peer);
    case LanProblem::Kind::PeerLeft:
        return detail.isEmpty() ? tr("%1 left the game.").arg(peer)
                                : tr("%1 left the game (they said: “%2”).").arg(peer, detail);
    case LanProblem::Kind::TimedOut:
        return tr("%1 has not been heard from for a while: the connection seems lost.").arg(peer);
    case LanProblem::Kind::ConnectionLost:
        return tr("%1 is no longer connected.").arg(peer);
    }
    return {};
}

QString LanWords::conviction(const net::Conviction& c, const seabattle::Ruleset& rules)
{
    switch (c.kind) {
    case net::Conviction::Kind::ImpossibleAnswer:
        return c.impossible ? impossibleAnswerText(*c.impossible, rules) : QString();
    case net::Conviction::Kind::FalseAnswers: {
        QStringList lines;
        for (const seabattle::Violation& v : c.violations)
            lines << violationText(v, rules);
        return lines.join(QLatin1Char('\n'));
    }
    case net::Conviction::Kind::RevealMismatch:
        return tr("The fleet they revealed is not the one they committed to before the first shot.");
    case net::Conviction::Kind::RevealUnreadable:
        return tr("What they revealed at the end is not a fleet of these rules.");
    case net::Conviction::Kind::NoReveal:
        return tr("They did not reveal their fleet at the end, so their answers could not be checked.");
    }
    return {};
}
