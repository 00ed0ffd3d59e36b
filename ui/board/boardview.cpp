// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardview.h"

#include "ui/board/boardaccessible.h"
#include "ui/board/boarddrawing.h"
#include "ui/board/burningwrecks.h"
#include "ui/board/oddsdrawing.h"
#include "ui/board/opensea.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmapCache>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

using namespace seabattle;

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    BoardAccessible::install();
    // Two boards' art at a pixel ratio of 2 (the sea, ships, their shadows, the marks) is more than
    // Qt's 10 MB default: under it, each paint would draw again what the last one evicted.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 40 * 1024));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    m_effectClock = new QVariantAnimation(this);
    m_effectClock->setStartValue(0.0);
    m_effectClock->setEndValue(1.0);
    m_effectClock->setDuration(ShotEffect::kDurationMs); // the game never waits for it
    connect(m_effectClock, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    // Ended or stopped, the effect leaves nothing behind: the board paints its picture again.
    connect(m_effectClock, &QAbstractAnimation::stateChanged, this, [this](QAbstractAnimation::State state) {
        if (state != QAbstractAnimation::Stopped)
            return;
        m_landings = {};
        m_before = QPixmap();
        update();
    });
    m_fires = new BurningWrecks(this);
    // Only around the fires while they burn; the whole board once they are out.
    connect(m_fires, &BurningWrecks::changed, this, [this] {
        if (m_fires->isBurning())
            return update(m_fires->reach(geometryNow()).toAlignedRect());
        update();
    });
    updateAccessibleText();
}

// Stopped here, while the board is whole: a clock deleted running would say so to a board
// already half destroyed.
BoardView::~BoardView()
{
    m_effectClock->stop();
}

void BoardView::startOver()
{
    m_lastShot.reset();
    m_lastSalvo.clear();
    m_chosen.clear();
    m_cursor.reset();
    m_effectClock->stop();
    m_fires->putOut();
    updateAccessibleText();
    update();
}

bool BoardView::isAnimating() const
{
    return m_effectClock->state() != QAbstractAnimation::Stopped;
}

bool BoardView::isBurning() const
{
    return m_fires->isBurning();
}

void BoardView::setAnimated(bool animated)
{
    m_animated = animated;
    if (!animated) {
        m_effectClock->stop();
        m_fires->putOut();
    }
}

void BoardView::setShots(const ShotChart& shots)
{
    // A flat (high-contrast) sea has no fire: nothing glows, nothing moves.
    m_fires->kindle(m_shots, shots, m_animated && isVisible() && !BoardColours(palette()).flat());
    m_shots = shots;
    invalidateLayer();
    sayCellsChanged();
    update();
}

void BoardView::setFleet(const FleetLayout& fleet)
{
    m_fleet = fleet;
    invalidateLayer();
    sayCellsChanged();
    update();
}

void BoardView::setShipClasses(const std::vector<ShipClass>& classes)
{
    if (classes == m_classes)
        return;
    m_classes = classes;
    invalidateLayer();
    sayCellsChanged();
    update();
}

void BoardView::setLastShot(std::optional<Coord> cell)
{
    const bool fresh = cell && cell != m_lastShot;
    m_lastShot = cell;
    m_lastSalvo = cell ? std::vector{*cell} : std::vector<Coord>{};
    if (fresh)
        startLandings({{.cell = *cell}});
    update();
}

void BoardView::markLastShot(Coord cell)
{
    m_lastShot = cell;
    m_lastSalvo = {cell};
    update();
}

void BoardView::playShot(ShotEffect effect)
{
    playSalvo({std::move(effect)});
}

void BoardView::playSalvo(std::vector<ShotEffect> effects)
{
    if (effects.empty())
        return;
    m_lastShot = effects.back().cell;
    m_lastSalvo.clear();
    for (const ShotEffect& effect : effects)
        m_lastSalvo.push_back(effect.cell);
    startLandings(std::move(effects));
    update();
}

void BoardView::setChosen(const std::vector<Coord>& cells)
{
    if (cells == m_chosen)
        return;
    m_chosen = cells;
    sayCellsChanged();
    update();
}

