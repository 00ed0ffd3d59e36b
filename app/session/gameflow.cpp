// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/gameflow.h"

#include "app/lanstart/accountname.h"
#include "app/session/lanwords.h"
#include "app/sound/soundcues.h"
#include "app/storage/newgamesettings.h"
#include "app/storage/savedgame.h"
#include "core/randomlayout.h"
#include "ui/battleview.h"
#include "ui/boardview.h"
#include "ui/gameoverbanner.h"
#include "ui/howtoplaydialog.h"
#include "ui/joindialog.h"
#include "ui/levelnames.h"
#include "ui/lobbyview.h"
#include "ui/mainwindow.h"
#include "ui/placementview.h"
#include "ui/plaintext.h"
#include "ui/replaywindow.h"
#include "ui/statisticswindow.h"
#include "ui/utctime.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QLocale>
#include <QMessageBox>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>

#include <chrono>

GameFlow::GameFlow(MainWindow& window, QObject* parent)
    : QObject(parent), m_window(window), m_choice(loadNewGameChoice(m_settings))
{
    m_window.installEventFilter(this);
    connect(&m_window, &MainWindow::newGameRequested, this, &GameFlow::chooseNewGame);
    connect(&m_window, &MainWindow::resignRequested, this, &GameFlow::resign);
    connect(&m_window, &MainWindow::hostRequested, this, &GameFlow::chooseHostGame);
    connect(&m_window, &MainWindow::statisticsRequested, this, &GameFlow::showStatistics);
    connect(&m_window, &MainWindow::replaysRequested, this, &GameFlow::showReplays);
    // The player's files, read once; a damaged one is set aside and said at start.
    StatisticsLoad stats = m_statisticsFile.load();
    m_statistics = stats.statistics;
    if (stats.problem)
        m_damaged << statisticsProblemText(*stats.problem);
    if (const ArchiveLoad archive = m_archive.load(); !archive.isClean())
        m_damaged << archiveLoadText(archive);
    m_layouts = std::make_shared<FavouriteLayouts>(FavouriteLayouts::defaultDirectory());
    if (const FavouriteLayouts::LoadReport report = m_layouts->load(); !report.isClean())
        m_damaged << FavouriteLayouts::describe(report);
    m_window.placementView()->setShelf(m_layouts);
    connect(&m_window, &MainWindow::joinRequested, this, &GameFlow::chooseJoinGame);
    connect(&m_window, &MainWindow::howToPlayRequested, this, [this] {
        HowToPlayDialog dialog(m_choice.rules, &m_window);
        dialog.exec();
    });
    connect(&m_window, &MainWindow::paceChosen, this, &GameFlow::applyPace);
    connect(&m_window, &MainWindow::animationsToggled, this, &GameFlow::applyAnimations);
    // The last pace and animation choices; anything unreadable keeps the defaults.
    bool paceOk = false;
    const int pace = m_settings.value(QStringLiteral("view/pace"), m_pace).toInt(&paceOk);
    for (QAction* action : m_window.paceActions())
        if (paceOk && action->data().toInt() == pace) {
            action->setChecked(true);
            m_pace = pace;
        }
    const bool animated = m_settings.value(QStringLiteral("view/animations"), true).toBool();
    m_window.animationsAction()->setChecked(animated);
    applyAnimations(animated);
    connectSoundCues(m_window, m_sounds, m_settings, this);
    connect(m_window.placementView(), &PlacementView::ready, this,
            [this](const seabattle::FleetLayout& fleet) {
                if (m_lan)
                    return m_lan->placeFleet(fleet);
                adoptGame(std::make_unique<LocalGame>(m_choice, fleet, freshSeed(), m_window.battleView(),
                                                      m_lastLoser));
            });
    GameOverBanner* banner = m_window.battleView()->gameOverBanner();
    connect(banner, &GameOverBanner::rematchRequested, this, [this] {
        if (m_lan)
            m_lan->requestRematch();
        else
            start(m_choice);
    });
    connect(banner, &GameOverBanner::newGameRequested, this, &GameFlow::chooseNewGame);
    connectWelcome();
}

