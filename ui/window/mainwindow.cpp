// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "core/ruleset.h"
#include "ui/battle/battleview.h"
#include "ui/board/highcontrast.h"
#include "ui/dialogs/aboutbox.h"
#include "ui/livery/deck.h"
#include "ui/livery/livery.h"
#include "ui/lobby/lobbyview.h"
#include "ui/placement/placementview.h"
#include "ui/welcome/welcomeview.h"
#include "ui/words/plaintext.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <array>
#include <cstdlib>
#include <initializer_list>

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    makeGameMenu();
    makeSettingsMenu();
    makeHelpMenu();
    makePages();
    // The battle's keys that read it aloud, listed where a player looks for help.
    m_readAloudMenu = new QMenu(this);
    m_readAloudMenu->addActions(m_battle->readingKeys());
    m_helpMenu->insertMenu(m_helpMenu->actions().value(1), m_readAloudMenu);
    dressBars();
    setMinimumSize(640, 480);
    resize(1000, 680);
    retranslate();
}

// Game: new game, host, join, replays, statistics, resign, quit; the first three on the tool bar
// (but on the welcome page, which offers them all).
void MainWindow::makeGameMenu()
{
    m_newGame = new QAction(this);
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, &MainWindow::newGameRequested);

    m_host = new QAction(this);
    connect(m_host, &QAction::triggered, this, &MainWindow::hostRequested);
    m_join = new QAction(this);
    connect(m_join, &QAction::triggered, this, &MainWindow::joinRequested);
    m_replays = new QAction(this);
    connect(m_replays, &QAction::triggered, this, &MainWindow::replaysRequested);
    m_statistics = new QAction(this);
    connect(m_statistics, &QAction::triggered, this, &MainWindow::statisticsRequested);

    m_resign = new QAction(this);
    m_resign->setEnabled(false);
    connect(m_resign, &QAction::triggered, this, &MainWindow::resignRequested);

    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_newGame);
    m_gameMenu->addAction(m_host);
    m_gameMenu->addAction(m_join);
    m_gameMenu->addAction(m_replays);
    m_gameMenu->addAction(m_statistics);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_resign);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quit);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("gameToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_newGame);
    m_toolBar->addAction(m_host);
    m_toolBar->addAction(m_join);
}

// Help: how to play, about the game, about Qt.
void MainWindow::makeHelpMenu()
{
    m_howToPlay = new QAction(this);
    m_howToPlay->setShortcut(QKeySequence::HelpContents);
    connect(m_howToPlay, &QAction::triggered, this, &MainWindow::howToPlayRequested);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_howToPlay);
    m_helpMenu->addSeparator();
    m_about = m_helpMenu->addAction(QString(), this, [this] { showAboutBox(this); });
    m_about->setMenuRole(QAction::AboutRole);
    m_aboutQt = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
}

// The pages the window turns: the welcome, the lobby, placing the fleet, the battle.
void MainWindow::makePages()
{
    m_welcome = new WelcomeView(this);
    m_battle = new BattleView(this);
    m_placement = new PlacementView(this);
    m_lobby = new LobbyView(this);
    m_pages = new Deck(this);
    m_pages->addWidget(m_welcome);
    m_pages->addWidget(m_lobby);
    m_pages->addWidget(m_placement);
    m_pages->addWidget(m_battle);
    setCentralWidget(m_pages);
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::sayTitle);
    connect(m_battle, &BattleView::turnTextChanged, this, &MainWindow::sayTitle);
    // The tool bar's three ways into a game are all on the welcome page (New game is its All the
    // rules, Host and Join its network menu): there it would only offer each twice.
    const auto showToolBar = [this] { m_toolBar->setVisible(m_pages->currentWidget() != m_welcome); };
    connect(m_pages, &QStackedWidget::currentChanged, this, showToolBar);
    showToolBar();
    // The welcome page's ways into a game are the Game menu's.
    m_welcome->setNetworkActions(m_host, m_join);
    connect(m_welcome, &WelcomeView::rulesRequested, this, &MainWindow::newGameRequested);
}

