// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/burningwrecks.h"

#include "ui/board/boarddrawing.h"
#include "ui/board/wreckfire.h"

#include <QTimer>

#include <algorithm>

using namespace seabattle;

namespace {

// At most this many shots between two charts for their new wrecks to burn: a salvo, not a game
// restored or a replay jumped to its end.
constexpr int kShotsJustFired = 5;

} // namespace

BurningWrecks::BurningWrecks(QObject* parent) : QObject(parent)
{
    m_clock = new QTimer(this);
    m_clock->setObjectName(QStringLiteral("burningWrecksClock"));
    m_clock->setInterval(WreckFire::kFrameMs);
    connect(m_clock, &QTimer::timeout, this, &BurningWrecks::burnOn);
}

void BurningWrecks::kindle(const ShotChart& before, const ShotChart& after, bool animated)
{
    // A replay stepped back past a sinking: that ship is afloat again, its fire gone.
    std::erase_if(m_wrecks, [&](const Placement& wreck) {
        return std::ranges::none_of(after.sunkShips(),
                                    [&](const SunkShip& s) { return wreckOf(s) == wreck; });
    });
    if (m_wrecks.empty() && m_clock->isActive())
        putOut();
    const int fired = after.shotsFired() - before.shotsFired();
    if (!animated || fired <= 0 || fired > kShotsJustFired)
        return;
    bool lit = false;
    for (const SunkShip& sunk : after.sunkShips()) {
        const auto& old = before.sunkShips();
        if (std::ranges::find(old, sunk) != old.end())
            continue;
        if (const auto wreck = wreckOf(sunk)) {
            m_wrecks.push_back(*wreck);
            lit = true;
        }
    }
    if (!lit)
        return;
    m_since.start(); // the fires already burning start again with it: one clock for all
    m_clock->start();
    emit changed();
}

void BurningWrecks::putOut()
{
    if (!m_clock->isActive() && !isBurning())
        return;
    m_clock->stop();
    m_wrecks.clear();
    emit changed();
}

void BurningWrecks::burnOn()
{
    if (m_since.elapsed() >= WreckFire::kBurnMs)
        return putOut();
    emit changed();
}

void BurningWrecks::paint(QPainter& painter, const BoardGeometry& geometry) const
{
    if (!isBurning())
        return;
    const int ms = int(std::min<qint64>(m_since.elapsed(), WreckFire::kBurnMs));
    for (const Placement& wreck : m_wrecks)
        WreckFire::paintBurning(painter, geometry.hullRect(wreck), wreck, ms);
}

QRectF BurningWrecks::reach(const BoardGeometry& geometry) const
{
    QRectF area;
    const qreal cell = geometry.cellSize();
    for (const Placement& wreck : m_wrecks)
        area |= geometry.hullRect(wreck).adjusted(-cell, -cell * 2.6, cell * 1.8, cell);
    return area;
}
