// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "core/ruleset.h"
#include "ui/battleview.h"
#include "ui/placementview.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QToolBar>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    m_newGame = new QAction(this);
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, &MainWindow::newGameRequested);

    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_newGame);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quit);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("gameToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_newGame);

    auto* welcome = new QWidget(this);
    auto* layout = new QVBoxLayout(welcome);
    m_title = new QLabel(welcome);
    m_title->setAlignment(Qt::AlignCenter);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_subtitle = new QLabel(welcome);
    m_subtitle->setAlignment(Qt::AlignCenter);
    m_subtitle->setWordWrap(true);
    layout->addStretch();
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addStretch();
    m_battle = new BattleView(this);
    m_placement = new PlacementView(this);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(welcome);
    m_pages->addWidget(m_placement);
    m_pages->addWidget(m_battle);
    setCentralWidget(m_pages);

    resize(960, 600);
    retranslate();
}

void MainWindow::showPlacement() { m_pages->setCurrentWidget(m_placement); }
void MainWindow::showBattle() { m_pages->setCurrentWidget(m_battle); }

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Sea Battle"));
    m_gameMenu->setTitle(tr("&Game"));
    m_toolBar->setWindowTitle(tr("Game"));
    m_newGame->setText(tr("&New game"));
    m_newGame->setToolTip(tr("Start a new game"));
    m_quit->setText(tr("&Quit"));
    m_title->setText(tr("Sea Battle"));
    const seabattle::Ruleset standard = seabattle::Ruleset::standard();
    m_subtitle->setText(tr("Sink the enemy fleet before it sinks yours: %n ships, %1 cells to hit.", "",
                           standard.shipCount())
                            .arg(standard.fleetCells()));
}