// Settings: the computer's pace, animations, sound and its volume, the language.
void MainWindow::makeSettingsMenu()
{
    m_settingsMenu = menuBar()->addMenu(QString());
    auto* pace = new QActionGroup(this);
    m_quick = pace->addAction(QString());
    m_normal = pace->addAction(QString());
    m_slow = pace->addAction(QString());
    const std::array<std::pair<QAction*, int>, 3> paces = {{{m_quick, 200}, {m_normal, 600}, {m_slow, 1200}}};
    for (const auto& [action, ms] : paces) {
        action->setCheckable(true);
        action->setData(ms);
        connect(action, &QAction::triggered, this, [this, ms = ms] { emit paceChosen(ms); });
    }
    m_normal->setChecked(true);
    m_paceMenu = m_settingsMenu->addMenu(QString());
    m_paceMenu->addActions(pace->actions());

    m_animations = m_settingsMenu->addAction(QString());
    m_animations->setCheckable(true);
    m_animations->setChecked(true);
    connect(m_animations, &QAction::toggled, this, &MainWindow::animationsToggled);
    m_hints = m_settingsMenu->addAction(QString());
    m_hints->setCheckable(true);
    m_hints->setObjectName(QStringLiteral("hintsAction"));
    connect(m_hints, &QAction::toggled, this, &MainWindow::hintsToggled);

    m_sound = m_settingsMenu->addAction(QString());
    m_sound->setCheckable(true);
    m_sound->setChecked(true);
    connect(m_sound, &QAction::toggled, this, &MainWindow::soundToggled);
    m_volumeMenu = m_settingsMenu->addMenu(QString());
    m_volumes = new QActionGroup(this);
    for (int percent : {25, 50, 75, 100}) {
        QAction* action = m_volumes->addAction(QString());
        action->setCheckable(true);
        action->setData(percent);
        connect(action, &QAction::triggered, this, [this, percent] { emit volumeChosen(percent); });
        m_volumeMenu->addAction(action);
    }
    // The volume means nothing while the sound is off.
    connect(m_sound, &QAction::toggled, m_volumeMenu, &QMenu::setEnabled);

    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languages = new QActionGroup(this);
}

QList<QAction*> MainWindow::volumeActions() const
{
    return m_volumes->actions();
}

void MainWindow::showVolume(int percent)
{
    QAction* nearest = nullptr;
    for (QAction* action : m_volumes->actions())
        if (!nearest ||
            std::abs(action->data().toInt() - percent) < std::abs(nearest->data().toInt() - percent))
            nearest = action;
    nearest->setChecked(true);
}

void MainWindow::setLanguages(const QList<std::pair<QString, QString>>& languages, const QString& current)
{
    for (QAction* action : m_languages->actions())
        delete action;
    for (const auto& [code, name] : languages) {
        // Each language is named in itself, so anyone can find their own in a menu they cannot read.
        QAction* action = m_languages->addAction(name);
        action->setCheckable(true);
        action->setData(code);
        action->setChecked(code == current);
        connect(action, &QAction::triggered, this, [this, code = code] { emit languageChosen(code); });
        m_languageMenu->addAction(action);
    }
}

QList<QAction*> MainWindow::languageActions() const
{
    return m_languages->actions();
}

QList<QAction*> MainWindow::paceActions() const
{
    return {m_quick, m_normal, m_slow};
}

void MainWindow::setResignable(bool resignable)
{
    m_resign->setEnabled(resignable);
}

void MainWindow::showStatus(const QString& text)
{
    if (text.isEmpty())
        statusBar()->clearMessage();
    else
        statusBar()->showMessage(text);
}

void MainWindow::showHints(bool on)
{
    m_hints->setChecked(on);
}

void MainWindow::showAnimations(bool on)
{
    m_animations->setChecked(on);
}

void MainWindow::showSound(bool on)
{
    m_sound->setChecked(on);
}

bool MainWindow::showPace(int milliseconds)
{
    for (QAction* action : paceActions())
        if (action->data().toInt() == milliseconds) {
            action->setChecked(true);
            return true;
        }
    return false;
}