// A game against the computer is shown, saved after every shot, and forgotten once over.
void GameFlow::adoptGame(std::unique_ptr<LocalGame> game)
{
    m_game = std::move(game);
    m_game->session().setComputerDelay(std::chrono::milliseconds(m_pace));
    connect(&m_game->session(), &GameSession::shotResolved, this, &GameFlow::autosave);
    connect(m_game.get(), &LocalGame::over, this, [this] {
        m_window.resignAction()->setEnabled(false);
        m_saves.clear();
        const GameSession& session = m_game->session();
        const auto result = session.match().result();
        if (!result)
            return;
        m_lastLoser = seabattle::opponent(result->winner);
        if (session.isWatching())
            return; // two computers: not the player's record
        const seabattle::ShotChart& mine = session.match().view(seabattle::Player::One);
        recordFinished({toUtcTime(QDateTime::currentDateTimeUtc()),
                        std::string(seabattle::keyOf(session.level())),
                        {},
                        *result,
                        mine.shotsFired(),
                        mine.hits(),
                        session.match().history()});
    });
    autosave();
    m_window.resignAction()->setEnabled(true);
    m_window.showBattle();
}

void GameFlow::autosave()
{
    const GameSession& session = m_game->session();
    if (session.isWatching() || session.match().result())
        return;
    const auto saved = m_saves.write(
        {session.level(), session.match().history(), session.rng(), QDateTime::currentDateTime()});
    if (!saved && !m_saveFailed) // said once: the game goes on unsaved
        m_window.statusBar()->showMessage(
            tr("This game cannot be saved to %1: %2.")
                .arg(QDir::toNativeSeparators(m_saves.path()), writeFailureReason(saved.error())));
    m_saveFailed = !saved;
}

void GameFlow::resume(const SavedGame& saved)
{
    auto match = seabattle::Match::replay(saved.history);
    if (!match)
        return; // decodeSavedGame() accepts only histories that replay
    m_lan.reset();
    m_choice = seabattle::NewGameChoice{false, saved.level, saved.history.rules};
    m_lastLoser.reset();
    m_window.statusBar()->showMessage(describe(m_choice));
    adoptGame(std::make_unique<LocalGame>(m_choice, std::move(*match), saved.rng, m_window.battleView()));
}

void GameFlow::recordFinished(const seabattle::FinishedGame& game)
{
    m_statistics.record(game);
    m_archive.add(game);
    QStringList failed;
    if (auto saved = m_statisticsFile.save(m_statistics); !saved)
        failed << statisticsProblemText(saved.error());
    if (auto saved = m_archive.save(); !saved)
        failed << archiveProblemText(saved.error());
    if (!failed.isEmpty())
        m_window.statusBar()->showMessage(failed.join(QLatin1Char(' ')));
    if (auto* window = qobject_cast<StatisticsWindow*>(m_statisticsWindow.data()))
        window->setStatistics(m_statistics);
    if (auto* window = qobject_cast<ReplayWindow*>(m_replayWindow.data()))
        window->setGames(m_archive.games());
}

void GameFlow::reportDamagedFiles()
{
    if (m_damaged.isEmpty())
        return;
    askAsTyped(&m_window, QMessageBox::Warning, tr("Your files"), m_damaged.join(QStringLiteral("\n\n")));
    m_damaged.clear();
}

void GameFlow::showStatistics()
{
    auto* window = qobject_cast<StatisticsWindow*>(m_statisticsWindow.data());
    if (!window) {
        window = new StatisticsWindow(&m_window);
        m_statisticsWindow = window;
        connect(window, &StatisticsWindow::resetRequested, this, [this, window] {
            m_statistics = seabattle::Statistics{};
            if (auto saved = m_statisticsFile.save(m_statistics); !saved)
                m_window.statusBar()->showMessage(statisticsProblemText(saved.error()));
            window->setStatistics(m_statistics);
        });
    }
    window->setStatistics(m_statistics);
    window->show();
    window->raise();
    window->activateWindow();
}

