// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/lanstart/lanstart.h"
#include "app/launch/commandline.h"
#include "app/review/debrief.h"
#include "app/session/langame.h"
#include "app/session/localgame.h"
#include "app/sound/soundeffects.h"
#include "app/storage/favouritelayouts.h"
#include "app/storage/gamearchive.h"
#include "app/storage/savedgame.h"
#include "app/storage/settings.h"
#include "app/storage/statisticsfile.h"
#include "core/hostport.h"
#include "core/records/finishedgame.h"

#include <QObject>
#include <QPointer>
#include <QStandardPaths>

#include <memory>
#include <random>

class MainWindow;

// The way from choosing a game to its end, in the main window: the new-game dialog (remembering
// the last choice), placing the fleet, the battle, resigning, and a rematch or a new game.
class GameFlow : public QObject {
    Q_OBJECT

public:
    explicit GameFlow(MainWindow& window, QObject* parent = nullptr);

    // At start, once the window shows: what the command line asked for. Damaged files are said
    // first; a game saved last time is offered back before a new game against the computer
    // (nothing lost); a usual start shows the welcome page, with Continue for a saved game.
    void launch(const LaunchPlan& plan);
    // Opens the new-game dialog; starts the game chosen.
    void chooseNewGame();
    // Starts a game as `choice` says: fleet placement first (or, with `randomFleet`, straight into
    // battle with a fleet placed at random), or straight to watching.
    void start(const seabattle::NewGameChoice& choice, bool randomFleet = false);
    // The welcome page's Play: the last rules and opponent, a random fleet, the battle at once.
    void playNow();
    LocalGame* game() const { return m_game.get(); }
    // At start: offers to resume the game saved last time (or says, once, why the save could not
    // be read: it is set aside, never deleted). True if a game was resumed.
    bool offerResume();
    // At start: says, in one message, which of the player's files (statistics, replays, favourite
    // layouts) could not be read and where each was set aside.
    void reportDamagedFiles();
    // A game ended: into the statistics and the replays, both saved at once.
    void recordFinished(const seabattle::FinishedGame& game);
    const seabattle::Statistics& statistics() const { return m_statistics; }
    const GameArchive& archive() const { return m_archive; }
    void resume(const SavedGame& saved);
    const SaveSlot& saves() const { return m_saves; }
    // LAN: opens the host dialog (rules, name, port), or hosts straight away on `port` with the
    // last rules and name (--host). A busy port is reported and the dialog offered again.
    void chooseHostGame();
    bool hostGame(quint16 port);
    // LAN: opens the join dialog (games heard on the network, recent addresses), or joins
    // `where` straight away (--join).
    void chooseJoinGame();
    void joinGame(const seabattle::HostPort& where);
    LanGame* lanGame() const { return m_lan.get(); }
    // The sounds of shots and of the end, as the Settings menu set them (kept in the settings).
    SoundEffects& sounds() { return m_sounds; }
    // The name a LAN peer sees (LanStart::playerName()).
    QString playerName() const { return m_lanStart.playerName(); }

protected:
    // Says the game's description again in a new language.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void resign();
    bool putAwaySave();
    // The welcome page: its choices wired, and what Play and Continue would do said on it.
    void connectWelcome();
    void sayWelcome();
    // Before anything new while the welcome page offers a saved game: asked once, the save goes
    // aside (true), or the player keeps it for later (false: nothing starts).
    bool leaveSavedGame();
    void adoptGame(std::unique_ptr<LocalGame> game);
    // What the Admiral has learned of the person's fleets under the choice's rules in this
    // window's finished games (none of the game about to start); nothing for the other levels.
    seabattle::FleetHabits habitsFor(const seabattle::NewGameChoice& choice) const;
    // Reviews and hints (reviewflow.cpp).
    void connectReviews();
    void debrief(const seabattle::Ruleset& rules, std::vector<seabattle::ShotOutcome> outcomes,
                 const seabattle::FinishedGame& game);
    void keepReview(seabattle::UtcTime endedAt, const seabattle::GameReview& review);
    void showReplayOf(seabattle::UtcTime endedAt);
    void reviewKeptGame(int index);
    void showStatistics();
    void showReplays();
    void autosave();
    void dropLanGame();
    void startLan(std::unique_ptr<net::LanSession> session, std::unique_ptr<net::GameBeacon> beacon);
    void applyPace(int milliseconds);
    void applyAnimations(bool on);
    QString describe(const seabattle::NewGameChoice& choice) const;
    quint64 freshSeed();

    MainWindow& m_window;
    Settings m_settings;
    LanStart m_lanStart;
    seabattle::NewGameChoice m_choice;
    std::unique_ptr<LocalGame> m_game;
    std::unique_ptr<LanGame> m_lan;
    // The game in progress, saved after every shot (the application's data location).
    SaveSlot m_saves{QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)};
    bool m_saveFailed = false;
    std::optional<SavedGame> m_continuable; // the saved game the welcome page offers
    // What the player keeps: statistics, the last games for replays, favourite layouts.
    StatisticsFile m_statisticsFile;
    seabattle::Statistics m_statistics;
    GameArchive m_archive{GameArchive::defaultDirectory()};
    std::shared_ptr<FavouriteLayouts> m_layouts;
    QStringList m_damaged; // what reportDamagedFiles() says
    QPointer<QDialog> m_statisticsWindow;
    QPointer<QDialog> m_replayWindow;
    int m_pace = 600;                             // ms the computer pauses before a shot
    std::optional<seabattle::Player> m_lastLoser; // of the last game finished in this window
    // The person's fleets in the games against the computer finished in this window, with their
    // rules: what the computer learns the person's habits from (habitsFor()).
    std::vector<std::pair<seabattle::Ruleset, seabattle::FleetLayout>> m_pastFleets;
    std::random_device m_entropy;
    SoundEffects m_sounds;
    Debrief m_debrief;                        // the game just over, on its banner
    std::unique_ptr<ReviewTask> m_keptReview; // an older game, asked for in the replays
};
