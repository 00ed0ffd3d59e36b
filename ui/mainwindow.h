// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class BattleView;
class PlacementView;
class QAction;
class QLabel;
class QStackedWidget;
class QMenu;
class QToolBar;

// The game's main window: a welcome page until the first game, then placing the fleet and the
// battle. The new-game dialog is still to come (issue 4).
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    QAction* newGameAction() const { return m_newGame; }
    QAction* quitAction() const { return m_quit; }
    BattleView* battleView() const { return m_battle; }
    PlacementView* placementView() const { return m_placement; }
    // Brings a page forward.
    void showPlacement();
    void showBattle();

signals:
    // The player asked for a new game (menu, toolbar or Ctrl+N).
    void newGameRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QAction* m_newGame = nullptr;
    QAction* m_quit = nullptr;
    QMenu* m_gameMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_subtitle = nullptr;
    QStackedWidget* m_pages = nullptr;
    BattleView* m_battle = nullptr;
    PlacementView* m_placement = nullptr;
};