void MainWindow::showPlacement()
{
    m_pages->setCurrentWidget(m_placement);
}
void MainWindow::showBattle()
{
    m_pages->setCurrentWidget(m_battle);
}
void MainWindow::showLobby()
{
    m_pages->setCurrentWidget(m_lobby);
}
void MainWindow::showWelcome()
{
    m_pages->setCurrentWidget(m_welcome);
}

QString MainWindow::currentPage() const
{
    QWidget* page = m_pages->currentWidget();
    return page == m_lobby       ? QStringLiteral("lobby")
           : page == m_placement ? QStringLiteral("placement")
           : page == m_battle    ? QStringLiteral("battle")
                                 : QStringLiteral("welcome");
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        dressBars();
    QMainWindow::changeEvent(event);
}

// The menu bar, the tool bar and the strip under the pages wear the deck's foot, not the window's
// grey: the game reads as one surface from edge to edge. Under a high-contrast theme, the theme's
// own. The menus that drop from the bar are windows of their own and keep the theme's colours.
void MainWindow::dressBars()
{
    const bool plain = isHighContrast(palette());
    QPalette foot = deckPalette().resolve(palette());
    foot.setColor(QPalette::Window, Livery::navy().darker(135));
    foot.setColor(QPalette::Button, Livery::navy().darker(135));
    for (QWidget* bar : std::initializer_list<QWidget*>{menuBar(), m_toolBar, statusBar()}) {
        bar->setPalette(plain ? QPalette() : foot);
        bar->setAutoFillBackground(!plain);
    }
}

void MainWindow::sayTitle()
{
    QWidget* page = m_pages->currentWidget();
    const QString state = page == m_lobby       ? tr("Waiting for a player")
                          : page == m_placement ? tr("Place your fleet")
                          : page == m_battle    ? m_battle->turnText()
                                                : QString();
    // Qt adds " — Sea Battle" (the display name) to any other title.
    setWindowTitle(state.isEmpty() ? QGuiApplication::applicationDisplayName() : plainWindowTitle(state));
}

void MainWindow::retranslate()
{
    QGuiApplication::setApplicationDisplayName(tr("Sea Battle"));
    sayTitle();
    m_gameMenu->setTitle(tr("&Game"));
    m_toolBar->setWindowTitle(tr("Game"));
    // Qt's button for the tools a narrow window cannot show has no words of its own.
    if (auto* more = m_toolBar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button")))
        //: The button at the end of the tool bar that shows the tools a narrow window hides
        more->setAccessibleName(tr("More tools"));
    m_newGame->setText(tr("&New game"));
    m_newGame->setToolTip(tr("Start a new game"));
    m_quit->setText(tr("&Quit"));
    m_host->setText(tr("&Host a LAN game…"));
    m_host->setToolTip(tr("Play a friend on your local network: they join your game"));
    m_join->setText(tr("&Join a LAN game…"));
    m_join->setToolTip(tr("Play a friend on your local network: join their game"));
    m_replays->setText(tr("Re&plays…"));
    m_replays->setToolTip(tr("Watch your finished games again, shot by shot"));
    m_statistics->setText(tr("&Statistics…"));
    m_statistics->setToolTip(tr("Your wins, losses and shots against each opponent"));
    m_resign->setText(tr("&Resign"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_paceMenu->setTitle(tr("Computer's &pace"));
    m_quick->setText(tr("&Quick"));
    m_normal->setText(tr("&Normal"));
    m_slow->setText(tr("&Slow"));
    m_animations->setText(tr("&Animations"));
    m_hints->setText(tr("&Hints against the computer"));
    m_hints->setToolTip(tr("A Hint button shows the odds of a ship on every cell. A game with hints does not "
                           "count for records."));
    m_sound->setText(tr("S&ound effects"));
    m_volumeMenu->setTitle(tr("&Volume"));
    for (QAction* action : m_volumes->actions())
        action->setText(tr("%1%").arg(action->data().toInt()));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_howToPlay->setText(tr("&How to play"));
    m_readAloudMenu->setTitle(tr("&Read aloud"));
    m_about->setText(tr("&About Sea Battle"));
    m_aboutQt->setText(tr("About &Qt"));
    m_resign->setToolTip(tr("Give up the game in progress"));
}
