// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match.h"

#include <QString>
#include <QStringList>

#include <deque>
#include <optional>
#include <variant>
#include <vector>

// What the message area under the boards tells: the last shot or salvo in full, the ones before it
// as quieter lines, or why the last pick was refused. Kept as facts, not words, so that all of it
// can be said again in another language.
class ShotNews {
public:
    // A shot or a whole salvo, answered: the newest news; the one before it moves down the log.
    void announce(std::vector<seabattle::ShotOutcome> shots, const seabattle::Ruleset& rules);
    // A shot fired before (a resumed game's last): the newest news, with nothing moving down.
    void recall(const seabattle::ShotOutcome& shot, const seabattle::Ruleset& rules);
    // Why the last pick was refused: said instead of the newest news until the next one.
    void refuse(seabattle::ShotError error);
    void refuse(const seabattle::SalvoError& error);
    void refuse(const QString& why); // words already said (a typed cell that is not one)
    void clear();

    bool empty() const;
    // The newest news, or the refusal.
    QString message() const;
    // The news before the newest, newest first, a line each.
    QStringList earlier() const;

    // One: with the newest, the last round whole (your shot and the enemy's answer). More lines
    // under the boards cost the boards their size; the whole game is in its replay.
    static constexpr std::size_t kEarlierLines = 1;

private:
    struct News {
        std::vector<seabattle::ShotOutcome> shots;
        seabattle::Ruleset rules;
    };
    static QString said(const News& news);

    std::optional<News> m_newest;
    std::deque<News> m_earlier;
    std::variant<std::monostate, seabattle::ShotError, seabattle::SalvoError, QString> m_refusal;
};
