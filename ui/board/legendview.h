// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

// What the marks on the boards mean: each cell state drawn as the boards draw it, with its name.
class LegendView : public QWidget {
    Q_OBJECT

public:
    explicit LegendView(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    // Watching two computers, the ships shown are no one's own: "Ship", not "Your ship".
    void setWatching(bool watching);
    // The names shown, in order.
    QStringList entries() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    bool m_watching = false;
};
