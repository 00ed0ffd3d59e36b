// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The name of the person logged in, as their account gives it: the full name where the system
// has one ("Anaïs Dupont"), else the login name; empty if neither is known.
QString accountName();
