// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/gameflow.h"

#include "app/sound/soundcues.h"
#include "core/randomlayout.h"
#include "ui/battle/battleview.h"
#include "ui/dialogs/howtoplaydialog.h"
#include "ui/placement/placementview.h"
#include "ui/window/mainwindow.h"
#include "ui/words/levelwords.h"
#include "ui/words/plaintext.h"

#include <QEvent>
#include <QMessageBox>

using namespace seabattle;

GameFlow::GameFlow(MainWindow& window, QObject* parent)
    : QObject(parent), m_window(window),
      m_lanStart(window, m_settings,
                 [this](auto session, auto beacon) { startLan(std::move(session), std::move(beacon)); }),
      m_choice(m_settings.newGameChoice()), m_welcome(*window.welcomeView(), m_autosave, m_settings),
      m_reviews(*window.battleView(), m_logbook)
{
    m_window.installEventFilter(this);
    // The player's files, read once; a damaged one is set aside and said at start.
    m_damaged = m_logbook.load();
    m_layouts = std::make_shared<FavouriteLayouts>(FavouriteLayouts::defaultDirectory());
    if (const FavouriteLayouts::LoadReport report = m_layouts->load(); !report.isClean())
        m_damaged << FavouriteLayouts::describe(report);
    m_window.placementView()->setShelf(m_layouts);
    connect(m_window.placementView(), &PlacementView::ready, this, [this](const FleetLayout& fleet) {
        if (m_placed)
            m_placed(fleet);
    });
    BattleView* battle = m_window.battleView();
    connect(battle, &BattleView::rematchRequested, this, [this] {
        if (m_game)
            m_game->requestRematch();
    });
    connect(battle, &BattleView::newGameRequested, this, &GameFlow::chooseNewGame);
    connectMenus();
    connect(&m_welcome, &WelcomePage::startWanted, this, &GameFlow::start);
    connect(&m_welcome, &WelcomePage::resumeWanted, this, &GameFlow::resume);
    connect(&m_welcome, &WelcomePage::choiceChanged, this, [this](const NewGameChoice& choice) {
        if (choice.level != m_choice.level)
            m_lastLoser.reset(); // "the loser of the last game" is between the same players
        m_choice = choice;
    });
    m_welcome.say(m_choice);
}

// The menus' choices (the Settings menu's are PlaySettings' and the sound cues').
void GameFlow::connectMenus()
{
    connect(&m_window, &MainWindow::newGameRequested, this, &GameFlow::chooseNewGame);
    connect(&m_window, &MainWindow::resignRequested, this, &GameFlow::resign);
    connect(&m_window, &MainWindow::hostRequested, this, &GameFlow::chooseHostGame);
    connect(&m_window, &MainWindow::joinRequested, this, &GameFlow::chooseJoinGame);
    connect(&m_window, &MainWindow::statisticsRequested, &m_logbook, &Logbook::showStatistics);
    connect(&m_window, &MainWindow::replaysRequested, &m_logbook, &Logbook::showReplays);
    connect(&m_window, &MainWindow::howToPlayRequested, this, [this] {
        HowToPlayDialog dialog(m_choice.rules, &m_window);
        dialog.exec();
    });
    connectSoundCues(m_window, m_sounds, m_settings, this);
}

void GameFlow::show(std::unique_ptr<Game> game)
{
    m_reviews.clear();
    m_placed = nullptr;
    m_game = std::move(game); // (a LAN peer of a game replaced is told goodbye)
    m_window.setResignable(false);
    if (!m_game)
        return;
    m_sounds.prepare();
    connect(&m_game->screen(), &BattleScreen::cue, &m_sounds, &SoundEffects::play);
    connect(m_game.get(), &Game::resignableChanged, &m_window, &MainWindow::setResignable);
    connect(m_game.get(), &Game::ended, this, &GameFlow::finish);
}

// Any game's end, the same way: into the statistics and the replays, then reviewed.
void GameFlow::finish(const GameEnd& end)
{
    // Kept apart in the statistics, even when no history tells the rules (a LAN fleet unshown).
    FinishedGame record = end.record;
    record.salvo = end.rules.salvo;
    m_logbook.record(record);
    m_reviews.debrief(end.rules, end.outcomes, end.record);
}

void GameFlow::place(const Ruleset& rules, const QString& against,
                     std::function<void(const FleetLayout&)> placed)
{
    m_placed = std::move(placed);
    m_window.placementView()->start(rules, freshSeed(), against);
    m_window.showPlacement();
}

// A game against the computer: saved after every shot, and forgotten once over.
void GameFlow::adoptLocal(std::unique_ptr<LocalGame> game)
{
    LocalGame* local = game.get();
    show(std::move(game));
    m_playSettings.follow(local);
    m_autosave.keep(*local);
    connect(local, &LocalGame::rematchWanted, this, [this] { start(m_choice); });
    connect(local, &LocalGame::over, this, [this, local] {
        const Match& match = local->session().match();
        if (const auto result = match.result())
            m_lastLoser = opponent(result->winner);
        if (const auto& fleet = match.fleet(Player::One); fleet && !local->session().isWatching())
            m_fleetsSeen.add(match.rules(), *fleet);
    });
    m_window.setResignable(local->inProgress());
    m_window.showBattle();
}

