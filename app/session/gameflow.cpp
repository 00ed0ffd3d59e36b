// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/gameflow.h"

#include "app/sound/soundcues.h"
#include "app/storage/savedgame.h"
#include "core/ai/hidingplaces.h"
#include "core/randomlayout.h"
#include "ui/battle/battleview.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/howtoplaydialog.h"
#include "ui/placement/placementview.h"
#include "ui/replay/replaywindow.h"
#include "ui/statistics/statisticswindow.h"
#include "ui/window/mainwindow.h"
#include "ui/words/levelwords.h"
#include "ui/words/plaintext.h"
#include "ui/words/rulessummary.h"
#include "ui/words/utctime.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QLocale>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

#include <chrono>

GameFlow::GameFlow(MainWindow& window, QObject* parent)
    : QObject(parent), m_window(window),
      m_lanStart(window, m_settings,
                 [this](auto session, auto beacon) { startLan(std::move(session), std::move(beacon)); }),
      m_choice(m_settings.newGameChoice()), m_debrief(*window.battleView())
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
    const int pace = m_settings.pace();
    for (QAction* action : m_window.paceActions())
        if (action->data().toInt() == pace) {
            action->setChecked(true);
            m_pace = pace;
        }
    const bool animated = m_settings.animations();
    m_window.animationsAction()->setChecked(animated);
    applyAnimations(animated);
    connectSoundCues(m_window, m_sounds, m_settings, this);
    connect(m_window.placementView(), &PlacementView::ready, this,
            [this](const seabattle::FleetLayout& fleet) {
                if (m_lan)
                    return m_lan->placeFleet(fleet);
                adoptGame(std::make_unique<LocalGame>(m_choice, fleet, freshSeed(), m_window.battleView(),
                                                      m_lastLoser, habitsFor(m_choice)));
            });
    BattleView* battle = m_window.battleView();
    connect(battle, &BattleView::rematchRequested, this, [this] {
        if (m_lan)
            m_lan->requestRematch();
        else
            start(m_choice);
    });
    connect(battle, &BattleView::newGameRequested, this, &GameFlow::chooseNewGame);
    connectWelcome();
    connectReviews();
}

// A game against the computer is shown, saved after every shot, and forgotten once over.
void GameFlow::adoptGame(std::unique_ptr<LocalGame> game)
{
    m_debrief.clear();
    m_game = std::move(game);
    m_game->offerHints(m_settings.hints());
    m_game->session().setComputerDelay(std::chrono::milliseconds(m_pace));
    connect(&m_game->screen(), &BattleScreen::cue, &m_sounds, &SoundEffects::play);
    connect(&m_game->session(), &ComputerSession::shotResolved, this, &GameFlow::autosave);
    connect(m_game.get(), &LocalGame::over, this, [this] {
        m_window.resignAction()->setEnabled(false);
        m_saves.clear();
        const ComputerSession& session = m_game->session();
        const auto result = session.match().result();
        if (!result)
            return;
        m_lastLoser = seabattle::opponent(result->winner);
        if (session.isWatching())
            return; // two computers: not the player's record
        if (const auto& fleet = session.match().fleet(seabattle::Player::One))
            m_pastFleets.emplace_back(session.match().rules(), *fleet);
        const seabattle::ShotChart& mine = session.match().view(seabattle::Player::One);
        const seabattle::FinishedGame game{toUtcTime(QDateTime::currentDateTimeUtc()),
                                           std::string(seabattle::keyOf(session.level())),
                                           {},
                                           *result,
                                           mine.shotsFired(),
                                           mine.hits(),
                                           session.match().history(),
                                           m_game->hinted(),
                                           std::nullopt};
        recordFinished(game);
        debrief(session.match().rules(), seabattle::outcomesOf(session.match().history()), game);
    });
    autosave();
    m_window.resignAction()->setEnabled(true);
    m_window.showBattle();
}

seabattle::FleetHabits GameFlow::habitsFor(const seabattle::NewGameChoice& choice) const
{
    if (choice.level != seabattle::OpponentLevel::Admiral)
        return {}; // only the Admiral uses them: no learning on the window's thread for the others
    const seabattle::Ruleset& rules = choice.rules;
    std::vector<seabattle::FleetLayout> fleets;
    for (const auto& [played, fleet] : m_pastFleets)
        if (seabattle::shipLengths(played) == seabattle::shipLengths(rules) &&
            played.touching == rules.touching)
            fleets.push_back(fleet);
    return seabattle::learnHabits(rules, fleets);
}

