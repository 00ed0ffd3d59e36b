// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/shipclass.h"
#include "core/shotchart.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

// One cell of a board as a screen reader says it: its name, then what is known of it ("C7,
// miss", "B2, sunk, Carrier", "D4, empty, next to a sunk ship", on your own board "H3, your
// Destroyer, hit").
struct CellFacts {
    seabattle::Coord cell;
    seabattle::CellKnowledge knowledge = seabattle::CellKnowledge::Unknown;
    std::optional<seabattle::ShipClass> ship; // the ship drawn there, or sunk there
    bool yours = false;                       // the board of the player's own fleet
};

class CellWords {
    // The board's words: their translations stay in the board's context.
    Q_DECLARE_TR_FUNCTIONS(BoardView)

public:
    static QString said(const CellFacts& facts);

private:
    static QString withShip(const QString& name, const CellFacts& facts, const seabattle::ShipClass& ship);
};