void GameFlow::showReplays()
{
    auto* window = qobject_cast<ReplayWindow*>(m_replayWindow.data());
    if (!window) {
        window = new ReplayWindow(&m_window);
        m_replayWindow = window;
    }
    window->setGames(m_archive.games());
    window->show();
    window->raise();
    window->activateWindow();
}

quint64 GameFlow::freshSeed()
{
    return (quint64(m_entropy()) << 32) | m_entropy();
}

void GameFlow::launch(const LaunchPlan& plan)
{
    reportDamagedFiles();
    switch (plan.start) {
    case LaunchPlan::Start::Usual: {
        // No question at start: the welcome page, with Continue for a game saved last time.
        const SaveSlot::Loaded loaded = m_saves.read();
        if (loaded.problem)
            askAsTyped(
                &m_window, QMessageBox::Warning, tr("Saved game"),
                tr("The game saved last time could not be read (%1). It was kept as %2; a new game starts.")
                    .arg(SaveSlot::describe(*loaded.problem),
                         QDir::toNativeSeparators(loaded.setAsidePath.isEmpty() ? m_saves.path()
                                                                                : loaded.setAsidePath)));
        m_continuable = loaded.game;
        sayWelcome();
        m_window.showWelcome();
        return;
    }
    case LaunchPlan::Start::NewGame: {
        if (offerResume())
            return;
        seabattle::NewGameChoice choice = m_choice;
        choice.watch = false;
        if (plan.rules)
            choice.rules = seabattle::Ruleset::forPreset(*plan.rules);
        if (plan.level)
            choice.level = *plan.level;
        start(choice);
        return;
    }
    case LaunchPlan::Start::Host: {
        if (plan.rules)
            m_choice.rules = seabattle::Ruleset::forPreset(*plan.rules);
        hostGame(plan.hostPort.value_or(lastPort()));
        return;
    }
    case LaunchPlan::Start::Join:
        if (plan.joinAt)
            joinGame(*plan.joinAt);
        return;
    }
}

void GameFlow::chooseNewGame()
{
    NewGameDialog dialog(&m_window);
    dialog.setChoice(m_choice);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_choice = dialog.choice();
    saveNewGameChoice(m_settings, m_choice);
    start(m_choice);
}

void GameFlow::start(const seabattle::NewGameChoice& choice, bool randomFleet)
{
    if (!leaveSavedGame())
        return;
    if (choice.watch != m_choice.watch || choice.level != m_choice.level)
        m_lastLoser.reset(); // "the loser of the last game" is between the same players
    m_choice = choice;
    m_game.reset(); // a new game abandons the one in progress
    m_saves.clear();
    m_lan.reset(); // (saying goodbye to a LAN opponent)
    m_window.resignAction()->setEnabled(false);
    m_window.statusBar()->showMessage(describe(choice));
    if (choice.watch) {
        m_window.battleView()->speedSlider()->setValue(m_pace); // the slider starts at the chosen pace
        m_game = std::make_unique<LocalGame>(choice, freshSeed(), m_window.battleView(), m_lastLoser);
        m_window.showBattle();
        return;
    }
    seabattle::Rng rng(freshSeed());
    if (const auto fleet = randomFleet ? seabattle::randomLayout(choice.rules, rng) : std::nullopt)
        return adoptGame(
            std::make_unique<LocalGame>(choice, *fleet, freshSeed(), m_window.battleView(), m_lastLoser));
    m_window.placementView()->start(choice.rules, freshSeed());
    m_window.showPlacement();
}

void GameFlow::resign()
{
    if (m_lan) {
        if (m_lan->inProgress() &&
            QMessageBox::question(&m_window, tr("Resign"), tr("Give up this game? It counts as a loss."),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes)
            m_lan->resign();
        return;
    }
    if (!m_game || m_game->session().match().result())
        return;
    const auto answer =
        QMessageBox::question(&m_window, tr("Resign"), tr("Give up this game? It counts as a loss."),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes)
        m_game->resign();
}

bool GameFlow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_window && event->type() == QEvent::LanguageChange) {
        if (m_game)
            m_window.statusBar()->showMessage(describe(m_choice));
        sayWelcome();
    }
    return QObject::eventFilter(watched, event);
}

