// SPDX-License-Identifier: GPL-3.0-or-later
// No state told by colour alone (issue 31). Each state's mark is drawn on one cell of sea, and
// where it changes the cell (its shape, whatever its colours) must differ from where every other
// state's does: the shots' marks, the last shots (yours and the enemy's), the cursor, the best
// cell, the sight, a review's verdicts. Frames that can meet on one cell leave each other whole.
// The heat map grows lighter with the odds (it reads in grey), and the statistics' series differ
// by their pens' shapes, in the legends too.
#include "ui/board/boarddrawing.h"
#include "ui/board/oddsdrawing.h"
#include "ui/statistics/statisticswindow.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace seabattle;

namespace {

constexpr int kCell = 48;
using Draw = std::function<void(QPainter&, const QRectF&)>;

struct State {
    const char* name;
    Draw draw;
    // The state it shows, when another entry shows it too: a hit on Enemy waters and on your ship.
    const char* same = nullptr;
};

// The cell of sea, padded so that a mark reaching beyond the cell (the cursor's ring) shows.
QImage render(const Draw& draw)
{
    QImage image(kCell * 2, kCell * 2, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF cell(kCell / 2, kCell / 2, kCell, kCell);
    drawCellMark(painter, cell, CellKnowledge::Unknown, false, QApplication::palette());
    if (draw)
        draw(painter, cell);
    return image;
}

// Where `image` differs from `base` by more than anti-aliasing noise, in any channel: the mark's
// shape, the same for a mark of the same shape in any colours.
QList<bool> maskOf(const QImage& image, const QImage& base)
{
    QList<bool> mask;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb a = image.pixel(x, y);
            const QRgb b = base.pixel(x, y);
            mask.append(std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                  std::abs(qBlue(a) - qBlue(b)), std::abs(qAlpha(a) - qAlpha(b))}) > 40);
        }
    return mask;
}

// The share of the pixels either mask covers that only one covers: 0 for one shape, 1 for two
// shapes apart.
double apart(const QList<bool>& a, const QList<bool>& b)
{
    int either = 0;
    int one = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        either += a[i] || b[i];
        one += a[i] != b[i];
    }
    return either ? double(one) / either : 0.0;
}

int count(const QList<bool>& mask)
{
    return int(std::count(mask.begin(), mask.end(), true));
}

Draw cellMark(CellKnowledge state, bool ship = false)
{
    return
        [=](QPainter& p, const QRectF& cell) { drawCellMark(p, cell, state, ship, QApplication::palette()); };
}

Draw verdict(ShotVerdict v)
{
    return [=](QPainter& p, const QRectF& cell) { drawVerdict(p, cell, v); };
}

QColor highlight()
{
    return QApplication::palette().color(QPalette::Highlight).darker(120);
}

std::vector<State> states()
{
    return {
        {"miss", cellMark(CellKnowledge::Miss)},
        {"hit", cellMark(CellKnowledge::Hit), "hit"},
        {"hit on your ship", cellMark(CellKnowledge::Hit, true), "hit"},
        {"sunk", cellMark(CellKnowledge::Sunk)},
        {"marked empty", cellMark(CellKnowledge::MarkedEmpty)},
        {"your ship", cellMark(CellKnowledge::Unknown, true)},
        {"your last shot", [](QPainter& p, const QRectF& c) { drawLastShotFrame(p, c, Shooter::Player); }},
        {"the enemy's last shot",
         [](QPainter& p, const QRectF& c) { drawLastShotFrame(p, c, Shooter::Enemy); }},
        {"cursor", [](QPainter& p, const QRectF& c) { drawCursorFrame(p, c, highlight()); }},
        {"best cell", [](QPainter& p, const QRectF& c) { drawBestCell(p, c); }},
        {"sight", [](QPainter& p, const QRectF& c) { drawReticle(p, c, highlight()); }},
        {"best shot", verdict(ShotVerdict::Best)},
        {"good shot", verdict(ShotVerdict::Good)},
        {"weak shot", verdict(ShotVerdict::Weak)},
        {"wasted shot", verdict(ShotVerdict::Wasted)},
    };
}

// The series' pen on a straight line, in black whatever its colour.
QList<bool> penShape(QPen pen)
{
    pen.setColor(Qt::black);
    const Draw line = [&](QPainter& p, const QRectF&) {
        p.setPen(pen);
        p.drawLine(QPointF(4, kCell), QPointF(kCell * 2 - 4, kCell));
    };
    QImage blank(kCell * 2, kCell * 2, QImage::Format_ARGB32_Premultiplied);
    blank.fill(Qt::white);
    QImage drawn = blank;
    QPainter painter(&drawn);
    painter.setRenderHint(QPainter::Antialiasing);
    line(painter, {});
    painter.end();
    return maskOf(drawn, blank);
}

} // namespace

class TestShapes : public QObject {
    Q_OBJECT

private slots:
    void everyStateHasAShapeOfItsOwn();
    void framesOnOneCellLeaveEachOtherWhole();
    void heatMapGrowsLighterWithTheOdds();
    void chartSeriesDifferByTheirPens();
};