void BoardView::startLandings(std::vector<ShotEffect> effects)
{
    if (!m_animated || !isVisible())
        return;
    m_effectClock->stop(); // shells still landing give way
    // Shared, not copied: the next layer is a new pixmap, so this one keeps the sea before the shot.
    m_before = m_layerValid ? m_layer : QPixmap();
    m_landings = Landings(std::move(effects));
    m_effectClock->setDuration(m_landings.durationMs());
    m_effectClock->start();
}

ShotResult BoardView::effectResult(const ShotEffect& effect) const
{
    if (effect.result)
        return *effect.result;
    switch (m_shots.at(effect.cell)) {
    case CellKnowledge::Hit:
        return ShotResult::Hit;
    case CellKnowledge::Sunk:
        return ShotResult::Sunk;
    default:
        return ShotResult::Miss;
    }
}

void BoardView::setHeatMap(const std::optional<Grid<double>>& odds)
{
    if (odds == m_heatMap)
        return;
    m_heatMap = odds;
    // Drawn again now if it was up to date: a shot played next shows the board as it is now
    // until its impact, not with the odds just taken away.
    const bool current = m_layerValid;
    invalidateLayer();
    if (current && isVisible())
        layer(geometryNow());
    update();
}

void BoardView::setBestCell(std::optional<Coord> cell)
{
    setBestCells(cell ? std::vector{*cell} : std::vector<Coord>{});
}

void BoardView::setBestCells(const std::vector<Coord>& cells)
{
    m_bestCells = cells;
    update();
}

void BoardView::setVerdicts(const Verdicts& verdicts)
{
    m_verdicts = verdicts;
    invalidateLayer();
    update();
}

QString BoardView::oddsText(Coord cell) const
{
    if (!m_heatMap || !isOnBoard(cell))
        return {};
    //: %1 names a cell ("C4"), %2 is the chance in percent, 0 to 100: place the sign as your language does
    return tr("%1: %2% chance of a ship")
        .arg(QString::fromStdString(formatCoord(cell)),
             QString::number(std::lround((*m_heatMap)[cell] * 100)));
}

bool BoardView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_heatMap) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const auto cell = cellAt(help->pos()))
            QToolTip::showText(help->globalPos(), oddsText(*cell), this, cellRect(*cell));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BoardView::setYours(bool yours)
{
    m_yours = yours;
    sayCellsChanged();
}

void BoardView::setTargetable(bool targetable)
{
    m_targetable = targetable;
    setCursor(targetable ? Qt::CrossCursor : Qt::ArrowCursor);
    update();
}

QSize BoardView::sizeHint() const
{
    return {360, 360};
}
QSize BoardView::minimumSizeHint() const
{
    return {220, 220};
}

void BoardView::invalidateLayer()
{
    m_layerValid = false;
}

const QPixmap& BoardView::layer(const BoardGeometry& geometry)
{
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = size() * dpr;
    if (m_layerValid && m_layer.size() == pixels && m_layer.devicePixelRatio() == dpr)
        return m_layer;
    m_layer = QPixmap(pixels);
    m_layer.setDevicePixelRatio(dpr);
    m_layer.fill(Qt::transparent);
    QPainter painter(&m_layer);
    painter.setRenderHint(QPainter::Antialiasing);
    // On an open sea the water is painted already, under the coordinates too.
    // Enemy waters show the enemy's fleet only once revealed (the end, or to a spectator).
    drawBoard(painter, geometry, palette(), font(), m_shots, m_fleet, m_classes,
              qobject_cast<const OpenSea*>(parentWidget()) ? Backdrop::OpenSea : Backdrop::Own,
              m_shotsBy == Shooter::Player ? FleetSight::Revealed : FleetSight::Own);
    if (m_heatMap)
        drawHeatMap(painter, geometry, *m_heatMap, m_shots);
    for (int i = 0; i < kCellCount; ++i)
        if (const auto verdict = m_verdicts[coordAt(i)])
            drawVerdict(painter, geometry.cellRect(coordAt(i)), *verdict);
    m_layerValid = true;
    return m_layer;
}

BoardGeometry BoardView::geometryNow() const
{
    return BoardGeometry(QRectF(rect()));
}

QRect BoardView::cellRect(Coord cell) const
{
    return geometryNow().cellRect(cell).toAlignedRect();
}

std::optional<Coord> BoardView::cellAt(QPoint position) const
{
    return geometryNow().cellAt(QPointF(position));
}