void GameFlow::applyPace(int milliseconds)
{
    m_pace = milliseconds;
    m_settings.setValue(QStringLiteral("view/pace"), milliseconds);
    if (m_game && m_game->session().isWatching())
        m_window.battleView()->speedSlider()->setValue(milliseconds); // the slider shows the pace
    if (m_game)
        m_game->session().setComputerDelay(std::chrono::milliseconds(milliseconds));
}

void GameFlow::applyAnimations(bool on)
{
    m_settings.setValue(QStringLiteral("view/animations"), on);
    m_window.battleView()->ownBoard()->setAnimated(on);
    m_window.battleView()->enemyBoard()->setAnimated(on);
}

QString GameFlow::describe(const seabattle::NewGameChoice& choice) const
{
    const QString rules = choice.rules.preset == seabattle::Preset::Standard  ? tr("Standard rules")
                          : choice.rules.preset == seabattle::Preset::Classic ? tr("Classic rules")
                          : choice.rules.preset == seabattle::Preset::Hasbro  ? tr("Hasbro rules")
                                                                              : tr("Custom rules");
    const QString level = opponentLevelName(choice.level);
    return choice.watch ? tr("%1 · watching two computers (%2)").arg(rules, level)
                        : tr("%1 · against the computer (%2)").arg(rules, level);
}

QString GameFlow::playerName() const
{
    QString name = m_settings.value(QStringLiteral("lan/name")).toString().trimmed();
    if (name.isEmpty())
        name = accountName();
    return (name.isEmpty() ? tr("Player") : name).left(net::kMaxNameLength);
}