void TestShapes::everyStateHasAShapeOfItsOwn()
{
    const QImage sea = render({});
    const std::vector<State> all = states();
    std::vector<QList<bool>> masks;
    for (const State& state : all) {
        masks.push_back(maskOf(render(state.draw), sea));
        // Something to see, on a cell of sea (the smallest, a dot, is some 30 pixels).
        QVERIFY2(count(masks.back()) > 20, state.name);
    }
    // At least a fifth of the pixels the two cover between them is one's alone: a shape apart, not
    // the same shape in another colour (0) nor a few pixels of anti-aliasing.
    for (std::size_t i = 0; i < all.size(); ++i)
        for (std::size_t j = i + 1; j < all.size(); ++j) {
            if (all[i].same && all[j].same && qstrcmp(all[i].same, all[j].same) == 0)
                continue;
            const double share = apart(masks[i], masks[j]);
            QVERIFY2(share >= 0.2, qPrintable(QStringLiteral("%1 and %2 differ in only %3% of their pixels")
                                                  .arg(QLatin1String(all[i].name), QLatin1String(all[j].name))
                                                  .arg(share * 100, 0, 'f', 1)));
        }
}

void TestShapes::framesOnOneCellLeaveEachOtherWhole()
{
    // As the board draws them: the best cell, the last shot, then the cursor. A review's last shot
    // may be its best cell; the cursor lands on either.
    const QImage sea = render({});
    const std::vector<State> all = states();
    const auto frame = [&](const char* name) {
        return *std::find_if(all.begin(), all.end(),
                             [&](const State& s) { return qstrcmp(s.name, name) == 0; });
    };
    const std::vector<std::pair<const char*, const char*>> meetings{{"best cell", "your last shot"},
                                                                    {"best cell", "the enemy's last shot"},
                                                                    {"best cell", "cursor"},
                                                                    {"your last shot", "cursor"},
                                                                    {"the enemy's last shot", "cursor"}};
    for (const auto& meeting : meetings) {
        // Named, not bound: clang 14 captures no structured binding in a lambda.
        const char* under = meeting.first;
        const char* over = meeting.second;
        const QImage alone = render(frame(under).draw);
        const QImage both = render([&](QPainter& p, const QRectF& c) {
            frame(under).draw(p, c);
            frame(over).draw(p, c);
        });
        const QList<bool> shape = maskOf(alone, sea);
        const QList<bool> covered = maskOf(both, alone);
        int hidden = 0;
        for (qsizetype i = 0; i < shape.size(); ++i)
            hidden += shape[i] && covered[i];
        QVERIFY2(hidden * 10 <= count(shape), qPrintable(QStringLiteral("%1 hides %2 of %3 pixels of %4")
                                                             .arg(QLatin1String(over))
                                                             .arg(hidden)
                                                             .arg(count(shape))
                                                             .arg(QLatin1String(under))));
    }
}

void TestShapes::heatMapGrowsLighterWithTheOdds()
{
    // Its hue is no help to everyone: its lightness says the odds (and hovering a cell, in words).
    double previous = -1;
    for (int step = 0; step <= 20; ++step) {
        const QColor c = oddsColour(step / 20.0);
        const double luma = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
        QVERIFY2(luma > previous, qPrintable(QStringLiteral("darker at %1%").arg(step * 5)));
        previous = luma;
    }
}

void TestShapes::chartSeriesDifferByTheirPens()
{
    StatisticsWindow window;
    // The series belong to their charts, not to the window's widgets.
    const auto series = [&](const char* name) -> QAbstractSeries* {
        for (const QChartView* view : window.findChildren<QChartView*>())
            for (QAbstractSeries* s : view->chart()->series())
                if (s->objectName() == QLatin1String(name))
                    return s;
        return nullptr;
    };
    const auto line = [&](const char* name) { return qobject_cast<QLineSeries*>(series(name)); };
    const std::vector<std::pair<const char*, const char*>> pairs{{"winsSeries", "lossesSeries"},
                                                                 {"qualitySeries", "luckSeries"}};
    for (const auto& [a, b] : pairs) {
        QVERIFY(line(a) && line(b));
        const double share = apart(penShape(line(a)->pen()), penShape(line(b)->pen()));
        QVERIFY2(share >= 0.2, qPrintable(QStringLiteral("%1 and %2 differ in only %3% of their pixels")
                                              .arg(QLatin1String(a), QLatin1String(b))
                                              .arg(share * 100, 0, 'f', 1)));
    }
    // The games with hints are rings over the quality line: no line at all.
    const auto* hinted = qobject_cast<QScatterSeries*>(series("hintedSeries"));
    QVERIFY(hinted);
    QCOMPARE(hinted->brush().style(), Qt::NoBrush);
    // The legends show each series' shape (its dashes, its ring), not a square of its colour.
    for (const char* view : {"overTimeView", "qualityView"}) {
        const auto* chartView = window.findChild<QChartView*>(QLatin1String(view));
        QVERIFY2(chartView, view);
        QCOMPARE(chartView->chart()->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
    }
}

QTEST_MAIN(TestShapes)
#include "tst_shapes.moc"
