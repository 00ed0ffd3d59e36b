// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

// Keyboard cues: the underlined letters of Alt+letter ("&Play") shown while Alt is held, as KDE
// and Windows show them, rather than under every button all the time. The words read clean; a
// player who reaches for Alt sees every letter at once, in every window. Menus keep theirs, as a
// menu opened from the keyboard is read by its letters. The keys themselves always work.
// Over whatever style the application has (Fusion, Breeze, …), which draws everything else.
class KeyboardCues : public QProxyStyle {
    Q_OBJECT

public:
    // Puts the cues over the application's present style and starts watching Alt.
    static KeyboardCues* install();

    explicit KeyboardCues(QStyle* base = nullptr);

    int styleHint(StyleHint hint, const QStyleOption* option = nullptr, const QWidget* widget = nullptr,
                  QStyleHintReturn* returnData = nullptr) const override;
    bool shown() const { return m_shown; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void show(bool shown);

    bool m_shown = false;
};
