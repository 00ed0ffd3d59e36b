// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

// Moves a file the game cannot read out of the way, beside itself, as
// "<path>.damaged-<yyyyMMdd-HHmmss>" (then "-2", "-3"… if that name is taken): never deleted,
// never copied, so the player (or a later version of the game) can still have it. Gives the new
// path, or the system's reason the file stayed where it is.
// How many names are tried ("-2" … "-100") before giving up and leaving the file in place.
inline constexpr int kSetAsideNames = 100;

seabattle::Expected<QString, QString> setAsideDamaged(const QString& path,
                                                      const QDateTime& when = QDateTime::currentDateTime());
// The same for a file the player chose to put away: "<path>.<why>-<yyyyMMdd-HHmmss>".
seabattle::Expected<QString, QString> setAside(const QString& path, const QString& why,
                                               const QDateTime& when = QDateTime::currentDateTime());

// For a file read in part (some entries could not be read): keeps `bytes`, the file as it was
// read, under the first free name setAsideDamaged() would use, before a save drops what could
// not be read. Gives the new path, or why nothing was kept (then the file must not be replaced).
seabattle::Expected<QString, QString> keepCopyAside(const QString& path, const QByteArray& bytes,
                                                    const QDateTime& when = QDateTime::currentDateTime());
