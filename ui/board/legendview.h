// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QWidget>

#include <vector>

// What the marks on the boards mean: each cell state drawn as the boards draw it, with its name.
class LegendView : public QWidget {
    Q_OBJECT

public:
    explicit LegendView(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override; // the widest entry: narrower, the entries wrap
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    // Watching two computers, the ships shown are no one's own: "Ship", not "Your ship".
    void setWatching(bool watching);
    // The names shown, in order.
    QStringList entries() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    int cellSize() const;
    int entryWidth(const QString& name) const;
    std::vector<QPoint> entryPlaces(int width) const;

    bool m_watching = false;
};
