// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ruleset.h"

#include <QDialog>

class QTextBrowser;

// "How to play": the rules of the game being played, written out from its ruleset (the fleet,
// whether ships may touch, who fires after a hit, and what counts as a violation).
class HowToPlayDialog : public QDialog {
    Q_OBJECT

public:
    explicit HowToPlayDialog(const seabattle::Ruleset& rules, QWidget* parent = nullptr);
    QString text() const;

    // The rules as rich text, in the current language.
    static QString rulesText(const seabattle::Ruleset& rules);

protected:
    void changeEvent(QEvent* event) override;

private:
    seabattle::Ruleset m_rules;
    QTextBrowser* m_browser = nullptr;
};