void GameFlow::resume(const SavedGame& saved)
{
    auto match = Match::replay(saved.history);
    if (!match)
        return; // decodeSavedGame() accepts only histories that replay
    m_choice = NewGameChoice{false, saved.level, saved.history.rules};
    m_lastLoser.reset();
    m_window.showStatus(choiceLine(m_choice));
    auto game = std::make_unique<LocalGame>(m_choice, std::move(match).value(), saved.rng,
                                            m_window.battleView(), m_fleetsSeen.habitsFor(m_choice));
    game->setHinted(saved.hinted);
    adoptLocal(std::move(game));
}

void GameFlow::reportDamagedFiles()
{
    if (m_damaged.isEmpty())
        return;
    askAsTyped(&m_window, QMessageBox::Warning, tr("Your files"), m_damaged.join(QStringLiteral("\n\n")));
    m_damaged.clear();
}

quint64 GameFlow::freshSeed()
{
    return (quint64(m_entropy()) << 32) | m_entropy();
}

void GameFlow::launch(const LaunchPlan& plan)
{
    reportDamagedFiles();
    NewGameChoice choice = m_choice;
    if (plan.rules)
        choice.rules = Ruleset::forPreset(*plan.rules);
    switch (plan.start) {
    case LaunchPlan::Start::Usual: // no question at start: Continue on the welcome page
        m_welcome.offer(m_autosave.read());
        return m_window.showWelcome();
    case LaunchPlan::Start::NewGame:
        if (offerResume())
            return;
        choice.watch = false;
        choice.level = plan.level.value_or(choice.level);
        return start(choice);
    case LaunchPlan::Start::Host:
        m_choice.rules = choice.rules;
        hostGame(plan.hostPort.value_or(m_lanStart.lastPort()));
        return;
    case LaunchPlan::Start::Join:
        if (plan.joinAt)
            joinGame(*plan.joinAt);
        return;
    }
}

bool GameFlow::offerResume()
{
    const std::optional<SavedGame> saved = m_autosave.offerBack();
    if (saved)
        resume(*saved);
    return saved.has_value();
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

void GameFlow::start(const NewGameChoice& choice, bool randomFleet)
{
    if (!m_welcome.leaveSavedGame())
        return;
    if (choice.watch != m_choice.watch || choice.level != m_choice.level)
        m_lastLoser.reset(); // "the loser of the last game" is between the same players
    m_choice = choice;
    show(nullptr); // a new game abandons the one in progress
    m_autosave.clear();
    m_window.showStatus(choiceLine(choice));
    BattleView* battle = m_window.battleView();
    if (choice.watch) {
        battle->setPace(m_playSettings.pace()); // the slider starts at the chosen pace
        show(std::make_unique<LocalGame>(choice, freshSeed(), battle, m_lastLoser));
        disconnect(&m_game->screen(), &BattleScreen::cue, &m_sounds, nullptr); // no side is the person's
        m_playSettings.follow(game());
        return m_window.showBattle();
    }
    const auto playAgainst = [this, choice, battle](const FleetLayout& fleet) {
        adoptLocal(std::make_unique<LocalGame>(choice, fleet, freshSeed(), battle, m_lastLoser,
                                               m_fleetsSeen.habitsFor(choice)));
    };
    Rng rng(freshSeed());
    if (const auto fleet = randomFleet ? randomLayout(choice.rules, rng) : std::nullopt)
        return playAgainst(*fleet);
    place(choice.rules, choiceLine(choice), playAgainst);
}

void GameFlow::resign()
{
    if (m_game && m_game->inProgress() &&
        QMessageBox::question(&m_window, tr("Resign"), tr("Give up this game? It counts as a loss."),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes)
        m_game->resign();
}

bool GameFlow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_window && event->type() == QEvent::LanguageChange) {
        if (game())
            m_window.showStatus(choiceLine(m_choice));
        m_welcome.say(m_choice);
    }
    return QObject::eventFilter(watched, event);
}

void GameFlow::startLan(std::unique_ptr<net::LanSession> session, std::unique_ptr<net::GameBeacon> beacon)
{
    m_window.battleView()->setHintsOffered(false); // hints are against the computer only
    show(nullptr);
    auto lan =
        std::make_unique<LanGame>(m_window, std::move(session), m_lanStart.playerName(), std::move(beacon));
    LanGame* game = lan.get();
    show(std::move(lan));
    connect(game, &LanGame::fleetWanted, this, [this, game](const Ruleset& rules) {
        place(rules, {}, [game](const FleetLayout& f) { game->placeFleet(f); });
    });
    connect(game, &LanGame::finished, this, &GameFlow::endLan, Qt::QueuedConnection);
}

void GameFlow::endLan()
{
    show(nullptr);
    m_window.showStatus(QString());
    m_welcome.say(m_choice);
    m_window.showWelcome();
}