bool BoardView::canPick(Coord cell) const
{
    return m_targetable && m_shots.canFireAt(cell);
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const BoardGeometry geometry = geometryNow();
    const bool landing = !m_landings.empty() && isAnimating();
    const int elapsed = landing ? int(m_effectClock->currentValue().toDouble() * m_landings.durationMs()) : 0;
    const bool beforeKnown = !m_before.isNull() && m_before.size() == size() * devicePixelRatioF();
    const bool before = landing && beforeKnown && m_landings.noneLanded(elapsed);
    painter.drawPixmap(0, 0, before ? m_before : layer(geometry));
    if (m_targetable)
        drawTargetBrackets(painter, geometry.gridRect(), palette());
    if (!before)
        m_fires->paint(painter, geometry);
    if (!before)
        for (const Coord cell : m_bestCells)
            drawBestCell(painter, geometry.cellRect(cell));
    if (!before)
        for (const Coord cell : m_lastSalvo)
            drawLastShotFrame(painter, geometry.cellRect(cell), m_shotsBy);
    for (std::size_t i = 0; i < m_chosen.size(); ++i)
        drawChosenCell(painter, geometry.cellRect(m_chosen[i]), int(i) + 1);
    if (landing)
        paintLandings(painter, geometry, elapsed, beforeKnown && !before);
    if (m_hover && canPick(*m_hover))
        drawReticle(painter, geometry.cellRect(*m_hover), palette().color(QPalette::Highlight));
    if (hasFocus() && m_cursor) {
        drawCursorFrame(painter, geometry.cellRect(*m_cursor),
                        palette().color(QPalette::Highlight).darker(120));
        if (canPick(*m_cursor) && m_cursor != m_hover)
            drawReticle(painter, geometry.cellRect(*m_cursor), palette().color(QPalette::Highlight));
    }
}

// Each shell at its own point. With `restore`, a salvo's cells not yet reached show the sea as it
// was before it (the board already shows the whole salvo's results).
void BoardView::paintLandings(QPainter& painter, const BoardGeometry& geometry, int elapsedMs, bool restore)
{
    const std::vector<ShotEffect>& effects = m_landings.effects();
    for (std::size_t i = 0; i < effects.size(); ++i) {
        const double progress = m_landings.progress(i, elapsedMs);
        if (restore && progress < ShotEffect::kImpact) {
            const QRectF cell = geometry.cellRect(effects[i].cell);
            const qreal scale = m_before.devicePixelRatio();
            painter.drawPixmap(cell, m_before, QRectF(cell.topLeft() * scale, cell.size() * scale));
        }
        if (progress >= 0 && progress <= 1)
            paintShotEffect(painter, geometry, effects[i], effectResult(effects[i]), progress, font());
    }
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const auto cell = cellAt(event->position().toPoint());
    if (cell != m_hover) {
        m_hover = cell;
        update();
    }
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    const auto cell = cellAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || !cell)
        return QWidget::mousePressEvent(event);
    pick(*cell);
}

void BoardView::pick(Coord cell)
{
    moveCursor(cell);
    if (canPick(cell))
        emit cellActivated(cell);
}

void BoardView::leaveEvent(QEvent* event)
{
    m_hover.reset();
    update();
    QWidget::leaveEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    const Coord at = m_cursor.value_or(Coord{0, 0});
    switch (event->key()) {
    case Qt::Key_Left:
        return moveCursor(offset(at, at.column > 0 ? -1 : 0, 0));
    case Qt::Key_Right:
        return moveCursor(offset(at, at.column < kBoardSize - 1 ? 1 : 0, 0));
    case Qt::Key_Up:
        return moveCursor(offset(at, 0, at.row > 0 ? -1 : 0));
    case Qt::Key_Down:
        return moveCursor(offset(at, 0, at.row < kBoardSize - 1 ? 1 : 0));
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_cursor && canPick(*m_cursor))
            emit cellActivated(*m_cursor);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    sayCursorFocused();
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateAccessibleText();
        sayCellsChanged();
    }
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::ParentChange)
        invalidateLayer();
    QWidget::changeEvent(event);
}

void BoardView::moveCursor(Coord cell)
{
    m_cursor = cell;
    sayCursorFocused();
    update();
}