net::LanTimings GameFlow::lanTimings() const
{
    // Hand-edited settings are bounded: a heartbeat from 50 ms to 1 min, the rest from 100 ms to 1 h.
    const auto ms = [this](const char* key, std::chrono::milliseconds fallback, qint64 low, qint64 high) {
        bool ok = false;
        const qint64 v = m_settings.value(QLatin1String(key)).toLongLong(&ok);
        return std::chrono::milliseconds(ok ? std::clamp(v, low, high) : fallback.count());
    };
    net::LanTimings t;
    t.link.heartbeat = ms("lan/heartbeatMs", t.link.heartbeat, 50, 60'000);
    t.link.peerTimeout = ms("lan/timeoutMs", t.link.peerTimeout, 100, 3'600'000);
    t.retry = ms("lan/retryMs", t.retry, 100, 3'600'000);
    t.grace = ms("lan/graceMs", t.grace, 100, 3'600'000);
    t.reveal = ms("lan/revealMs", t.reveal, 100, 3'600'000);
    return t;
}

void GameFlow::startLan(std::unique_ptr<net::LanSession> session, std::unique_ptr<net::GameBeacon> beacon)
{
    m_game.reset();
    m_lan.reset();
    m_window.resignAction()->setEnabled(false);
    m_lan = std::make_unique<LanGame>(m_window, std::move(session), playerName(), std::move(beacon));
    connect(m_lan.get(), &LanGame::finished, this, &GameFlow::dropLanGame, Qt::QueuedConnection);
    connect(m_lan.get(), &LanGame::matchOver, this, [this] {
        if (const auto game = m_lan->takeFinishedGame())
            recordFinished(*game);
    });
}

void GameFlow::dropLanGame()
{
    m_lan.reset();
    m_window.resignAction()->setEnabled(false);
    m_window.statusBar()->clearMessage();
    m_window.showWelcome();
}

quint16 GameFlow::lastPort() const
{
    bool ok = false;
    const uint saved = m_settings.value(QStringLiteral("lan/port"), net::kDefaultPort).toUInt(&ok);
    return ok && saved > 0 && saved <= 65535 ? quint16(saved) : net::kDefaultPort;
}

void GameFlow::chooseHostGame()
{
    NewGameDialog dialog(&m_window);
    dialog.setHosting(true);
    dialog.setChoice(m_choice);
    dialog.setHostSettings(playerName(), lastPort());
    for (;;) {
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (!dialog.playerName().isEmpty())
            m_settings.setValue(QStringLiteral("lan/name"), dialog.playerName());
        m_settings.setValue(QStringLiteral("lan/port"), dialog.port());
        seabattle::NewGameChoice choice = m_choice;
        choice.rules = dialog.choice().rules;
        m_choice = choice;
        saveNewGameChoice(m_settings, m_choice);
        if (hostGame(quint16(dialog.port())))
            return;
        dialog.portBox()->setFocus(); // another port, perhaps
    }
}

bool GameFlow::hostGame(quint16 port)
{
    auto session = std::make_unique<net::LanSession>(net::LanSession::Role::Host, playerName(), lanTimings());
    // Every address by default; the setting narrows it (tests listen on loopback only).
    QHostAddress listenOn(m_settings.value(QStringLiteral("lan/listenAddress")).toString());
    if (listenOn.isNull())
        listenOn = QHostAddress::Any;
    if (const auto problem = session->host(m_choice.rules, port, listenOn)) {
        askAsTyped(&m_window, QMessageBox::Warning, tr("Host a LAN game"),
                   LanWords::problem(*problem, QString(), port));
        return false;
    }
    const net::GameAnnouncement announcement{
        playerName(), QString::fromLatin1(seabattle::keyOf(m_choice.rules.preset)), session->port()};
    // Discovery port 0 in the settings: the game is not announced (joined by address only).
    const auto discoveryPort =
        quint16(m_settings.value(QStringLiteral("lan/discoveryPort"), net::kDefaultDiscoveryPort).toUInt());
    std::unique_ptr<net::GameBeacon> beacon;
    if (discoveryPort != 0)
        beacon = std::make_unique<net::GameBeacon>(
            announcement,
            net::discoveryAddress(m_settings.value(QStringLiteral("lan/discoveryAddress")).toString()),
            discoveryPort);
    startLan(std::move(session), std::move(beacon));
    m_window.statusBar()->showMessage(tr("Hosting on port %1").arg(m_lan->session().port()));
    return true;
}

void GameFlow::chooseJoinGame()
{
    JoinDialog dialog(net::kDefaultPort, &m_window);
    dialog.setPlayerName(playerName());
    dialog.setRecent(m_settings.value(QStringLiteral("lan/recent")).toStringList().mid(0, 8));
    net::GameFinder finder;
    const auto preset = [](const QString& key) {
        return seabattle::presetFromKey(key.toStdString()).value_or(seabattle::Preset::Standard);
    };
    connect(&finder, &net::GameFinder::gamesChanged, &dialog, [&] {
        QList<JoinDialog::Game> games;
        for (const net::FoundGame& g : finder.games())
            games.append({g.announcement.name, preset(g.announcement.rules), g.address.toString(),
                          g.announcement.port});
        dialog.setGames(games);
    });
    finder.listen(
        quint16(m_settings.value(QStringLiteral("lan/discoveryPort"), net::kDefaultDiscoveryPort).toUInt()));
    if (dialog.exec() != QDialog::Accepted || !dialog.address())
        return;
    if (!dialog.playerName().isEmpty())
        m_settings.setValue(QStringLiteral("lan/name"), dialog.playerName());
    QStringList recent = m_settings.value(QStringLiteral("lan/recent")).toStringList();
    recent.removeAll(dialog.addressText());
    recent.prepend(dialog.addressText());
    m_settings.setValue(QStringLiteral("lan/recent"), recent.mid(0, 8));
    joinGame(*dialog.address());
}

void GameFlow::joinGame(const seabattle::HostPort& where)
{
    auto session =
        std::make_unique<net::LanSession>(net::LanSession::Role::Guest, playerName(), lanTimings());
    net::LanSession* s = session.get();
    startLan(std::move(session), nullptr);
    const QString host = QString::fromStdString(where.host);
    m_window.lobbyView()->showConnecting(host.contains(QLatin1Char(':'))
                                             ? QStringLiteral("[%1]:%2").arg(host).arg(where.port)
                                             : QStringLiteral("%1:%2").arg(host).arg(where.port));
    s->join(host, quint16(where.port));
}
