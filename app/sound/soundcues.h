// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class MainWindow;
class QObject;
class Settings;
class SoundEffects;

// Sound on or off and its volume, from the settings and kept there (anything unreadable keeps
// the defaults: on, 75 %), as the menu sets them; the connections
// live as long as `context`.
void connectSoundCues(MainWindow& window, SoundEffects& sounds, Settings& settings, QObject* context);
