// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QToolBar;

// The game's main window. For now it shows the title and the Game menu; the boards, the fleet
// editor and the new-game dialog arrive with the interface.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    QAction* newGameAction() const { return m_newGame; }
    QAction* quitAction() const { return m_quit; }

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
};
