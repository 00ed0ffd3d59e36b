// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"
#include "core/expected.h"
#include "core/hostport.h"
#include "core/ruleset.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

// What the player asked for on the command line.
struct LaunchPlan {
    enum class Start {
        Usual,   // the welcome page, with Continue for the game left last time
        NewGame, // --rules and/or --opponent: a game against the computer at once (after the offer to resume)
        Host,    // --host [PORT]
        Join,    // --join HOST[:PORT] (the default port if none)
    };
    Start start = Start::Usual;
    bool help = false; // set, the rest of the plan is empty: --help wins over any error
    bool version = false;
    bool smoke = false;              // --smoke: show the window, then quit (a check that the game starts)
    QString language;                // --lang; empty: the one chosen last time, else the system's
    std::optional<quint16> hostPort; // --host PORT; none: the last port used
    std::optional<seabattle::HostPort> joinAt; // --join
    std::optional<seabattle::Preset> rules;    // --rules (never Custom: its fleet is chosen in the dialog)
    std::optional<seabattle::OpponentLevel> level; // --opponent
};

// The options of `seabattle` (QCommandLineParser), described in the language installed when the
// object is made. Reading never exits the program: main() decides what to print.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine();

    // `arguments` as QCoreApplication::arguments() gives them (the program first). An error is
    // one line, ready to print, naming the option and what it accepts.
    seabattle::Expected<LaunchPlan, QString> read(const QStringList& arguments);
    // The --lang value of the last read, even when the rest was wrong: the error is said in it.
    QString languageAsked() const;
    // --help: usage, options and the values each takes.
    QString helpText() const;
    // --version: "seabattle 0.1.0".
    static QString versionText();

private:
    QString wrong(const QString& what) const;
    QString parseError() const;
    // Each fills its part of `plan`; a problem is returned in words (empty: none).
    QString readChoices(LaunchPlan& plan) const;
    QString readStart(LaunchPlan& plan) const;

    QCommandLineParser m_parser;
    QCommandLineOption m_help;
    QCommandLineOption m_version;
    QCommandLineOption m_lang;
    QCommandLineOption m_host;
    QCommandLineOption m_join;
    QCommandLineOption m_rules;
    QCommandLineOption m_opponent;
    QCommandLineOption m_smoke;
};