void GameFlow::autosave()
{
    const ComputerSession& session = m_game->session();
    if (session.isWatching() || session.match().result())
        return;
    const auto saved = m_saves.write({session.level(), session.match().history(), session.rng(),
                                      QDateTime::currentDateTime(), m_game->hinted()});
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
    auto game = std::make_unique<LocalGame>(m_choice, std::move(match).value(), saved.rng,
                                            m_window.battleView(), habitsFor(m_choice));
    game->setHinted(saved.hinted);
    adoptGame(std::move(game));
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
        connect(window, &ReplayWindow::reviewRequested, this, &GameFlow::reviewKeptGame);
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
        hostGame(plan.hostPort.value_or(m_lanStart.lastPort()));
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
    m_settings.setNewGameChoice(m_choice);
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
        m_window.battleView()->setPace(m_pace); // the slider starts at the chosen pace
        m_game = std::make_unique<LocalGame>(choice, freshSeed(), m_window.battleView(), m_lastLoser);
        m_window.showBattle();
        return;
    }
    seabattle::Rng rng(freshSeed());
    if (const auto fleet = randomFleet ? seabattle::randomLayout(choice.rules, rng) : std::nullopt)
        return adoptGame(std::make_unique<LocalGame>(choice, *fleet, freshSeed(), m_window.battleView(),
                                                     m_lastLoser, habitsFor(choice)));
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
    m_settings.setPace(milliseconds);
    if (m_game && m_game->session().isWatching())
        m_window.battleView()->setPace(milliseconds); // the slider shows the pace
    if (m_game)
        m_game->session().setComputerDelay(std::chrono::milliseconds(milliseconds));
}

void GameFlow::applyAnimations(bool on)
{
    m_settings.setAnimations(on);
    m_window.battleView()->setAnimated(on);
}

QString GameFlow::describe(const seabattle::NewGameChoice& choice) const
{
    const QString rules = presetRules(choice.rules.preset);
    const QString level = opponentLevelName(choice.level);
    return choice.watch ? tr("%1 · watching two computers (%2)").arg(rules, level)
                        : tr("%1 · against the computer (%2)").arg(rules, level);
}

void GameFlow::startLan(std::unique_ptr<net::LanSession> session, std::unique_ptr<net::GameBeacon> beacon)
{
    m_debrief.clear();
    m_window.battleView()->setHintsOffered(false); // hints are against the computer only
    m_game.reset();
    m_lan.reset();
    m_window.resignAction()->setEnabled(false);
    m_lan =
        std::make_unique<LanGame>(m_window, std::move(session), m_lanStart.playerName(), std::move(beacon));
    connect(&m_lan->screen(), &BattleScreen::cue, &m_sounds, &SoundEffects::play);
    connect(m_lan.get(), &LanGame::finished, this, &GameFlow::dropLanGame, Qt::QueuedConnection);
    connect(m_lan.get(), &LanGame::matchOver, this, [this] {
        // Reviewed from what this side was told and answered: the peer's fleet is not needed.
        if (const auto game = m_lan->takeFinishedGame()) {
            recordFinished(*game);
            if (const seabattle::PeerMatch* match = m_lan->session().match())
                debrief(match->rules(), match->outcomes(), *game);
        }
    });
}

void GameFlow::dropLanGame()
{
    m_lan.reset();
    m_window.resignAction()->setEnabled(false);
    m_window.statusBar()->clearMessage();
    m_window.showWelcome();
}

// LAN games start in LanStart; the flow keeps the choice of rules and shows the game.
void GameFlow::chooseHostGame()
{
    m_lanStart.chooseHost(m_choice);
}

bool GameFlow::hostGame(quint16 port)
{
    return m_lanStart.host(m_choice.rules, port);
}

void GameFlow::chooseJoinGame()
{
    m_lanStart.chooseJoin();
}

void GameFlow::joinGame(const seabattle::HostPort& where)
{
    m_lanStart.join(where);
}
