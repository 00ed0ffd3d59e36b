// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/linebudget.h"
#include "app/net/message.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <chrono>
#include <functional>

namespace net {

// How long a link waits, so that tests can run the whole protocol in milliseconds.
struct LinkTimings {
    std::chrono::milliseconds heartbeat{2000};    // a heartbeat goes out after this much silence
    std::chrono::milliseconds peerTimeout{10000}; // the peer is lost after this much silence
};

// The flood limit counts only lines that do not move the match on ("noise": heartbeats, chat,
// a repeat after a resumption). Progress (a hello, rules, a shot, its answer, a reveal…) is never
// counted: each needs a move of ours first, so an honest peer may send a whole match, or many, at
// machine pace. An honest peer's noise is a heartbeat per 50 ms of silence at the fastest setting
// (20 a second), chat at a person's pace and a handful of repeats per resumption: the budget
// refills at five times that, and holds what a peer may legally queue up while the network
// stalls for up to our time-out (heartbeats at 20 a second), five times over.
inline constexpr int kNoiseLinesPerSecond = 100;
inline constexpr int kMinNoiseBurst = 200;
// The most noise lines that may arrive at once on a fresh link: kNoiseLinesPerSecond for every
// second of the peer time-out, and never fewer than kMinNoiseBurst.
int noiseBurst(const LinkTimings& timings);

// What a received message was to the flood limit: noise is counted, progress never is.
enum class Heard {
    Progress, // it moved the match on
    Noise,    // a chat line, a repeat, a crossing of something settled
};

// Why a link ended.
struct LinkEnd {
    enum class Kind {
        Closed,    // the peer closed the connection (or the network dropped it)
        TimedOut,  // nothing heard for LinkTimings::peerTimeout while we were listening
        Goodbye,   // the peer said goodbye: `goodbye` has its own words (untrusted, plain text)
        Malformed, // the peer sent a line that is not a message: `failure` says why
        Flood,     // more noise than the budget allows (kNoiseLinesPerSecond, noiseBurst())
        Local,     // we closed it
    };
    Kind kind = Kind::Closed;
    Goodbye goodbye; // the peer's (Goodbye) or ours (Local)
    DecodeFailure failure{DecodeFailure::Kind::NotJson, {}};
};

// One TCP connection to the peer, carrying whole protocol messages: it frames bounded lines,
// decodes them strictly, keeps the link alive with heartbeats and notices a silent peer. It
// never interprets a message (LanSession does) and never blocks: everything is signal-driven.
// On malformed input or a flood it says goodbye with the reason and closes, then reports ended().
class PeerLink : public QObject {
    Q_OBJECT

public:
    // Takes ownership of a connected (or connecting) socket.
    PeerLink(QTcpSocket* socket, LinkTimings timings, QObject* parent = nullptr);
    ~PeerLink() override;

    // Whoever interprets the messages received; what it returns is counted against the flood limit.
    using Receiver = std::function<Heard(const Message& message)>;
    void setReceiver(Receiver receiver) { m_receiver = std::move(receiver); }

    void send(const Message& message);
    // Says goodbye (its words cut to the protocol's limit) and closes.
    void close(const Goodbye& goodbye);
    bool isOpen() const { return !m_ended; }
    QTcpSocket* socket() const { return m_socket; }

signals:
    // Emitted once, after the socket is closed.
    void ended(const net::LinkEnd& end);

private:
    void readLines();
    void listen();
    void onSilence();
    void end(const LinkEnd& end);

    QPointer<QTcpSocket> m_socket;
    LinkTimings m_timings;
    QByteArray m_buffer;
    QTimer m_heartbeat;
    QTimer m_silence;
    QElapsedTimer m_listening; // since m_silence last started
    LineBudget m_noise;
    Receiver m_receiver;
    bool m_ended = false;
};

} // namespace net
