// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <utility>

class BattleView;
class LobbyView;
class PlacementView;
class QAction;
class QLabel;
class QStackedWidget;
class QMenu;
class QToolBar;
class QActionGroup;
class WelcomeView;

// The game's main window: a welcome page until the first game, then (for a LAN game) the lobby,
// placing the fleet and the battle.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    // The menus' actions and the pages, as a player finds them: for the tests, which drive the
    // window as a player would, and for the presenters of each page (app/session). What the game
    // tells the window goes through the intentions below, never through an action.
    QAction* newGameAction() const { return m_newGame; }
    QAction* quitAction() const { return m_quit; }
    QAction* hostAction() const { return m_host; }
    QAction* joinAction() const { return m_join; }
    QAction* replaysAction() const { return m_replays; }
    QAction* resignAction() const { return m_resign; }
    QAction* howToPlayAction() const { return m_howToPlay; }
    QAction* statisticsAction() const { return m_statistics; }
    QAction* animationsAction() const { return m_animations; }
    // Settings > Hints: offered against the computer when checked (off at first).
    QAction* hintsAction() const { return m_hints; }
    // Settings → Sound effects (checkable), and Settings → Volume: one checkable action per
    // level, its data the percentage.
    QAction* soundAction() const { return m_sound; }
    QList<QAction*> volumeActions() const;
    // Checks the volume action nearest to `percent`.
    void showVolume(int percent);
    // Help → About Sea Battle / About Qt.
    QAction* aboutAction() const { return m_about; }
    // The computer's pause between its shots: one checkable action per pace.
    QList<QAction*> paceActions() const;
    // Fills the Language menu: (code, name in that language) pairs; `current` is checked.
    void setLanguages(const QList<std::pair<QString, QString>>& languages, const QString& current);
    QList<QAction*> languageActions() const;
    BattleView* battleView() const { return m_battle; }
    PlacementView* placementView() const { return m_placement; }
    LobbyView* lobbyView() const { return m_lobby; }
    WelcomeView* welcomeView() const { return m_welcome; }
    // What the game says of itself, by intent rather than through the widgets: whether Resign
    // makes sense now, a line in the status bar (cleared by an empty one), and the settings as
    // they were kept (the menus' checks).
    void setResignable(bool resignable);
    void showStatus(const QString& text);
    void showHints(bool on);
    void showAnimations(bool on);
    void showSound(bool on);
    // Checks the pace of `milliseconds`; false (nothing checked changes) when the menu has none.
    bool showPace(int milliseconds);
    // Brings a page forward.
    void showPlacement();
    void showBattle();
    void showLobby();
    void showWelcome();
    // The page in front: "welcome", "lobby", "placement" or "battle".
    QString currentPage() const;

signals:
    // The player asked for a new game (menu, toolbar or Ctrl+N).
    void newGameRequested();
    // Host or join a game on the local network.
    void hostRequested();
    void joinRequested();
    // The player asked to replay finished games (Game menu).
    void replaysRequested();
    // The player asked to resign the game in progress (the action is enabled only then).
    void resignRequested();
    void howToPlayRequested();
    // The player asked to see their statistics (Game menu).
    void statisticsRequested();
    void animationsToggled(bool on);
    void hintsToggled(bool on);
    // The player chose how long the computer pauses before each shot.
    void paceChosen(int milliseconds);
    void soundToggled(bool on);
    void volumeChosen(int percent);
    // The player picked a language in the Language menu.
    void languageChosen(const QString& code);

protected:
    void changeEvent(QEvent* event) override;

private:
    void makeGameMenu();
    void makeSettingsMenu();
    void makeHelpMenu();
    void makePages();
    void retranslate();
    // The window title says where the game is: "Your turn — Sea Battle", "Place your fleet — …".
    void sayTitle();
    void dressBars();

    QAction* m_newGame = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_host = nullptr;
    QAction* m_join = nullptr;
    QAction* m_replays = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_howToPlay = nullptr;
    QAction* m_statistics = nullptr;
    QAction* m_animations = nullptr;
    QAction* m_hints = nullptr;
    QAction* m_sound = nullptr;
    QActionGroup* m_volumes = nullptr;
    QMenu* m_volumeMenu = nullptr;
    QAction* m_about = nullptr;
    QAction* m_aboutQt = nullptr;
    QAction* m_quick = nullptr;
    QAction* m_normal = nullptr;
    QAction* m_slow = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_paceMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QMenu* m_readAloudMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QActionGroup* m_languages = nullptr;
    QMenu* m_gameMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QStackedWidget* m_pages = nullptr;
    BattleView* m_battle = nullptr;
    PlacementView* m_placement = nullptr;
    LobbyView* m_lobby = nullptr;
    WelcomeView* m_welcome = nullptr;
};
